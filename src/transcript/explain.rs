//! How each prize was decided, in words, from the typed outcome (R-PRIZE): who won and
//! with what, who was level, which link of the chain settled whom out, who cut (with
//! the cards), and who was passed over for holding an earlier prize. Every view (the
//! Prizes screen, the guest display, the report, the print-outs) calls these.

use crate::rules::prizes::compared_colours;
use crate::rules::{
    Cut, GuestId, Prize, PrizeKey, PrizeKind, PrizeOutcome, PrizeWinner, Side, StarColour, Stars,
    State,
};
use crate::words::{and_list, colour_code, msg};

/// The prize's name as a host announces it: "Ladies' first prize (most gold stars)".
pub fn prize_title(key: PrizeKey, open_seating: bool) -> String {
    msg::PrizeTitle {
        kind: kind_code(key.kind),
        whose: whose_prize(key, open_seating),
    }
    .say()
}

/// The prize's name in fewer words, where a line has no room for [`prize_title`] (the
/// ceremony's title on a phone): "Ladies' first prize", "Best score card".
pub fn prize_short_title(key: PrizeKey, open_seating: bool) -> String {
    msg::PrizeShortTitle {
        kind: kind_code(key.kind),
        whose: whose_prize(key, open_seating),
    }
    .say()
}

/// The kind of prize as the catalogues select on it.
fn kind_code(kind: PrizeKind) -> &'static str {
    match kind {
        PrizeKind::Gold => "gold",
        PrizeKind::Red => "red",
        PrizeKind::Green => "green",
        PrizeKind::TopPair => "pair",
        PrizeKind::TopScore => "score",
    }
}

/// Whose prize it is, as the catalogues select on it.
fn whose_prize(key: PrizeKey, open_seating: bool) -> &'static str {
    match (key.side, open_seating) {
        (Some(Side::Lady), false) => "ladies",
        (Some(Side::Gentleman), false) => "gentlemen",
        (Some(Side::Lady), true) => "red-pack",
        (Some(Side::Gentleman), true) => "blue-pack",
        (None, _) => "all",
    }
}

/// "3 gold stars", "1 green star".
pub fn stars_words(n: u32, colour: StarColour) -> String {
    msg::StarsCount {
        count: n,
        colour: colour_code(colour),
    }
    .say()
}

/// "Ada Abbott", or "Ada Abbott & Frank Foster" for a pair.
pub fn winner_name(state: &State, winner: PrizeWinner) -> String {
    match winner {
        PrizeWinner::Guest(g) => state.name(g).to_owned(),
        PrizeWinner::Pair(p) => {
            crate::words::pair_names(state.name(p.lady), state.name(p.gentleman))
        }
    }
}

/// A cut in words: "Ada Abbott A♥ against Bea Baker 7♠; Ada Abbott won", attempt by
/// attempt, or "Ada Abbott won a real cut".
pub fn cut_words(state: &State, cut: &Cut) -> String {
    let attempts = cut.attempts().iter().map(|attempt| {
        attempt
            .iter()
            .map(|c| {
                msg::CutCard {
                    name: state.name(c.guest),
                    card: crate::words::cut_face(&c.card),
                }
                .say()
            })
            .reduce(|first, second| msg::CutAgainst { first, second }.say())
            .unwrap_or_default()
    });
    match attempts.reduce(|before, after| msg::CutAgain { before, after }.say()) {
        None => msg::cut_real(state.name(cut.winner)),
        Some(attempts) => msg::CutWon {
            attempts,
            winner: state.name(cut.winner),
        }
        .say(),
    }
}

/// The whole story of a prize, in sentences.
pub fn prize_story(state: &State, stars: &[Stars], prize: &Prize) -> String {
    let of = |g: GuestId| stars.get(g.0 as usize).copied().unwrap_or_default();
    let names = |ids: &[GuestId]| -> Vec<String> {
        ids.iter().map(|&g| state.name(g).to_owned()).collect()
    };
    let colour = prize.key.kind.colour();
    let mut out = match &prize.outcome {
        PrizeOutcome::Awarded {
            winner,
            tied,
            steps,
            cut,
            ..
        } => awarded_story(state, &of, colour, *winner, tied, steps, cut.as_ref()),
        PrizeOutcome::AwaitingCut {
            candidates,
            tied,
            steps,
        } => waiting_story(state, &of, colour, candidates, tied, steps),
        PrizeOutcome::AwaitingEarlier => msg::prize_waits_earlier(),
        PrizeOutcome::NotAwarded => match colour {
            Some(c) => msg::prize_not_awarded_colour(colour_code(c)),
            None => msg::prize_not_awarded_points(),
        },
    };
    if !prize.passed_over.is_empty() {
        let held = names(&prize.passed_over);
        out.push_str(
            &msg::PrizePassedOver {
                names: and_list(&held),
                count: held.len(),
            }
            .say(),
        );
    }
    out
}

