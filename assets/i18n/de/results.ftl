# Der Ergebnisbogen und die Wörter, die er mit den anderen Ausdrucken teilt.

results-not-star = Dieser Bogen gehört zu einem Sternabend: ein Abend mit Duplicate-{ -cinch } druckt seinen eigenen.
results-summary = { $guests } · { $tables } · { $played } · { game-kind }; Block gewertet: { deal-scoring }
deal-scoring = { $method ->
    [standard] Standard (die Differenz)
    [both_score] beide Seiten schreiben, was sie machen
   *[set_back] Set-back
}
section-continued = { $name } (Fortsetzung)
section-so-far = { $name } { $far }
so-far-setup = bisher: das Spiel hat nicht begonnen
so-far-during = bisher, während Runde { $round }
so-far-none = bisher: noch keine Runde gespielt
so-far-after = bisher, nach Runde { $round }
rounds-ended = der Abend endete nach Runde { $round }
rounds-of-planned = { $ended } von { $planned ->
    [one] 1 Runde
   *[other] { $planned } Runden
} gespielt
rounds-played = { $count ->
    [one] 1 Runde
   *[other] { $count } Runden
} gespielt
results-prizes = Preise
results-not-over = Der Abend ist nicht vorbei: jeder Preis geht an den, der jetzt vorn liegt, und kann sich bis zur letzten { -bell } ändern.
results-no-prizes = Noch keine Preise.
results-winner = { $title }: { $name }
prize-status = { $title }: { $status ->
    [awarded] vergeben
    [awaiting-cut] wartet auf das Abheben
    [awaiting-earlier] wartet auf ein früheres Abheben
   *[not-awarded] nicht vergeben
}
results-cut-n = Abheben { $n }: { $cards }
results-cut = Abheben: { $cards }
results-standings = Tabelle
results-guest = Gast
results-prize = Preis
group-title = { $side ->
    [lady] Damen
    [gentleman] Herren
   *[all] Alle
}
results-points = Punkte
results-rounds = Runden
results-deals = Spiele: { $deals }
results-evenings = Der Abend jedes Gastes
results-guest-stars = { $name } ({ $side }): { $stars }
results-guest-side = { $name } ({ $side })
results-round-line = Runde { $round }: { $words }
results-won = Gewann: { $title }

table-title = Tisch { $table }{ table-tag }
table-tag = { $role ->
    [head] { " " }(Spitzentisch)
    [booby] { " " }(Trosttisch)
    [both] { " " }(Spitzen- und Trosttisch)
   *[plain] {""}
}
table-playing = spielt
note-tie-cut = Gleichstand, Abheben gewann { $side }
note-bell-cut = kein Ergebnis: durch Abheben bei der { -bell } entschieden
note-disputed = { -east-west } widersprach; vom Gastgeber übernommen
note-corrections = { $count ->
    [one] 1 Berichtigung
   *[other] { $count } Berichtigungen
}
note-corrections-why = { note-corrections } ({ $why })

deal-dealer = Geber { seat-word }
deal-misdeal = , Fehlgeben
deal-bid = , { $bidder } reizte { $bid }
deal-points = , Punkte { $ns_points }–{ $ew_points }, gewertet { $ns_score }–{ $ew_score }
deal-revoke = , Renonce von { side-letters }
seat-word = { $seat ->
    [north] Nord
    [east] Ost
    [south] Süd
   *[west] West
}

round-left = war gegangen
round-not-arrived = noch nicht da
round-waiting = wartet auf einen Stuhl
round-at = Tisch { $table }{ table-tag }, { seat-name }, mit { $partner } gegen { $opponents }
round-playing = : spielt noch
round-no-result = : kein Ergebnis (durch Abheben entschieden)
round-score = : { $verb ->
    [won] gewonnen
    [lost] verloren
   *[tied] unentschieden
} { $us }–{ $them }
round-tie = { " " }(Gleichstand; { cut-outcome })
cut-outcome = { $open ->
    [yes] das Abheben der Gäste vom roten Spiel
   *[no] das Abheben der Damen
} { $won ->
    [yes] gewonnen
   *[no] verloren
}
round-corrected = { " " }(berichtigt: { $why })
round-star = , ein { $colour ->
    [gold] goldener
    [red] roter
   *[green] grüner
} Stern
round-no-star = , kein Stern
