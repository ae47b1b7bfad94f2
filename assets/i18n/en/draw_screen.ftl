# The Draw screen (issue 51): the cards drawn and the table plan; on a Duplicate evening, the Pairs screen and its Guests.

draw-title = The draw
draw-add-guests = Add guests first: a table needs two of each side.
# { $top } is "the Ace", "Ace to 7"…; { $ladies } and { $gentlemen } are "ladies" and "gentlemen", or "red-pack guests" and "blue-pack guests".
draw-take-cards = { $tables } tables. Take { $top } of ♠ and ♣ from each pack: red backs for the { $ladies }, blue backs for the { $gentlemen }. Spades sit { -north-south }, clubs { -east-west }.
# How much of each suit the draw takes: { $top } is the highest card, 2 to 13 (11 the
# Jack, 12 the Queen, 13 the King), or the last ticket past the King.
draw-pack-range = { $kind ->
    [ace] the Ace
    [to] Ace to { $top ->
        [11] Jack
        [12] Queen
        [13] King
       *[other] { $top }
    }
    [ticket] Ace to King, then ticket 14
   *[tickets] Ace to King, then tickets 14 to { $top }
}
# The cards as typed, in this language's letters (card-suit-letter, card-rank-letter): the program reads them so.
draw-type-cards = Or type the card each guest drew from a real pack (like 7S, 7♠, AC, 10♣), then Enter: the cursor goes on to the next guest.
draw-replace = { $count ->
    [one] { $count } card is already recorded. Drawing for everyone replaces it.
   *[other] { $count } cards are already recorded. Drawing for everyone replaces them.
}
draw-anyway = Draw for everyone anyway
draw-keep = Keep the cards
draw-clear = Clear
draw-clear-name = Clear the card of { $name }
draw-card-for = Card for { $name }
draw-plan = Table plan, round { $round }
draw-go-round = Go to the round
draw-place = table { $table }, { $seat }
draw-waiting = waiting

# The Pairs screen.
draw-pairs-explain = Partners play together all evening. { -north-south } pairs stay at their tables; { -east-west } pairs move up a table each round.
draw-start-evening = Start the evening
draw-start-tip = The pairs sit down at their tables with their trays: round 1
draw-deal-trays = Deal the trays now
draw-deal-trays-tip = The program deals every tray now, so that the hand records can be printed and the trays made up before the guests arrive
draw-deal-to-print = to print the hand records ({ $key }) and make the trays up before play.
draw-trays-dealt = The trays are dealt: the hand records are on the Print screen ({ $key }).
draw-type-pairs = Type or paste the pairs, one a line ({ draw-pairs-example }), then { $key }:
draw-pairs-box = Pairs, one a line
draw-add-pairs = Add these pairs
draw-pair-unpaired = Pair the { $count } guests not in a pair, in list order
draw-move-pair-tip = Move this pair to { $side }
draw-move-pair-name = Move pair { $tag } to { $side }
draw-take-apart = Take apart
draw-take-apart-name = Take pair { $tag } apart
draw-who-sits = Round { $round }: who sits where
draw-col-table = Table
draw-col-trays = Trays
draw-sits-out = sits out (the phantom)
draw-guests = Guests
draw-pairs-screen = The Pairs screen ({ $key })
draw-with = { $tag }, with { $partner }
draw-not-paired = not in a pair
# The pairs' box's example, shown while it is empty: a pair's two names as typed.
draw-pairs-example = Ann Abbott & Bob Baker
