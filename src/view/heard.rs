//! What a screen reader hears when a result lands on the Round screen (issue 32 §5): the
//! last table of the round in play whose result was recorded, in words. A host who
//! cannot see the card change hears what was saved, and who won, without moving the
//! cursor back. Worked out from the party's history, so it follows undo like the rest.

use crate::rules::{Action, Party};
use crate::words;

/// The words for the last result recorded in the round in play (typed, from a pad's
/// fourth deal, a tie's cut, a correction, or a phone's result given its OK); `None`
/// before the round's first.
pub fn last_result(party: &Party) -> Option<String> {
    let state = party.state();
    let round = state.star()?.current_round()?;
    let missing = round.unreported().len() + round.uncut_ties().len();
    party
        .history()
        .iter()
        .rev()
        .take_while(|entry| !starts_a_round(&entry.action))
        .filter_map(|entry| table_of(&entry.action, round.number))
        .find_map(|table| match round.table(table) {
            Ok((seats, Some(result))) => Some(words::result_heard(
                table,
                (result, seats),
                missing,
                party.state().settings.open_seating(),
            )),
            _ => None,
        })
}

/// Whether the action begins a new round: nothing before it is this round's.
fn starts_a_round(action: &Action) -> bool {
    matches!(action, Action::RingBell { .. } | Action::SeatTables)
}

/// The table of `round` whose result the action recorded or changed, if any.
fn table_of(action: &Action, round: u32) -> Option<u32> {
    match *action {
        Action::EnterResult { table, .. }
        | Action::RecordDeal { table, .. }
        | Action::AcceptHeld { table } => Some(table),
        Action::CutTie {
            round: r, table, ..
        }
        | Action::CorrectResult {
            round: r, table, ..
        }
        | Action::CorrectDeals {
            round: r, table, ..
        } if r == round => Some(table),
        _ => None,
    }
}
