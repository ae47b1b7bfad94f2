//! The host's tally sheet: every guest (a row) by every round (a column), each cell the
//! table the guest sat at and the star it gave them (R-STAR-1), filled in as far as the
//! evening has gone, then their stars so far. The rounds still to come are empty boxes,
//! so that the evening could go on with a pencil if the laptop died. Landscape; rounds
//! that do not fit across go on further pages, the names repeated.

use super::page::{Ink, MM, Page, Paper, Style};
use super::{PrintError, rounds_planned};
use crate::rules::{Star, StarColour};
use crate::transcript::evening::StarEvening;
use crate::transcript::guest::{GuestEvening, GuestRound, RoundStatus};
use crate::words::msg;

const NAME_W: f32 = 150.0;
const SIDE_W: f32 = 62.0;
const TOTAL_W: f32 = 26.0;
const ROUND_W: f32 = 26.0;
const ROW_H: f32 = 14.0;
/// The most the type grows on a page with room to spare (a short list): about 17 points.
const MOST_TYPE: f32 = 2.0;
/// The most a row or a column stretches to fill the page.
const MOST_STRETCH: f32 = 3.0;

/// How the sheet fills its landscape page (issue 32: a short party's sheet used a third
/// of it in small type): the columns stretched across the width, the rows down the
/// height, the type as large as both allow (at least as drawn before, at most
/// [`MOST_TYPE`] times). A long list keeps its rows and spreads over pages as before.
#[derive(Debug, Clone, Copy, PartialEq)]
struct Grid {
    /// Across: every column's width times this.
    x: f32,
    /// Down: a row's height times this.
    y: f32,
    /// The type's size times this.
    text: f32,
    /// Guests on a page.
    rows: usize,
    /// Rounds across a page.
    per_band: usize,
}

impl Grid {
    fn fit(room: (f32, f32), guests: usize, rounds: usize) -> Grid {
        let fixed = NAME_W + SIDE_W + 3.0 * TOTAL_W;
        let per_band = (((room.0 - fixed) / ROUND_W).floor() as usize).clamp(1, rounds.max(1));
        let wide = fixed + per_band as f32 * ROUND_W;
        let x = (room.0 / wide).clamp(1.0, MOST_STRETCH);
        let rows_at_one = ((room.1 / ROW_H).floor() as usize).max(1);
        let (rows, y) = if guests <= rows_at_one {
            let tall = guests.max(1) as f32 * ROW_H;
            (guests.max(1), (room.1 / tall).clamp(1.0, MOST_STRETCH))
        } else {
            (rows_at_one, 1.0)
        };
        Grid {
            x,
            y,
            text: x.min(y).min(MOST_TYPE),
            rows,
            per_band,
        }
    }

    fn name_w(&self) -> f32 {
        NAME_W * self.x
    }
    fn side_w(&self) -> f32 {
        SIDE_W * self.x
    }
    fn total_w(&self) -> f32 {
        TOTAL_W * self.x
    }
    fn round_w(&self) -> f32 {
        ROUND_W * self.x
    }
    fn row_h(&self) -> f32 {
        ROW_H * self.y
    }
    fn style(&self, style: Style) -> Style {
        Style {
            size: style.size * self.text,
            ..style
        }
    }
}

/// The sheet.
pub fn pages(
    star: Star<'_>,
    derived: &StarEvening,
    title: &str,
    paper: Paper,
) -> Result<Vec<Page>, PrintError> {
    let state = star.state;
    let mut guests: Vec<_> = state.guests().iter().filter(|g| !g.removed).collect();
    if guests.is_empty() {
        return Err(PrintError::NoGuests);
    }
    guests.sort_by_cached_key(|g| crate::words::name_sort_key(&g.name));
    let evenings: Vec<(GuestEvening, String)> = guests
        .iter()
        .map(|g| {
            let side = crate::words::side_of(g.side, state.settings.open_seating());
            (
                GuestEvening::from_parts(star, &derived.stars, &derived.prizes, g.id),
                side,
            )
        })
        .collect();
    let rounds = rounds_planned(state).max(1) as usize;
    let (w, h) = paper.size();
    let size = (h, w); // landscape
    let margin = 10.0 * MM;
    let room = size.0 - 2.0 * margin;
    // Under the title, room for the column heads at their largest.
    let top = margin + 30.0 + 8.0 * MOST_TYPE * 1.2;
    let grid = Grid::fit((room, size.1 - margin - 16.0 - top), evenings.len(), rounds);
    let mut pages = Vec::new();
    let bands: Vec<(usize, usize)> = (0..rounds)
        .step_by(grid.per_band)
        .map(|first| (first, (first + grid.per_band).min(rounds)))
        .collect();
    for &(first, last) in &bands {
        for chunk in evenings.chunks(grid.rows) {
            let mut page = Page::new(size);
            let heading = if bands.len() > 1 {
                msg::SheetTallyHeadingRounds {
                    title,
                    first: first + 1,
                    last,
                }
                .say()
            } else {
                msg::sheet_tally_heading(title)
            };
            page.text((margin, margin + 18.0), Style::bold(18.0), room, &heading);
            let right = header(&mut page, &grid, (margin, top - 5.0), (first, last));
            for (row, (evening, side)) in chunk.iter().enumerate() {
                let y = top + grid.row_h() * row as f32;
                if row % 2 == 1 {
                    page.fill((margin, y, right - margin, grid.row_h()), Ink::Light);
                }
                guest_row(
                    &mut page,
                    &grid,
                    (margin, y),
                    (evening, side),
                    (first, last),
                );
            }
            let bottom = top + grid.row_h() * chunk.len() as f32;
            page.line((margin, top), (right, top), 0.8, Ink::Black);
            page.line((margin, bottom), (right, bottom), 0.8, Ink::Black);
            let mut x = margin + grid.name_w() + grid.side_w();
            for _ in first..=last {
                page.line((x, top), (x, bottom), 0.4, Ink::Grey);
                x += grid.round_w();
            }
            pages.push(page);
        }
    }
    Ok(pages)
}

