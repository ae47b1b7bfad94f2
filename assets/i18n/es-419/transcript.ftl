# Las palabras propias del informe y de las cartas: una noche de duplicado en texto, las filas compartidas de los resultados, los premios de un invitado y su carta.

transcript-score-heading = { $method ->
    [plus-minus] Más/menos
   *[matchpoints] Puntos de partida
}
transcript-method = { $method ->
    [matchpoints] puntos de partida
   *[plus-minus] más/menos
}
transcript-winners-title = { $over ->
    [yes] Los ganadores
   *[no] A la cabeza
}
transcript-no-result-yet = { $title }: todavía sin resultado.
transcript-level-top = { $title }: empatados en la cabeza, { $names }.
transcript-tie-cut = Empate en el primer puesto, decidido por un corte: { $cut }.
transcript-ew-out = descansa
transcript-not-reported = sin informar
transcript-withdrawn = Fuera de los premios (sus estrellas quedan en el registro).

transcript-dup-head = { -cinch } duplicado: { $tables }, { $trays } por mesa, { $movement }, puntuado por { $method }; una noche completa tiene { $rounds }
transcript-standing-pair = pareja { $pair }
transcript-standing-trays = ({ $count ->
    [one] { $count } bandeja
   *[other] { $count } bandejas
})
transcript-no-winner = { $group }: todavía sin ganador
transcript-winner-all = { $over ->
    [yes] Los ganadores
   *[no] A la cabeza por ahora
}: { $pair }
transcript-winner-group = { $group }, { $over ->
    [yes] ganadores
   *[no] a la cabeza por ahora
}: { $pair }
transcript-tied = { $group }: { $over ->
    [yes] empatados en el primer puesto
   *[no] empatados a la cabeza por ahora
}: { $pairs }
transcript-sits-out = { $pair } descansa
transcript-table-line = mesa { $table } { $against }
transcript-tray-no-result = todavía sin resultado
transcript-tray-line = bandeja { $tray } { $what }{ $note }

transcript-why-withdrawn = { $name } está fuera de los premios (sus estrellas quedan en el registro).
transcript-another-prize = otro premio
transcript-why-holds = { $name } estaba en la fila para este premio, pero ya tiene { $held }: nadie gana dos.
transcript-won = Ganó. { $story }
transcript-why-level-then = { $name } estaba empatado con { $mine }; luego { $step }
transcript-why-lost-cut = { $name } siguió empatado hasta el final de los desempates y perdió el corte contra { $winner }.
transcript-why-beaten = { $winner } lo ganó con { $best }; { $name } tenía { $mine }.
transcript-why-still-level = { $name } sigue empatado para este premio ({ $mine }): decidirá un corte.
transcript-why-behind = { $name } tiene { $mine }; los empatados para este premio tienen más. { $story }
transcript-step = { $fewer ->
    [yes] tener menos
   *[no] tener más
} estrellas { $colour ->
    [gold] de oro
    [red] rojas
   *[green] verdes
} lo dejó fuera ({ $name } { $theirs }; siguen empatados: { $kept }).

transcript-subject = Su noche en { $title }
transcript-subject-corrected = { $subject } (corregido)
transcript-correction = Un resultado de la noche se corrigió después de enviarle su noche por correo: esta carta reemplaza a la anterior.
transcript-dear = Estimado/a { $name }:
transcript-thanks = Gracias por venir a { $title }.
transcript-your-rounds = Sus rondas:
transcript-winners = Los ganadores de la noche
transcript-attached = Los resultados de toda la noche van adjuntos, como página web.
transcript-you-won = Ganó: { $title }.
transcript-place-of-group = ; { $place } de { $count } { $group }
transcript-everyone = en total
transcript-summary-stars = Su noche: { $gold }, { $red } y { $green }{ $place }.
transcript-summary-points = Su noche: { $points } puntos; { $place } de { $count }.
transcript-summary-no-card = Su noche: no se anotó ninguna tarjeta suya.
transcript-group-pairs = { $group ->
    [ns] las parejas { -north-south }
    [ew] las parejas { -east-west }
   *[all] todas las parejas
}
transcript-pair-place = ; { $place } de { transcript-group-pairs }
transcript-pair-no-place = ; no jugó ninguna bandeja, así que no tiene puesto
transcript-pair-summary = Su pareja ({ $tag }, con { $partner }): { $score }{ $place }.
transcript-round-sat-out = Ronda { $round }: descansó
transcript-tray = bandeja { $tray }: { $outcome }
transcript-tray-score = bandeja { $tray }: { $outcome } ({ $score })
transcript-round-against = Ronda { $round }: mesa { $table }, contra { $against }; { $trays }
transcript-first-of = { $group ->
    [ns] Primeros de las parejas { -north-south }
    [ew] Primeros de las parejas { -east-west }
   *[all] Primeros de todas las parejas
}
