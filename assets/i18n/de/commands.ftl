command-label = { $command ->
    [show-party] Fest
    [show-guests] Gäste
    [show-draw] Auslosung
    [show-round] Runde
    [show-standings] Tabelle
    [show-prizes] Preise
    [show-display] Anzeige
    [show-print] Drucken
    [show-phones] Telefone
    [show-rules] Regeln
    [show-season] Saison
    [undo] Rückgängig
    [redo] Wiederholen
    [ring-bell] 🔔 Die Glocke läuten
    [ring-anyway] Trotzdem läuten…
    [start-round] ▶ Die Runde beginnen
    [pause-clock] Uhr anhalten oder weiterlaufen lassen
    [frame-times] Bildzeiten
    [next-language] Nächste Sprache
    [arrive-late] Kommt später…
    [find-guest] Einen Gast finden…
    [correct-past] Ein früheres Ergebnis berichtigen…
    [open-dialog] Ein Fest öffnen…
    [save-copy-dialog] Eine Kopie speichern unter…
    [guest-display-window] Anzeige für die Gäste öffnen oder schließen
    [draw-for-everyone] Für alle auslosen
    [seat-tables] Die Tische besetzen
    [pairs-next] Die Paare eintragen oder den Abend beginnen
    [end-with-this-bell] Den Abend mit dieser Glocke beenden
    [reveal-next-prize] Den nächsten Preis zeigen
    [preview-zoom-in] Größere Seite
    [preview-zoom-out] Kleinere Seite
    [preview-fit] Ganze Seite
    [preview-next-page] Nächste Seite
    [preview-previous-page] Vorige Seite
    [preview-first-page] Erste Seite
    [preview-last-page] Letzte Seite
    [cut-prize] Das Programm hebt ab
    [cut-prize-won-by] Gewann ein echtes Abheben
    [take-proposal] Den Vorschlag übernehmen
    [guest-rename] Umbenennen
    [member-rename] Umbenennen
    [guest-side] Seite wechseln
    [guest-remove] Entfernen
    [member-remove] Entfernen
    [guest-leaves] Geht
    [guest-out-of-prizes] Aus den Preisen
    [guest-swap] Stühle tauschen
    [season-pick] Saisons
    [season-add-evening] Einen Abend hinzufügen
    [season-ladder] Rangliste
    [season-members] Mitglieder
    [season-names] Zuzuordnende Namen
    [member-side] Seite
    [join-to-closest] Zuordnen
    [new-member] Neues Mitglied
    [print-now] Drucken
    [mail-evenings] Jedem Gast seinen Abend schicken
    [answer-call] Ich komme
    [door-let-in] Hereinlassen
    [door-let-all-in] Alle hereinlassen
   *[door-turn-away] Abweisen
}
command-about = { $command ->
    [show-party] Neues Fest, ein Fest öffnen, die Einstellungen
    [show-guests] Die Gästeliste: Ankünfte, Namen, Seiten
    [show-draw] Die schwarzen Karten und der Tischplan
    [show-round] Die Tische der Runde: Ergebnisse eintragen
    [show-standings] Sterne pro Gast und die Ergebnisse jeder Runde
    [show-prizes] Die Preise, wie sie stehen, mit ihren Stichentscheiden
    [show-display] Die Anzeige für die Gäste und die Preisverleihung
    [show-print] Tischkarten, Spielblöcke, Sternkarten, Kontrollbogen und Ergebnisse als PDF; Export für eine Tabellenkalkulation
    [show-phones] Telefone an den Tischen: Link und QR-Code jedes Tisches, Ergebnisse, die auf Ihr OK warten
    [show-rules] Wie dieses Programm spielt, die Regeln des Cinch und die Tasten
    [show-season] Die Saison des Clubs: die Mitglieder und die Ranglisten über ihre Abende
    [undo] Nimmt die letzte Aktion des Festes zurück (auf dem Bildschirm Saison: die letzte Änderung der Saison oder der Mitglieder)
    [redo] Stellt Zurückgenommenes wieder her (des Festes oder der Saison)
    [ring-bell] Alle wechseln (nur wenn jeder Tisch gemeldet hat)
    [ring-anyway] Läuten, bevor jeder Tisch gemeldet hat: fragt zuerst, dann wird für die fehlenden abgehoben
    [start-round] Beginnt die Runde und ihre Uhr, sobald die Gäste an ihren Tischen sind
    [pause-clock] Hält die Rundenuhr an oder lässt sie weiterlaufen
    [frame-times] Zeigt, wie lange jedes Bild des Fensters zum Zeichnen braucht
    [next-language] Die Sprache des Fensters: die nächste der Sprachen des Programms, sofort und gemerkt (wie auf dem Bildschirm Fest)
    [arrive-late] Ein Gast kommt später: er kommt auf die Warteliste
    [find-guest] Der Abend eines Gastes: jede Runde, jeder Stern und die Preise
    [correct-past] Runde und Tisch tippen (2 3), Enter, dann die beiden Ergebnisse wie auf dem Bildschirm Runde
    [open-dialog] Eine Festdatei irgendwo wählen, im eigenen Dialog des Computers
    [save-copy-dialog] Eine Kopie der Festdatei, wo Sie wollen (ein USB-Stick, ein anderer Ordner)
    [guest-display-window] Das Fenster der Anzeige für die Gäste, für Fernseher oder Beamer, von jedem Bildschirm aus geöffnet oder geschlossen
    [draw-for-everyone] Bildschirm Auslosung: das Programm mischt und gibt jedem Gast eine schwarze Karte
    [seat-tables] Bildschirm Auslosung: die Tische nach den gezogenen Karten besetzen
    [pairs-next] Bildschirm Paare: die im Feld getippten Paare eintragen; ist keines getippt, den Abend beginnen
    [end-with-this-bell] Bildschirm Runde: die nächste Glocke beendet den Abend (nochmals drücken, um weiterzuspielen)
    [reveal-next-prize] Bildschirm Anzeige: den nächsten Preis auf die Anzeige für die Gäste bringen (solange kein Feld die Tasten hat)
    [preview-zoom-in] Bildschirm Drucken: die Seite vergrößern
    [preview-zoom-out] Bildschirm Drucken: die Seite verkleinern
    [preview-fit] Bildschirm Drucken: die ganze Seite zeigen
    [preview-next-page] Bildschirm Drucken: die nächste Seite der Vorschau
    [preview-previous-page] Bildschirm Drucken: die vorige Seite der Vorschau
    [preview-first-page] Bildschirm Drucken: die erste Seite der Vorschau
    [preview-last-page] Bildschirm Drucken: die letzte Seite der Vorschau
    [cut-prize] Bildschirm Preise: ein Gleichstand wartet auf das Abheben: das Programm hebt ab
    [cut-prize-won-by] Bildschirm Preise: ein Gleichstand wartet auf das Abheben: der Gast mit dieser Nummer (wie aufgeführt) gewann ein echtes Abheben
    [take-proposal] Nach einer Glocke: die Stühle so besetzen, wie das Programm vorschlägt
    [guest-rename] Bildschirm Gäste, ein Gast gewählt (↓): ihn umbenennen
    [member-rename] Bildschirm Saison, ein Mitglied gewählt: es umbenennen
    [guest-side] Bildschirm Gäste, ein Gast gewählt: die andere Seite (vor der Auslosung)
    [guest-remove] Bildschirm Gäste, ein Gast gewählt: von der Liste nehmen (vor der Auslosung; fragt zuerst)
    [member-remove] Bildschirm Saison, ein Mitglied gewählt: von der Liste
    [guest-leaves] Bildschirm Gäste, ein Gast gewählt: er geht bei der nächsten Glocke (fragt zuerst)
    [guest-out-of-prizes] Bildschirm Gäste, ein Gast gewählt, der geht: aus den Preisen (fragt zuerst)
    [guest-swap] Bildschirm Gäste, ein Gast gewählt: Stühle tauschen, dann den anderen Gast wählen (S)
    [season-pick] Bildschirm Saison: eine Saison wählen (↑ ↓, Enter)
    [season-add-evening] Bildschirm Saison: ein beendetes Fest hinzufügen, das neueste zuerst (↑ ↓, Enter)
    [season-ladder] Bildschirm Saison: die Rangliste; Enter zeigt die Saison eines Mitglieds
    [season-members] Bildschirm Saison: die Mitgliederliste
    [season-names] Bildschirm Saison: die Namen, die zu keinem Mitglied passen
    [member-side] Bildschirm Saison, ein Mitglied gewählt: die Seite, auf der es meist spielt (Dame, Herr, nicht gesagt)
    [join-to-closest] Bildschirm Saison, ein Name gewählt: er ist das mit dieser Nummer angebotene Mitglied (1 bis 3)
    [new-member] Bildschirm Saison, ein Name gewählt: zum Mitglied machen
    [print-now] Bildschirm Drucken: das gewählte Dokument direkt an den gewählten Drucker schicken
    [mail-evenings] Bildschirm Drucken, der Abend vorbei: jedem Gast, der darum bat, seinen eigenen Abend schicken
    [answer-call] Ein Tisch hat den Gastgeber gerufen: den ersten Ruf beantworten, sein Telefon sagt, dass Sie kommen
    [door-let-in] Den ersten Gast hereinlassen, der sich an der Tür angemeldet hat
    [door-let-all-in] Alle hereinlassen, die sich an der Tür angemeldet haben
   *[door-turn-away] Den ersten Gast abweisen, der an der Tür wartet
}
ring-last-bell = 🔔 Die letzte Glocke läuten
tab-pairs = Paare

# A key's name as this language's keyboards print it: { $key } is egui's name for it
# (Ctrl, Shift, PageUp, Home, End, Delete, Esc, …); any other key keeps its own.
key-name = { $key ->
    [Escape] Esc
    [Ctrl] Strg
    [Shift] Umschalt
    [PageUp] Bild ↑
    [PageDown] Bild ↓
    [Home] Pos1
    [End] Ende
    [Delete] Entf
    [Insert] Einfg
    [Space] Leertaste
    [Backspace] Rücktaste
   *[other] { $key }
}
