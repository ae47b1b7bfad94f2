//! How each prize was decided, in words, from the typed outcome (R-PRIZE): who won and
//! with what, who was level, which link of the chain settled whom out, who cut (with
//! the cards), and who was passed over for holding an earlier prize. Every view (the
//! Prizes screen, the guest display, the report, the print-outs) calls these.

use crate::rules::prizes::compared_colours;
use crate::rules::{
    Cut, GuestId, Prize, PrizeKey, PrizeKind, PrizeOutcome, PrizeWinner, Side, StarColour, Stars,
    State,
};
use crate::words::{and_list, count};

/// The prize's name as a host announces it: "Ladies' first prize (most gold stars)".
pub fn prize_title(key: PrizeKey, open_seating: bool) -> String {
    let what = match key.kind {
        PrizeKind::Gold => "first prize (most gold stars)",
        PrizeKind::Red => "red-star prize (most red stars)",
        PrizeKind::Green => "booby prize (most green stars)",
        PrizeKind::TopPair => "prize for the best pair",
        PrizeKind::TopScore => "prize for the best score card",
    };
    crate::words::capitalised(&format!("{}{what}", whose_prize(key, open_seating)))
}

/// The prize's name in fewer words, where a line has no room for [`prize_title`] (the
/// ceremony's title on a phone): "Ladies' first prize", "Best score card".
pub fn prize_short_title(key: PrizeKey, open_seating: bool) -> String {
    let what = match key.kind {
        PrizeKind::Gold => "first prize",
        PrizeKind::Red => "red-star prize",
        PrizeKind::Green => "booby prize",
        PrizeKind::TopPair => "best pair",
        PrizeKind::TopScore => "best score card",
    };
    crate::words::capitalised(&format!("{}{what}", whose_prize(key, open_seating)))
}

/// Whose prize it is, ending in a space: "Ladies' ", "Blue pack's ", or nothing.
fn whose_prize(key: PrizeKey, open_seating: bool) -> &'static str {
    match (key.side, open_seating) {
        (Some(Side::Lady), false) => "Ladies' ",
        (Some(Side::Gentleman), false) => "Gentlemen's ",
        (Some(Side::Lady), true) => "Red pack's ",
        (Some(Side::Gentleman), true) => "Blue pack's ",
        (None, _) => "",
    }
}

/// "3 gold stars", "1 green star".
pub fn stars_words(n: u32, colour: StarColour) -> String {
    count(
        n as usize,
        &format!("{} star", crate::words::star(colour)),
        &format!("{} stars", crate::words::star(colour)),
    )
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
    let attempts: Vec<String> = cut
        .attempts()
        .iter()
        .map(|attempt| {
            let cards: Vec<String> = attempt
                .iter()
                .map(|c| format!("{} {}", state.name(c.guest), c.card.face()))
                .collect();
            cards.join(" against ")
        })
        .collect();
    if attempts.is_empty() {
        format!("{} won a real cut", state.name(cut.winner))
    } else {
        format!(
            "{}; {} won",
            attempts.join("; equal ranks, so again "),
            state.name(cut.winner)
        )
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
        PrizeOutcome::AwaitingEarlier => {
            "Waits for the cut of an earlier prize (its winner cannot take this one too)."
                .to_owned()
        }
        PrizeOutcome::NotAwarded => match colour {
            Some(c) => format!(
                "Not awarded: nobody who could take it has a {} star.",
                crate::words::star(c)
            ),
            None => "Not awarded: nobody has put down a point.".to_owned(),
        },
    };
    if !prize.passed_over.is_empty() {
        let held = names(&prize.passed_over);
        out.push_str(&format!(
            " {} already {} a prize and cannot take a second.",
            and_list(&held),
            crate::words::agreeing(held.len(), "holds", "hold")
        ));
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
    let still = and_list(&names_of(state, candidates));
    let Some(colour) = colour else {
        return format!("Level at the top: {still}; a cut decides.");
    };
    let mut text = String::new();
    if !steps.is_empty() {
        text.push_str(&format!(
            "{} were level on {}.",
            count(tied.len(), "guest", "guests"),
            compared(of, colour, candidates, 1)
        ));
        for step in steps {
            text.push(' ');
            text.push_str(&step_words(state, of, step));
        }
        text.push_str(" Still level");
    } else {
        text.push_str("Level");
    }
    text.push_str(&format!(
        " on {}: {still}; a cut decides.",
        compared(of, colour, candidates, 3)
    ));
    text
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
        .map(|c| format!("{} ({})", crate::words::star(*c), stars.of(*c)))
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
        (Some(c), PrizeWinner::Guest(g)) => format!(": {}", stars_words(of(g).of(c), c)),
        _ => String::new(),
    };
    let others: Vec<GuestId> = tied
        .iter()
        .copied()
        .filter(|g| PrizeWinner::Guest(*g) != winner && !is_pair_lady(&winner, *g))
        .collect();
    let named_later = !steps.is_empty() || cut.is_some();
    let mut text = if others.is_empty() {
        match colour {
            Some(_) => format!("{name}{own}, the most."),
            None => format!("{name}: the highest total."),
        }
    } else if named_later {
        format!(
            "{name}{own}, level with {}.",
            count(others.len(), "other", "others")
        )
    } else {
        format!(
            "{name}{own}, level with {}.",
            and_list(&names_of(state, &others))
        )
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
        let on = colour.map_or_else(String::new, |c| {
            format!(" on {}", compared(of, c, &left, 3))
        });
        if cut.attempts().is_empty() {
            text.push_str(&format!(
                " Still level{on}: {} cut; {}.",
                and_list(&names_of(state, &left)),
                cut_words(state, cut)
            ));
        } else {
            text.push_str(&format!(
                " Still level{on}, so they cut: {}.",
                cut_words(state, cut)
            ));
        }
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
        .map(|&g| format!(" ({})", of(g).of(step.colour)))
        .unwrap_or_default();
    let dropped: Vec<String> = step
        .dropped
        .iter()
        .map(|&g| format!("{} ({})", state.name(g), of(g).of(step.colour)))
        .collect();
    format!(
        "{} {} stars{kept} settled out {}.",
        if step.fewer_wins { "Fewer" } else { "More" },
        crate::words::star(step.colour),
        and_list(&dropped),
    )
}
