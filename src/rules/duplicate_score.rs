//! R-DUP-7, R-DUP-8, R-DUP-9: a tray's result at a table, scored as a deal; plus and
//! minus tray by tray against the direction's average; matchpoints; each pair's evening,
//! the places, the winners in each direction (one ranking and one winner in the Howell,
//! R-DUP-12); and a traveller per tray (every table's result on it, with what each pair
//! made of it). Worked out on the trays actually played (R-DUP-6): a tray not played at
//! a table, or a sit-out, counts for nobody, and a pair that has played no tray has no
//! score and no place.

#[allow(unused_imports)]
use crate::prelude::*;

use alloc::collections::BTreeMap;

use crate::deal::{Deal, DealScoring, score};
use crate::duplicate::{DupMethod, PairGroup, PairId, TrayPlay, dealer_of_tray};
use crate::error::RuleError;
use crate::game::Dup;
use crate::guests::GuestId;

/// Two results closer than this are equal (results are whole numbers; averages are
/// fractions of them).
const EPSILON: f64 = 1e-9;

/// R-DUP-7: what a played tray scores, North–South's then East–West's: a deal of R-DEAL
/// with the party's method, tray n dealt by its dealer (R-DUP-2).
pub fn tray_score(method: DealScoring, tray: u32, deal: &Deal) -> Result<(i64, i64), RuleError> {
    Ok(score(method, deal, dealer_of_tray(tray))?)
}

/// One table's play of a tray, on its traveller.
#[derive(Debug, Clone, PartialEq)]
pub struct TravellerLine {
    /// The round.
    pub round: u32,
    /// The table.
    pub table: u32,
    /// The N–S pair.
    pub ns_pair: PairId,
    /// The E–W pair (`None`: the phantom; the tray was not played there).
    pub ew_pair: Option<PairId>,
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
    /// North–South, East–West, or all pairs (the Howell).
    pub group: PairGroup,
    /// Its number in its group.
    pub pair: u32,
    /// The two players.
    pub players: [GuestId; 2],
    /// Plus/minus: the sum over its trays of its result minus its direction's average
    /// on the tray (R-DUP-8); `None` before it has played a tray (no score at all).
    pub plus_minus: Option<f64>,
    /// Matchpoint percentage: the mean over its trays (R-DUP-9); `None` under plus/minus
    /// or before it has played a tray.
    pub percent: Option<f64>,
    /// Trays it played.
    pub trays: u32,
    /// Its place in its group (tied pairs share one); `None` before it has played a
    /// tray (R-DUP-8 revised: no place, never a winner).
    pub place: Option<u32>,
}

impl PairStanding {
    /// The pair.
    pub fn id(&self) -> PairId {
        PairId::new(self.group, self.pair)
    }

    /// What ranks it: its percentage under matchpoints, else its plus/minus; `None`
    /// before it has played a tray.
    pub fn score(&self) -> Option<f64> {
        self.percent.or(self.plus_minus)
    }
}

/// The standings of a duplicate evening.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct DupStandings {
    /// Every real pair, group by group (N–S first), best first in each, the pairs with
    /// no tray played last.
    pub pairs: Vec<PairStanding>,
    /// A traveller per tray, tray 1 first.
    pub travellers: Vec<Traveller>,
    /// The winners of each group: one pair, or several tied (a stored cut settles a tie
    /// to one); none while no pair of the group has played.
    pub winners: Vec<(PairGroup, Vec<u32>)>,
}

impl DupStandings {
    /// The pairs level at the top of a group, before any cut.
    pub fn tied_for_first(&self, group: PairGroup) -> Vec<u32> {
        self.pairs
            .iter()
            .filter(|p| p.group == group && p.place == Some(1))
            .map(|p| p.pair)
            .collect()
    }

    /// The pairs level at the top of a group as editions before R-DUP-8's revision saw
    /// it: a pair without a tray counted 0. Only to replay their cuts.
    pub fn tied_for_first_counting_unplayed(&self, group: PairGroup) -> Vec<u32> {
        let value = |p: &PairStanding| p.score().unwrap_or(0.0);
        let rows: Vec<&PairStanding> = self.pairs.iter().filter(|p| p.group == group).collect();
        let best = rows
            .iter()
            .map(|p| value(p))
            .fold(f64::NEG_INFINITY, f64::max);
        rows.into_iter()
            .filter(|p| (value(p) - best).abs() <= EPSILON)
            .map(|p| p.pair)
            .collect()
    }

    /// A pair's standing.
    pub fn of(&self, pair: PairId) -> Option<&PairStanding> {
        self.pairs.iter().find(|p| p.id() == pair)
    }

