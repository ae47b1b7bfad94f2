# Die Preise und wie jeder entschieden wurde (R-PRIZE).

prize-title = { $kind ->
    [gold] { $whose ->
        [ladies] Erster Preis der Damen (die meisten goldenen Sterne)
        [gentlemen] Erster Preis der Herren (die meisten goldenen Sterne)
        [red-pack] Erster Preis des roten Spiels (die meisten goldenen Sterne)
        [blue-pack] Erster Preis des blauen Spiels (die meisten goldenen Sterne)
       *[all] Erster Preis (die meisten goldenen Sterne)
    }
    [red] { $whose ->
        [ladies] Rote-Sterne-Preis der Damen (die meisten roten Sterne)
        [gentlemen] Rote-Sterne-Preis der Herren (die meisten roten Sterne)
        [red-pack] Rote-Sterne-Preis des roten Spiels (die meisten roten Sterne)
        [blue-pack] Rote-Sterne-Preis des blauen Spiels (die meisten roten Sterne)
       *[all] Rote-Sterne-Preis (die meisten roten Sterne)
    }
    [green] { $whose ->
        [ladies] Trostpreis der Damen (die meisten grünen Sterne)
        [gentlemen] Trostpreis der Herren (die meisten grünen Sterne)
        [red-pack] Trostpreis des roten Spiels (die meisten grünen Sterne)
        [blue-pack] Trostpreis des blauen Spiels (die meisten grünen Sterne)
       *[all] Trostpreis (die meisten grünen Sterne)
    }
    [pair] Preis für das beste Paar
   *[score] Preis für die beste Punktekarte
}
prize-short-title = { $kind ->
    [gold] { $whose ->
        [ladies] Erster Preis der Damen
        [gentlemen] Erster Preis der Herren
        [red-pack] Erster Preis, rotes Spiel
        [blue-pack] Erster Preis, blaues Spiel
       *[all] Erster Preis
    }
    [red] { $whose ->
        [ladies] Roter Preis der Damen
        [gentlemen] Roter Preis der Herren
        [red-pack] Roter Preis, rotes Spiel
        [blue-pack] Roter Preis, blaues Spiel
       *[all] Rote-Sterne-Preis
    }
    [green] { $whose ->
        [ladies] Trostpreis der Damen
        [gentlemen] Trostpreis der Herren
        [red-pack] Trostpreis, rotes Spiel
        [blue-pack] Trostpreis, blaues Spiel
       *[all] Trostpreis
    }
    [pair] Bestes Paar
   *[score] Beste Punktekarte
}

stars-count = { $colour ->
    [gold] { $count ->
        [one] { $count } goldener Stern
       *[other] { $count } goldene Sterne
    }
    [red] { $count ->
        [one] { $count } roter Stern
       *[other] { $count } rote Sterne
    }
   *[green] { $count ->
        [one] { $count } grüner Stern
       *[other] { $count } grüne Sterne
    }
}
cut-card = { $name } { $card }
cut-against = { $first } gegen { $second }
cut-again = { $before }; gleicher Rang, also noch einmal { $after }
cut-won = { $attempts }; { $winner } gewann
cut-real = { $winner } gewann ein echtes Abheben

prize-most = { $name }{ $own }, die meisten.
prize-highest = { $name }: die höchste Summe.
prize-level-count = { $name }{ $own }, gleichauf mit { $others ->
    [one] einer weiteren Person
   *[other] { $others } weiteren
}.
prize-level-names = { $name }{ $own }, gleichauf mit { $names }.
prize-own = : { $stars }
prize-still-level-cut = { " " }Weiter gleichauf{ $on }: { $names } heben ab; { $cut }.
prize-still-level-so-cut = { " " }Weiter gleichauf{ $on }, also heben sie ab: { $cut }.
prize-on = { " " }bei { $counts }
prize-count-of = { $colour ->
    [gold] Gold
    [red] Rot
   *[green] Grün
} ({ $count })
prize-step = { $fewer ->
    [yes] Weniger
   *[no] Mehr
} { $colour ->
    [gold] goldene
    [red] rote
   *[green] grüne
} Sterne{ $kept } schieden { $dropped } aus.
prize-step-kept = { " " }({ $count })
prize-name-count = { $name } ({ $count })
prize-waiting-level-first = { $guests ->
    [one] 1 Gast war
   *[other] { $guests } Gäste waren
} gleichauf bei { $counts }.
prize-waiting-still = { $before }{ $steps } Weiter gleichauf bei { $counts }: { $names }; Abheben entscheidet.
prize-waiting-level = Gleichauf bei { $counts }: { $names }; Abheben entscheidet.
prize-waiting-top = Gleichauf an der Spitze: { $names }; Abheben entscheidet.
prize-waits-earlier = Wartet auf das Abheben eines früheren Preises (dessen Gewinner kann diesen nicht auch bekommen).
prize-not-awarded-colour = Nicht vergeben: niemand, der ihn bekommen könnte, hat einen { $colour ->
    [gold] goldenen
    [red] roten
   *[green] grünen
} Stern.
prize-not-awarded-points = Nicht vergeben: niemand hat einen Punkt notiert.
prize-passed-over = { " " }{ $names } { $count ->
    [one] hat schon einen Preis und kann
   *[other] haben schon einen Preis und können
} keinen zweiten bekommen.
