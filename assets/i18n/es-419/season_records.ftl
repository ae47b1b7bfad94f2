# Los registros de la temporada del club: la temporada como texto (cinch-party season), lo que dio cada noche y por qué no se puede leer, cambiar o usar una temporada o la lista de socios.

season-heading = Temporada { $name }
season-counts = { $best ->
        [0] Cuentan todas las noches
        [one] Cuenta la mejor noche
       *[other] Cuentan las mejores { $best } noches
    }; { $min ->
        [one] 1 noche
       *[other] { $min } noches
    } para figurar en la tabla.
season-evenings-heading = Noches:
season-stars-heading = Estrellas: { $group }
season-duplicate-heading = Dúplex (matchpoints)
season-star-row = { $gold } doradas { $red } rojas { $green } verdes  { $counted } de { $evenings } contadas, { $prizes ->
        [one] 1 premio
       *[other] { $prizes } premios
    } (todas las noches)
season-counted = { $counted } de { $evenings } contadas
season-unmatched-heading = Nombres que no coinciden con ningún socio (únalos en la pantalla Temporada):
season-closest = { $name } (más parecidos: { $closest })

season-gave-stars = { $gold } doradas, { $red } rojas, { $green } verdes{ $prizes ->
        [0] {""}
        [one] , 1 premio
       *[other] , { $prizes } premios
    }
season-gave-no-tray = no jugó ninguna { -tray }: nada
season-gave-place = puesto { $place } de { $of } (sin puntaje de temporada)

season-damaged = dañada: { $why }; { $over ->
        [yes] cuenta hasta donde llega
       *[no] leída hasta donde llega, todavía está en juego y aún no cuenta nada
    }
season-in-play = en juego: aún no cuenta nada
season-kind = { $kind ->
        [stars] juego de estrellas
        [duplicate] dúplex
        [pairs] parejas toda la noche (sin puntaje de temporada)
       *[individual] tarjetas individuales (sin puntaje de temporada)
    }
season-unreadable = no se puede leer: { $why }

season-file-unreadable = No se puede leer { $file }: { $why }; no cuenta nada.
season-no-such-season = No hay ninguna temporada llamada «{ $name }» en { $dir }: créela con --add PARTY.
season-already-in = { $evening } ya está en la temporada.
season-not-in = { $evening } no es una de las noches de la temporada.
season-no-evenings = Un socio necesita al menos una noche para figurar en la tabla (--min-evenings 1 o más).
season-file-unusable = No se puede usar { $path }: { $why }. Se deja como está.
season-file-in-use = Otro cinch-party está cambiando { $path } ({ $holder }): inténtelo de nuevo.
season-bad-name = «{ $name }» no puede ser el nombre de una temporada: use letras, dígitos, espacios, - o _, como máximo 60.
season-not-as-left = { $path } cambió desde entonces (en otra ventana, en la línea de comandos o a mano): se deja como está.
season-newer-format = se guardó en la versión de formato { $found }, con un cinch-party más nuevo; este lee hasta la versión { $reads }

season-bad-name-of-member = no se puede usar el nombre del socio { $number }: { $why }
season-bad-alias = no se puede usar una de las otras grafías de { $member }: { $why }
season-name-twice = «{ $name }» está escrito dos veces, como socios { $first } y { $second }
season-two-people = «{ $spelling }» es a la vez { $first } y otra grafía de { $second }
season-name-empty = está vacío
season-a-member = un socio (número { $number })
season-another-spelling = otra grafía de { $name }
season-taken = «{ $typed }» ya está en la lista de socios, como { $member }.
season-no-such-member = Ese socio ya no está en la lista.
season-same-evening = { $spelling } y { $member } jugaron los dos { $evening }: una persona no puede sentarse dos veces en una noche, así que { $spelling } no se unió a { $member }.
season-not-joined = { $spelling } no es una de las otras grafías de { $member }.
season-file-line = línea { $line }: { $why }
season-winners-level = { $what }: { $names }, empatados
