//! What the host hears of a phone's request, as facts (issue 51): the phone's own reply
//! is worded in the phone's language, and these are worded by whoever hears them (the
//! window's toast in the window's language, `serve`'s line in its own), when they hear.

use crate::rules::TableRole;
use crate::rules::deal::DealScoring;
use crate::rules::duplicate::TrayPlay;
use crate::store::SaveError;
use crate::words::msg;

/// What the host should hear of a request.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Heard {
    /// A result (or cut) was recorded from a table.
    Recorded {
        /// The table.
        table: u32,
        /// What happened, worded when heard.
        words: Said,
    },
    /// A result waits for the host's OK.
    Waiting {
        /// The table.
        table: u32,
        /// What happened.
        words: Said,
    },
    /// A result is put to the table's other side on its phone (issue 52).
    Asked {
        /// The table.
        table: u32,
        /// What happened.
        words: Said,
    },
    /// A table calls the host (a disagreement, or its "Call the host" key).
    Called {
        /// The table.
        table: u32,
        /// What happened.
        words: Said,
    },
    /// A guest checked in at the door and waits for the host's key (issue 52).
    AtTheDoor {
        /// What happened.
        words: Said,
    },
    /// Recorded in memory, but the disk refused: the host must hear it.
    NotSaved {
        /// Why.
        words: Said,
    },
    /// A guest at the door gave their address (the mail file changed beside the party).
    MailAddress {
        /// What happened.
        words: Said,
    },
}

/// A tie's news with a result sent from a phone.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TieNews {
    /// Not a tie, or not cut yet and not needing it.
    None,
    /// The named guest won the cut.
    Won(String),
    /// A tie still to cut, by the party's seating (`true`: the red-pack guests cut).
    ToCut(bool),
}

/// What a phone's request did, as facts: worded in the language spoken where it is
/// heard ([`std::fmt::Display`], or `String::from`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Said {
    /// A star table's result recorded from its phone (agreed by East–West, or not).
    Sent {
        /// The table.
        table: u32,
        /// Its role this round.
        role: TableRole,
        /// North–South's and East–West's points.
        score: (i64, i64),
        /// A tie's news.
        tie: TieNews,
        /// Agreed by East–West first.
        agreed: bool,
    },
    /// A result put to East–West on the phone that sent it.
    Asked {
        /// The table.
        table: u32,
        /// North–South's and East–West's points.
        score: (i64, i64),
    },
    /// A result that waits for the host's OK (agreed by East–West first, or not).
    Waits {
        /// The table.
        table: u32,
        /// North–South's and East–West's points.
        score: (i64, i64),
        /// Agreed by East–West first.
        agreed: bool,
    },
    /// East–West do not agree with the result: the table calls the host.
    Disagreed {
        /// The table.
        table: u32,
        /// North–South's and East–West's points.
        score: (i64, i64),
    },
    /// The table calls the host.
    Call {
        /// The table.
        table: u32,
    },
    /// A duplicate tray recorded from a phone (agreed by East–West, or not).
    TraySent {
        /// The table.
        table: u32,
        /// The tray.
        tray: u32,
        /// The party's deal scoring.
        method: DealScoring,
        /// What was sent.
        play: TrayPlay,
        /// Agreed by East–West first.
        agreed: bool,
    },
    /// A tray put to East–West on the phone that sent it.
    TrayAsked {
        /// The table.
        table: u32,
        /// The tray.
        tray: u32,
    },
    /// East–West do not agree with a tray: the table calls the host.
    TrayDisagreed {
        /// The table.
        table: u32,
        /// The tray.
        tray: u32,
        /// The party's deal scoring.
        method: DealScoring,
        /// What was sent.
        play: TrayPlay,
    },
    /// A guest checked in at the door; `waiting` wait there now.
    AtTheDoor {
        /// The guest's name.
        name: String,
        /// How many wait at the door now.
        waiting: usize,
    },
    /// A guest gave their address at the door.
    MailAddress {
        /// The guest's name.
        name: String,
    },
    /// The disk refused what a phone sent.
    NotSaved {
        /// What it was.
        what: Unsaved,
        /// The disk's refusal.
        error: SaveError,
    },
}

