//! The refusals of Duplicate Cinch (R-DUP): pairs, trays and their results.

#[allow(unused_imports)]
use crate::prelude::*;

use thiserror::Error;

/// Why Duplicate Cinch refused an action. Nothing is changed when an action is refused.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum DupRefusal {
    /// A duplicate action in a party that is not a duplicate one.
    #[error("This party is not a Duplicate Cinch party: choose Duplicate before play.")]
    NotDuplicate,
    /// A star-game action in a duplicate party.
    #[error("Duplicate Cinch has no {what}: the same pairs play all evening.")]
    NotInDuplicate {
        /// What it is, in words.
        what: String,
    },
    /// A pair of one guest twice.
    #[error("A pair is two different guests: {name} cannot partner themselves.")]
    PairNeedsTwo {
        /// The guest.
        name: String,
    },
    /// A guest in two pairs.
    #[error("{name} is in two pairs: a guest plays in one pair all evening.")]
    GuestInTwoPairs {
        /// The guest.
        name: String,
    },
    /// A guest in a pair cannot be taken off the list.
    #[error("{name} is in a pair: take the pair apart first.")]
    GuestInAPair {
        /// The guest.
        name: String,
    },
    /// N–S and E–W out of balance.
    #[error(
        "Half the pairs sit North–South and half East–West (one more North–South when the \
         pairs are odd); here {ns} sit North–South and {ew} East–West."
    )]
    PairsUnbalanced {
        /// N–S pairs.
        ns: usize,
        /// E–W pairs.
        ew: usize,
    },
    /// Fewer than four pairs (R-DUP-1).
    #[error(
        "Duplicate Cinch needs at least four pairs; {count_words}. With fewer, no tray \
         could be compared with another: play the star game, or pairs all evening, instead.",
        count_words = match *count {
            0 => "there are none yet".to_owned(),
            1 => "there is one".to_owned(),
            n => alloc::format!("there are {n}"),
        }
    )]
    TooFewPairs {
        /// How many.
        count: usize,
    },
    /// More pairs than the program takes.
    #[error("That is more than {max} pairs.")]
    TooManyPairs {
        /// The limit.
        max: usize,
    },
    /// A tray reported at a table that does not have it this round.
    #[error("Tray {tray} is not at table {table} in round {round}: its trays are {trays}.")]
    TrayNotHere {
        /// The tray.
        tray: u32,
        /// The table.
        table: u32,
        /// The round.
        round: u32,
        /// The table's trays, in words.
        trays: String,
    },
    /// A tray sent again while East–West are asked about it (issue 52).
    #[error("Tray {tray} at table {table} already waits for East–West to agree.")]
    TrayHeld {
        /// The tray.
        tray: u32,
        /// The table.
        table: u32,
    },
    /// An agreement to a tray nobody put to East–West.
    #[error("Tray {tray} at table {table} is not waiting for East–West to agree.")]
    NoTrayToAgree {
        /// The tray.
        tray: u32,
        /// The table.
        table: u32,
    },
    /// A tray reported twice.
    #[error("Tray {tray} at table {table} has its result already: correct it instead.")]
    TrayAlreadyReported {
        /// The tray.
        tray: u32,
        /// The table.
        table: u32,
    },
    /// A correction of a tray with no result.
    #[error("Tray {tray} at table {table} in round {round} has no result to correct.")]
    NoTrayResult {
        /// The tray.
        tray: u32,
        /// The table.
        table: u32,
        /// The round.
        round: u32,
    },
    /// A result for a table whose N–S pair sits out.
    #[error(
        "Table {table} sits out round {round} (its North–South pair meets the phantom): no \
         trays are played there."
    )]
    SitsOut {
        /// The table.
        table: u32,
        /// The round.
        round: u32,
    },
    /// A result for a round that is not the one in play.
    #[error("Round {round} is not the round in play (round {now} is): correct it instead.")]
    RoundOver {
        /// The round given.
        round: u32,
        /// The round in play.
        now: u32,
    },
    /// A misdeal entered for a tray.
    #[error("A tray's hands are dealt once: a misdeal cannot be entered for a tray.")]
    MisdealOnTray,
    /// A cut for first place with no tie.
    #[error("There is no tie for first place among the {pairs} to cut.")]
    NoPairTie {
        /// "North–South pairs", "East–West pairs" or "pairs".
        pairs: String,
    },
}
