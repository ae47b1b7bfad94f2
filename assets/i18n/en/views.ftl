# What the screens are told by the view layer (issue 51): the guest display's modes and looks, the pairs pasted, the season's counts, the standings page's columns, the keys in words.

# What the guest display shows: { $mode } is auto, seats, round, standings, ceremony, guest or season.
view-display-mode = { $mode ->
    [auto] Follow the evening
    [seats] Find your seat
    [round] Round and clock
    [standings] Standings
    [ceremony] Prize ceremony
    [guest] A guest's evening
   *[season] The season so far
}
# The guest display's look: { $look } is dark or light.
view-display-look = { $look ->
    [dark] dark (a dim room)
   *[light] light (a bright room or a washed-out projector)
}
# A line of the pasted pairs refused, and why.
view-pairs-not-two = not two names: write them like Ann & Bob
view-pairs-paired-already = { $name } is in a pair already
view-pairs-two-lines = { $name } is in two lines
# The duplicate ladder's title on the guest display's season board.
view-season-duplicate = Duplicate
# A count typed on the Season screen that is not one; { $typed } is what was typed.
view-season-not-best = "{ $typed }" is not a number of best evenings: type 1 or more, or leave the box empty for every evening. The season keeps what it had.
view-season-not-min = "{ $typed }" is not a number of evenings to be placed: type 1 or more. The season keeps what it had.
# The standings page's column heads: { $column } is guest, pair, players, matchpoints or plus-minus.
view-standings-column = { $column ->
    [guest] Guest
    [pair] Pair
    [players] Players
    [matchpoints] Matchpoints
   *[plus-minus] Plus/minus
}
# A command's keys: a run of numbered keys ("1 to 9"), or two keys ("Page Down or →").
view-keys-range = { $first } to { $last }
view-keys-or = { $first } or { $next }
