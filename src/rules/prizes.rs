//! R-PRIZE: who wins each prize, with the tie-break chain, the one-prize-each rule and the
//! stored cuts; and the score-card prizes of R-ALT.

#[allow(unused_imports)]
use crate::prelude::*;

use alloc::collections::BTreeSet;

use serde::{Deserialize, Serialize};

use super::cards::Cut;
use super::error::RuleError;
use super::game::Star;
use super::guests::{GuestId, Side};
use super::seating::Pair;
use super::settings::Scoring;
use super::stars::{StarColour, Stars, tally};
use super::state::State;
use scoring::{individual_prize, pair_prize};

pub use crate::nouns::{PrizeKey, PrizeKind};

pub mod scoring;
mod ways;
use ways::*;

impl PrizeKind {
    /// The star colour a star prize is for (None for the score-card prizes).
    pub fn colour(self) -> Option<StarColour> {
        match self {
            PrizeKind::Gold => Some(StarColour::Gold),
            PrizeKind::Red => Some(StarColour::Red),
            PrizeKind::Green => Some(StarColour::Green),
            PrizeKind::TopPair | PrizeKind::TopScore => None,
        }
    }

    /// "gold", "red", "green", "pair", "score".
    pub fn code(self) -> &'static str {
        match self {
            PrizeKind::Gold => "gold",
            PrizeKind::Red => "red",
            PrizeKind::Green => "green",
            PrizeKind::TopPair => "pair",
            PrizeKind::TopScore => "score",
        }
    }
}

/// What settled a prize.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum DecidedBy {
    /// The prize's own count, untied.
    Stars,
    /// The tie-break on gold stars.
    Gold,
    /// The tie-break on red stars.
    Red,
    /// The tie-break on green stars.
    Green,
    /// The score-card total, untied.
    Points,
    /// A cut (R-PRIZE-7).
    Cut,
    /// Not awarded.
    None,
}

impl DecidedBy {
    /// As in the transcript: "stars", "gold", "red", "green", "points", "cut", "none".
    pub fn code(self) -> &'static str {
        match self {
            DecidedBy::Stars => "stars",
            DecidedBy::Gold => "gold",
            DecidedBy::Red => "red",
            DecidedBy::Green => "green",
            DecidedBy::Points => "points",
            DecidedBy::Cut => "cut",
            DecidedBy::None => "none",
        }
    }
}

/// Who won.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum PrizeWinner {
    /// A guest.
    Guest(GuestId),
    /// A pair (R-ALT-1).
    Pair(Pair),
}

/// One link of a tie-break chain as it was applied: the count compared, and who was
/// settled out by it (R-PRIZE-3..5).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TieBreak {
    /// The colour compared.
    pub colour: StarColour,
    /// Fewer of it wins (the green prize's links, and every chain's green link).
    pub fewer_wins: bool,
    /// Who was still level after it.
    pub kept: Vec<GuestId>,
    /// Who it settled out.
    pub dropped: Vec<GuestId>,
}

/// Where a prize stands.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PrizeOutcome {
    /// Awarded.
    Awarded {
        /// To whom.
        winner: PrizeWinner,
        /// What settled it.
        decided_by: DecidedBy,
        /// Everyone level on the prize's own count, the winner among them.
        tied: Vec<GuestId>,
        /// The links of the chain that settled someone out, in order.
        steps: Vec<TieBreak>,
        /// The cut, when one settled it.
        cut: Option<Cut>,
    },
    /// R-PRIZE-6: nobody eligible has a star of this colour (or a point).
    NotAwarded,
    /// Tied to the end of the chain: a cut among these decides (R-PRIZE-7).
    AwaitingCut {
        /// Who must cut (for a pairs' prize: the pairs' ladies).
        candidates: Vec<GuestId>,
        /// Everyone level on the prize's own count.
        tied: Vec<GuestId>,
        /// The links of the chain that settled someone out.
        steps: Vec<TieBreak>,
    },
    /// An earlier prize of the same side waits for a cut, and its winner may not take
    /// this one (R-PRIZE-2), so this one waits too.
    AwaitingEarlier,
}

