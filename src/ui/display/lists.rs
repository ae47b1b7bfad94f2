//! The guest display's boards — "Find your seat", the stars of each prize group, and
//! (from `display::duplicate`) the two directions' leader boards — drawn from the plan that
//! `view::display_plan` makes of the texts' measured widths: fixed columns, a gap before
//! every number, names cut only where the plan says, as few pages as the promised type
//! size allows, the pages turning by themselves.

use egui::{Color32, RichText};

use crate::rules::StarColour;
use crate::transcript::standings::StandingGroup;
use crate::ui::display::{Canvas, heading};
use crate::view::Desk;
use crate::view::display_plan::{
    Area, BoardsPlan, Columns, RowsMeasure, legend_cells, legend_fits, page_at, plan_boards,
};
use crate::view::display_rows::{self, Row, page_words};
use crate::words::star_symbol;

/// The width of `text` at a text size of 1.
pub(in crate::ui) fn width_at_one(ui: &egui::Ui, text: &str) -> f32 {
    const REFERENCE: f32 = 100.0;
    let galley = ui.painter().layout_no_wrap(
        text.to_owned(),
        egui::FontId::proportional(REFERENCE),
        Color32::WHITE,
    );
    galley.size().x / REFERENCE
}

/// A text to put in a cell: its words, its size in the display's pixels, its ink.
pub(in crate::ui) struct Ink<'a> {
    pub words: &'a str,
    pub size: f32,
    pub colour: Color32,
}

/// Puts a text in `area` of the display, vertically centred, aligned by `align`; cut with
/// "…" unless the plan says it shows `whole`.
pub(in crate::ui) fn put(
    ui: &mut egui::Ui,
    canvas: &Canvas,
    area: Area,
    ink: Ink<'_>,
    (align, whole): (egui::Align, bool),
) {
    let layout = match align {
        egui::Align::Max => egui::Layout::right_to_left(egui::Align::Center),
        _ => egui::Layout::left_to_right(egui::Align::Center),
    };
    let text = RichText::new(ink.words)
        .size(canvas.px(ink.size))
        .color(ink.colour);
    let label = if whole {
        egui::Label::new(text).extend()
    } else {
        egui::Label::new(text).truncate()
    };
    ui.scope_builder(
        egui::UiBuilder::new()
            .max_rect(canvas.rect(area))
            .layout(layout),
        |ui| {
            ui.add(label);
        },
    );
}

/// Measures `boards` for the plan with the window's fonts (see
/// `display_rows::measure`).
pub(in crate::ui) fn measure(
    ui: &egui::Ui,
    boards: &[&[Row]],
    options: (f32, bool),
    heads: &[&str],
) -> (Vec<RowsMeasure>, Columns) {
    display_rows::measure(boards, options, heads, &|t| width_at_one(ui, t))
}

/// Draws page `page` of each board's rows where the plan puts them: numbers to the right
/// of their cells, names to the left.
pub(in crate::ui) fn draw_rows(
    ui: &mut egui::Ui,
    canvas: &Canvas,
    plan: &BoardsPlan,
    boards: &[&[Row]],
    page: usize,
) {
    let size = plan.fit.size;
    for (b, rows) in boards.iter().enumerate() {
        for i in plan.page_rows(b, page) {
            let (Some(row), Some(cells)) = (rows.get(i), plan.row(b, i)) else {
                continue;
            };
            for ((words, ink), area) in row.lead.iter().zip(&cells.lead) {
                let ink = Ink {
                    words,
                    size,
                    colour: canvas.inks.of(*ink),
                };
                put(ui, canvas, *area, ink, (egui::Align::Max, true));
            }
            let (words, ink) = &row.name;
            let ink = Ink {
                words,
                size,
                colour: canvas.inks.of(*ink),
            };
            put(ui, canvas, cells.name, ink, (egui::Align::Min, cells.whole));
            for ((words, ink), area) in row.trail.iter().zip(&cells.trail) {
                let ink = Ink {
                    words,
                    size,
                    colour: canvas.inks.of(*ink),
                };
                put(ui, canvas, *area, ink, (egui::Align::Max, true));
            }
        }
    }
}

pub(in crate::ui) fn seats_ui(ui: &mut egui::Ui, canvas: &Canvas, desk: &Desk, time: f64) {
    let party = desk.state();
    let Some((round, rows)) = display_rows::seats(party, desk.seating()) else {
        welcome_ui(ui, canvas, display_rows::welcome_words(party));
        return;
    };
    seat_list_ui(ui, canvas, &rows, round, time);
}

