# La pantalla de Reglas (issue 51): cómo juega este programa la velada, y las leyes del Cinch con sus páginas en el *Cinch* de Foster (1897).

# La fuente de una ley: su página o páginas en Foster ("p. 26", "p. 26–27").
help-pages = p. { $pages }
# La fuente de la entrada sobre tocar antes de que todas las mesas hayan informado.
help-overriding-bell = Tocar sin esperar

# Cómo juega este programa la velada.
help-more-tables = Más de 13 mesas
help-more-tables-text = Un palo tiene solo trece cartas, así que desde la mesa 14 el sorteo usa boletos numerados (14, 15, …) con las mismas reglas de palo y color del dorso. Escríbalos como «boleto 14♠» o «14P».
help-table-tie = Un empate en una mesa
help-table-tie-text = Los totales iguales se resuelven con un corte de las dos damas (los dos invitados del mazo rojo en asientos libres): la carta más alta gana para su pareja (pulse C y el programa corta, o N / E para quien ganó un corte real).
help-fourth-deal = El tiempo y la cuarta mano
help-fourth-deal-text = El reloj arranca cuando el anfitrión inicia la ronda. Los avisos solo piden jugar con agilidad: cada mesa juega las cuatro manos, y la { -bell } espera a la última.
help-chairs = Quién se queda en qué silla
help-chairs-text = Nadie camina si no hace falta. En la { -head-table } los dos ganadores conservan sus mismas sillas. En las demás, la dama que se queda conserva la suya, el caballero que llega se sienta frente a ella, la dama que llega toma la silla de la otra dama, y el caballero que se quedó pasa a sentarse frente a la dama que llega.
help-one-two-tables = Una o dos mesas
help-one-two-tables-text = Con una mesa nadie se mueve en toda la velada: mismas sillas, mismos compañeros. Con dos, los ganadores de la mesa 2 suben tal como están y las dos parejas perdedoras intercambian compañeros.
help-one-prize = Nadie gana dos premios
help-one-prize-text = Los premios se dan en el orden oro, rojo, verde; quien ya tiene uno queda fuera de los siguientes, y el premio pasa al siguiente en la fila.
help-booby-tie = El empate del premio de consuelo
help-booby-tie-text = Igualados en estrellas verdes: gana el premio de consuelo quien tenga menos estrellas rojas; si siguen igualados, menos estrellas doradas; si aún siguen igualados, un corte.
help-prize-unwon = Un premio que nadie puede ganar
help-prize-unwon-text = Si nadie que pueda llevarse un premio tiene una sola estrella de su color, el premio no se entrega, y la pantalla de Premios lo indica.
help-pairs-evening = Parejas toda la velada
help-pairs-evening-text = En cada mesa la pareja ganadora anota la diferencia de los dos puntajes; los perdedores no anotan nada. No hay { -head-table } ni { -booby-table }, ni estrellas.
help-set-back = Puntuación set-back
help-set-back-text = En set-back, una apuesta cumplida da a ambos lados lo que ganaron, y una apuesta fallida se resta a los apostadores, así que un total puede quedar bajo cero.
help-leavers-chair = Ocupar la silla de quien se va
help-leavers-chair-text = La silla es para el invitado del mismo lado que más tiempo lleva esperando; el anfitrión puede elegir a otra persona.
help-bottom-table = Cerrar la última mesa
help-bottom-table-text = Cuando una silla no se puede ocupar, la última mesa se cierra y sus jugadores ocupan las sillas vacías; quien sobre, espera.
help-lost-card = Una planilla perdida
help-lost-card-text = "Tocar de todos modos" resuelve una mesa sin resultado con un corte de las dos damas (los invitados del mazo rojo en asientos libres) y la marca "sin resultado"; su puntaje real se puede anotar después y las estrellas se ajustan.
help-member-side = El lado de un socio en la temporada
help-member-side-text = Las dos escaleras de estrellas de una temporada ubican a un socio según el lado que le da la lista de socios; un nombre sin lado allí va por el lado que tuvo en su última velada de damas y caballeros (en el orden de la temporada).
help-season-prizes = Premios en la temporada
help-season-prizes-text = Junto a las estrellas de un socio, la escalera cuenta los premios que ganó en cualquiera de las veladas de estrellas de la temporada, estén o no entre sus mejores veladas ("premios, todas las veladas"); los premios nunca cambian la clasificación.
help-on-ladder = Quién está en una escalera
help-on-ladder-text = Una escalera incluye a todos los que jugaron al menos una velada terminada de su tipo; quienes tienen menos veladas de las que pide la temporada aparecen sin puesto. Una noche duplicada cuenta para un jugador solo donde su pareja jugó una { -tray }.

