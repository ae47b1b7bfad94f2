//! Prize parties built to order.

use cinch_party::rules::prizes::award_stars;
use cinch_party::rules::{Cut, GuestId, Prize, PrizeKey, PrizeKind, Side, Stars};

pub fn s(gold: u32, red: u32, green: u32) -> Stars {
    Stars { gold, red, green }
}

/// Prizes for one group (the ladies) whose members have these stars, guest n = index n.
pub fn ladies_prizes(stars: &[Stars], cuts: &[(PrizeKey, Cut)]) -> Vec<Prize> {
    let members: Vec<GuestId> = (0..stars.len() as u32).map(GuestId).collect();
    award_stars(&[(Some(Side::Lady), members)], stars, cuts)
}

pub fn key(kind: PrizeKind) -> PrizeKey {
    PrizeKey {
        kind,
        side: Some(Side::Lady),
    }
}
