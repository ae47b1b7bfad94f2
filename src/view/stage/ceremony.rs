//! The ceremonies on the display. The star game's: the prize just revealed, large (its
//! winner whole, their stars, how a tie was settled), the prizes already given below it
//! as large as the room left allows (the oldest give way). A duplicate evening's: the
//! winners of each ranking revealed so far, whole with their score — in smaller type
//! when they do not fit, or a page for each. Before the last bell every card says how
//! far the evening has gone: the leaders, not yet the winners.

use crate::rules::State;
use crate::rules::duplicate::{PairGroup, PairId};
use crate::transcript::dup_view::DupView;
use crate::transcript::prize_short_title;
use crate::words::display::{
    earlier_prize, level_at_the_top, no_result, not_awarded, not_final, not_over, prizes_coming,
    winners_coming, winners_title,
};
use crate::words::{group, so_far, star, star_symbol};

use super::flow::{Block, flow};
use super::frame::Area;
use super::rows::{dup_ceremony as rankings, prize_winner};
use super::{Ink, Part, Source, Stage};

/// The three counts of stars on one line (broken only between two counts), each in its
/// colour and shape.
pub(super) fn stars_block(stars: crate::rules::Stars, size: f32) -> Block {
    let parts = crate::rules::StarColour::ALL
        .iter()
        .enumerate()
        .map(|(i, c)| Part {
            words: format!(
                "{}{}\u{a0}{}\u{a0}{}",
                if i == 0 { "" } else { "   " },
                star_symbol(*c),
                stars.of(*c),
                star(*c)
            ),
            ink: Ink::Star(*c),
        })
        .collect();
    Block {
        parts,
        ..Block::new("", size, Ink::Text)
    }
}

/// The star game's ceremony, `revealed` the prizes shown so far in order.
pub(super) fn star_ceremony(mut stage: Stage, source: &Source<'_>, revealed: &[usize]) -> Stage {
    let f = stage.frame;
    let unit = f.unit;
    let far = so_far(source.state);
    let Some(evening) = source.star else {
        return stage;
    };
    let mut blocks = Vec::new();
    let Some(&latest) = revealed.last() else {
        blocks.push(
            Block::new(prizes_coming(), unit * 1.3, Ink::Title)
                .bold()
                .one_line(&[])
                .after(unit * 3.0),
        );
        if let Some(far) = &far {
            blocks.push(Block::new(not_final(far), unit * 0.7, Ink::Waiting));
        }
        stage.extend(None, flow(&blocks, f.inner, f.smallest).texts);
        return stage;
    };
    let said = evening.prize_words(source.state);
    let (Some(prize), Some((title, words))) = (evening.prizes.get(latest), said.get(latest)) else {
        return stage;
    };
    // One line, as every title: in fewer words where the whole title has no room.
    let short = prize_short_title(prize.key, source.state.settings.open_seating());
    blocks.push(
        Block::new(title.as_str(), unit, Ink::Title)
            .bold()
            .one_line(&[short.as_str()]),
    );
    if let Some(far) = &far {
        blocks.push(Block::new(not_final(far), unit * 0.6, Ink::Waiting));
    }
    match prize_winner(source.state, prize) {
        Some((name, guest)) => {
            blocks.push(
                Block::new(name, unit * 1.8, Ink::Good)
                    .bold()
                    .after(unit * 0.2),
            );
            let stars = guest.and_then(|g| evening.stars.get(g.0 as usize).copied());
            if let Some(stars) = stars {
                blocks.push(stars_block(stars, unit * 0.9));
            }
        }
        None => blocks.push(Block::new(not_awarded(), unit * 1.2, Ink::Quiet).after(unit * 0.2)),
    }
    blocks.push(Block::new(words.as_str(), unit * 0.5, Ink::Quiet).after(unit * 0.2));
    let main = flow(&blocks, f.inner, f.smallest);
    let below = main.height + unit * 0.4;
    stage.extend(None, main.texts);
    let room = Area {
        y: f.inner.y + below,
        h: (f.inner.h - below).max(0.0),
        ..f.inner
    };
    // Never larger than the card above them.
    let earlier = earlier_blocks(source, revealed, far.is_some(), unit * main.scale);
    // The latest first; the oldest give way when they do not all fit.
    for count in (1..=earlier.len()).rev() {
        let laid = flow(earlier.get(..count).unwrap_or_default(), room, f.smallest);
        if laid.fits {
            stage.extend(None, laid.texts);
            break;
        }
    }
    stage
}

