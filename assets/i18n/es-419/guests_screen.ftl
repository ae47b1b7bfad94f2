# La pantalla Invitados (issue 51): agregar invitados, la puerta, la lista y sus teclas, la noche de un invitado.

roster-all-side = { $open ->
    [yes] { $side ->
        [lady] todos los invitados del mazo rojo
       *[gentleman] todos los invitados del mazo azul
    }
   *[no] { $side ->
        [lady] todas las damas
       *[gentleman] todos los caballeros
    }
}
roster-let-in = Dejar pasar a { $name }
roster-turn-away = Rechazar a { $name }
roster-door-more = … y { $count } más detrás.
roster-arrives-late = Llega un invitado tarde
roster-add-one = Agregar un invitado
roster-join-waiting = Pasa a la lista de espera y se sienta cuando se libere un lugar o se abra una mesa.
roster-paste = Pegar una lista
roster-paste-how = Un nombre por línea; puede seguir la dirección del invitado, como Zoë Ångström <zoe@example.org>.
roster-list-box = Lista de nombres
roster-add-these = Agregar estos invitados
roster-name = Nombre
roster-name-box = Nombre del invitado
roster-add = Agregar
roster-gone = { $count ->
    [one] { $count } invitado se fue
   *[other] { $count } invitados se fueron
}
roster-nobody-waits = nadie espera
roster-would-wait = { $count ->
    [one] { $who } esperaría
   *[other] { $who } esperarían
}
roster-both-would-wait = { $first } y { $second } esperarían
roster-can-fill = { $tables ->
    [one] Se puede llenar { $tables } mesa
   *[other] Se pueden llenar { $tables } mesas
}; { $waiting }.
roster-balance = Equilibrar los mazos
roster-go-draw = Ir al sorteo
roster-nobody-waiting = Nadie está esperando.
roster-waiting = En espera: { $ladies } y { $gentlemen }
roster-arrival-order = En orden de llegada: { $names }
roster-rename = Cambiar nombre
roster-make-side = { $open ->
    [yes] { $side ->
        [lady] Pasar al mazo rojo
       *[gentleman] Pasar al mazo azul
    }
   *[no] { $side ->
        [lady] Hacer dama
       *[gentleman] Hacer caballero
    }
}
roster-remove = Quitar de la lista…
roster-leave = Se va en la próxima { -bell }…
roster-out = Fuera de los premios…
roster-swap-with = Cambiar de lugar con { $name }
roster-swap-with-whom = Cambiar de lugar con…
roster-leave-now-q = ¿{ $name } deja ahora la lista de espera?
roster-leave-now = No tiene lugar que ocupar, así que se va enseguida. { $undo } lo deshace.
roster-remove-q = ¿Quitar a { $name } de la lista?
roster-remove-detail = No se le sortea para ninguna mesa. { $undo } lo vuelve a poner.
roster-leave-q = ¿{ $name } se va en la próxima { -bell }?
roster-leave-detail = Termina de jugar esta ronda; con la { -bell } su lugar pasa a un invitado en espera (o se cierra la última mesa). Sus estrellas quedan en el registro. { $undo } lo deshace.
roster-out-q = ¿Sacar a { $name } de los premios?
roster-out-detail = Sus estrellas quedan en el registro y en el informe; los premios van a otros. { $undo } lo deshace.
roster-keys-none = ↓ desde el cuadro del nombre elige un invitado; luego una letra actúa sobre él.
roster-keys-another = ↑ ↓ otro invitado
roster-key-rename = cambiar nombre
roster-key-side = cambiar de lado
roster-key-remove = quitar
roster-key-leaves = se va
roster-key-out = fuera de los premios
roster-key-swap = cambiar de lugar
roster-keys-back = Esc vuelve al cuadro del nombre
roster-yes = Sí (Enter)
roster-no = No (Esc)
roster-swap-whom = ¿Cambiar a { $name } con quién? Elija otro invitado del mismo lado (S).
roster-swap-cancel = Cancelar el cambio
roster-has-left = { $side } · se fue
roster-waiting-row = { $side } · en espera
roster-at-table = mesa { $table } { $chair }
roster-leaving = se va
roster-out-row = fuera de premios
roster-rename-box = Nombre nuevo para { $name }
roster-menu = Qué hacer con { $name }
roster-menu-tip = Lo que se puede hacer (o elija la fila y presione su letra)
roster-find = Buscar un invitado
roster-find-box = Invitado que buscar
roster-find-how = Escriba algunas letras de un nombre; ↑ ↓ eligen, Enter muestra la noche.
roster-find-none = Nadie con ese nombre.
roster-find-more = … y { $count } más: escriba más del nombre.
roster-prizes = Los premios
roster-out-of-prizes = Fuera de los premios: las estrellas quedan en el registro.
roster-show-display = Mostrar en la pantalla de invitados
roster-find-another = Buscar otro invitado
roster-col-round = Ronda
roster-col-star = Estrella
roster-col-so-far = Hasta ahora
roster-tally = { $gold } de oro, { $red ->
    [one] { $red } roja
   *[other] { $red } rojas
}, { $green ->
    [one] { $green } verde
   *[other] { $green } verdes
}
roster-not-in-pair = No está en una { -pair }: forme las parejas en la pantalla Parejas.
roster-no-place = todavía sin puesto
roster-place = puesto { $place } { $group ->
    [ns] de las parejas { -north-south }
    [ew] de las parejas { -east-west }
   *[all] de todas las parejas
}
roster-pair-line = { $score }, { $place }, { $trays ->
    [one] { $trays } { -tray }
   *[other] { $trays } { -tray }s
}
roster-find-pair = Buscar otra pareja u otro invitado
roster-sat-out = descansó (sin rivales)
roster-pair-round = Ronda { $round }, mesa { $table }: contra { $against }
roster-tray = { -tray } { $tray }:
roster-elsewhere-table = mesa { $table } { $result }
roster-elsewhere = en otras mesas: { $tables }
