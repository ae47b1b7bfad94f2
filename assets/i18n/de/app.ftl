# Was das Fenster dem Gastgeber bei der Arbeit sagt (issue 51): Meldungen, Fragen vor dem Rückgängigmachen, der Stand der Dateien, der Ausdrucke und der Saison, die Titel des Fensters.

app-undo-bell-trays = Die { -bell } zurücknehmen? Alle gehen an die Tische und Boards der vorigen Runde zurück; die schon eingetragenen Ergebnisse bleiben.
app-undo-bell = Die { -bell } von Runde { $round } zurücknehmen? Alle gehen auf die Plätze von Runde { $round } zurück; die schon eingetragenen Ergebnisse bleiben.
app-undo-start = Den Beginn zurücknehmen? Die Paare können wieder geändert werden, und Runde 1 entfällt.
app-undo-seating = Die Tischverteilung zurücknehmen? Die Tische gehen zur Auslosung zurück, und Runde 1 entfällt.
app-undo-draw = Die Auslosung zurücknehmen? Die Karte jedes Gastes wird gelöscht.
app-undo-cut = Das letzte Abheben um einen Preis zurücknehmen? Der Preis ist wieder gleichauf, und sein Abheben ist vergessen.
app-nothing-to-undo = Es gibt nichts rückgängig zu machen.
app-undid = Rückgängig gemacht: { $what }.
app-nothing-to-redo = Es gibt nichts zu wiederholen.
app-redid = Wiederholt: { $what }.

app-no-round = Es läuft keine Runde.
app-no-cut = Dieser Preis braucht kein Abheben.
app-open-first = Öffnen oder erstellen Sie zuerst ein Fest.
app-seated-begun = Die Tische sind besetzt: Runde 1 hat begonnen.
app-seated = Die Tische sind besetzt. Runde 1 und ihre Uhr beginnen, wenn Sie sie starten ({ $key }).
app-pairs-seated = Die Paare sitzen: Beginnen Sie Runde 1, wenn sie bereit sind ({ $key }).
app-no-names = Die Liste hat keine Namen: Fügen Sie einen Namen pro Zeile ein.
app-no-pairs = Die Liste hat keine Paare: Schreiben Sie ein Paar pro Zeile, wie Ann & Bob.
app-added-guests = { $count ->
    [one] { $count } Gast hinzugefügt.
   *[other] { $count } Gäste hinzugefügt.
}
app-added-pairs = { $count ->
    [one] { $count } Paar hinzugefügt.
   *[other] { $count } Paare hinzugefügt.
}
app-not-added = Nicht hinzugefügt: { $refused }.
app-added-not-added = { $done } Nicht hinzugefügt: { $refused }.

app-warning = Runde { $round }: noch { $minutes ->
    [one] { $minutes } Minute
   *[other] { $minutes } Minuten
}. Die Tische spielen zügig weiter.
app-time-up = Runde { $round }: Die Zeit ist um. Jeder Tisch spielt trotzdem alle vier Spiele; die { -bell } wartet auf das letzte.
app-last-round = Das Ende des Abends ist da: Runde { $round } ist die letzte.

app-saved = Gespeichert.
app-default-title = { -cinch }-Fest
app-opened-backup = Die Sicherung wurde geöffnet. Die Datei, die sie ersetzt, wird als { $path } aufbewahrt.
app-copy-title = { $title } (Kopie)
app-sample-copy = Dies ist eine Kopie des Beispielfests, gespeichert als { $path }; das Beispiel selbst bleibt, wie es ist.
app-saves-unread = Der Ordner der gespeicherten Feste konnte nicht gelesen werden (das Lesen brach ab).
app-record-unwritten = Die Aufzeichnung der Felder (--record-boxes) konnte nicht geschrieben werden.

