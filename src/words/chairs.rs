//! The words for a round that cannot take results yet: chairs left empty at a bell
//! (R-LATE) still to be settled.

use crate::rules::State;

/// Why the round in play cannot take a result now, or `None` when it can: "round 3's
/// empty chairs (tables 2 and 4) are not settled yet".
pub fn chairs_hold_results(state: &State) -> Option<String> {
    // Only the star game leaves chairs empty at a bell.
    let empty = state.star()?.empty_chairs();
    if empty.is_empty() {
        return None;
    }
    let mut tables: Vec<u32> = empty.iter().map(|c| c.table).collect();
    tables.dedup();
    let round = state.round_number().unwrap_or(0);
    Some(
        super::msg::TellChairsHold {
            round,
            tables: super::tables_list(&tables, 8),
        }
        .say(),
    )
}

/// A score typed while the round cannot take it: kept, and why.
pub fn score_kept(table: u32, why: &str) -> String {
    super::msg::TellScoreKept { table, why }.say()
}

/// A first result recorded before the round was started: it started the round, and its
/// clock, then.
pub fn round_started_by_result(state: &State) -> String {
    let round = state.round_number().unwrap_or(0);
    super::msg::tell_round_started_by_result(round)
}

/// Enter in an empty North–South box: what to type there first.
pub fn type_score_first(table: u32) -> String {
    super::msg::tell_type_score_first(table)
}

/// "Go to table" with a number that is no table of the round.
pub fn no_such_table(typed: &str, last: u32) -> String {
    if typed.is_empty() {
        super::msg::tell_go_to_table_how(last)
    } else {
        super::msg::TellNoSuchTable { typed, last }.say()
    }
}

/// The Round screen's key line while "go to table" waits for its number.
pub fn going_to_table(typed: &str) -> String {
    let shown = if typed.is_empty() { "…" } else { typed };
    super::msg::tell_going_to_table(shown)
}
