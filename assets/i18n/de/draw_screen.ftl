# Der Bildschirm Auslosung (issue 51): die gezogenen Karten und der Tischplan; an einem Duplicate-Abend der Bildschirm Paare und seine Gäste.

draw-title = Die Auslosung
draw-add-guests = Zuerst Gäste eintragen: Ein Tisch braucht zwei von jeder Seite.
# { $top } is "the Ace", "Ace to 7"…; { $ladies } and { $gentlemen } are "ladies" and "gentlemen", or "red-pack guests" and "blue-pack guests".
draw-take-cards = { $tables ->
    [one] { $tables } Tisch
   *[other] { $tables } Tische
}. Nehmen Sie { $top } in ♠ und ♣ aus jedem Spiel: rote Rückseiten für die { $ladies }, blaue für die { $gentlemen }. Pik sitzt { -north-south }, Kreuz { -east-west }.
# How much of each suit the draw takes: { $top } is the highest card, 2 to 13 (11 the
# Jack, 12 the Queen, 13 the King), or the last ticket past the King.
draw-pack-range = { $kind ->
    [ace] das Ass
    [to] Ass bis { $top ->
        [11] Bube
        [12] Dame
        [13] König
       *[other] { $top }
    }
    [ticket] Ass bis König, dann Los 14
   *[tickets] Ass bis König, dann Lose 14 bis { $top }
}
# The cards as typed, in this language's letters (card-suit-letter, card-rank-letter): the program reads them so.
draw-type-cards = Oder tippen Sie die Karte, die jeder Gast aus einem echten Spiel gezogen hat (etwa 7P, 7♠, AK, 10♣), dann Enter: Der Cursor geht zum nächsten Gast.
draw-replace = { $count ->
    [one] { $count } Karte ist schon eingetragen. Für alle auslosen ersetzt sie.
   *[other] { $count } Karten sind schon eingetragen. Für alle auslosen ersetzt sie.
}
draw-anyway = Trotzdem für alle auslosen
draw-keep = Die Karten behalten
draw-clear = Löschen
draw-clear-name = Die Karte von { $name } löschen
draw-card-for = Karte für { $name }
draw-plan = Tischplan, Runde { $round }
draw-go-round = Zur Runde
draw-place = Tisch { $table }, { $seat }
draw-waiting = wartet

# The Pairs screen.
draw-pairs-explain = Partner spielen den ganzen Abend zusammen. Die Paare { -north-south } bleiben an ihren Tischen; die Paare { -east-west } rücken jede Runde einen Tisch weiter.
draw-start-evening = Den Abend beginnen
draw-start-tip = Die Paare setzen sich mit ihren Boards an ihre Tische: Runde 1
draw-deal-trays = Boards jetzt austeilen
draw-deal-trays-tip = Das Programm teilt jetzt jedes { -tray } aus, damit die Handverteilungen gedruckt und die Boards vor der Ankunft der Gäste bestückt werden können
draw-deal-to-print = um die Handverteilungen zu drucken ({ $key }) und die Boards vor dem Spiel zu bestücken.
draw-trays-dealt = Die Boards sind ausgeteilt: Die Handverteilungen sind auf dem Bildschirm Drucken ({ $key }).
draw-type-pairs = Tippen oder fügen Sie die Paare ein, eines pro Zeile ({ draw-pairs-example }), dann { $key }:
draw-pairs-box = Paare, eines pro Zeile
draw-add-pairs = Diese Paare eintragen
draw-pair-unpaired = Die { $count } Gäste ohne Paar in Listenfolge paaren
draw-move-pair-tip = Dieses Paar nach { $side } setzen
draw-move-pair-name = Paar { $tag } nach { $side } setzen
draw-take-apart = Trennen
draw-take-apart-name = Paar { $tag } trennen
draw-who-sits = Runde { $round }: Wer sitzt wo
draw-col-table = Tisch
draw-col-trays = Boards
draw-sits-out = setzt aus (das Phantom)
draw-guests = Gäste
draw-pairs-screen = Der Bildschirm Paare ({ $key })
draw-with = { $tag }, mit { $partner }
draw-not-paired = in keinem Paar
# The pairs' box's example, shown while it is empty: a pair's two names as typed.
draw-pairs-example = Anna Abel & Bernd Bauer
