# Las frases propias del módulo de palabras, el resto (issue 51): las páginas de los teléfonos y lo que la mesa del anfitrión dice de ellas, la temporada, una noche de duplicado, los empates.

tell-phone-score = { -north-south } { $ns }, { -east-west } { $ew }
tell-heard = Mesa { $table }: { $score }, { $outcome }; { $count ->
    [0] todas las mesas informaron
    [one] falta informar 1 mesa
   *[other] faltan informar { $count } mesas
}.
tell-heard-unreported = sin resultado, decidió un corte
tell-heard-win = gana { $side }
tell-heard-tie-won = empate, { $side } ganó el corte
tell-heard-tie = empate: corte entre { $cutters }
tell-headline-setup = El juego aún no ha comenzado.
tell-headline-round = Ronda { $round }
tell-headline-round-of = Ronda { $round } de { $of }
tell-headline-over = La noche terminó.
# Un puesto: { $suffix } es st, nd, rd o th (lo elige el inglés); en español siempre «1.º».
tell-ordinal = { $suffix ->
    [st] { $n }.º
    [nd] { $n }.º
    [rd] { $n }.º
   *[th] { $n }.º
}
tell-trays-dealt = Las bandejas están repartidas: imprima los registros de manos y arme las bandejas con ellos.
tell-phone-waiting = Enviado: { $score }. Esperando la aprobación del anfitrión.
tell-pending-asked = Enviado. Cuenta cuando { -east-west } esté de acuerdo, abajo.
tell-pending-agreed = Aceptado por { -east-west }: { $score }. Esperando la aprobación del anfitrión.
tell-pending-disputed = { -east-west } no está de acuerdo con { $score }. Se llamó al anfitrión para resolverlo: no jueguen más hasta que llegue.
tell-at-the-door = { $waiting ->
    [0] { $name } está en la entrada: déjelo pasar en la pantalla Invitados.
    [1] { $name } está en la entrada: déjelo pasar en la pantalla Invitados.
   *[other] { $name } está en la entrada ({ $waiting } esperando): déjelos pasar en la pantalla Invitados.
}
tell-door-waiting = { $name }, está en la entrada: el anfitrión lo hará pasar en un momento.
tell-door-let-in = Bienvenido, { $name }: el anfitrión lo dejó pasar. «¿Dónde me siento?» muestra su mesa cuando se sorteen las mesas.
tell-door-turned-away = El anfitrión no pudo dejarlo pasar con este nombre: por favor, hable con el anfitrión.
tell-waiting-at-the-door = { $count ->
    [one] 1 invitado esperando en la entrada
   *[other] { $count } invitados esperando en la entrada
}
tell-pending-for-ok = espera su aprobación
tell-pending-for-asked = se pidió a { -east-west } que esté de acuerdo; su aprobación lo cuenta ya
tell-pending-for-agreed = aceptado por { -east-west }; espera su aprobación
tell-pending-for-disputed = { -east-west } no está de acuerdo: resuélvalo en la mesa
tell-held-set-aside = El resultado de la mesa { $table } enviado desde su teléfono ({ $ns }–{ $ew }) queda descartado: cuenta el suyo.
tell-phone-turned-down = El anfitrión rechazó el resultado que envió este teléfono: pónganse de acuerdo en la mesa y envíenlo de nuevo.
tell-agree-question = { -east-west }: ¿están de acuerdo? { $score }
tell-agree-question-cut = { -east-west }: ¿están de acuerdo? { $score }, empate: { $name } ganó el corte
tell-call-answered = El anfitrión vio su llamada y ya viene.
tell-call-calling = Llamó al anfitrión. La computadora del anfitrión muestra su llamada.
tell-laptop-may-sleep = Esta computadora puede atenuarse o suspenderse durante las rondas: ajuste su configuración de energía para que siga encendida
tell-cannot-keep-awake = El sistema no dejó que cinch-party mantuviera la pantalla encendida: { $why }
tell-desk-call = La mesa { $table } llama al anfitrión
tell-desk-call-disputed = La mesa { $table } llama al anfitrión: { -east-west } no está de acuerdo con el resultado
tell-thanks = ¡Gracias por jugar!
tell-phone-over = La noche terminó. { tell-thanks }
tell-source-sent = Enviado desde { $from }.
tell-source-host = Ingresado por el anfitrión.
tell-source-corrected = { $from } Corregido después por el anfitrión.
tell-source-corrected-why = { $from } Corregido después por el anfitrión: { $reasons }.
tell-cut-won = { $winner } ganó el corte.
tell-cut-won-cards = { $winner } ganó el corte ({ $cards }).
tell-cut-then = { $first }; luego { $next }
tell-phones-back-on = Los teléfonos de las mesas vuelven a funcionar en { $address }, como cuando esta fiesta estuvo abierta por última vez: las tarjetas de mesa impresas y los códigos QR funcionan como antes.
tell-phones-port-taken = Los teléfonos de las mesas funcionaban en el puerto { $port } cuando esta fiesta estuvo abierta por última vez, y las tarjetas de mesa y los códigos QR apuntan ahí, pero no pueden volver a funcionar: { $why } Se intentará de nuevo cada { $seconds } segundos. (También puede activarlos en otro puerto en la pantalla Teléfonos; luego imprima de nuevo las tarjetas de mesa.)
tell-last-round-sat-out = La noche terminó. Esta mesa descansó la última ronda (pasó sin jugar { $trays }): no hay nada más que jugar ni enviar.
tell-last-round = La noche terminó. La última ronda de esta mesa fue { $trays }: no hay nada más que jugar ni enviar.
tell-round-not-begun = La ronda { $sent } no ha comenzado: ahora se juega la ronda { $now }. Vuelva a cargar la página.
tell-round-moved-on = La ronda ya avanzó: ahora se juega la ronda { $now }, no la ronda { $sent }. Vuelva a cargar la página.
tell-action-hold = el resultado de la mesa { $table } enviado desde su teléfono, retenido para su aprobación
tell-action-accept = registrar el resultado de la mesa { $table } enviado desde su teléfono
tell-action-ask = el resultado de la mesa { $table } enviado desde su teléfono, consultado a { -east-west }
tell-action-agree = el acuerdo de { -east-west } en la mesa { $table }
tell-action-disagree = el desacuerdo de { -east-west } en la mesa { $table }
tell-action-call = la llamada de la mesa { $table } al anfitrión
tell-action-answer = responder la llamada de la mesa { $table }
tell-action-at-door = { $name } registrándose en la entrada
tell-action-ask-tray = el resultado de la { -tray } { $tray } enviado desde el teléfono de la mesa { $table }, consultado a { -east-west }
tell-action-agree-tray = el acuerdo de { -east-west } con la { -tray } { $tray } en la mesa { $table }
tell-action-disagree-tray = el desacuerdo de { -east-west } con la { -tray } { $tray } en la mesa { $table }
tell-action-let-in = dejar pasar a { $name }
tell-action-turn-away = no dejar pasar a { $name } en la entrada
tell-action-turn-down = rechazar el resultado de la mesa { $table } enviado desde su teléfono
tell-action-pairs = la lista de { $count ->
    [one] 1 pareja
   *[other] { $count } parejas
}
tell-action-deal-trays = el reparto de las bandejas por el programa
tell-action-start-duplicate = el comienzo de la noche de duplicado
tell-action-tray-result = el resultado de la { -tray } { $tray } en la mesa { $table }
tell-action-correct-tray = la corrección de la { -tray } { $tray } en la mesa { $table } en la ronda { $round }
tell-action-cut-duplicate = el corte por el primer puesto entre las parejas { $group }

