//! The black cards of the draw (R-DRAW): backs, suits, faces, the pack for T tables,
//! and reading a card as a host types it. (Cutting is in `cut`.)

use std::fmt;

use serde::{Deserialize, Serialize};

pub use super::cut::{Card, Cut, CutCard, CutMethod, Suit};
use super::error::RuleError;
use super::guests::Side;

/// The back colour of a pack (R-DRAW-1): red backs for ladies, blue for gentlemen.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Back {
    /// The ladies' pack (the red pack in open seating).
    Red,
    /// The gentlemen's pack (the blue pack in open seating).
    Blue,
}

impl Back {
    /// The pack a side draws from (R-DRAW-2).
    pub fn of(side: Side) -> Back {
        match side {
            Side::Lady => Back::Red,
            Side::Gentleman => Back::Blue,
        }
    }

    /// "red" or "blue".
    pub fn word(self) -> &'static str {
        match self {
            Back::Red => "red",
            Back::Blue => "blue",
        }
    }
}

/// A black suit: only these are used for the draw (R-DRAW-1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum BlackSuit {
    /// ♠: the pair that sits North–South (R-DRAW-3).
    Spades,
    /// ♣: the pair that sits East–West (R-DRAW-3).
    Clubs,
}

impl BlackSuit {
    /// The suit symbol.
    pub fn symbol(self) -> char {
        match self {
            BlackSuit::Spades => '♠',
            BlackSuit::Clubs => '♣',
        }
    }

    /// "spades" or "clubs".
    pub fn word(self) -> &'static str {
        match self {
            BlackSuit::Spades => "spades",
            BlackSuit::Clubs => "clubs",
        }
    }
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

impl DrawCard {
    /// The face as a host would read it out: "A♠", "10♣", "K♠", or "ticket 14♣".
    pub fn face(&self) -> String {
        if self.table > 13 {
            format!("ticket {}{}", self.table, self.suit.symbol())
        } else {
            format!("{}{}", rank_label(self.table), self.suit.symbol())
        }
    }

    /// Reads a card as typed by the host: `7S`, `7♠`, `10c`, `AS`, `K♣`, `14S` (a
    /// ticket, R-DRAW-5). The back comes separately, from the guest's side.
    pub fn parse(text: &str, back: Back) -> Result<DrawCard, RuleError> {
        let bad = || RuleError::CardNotUnderstood {
            text: text.trim().to_owned(),
        };
        let cleaned: String = text.split_whitespace().collect::<Vec<_>>().join("");
        let mut chars: Vec<char> = cleaned.chars().collect();
        let suit_char = chars.pop().ok_or_else(bad)?;
        let suit = match suit_char.to_ascii_uppercase() {
            'S' | '♠' | '♤' => BlackSuit::Spades,
            'C' | '♣' | '♧' => BlackSuit::Clubs,
            _ => return Err(bad()),
        };
        let rank_text: String = chars.into_iter().collect();
        let table = match rank_text.to_ascii_uppercase().as_str() {
            "A" | "ACE" => 1,
            "J" | "JACK" => 11,
            "Q" | "QUEEN" => 12,
            "K" | "KING" => 13,
            digits => digits.parse::<u32>().map_err(|_| bad())?,
        };
        if table == 0 {
            return Err(bad());
        }
        Ok(DrawCard { table, suit, back })
    }
}

impl fmt::Display for DrawCard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({} back)", self.face(), self.back.word())
    }
}

/// "A", "2" … "10", "J", "Q", "K" for 1..=13; the number itself above.
pub fn rank_label(rank: u32) -> String {
    match rank {
        1 => "A".to_owned(),
        11 => "J".to_owned(),
        12 => "Q".to_owned(),
        13 => "K".to_owned(),
        n => n.to_string(),
    }
}

/// The full draw pack for `tables` tables (R-DRAW-1): Ace..T of ♠ and ♣ in both backs.
pub fn draw_pack(tables: u32) -> Vec<DrawCard> {
    let mut pack = Vec::with_capacity(tables as usize * 4);
    for back in [Back::Red, Back::Blue] {
        for table in 1..=tables {
            for suit in [BlackSuit::Spades, BlackSuit::Clubs] {
                pack.push(DrawCard { table, suit, back });
            }
        }
    }
    pack
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_the_ways_a_host_types_a_card() {
        let red = Back::Red;
        assert_eq!(DrawCard::parse("7S", red).unwrap().table, 7);
        assert_eq!(DrawCard::parse("7♠", red).unwrap().suit, BlackSuit::Spades);
        assert_eq!(DrawCard::parse(" 10 c ", red).unwrap().table, 10);
        assert_eq!(DrawCard::parse("as", red).unwrap().table, 1);
        assert_eq!(DrawCard::parse("K♣", red).unwrap().table, 13);
        assert_eq!(DrawCard::parse("14S", red).unwrap().face(), "ticket 14♠");
        for bad in ["", "S", "7H", "0S", "XS", "7"] {
            assert!(DrawCard::parse(bad, red).is_err(), "{bad}");
        }
    }
}
