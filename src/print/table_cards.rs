//! Table cards: one page per table, to stand on it. The number as large as the page
//! allows, "Head table" and "Booby table" named (R-TABLE-2: in the star game the head
//! table is 1 and the booby table the last), and at the foot the place kept for the
//! table's QR code when phones at the tables are on.

use super::page::{Ink, MM, Page, Paper, Style};
use super::{PrintError, tables_now};
use crate::fonts::{self, Weight};
use crate::rules::{State, TableRole};
use crate::words::msg;

/// How much of the room the table's number fills, at most.
const NUMBER_FILL: f32 = 0.96;

/// The side of the square kept for the table's QR code.
pub const QR_SIDE: f32 = 45.0 * MM;

/// Where a table card keeps its QR code (left, top, side), for the phones at the tables
/// (issue 15): the card leaves this square empty.
pub fn qr_place(paper: Paper) -> (f32, f32, f32) {
    let (width, height) = paper.size();
    (
        (width - QR_SIDE) / 2.0,
        height - 20.0 * MM - QR_SIDE - 10.0,
        QR_SIDE,
    )
}

/// One card per table, head first; with the phones on, each carries its table's link as
/// a QR code and in words.
pub fn pages(
    state: &State,
    title: &str,
    paper: Paper,
    links: &[(u32, String)],
) -> Result<Vec<Page>, PrintError> {
    let tables = tables_now(state)?;
    let size = paper.size();
    let width = size.0;
    let margin = 20.0 * MM;
    let room = width - 2.0 * margin;
    let centre = width / 2.0;
    Ok((1..=tables)
        .map(|table| {
            let mut page = Page::new(size);
            page.centred(
                centre,
                margin + 14.0,
                Style::plain(14.0).ink(Ink::Grey),
                room,
                title,
            );
            page.centred(
                centre,
                60.0 * MM,
                Style::bold(36.0),
                room,
                &msg::card_table(),
            );
            // The number fills the width, or the height down to the tag and the QR
            // code's place, whichever is less.
            let top = 66.0 * MM;
            let (_, qr_top, _) = qr_place(paper);
            let tag_height = fonts::ascent(36.0) + fonts::descent(36.0) + 14.0;
            let number = table.to_string();
            let per_point = fonts::width(&number, 1.0, Weight::Bold).max(0.1);
            let em_height = fonts::ascent(1.0) + fonts::descent(1.0);
            // A little short of the exact fit: the width is a sum of glyph widths, and a
            // size computed to fill `room` exactly can come out a hair wider than it, when
            // the text would be cut to "…" (issue 38: every card from table 10 on).
            let number_size =
                (room / per_point).min((qr_top - top - tag_height) / em_height) * NUMBER_FILL;
            let baseline = top + fonts::ascent(number_size);
            page.centred(centre, baseline, Style::bold(number_size), room, &number);
            let role = TableRole::of(table, tables as usize, state.settings.scoring());
            // A duplicate table is its North–South pair's all evening (R-DUP-1).
            let tag = if state.is_duplicate() {
                Some(msg::card_ns_pair_sits(table))
            } else {
                crate::words::table_card_name(role)
            };
            if let Some(tag) = tag {
                let size = 36f32.min(room / fonts::width(&tag, 1.0, Weight::Bold).max(0.1));
                let y = baseline + fonts::descent(number_size) + 8.0 + fonts::ascent(size);
                page.centred(centre, y, Style::bold(size), room, &tag);
            }
            if let Some((_, link)) = links.iter().find(|(t, _)| *t == table) {
                qr_code(&mut page, paper, link, room);
            }
            page
        })
        .collect())
}

/// A card for the door (issue 52): "Check in" and the door page's QR code, for the
/// guests to scan as they arrive; the host lets each in from the laptop.
pub fn door_card(title: &str, paper: Paper, link: &str) -> Page {
    let size = paper.size();
    let margin = 20.0 * MM;
    let room = size.0 - 2.0 * margin;
    let centre = size.0 / 2.0;
    let mut page = Page::new(size);
    page.centred(
        centre,
        margin + 14.0,
        Style::plain(14.0).ink(Ink::Grey),
        room,
        title,
    );
    page.centred(
        centre,
        60.0 * MM,
        Style::bold(54.0),
        room,
        &msg::card_check_in(),
    );
    for (i, line) in [
        msg::card_door_1(),
        msg::card_door_2(),
        msg::card_door_3(),
        msg::card_door_4(),
    ]
    .iter()
    .enumerate()
    {
        let y = 85.0 * MM + 9.0 * MM * i as f32;
        page.centred(centre, y, Style::plain(20.0), room, line);
    }
    let side = 80.0 * MM;
    let top = 130.0 * MM;
    if super::qr::draw(&mut page, link, ((size.0 - side) / 2.0, top, side)) {
        page.centred(
            centre,
            top + side + 14.0,
            Style::plain(11.0).ink(Ink::Grey),
            room,
            link,
        );
    }
    page
}

/// The table's link as a QR code in its square, and in words beneath.
fn qr_code(page: &mut Page, paper: Paper, link: &str, room: f32) {
    let (left, top, side) = qr_place(paper);
    if !super::qr::draw(page, link, (left, top, side)) {
        return;
    }
    let centre = paper.size().0 / 2.0;
    page.centred(
        centre,
        top + side + 12.0,
        Style::plain(9.0).ink(Ink::Grey),
        room,
        &msg::card_scan_pad(link),
    );
}
