//! The round on the display: its number, the time left (as large as the screen allows,
//! on one line), the tables or trays still playing; and the last word of the evening.

use chrono::{DateTime, Utc};

use crate::rules::State;
use crate::transcript::dup_view::DupView;
use crate::words::display::{last_round, left_in_round, still_playing, trays_still_playing};
use crate::words::{
    evening_ended, no_hand_given_away, round_of, standings_after_the_last_round, trays_in,
    trays_this_round,
};

use super::clock::StageClock;
use super::flow::{Block, Fit, flow};
use super::{Ink, Part, Stage};

/// The round's title and its clock's blocks.
fn clock_blocks(
    stage: &Stage,
    state: &State,
    number: u32,
    clock: Option<&StageClock>,
) -> Vec<Block> {
    let unit = stage.frame.unit;
    let short = crate::words::msg::report_round(number);
    let mut blocks = vec![
        Block::new(round_of(state, number), unit * 1.2, Ink::Title)
            .bold()
            .one_line(&[short.as_str()]),
    ];
    if let Some(clock) = clock {
        blocks.push(Block {
            parts: vec![Part {
                words: clock.words.clone(),
                ink: Ink::Text,
            }],
            fit: Fit::Room(clock.width()),
            clock: true,
            ..Block::new("", unit * 3.0, Ink::Text).bold()
        });
        blocks.push(Block::new(left_in_round(), unit * 0.6, Ink::Quiet));
    }
    blocks
}

/// Lays out `blocks` on the stage, and sizes the clock for the web page to tick.
fn lay(mut stage: Stage, blocks: &[Block], clock: Option<StageClock>) -> Stage {
    let f = stage.frame;
    let laid = flow(blocks, f.inner, f.smallest);
    stage.clock = clock.map(|mut c| {
        let size = laid
            .texts
            .iter()
            .find(|t| t.clock)
            .map_or(f.smallest, |t| t.size);
        let pref = f.unit * 3.0;
        c.size = size;
        c.up_size = (f.inner.w / c.up_width().max(0.01))
            .min(pref)
            .max(f.smallest);
        c
    });
    stage.extend(None, laid.texts);
    stage
}

/// The star game's round: its number, the clock, the tables still playing.
pub(super) fn star_round(stage: Stage, state: &State, now: DateTime<Utc>) -> Stage {
    let (Some(round), Some(clock)) = (
        state.star().and_then(|star| star.current_round()),
        state.round_clock(),
    ) else {
        return stage;
    };
    let unit = stage.frame.unit;
    let clock = StageClock::of(&clock, now);
    let mut blocks = clock_blocks(&stage, state, round.number, Some(&clock));
    let playing = still_playing(&round.unreported());
    blocks.push(Block::new(playing, unit, Ink::Waiting).after(unit * 0.5));
    if state.bell_ends_evening(now) {
        blocks.push(Block::new(last_round(), unit * 0.8, Ink::Accent));
    }
    lay(stage, &blocks, Some(clock))
}

/// A duplicate round: its number, the clock, the trays this round, the trays still out.
pub(super) fn dup_round(stage: Stage, state: &State, dup: &DupView, now: DateTime<Utc>) -> Stage {
    let Some(round) = dup.round() else {
        return stage;
    };
    let unit = stage.frame.unit;
    let clock = state.round_clock().map(|c| StageClock::of(&c, now));
    let mut blocks = clock_blocks(&stage, state, round.number, clock.as_ref());
    let trays = trays_this_round(&dup.movement);
    blocks.push(Block::new(trays, unit * 0.7, Ink::Accent).after(unit * 0.5));
    let missing = trays_still_playing(&dup.missing);
    blocks.push(Block::new(missing, unit * 0.8, Ink::Waiting));
    lay(stage, &blocks, clock)
}

/// R-DUP-13: the standings while the evening is played — when they come, why, and how
/// many trays are in; the round and its clock above.
pub(super) fn dup_withheld(
    stage: Stage,
    state: &State,
    dup: &DupView,
    now: DateTime<Utc>,
) -> Stage {
    let Some(trays) = dup.withheld else {
        return stage;
    };
    let unit = stage.frame.unit;
    let clock = state.round_clock().map(|c| StageClock::of(&c, now));
    let mut blocks = match dup.round() {
        Some(round) => clock_blocks(&stage, state, round.number, clock.as_ref()),
        None => Vec::new(),
    };
    blocks.push(
        Block::new(standings_after_the_last_round(), unit * 0.9, Ink::Accent)
            .bold()
            .after(unit * 0.5),
    );
    blocks.push(Block::new(trays_in(trays), unit * 0.9, Ink::Text));
    blocks.push(Block::new(no_hand_given_away(), unit * 0.6, Ink::Quiet).after(unit * 0.3));
    lay(stage, &blocks, clock)
}

/// The last word of the evening: when it ended, and thanks.
pub(super) fn over(stage: Stage, state: &State) -> Stage {
    let unit = stage.frame.unit;
    let blocks = [
        Block::new(evening_ended(state), unit * 1.1, Ink::Title)
            .bold()
            .one_line(&[])
            .after(unit * 3.0),
        Block::new(crate::words::msg::display_thanks(), unit * 0.9, Ink::Text),
    ];
    lay(stage, &blocks, None)
}
