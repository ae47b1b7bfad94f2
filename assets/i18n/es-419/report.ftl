# El informe (`cinch-party report FILE`).

count-guests = { $count ->
    [one] 1 invitado
   *[other] { $count } invitados
}
count-tables = { $count ->
    [one] 1 mesa
   *[other] { $count } mesas
}
count-rounds = { $count ->
    [one] 1 ronda
   *[other] { $count } rondas
}
count-pairs = { $count ->
    [one] 1 pareja
   *[other] { $count } parejas
}
count-side = { $open ->
    [yes] { $side ->
        [lady] { $count ->
            [one] 1 invitado del mazo rojo
           *[other] { $count } invitados del mazo rojo
        }
       *[gentleman] { $count ->
            [one] 1 invitado del mazo azul
           *[other] { $count } invitados del mazo azul
        }
    }
   *[no] { $side ->
        [lady] { $count ->
            [one] 1 dama
           *[other] { $count } damas
        }
       *[gentleman] { $count ->
            [one] 1 caballero
           *[other] { $count } caballeros
        }
    }
}
game-kind = { $game ->
    [stars] juego de estrellas
    [pairs] parejas toda la noche
    [individual] tarjetas individuales
   *[duplicate] duplicado
}
report-duplicate-head = { $guests }, { $pairs }
report-game = { -cinch } progresivo: { game-kind }{ $open ->
    [yes] , asientos libres
   *[no] {""}
}
report-company = { $guests } ({ $first }, { $second }), { $tables }, { $rounds }
report-prizes = Premios
report-held = Enviado desde los teléfonos, aún sin contar
report-held-line = la mesa { $table } envió { $ns }–{ $ew } para la ronda { $round } a las { $at }: { $waits }
waits-for = { $who ->
    [host] espera el visto bueno del anfitrión
    [east-west] se pide a { -east-west } que lo confirme
    [agreed] confirmado por { -east-west }, espera el visto bueno del anfitrión
   *[disputed] { -east-west } no está de acuerdo: decide el anfitrión
}
report-round = Ronda { $round }
report-role = { $role ->
    [head] princ.
    [booby] cons.
    [both] p+c
   *[plain] {""}
}
report-no-result = sin resultado
report-playing = jugando
report-cut-won = { "  " }corte ganado por { $side }
report-cut-won-cards = { "  " }corte ganado por { $side } ({ $cards })
report-cut-then = { $first }; luego { $next }
report-corrected = corregido
report-corrected-why = corregido: { $why }
report-sent-from = mesa { $table }
report-sent-disputed = { $from }, { -east-west } no estuvo de acuerdo, lo tomó el anfitrión
report-from-corrected = { "  " }(enviado desde { $from }, { $fixed })
report-from = { "  " }(enviado desde { $from })
report-fixed = { "  " }({ $fixed })
report-stars = Estrellas
report-score-cards = Tarjetas de puntos
report-score-cards-pairs = Tarjetas de puntos (parejas)

change-arrive = { $guest } llegó ({ $side }) y espera
change-leave = { $guest } se va
change-fill = { $guest } ocupa la silla de { $for_guest } en la mesa { $table } ({ $seat })
change-close = se cerró la mesa { $table }
change-close-fill = ; { $guest } ocupa la silla de { $for_guest } en la mesa { $table } ({ $seat })
change-close-waiting = ; { $names } { $count ->
    [one] pasa
   *[other] pasan
} a la lista de espera
change-open = se abrió la mesa { $table }: N { $north }, E { $east }, S { $south }, O { $west }
change-swap = { $first } y { $second } cambiaron de silla
change-withdraw = { $guest } ya no compite por los premios
