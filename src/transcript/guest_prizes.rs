//! The prizes seen from one guest: which they were in the running for, and why they
//! won each or did not (the tie-breaks as they touched them, R-PRIZE-2..5).

use serde::Serialize;

use crate::rules::prizes::TieBreak;
use crate::rules::{GuestId, Prize, PrizeOutcome, PrizeWinner, Star, Stars, State};
use crate::words::and_list;

use super::explain::{prize_story, prize_title, stars_words, winner_name};

/// A prize, seen from one guest.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct GuestPrize {
    /// "gold", "red", "green", "pair", "score".
    pub prize: &'static str,
    /// "The ladies' first prize (most gold stars)" …
    pub title: String,
    /// Whether this guest won it.
    pub won: bool,
    /// Who won it, if anyone yet.
    pub winner: Option<String>,
    /// Why they won it or did not, in a sentence or two.
    pub why: String,
}

/// Whether a prize is one this guest could take: their side's, or everyone's.
pub(super) fn in_the_running(state: &State, prize: &Prize, guest: GuestId) -> bool {
    let Ok(g) = state.guest(guest) else {
        return false;
    };
    prize.key.side.is_none_or(|side| side == g.side)
}

fn is_winner(winner: PrizeWinner, guest: GuestId) -> bool {
    match winner {
        PrizeWinner::Guest(g) => g == guest,
        PrizeWinner::Pair(p) => p.lady == guest || p.gentleman == guest,
    }
}

pub(super) fn guest_prize(
    star: Star<'_>,
    stars: &[Stars],
    prizes: &[Prize],
    prize: &Prize,
    guest: GuestId,
) -> GuestPrize {
    let state = star.state;
    let (won, winner) = match &prize.outcome {
        PrizeOutcome::Awarded { winner, .. } => {
            (is_winner(*winner, guest), Some(winner_name(state, *winner)))
        }
        _ => (false, None),
    };
    GuestPrize {
        prize: prize.key.kind.code(),
        title: prize_title(prize.key, state.settings.open_seating()),
        won,
        winner,
        why: why(star, stars, prizes, prize, guest),
    }
}

/// Why `guest` won `prize`, or did not: the prize's story as it touched them.
fn why(star: Star<'_>, stars: &[Stars], prizes: &[Prize], prize: &Prize, guest: GuestId) -> String {
    let state = star.state;
    let name = state.name(guest);
    let of = |g: GuestId| stars.get(g.0 as usize).copied().unwrap_or_default();
    let story = prize_story(state, stars, prize);
    if star.is_withdrawn(guest) {
        return format!("{name} is out of the prizes (their stars stay in the record).");
    }
    if prize.passed_over.contains(&guest) {
        let held = prizes
            .iter()
            .find(|p| {
                matches!(&p.outcome, PrizeOutcome::Awarded { winner, .. }
                    if is_winner(*winner, guest))
            })
            .map(|p| prize_title(p.key, state.settings.open_seating()))
            .unwrap_or_else(|| "another prize".to_owned());
        return format!("{name} was in line for it but already holds {held}: nobody wins two.");
    }
    let Some(colour) = prize.key.kind.colour() else {
        return match &prize.outcome {
            PrizeOutcome::Awarded { winner, .. } if is_winner(*winner, guest) => {
                format!("Won. {story}")
            }
            _ => story,
        };
    };
    let mine = stars_words(of(guest).of(colour), colour);
    match &prize.outcome {
        PrizeOutcome::Awarded { winner, .. } if is_winner(*winner, guest) => {
            format!("Won. {story}")
        }
        PrizeOutcome::Awarded {
            winner,
            tied,
            steps,
            cut,
            ..
        } => {
            if tied.contains(&guest) {
                match dropped_by(steps, guest) {
                    Some(step) => format!(
                        "{name} was level on {mine}; then {}",
                        step_for(state, &of, step, guest)
                    ),
                    None if cut.is_some() => format!(
                        "{name} was level to the end of the tie-breaks and lost the cut to {}.",
                        winner_name(state, *winner)
                    ),
                    None => story,
                }
            } else {
                let best = match winner {
                    PrizeWinner::Guest(g) => stars_words(of(*g).of(colour), colour),
                    PrizeWinner::Pair(_) => String::new(),
                };
                format!(
                    "{} won it with {best}; {name} had {mine}.",
                    winner_name(state, *winner)
                )
            }
        }
        PrizeOutcome::AwaitingCut {
            candidates, steps, ..
        } => {
            if candidates.contains(&guest) {
                format!("{name} is still level for it ({mine}): a cut will decide.")
            } else if let Some(step) = dropped_by(steps, guest) {
                format!(
                    "{name} was level on {mine}; then {}",
                    step_for(state, &of, step, guest)
                )
            } else {
                format!("{name} has {mine}; those level for it have more. {story}")
            }
        }
        PrizeOutcome::AwaitingEarlier | PrizeOutcome::NotAwarded => story,
    }
}

fn dropped_by(steps: &[TieBreak], guest: GuestId) -> Option<&TieBreak> {
    steps.iter().find(|s| s.dropped.contains(&guest))
}

/// "fewer red stars settled them out: Ada 1 against Bea's 2."
fn step_for(
    state: &State,
    of: &dyn Fn(GuestId) -> Stars,
    step: &TieBreak,
    guest: GuestId,
) -> String {
    let theirs = of(guest).of(step.colour);
    let kept: Vec<String> = step
        .kept
        .iter()
        .map(|&g| format!("{} {}", state.name(g), of(g).of(step.colour)))
        .collect();
    format!(
        "{} {} stars settled them out ({} {theirs}; still level: {}).",
        if step.fewer_wins { "fewer" } else { "more" },
        crate::words::star(step.colour),
        state.name(guest),
        and_list(&kept)
    )
}
