//! A Duplicate Cinch evening's results sheet: the winners of each direction (a tie and
//! its cut in words, R-DUP-8), the standings side by side in meaning if not on paper
//! (North–South, then East–West; one ranking of all four pairs in the two-table Howell,
//! R-DUP-12), every tray's traveller with what each table made of it, and the hands when
//! the program dealt them. A pair that has played no tray is listed without a place or a
//! score. Worked out by the same standings as the window, so paper and screen agree.

use super::super::flow::Flow;
use super::super::page::{Ink, MM, Page, Paper, Style};
use super::PrintError;
use super::hands::{BLOCK, block};
use crate::print::table::Table;
use crate::rules::duplicate::{PairGroup, dealer_of_tray};
use crate::rules::{Dup, PairSide, State};
use crate::transcript::dup_view::DupView;
use crate::transcript::sheet;
use crate::words::{self, msg};

use super::super::results::{BODY, H1, H3, SMALL, section};

/// The sheet.
pub fn results(
    dup: Dup<'_>,
    view: &DupView,
    title: &str,
    paper: Paper,
) -> Result<Vec<Page>, PrintError> {
    let state = dup.state;
    let view = super::view(dup, view)?;
    let m = &view.movement;
    let mut flow = Flow::new(paper.size(), 16.0 * MM);
    flow.line(0.0, H1, 26.0, title);
    let summary = sheet::dup_summary(state, view, dup.pairs().len());
    flow.paragraph(0.0, BODY.ink(Ink::Grey), 13.0, &summary);
    flow.gap(8.0);

    // Mid-evening the best pairs are leaders, not winners (issue 32).
    section(&mut flow, &words::leaders_heading(state));
    for winner in sheet::dup_winners(state, view) {
        flow.need(40.0);
        flow.paragraph(0.0, H3, 14.0, &winner.text);
        if let Some(story) = &winner.cut {
            flow.paragraph(10.0, SMALL.ink(Ink::Grey), 11.5, story);
        }
        flow.gap(4.0);
    }

    for &group in m.groups() {
        standings(&mut flow, view, group);
    }
    travellers(&mut flow, state, view);
    if let Ok(hands) = super::hands::dealt(dup, view) {
        section(&mut flow, &msg::sheet_the_hands());
        let room = flow.room();
        let gap = 12.0;
        let width = (room - gap) / 2.0;
        for pair in hands.chunks(2) {
            flow.need(BLOCK);
            let (left, top) = (flow.margin, flow.y);
            for (i, tray) in pair.iter().enumerate() {
                block(
                    flow.page(),
                    (left + i as f32 * (width + gap), top, width),
                    tray,
                );
            }
            flow.gap(BLOCK);
        }
    }
    Ok(flow.finish())
}

/// A row of cells, each on as many lines as it needs (a pair's names whole).
fn row(flow: &mut Flow, columns: &Table, leading: f32, cells: &[(&str, Style)]) {
    columns.row(flow, leading, cells);
}

fn standings(flow: &mut Flow, view: &DupView, group: PairGroup) {
    let title = match group {
        PairGroup::All => msg::results_standings(),
        other => msg::sheet_group_standings(crate::words::group(other)),
    };
    section(flow, &title);
    let mut columns = Table::new(flow.margin, flow.room(), &[0.5, 0.8, 4.0, 1.2, 0.8]);
    columns.fit(2, BODY, view.pairs().map(|p| view.names(p)));
    let grey = SMALL.ink(Ink::Grey);
    let score = sheet::score_heading(view.method);
    row(
        flow,
        &columns,
        13.0,
        &[
            ("", grey),
            (&msg::sheet_column("pair"), grey),
            (&msg::sheet_column("players"), grey),
            (&score, grey),
            (&msg::sheet_column("trays"), grey),
        ],
    );
    for s in view.standings.group(group) {
        // A pair that has played no tray has no place (R-DUP-8).
        let place = s.place.map_or_else(|| "–".to_owned(), |p| format!("{p}."));
        let tag = words::pair_tag(s.id());
        let score = view.score_words(s.id());
        let trays = s.trays.to_string();
        row(
            flow,
            &columns,
            13.0,
            &[
                (&place, BODY.ink(Ink::Grey)),
                (&tag, BODY),
                (view.names(s.id()), BODY),
                (&score, BODY),
                (&trays, BODY),
            ],
        );
    }
}

fn travellers(flow: &mut Flow, state: &State, view: &DupView) {
    section(flow, &msg::sheet_travellers());
    let columns = Table::new(
        flow.margin,
        flow.room(),
        &[0.6, 0.6, 0.7, 0.7, 4.2, 0.9, 1.1],
    );
    let grey = SMALL.ink(Ink::Grey);
    let score = sheet::traveller_score_heading(view.method);
    for traveller in &view.standings.travellers {
        flow.need(13.0 * 3.0 + 18.0);
        let head = msg::SheetTrayDealer {
            tray: traveller.tray,
            seat: crate::words::seat(dealer_of_tray(traveller.tray)),
        }
        .say();
        flow.line(0.0, H3, 15.0, &head);
        row(
            flow,
            &columns,
            12.0,
            &[
                (&msg::sheet_column("round"), grey),
                (&msg::sheet_column("table"), grey),
                (&words::side_short(PairSide::NorthSouth), grey),
                (&words::side_short(PairSide::EastWest), grey),
                (&msg::sheet_column("what"), grey),
                (&msg::sheet_column("result"), grey),
                (&score, grey),
            ],
        );
        for line in &traveller.lines {
            let cells = sheet::traveller_cells(state, view, traveller.tray, line);
            row(
                flow,
                &columns,
                12.0,
                &[
                    (&line.round.to_string(), BODY),
                    (&line.table.to_string(), BODY),
                    (&line.ns_pair.number.to_string(), BODY),
                    (&cells.ew, BODY),
                    (&cells.what, BODY),
                    (&cells.result, BODY),
                    (&cells.against, BODY),
                ],
            );
        }
        flow.gap(6.0);
    }
}
