//! Cards: the black cards of the draw (R-DRAW), and the cuts that settle ties
//! (R-ROUND-3, R-PRIZE-7).

use std::fmt;

use rand::Rng;
use rand::seq::SliceRandom;
use serde::{Deserialize, Serialize};

use super::error::RuleError;
use super::guests::{GuestId, Side};

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

/// A suit of a full pack, for cutting.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Suit {
    /// ♠
    Spades,
    /// ♥
    Hearts,
    /// ♦
    Diamonds,
    /// ♣
    Clubs,
}

impl Suit {
    const ALL: [Suit; 4] = [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs];

    fn symbol(self) -> char {
        match self {
            Suit::Spades => '♠',
            Suit::Hearts => '♥',
            Suit::Diamonds => '♦',
            Suit::Clubs => '♣',
        }
    }
}

/// A card of a full 52-card pack, cut to settle a tie. `rank` is 2..=14 (Ace high).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Card {
    /// 2..=10, Jack 11, Queen 12, King 13, Ace 14 (R-ROUND-3: Ace high).
    pub rank: u8,
    /// The suit; it never breaks a tie.
    pub suit: Suit,
}

impl Card {
    /// "A♥", "10♠" …
    pub fn face(&self) -> String {
        let rank = if self.rank == 14 {
            "A".to_owned()
        } else {
            rank_label(u32::from(self.rank))
        };
        format!("{rank}{}", self.suit.symbol())
    }

    fn is_valid(&self) -> bool {
        (2..=14).contains(&self.rank)
    }
}

/// One card cut by one person.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct CutCard {
    /// Who cut.
    pub guest: GuestId,
    /// What they cut.
    pub card: Card,
}

/// How a cut was made.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum CutMethod {
    /// The program cut. The first attempt has a card for every participant; each later
    /// attempt, one for each of those tied on the top rank before it (R-ROUND-3: equal
    /// ranks cut again). The last attempt has a single top card: the winner's.
    Program {
        /// Every attempt, the last one decisive.
        attempts: Vec<Vec<CutCard>>,
    },
    /// A real cut at the table; the host recorded who won.
    Real,
}

/// A cut that settled a tie (R-ROUND-3, R-PRIZE-7), stored so that it never changes.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Cut {
    /// Who cut, in order (at a table: the North–South lady, then the East–West lady).
    pub participants: Vec<GuestId>,
    /// The winner, one of `participants`.
    pub winner: GuestId,
    /// Program or real.
    pub method: CutMethod,
}

impl Cut {
    /// The program cuts for `participants` (at least two): each takes a card from a
    /// freshly shuffled pack; those tied on the highest rank cut again, until one is
    /// highest. Ace is high (R-ROUND-3).
    pub fn by_program<R: Rng + ?Sized>(participants: &[GuestId], rng: &mut R) -> Cut {
        let mut attempts = Vec::new();
        let mut still_in: Vec<GuestId> = participants.to_vec();
        // Each attempt ends the cut with high probability; the cap only guards against a
        // broken random source, and then the first still in wins.
        for _ in 0..1000 {
            let mut pack = full_pack(still_in.len());
            pack.shuffle(rng);
            let attempt: Vec<CutCard> = still_in
                .iter()
                .zip(pack)
                .map(|(&guest, card)| CutCard { guest, card })
                .collect();
            let leaders = leaders_of(&attempt);
            attempts.push(attempt);
            let done = leaders.len() <= 1;
            still_in = leaders;
            if done {
                break;
            }
        }
        Cut {
            participants: participants.to_vec(),
            winner: still_in
                .first()
                .or(participants.first())
                .copied()
                .unwrap_or(GuestId(0)),
            method: CutMethod::Program { attempts },
        }
    }

    /// A real cut, won by `winner`.
    pub fn real(participants: &[GuestId], winner: GuestId) -> Cut {
        Cut {
            participants: participants.to_vec(),
            winner,
            method: CutMethod::Real,
        }
    }

    /// Checks that this cut is one a host could have recorded for these participants:
    /// the same people, a winner among them, and program cards that really crown the
    /// winner. A hand-edited or damaged file is refused here.
    pub fn check(&self, expected: &[GuestId]) -> Result<(), RuleError> {
        if !same_people(&self.participants, expected) || !self.participants.contains(&self.winner) {
            return Err(RuleError::CutDoesNotFit);
        }
        if let CutMethod::Program { attempts } = &self.method {
            let mut still_in = self.participants.clone();
            for attempt in attempts {
                let cutters: Vec<GuestId> = attempt.iter().map(|c| c.guest).collect();
                if still_in.len() < 2
                    || !same_people(&cutters, &still_in)
                    || !attempt.iter().all(|c| c.card.is_valid())
                {
                    return Err(RuleError::CutDoesNotFit);
                }
                still_in = leaders_of(attempt);
            }
            if still_in.as_slice() != [self.winner] {
                return Err(RuleError::CutDoesNotFit);
            }
        }
        Ok(())
    }

    /// The cards of a program cut, one line per attempt, e.g. "A♥ against 7♠".
    pub fn attempts(&self) -> &[Vec<CutCard>] {
        match &self.method {
            CutMethod::Program { attempts } => attempts,
            CutMethod::Real => &[],
        }
    }
}

/// Those holding the top rank in one attempt.
fn leaders_of(attempt: &[CutCard]) -> Vec<GuestId> {
    let top = attempt.iter().map(|c| c.card.rank).max().unwrap_or(0);
    attempt
        .iter()
        .filter(|c| c.card.rank == top)
        .map(|c| c.guest)
        .collect()
}

fn same_people(a: &[GuestId], b: &[GuestId]) -> bool {
    let mut a = a.to_vec();
    let mut b = b.to_vec();
    a.sort();
    b.sort();
    a == b && a.windows(2).all(|w| w.first() != w.get(1))
}

/// Enough 52-card packs to give `players` cards.
fn full_pack(players: usize) -> Vec<Card> {
    let packs = players.div_ceil(52).max(1);
    let mut cards = Vec::with_capacity(packs * 52);
    for _ in 0..packs {
        for suit in Suit::ALL {
            for rank in 2..=14 {
                cards.push(Card { rank, suit });
            }
        }
    }
    cards
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;
    use rand::rngs::StdRng;

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

    #[test]
    fn program_cut_is_decisive_and_checks() {
        let mut rng = StdRng::seed_from_u64(7);
        for n in 2..60 {
            let people: Vec<GuestId> = (0..n).map(GuestId).collect();
            let cut = Cut::by_program(&people, &mut rng);
            cut.check(&people).unwrap();
        }
    }

    #[test]
    fn a_forged_cut_is_refused() {
        let people = [GuestId(1), GuestId(2)];
        let cut = Cut {
            participants: people.to_vec(),
            winner: GuestId(2),
            method: CutMethod::Program {
                attempts: vec![vec![
                    CutCard {
                        guest: GuestId(1),
                        card: Card {
                            rank: 14,
                            suit: Suit::Hearts,
                        },
                    },
                    CutCard {
                        guest: GuestId(2),
                        card: Card {
                            rank: 3,
                            suit: Suit::Clubs,
                        },
                    },
                ]],
            },
        };
        assert_eq!(cut.check(&people), Err(RuleError::CutDoesNotFit));
        assert!(Cut::real(&people, GuestId(9)).check(&people).is_err());
    }
}
