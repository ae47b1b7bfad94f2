//! "Find your seat": every guest with their table and chair, alphabetical, in as many
//! columns and pages as the plan needs to show every everyday name whole; the title says
//! which page is up and which letters it holds.

use crate::words::display::{seats_legend, seats_titles};

use super::boards::{Board, Plan};
use super::rows::{letters, seat_list_rows};
use super::title::title_band;
use super::{Ink, Stage};

/// "Find your seat" for round `round`: `seats` are each guest's name and place.
pub(super) fn seats(mut stage: Stage, seats: &[(String, String)], round: u32) -> Stage {
    let f = stage.frame;
    let rows = seat_list_rows(seats);
    let board = Board {
        title: None,
        rows: &rows,
    };
    let plan = Plan::new(&f, f.body, vec![board], Vec::new());
    stage.pages = plan.layout.pages;
    let legend = [(seats_legend().to_owned(), Ink::Quiet)];
    for page in 0..stage.pages {
        let shown = plan.rows_on(0, page);
        let first = seats.get(shown.start).map_or("", |s| s.0.as_str());
        let last = shown
            .end
            .checked_sub(1)
            .and_then(|l| seats.get(l))
            .map_or("", |s| s.0.as_str());
        let words = seats_titles(round, page, stage.pages, &letters(first, last));
        title_band(&mut stage, &f, Some(page), &words, &legend);
    }
    plan.place_rows(&mut stage);
    stage
}
