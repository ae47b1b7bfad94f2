//! The score-card totals (R-ALT-1, R-ALT-2) as the transcript shows them.

use std::collections::{BTreeMap, BTreeSet};

use serde::Serialize;

use crate::rules::prizes::scoring::{individual_totals, pair_totals};
use crate::rules::{GuestId, Scoring, Star};

/// The score-card totals.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(untagged)]
pub enum Points {
    /// R-ALT-1: by pair, best first: `[{"pair": [lady, gentleman], "points": 12}]`.
    Pairs(Vec<PairPoints>),
    /// R-ALT-2: by guest name: `{"Ada Abbott": 12}`.
    Players(BTreeMap<String, u32>),
}

/// One pair's total.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PairPoints {
    /// The lady and the gentleman.
    pub pair: [String; 2],
    /// What they put down over the evening.
    pub points: u32,
}

impl PairPoints {
    /// "Ann Abbott & Bob Baker".
    pub fn names(&self) -> String {
        crate::words::pair_names(&self.pair[0], &self.pair[1])
    }
}

/// The score-card totals, best first (R-ALT-1, R-ALT-2); `None` in the star game.
pub fn points(star: Star<'_>) -> Option<Points> {
    let state = star.state;
    let name = |id| state.name(id).to_owned();
    match star.scoring() {
        Scoring::Stars => None,
        Scoring::PairsAllEvening => {
            let mut pairs: Vec<PairPoints> = pair_totals(star.rounds())
                .into_iter()
                .map(|(pair, points)| PairPoints {
                    pair: [name(pair.lady), name(pair.gentleman)],
                    points,
                })
                .collect();
            pairs.sort_by(|a, b| b.points.cmp(&a.points).then_with(|| a.pair.cmp(&b.pair)));
            Some(Points::Pairs(pairs))
        }
        Scoring::IndividualCards => {
            let totals = individual_totals(star.rounds(), state.guests().len());
            Some(Points::Players(
                state
                    .guests()
                    .iter()
                    .filter(|g| !g.removed)
                    .map(|g| {
                        (
                            name(g.id),
                            totals.get(g.id.0 as usize).copied().unwrap_or(0),
                        )
                    })
                    .collect(),
            ))
        }
    }
}

/// One line of the score cards' ranking (R-ALT-3).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Placed {
    /// Its place: equal totals share one (1, 2, 2, 4).
    pub place: u32,
    /// The pair's two players (R-ALT-1), or the one player (R-ALT-2).
    pub players: Vec<GuestId>,
    /// "Ann Abbott & Bob Baker", or "Ann Abbott".
    pub name: String,
    /// The total.
    pub points: u32,
}

/// R-ALT-3: the score cards ranked once, best first — by pair all evening (R-ALT-1) or
/// each player who sat at a table (R-ALT-2) — equal totals sharing a place, level ones in
/// their names' order. Every view that shows the score cards, and the season, read this
/// (it is derived with the evening); `None` in the star game.
pub fn ranking(star: Star<'_>) -> Option<Vec<Placed>> {
    let state = star.state;
    let name = |id| state.name(id).to_owned();
    let mut rows: Vec<Placed> = match star.scoring() {
        Scoring::Stars => return None,
        Scoring::PairsAllEvening => pair_totals(star.rounds())
            .into_iter()
            .map(|(pair, points)| Placed {
                place: 0,
                players: pair.members().to_vec(),
                name: crate::words::pair_names(state.name(pair.lady), state.name(pair.gentleman)),
                points,
            })
            .collect(),
        Scoring::IndividualCards => {
            let totals = individual_totals(star.rounds(), state.guests().len());
            let sat: BTreeSet<GuestId> = star
                .rounds()
                .iter()
                .flat_map(|r| r.tables.iter().flat_map(|t| t.players()))
                .collect();
            sat.into_iter()
                .filter(|g| state.guest(*g).is_ok_and(|g| !g.removed))
                .map(|g| Placed {
                    place: 0,
                    players: vec![g],
                    name: name(g),
                    points: totals.get(g.0 as usize).copied().unwrap_or(0),
                })
                .collect()
        }
    };
    rows.sort_by(|a, b| {
        b.points
            .cmp(&a.points)
            .then_with(|| crate::words::name_order(&a.name, &b.name))
    });
    let mut previous = None;
    for (i, row) in rows.iter_mut().enumerate() {
        row.place = match previous {
            Some((points, place)) if points == row.points => place,
            _ => u32::try_from(i + 1).unwrap_or(u32::MAX),
        };
        previous = Some((row.points, row.place));
    }
    Some(rows)
}
