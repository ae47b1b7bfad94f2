//! Guide cards (R-DUP-10): one per table, to prop up on it. For every round, the East–West
//! pair to expect, the trays to play, and after it where the pair and the trays go:
//! Foster's carry-under spelt out, a sit-out said in words. In the two-table Howell
//! (R-DUP-12) both pairs of each round, the exchange of trays with the other table
//! half-way, and where both pairs sit next. The rows are as tall as one
//! page allows, so the card reads from across the table; an evening too long for one
//! page goes on to the next, its heading repeated.

use super::super::page::{Ink, MM, Page, Paper, Style};
use super::{PrintError, numbers};
use crate::fonts;
use crate::print::table::Table;
use crate::rules::Dup;
use crate::rules::duplicate::{Guide, MovementKind, PairSeat};
use crate::transcript::dup_view::DupView;
use crate::words::{self, msg};

/// The card of each table, table 1 first.
pub fn guide_cards(
    dup: Dup<'_>,
    view: &DupView,
    title: &str,
    paper: Paper,
) -> Result<Vec<Page>, PrintError> {
    let view = super::view(dup, view)?;
    Ok((1..=view.movement.tables)
        .flat_map(|table| card(view, title, paper, table))
        .collect())
}

/// What the card says about the movement, once, above the rounds.
fn how_it_moves(view: &DupView) -> String {
    let m = &view.movement;
    let mut text = match m.kind {
        MovementKind::Foster => msg::sheet_guide_foster(),
        MovementKind::Mitchell | MovementKind::SkipMitchell => msg::sheet_guide_mitchell(),
        MovementKind::Howell => msg::sheet_guide_howell(),
    };
    if m.kind == MovementKind::SkipMitchell {
        text.push_str(&msg::sheet_guide_skip(m.tables / 2));
    }
    if m.phantom {
        text.push_str(&msg::sheet_guide_phantom());
    }
    text
}

/// "tray 5", "trays 5, 6", "trays 9–12".
fn trays_words(list: &[u32]) -> String {
    msg::SheetTrays {
        count: list.len(),
        list: numbers(list),
    }
    .say()
}

/// "table 2 N–S".
fn seat_short(seat: PairSeat) -> String {
    msg::SheetGuideSeat {
        table: seat.table,
        side: words::side_short(seat.side),
    }
    .say()
}

/// R-DUP-12: the two lines of each column of a Howell round's row: both pairs, the
/// trays with the exchange half-way, and where both pairs sit next.
fn howell_row_texts(view: &DupView, g: &Guide) -> [(String, String); 4] {
    let round = (g.round.to_string(), String::new());
    let ew = g.ew_pair.map(|p| (words::pair_tag(p), view.names(p)));
    let (ew_tag, ew_names) = ew.unwrap_or_default();
    let pairs = (
        words::against(&words::pair_tag(g.ns_pair), &ew_tag),
        words::against(view.names(g.ns_pair), ew_names),
    );
    let trays = match &g.exchange {
        Some(e) => (
            msg::SheetGuideThen {
                first: numbers(&e.first),
                then: numbers(&e.then),
            }
            .say(),
            msg::sheet_guide_exchange(),
        ),
        None => (numbers(&g.trays), String::new()),
    };
    let next = |pair: Option<crate::rules::duplicate::PairId>, seat: Option<PairSeat>| {
        pair.zip(seat)
            .map(|(p, s)| format!("{}: {}", words::pair_tag(p), seat_short(s)))
            .unwrap_or_default()
    };
    let after = match (g.ns_next, g.ew_next) {
        (None, None) => (msg::sheet_guide_last_round(), String::new()),
        _ => (next(Some(g.ns_pair), g.ns_next), next(g.ew_pair, g.ew_next)),
    };
    [round, pairs, trays, after]
}

