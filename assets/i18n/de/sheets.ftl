# Die eigenen Wörter der Ausdrucke: die Saisontabelle, den Kontrollbogen, die Sternkarten und beim Duplicate-Cinch die Laufkarten, Laufzettel, Paarkarten, Kartenverteilungen und der Ergebnisbogen.

sheet-not-for-party = { $documents } werden für diese Feier nicht gedruckt: sie ist { $duplicate ->
    [yes] eine Feier mit Duplicate-{ -cinch }
   *[no] keine Feier mit Duplicate-{ -cinch }
}. Drucken lassen sich { $offered }.

sheet-column = { $column ->
    [round] Runde
    [table] Tisch
    [pair] Paar
    [players] Spieler
    [trays] Boards
    [what] Was geschah
    [result] Ergebnis
    [against] Gegen
    [our-score] Unser Ergebnis
    [notes] Notizen
    [member] Mitglied
    [counted] Gezählt
    [per-cent] Prozent
    [side] Seite
    [score] Ergebnis
    [bidder] Reizender
    [bid] Gebot
    [ns-pair] Paar { -ns }
    [ew-pair] Paar { -ew }
    [ns-points] Punkte { -ns }
    [ew-points] Punkte { -ew }
    [ns-score] Wertung { -ns }
    [ew-score] Wertung { -ew }
    [gold] Gold
    [red] Rot
   *[green] Grün
}

sheet-count-trays = { $count ->
    [one] 1 Board
   *[other] { $count } Boards
}
sheet-count-evenings = { $count ->
    [one] 1 Abend
   *[other] { $count } Abende
}
sheet-trays = { $count ->
    [one] Board { $list }
   *[other] Boards { $list }
}
sheet-table = Tisch { $table }
sheet-tray = Board { $tray }
sheet-deals = { $seat } gibt
sheet-tray-dealer = Board { $tray } · { $seat } gibt
sheet-sits-out = setzt aus
sheet-not-played = nicht gespielt

sheet-season-title = Saison { $name }
sheet-season-best = es zählen die { $best } besten Abende jedes Mitglieds
sheet-season-every = jeder Abend zählt
sheet-season-summary = { $evenings } · { $best } · { $placed } für eine Platzierung
sheet-season-stars = Sterne: { $group }
sheet-season-duplicate = Duplicate: Matchpoints
sheet-season-evenings = Die Abende
sheet-counted-of = { $counted } von { $evenings }

sheet-tally-heading = { $title }: Kontrollbogen der Sterne
sheet-tally-heading-rounds = { $title }: Kontrollbogen der Sterne, Runden { $first } bis { $last }
sheet-tally-round = R{ $round }
sheet-tally-left = weg
sheet-tally-wait = wartet

sheet-method = { $method ->
    [plus-minus] Plus und Minus
   *[matchpoints] Matchpoints
}
sheet-dup-summary = Duplicate-{ -cinch } · { $pairs } an { $tables } · { $trays }, { $per_table } je Tisch · { $movement } · gewertet nach { $method } · { $played }
sheet-the-hands = Die Blätter
sheet-group-standings = Tabelle { $group }
sheet-travellers = Laufzettel

sheet-guide-card = Laufkarte
sheet-guide-foster = In jeder Runde wird die Hälfte der Boards dieses Tisches gespielt. Danach nimmt das Paar { -east-west } die eben gespielten Boards mit zum nächsten Tisch und legt sie unter die Boards, die dort warten.
sheet-guide-mitchell = Nach jeder Runde rückt das Paar { -east-west } einen Tisch weiter, und das Paar { -north-south } gibt die Boards einen Tisch zurück.
sheet-guide-howell = Der Howell an zwei Tischen: jedes Paar trifft auf jedes andere. Beide Tische spielen in jeder Runde dieselben Boards. Nach jeder Runde wechseln die Paare die Plätze, wie die letzte Spalte sagt; die Boards der Runde sind fertig.
sheet-guide-skip = { " " }Einmal, nach Runde { $round }, rücken die Paare { -east-west } zwei Tische weiter (der Sprung).
sheet-guide-phantom = { " " }In der Runde mit „{ sheet-sits-out }“ hat das Paar { -north-south } keine Gegner: die Boards wandern trotzdem weiter.
sheet-guide-seat = Tisch { $table } { $side }
sheet-guide-then = { $first }, dann { $then }
sheet-guide-exchange = Tausch zur Halbzeit
sheet-guide-last-round = Die letzte Runde
sheet-guide-sits-out = Setzt aus
sheet-guide-no-opponents = keine Gegner in dieser Runde
sheet-guide-not-here = hier nicht gespielt
sheet-guide-ew-taking = Paar { -ew } zu Tisch { $table }, nimmt
sheet-guide-put-under = { $trays } zum Unterlegen mit
sheet-guide-ns-takes = Paar { -ns } bringt { $trays }
sheet-guide-under-there = zu Tisch { $table }, unter die Boards dort
sheet-guide-ew-to = Paar { -ew } zu Tisch { $table }
sheet-guide-trays-to = { $trays } zu Tisch { $table }
sheet-guide-pairs = { -north-south } gegen { -east-west }
sheet-guide-ew-pair = Paar { -east-west }
sheet-guide-after = Nach der Runde
sheet-guide-howell-head = Die Paare wechseln nach jeder Runde die Plätze: lesen Sie die Zeile Ihres Paares. In der Mitte jeder Runde tauschen Sie die Boards mit Tisch { $other }.
sheet-guide-ns-head = { -north-south }: Paar { $pair }, { $names }. Sie bleiben den ganzen Abend an diesem Tisch.

sheet-traveller-how = { -north-south } füllt nach dem Board seine Zeile aus, faltet den Zettel zurück ins Board und gibt es weiter.

sheet-pair-link = Die Seite Ihres Paares auf dem Handy: { $link }
sheet-pair-ns = Sie sitzen den ganzen Abend { -north-south } an Tisch { $table }.
sheet-pair-ew = Sie sitzen { -east-west } und beginnen an Tisch { $table }; gehen Sie nach jeder Runde dorthin, wo die Laufkarte des Tisches es sagt.
sheet-pair-howell = Der Howell an zwei Tischen: Sie beginnen an Tisch { $table }; setzen Sie sich in jeder Runde an den Tisch und in die Richtung, die Ihre Zeile nennt.
sheet-pair-sits-out = setzt aus (keine Gegner)