/// A tie that waits for its cut: who was level on what, each link that settled someone
/// out, and who is still level on every count compared. Each guest is named once.
fn waiting_story(
    state: &State,
    of: &dyn Fn(GuestId) -> Stars,
    colour: Option<StarColour>,
    candidates: &[GuestId],
    tied: &[GuestId],
    steps: &[crate::rules::prizes::TieBreak],
) -> String {
    let names = and_list(&names_of(state, candidates));
    let Some(colour) = colour else {
        return msg::prize_waiting_top(names);
    };
    let counts = compared(of, colour, candidates, 3);
    if steps.is_empty() {
        return msg::PrizeWaitingLevel { counts, names }.say();
    }
    let before = msg::PrizeWaitingLevelFirst {
        guests: tied.len(),
        counts: compared(of, colour, candidates, 1),
    }
    .say();
    let steps: String = steps
        .iter()
        .map(|step| format!(" {}", step_words(state, of, step)))
        .collect();
    msg::PrizeWaitingStill {
        before,
        steps,
        counts,
        names,
    }
    .say()
}

/// The counts compared, the first `links` of the prize's chain, as the guests still level
/// have them: "gold (3), red (2) and green (1)".
fn compared(
    of: &dyn Fn(GuestId) -> Stars,
    colour: StarColour,
    level: &[GuestId],
    links: usize,
) -> String {
    let stars = level.first().map(|&g| of(g)).unwrap_or_default();
    let parts: Vec<String> = compared_colours(colour)
        .iter()
        .take(links)
        .map(|c| {
            msg::PrizeCountOf {
                colour: colour_code(*c),
                count: stars.of(*c),
            }
            .say()
        })
        .collect();
    and_list(&parts)
}

fn names_of(state: &State, ids: &[GuestId]) -> Vec<String> {
    ids.iter().map(|&g| state.name(g).to_owned()).collect()
}

/// An awarded prize: the winner with their count, who was level, each link of the chain
/// that settled someone out, and the cut. Each guest is named once: the others level are
/// counted at first, then named where they drop out or cut.
fn awarded_story(
    state: &State,
    of: &dyn Fn(GuestId) -> Stars,
    colour: Option<StarColour>,
    winner: PrizeWinner,
    tied: &[GuestId],
    steps: &[crate::rules::prizes::TieBreak],
    cut: Option<&Cut>,
) -> String {
    let name = winner_name(state, winner);
    let own = match (colour, winner) {
        (Some(c), PrizeWinner::Guest(g)) => msg::prize_own(stars_words(of(g).of(c), c)),
        _ => String::new(),
    };
    let name = name.as_str();
    let own = own.as_str();
    let others: Vec<GuestId> = tied
        .iter()
        .copied()
        .filter(|g| PrizeWinner::Guest(*g) != winner && !is_pair_lady(&winner, *g))
        .collect();
    let named_later = !steps.is_empty() || cut.is_some();
    let mut text = if others.is_empty() {
        match colour {
            Some(_) => msg::PrizeMost { name, own }.say(),
            None => msg::prize_highest(name),
        }
    } else if named_later {
        msg::PrizeLevelCount {
            name,
            own,
            others: others.len(),
        }
        .say()
    } else {
        msg::PrizeLevelNames {
            name,
            own,
            names: and_list(&names_of(state, &others)),
        }
        .say()
    };
    for step in steps {
        text.push(' ');
        text.push_str(&step_words(state, of, step));
    }
    if let Some(cut) = cut {
        let dropped: Vec<GuestId> = steps.iter().flat_map(|s| s.dropped.clone()).collect();
        let left: Vec<GuestId> = tied
            .iter()
            .copied()
            .filter(|g| !dropped.contains(g))
            .collect();
        let on = colour.map_or_else(String::new, |c| msg::prize_on(compared(of, c, &left, 3)));
        let real = cut.attempts().is_empty();
        let cut = cut_words(state, cut);
        text.push_str(&if real {
            msg::PrizeStillLevelCut {
                on,
                names: and_list(&names_of(state, &left)),
                cut,
            }
            .say()
        } else {
            msg::PrizeStillLevelSoCut { on, cut }.say()
        });
    }
    text
}

fn is_pair_lady(winner: &PrizeWinner, guest: GuestId) -> bool {
    matches!(winner, PrizeWinner::Pair(p) if p.lady == guest)
}

/// "More red stars (2) settled out Cy Cole (1) and Dee Dean (0).": the count those still
/// level have, and each guest it settled out with theirs.
fn step_words(
    state: &State,
    of: &dyn Fn(GuestId) -> Stars,
    step: &crate::rules::prizes::TieBreak,
) -> String {
    let kept = step
        .kept
        .first()
        .map(|&g| msg::prize_step_kept(of(g).of(step.colour)))
        .unwrap_or_default();
    let dropped: Vec<String> = step
        .dropped
        .iter()
        .map(|&g| {
            msg::PrizeNameCount {
                name: state.name(g),
                count: of(g).of(step.colour),
            }
            .say()
        })
        .collect();
    msg::PrizeStep {
        fewer: if step.fewer_wins { "yes" } else { "no" },
        colour: colour_code(step.colour),
        kept,
        dropped: and_list(&dropped),
    }
    .say()
}