/// What could not be saved.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unsaved {
    /// A table's result.
    Result {
        /// The table.
        table: u32,
    },
    /// A table's agreement or call.
    Phone {
        /// The table.
        table: u32,
    },
    /// East–West's answer for a tray.
    TrayAnswer {
        /// The table.
        table: u32,
        /// The tray.
        tray: u32,
    },
    /// A tray's result.
    Tray {
        /// The table.
        table: u32,
        /// The tray.
        tray: u32,
    },
    /// A guest's check-in at the door.
    CheckIn,
}

impl Said {
    /// The words, in the language spoken now.
    pub fn words(&self) -> String {
        match self {
            Said::Sent {
                table,
                role,
                score,
                tie,
                agreed,
            } => sent_words(
                crate::words::table_title(*table, *role),
                *score,
                tie,
                *agreed,
            ),
            Said::Asked {
                table,
                score: (ns, ew),
            } => msg::HeardAsked {
                table: *table,
                ns: *ns,
                ew: *ew,
            }
            .say(),
            Said::Waits {
                table,
                score: (ns, ew),
                agreed,
            } => msg::HeardWaits {
                table: *table,
                ns: *ns,
                ew: *ew,
                agreed: yes(*agreed),
            }
            .say(),
            Said::Disagreed {
                table,
                score: (ns, ew),
            } => msg::HeardDisagreed {
                call: crate::words::desk_call(*table, false),
                ns: *ns,
                ew: *ew,
            }
            .say(),
            Said::Call { table } => msg::heard_call(crate::words::desk_call(*table, false)),
            Said::TraySent {
                table,
                tray,
                method,
                play,
                agreed,
            } => msg::HeardTraySent {
                table: *table,
                tray: *tray,
                outcome: crate::words::tray_outcome(*method, *tray, play),
                agreed: yes(*agreed),
            }
            .say(),
            Said::TrayAsked { table, tray } => msg::HeardTrayAsked {
                table: *table,
                tray: *tray,
            }
            .say(),
            Said::TrayDisagreed {
                table,
                tray,
                method,
                play,
            } => msg::HeardTrayDisagreed {
                call: crate::words::desk_call(*table, false),
                tray: *tray,
                outcome: crate::words::tray_outcome(*method, *tray, play),
            }
            .say(),
            Said::AtTheDoor { name, waiting } => crate::words::at_the_door(name, *waiting),
            Said::MailAddress { name } => msg::heard_mail_address(name.as_str()),
            Said::NotSaved { what, error } => what.words(&error.to_string()),
        }
    }
}

impl Unsaved {
    /// Why it was not taken, with the disk's `error`.
    fn words(self, error: &str) -> String {
        match self {
            Unsaved::Result { table } => msg::HeardResultNotSaved { table, error }.say(),
            Unsaved::Phone { table } => msg::HeardPhoneNotSaved { table, error }.say(),
            Unsaved::TrayAnswer { table, tray } => {
                msg::HeardTrayAnswerNotSaved { table, tray, error }.say()
            }
            Unsaved::Tray { table, tray } => msg::HeardTrayNotSaved { table, tray, error }.say(),
            Unsaved::CheckIn => msg::heard_check_in_not_saved(error),
        }
    }
}

/// A star table's result sent from its phone, with its tie's news.
fn sent_words(title: String, (ns, ew): (i64, i64), tie: &TieNews, agreed: bool) -> String {
    let sent = msg::HeardSent {
        title,
        ns,
        ew,
        agreed: yes(agreed),
    }
    .say();
    match tie {
        TieNews::None => sent,
        TieNews::Won(winner) => msg::HeardCutWon {
            sent,
            winner: winner.as_str(),
        }
        .say(),
        TieNews::ToCut(open) => msg::HeardToCut {
            sent,
            how: crate::words::phone_tie(*open),
        }
        .say(),
    }
}

/// A yes/no selector's value.
pub(super) fn yes(flag: bool) -> &'static str {
    if flag { "yes" } else { "no" }
}

impl std::fmt::Display for Said {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.words())
    }
}

impl From<Said> for String {
    fn from(said: Said) -> String {
        said.words()
    }
}
