//! The mail file's lines, and what they say of a guest: their address, and where their
//! letter stands (queued, sent, refused).

use serde::{Deserialize, Serialize};

/// One line of the mail file.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Line {
    /// A guest's address, and whether they want their evening mailed.
    Address {
        /// The guest.
        guest: u32,
        /// The address, checked.
        address: String,
        /// "Mail me my evening".
        consent: bool,
    },
    /// The host forgets a guest's address (the file is rewritten without it).
    Forget {
        /// The guest.
        guest: u32,
    },
    /// The host's words of thanks, one line, in every guest's mail.
    Thanks(String),
    /// A guest's mail, about to be handed to the server.
    Queued {
        /// The guest.
        guest: u32,
        /// The mail's Message-ID (the same if it has to go again).
        id: String,
        /// The address it goes to (emptied if the host forgets it).
        to: String,
        /// The guest's evening as mailed, to see later whether a correction changed it.
        evening: String,
        /// It replaces a letter sent before (a correction): sent again after a crash or a
        /// failed try, it still says so (a host's trial: it went as a first letter).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        correction: bool,
    },
    /// The server took it.
    Sent {
        /// The guest.
        guest: u32,
        /// The mail's Message-ID.
        id: String,
        /// What the server answered.
        answer: String,
    },
    /// The server refused it.
    Refused {
        /// The guest.
        guest: u32,
        /// The mail's Message-ID.
        id: String,
        /// The server's words, or what went wrong.
        words: String,
    },
}

/// A guest's address and consent.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Contact {
    /// The address.
    pub address: String,
    /// Whether they want their evening mailed.
    pub consent: bool,
}

/// Where a guest's mail stands.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outgoing {
    /// Queued, not known to be sent: it goes (again) at the next sending.
    Queued {
        /// Message-ID.
        id: String,
        /// The evening as queued.
        evening: String,
        /// A correction of a letter sent before.
        correction: bool,
    },
    /// Sent, with the server's answer.
    Sent {
        /// Message-ID.
        id: String,
        /// The evening as sent.
        evening: String,
        /// The server's answer.
        answer: String,
    },
    /// Refused, with the server's words.
    Refused {
        /// Message-ID.
        id: String,
        /// The evening as it was to be sent.
        evening: String,
        /// The server's words.
        words: String,
    },
}

impl Outgoing {
    /// Where the letter stands, under the guest's address on the Print screen:
    /// "Mailed (the server said 250 …).", "Refused: the server says 550 ….".
    pub fn words(&self) -> String {
        match self {
            Outgoing::Sent { answer, .. } => crate::words::msg::mailer_sent(answer.as_str()),
            Outgoing::Refused { words, .. } => crate::words::msg::mailer_refused(words.as_str()),
            Outgoing::Queued { .. } => crate::words::msg::mailer_queued(),
        }
    }

    /// The evening as queued or sent.
    pub fn evening(&self) -> &str {
        match self {
            Outgoing::Queued { evening, .. }
            | Outgoing::Sent { evening, .. }
            | Outgoing::Refused { evening, .. } => evening,
        }
    }
}
