//! The facts a refusal names besides numbers and names: what cannot change, what the
//! bell waits for, which setting is out of range. Worded in the app's `words`.

#[allow(unused_imports)]
use crate::prelude::*;

/// What can no longer change once play has started.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Setup {
    /// The seating and the ways of scoring (the settings).
    SeatingAndScoring,
    /// The draw.
    Draw,
    /// The packs (balancing the sides).
    Packs,
    /// Duplicate Cinch's trays.
    Trays,
    /// Duplicate Cinch's pairs.
    Pairs,
    /// Duplicate Cinch's start.
    Start,
}

/// What a guest who is seated or has played cannot do.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GuestChange {
    /// Change side.
    Side,
    /// Leave the list.
    Removal,
}

/// What can no longer change once a table has reported in the round.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LateChange {
    /// The round's tables (opening or closing one).
    Tables,
    /// The round's chairs (filling or swapping).
    Chairs,
}

/// What Duplicate Cinch does not have (a star-game action in a duplicate party).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StarOnly {
    /// The draw for seats.
    Draw,
    /// Seating by the draw.
    Seating,
    /// Table totals and ties to cut.
    Totals,
    /// Four-deal score pads.
    Pads,
    /// Cuts at the bell.
    BellCuts,
    /// Star prizes.
    Prizes,
    /// Table totals from the phones.
    PhoneTotals,
    /// Late arrivals, leavers and changes of chair.
    LateChanges,
    /// The star game's play itself.
    StarPlay,
}

/// A setting the host typed that is out of range.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SettingRefusal {
    /// A round's length out of 1..=`max` minutes.
    RoundMinutes {
        /// The longest round.
        max: u32,
    },
    /// The warning at or after the round's end.
    WarningAfterEnd,
    /// The bell's volume over 100.
    Volume,
    /// A duplicate table's trays out of 1..=`max`.
    Trays {
        /// The most trays.
        max: u32,
    },
    /// An evening's rounds out of 1..=`max`.
    Rounds {
        /// The most rounds.
        max: u32,
    },
}

/// What the bell waits for (R-ROUND-5).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BellWaits {
    /// The star game's tables.
    Tables {
        /// Tables with no result yet.
        unreported: Vec<u32>,
        /// Tied tables waiting for their cut.
        uncut: Vec<u32>,
        /// Tables whose phone's result is not yet counted.
        held: Vec<u32>,
        /// The party's seating (who cuts), for its words.
        open_seating: bool,
    },
    /// Duplicate Cinch's tables and their missing trays.
    Trays(Vec<(u32, Vec<u32>)>),
}
