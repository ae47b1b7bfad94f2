# The Standings screen (issue 51): the standings, the history and its corrections, the duplicate evening's travellers and winners.

standing-find = Correct a result: round and table
standing-find-box = Round and table to correct
standing-find-how = (2 3 and a reason, Enter; { $key })
standing-not-round-table = "{ $typed }" is not a round and a table: type two numbers, such as 2 3.
standing-no-round = There is no round { $round } yet.
standing-no-table = Round { $round } has no table { $table }.
standing-no-result-yet = Round { $round }, table { $table } has no result yet.
standing-export = Export for a spreadsheet
standing-export-tip = Standings, results and history as CSV files, and the transcript as JSON, in the exports folder beside the party's save
standing-history = History
standing-their-evening = { $name }: their evening, round by round
standing-score-cards = Score cards
standing-points = { $count ->
    [one] { $count } point
   *[other] { $count } points
}
standing-round-reported = Round { $round }: { $reported } of { $tables } tables reported
# { $tag } is the table's role, if any (" (head)").
standing-table = Table { $table }{ $tag }
standing-playing = playing
standing-cut-decided = No result: a cut decided the table at the bell
standing-correct-name = Correct round { $round } table { $table }
standing-correct = Correct
standing-corrected = corrected ×{ $count }
standing-travellers = Travellers
standing-travellers-how = Every table's result on each tray, and what each pair made of it.
# The best pair of a ranking: { $group } is ns, ew, or all (one ranking, not named);
# { $over } is yes once the evening is over.
standing-top-pair = { $over ->
    [yes] Winner
   *[no] Leading
}{ $group ->
    [ns] { " " }{ -north-south }
    [ew] { " " }{ -east-west }
   *[all] {""}
}: { $pair }, { $score }
# { $group } is the ranking: ns or ew.
standing-level-top-of = Level at the top of { $group ->
    [ns] { -north-south }
   *[ew] { -east-west }
}: { $names }
standing-trays = { $count ->
    [one] { $count } tray
   *[other] { $count } trays
}
standing-tray = Tray { $tray }
standing-line = Round { $round }, table { $table }:
standing-sat-out = sat out
standing-not-reported = not reported yet
standing-correct-tray = Correct round { $round } table { $table } tray { $tray }
standing-tray-error = Round { $round }, table { $table }, tray { $tray }: { $error }
standing-cancel = Cancel
standing-as-they-stand = As they stand (the evening is not over yet)
standing-winners = The winners
standing-no-result-at-all = No result yet.
standing-tie-cut = A tie, settled by a cut.
standing-level-top = Level at the top: { $names }.
# { $group } is ns, ew or all.
standing-cut-first = Cut for first place among the { $group ->
    [ns] { -north-south } pairs
    [ew] { -east-west } pairs
   *[all] pairs
}
# A score box's name for a screen reader: { $side } is North–South or East–West.
standing-score-box = Round { $round } table { $table } { $side } score
standing-why = why (optional)
standing-reason = Round { $round } table { $table } reason
standing-save = Save
