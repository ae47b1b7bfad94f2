//! The score-card totals (R-ALT-1, R-ALT-2) as the transcript shows them.

use std::collections::BTreeMap;

use serde::Serialize;

use crate::rules::scoring::{individual_totals, pair_totals};
use crate::rules::{Scoring, Star};

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
    match state.settings.scoring {
        Scoring::Stars | Scoring::Duplicate => None,
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
