//! Tables, seats and pairs (R-TABLE, R-SIDE-2), and the first seating made from the
//! black cards (R-DRAW-3).

#[allow(unused_imports)]
use crate::prelude::*;

pub use crate::nouns::{PairSide, Seat};

use alloc::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::cards::{Back, BlackSuit, DrawCard};
use super::guests::GuestId;

impl Seat {
    /// The dealing order (R-ROUND-1).
    pub const ALL: [Seat; 4] = [Seat::North, Seat::East, Seat::South, Seat::West];

    /// "N", "E", "S", "W".
    pub fn letter(self) -> &'static str {
        match self {
            Seat::North => "N",
            Seat::East => "E",
            Seat::South => "S",
            Seat::West => "W",
        }
    }

    /// The seat across the table: the partner's.
    pub fn opposite(self) -> Seat {
        match self {
            Seat::North => Seat::South,
            Seat::South => Seat::North,
            Seat::East => Seat::West,
            Seat::West => Seat::East,
        }
    }

    /// The pair this seat belongs to.
    pub fn pair(self) -> PairSide {
        match self {
            Seat::North | Seat::South => PairSide::NorthSouth,
            Seat::East | Seat::West => PairSide::EastWest,
        }
    }
}

impl PairSide {
    /// The other pair at the table.
    pub fn other(self) -> PairSide {
        match self {
            PairSide::NorthSouth => PairSide::EastWest,
            PairSide::EastWest => PairSide::NorthSouth,
        }
    }

    /// The pair's two chairs.
    pub fn seats(self) -> [Seat; 2] {
        match self {
            PairSide::NorthSouth => [Seat::North, Seat::South],
            PairSide::EastWest => [Seat::East, Seat::West],
        }
    }

    /// "ns" or "ew", as in the transcript.
    pub fn code(self) -> &'static str {
        match self {
            PairSide::NorthSouth => "ns",
            PairSide::EastWest => "ew",
        }
    }
}

/// A partnership: always one lady and one gentleman (R-SIDE-2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Pair {
    /// The lady (red pack).
    pub lady: GuestId,
    /// The gentleman (blue pack).
    pub gentleman: GuestId,
}

impl Pair {
    /// Both partners.
    pub fn members(self) -> [GuestId; 2] {
        [self.lady, self.gentleman]
    }
}

/// Who sits where at one table. Ladies sit North and East, gentlemen South and West, so
/// each pair is one of each side and partners face each other (R-SIDE-2, R-DRAW-3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct TableSeats {
    /// The North–South lady.
    pub north: GuestId,
    /// The East–West lady.
    pub east: GuestId,
    /// The North–South gentleman.
    pub south: GuestId,
    /// The East–West gentleman.
    pub west: GuestId,
}

impl TableSeats {
    /// Seats a North–South pair and an East–West pair.
    pub fn new(north_south: Pair, east_west: Pair) -> TableSeats {
        TableSeats {
            north: north_south.lady,
            south: north_south.gentleman,
            east: east_west.lady,
            west: east_west.gentleman,
        }
    }

    /// One of the two pairs.
    pub fn pair(&self, side: PairSide) -> Pair {
        match side {
            PairSide::NorthSouth => Pair {
                lady: self.north,
                gentleman: self.south,
            },
            PairSide::EastWest => Pair {
                lady: self.east,
                gentleman: self.west,
            },
        }
    }

    /// Who sits in a seat.
    pub fn at(&self, seat: Seat) -> GuestId {
        match seat {
            Seat::North => self.north,
            Seat::East => self.east,
            Seat::South => self.south,
            Seat::West => self.west,
        }
    }

    /// The four players in dealing order.
    pub fn players(&self) -> [GuestId; 4] {
        [self.north, self.east, self.south, self.west]
    }

    /// The two ladies who cut for a tie (R-ROUND-3), North–South's first.
    pub fn cutters(&self) -> [GuestId; 2] {
        [self.north, self.east]
    }
}

/// R-DRAW-3: the first seating from a complete draw. At each table the ♠ pair sits
/// North–South (the lady North) and the ♣ pair East–West (the lady East). The caller has
/// checked that every card of the pack was drawn exactly once.
pub fn seat_from_cards(cards: &BTreeMap<GuestId, DrawCard>, tables: u32) -> Vec<TableSeats> {
    let mut holder: BTreeMap<(u32, BlackSuit, Back), GuestId> = BTreeMap::new();
    for (&guest, card) in cards {
        holder.insert((card.table, card.suit, card.back), guest);
    }
    let find = |t, suit, back| holder.get(&(t, suit, back)).copied().unwrap_or(GuestId(0));
    (1..=tables)
        .map(|t| TableSeats {
            north: find(t, BlackSuit::Spades, Back::Red),
            south: find(t, BlackSuit::Spades, Back::Blue),
            east: find(t, BlackSuit::Clubs, Back::Red),
            west: find(t, BlackSuit::Clubs, Back::Blue),
        })
        .collect()
}
