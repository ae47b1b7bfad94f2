# The command line's own words (cinch-party's commands): what they say they did, and why
# one could not do what it was asked. The options' --help stays in English.

cli-file-then-command = { $file } is a party file to open in the window, but a command follows it: give the file after the command (cinch-party report FILE), or open it alone
cli-wrote = Wrote { $path }
cli-wrote-bell = Wrote the { -bell } to { $path }
cli-bell-failed = the { -bell }'s sound could not be made: { $why }
cli-window-failed = the window could not be opened: { $why }
cli-stop-not-saved = a stop from the system will not save first: { $error }
cli-export-what = Say what to export: --csv FOLDER for a spreadsheet, --json FILE for the transcript, --html FILE for the results page.
cli-no-guest-called = No guest of this party is called { $typed }.
# The names past the eighth that match what was typed, as the last of the list.
cli-more-names = { $count } more
cli-names-match = { $names } match { $typed }: type more of the name.
cli-guest-plays-duplicate = { $name } plays Duplicate { -cinch } tonight, with a partner all evening: their pair's evening is on the results page (export --html FILE).
# restore: { $noun } is what the file holds (actions, members or evenings).
cli-restored = Restored { $path } from its backup ({ $count } { $noun ->
    [members] members
    [evenings] evenings
   *[actions] actions
}). The file it replaced is kept as { $kept }.
cli-not-the-start = { $path } does not hold the start of this evening

# print --printer
cli-printer-sent = Sent { $what } ({ count-pages }, { $paper }) to { $printer }: job { $job }.
cli-printer-not-reached = Nothing was printed: { $what } did not reach a printer.

# mail
cli-not-a-mail-server = { $typed } is not a mail server: give it as smtp://HOST:PORT, like smtp://mail.example.org:587.
cli-no-password-kept = none is kept in this computer's keyring for it
cli-password-wanted = The mail server wants a password for { $account }, and { $why }: set ${ $env }, or type it once on the Print screen, which keeps it in the keyring. Nothing was sent.

# serve: the phones' server without the window, and what the host types to it. The
# words the host types (ok, no, coming, in, away, all, waiting, NAME) stay as they are.
cli-serving = Serving "{ $title }" at { $address }
cli-serve-door = check in at the door: { $link }
cli-serve-seats = where do I sit: { $link }
cli-serve-display = guest display: { $link }
cli-serve-standings = standings: { $link }
cli-serve-table = table { $table }: { $link }
cli-serve-pair = pair { $pair }: { $link }
cli-serve-no-last-save = Ctrl+C will stop serve without a last save: { $error }
cli-serve-ready = Ready: { count-tables }. Stop with Ctrl+C.
cli-serve-stopped = Stopped. { $said }
cli-serve-type-ok = { $words } Type: ok { $table }, or no { $table }.
cli-serve-type-door = { $words } Type: in NAME (or all), or away NAME.
cli-serve-type-coming = { $words } Type: coming { $table }, when you are on the way.
cli-not-saved = NOT SAVED: { $words }
cli-serve-no-input = the host's OK cannot be read from the terminal
cli-serve-nothing-waits = Nothing waits for your OK.
cli-serve-held = Waiting for your OK: table { $table } sent { -north-south } { $north-south }, { -east-west } { $east-west } at { $at }. Type: ok { $table }, or no { $table }.
cli-serve-nobody-at-door = Nobody waits at the door.
cli-serve-guests-done = { count-guests } done.
cli-serve-door-not-saved = NOT SAVED: { $error } So nothing was done: type it again once the disk takes it.
cli-serve-not-a-table = "{ $typed }" is not a table number.
cli-serve-what-to-type = Type ok N to take table N's result, no N to turn it down, coming N to answer table N's call, or waiting.
cli-serve-call-answered = Table { $table }'s call: answered; its phone says you are on the way.
# { $done } is recorded or turned-down.
cli-serve-result-done = Table { $table }'s result from its phone: { $done ->
    [recorded] recorded
   *[turned-down] turned down; its phone may send again
}.
# { $what } is result or call; { $typed } is what the host typed (ok, no or coming).
cli-serve-not-saved = NOT SAVED: { $error } So nothing was done: table { $table }'s { $what ->
    [call] call still waits for your answer
   *[result] result still waits for your OK
}. Type { $typed } { $table } again once the disk takes it.

# A line the program writes to its standard error: its name, then what it says.
cli-program-says = cinch-party: { $said }
# The phones' server's thread stopped on a fault (every answer had waited for its save).
cli-phones-server-stopped = the phones' server stopped after an internal error; nothing of the party is lost
# The title of the party file `save-stress` writes (a developers' command).
cli-stress-title = Save stress