/// The two lines of each column of a round's row.
fn row_texts(view: &DupView, g: &Guide) -> [(String, String); 4] {
    if view.movement.kind == MovementKind::Howell {
        return howell_row_texts(view, g);
    }
    let round = (g.round.to_string(), String::new());
    let pair = match g.ew_pair {
        Some(p) => (words::pair_tag(p), view.names(p).to_owned()),
        None => (msg::sheet_guide_sits_out(), msg::sheet_guide_no_opponents()),
    };
    let trays = (
        numbers(&g.trays),
        if g.ew_pair.is_none() {
            msg::sheet_guide_not_here()
        } else {
            String::new()
        },
    );
    let moving: Vec<u32> = g.trays_go.iter().map(|(t, _)| *t).collect();
    let to = g.trays_go.first().map_or(0, |(_, to)| *to);
    let after = match (g.ew_next.map(|s| s.table), g.carried_under, g.ew_pair) {
        (None, ..) => (msg::sheet_guide_last_round(), String::new()),
        (Some(next), true, Some(_)) => (
            msg::sheet_guide_ew_taking(next),
            msg::sheet_guide_put_under(trays_words(&moving)),
        ),
        (Some(_), true, None) => (
            msg::sheet_guide_ns_takes(trays_words(&moving)),
            msg::sheet_guide_under_there(to),
        ),
        (Some(next), false, Some(_)) => (
            msg::sheet_guide_ew_to(next),
            words::capitalised(&trays_to(&moving, to)),
        ),
        (Some(_), false, None) => (words::capitalised(&trays_to(&moving, to)), String::new()),
    };
    [round, pair, trays, after]
}

/// "trays 5, 6 to table 3".
fn trays_to(moving: &[u32], to: u32) -> String {
    msg::SheetGuideTraysTo {
        trays: trays_words(moving),
        table: to,
    }
    .say()
}

/// The columns of a card and their headings: the E–W pair to expect, or in the Howell
/// both pairs, with more room for the trays either side of the exchange (R-DUP-12).
fn columns(view: &DupView, margin: f32, room: f32) -> (Table, [String; 4]) {
    let round = msg::sheet_column("round");
    let trays = msg::sheet_column("trays");
    if view.movement.kind == MovementKind::Howell {
        (
            Table::new(margin, room, &[0.07, 0.33, 0.32, 0.28]),
            [
                round,
                msg::sheet_guide_pairs(),
                trays,
                msg::sheet_guide_after(),
            ],
        )
    } else {
        (
            Table::new(margin, room, &[0.1, 0.36, 0.16, 0.38]),
            [
                round,
                msg::sheet_guide_ew_pair(),
                trays,
                msg::sheet_guide_after(),
            ],
        )
    }
}

/// The card's head: the table, who sits North–South (in the Howell, the exchange with
/// the other table) and how the movement goes. Returns where the rounds start.
fn card_head(page: &mut Page, view: &DupView, table: u32, (margin, room): (f32, f32)) -> f32 {
    let mut y = margin + 16.0 + fonts::ascent(40.0);
    page.text(
        (margin, y),
        Style::bold(40.0),
        room,
        &msg::sheet_table(table),
    );
    y += fonts::descent(40.0) + 6.0;
    let ns = if view.movement.kind == MovementKind::Howell {
        let other = table % 2 + 1;
        msg::sheet_guide_howell_head(other)
    } else {
        let pair = view.movement.ns_at(1, table);
        msg::SheetGuideNsHead {
            pair: pair.number,
            names: view.names(pair),
        }
        .say()
    };
    for line in fonts::wrap(&ns, room, 13.0, fonts::Weight::Bold)
        .into_iter()
        .take(3)
    {
        y += fonts::ascent(13.0);
        page.text((margin, y), Style::bold(13.0), room, &line);
        y += fonts::descent(13.0) + 2.0;
    }
    y += 2.0;
    let grey = Style::plain(10.0).ink(Ink::Grey);
    for line in fonts::wrap(&how_it_moves(view), room, 10.0, fonts::Weight::Regular) {
        y += fonts::ascent(10.0);
        page.text((margin, y), grey, room, &line);
        y += fonts::descent(10.0) + 1.5;
    }
    y + 8.0
}

