# La hoja de resultados y las palabras que comparte con los demás impresos.

results-not-star = Esta hoja es de una noche de estrellas: una noche de { -cinch } duplicado imprime la suya.
results-summary = { $guests } · { $tables } · { $played } · { game-kind }; anotadores con { deal-scoring }
deal-scoring = { $method ->
    [standard] puntuación estándar (la diferencia)
    [both_score] ambos lados anotan lo que ganan
   *[set_back] set-back
}
section-continued = { $name } (continúa)
section-so-far = { $name } { $far }
so-far-setup = hasta ahora: el juego no ha empezado
so-far-during = hasta ahora, durante la ronda { $round }
so-far-none = hasta ahora: no se ha jugado ninguna ronda
so-far-after = hasta ahora, tras la ronda { $round }
rounds-ended = la noche terminó tras la ronda { $round }
rounds-of-planned = { $ended } de { $planned ->
    [one] 1 ronda
   *[other] { $planned } rondas
} jugadas
rounds-played = { $count ->
    [one] 1 ronda jugada
   *[other] { $count } rondas jugadas
}
results-prizes = Premios
results-not-over = La noche no ha terminado: cada premio es de quien lo encabeza ahora, y puede cambiar hasta la última { -bell }.
results-no-prizes = Todavía no hay premios.
results-winner = { $title }: { $name }
prize-status = { $title }: { $status ->
    [awarded] otorgado
    [awaiting-cut] espera su corte
    [awaiting-earlier] espera un corte anterior
   *[not-awarded] no otorgado
}
results-cut-n = Corte { $n }: { $cards }
results-cut = Corte: { $cards }
results-standings = Clasificación
results-guest = Invitado
results-prize = Premio
group-title = { $side ->
    [lady] Damas
    [gentleman] Caballeros
   *[all] Todos
}
results-points = Puntos
results-rounds = Rondas
results-deals = Manos: { $deals }
results-evenings = La noche de cada invitado
results-guest-stars = { $name } ({ $side }): { $stars }
results-guest-side = { $name } ({ $side })
results-round-line = Ronda { $round }: { $words }
results-won = Ganó: { $title }

table-title = Mesa { $table }{ table-tag }
table-tag = { $role ->
    [head] { " " }(principal)
    [booby] { " " }(de consuelo)
    [both] { " " }(principal y de consuelo)
   *[plain] {""}
}
table-playing = jugando
note-tie-cut = empate, corte ganado por { $side }
note-bell-cut = sin resultado: decidido por un corte al sonar la { -bell }
note-disputed = { -east-west } no estuvo de acuerdo; lo tomó el anfitrión
note-corrections = { $count ->
    [one] 1 corrección
   *[other] { $count } correcciones
}
note-corrections-why = { note-corrections } ({ $why })

deal-dealer = reparte { seat-word }
deal-misdeal = , mal repartido
deal-bid = , { $bidder } apostó { $bid }
deal-points = , puntos { $ns_points }–{ $ew_points }, anotado { $ns_score }–{ $ew_score }
deal-revoke = , renuncio de { side-letters }
seat-word = { $seat ->
    [north] Norte
    [east] Este
    [south] Sur
   *[west] Oeste
}

round-left = se había ido
round-not-arrived = aún no había llegado
round-waiting = esperando una silla
round-at = mesa { $table }{ table-tag }, { seat-name }, con { $partner } contra { $opponents }
round-playing = : aún jugando
round-no-result = : sin resultado (decidido por un corte)
round-score = : { $verb ->
    [won] ganó
    [lost] perdió
   *[tied] empató
} { $us }–{ $them }
round-tie = { " " }(empate; { cut-outcome })
cut-outcome = { $won ->
    [yes] ganó
   *[no] perdió
} el corte de { $open ->
    [yes] los invitados del mazo rojo
   *[no] las damas
}
round-corrected = { " " }(corregido: { $why })
round-star = , una estrella { $colour ->
    [gold] de oro
    [red] roja
   *[green] verde
}
round-no-star = , sin estrella
