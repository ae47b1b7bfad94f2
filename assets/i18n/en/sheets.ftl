# The print-outs' own words: the season table, the tally sheet, the star cards and Duplicate Cinch's guide cards, traveller slips, pair cards, hand records and results sheet.

sheet-not-for-party = { $documents } are not printed for this party: it is { $duplicate ->
    [yes] a Duplicate { -cinch } party
   *[no] not a Duplicate { -cinch } party
}. It can print { $offered }.

# A column's heading on a sheet or the published page.
sheet-column = { $column ->
    [round] Round
    [table] Table
    [pair] Pair
    [players] Players
    [trays] Trays
    [what] What happened
    [result] Result
    [against] Against
    [our-score] Our score
    [notes] Notes
    [member] Member
    [counted] Counted
    [per-cent] Per cent
    [side] Side
    [score] Score
    [bidder] Bidder
    [bid] Bid
    [ns-pair] { -ns } pair
    [ew-pair] { -ew } pair
    [ns-points] Points { -ns }
    [ew-points] Points { -ew }
    [ns-score] Score { -ns }
    [ew-score] Score { -ew }
    [gold] Gold
    [red] Red
   *[green] Green
}

sheet-count-trays = { $count ->
    [one] 1 tray
   *[other] { $count } trays
}
sheet-count-evenings = { $count ->
    [one] 1 evening
   *[other] { $count } evenings
}
# "tray 5", "trays 5, 6", "trays 9–12": { $list } is the trays' numbers.
sheet-trays = { $count ->
    [one] tray { $list }
   *[other] trays { $list }
}
sheet-table = Table { $table }
sheet-tray = Tray { $tray }
sheet-deals = { $seat } deals
sheet-tray-dealer = Tray { $tray } · { $seat } deals
sheet-sits-out = sits out
sheet-not-played = not played

# The season table (paper and page).
sheet-season-title = Season { $name }
sheet-season-best = the best { $best } evenings of each member count
sheet-season-every = every evening counts
sheet-season-summary = { $evenings } · { $best } · { $placed } to be placed
sheet-season-stars = Stars: { $group }
sheet-season-duplicate = Duplicate: matchpoints
sheet-season-evenings = The evenings
sheet-counted-of = { $counted } of { $evenings }

# The tally sheet.
sheet-tally-heading = { $title }: tally of stars
sheet-tally-heading-rounds = { $title }: tally of stars, rounds { $first } to { $last }
sheet-tally-round = R{ $round }
sheet-tally-left = left
sheet-tally-wait = wait

# Duplicate Cinch's results sheet.
sheet-method = { $method ->
    [plus-minus] plus and minus
   *[matchpoints] matchpoints
}
sheet-dup-summary = Duplicate { -cinch } · { $pairs } at { $tables } · { $trays }, { $per_table } a table · { $movement } · scored by { $method } · { $played }
sheet-the-hands = The hands
sheet-group-standings = { $group } standings
sheet-travellers = Travellers

# The guide cards.
sheet-guide-card = Guide card
sheet-guide-foster = Half of this table's trays are played each round. After it the { -east-west } pair takes the trays it has just played up to the next table and puts them under the trays waiting there.
sheet-guide-mitchell = After each round the { -east-west } pair moves up one table and the { -north-south } pair passes the trays down one table.
sheet-guide-howell = The two-table Howell: every pair meets every other pair. Both tables play the same trays each round. After each round the pairs change places as the last column says; the round's trays are done.
sheet-guide-skip = { " " }Once, after round { $round }, the { -east-west } pairs move up two tables (the skip).
sheet-guide-phantom = { " " }In the round that says “{ sheet-sits-out }”, the { -north-south } pair has no opponents: the trays still move on.
sheet-guide-seat = table { $table } { $side }
sheet-guide-then = { $first } then { $then }
sheet-guide-exchange = exchange half-way
sheet-guide-last-round = The last round
sheet-guide-sits-out = Sits out
sheet-guide-no-opponents = no opponents this round
sheet-guide-not-here = not played here
sheet-guide-ew-taking = { -ew } pair to table { $table }, taking
sheet-guide-put-under = { $trays } to put under
sheet-guide-ns-takes = { -ns } pair takes { $trays }
sheet-guide-under-there = to table { $table }, under the trays there
sheet-guide-ew-to = { -ew } pair to table { $table }
sheet-guide-trays-to = { $trays } to table { $table }
sheet-guide-pairs = { -north-south } v { -east-west }
sheet-guide-ew-pair = { -east-west } pair
sheet-guide-after = After the round
sheet-guide-howell-head = The pairs change places after each round: read your pair's line. Half-way through each round, exchange trays with table { $other }.
sheet-guide-ns-head = { -north-south }: pair { $pair }, { $names }. You stay at this table all evening.

# The traveller slips.
sheet-traveller-how = { -north-south } fills in its row after the tray, folds the slip back into the tray and passes it on.

# The pair cards.
sheet-pair-link = Your pair's page on a phone: { $link }
sheet-pair-ns = You sit { -north-south } at table { $table } all evening.
sheet-pair-ew = You sit { -east-west }, starting at table { $table }; after each round go where the table's guide card says.
sheet-pair-howell = The two-table Howell: you start at table { $table }; each round, sit at the table and in the direction of its line.
sheet-pair-sits-out = sits out (no opponents)
