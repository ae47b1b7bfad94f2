# Los premios y cómo se decidió cada uno (R-PRIZE).

prize-title = { $kind ->
    [gold] { $whose ->
        [ladies] Primer premio de damas (más estrellas de oro)
        [gentlemen] Primer premio de caballeros (más estrellas de oro)
        [red-pack] Primer premio del mazo rojo (más estrellas de oro)
        [blue-pack] Primer premio del mazo azul (más estrellas de oro)
       *[all] Primer premio (más estrellas de oro)
    }
    [red] { $whose ->
        [ladies] Premio de estrellas rojas de damas (más estrellas rojas)
        [gentlemen] Premio de estrellas rojas de caballeros (más estrellas rojas)
        [red-pack] Premio de estrellas rojas del mazo rojo (más estrellas rojas)
        [blue-pack] Premio de estrellas rojas del mazo azul (más estrellas rojas)
       *[all] Premio de estrellas rojas (más estrellas rojas)
    }
    [green] { $whose ->
        [ladies] Premio de consuelo de damas (más estrellas verdes)
        [gentlemen] Premio de consuelo de caballeros (más estrellas verdes)
        [red-pack] Premio de consuelo del mazo rojo (más estrellas verdes)
        [blue-pack] Premio de consuelo del mazo azul (más estrellas verdes)
       *[all] Premio de consuelo (más estrellas verdes)
    }
    [pair] Premio a la mejor pareja
   *[score] Premio a la mejor tarjeta
}
prize-short-title = { $kind ->
    [gold] { $whose ->
        [ladies] Primer premio de damas
        [gentlemen] Primer premio de caballeros
        [red-pack] Primer premio del mazo rojo
        [blue-pack] Primer premio del mazo azul
       *[all] Primer premio
    }
    [red] { $whose ->
        [ladies] Premio rojo de damas
        [gentlemen] Premio rojo de caballeros
        [red-pack] Premio rojo del mazo rojo
        [blue-pack] Premio rojo del mazo azul
       *[all] Premio de estrellas rojas
    }
    [green] { $whose ->
        [ladies] Consuelo de damas
        [gentlemen] Consuelo de caballeros
        [red-pack] Consuelo del mazo rojo
        [blue-pack] Consuelo del mazo azul
       *[all] Premio de consuelo
    }
    [pair] Mejor pareja
   *[score] Mejor tarjeta
}

stars-count = { $colour ->
    [gold] { $count ->
        [one] { $count } estrella de oro
       *[other] { $count } estrellas de oro
    }
    [red] { $count ->
        [one] { $count } estrella roja
       *[other] { $count } estrellas rojas
    }
   *[green] { $count ->
        [one] { $count } estrella verde
       *[other] { $count } estrellas verdes
    }
}
cut-card = { $name } { $card }
cut-against = { $first } contra { $second }
cut-again = { $before }; mismo valor, así que otra vez { $after }
cut-won = { $attempts }; ganó { $winner }
cut-real = { $winner } ganó un corte real

prize-most = { $name }{ $own }, la mayor cantidad.
prize-highest = { $name }: el total más alto.
prize-level-count = { $name }{ $own }, empatado con { $others ->
    [one] 1 más
   *[other] { $others } más
}.
prize-level-names = { $name }{ $own }, empatado con { $names }.
prize-own = : { $stars }
prize-still-level-cut = { " " }Siguen empatados{ $on }: { $names } cortan; { $cut }.
prize-still-level-so-cut = { " " }Siguen empatados{ $on }, así que cortan: { $cut }.
prize-on = { " " }en { $counts }
prize-count-of = { $colour ->
    [gold] oro
    [red] rojas
   *[green] verdes
} ({ $count })
prize-step = { $fewer ->
    [yes] Menos
   *[no] Más
} estrellas { $colour ->
    [gold] de oro
    [red] rojas
   *[green] verdes
}{ $kept } dejaron fuera a { $dropped }.
prize-step-kept = { " " }({ $count })
prize-name-count = { $name } ({ $count })
prize-waiting-level-first = { $guests ->
    [one] 1 invitado estaba empatado
   *[other] { $guests } invitados estaban empatados
} en { $counts }.
prize-waiting-still = { $before }{ $steps } Siguen empatados en { $counts }: { $names }; decide un corte.
prize-waiting-level = Empatados en { $counts }: { $names }; decide un corte.
prize-waiting-top = Empatados arriba: { $names }; decide un corte.
prize-waits-earlier = Espera el corte de un premio anterior (su ganador no puede llevarse también este).
prize-not-awarded-colour = No se otorga: nadie que pueda llevárselo tiene una estrella { $colour ->
    [gold] de oro
    [red] roja
   *[green] verde
}.
prize-not-awarded-points = No se otorga: nadie ha anotado un punto.
prize-passed-over = { " " }{ $names } { $count ->
    [one] ya tiene un premio y no puede
   *[other] ya tienen un premio y no pueden
} llevarse otro.
