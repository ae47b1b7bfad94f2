//! The things the rules speak of, as plain values: a guest's number and side, a pack's
//! back and a black suit, a chair and a partnership, a duplicate pair's group, a star's
//! colour. Only the types are here, so every module (the rules' words too) can name them
//! without reaching the modules that work with them; what each can do is with its work
//! (`guests`, `cards`, `seating`, `duplicate`, `stars`), and its name in `words`.

use serde::{Deserialize, Serialize};

/// A guest's stable number, never reused within a party (so the history stays exact when
/// guests are renamed or removed).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct GuestId(pub u32);

/// The two sides (R-SIDE-1). In open seating `Lady` is the red pack and `Gentleman` the
/// blue pack.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Side {
    /// A lady; in open seating, a red-pack guest.
    Lady,
    /// A gentleman; in open seating, a blue-pack guest.
    Gentleman,
}

/// The back colour of a pack (R-DRAW-1): red backs for ladies, blue for gentlemen.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Back {
    /// The ladies' pack (the red pack in open seating).
    Red,
    /// The gentlemen's pack (the blue pack in open seating).
    Blue,
}

/// A black suit: only these are used for the draw (R-DRAW-1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum BlackSuit {
    /// ♠: the pair that sits North–South (R-DRAW-3).
    Spades,
    /// ♣: the pair that sits East–West (R-DRAW-3).
    Clubs,
}

/// One card of the draw: its pips give the table, its suit the partnership and its back
/// the side (R-DRAW-1..3). Above 13 tables the "card" is a numbered ticket (R-DRAW-5).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct DrawCard {
    /// The table number: Ace = 1 … King = 13, tickets 14 and up.
    pub table: u32,
    /// Spades sit North–South, clubs East–West.
    pub suit: BlackSuit,
    /// Red for ladies, blue for gentlemen.
    pub back: Back,
}

/// The four seats (R-TABLE-2). North deals first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Seat {
    /// Deals the first hand.
    North,
    /// Second dealer.
    East,
    /// Third dealer.
    South,
    /// Fourth dealer.
    West,
}

/// One of the two partnerships at a table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum PairSide {
    /// North–South.
    NorthSouth,
    /// East–West.
    EastWest,
}

/// The listing a pair is numbered and ranked in. The first two variants have the very
/// names of [`PairSide`]'s, so a cut for first place stored with a `PairSide` (files
/// written before R-DUP-12) reads as one of these.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum PairGroup {
    /// The North–South pairs of a book movement.
    NorthSouth,
    /// The East–West pairs of a book movement.
    EastWest,
    /// Every pair of the two-table Howell (R-DUP-12), whichever direction it sits.
    All,
}

/// A star's colour (in the transcript: "gold", "red", "green").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum StarColour {
    /// The head table's winners.
    Gold,
    /// The winners at tables 2..T.
    Red,
    /// The booby table's losers.
    Green,
}

/// What a prize is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum PrizeKind {
    /// The most gold stars: the first prize.
    Gold,
    /// The most red stars.
    Red,
    /// The most green stars: the booby prize.
    Green,
    /// The highest pair total (R-ALT-1).
    TopPair,
    /// The highest individual total (R-ALT-2).
    TopScore,
}

/// One prize: its kind and the side it is for (`None`: everyone, in open seating or for
/// the pairs' prize).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct PrizeKey {
    /// What for.
    pub kind: PrizeKind,
    /// Whose.
    pub side: Option<Side>,
}

/// A pair of the evening, as the host makes it: two guests and their direction (in the
/// two-table Howell the direction is only where it is listed before play: R-DUP-12
/// numbers the pairs in the order they were made).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct DupPair {
    /// The two partners.
    pub players: [GuestId; 2],
    /// North–South (they stay at their table) or East–West (they move).
    pub direction: PairSide,
}

/// The other side's word on a result sent from a phone (issue 52).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Agreement {
    /// Not asked: the result waits for the host's OK only.
    NotAsked,
    /// East–West are asked on the table's phone.
    Asked,
    /// East–West agreed (it waits for the host's OK if the host wants to see each).
    Agreed,
    /// East–West did not agree: it waits for the host.
    Disputed,
}
