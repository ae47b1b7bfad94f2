//! The black cards of the draw (R-DRAW): backs, suits, faces, the pack for T tables,
//! and reading a card as a host types it. (Cutting is in `cut`.)

#[allow(unused_imports)]
use crate::prelude::*;

pub use crate::nouns::{Back, BlackSuit, DrawCard};

use core::fmt;

pub use super::cut::{Card, Cut, CutCard, CutMethod, Suit, rank_label};
use super::error::RuleError;
use super::guests::Side;

impl Back {
    /// The pack a side draws from (R-DRAW-2).
    pub fn of(side: Side) -> Back {
        match side {
            Side::Lady => Back::Red,
            Side::Gentleman => Back::Blue,
        }
    }
}

impl BlackSuit {
    /// The suit symbol.
    pub fn symbol(self) -> char {
        match self {
            BlackSuit::Spades => '♠',
            BlackSuit::Clubs => '♣',
        }
    }
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

    /// Reads a card as typed by the host (R-DRAW-4, R-DRAW-5). Every form the program
    /// shows is accepted back: `7S`, `7♠`, `10c`, `AS`, `K♣`, `ace of spades`,
    /// `ticket 14♠`, `14S`, and with its back, `A♠ (red back)`. The back comes from the
    /// guest's side; a typed back that differs from it is refused.
    pub fn parse(text: &str, back: Back) -> Result<DrawCard, RuleError> {
        let bad = || RuleError::CardNotUnderstood {
            text: crate::text::quote(text.trim(), 24),
        };
        if text.chars().count() > 60 {
            return Err(bad());
        }
        let lower = text.to_lowercase();
        let spaced: String = lower
            .chars()
            .map(|c| {
                if matches!(c, '(' | ')' | ',' | ':') {
                    ' '
                } else {
                    c
                }
            })
            .collect();
        let mut typed_back = None;
        let mut compact = String::new();
        for word in spaced.split_whitespace() {
            let word = word.trim_start_matches('#');
            match word {
                "red" => typed_back = Some(Back::Red),
                "blue" => typed_back = Some(Back::Blue),
                "" | "ticket" | "no" | "no." | "number" | "card" | "of" | "the" | "back"
                | "backed" | "backs" | "pack" => {}
                other => compact.push_str(other),
            }
        }
        if let Some(typed) = typed_back
            && typed != back
        {
            return Err(RuleError::CardBackMismatch { typed, back });
        }
        const SUITS: [(&str, BlackSuit); 10] = [
            ("spades", BlackSuit::Spades),
            ("spade", BlackSuit::Spades),
            ("clubs", BlackSuit::Clubs),
            ("club", BlackSuit::Clubs),
            ("♠", BlackSuit::Spades),
            ("♤", BlackSuit::Spades),
            ("♣", BlackSuit::Clubs),
            ("♧", BlackSuit::Clubs),
            ("s", BlackSuit::Spades),
            ("c", BlackSuit::Clubs),
        ];
        let (rank, suit) = SUITS
            .iter()
            .find_map(|(ending, suit)| compact.strip_suffix(ending).map(|rank| (rank, *suit)))
            .ok_or_else(bad)?;
        let table = match rank {
            "a" | "ace" => 1,
            "j" | "jack" => 11,
            "q" | "queen" => 12,
            "k" | "king" => 13,
            digits if !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) => {
                digits.parse::<u32>().map_err(|_| bad())?
            }
            _ => return Err(bad()),
        };
        if table == 0 {
            return Err(bad());
        }
        Ok(DrawCard { table, suit, back })
    }
}

impl fmt::Display for DrawCard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} ({} back)",
            self.face(),
            match self.back {
                Back::Red => "red",
                Back::Blue => "blue",
            }
        )
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
    fn r_draw_5_every_form_the_program_shows_is_read_back() {
        for card in draw_pack(60) {
            assert_eq!(DrawCard::parse(&card.face(), card.back), Ok(card), "{card}");
            assert_eq!(
                DrawCard::parse(&card.to_string(), card.back),
                Ok(card),
                "{card}"
            );
            let back = if card.back == Back::Red {
                "red"
            } else {
                "blue"
            };
            let spoken = format!("{}  ({back} back)", card.face());
            assert_eq!(DrawCard::parse(&spoken, card.back), Ok(card), "{spoken}");
        }
    }

    #[test]
    fn parses_the_ways_a_host_types_a_card() {
        let red = Back::Red;
        assert_eq!(DrawCard::parse("7S", red).unwrap().table, 7);
        assert_eq!(DrawCard::parse("7♠", red).unwrap().suit, BlackSuit::Spades);
        assert_eq!(DrawCard::parse(" 10 c ", red).unwrap().table, 10);
        assert_eq!(DrawCard::parse("as", red).unwrap().table, 1);
        assert_eq!(DrawCard::parse("K♣", red).unwrap().table, 13);
        assert_eq!(DrawCard::parse("14S", red).unwrap().face(), "ticket 14♠");
        assert_eq!(
            DrawCard::parse("Ace of Spades", red).unwrap(),
            DrawCard::parse("AS", red).unwrap()
        );
        assert_eq!(DrawCard::parse("ticket 14♠", red).unwrap().table, 14);
        assert_eq!(DrawCard::parse("#15 clubs", red).unwrap().table, 15);
        assert_eq!(
            DrawCard::parse("ticket 14♠ (red back)", red)
                .unwrap()
                .face(),
            "ticket 14♠"
        );
        assert!(matches!(
            DrawCard::parse("A♠ (blue back)", red),
            Err(RuleError::CardBackMismatch { .. })
        ));
        for bad in [
            "", "S", "7H", "0S", "XS", "7", "ticket", "1.5S", "-3S", "7 hearts",
        ] {
            assert!(DrawCard::parse(bad, red).is_err(), "{bad}");
        }
    }
}