## La temporada
tell-side-not-said = lado sin indicar
tell-season-clash = { $spelling } está unido a { $member }, pero ambos jugaron { $evening }: una persona no puede sentarse dos veces en una misma noche, así que allí { $spelling } cuenta aparte. Si son dos personas, quite { $spelling } de las otras grafías de { $member } (✕).
tell-put-back-as-read = Restaurar la lista como se leyó
tell-put-back-backup = Restaurar la versión anterior
tell-unusable-kept = { $problem } { $count ->
    [one] El miembro que se muestra aquí es
   *[other] Los { $count } miembros que se muestran aquí son
} la lista tal como se leyó antes; no se puede cambiar, imprimir ni exportar nada de ella hasta que se repare el archivo.
tell-unusable-none = { $problem } No se puede imprimir ni exportar nada de la temporada hasta que se repare.
tell-unusable-as-read = { $words } «{ tell-put-back-as-read }» vuelve a escribir la lista mostrada ({ $count ->
    [one] 1 miembro
   *[other] { $count } miembros
}) como members.ron y guarda aparte el archivo dañado: no se pierde nada de lo guardado antes del daño.
tell-unusable-backup = { $words } Su versión anterior se conserva como members.ron.bak: «{ tell-put-back-backup }» (o `cinch-party restore members.ron`) la restaura y guarda aparte el archivo dañado. Tiene un guardado menos que el archivo dañado: el último cambio guardado antes del daño se pierde y hay que hacerlo de nuevo.
tell-unusable-backup-count = { $words } Su versión anterior se conserva como members.ron.bak ({ $count ->
    [one] 1 miembro
   *[other] { $count } miembros
}): «{ tell-put-back-backup }» (o `cinch-party restore members.ron`) la restaura y guarda aparte el archivo dañado. Tiene un guardado menos que el archivo dañado: el último cambio guardado antes del daño se pierde y hay que hacerlo de nuevo.
tell-members-damaged = ⚠ members.ron dañado
tell-season-output-refused = No se hizo { $what }: members.ron no se puede usar, así que las clasificaciones contarían mal a los miembros (las otras grafías de un miembro como otras personas). Repare primero la lista de miembros (pantalla Temporada, arriba).
tell-season-prizes-heading = Premios, todas las noches
tell-best = { $best ->
    [0] cuentan todas las noches
    [1] solo cuenta la mejor noche
   *[other] cuentan las { $best } mejores noches
}
tell-min-evenings = { $count ->
    [one] 1 noche
   *[other] { $count } noches
} para clasificar
tell-change-season-made = la temporada { $season } creada
tell-change-evening-added = { $title } agregada a { $season }
tell-change-evening-taken-out = { $title } quitada de { $season }
tell-change-in-season = { $what } en { $season }
tell-change-member-added = { $name } hecho miembro
tell-change-renamed = { $old } renombrado { $new }
tell-change-side = el lado de { $name } puesto en { $side }
tell-change-joined = { $spelling } unido a { $member }
tell-change-unjoined = { $spelling } quitado de { $member }
tell-change-member-removed = { $name } quitado de la lista de miembros
tell-change-address-mailed = dirección de correo de { $name } guardada, se le envían sus noches
tell-change-address = dirección de correo de { $name } guardada, sin envíos
tell-change-address-forgotten = dirección de correo de { $name } olvidada
tell-change-new-names-join = los nombres nuevos se suman a la lista cuando empieza una fiesta
tell-change-new-names-off = los nombres nuevos quedan fuera de la lista
tell-change-new-names-joined = { $count ->
    [one] 1 nombre nuevo se sumó
   *[other] { $count } nombres nuevos se sumaron
} a la lista de miembros
tell-club-undo-hint = { $key } en la pantalla Temporada deshace el último cambio de la temporada: { $what }.
tell-club-undo-nothing = Nada que deshacer en la temporada. { $key } en las pantallas de la fiesta deshace las acciones de la propia fiesta.
tell-club-undo-line = Deshacer en la temporada: { $what }
tell-season-winners = Ganadores
tell-season-leading = Punteros hasta ahora
tell-evening-keys-wait = { $key } cambia la noche, y las teclas de la pantalla Temporada no la tocan: { $round } lleva a la pantalla Ronda, donde { $key } funciona.
tell-no-finished-evening = Aún no hay ninguna noche terminada: las clasificaciones se llenan a medida que se agregan noches.
tell-only-score-card-evenings = Las noches terminadas hasta ahora se puntuaron con tarjetas de puntos: dan a cada jugador un puesto (en sus noches y en el CSV de noches), no las estrellas ni los puntos de partida que cuenta una clasificación.

