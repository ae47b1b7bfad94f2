# La pantalla Sorteo (issue 51): las cartas sorteadas y el plano de mesas; en una noche de Duplicado, la pantalla Parejas y sus Invitados.

draw-title = El sorteo
draw-add-guests = Agregue invitados primero: una mesa necesita dos de cada lado.
# { $top } is "the Ace", "Ace to 7"…; { $ladies } and { $gentlemen } are "ladies" and "gentlemen", or "red-pack guests" and "blue-pack guests".
draw-take-cards = { $tables ->
    [one] { $tables } mesa
   *[other] { $tables } mesas
}. Tome { $top } de ♠ y ♣ de cada mazo: dorso rojo para { $ladies }, dorso azul para { $gentlemen }. Las picas se sientan en { -north-south }, los tréboles en { -east-west }.
# How much of each suit the draw takes: { $top } is the highest card, 2 to 13 (11 the
# Jack, 12 the Queen, 13 the King), or the last ticket past the King.
draw-pack-range = { $kind ->
    [ace] el As
    [to] del As al { $top ->
        [11] Jota
        [12] Reina
        [13] Rey
       *[other] { $top }
    }
    [ticket] del As al Rey, y luego el boleto 14
   *[tickets] del As al Rey, y luego los boletos 14 a { $top }
}
# The cards as typed, in this language's letters (card-suit-letter, card-rank-letter): the program reads them so.
draw-type-cards = O escriba la carta que cada invitado sacó de un mazo real (como 7P, 7♠, AT, 10♣), y luego Enter: el cursor pasa al invitado siguiente.
draw-replace = { $count ->
    [one] Ya hay { $count } carta registrada. Sortear para todos la reemplaza.
   *[other] Ya hay { $count } cartas registradas. Sortear para todos las reemplaza.
}
draw-anyway = Sortear para todos de todos modos
draw-keep = Conservar las cartas
draw-clear = Borrar
draw-clear-name = Borrar la carta de { $name }
draw-card-for = Carta de { $name }
draw-plan = Plano de mesas, ronda { $round }
draw-go-round = Ir a la ronda
draw-place = mesa { $table }, { $seat }
draw-waiting = esperando

# The Pairs screen.
draw-pairs-explain = Los compañeros juegan juntos toda la noche. Las parejas de { -north-south } se quedan en sus mesas; las de { -east-west } suben una mesa en cada ronda.
draw-start-evening = Empezar la noche
draw-start-tip = Las parejas se sientan en sus mesas con sus bandejas: ronda 1
draw-deal-trays = Repartir las bandejas ahora
draw-deal-trays-tip = El programa reparte ahora cada { -tray }, para que el registro de manos pueda imprimirse y las bandejas armarse antes de que lleguen los invitados
draw-deal-to-print = para imprimir el registro de manos ({ $key }) y armar las bandejas antes de jugar.
draw-trays-dealt = Las bandejas están repartidas: el registro de manos está en la pantalla Imprimir ({ $key }).
draw-type-pairs = Escriba o pegue las parejas, una por línea ({ draw-pairs-example }), y luego { $key }:
draw-pairs-box = Parejas, una por línea
draw-add-pairs = Agregar estas parejas
draw-pair-unpaired = Emparejar a los { $count } invitados sin pareja, en el orden de la lista
draw-move-pair-tip = Pasar esta pareja a { $side }
draw-move-pair-name = Pasar la pareja { $tag } a { $side }
draw-take-apart = Separar
draw-take-apart-name = Separar la pareja { $tag }
draw-who-sits = Ronda { $round }: quién se sienta dónde
draw-col-table = Mesa
draw-col-trays = Bandejas
draw-sits-out = descansa (el fantasma)
draw-guests = Invitados
draw-pairs-screen = La pantalla Parejas ({ $key })
draw-with = { $tag }, con { $partner }
draw-not-paired = sin pareja
# The pairs' box's example, shown while it is empty: a pair's two names as typed.
draw-pairs-example = Ana Álvarez & Beto Báez