/// One prize and its outcome.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Prize {
    /// Which prize.
    pub key: PrizeKey,
    /// Where it stands.
    pub outcome: PrizeOutcome,
    /// Guests who would have won or tied but hold an earlier prize (R-PRIZE-2).
    pub passed_over: Vec<GuestId>,
}

/// The colours a prize of `colour` compares, in order (R-PRIZE-3..5): its own first,
/// then the links of its chain.
pub fn compared_colours(colour: StarColour) -> [StarColour; 3] {
    chain(colour, &Stars::default()).map(|(_, c)| c)
}

/// R-PRIZE-3..5: the ordering for a prize, highest first: the prize's own colour, then
/// the tie-breaks in the rule's order. Green prefers *fewer* red, then fewer gold (the
/// Interpretation of R-PRIZE-5).
fn chain(colour: StarColour, s: &Stars) -> [(i64, StarColour); 3] {
    let (g, r, n) = (i64::from(s.gold), i64::from(s.red), i64::from(s.green));
    match colour {
        StarColour::Gold => [
            (g, StarColour::Gold),
            (r, StarColour::Red),
            (-n, StarColour::Green),
        ],
        StarColour::Red => [
            (r, StarColour::Red),
            (g, StarColour::Gold),
            (-n, StarColour::Green),
        ],
        StarColour::Green => [
            (n, StarColour::Green),
            (-r, StarColour::Red),
            (-g, StarColour::Gold),
        ],
    }
}

fn values(key: [(i64, StarColour); 3]) -> [i64; 3] {
    key.map(|(v, _)| v)
}

/// Guests in prize order for the standings: most gold, then most red, then fewest green
/// (the first prize's chain, R-PRIZE-3), then by name in `by_name`'s order (the reading
/// order of the words above the rules, which know no collation).
pub fn standings(
    state: Star<'_>,
    stars: &[Stars],
    side: Option<Side>,
    by_name: impl Fn(&str, &str) -> core::cmp::Ordering,
) -> Vec<GuestId> {
    let of = |g: GuestId| stars.get(g.0 as usize).copied().unwrap_or_default();
    let mut order = members(state, side);
    order.sort_by(|&a, &b| {
        values(chain(StarColour::Gold, &of(b)))
            .cmp(&values(chain(StarColour::Gold, &of(a))))
            .then_with(|| by_name(state.state.name(a), state.state.name(b)))
    });
    order
}

/// All prizes for the party, in the order they are awarded (R-PRIZE-2: gold, red, green;
/// ladies before gentlemen in each colour, which does not matter since each side has its
/// own prizes).
pub fn prizes(state: Star<'_>) -> Vec<Prize> {
    match state.state.settings.scoring() {
        Some(Scoring::Stars) => star_prizes(state),
        Some(Scoring::PairsAllEvening) => vec![pair_prize(state)],
        Some(Scoring::IndividualCards) => groups(state.state)
            .into_iter()
            .map(|side| individual_prize(state, side))
            .collect(),
        // Never a star evening's: the duplicate winners are the best pair of each
        // direction (R-DUP-8), in its own standings.
        None => Vec::new(),
    }
}

/// The groups that have their own prizes: each side in the classic evening, everyone in
/// open seating (R-PRIZE-1).
pub fn groups(state: &State) -> Vec<Option<Side>> {
    if state.settings.open_seating() {
        vec![None]
    } else {
        vec![Some(Side::Lady), Some(Side::Gentleman)]
    }
}

pub(super) fn members(state: Star<'_>, side: Option<Side>) -> Vec<GuestId> {
    state
        .state
        .guests()
        .iter()
        .filter(|g| !g.removed && !state.is_withdrawn(g.id) && side.is_none_or(|s| g.side == s))
        .map(|g| g.id)
        .collect()
}

fn star_prizes(state: Star<'_>) -> Vec<Prize> {
    let stars = tally(state.rounds(), state.state.guests().len());
    let groups: Vec<(Option<Side>, Vec<GuestId>)> = groups(state.state)
        .into_iter()
        .map(|side| (side, members(state, side)))
        .collect();
    award_stars(&groups, &stars, state.prize_cuts())
}

