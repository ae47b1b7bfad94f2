//! Print-outs (issue 13): table cards, score pads, star cards, the host's tally sheet and
//! the results sheet, on A4 or US Letter; for a Duplicate Cinch evening (issue 25) the
//! guide cards, traveller slips, pair score cards, hand records and its results sheet. Each document is laid out into pages of text,
//! lines and boxes (`page`), measured in the embedded font (`fonts`) so that nothing
//! overlaps at any length of name or number of tables; the same pages become the PDF
//! (`pdf`, by krilla) and the preview on the Print screen.

mod duplicate;
pub mod flow;

mod pads;
pub mod page;
mod pdf;
pub mod qr;
mod results;
pub mod season;
mod star_cards;
pub mod table;
mod table_cards;
mod tally;

use crate::rules::{EveningEnd, Party, Phase, Playing, State};
use crate::transcript::evening::{Evening, Game};
pub use page::{Ink, Item, Page, Paper, Style};

/// The phones' links a print-out carries (when the phones are on): each table's on its
/// table card, each duplicate pair's on its score card, as a QR code and in words.
#[derive(Debug, Clone, PartialEq, Eq, Default, Hash)]
pub struct Links {
    /// Each table's link.
    pub tables: Vec<(u32, String)>,
    /// Each duplicate pair's link.
    pub pairs: Vec<(crate::rules::duplicate::PairId, String)>,
    /// The door's page, where guests check in (issue 52): the table cards begin with a
    /// card for the door.
    pub door: Option<String>,
}

/// A document the host can print.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Document {
    /// One card per table: its number, huge; head and booby named.
    #[default]
    TableCards,
    /// A deal-by-deal pad per table for the round in play, names in their chairs.
    ScorePads,
    /// Blank pads for every table and every round of the evening.
    BlankPads,
    /// One small card per guest, to wear, with room for the stars.
    StarCards,
    /// Every guest × every round, filled in as far as the evening has gone.
    Tally,
    /// Prizes, standings, every round and every guest's evening (a duplicate evening's:
    /// winners, standings, every traveller and the hands).
    Results,
    /// Duplicate: a card per table with every round's E–W pair, trays and moves.
    GuideCards,
    /// Duplicate: a slip per tray, a row per table in the order it is played.
    TravellerSlips,
    /// Duplicate: a card per pair, a line per round.
    PairCards,
    /// Duplicate: the program's deal of every tray, to make the trays up from.
    HandRecords,
}

impl Document {
    /// Every document.
    pub const ALL: [Document; 10] = [
        Document::TableCards,
        Document::ScorePads,
        Document::BlankPads,
        Document::StarCards,
        Document::Tally,
        Document::Results,
        Document::GuideCards,
        Document::TravellerSlips,
        Document::PairCards,
        Document::HandRecords,
    ];

    /// A star-game (or score-card) evening's documents, in the order of the evening.
    pub const STAR_GAME: [Document; 6] = [
        Document::TableCards,
        Document::ScorePads,
        Document::BlankPads,
        Document::StarCards,
        Document::Tally,
        Document::Results,
    ];

    /// A Duplicate Cinch evening's documents, in the order of the evening: the trays
    /// made up from the hand records, the guides on the tables, a slip in each tray, a
    /// card for each pair; the results at the end.
    pub const DUPLICATE: [Document; 6] = [
        Document::HandRecords,
        Document::TableCards,
        Document::GuideCards,
        Document::TravellerSlips,
        Document::PairCards,
        Document::Results,
    ];

    /// The documents a party can print.
    pub fn offered(state: &State) -> &'static [Document] {
        if state.is_duplicate() {
            &Document::DUPLICATE
        } else {
            &Document::STAR_GAME
        }
    }

    /// Whether it belongs to a duplicate evening (or to the others).
    fn fits(self, state: &State) -> bool {
        Document::offered(state).contains(&self)
    }

    /// Its name on the command line (`--what`) and in file names.
    pub fn code(self) -> &'static str {
        match self {
            Document::TableCards => "tables",
            Document::ScorePads => "pads",
            Document::BlankPads => "blank-pads",
            Document::StarCards => "stars",
            Document::Tally => "tally",
            Document::Results => "results",
            Document::GuideCards => "guides",
            Document::TravellerSlips => "travellers",
            Document::PairCards => "pair-cards",
            Document::HandRecords => "hands",
        }
    }

    /// The document named `code`.
    pub fn from_code(code: &str) -> Option<Document> {
        Document::ALL.into_iter().find(|d| d.code() == code)
    }

    /// Its name for the host.
    pub fn words(self) -> String {
        crate::words::msg::document_name(self.code())
    }

    /// Its name inside a sentence: "Saved the results sheet".
    pub fn in_sentence(self) -> String {
        crate::words::msg::document_in_sentence(self.code())
    }

    /// What it is for, in a sentence.
    pub fn description(self) -> String {
        crate::words::msg::document_about(self.code())
    }
}

