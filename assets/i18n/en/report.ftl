# The report (`cinch-party report FILE`): the evening as text a host reads, round by
# round, table by table, then the stars or the score cards, then the prizes.

count-guests = { $count ->
    [one] 1 guest
   *[other] { $count } guests
}
count-tables = { $count ->
    [one] 1 table
   *[other] { $count } tables
}
count-rounds = { $count ->
    [one] 1 round
   *[other] { $count } rounds
}
count-pairs = { $count ->
    [one] 1 pair
   *[other] { $count } pairs
}
# A count of one side of the company: { $side } is lady or gentleman; in open
# seating ($open = yes) the guests draw from a red or a blue pack instead.
count-side = { $open ->
    [yes] { $side ->
        [lady] { $count ->
            [one] 1 red-pack guest
           *[other] { $count } red-pack guests
        }
       *[gentleman] { $count ->
            [one] 1 blue-pack guest
           *[other] { $count } blue-pack guests
        }
    }
   *[no] { $side ->
        [lady] { $count ->
            [one] 1 lady
           *[other] { $count } ladies
        }
       *[gentleman] { $count ->
            [one] 1 gentleman
           *[other] { $count } gentlemen
        }
    }
}
# The kind of evening: { $game } is stars, pairs, individual or duplicate.
game-kind = { $game ->
    [stars] star game
    [pairs] pairs all evening
    [individual] individual score cards
   *[duplicate] duplicate
}
report-duplicate-head = { $guests }, { $pairs }
report-game = Progressive { -cinch }: { game-kind }{ $open ->
    [yes] , open seating
   *[no] {""}
}
report-company = { $guests } ({ $first }, { $second }), { $tables }, { $rounds }
report-prizes = Prizes
report-held = Sent from the phones, not yet counted
report-held-line = table { $table } sent { $ns }–{ $ew } for round { $round } at { $at }: { $waits }
waits-for = { $who ->
    [host] waits for the host's OK
    [east-west] { -east-west } are asked to agree
    [agreed] agreed by { -east-west }, waits for the host's OK
   *[disputed] { -east-west } do not agree: the host settles it
}
report-round = Round { $round }
# A table's role, in a column five letters wide.
report-role = { $role ->
    [head] head
    [booby] booby
    [both] h+b
   *[plain] {""}
}
report-no-result = no result
report-playing = playing
report-cut-won = { "  " }cut won by { $side }
report-cut-won-cards = { "  " }cut won by { $side } ({ $cards })
report-cut-then = { $first }; then { $next }
report-corrected = corrected
report-corrected-why = corrected: { $why }
report-sent-from = table { $table }
report-sent-disputed = { $from }, { -east-west } disagreed, taken by the host
report-from-corrected = { "  " }(sent from { $from }, { $fixed })
report-from = { "  " }(sent from { $from })
report-fixed = { "  " }({ $fixed })
report-stars = Stars
report-score-cards = Score cards
report-score-cards-pairs = Score cards (pairs)

# A change to the company (R-LATE-7).
change-arrive = { $guest } arrived ({ $side }) and waits
change-leave = { $guest } leaves
change-fill = { $guest } takes { $for_guest }'s chair at table { $table } ({ $seat })
change-close = table { $table } closed
change-close-fill = ; { $guest } takes { $for_guest }'s chair at table { $table } ({ $seat })
change-close-waiting = ; { $names } { $count ->
    [one] joins
   *[other] join
} the waiting list
change-open = table { $table } opened: N { $north }, E { $east }, S { $south }, W { $west }
change-swap = { $first } and { $second } swapped chairs
change-withdraw = { $guest } taken out of the prize list
