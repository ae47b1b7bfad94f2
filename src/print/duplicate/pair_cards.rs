//! Pair score cards: one per pair, North–South first, a line per round with the table,
//! the opponents and the trays (R-DUP-3/4/5; in the two-table Howell the direction the
//! pair sits too, R-DUP-12), and a column for the pair to note its
//! score on each; with the phones on, the pair's own link as a QR code (its page follows
//! the pair from table to table). Stacked down the page with a line to cut along.

use super::super::flow::Flow;
use super::super::fonts;
use super::super::page::{Ink, MM, Page, Paper, Style};
use super::{Columns, PrintError, Stacked, numbers};
use crate::rules::duplicate::{PairGroup, PairId};
use crate::rules::{Dup, PairSide};
use crate::transcript::dup_view::DupView;

/// The height of a round's line.
const ROW: f32 = 15.0;

/// The side of a pair's QR code.
const QR: f32 = 20.0 * MM;

/// A card per pair.
pub fn pair_cards(
    dup: Dup<'_>,
    view: &DupView,
    title: &str,
    paper: Paper,
    links: &[(PairId, String)],
) -> Result<Vec<Page>, PrintError> {
    let view = super::view(dup, view)?;
    let m = &view.movement;
    let mut flow = Flow::new(paper.size(), 14.0 * MM);
    let room = flow.room();
    let left = flow.margin;
    let columns = Columns::new(left, room, &[0.55, 0.55, 2.6, 0.9, 0.9, 1.6]);
    let headings = ["Round", "Table", "Against", "Trays", "Our score", "Notes"];
    let plain = Stacked {
        columns: &columns,
        headings: &headings,
        head: 32.0,
        row: ROW,
    };
    let linked = Stacked {
        head: QR + 10.0,
        ..plain
    };
    let pairs: Vec<PairId> = dup.pairs_by(m).into_iter().map(|(id, _)| id).collect();
    for pair in pairs {
        let link = links
            .iter()
            .find(|(p, _)| *p == pair)
            .map(|(_, link)| link.as_str());
        let text_room = if link.is_some() {
            room - QR - 8.0
        } else {
            room
        };
        let mut head = |page: &mut Page, top: f32, continued: bool| {
            if let Some(link) = link {
                qr_corner(page, link, (left + room, top), text_room);
            }
            let y = top + fonts::ascent(13.0);
            let mut name = view.pair_label(pair);
            if continued {
                name.push_str(" (continued)");
            }
            page.text_shrinking((left, y), Style::bold(13.0), 10.0, text_room * 0.7, &name);
            page.right(
                left + text_room,
                y,
                Style::plain(9.0).ink(Ink::Grey),
                text_room * 0.28,
                title,
            );
            let how = how_it_goes(m, pair);
            page.text(
                (left, y + 14.0),
                Style::plain(9.0).ink(Ink::Grey),
                text_room,
                &how,
            );
        };
        let mut row = |page: &mut Page, i: usize, y: f32| {
            let round = i as u32 + 1;
            let Some(cells) = row_cells(view, pair, round) else {
                return;
            };
            let baseline = y + ROW - 4.0;
            for (i, text) in cells.iter().enumerate() {
                columns.cell(page, i, baseline, Style::plain(9.0), text);
            }
        };
        let stacked = if link.is_some() { &linked } else { &plain };
        stacked.lay_out(&mut flow, m.rounds() as usize, &mut head, &mut row);
    }
    Ok(flow.finish())
}

/// The pair's phone page as a QR code in the card's top right corner (`right`, `top`),
/// its link written beside it within `text_room`.
fn qr_corner(page: &mut Page, link: &str, (right, top): (f32, f32), text_room: f32) {
    super::super::qr::draw(page, link, (right - QR, top, QR));
    page.right(
        right - QR - 8.0,
        top + QR - 2.0,
        Style::plain(8.0).ink(Ink::Grey),
        text_room * 0.9,
        &format!("Your pair's page on a phone: {link}"),
    );
}

/// What a pair's card says of its movement, once, under its name.
fn how_it_goes(m: &crate::rules::duplicate::Movement, pair: PairId) -> String {
    let start = m.seat_of(1, pair).map_or(0, |s| s.table);
    match pair.group {
        PairGroup::NorthSouth => {
            format!("You sit North–South at table {} all evening.", pair.number)
        }
        PairGroup::EastWest => format!(
            "You sit East–West, starting at table {start}; after each round go where the \
             table's guide card says."
        ),
        // R-DUP-12: the pairs change table and direction as the lines below say.
        PairGroup::All => format!(
            "The two-table Howell: you start at table {start}; each round, sit at the table \
             and in the direction of its line."
        ),
    }
}

/// A round's line of a pair's card: the round, the table (with the direction in the
/// Howell, where it changes), the opponents and the trays.
fn row_cells(view: &DupView, pair: PairId, round: u32) -> Option<[String; 4]> {
    let m = &view.movement;
    let seat = m.seat_of(round, pair)?;
    let table = seat.table;
    let them = match seat.side {
        PairSide::NorthSouth => m.ew_at(round, table),
        PairSide::EastWest => Some(m.ns_at(round, table)),
    };
    let against = them.map_or_else(
        || "sits out (no opponents)".to_owned(),
        |p| view.pair_label(p),
    );
    let at = match (pair.group, seat.side) {
        (PairGroup::All, PairSide::NorthSouth) => format!("{table} N–S"),
        (PairGroup::All, PairSide::EastWest) => format!("{table} E–W"),
        _ => table.to_string(),
    };
    Some([
        round.to_string(),
        at,
        against,
        numbers(&m.trays_at(round, table)),
    ])
}
