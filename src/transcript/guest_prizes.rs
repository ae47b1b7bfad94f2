//! The prizes seen from one guest: which they were in the running for, and why they
//! won each or did not (the tie-breaks as they touched them, R-PRIZE-2..5).

use serde::Serialize;

use crate::rules::prizes::TieBreak;
use crate::rules::{GuestId, Prize, PrizeOutcome, PrizeWinner, Star, Stars, State};
use crate::words::{and_list, msg};

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
        return msg::transcript_why_withdrawn(name);
    }
    if prize.passed_over.contains(&guest) {
        let held = prizes
            .iter()
            .find(|p| {
                matches!(&p.outcome, PrizeOutcome::Awarded { winner, .. }
                    if is_winner(*winner, guest))
            })
            .map(|p| prize_title(p.key, state.settings.open_seating()))
            .unwrap_or_else(msg::transcript_another_prize);
        return msg::TranscriptWhyHolds { name, held }.say();
    }
    let Some(colour) = prize.key.kind.colour() else {
        return match &prize.outcome {
            PrizeOutcome::Awarded { winner, .. } if is_winner(*winner, guest) => {
                msg::transcript_won(story)
            }
            _ => story,
        };
    };
    let mine = stars_words(of(guest).of(colour), colour);
    match &prize.outcome {
        PrizeOutcome::Awarded { winner, .. } if is_winner(*winner, guest) => {
            msg::transcript_won(story)
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
                    Some(step) => level_then(name, mine, step_for(state, &of, step, guest)),
                    None if cut.is_some() => msg::TranscriptWhyLostCut {
                        name,
                        winner: winner_name(state, *winner),
                    }
                    .say(),
                    None => story,
                }
            } else {
                let best = match winner {
                    PrizeWinner::Guest(g) => stars_words(of(*g).of(colour), colour),
                    PrizeWinner::Pair(_) => String::new(),
                };
                msg::TranscriptWhyBeaten {
                    winner: winner_name(state, *winner),
                    best,
                    name,
                    mine,
                }
                .say()
            }
        }
        PrizeOutcome::AwaitingCut {
            candidates, steps, ..
        } => {
            if candidates.contains(&guest) {
                msg::TranscriptWhyStillLevel { name, mine }.say()
            } else if let Some(step) = dropped_by(steps, guest) {
                level_then(name, mine, step_for(state, &of, step, guest))
            } else {
                msg::TranscriptWhyBehind { name, mine, story }.say()
            }
        }
        PrizeOutcome::AwaitingEarlier | PrizeOutcome::NotAwarded => story,
    }
}

/// "Ada was level on 2 red stars; then …".
fn level_then(name: &str, mine: String, step: String) -> String {
    msg::TranscriptWhyLevelThen { name, mine, step }.say()
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
    msg::TranscriptStep {
        fewer: if step.fewer_wins { "yes" } else { "no" },
        colour: crate::words::colour_code(step.colour),
        name: state.name(guest),
        theirs,
        kept: and_list(&kept),
    }
    .say()
}
