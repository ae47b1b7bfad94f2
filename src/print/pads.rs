//! Score pads: a deal-by-deal sheet for one table and one round (R-ROUND-1: four deals,
//! North deals first, then to the left; R-DEAL: bids, points and the party's scoring
//! method in one line). Two to a page, with a line to cut along. After a bell the round's
//! names stand in their chairs; blank pads have lines to write them on.

use super::page::{Ink, MM, Page, Paper, Style};
use super::{PrintError, rounds_planned, tables_now};
use crate::rules::deal::{DEALS_PER_ROUND, dealer};
use crate::rules::{Seat, Side, Star, State, TableRole};
use crate::words::msg;
use crate::words::table_title;

/// One pad to draw.
struct Pad<'a> {
    table: u32,
    tables: u32,
    round: Option<u32>,
    /// North, East, South, West, when the round is seated.
    names: Option<[&'a str; 4]>,
}

const CHAIRS: [Seat; 4] = [Seat::North, Seat::East, Seat::South, Seat::West];

/// Pads for the round in play, one per table, its names in their chairs.
pub fn this_round(star: Star<'_>, title: &str, paper: Paper) -> Result<Vec<Page>, PrintError> {
    let state = star.state;
    let Some(round) = star.current_round() else {
        return blank(state, title, paper);
    };
    let tables = round.table_count();
    let pads: Vec<Pad> = (1..)
        .zip(&round.tables)
        .map(|(table, seats)| Pad {
            table,
            tables,
            round: Some(round.number),
            names: Some(CHAIRS.map(|seat| state.name(seats.at(seat)))),
        })
        .collect();
    Ok(two_to_a_page(state, title, paper, &pads))
}

/// Blank pads for every table and every round the evening will have, grouped by table
/// (each table keeps its stack).
pub fn blank(state: &State, title: &str, paper: Paper) -> Result<Vec<Page>, PrintError> {
    let tables = tables_now(state)?;
    let rounds = rounds_planned(state);
    let pads: Vec<Pad> = (1..=tables)
        .flat_map(|table| {
            (1..=rounds).map(move |round| Pad {
                table,
                tables,
                round: Some(round),
                names: None,
            })
        })
        .collect();
    Ok(two_to_a_page(state, title, paper, &pads))
}

fn two_to_a_page(state: &State, title: &str, paper: Paper, pads: &[Pad]) -> Vec<Page> {
    let size = paper.size();
    let half = size.1 / 2.0;
    pads.chunks(2)
        .map(|pair| {
            let mut page = Page::new(size);
            for (n, pad) in pair.iter().enumerate() {
                let top = if n == 0 { 0.0 } else { half };
                draw_pad(&mut page, state, title, pad, (top, half));
            }
            // Where to cut.
            page.line((10.0, half), (size.0 - 10.0, half), 0.5, Ink::Light);
            page
        })
        .collect()
}

/// The grid's columns: heading, width as a share of the room.
/// (Each heading is the catalogue's `pad-column` of its code, in the party's language.)
const COLUMNS: [(&str, f32); 10] = [
    ("deal", 0.06),
    ("dealer", 0.11),
    ("bid-by", 0.11),
    ("bid", 0.07),
    ("ns-took", 0.10),
    ("ew-took", 0.10),
    ("ns-score", 0.11),
    ("ew-score", 0.11),
    ("ns-total", 0.115),
    ("ew-total", 0.115),
];

/// Rows for the four deals and two more in case of misdeals.
const ROWS: usize = DEALS_PER_ROUND + 2;

fn draw_pad(page: &mut Page, state: &State, title: &str, pad: &Pad, (top, height): (f32, f32)) {
    let margin = 16.0 * MM;
    let frame = Frame {
        left: margin,
        room: page.width - 2.0 * margin,
        bottom: top + height - 8.0,
    };
    let y = top + 12.0 * MM;
    let y = heading(page, state, title, pad, &frame, y);
    let y = chairs(page, pad, &frame, y);
    let y = grid(page, &frame, y);
    rules_in_brief(page, state, &frame, y);
}

/// Where a pad is drawn on its half of the page.
struct Frame {
    left: f32,
    room: f32,
    /// The lowest line text may reach.
    bottom: f32,
}

/// The heading: the table and the round, the party. Returns the next line's top.
fn heading(
    page: &mut Page,
    state: &State,
    title: &str,
    pad: &Pad,
    frame: &Frame,
    mut y: f32,
) -> f32 {
    let Frame { left, room, .. } = *frame;
    let role = TableRole::of(pad.table, pad.tables as usize, state.settings.scoring());
    let heading = table_title(pad.table, role);
    page.text((left, y + 16.0), Style::bold(18.0), room * 0.7, &heading);
    let round = pad
        .round
        .map_or_else(msg::pad_round_blank, msg::report_round);
    page.right(left + room, y + 16.0, Style::bold(18.0), room * 0.3, &round);
    y += 22.0;
    page.text(
        (left, y + 9.0),
        Style::plain(9.0).ink(Ink::Grey),
        room,
        &msg::pad_heading(title),
    );
    y += 20.0;

    y
}

