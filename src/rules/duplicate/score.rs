//! R-DUP-7, R-DUP-8, R-DUP-9: a tray's result at a table, scored as a deal; plus and
//! minus tray by tray against the direction's average; matchpoints; each pair's evening,
//! the places, the winners in each direction; and a traveller per tray (every table's
//! result on it, with what each pair made of it). Worked out on the trays actually
//! played (R-DUP-6): a tray not played at a table, or a sit-out, counts for nobody.

#[allow(unused_imports)]
use crate::prelude::*;

use alloc::collections::BTreeMap;

use super::{DupMethod, TrayPlay, dealer_of_tray};
use crate::deal::{Deal, DealScoring, score};
use crate::error::RuleError;
use crate::guests::GuestId;
use crate::seating::PairSide;
use crate::state::State;

/// Two results closer than this are equal (results are whole numbers; averages are
/// fractions of them).
const EPSILON: f64 = 1e-9;

/// R-DUP-7: what a played tray scores, North–South's then East–West's: a deal of R-DEAL
/// with the party's method, tray n dealt by its dealer (R-DUP-2).
pub fn tray_score(method: DealScoring, tray: u32, deal: &Deal) -> Result<(i64, i64), RuleError> {
    score(method, deal, dealer_of_tray(tray))
}

/// One table's play of a tray, on its traveller.
#[derive(Debug, Clone, PartialEq)]
pub struct TravellerLine {
    /// The round.
    pub round: u32,
    /// The table.
    pub table: u32,
    /// The N–S pair.
    pub ns_pair: u32,
    /// The E–W pair (`None`: the phantom; the tray was not played there).
    pub ew_pair: Option<u32>,
    /// What happened (`None`: not reported yet).
    pub play: Option<TrayPlay>,
    /// North–South's and East–West's scores (0 when not played).
    pub scores: (i64, i64),
    /// The result: N–S's score minus E–W's (R-DUP-7); `None` when not played.
    pub result: Option<i64>,
    /// N–S's plus/minus on the tray (R-DUP-8); E–W's is its negative.
    pub plus_minus: Option<f64>,
    /// N–S's and E–W's matchpoint percentage on the tray (R-DUP-9).
    pub percent: Option<(f64, f64)>,
}

/// A tray and every table's result on it.
#[derive(Debug, Clone, PartialEq)]
pub struct Traveller {
    /// The tray.
    pub tray: u32,
    /// Its tables, in the order it is played.
    pub lines: Vec<TravellerLine>,
}

/// One pair's evening.
#[derive(Debug, Clone, PartialEq)]
pub struct PairStanding {
    /// North–South or East–West.
    pub direction: PairSide,
    /// Its number in its direction.
    pub pair: u32,
    /// The two players.
    pub players: [GuestId; 2],
    /// Plus/minus: the sum over its trays of its result minus its direction's average
    /// on the tray (R-DUP-8).
    pub plus_minus: f64,
    /// Matchpoint percentage: the mean over its trays (R-DUP-9); `None` under plus/minus.
    pub percent: Option<f64>,
    /// Trays it played.
    pub trays: u32,
    /// Its place in its direction (tied pairs share one).
    pub place: u32,
}

/// The standings of a duplicate evening.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct DupStandings {
    /// Every real pair, N–S first, best first in each direction.
    pub pairs: Vec<PairStanding>,
    /// A traveller per tray, tray 1 first.
    pub travellers: Vec<Traveller>,
    /// The winners of each direction: one pair, or several tied (a stored cut settles a
    /// tie to one).
    pub winners: Vec<(PairSide, Vec<u32>)>,
}

impl DupStandings {
    /// The pairs level at the top of a direction, before any cut.
    pub fn tied_for_first(&self, direction: PairSide) -> Vec<u32> {
        self.pairs
            .iter()
            .filter(|p| p.direction == direction && p.place == 1)
            .map(|p| p.pair)
            .collect()
    }

    /// A pair's standing.
    pub fn of(&self, direction: PairSide, pair: u32) -> Option<&PairStanding> {
        self.pairs
            .iter()
            .find(|p| p.direction == direction && p.pair == pair)
    }
}

/// R-DUP-9: the matchpoint percentage of `result` among `all` results of its direction
/// on a tray: 2 for each result it beats, 1 for each it ties, over 2·(n − 1); one result
/// alone is 50 %.
pub fn matchpoint_percent(result: f64, all: &[f64]) -> f64 {
    let n = all.len();
    if n <= 1 {
        return 50.0;
    }
    let points: f64 = all
        .iter()
        .map(|&other| {
            if result - other > EPSILON {
                2.0
            } else if (result - other).abs() <= EPSILON {
                1.0
            } else {
                0.0
            }
        })
        .sum::<f64>()
        - 1.0; // itself counted as a tie
    100.0 * points / (2.0 * (n as f64 - 1.0))
}

