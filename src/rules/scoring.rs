//! R-ALT: the score-card methods. The winning pair at each table puts down the difference
//! between the two scores; the losers put down nothing (R-ALT-1 Interpretation).

use std::collections::BTreeMap;

use super::guests::GuestId;
use super::round::Round;
use super::seating::{Pair, PairSide};

/// What each table's winners put down for one round: (winning pair, difference).
fn differences(round: &Round) -> impl Iterator<Item = (Pair, u32)> + '_ {
    round
        .tables
        .iter()
        .zip(&round.results)
        .filter_map(|(seats, result)| {
            let result = result.as_ref()?;
            let won = result.winner(seats)?;
            Some((seats.pair(won), result.ns.abs_diff(result.ew)))
        })
}

/// R-ALT-1: each pair's total over the evening.
pub fn pair_totals(rounds: &[Round]) -> BTreeMap<Pair, u32> {
    let mut totals = BTreeMap::new();
    for round in rounds {
        // Every pair that played appears, even with nothing put down.
        for seats in &round.tables {
            for pair in [PairSide::NorthSouth, PairSide::EastWest].map(|s| seats.pair(s)) {
                totals.entry(pair).or_insert(0);
            }
        }
        for (pair, points) in differences(round) {
            let total: &mut u32 = totals.entry(pair).or_insert(0);
            *total = total.saturating_add(points);
        }
    }
    totals
}

/// R-ALT-2: each player's own score card, indexed by guest number.
pub fn individual_totals(rounds: &[Round], guest_count: usize) -> Vec<u32> {
    let mut totals = vec![0u32; guest_count];
    for round in rounds {
        for (pair, points) in differences(round) {
            for GuestId(id) in pair.members() {
                if let Some(total) = totals.get_mut(id as usize) {
                    *total = total.saturating_add(points);
                }
            }
        }
    }
    totals
}