    /// The pairs of a group, best first.
    pub fn group(&self, group: PairGroup) -> impl Iterator<Item = &PairStanding> {
        self.pairs.iter().filter(move |p| p.group == group)
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

/// How far a duplicate evening has got, the one figure the room may see of its results
/// while it is played (R-DUP-13): "17 of 24 trays in".
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TraysIn {
    /// Trays with a result (or "not played") recorded at a table, the evening through.
    pub recorded: u32,
    /// Trays the evening's rounds have to play, table by table (sit-outs play none).
    pub due: u32,
}

/// R-DUP-13: while the evening is still being played, every tray is still to be played
/// somewhere, so the room may see no ranking, plus/minus, percentage or traveller: only
/// how many trays are in, answered here. `None` once the evening is over (its last bell,
/// or the host stopped it, R-DUP-6): then everything is released at once.
pub fn withheld_from_room(dup: Dup<'_>) -> Option<TraysIn> {
    if dup.state.phase() == crate::state::Phase::Finished {
        return None;
    }
    let movement = dup.movement();
    let last = match dup.state.settings.end {
        crate::settings::EveningEnd::AfterRounds(n) => n.min(movement.rounds()),
        _ => movement.rounds(),
    };
    // Every tray each table is due to play, round by round; a sit-out's trays are passed
    // on, not played (R-DUP-1).
    let plays = (1..=last).flat_map(|round| {
        (1..=movement.tables)
            .filter(move |&t| !movement.sits_out(round, t))
            .flat_map(move |t| {
                movement
                    .trays_at(round, t)
                    .into_iter()
                    .map(move |tray| (round, t, tray))
            })
    });
    let (mut due, mut recorded) = (0_usize, 0_usize);
    for (round, table, tray) in plays {
        due += 1;
        recorded += usize::from(dup.outcome(round, table, tray).is_some());
    }
    Some(TraysIn {
        recorded: u32::try_from(recorded).unwrap_or(u32::MAX),
        due: u32::try_from(due).unwrap_or(u32::MAX),
    })
}

/// The travellers, every pair's evening, the places and the winners.
pub fn standings(dup: Dup<'_>) -> DupStandings {
    let state = dup.state;
    let Some(movement) = dup.movement else {
        return DupStandings::default();
    };
    let travellers = travellers(dup, &movement);
    let matchpoints = state.settings.dup_rules().method == DupMethod::Matchpoints;
    // Per pair: plus/minus, matchpoint percentages, trays.
    let mut totals: BTreeMap<PairId, (f64, Vec<f64>, u32)> = BTreeMap::new();
    for line in travellers.iter().flat_map(|t| &t.lines) {
        let (Some(ew), Some(pm)) = (line.ew_pair, line.plus_minus) else {
            continue;
        };
        let (ns_pct, ew_pct) = line.percent.unwrap_or((50.0, 50.0));
        for (key, value, pct) in [(line.ns_pair, pm, ns_pct), (ew, -pm, ew_pct)] {
            let entry = totals.entry(key).or_insert((0.0, Vec::new(), 0));
            entry.0 += value;
            entry.1.push(pct);
            entry.2 += 1;
        }
    }
    let mut pairs = Vec::new();
    for (id, pair) in dup.pairs_by(&movement) {
        let (plus_minus, pcts, trays) = totals.remove(&id).unwrap_or_default();
        let played = trays > 0;
        pairs.push(PairStanding {
            group: id.group,
            pair: id.number,
            players: pair.players,
            plus_minus: played.then_some(plus_minus),
            percent: (matchpoints && played).then(|| pcts.iter().sum::<f64>() / pcts.len() as f64),
            trays,
            place: None,
        });
    }
    for &group in movement.groups() {
        place_group(&mut pairs, group);
    }
    let mut out = DupStandings {
        pairs,
        travellers,
        winners: Vec::new(),
    };
    out.winners = movement
        .groups()
        .iter()
        .map(|&group| {
            let tied = out.tied_for_first(group);
            let settled = dup
                .cuts()
                .iter()
                .find(|(g, _)| *g == group)
                .and_then(|(_, cut)| {
                    tied.iter().copied().find(|&n| {
                        dup.pair(PairId::new(group, n))
                            .is_some_and(|p| p.players.contains(&cut.winner))
                    })
                });
            (group, settled.map_or(tied, |one| vec![one]))
        })
        .collect();
    out
}

/// Sorts one group's rows (they lie together in `pairs`) best first, the pairs with no
/// tray last in their numbers' order, and gives the others their places: tied pairs
/// share one (1, 2, 2, 4); a pair with no tray has none (R-DUP-8 revised).
fn place_group(pairs: &mut [PairStanding], group: PairGroup) {
    let Some(start) = pairs.iter().position(|p| p.group == group) else {
        return;
    };
    let len = pairs
        .iter()
        .skip(start)
        .take_while(|p| p.group == group)
        .count();
    let Some(rows) = pairs.get_mut(start..start + len) else {
        return;
    };
    let rank = |p: &PairStanding| p.score().unwrap_or(f64::NEG_INFINITY);
    // Best first; pairs level (within rounding) in their numbers' order.
    rows.sort_by(|a, b| {
        let (va, vb) = (rank(a), rank(b));
        let order = if va == vb || (va - vb).abs() <= EPSILON {
            core::cmp::Ordering::Equal
        } else {
            vb.partial_cmp(&va).unwrap_or(core::cmp::Ordering::Equal)
        };
        order.then(a.pair.cmp(&b.pair))
    });
    let mut place = 0;
    let mut previous: Option<f64> = None;
    for (i, row) in rows.iter_mut().enumerate() {
        let Some(v) = row.score() else { continue };
        if previous.is_none_or(|p| (p - v).abs() > EPSILON) {
            place = u32::try_from(i).unwrap_or(u32::MAX) + 1;
        }
        previous = Some(v);
        row.place = Some(place);
    }
}

/// A traveller per tray: where it was played, and each result against the others.
fn travellers(dup: Dup<'_>, movement: &crate::duplicate::Movement) -> Vec<Traveller> {
    let method: DealScoring = dup.state.settings.deal_scoring;
    let mut by_tray: BTreeMap<u32, Vec<TravellerLine>> = BTreeMap::new();
    for round in dup.rounds() {
        for table in 1..=movement.tables {
            let ns_pair = movement.ns_at(round.number, table);
            let ew_pair = movement.ew_at(round.number, table);
            let phantom = ew_pair.is_none();
            for tray in movement.trays_at(round.number, table) {
                let play = dup.outcome(round.number, table, tray);
                let scores = match play {
                    Some(TrayPlay::Played(deal)) => tray_score(method, tray, &deal).ok(),
                    _ => None,
                };
                by_tray.entry(tray).or_default().push(TravellerLine {
                    round: round.number,
                    table,
                    ns_pair,
                    ew_pair,
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