/// The prizes revealed before the latest, latest first: "Ladies' red prize: Ann Abbott".
fn earlier_blocks(source: &Source<'_>, revealed: &[usize], mid: bool, unit: f32) -> Vec<Block> {
    let Some(evening) = source.star else {
        return Vec::new();
    };
    let titles = evening.prize_titles();
    revealed
        .iter()
        .rev()
        .skip(1)
        .filter_map(|&i| {
            let (prize, title) = (evening.prizes.get(i)?, titles.get(i)?);
            let who = prize_winner(source.state, prize)
                .map_or_else(|| not_awarded().to_lowercase(), |w| w.0);
            let parts = vec![
                Part {
                    words: earlier_prize(title, mid),
                    ink: Ink::Text,
                },
                Part {
                    words: who,
                    ink: Ink::Good,
                },
            ];
            Some(Block {
                parts,
                ..Block::new("", unit * 0.65, Ink::Text)
            })
        })
        .collect()
}

/// A duplicate evening's ceremony, `revealed` the rankings shown so far in order.
pub(super) fn dup_ceremony(
    mut stage: Stage,
    state: &State,
    dup: &DupView,
    revealed: &[usize],
) -> Stage {
    let f = stage.frame;
    let unit = f.unit;
    let far = so_far(state);
    let mut header = Vec::new();
    if revealed.is_empty() {
        let coming = winners_coming(far.is_some());
        header.push(
            Block::new(coming, unit * 1.3, Ink::Title)
                .bold()
                .one_line(&[])
                .after(unit * 3.0),
        );
    } else {
        let title = winners_title(far.as_deref());
        header.push(
            Block::new(title, unit * 1.1, Ink::Title)
                .bold()
                .one_line(&[]),
        );
    }
    if far.is_some() {
        header.push(Block::new(not_over(), unit * 0.6, Ink::Waiting));
    }
    let groups: Vec<Vec<Block>> = revealed
        .iter()
        .filter_map(|&i| rankings(dup).get(i))
        .map(|direction| winners_blocks(dup, *direction, unit))
        .collect();
    let all: Vec<Block> = header
        .iter()
        .chain(groups.iter().flatten())
        .cloned()
        .collect();
    let together = flow(&all, f.inner, f.smallest);
    if together.fits || groups.len() <= 1 {
        stage.extend(None, together.texts);
        return stage;
    }
    // A page for each ranking, its title on each.
    stage.pages = groups.len();
    for (page, blocks) in groups.iter().enumerate() {
        let mine: Vec<Block> = header.iter().chain(blocks).cloned().collect();
        stage.extend(Some(page), flow(&mine, f.inner, f.smallest).texts);
    }
    stage
}

/// A ranking's winners: its name, the winning pair's names whole and its score (or the
/// pairs level at the top).
fn winners_blocks(dup: &DupView, direction: PairGroup, unit: f32) -> Vec<Block> {
    let mut blocks = vec![
        Block::new(group(direction), unit * 0.8, Ink::Accent)
            .one_line(&[])
            .after(unit * 0.4),
    ];
    let winners = dup
        .standings
        .winners
        .iter()
        .find(|(d, _)| *d == direction)
        .map(|(_, p)| p.as_slice());
    match winners.unwrap_or_default() {
        [] => blocks.push(Block::new(no_result(), unit, Ink::Quiet)),
        [one] => {
            let pair = PairId::new(direction, *one);
            blocks.push(Block::new(dup.names(pair), unit * 1.4, Ink::Good).bold());
            blocks.push(Block::new(dup.score_words(pair), unit * 0.7, Ink::Text).one_line(&[]));
        }
        many => {
            let names: Vec<&str> = many
                .iter()
                .map(|&p| dup.names(PairId::new(direction, p)))
                .collect();
            blocks.push(Block::new(level_at_the_top(&names), unit * 0.9, Ink::Good));
        }
    }
    blocks
}
