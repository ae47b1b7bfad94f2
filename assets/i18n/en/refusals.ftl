# The rules' refusals (issue 51 §2): why an action was refused, in words a host can read aloud.

refusal-already-held = A result from table { $table } already waits for the host's OK.
refusal-nothing-held = Nothing from table { $table } waits for the host's OK.
refusal-held-no-longer-fits = Table { $table }'s pad has changed since its phone sent its result: turn the result down and ask the table to send again.
refusal-not-asked-to-agree = Table { $table }'s result is not waiting for { -east-west } to agree.
refusal-already-at-the-door = { $name } is already waiting at the door: the host will let them in.
refusal-not-at-the-door = Nobody called { $name } is waiting at the door.
refusal-side-needed = Say whether { $name } sits as a lady or a gentleman.
refusal-door-full = { $waiting } guests are already waiting at the door: the host must let them in first.
refusal-why-too-long = Say why in at most { $max } characters.
refusal-why-has-control = The reason has an invisible or control character ({ $code }): type it again.
refusal-already-calling = Table { $table } has already called the host.
refusal-no-call = Table { $table } is not calling the host.
refusal-not-a-table-result = Only table { $table }'s own result, deals and cut can wait for the host's OK.
refusal-time-not-understood = "{ $text }" is not a time: type it like 23:15.
# { $day } is today or tomorrow.
refusal-time-does-not-exist = That time does not exist { $day ->
    [tomorrow] tomorrow
   *[today] today
} (a clock change).
refusal-empty-name = A guest needs a name: the name was empty.
refusal-name-too-long = That name is too long (at most { $max } letters).
refusal-title-too-long = That title is too long (at most { $max } letters).
refusal-name-has-control = A name cannot hold control characters or invisible marks (found { $code }): type it again.
# { $removed } is yes when the guest with that name was taken off the list.
refusal-duplicate-name = There is already a guest called "{ $name }"{ $removed ->
    [yes] {" "}(taken off the list earlier, but still in the party's record)
   *[no] {""}
}. Add an initial or a surname to tell them apart.
refusal-guest-removed = { $name } was taken off the list.
refusal-unknown-guest = There is no guest number { $id } in this party.
refusal-too-few-guests = A table needs four players, and there are only { $count } guests.
# { $side } is "ladies", "gentlemen", "red-pack guests" or "blue-pack guests".
refusal-side-too-small = Every table needs two { $side }, and there { $count ->
    [one] is
   *[other] are
} only { $count }.
refusal-card-not-understood = "{ $text }" is not a card of the draw. Type the pips and a black suit, like 7S, 7♠, AC or 10♣.
# { $typed } and { $back } are red or blue.
refusal-card-back-mismatch = That card has a { $typed ->
    [red] red
   *[blue] blue
} back, but this guest draws from the { $back ->
    [red] red
   *[blue] blue
}-backed pack.
# { $side } is "lady", "gentleman", "red-pack guest" or "blue-pack guest"; { $back } is red or blue.
refusal-card-wrong-back = { $name } is a { $side } and draws from the { $back ->
    [red] red
   *[blue] blue
}-backed pack, not this card.
refusal-card-outside-pack = { $card } is not in the draw pack: with { $tables } tables the pack runs from Ace to { $highest }.
refusal-card-drawn-twice = { $card } was already drawn by { $holder }: each card is drawn once.
# A card of the draw with its back: "7♠ (red back)".
refusal-card = { $face } ({ $back ->
    [red] red
   *[blue] blue
} back)
# A card of the draw above the King: "ticket 14".
refusal-ticket = ticket { $number }
# A rank as a host says it: Ace, 7, Jack, Queen, King.
refusal-rank = { $rank ->
    [1] Ace
    [11] Jack
    [12] Queen
    [13] King
   *[other] { $rank }
}
refusal-draw-incomplete = The draw is not complete. Not drawn yet: { $undrawn }. Guests with no card: { $without }.
# The end of a long list: "A♠, 2♠ and 12 more".
refusal-and-more = { $shown } and { $more } more
refusal-nobody = none
refusal-play-started = Play has started, so { $what ->
    [seating] the seating and the ways of scoring
    [draw] the draw
    [packs] the packs
    [trays] the trays
    [pairs] the pairs
   *[start] the start
} can no longer be changed.
refusal-not-started = The tables are not seated yet: make the draw and seat the tables first.
refusal-evening-finished = The evening is over: no more rounds are played. Undo the last { -bell } to reopen it.
refusal-score-negative = A score cannot be negative ({ $score }).
refusal-score-too-low = { $score } points cannot be lost in four deals (at least { $min }). Check the score card.
refusal-score-too-large = { $score } points cannot be made in four deals (at most { $max }). Check the score card.
refusal-score-not-a-number = "{ $text }" is not a score: type a whole number of points, like 23.
refusal-no-such-table = There is no table { $table }: this round has tables 1 to { $tables }.
refusal-no-such-round = There is no round { $round } yet.
refusal-result-already-entered = Table { $table } already has a result for round { $round }. Correct it instead of entering it again.
refusal-no-result-to-correct = Table { $table } has no result in round { $round } to correct.
refusal-no-tie-to-cut = Table { $table } has no tie waiting for a cut.
refusal-bell-held = The { -bell } waits for { $missing }.
# What the bell waits for, a part each: "tables 3 and 7 (no result yet)".
refusal-waits-unreported = { $tables } (no result yet)
refusal-waits-held = { $tables } (sent from a phone, not yet counted)
# { $cutters } is "ladies" or "red-pack guests".
refusal-waits-uncut = { $tables } (a tie waiting for the { $cutters }' cut)
refusal-waits-trays = table { $table } ({ $trays })
# "tray 5", "trays 5 and 6".
refusal-trays-list = { $count ->
    [one] tray { $names }
   *[other] trays { $names }
}
refusal-cut-does-not-fit = That cut does not fit the tie: the players or the cards do not match.
refusal-no-cut-needed = The { $prize ->
    [gold] gold
    [red] red
    [green] green
    [pair] pair
   *[score] score
} prize needs no cut.
refusal-already-balanced = The two packs are already as even as they can be.
refusal-not-open-seating = Sides are balanced only in open seating; ladies and gentlemen keep their side.
refusal-guest-in-play = { $name } is seated or has played, so { $what ->
    [side] their side cannot change
   *[removal] they stay on the list
}.
refusal-round-started = Round { $round } has already started.
refusal-round-not-started = Round { $round } has not started yet: start it first.
refusal-clock-already-paused = The clock is already paused.
refusal-clock-not-paused = The clock is running: there is no pause to end.
refusal-round-underway = Round { $round } has begun (a table has reported), so { $what ->
    [tables] its tables
   *[chairs] its chairs
} can no longer change.
refusal-already-leaving = { $name } is already leaving.
refusal-already-withdrawn = { $name } is already out of the prize list.
refusal-chair-not-empty = The { $seat } chair at table { $table } is not empty: { $name } sits there.
# { $side } is "ladies", "gentlemen", "red-pack guests" or "blue-pack guests".
refusal-wrong-side-for-chair = { $name } cannot sit { $seat }: those chairs are for the { $side }.
# A new table's chairs of a side: { $side } is lady or gentleman.
refusal-chairs-of = { $side ->
    [lady] North or East
   *[gentleman] South or West
}
refusal-not-waiting = { $name } is not waiting: only a waiting guest can sit down here.
refusal-last-table = A party always keeps one table: the last one cannot close.
# { $first_side } and { $second_side } are "ladies" and "gentlemen" (or the packs' guests in open seating).
refusal-too-few-waiting = A new table needs two { $first_side } and two { $second_side } waiting; { $ladies } and { $gentlemen } wait.
refusal-swap-with-self = { $name } cannot swap chairs with themselves.
refusal-swap-across-sides = { $a } and { $b } are not of the same side: only two { $first_side } or two { $second_side } can swap chairs.
refusal-empty-chairs = Round { $round } has empty chairs ({ $tables }): fill them from the waiting list or close a table first.
refusal-round-minutes = A round lasts between 1 and { $max } minutes.
refusal-warning-after-end = The warning must come before the end of the round.
refusal-volume = The volume runs from 0 to 100.
refusal-trays-per-table = A table starts with 1 to { $max } trays.
refusal-rounds = An evening lasts between 1 and { $max } rounds.
refusal-twice-in-list = twice in the list
refusal-replay-settings = its settings are out of range: { $why }
refusal-replay-step = step { $step } of its history is refused: { $why }

## A deal typed on a pad (R-DEAL).

refusal-bid-out-of-range = A bid runs from 1 to 14, not { $bid }.
refusal-points-out-of-range = A side takes between 0 and 14 points in a deal, not { $points }.
refusal-points-not-fourteen = The two sides' points make 14 in every deal, not { $ns } and { $ew }.
refusal-misdeal-with-points = A misdeal is lost: it has no bid, no points and no revoke.
refusal-no-deal-to-drop = Table { $table } has no deal to take back.
refusal-pad-incomplete = Table { $table }'s pad has { $played } deals played: a round is four.
refusal-fifth-deal = That would be a fifth deal: a round is four deals at every table.
refusal-too-many-misdeals = More than { $most } misdeals in one round at one table: check the pad.
refusal-deal-not-understood = "{ $text }" is not a deal. Type the bidder's chair, the bid and their side's points, like N9 10; P 8 when all passed; M for a misdeal.

## Duplicate Cinch (R-DUP).

refusal-not-duplicate = This party is not a Duplicate { -cinch } party: choose Duplicate before play.
refusal-not-in-duplicate = Duplicate { -cinch } has no { $what ->
    [draw] draw for seats
    [seating] seating by the draw
    [totals] table totals and ties to cut
    [pads] four-deal score pads
    [bell-cuts] cuts at the { -bell }
    [prizes] star prizes
    [phone-totals] table totals from the phones
    [late] late arrivals, leavers and changes of chair
   *[star-play] the star game's play
}: the same pairs play all evening.
refusal-pair-needs-two = A { -pair } is two different guests: { $name } cannot partner themselves.
refusal-guest-in-two-pairs = { $name } is in two pairs: a guest plays in one { -pair } all evening.
refusal-guest-in-a-pair = { $name } is in a { -pair }: take the { -pair } apart first.
refusal-pairs-unbalanced = Half the pairs sit { -north-south } and half { -east-west } (one more { -north-south } when the pairs are odd); here { $ns } sit { -north-south } and { $ew } { -east-west }.
refusal-too-few-pairs = Duplicate { -cinch } needs at least four pairs; { $count ->
    [0] there are none yet
    [one] there is one
   *[other] there are { $count }
}. With fewer, no { -tray } could be compared with another: play the star game, or pairs all evening, instead.
refusal-too-many-pairs = That is more than { $max } pairs.
refusal-tray-not-here = Tray { $tray } is not at table { $table } in round { $round }: its trays are { $trays }.
refusal-tray-held = Tray { $tray } at table { $table } already waits for { -east-west } to agree.
refusal-no-tray-to-agree = Tray { $tray } at table { $table } is not waiting for { -east-west } to agree.
refusal-tray-already-reported = Tray { $tray } at table { $table } has its result already: correct it instead.
refusal-no-tray-result = Tray { $tray } at table { $table } in round { $round } has no result to correct.
refusal-sits-out = Table { $table } sits out round { $round } (its { -north-south } { -pair } meets the phantom): no trays are played there.
refusal-round-over = Round { $round } is not the round in play (round { $now } is): correct it instead.
refusal-misdeal-on-tray = A { -tray }'s hands are dealt once: a misdeal cannot be entered for a { -tray }.
refusal-no-pair-tie = There is no tie for first place among the { $pairs ->
    [ns] { -north-south } pairs
    [ew] { -east-west } pairs
   *[all] pairs
} to cut.
