//! R-STAR: the stars each round gives, derived from the seating played and the results
//! as they now stand (so a correction moves the stars, R-STAR-3).

#[allow(unused_imports)]
use crate::prelude::*;

pub use crate::nouns::StarColour;

use serde::{Deserialize, Serialize};

use super::guests::GuestId;
use super::round::Round;
use super::table::TableRole;

impl StarColour {
    /// The three colours in prize order: gold, red, green (R-PRIZE-1).
    pub const ALL: [StarColour; 3] = [StarColour::Gold, StarColour::Red, StarColour::Green];
}

/// One guest's stars.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Stars {
    /// Gold stars.
    pub gold: u32,
    /// Red stars.
    pub red: u32,
    /// Green stars.
    pub green: u32,
}

impl Stars {
    /// The count of one colour.
    pub fn of(&self, colour: StarColour) -> u32 {
        match colour {
            StarColour::Gold => self.gold,
            StarColour::Red => self.red,
            StarColour::Green => self.green,
        }
    }

    /// One more star of this colour.
    pub fn add(&mut self, colour: StarColour) {
        let count = match colour {
            StarColour::Gold => &mut self.gold,
            StarColour::Red => &mut self.red,
            StarColour::Green => &mut self.green,
        };
        *count = count.saturating_add(1);
    }
}

/// R-STAR-1, R-STAR-2: the stars one round gives. Tables still without a winner (not
/// reported, or a tie not yet cut) give none yet.
pub fn round_stars(round: &Round) -> Vec<(GuestId, StarColour)> {
    let tables = round.tables.len();
    let mut stars = Vec::with_capacity(tables * 2 + 2);
    for (table, seats, result) in round.numbered() {
        let Some(won) = result.as_ref().and_then(|r| r.winner(seats)) else {
            continue;
        };
        let role = TableRole::in_star_game(table, tables);
        let winners = seats.pair(won).members();
        let losers = seats.pair(won.other()).members();
        let winners_colour = if role.is_head() {
            StarColour::Gold
        } else {
            StarColour::Red
        };
        stars.extend(winners.map(|g| (g, winners_colour)));
        // With one table the head table is also the booby table (R-STAR-2).
        if role.is_booby() {
            stars.extend(losers.map(|g| (g, StarColour::Green)));
        }
    }
    stars
}

/// Every guest's stars over the given rounds, indexed by guest number.
pub fn tally(rounds: &[Round], guest_count: usize) -> Vec<Stars> {
    let mut totals = vec![Stars::default(); guest_count];
    for round in rounds {
        for (guest, colour) in round_stars(round) {
            if let Some(stars) = totals.get_mut(guest.0 as usize) {
                stars.add(colour);
            }
        }
    }
    totals
}