app-not-printed = Nichts wurde gedruckt: { $why }
app-pdf-not-saved = Das PDF wurde nicht gespeichert: { $why }
app-opening = { $saved } Es öffnet sich { $how ->
    [pdf] im PDF-Betrachter
   *[page] im Browser
}.
app-not-opened = { $saved } Es hat sich nicht geöffnet: { $why }. { $how ->
    [pdf] Öffnen Sie es aus diesem Ordner, um es zu drucken.
   *[page] Öffnen Sie es aus diesem Ordner.
}
app-no-program = kein Programm auf diesem Computer hat es geöffnet
app-no-program-said = kein Programm auf diesem Computer hat es geöffnet ({ $said })
app-folder-not-opened = Der Ordner { $folder } konnte nicht geöffnet werden: { $why }.
app-printout-stopped = Der Ausdruck brach ab, bevor er gespeichert war.
app-page-not-saved = Die Ergebnisseite konnte nicht gespeichert werden: { $why }
app-page-saved = Die Ergebnisseite wurde als { $path } gespeichert.
app-exported = Tabelle, Ergebnisse und Verlauf (CSV) und das Protokoll (JSON) wurden nach { $folder } exportiert.
app-not-exported = Nichts konnte exportiert werden: { $why }
app-copy-is-own = Das ist die Datei des Festes selbst: Wählen Sie für die Kopie einen anderen Namen oder Ordner.
app-copy-saved = Eine Kopie des Festes wurde als { $path } gespeichert.
app-copy-not-saved = Die Kopie wurde nicht in { $path } gespeichert: { $why }.
app-dialog-save-copy = Eine Kopie des Festes speichern
app-dialog-export = Tabelle und Ergebnisse exportieren nach
app-dialog-busy = Ein Dateidialog ist schon offen: Beantworten Sie ihn zuerst (er liegt vielleicht hinter diesem Fenster).
app-default-printer = der Standarddrucker
app-pads-not-noted = Die Spielblöcke von Runde { $round } gingen an den Drucker, aber das konnte nicht beim Fest vermerkt werden ({ $why }): Rückgängig und Wiederholen der { -bell } druckt sie vielleicht noch einmal.

app-season-unread = Die Saison konnte nicht gelesen werden (das Lesen brach ab).
app-season-output = { $what ->
    [pdf] PDF der Saisontabelle
   *[csv] Tabellenkalkulation der Saison (CSV)
}
app-season-saved = Die Saisontabelle ({ $pages ->
    [one] { $pages } Seite
   *[other] { $pages } Seiten
}, { $paper }) wurde als { $path } gespeichert.
app-wrote = Geschrieben: { $files }.
app-names-joined = { $count ->
    [one] { $count } neuer Name kam auf die Mitgliederliste (Bildschirm Saison).
   *[other] { $count } neue Namen kamen auf die Mitgliederliste (Bildschirm Saison).
}
app-csv-not-made = Die CSV-Datei konnte nicht erstellt werden: { $why }.
app-no-season = Wählen oder erstellen Sie zuerst eine Saison.
app-season-there = Die Saison { $name } gibt es schon: Hier ist sie.
app-season-made = Die Saison { $name } wurde erstellt: Fügen Sie ihre Abende hinzu.
app-evening-in-season = { $title } ist schon in der Saison { $season }.
app-members-put-back = Zurückgeholt: { $how ->
    [read] die Mitgliederliste, wie sie zuletzt gelesen wurde
   *[previous] die vorige Fassung der Mitgliederliste (die letzte vor dem Schaden gespeicherte Änderung ist verloren: Machen Sie sie noch einmal)
} ({ $count ->
    [one] { $count } Mitglied
   *[other] { $count } Mitglieder
}). Die beschädigte Datei wird als { $path } aufbewahrt.
app-season-nothing-to-undo = In der Saison gibt es nichts rückgängig zu machen.
app-season-nothing-to-redo = In der Saison gibt es nichts zu wiederholen.
app-season-not-undone = Nichts wurde rückgängig gemacht: { $why }
app-season-not-redone = Nichts wurde wiederholt: { $why }
app-joined = { $spelling } ist jetzt { $member }.
app-unjoined = { $spelling } ist nicht mehr { $member }: Es zählt als eigener Name.
app-member-off = { $name } steht nicht mehr auf der Mitgliederliste.
app-address-forgotten = Die Adresse von { $name } ist vergessen, endgültig.
app-address-refused = Die Adresse von { $name } wird abgelehnt: { $why }.

app-no-settings-folder = dieser Computer hat keinen Ordner für die Einstellungen des Programms
app-mail-server-kept = Der Mailserver wird auf diesem Computer aufbewahrt (sein Passwort nie in dieser Datei).

app-frame-times = UI-Durchlauf: Median { $median } ms · 99. Perzentil { $high } ms · max. { $max } ms ({ $frames ->
    [one] { $frames } Bild
   *[other] { $frames } Bilder
})
app-frame-times-painting = UI-Durchlauf: Median { $median } ms · 99. Perzentil { $high } ms · max. { $max } ms ({ $frames ->
    [one] { $frames } Bild
   *[other] { $frames } Bilder
}); mit Zeichnen: Median { $painted_median } ms · 99. Perzentil { $painted_high } ms
app-stop-heading = Das Fest konnte nicht gespeichert werden
app-stop-close = Das Programm schließen
app-stop-keep = Offen lassen
app-guest-window = cinch-party: für die Gäste
app-awake-reason = Die Runden eines progressiven { -cinch }-Festes laufen
