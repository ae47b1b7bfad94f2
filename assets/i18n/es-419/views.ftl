# Lo que la capa de vistas dice a las pantallas (issue 51): los modos y aspectos de la pantalla de invitados, las parejas pegadas, los números de la temporada, las columnas de la página de posiciones, las teclas en palabras.

view-display-mode = { $mode ->
    [auto] Seguir la velada
    [seats] Busque su asiento
    [round] Ronda y reloj
    [standings] Posiciones
    [ceremony] Entrega de premios
    [guest] La velada de un invitado
   *[season] La temporada hasta ahora
}
view-display-look = { $look ->
    [dark] oscuro (una sala en penumbra)
   *[light] claro (una sala luminosa o un proyector desvaído)
}
view-pairs-not-two = no son dos nombres: escríbalos como Ann & Bob
view-pairs-paired-already = { $name } ya está en una { -pair }
view-pairs-two-lines = { $name } está en dos líneas
view-season-duplicate = Duplicado
view-season-not-best = "{ $typed }" no es un número de mejores noches: escriba 1 o más, o deje la casilla vacía para contar todas las noches. La temporada queda como estaba.
view-season-not-min = "{ $typed }" no es un número de noches para tener puesto: escriba 1 o más. La temporada queda como estaba.
view-standings-column = { $column ->
    [guest] Invitado
    [pair] Pareja
    [players] Jugadores
    [matchpoints] Matchpoints
   *[plus-minus] Más/menos
}
view-keys-range = { $first } a { $last }
view-keys-or = { $first } o { $next }
