//! The season table on paper (R-SEASON): the star ladders (ladies and gentlemen, or
//! everyone) and the duplicate ladder, a row per member with what counted, then each
//! evening with its winners. Laid out by the flow, so two hundred members run onto as
//! many pages as they need, each with its running heading; all of it read from the
//! derived season, so paper and screen agree.

use super::PrintError;
use super::flow::Flow;
use super::page::{Ink, MM, Page, Paper, Style};
use super::results::{BODY, H1, H2, H3, SMALL};
use crate::season::report::{evening_state_words, evening_winners, group_title, place_words};
use crate::season::{EveningRead, Season};
use crate::words::{msg, percent};

/// One row: texts at fractions of the room's width.
fn row(flow: &mut Flow, style: Style, cells: &[(f32, &str)]) {
    let leading = style.size + 4.0;
    flow.need(leading);
    let (margin, room, y) = (flow.margin, flow.room(), flow.y + style.size);
    let mut columns = cells.iter().peekable();
    while let Some((at, text)) = columns.next() {
        let next = columns.peek().map_or(1.0, |(n, _)| *n);
        let width = (next - at) * room - 4.0;
        // A little smaller rather than cut ("Prizes, all evenings" in its column).
        flow.page().text_shrinking(
            (margin + at * room, y),
            style,
            style.size * 0.8,
            width,
            text,
        );
    }
    flow.y += leading;
}

fn star_section(flow: &mut Flow, season: &Season) {
    for ladder in &season.table.star_ladders {
        let heading = msg::sheet_season_stars(group_title(ladder.group));
        flow.need(60.0);
        flow.line(0.0, H2, 20.0, &heading);
        flow.set_heading(Some(msg::section_continued(heading.as_str())));
        let columns = [0.0, 0.06, 0.47, 0.54, 0.61, 0.68, 0.78];
        // R-SEASON-3: the prizes of every star evening, counted among the best or not.
        let header = [
            String::new(),
            msg::sheet_column("member"),
            msg::sheet_column("gold"),
            msg::sheet_column("red"),
            msg::sheet_column("green"),
            msg::sheet_column("counted"),
            crate::words::season_prizes_heading(),
        ];
        let cells: Vec<(f32, &str)> = columns
            .iter()
            .copied()
            .zip(header.iter().map(String::as_str))
            .collect();
        row(flow, H3, &cells);
        for r in &ladder.rows {
            let texts = [
                place_words(r.place),
                r.name.clone(),
                r.stars.gold.to_string(),
                r.stars.red.to_string(),
                r.stars.green.to_string(),
                counted_of(r.counted.len(), r.evenings),
                r.prizes.to_string(),
            ];
            let cells: Vec<(f32, &str)> = columns
                .iter()
                .copied()
                .zip(texts.iter().map(String::as_str))
                .collect();
            row(flow, BODY, &cells);
        }
        flow.set_heading(None);
        flow.gap(10.0);
    }
}

fn duplicate_section(flow: &mut Flow, season: &Season) {
    if season.table.duplicate_ladder.is_empty() {
        return;
    }
    let heading = msg::sheet_season_duplicate();
    flow.need(60.0);
    flow.line(0.0, H2, 20.0, &heading);
    flow.set_heading(Some(msg::section_continued(heading.as_str())));
    let columns = [0.0, 0.07, 0.56, 0.72];
    let header = [
        String::new(),
        msg::sheet_column("member"),
        msg::sheet_column("per-cent"),
        msg::sheet_column("counted"),
    ];
    let cells: Vec<(f32, &str)> = columns
        .iter()
        .copied()
        .zip(header.iter().map(String::as_str))
        .collect();
    row(flow, H3, &cells);
    for r in &season.table.duplicate_ladder {
        let texts = [
            place_words(r.place),
            r.name.clone(),
            r.percent.map(percent).unwrap_or_default(),
            counted_of(r.counted.len(), r.evenings),
        ];
        let cells: Vec<(f32, &str)> = columns
            .iter()
            .copied()
            .zip(texts.iter().map(String::as_str))
            .collect();
        row(flow, BODY, &cells);
    }
    flow.set_heading(None);
    flow.gap(10.0);
}

fn evenings_section(flow: &mut Flow, season: &Season) {
    flow.need(60.0);
    let heading = msg::sheet_season_evenings();
    flow.line(0.0, H2, 20.0, &heading);
    flow.set_heading(Some(msg::section_continued(heading.as_str())));
    for (i, (file, read)) in season
        .file
        .evenings
        .iter()
        .zip(&season.evenings)
        .enumerate()
    {
        let title = match read {
            EveningRead::Read(f) => f.title.clone(),
            EveningRead::Unreadable(_) => file.clone(),
        };
        flow.need(30.0);
        flow.line(
            0.0,
            H3,
            14.0,
            &format!("{}. {title} ({})", i + 1, evening_state_words(read)),
        );
        let won = evening_winners(read);
        if !won.is_empty() {
            let over = matches!(read, EveningRead::Read(f) if f.over);
            let heading = crate::words::season_winners_heading(over);
            flow.paragraph(12.0, SMALL, 11.0, &format!("{heading}: {won}"));
        }
    }
    flow.set_heading(None);
}

/// The season table's pages.
pub fn season_pages(season: &Season, paper: Paper) -> Vec<Page> {
    let mut flow = Flow::new(paper.size(), 16.0 * MM);
    flow.line(0.0, H1, 26.0, &season_title(season));
    flow.paragraph(0.0, BODY.ink(Ink::Grey), 13.0, &season_summary(season));
    flow.gap(8.0);
    star_section(&mut flow, season);
    duplicate_section(&mut flow, season);
    evenings_section(&mut flow, season);
    let mut pages = flow.finish();
    super::flow::number_pages(&mut pages, &season_title(season));
    if let Some(first) = pages.first_mut() {
        super::flow::stamp_mark(first);
    }
    pages
}

/// The season table as a PDF: its pages and the file's bytes.
pub fn season_pdf(season: &Season, paper: Paper) -> Result<(Vec<Page>, Vec<u8>), PrintError> {
    let pages = season_pages(season, paper);
    let bytes = super::pdf::to_pdf(&pages, &season_title(season)).map_err(PrintError::Pdf)?;
    Ok((pages, bytes))
}

/// The PDF's file name: `winter-2026-season-a4.pdf`.
pub fn season_file_name(season: &Season, paper: Paper) -> String {
    super::file_name(&season.name, &format!("season-{}", paper.code()))
}

/// "Season Winter 2026": the season table's title, on paper and on the page.
pub fn season_title(season: &Season) -> String {
    msg::sheet_season_title(season.name.as_str())
}

/// "5 evenings · the best 4 evenings of each member count · 3 evenings to be placed".
pub fn season_summary(season: &Season) -> String {
    let best = match season.file.best.filter(|&n| n > 0) {
        Some(n) => msg::sheet_season_best(n),
        None => msg::sheet_season_every(),
    };
    msg::SheetSeasonSummary {
        evenings: msg::sheet_count_evenings(season.file.evenings.len()),
        best,
        placed: msg::sheet_count_evenings(season.file.min_evenings),
    }
    .say()
}

/// "3 of 5": a member's evenings counted of those they came to.
pub fn counted_of(counted: usize, evenings: u32) -> String {
    msg::SheetCountedOf { counted, evenings }.say()
}
