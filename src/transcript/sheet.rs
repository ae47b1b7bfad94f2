//! The words of the results' rows that more than one take-away shows: the PDF results
//! sheets (`print`) and the published page (`publish`). A table's score and notes, a
//! duplicate evening's winners (a tie and its cut, R-DUP-8) and a traveller's row
//! (R-DUP-7 to R-DUP-9), each decided once here so paper and page say the same.

use super::TableLine;
use super::cut_words;
use super::dup_view::DupView;
use crate::rules::State;
use crate::rules::duplicate::{DupMethod, PairGroup, PairId};
use crate::rules::duplicate_score::TravellerLine;
use crate::words;

/// A table's result: "30–12", or "playing" before it is in.
pub fn table_score(table: &TableLine) -> String {
    match (table.ns_score, table.ew_score) {
        (Some(ns), Some(ew)) => format!("{ns}–{ew}"),
        _ => words::msg::table_playing(),
    }
}

/// What else there is to say of a table's result: a tie and who won its cut
/// (R-ROUND-3), a cut at the bell with no result, how often it was corrected.
pub fn table_notes(table: &TableLine) -> Vec<String> {
    let mut notes = Vec::new();
    if let Some(cut) = table.cut_winner {
        notes.push(words::msg::note_tie_cut(words::msg::side_letters(cut)));
    }
    if table.unreported {
        notes.push(words::msg::note_bell_cut());
    }
    if table.settled_by_host {
        notes.push(words::msg::note_disputed());
    }
    if table.corrections > 0 {
        // Issue 52: the host's reasons, when given.
        notes.push(if table.reasons.is_empty() {
            words::msg::note_corrections(table.corrections)
        } else {
            words::msg::NoteCorrectionsWhy {
                count: table.corrections,
                why: table.reasons.join("; "),
            }
            .say()
        });
    }
    notes
}

/// One direction's winners (or leaders) in words, with the cut that settled a tie.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WinnerWords {
    /// "North–South: N–S 3 (Ann & Bob), +4.50", or "…: level at the top, …".
    pub text: String,
    /// "A tie for first, settled by a cut: …" (R-DUP-8).
    pub cut: Option<String>,
}

/// The winners of each direction (one ranking in the two-table Howell, R-DUP-12); mid
/// evening, the leaders.
pub fn dup_winners(state: &State, view: &DupView) -> Vec<WinnerWords> {
    let over = state.phase() == crate::rules::Phase::Finished;
    view.standings
        .winners
        .iter()
        .map(|(group, pairs)| {
            let title = match group {
                PairGroup::All => words::msg::transcript_winners_title(yes_no(over)),
                other => words::group(*other).to_owned(),
            };
            let title = title.as_str();
            let label = |n: u32| view.pair_label(PairId::new(*group, n));
            let text = match pairs.as_slice() {
                [] => words::msg::transcript_no_result_yet(title),
                [one] => format!(
                    "{title}: {}, {}",
                    label(*one),
                    view.score_words(PairId::new(*group, *one))
                ),
                many => {
                    let names: Vec<String> = many.iter().map(|&p| label(p)).collect();
                    words::msg::TranscriptLevelTop {
                        title,
                        names: words::and_list(&names),
                    }
                    .say()
                }
            };
            let cut = view
                .cuts
                .iter()
                .find(|(g, _)| g == group)
                .filter(|_| pairs.len() == 1)
                .map(|(_, cut)| words::msg::transcript_tie_cut(cut_words(state, cut)));
            WinnerWords { text, cut }
        })
        .collect()
}

/// The heading of a standings' score column: "Plus/minus" or "Matchpoints".
pub fn score_heading(method: DupMethod) -> String {
    words::msg::transcript_score_heading(method_code(method))
}

/// A scoring method as the catalogues select on it.
fn method_code(method: DupMethod) -> &'static str {
    match method {
        DupMethod::PlusMinus => "plus-minus",
        DupMethod::Matchpoints => "matchpoints",
    }
}

/// "Duplicate Cinch · 8 pairs at 4 tables · 12 trays, 2 a table · … · scored by …",
/// on the results sheet and the published page.
pub fn dup_summary(state: &State, view: &DupView, pairs: usize) -> String {
    let m = &view.movement;
    words::msg::SheetDupSummary {
        pairs: words::msg::count_pairs(pairs),
        tables: words::msg::count_tables(m.tables),
        trays: words::msg::sheet_count_trays(m.trays()),
        per_table: m.trays_per_table,
        movement: words::movement_name(m.kind),
        method: words::msg::sheet_method(method_code(view.method)),
        played: words::rounds_played(state),
    }
    .say()
}

pub use crate::words::traveller_score_heading;

/// A traveller's row in words, beside its round, table and N–S pair's number.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TravellerCells {
    /// The E–W pair's number, or "out".
    pub ew: String,
    /// "sits out", "not reported" or what the bidder made (R-DUP-7).
    pub what: String,
    /// The same words in pieces that read as `what` joined by spaces, each but the first
    /// kept whole on a line by a page (`words::tray_outcome_pieces`).
    pub what_pieces: Vec<String>,
    /// N–S's result, signed; empty before one.
    pub result: String,
    /// N–S's matchpoint percentage or plus/minus on the tray (R-DUP-8, R-DUP-9).
    pub against: String,
}

/// The words of `line` on tray `tray`'s traveller.
pub fn traveller_cells(
    state: &State,
    view: &DupView,
    tray: u32,
    line: &TravellerLine,
) -> TravellerCells {
    let ew = line
        .ew_pair
        .map_or_else(words::msg::transcript_ew_out, |p| p.number.to_string());
    let what_pieces = match &line.play {
        None if line.ew_pair.is_none() => vec![words::msg::sheet_sits_out()],
        None => vec![words::msg::transcript_not_reported()],
        Some(play) => words::tray_outcome_pieces(state.settings.deal_scoring, tray, play),
    };
    let what = what_pieces.join(" ");
    let result = line.result.map_or_else(String::new, words::signed);
    let against = match (view.method, line.percent, line.plus_minus) {
        (DupMethod::Matchpoints, Some((ns, _)), _) => words::percent(ns),
        (DupMethod::PlusMinus, _, Some(pm)) => words::plus_minus(pm),
        _ => String::new(),
    };
    TravellerCells {
        ew,
        what,
        what_pieces,
        result,
        against,
    }
}

/// A yes or no as the catalogues select on it.
fn yes_no(yes: bool) -> &'static str {
    if yes { "yes" } else { "no" }
}
