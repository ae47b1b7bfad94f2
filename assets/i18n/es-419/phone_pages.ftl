# Las páginas propias de los teléfonos (issue 51): la planilla de una mesa, las bandejas de una mesa de duplicado, la página de una pareja, las posiciones, y lo que dice su script.

# Lo que las páginas de una mesa de duplicado y de una pareja leen del anfitrión.
phonepage-ns-sits-out = { -north-south } descansa esta ronda: sin rivales. Pase { $trays } sin jugar.
phonepage-play-trays = Juegue { $trays }. { -north-south }: envíe el resultado de cada { -tray } en cuanto se juegue.
phonepage-play-trays-exchange = Juegue { $trays }. { $exchange } { -north-south }: envíe el resultado de cada { -tray } en cuanto se juegue.
phonepage-all-trays-in = Todas las bandejas de esta ronda las tiene el anfitrión. Espere la { -bell }.
phonepage-after-round = Después de la ronda { $move }.
phonepage-after-round-to = Después de la ronda { $pair } va a la mesa { $table }.
phonepage-pair-place = Ronda { $round }: mesa { $table }, sentados en { $side }, contra { $against }: { $trays }.
phonepage-pair-sits-out = Ronda { $round }: descansan en la mesa { $table } (sin rivales).
phonepage-no-results = Aún no hay resultados para su { -pair }.
phonepage-pair-won = La noche terminó, y su { -pair } ganó su dirección. ¡Felicitaciones!
phonepage-pair-score = Su { $measure ->
    [matchpoints] puntaje de matchpoints
   *[plus-minus] más/menos
} después de { $trays ->
    [one] { $trays } { -tray }
   *[other] { $trays } bandejas
}: { $score }, { $place }{ $level ->
    [0] {""}
    [one] {" "}(empatada con { $level } otra { -pair })
   *[other] {" "}(empatada con { $level } otras parejas)
} de { $of } { $pairs }.
phonepage-tray-disputed = { -east-west } no está de acuerdo con { $outcome }. Se llamó al anfitrión para resolverlo.
phonepage-tray-asked = { -east-west }: ¿están de acuerdo? { $outcome }

# Cualquier dirección que el servidor de los teléfonos no conoce.
phonepage-not-found = No encontrado
phonepage-not-known = Este enlace no se conoce aquí. Pida al anfitrión el enlace de su mesa.

# Las palabras propias de las páginas.
phonepage-table-title = { -cinch }: su mesa
phonepage-your-table = Su mesa
phonepage-chairs = Sillas
phonepage-north-chair = Norte
phonepage-south-chair = Sur (pareja de Norte)
phonepage-east-chair = Este
phonepage-west-chair = Oeste (pareja de Este)
phonepage-moves = Adónde va cada uno
phonepage-moves-heading = Sonó la { -bell }: adónde van los jugadores de la ronda anterior
phonepage-reload = Recargar
phonepage-recorded = Registrado
phonepage-agree-box = Aceptar
phonepage-agree-question = { -east-west }: ¿están de acuerdo?
phonepage-agree-how = Pase el teléfono a Este u Oeste. Si están de acuerdo, el resultado cuenta; si no, se llama al anfitrión para resolverlo.
phonepage-tie = Empate
phonepage-a-tie = Un empate.
phonepage-tie-how = Las dos damas cortan; la carta más alta gana para su lado (el as es alto).
phonepage-cut-program = Cortar aquí (el programa saca las dos cartas)
phonepage-real-cut = O, después de un corte real, ¿quién lo ganó?
phonepage-cut-ns = La dama de { -north-south }
phonepage-cut-ew = La dama de { -east-west }
phonepage-score-pad = Planilla
phonepage-col-deal = Mano
phonepage-col-dealer = Reparte
phonepage-col-bid = Apuesta
phonepage-col-ns-took = { -ns } hizo
phonepage-col-ew-took = { -ew } hizo
phonepage-col-ns = { -ns }
phonepage-col-ew = { -ew }
phonepage-running-totals = Totales acumulados
phonepage-deal-one = Mano 1
phonepage-dealt-by = reparte
phonepage-take-back = Deshacer la última mano
phonepage-four-played = Cuatro manos jugadas. Totales:
phonepage-send = Enviar al anfitrión
phonepage-totals-only = ¿Anotó en papel? Envíe solo los totales
phonepage-ns-total = Total de { -north-south }
phonepage-ew-total = Total de { -east-west }
phonepage-send-totals = Enviar estos totales al anfitrión
phonepage-the-host = El anfitrión
phonepage-where-everyone = ¿Dónde se sienta cada uno?
phonepage-trays-title = { -cinch }: las bandejas de su mesa
phonepage-pairs = Parejas
phonepage-ns-stays = { -north-south } (se queda en esta mesa)
phonepage-ew-this-round = { -east-west } (esta ronda)
phonepage-trays = Bandejas
phonepage-after-the-round = Después de la ronda
phonepage-pair-title = { -cinch }: su { -pair }
phonepage-your-pair = Su { -pair }
phonepage-now = Ahora
phonepage-this-round = Esta ronda
phonepage-next-round = Próxima ronda
phonepage-score = Puntaje
phonepage-your-score = Su puntaje
phonepage-standings-title = { -cinch }: posiciones
phonepage-standings = Posiciones
phonepage-standings-waiting = Esperando la computadora del anfitrión…

