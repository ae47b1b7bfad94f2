//! The refusals of Duplicate Cinch (R-DUP): pairs, trays and their results.

#[allow(unused_imports)]
use crate::prelude::*;

/// Why Duplicate Cinch refused an action. Nothing is changed when an action is refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DupRefusal {
    /// A duplicate action in a party that is not a duplicate one.
    NotDuplicate,
    /// A star-game action in a duplicate party.
    NotInDuplicate {
        /// What it is.
        what: crate::error::StarOnly,
    },
    /// A pair of one guest twice.
    PairNeedsTwo {
        /// The guest.
        name: String,
    },
    /// A guest in two pairs.
    GuestInTwoPairs {
        /// The guest.
        name: String,
    },
    /// A guest in a pair cannot be taken off the list.
    GuestInAPair {
        /// The guest.
        name: String,
    },
    /// N–S and E–W out of balance.
    PairsUnbalanced {
        /// N–S pairs.
        ns: usize,
        /// E–W pairs.
        ew: usize,
    },
    /// Fewer than four pairs (R-DUP-1).
    TooFewPairs {
        /// How many.
        count: usize,
    },
    /// More pairs than the program takes.
    TooManyPairs {
        /// The limit.
        max: usize,
    },
    /// A tray reported at a table that does not have it this round.
    TrayNotHere {
        /// The tray.
        tray: u32,
        /// The table.
        table: u32,
        /// The round.
        round: u32,
        /// The table's trays.
        trays: Vec<u32>,
    },
    /// A tray sent again while East–West are asked about it (issue 52).
    TrayHeld {
        /// The tray.
        tray: u32,
        /// The table.
        table: u32,
    },
    /// An agreement to a tray nobody put to East–West.
    NoTrayToAgree {
        /// The tray.
        tray: u32,
        /// The table.
        table: u32,
    },
    /// A tray reported twice.
    TrayAlreadyReported {
        /// The tray.
        tray: u32,
        /// The table.
        table: u32,
    },
    /// A correction of a tray with no result.
    NoTrayResult {
        /// The tray.
        tray: u32,
        /// The table.
        table: u32,
        /// The round.
        round: u32,
    },
    /// A result for a table whose N–S pair sits out.
    SitsOut {
        /// The table.
        table: u32,
        /// The round.
        round: u32,
    },
    /// A result for a round that is not the one in play.
    RoundOver {
        /// The round given.
        round: u32,
        /// The round in play.
        now: u32,
    },
    /// A misdeal entered for a tray.
    MisdealOnTray,
    /// A cut for first place with no tie.
    NoPairTie {
        /// North–South's pairs, East–West's, or all of them.
        pairs: crate::nouns::PairGroup,
    },
}
