//! The evening for a spreadsheet: three CSV files (standings, results, history) and the
//! JSON transcript, written into a folder. Written by the `csv` crate (quotes, commas,
//! new lines and any letters survive), UTF-8 with a byte-order mark so spreadsheet
//! programs read the accents right. A cell of words that a spreadsheet would take for a
//! formula (it starts with `=`, `+`, `-`, `@`) gets a leading apostrophe, so a guest's
//! name can never run as one.

use super::evening::{Evening, StarEvening};
use crate::rules::{Party, State};
use crate::words;

use super::duplicate::DuplicateLine;
use super::{DealLine, Transcript};

/// A CSV file that could not be made (nothing is written).
#[derive(Debug, thiserror::Error)]
pub enum ExportError {
    /// The csv writer refused a row.
    #[error("the table could not be written: {0}")]
    Csv(#[from] csv::Error),
    /// The table's bytes are not text (this is a bug).
    #[error("the table is not valid text")]
    NotText,
}

/// The byte-order mark spreadsheet programs look for to read UTF-8 (every CSV file the
/// program writes starts with it: the evening's and the season's).
pub const BOM: &str = "\u{feff}";

/// One file of the export.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CsvFile {
    /// "standings", "results" or "history".
    pub what: &'static str,
    /// The file's text.
    pub text: String,
}

/// Words a spreadsheet will not run as a formula (every CSV file's names).
pub fn safe(text: &str) -> String {
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
        .map_err(|e| ExportError::Csv(e.into_error().into()))?;
    let text = String::from_utf8(bytes).map_err(|_| ExportError::NotText)?;
    Ok(format!("{BOM}{text}"))
}

/// A guest's side in the spreadsheet: a code a sheet can filter on, the same in every
/// language (as the outcome codes are), not words.
fn side_code(side: crate::rules::Side, open_seating: bool) -> &'static str {
    use crate::rules::Side;
    match (side, open_seating) {
        (Side::Lady, false) => "lady",
        (Side::Gentleman, false) => "gentleman",
        (Side::Lady, true) => "red-pack guest",
        (Side::Gentleman, true) => "blue-pack guest",
    }
}

/// One row per guest, in prize order within each side: place, name, side, the three
/// counts, and the prizes they won.
pub fn standings_csv(state: &State, star: &StarEvening) -> Result<String, ExportError> {
    let mut rows = Vec::new();
    for row in star.standings.iter().flat_map(|g| &g.rows) {
        let side_word = state
            .guest(row.guest)
            .map_or("", |g| side_code(g.side, state.settings.open_seating()));
        rows.push(vec![
            row.place.to_string(),
            safe(&row.name),
            side_word.to_owned(),
            row.stars.gold.to_string(),
            row.stars.red.to_string(),
            row.stars.green.to_string(),
            safe(&row.prize_titles(state.settings.open_seating()).join("; ")),
        ]);
    }
    csv_text(
        &["place", "name", "side", "gold", "red", "green", "prize"],
        &rows,
    )
}

/// A deal in a few words: "dealer N, E bid 3, points 7–3, scored 7–3".
pub fn deal_words(deal: &DealLine) -> String {
    use crate::words::msg;
    let mut words = msg::deal_dealer(deal.dealer);
    if deal.misdeal {
        words.push_str(&msg::deal_misdeal());
    }
    if let (Some(bidder), Some(bid)) = (deal.bidder, deal.bid) {
        words.push_str(
            &msg::DealBid {
                bidder: msg::seat_word(bidder),
                bid,
            }
            .say(),
        );
    }
    words.push_str(
        &msg::DealPoints {
            ns_points: deal.ns_points,
            ew_points: deal.ew_points,
            ns_score: deal.ns_score,
            ew_score: deal.ew_score,
        }
        .say(),
    );
    if let Some(revoke) = deal.revoke {
        words.push_str(&msg::deal_revoke(revoke));
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
            // Issue 52: the host's reason, when given, after the action.
            safe(&match &entry.why {
                Some(why) => format!("{} — {why}", words::action(&before, &entry.action)),
                None => words::action(&before, &entry.action),
            }),
            words::source(entry.from),
        ]);
        // The history replayed to word the next one; an action the rules refuse here
        // cannot have been saved, and is worded against the state before it anyway.
        let _ = before.apply(&entry.action, entry.at);
    }
    csv_text(&["number", "time_utc", "action", "source"], &rows)
}