/// The travellers, every pair's evening, the places and the winners.
pub fn standings(state: &State) -> DupStandings {
    let dup = state.duplicate();
    let Some(movement) = dup.movement() else {
        return DupStandings::default();
    };
    let method = state.settings.deal_scoring;
    let travellers = travellers(state, movement, method);
    let matchpoints = state.settings.duplicate.method == DupMethod::Matchpoints;
    // Per pair: plus/minus, matchpoint percentages, trays.
    let mut totals: BTreeMap<(PairSide, u32), (f64, Vec<f64>, u32)> = BTreeMap::new();
    for traveller in &travellers {
        for line in &traveller.lines {
            let (Some(ew), Some(pm)) = (line.ew_pair, line.plus_minus) else {
                continue;
            };
            let (ns_pct, ew_pct) = line.percent.unwrap_or((50.0, 50.0));
            for (key, value, pct) in [
                ((PairSide::NorthSouth, line.ns_pair), pm, ns_pct),
                ((PairSide::EastWest, ew), -pm, ew_pct),
            ] {
                let entry = totals.entry(key).or_insert((0.0, Vec::new(), 0));
                entry.0 += value;
                entry.1.push(pct);
                entry.2 += 1;
            }
        }
    }
    let mut pairs = Vec::new();
    for direction in [PairSide::NorthSouth, PairSide::EastWest] {
        let mut rows: Vec<PairStanding> = dup
            .pairs_of(direction)
            .map(|(number, pair)| {
                let (plus_minus, pcts, trays) =
                    totals.remove(&(direction, number)).unwrap_or_default();
                let percent = matchpoints.then(|| {
                    if pcts.is_empty() {
                        0.0
                    } else {
                        pcts.iter().sum::<f64>() / pcts.len() as f64
                    }
                });
                PairStanding {
                    direction,
                    pair: number,
                    players: pair.players,
                    plus_minus,
                    percent,
                    trays,
                    place: 0,
                }
            })
            .collect();
        let value = |p: &PairStanding| p.percent.unwrap_or(p.plus_minus);
        // Best first; pairs level (within rounding) in their numbers' order.
        rows.sort_by(|a, b| {
            let (va, vb) = (value(a), value(b));
            let order = if (va - vb).abs() <= EPSILON {
                core::cmp::Ordering::Equal
            } else {
                vb.partial_cmp(&va).unwrap_or(core::cmp::Ordering::Equal)
            };
            order.then(a.pair.cmp(&b.pair))
        });
        // Tied pairs share a place: 1, 2, 2, 4.
        let mut place = 0;
        let mut previous: Option<f64> = None;
        for (i, row) in rows.iter_mut().enumerate() {
            let v = value(row);
            if previous.is_none_or(|p| (p - v).abs() > EPSILON) {
                place = u32::try_from(i).unwrap_or(u32::MAX) + 1;
            }
            previous = Some(v);
            row.place = place;
        }
        pairs.extend(rows);
    }
    let mut out = DupStandings {
        pairs,
        travellers,
        winners: Vec::new(),
    };
    out.winners = [PairSide::NorthSouth, PairSide::EastWest]
        .into_iter()
        .map(|direction| {
            let tied = out.tied_for_first(direction);
            let settled = dup
                .cuts()
                .iter()
                .find(|(d, _)| *d == direction)
                .and_then(|(_, cut)| {
                    tied.iter().copied().find(|&n| {
                        dup.pair(direction, n)
                            .is_some_and(|p| p.players.contains(&cut.winner))
                    })
                });
            (direction, settled.map_or(tied, |one| vec![one]))
        })
        .collect();
    out
}

/// A traveller per tray: where it was played, and each result against the others.
fn travellers(state: &State, movement: &super::Movement, method: DealScoring) -> Vec<Traveller> {
    let dup = state.duplicate();
    let mut by_tray: BTreeMap<u32, Vec<TravellerLine>> = BTreeMap::new();
    for round in dup.rounds() {
        for table in 1..=movement.tables {
            let ew_pair = movement.ew_pair_at(round.number, table);
            let phantom = movement.sits_out(round.number, table);
            for tray in movement.trays_at(round.number, table) {
                let play = dup.outcome(round.number, table, tray);
                let scores = match play {
                    Some(TrayPlay::Played(deal)) => tray_score(method, tray, &deal).ok(),
                    _ => None,
                };
                by_tray.entry(tray).or_default().push(TravellerLine {
                    round: round.number,
                    table,
                    ns_pair: table,
                    ew_pair: (!phantom).then_some(ew_pair),
                    play,
                    scores: scores.unwrap_or((0, 0)),
                    result: scores.filter(|_| !phantom).map(|(ns, ew)| ns - ew),
                    plus_minus: None,
                    percent: None,
                });
            }
        }
    }
    (1..=movement.trays())
        .map(|tray| {
            let mut lines = by_tray.remove(&tray).unwrap_or_default();
            let results: Vec<f64> = lines
                .iter()
                .filter_map(|l| l.result)
                .map(|r| r as f64)
                .collect();
            let average = if results.is_empty() {
                0.0
            } else {
                results.iter().sum::<f64>() / results.len() as f64
            };
            let negated: Vec<f64> = results.iter().map(|r| -r).collect();
            for line in &mut lines {
                if let Some(result) = line.result {
                    let result = result as f64;
                    line.plus_minus = Some(result - average);
                    line.percent = Some((
                        matchpoint_percent(result, &results),
                        matchpoint_percent(-result, &negated),
                    ));
                }
            }
            Traveller { tray, lines }
        })
        .collect()
}
