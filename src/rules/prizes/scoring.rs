//! R-ALT: the score-card methods. The winning pair at each table puts down the difference
//! between the two scores; the losers put down nothing (R-ALT-1 Interpretation). Also the
//! score-card prizes: the best pair, or the best card of each side (ties are cut).

#[allow(unused_imports)]
use crate::prelude::*;

use alloc::collections::BTreeMap;

use super::{DecidedBy, Prize, PrizeKey, PrizeKind, PrizeOutcome, PrizeWinner, members, settle};
use crate::game::Star;
use crate::guests::{GuestId, Side};
use crate::round::Round;
use crate::seating::{Pair, PairSide};

/// What each table's winners put down for one round: (winning pair, difference).
fn differences(round: &Round) -> impl Iterator<Item = (Pair, u32)> + '_ {
    round
        .tables
        .iter()
        .zip(&round.results)
        .filter_map(|(seats, result)| {
            let result = result.as_ref()?;
            let won = result.winner(seats)?;
            let difference = u32::try_from(result.ns.abs_diff(result.ew)).unwrap_or(u32::MAX);
            Some((seats.pair(won), difference))
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

/// R-ALT-1: the pair with the highest total; a tie is cut by the pairs' ladies.
pub(super) fn pair_prize(state: Star<'_>) -> Prize {
    let key = PrizeKey {
        kind: PrizeKind::TopPair,
        side: None,
    };
    let totals = pair_totals(state.rounds());
    let best = totals.values().copied().max().unwrap_or(0);
    let outcome = if best == 0 {
        PrizeOutcome::NotAwarded
    } else {
        let top: Vec<Pair> = totals
            .iter()
            .filter(|&(_, &t)| t == best)
            .map(|(&p, _)| p)
            .collect();
        let ladies: Vec<GuestId> = top.iter().map(|p| p.lady).collect();
        let mut winner_of = |lady: GuestId| {
            let pair = top.iter().find(|p| p.lady == lady).copied();
            pair.map_or(PrizeWinner::Guest(lady), PrizeWinner::Pair)
        };
        settle(
            state.prize_cuts(),
            key,
            ladies.clone(),
            ladies,
            DecidedBy::Points,
            Vec::new(),
            &mut winner_of,
        )
    };
    Prize {
        key,
        outcome,
        passed_over: Vec::new(),
    }
}

/// R-ALT-2: the highest individual total of a side (or of everyone); a tie is cut.
pub(super) fn individual_prize(state: Star<'_>, side: Option<Side>) -> Prize {
    let key = PrizeKey {
        kind: PrizeKind::TopScore,
        side,
    };
    let totals = individual_totals(state.rounds(), state.state.guests().len());
    let total = |g: GuestId| totals.get(g.0 as usize).copied().unwrap_or(0);
    let eligible = members(state, side);
    let best = eligible.iter().map(|&g| total(g)).max().unwrap_or(0);
    let outcome = if best == 0 {
        PrizeOutcome::NotAwarded
    } else {
        let top: Vec<GuestId> = eligible.into_iter().filter(|&g| total(g) == best).collect();
        settle(
            state.prize_cuts(),
            key,
            top.clone(),
            top,
            DecidedBy::Points,
            Vec::new(),
            &mut PrizeWinner::Guest,
        )
    };
    Prize {
        key,
        outcome,
        passed_over: Vec::new(),
    }
}
