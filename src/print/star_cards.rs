//! Star cards: the button-hole card each guest wears, as in the original game: their name
//! and side, and a box for each round in which the host (or the guest) marks the star the
//! round gave them (R-STAR-1). Eight to a page, with lines to cut along.

use super::page::{Ink, MM, Page, Paper, Style};
use super::{PrintError, rounds_planned};
use crate::fonts::{self, Weight};
use crate::rules::{StarColour, State};

const COLUMNS: usize = 2;
const ROWS: usize = 4;

/// One card per guest on the list, the ladies (red pack) first, each side by name.
pub fn pages(state: &State, title: &str, paper: Paper) -> Result<Vec<Page>, PrintError> {
    let mut guests: Vec<_> = state.guests().iter().filter(|g| !g.removed).collect();
    if guests.is_empty() {
        return Err(PrintError::NoGuests);
    }
    guests.sort_by_cached_key(|g| (g.side, crate::words::name_sort_key(&g.name)));
    let rounds = rounds_planned(state);
    let size = paper.size();
    let margin = 10.0 * MM;
    let card_w = (size.0 - 2.0 * margin) / COLUMNS as f32;
    let card_h = (size.1 - 2.0 * margin - 10.0) / ROWS as f32;
    Ok(guests
        .chunks(COLUMNS * ROWS)
        .map(|chunk| {
            let mut page = Page::new(size);
            for (n, guest) in chunk.iter().enumerate() {
                let x = margin + card_w * (n % COLUMNS) as f32;
                let y = margin + card_h * (n / COLUMNS) as f32;
                page.frame((x, y, card_w, card_h), 0.5, Ink::Light);
                let side = crate::words::capitalised(&crate::words::side_of(
                    guest.side,
                    state.settings.open_seating(),
                ));
                card(
                    &mut page,
                    (x, y, card_w, card_h),
                    title,
                    &guest.name,
                    &side,
                    rounds,
                );
            }
            page
        })
        .collect())
}

fn card(
    page: &mut Page,
    (x, y, w, h): (f32, f32, f32, f32),
    title: &str,
    name: &str,
    side: &str,
    rounds: u32,
) {
    let pad = 5.0 * MM;
    let left = x + pad;
    let room = w - 2.0 * pad;
    page.text(
        (left, y + pad + 8.0),
        Style::plain(8.0).ink(Ink::Grey),
        room,
        title,
    );
    // The name on one line as large as fits (22 down to 14 points), else on two lines
    // (down to 10 points), cut only if even that is too long.
    let mut cursor = y + pad + 14.0;
    for (line, size) in name_lines(name, room) {
        cursor += fonts::ascent(size);
        page.text((left, cursor), Style::bold(size), room, &line);
        cursor += fonts::descent(size) + 1.0;
    }
    cursor += 11.0;
    page.text(
        (left, cursor),
        Style::plain(11.0).ink(Ink::Grey),
        room,
        side,
    );
    cursor += 10.0;

    // A box per round, in up to two rows.
    let rounds = rounds.clamp(1, 30) as usize;
    let per_row = rounds.div_ceil(if rounds > 10 { 2 } else { 1 });
    let gap = 3.0;
    let legend_h = 14.0;
    let rows = rounds.div_ceil(per_row);
    let room_h = y + h - pad - legend_h - cursor - 4.0;
    let side_len = ((room - gap * (per_row as f32 - 1.0)) / per_row as f32)
        .min(room_h / rows as f32 - gap)
        .clamp(8.0, 36.0);
    for r in 0..rounds {
        let bx = left + (side_len + gap) * (r % per_row) as f32;
        let by = cursor + (side_len + gap) * (r / per_row) as f32;
        page.frame((bx, by, side_len, side_len), 0.6, Ink::Grey);
        page.text(
            (bx + 1.5, by + 6.5),
            Style::plain(5.5).ink(Ink::Grey),
            side_len,
            &(r + 1).to_string(),
        );
    }
    // Which star is which.
    let mut lx = left;
    let ly = y + h - pad;
    for colour in StarColour::ALL {
        let text = format!(
            "{} {}",
            crate::words::star_symbol(colour),
            crate::words::star(colour)
        );
        let style = Style::plain(9.0).ink(Ink::of_star(colour));
        page.text((lx, ly), style, room / 3.0, &text);
        lx += room / 3.0;
    }
}

/// A name's lines on a card, each with its size.
fn name_lines(name: &str, room: f32) -> Vec<(String, f32)> {
    let one_line = room / fonts::width(name, 1.0, Weight::Bold).max(0.1);
    if one_line >= 14.0 {
        return vec![(name.to_owned(), one_line.min(22.0))];
    }
    let size = [14.0, 13.0, 12.0, 11.0, 10.0]
        .into_iter()
        .find(|&s| fonts::wrap(name, room, s, Weight::Bold).len() <= 2)
        .unwrap_or(10.0);
    let mut lines = fonts::wrap(name, room, size, Weight::Bold);
    if lines.len() > 2 {
        let rest = lines.split_off(1).join(" ");
        lines.push(fonts::fit(&rest, room, size, Weight::Bold));
    }
    lines.into_iter().map(|l| (l, size)).collect()
}
