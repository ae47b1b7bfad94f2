# The published results page's own words (the star game's and Duplicate Cinch's), and the letter as a page.

web-not-over = The evening was not over when this page was made: the standings and prizes are as they stood then.
web-find-evening = Find your own evening
web-to-top = Back to the top
web-prize-status = { $status ->
    [awarded] awarded
    [awaiting-cut] awaiting cut
    [awaiting-earlier] awaiting an earlier cut
   *[not-awarded] not awarded
}
web-pair-evenings = Each pair's evening
web-round-against-trays = Table { $table }, against { $against }: { $trays }
web-round-against = Table { $table }, against { $against }
web-round-sat-out = Table { $table }, sat out
web-elsewhere = elsewhere:
web-table-result = table { $table } { $result }
web-no-pair = In no pair this evening.
