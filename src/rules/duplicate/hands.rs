//! Hand records (beyond the book): every tray dealt by the program from a seeded
//! generator, so the host can make up the trays from a printed sheet before the guests
//! arrive, and the results can show what each table did with the same cards. A tray's
//! hands are a pure function of the evening's seed and the tray's number: the same seed
//! always deals the same trays. The whole pack is dealt, thirteen cards each, starting
//! at the dealer's left (R-DUP-2).

#[allow(unused_imports)]
use crate::prelude::*;

use rand::SeedableRng;
use rand::seq::SliceRandom;

use super::movement::dealer_of_tray;
use crate::cut::{Card, Suit};
use crate::seating::Seat;

/// A tray's four hands, North, East, South, West, each sorted by suit then rank (high
/// first), as a hand record prints them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TrayHands {
    /// The tray.
    pub tray: u32,
    /// Who dealt it.
    pub dealer: Seat,
    /// Thirteen cards per chair, in the order of `Seat::ALL`.
    pub hands: [Vec<Card>; 4],
}

impl TrayHands {
    /// The hand of one chair.
    pub fn of(&self, seat: Seat) -> &[Card] {
        let index = Seat::ALL.iter().position(|s| *s == seat).unwrap_or(0);
        self.hands.get(index).map_or(&[], Vec::as_slice)
    }
}

/// The 52 cards of a full pack.
pub fn full_pack() -> Vec<Card> {
    Suit::ALL
        .iter()
        .flat_map(|&suit| (2..=14).map(move |rank| Card { rank, suit }))
        .collect()
}

/// Tray `tray`'s hands for the evening dealt from `seed`.
pub fn deal_tray(seed: u64, tray: u32) -> TrayHands {
    // One generator per tray, so a tray's hands never depend on how many were dealt
    // before it.
    let mut rng = crate::Shuffler::seed_from_u64(seed ^ (u64::from(tray) << 40 | 0x5eed));
    let mut pack = full_pack();
    pack.shuffle(&mut rng);
    let dealer = dealer_of_tray(tray);
    let start = Seat::ALL.iter().position(|s| *s == dealer).unwrap_or(0) + 1;
    let mut hands: [Vec<Card>; 4] = Default::default();
    // Three, three, three and four at a time, from the dealer's left (R-DUP-2): each
    // chair gets thirteen.
    let mut cards = pack.into_iter();
    for packet in [3, 3, 3, 4] {
        for i in 0..4 {
            if let Some(hand) = hands.get_mut((start + i) % 4) {
                hand.extend(cards.by_ref().take(packet));
            }
        }
    }
    for hand in &mut hands {
        hand.sort_by_key(|c| {
            (
                Suit::ALL.iter().position(|s| *s == c.suit),
                core::cmp::Reverse(c.rank),
            )
        });
    }
    TrayHands {
        tray,
        dealer,
        hands,
    }
}
