# The guest display (issues 36, 44), in the window and in a browser: its titles, each
# with shorter words for a narrow screen (a phone upright), the clock, the ceremony,
# the welcome. It speaks the party's language.

display-welcome = Welcome!
display-welcome-duplicate = Tonight is Duplicate { -cinch }: the same partner all evening.
display-welcome-star = The draw will give each of you a table and a partner.
display-check-in-here = Check in here
display-check-in-how = Scan with your phone's camera and type your name; the host lets you in.
display-code-heard = QR code to check in: { $link }
display-page-of = page { $page } of { $pages }
display-seats-title = Find your seat — round { $round }
display-seats-title-short = Find your seat
display-seats-title-shortest = Your seat
display-seats-paged = Find your seat — round { $round } ({ $page_of }, { $letters })
display-seats-paged-short = Find your seat ({ $page_of }, { $letters })
display-seats-paged-shorter = Your seat: { $page }/{ $pages }, { $letters }
display-seats-legend = table and chair: N, E, S, W
display-titled-page = { $title } ({ $page_of })
display-stars = Stars
display-points = Points
display-standings-so-far = Standings { $far }
display-standings-so-far-short = Standings so far
display-standings = Standings
display-time-is-up = Time is up
display-paused = { "  " }(paused)
display-left-in-round = left in this round
display-last-round = This is the last round.
display-all-finished = Every table has finished: wait for the { -bell }.
display-still-playing = { $count ->
    [one] { $tables } is still playing
   *[other] { $tables } are still playing
}
display-trays-all-in = Every { -tray } is in: wait for the { -bell }.
display-trays-still = Still playing: { $trays }
display-not-final = { $far }: the evening is not over.
display-prizes-coming = And now, the prizes…
display-not-awarded = Not awarded
display-earlier-prize-so-far = { $title } (so far):{ " " }
display-earlier-prize = { $title }:{ " " }
display-leaders-coming = And now, the leaders…
display-winners-coming = And now, the winners…
display-leaders-title = The leaders { $far }
display-winners-title = The winners
display-not-over = The evening is not over.
display-no-result = No result
display-level-at-top = Level at the top: { $names }
display-guest-evening = { $name }'s evening
display-season-title = The season so far: { $name }
display-season-title-short = The season so far
display-guest-round = Round { $round }: { $words }
display-season-soon = Welcome! The season table comes soon.
round-of = Round { $round } of { $rounds }
evening-ended = The evening ended after round { $round }.
display-thanks = Thank you for playing!
display-waits = waits
display-letters = { $first } to { $last }
display-sits-out = { $table }  out
