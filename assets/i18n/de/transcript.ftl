# Die eigenen Wörter des Berichts und der Briefe: ein Duplicate-Abend als Text, die gemeinsamen Zeilen der Ergebnisse, die Preise eines Gastes und sein Brief.

transcript-score-heading = { $method ->
    [plus-minus] Plus/Minus
   *[matchpoints] Matchpoints
}
transcript-method = { $method ->
    [matchpoints] Matchpoints
   *[plus-minus] Plus/Minus
}
transcript-winners-title = { $over ->
    [yes] Die Sieger
   *[no] In Führung
}
transcript-no-result-yet = { $title }: noch kein Ergebnis.
transcript-level-top = { $title }: gleichauf an der Spitze, { $names }.
transcript-tie-cut = Gleichstand um den ersten Platz, durch Abheben entschieden: { $cut }.
transcript-ew-out = frei
transcript-not-reported = nicht gemeldet
transcript-withdrawn = Aus der Preiswertung genommen (die Sterne bleiben in den Aufzeichnungen).

transcript-dup-head = Duplicate-{ -cinch }: { $tables }, { $trays } je Tisch, { $movement }, gewertet nach { $method }; ein ganzer Abend hat { $rounds }
transcript-standing-pair = Paar { $pair }
transcript-standing-trays = ({ $count ->
    [one] { $count } Board
   *[other] { $count } Boards
})
transcript-no-winner = { $group }: noch kein Sieger
transcript-winner-all = { $over ->
    [yes] Die Sieger
   *[no] Bisher in Führung
}: { $pair }
transcript-winner-group = { $group }, { $over ->
    [yes] Sieger
   *[no] bisher in Führung
}: { $pair }
transcript-tied = { $group }: { $over ->
    [yes] gleichauf auf dem ersten Platz
   *[no] bisher gleichauf in Führung
}: { $pairs }
transcript-sits-out = { $pair } setzt aus
transcript-table-line = Tisch { $table } { $against }
transcript-tray-no-result = noch kein Ergebnis
transcript-tray-line = Board { $tray } { $what }{ $note }

transcript-why-withdrawn = { $name } ist aus der Preiswertung genommen (die Sterne bleiben in den Aufzeichnungen).
transcript-another-prize = einen anderen Preis
transcript-why-holds = { $name } lag dafür vorn, hat aber schon { $held }: niemand gewinnt zwei.
transcript-won = Gewonnen. { $story }
transcript-why-level-then = { $name } lag gleichauf mit { $mine }; dann { $step }
transcript-why-lost-cut = { $name } lag bis zum Ende der Entscheidungen gleichauf und verlor das Abheben gegen { $winner }.
transcript-why-beaten = { $winner } gewann ihn mit { $best }; { $name } hatte { $mine }.
transcript-why-still-level = { $name } liegt dafür noch gleichauf ({ $mine }): ein Abheben entscheidet.
transcript-why-behind = { $name } hat { $mine }; die Gleichauf-Liegenden haben mehr. { $story }
transcript-step = { $fewer ->
    [yes] weniger
   *[no] mehr
} { $colour ->
    [gold] goldene
    [red] rote
   *[green] grüne
} Sterne schieden sie aus ({ $name } { $theirs }; weiter gleichauf: { $kept }).

transcript-subject = Ihr Abend bei { $title }
transcript-subject-corrected = { $subject } (berichtigt)
transcript-correction = Ein Ergebnis des Abends wurde berichtigt, nachdem Ihnen Ihr Abend geschickt worden war: dieser Brief ersetzt den vorigen.
transcript-dear = Liebe(r) { $name },
transcript-thanks = Danke, dass Sie zu { $title } gekommen sind.
transcript-your-rounds = Ihre Runden:
transcript-winners = Die Sieger des Abends
transcript-attached = Die Ergebnisse des ganzen Abends liegen als Webseite bei.
transcript-you-won = Gewonnen: { $title }.
transcript-place-of-group = ; { $place } von { $count } { $group }
transcript-everyone = insgesamt
transcript-summary-stars = Ihr Abend: { $gold }, { $red } und { $green }{ $place }.
transcript-summary-points = Ihr Abend: { $points } Punkte; { $place } von { $count }.
transcript-summary-no-card = Ihr Abend: es wurde keine Karte von Ihnen eingetragen.
transcript-group-pairs = { $group ->
    [ns] den Paaren { -north-south }
    [ew] den Paaren { -east-west }
   *[all] allen Paaren
}
transcript-pair-place = ; { $place } von { transcript-group-pairs }
transcript-pair-no-place = ; kein Board gespielt, also kein Platz
transcript-pair-summary = Ihr Paar ({ $tag }, mit { $partner }): { $score }{ $place }.
transcript-round-sat-out = Runde { $round }: ausgesetzt
transcript-tray = Board { $tray }: { $outcome }
transcript-tray-score = Board { $tray }: { $outcome } ({ $score })
transcript-round-against = Runde { $round }: Tisch { $table }, gegen { $against }; { $trays }
transcript-first-of = { $group ->
    [ns] Erste der Paare { -north-south }
    [ew] Erste der Paare { -east-west }
   *[all] Erste aller Paare
}