/// Why a document cannot be printed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PrintError {
    /// No tables: not enough guests.
    #[error("{}", crate::words::msg::print_no_tables())]
    NoTables,
    /// No guests at all.
    #[error("{}", crate::words::msg::print_no_guests())]
    NoGuests,
    /// A duplicate document for another kind of evening, or the other way round.
    #[error("{0}")]
    NotForThisParty(String),
    /// A duplicate evening without pairs.
    #[error("{}", crate::words::msg::print_no_pairs())]
    NoPairs,
    /// Hand records where the guests deal the trays.
    #[error("{}", crate::words::msg::print_guests_deal())]
    GuestsDeal,
    /// Hand records before the program has dealt.
    #[error("{}", crate::words::msg::print_not_dealt())]
    NotDealtYet,
    /// A duplicate evening's results while it is played: no tray's result may reach the
    /// room before the last round is over (R-DUP-13).
    #[error("{}", crate::words::paper_waits_for_the_end(&crate::words::msg::document_in_sentence("results"), *.0))]
    NotBeforeTheEnd(crate::rules::duplicate_score::TraysIn),
    /// The PDF could not be made.
    #[error("{}", crate::words::msg::print_pdf(.0.to_string()))]
    Pdf(#[from] pdf::PdfError),
}

/// A document laid out.
#[derive(Debug, Clone, PartialEq)]
pub struct Printout {
    /// Which.
    pub document: Document,
    /// On what paper.
    pub paper: Paper,
    /// The party's title.
    pub title: String,
    /// The round whose score pads these are (this round's pads only).
    pub round: Option<u32>,
    /// The pages.
    pub pages: Vec<Page>,
}

impl Printout {
    /// Lays out `document` for `party` on `paper`, its evening derived here once (the
    /// command line's way; the window hands over the evening its desk keeps, see
    /// [`Printout::with_links`]).
    pub fn of(
        party: &Party,
        title: &str,
        document: Document,
        paper: Paper,
    ) -> Result<Printout, PrintError> {
        let evening = Evening::of(party, 0);
        Printout::with_links(party, &evening, title, document, paper, &Links::default())
    }

    /// `of`, from the evening as derived, with each table's link for the phones (table
    /// cards carry it as a QR code). Paper reads the evening and never works a rule out
    /// again.
    pub fn with_links(
        party: &Party,
        evening: &Evening,
        title: &str,
        document: Document,
        paper: Paper,
        links: &Links,
    ) -> Result<Printout, PrintError> {
        // In the guests' language (issue 51), unless the command line said another.
        let lang = crate::words::Lang::of_party(&party.state().settings);
        crate::words::lang::for_guests(lang, || {
            Printout::lay_out(party, evening, title, document, paper, links)
        })
    }