# Lo que dice el script de las páginas, que la página le da (data-w-…); el script completa %nombre.
phonepage-js-unreachable = No se puede alcanzar la computadora del anfitrión. Revise que este teléfono esté en el Wi-Fi de la fiesta y vuelva a intentarlo.
phonepage-js-strange = La computadora del anfitrión respondió de forma extraña (%status).
phonepage-js-unknown-link = El anfitrión no conoce este enlace. Pídale su enlace.
phonepage-js-host-called = Se llamó al anfitrión
phonepage-js-call-host = Llamar al anfitrión
phonepage-js-north = Norte
phonepage-js-east = Este
phonepage-js-south = Sur
phonepage-js-west = Oeste
phonepage-js-who-bid = ¿Quién apostó?
phonepage-js-all-passed = Todos pasaron
phonepage-js-no-revoke = Ninguno
phonepage-js-by-ns = de { -north-south }
phonepage-js-by-ew = de { -east-west }
phonepage-js-bidder = Quién apuesta
phonepage-js-bid = Apuesta
phonepage-js-ns-took = { -north-south } hizo
phonepage-js-ew-took = { -east-west } hizo
phonepage-js-revoke = Renuncio o mano irregular
phonepage-js-misdeal = Mal reparto
phonepage-js-ns = { -north-south }
phonepage-js-ew = { -east-west }
phonepage-js-type-points = escriba los puntos que hizo %side
phonepage-js-points-range = los puntos de %side son un número entero de 0 a %all
phonepage-js-choose-bidder = elija quién apostó (o Todos pasaron)
phonepage-js-choose-bid = elija la apuesta
phonepage-js-points-sum = los puntos de los dos lados suman %all
phonepage-js-to-send = Para enviar: %why.
phonepage-js-type-total = escriba el total de %side
phonepage-js-total-whole = el total de %side es un número entero
phonepage-js-has-result = El anfitrión tiene el resultado de esta mesa:
phonepage-js-sent-waiting = Enviado al anfitrión, esperando su visto bueno:
phonepage-js-pad-misdeal = mal reparto
phonepage-js-pad-passed = pasaron
phonepage-js-deal-n = Mano %n
phonepage-js-add-deal = Agregar mano
phonepage-js-has-it = El anfitrión lo tiene. ¡Gracias!
phonepage-js-sent-wait-ok = Enviado. Esperando el visto bueno del anfitrión.
phonepage-js-tray-n = Bandeja %n
phonepage-js-seat-deals = Reparte %seat
phonepage-js-fix = Si no es correcto, pida al anfitrión que lo corrija.
phonepage-js-send-tray = Enviar la bandeja %n
phonepage-js-tray-not-played = Bandeja %n no jugada
phonepage-js-agree = Aceptar
phonepage-js-disagree = No aceptar
phonepage-js-has-tray = El anfitrión tiene la bandeja %n. ¡Gracias!
phonepage-js-host-settles = Se llamó al anfitrión para resolverlo.
phonepage-js-sits-out = Descansa esta ronda (sin rivales)
phonepage-js-with-host = ✓ Con el anfitrión: %words
phonepage-js-sending-tray = Enviando la bandeja %n…
phonepage-js-tray-sent = Bandeja %n enviada. Cuenta cuando { -east-west } la acepte, abajo.
phonepage-display-title = Cinch: para los invitados
phonepage-display-looking = Buscando la computadora del anfitrión…