## Una noche de duplicado
tell-latecomer-setup = El Cinch duplicado se juega en parejas: agregue a quien llega tarde con su pareja en la pantalla Parejas (dos nombres en una línea), o emparéjelo con un invitado que ya esté en la lista.
tell-latecomer-playing = El Cinch duplicado ya está en marcha: las mesas y bandejas de cada pareja están fijadas para la noche, así que quien llega tarde no puede sumarse al movimiento. Puede reemplazar a un jugador que deba irse: la pareja sigue con su número y sus resultados.
tell-evening-length = { $hours ->
    [0] unos { $minutes } min
   *[other] { $minutes ->
        [0] unas { $hours } h
       *[other] unas { $hours } h { $minutes } min
    }
}
tell-not-played = no jugada
tell-all-passed = todos pasaron
tell-bid-made = { $seat } declaró { $amount } y lo cumplió
tell-bid-failed = { $seat } declaró { $amount } y no lo cumplió
tell-revoked = { $contract }, { $side } renunció
tell-points-ns = { -ns } { $points }
tell-points-ew = { -ew } { $points }
# { $note }: phantom, howell, foster, skip o none.
tell-plan = { $pairs ->
    [one] 1 pareja
   *[other] { $pairs } parejas
} en { $tables ->
    [one] 1 mesa
   *[other] { $tables } mesas
}{ $note ->
    [phantom] { " " }({ -east-west } tiene una pareja fantasma: cada pareja { -north-south } descansa una ronda)
    [howell] { " " }(el Howell de dos mesas: cada pareja se enfrenta a todas las demás)
    [foster] { " " }(el movimiento del libro, la regla de Foster: cada pareja se enfrenta solo a las dos parejas de la otra dirección)
    [skip] { " " }(el movimiento del libro, el Mitchell con salto: cada pareja se enfrenta a un solo rival toda la noche)
   *[none] {""}
}; { $trays ->
    [one] 1 bandeja
   *[other] { $trays } bandejas
}: { $rounds ->
    [one] 1 ronda
   *[other] { $rounds } rondas
} de { $hands ->
    [one] 1 mano
   *[other] { $hands } manos
}, { $length } a 5 minutos por mano.
tell-ew-move-skip = Las parejas { -east-west } avanzan DOS mesas esta vez (a mitad de camino: el salto); las últimas pasan a las primeras:
tell-ew-move = Las parejas { -east-west } avanzan una mesa; la última pasa a la mesa 1:
tell-trays-move-foster = Bandejas: cada pareja { -ew } lleva consigo las bandejas que acaba de jugar y las pone debajo de las bandejas de su mesa siguiente:
tell-trays-move = Las bandejas bajan una mesa; las de la mesa 1 van a la última mesa:
tell-sitting-out-pair = La pareja { -ns } de la mesa { $table } (descansa)
tell-trays-carried = { $who } lleva { $trays } de la mesa { $from } a la mesa { $to } y { $count ->
    [one] la pone
   *[other] las pone
} debajo.
tell-trays-carried-waiting = { $who } lleva { $trays } de la mesa { $from } a la mesa { $to } y { $count ->
    [one] la pone
   *[other] las pone
} debajo; { $waiting } { $staying ->
    [one] se queda
   *[other] se quedan
} en la mesa { $from }.
tell-trays-go = { $trays } { $count ->
    [one] pasa
   *[other] pasan
} de la mesa { $from } a la mesa { $to }.
tell-trays-in = { $recorded } de { $due ->
    [one] 1 bandeja
   *[other] { $due } bandejas
} registradas
tell-standings-after-last-round = La clasificación se muestra después de la última ronda
tell-no-hand-given-away = Hasta entonces no se muestra el resultado de ninguna bandeja: otras mesas todavía tienen que jugarla.
tell-not-for-the-room = Solo para usted: la sala no ve clasificación, puntajes ni planillas hasta que termine la última ronda ({ $trays }).
tell-paper-waits = { $what } se imprime cuando termine la última ronda: hasta entonces ningún resultado de bandeja puede llegar a la sala, porque otras mesas todavía tienen que jugarla ({ $trays }).
tell-own-tray = Ronda { $round }, bandeja { $tray }: { $outcome } — su resultado { $result }
tell-own-trays-none = Todavía no hay resultados para su pareja.
tell-own-trays = { $count ->
    [one] Su bandeja
   *[other] Sus { $count } bandejas
} hasta ahora, abajo. Cómo se comparan con las otras parejas se muestra después de la última ronda: otras mesas todavía tienen que jugarlas.

