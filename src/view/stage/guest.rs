//! The display's other stages: one guest's evening
//! in large type (a line a round, the latest kept when they do not all fit), and the
//! club's season so far (each ladder's leaders side by side, planned as boards).

use crate::rules::GuestId;
use crate::transcript::guest::GuestEvening;
use crate::view::season::SeasonBoard;
use crate::words::display::{guest_evening_title, guest_round, season_soon, season_titles};
use crate::words::{star, star_symbol};

use super::boards::{Board, Plan};
use super::ceremony::stars_block;
use super::flow::{Block, flow};
use super::frame::Area;
use super::rows::{Row, everyday};
use super::title::title_band;
use super::{Ink, Source, Stage};

/// One guest's evening: their name and stars, then a line a round.
pub(super) fn evening(mut stage: Stage, source: &Source<'_>, guest: GuestId) -> Stage {
    let f = stage.frame;
    let unit = f.unit;
    let (Some(star_evening), Some(play)) = (source.star, source.state.star()) else {
        return stage;
    };
    let theirs = GuestEvening::from_parts(play, &star_evening.stars, &star_evening.prizes, guest);
    let title = Block::new(guest_evening_title(&theirs.name), unit, Ink::Title)
        .bold()
        .one_line(&[theirs.name.as_str()]);
    // A score-card evening gives no stars (R-ALT-1): the title alone.
    let head: Vec<Block> = std::iter::once(title)
        .chain(theirs.stars.map(|s| stars_block(s, unit * 0.7)))
        .collect();
    let top = flow(&head, f.inner, f.smallest);
    let below = top.height + unit * 0.2;
    stage.extend(None, top.texts);
    let room = Area {
        y: f.inner.y + below,
        h: (f.inner.h - below).max(0.0),
        ..f.inner
    };
    let rows: Vec<Row> = theirs
        .rounds
        .iter()
        .map(|round| {
            let mark = match round.star {
                Some(c) => (format!("{} {}", star_symbol(c), star(c)), Ink::Star(c)),
                None => ("–".to_owned(), Ink::Text),
            };
            Row {
                lead: vec![mark],
                name: (guest_round(round.round, &round.words()), Ink::Text),
                trail: Vec::new(),
                everyday: true,
            }
        })
        .collect();
    let board = Board {
        title: None,
        rows: &rows,
    };
    let plan = Plan::largest(&f, room, (vec![board], Vec::new()), unit * 0.45);
    stage.pages = plan.layout.pages;
    plan.place_rows(&mut stage);
    stage
}

/// The season so far: each ladder's leaders, as boards side by side.
pub(super) fn season(mut stage: Stage, board: Option<&SeasonBoard>) -> Stage {
    let f = stage.frame;
    let unit = f.unit;
    let Some(board) = board else {
        let soon = [Block::new(season_soon(), unit, Ink::Title)
            .bold()
            .after(unit * 3.0)];
        stage.extend(None, flow(&soon, f.inner, f.smallest).texts);
        return stage;
    };
    let ladders: Vec<Vec<Row>> = board
        .ladders
        .iter()
        .map(|(_, rows)| {
            rows.iter()
                .map(|[place, name, figure]| Row {
                    lead: vec![(place.clone(), Ink::Quiet)],
                    name: (name.clone(), Ink::Text),
                    trail: vec![(figure.clone(), Ink::Text)],
                    everyday: everyday(name),
                })
                .collect()
        })
        .collect();
    let boards = board
        .ladders
        .iter()
        .zip(&ladders)
        .map(|((title, _), rows)| Board {
            title: Some((title.as_str(), Ink::Accent)),
            rows,
        })
        .collect();
    let plan = Plan::new(&f, f.body, boards, Vec::new());
    stage.pages = plan.layout.pages;
    title_band(&mut stage, &f, None, &season_titles(&board.name), &[]);
    plan.place_titles(&mut stage, true);
    plan.place_rows(&mut stage);
    stage
}
