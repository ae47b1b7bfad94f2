# The game's own words, chosen once for the language and used the same everywhere
# (issue 51 §5). Guests' names, party titles and members' spellings are never
# translated. Cards are written as the cards show them (A, K, Q, J, 10 … 2, ♠ ♥ ♦ ♣).

-cinch = Cinch
-head-table = head table
-booby-table = booby table
-bell = bell
-tray = tray
-pair = pair
-north-south = North–South
-east-west = East–West
-ns = N–S
-ew = E–W

# A star's colour: { $colour } is gold, red or green.
star-colour = { $colour ->
    [gold] gold
    [red] red
   *[green] green
}
# A seat: { $seat } is north, east, south or west.
seat-name = { $seat ->
    [north] North
    [east] East
    [south] South
   *[west] West
}
# A seat's letter in a narrow column.
seat-letter = { $seat ->
    [north] N
    [east] E
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

# Lists: "Ada and Bea"; longer lists join their first names with a comma.
list-and = { $first } and { $last }
list-comma = { $first }, { $next }
# A side of the company in a sentence: { $side } is lady or gentleman.
side-noun = { $side ->
    [lady] lady
   *[gentleman] gentleman
}
# A side in two letters, as a cut's winner is written in a table's line.
side-letters = { $side ->
    [ns] NS
   *[ew] EW
}
# One guest's side, as the party seats them: { $open } is yes in open seating.
side-of = { $open ->
    [yes] { $side ->
        [lady] red-pack guest
       *[gentleman] blue-pack guest
    }
   *[no] { $side ->
        [lady] lady
       *[gentleman] gentleman
    }
}
sides-of = { $open ->
    [yes] { $side ->
        [lady] red-pack guests
       *[gentleman] blue-pack guests
    }
   *[no] { $side ->
        [lady] ladies
       *[gentleman] gentlemen
    }
}
# "table 3", "tables 3 and 7"; past the most a line holds, just "12 tables".
tables-list = { $count ->
    [one] table { $names }
   *[other] tables { $names }
}

# A card's rank as its corner shows it: { $rank } is 1 (the Ace), 11 (the Jack), 12 (the
# Queen), 13 (the King), else its pips. The pad reads these letters back, and the English ones.
card-rank-letter = { $rank ->
    [1] A
    [11] J
    [12] Q
    [13] K
   *[other] { $rank }
}
# The letter a host types for a black suit after the rank (7S); read back too.
card-suit-letter = { $suit ->
    [spades] S
   *[clubs] C
}
# The word before a ticket's number, past the King ("ticket 14♠"); read back too.
card-ticket-word = ticket
# A figure to two places (a plus/minus, a percentage): { $value } comes with its two places,
# in the language's own separators; and a percentage of it.
figure-two-places = { $value }
figure-percent = { $figure } %
# Between two pairs, or two cut cards, that face each other: "N–S 3 v E–O 3".
versus = v
