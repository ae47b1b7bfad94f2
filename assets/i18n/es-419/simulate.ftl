# Los ensayos (simulate): su título y por qué uno no puede jugarse como se pidió.

sim-rehearsal-title = Ensayo, semilla { $seed }
sim-star-rounds-most = Un ensayo del juego de estrellas dura como máximo { $most } rondas.
sim-pairs-range = Un ensayo dúplex admite de { $min } a { $max } parejas.
sim-needs-a-round = La noche necesita al menos una ronda.
sim-too-few-names-for-pairs = La lista de nombres tiene { $names ->
        [one] 1 nombre
       *[other] { $names } nombres
    }: son muy pocos para { $pairs } parejas.
sim-too-few-names = La lista de nombres tiene { $ladies } damas, { $gentlemen } caballeros y { $either } sin lado: son muy pocos para { $want-ladies } damas y { $want-gentlemen } caballeros.
sim-names-line = línea { $line } de los nombres: { $why }
sim-names-empty = la lista de nombres está vacía
sim-names-unreadable = No se puede leer la lista de nombres { $path }: { $why }.
sim-not-a-side = «{ $side }» no es un lado (lady o gentleman)
sim-name-twice = { $name } está dos veces en la lista
sim-pad-no-result = La mesa { $table } de la ronda { $number } tiene { $pad } manos en su planilla y todavía ningún resultado.
