# Las palabras propias de los impresos: la tabla de la temporada, la hoja de control, las tarjetas de estrellas y, del Cinch duplicado, las tarjetas guía, las hojas viajeras, las tarjetas de pareja, las manos y la hoja de resultados.

sheet-not-for-party = { $documents }: no se imprimen para esta fiesta, que { $duplicate ->
    [yes] es de { -cinch } duplicado
   *[no] no es de { -cinch } duplicado
}. Puede imprimir { $offered }.

sheet-column = { $column ->
    [round] Ronda
    [table] Mesa
    [pair] Pareja
    [players] Jugadores
    [trays] Bandejas
    [what] Qué pasó
    [result] Resultado
    [against] Contra
    [our-score] Nuestro puntaje
    [notes] Notas
    [member] Socio
    [counted] Contadas
    [per-cent] Porcentaje
    [side] Lado
    [score] Puntaje
    [bidder] Declarante
    [bid] Apuesta
    [ns-pair] Pareja { -ns }
    [ew-pair] Pareja { -ew }
    [ns-points] Puntos { -ns }
    [ew-points] Puntos { -ew }
    [ns-score] Puntaje { -ns }
    [ew-score] Puntaje { -ew }
    [gold] Oro
    [red] Rojas
   *[green] Verdes
}

sheet-count-trays = { $count ->
    [one] 1 bandeja
   *[other] { $count } bandejas
}
sheet-count-evenings = { $count ->
    [one] 1 noche
   *[other] { $count } noches
}
sheet-trays = { $count ->
    [one] bandeja { $list }
   *[other] bandejas { $list }
}
sheet-table = Mesa { $table }
sheet-tray = Bandeja { $tray }
sheet-deals = da { $seat }
sheet-tray-dealer = Bandeja { $tray } · da { $seat }
sheet-sits-out = descansa
sheet-not-played = no se juega

sheet-season-title = Temporada { $name }
sheet-season-best = cuentan las { $best } mejores noches de cada socio
sheet-season-every = cuentan todas las noches
sheet-season-summary = { $evenings } · { $best } · { $placed } para clasificar
sheet-season-stars = Estrellas: { $group }
sheet-season-duplicate = Duplicado: puntos de partida
sheet-season-evenings = Las noches
sheet-counted-of = { $counted } de { $evenings }

sheet-tally-heading = { $title }: control de estrellas
sheet-tally-heading-rounds = { $title }: control de estrellas, rondas { $first } a { $last }
sheet-tally-round = R{ $round }
sheet-tally-left = se fue
sheet-tally-wait = espera

sheet-method = { $method ->
    [plus-minus] más y menos
   *[matchpoints] puntos de partida
}
sheet-dup-summary = { -cinch } duplicado · { $pairs } en { $tables } · { $trays }, { $per_table } por mesa · { $movement } · puntuado por { $method } · { $played }
sheet-the-hands = Las manos
sheet-group-standings = Clasificación { $group }
sheet-travellers = Hojas viajeras

sheet-guide-card = Tarjeta guía
sheet-guide-foster = En cada ronda se juega la mitad de las bandejas de esta mesa. Después, la pareja { -east-west } lleva las bandejas que acaba de jugar a la mesa siguiente y las pone debajo de las bandejas que esperan allí.
sheet-guide-mitchell = Después de cada ronda, la pareja { -east-west } sube una mesa y la pareja { -north-south } pasa las bandejas una mesa hacia abajo.
sheet-guide-howell = El Howell de dos mesas: cada pareja se enfrenta a todas las demás. Las dos mesas juegan las mismas bandejas en cada ronda. Después de cada ronda, las parejas cambian de lugar como dice la última columna; las bandejas de la ronda quedan terminadas.
sheet-guide-skip = { " " }Una vez, después de la ronda { $round }, las parejas { -east-west } suben dos mesas (el salto).
sheet-guide-phantom = { " " }En la ronda que dice «{ sheet-sits-out }», la pareja { -north-south } no tiene rivales: las bandejas siguen su camino.
sheet-guide-seat = mesa { $table } { $side }
sheet-guide-then = { $first } y luego { $then }
sheet-guide-exchange = cambio a mitad de ronda
sheet-guide-last-round = La última ronda
sheet-guide-sits-out = Descansa
sheet-guide-no-opponents = sin rivales esta ronda
sheet-guide-not-here = no se juegan aquí
sheet-guide-ew-taking = Pareja { -ew } a la mesa { $table }, llevando
sheet-guide-put-under = { $trays } para poner debajo
sheet-guide-ns-takes = La pareja { -ns } lleva { $trays }
sheet-guide-under-there = a la mesa { $table }, debajo de las bandejas de allí
sheet-guide-ew-to = Pareja { -ew } a la mesa { $table }
sheet-guide-trays-to = { $trays } a la mesa { $table }
sheet-guide-pairs = { -north-south } contra { -east-west }
sheet-guide-ew-pair = Pareja { -east-west }
sheet-guide-after = Después de la ronda
sheet-guide-howell-head = Las parejas cambian de lugar después de cada ronda: lean la línea de su pareja. A mitad de cada ronda, intercambien bandejas con la mesa { $other }.
sheet-guide-ns-head = { -north-south }: pareja { $pair }, { $names }. Ustedes se quedan en esta mesa toda la noche.

sheet-traveller-how = { -north-south } llena su fila después de jugar la bandeja, vuelve a doblar la hoja dentro de la bandeja y la pasa.

sheet-pair-link = La página de su pareja en el teléfono: { $link }
sheet-pair-ns = Ustedes se sientan en { -north-south } en la mesa { $table } toda la noche.
sheet-pair-ew = Ustedes se sientan en { -east-west }, empezando en la mesa { $table }; después de cada ronda vayan adonde diga la tarjeta guía de la mesa.
sheet-pair-howell = El Howell de dos mesas: ustedes empiezan en la mesa { $table }; en cada ronda, siéntense en la mesa y en la dirección que dice su línea.
sheet-pair-sits-out = descansa (sin rivales)
