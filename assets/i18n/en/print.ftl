# The print-outs: their names, what each is for, their page numbers, and what the
# command line and the window say once one is written.

document-name = { $document ->
    [tables] Table cards
    [pads] Score pads for this round
    [blank-pads] Blank score pads
    [stars] Star cards
    [tally] Tally sheet
    [results] Results sheet
    [guides] Guide cards
    [travellers] Traveller slips
    [pair-cards] Pair score cards
   *[hands] Hand records
}
# The same inside a sentence ("Saved the results sheet").
document-in-sentence = { $document ->
    [tables] table cards
    [pads] score pads for this round
    [blank-pads] blank score pads
    [stars] star cards
    [tally] tally sheet
    [results] results sheet
    [guides] guide cards
    [travellers] traveller slips
    [pair-cards] pair score cards
   *[hands] hand records
}
document-about = { $document ->
    [tables] One page per table: its number to stand on the table, with Head and Booby named (at a duplicate party, the { -north-south } pair that sits there). Print before the guests arrive.
    [pads] Two pads to a page, one per table, with this round's names in their chairs, the dealers in order and the scoring rule. Print after each { -bell }.
    [blank-pads] Pads without names for every table and every round of the evening, grouped by table, two to a page: print once and leave a stack on each table.
    [stars] A small card for each guest to wear, with a box per round for the star they win. Eight to a page, cut along the lines.
    [tally] Every guest and every round, filled in as far as the evening has gone: if the laptop dies, the evening goes on with a pencil.
    [results] The prizes (or a duplicate evening's winners) and how each was decided, the standings, every round or every traveller: to pin up or send round.
    [guides] One page per table to prop up on it: for every round the { -east-west } pair to expect, the trays to play, and where the pair and the trays go next.
    [travellers] A slip per { -tray }, to travel folded in it: a row per table in the order the { -tray } is played there, to fill in by pencil.
    [pair-cards] A card per { -pair }: for every round its table, its opponents and the trays, with room to note its scores. Cut along the lines.
   *[hands] The program's deal of every { -tray }, the four hands in suits with the dealer marked: make up the trays from it before the guests arrive.
}
paper-name = { $paper ->
    [a4] A4
   *[letter] US Letter
}
page-footer = { $label } · page { $page } of { $total }
count-pages = { $count ->
    [one] 1 page
   *[other] { $count } pages
}
wrote-printout = Wrote { document-in-sentence } ({ count-pages }, { paper-name }, { $title }) to { $path }

print-no-tables = There are no tables yet: a table needs two ladies and two gentlemen (or four guests). Add the guests first.
print-no-guests = There are no guests yet: add them on the Guests screen first.
print-no-pairs = There are no pairs yet: add them on the Pairs screen first.
print-guests-deal = The guests deal the trays themselves at this party, so there are no hand records: tick "{ screen-deal-trays }" on the Party screen before play to have the program deal them.
print-not-dealt = The trays are not dealt yet: press "Deal the trays now" (the Print screen or the Pairs screen), or start the evening, and the hands are fixed from then on.
print-pdf = The PDF could not be made: { $why }.
saved-printout = Saved the { document-in-sentence } ({ count-pages }, { paper-name }) as { $path }.
save-printout-as = Save the { document-in-sentence } as

# The table cards: one page a table, and the door's card.
card-table = TABLE
card-ns-pair-sits = { -north-south } pair { $table } sits here
card-role = { $role ->
    [head] Head table
    [booby] Booby table
   *[both] Head and booby table
}
card-check-in = CHECK IN
card-door-1 = Scan the code with your phone's camera,
card-door-2 = type your name, and tap Check in.
card-door-3 = The host lets you in from the laptop;
card-door-4 = then "Where do I sit?" shows your table.
card-scan-pad = Scan for the score pad: { $link }

# The score pads (print): their grid, chairs and the rules in brief.
deal-rule = { $method ->
    [standard] Bid made: the side with more points scores the difference. Bid failed: the other side scores its points plus the bid.
    [both_score] Bid made: each side scores the points it took. Bid failed: the other side scores its points plus the bid.
   *[set_back] Each side scores the points it took; a failed bid is taken off the bidders' score.
}
pad-column = { $column ->
    [deal] Deal
    [dealer] Dealer
    [bid-by] Bid by
    [bid] Bid
    [ns-took] N–S took
    [ew-took] E–W took
    [ns-score] N–S score
    [ew-score] E–W score
    [ns-total] N–S total
   *[ew-total] E–W total
}
pad-round-blank = Round ____
pad-heading = { $title } · score pad
pad-totals = Totals for the round
pad-scoring = Scoring: { $rule }
pad-points = Each deal has 14 points: High, Low, Jack and Game 1 each, each Pedro 5. Bids run 1 to 14; if all pass the dealer names trump. A misdeal passes the deal to the left.
pad-tie = The pair with more points wins the round. A tie: the two { $cutters } cut, and the higher card wins (Ace high).
pad-winners = Winners: { -north-south }  /  { -east-west }        Cut (a tie): ________
# A hand record's chair that deals the tray, and the tray's heading: { $seat } is a chair's name.
print-hand-dealer = { $seat } (dealer)
print-tray-dealer = { $seat } deals
