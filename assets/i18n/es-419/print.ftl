document-name = { $document ->
    [tables] Tarjetas de mesa
    [pads] Anotadores de esta ronda
    [blank-pads] Anotadores en blanco
    [stars] Tarjetas de estrellas
    [tally] Hoja de control
    [results] Hoja de resultados
    [guides] Tarjetas guía
    [travellers] Hojas viajeras
    [pair-cards] Tarjetas de pareja
   *[hands] Registro de manos
}
document-in-sentence = { $document ->
    [tables] las tarjetas de mesa
    [pads] los anotadores de esta ronda
    [blank-pads] los anotadores en blanco
    [stars] las tarjetas de estrellas
    [tally] la hoja de control
    [results] la hoja de resultados
    [guides] las tarjetas guía
    [travellers] las hojas viajeras
    [pair-cards] las tarjetas de pareja
   *[hands] el registro de manos
}
document-about = { $document ->
    [tables] Una página por mesa: su número para poner sobre la mesa, con la principal y la de consuelo señaladas (en una fiesta de duplicado, la pareja { -north-south } que se sienta allí). Imprima antes de que lleguen los invitados.
    [pads] Dos anotadores por página, uno por mesa, con los nombres de esta ronda en sus sillas, los que reparten en orden y la regla de puntuación. Imprima tras cada { -bell }.
    [blank-pads] Anotadores sin nombres para cada mesa y cada ronda de la noche, agrupados por mesa, dos por página: imprima una vez y deje un montón en cada mesa.
    [stars] Una tarjetita para que cada invitado la lleve, con una casilla por ronda para la estrella que gane. Ocho por página; recorte por las líneas.
    [tally] Cada invitado y cada ronda, completado hasta donde va la noche: si la computadora falla, la noche sigue con lápiz.
    [results] Los premios (o los ganadores de una noche de duplicado) y cómo se decidió cada uno, la clasificación, cada ronda o cada hoja viajera: para colgar o repartir.
    [guides] Una página por mesa para dejar sobre ella: para cada ronda, la pareja { -east-west } que llega, las bandejas que se juegan y adónde van después la pareja y las bandejas.
    [travellers] Una hoja por { -tray }, que viaja doblada dentro: una fila por mesa en el orden en que allí se juega la { -tray }, para llenar con lápiz.
    [pair-cards] Una tarjeta por { -pair }: para cada ronda su mesa, sus rivales y las bandejas, con lugar para anotar sus puntos. Recorte por las líneas.
   *[hands] El reparto del programa de cada { -tray }, las cuatro manos por palos con el que reparte señalado: arme las bandejas con él antes de que lleguen los invitados.
}
paper-name = { $paper ->
    [a4] A4
   *[letter] Carta (EE. UU.)
}
page-footer = { $label } · página { $page } de { $total }
count-pages = { $count ->
    [one] 1 página
   *[other] { $count } páginas
}
wrote-printout = Escrito: { document-name } ({ count-pages }, { paper-name }, { $title }) en { $path }

print-no-tables = Todavía no hay mesas: una mesa necesita dos damas y dos caballeros (o cuatro invitados). Agregue primero a los invitados.
print-no-guests = Todavía no hay invitados: agréguelos primero en la pantalla Invitados.
print-no-pairs = Todavía no hay parejas: agréguelas primero en la pantalla Parejas.
print-guests-deal = En esta fiesta los invitados reparten las bandejas ellos mismos, así que no hay registro de manos: marque «{ screen-deal-trays }» en la pantalla Fiesta antes de jugar para que el programa las reparta.
print-not-dealt = Las bandejas aún no están repartidas: pulse «Repartir las bandejas ahora» (en la pantalla Imprimir o Parejas), o empiece la noche, y desde entonces las manos quedan fijas.
print-pdf = No se pudo crear el PDF: { $why }.
saved-printout = Guardado: { document-name } ({ count-pages }, { paper-name }) como { $path }.
save-printout-as = Guardar { document-in-sentence } como

card-table = MESA
card-ns-pair-sits = Aquí se sienta la pareja { -north-south } { $table }
card-role = { $role ->
    [head] Mesa principal
    [booby] Mesa de consuelo
   *[both] Mesa principal y de consuelo
}
card-check-in = REGÍSTRESE
card-door-1 = Escanee el código con la cámara del teléfono,
card-door-2 = escriba su nombre y toque Registrarse.
card-door-3 = El anfitrión lo hace pasar desde la computadora;
card-door-4 = luego «¿Dónde me siento?» muestra su mesa.
card-scan-pad = Escanee para el anotador: { $link }

deal-rule = { $method ->
    [standard] Apuesta cumplida: el lado con más puntos anota la diferencia. Apuesta fallida: el otro lado anota sus puntos más la apuesta.
    [both_score] Apuesta cumplida: cada lado anota los puntos que ganó. Apuesta fallida: el otro lado anota sus puntos más la apuesta.
   *[set_back] Cada lado anota los puntos que ganó; una apuesta fallida se descuenta del puntaje de quienes apostaron.
}
pad-column = { $column ->
    [deal] Mano
    [dealer] Reparte
    [bid-by] Apostó
    [bid] Apuesta
    [ns-took] N–S hizo
    [ew-took] E–O hizo
    [ns-score] N–S anota
    [ew-score] E–O anota
    [ns-total] N–S total
   *[ew-total] E–O total
}
pad-round-blank = Ronda ____
pad-heading = { $title } · anotador
pad-totals = Totales de la ronda
pad-scoring = Puntuación: { $rule }
pad-points = Cada mano tiene 14 puntos: Alta, Baja, Jota y Juego 1 cada uno, cada Pedro 5. Se apuesta de 1 a 14; si todos pasan, el que reparte elige el triunfo. Un mal reparto pasa la mano a la izquierda.
pad-tie = Gana la ronda la pareja con más puntos. Empate: cortan { $cutters ->
    [damas] las damas
   *[other] los { $cutters }
}, y gana la carta más alta (el As es alto).
pad-winners = Ganadores: { -north-south }  /  { -east-west }        Corte (empate): ________
# A hand record's chair that deals the tray, and the tray's heading: { $seat } is a chair's name.
print-hand-dealer = { $seat } (reparte)
print-tray-dealer = Reparte { $seat }
