# Die Abende der Gäste per Mail: die getippten Adressen, der Mailserver, das Senden und was jeder Brief tat (der Bildschirm Drucken, der Befehl mail).

mailer-no-address = es wurde keine Adresse getippt
mailer-not-one-address = „{ $typed }“ ist mehr als eine Adresse: tippen Sie eine, etwa ann@example.org
mailer-not-an-address = „{ $typed }“ ist keine Mailadresse: sie sollte wie ann@example.org aussehen
mailer-no-name-before = „{ $typed }“ hat keinen Namen davor
mailer-unclosed = der Adresse nach „{ $typed }“ fehlt das schließende >

mailer-file-error = Die Adressen und Mails der Gäste ({ $path }) { $verb ->
    [read] können nicht gelesen werden
   *[write] können nicht geschrieben werden
}: { $why }.

mailer-keyring-no-user = der Mailserver hat keinen Benutzernamen, also gibt es kein Passwort aufzubewahren
mailer-no-keyring = dieser Computer hat keinen Schlüsselbund, den das Programm nutzen kann ({ $why })
mailer-keyring-refused = der Schlüsselbund des Systems hat es abgelehnt ({ $why })

mailer-sent = Gesendet (der Server sagte { $answer }).
mailer-refused = Abgelehnt: { $words }.
mailer-queued = Wartet: geht beim nächsten Senden mit.

mailer-line-sent = Gesendet an { $name } <{ $to }>: { $answer }
mailer-line-refused = Abgelehnt { $name } <{ $to }>: { $words }
mailer-line-waiting = Wartet { $name }: { $words }
mailer-tally = { $sent } von { $all } gesendet{ $waiting ->
        [0] {""}
       *[other] ; { $waiting } wartend
    }{ $refused ->
        [0] {""}
       *[other] ; { $refused } abgelehnt
    }.
mailer-nobody-asked = Kein Gast dieses Festes hat eine Adresse angegeben und um seinen Abend gebeten.
mailer-nothing-new = Nichts Neues zu senden: { $mailed } von { $asked } schon gesendet{ $refused ->
        [0] {""}
       *[other] ; { $refused } abgelehnt: { $who }: Adresse korrigieren und erneut senden
    }.
mailer-changed-since = Eine Korrektur hat den Abend von { $names } seit dem Senden geändert: senden Sie die Korrektur.

mailer-not-finished = Der Abend ist noch nicht vorbei: die Abende der Gäste werden nach der letzten { -bell } gesendet.
mailer-prize-uncut = Ein Preis wartet noch auf das Abheben: heben Sie zuerst auf dem Bildschirm Preise ab, damit jeder Brief alle Sieger nennt. Nichts wurde gesendet.
mailer-no-server = Kein Mailserver eingestellt: geben Sie einen an (--server smtp://HOST:PORT), oder stellen Sie ihn auf dem Bildschirm Drucken ein.
mailer-bad-from = Die Adresse des Gastgebers { $typed } ist keine Mailadresse: die Briefe kommen von ihr (--from ADDRESS).
mailer-plain-not-local = Mail ohne Verschlüsselung geht nur an einen Server auf diesem Computer, nicht an { $server }: wählen Sie STARTTLS oder TLS.
mailer-password-in-clear = Ein Passwort wird nie ohne Verschlüsselung gesendet: wählen Sie STARTTLS oder TLS.
mailer-bad-certificate = Das Zertifikat { $path } kann nicht verwendet werden: { $why }.
mailer-connection = Der Mailserver { $server } kann nicht verwendet werden: { $words }. Nichts wurde gesendet.
mailer-no-party = Öffnen Sie zuerst ein Fest.
mailer-busy = Die Briefe werden gerade gesendet: warten Sie, bis das fertig ist.
mailer-bad-port = „{ $typed }“ ist kein Port: tippen Sie den Server als Name:Port, etwa mail.example.org:587.
mailer-not-kept = Der Mailserver ist für jetzt eingestellt, konnte aber nicht für das nächste Mal aufbewahrt werden: { $why }.
mailer-stopped = Das Senden hat ohne ein Wort aufgehört; die nicht gesendeten Briefe warten auf den nächsten Versuch.
mailer-folder = Die Briefe können nicht nach { $path } geschrieben werden: { $why }.

mailer-answers = Der Mailserver { $server } antwortet und nimmt Mail von { $from } an.
mailer-no-answer = er antwortet nicht
mailer-server-says = der Server sagt { $code } { $words }
mailer-server-says-code = der Server sagt { $code }
mailer-untrusted = das Zertifikat des Servers ist keines, dem dieser Computer vertraut ({ $words }); ist es der eigene Server eines Clubs, geben Sie seine Zertifikatsdatei an (das Feld Zertifikat auf dem Bildschirm Drucken, oder --ca-file)
mailer-tls-failed = die sichere Verbindung ist fehlgeschlagen ({ $words })
mailer-nothing-at-port = an diesem Port antwortet nichts
mailer-too-slow = er hat nicht rechtzeitig geantwortet
mailer-connection-lost = die Verbindung ging verloren
mailer-no-such-computer = kein Computer dieses Namens ist bekannt
