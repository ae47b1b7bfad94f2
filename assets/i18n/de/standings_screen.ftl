# Der Bildschirm Stand (issue 51): der Stand, der Verlauf und seine Korrekturen, die Laufzettel und Sieger des Duplicate-Abends.

standing-find = Ein Ergebnis korrigieren: Runde und Tisch
standing-find-box = Zu korrigierende Runde und Tisch
standing-find-how = (2 3 und ein Grund, Enter; { $key })
standing-not-round-table = „{ $typed }“ ist keine Runde und kein Tisch: tippen Sie zwei Zahlen, etwa 2 3.
standing-no-round = Es gibt noch keine Runde { $round }.
standing-no-table = Runde { $round } hat keinen Tisch { $table }.
standing-no-result-yet = Runde { $round }, Tisch { $table } hat noch kein Ergebnis.
standing-export = Als Tabelle exportieren
standing-export-tip = Stand, Ergebnisse und Verlauf als CSV-Dateien und das Protokoll als JSON, im Exportordner neben der Speicherdatei des Festes
standing-history = Verlauf
standing-their-evening = { $name }: der Abend, Runde für Runde
standing-score-cards = Punktekarten
standing-points = { $count ->
    [one] { $count } Punkt
   *[other] { $count } Punkte
}
standing-round-reported = Runde { $round }: { $reported } von { $tables } Tischen gemeldet
standing-table = Tisch { $table }{ $tag }
standing-playing = spielt
standing-cut-decided = Kein Ergebnis: Abheben entschied den Tisch bei der { -bell }
standing-correct-name = Runde { $round } Tisch { $table } korrigieren
standing-correct = Berichtigen
standing-corrected = korrigiert ×{ $count }
standing-travellers = Laufzettel
standing-travellers-how = Das Ergebnis jedes Tisches auf jedem { -tray }, und was jedes { -pair } daraus machte.
standing-top-pair = { $over ->
    [yes] Sieger
   *[no] Führend
}{ $group ->
    [ns] { " " }{ -north-south }
    [ew] { " " }{ -east-west }
   *[all] {""}
}: { $pair }, { $score }
standing-level-top-of = Gleichauf an der Spitze { $group ->
    [ns] { -north-south }
   *[ew] { -east-west }
}: { $names }
standing-trays = { $count ->
    [one] { $count } { -tray }
   *[other] { $count } { -tray }s
}
standing-tray = { -tray } { $tray }
standing-line = Runde { $round }, Tisch { $table }:
standing-sat-out = ausgesetzt
standing-not-reported = noch nicht gemeldet
standing-correct-tray = Runde { $round } Tisch { $table } { -tray } { $tray } korrigieren
standing-tray-error = Runde { $round }, Tisch { $table }, { -tray } { $tray }: { $error }
standing-cancel = Abbrechen
standing-as-they-stand = Nach dem jetzigen Stand (der Abend ist noch nicht vorbei)
standing-winners = Die Sieger
standing-no-result-at-all = Noch kein Ergebnis.
standing-tie-cut = Ein Gleichstand, durch Abheben entschieden.
standing-level-top = Gleichauf an der Spitze: { $names }.
standing-cut-first = Um den ersten Platz { $group ->
    [ns] der { -north-south }-Paare
    [ew] der { -east-west }-Paare
   *[all] aller Paare
} abheben
standing-score-box = Runde { $round } Tisch { $table } Punkte { $side }
standing-why = warum (freiwillig)
standing-reason = Runde { $round } Tisch { $table } Grund
standing-save = Speichern
