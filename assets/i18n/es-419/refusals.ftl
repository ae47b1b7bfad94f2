# Los rechazos de las reglas (issue 51 §2): por qué se rechazó una acción, en palabras que el anfitrión puede leer en voz alta.

refusal-already-held = Un resultado de la mesa { $table } ya espera la aprobación del anfitrión.
refusal-nothing-held = Nada de la mesa { $table } espera la aprobación del anfitrión.
refusal-held-no-longer-fits = La planilla de la mesa { $table } cambió desde que su teléfono envió el resultado: rechace el resultado y pida a la mesa que lo envíe de nuevo.
refusal-not-asked-to-agree = El resultado de la mesa { $table } no espera la conformidad de { -east-west }.
refusal-already-at-the-door = { $name } ya espera en la puerta: el anfitrión lo hará pasar.
refusal-not-at-the-door = Nadie llamado { $name } espera en la puerta.
refusal-side-needed = Indique si { $name } juega como dama o como caballero.
refusal-door-full = Ya esperan { $waiting } invitados en la puerta: el anfitrión debe hacerlos pasar primero.
refusal-why-too-long = Explique el motivo en { $max } caracteres como máximo.
refusal-why-has-control = El motivo tiene un carácter invisible o de control ({ $code }): escríbalo de nuevo.
refusal-already-calling = La mesa { $table } ya llamó al anfitrión.
refusal-no-call = La mesa { $table } no está llamando al anfitrión.
refusal-not-a-table-result = Solo el propio resultado, las manos y el corte de la mesa { $table } pueden esperar la aprobación del anfitrión.
refusal-time-not-understood = «{ $text }» no es una hora: escríbala como 23:15.
refusal-time-does-not-exist = Esa hora no existe { $day ->
    [tomorrow] mañana
   *[today] hoy
} (un cambio de horario).
refusal-empty-name = Un invitado necesita un nombre: el nombre estaba vacío.
refusal-name-too-long = Ese nombre es demasiado largo (máximo { $max } letras).
refusal-title-too-long = Ese título es demasiado largo (máximo { $max } letras).
refusal-name-has-control = Un nombre no puede tener caracteres de control ni marcas invisibles (se encontró { $code }): escríbalo de nuevo.
refusal-duplicate-name = Ya hay un invitado llamado «{ $name }»{ $removed ->
    [yes] {" "}(quitado de la lista antes, pero aún en el registro de la fiesta)
   *[no] {""}
}. Agregue una inicial o un apellido para distinguirlos.
refusal-guest-removed = { $name } fue quitado de la lista.
refusal-unknown-guest = No hay ningún invitado número { $id } en esta fiesta.
refusal-too-few-guests = Una mesa necesita cuatro jugadores, y solo hay { $count ->
    [one] { $count } invitado
   *[other] { $count } invitados
}.
refusal-side-too-small = Cada mesa necesita dos { $side }, y solo { $count ->
    [one] hay { $count }
   *[other] hay { $count }
}.
refusal-card-not-understood = «{ $text }» no es una carta del sorteo. Escriba el valor y un palo negro, como 7P, 7♠, AT o 10♣.
refusal-card-back-mismatch = Esa carta tiene el dorso { $typed ->
    [red] rojo
   *[blue] azul
}, pero este invitado saca del mazo de dorso { $back ->
    [red] rojo
   *[blue] azul
}.
refusal-card-wrong-back = { $name } es { $side } y saca del mazo de dorso { $back ->
    [red] rojo
   *[blue] azul
}, no esta carta.
refusal-card-outside-pack = { $card } no está en el mazo del sorteo: con { $tables } mesas el mazo va del As al { $highest }.
refusal-card-drawn-twice = { $holder } ya sacó { $card }: cada carta se saca una sola vez.
refusal-card = { $face } (dorso { $back ->
    [red] rojo
   *[blue] azul
})
refusal-ticket = boleto { $number }
refusal-rank = { $rank ->
    [1] As
    [11] Jota
    [12] Reina
    [13] Rey
   *[other] { $rank }
}
refusal-draw-incomplete = El sorteo no está completo. Aún sin sacar: { $undrawn }. Invitados sin carta: { $without }.
refusal-and-more = { $shown } y { $more } más
refusal-nobody = ninguno
refusal-play-started = El juego ya empezó, así que { $what ->
    [seating] la forma de sentarse y de anotar
    [draw] el sorteo
    [packs] los mazos
    [trays] las bandejas
    [pairs] las parejas
   *[start] el comienzo
} ya no se puede cambiar.
refusal-not-started = Las mesas aún no están sentadas: haga el sorteo y siente las mesas primero.
refusal-evening-finished = La noche terminó: no se juegan más rondas. Deshaga la última { -bell } para reabrirla.
refusal-score-negative = Un puntaje no puede ser negativo ({ $score }).
refusal-score-too-low = No se pueden perder { $score } puntos en cuatro manos (como mínimo { $min }). Revise la planilla.
refusal-score-too-large = No se pueden hacer { $score } puntos en cuatro manos (como máximo { $max }). Revise la planilla.
refusal-score-not-a-number = «{ $text }» no es un puntaje: escriba un número entero de puntos, como 23.
refusal-no-such-table = No existe la mesa { $table }: esta ronda tiene las mesas 1 a { $tables }.
refusal-no-such-round = Aún no existe la ronda { $round }.
refusal-result-already-entered = La mesa { $table } ya tiene un resultado para la ronda { $round }. Corríjalo en lugar de ingresarlo de nuevo.
refusal-no-result-to-correct = La mesa { $table } no tiene resultado en la ronda { $round } para corregir.
refusal-no-tie-to-cut = La mesa { $table } no tiene un empate que espere un corte.
refusal-bell-held = La { -bell } espera a { $missing }.
refusal-waits-unreported = { $tables } (aún sin resultado)
refusal-waits-held = { $tables } (enviado desde un teléfono, aún sin contar)
refusal-waits-uncut = { $tables } (un empate que espera el corte de los { $cutters })
refusal-waits-trays = mesa { $table } ({ $trays })
refusal-trays-list = { $count ->
    [one] bandeja { $names }
   *[other] bandejas { $names }
}
refusal-cut-does-not-fit = Ese corte no corresponde al empate: los jugadores o las cartas no coinciden.
refusal-no-cut-needed = El premio { $prize ->
    [gold] de oro
    [red] rojo
    [green] verde
    [pair] de pareja
   *[score] de puntaje
} no necesita corte.
refusal-already-balanced = Los dos mazos ya están tan parejos como pueden estar.
refusal-not-open-seating = Los lados se equilibran solo con asientos libres; damas y caballeros conservan su lado.
refusal-guest-in-play = { $name } está sentado o ya jugó, así que { $what ->
    [side] su lado no puede cambiar
   *[removal] sigue en la lista
}.
refusal-round-started = La ronda { $round } ya empezó.
refusal-round-not-started = La ronda { $round } aún no empezó: iníciela primero.
refusal-clock-already-paused = El reloj ya está en pausa.
refusal-clock-not-paused = El reloj está corriendo: no hay pausa que terminar.
refusal-round-underway = La ronda { $round } ya comenzó (una mesa informó), así que { $what ->
    [tables] sus mesas
   *[chairs] sus sillas
} ya no pueden cambiar.
refusal-already-leaving = { $name } ya se está yendo.
refusal-already-withdrawn = { $name } ya está fuera de la lista de premios.
refusal-chair-not-empty = La silla { $seat } de la mesa { $table } no está vacía: ahí se sienta { $name }.
refusal-wrong-side-for-chair = { $name } no puede sentarse en { $seat }: esas sillas son para { $side }.
refusal-chairs-of = { $side ->
    [lady] Norte o Este
   *[gentleman] Sur u Oeste
}
refusal-not-waiting = { $name } no está esperando: solo un invitado en espera puede sentarse aquí.
refusal-last-table = Una fiesta siempre conserva una mesa: la última no puede cerrarse.
refusal-too-few-waiting = Una mesa nueva necesita dos { $first_side } y dos { $second_side } en espera; esperan { $ladies } y { $gentlemen }.
refusal-swap-with-self = { $name } no puede cambiar de silla consigo mismo.
refusal-swap-across-sides = { $a } y { $b } no son del mismo lado: solo dos { $first_side } o dos { $second_side } pueden cambiar de silla.
refusal-empty-chairs = La ronda { $round } tiene sillas vacías ({ $tables }): ocúpelas con la lista de espera o cierre una mesa primero.
refusal-round-minutes = Una ronda dura entre 1 y { $max } minutos.
refusal-warning-after-end = El aviso debe llegar antes del final de la ronda.
refusal-volume = El volumen va de 0 a 100.
refusal-trays-per-table = Una mesa empieza con 1 a { $max } bandejas.
refusal-rounds = Una noche dura entre 1 y { $max } rondas.
refusal-twice-in-list = dos veces en la lista
refusal-replay-settings = su configuración está fuera de rango: { $why }
refusal-replay-step = el paso { $step } de su historial es rechazado: { $why }

