# The Round screen (issue 51): the header, the clock and the bell, the tables' cards, the pad, the keys, the moves after the bell.

play-no-round = No round yet
play-no-draw = Make the draw and seat the tables first (the Draw screen).
play-no-pairs = Make the pairs and start the evening first (the Pairs screen).
play-all-reported = Every table has reported
play-tables-to-report = { $count ->
    [one] { $count } table to report
   *[other] { $count } tables to report
}
play-start-round = ▶ Start round { $round }
play-clock-starts = the clock starts then
play-played = { $time } played
play-left = { $time } left
play-time-up = Time is up
play-paused = PAUSED
play-resume-clock = Resume the clock
play-pause-clock = Pause the clock
play-bell-waits = The { -bell } waits for { $missing }.
# The same, short, where the whole does not fit beside the bell: { $count } tables wait.
play-bell-waits-count = The { -bell } waits for { $count ->
    [one] one table
   *[other] { $count } tables
} (which: point at this line).
play-keys-line = Keys: score, Tab, score, Enter · a tie: C, N or E · D the score pad · ↑ ↓ other tables · G and a number: go to that table · Enter on a reported table corrects it · Esc leaves the tables
# { $tables } is "Table 3" or "Tables 3 and 7".
play-time-up-playing = Time is up. { $tables } { $count ->
    [one] is
   *[other] are
} still playing: the { -bell } waits until every table has played its four deals.
play-minutes-left = { $time } left in this round: ask the tables to play briskly.
play-last-round = This is the last round of the evening.
play-ring-before = Ring before every table has reported?
play-typed-first = Typed but not yet entered: { $tables }. These are entered first.
play-typed-table = table { $table } ({ $ns }–{ $ew })
play-only-one = Only one score is typed at { $tables }: finish it, or it is settled by a cut.
play-still-waiting = Still waiting for { $missing }. If you ring now, the program cuts for each of them ({ $cuts }) to decide who moves; you can enter the real score later as a correction, and the stars will follow.
# What the bell waits for: { $tables } is "table 3" or "tables 3 and 7"; { $cutters } is "ladies" or "red-pack guests".
play-missing = { $why ->
    [none] { $tables } (no result yet)
    [held] { $tables } (sent from a phone, not yet counted)
   *[tie] { $tables } (a tie waiting for the { $cutters }' cut)
}
# A Duplicate table's trays still to report: { $trays } is "5" or "5 and 6".
play-missing-trays = table { $table } ({ $count ->
    [one] tray
   *[other] trays
} { $trays })
play-ring-anyway = Ring anyway
play-wait = Wait

# A table's card.
play-no-result = No result.
play-table = Table { $table }
play-empty-chair = (empty: { $name } left)
play-leaving = { $name } (leaving)
play-cut-decided = No result: a cut decided
play-corrected = corrected
play-correct-table = Correct table { $table }
play-real-cut = a real cut
play-tie-won = Tie: { $side } won the cut ({ $cut })
play-correct = Correct
play-reopen = { $what ->
    [tray] Reopen this { -tray }'s result (Enter on it)
   *[table] Reopen this table's result (Enter on it)
}
play-pad-line = Pad: { $played } of 4 deals, { -ns } { $ns } · { -ew } { $ew } (D goes on)
play-score-box = Table { $table } { $side } score
play-pad = Pad
play-pad-tip = Enter the round deal by deal (D)
play-pad-name = Score pad of table { $table }
play-save = Save
play-enter = Enter
play-enter-table = Enter table { $table }
play-cancel = Cancel
play-from-phone = From its phone: { $ns }–{ $ew } ({ $status })
play-ok-table = OK table { $table }
play-turn-down = Turn down table { $table }
play-cut = C: cut
play-cut-for = Cut for table { $table }
# The buttons of a real cut: { $key } is the key that presses it (North's letter, East's).
play-cut-won = { $side ->
    [ns] { $key }: { -ns } won
   *[ew] { $key }: { -ew } won
}
play-cut-won-name = Table { $table }: { $side } won the cut
play-type-ns = Table { $table }: type { -north-south }'s score.
play-type-ew = Table { $table }: type { -east-west }'s score.
play-table-error = Table { $table }: { $error }
play-tray-error = Table { $table }, { -tray } { $tray }: { $error }

# A guest arrives late.
play-late-title = A guest arrives late
play-late-explain = They join the waiting list and sit down when a chair frees or a table opens.
play-late-name = Late guest's name
play-late-add = Add to the waiting list

# After the bell: the chairs to settle and who goes where.
play-who-goes = Who goes where for round { $round }
play-settle-first = First settle the empty chairs below.
play-see-tables = See the tables first
play-see-tables-tip = The round's clock waits until you start it
play-by-guest = By guest
play-by-table = By table
play-waiting = Waiting
play-chairs-to-settle = Chairs to settle
play-close-table = Close table { $table }
play-close-table-tip = Its players fill the empty chairs; the rest wait
play-open-table = Open table { $table }
play-has-left = Table { $table }, { $seat }: { $name } has left.
# { $side } is "lady", "gentleman", "red-pack guest" or "blue-pack guest".
play-none-waits = No { $side } waits: close the bottom table.
play-sits-here = { $name } sits here
play-takes-chair = { $name } takes the { $seat } chair at table { $table } (waiting longest)
play-propose-close = close table { $table }: its players fill the empty chairs, the rest wait
play-propose-open = open table { $table } for the four who wait longest

# The score pad, deal by deal.
play-pad-dealer = Dealer
play-pad-bid = Bid
play-pad-points = Points { -ns } : { -ew }
play-pad-score = Score
play-pad-totals = Totals
play-pad-misdeal = misdeal
play-pad-passed = all passed
play-pad-revoke = (revoke: { $side })
play-pad-take-out = Take out deal { $deal }
play-pad-title = Table { $table } · round { $round } · score pad{ $correcting ->
    [yes] { " " }(correcting)
   *[no] {""}
}
# The chairs' letters: N, S, E, W.
play-pad-against = N { $north } · S { $south }   against   E { $east } · W { $west }
play-pad-done = Four deals played: { $ns } to { $ew }, the table's result. Enter closes the pad.
# N9 10, P 8, M, RN and RE are the keys typed, with the chairs' letters of this language's
# seat-letter (the pad reads them, and the English ones too).
play-pad-deal = Deal { $deal }: { $dealer } deals. Type the bidder's chair, the bid and their side's points (N9 10), P and the dealer's side's points when all passed (P 8), M for a misdeal; a revoke: add R and the side in error (RN, RE). Enter.
play-pad-next-deal = Table { $table } next deal
play-pad-scores = scores { $ns } : { $ew }
play-pad-save = Save the correction
play-pad-save-tip = A round is four deals played
play-pad-correct = Correct the pad
play-pad-take-back = Take back the last deal
play-close = Close

# A Duplicate evening's round.
play-ring-bell = 🔔 Ring the { -bell }
play-trays-not-played = The trays still to report count as not played there
# E6 3, P 8, N4 9 RE and X are the keys typed, with the chairs' letters of this language's
# seat-letter (the pad reads them, and the English ones too).
play-tray-keys = A { -tray }: the bidder's chair, the bid and the points the bidding side took (E6 3), P and the dealer's side's points when all passed (P 8), R and the side in error for a revoke (N4 9 RE), X when it was not played. Enter saves it; ↑ ↓ go from { -tray } to { -tray }; G and a number go to that table; Enter on a reported { -tray } corrects it.
play-all-trays = Every { -tray } has its result
play-trays-to-report = { $count ->
    [one] { $count } { -tray } to report
   *[other] { $count } trays to report
}
play-round-over = Round { $round } is over: everyone moves
play-show-tables = Show the tables
play-sits-out = Sits out this round (the phantom)
# { $trays } is "5" or "5 and 6".
play-pass-unplayed = { $count ->
    [one] Tray { $trays } pass on unplayed.
   *[other] Trays { $trays } pass on unplayed.
}
play-exchange = ↔ then exchange trays with table { $table }
play-tray = Tray { $tray }
play-dealt-by = Dealt by { $seat }
play-no-tray-result = no result
play-tray-box = Table { $table } { -tray } { $tray }
play-correct-tray = Correct table { $table } { -tray } { $tray }

# The Round screen's keys, for the help on the Rules screen: the keys (the key names
# stay as the keyboard shows them), then what they do.
play-key-go-keys = G, a number, Enter
play-key-go = go to that table
play-key-tray-keys = a tray's keys, Enter
play-key-tray = a Duplicate tray's result: E6 3 (East bid 6, { -east-west } took 3), P 8, N4 9 RE, X not played
play-key-digits-keys = digits, Tab, Enter
play-key-digits = type a table's two scores and enter its result
play-key-reopen-keys = Enter on a reported table
play-key-reopen = correct it (the score is selected: type to replace it)
play-key-reopen-tray-keys = Enter on a reported tray
play-key-reopen-tray = correct it (its result is in the box, selected: type to replace it)
play-key-arrows = the table (or tray) above or below
play-key-page = a screenful of tables up or down
play-key-home = the first or the last table
play-key-cut = a tie: the program cuts for the two ladies (red-pack guests in open seating)
play-key-real-cut = a tie: the { -north-south } or the { -east-west } lady (red-pack guest) won a real cut
play-key-pad = open the table's score pad, deal by deal
play-key-escape = leave a tie for later, or put the cursor away
play-key-back-keys = ↓ ↑ Enter or a digit, after Esc
play-key-back = bring the cursor back to the tables
play-key-on-pad = On the pad: { $keys }
play-key-pad-bid = North bid 9 and { -north-south } took 10 (the others the rest of 14)
play-key-pad-passed = all passed; the dealer's side took 8
play-key-pad-misdeal = a misdeal: the next player deals
play-key-pad-revoke = { -north-south } or { -east-west } revoked or held a foul hand