/// The three CSV files of an evening, from the evening as derived (a duplicate evening's
/// standings are its pairs', and its results every tray at every table).
pub fn csv_files(party: &Party, evening: &Evening) -> Result<Vec<CsvFile>, ExportError> {
    let transcript = Transcript::of_evening(party, evening);
    if let Some(dup) = &transcript.duplicate {
        return Ok(vec![
            CsvFile {
                what: "standings",
                text: duplicate_standings_csv(dup)?,
            },
            CsvFile {
                what: "results",
                text: duplicate_results_csv(dup)?,
            },
            CsvFile {
                what: "history",
                text: history_csv(party)?,
            },
        ]);
    }
    let standings = match evening.star() {
        Some(star) => standings_csv(party.state(), star)?,
        None => csv_text(&["place", "name"], &[])?,
    };
    Ok(vec![
        CsvFile {
            what: "standings",
            text: standings,
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

/// A duplicate pair's two names.
fn pair_names(dup: &DuplicateLine, direction: &str, pair: Option<u32>) -> [String; 2] {
    pair.and_then(|pair| {
        dup.pairs
            .iter()
            .find(|p| p.direction == direction && p.pair == pair)
    })
    .map_or_else(Default::default, |p| p.players.clone().map(|n| safe(&n)))
}

/// A number to two decimals, or an empty cell.
fn decimals(value: Option<f64>) -> String {
    value.map(words::decimals).unwrap_or_default()
}

/// Duplicate (R-DUP-8/9): one row per pair, North–South first, best first: place, the
/// pair and its players, plus/minus (and the matchpoint percentage), trays played, and
/// whether it won its direction (or is level at the top). A pair that has played no tray
/// has empty place and score cells.
pub fn duplicate_standings_csv(dup: &DuplicateLine) -> Result<String, ExportError> {
    let rows: Vec<Vec<String>> = dup
        .standings
        .iter()
        .map(|s| {
            let [a, b] = pair_names(dup, s.direction, Some(s.pair));
            let won = dup
                .winners
                .iter()
                .find(|w| w.direction == s.direction)
                .filter(|w| w.pairs.contains(&s.pair))
                .map_or("", |w| {
                    if w.pairs.len() == 1 {
                        "won"
                    } else {
                        "tied for first"
                    }
                });
            vec![
                s.direction.to_owned(),
                s.place.map(|p| p.to_string()).unwrap_or_default(),
                s.pair.to_string(),
                a,
                b,
                decimals(s.plus_minus),
                decimals(s.percent),
                s.trays.to_string(),
                won.to_owned(),
            ]
        })
        .collect();
    csv_text(
        &[
            "direction",
            "place",
            "pair",
            "player_1",
            "player_2",
            "plus_minus",
            "percent",
            "trays",
            "winner",
        ],
        &rows,
    )
}

/// The duplicate results file's columns, in order.
const DUPLICATE_RESULTS_COLUMNS: [&str; 20] = [
    "round",
    "table",
    "tray",
    "dealer",
    "ns_pair",
    "ns_players",
    "ew_pair",
    "ew_players",
    "outcome",
    "bidder",
    "bid",
    "ns_points",
    "ew_points",
    "revoke",
    "ns_score",
    "ew_score",
    "result",
    "ns_plus_minus",
    "ns_percent",
    "ew_percent",
];

/// Duplicate (R-DUP-7): one row per tray at each table of each round played: the pairs,
/// the bid and the points (or not played), the scores, the result and how it compares
/// with the other tables on the same tray.
pub fn duplicate_results_csv(dup: &DuplicateLine) -> Result<String, ExportError> {
    let compared: std::collections::BTreeMap<(u32, u32, u32), _> = dup
        .travellers
        .iter()
        .flat_map(|t| {
            t.results
                .iter()
                .map(move |r| ((r.round, r.table, t.tray), r))
        })
        .collect();
    let mut rows = Vec::new();
    for round in &dup.rounds {
        for table in &round.tables {
            let [ns_group, ew_group] = dup.seat_codes();
            let [ns_a, ns_b] = pair_names(dup, ns_group, Some(table.ns_pair));
            let [ew_a, ew_b] = pair_names(dup, ew_group, table.ew_pair);
            for tray in &table.trays {
                let line = compared.get(&(round.number, table.table, tray.tray));
                let outcome = match (tray.played, tray.reported, table.ew_pair) {
                    (true, ..) => "played",
                    (false, _, None) => "sat out",
                    (false, true, _) => "not played",
                    (false, false, _) => "not reported",
                };
                let played = |text: String| if tray.played { text } else { String::new() };
                rows.push(vec![
                    round.number.to_string(),
                    table.table.to_string(),
                    tray.tray.to_string(),
                    tray.dealer.to_owned(),
                    table.ns_pair.to_string(),
                    format!("{ns_a} & {ns_b}"),
                    table.ew_pair.map(|p| p.to_string()).unwrap_or_default(),
                    if table.ew_pair.is_some() {
                        format!("{ew_a} & {ew_b}")
                    } else {
                        String::new()
                    },
                    outcome.to_owned(),
                    tray.bidder.unwrap_or_default().to_owned(),
                    tray.bid.map(|b| b.to_string()).unwrap_or_default(),
                    played(tray.ns_points.to_string()),
                    played(tray.ew_points.to_string()),
                    tray.revoke.unwrap_or_default().to_owned(),
                    played(tray.ns_score.to_string()),
                    played(tray.ew_score.to_string()),
                    line.and_then(|l| l.result)
                        .map(|r| r.to_string())
                        .unwrap_or_default(),
                    decimals(line.and_then(|l| l.ns_plus_minus)),
                    decimals(line.and_then(|l| l.ns_percent)),
                    decimals(line.and_then(|l| l.ew_percent)),
                ]);
            }
        }
    }
    csv_text(&DUPLICATE_RESULTS_COLUMNS, &rows)
}
