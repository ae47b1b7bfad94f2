//! Pair score cards: one per pair, North–South first, a line per round with the table,
//! the opponents and the trays (R-DUP-3/4/5; in the two-table Howell the direction the
//! pair sits too, R-DUP-12), and a column for the pair to note its
//! score on each; with the phones on, the pair's own link as a QR code (its page follows
//! the pair from table to table). Stacked down the page with a line to cut along.

use super::super::flow::Flow;
use super::super::page::{Ink, MM, Page, Paper, Style};
use super::{PrintError, Stacked, numbers};
use crate::fonts;
use crate::print::table::Table;
use crate::rules::duplicate::{PairGroup, PairId};
use crate::rules::{Dup, PairSide};
use crate::transcript::dup_view::DupView;
use crate::words::{self, msg};

/// The height of a round's line.
const ROW: f32 = 15.0;
/// A second line in a row (the opponents' names where one line does not hold them).
const LINE: f32 = 11.0;
/// The pair's name at a card's head, and its lines' spacing.
const HEAD: Style = Style::bold(12.0);
const HEAD_LINE: f32 = 14.0;

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
    let mut columns = Table::new(left, room, &[0.55, 0.55, 2.6, 0.9, 0.9, 1.6]);
    let cell_style = Style::plain(9.0);
    // The opponents' names whole (issue 54): one size for the column at which every
    // name fits a line, the pair on a second line where the two do not.
    let labels: Vec<String> = view.pairs().map(|p| view.pair_label(p)).collect();
    columns.fit(2, cell_style, labels.iter().map(String::as_str));
    let headings =
        ["round", "table", "against", "trays", "our-score", "notes"].map(msg::sheet_column);
    let headings = headings.each_ref().map(String::as_str);
    let pairs: Vec<PairId> = dup.pairs_by(m).into_iter().map(|(id, _)| id).collect();
    for pair in pairs {
        let lines = (1..=m.rounds())
            .filter_map(|round| row_cells(view, pair, round))
            .map(|cells| columns.lines(2, cell_style, &cells[2]).len())
            .max()
            .unwrap_or(1)
            .max(1);
        // The pair's own names whole at the head too: on a second line where need be.
        let label = view.pair_label(pair);
        let link = links
            .iter()
            .find(|(p, _)| *p == pair)
            .map(|(_, link)| link.as_str());
        let text_room = if link.is_some() {
            room - QR - 8.0
        } else {
            room
        };
        let heads = crate::print::table::cell_lines(&label, text_room * 0.7, HEAD).len();
        let extra = HEAD_LINE * (heads.max(1) - 1) as f32;
        let plain = Stacked {
            columns: &columns,
            headings: &headings,
            head: 32.0 + extra,
            row: ROW + LINE * (lines - 1) as f32,
        };
        // With a link, its words go under the QR code's foot, or under the head's words
        // when a long name pushed them lower.
        let link_at = (QR - 2.0).max(fonts::ascent(13.0) + extra + 14.0 + 12.0);
        let linked = Stacked {
            head: (QR + 10.0).max(link_at + 8.0),
            ..plain
        };
        let card = CardHead {
            label: &label,
            how: how_it_goes(m, pair),
            title,
            link: link.map(|l| (l, link_at)),
            left,
            room,
            text_room,
        };
        let mut head = |page: &mut Page, top: f32, continued: bool| card.draw(page, top, continued);
        let mut row = |page: &mut Page, i: usize, y: f32| {
            let round = i as u32 + 1;
            let Some(cells) = row_cells(view, pair, round) else {
                return;
            };
            let baseline = y + ROW - 4.0;
            for (i, text) in cells.iter().enumerate() {
                for (k, line) in columns.lines(i, cell_style, text).iter().enumerate() {
                    columns.cell(page, i, baseline + LINE * k as f32, cell_style, line);
                }
            }
        };
        let stacked = if link.is_some() { &linked } else { &plain };
        stacked.lay_out(&mut flow, m.rounds() as usize, &mut head, &mut row);
    }
    Ok(flow.finish())
}

/// A pair card's head: the pair's names (on more lines where one does not hold them),
/// the party's title, how the pair moves, and its link as a QR code.
struct CardHead<'a> {
    label: &'a str,
    how: String,
    title: &'a str,
    /// The link, and how far below the head's top its words go.
    link: Option<(&'a str, f32)>,
    left: f32,
    room: f32,
    /// The room left of the QR code.
    text_room: f32,
}

impl CardHead<'_> {
    fn draw(&self, page: &mut Page, top: f32, continued: bool) {
        let (left, text_room) = (self.left, self.text_room);
        if let Some((link, at)) = self.link {
            qr_corner(page, link, (left + self.room, top), (text_room, at));
        }
        let y = top + fonts::ascent(13.0);
        let name = if continued {
            msg::section_continued(self.label)
        } else {
            self.label.to_owned()
        };
        let name_lines = crate::print::table::cell_lines(&name, text_room * 0.7, HEAD);
        for (k, line) in name_lines.iter().enumerate() {
            let at = (left, y + HEAD_LINE * k as f32);
            page.text(at, HEAD, text_room * 0.7, line);
        }
        let y = y + HEAD_LINE * (name_lines.len().max(1) - 1) as f32;
        let grey = Style::plain(9.0).ink(Ink::Grey);
        page.right(left + text_room, y, grey, text_room * 0.28, self.title);
        page.text((left, y + 14.0), grey, text_room, &self.how);
    }
}

/// The pair's phone page as a QR code in the card's top right corner (`right`, `top`),
/// its link written beside it within `text_room`, `at` below the top.
fn qr_corner(page: &mut Page, link: &str, (right, top): (f32, f32), (text_room, at): (f32, f32)) {
    super::super::qr::draw(page, link, (right - QR, top, QR));
    page.right(
        right - QR - 8.0,
        top + at,
        Style::plain(8.0).ink(Ink::Grey),
        text_room * 0.9,
        &msg::sheet_pair_link(link),
    );
}

/// What a pair's card says of its movement, once, under its name.
fn how_it_goes(m: &crate::rules::duplicate::Movement, pair: PairId) -> String {
    let start = m.seat_of(1, pair).map_or(0, |s| s.table);
    match pair.group {
        PairGroup::NorthSouth => msg::sheet_pair_ns(pair.number),
        PairGroup::EastWest => msg::sheet_pair_ew(start),
        // R-DUP-12: the pairs change table and direction as the lines below say.
        PairGroup::All => msg::sheet_pair_howell(start),
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
    let against = them.map_or_else(msg::sheet_pair_sits_out, |p| view.pair_label(p));
    let at = match (pair.group, seat.side) {
        (PairGroup::All, side) => format!("{table} {}", words::side_short(side)),
        _ => table.to_string(),
    };
    Some([
        round.to_string(),
        at,
        against,
        numbers(&m.trays_at(round, table)),
    ])
}
