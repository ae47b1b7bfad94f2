//! Cutting to settle a tie (R-ROUND-3, R-PRIZE-7): a full 52-card pack, Ace high, equal
//! ranks cut again; the program's cut, a real one recorded by the host, and the check
//! that a stored cut really crowns its winner.

#[allow(unused_imports)]
use crate::prelude::*;

use rand::Rng;
use rand::seq::SliceRandom;
use serde::{Deserialize, Serialize};

use super::error::RuleError;
use super::nouns::GuestId;

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
    /// The four suits, spades first.
    pub const ALL: [Suit; 4] = [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs];

    /// "♠", "♥", "♦", "♣".
    pub fn symbol(self) -> char {
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn program_cut_is_decisive_and_checks() {
        let mut rng = crate::shuffler(7);
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