## Hasta dónde llegó una noche
tell-top-winner = Ganador
tell-top-leading = Puntero
tell-leaders-winners = Ganadores
tell-leaders-after-of = Punteros tras { $ended } de { $count ->
    [one] 1 ronda
   *[other] { $count } rondas
}
tell-leaders-after = Punteros tras { $count ->
    [one] 1 ronda
   *[other] { $count } rondas
}
# { $foster } es yes con la regla de Foster.
tell-trays-part-round = { $now } de las { $all } bandejas en cada mesa esta ronda{ $foster ->
    [yes] { " " }(regla de Foster)
   *[no] {""}
}
tell-trays-round = { $count ->
    [one] 1 bandeja
   *[other] { $count } bandejas
} en cada mesa esta ronda{ $foster ->
    [yes] { " " }(regla de Foster)
   *[no] {""}
}
tell-evening-not-this-partys = La noche mostrada no es de esta fiesta: vuelva a abrirla.

## Las sillas y casillas de la pantalla Ronda
tell-chairs-hold = las sillas vacías de la ronda { $round } ({ $tables }) aún no están resueltas: resuélvalas primero, arriba (Esc y luego F acepta la propuesta del programa)
tell-score-kept = El puntaje de la mesa { $table } queda en sus casillas: { $why }. Luego presione Enter de nuevo.
tell-round-started-by-result = La ronda { $round } no se había iniciado: su reloj empezó con este primer resultado (está claro que las mesas están jugando).
tell-type-score-first = Mesa { $table }: escriba primero el puntaje de { -north-south }, luego Tab y el de { -east-west }.
tell-go-to-table-how = Ir a la mesa: escriba el número de una mesa (1 a { $last }) y luego Enter.
tell-no-such-table = No hay mesa { $typed } en esta ronda: las mesas van de 1 a { $last }.
tell-going-to-table = Ir a la mesa { $shown } — escriba su número; Enter va, Esc se queda aquí

