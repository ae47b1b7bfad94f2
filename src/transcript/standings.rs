//! The star standings (R-STAR, R-PRIZE-3's order), as rows every view reads: the
//! Standings screen, the guest display, the CSV file and the results sheet. Built once
//! from the party's stars and prizes, so the four can never disagree.

use crate::rules::prizes::{groups, standings};
use crate::rules::{GuestId, Prize, PrizeOutcome, PrizeWinner, Side, Stars, State};

use super::explain::prize_title;

/// One guest's line in the standings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StandingRow {
    /// 1, 2, … in prize order within the group.
    pub place: usize,
    /// Who.
    pub guest: GuestId,
    /// Their name.
    pub name: String,
    /// Their stars.
    pub stars: Stars,
    /// The titles of the prizes they won (at most one, R-PRIZE-2).
    pub prizes: Vec<String>,
}

/// The standings of one prize group: a side, or everyone in open seating.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StandingGroup {
    /// The side, or `None` for everyone.
    pub side: Option<Side>,
    /// Its guests in prize order.
    pub rows: Vec<StandingRow>,
}

/// The standings of every prize group, from the party's stars and prizes as they stand.
pub fn standing_groups(state: &State, stars: &[Stars], prizes: &[Prize]) -> Vec<StandingGroup> {
    let open = state.settings.open_seating;
    let won_by = |guest: GuestId| -> Vec<String> {
        prizes
            .iter()
            .filter(|p| match &p.outcome {
                PrizeOutcome::Awarded {
                    winner: PrizeWinner::Guest(g),
                    ..
                } => *g == guest,
                PrizeOutcome::Awarded {
                    winner: PrizeWinner::Pair(pair),
                    ..
                } => pair.members().contains(&guest),
                _ => false,
            })
            .map(|p| prize_title(p.key, open))
            .collect()
    };
    groups(state)
        .into_iter()
        .map(|side| StandingGroup {
            side,
            rows: (1..)
                .zip(standings(state, stars, side))
                .map(|(place, guest)| StandingRow {
                    place,
                    guest,
                    name: state.name(guest).to_owned(),
                    stars: stars.get(guest.0 as usize).copied().unwrap_or_default(),
                    prizes: won_by(guest),
                })
                .collect(),
        })
        .collect()
}
