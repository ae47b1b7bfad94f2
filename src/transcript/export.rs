//! The evening for a spreadsheet: three CSV files (standings, results, history) and the
//! JSON transcript, written into a folder. Written by the `csv` crate (quotes, commas,
//! new lines and any letters survive), UTF-8 with a byte-order mark so spreadsheet
//! programs read the accents right. A cell of words that a spreadsheet would take for a
//! formula (it starts with `=`, `+`, `-`, `@`) gets a leading apostrophe, so a guest's
//! name can never run as one.

use super::standings::standing_groups;
use crate::rules::{Party, State};
use crate::words;

use super::{DealLine, Transcript};

/// A CSV file that could not be made (nothing is written).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ExportError {
    /// The csv writer refused a row.
    #[error("the table could not be written: {0}")]
    Csv(String),
    /// The table's bytes are not text (this is a bug).
    #[error("the table is not valid text")]
    NotText,
}

impl From<csv::Error> for ExportError {
    fn from(error: csv::Error) -> ExportError {
        ExportError::Csv(error.to_string())
    }
}

/// The byte-order mark spreadsheet programs look for to read UTF-8.
const BOM: &str = "\u{feff}";

/// One file of the export.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CsvFile {
    /// "standings", "results" or "history".
    pub what: &'static str,
    /// The file's text.
    pub text: String,
}

/// Words a spreadsheet will not run as a formula.
fn safe(text: &str) -> String {
    if text.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        format!("'{text}")
    } else {
        text.to_owned()
    }
}

/// The rows as CSV text (with the byte-order mark), or what went wrong in words.
fn csv_text(header: &[&str], rows: &[Vec<String>]) -> Result<String, ExportError> {
    let mut writer = csv::Writer::from_writer(Vec::new());
    writer.write_record(header)?;
    for row in rows {
        writer.write_record(row)?;
    }
    let bytes = writer
        .into_inner()
        .map_err(|e| ExportError::Csv(e.error().to_string()))?;
    let text = String::from_utf8(bytes).map_err(|_| ExportError::NotText)?;
    Ok(format!("{BOM}{text}"))
}

/// One row per guest, in prize order within each side: place, name, side, the three
/// counts, and the prizes they won.
pub fn standings_csv(party: &Party) -> Result<String, ExportError> {
    let state = party.state();
    let groups = standing_groups(state, &party.stars(), &party.prizes());
    let mut rows = Vec::new();
    for row in groups.iter().flat_map(|g| &g.rows) {
        let side_word = state
            .guest(row.guest)
            .map_or("", |g| g.side.noun(state.settings.open_seating));
        rows.push(vec![
            row.place.to_string(),
            safe(&row.name),
            side_word.to_owned(),
            row.stars.gold.to_string(),
            row.stars.red.to_string(),
            row.stars.green.to_string(),
            safe(&row.prizes.join("; ")),
        ]);
    }
    csv_text(
        &["place", "name", "side", "gold", "red", "green", "prize"],
        &rows,
    )
}

/// A deal in a few words: "dealer N, E bid 3, points 7–3, scored 7–3".
pub fn deal_words(deal: &DealLine) -> String {
    let mut words = format!("dealer {}", deal.dealer);
    if deal.misdeal {
        words.push_str(", misdeal");
    }
    if let (Some(bidder), Some(bid)) = (deal.bidder, deal.bid) {
        words.push_str(&format!(", {bidder} bid {bid}"));
    }
    words.push_str(&format!(
        ", points {}–{}, scored {}–{}",
        deal.ns_points, deal.ew_points, deal.ns_score, deal.ew_score
    ));
    if let Some(revoke) = deal.revoke {
        words.push_str(&format!(", revoke by {revoke}"));
    }
    words
}

/// One row per round and table: the chairs' names, the scores, the cut, who won, and
/// the deals where they were recorded.
pub fn results_csv(transcript: &Transcript) -> Result<String, ExportError> {
    let mut rows = Vec::new();
    for round in &transcript.rounds {
        for t in &round.tables {
            let winner = match (t.ns_score, t.ew_score, t.cut_winner) {
                (_, _, Some(cut)) => cut.to_owned(),
                (Some(ns), Some(ew), None) if ns > ew => "ns".to_owned(),
                (Some(ns), Some(ew), None) if ew > ns => "ew".to_owned(),
                _ => String::new(),
            };
            let score = |s: Option<i64>| s.map(|s| s.to_string()).unwrap_or_default();
            rows.push(vec![
                round.number.to_string(),
                t.table.to_string(),
                safe(&t.north),
                safe(&t.east),
                safe(&t.south),
                safe(&t.west),
                score(t.ns_score),
                score(t.ew_score),
                t.cut_winner.unwrap_or_default().to_owned(),
                safe(&t.cut_cards.join("; ")),
                winner,
                t.deals.len().to_string(),
                safe(
                    &t.deals
                        .iter()
                        .map(deal_words)
                        .collect::<Vec<_>>()
                        .join(" | "),
                ),
            ]);
        }
    }
    csv_text(
        &[
            "round",
            "table",
            "north",
            "east",
            "south",
            "west",
            "ns",
            "ew",
            "cut",
            "cut_cards",
            "winner",
            "deals",
            "deal_by_deal",
        ],
        &rows,
    )
}

/// One row per action of the history: its number, when (UTC, as saved), what, and
/// where it came from.
pub fn history_csv(party: &Party) -> Result<String, ExportError> {
    let mut rows = Vec::new();
    // Each action is worded against the party as it stood just before it.
    let mut before = State::new(party.initial_settings().clone());
    for (i, entry) in party.history().iter().enumerate() {
        rows.push(vec![
            (i + 1).to_string(),
            entry.at.to_rfc3339_opts(chrono::SecondsFormat::Secs, true),
            safe(&words::action(&before, &entry.action)),
            words::source(entry.from),
        ]);
        // The history replayed to word the next one; an action the rules refuse here
        // cannot have been saved, and is worded against the state before it anyway.
        let _ = before.apply(&entry.action, entry.at);
    }
    csv_text(&["number", "time_utc", "action", "source"], &rows)
}

/// The three CSV files of an evening.
pub fn csv_files(party: &Party) -> Result<Vec<CsvFile>, ExportError> {
    let transcript = Transcript::of(party);
    Ok(vec![
        CsvFile {
            what: "standings",
            text: standings_csv(party)?,
        },
        CsvFile {
            what: "results",
            text: results_csv(&transcript)?,
        },
        CsvFile {
            what: "history",
            text: history_csv(party)?,
        },
    ])
}
