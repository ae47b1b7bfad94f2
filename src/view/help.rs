//! The Rules screen's text (issue 14): how this program plays the evening where the
//! sources leave a choice (each Interpretation of the rule book, with its id), and the
//! laws of Cinch a host is asked to rule on, written anew, short, each with the page of
//! Foster's *Cinch* (1897) it comes from. The keyboard's shortcuts are not listed here:
//! the screen reads them from `UiCommand`, so the two cannot disagree.

use crate::words::is_unsafe_char;

/// Which part of the Rules screen an entry belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Part {
    /// How this program plays the evening.
    Program,
    /// The laws of the game at the table.
    Laws,
}

/// One entry of the Rules screen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Entry {
    /// Which part.
    pub part: Part,
    /// The rule id ("R-PROG-5") or, for a law, the page in Foster ("p. 42").
    pub source: &'static str,
    /// A heading, a few words.
    pub title: &'static str,
    /// What it says, for a host with a guest waiting.
    pub text: &'static str,
}

const fn program(source: &'static str, title: &'static str, text: &'static str) -> Entry {
    Entry {
        part: Part::Program,
        source,
        title,
        text,
    }
}

const fn law(source: &'static str, title: &'static str, text: &'static str) -> Entry {
    Entry {
        part: Part::Laws,
        source,
        title,
        text,
    }
}