/// The type of a guide card's rows and the rows' height: every pair's names whole (issue
/// 54), one size for the column at which each name fits a line, and a pair on two lines
/// where one does not hold it, the type made smaller to keep the row (and the card on its
/// page).
fn row_type(view: &DupView, guides: &[Guide], columns: &mut Table, row: f32) -> RowType {
    let names_at = |big: f32| Style::plain(big * 0.78).ink(Ink::Grey);
    columns.fit(1, names_at(15.0), view.pairs().map(|p| view.names(p)));
    let name_lines = |big: f32| {
        guides
            .iter()
            .map(|g| {
                columns
                    .lines(1, names_at(big), &row_texts(view, g)[1].1)
                    .len()
            })
            .max()
            .unwrap_or(1)
            .max(1)
    };
    let mut big = ((row - 8.0) / 2.2).clamp(8.5, 15.0);
    let mut lines = name_lines(big);
    if lines > 1 {
        big = ((row - 8.0) / (1.2 + 0.975 * lines as f32)).clamp(7.0, 15.0);
        lines = name_lines(big);
    }
    let small = big * 0.78;
    let small_leading = small * 1.25;
    RowType {
        row: row.max(8.0 + big * 1.2 + small_leading * lines as f32),
        big,
        small,
        names: names_at(big),
        small_leading,
    }
}

/// A guide card's rows: their height, the size of the first line, of the pairs' names
/// (and their style) and the names' leading.
struct RowType {
    row: f32,
    big: f32,
    small: f32,
    names: Style,
    small_leading: f32,
}

/// Lays out one table's card: a page, or more for a very long evening.
fn card(view: &DupView, title: &str, paper: Paper, table: u32) -> Vec<Page> {
    let size = paper.size();
    let margin = 14.0 * MM;
    let room = size.0 - 2.0 * margin;
    let bottom = size.1 - margin - 16.0;
    let (mut columns, headings) = columns(view, margin, room);
    let guides: Vec<Guide> = (1..=view.movement.rounds())
        .map(|r| view.movement.guide(r, table))
        .collect();

    let mut pages = Vec::new();
    let mut page = Page::new(size);
    super::running_head(&mut page, margin, title, &msg::sheet_guide_card());
    let mut y = card_head(&mut page, view, table, (margin, room));
    // As tall a row as the page allows, between a size that reads from across the table
    // and one that still reads at arm's length.
    let header = 16.0;
    let rows = guides.len().max(1) as f32;
    let row = ((bottom - y - header) / rows).clamp(26.0, 46.0);
    let RowType {
        row,
        big,
        small,
        names,
        small_leading,
    } = row_type(view, &guides, &mut columns, row);
    let mut top = y;
    let heading = |page: &mut Page, y: f32| {
        for (i, h) in headings.iter().enumerate() {
            columns.cell(page, i, y + 11.0, Style::bold(9.0).ink(Ink::Grey), h);
        }
        y + header
    };
    y = heading(&mut page, y);
    for g in &guides {
        if y + row > bottom {
            columns.grid(&mut page, top, y);
            pages.push(std::mem::replace(&mut page, Page::new(size)));
            let cont = msg::section_continued(msg::sheet_table(table));
            super::running_head(&mut page, margin, title, &msg::sheet_guide_card());
            page.text(
                (margin, margin + 18.0 + fonts::ascent(16.0)),
                Style::bold(16.0),
                room,
                &cont,
            );
            top = margin + 30.0 + fonts::ascent(16.0);
            y = heading(&mut page, top);
        }
        page.line((margin, y), (margin + room, y), 0.5, Ink::Light);
        let first = y + 4.0 + fonts::ascent(big);
        let second = first + fonts::descent(big) + 2.0 + fonts::ascent(small);
        for (i, (one, two)) in row_texts(view, g).iter().enumerate() {
            columns.cell(&mut page, i, first, Style::bold(big), one);
            for (k, line) in columns.lines(i, names, two).iter().enumerate() {
                columns.cell(&mut page, i, second + small_leading * k as f32, names, line);
            }
        }
        y += row;
    }
    columns.grid(&mut page, top, y);
    pages.push(page);
    pages
}
