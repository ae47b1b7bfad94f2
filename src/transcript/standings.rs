//! The star standings (R-STAR, R-PRIZE-3's order), as rows every view reads: the
//! Standings screen, the guest display, the CSV file and the results sheet. Built once
//! from the party's stars and prizes, so the four can never disagree.

use crate::rules::prizes::{groups, standings};
use crate::rules::{GuestId, Prize, PrizeKey, PrizeOutcome, PrizeWinner, Side, Star, Stars};

use super::explain::prize_title;

/// One guest's line in the standings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StandingRow {
    /// 1, 2, … in prize order within the group; guests with the same three counts
    /// share a place.
    pub place: usize,
    /// Who.
    pub guest: GuestId,
    /// Their name.
    pub name: String,
    /// Their stars.
    pub stars: Stars,
    /// The prizes they won (at most one, R-PRIZE-2), worded where shown (each view in
    /// its own language: the host's window, the guests' display and paper).
    pub prizes: Vec<PrizeKey>,
}

impl StandingRow {
    /// The titles of the prizes they won, in the language spoken now.
    pub fn prize_titles(&self, open_seating: bool) -> Vec<String> {
        self.prizes
            .iter()
            .map(|key| prize_title(*key, open_seating))
            .collect()
    }
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
pub fn standing_groups(star: Star<'_>, stars: &[Stars], prizes: &[Prize]) -> Vec<StandingGroup> {
    let state = star.state;
    let won_by = |guest: GuestId| -> Vec<PrizeKey> {
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
            .map(|p| p.key)
            .collect()
    };
    let of = |g: GuestId| stars.get(g.0 as usize).copied().unwrap_or_default();
    groups(state)
        .into_iter()
        .map(|side| {
            let order = standings(star, stars, side, crate::words::name_order);
            let places = shared_places(&order.iter().map(|&g| of(g)).collect::<Vec<_>>());
            StandingGroup {
                side,
                rows: order
                    .into_iter()
                    .zip(places)
                    .map(|(guest, place)| StandingRow {
                        place,
                        guest,
                        name: state.name(guest).to_owned(),
                        stars: of(guest),
                        prizes: won_by(guest),
                    })
                    .collect(),
            }
        })
        .collect()
}

/// The places of a group already in prize order: equal counts of all three colours share
/// a place, the next takes its own row's number ("1, 2, 2, 4"), as the duplicate
/// standings do.
fn shared_places(in_order: &[Stars]) -> Vec<usize> {
    let mut places: Vec<usize> = Vec::with_capacity(in_order.len());
    for (i, stars) in in_order.iter().enumerate() {
        let place = match (
            i.checked_sub(1).and_then(|p| in_order.get(p)),
            places.last(),
        ) {
            (Some(before), Some(&shared)) if before == stars => shared,
            _ => i + 1,
        };
        places.push(place);
    }
    places
}
