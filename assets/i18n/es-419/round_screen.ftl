# La pantalla Ronda (issue 51): el encabezado, el reloj y la campana, las tarjetas de las mesas, el anotador, las teclas, los cambios tras la campana.

play-no-round = Todavía no hay ronda
play-no-draw = Haga primero el sorteo y asigne las mesas (la pantalla Sorteo).
play-no-pairs = Forme primero las parejas y empiece la noche (la pantalla Parejas).
play-all-reported = Todas las mesas dieron su resultado
play-tables-to-report = { $count ->
    [one] Falta { $count } mesa por informar
   *[other] Faltan { $count } mesas por informar
}
play-start-round = ▶ Empezar la ronda { $round }
play-clock-starts = el reloj arranca entonces
play-played = { $time } jugados
play-left = quedan { $time }
play-time-up = Se acabó el tiempo
play-paused = EN PAUSA
play-resume-clock = Seguir con el reloj
play-pause-clock = Pausar el reloj
play-bell-waits = La { -bell } espera a { $missing }.
# The same, short, where the whole does not fit beside the bell: { $count } tables wait.
play-bell-waits-count = La { -bell } espera a { $count ->
    [one] una mesa
   *[other] { $count } mesas
} (cuáles: apunte a esta línea).
play-keys-line = Teclas: puntos, Tab, puntos, Enter · un empate: C, N o E · D el anotador · ↑ ↓ otras mesas · G y un número: ir a esa mesa · Enter en una mesa con resultado lo corrige · Esc deja las mesas
# { $tables } is "Table 3" or "Tables 3 and 7".
play-time-up-playing = Se acabó el tiempo. { $tables } { $count ->
    [one] sigue
   *[other] siguen
} jugando: la { -bell } espera a que cada mesa haya jugado sus cuatro manos.
play-minutes-left = Quedan { $time } en esta ronda: pida a las mesas que jueguen con agilidad.
play-last-round = Esta es la última ronda de la noche.
play-ring-before = ¿Tocar antes de que todas las mesas den su resultado?
play-typed-first = Escrito pero aún no ingresado: { $tables }. Se ingresa primero.
play-typed-table = mesa { $table } ({ $ns }–{ $ew })
play-only-one = Solo hay un puntaje escrito en { $tables }: complételo, o lo decide un corte.
play-still-waiting = Aún se espera a { $missing }. Si toca ahora, el programa corta por cada una ({ $cuts }) para decidir quién cambia; puede ingresar el puntaje real más tarde como corrección, y las estrellas lo seguirán.
# What the bell waits for: { $tables } is "table 3" or "tables 3 and 7"; { $cutters } is "ladies" or "red-pack guests".
play-missing = { $why ->
    [none] { $tables } (aún sin resultado)
    [held] { $tables } (enviado desde un teléfono, aún sin contar)
   *[tie] { $tables } (un empate que espera el corte de { $cutters })
}
# A Duplicate table's trays still to report: { $trays } is "5" or "5 and 6".
play-missing-trays = mesa { $table } ({ $count ->
    [one] bandeja
   *[other] bandejas
} { $trays })
play-ring-anyway = Tocar de todos modos
play-wait = Esperar

