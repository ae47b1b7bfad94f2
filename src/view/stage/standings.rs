//! The standings on the display: the star game's prize groups side by side, each count
//! under its star's shape and the colours named once in the title band; a duplicate
//! evening's two leader boards (or the Howell's one), a score below zero in red. The
//! boards page together, or take turns on a narrow screen.

use crate::rules::{StarColour, State};
use crate::transcript::dup_view::DupView;
use crate::words::display::{self, paged_titles, points, standings_titles};
use crate::words::{group, group_title, so_far, star, star_symbol};

use super::boards::{Board, Plan};
use super::rows::{Row, dup_board_rows, dup_ceremony, star_rows};
use super::title::title_band;
use super::{Ink, Source, Stage};

/// The stars board.
pub(super) fn stars(mut stage: Stage, source: &Source<'_>) -> Stage {
    let Some(evening) = source.star else {
        return stage;
    };
    let f = stage.frame;
    // A score-card evening gives no stars (R-ALT-1): its board is the points ranking.
    if let Some(ranking) = &evening.ranking {
        let rows = super::rows::points_rows(ranking);
        let boards = vec![Board {
            title: None,
            rows: &rows,
        }];
        let points = points();
        let heads = vec![(points.as_str(), Ink::Quiet)];
        let plan = Plan::new(&f, f.body, boards, heads);
        stage.pages = plan.layout.pages;
        for page in 0..stage.pages {
            let words = paged_titles(&points, page, stage.pages);
            title_band(&mut stage, &f, Some(page), &words, &[]);
        }
        plan.place_titles(&mut stage, false);
        plan.place_rows(&mut stage);
        return stage;
    }
    let groups: Vec<Vec<Row>> = evening.standings.iter().map(star_rows).collect();
    let titles: Vec<String> = evening
        .standings
        .iter()
        .map(|g| group_title(g.side))
        .collect();
    let boards = titles
        .iter()
        .zip(&groups)
        .map(|(title, rows)| Board {
            title: Some((title.as_str(), Ink::Quiet)),
            rows,
        })
        .collect();
    let heads = StarColour::ALL
        .iter()
        .map(|c| (star_symbol(*c), Ink::Star(*c)))
        .collect();
    let plan = Plan::new(&f, f.body, boards, heads);
    stage.pages = plan.layout.pages;
    let legend: Vec<(String, Ink)> = StarColour::ALL
        .iter()
        .map(|c| (format!("{} {}", star_symbol(*c), star(*c)), Ink::Star(*c)))
        .collect();
    for page in 0..stage.pages {
        let words = paged_titles(&display::stars(), page, stage.pages);
        title_band(&mut stage, &f, Some(page), &words, &legend);
    }
    plan.place_titles(&mut stage, false);
    plan.place_rows(&mut stage);
    stage
}

/// The leader boards, North–South at the left (or first).
pub(super) fn dup_boards(mut stage: Stage, state: &State, dup: &DupView) -> Stage {
    let f = stage.frame;
    let far = so_far(state);
    let groups = dup_ceremony(dup);
    let directions: Vec<Vec<Row>> = groups
        .iter()
        .map(|g| dup_board_rows(state, dup, *g))
        .collect();
    let titles: Vec<String> = groups.iter().map(|g| group(*g)).collect();
    let boards = titles
        .iter()
        .zip(&directions)
        .map(|(title, rows)| Board {
            title: Some((title.as_str(), Ink::Accent)),
            rows,
        })
        .collect();
    let plan = Plan::new(&f, f.body, boards, Vec::new());
    stage.pages = plan.layout.pages;
    title_band(&mut stage, &f, None, &standings_titles(far.as_deref()), &[]);
    plan.place_titles(&mut stage, true);
    plan.place_rows(&mut stage);
    stage
}
