# Die eigenen Wörter der Befehlszeile (die Befehle von cinch-party): was sie getan haben und warum einer nicht tun konnte, was verlangt war. Das --help der Optionen bleibt englisch.

cli-file-then-command = { $file } ist eine Festdatei zum Öffnen im Fenster, aber ein Befehl folgt ihr: geben Sie die Datei nach dem Befehl an (cinch-party report FILE), oder öffnen Sie sie allein
cli-wrote = { $path } geschrieben
cli-wrote-bell = Die { -bell } in { $path } geschrieben
cli-bell-failed = der Klang der { -bell } konnte nicht erzeugt werden: { $why }
cli-window-failed = das Fenster konnte nicht geöffnet werden: { $why }
cli-stop-not-saved = ein Stopp vom System wird nicht zuerst speichern: { $error }
cli-export-what = Sagen Sie, was exportiert werden soll: --csv FOLDER für eine Tabellenkalkulation, --json FILE für das Protokoll, --html FILE für die Ergebnisseite.
cli-no-guest-called = Kein Gast dieses Festes heißt { $typed }.
cli-more-names = { $count } weitere
cli-names-match = { $names } passen zu { $typed }: tippen Sie mehr vom Namen.
cli-guest-plays-duplicate = { $name } spielt heute Abend Duplicate-{ -cinch }, den ganzen Abend mit demselben Partner: der Abend des Paares steht auf der Ergebnisseite (export --html FILE).
cli-restored = { $path } aus seiner Sicherung wiederhergestellt ({ $noun ->
    [members] { $count ->
        [one] 1 Mitglied
       *[other] { $count } Mitglieder
    }
    [evenings] { $count ->
        [one] 1 Abend
       *[other] { $count } Abende
    }
   *[actions] { $count ->
        [one] 1 Aktion
       *[other] { $count } Aktionen
    }
}). Die ersetzte Datei wird als { $kept } aufbewahrt.
cli-not-the-start = { $path } enthält nicht den Anfang dieses Abends

cli-printer-sent = { $what } ({ count-pages }, { $paper }) an { $printer } gesendet: Auftrag { $job }.
cli-printer-not-reached = Nichts wurde gedruckt: { $what } hat keinen Drucker erreicht.

cli-not-a-mail-server = { $typed } ist kein Mailserver: geben Sie ihn als smtp://HOST:PORT an, etwa smtp://mail.example.org:587.
cli-no-password-kept = im Schlüsselbund dieses Computers ist keines dafür hinterlegt
cli-password-wanted = Der Mailserver verlangt ein Passwort für { $account }, und { $why }: setzen Sie ${ $env }, oder tippen Sie es einmal auf dem Bildschirm Drucken ein, der es im Schlüsselbund aufbewahrt. Nichts wurde gesendet.

cli-serving = „{ $title }“ wird unter { $address } bereitgestellt
cli-serve-door = Anmeldung an der Tür: { $link }
cli-serve-seats = Wo sitze ich: { $link }
cli-serve-display = Anzeige für die Gäste: { $link }
cli-serve-standings = Tabelle: { $link }
cli-serve-table = Tisch { $table }: { $link }
cli-serve-pair = Paar { $pair }: { $link }
cli-serve-no-last-save = Ctrl+C beendet serve ohne letztes Speichern: { $error }
cli-serve-ready = Bereit: { count-tables }. Beenden mit Ctrl+C.
cli-serve-stopped = Beendet. { $said }
cli-serve-type-ok = { $words } Tippen Sie: ok { $table }, oder no { $table }.
cli-serve-type-door = { $words } Tippen Sie: in NAME (oder all), oder away NAME.
cli-serve-type-coming = { $words } Tippen Sie: coming { $table }, wenn Sie unterwegs sind.
cli-not-saved = NICHT GESPEICHERT: { $words }
cli-serve-no-input = das OK des Gastgebers kann nicht vom Terminal gelesen werden
cli-serve-nothing-waits = Nichts wartet auf Ihr OK.
cli-serve-held = Wartet auf Ihr OK: Tisch { $table } hat { -north-south } { $north-south }, { -east-west } { $east-west } um { $at } gesendet. Tippen Sie: ok { $table }, oder no { $table }.
cli-serve-nobody-at-door = An der Tür wartet niemand.
cli-serve-guests-done = { count-guests } erledigt.
cli-serve-door-not-saved = NICHT GESPEICHERT: { $error } Daher wurde nichts getan: tippen Sie es erneut, sobald die Festplatte es annimmt.
cli-serve-not-a-table = „{ $typed }“ ist keine Tischnummer.
cli-serve-what-to-type = Tippen Sie ok N, um das Ergebnis von Tisch N zu übernehmen, no N, um es abzulehnen, coming N, um den Ruf von Tisch N zu beantworten, oder waiting.
cli-serve-call-answered = Ruf von Tisch { $table }: beantwortet; sein Telefon sagt, dass Sie unterwegs sind.
cli-serve-result-done = Ergebnis von Tisch { $table } von seinem Telefon: { $done ->
    [recorded] eingetragen
   *[turned-down] abgelehnt; sein Telefon darf es erneut senden
}.
cli-serve-not-saved = NICHT GESPEICHERT: { $error } Daher wurde nichts getan: { $what ->
    [call] der Ruf von Tisch { $table } wartet noch auf Ihre Antwort
   *[result] das Ergebnis von Tisch { $table } wartet noch auf Ihr OK
}. Tippen Sie { $typed } { $table } erneut, sobald die Festplatte es annimmt.

# A line the program writes to its standard error: its name, then what it says.
cli-program-says = cinch-party: { $said }
# The phones' server's thread stopped on a fault (every answer had waited for its save).
cli-phones-server-stopped = der Server der Telefone hat nach einem internen Fehler angehalten; von der Party geht nichts verloren
# The title of the party file `save-stress` writes (a developers' command).
cli-stress-title = Speichertest
