//! What a phone hears back, and what the host hears of it.

use serde::Serialize;

use super::table_state::TableState;
use super::wire::{CutChoice, Score};
use crate::words::msg;

/// An answer for a phone: the HTTP status and a JSON body.
#[derive(Debug, Clone, PartialEq)]
pub struct Reply {
    /// 200, 202, 400, 409 …
    pub status: u16,
    /// The state as recorded, or `{"error": "…", "state": …}`.
    pub body: serde_json::Value,
}

impl Reply {
    pub(super) fn ok(value: impl Serialize) -> Reply {
        Reply::with(200, value)
    }

    pub(super) fn with(status: u16, value: impl Serialize) -> Reply {
        Reply {
            status,
            body: serde_json::to_value(value).unwrap_or(serde_json::Value::Null),
        }
    }

    pub(super) fn refuse(
        status: u16,
        error: impl Into<String>,
        state: Option<&TableState>,
    ) -> Reply {
        Reply {
            status,
            body: serde_json::json!({ "error": error.into(), "state": state }),
        }
    }
}

pub use super::heard::{Heard, Said, TieNews, Unsaved};

/// What a phone hears when the host's laptop could not save its result.
pub(super) fn not_saved() -> String {
    msg::heard_not_saved()
}

/// The table has a result already: the phone hears it, and whom to ask.
pub(super) fn already_reported(table: u32, recorded: Score, state: &TableState) -> Reply {
    let why = msg::HeardAlreadyReported {
        table,
        ns: recorded.ns,
        ew: recorded.ew,
    }
    .say();
    Reply::refuse(409, why, Some(state))
}

/// Whether a tie already cut is sent again with the other lady winning a real cut
/// (issue 34, D2). A cut asked of the program again is the same request.
pub(super) fn cut_differs(state: &TableState, sent: Option<CutChoice>) -> bool {
    use super::wire::WireSide;
    match (&state.cut, sent) {
        (Some(cut), Some(CutChoice::Ns)) => cut.winner != WireSide::Ns,
        (Some(cut), Some(CutChoice::Ew)) => cut.winner != WireSide::Ew,
        _ => false,
    }
}

/// The tie was cut already, the other way: the phone hears who won it, and whom to ask.
pub(super) fn already_cut(table: u32, state: &TableState) -> Reply {
    let why = match &state.cut {
        Some(cut) => msg::HeardAlreadyCutBy {
            table,
            winner: cut.winner_name.as_str(),
        }
        .say(),
        None => msg::heard_already_cut(table),
    };
    Reply::refuse(409, why, Some(state))
}

/// What the host hears of a result recorded from a table's phone.
pub(super) fn recorded_words(state: &TableState, party: &crate::rules::State) -> Said {
    let score = state.result.unwrap_or(state.totals);
    let tie = match &state.cut {
        Some(cut) => TieNews::Won(cut.winner_name.clone()),
        None if state.needs_cut => TieNews::ToCut(party.settings.open_seating()),
        None => TieNews::None,
    };
    Said::Sent {
        table: state.table,
        role: super::table_state::role_of(party, state.table),
        score: (score.ns, score.ew),
        tie,
        agreed: false,
    }
}