## Una mano escrita en una planilla (R-DEAL).

refusal-bid-out-of-range = Una apuesta va de 1 a 14, no { $bid }.
refusal-points-out-of-range = Un lado hace entre 0 y 14 puntos en una mano, no { $points }.
refusal-points-not-fourteen = Los puntos de los dos lados suman 14 en cada mano, no { $ns } y { $ew }.
refusal-misdeal-with-points = Una mano mal repartida se pierde: no tiene apuesta, ni puntos, ni renuncio.
refusal-no-deal-to-drop = La mesa { $table } no tiene ninguna mano que deshacer.
refusal-pad-incomplete = La planilla de la mesa { $table } tiene { $played ->
    [one] { $played } mano jugada
   *[other] { $played } manos jugadas
}: una ronda son cuatro.
refusal-fifth-deal = Sería una quinta mano: una ronda son cuatro manos en cada mesa.
refusal-too-many-misdeals = Más de { $most } manos mal repartidas en una ronda en una mesa: revise la planilla.
refusal-deal-not-understood = «{ $text }» no es una mano. Escriba la silla del apostador, la apuesta y los puntos de su lado, como N9 10; P 8 si todos pasaron; M si se repartió mal.

## Cinch Duplicado (R-DUP).

refusal-not-duplicate = Esta fiesta no es de { -cinch } Duplicado: elija Duplicado antes de jugar.
refusal-not-in-duplicate = El { -cinch } Duplicado no tiene { $what ->
    [draw] sorteo de asientos
    [seating] asientos por sorteo
    [totals] totales por mesa ni empates que cortar
    [pads] planillas de cuatro manos
    [bell-cuts] cortes con la { -bell }
    [prizes] premios de estrellas
    [phone-totals] totales por mesa desde los teléfonos
    [late] llegadas tarde, salidas ni cambios de silla
   *[star-play] el juego de estrellas
}: las mismas parejas juegan toda la noche.
refusal-pair-needs-two = Una { -pair } son dos invitados distintos: { $name } no puede ser su propia pareja.
refusal-guest-in-two-pairs = { $name } está en dos parejas: un invitado juega en una sola { -pair } toda la noche.
refusal-guest-in-a-pair = { $name } está en una { -pair }: deshaga la { -pair } primero.
refusal-pairs-unbalanced = La mitad de las parejas se sienta { -north-south } y la otra mitad { -east-west } (una más { -north-south } si son impares); aquí { $ns } se sientan { -north-south } y { $ew } { -east-west }.
refusal-too-few-pairs = El { -cinch } Duplicado necesita al menos cuatro parejas; { $count ->
    [0] aún no hay ninguna
    [one] hay una
   *[other] hay { $count }
}. Con menos, ninguna { -tray } podría compararse con otra: juegue el juego de estrellas, o parejas toda la noche.
refusal-too-many-pairs = Son más de { $max } parejas.
refusal-tray-not-here = La bandeja { $tray } no está en la mesa { $table } en la ronda { $round }: sus bandejas son { $trays }.
refusal-tray-held = La bandeja { $tray } de la mesa { $table } ya espera la conformidad de { -east-west }.
refusal-no-tray-to-agree = La bandeja { $tray } de la mesa { $table } no espera la conformidad de { -east-west }.
refusal-tray-already-reported = La bandeja { $tray } de la mesa { $table } ya tiene su resultado: corríjalo en su lugar.
refusal-no-tray-result = La bandeja { $tray } de la mesa { $table } en la ronda { $round } no tiene resultado que corregir.
refusal-sits-out = La mesa { $table } descansa en la ronda { $round } (su { -pair } { -north-south } enfrenta al fantasma): ahí no se juegan bandejas.
refusal-round-over = La ronda { $round } no es la que se está jugando (es la ronda { $now }): corríjala en su lugar.
refusal-misdeal-on-tray = Las manos de una { -tray } se reparten una sola vez: no se puede anotar una mano mal repartida en una { -tray }.
refusal-no-pair-tie = No hay empate por el primer puesto entre las { $pairs ->
    [ns] parejas { -north-south }
    [ew] parejas { -east-west }
   *[all] parejas
} que cortar.
