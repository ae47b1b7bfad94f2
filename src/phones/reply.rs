//! What a phone hears back, and what the host hears of it.

use serde::Serialize;

use super::table_state::TableState;

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
