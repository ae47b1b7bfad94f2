# Las frases propias del módulo de palabras (issue 51): una acción, el cambio de un invitado en la campana, el avance de una fiesta, las impresoras, la temporada, el plan y los movimientos de una noche duplicada.

say-source-desk = escritorio
say-source-table = enviado desde la mesa { $table }
say-source-door = desde el teléfono de un invitado en la puerta
say-progress-setup-pairs = sin empezar: { $count ->
    [one] 1 pareja
   *[other] { $count } parejas
}
say-progress-setup = sin empezar: { $count ->
    [one] 1 invitado
   *[other] { $count } invitados
}
say-progress-playing = ronda { $round }, en juego
say-progress-playing-of = ronda { $round } de { $rounds }, en juego
say-progress-finished = terminada después de { $count ->
    [one] 1 ronda
   *[other] { $count } rondas
}
say-action-settings = el cambio de la configuración
say-action-arrival = la llegada de { $name }
say-action-list = la lista de { $count ->
    [one] 1 invitado
   *[other] { $count } invitados
}
say-action-rename = el cambio de nombre de { $name } a { $new }
say-action-side = el cambio de lado de { $name }
say-action-remove = quitar a { $name } de la lista
say-action-balance = equilibrar los mazos
say-action-card = la carta { $card } de { $name }
say-action-clear-card = borrar la carta de { $name }
say-action-draw = el sorteo para todos
say-action-seat = la asignación de las mesas
say-action-result = el resultado { $ns }–{ $ew } de la mesa { $table }
say-action-cut = el corte en la mesa { $table } en la ronda { $round }
say-action-correct = la corrección de la ronda { $round }, mesa { $table } a { $ns }–{ $ew }
say-action-bell-of = la { -bell } de la ronda { $round }
say-action-bell = la { -bell }
say-action-start-of = el comienzo de la ronda { $round }
say-action-start = el comienzo de la ronda
say-action-pause = pausar el reloj
say-action-resume = volver a poner en marcha el reloj
say-action-cut-prize = el corte para el premio { $prize ->
    [gold] dorado
    [red] rojo
    [green] verde
    [pair] de parejas
   *[score] de puntos
}
say-action-leave = la salida de { $name }
say-action-deal = una mano en la mesa { $table }
say-action-drop-deal = retirar una mano en la mesa { $table }
say-action-correct-deals = la corrección de las manos de la ronda { $round }, mesa { $table }
say-action-withdraw = sacar a { $name } de la lista de premios
say-action-fill = { $name } se sienta en la mesa { $table }, { $seat }
say-action-close-table = cerrar la mesa { $table }
say-action-close-bottom = cerrar la última mesa
say-action-open-table = abrir la mesa { $table }
say-action-open-a-table = abrir una mesa
say-action-swap = el intercambio de { $first } y { $second }
say-partner-waits = la silla de su pareja espera ser ocupada ({ $name } se fue)
say-partner-same = la misma pareja
say-partner-new = nueva pareja { $name }
say-move-left = se fue de la fiesta: sin silla
say-move-wait = espere una silla (está en la lista de espera)
say-move-sit-partner = siéntese en la mesa { $table }, { $seat } (desde la lista de espera), pareja { $name }
say-move-sit = siéntese en la mesa { $table }, { $seat } (desde la lista de espera), { $partner }
say-move-stay = quédese en su silla ({ $seat } en la mesa { $table }), { $partner }
say-move-stay-table = quédese en la mesa { $table } y pase a { $seat }, { $partner }
say-move-go = vaya a la mesa { $table }, { $seat }, { $partner }
say-chair-empty = vacía ({ $name } se fue)
say-waiting-line = Esperando una silla: { $names }
say-arrival-confirmed = { $name } está en la lista de espera ({ $place } esperando) y se sienta en una { -bell }, cuando se libera una silla o se abre una mesa.
say-mailing = ✉ Enviando las noches de los invitados: { $sent } enviadas{ $refused ->
    [0] {""}
   *[other] , { $refused } rechazadas
} hasta ahora…
say-reason-out-of-paper = sin papel
say-reason-paper-low = queda poco papel
say-reason-paper-jam = papel atascado
say-reason-out-of-toner = sin tóner ni tinta
say-reason-toner-low = queda poco tóner o tinta
say-reason-door-open = una puerta o tapa está abierta
say-reason-tray-missing = falta una bandeja de papel
say-reason-output-full = la bandeja de salida está llena o falta
say-reason-unreachable = no se la puede alcanzar (¿apagada o sin conectar?)
say-reason-paused = en pausa en la configuración de impresoras de la computadora
say-reason-queue-full = su cola está llena
say-printer-message = «{ $message }»
say-print-pads = los anotadores de la ronda { $round }
say-print-document = «{ $document }»
say-printing-on = Imprimiendo { $what } en { $printer }…
say-printing-sent = Imprimiendo { $what } en { $printer }… enviado
say-printing-done = Imprimiendo { $what } en { $printer }… impreso
say-printing-waits = Imprimiendo { $what } en { $printer }… la impresora dice: { $says }
say-printing-given-up = Imprimiendo { $what } en { $printer }… la impresora lo abandonó: imprímalo de nuevo o use el PDF
say-printing-no-news = Imprimiendo { $what } en { $printer }… enviado; la impresora no ha dicho nada desde entonces
say-handed-to-system = El PDF de { $what } está guardado como { $path } y se entregó a la impresión de la computadora.
say-saved-instead = { $why }: guardado como PDF en { $folder }/
say-saved-instead-long = { $why }. No se pierde nada: en su lugar se guardó el PDF de { $what }, como { $path }.
say-not-printed-nor-saved = { $why }, y tampoco se pudo guardar el PDF de { $what }: { $save }
say-no-printer-answered = ninguna impresora respondió
say-no-printer-set-up = no hay ninguna impresora configurada en esta computadora
say-no-printer-called = no hay ninguna impresora llamada «{ $name }»
say-no-default-printer = ninguna impresora está configurada como predeterminada: nombre una de { $printers }
say-printer-stopped-says = { $name } está detenida (la impresora dice: { $says })
say-printer-stopped = { $name } está detenida
say-printer-not-accepting = { $name } no acepta trabajos ahora
say-printer-refused = { $name } lo rechazó ({ $why })
say-refusal-not-accepting = no acepta trabajos ahora
say-refusal-format = no acepta archivos PDF
say-refusal-forbidden = este usuario no puede imprimir allí
say-refusal-password = pide una contraseña
say-refusal-gone = ya no está allí
say-refusal-busy = está ocupada: vuelva a intentarlo en un momento
say-refusal-other = respondió { $status }
say-unknown-printer-none = No hay ninguna impresora llamada «{ $name }»: no hay ninguna impresora configurada en esta computadora.
say-unknown-printer = No hay ninguna impresora llamada «{ $name }». Las impresoras de aquí: { $printers }.
say-printer-default = { $name } (predeterminada)
say-printer-gone-instead = La impresora elegida antes, «{ $chosen }», ya no está: se imprime en { $printer }.
say-printer-gone = La impresora elegida antes, «{ $chosen }», ya no está.
say-pads-wait = Los anotadores de la ronda { $round } se imprimirán en cuanto vuelva la impresora (mientras dure la ronda { $round }).
say-no-printers = No hay ninguna impresora configurada en esta computadora. Guarde un PDF para imprimirlo en otro lugar, o agregue una impresora en la configuración de impresoras de la computadora y busque de nuevo.
say-no-print-service = Ningún servicio de impresión respondió en { $server } ({ $why }), así que no hay impresoras que mostrar. Guarde un PDF, o inicie el servicio de impresión (CUPS) y busque de nuevo.
say-nothing-at-duplicate-bell = En una noche de { -cinch } Duplicado, las tarjetas guía, las hojas viajeras y las tarjetas de pareja sirven para todas las rondas: en la { -bell } no se imprime nada nuevo.