/// A welcome before anyone is seated.
pub(in crate::ui) fn welcome_ui(ui: &mut egui::Ui, canvas: &Canvas, words: &str) {
    heading(ui, canvas, "Welcome!", canvas.unit());
    ui.label(
        RichText::new(words)
            .size(canvas.unit() * 0.6)
            .color(canvas.inks.text),
    );
}

/// "Find your seat": every name with its table and chair, in as many columns and pages
/// as the promised type size needs, the pages turning by themselves.
pub(in crate::ui) fn seat_list_ui(
    ui: &mut egui::Ui,
    canvas: &Canvas,
    rows: &[(String, String)],
    round: u32,
    time: f64,
) {
    let board = display_rows::seat_list_rows(rows);
    let (measures, columns) = measure(ui, &[&board], (Columns::GUEST, false), &[]);
    let f = &canvas.frame;
    let plan = plan_boards(f, f.body, &measures, &columns);
    let page = page_at(plan.fit.pages, time);
    let title = display_rows::seats_title(rows, round, &plan, page);
    title_with_legend(ui, canvas, &title, display_rows::SEATS_LEGEND);
    draw_rows(ui, canvas, &plan, &[&board], page);
}

/// The title, and a key at the right of the title band when the title leaves it room.
fn title_with_legend(ui: &mut egui::Ui, canvas: &Canvas, title: &str, legend: &str) {
    let f = &canvas.frame;
    let ink = Ink {
        words: title,
        size: f.title_size,
        colour: canvas.inks.title,
    };
    put(ui, canvas, f.title, ink, (egui::Align::Min, false));
    if legend_fits(f, width_at_one(ui, title), width_at_one(ui, legend)) {
        let ink = Ink {
            words: legend,
            size: f.smallest,
            colour: canvas.inks.quiet,
        };
        put(ui, canvas, f.title, ink, (egui::Align::Max, true));
    }
}

/// The stars board: each prize group's standings side by side, paging together; the
/// colours named once in the title band, each count under its star's shape.
pub(in crate::ui) fn standings_ui(ui: &mut egui::Ui, canvas: &Canvas, desk: &Desk, time: f64) {
    let f = &canvas.frame;
    let Some(star) = desk.star() else { return };
    let groups: Vec<Vec<Row>> = star.standings.iter().map(display_rows::star_rows).collect();
    let boards: Vec<&[Row]> = groups.iter().map(Vec::as_slice).collect();
    let heads = StarColour::ALL.map(star_symbol);
    let (measures, columns) = measure(ui, &boards, (Columns::GUEST, true), &heads);
    let plan = plan_boards(f, f.body, &measures, &columns);
    let page = page_at(plan.fit.pages, time);
    let ink = Ink {
        words: &format!("Stars{}", page_words(&plan, page)),
        size: f.title_size,
        colour: canvas.inks.title,
    };
    put(ui, canvas, f.title, ink, (egui::Align::Min, false));
    legend_ui(ui, canvas);
    for (b, group) in star.standings.iter().enumerate() {
        group_title_ui(ui, canvas, &plan, (b, group), page);
    }
    draw_rows(ui, canvas, &plan, &boards, page);
}

/// "★ gold ✶ red ✹ green" at the right of the title band, each in its colour.
fn legend_ui(ui: &mut egui::Ui, canvas: &Canvas) {
    let f = &canvas.frame;
    let texts = StarColour::ALL.map(|c| format!("{} {}", star_symbol(c), crate::words::star(c)));
    let widths: Vec<f32> = texts.iter().map(|t| width_at_one(ui, t)).collect();
    let cells = legend_cells(f, &widths);
    for ((colour, text), cell) in StarColour::ALL.iter().zip(&texts).zip(cells) {
        let ink = Ink {
            words: text,
            size: f.smallest,
            colour: canvas.inks.star(*colour),
        };
        put(ui, canvas, cell, ink, (egui::Align::Max, true));
    }
}

/// A group's title line above its rows ("Ladies"), and above each column of counts on
/// this page its star's shape, in its colour.
fn group_title_ui(
    ui: &mut egui::Ui,
    canvas: &Canvas,
    plan: &BoardsPlan,
    (b, group): (usize, &StandingGroup),
    page: usize,
) {
    let Some((room, heads)) = plan.heads(b, page) else {
        return;
    };
    let small = plan.title_size;
    for column in heads {
        for (colour, head) in StarColour::ALL.iter().zip(column) {
            let ink = Ink {
                words: star_symbol(*colour),
                size: small,
                colour: canvas.inks.star(*colour),
            };
            put(ui, canvas, head, ink, (egui::Align::Max, true));
        }
    }
    let ink = Ink {
        words: crate::words::group_title(group.side),
        size: small,
        colour: canvas.inks.quiet,
    };
    put(ui, canvas, room, ink, (egui::Align::Min, false));
}