## La contraseña del servidor de correo
tell-password-in-keyring = La contraseña se guarda en el llavero de esta computadora, para este servidor y este usuario.
tell-password-forgotten = La contraseña se olvidó, aquí y en el llavero de esta computadora.
tell-password-where = Se guarda en el llavero de esta computadora (Llavero, Administrador de credenciales, GNOME Keyring o KWallet) si lo hay; si no, en memoria hasta que se cierre la ventana. Nunca se escribe en un archivo.
tell-password-kept-keyring = guardada en el llavero
tell-password-kept-run = solo para esta sesión
tell-password-for-this-run = La contraseña se guarda solo hasta que se cierre la ventana, nunca por escrito: { $why }. Se le pedirá de nuevo la próxima vez.

## El cuadro de nombre de la pantalla Invitados
tell-no-guest-matches = Ningún invitado coincide con «{ $typed }».
tell-guests-matching = { $count ->
    [one] 1 invitado coincide
   *[other] { $count } invitados coinciden
} con «{ $typed }» (el cuadro de nombre busca mientras escribe):
tell-and-more = { $list } y { $more } más
tell-already-here = Ya están aquí: { $list }. Enter agrega «{ $typed }» como otro invitado.

## Empates y cortes
tell-tie-keys = ¡Empate! Corte entre { $cutters }: presione C, N o E.
tell-tie-how = Empate: corte entre { $cutters }, el as es la carta más alta.
tell-program-cuts-for = El programa hace el corte entre { $cutters } y muestra ambas cartas
tell-real-cut-won-by = Un corte real: { $cutter } de { $pair } sacó la carta más alta
tell-open-table-for = Para { $ladies } y { $gentlemen } que más esperan, dos de cada lado
tell-ring-anyway-cuts = las cartas del corte entre { $cutters }
tell-phone-tie = Corte entre { $cutters }; la carta más alta gana para { $open ->
    [yes] su
   *[no] su
} lado (el as es la más alta).
tell-phone-cut-winner = { $cutter } de { $pair }

## La lista de movimientos tras una campana de duplicado
tell-pair-goes = { $pair } pasa de la mesa { $from } a la mesa { $to }.
tell-sits-out-next = { $pair } descansa en la ronda { $round } (le toca la pareja fantasma); sus bandejas siguen circulando.
tell-sitting-out-next = Descansan a continuación:
tell-howell-last = Esa fue la última ronda: cada pareja se enfrentó a todas las demás.
tell-pair-move = { $move }.
tell-table-starts = la mesa { $table } empieza con { $trays }
tell-howell-pairs = Las parejas cambian de lugar (el Howell de dos mesas):
tell-howell-trays = Bandejas: las bandejas de esta ronda están terminadas (jugadas en ambas mesas).
tell-howell-round = La ronda { $round } juega { $trays }: { $starts }, y las mesas las intercambian a mitad de ronda.
tell-seat-words = mesa { $table }, { $side }
tell-howell-exchange = Después de { $first }, intercambie las bandejas con la mesa { $with } ahora; luego juegue { $then }.
tell-pair-stays = { $pair } se queda en { $seat }
tell-pair-stays-sits = { $pair } se queda en la mesa { $table } y se sienta en { $side }
tell-pair-goes-to = { $pair } pasa de la mesa { $table } a { $seat }
