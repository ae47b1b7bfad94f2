//! R-DUP-1, R-DUP-8, R-DUP-12: how the pairs of a duplicate evening are named and
//! ranked. Under the book's movements (R-DUP-3/4/5) a pair belongs to a direction and
//! is numbered in it (N–S 3, E–W 2), and each direction has its ranking and its winner.
//! In the two-table Howell (R-DUP-12) the four pairs have no fixed direction: they are
//! numbered 1–4 in the order the host named them, in one ranking with one winner.

#[allow(unused_imports)]
use crate::prelude::*;

pub use crate::nouns::PairGroup;
use crate::seating::PairSide;

impl PairGroup {
    /// "ns", "ew" or "all", as the transcript writes it.
    pub fn code(self) -> &'static str {
        match self {
            PairGroup::NorthSouth => "ns",
            PairGroup::EastWest => "ew",
            PairGroup::All => "all",
        }
    }

    /// The direction every pair of the group sits, if it has one.
    pub fn side(self) -> Option<PairSide> {
        match self {
            PairGroup::NorthSouth => Some(PairSide::NorthSouth),
            PairGroup::EastWest => Some(PairSide::EastWest),
            PairGroup::All => None,
        }
    }
}

impl From<PairSide> for PairGroup {
    fn from(side: PairSide) -> PairGroup {
        match side {
            PairSide::NorthSouth => PairGroup::NorthSouth,
            PairSide::EastWest => PairGroup::EastWest,
        }
    }
}

/// A pair of the evening: its group and its number there (1..).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PairId {
    /// Its listing.
    pub group: PairGroup,
    /// Its number in the listing, from 1.
    pub number: u32,
}

impl PairId {
    /// A pair by group and number.
    pub const fn new(group: PairGroup, number: u32) -> PairId {
        PairId { group, number }
    }

    /// North–South pair `number` of a book movement.
    pub const fn ns(number: u32) -> PairId {
        PairId::new(PairGroup::NorthSouth, number)
    }

    /// East–West pair `number` of a book movement.
    pub const fn ew(number: u32) -> PairId {
        PairId::new(PairGroup::EastWest, number)
    }

    /// Pair `number` of the two-table Howell.
    pub const fn howell(number: u32) -> PairId {
        PairId::new(PairGroup::All, number)
    }
}

/// Where a pair sits in a round: a table and a direction.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct PairSeat {
    /// The table.
    pub table: u32,
    /// North–South or East–West there.
    pub side: PairSide,
}
