document-name = { $document ->
    [tables] Tischkarten
    [pads] Spielblöcke dieser Runde
    [blank-pads] Leere Spielblöcke
    [stars] Sternkarten
    [tally] Kontrollbogen
    [results] Ergebnisbogen
    [guides] Laufkarten
    [travellers] Laufzettel
    [pair-cards] Paarkarten
   *[hands] Handverteilungen
}
document-in-sentence = { $document ->
    [tables] die Tischkarten
    [pads] die Spielblöcke dieser Runde
    [blank-pads] die leeren Spielblöcke
    [stars] die Sternkarten
    [tally] den Kontrollbogen
    [results] den Ergebnisbogen
    [guides] die Laufkarten
    [travellers] die Laufzettel
    [pair-cards] die Paarkarten
   *[hands] die Handverteilungen
}
document-about = { $document ->
    [tables] Eine Seite pro Tisch: seine Nummer zum Aufstellen, mit Spitzen- und Trosttisch benannt (bei einem Duplicate-Abend das { -north-south }-Paar, das dort sitzt). Vor dem Eintreffen der Gäste drucken.
    [pads] Zwei Blöcke pro Seite, einer pro Tisch, mit den Namen dieser Runde auf ihren Stühlen, den Gebern der Reihe nach und der Wertungsregel. Nach jeder { -bell } drucken.
    [blank-pads] Blöcke ohne Namen für jeden Tisch und jede Runde des Abends, nach Tisch geordnet, zwei pro Seite: einmal drucken und auf jeden Tisch einen Stapel legen.
    [stars] Eine kleine Karte für jeden Gast zum Anstecken, mit einem Feld pro Runde für den gewonnenen Stern. Acht pro Seite, an den Linien schneiden.
    [tally] Jeder Gast und jede Runde, so weit ausgefüllt, wie der Abend gediehen ist: fällt der Laptop aus, geht der Abend mit dem Bleistift weiter.
    [results] Die Preise (oder die Sieger eines Duplicate-Abends) und wie jeder entschieden wurde, die Tabelle, jede Runde oder jeder Laufzettel: zum Aushängen oder Verschicken.
    [guides] Eine Seite pro Tisch zum Aufstellen: für jede Runde das erwartete { -east-west }-Paar, die zu spielenden Boards und wohin Paar und Boards danach gehen.
    [travellers] Ein Zettel pro { -tray }, gefaltet darin mitreisend: eine Zeile pro Tisch in der Reihenfolge, in der das { -tray } dort gespielt wird, mit Bleistift auszufüllen.
    [pair-cards] Eine Karte pro { -pair }: für jede Runde sein Tisch, seine Gegner und die Boards, mit Platz für seine Ergebnisse. An den Linien schneiden.
   *[hands] Die Verteilung jedes { -tray }s durch das Programm, die vier Hände nach Farben mit markiertem Geber: danach die Boards vor dem Eintreffen der Gäste legen.
}
paper-name = { $paper ->
    [a4] A4
   *[letter] US-Letter
}
page-footer = { $label } · Seite { $page } von { $total }
count-pages = { $count ->
    [one] 1 Seite
   *[other] { $count } Seiten
}
wrote-printout = { document-name } in { $path } geschrieben ({ count-pages }, { paper-name }, { $title })

print-no-tables = Noch keine Tische: ein Tisch braucht zwei Damen und zwei Herren (oder vier Gäste). Zuerst die Gäste eintragen.
print-no-guests = Noch keine Gäste: zuerst auf dem Bildschirm Gäste eintragen.
print-no-pairs = Noch keine Paare: zuerst auf dem Bildschirm Paare eintragen.
print-guests-deal = Bei diesem Fest teilen die Gäste die Boards selbst aus, daher gibt es keine Handverteilungen: vor dem Spiel auf dem Bildschirm Fest „{ screen-deal-trays }“ ankreuzen, damit das Programm sie austeilt.
print-not-dealt = Die Boards sind noch nicht ausgeteilt: „Boards jetzt austeilen“ drücken (Bildschirm Drucken oder Paare) oder den Abend beginnen; ab dann stehen die Hände fest.
print-pdf = Das PDF konnte nicht erstellt werden: { $why }.
saved-printout = { document-name } gespeichert ({ count-pages }, { paper-name }) als { $path }.
save-printout-as = { document-in-sentence } speichern als

card-table = TISCH
card-ns-pair-sits = Hier sitzt das { -north-south }-Paar { $table }
card-role = { $role ->
    [head] Spitzentisch
    [booby] Trosttisch
   *[both] Spitzen- und Trosttisch
}
card-check-in = ANMELDEN
card-door-1 = Scannen Sie den Code mit der Kamera des Telefons,
card-door-2 = geben Sie Ihren Namen ein und tippen Sie auf Anmelden.
card-door-3 = Der Gastgeber lässt Sie am Laptop herein;
card-door-4 = dann zeigt „Wo sitze ich?“ Ihren Tisch.
card-scan-pad = Scannen für den Spielblock: { $link }

deal-rule = { $method ->
    [standard] Gebot erfüllt: die Seite mit mehr Punkten schreibt die Differenz. Gebot verfehlt: die andere Seite schreibt ihre Punkte plus das Gebot.
    [both_score] Gebot erfüllt: jede Seite schreibt ihre Punkte. Gebot verfehlt: die andere Seite schreibt ihre Punkte plus das Gebot.
   *[set_back] Jede Seite schreibt ihre Punkte; ein verfehltes Gebot wird den Reizenden abgezogen.
}
pad-column = { $column ->
    [deal] Spiel
    [dealer] Geber
    [bid-by] Reizer
    [bid] Gebot
    [ns-took] N–S Pkt.
    [ew-took] O–W Pkt.
    [ns-score] N–S Wert
    [ew-score] O–W Wert
    [ns-total] N–S ges.
   *[ew-total] O–W ges.
}
pad-round-blank = Runde ____
pad-heading = { $title } · Spielblock
pad-totals = Summen der Runde
pad-scoring = Wertung: { $rule }
pad-points = Jedes Spiel hat 14 Punkte: Hoch, Niedrig, Bube und Spiel je 1, jeder Pedro 5. Gereizt wird von 1 bis 14; passen alle, bestimmt der Geber Trumpf. Ein Fehlgeben gibt das Spiel nach links weiter.
pad-tie = Das Paar mit mehr Punkten gewinnt die Runde. Gleichstand: die beiden { $cutters } heben ab, die höhere Karte gewinnt (Ass hoch).
pad-winners = Sieger: { -north-south }  /  { -east-west }        Abheben (Gleichstand): ________
# A hand record's chair that deals the tray, and the tray's heading: { $seat } is a chair's name.
print-hand-dealer = { $seat } (Geber)
print-tray-dealer = { $seat } gibt
