# La pantalla Posiciones (issue 51): las posiciones, el historial y sus correcciones, las hojas viajeras y los ganadores de la noche de duplicado.

standing-find = Corregir un resultado: ronda y mesa
standing-find-box = Ronda y mesa que corregir
standing-find-how = (2 3 y un motivo, Enter; { $key })
standing-not-round-table = «{ $typed }» no es una ronda y una mesa: escriba dos números, como 2 3.
standing-no-round = Todavía no hay ronda { $round }.
standing-no-table = La ronda { $round } no tiene mesa { $table }.
standing-no-result-yet = Ronda { $round }, mesa { $table }: todavía no hay resultado.
standing-export = Exportar para una hoja de cálculo
standing-export-tip = Posiciones, resultados e historial como archivos CSV, y la transcripción como JSON, en la carpeta de exportaciones junto al archivo de la fiesta
standing-history = Historial
standing-their-evening = { $name }: su noche, ronda por ronda
standing-score-cards = Tarjetas de puntos
standing-points = { $count ->
    [one] { $count } punto
   *[other] { $count } puntos
}
standing-round-reported = Ronda { $round }: { $reported } de { $tables } mesas informadas
standing-table = Mesa { $table }{ $tag }
standing-playing = jugando
standing-cut-decided = Sin resultado: un corte decidió la mesa con la { -bell }
standing-correct-name = Corregir ronda { $round } mesa { $table }
standing-correct = Corregir
standing-corrected = corregido ×{ $count }
standing-travellers = Hojas viajeras
standing-travellers-how = El resultado de cada mesa en cada { -tray }, y lo que cada { -pair } hizo con él.
standing-top-pair = { $over ->
    [yes] Ganadora
   *[no] En cabeza
}{ $group ->
    [ns] { " " }{ -north-south }
    [ew] { " " }{ -east-west }
   *[all] {""}
}: { $pair }, { $score }
standing-level-top-of = Empatados arriba en { $group ->
    [ns] { -north-south }
   *[ew] { -east-west }
}: { $names }
standing-trays = { $count ->
    [one] { $count } { -tray }
   *[other] { $count } { -tray }s
}
standing-tray = { -tray } { $tray }
standing-line = Ronda { $round }, mesa { $table }:
standing-sat-out = descansó
standing-not-reported = todavía sin informar
standing-correct-tray = Corregir ronda { $round } mesa { $table } { -tray } { $tray }
standing-tray-error = Ronda { $round }, mesa { $table }, { -tray } { $tray }: { $error }
standing-cancel = Cancelar
standing-as-they-stand = Como están ahora (la noche todavía no terminó)
standing-winners = Los ganadores
standing-no-result-at-all = Todavía no hay resultado.
standing-tie-cut = Un empate, decidido por un corte.
standing-level-top = Empatados arriba: { $names }.
standing-cut-first = Cortar por el primer puesto { $group ->
    [ns] de las parejas { -north-south }
    [ew] de las parejas { -east-west }
   *[all] entre todas las parejas
}
standing-score-box = Ronda { $round } mesa { $table } puntos de { $side }
standing-why = por qué (opcional)
standing-reason = Ronda { $round } mesa { $table } motivo
standing-save = Guardar
