//! Traveller slips: one per tray, folded into it, a row per table in the order the tray
//! is played there (R-DUP-3/4/5; in the two-table Howell both tables in the same round,
//! R-DUP-12), the pairs already filled in, the bid and the points
//! left for the North–South pair to pencil in. A sit-out's row is shaded: the tray
//! passes it unplayed. Slips are stacked down the page with a line to cut along.

use super::super::flow::Flow;
use super::super::page::{Ink, MM, Page, Paper, Style};
use super::{PrintError, Stacked, plays_by_tray};
use crate::fonts;
use crate::print::table::Table;
use crate::rules::Dup;
use crate::rules::duplicate::dealer_of_tray;
use crate::transcript::dup_view::DupView;
use crate::words::msg;

/// The height of a row to write in.
const ROW: f32 = 16.0;

/// The columns of a slip, as `sheet-column` names them.
const HEADINGS: [&str; 10] = [
    "round",
    "table",
    "ns-pair",
    "ew-pair",
    "bidder",
    "bid",
    "ns-points",
    "ew-points",
    "ns-score",
    "ew-score",
];

/// A slip per tray, tray 1 first.
pub fn traveller_slips(
    dup: Dup<'_>,
    view: &DupView,
    title: &str,
    paper: Paper,
) -> Result<Vec<Page>, PrintError> {
    let view = super::view(dup, view)?;
    let m = &view.movement;
    let mut flow = Flow::new(paper.size(), 14.0 * MM);
    let room = flow.room();
    let left = flow.margin;
    let columns = Table::new(
        left,
        room,
        &[0.8, 0.8, 0.8, 0.8, 1.0, 0.7, 1.0, 1.0, 1.1, 1.1],
    );
    let headings = HEADINGS.map(msg::sheet_column);
    let headings = headings.each_ref().map(String::as_str);
    let stacked = Stacked {
        columns: &columns,
        headings: &headings,
        head: 30.0,
        row: ROW,
    };
    for (index, plays) in plays_by_tray(m).iter().enumerate() {
        let tray = index as u32 + 1;
        let mut head = |page: &mut Page, top: f32, continued: bool| {
            let y = top + fonts::ascent(14.0);
            let name = if continued {
                msg::section_continued(msg::sheet_tray(tray))
            } else {
                msg::sheet_tray(tray)
            };
            page.text((left, y), Style::bold(14.0), room * 0.3, &name);
            page.right(
                left + room,
                y,
                Style::plain(9.0).ink(Ink::Grey),
                room * 0.68,
                &format!(
                    "{title} · {}",
                    msg::sheet_deals(crate::words::seat(dealer_of_tray(tray)))
                ),
            );
            page.text(
                (left, y + 16.0),
                Style::plain(8.5).ink(Ink::Grey),
                room,
                &msg::sheet_traveller_how(),
            );
        };
        let mut row = |page: &mut Page, i: usize, y: f32| {
            let Some(&(round, table)) = plays.get(i) else {
                return;
            };
            let ew = m.ew_at(round, table);
            let sits_out = ew.is_none();
            if sits_out {
                page.fill((left, y, room, ROW), Ink::Light);
            }
            let baseline = y + ROW - 4.5;
            let style = Style::plain(9.5);
            columns.cell(page, 0, baseline, style, &round.to_string());
            columns.cell(page, 1, baseline, style, &table.to_string());
            let ns = m.ns_at(round, table).number;
            columns.cell(page, 2, baseline, style, &ns.to_string());
            match ew {
                None => {
                    columns.cell(page, 3, baseline, style, &msg::sheet_sits_out());
                    columns.cell(page, 4, baseline, style, &msg::sheet_not_played());
                }
                Some(ew) => columns.cell(page, 3, baseline, style, &ew.number.to_string()),
            }
        };
        stacked.lay_out(&mut flow, plays.len(), &mut head, &mut row);
    }
    Ok(flow.finish())
}