/// R-PRIZE-1..7 over given star counts: `groups` are the prize groups (each side, or
/// everyone) with their members; `stars` is indexed by guest number; `cuts` are the
/// prize cuts on record.
///
/// A prize whose earlier prize still waits for a cut is worked out for every way that
/// cut (and any after it) can go: when all ways give it the same outcome it is settled
/// now (the cut cannot change its candidates, R-PRIZE-2); otherwise it waits for the
/// earlier cut.
pub fn award_stars(
    groups: &[(Option<Side>, Vec<GuestId>)],
    stars: &[Stars],
    cuts: &[(PrizeKey, Cut)],
) -> Vec<Prize> {
    let of = |g: GuestId| stars.get(g.0 as usize).copied().unwrap_or_default();
    // Per group, every set of winners so far that the pending cuts may still make.
    let mut ways: Vec<Vec<BTreeSet<GuestId>>> = vec![vec![BTreeSet::new()]; groups.len()];
    let mut out = Vec::new();
    // R-PRIZE-2: gold, then red, then green; an earlier winner is not a candidate.
    for colour in StarColour::ALL {
        let kind = match colour {
            StarColour::Gold => PrizeKind::Gold,
            StarColour::Red => PrizeKind::Red,
            StarColour::Green => PrizeKind::Green,
        };
        for ((side, everyone), group_ways) in groups.iter().zip(&mut ways) {
            let key = PrizeKey { kind, side: *side };
            if group_ways.is_empty() {
                // Too many ways to follow: wait, as for any undecided earlier cut.
                out.push(Prize {
                    key,
                    outcome: PrizeOutcome::AwaitingEarlier,
                    passed_over: Vec::new(),
                });
                continue;
            }
            let outcomes: Vec<PrizeOutcome> = group_ways
                .iter()
                .map(|taken| {
                    let eligible: Vec<GuestId> = everyone
                        .iter()
                        .copied()
                        .filter(|g| !taken.contains(g))
                        .collect();
                    award_one(key, colour, &eligible, &of, cuts)
                })
                .collect();
            let settled = outcomes
                .first()
                .filter(|first| outcomes.iter().all(|o| o == *first))
                .cloned();
            // The winners certain whichever way the pending cuts go.
            let certain: BTreeSet<GuestId> = group_ways
                .iter()
                .skip(1)
                .fold(group_ways.first().cloned().unwrap_or_default(), |all, w| {
                    all.intersection(w).copied().collect()
                });
            let (outcome, passed_over) = match settled {
                Some(outcome) => {
                    let passed_over = passed_over(colour, &certain, &outcome, &of);
                    (outcome, passed_over)
                }
                None => (PrizeOutcome::AwaitingEarlier, Vec::new()),
            };
            *group_ways = ways_after(group_ways, &outcomes);
            out.push(Prize {
                key,
                outcome,
                passed_over,
            });
        }
    }
    out
}

/// One star prize among the eligible: the most of its colour (R-PRIZE-6: none, no
/// prize), then the tie-break chain one link at a time (R-PRIZE-3..5), then the cut on
/// record (R-PRIZE-7).
fn award_one(
    key: PrizeKey,
    colour: StarColour,
    eligible: &[GuestId],
    of: &dyn Fn(GuestId) -> Stars,
    cuts: &[(PrizeKey, Cut)],
) -> PrizeOutcome {
    let best = eligible
        .iter()
        .map(|&g| of(g).of(colour))
        .max()
        .unwrap_or(0);
    if best == 0 {
        return PrizeOutcome::NotAwarded;
    }
    let tied: Vec<GuestId> = eligible
        .iter()
        .copied()
        .filter(|&g| of(g).of(colour) == best)
        .collect();
    let mut left = tied.clone();
    let mut decided_by = DecidedBy::Stars;
    let mut steps = Vec::new();
    for link in 1..3 {
        if left.len() <= 1 {
            break;
        }
        let value = |g: GuestId| chain(colour, &of(g)).get(link).map_or(0, |v| v.0);
        let top = left.iter().map(|&g| value(g)).max().unwrap_or(0);
        let (kept, dropped): (Vec<GuestId>, Vec<GuestId>) =
            left.iter().partition(|&&g| value(g) == top);
        let Some(&(_, by)) = chain(colour, &Stars::default()).get(link) else {
            break;
        };
        if !dropped.is_empty() {
            decided_by = match by {
                StarColour::Gold => DecidedBy::Gold,
                StarColour::Red => DecidedBy::Red,
                StarColour::Green => DecidedBy::Green,
            };
            steps.push(TieBreak {
                colour: by,
                fewer_wins: colour == StarColour::Green || by == StarColour::Green,
                kept: kept.clone(),
                dropped,
            });
        }
        left = kept;
    }
    settle(
        cuts,
        key,
        tied,
        left,
        decided_by,
        steps,
        &mut PrizeWinner::Guest,
    )
}