    fn lay_out(
        party: &Party,
        evening: &Evening,
        title: &str,
        document: Document,
        paper: Paper,
        links: &Links,
    ) -> Result<Printout, PrintError> {
        let state = party.state();
        let refused = || PrintError::NotForThisParty(not_for_this_party(state, document));
        if !document.fits(state) {
            return Err(refused());
        }
        let mut round = None;
        let mut pages = match document {
            // What either kind of evening prints: a card per table.
            Document::TableCards => {
                let mut cards = Vec::new();
                if let Some(door) = &links.door {
                    cards.push(table_cards::door_card(title, paper, door));
                }
                cards.extend(table_cards::pages(state, title, paper, &links.tables)?);
                cards
            }
            _ => match evening.game(party) {
                Some(Game::Duplicate(dup, view)) => match document {
                    // Paper for the room: the results wait for the end (R-DUP-13).
                    Document::Results => match view.withheld {
                        Some(trays) => return Err(PrintError::NotBeforeTheEnd(trays)),
                        None => duplicate::results(dup, view, title, paper)?,
                    },
                    Document::GuideCards => duplicate::guide_cards(dup, view, title, paper)?,
                    Document::TravellerSlips => {
                        duplicate::traveller_slips(dup, view, title, paper)?
                    }
                    Document::PairCards => {
                        duplicate::pair_cards(dup, view, title, paper, &links.pairs)?
                    }
                    Document::HandRecords => duplicate::hand_records(dup, view, title, paper)?,
                    _ => return Err(refused()),
                },
                Some(Game::Star(star, derived)) => match document {
                    Document::ScorePads => {
                        round = star.current_round().map(|r| r.number);
                        pads::this_round(star, title, paper)?
                    }
                    Document::BlankPads => pads::blank(state, title, paper)?,
                    Document::StarCards => star_cards::pages(state, title, paper)?,
                    Document::Tally => tally::pages(star, derived, title, paper)?,
                    Document::Results => results::pages(party, evening, title, paper)?,
                    _ => return Err(refused()),
                },
                // An evening derived from another party: never laid out.
                None => {
                    return Err(PrintError::NotForThisParty(
                        crate::words::evening_not_this_partys(),
                    ));
                }
            },
        };
        flow::number_pages(&mut pages, &format!("{title} · {}", document.words()));
        if let Some(first) = pages.first_mut() {
            flow::stamp_mark(first);
        }
        Ok(Printout {
            document,
            paper,
            title: title.to_owned(),
            round,
            pages,
        })
    }

    /// The PDF file's bytes.
    pub fn to_pdf(&self) -> Result<Vec<u8>, PrintError> {
        Ok(pdf::to_pdf(
            &self.pages,
            &format!("{} · {}", self.title, self.document.words()),
        )?)
    }

    /// A file name for it: `the-fosters-cinch-tables-a4.pdf`; a round's pads carry
    /// their round (`the-fosters-cinch-pads-round-3-a4.pdf`), so that the next round's
    /// never overwrite them.
    pub fn file_name(&self) -> String {
        let round = self
            .round
            .map(|r| format!("-round-{r}"))
            .unwrap_or_default();
        file_name(
            &self.title,
            &format!("{}{round}-{}", self.document.code(), self.paper.code()),
        )
    }
}

/// Why `document` is not for this party, and what is.
fn not_for_this_party(state: &State, document: Document) -> String {
    let offered: Vec<String> = Document::offered(state)
        .iter()
        .map(|d| format!("{} ({})", d.words().to_lowercase(), d.code()))
        .collect();
    crate::words::msg::SheetNotForParty {
        documents: document.words(),
        duplicate: if state.is_duplicate() { "yes" } else { "no" },
        offered: crate::words::and_list(&offered),
    }
    .say()
}

/// `title` as a file name's stem (letters, digits and dashes), then `-what.pdf`.
pub fn file_name(title: &str, what: &str) -> String {
    format!("{}-{what}.pdf", crate::words::slug(title))
}

/// The tables of the evening as it stands: the round in play's, else as many as the
/// guest list makes.
fn tables_now(state: &State) -> Result<u32, PrintError> {
    let tables = match state.playing() {
        Playing::Duplicate(dup) => return duplicate::tables(dup),
        Playing::Star(star) => match star.current_round() {
            Some(round) => round.table_count(),
            None => state.tables_possible(),
        },
    };
    if tables == 0 {
        Err(PrintError::NoTables)
    } else {
        Ok(tables)
    }
}

/// The rounds the evening will have, as far as can be known: the number set, or (for
/// an evening that ends by the clock or when the host says) the rounds so far with two
/// to spare and at least eight; once it is over, the rounds played.
fn rounds_planned(state: &State) -> u32 {
    let played = state.round_number().unwrap_or(0);
    if state.phase() == Phase::Finished {
        return played.max(1);
    }
    match state.settings.end {
        EveningEnd::AfterRounds(n) => n.max(played),
        EveningEnd::AtTime(_) | EveningEnd::HostDecides => (played + 2).max(8),
    }
}
