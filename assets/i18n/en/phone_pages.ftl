# The phones' own pages (issue 51): a table's pad, a duplicate table's trays, a pair's page, the standings, and what their script says.

# What a duplicate table's and a pair's pages read from the host.
phonepage-ns-sits-out = { -north-south } sits out this round: no opponents. Pass { $trays } on unplayed.
phonepage-play-trays = Play { $trays }. { -north-south }: send each { -tray }'s result as soon as it is played.
phonepage-play-trays-exchange = Play { $trays }. { $exchange } { -north-south }: send each { -tray }'s result as soon as it is played.
phonepage-all-trays-in = All of this round's trays are with the host. Wait for the { -bell }.
phonepage-after-round = After the round { $move }.
phonepage-after-round-to = After the round { $pair } goes to table { $table }.
phonepage-pair-place = Round { $round }: table { $table }, sitting { $side }, against { $against }: { $trays }.
phonepage-pair-sits-out = Round { $round }: you sit out at table { $table } (no opponents).
phonepage-no-results = No results for your { -pair } yet.
phonepage-pair-won = The evening is over, and your { -pair } won its direction. Congratulations!
# "Your plus/minus after 6 trays: +12.50, 2nd of 11 East–West pairs." { $place } is "2nd"; { $level } other pairs share it.
phonepage-pair-score = Your { $measure ->
    [matchpoints] matchpoints
   *[plus-minus] plus/minus
} after { $trays ->
    [one] { $trays } { -tray }
   *[other] { $trays } trays
}: { $score }, { $place }{ $level ->
    [0] {""}
    [one] {" "}(level with { $level } other { -pair })
   *[other] {" "}(level with { $level } other pairs)
} of { $of } { $pairs }.
phonepage-tray-disputed = { -east-west } do not agree with { $outcome }. The host is called to settle it.
phonepage-tray-asked = { -east-west }: do you agree? { $outcome }

# Any address the phones' server does not know.
phonepage-not-found = Not found
phonepage-not-known = This link is not known here. Ask the host for your table's link.

# The pages' own words.
phonepage-table-title = { -cinch }: your table
phonepage-your-table = Your table
phonepage-chairs = Chairs
phonepage-north-chair = North
phonepage-south-chair = South (North's partner)
phonepage-east-chair = East
phonepage-west-chair = West (East's partner)
phonepage-moves = Where everyone goes
phonepage-moves-heading = The { -bell } has rung: where last round's players go
phonepage-reload = Reload
phonepage-recorded = Recorded
phonepage-agree-box = Agree
phonepage-agree-question = { -east-west }: do you agree?
phonepage-agree-how = Hand the phone to East or West. If you agree, the result counts; if not, the host is called to settle it.
phonepage-tie = Tie
phonepage-a-tie = A tie.
phonepage-tie-how = The two ladies cut; the higher card wins for her side (ace high).
phonepage-cut-program = Cut here (the program draws both cards)
phonepage-real-cut = Or, after a real cut, who won it?
phonepage-cut-ns = { -north-south }'s lady
phonepage-cut-ew = { -east-west }'s lady
phonepage-score-pad = Score pad
phonepage-col-deal = Deal
phonepage-col-dealer = Dealer
phonepage-col-bid = Bid
phonepage-col-ns-took = { -ns } took
phonepage-col-ew-took = { -ew } took
phonepage-col-ns = { -ns }
phonepage-col-ew = { -ew }
phonepage-running-totals = Running totals
phonepage-deal-one = Deal 1
phonepage-dealt-by = dealt by
phonepage-take-back = Take back the last deal
phonepage-four-played = Four deals played. Totals:
phonepage-send = Send to the host
phonepage-totals-only = Kept the score on paper? Send just the totals
phonepage-ns-total = { -north-south }'s total
phonepage-ew-total = { -east-west }'s total
phonepage-send-totals = Send these totals to the host
phonepage-the-host = The host
phonepage-where-everyone = Where does everyone sit?
phonepage-trays-title = { -cinch }: your table's trays
phonepage-pairs = Pairs
phonepage-ns-stays = { -north-south } (stays at this table)
phonepage-ew-this-round = { -east-west } (this round)
phonepage-trays = Trays
phonepage-after-the-round = After the round
phonepage-pair-title = { -cinch }: your { -pair }
phonepage-your-pair = Your { -pair }
phonepage-now = Now
phonepage-this-round = This round
phonepage-next-round = Next round
phonepage-score = Score
phonepage-your-score = Your score
phonepage-standings-title = { -cinch }: standings
phonepage-standings = Standings
phonepage-standings-waiting = Waiting for the host's laptop…

# What the pages' script says, given it by the page (data-w-…); %name is filled in by the script.
phonepage-js-unreachable = The host's laptop cannot be reached. Check that this phone is on the party's Wi-Fi, then try again.
phonepage-js-strange = The host's laptop answered strangely (%status).
phonepage-js-unknown-link = This link is not known to the host. Ask the host for your link.
phonepage-js-host-called = The host is called
phonepage-js-call-host = Call the host
phonepage-js-north = North
phonepage-js-east = East
phonepage-js-south = South
phonepage-js-west = West
phonepage-js-who-bid = Who bid?
phonepage-js-all-passed = All passed
phonepage-js-no-revoke = None
phonepage-js-by-ns = by { -north-south }
phonepage-js-by-ew = by { -east-west }
phonepage-js-bidder = Bidder
phonepage-js-bid = Bid
phonepage-js-ns-took = { -north-south } took
phonepage-js-ew-took = { -east-west } took
phonepage-js-revoke = Revoke or foul hand
phonepage-js-misdeal = Misdeal
phonepage-js-ns = { -north-south }
phonepage-js-ew = { -east-west }
phonepage-js-type-points = type the points %side took
phonepage-js-points-range = %side's points are a whole number from 0 to %all
phonepage-js-choose-bidder = choose who bid (or All passed)
phonepage-js-choose-bid = choose the bid
phonepage-js-points-sum = the two sides' points make %all together
phonepage-js-to-send = To send: %why.
phonepage-js-type-total = type %side's total
phonepage-js-total-whole = %side's total is a whole number
phonepage-js-has-result = The host has this table's result:
phonepage-js-sent-waiting = Sent to the host, waiting for the host's OK:
phonepage-js-pad-misdeal = misdeal
phonepage-js-pad-passed = passed
phonepage-js-deal-n = Deal %n
phonepage-js-add-deal = Add deal
phonepage-js-has-it = The host has it. Thank you!
phonepage-js-sent-wait-ok = Sent. Waiting for the host's OK.
phonepage-js-tray-n = Tray %n
phonepage-js-seat-deals = %seat deals
phonepage-js-fix = If that is wrong, ask the host to correct it.
phonepage-js-send-tray = Send tray %n
phonepage-js-tray-not-played = Tray %n not played
phonepage-js-agree = Agree
phonepage-js-disagree = Disagree
phonepage-js-has-tray = The host has tray %n. Thank you!
phonepage-js-host-settles = The host is called to settle it.
phonepage-js-sits-out = Sits out this round (no opponents)
phonepage-js-with-host = ✓ With the host: %words
phonepage-js-sending-tray = Sending tray %n…
phonepage-js-tray-sent = Tray %n sent. It counts when { -east-west } agree, below.
# The guest display in a television's browser (issue 51): its tab's title, and what it
# says while it looks for the host's laptop again.
phonepage-display-title = Cinch: for the guests
phonepage-display-looking = Looking for the host's laptop…
