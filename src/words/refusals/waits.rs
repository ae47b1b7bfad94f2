//! What the bell waits for (R-ROUND-5), in the language spoken: "tables 3 and 7 (no
//! result yet), table 4 (sent from a phone, not yet counted) and table 5 (a tie waiting
//! for the ladies' cut)", or a duplicate evening's "table 3 (trays 5 and 6)".

use crate::rules::error::BellWaits;
use crate::rules::{Round, Side, StarPlay};

use super::super::{and_list, sides_of, tables_list};
use super::msg;

/// What the bell waits for, in words.
pub fn bell_waits(waits: &BellWaits) -> String {
    match waits {
        BellWaits::Tables {
            unreported,
            uncut,
            held,
            open_seating,
        } => missing_tables(unreported, uncut, held, *open_seating),
        BellWaits::Trays(missing) => missing_trays(missing),
    }
}

/// What the bell waits for in a star evening's round (the tables with no result, those
/// whose phone's result waits for the host's OK, and the ties still to cut), in words.
pub fn missing_words(play: &StarPlay, round: &Round, open_seating: bool) -> String {
    bell_waits(&crate::rules::bell::waits_for(play, round, open_seating))
}

/// "tables 3 and 7 (no result yet), table 4 (sent from a phone, not yet counted) and
/// table 5 (a tie waiting for the ladies' cut)"; past eight tables of a kind, just their
/// count. `open_seating`: the red-pack guests cut.
pub fn missing_tables(
    unreported: &[u32],
    uncut: &[u32],
    held: &[u32],
    open_seating: bool,
) -> String {
    let mut parts = Vec::new();
    if !unreported.is_empty() {
        parts.push(msg::refusal_waits_unreported(tables_list(unreported, 8)));
    }
    // Waiting for East–West's agreement or for the host's OK (issue 52).
    if !held.is_empty() {
        parts.push(msg::refusal_waits_held(tables_list(held, 8)));
    }
    if !uncut.is_empty() {
        parts.push(
            msg::RefusalWaitsUncut {
                tables: tables_list(uncut, 8),
                cutters: sides_of(Side::Lady, open_seating),
            }
            .say(),
        );
    }
    and_list(&parts)
}

/// "tray 5", "trays 5 and 6", "trays 1, 2 and 3".
pub fn trays_list(list: &[u32]) -> String {
    let names: Vec<String> = list.iter().map(u32::to_string).collect();
    msg::RefusalTraysList {
        count: list.len(),
        names: and_list(&names),
    }
    .say()
}

/// The duplicate bell waits for: "table 3 (trays 5 and 6) and table 4 (tray 7)"; past
/// eight tables, just their count.
pub fn missing_trays(missing: &[(u32, Vec<u32>)]) -> String {
    if missing.len() > 8 {
        return msg::count_tables(missing.len());
    }
    let parts: Vec<String> = missing
        .iter()
        .map(|(table, trays)| {
            msg::RefusalWaitsTrays {
                table: table.to_string(),
                trays: trays_list(trays),
            }
            .say()
        })
        .collect();
    and_list(&parts)
}
