# The results sheet (`print --what results`), and the words it shares with the other
# print-outs, the pages and the screens: where the evening stands, a table's title,
# a table's notes, a deal, a guest's round.

results-not-star = This sheet is a star evening's: a Duplicate { -cinch } evening prints its own.
results-summary = { $guests } · { $tables } · { $played } · { game-kind }; pads scored { deal-scoring }
deal-scoring = { $method ->
    [standard] standard (the difference)
    [both_score] both sides score what they take
   *[set_back] set-back
}
section-continued = { $name } (continued)
section-so-far = { $name } { $far }
so-far-setup = so far: play has not started
so-far-during = so far, during round { $round }
so-far-none = so far: no round has been played
so-far-after = so far, after round { $round }
rounds-ended = the evening ended after round { $round }
rounds-of-planned = { $ended } of { $planned ->
    [one] 1 round
   *[other] { $planned } rounds
} played
rounds-played = { $count ->
    [one] 1 round
   *[other] { $count } rounds
} played
results-prizes = Prizes
results-not-over = The evening is not over: each prize goes to whoever leads it now, and may change by the last { -bell }.
results-no-prizes = No prizes yet.
results-winner = { $title }: { $name }
prize-status = { $title }: { $status ->
    [awarded] awarded
    [awaiting-cut] awaiting its cut
    [awaiting-earlier] awaiting an earlier cut
   *[not-awarded] not awarded
}
results-cut-n = Cut { $n }: { $cards }
results-cut = Cut: { $cards }
results-standings = Standings
results-guest = Guest
results-prize = Prize
group-title = { $side ->
    [lady] Ladies
    [gentleman] Gentlemen
   *[all] Everyone
}
results-points = Points
results-rounds = Rounds
results-deals = Deals: { $deals }
results-evenings = Each guest's evening
results-guest-stars = { $name } ({ $side }): { $stars }
results-guest-side = { $name } ({ $side })
results-round-line = Round { $round }: { $words }
results-won = Won: { $title }

# A table's title: "Table 3", "Table 1 (head)".
table-title = Table { $table }{ table-tag }
table-tag = { $role ->
    [head] { " " }(head)
    [booby] { " " }(booby)
    [both] { " " }(head and booby)
   *[plain] {""}
}
table-playing = playing
note-tie-cut = tie, cut won by { $side }
note-bell-cut = no result: settled by a cut at the { -bell }
note-disputed = { -east-west } disagreed; taken by the host
note-corrections = { $count ->
    [one] 1 correction
   *[other] { $count } corrections
}
note-corrections-why = { note-corrections } ({ $why })

# A deal of a pad: "dealer north, north bid 7, points 9–4, scored 5–0".
deal-dealer = dealer { seat-word }
deal-misdeal = , misdeal
deal-bid = , { $bidder } bid { $bid }
deal-points = , points { $ns_points }–{ $ew_points }, scored { $ns_score }–{ $ew_score }
deal-revoke = , revoke by { $side }
# A seat inside a sentence.
seat-word = { $seat ->
    [north] north
    [east] east
    [south] south
   *[west] west
}

# A guest's round, in their evening.
round-left = had left
round-not-arrived = not yet arrived
round-waiting = waiting for a chair
round-at = table { $table }{ table-tag }, { seat-name }, with { $partner } against { $opponents }
round-playing = : still playing
round-no-result = : no result (settled by a cut)
round-score = : { $verb ->
    [won] won
    [lost] lost
   *[tied] tied
} { $us }–{ $them }
round-tie = { " " }(a tie; { cut-outcome })
cut-outcome = the { $open ->
    [yes] red-pack guests'
   *[no] ladies'
} cut { $won ->
    [yes] won
   *[no] lost
}
round-corrected = { " " }(corrected: { $why })
round-star = , a { star-colour } star
round-no-star = , no star
