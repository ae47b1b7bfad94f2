# The report's and the letters' own words: a duplicate evening in text, the results' shared rows, a guest's prizes and their letter.

transcript-score-heading = { $method ->
    [plus-minus] Plus/minus
   *[matchpoints] Matchpoints
}
transcript-method = { $method ->
    [matchpoints] matchpoints
   *[plus-minus] plus/minus
}
transcript-winners-title = { $over ->
    [yes] The winners
   *[no] Leading
}
transcript-no-result-yet = { $title }: no result yet.
transcript-level-top = { $title }: level at the top, { $names }.
transcript-tie-cut = A tie for first, settled by a cut: { $cut }.
# A traveller's E–W column when the N–S pair sits out.
transcript-ew-out = out
transcript-not-reported = not reported
transcript-withdrawn = Out of the prizes (their stars stay in the record).

# A duplicate evening in the report.
transcript-dup-head = Duplicate { -cinch }: { $tables }, { $trays } a table, { $movement }, scored by { $method }; a full evening is { $rounds }
transcript-standing-pair = pair { $pair }
transcript-standing-trays = ({ $count } trays)
transcript-no-winner = { $group }: no winner yet
transcript-winner-all = The { $over ->
    [yes] winners
   *[no] leaders so far
}: { $pair }
transcript-winner-group = { $group } { $over ->
    [yes] winners
   *[no] leaders so far
}: { $pair }
transcript-tied = { $group }: { $over ->
    [yes] tied for first
   *[no] level in the lead so far
}: { $pairs }
transcript-sits-out = { $pair } sits out
transcript-table-line = table { $table } { $against }
transcript-tray-no-result = no result yet
transcript-tray-line = tray { $tray } { $what }{ $note }

# A guest's prizes: why they won each or did not.
transcript-why-withdrawn = { $name } is out of the prizes (their stars stay in the record).
transcript-another-prize = another prize
transcript-why-holds = { $name } was in line for it but already holds { $held }: nobody wins two.
transcript-won = Won. { $story }
transcript-why-level-then = { $name } was level on { $mine }; then { $step }
transcript-why-lost-cut = { $name } was level to the end of the tie-breaks and lost the cut to { $winner }.
transcript-why-beaten = { $winner } won it with { $best }; { $name } had { $mine }.
transcript-why-still-level = { $name } is still level for it ({ $mine }): a cut will decide.
transcript-why-behind = { $name } has { $mine }; those level for it have more. { $story }
transcript-step = { $fewer ->
    [yes] fewer
   *[no] more
} { star-colour } stars settled them out ({ $name } { $theirs }; still level: { $kept }).

# A guest's letter.
transcript-subject = Your evening at { $title }
transcript-subject-corrected = { $subject } (corrected)
transcript-correction = A result of the evening was corrected after your evening was mailed to you: this letter replaces the one before.
transcript-dear = Dear { $name },
transcript-thanks = Thank you for coming to { $title }.
transcript-your-rounds = Your rounds:
transcript-winners = The evening's winners
transcript-attached = The whole evening's results are attached, as a web page.
transcript-you-won = You won the { $title }.
transcript-place-of-group = ; { $place } of the { $count } { $group }
transcript-everyone = everyone
transcript-summary-stars = Your evening: { $gold }, { $red } and { $green }{ $place }.
transcript-summary-points = Your evening: { $points } points; { $place } of { $count }.
transcript-summary-no-card = Your evening: no score card of yours was entered.
transcript-group-pairs = { $group ->
    [ns] the { -north-south } pairs
    [ew] the { -east-west } pairs
   *[all] all the pairs
}
transcript-pair-place = ; { $place } of { transcript-group-pairs }
transcript-pair-no-place = ; no tray played, so no place
transcript-pair-summary = Your pair ({ $tag }, with { $partner }): { $score }{ $place }.
transcript-round-sat-out = Round { $round }: sat out
transcript-tray = tray { $tray }: { $outcome }
transcript-tray-score = tray { $tray }: { $outcome } ({ $score })
transcript-round-against = Round { $round }: table { $table }, against { $against }; { $trays }
transcript-first-of = { $group ->
    [ns] First of the { -north-south } pairs
    [ew] First of the { -east-west } pairs
   *[all] First of all the pairs
}