# A table's card.
play-no-result = Sin resultado.
play-table = Mesa { $table }
play-empty-chair = (vacía: { $name } se fue)
play-leaving = { $name } (se va)
play-cut-decided = Sin resultado: decidió un corte
play-corrected = corregido
play-correct-table = Corregir la mesa { $table }
play-real-cut = un corte real
play-tie-won = Empate: { $side } ganó el corte ({ $cut })
play-correct = Corregir
play-reopen = { $what ->
    [tray] Reabrir el resultado de esta { -tray } (Enter sobre ella)
   *[table] Reabrir el resultado de esta mesa (Enter sobre ella)
}
play-pad-line = Anotador: { $played } de 4 manos, { -ns } { $ns } · { -ew } { $ew } (D sigue)
play-score-box = Puntos de { $side } en la mesa { $table }
play-pad = Anotador
play-pad-tip = Anotar la ronda mano por mano (D)
play-pad-name = Anotador de la mesa { $table }
play-save = Guardar
play-enter = Ingresar
play-enter-table = Ingresar la mesa { $table }
play-cancel = Cancelar
play-from-phone = Desde su teléfono: { $ns }–{ $ew } ({ $status })
play-ok-table = OK mesa { $table }
play-turn-down = Rechazar la mesa { $table }
play-cut = C: cortar
play-cut-for = Cortar por la mesa { $table }
# The buttons of a real cut: { $key } is the key that presses it (North's letter, East's).
play-cut-won = { $side ->
    [ns] { $key }: ganó { -ns }
   *[ew] { $key }: ganó { -ew }
}
play-cut-won-name = Mesa { $table }: { $side } ganó el corte
play-type-ns = Mesa { $table }: escriba los puntos de { -north-south }.
play-type-ew = Mesa { $table }: escriba los puntos de { -east-west }.
play-table-error = Mesa { $table }: { $error }
play-tray-error = Mesa { $table }, { -tray } { $tray }: { $error }

# A guest arrives late.
play-late-title = Un invitado llega tarde
play-late-explain = Se suma a la lista de espera y se sienta cuando se libera una silla o se abre una mesa.
play-late-name = Nombre del invitado que llega tarde
play-late-add = Agregar a la lista de espera

# After the bell: the chairs to settle and who goes where.
play-who-goes = Quién va adónde en la ronda { $round }
play-settle-first = Primero resuelva las sillas vacías de abajo.
play-see-tables = Ver primero las mesas
play-see-tables-tip = El reloj de la ronda espera hasta que usted la empiece
play-by-guest = Por invitado
play-by-table = Por mesa
play-waiting = Esperando
play-chairs-to-settle = Sillas por resolver
play-close-table = Cerrar la mesa { $table }
play-close-table-tip = Sus jugadores ocupan las sillas vacías; los demás esperan
play-open-table = Abrir la mesa { $table }
play-has-left = Mesa { $table }, { $seat }: { $name } se fue.
# { $side } is "lady", "gentleman", "red-pack guest" or "blue-pack guest".
play-none-waits = No hay { $side } en espera: cierre la última mesa.
play-sits-here = { $name } se sienta aquí
play-takes-chair = { $name } ocupa la silla { $seat } de la mesa { $table } (espera hace más tiempo)
play-propose-close = cerrar la mesa { $table }: sus jugadores ocupan las sillas vacías, los demás esperan
play-propose-open = abrir la mesa { $table } para los cuatro que esperan hace más tiempo

# The score pad, deal by deal.
play-pad-dealer = Reparte
play-pad-bid = Apuesta
play-pad-points = Puntos { -ns } : { -ew }
play-pad-score = Puntaje
play-pad-totals = Totales
play-pad-misdeal = mal reparto
play-pad-passed = todos pasaron
play-pad-revoke = (renuncio: { $side })
play-pad-take-out = Quitar la mano { $deal }
play-pad-title = Mesa { $table } · ronda { $round } · anotador{ $correcting ->
    [yes] { " " }(corrigiendo)
   *[no] {""}
}
# The chairs' letters: N, S, E, W.
play-pad-against = N { $north } · S { $south }   contra   E { $east } · O { $west }
play-pad-done = Cuatro manos jugadas: { $ns } a { $ew }, el resultado de la mesa. Enter cierra el anotador.
# N9 10, P 8, M, RN and RE are the keys typed, with the chairs' letters of this language's
# seat-letter (the pad reads them, and the English ones too).
play-pad-deal = Mano { $deal }: reparte { $dealer }. Escriba la silla del que apuesta, la apuesta y los puntos de su lado (N9 10), P y los puntos del lado del que reparte si todos pasaron (P 8), M para un mal reparto; un renuncio: agregue R y el lado en falta (RN, RE). Enter.
play-pad-next-deal = Mesa { $table }, próxima mano
play-pad-scores = anota { $ns } : { $ew }
play-pad-save = Guardar la corrección
play-pad-save-tip = Una ronda son cuatro manos jugadas
play-pad-correct = Corregir el anotador
play-pad-take-back = Quitar la última mano
play-close = Cerrar