/// Earlier winners who would have won or tied this prize (R-PRIZE-2), to be named: those
/// level with its winner (or with the guests waiting for its cut) or better, by the
/// prize's whole chain. When nobody who can take it has its colour, the best of the
/// holders who have it. Nobody else: a guest never level for a prize is not named
/// under it.
fn passed_over(
    colour: StarColour,
    taken: &BTreeSet<GuestId>,
    outcome: &PrizeOutcome,
    of: &dyn Fn(GuestId) -> Stars,
) -> Vec<GuestId> {
    let key = |g: GuestId| values(chain(colour, &of(g)));
    let holders: Vec<GuestId> = taken
        .iter()
        .copied()
        .filter(|&g| of(g).of(colour) > 0)
        .collect();
    let bar = match outcome {
        PrizeOutcome::Awarded {
            winner: PrizeWinner::Guest(w),
            ..
        } => Some(key(*w)),
        PrizeOutcome::AwaitingCut { candidates, .. } => candidates.first().map(|&c| key(c)),
        _ => holders.iter().map(|&g| key(g)).max(),
    };
    holders
        .into_iter()
        .filter(|&g| bar.is_none_or(|bar| key(g) >= bar))
        .collect()
}

/// The latest cut on record for this prize among exactly these guests (a cut made
/// before a correction changed the tie no longer applies).
pub fn find_cut<'a>(
    cuts: &'a [(PrizeKey, Cut)],
    key: PrizeKey,
    among: &[GuestId],
) -> Option<&'a Cut> {
    cuts.iter()
        .rev()
        .filter(|(k, _)| *k == key)
        .map(|(_, cut)| cut)
        .find(|cut| cut.check(among).is_ok())
}

/// The end of a chain: one left wins; several need the stored cut among exactly them.
pub(super) fn settle(
    cuts: &[(PrizeKey, Cut)],
    key: PrizeKey,
    tied: Vec<GuestId>,
    left: Vec<GuestId>,
    decided_by: DecidedBy,
    steps: Vec<TieBreak>,
    winner_of: &mut dyn FnMut(GuestId) -> PrizeWinner,
) -> PrizeOutcome {
    if let [only] = left.as_slice() {
        return PrizeOutcome::Awarded {
            winner: winner_of(*only),
            decided_by,
            tied,
            steps,
            cut: None,
        };
    }
    match find_cut(cuts, key, &left) {
        Some(cut) => PrizeOutcome::Awarded {
            winner: winner_of(cut.winner),
            decided_by: DecidedBy::Cut,
            tied,
            steps,
            cut: Some(cut.clone()),
        },
        None => PrizeOutcome::AwaitingCut {
            candidates: left,
            tied,
            steps,
        },
    }
}

impl State {
    /// R-PRIZE-7: a cut that settles a prize tie, kept so the prize never changes.
    pub(crate) fn cut_for_prize(&mut self, prize: PrizeKey, cut: &Cut) -> Result<(), RuleError> {
        let standing = prizes(
            self.star()
                .ok_or(RuleError::NoCutNeeded { prize: prize.kind })?,
        );
        let no_cut = || RuleError::NoCutNeeded { prize: prize.kind };
        let entry = standing
            .iter()
            .find(|p| p.key == prize)
            .ok_or_else(no_cut)?;
        let PrizeOutcome::AwaitingCut { candidates, .. } = &entry.outcome else {
            return Err(no_cut());
        };
        cut.check(candidates)?;
        self.play_mut()?.prize_cuts.push((prize, cut.clone()));
        Ok(())
    }
}

impl Star<'_> {
    /// R-PRIZE: the prizes as they stand.
    pub fn prizes(&self) -> Vec<Prize> {
        prizes(*self)
    }
}