/// The column heads: Guest, Side, R1 R2 …, and the three stars; returns the right edge.
fn header(
    page: &mut Page,
    grid: &Grid,
    (left, y): (f32, f32),
    (first, last): (usize, usize),
) -> f32 {
    let style = grid.style(Style::bold(8.0));
    let mut x = left;
    page.text((x + 2.0, y), style, grid.name_w(), &msg::results_guest());
    x += grid.name_w();
    page.text(
        (x + 2.0, y),
        style,
        grid.side_w(),
        &msg::sheet_column("side"),
    );
    x += grid.side_w();
    for r in first..last {
        page.text(
            (x + 2.0, y),
            style,
            grid.round_w(),
            &msg::sheet_tally_round(r + 1),
        );
        x += grid.round_w();
    }
    for colour in StarColour::ALL {
        let ink = style.ink(Ink::of_star(colour));
        page.text(
            (x + 2.0, y),
            ink,
            grid.total_w(),
            crate::words::star_symbol(colour),
        );
        x += grid.total_w();
    }
    x
}

fn guest_row(
    page: &mut Page,
    grid: &Grid,
    (left, y): (f32, f32),
    (evening, side): (&GuestEvening, &str),
    (first, last): (usize, usize),
) {
    let plain = grid.style(Style::plain(8.5));
    // The text sits in the middle of its row, whatever the row's height.
    let base = y + (grid.row_h() + plain.size * 0.7) / 2.0;
    let smallest = plain.size * 0.7;
    page.text_shrinking(
        (left + 2.0, base),
        plain,
        smallest,
        grid.name_w() - 4.0,
        &evening.name,
    );
    let mut x = left + grid.name_w();
    page.text(
        (x + 2.0, base),
        plain.ink(Ink::Grey),
        grid.side_w() - 4.0,
        side,
    );
    x += grid.side_w();
    for r in first..last {
        if let Some(round) = evening.rounds.get(r) {
            cell(page, grid, (x, base), round);
        }
        x += grid.round_w();
    }
    // A score-card evening gives no stars (R-ALT-1): its columns stay empty.
    for (count, colour) in [
        (evening.stars.map(|s| s.gold), StarColour::Gold),
        (evening.stars.map(|s| s.red), StarColour::Red),
        (evening.stars.map(|s| s.green), StarColour::Green),
    ] {
        let style = grid.style(Style::bold(8.5)).ink(Ink::of_star(colour));
        let w = grid.total_w();
        if let Some(count) = count {
            page.right(x + w - 4.0, base, style, w, &count.to_string());
        }
        x += w;
    }
}

/// A round's cell: the table and the star ("3★"), or why the guest sat out; a table
/// still playing its number alone, its star's place left for the pencil (a "…" after it
/// read as a number cut short).
fn cell(page: &mut Page, grid: &Grid, (x, base): (f32, f32), round: &GuestRound) {
    let small = grid.style(Style::plain(7.0)).ink(Ink::Grey);
    let w = grid.round_w();
    let Some(table) = round.table else {
        let word = match round.status {
            RoundStatus::Left => msg::sheet_tally_left(),
            RoundStatus::NotArrived => "–".to_owned(),
            _ => msg::sheet_tally_wait(),
        };
        page.text((x + 2.0, base), small, w - 3.0, &word);
        return;
    };
    let number = grid.style(Style::plain(8.5));
    // The star just after the table's number, however many digits it has.
    let digits = table.to_string();
    let star_at = 3.0 + crate::fonts::width(&digits, number.size, number.weight);
    page.text((x + 2.0, base), number, star_at - 1.0, &digits);
    if let Some(colour) = round.star {
        let style = grid.style(Style::bold(9.0)).ink(Ink::of_star(colour));
        page.text(
            (x + star_at, base),
            style,
            w - star_at,
            crate::words::star_symbol(colour),
        );
    }
}
