# Die kleineren Bildschirme (issue 51): Preise, Regeln und Tasten, die Fragen des Fensters, die Duplicate-Einstellungen auf dem Bildschirm Fest, Vorschläge aus den Mitgliedern.

screen-close = Schließen
screen-prizes-so-far = Der Abend ist nicht vorbei: so stehen die Preise jetzt.
screen-every-round = Jede Runde und jeder Stern ({ $key } findet jeden)
screen-cut-for-them = Für sie abheben
screen-cut-for = Abheben für: { $title }
screen-real-cut = oder ein echtes Abheben, gewonnen von:
screen-won-cut = { $name } gewann das Abheben für: { $title }
screen-cut-waits = „{ $title }“ wartet auf das Abheben. Drücken Sie { $key }, und das Programm hebt ab, oder die Nummer dessen, der ein echtes Abheben gewann: { $choices }.
screen-rules = Regeln und Tasten
screen-rules-box = Die Regeln durchsuchen
screen-clear = Leeren
screen-rules-how = Tippen Sie ein Wort (Bedienfehler, Vergeben, Gleichstand, Trosttisch…), um zu finden, wonach ein Gast fragt.
screen-rules-none = Nichts passt dazu.
screen-rules-program = Wie dieses Programm den Abend spielt
screen-rules-laws = Die Gesetze des { -cinch } (Foster, 1897)
screen-keys = Tasten
screen-list-keys = In jeder Liste (Dokumente, Gäste, Mitglieder, Saisons, vorgeschlagene Namen): { $keys }
screen-list-keys-words = ↑ ↓ eine Zeile · Page Up / Down eine Seite · Home / End die Enden · Enter die Zeile · Esc zurück
screen-list-keys-names = ↑ ↓ · Page Up / Down · Home / End · Enter · Esc
screen-round-key = Bildschirm Runde: { $what }
screen-members = Mitglieder (↓ und Enter):
screen-member-tip = Ein Mitglied des Clubs
screen-no-party = Kein Fest ist offen
screen-no-party-how = Legen Sie zuerst ein neues Fest an oder öffnen Sie ein gespeichertes.
screen-go-party = Zum Fest
screen-cannot-open = Dieses Fest lässt sich nicht öffnen
screen-file-unchanged = Die Datei wurde nicht verändert.
screen-open-backup = Die Sicherung öffnen
screen-undo-q = Das rückgängig machen?
screen-take-back = Zurücknehmen (Enter)
screen-keep-it = Behalten (Esc)
screen-bell-over = Der Abend ist vorbei!
screen-bell-move = Alle wechseln!
screen-trays-a-table = { -tray }s pro Tisch
screen-for-example = Zum Beispiel: { $plan } Bilden Sie die Paare auf dem Bildschirm Paare.
screen-the-trays = Die { -tray }s
screen-deal-trays = Die { -tray }s für mich geben
screen-deal-trays-tip = Das Programm gibt jedes { -tray }, wenn der Abend beginnt; drucken Sie die Handblätter, um die { -tray }s vor der Ankunft der Gäste zu bestücken
screen-two-tables = An zwei Tischen
screen-howell = Der Howell für zwei Tische
screen-howell-tip = Vier Paare: jedes { -pair } trifft jedes andere einmal
screen-book-movement = Der Wechselplan des Buches
screen-book-movement-tip = Fosters Regel mit 2 oder 4 { -tray }s, der Skip-Mitchell mit 1 oder 3: jedes { -pair } trifft nur ein oder zwei andere
screen-compared-by = Verglichen nach
screen-plus-minus = Plus und Minus
screen-plus-minus-tip = Jedes Ergebnis gegen den Durchschnitt auf demselben { -tray } (Foster)
screen-matchpoints = Matchpunkte
screen-matchpoints-tip = 2 für jedes geschlagene Ergebnis auf einem { -tray }, 1 für jedes gleiche, als Prozentsatz (wie in den Clubs)
screen-progress-saved = { $progress } · gespeichert { $saved }
screen-card-back = { $card }  ({ $back ->
    [red] rote
   *[blue] blaue
} Rückseite)
screen-minutes-suffix = {" "}Min.
