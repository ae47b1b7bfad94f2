# Las palabras propias de la página publicada de resultados (del juego de estrellas y del Cinch duplicado), y de la carta como página.

web-not-over = La noche no había terminado cuando se hizo esta página: la clasificación y los premios están como estaban entonces.
web-find-evening = Busque su propia noche
web-to-top = Volver arriba
web-prize-status = { $status ->
    [awarded] otorgado
    [awaiting-cut] espera su corte
    [awaiting-earlier] espera un corte anterior
   *[not-awarded] no otorgado
}
web-pair-evenings = La noche de cada pareja
web-round-against-trays = Mesa { $table }, contra { $against }: { $trays }
web-round-against = Mesa { $table }, contra { $against }
web-round-sat-out = Mesa { $table }, descansó
web-elsewhere = en otras mesas:
web-table-result = mesa { $table } { $result }
web-no-pair = En ninguna pareja esta noche.