/// The chairs, partners side by side, with this round's names or lines to write them on.
fn chairs(page: &mut Page, pad: &Pad, frame: &Frame, mut y: f32) -> f32 {
    let Frame { left, room, .. } = *frame;
    let half = room / 2.0;
    for (row, pair) in [[Seat::North, Seat::South], [Seat::East, Seat::West]]
        .iter()
        .enumerate()
    {
        let x = left + half * row as f32;
        let side = if row == 0 {
            msg::side_name("ns")
        } else {
            msg::side_name("ew")
        };
        page.text((x, y + 10.0), Style::bold(10.0), half - 8.0, &side);
        for (k, seat) in pair.iter().enumerate() {
            let line_y = y + 26.0 + 16.0 * k as f32;
            page.text(
                (x, line_y),
                Style::plain(10.0),
                40.0,
                &crate::words::seat(*seat),
            );
            let name_x = x + 42.0;
            let name_room = half - 50.0;
            match pad.names {
                Some(names) => {
                    let at = CHAIRS.iter().position(|s| s == seat).unwrap_or(0);
                    let name = names.get(at).copied().unwrap_or_default();
                    let style = Style::plain(10.0);
                    page.text_shrinking((name_x, line_y), style, 7.0, name_room, name);
                }
                None => page.line(
                    (name_x, line_y + 2.0),
                    (name_x + name_room, line_y + 2.0),
                    0.5,
                    Ink::Grey,
                ),
            }
        }
    }
    y += 62.0;

    y
}

/// The grid of deals, each dealer named (R-ROUND-1), and the totals row.
fn grid(page: &mut Page, frame: &Frame, y: f32) -> f32 {
    let Frame { left, room, .. } = *frame;
    let row_h = 18.0;
    let widths: Vec<f32> = COLUMNS.iter().map(|(_, share)| share * room).collect();
    let xs: Vec<f32> = widths
        .iter()
        .scan(left, |x, w| {
            let at = *x;
            *x += w;
            Some(at)
        })
        .collect();
    page.fill((left, y, room, row_h), Ink::Light);
    for ((heading, _), (x, w)) in COLUMNS.iter().zip(xs.iter().zip(&widths)) {
        let heading = msg::pad_column(*heading);
        page.text((x + 3.0, y + 12.5), Style::bold(8.5), w - 6.0, &heading);
    }
    for row in 0..=ROWS + 1 {
        let line_y = y + row_h * row as f32;
        page.line((left, line_y), (left + room, line_y), 0.6, Ink::Grey);
    }
    let bottom = y + row_h * (ROWS + 1) as f32;
    for x in xs.iter().chain(std::iter::once(&(left + room))) {
        page.line((*x, y), (*x, bottom), 0.6, Ink::Grey);
    }
    let dealer_x = xs.get(1).copied().unwrap_or(left);
    let dealer_w = widths.get(1).copied().unwrap_or(40.0);
    for deal in 0..ROWS {
        let base = y + row_h * (deal + 1) as f32 + 12.5;
        page.text(
            (left + 3.0, base),
            Style::plain(10.0),
            30.0,
            &(deal + 1).to_string(),
        );
        if deal < DEALS_PER_ROUND {
            page.text(
                (dealer_x + 3.0, base),
                Style::plain(10.0).ink(Ink::Grey),
                dealer_w - 6.0,
                &crate::words::seat(dealer(deal)),
            );
        }
    }
    // The totals row.
    let total_y = y + row_h * (ROWS + 1) as f32;
    page.fill((left, total_y, room, row_h), Ink::Light);
    page.frame((left, total_y, room, row_h), 0.6, Ink::Grey);
    page.text(
        (left + 3.0, total_y + 12.5),
        Style::bold(10.0),
        room * 0.5,
        &msg::pad_totals(),
    );
    total_y + row_h + 14.0
}

/// The rules in brief, as far as the pad's half of the page holds them.
fn rules_in_brief(page: &mut Page, state: &State, frame: &Frame, mut y: f32) {
    let Frame { left, room, bottom } = *frame;
    let open = state.settings.open_seating();
    let small = Style::plain(8.5).ink(Ink::Grey);
    let rule = crate::words::deal_rule(state.settings.deal_scoring);
    let lines = [
        msg::pad_scoring(rule.trim_end_matches('.')),
        msg::pad_points(),
        msg::pad_tie(crate::words::sides_of(Side::Lady, open)),
    ];
    for line in lines {
        for part in crate::fonts::wrap(&line, room, small.size, small.weight) {
            if y + 10.0 > bottom {
                return;
            }
            page.text((left, y), small, room, &part);
            y += 11.0;
        }
    }
    y += 6.0;
    if y + 12.0 <= bottom {
        page.text(
            (left, y + 6.0),
            Style::bold(10.0),
            room,
            &msg::pad_winners(),
        );
    }
}