/// Every entry, the program's choices first.
pub const ENTRIES: &[Entry] = &[
    program(
        "R-DRAW-5",
        "More than 13 tables",
        "A suit has only thirteen ranks, so from table 14 on the draw uses numbered \
         tickets (14, 15, …) with the same suit and back colour rules. Type them as \
         \"ticket 14♠\" or \"14S\".",
    ),
    program(
        "R-ROUND-3",
        "A tie at a table",
        "Equal totals are settled by the two ladies cutting: the higher card wins for her \
         pair (press C and the program cuts, or N / E for the lady who won a real cut).",
    ),
    program(
        "R-ROUND-4",
        "Time and the fourth deal",
        "The clock starts when the host starts the round. Warnings only ask for brisk \
         play: every table plays all four deals, and the bell waits for the last one.",
    ),
    program(
        "R-PROG-5",
        "Who keeps which chair",
        "Nobody walks who need not. At the head table both winners keep their very \
         chairs. Elsewhere the lady who stayed keeps hers, the arriving gentleman sits \
         opposite her, the arriving lady takes the other lady's chair, and the gentleman \
         who stayed moves opposite the arriving lady.",
    ),
    program(
        "R-PROG-6",
        "One or two tables",
        "With one table nobody moves all evening: same chairs, same partners. With two, \
         table 2's winners go up as they are and the two losing pairs swap partners.",
    ),
    program(
        "R-PRIZE-2",
        "Nobody wins two prizes",
        "Prizes go in the order gold, red, green; whoever already holds one is passed \
         over for the later ones, and the prize goes to the next in line.",
    ),
    program(
        "R-PRIZE-5",
        "The booby prize tie",
        "Level on green stars: fewer red stars wins the booby prize; still level, fewer \
         gold stars; still level, a cut.",
    ),
    program(
        "R-PRIZE-6",
        "A prize nobody can win",
        "If nobody who could take a prize has a single star of its colour, it is not \
         awarded, and the Prizes screen says so.",
    ),
    program(
        "R-ALT-1",
        "Pairs all evening",
        "The winning pair at each table puts down the difference of the two scores; the \
         losers put down nothing. There is no head or booby table and no stars.",
    ),
    program(
        "R-DEAL-5",
        "Set-back scoring",
        "Under set-back a bid made scores both sides what they took, and a failed bid is \
         taken off the bidders, so a total can fall below zero.",
    ),
    program(
        "R-LATE-3",
        "Filling a leaver's chair",
        "The chair goes to the guest of the same side who has waited longest; the host \
         can choose someone else.",
    ),
    program(
        "R-LATE-4",
        "Closing the bottom table",
        "When a chair cannot be filled, the bottom table closes and its players take the \
         empty chairs; anyone left over waits.",
    ),
    program(
        "Overriding the bell",
        "A lost score card",
        "\"Ring anyway\" settles a table with no result by a cut of the two ladies and \
         marks it \"no result\"; its real score can be entered later and the stars follow.",
    ),
    program(
        "R-SEASON-3",
        "A member's side in the season",
        "The two star ladders of a season place a member by the side the member list gives \
         them; a name with no side there goes by the side it had in its latest evening of \
         ladies and gentlemen (in the season's order).",
    ),
    program(
        "R-SEASON-3",
        "Prizes in the season",
        "Beside a member's stars, the ladder counts the prizes they won at any of the \
         season's star evenings, among their best evenings or not (\"prizes, all \
         evenings\"); prizes never change the ranking.",
    ),
    program(
        "R-SEASON-5",
        "Who is on a ladder",
        "A ladder lists everyone who played at least one finished evening of its kind; \
         those with fewer evenings than the season asks for are listed without a place. \
         A duplicate evening counts for a player only where their pair played a tray.",
    ),
    law(
        "p. 26",
        "Dealing",
        "The player on the dealer's right cuts, leaving at least four cards in each part. \
         Nine cards each, three at a time, from the left; no trump is turned. The deal \
         passes to the left.",
    ),
    law(
        "p. 26–27",
        "Dealing out of turn or with the wrong pack",
        "Stop it before the dealer gives the last three cards to himself; after that the \
         deal stands. An imperfect pack (duplicates, missing or marked cards) voids only \
         the deal in which it is found.",
    ),
    law(
        "p. 27–28",
        "A card exposed in the deal",
        "If the dealer shows a card, the other side chooses: let the deal stand, or the \
         same dealer deals again. If one of them shows a card, the dealer may deal again \
         provided he has seen no other card.",
    ),
    law(
        "p. 28–29",
        "Misdeal",
        "A misdeal loses the deal: the next player on the left deals instead. It is a \
         misdeal if the pack was not cut, was shuffled after the cut, a player got the \
         wrong number of cards (unless put right before the next player's cards), or the \
         dealer counted cards. Players who interrupt the dealer lose the right to claim \
         one. At a party, four deals are still played (press M on the pad).",
    ),
    law(
        "p. 29–30",
        "The fourteen points",
        "High (trump ace), Low (trump two), Jack and Game (trump ten) score one each; \
         the two Pedros (the trump five and the other five of the same colour) score \
         five each. Points go to whoever takes them in tricks.",
    ),
    law(
        "p. 31–32",
        "Bidding",
        "Starting left of the dealer, each player bids once or passes, and each bid must \
         beat the last; fourteen is the most. A bid is final. The highest bidder names \
         trump without consulting a partner; if all pass, the dealer names trump with no \
         bid.",
    ),
    law(
        "p. 32–33",
        "Bidding out of turn",
        "A bid out of turn can tell a partner too much, so the player in error (and \
         sometimes the partner too) loses the right to bid in that deal. Naming one's suit \
         before the partner has bid stops the partner bidding.",
    ),
    law(
        "p. 34",
        "Cards shown during the bidding; too many cards",
        "If a card is shown after a bid and before trump is named, the other side may \
         have the same dealer deal again, or let it stand. A bid made holding more than \
         nine cards is void; an opponent draws the extra cards face down into the pack.",
    ),
    law(
        "p. 34–35",
        "Discarding",
        "Once trump is named, everyone lays out face up every card that is not a trump \
         (the other Pedro counts as one), at least three, to come down to six. A trump \
         discarded must be named and must not be a counting card.",
    ),
    law(
        "p. 35–37",
        "Drawing, and robbing the pack",
        "The dealer gives each player in turn enough cards to make six, then takes what he \
         likes from the rest, announcing how many. Asking for too many: an opponent draws \
         the extra from the hand at random. Too few: play short or make it up from the \
         discards (never a trump). Nobody may ask how many another drew.",
    ),
    law(
        "p. 38–39",
        "The play",
        "The trump maker leads. On a trump lead everyone follows if able (the other Pedro \
         must be played if it is the only trump). On a plain suit a player may trump \
         instead, but if not trumping must follow suit if able. Six tricks; the winner of \
         each leads the next.",
    ),
    law(
        "p. 40",
        "A foul hand",
        "Holding more than six cards once the first card is led: that side scores nothing \
         in the deal, though it plays on to keep the other side from taking everything. \
         Too few cards: draw a plain card from the discards or play short, no penalty.",
    ),
    law(
        "p. 40–41",
        "Leading or playing out of turn",
        "A lead out of turn that all three follow stands. Otherwise the card is exposed \
         and the right player leads. If the last player on a trick plays before his \
         partner, the other side may claim the trick.",
    ),
    law(
        "p. 42",
        "The revoke",
        "Not following suit when able, without trumping, is a revoke. Claimed and proved \
         before the deal's score is agreed, the side in error scores nothing that deal; \
         the other side scores all it took, and a failed bid by the side in error still \
         goes to the other side (p. 47). On the pad: RN or RE after the deal.",
    ),
    law(
        "p. 42–44",
        "Exposed cards",
        "A card dropped face up, named, led out of turn, or a second card played to a \
         trick stays face up on the table, and the other side may call it to be led or \
         played. An exposed trump may be kept from play, and its holder is then not \
         liable for a revoke.",
    ),
    law(
        "p. 45–47",
        "Scoring a deal (standard)",
        "Bid made: the side with more points scores the difference (bid 9, take 10 \
         against 4: six). Bid failed: the bidders score nothing, and the other side scores \
         its own points plus the bid (bid 14, take 2: the others score 26). Level at \
         seven with the bid made: nobody scores.",
    ),
    law(
        "p. 48",
        "Scoring a deal (both sides score)",
        "Another method: a bid made, each side scores the points it took. A failed bid \
         is scored as in the standard way.",
    ),
];

/// The entries that match what the host typed: every word typed must appear in the
/// entry's source, title or text (case ignored). Nothing typed: every entry.
pub fn search(typed: &str) -> Vec<&'static Entry> {
    let typed: String = typed.chars().filter(|c| !is_unsafe_char(*c)).collect();
    let words: Vec<String> = typed.split_whitespace().map(str::to_lowercase).collect();
    ENTRIES
        .iter()
        .filter(|entry| {
            let haystack =
                format!("{} {} {}", entry.source, entry.title, entry.text).to_lowercase();
            words.iter().all(|w| haystack.contains(w.as_str()))
        })
        .collect()
}
