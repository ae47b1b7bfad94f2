# The guests' evenings by mail: the addresses typed, the mail server, the sending and
# what each letter did (the Print screen, the mail command).

# An address typed for a guest, refused.
mailer-no-address = no address was typed
mailer-not-one-address = "{ $typed }" is more than one address: type one, like ann@example.org
mailer-not-an-address = "{ $typed }" is not a mail address: it should look like ann@example.org
mailer-no-name-before = "{ $typed }" has no name before it
mailer-unclosed = the address after "{ $typed }" has no closing >

# The mail file beside the party; { $verb } is read or write.
mailer-file-error = The guests' addresses and mail ({ $path }) { $verb ->
    [read] cannot be read
   *[write] cannot be written
}: { $why }.

# The password in the system's keyring.
mailer-keyring-no-user = the mail server has no user name, so there is no password to keep
mailer-no-keyring = this computer has no keyring the program can use ({ $why })
mailer-keyring-refused = the system's keyring refused it ({ $why })

# Where one guest's letter stands, under their address.
mailer-sent = Mailed (the server said { $answer }).
mailer-refused = Refused: { $words }.
mailer-queued = Waiting: it goes at the next sending.

# A sending, a line per letter, then what it did.
mailer-line-sent = Mailed { $name } <{ $to }>: { $answer }
mailer-line-refused = Refused { $name } <{ $to }>: { $words }
mailer-line-waiting = Waiting { $name }: { $words }
mailer-tally = Mailed { $sent } of { $all }{ $waiting ->
        [0] {""}
       *[other] ; { $waiting } waiting
    }{ $refused ->
        [0] {""}
       *[other] ; { $refused } refused
    }.
mailer-nobody-asked = No guest of this party has given an address and asked for their evening.
# { $who }: each refused guest with the server's words.
mailer-nothing-new = Nothing new to send: { $mailed } of { $asked } mailed already{ $refused ->
        [0] {""}
       *[other] ; { $refused } refused: { $who }: correct the address and send again
    }.
mailer-changed-since = A correction changed the evening of { $names } since it was mailed: send the correction.

# Why the letters cannot be sent at all.
mailer-not-finished = The evening is not over yet: the guests' evenings are mailed after the last { -bell }.
mailer-prize-uncut = A prize still waits for its cut: cut it on the Prizes screen first, so that each letter names every winner. Nothing was sent.
mailer-no-server = No mail server is set: give one (--server smtp://HOST:PORT), or set it on the Print screen.
mailer-bad-from = The host's address { $typed } is not a mail address: the letters come from it (--from ADDRESS).
mailer-plain-not-local = Mail without encryption goes only to a server on this computer, not to { $server }: choose STARTTLS or TLS.
mailer-password-in-clear = A password is never sent without encryption: choose STARTTLS or TLS.
mailer-bad-certificate = The certificate { $path } cannot be used: { $why }.
mailer-connection = The mail server { $server } cannot be used: { $words }. Nothing was sent.
mailer-no-party = Open a party first.
mailer-busy = The letters are being sent: wait until that is done.
mailer-bad-port = "{ $typed }" is not a port: type the server as name:port, like mail.example.org:587.
mailer-not-kept = The mail server is set for now, but it could not be kept for next time: { $why }.
mailer-stopped = The sending stopped without a word; the letters not sent wait for the next try.
mailer-folder = The letters cannot be written to { $path }: { $why }.

# Testing the connection, and what went wrong on the way.
mailer-answers = The mail server { $server } answers, and takes mail from { $from }.
mailer-no-answer = it does not answer
mailer-server-says = the server says { $code } { $words }
mailer-server-says-code = the server says { $code }
mailer-untrusted = the server's certificate is not one this computer trusts ({ $words }); if it is a club's own server, give its certificate file (the Certificate box on the Print screen, or --ca-file)
mailer-tls-failed = the secure connection failed ({ $words })
mailer-nothing-at-port = nothing answers at that port
mailer-too-slow = it did not answer in time
mailer-connection-lost = the connection was lost
mailer-no-such-computer = no computer of that name is known
