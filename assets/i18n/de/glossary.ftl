# Die Wörter des Spiels, einmal für die Sprache gewählt und überall gleich verwendet
# (issue 51 §5). Namen der Gäste, Titel der Feste und Schreibweisen der Mitglieder
# werden nie übersetzt. Karten werden geschrieben, wie die Karten sie zeigen.

-cinch = Cinch
-head-table = Spitzentisch
-booby-table = Trosttisch
-bell = Glocke
-tray = Board
-pair = Paar
-north-south = Nord–Süd
-east-west = Ost–West
-ns = N–S
-ew = O–W

star-colour = { $colour ->
    [gold] Gold
    [red] Rot
   *[green] Grün
}
seat-name = { $seat ->
    [north] Nord
    [east] Ost
    [south] Süd
   *[west] West
}
seat-letter = { $seat ->
    [north] N
    [east] O
    [south] S
   *[west] W
}
side-name = { $side ->
    [ns] { -north-south }
   *[ew] { -east-west }
}
side-short = { $side ->
    [ns] { -ns }
   *[ew] { -ew }
}
list-and = { $first } und { $last }
list-comma = { $first }, { $next }
side-noun = { $side ->
    [lady] Dame
   *[gentleman] Herr
}
# A side in two letters, as a cut's winner is written in a table's line.
side-letters = { $side ->
    [ns] NS
   *[ew] OW
}
side-of = { $open ->
    [yes] { $side ->
        [lady] Gast vom roten Spiel
       *[gentleman] Gast vom blauen Spiel
    }
   *[no] { $side ->
        [lady] Dame
       *[gentleman] Herr
    }
}
sides-of = { $open ->
    [yes] { $side ->
        [lady] Gäste vom roten Spiel
       *[gentleman] Gäste vom blauen Spiel
    }
   *[no] { $side ->
        [lady] Damen
       *[gentleman] Herren
    }
}
tables-list = { $count ->
    [one] Tisch { $names }
   *[other] Tische { $names }
}

# A card's rank as its corner shows it: { $rank } is 1 (the Ace), 11 (the Jack), 12 (the
# Queen), 13 (the King), else its pips. The pad reads these letters back, and the English ones.
card-rank-letter = { $rank ->
    [1] A
    [11] B
    [12] D
    [13] K
   *[other] { $rank }
}
# The letter a host types for a black suit after the rank (7S); read back too.
card-suit-letter = { $suit ->
    [spades] P
   *[clubs] K
}
# The word before a ticket's number, past the King ("ticket 14♠"); read back too.
card-ticket-word = Los
# A figure to two places (a plus/minus, a percentage): { $value } comes with its two places,
# in the language's own separators; and a percentage of it.
figure-two-places = { $value }
figure-percent = { $figure } %
# Between two pairs, or two cut cards, that face each other: "N–S 3 v E–O 3".
versus = gegen
