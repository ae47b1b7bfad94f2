//! What a phone hears back, and what the host hears of it.

use serde::Serialize;

use super::table_state::TableState;
use super::wire::{CutChoice, Score};

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

/// What the host should hear of a request.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Heard {
    /// A result (or cut) was recorded from a table.
    Recorded {
        /// The table.
        table: u32,
        /// In words, for the host's message.
        words: String,
    },
    /// A result waits for the host's OK.
    Waiting {
        /// The table.
        table: u32,
        /// In words.
        words: String,
    },
    /// A result is put to the table's other side on its phone (issue 52).
    Asked {
        /// The table.
        table: u32,
        /// In words.
        words: String,
    },
    /// A table calls the host (a disagreement, or its "Call the host" key).
    Called {
        /// The table.
        table: u32,
        /// In words.
        words: String,
    },
    /// A guest checked in at the door and waits for the host's key (issue 52).
    AtTheDoor {
        /// In words.
        words: String,
    },
    /// Recorded in memory, but the disk refused: the host must hear it.
    NotSaved {
        /// Why, in words.
        words: String,
    },
    /// A guest at the door gave their address (the mail file changed beside the party).
    MailAddress {
        /// In words, for the host's message.
        words: String,
    },
}

/// What a phone hears when the host's laptop could not save its result.
pub const NOT_SAVED: &str =
    "The host's laptop could not save it: send again in a moment. Your pad is kept here.";

/// The table has a result already: the phone hears it, and whom to ask.
pub(super) fn already_reported(table: u32, recorded: Score, state: &TableState) -> Reply {
    let why = format!(
        "Table {table} has already reported: North–South {}, East–West {}. If that is wrong, \
         ask the host to correct it.",
        recorded.ns, recorded.ew
    );
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
    let won = state
        .cut
        .as_ref()
        .map_or_else(String::new, |c| format!(" {} won it.", c.winner_name));
    let why = format!(
        "Table {table}'s tie is already cut.{won} If that is wrong, ask the host to correct it."
    );
    Reply::refuse(409, why, Some(state))
}

/// "Table 7 (sent from table 7): North–South 23, East–West 12."
pub(super) fn recorded_words(state: &TableState) -> String {
    let score = state.result.unwrap_or(state.totals);
    let cut = match &state.cut {
        Some(cut) => format!(" {} won the cut.", cut.winner_name),
        None if state.needs_cut => format!(" A tie. {}", state.words.tie.how),
        None => String::new(),
    };
    format!(
        "{} sent its result from a phone: North–South {}, East–West {}.{cut}",
        state.title, score.ns, score.ew
    )
}