# A Duplicate evening's round.
play-ring-bell = 🔔 Tocar la { -bell }
play-trays-not-played = Las bandejas que faltan informar cuentan como no jugadas allí
# E6 3, P 8, N4 9 RE and X are the keys typed, with the chairs' letters of this language's
# seat-letter (the pad reads them, and the English ones too).
play-tray-keys = Una { -tray }: la silla del que apuesta, la apuesta y los puntos que tomó el lado que apostó (E6 3), P y los puntos del lado del que reparte si todos pasaron (P 8), R y el lado en falta por un renuncio (N4 9 RE), X si no se jugó. Enter la guarda; ↑ ↓ van de { -tray } en { -tray }; G y un número van a esa mesa; Enter en una { -tray } con resultado la corrige.
play-all-trays = Todas las bandejas tienen su resultado
play-trays-to-report = { $count ->
    [one] Falta { $count } { -tray } por informar
   *[other] Faltan { $count } bandejas por informar
}
play-round-over = Terminó la ronda { $round }: todos cambian
play-show-tables = Mostrar las mesas
play-sits-out = Descansa esta ronda (el fantasma)
# { $trays } is "5" or "5 and 6".
play-pass-unplayed = { $count ->
    [one] La bandeja { $trays } pasa sin jugarse.
   *[other] Las bandejas { $trays } pasan sin jugarse.
}
play-exchange = ↔ luego intercambie bandejas con la mesa { $table }
play-tray = Bandeja { $tray }
play-dealt-by = Reparte { $seat }
play-no-tray-result = sin resultado
play-tray-box = Mesa { $table }, { -tray } { $tray }
play-correct-tray = Corregir la mesa { $table }, { -tray } { $tray }

# The Round screen's keys, for the help on the Rules screen: the keys (the key names
# stay as the keyboard shows them), then what they do.
play-key-go-keys = G, un número, Enter
play-key-go = ir a esa mesa
play-key-tray-keys = las teclas de una { -tray }, Enter
play-key-tray = el resultado de una { -tray } de Duplicado: E6 3 (Este apostó 6, { -east-west } tomó 3), P 8, N4 9 RE, X no jugada
play-key-digits-keys = dígitos, Tab, Enter
play-key-digits = escribir los dos puntajes de una mesa e ingresar su resultado
play-key-reopen-keys = Enter en una mesa con resultado
play-key-reopen = corregirla (el puntaje queda seleccionado: escriba para reemplazarlo)
play-key-reopen-tray-keys = Enter en una { -tray } con resultado
play-key-reopen-tray = corregirla (su resultado queda en la casilla, seleccionado: escriba para reemplazarlo)
play-key-arrows = la mesa (o { -tray }) de arriba o de abajo
play-key-page = una pantalla de mesas hacia arriba o hacia abajo
play-key-home = la primera o la última mesa
play-key-cut = un empate: el programa corta por las dos damas (invitados del mazo rojo con asientos libres)
play-key-real-cut = un empate: la dama (invitado del mazo rojo) de { -north-south } o de { -east-west } ganó un corte real
play-key-pad = abrir el anotador de la mesa, mano por mano
play-key-escape = dejar un empate para después, o retirar el cursor
play-key-back-keys = ↓ ↑ Enter o un dígito, después de Esc
play-key-back = volver a poner el cursor en las mesas
play-key-on-pad = En el anotador: { $keys }
play-key-pad-bid = Norte apostó 9 y { -north-south } tomó 10 (los otros el resto de 14)
play-key-pad-passed = todos pasaron; el lado del que reparte tomó 8
play-key-pad-misdeal = un mal reparto: reparte el jugador siguiente
play-key-pad-revoke = { -north-south } o { -east-west } renunció o tuvo una mano irregular
