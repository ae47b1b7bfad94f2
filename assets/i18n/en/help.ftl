# The Rules screen (issue 51): how this program plays the evening, and the laws of Cinch with their pages in Foster's *Cinch* (1897).

# A law's source: its page or pages in Foster ("p. 26", "p. 26–27").
help-pages = p. { $pages }
# The source of the entry on ringing before every table has reported.
help-overriding-bell = Overriding the bell

# How this program plays the evening.
help-more-tables = More than 13 tables
help-more-tables-text = A suit has only thirteen ranks, so from table 14 on the draw uses numbered tickets (14, 15, …) with the same suit and back colour rules. Type them as "ticket 14♠" or "14S".
help-table-tie = A tie at a table
help-table-tie-text = Equal totals are settled by the two ladies cutting (the two red-pack guests in open seating): the higher card wins for her pair (press C and the program cuts, or N / E for the one who won a real cut).
help-fourth-deal = Time and the fourth deal
help-fourth-deal-text = The clock starts when the host starts the round. Warnings only ask for brisk play: every table plays all four deals, and the bell waits for the last one.
help-chairs = Who keeps which chair
help-chairs-text = Nobody walks who need not. At the { -head-table } both winners keep their very chairs. Elsewhere the lady who stayed keeps hers, the arriving gentleman sits opposite her, the arriving lady takes the other lady's chair, and the gentleman who stayed moves opposite the arriving lady.
help-one-two-tables = One or two tables
help-one-two-tables-text = With one table nobody moves all evening: same chairs, same partners. With two, table 2's winners go up as they are and the two losing pairs swap partners.
help-one-prize = Nobody wins two prizes
help-one-prize-text = Prizes go in the order gold, red, green; whoever already holds one is passed over for the later ones, and the prize goes to the next in line.
help-booby-tie = The booby prize tie
help-booby-tie-text = Level on green stars: fewer red stars wins the booby prize; still level, fewer gold stars; still level, a cut.
help-prize-unwon = A prize nobody can win
help-prize-unwon-text = If nobody who could take a prize has a single star of its colour, it is not awarded, and the Prizes screen says so.
help-pairs-evening = Pairs all evening
help-pairs-evening-text = The winning pair at each table puts down the difference of the two scores; the losers put down nothing. There is no head or booby table and no stars.
help-set-back = Set-back scoring
help-set-back-text = Under set-back a bid made scores both sides what they took, and a failed bid is taken off the bidders, so a total can fall below zero.
help-leavers-chair = Filling a leaver's chair
help-leavers-chair-text = The chair goes to the guest of the same side who has waited longest; the host can choose someone else.
help-bottom-table = Closing the bottom table
help-bottom-table-text = When a chair cannot be filled, the bottom table closes and its players take the empty chairs; anyone left over waits.
help-lost-card = A lost score card
help-lost-card-text = "Ring anyway" settles a table with no result by a cut of the two ladies (the red-pack guests in open seating) and marks it "no result"; its real score can be entered later and the stars follow.
help-member-side = A member's side in the season
help-member-side-text = The two star ladders of a season place a member by the side the member list gives them; a name with no side there goes by the side it had in its latest evening of ladies and gentlemen (in the season's order).
help-season-prizes = Prizes in the season
help-season-prizes-text = Beside a member's stars, the ladder counts the prizes they won at any of the season's star evenings, among their best evenings or not ("prizes, all evenings"); prizes never change the ranking.
help-on-ladder = Who is on a ladder
help-on-ladder-text = A ladder lists everyone who played at least one finished evening of its kind; those with fewer evenings than the season asks for are listed without a place. A duplicate evening counts for a player only where their pair played a tray.

# The laws of Cinch.
help-dealing = Dealing
help-dealing-text = The player on the dealer's right cuts, leaving at least four cards in each part. Nine cards each, three at a time, from the left; no trump is turned. The deal passes to the left.
help-deal-wrong = Dealing out of turn or with the wrong pack
help-deal-wrong-text = Stop it before the dealer gives the last three cards to himself; after that the deal stands. An imperfect pack (duplicates, missing or marked cards) voids only the deal in which it is found.
help-deal-exposed = A card exposed in the deal
help-deal-exposed-text = If the dealer shows a card, the other side chooses: let the deal stand, or the same dealer deals again. If one of them shows a card, the dealer may deal again provided he has seen no other card.
help-misdeal = Misdeal
help-misdeal-text = A misdeal loses the deal: the next player on the left deals instead. It is a misdeal if the pack was not cut, was shuffled after the cut, a player got the wrong number of cards (unless put right before the next player's cards), or the dealer counted cards. Players who interrupt the dealer lose the right to claim one. At a party, four deals are still played (press M on the pad).
help-points = The fourteen points
help-points-text = High (trump ace), Low (trump two), Jack and Game (trump ten) score one each; the two Pedros (the trump five and the other five of the same colour) score five each. Points go to whoever takes them in tricks.
help-bidding = Bidding
help-bidding-text = Starting left of the dealer, each player bids once or passes, and each bid must beat the last; fourteen is the most. A bid is final. The highest bidder names trump without consulting a partner; if all pass, the dealer names trump with no bid.
help-bid-out-of-turn = Bidding out of turn
help-bid-out-of-turn-text = A bid out of turn can tell a partner too much, so the player in error (and sometimes the partner too) loses the right to bid in that deal. Naming one's suit before the partner has bid stops the partner bidding.
help-cards-shown = Cards shown during the bidding; too many cards
help-cards-shown-text = If a card is shown after a bid and before trump is named, the other side may have the same dealer deal again, or let it stand. A bid made holding more than nine cards is void; an opponent draws the extra cards face down into the pack.
help-discarding = Discarding
help-discarding-text = Once trump is named, everyone lays out face up every card that is not a trump (the other Pedro counts as one), at least three, to come down to six. A trump discarded must be named and must not be a counting card.
help-drawing = Drawing, and robbing the pack
help-drawing-text = The dealer gives each player in turn enough cards to make six, then takes what he likes from the rest, announcing how many. Asking for too many: an opponent draws the extra from the hand at random. Too few: play short or make it up from the discards (never a trump). Nobody may ask how many another drew.
help-play = The play
help-play-text = The trump maker leads. On a trump lead everyone follows if able (the other Pedro must be played if it is the only trump). On a plain suit a player may trump instead, but if not trumping must follow suit if able. Six tricks; the winner of each leads the next.
help-foul-hand = A foul hand
help-foul-hand-text = Holding more than six cards once the first card is led: that side scores nothing in the deal, though it plays on to keep the other side from taking everything. Too few cards: draw a plain card from the discards or play short, no penalty.
help-lead-out-of-turn = Leading or playing out of turn
help-lead-out-of-turn-text = A lead out of turn that all three follow stands. Otherwise the card is exposed and the right player leads. If the last player on a trick plays before his partner, the other side may claim the trick.
help-revoke = The revoke
help-revoke-text = Not following suit when able, without trumping, is a revoke. Claimed and proved before the deal's score is agreed, the side in error scores nothing that deal; the other side scores all it took, and a failed bid by the side in error still goes to the other side (p. 47). On the pad: RN or RE after the deal.
help-exposed = Exposed cards
help-exposed-text = A card dropped face up, named, led out of turn, or a second card played to a trick stays face up on the table, and the other side may call it to be led or played. An exposed trump may be kept from play, and its holder is then not liable for a revoke.
help-scoring = Scoring a deal (standard)
help-scoring-text = Bid made: the side with more points scores the difference (bid 9, take 10 against 4: six). Bid failed: the bidders score nothing, and the other side scores its own points plus the bid (bid 14, take 2: the others score 26). Level at seven with the bid made: nobody scores.
help-scoring-both = Scoring a deal (both sides score)
help-scoring-both-text = Another method: a bid made, each side scores the points it took. A failed bid is scored as in the standard way.
