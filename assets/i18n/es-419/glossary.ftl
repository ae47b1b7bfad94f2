# Las palabras del juego, elegidas una vez para el idioma y usadas igual en todas partes
# (issue 51 §5). Los nombres de los invitados, los títulos de las fiestas y las grafías
# de los socios nunca se traducen. Las cartas se escriben como las muestran las cartas.

-cinch = Cinch
-head-table = mesa principal
-booby-table = mesa de consuelo
-bell = campana
-tray = bandeja
-pair = pareja
-north-south = Norte–Sur
-east-west = Este–Oeste
-ns = N–S
-ew = E–O

star-colour = { $colour ->
    [gold] oro
    [red] rojo
   *[green] verde
}
seat-name = { $seat ->
    [north] Norte
    [east] Este
    [south] Sur
   *[west] Oeste
}
seat-letter = { $seat ->
    [north] N
    [east] E
    [south] S
   *[west] O
}
side-name = { $side ->
    [ns] { -north-south }
   *[ew] { -east-west }
}
side-short = { $side ->
    [ns] { -ns }
   *[ew] { -ew }
}
list-and = { $first } y { $last }
list-comma = { $first }, { $next }
side-noun = { $side ->
    [lady] dama
   *[gentleman] caballero
}
# A side in two letters, as a cut's winner is written in a table's line.
side-letters = { $side ->
    [ns] NS
   *[ew] EO
}
side-of = { $open ->
    [yes] { $side ->
        [lady] invitado del mazo rojo
       *[gentleman] invitado del mazo azul
    }
   *[no] { $side ->
        [lady] dama
       *[gentleman] caballero
    }
}
sides-of = { $open ->
    [yes] { $side ->
        [lady] invitados del mazo rojo
       *[gentleman] invitados del mazo azul
    }
   *[no] { $side ->
        [lady] damas
       *[gentleman] caballeros
    }
}
tables-list = { $count ->
    [one] mesa { $names }
   *[other] mesas { $names }
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
    [spades] P
   *[clubs] T
}
# The word before a ticket's number, past the King ("ticket 14♠"); read back too.
card-ticket-word = boleto
# A figure to two places (a plus/minus, a percentage): { $value } comes with its two places,
# in the language's own separators; and a percentage of it.
figure-two-places = { $value }
figure-percent = { $figure } %
# Between two pairs, or two cut cards, that face each other: "N–S 3 v E–O 3".
versus = vs.
