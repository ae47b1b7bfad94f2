# Was die Ansichtsschicht den Bildschirmen sagt (issue 51): die Modi und das Aussehen der Anzeige für die Gäste, die eingefügten Paare, die Zahlen der Saison, die Spalten der Tabellenseite, die Tasten in Worten.

view-display-mode = { $mode ->
    [auto] Dem Abend folgen
    [seats] Finden Sie Ihren Platz
    [round] Runde und Uhr
    [standings] Tabelle
    [ceremony] Preisverleihung
    [guest] Der Abend eines Gastes
   *[season] Die Saison bisher
}
view-display-look = { $look ->
    [dark] dunkel (ein dämmriger Raum)
   *[light] hell (ein heller Raum oder ein blasser Projektor)
}
view-pairs-not-two = nicht zwei Namen: schreiben Sie sie wie Ann & Bob
view-pairs-paired-already = { $name } ist schon in einem { -pair }
view-pairs-two-lines = { $name } steht in zwei Zeilen
view-season-duplicate = Duplicate
view-season-not-best = "{ $typed }" ist keine Zahl bester Abende: geben Sie 1 oder mehr ein, oder lassen Sie das Feld für alle Abende leer. Die Saison bleibt, wie sie war.
view-season-not-min = "{ $typed }" ist keine Zahl von Abenden für einen Platz: geben Sie 1 oder mehr ein. Die Saison bleibt, wie sie war.
view-standings-column = { $column ->
    [guest] Gast
    [pair] Paar
    [players] Spieler
    [matchpoints] Matchpoints
   *[plus-minus] Plus/Minus
}
view-keys-range = { $first } bis { $last }
view-keys-or = { $first } oder { $next }
