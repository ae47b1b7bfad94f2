//! The refusals of a deal typed on a score pad (R-DEAL): bids, points, misdeals, a
//! round's four deals.

#[allow(unused_imports)]
use crate::prelude::*;

/// Why a deal typed on a pad was refused. Nothing is changed when an action is refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DealRefusal {
    /// A bid outside 1..14 (R-DEAL-6).
    BidOutOfRange {
        /// The bid.
        bid: u32,
    },
    /// Points outside 0..14 (R-DEAL-6).
    PointsOutOfRange {
        /// The points.
        points: u32,
    },
    /// Points not adding up to 14 (R-DEAL-6).
    PointsNotFourteen {
        /// North–South's points.
        ns: u32,
        /// East–West's points.
        ew: u32,
    },
    /// A misdeal with points, a bid or a revoke.
    MisdealWithPoints,
    /// Taking back a deal from an empty pad.
    NoDealToDrop {
        /// The table.
        table: u32,
    },
    /// A pad correction without four deals played.
    PadIncomplete {
        /// The table.
        table: u32,
        /// Deals played.
        played: usize,
    },
    /// A fifth deal (R-DEAL-6).
    FifthDeal,
    /// Too many misdeals.
    TooManyMisdeals {
        /// The most allowed.
        most: usize,
    },
    /// A deal typed on the pad that cannot be read.
    DealNotUnderstood {
        /// What was typed.
        text: String,
    },
}
