//! Duplicate Cinch on paper (issue 25): the guide cards that stand on the tables
//! (R-DUP-10), a traveller slip for each tray, a score card for each pair, the hand
//! records of the program's deal (R-DUP-2) and the evening's results sheet. Everything
//! comes from the movement and the standings the screens use (`view::duplicate`), so the
//! paper, the window and the phones can never disagree about who sits where.

mod guides;
mod hands;
mod pair_cards;
mod results;
mod travellers;

pub use guides::guide_cards;
pub use hands::hand_records;
pub use pair_cards::pair_cards;
pub use results::results;
pub use travellers::traveller_slips;

use super::PrintError;
use super::flow::Flow;
use super::page::{Ink, Page, Style};
use crate::print::table::Table;
use crate::rules::Dup;
use crate::rules::duplicate::Movement;
use crate::transcript::dup_view::DupView;

/// The duplicate evening as derived, if paper can be made of it: refused without two
/// pairs.
fn view<'a>(dup: Dup<'_>, view: &'a DupView) -> Result<&'a DupView, PrintError> {
    if dup.pairs().len() < 2 || view.movement.tables == 0 {
        return Err(PrintError::NoPairs);
    }
    Ok(view)
}

/// The tables of a duplicate evening: one per N–S pair (R-DUP-1).
pub fn tables(dup: Dup<'_>) -> Result<u32, PrintError> {
    let tables = dup.movement().tables;
    if dup.pairs().len() < 2 || tables == 0 {
        return Err(PrintError::NoPairs);
    }
    Ok(tables)
}

/// Where each tray is played, in the order it is played: (round, table) by tray.
fn plays_by_tray(movement: &Movement) -> Vec<Vec<(u32, u32)>> {
    let trays = movement.trays() as usize;
    let mut plays = vec![Vec::new(); trays];
    for round in 1..=movement.rounds() {
        for table in 1..=movement.tables {
            for tray in movement.trays_at(round, table) {
                if let Some(list) = plays.get_mut(tray as usize - 1) {
                    list.push((round, table));
                }
            }
        }
    }
    plays
}

/// Trays in a column, where the heading says what they are: "5", "5, 6", and a run of
/// three or more as "9–12"; a table's trays run on, but in the two-table Howell table 2
/// plays the second half first (R-DUP-12): "7–9, 4–6", "3, 4, 1, 2".
fn numbers(list: &[u32]) -> String {
    let mut parts: Vec<String> = Vec::new();
    let mut start = 0;
    while let Some(&first) = list.get(start) {
        let len = list
            .iter()
            .skip(start)
            .zip(first..)
            .take_while(|(t, n)| **t == *n)
            .count();
        let run = list.get(start..start + len).unwrap_or_default();
        match run {
            [first, .., last] if run.len() >= 3 => parts.push(format!("{first}–{last}")),
            _ => parts.extend(run.iter().map(u32::to_string)),
        }
        start += len.max(1);
    }
    parts.join(", ")
}

/// A dashed line across the page where a slip or a card is cut off.
fn cut_line(page: &mut Page, left: f32, right: f32, y: f32) {
    let mut x = left;
    while x < right {
        let end = (x + 6.0).min(right);
        page.line((x, y), (end, y), 0.4, Ink::Grey);
        x += 10.0;
    }
}

/// A card or slip of a table with a head above it, stacked down the pages with a line to
/// cut along; one too long for a page goes on over the next, its head drawn again
/// (`head` is told it is a continuation).
#[derive(Clone, Copy)]
struct Stacked<'a> {
    /// The columns.
    columns: &'a Table,
    /// Their headings.
    headings: &'a [&'a str],
    /// The head's height, above the headings.
    head: f32,
    /// A row's height.
    row: f32,
}

/// The headings' height.
const HEADINGS: f32 = 15.0;
/// Below the last row: the cut line's room.
const FOOT: f32 = 14.0;

impl Stacked<'_> {
    /// Lays out `rows` rows: `head(page, top, continued)`, then `row(page, i, top)` each.
    fn lay_out(
        &self,
        flow: &mut Flow,
        rows: usize,
        head: &mut dyn FnMut(&mut Page, f32, bool),
        row: &mut dyn FnMut(&mut Page, usize, f32),
    ) {
        let room_on_a_page =
            flow.page_height() - 2.0 * flow.margin - 16.0 - self.head - HEADINGS - FOOT;
        let per_page = ((room_on_a_page / self.row).floor() as usize).max(1);
        let (left, right) = (flow.margin, flow.margin + flow.room());
        let mut start = 0;
        loop {
            let count = (rows - start).min(per_page);
            let height = self.head + HEADINGS + self.row * count as f32 + FOOT;
            flow.need(height);
            let top = flow.y;
            let page = flow.page();
            head(page, top, start > 0);
            let grid_top = top + self.head;
            for (i, h) in self.headings.iter().enumerate() {
                self.columns
                    .cell(page, i, grid_top + 11.0, Style::bold(8.0).ink(Ink::Grey), h);
            }
            let mut y = grid_top + HEADINGS;
            for i in start..start + count {
                page.line((left, y), (right, y), 0.5, Ink::Light);
                row(page, i, y);
                y += self.row;
            }
            self.columns.grid(page, grid_top, y);
            cut_line(page, left, right, y + 9.0);
            flow.gap(height);
            start += count;
            if start >= rows {
                break;
            }
        }
    }
}

/// The party's title at the top left of a page, and what the page is at the top right.
fn running_head(page: &mut Page, margin: f32, title: &str, what: &str) {
    let room = page.width - 2.0 * margin;
    let grey = Style::plain(10.0).ink(Ink::Grey);
    page.text((margin, margin + 10.0), grey, room * 0.6, title);
    page.right(margin + room, margin + 10.0, grey, room * 0.38, what);
}