# Las leyes del Cinch.
help-dealing = El reparto
help-dealing-text = Corta el jugador a la derecha del que reparte, dejando al menos cuatro cartas en cada parte. Nueve cartas a cada uno, de tres en tres, desde la izquierda; no se da vuelta ningún triunfo. El reparto pasa a la izquierda.
help-deal-wrong = Repartir fuera de turno o con el mazo equivocado
help-deal-wrong-text = Deténgalo antes de que el que reparte se dé las últimas tres cartas; después, el reparto vale. Un mazo imperfecto (cartas repetidas, faltantes o marcadas) anula solo la mano en la que se descubre.
help-deal-exposed = Una carta descubierta en el reparto
help-deal-exposed-text = Si el que reparte muestra una carta, el otro lado elige: dejar el reparto como está, o que el mismo jugador reparta de nuevo. Si uno de ellos muestra una carta, el que reparte puede repartir de nuevo siempre que no haya visto ninguna otra carta.
help-misdeal = Mal reparto
help-misdeal-text = Un mal reparto pierde la mano: reparte en su lugar el siguiente jugador a la izquierda. Es mal reparto si el mazo no se cortó, se barajó después del corte, un jugador recibió un número equivocado de cartas (salvo que se corrija antes de las cartas del siguiente jugador), o el que reparte contó las cartas. Quien interrumpe al que reparte pierde el derecho a reclamarlo. En una fiesta se juegan igual cuatro manos (pulse M en el anotador).
help-points = Los catorce puntos
help-points-text = Alta (el as de triunfo), Baja (el dos de triunfo), Jota y Juego (el diez de triunfo) valen uno cada uno; los dos Pedros (el cinco de triunfo y el otro cinco del mismo color) valen cinco cada uno. Los puntos son de quien los gana en las bazas.
help-bidding = La apuesta
help-bidding-text = Empezando a la izquierda del que reparte, cada jugador apuesta una vez o pasa, y cada apuesta debe superar a la anterior; catorce es el máximo. Una apuesta es definitiva. El que más apostó elige el triunfo sin consultar a su compañero; si todos pasan, el que reparte elige el triunfo sin apuesta.
help-bid-out-of-turn = Apostar fuera de turno
help-bid-out-of-turn-text = Una apuesta fuera de turno puede decirle demasiado al compañero, así que el jugador en falta (y a veces también su compañero) pierde el derecho a apostar en esa mano. Nombrar el propio palo antes de que el compañero haya apostado le impide apostar.
help-cards-shown = Cartas mostradas durante la apuesta; demasiadas cartas
help-cards-shown-text = Si se muestra una carta después de una apuesta y antes de elegir el triunfo, el otro lado puede hacer que el mismo jugador reparta de nuevo, o dejarlo así. Una apuesta hecha con más de nueve cartas en la mano es nula; un rival saca las cartas de más boca abajo y las devuelve al mazo.
help-discarding = El descarte
help-discarding-text = Una vez elegido el triunfo, todos ponen boca arriba cada carta que no sea triunfo (el otro Pedro cuenta como triunfo), al menos tres, para quedarse con seis. Un triunfo descartado debe nombrarse y no puede ser una carta que cuente puntos.
help-drawing = El robo, y robar del mazo
help-drawing-text = El que reparte da a cada jugador por turno las cartas necesarias para tener seis, y luego toma lo que quiera del resto, anunciando cuántas. Si alguien pide demasiadas, un rival saca las de más de su mano al azar. Si pide muy pocas, juega con menos o completa con los descartes (nunca un triunfo). Nadie puede preguntar cuántas robó otro.
help-play = El juego
help-play-text = Sale el que eligió el triunfo. Si se sale con triunfo, todos lo siguen si pueden (el otro Pedro debe jugarse si es el único triunfo). Con un palo común, un jugador puede fallar con triunfo, pero si no falla debe seguir el palo si puede. Seis bazas; quien gana cada una sale en la siguiente.
help-foul-hand = Una mano sucia
help-foul-hand-text = Si tiene más de seis cartas cuando se juega la primera: ese lado no anota nada en la mano, aunque sigue jugando para que el otro lado no se lleve todo. Si tiene muy pocas: saca una carta común de los descartes o juega con menos, sin penalidad.
help-lead-out-of-turn = Salir o jugar fuera de turno
help-lead-out-of-turn-text = Una salida fuera de turno que los otros tres siguen es válida. Si no, la carta queda descubierta y sale el jugador correcto. Si el último jugador de una baza juega antes que su compañero, el otro lado puede reclamar la baza.
help-revoke = El renuncio
help-revoke-text = No seguir el palo pudiendo hacerlo, sin fallar con triunfo, es un renuncio. Reclamado y probado antes de acordar el puntaje de la mano, el lado en falta no anota nada en esa mano; el otro lado anota todo lo que ganó, y una apuesta fallida del lado en falta igual va al otro lado (p. 47). En el anotador: RN o RE después de la mano.
help-exposed = Cartas descubiertas
help-exposed-text = Una carta que cae boca arriba, que se nombra, que se juega fuera de turno, o una segunda carta jugada a una baza queda boca arriba sobre la mesa, y el otro lado puede exigir que se salga o se juegue con ella. Un triunfo descubierto puede guardarse sin jugar, y entonces quien lo tiene no incurre en renuncio.
help-scoring = Puntuar una mano (estándar)
help-scoring-text = Apuesta cumplida: el lado con más puntos anota la diferencia (apuesta 9, gana 10 contra 4: seis). Apuesta fallida: los apostadores no anotan nada, y el otro lado anota sus propios puntos más la apuesta (apuesta 14, gana 2: los otros anotan 26). Empate a siete con la apuesta cumplida: nadie anota.
help-scoring-both = Puntuar una mano (anotan ambos lados)
help-scoring-both-text = Otro método: con la apuesta cumplida, cada lado anota los puntos que ganó. Una apuesta fallida se anota como en la forma estándar.
