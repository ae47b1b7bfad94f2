# Der Bericht (`cinch-party report FILE`).

count-guests = { $count ->
    [one] 1 Gast
   *[other] { $count } Gäste
}
count-tables = { $count ->
    [one] 1 Tisch
   *[other] { $count } Tische
}
count-rounds = { $count ->
    [one] 1 Runde
   *[other] { $count } Runden
}
count-pairs = { $count ->
    [one] 1 Paar
   *[other] { $count } Paare
}
count-side = { $open ->
    [yes] { $side ->
        [lady] { $count ->
            [one] 1 Gast vom roten Spiel
           *[other] { $count } Gäste vom roten Spiel
        }
       *[gentleman] { $count ->
            [one] 1 Gast vom blauen Spiel
           *[other] { $count } Gäste vom blauen Spiel
        }
    }
   *[no] { $side ->
        [lady] { $count ->
            [one] 1 Dame
           *[other] { $count } Damen
        }
       *[gentleman] { $count ->
            [one] 1 Herr
           *[other] { $count } Herren
        }
    }
}
game-kind = { $game ->
    [stars] Sternspiel
    [pairs] Paare den ganzen Abend
    [individual] Einzelkarten
   *[duplicate] Duplicate
}
report-duplicate-head = { $guests }, { $pairs }
report-game = Progressives { -cinch }: { game-kind }{ $open ->
    [yes] , freie Platzwahl
   *[no] {""}
}
report-company = { $guests } ({ $first }, { $second }), { $tables }, { $rounds }
report-prizes = Preise
report-held = Von den Telefonen geschickt, noch nicht gezählt
report-held-line = Tisch { $table } schickte { $ns }–{ $ew } für Runde { $round } um { $at }: { $waits }
waits-for = { $who ->
    [host] wartet auf das OK des Gastgebers
    [east-west] { -east-west } soll zustimmen
    [agreed] von { -east-west } bestätigt, wartet auf das OK des Gastgebers
   *[disputed] { -east-west } stimmt nicht zu: der Gastgeber entscheidet
}
report-round = Runde { $round }
report-role = { $role ->
    [head] Spitze
    [booby] Trost
    [both] S+T
   *[plain] {""}
}
report-no-result = kein Ergebnis
report-playing = spielt
report-cut-won = { "  " }Abheben gewann { $side }
report-cut-won-cards = { "  " }Abheben gewann { $side } ({ $cards })
report-cut-then = { $first }; dann { $next }
report-corrected = berichtigt
report-corrected-why = berichtigt: { $why }
report-sent-from = Tisch { $table }
report-sent-disputed = { $from }, { -east-west } widersprach, vom Gastgeber übernommen
report-from-corrected = { "  " }(geschickt von { $from }, { $fixed })
report-from = { "  " }(geschickt von { $from })
report-fixed = { "  " }({ $fixed })
report-stars = Sterne
report-score-cards = Punktekarten
report-score-cards-pairs = Punktekarten (Paare)

change-arrive = { $guest } kam ({ $side }) und wartet
change-leave = { $guest } geht
change-fill = { $guest } übernimmt den Stuhl von { $for_guest } an Tisch { $table } ({ $seat })
change-close = Tisch { $table } geschlossen
change-close-fill = ; { $guest } übernimmt den Stuhl von { $for_guest } an Tisch { $table } ({ $seat })
change-close-waiting = ; { $names } { $count ->
    [one] kommt
   *[other] kommen
} auf die Warteliste
change-open = Tisch { $table } eröffnet: N { $north }, O { $east }, S { $south }, W { $west }
change-swap = { $first } und { $second } tauschten die Stühle
change-withdraw = { $guest } aus der Preisliste genommen
