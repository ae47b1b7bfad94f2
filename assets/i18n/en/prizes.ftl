# The prizes and how each was decided (R-PRIZE), from the typed outcome.

# { $whose } is ladies, gentlemen, red-pack, blue-pack or all.
prize-title = { $kind ->
    [gold] { $whose ->
        [ladies] Ladies' first prize (most gold stars)
        [gentlemen] Gentlemen's first prize (most gold stars)
        [red-pack] Red pack's first prize (most gold stars)
        [blue-pack] Blue pack's first prize (most gold stars)
       *[all] First prize (most gold stars)
    }
    [red] { $whose ->
        [ladies] Ladies' red-star prize (most red stars)
        [gentlemen] Gentlemen's red-star prize (most red stars)
        [red-pack] Red pack's red-star prize (most red stars)
        [blue-pack] Blue pack's red-star prize (most red stars)
       *[all] Red-star prize (most red stars)
    }
    [green] { $whose ->
        [ladies] Ladies' booby prize (most green stars)
        [gentlemen] Gentlemen's booby prize (most green stars)
        [red-pack] Red pack's booby prize (most green stars)
        [blue-pack] Blue pack's booby prize (most green stars)
       *[all] Booby prize (most green stars)
    }
    [pair] Prize for the best pair
   *[score] Prize for the best score card
}
prize-short-title = { $kind ->
    [gold] { $whose ->
        [ladies] Ladies' first prize
        [gentlemen] Gentlemen's first prize
        [red-pack] Red pack's first prize
        [blue-pack] Blue pack's first prize
       *[all] First prize
    }
    [red] { $whose ->
        [ladies] Ladies' red-star prize
        [gentlemen] Gentlemen's red-star prize
        [red-pack] Red pack's red-star prize
        [blue-pack] Blue pack's red-star prize
       *[all] Red-star prize
    }
    [green] { $whose ->
        [ladies] Ladies' booby prize
        [gentlemen] Gentlemen's booby prize
        [red-pack] Red pack's booby prize
        [blue-pack] Blue pack's booby prize
       *[all] Booby prize
    }
    [pair] Best pair
   *[score] Best score card
}

# "3 gold stars", "1 green star".
stars-count = { $count ->
    [one] { $count } { star-colour } star
   *[other] { $count } { star-colour } stars
}
# A card cut, after its guest's name.
cut-card = { $name } { $card }
cut-against = { $first } against { $second }
cut-again = { $before }; equal ranks, so again { $after }
cut-won = { $attempts }; { $winner } won
cut-real = { $winner } won a real cut

prize-most = { $name }{ $own }, the most.
prize-highest = { $name }: the highest total.
prize-level-count = { $name }{ $own }, level with { $others ->
    [one] 1 other
   *[other] { $others } others
}.
prize-level-names = { $name }{ $own }, level with { $names }.
# The winner's own count, after the name: ": 3 gold stars".
prize-own = : { $stars }
prize-still-level-cut = { " " }Still level{ $on }: { $names } cut; { $cut }.
prize-still-level-so-cut = { " " }Still level{ $on }, so they cut: { $cut }.
# The counts compared, after "level": " on gold (3), red (2) and green (1)".
prize-on = { " " }on { $counts }
prize-count-of = { star-colour } ({ $count })
prize-step = { $fewer ->
    [yes] Fewer
   *[no] More
} { star-colour } stars{ $kept } settled out { $dropped }.
prize-step-kept = { " " }({ $count })
prize-name-count = { $name } ({ $count })
prize-waiting-level-first = { $guests ->
    [one] 1 guest was
   *[other] { $guests } guests were
} level on { $counts }.
prize-waiting-still = { $before }{ $steps } Still level on { $counts }: { $names }; a cut decides.
prize-waiting-level = Level on { $counts }: { $names }; a cut decides.
prize-waiting-top = Level at the top: { $names }; a cut decides.
prize-waits-earlier = Waits for the cut of an earlier prize (its winner cannot take this one too).
prize-not-awarded-colour = Not awarded: nobody who could take it has a { star-colour } star.
prize-not-awarded-points = Not awarded: nobody has put down a point.
prize-passed-over = { " " }{ $names } already { $count ->
    [one] holds
   *[other] hold
} a prize and cannot take a second.
