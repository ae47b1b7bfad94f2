//! The host's tally sheet: every guest (a row) by every round (a column), each cell the
//! table the guest sat at and the star it gave them (R-STAR-1), filled in as far as the
//! evening has gone, then their stars so far. The rounds still to come are empty boxes,
//! so that the evening could go on with a pencil if the laptop died. Landscape; rounds
//! that do not fit across go on further pages, the names repeated.

use super::page::{Ink, MM, Page, Paper, Style};
use super::{PrintError, rounds_planned};
use crate::rules::guests::name_key;
use crate::rules::{Party, StarColour};
use crate::transcript::guest::{GuestEvening, GuestRound, RoundStatus};

const NAME_W: f32 = 150.0;
const SIDE_W: f32 = 62.0;
const TOTAL_W: f32 = 26.0;
const ROUND_W: f32 = 26.0;
const ROW_H: f32 = 14.0;

/// The sheet.
pub fn pages(party: &Party, title: &str, paper: Paper) -> Result<Vec<Page>, PrintError> {
    let state = party.state();
    let stars = party.stars();
    let prizes = party.prizes();
    let mut guests: Vec<_> = state.guests().iter().filter(|g| !g.removed).collect();
    if guests.is_empty() {
        return Err(PrintError::NoGuests);
    }
    guests.sort_by_cached_key(|g| name_key(&g.name));
    let evenings: Vec<(GuestEvening, &'static str)> = guests
        .iter()
        .map(|g| {
            let side = g.side.noun(state.settings.open_seating);
            (GuestEvening::from_parts(state, &stars, &prizes, g.id), side)
        })
        .collect();
    let rounds = rounds_planned(state).max(1) as usize;
    let (w, h) = paper.size();
    let size = (h, w); // landscape
    let margin = 10.0 * MM;
    let room = size.0 - 2.0 * margin;
    let per_band = (((room - NAME_W - SIDE_W - 3.0 * TOTAL_W) / ROUND_W).floor() as usize).max(1);
    let top = margin + 34.0;
    let rows_per_page = (((size.1 - margin - 16.0 - top) / ROW_H).floor() as usize).max(1);
    let mut pages = Vec::new();
    let bands: Vec<(usize, usize)> = (0..rounds)
        .step_by(per_band)
        .map(|first| (first, (first + per_band).min(rounds)))
        .collect();
    for &(first, last) in &bands {
        for chunk in evenings.chunks(rows_per_page) {
            let mut page = Page::new(size);
            let heading = if bands.len() > 1 {
                format!("{title}: tally of stars, rounds {} to {last}", first + 1)
            } else {
                format!("{title}: tally of stars")
            };
            page.text((margin, margin + 14.0), Style::bold(14.0), room, &heading);
            let mut x = margin;
            let header_y = top - 4.0;
            let header = Style::bold(8.0);
            page.text((x + 2.0, header_y), header, NAME_W, "Guest");
            x += NAME_W;
            page.text((x + 2.0, header_y), header, SIDE_W, "Side");
            x += SIDE_W;
            for r in first..last {
                page.text((x + 2.0, header_y), header, ROUND_W, &format!("R{}", r + 1));
                x += ROUND_W;
            }
            for colour in StarColour::ALL {
                let style = header.ink(Ink::of_star(colour));
                page.text(
                    (x + 2.0, header_y),
                    style,
                    TOTAL_W,
                    crate::words::star_symbol(colour),
                );
                x += TOTAL_W;
            }
            let right = x;
            for (row, (evening, side)) in chunk.iter().enumerate() {
                let y = top + ROW_H * row as f32;
                if row % 2 == 1 {
                    page.fill((margin, y, right - margin, ROW_H), Ink::Light);
                }
                guest_row(&mut page, (margin, y), evening, side, (first, last));
            }
            let bottom = top + ROW_H * chunk.len() as f32;
            page.line((margin, top), (right, top), 0.8, Ink::Black);
            page.line((margin, bottom), (right, bottom), 0.8, Ink::Black);
            let mut x = margin + NAME_W + SIDE_W;
            for _ in first..=last {
                page.line((x, top), (x, bottom), 0.4, Ink::Grey);
                x += ROUND_W;
            }
            pages.push(page);
        }
    }
    Ok(pages)
}

fn guest_row(
    page: &mut Page,
    (left, y): (f32, f32),
    evening: &GuestEvening,
    side: &str,
    (first, last): (usize, usize),
) {
    let base = y + 10.5;
    let plain = Style::plain(8.5);
    page.text_shrinking((left + 2.0, base), plain, 6.0, NAME_W - 4.0, &evening.name);
    let mut x = left + NAME_W;
    page.text((x + 2.0, base), plain.ink(Ink::Grey), SIDE_W - 4.0, side);
    x += SIDE_W;
    for r in first..last {
        if let Some(round) = evening.rounds.get(r) {
            cell(page, (x, base), round);
        }
        x += ROUND_W;
    }
    for (count, colour) in [
        (evening.stars.gold, StarColour::Gold),
        (evening.stars.red, StarColour::Red),
        (evening.stars.green, StarColour::Green),
    ] {
        let style = Style::bold(8.5).ink(Ink::of_star(colour));
        page.right(x + TOTAL_W - 4.0, base, style, TOTAL_W, &count.to_string());
        x += TOTAL_W;
    }
}

/// A round's cell: the table and the star ("3★"), or why the guest sat out.
fn cell(page: &mut Page, (x, base): (f32, f32), round: &GuestRound) {
    let small = Style::plain(7.0).ink(Ink::Grey);
    let Some(table) = round.table else {
        let word = match round.status {
            RoundStatus::Left => "left",
            RoundStatus::NotArrived => "–",
            _ => "wait",
        };
        page.text((x + 2.0, base), small, ROUND_W - 3.0, word);
        return;
    };
    let number = Style::plain(8.5);
    page.text((x + 2.0, base), number, 14.0, &table.to_string());
    match (round.star, round.score) {
        (Some(colour), _) => {
            let style = Style::bold(9.0).ink(Ink::of_star(colour));
            page.text(
                (x + 15.0, base),
                style,
                ROUND_W - 15.0,
                crate::words::star_symbol(colour),
            );
        }
        (None, None) => page.text((x + 15.0, base), small, ROUND_W - 15.0, "…"),
        (None, Some(_)) => {}
    }
}
