//! The refusals of a deal typed on a score pad (R-DEAL): bids, points, misdeals, a
//! round's four deals.

#[allow(unused_imports)]
use crate::prelude::*;

use thiserror::Error;

/// Why a deal typed on a pad was refused. Nothing is changed when an action is refused.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum DealRefusal {
    /// A bid outside 1..14 (R-DEAL-6).
    #[error("A bid runs from 1 to 14, not {bid}.")]
    BidOutOfRange {
        /// The bid.
        bid: u32,
    },
    /// Points outside 0..14 (R-DEAL-6).
    #[error("A side takes between 0 and 14 points in a deal, not {points}.")]
    PointsOutOfRange {
        /// The points.
        points: u32,
    },
    /// Points not adding up to 14 (R-DEAL-6).
    #[error("The two sides' points make 14 in every deal, not {ns} and {ew}.")]
    PointsNotFourteen {
        /// North–South's points.
        ns: u32,
        /// East–West's points.
        ew: u32,
    },
    /// A misdeal with points, a bid or a revoke.
    #[error("A misdeal is lost: it has no bid, no points and no revoke.")]
    MisdealWithPoints,
    /// Taking back a deal from an empty pad.
    #[error("Table {table} has no deal to take back.")]
    NoDealToDrop {
        /// The table.
        table: u32,
    },
    /// A pad correction without four deals played.
    #[error("Table {table}'s pad has {played} deals played: a round is four.")]
    PadIncomplete {
        /// The table.
        table: u32,
        /// Deals played.
        played: usize,
    },
    /// A fifth deal (R-DEAL-6).
    #[error("That would be a fifth deal: a round is four deals at every table.")]
    FifthDeal,
    /// Too many misdeals.
    #[error("More than {most} misdeals in one round at one table: check the pad.")]
    TooManyMisdeals {
        /// The most allowed.
        most: usize,
    },
    /// A deal typed on the pad that cannot be read.
    #[error(
        "\"{text}\" is not a deal. Type the bidder's chair, the bid and their side's points, like N9 10; P 8 when all passed; M for a misdeal."
    )]
    DealNotUnderstood {
        /// What was typed.
        text: String,
    },
}
