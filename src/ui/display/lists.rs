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
    Area, BoardsPlan, CELL_GAP, Columns, RowsMeasure, page_at, plan_boards,
};
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

/// A row of a board: the cells before the name, the name, the cells after it (each text
/// with its ink).
pub(in crate::ui) struct BoardRow {
    pub lead: Vec<(String, Color32)>,
    pub name: (String, Color32),
    pub trail: Vec<(String, Color32)>,
}

/// Measures `boards` for the plan: each name, and each column as wide as its widest.
/// `heads` are what stands above the cells after the name (a star's shape above its
/// count): each such column is at least as wide as its head.
pub(in crate::ui) fn measure(
    ui: &egui::Ui,
    boards: &[&[BoardRow]],
    (shortest_name, titled): (f32, bool),
    heads: &[&str],
) -> (Vec<RowsMeasure>, Columns) {
    // Each different text measured once (200 rows of counts are a handful of numbers).
    let widest = |pick: &dyn Fn(&BoardRow) -> Option<&String>| {
        let texts: std::collections::BTreeSet<&String> = boards
            .iter()
            .flat_map(|b| b.iter())
            .filter_map(pick)
            .collect();
        texts
            .into_iter()
            .map(|t| width_at_one(ui, t))
            .fold(0.0, f32::max)
    };
    let cells = |pick: &dyn Fn(&BoardRow) -> usize| {
        boards
            .iter()
            .flat_map(|b| b.iter())
            .map(pick)
            .max()
            .unwrap_or(0)
    };
    let lead = (0..cells(&|r| r.lead.len()))
        .map(|i| widest(&|r| r.lead.get(i).map(|c| &c.0)))
        .collect();
    let trail = (0..cells(&|r| r.trail.len()))
        .map(|i| {
            let head = heads.get(i).map_or(0.0, |h| width_at_one(ui, h));
            widest(&|r| r.trail.get(i).map(|c| &c.0)).max(head)
        })
        .collect();
    let measures = boards
        .iter()
        .map(|b| RowsMeasure {
            names: b.iter().map(|r| width_at_one(ui, &r.name.0)).collect(),
        })
        .collect();
    let columns = Columns {
        lead,
        trail,
        shortest_name,
        titled,
    };
    (measures, columns)
}

/// Draws page `page` of each board's rows where the plan puts them: numbers to the right
/// of their cells, names to the left.
pub(in crate::ui) fn draw_rows(
    ui: &mut egui::Ui,
    canvas: &Canvas,
    plan: &BoardsPlan,
    boards: &[&[BoardRow]],
    page: usize,
) {
    let size = plan.fit.size;
    for (b, rows) in boards.iter().enumerate() {
        for i in plan.page_rows(b, page) {
            let (Some(row), Some(cells)) = (rows.get(i), plan.row(b, i)) else {
                continue;
            };
            for ((words, colour), area) in row.lead.iter().zip(&cells.lead) {
                let ink = Ink {
                    words,
                    size,
                    colour: *colour,
                };
                put(ui, canvas, *area, ink, (egui::Align::Max, true));
            }
            let (words, colour) = &row.name;
            let ink = Ink {
                words,
                size,
                colour: *colour,
            };
            put(ui, canvas, cells.name, ink, (egui::Align::Min, cells.whole));
            for ((words, colour), area) in row.trail.iter().zip(&cells.trail) {
                let ink = Ink {
                    words,
                    size,
                    colour: *colour,
                };
                put(ui, canvas, *area, ink, (egui::Align::Max, true));
            }
        }
    }
}

/// " (page 1 of 3)" when there is more than one page.
pub(in crate::ui) fn page_words(plan: &BoardsPlan, page: usize) -> String {
    if plan.fit.pages > 1 {
        format!(" (page {} of {})", page + 1, plan.fit.pages)
    } else {
        String::new()
    }
}

/// Every guest with their table and chair ("3  N") or "waits", alphabetical.
pub(in crate::ui) fn seat_rows(
    state: &crate::rules::State,
    seating: &crate::transcript::seating::Seating,
) -> Vec<(String, String)> {
    let mut rows: Vec<(String, String)> = seating
        .seated
        .iter()
        .map(|s| {
            let place = if s.sits_out {
                format!("{}  out", s.table)
            } else {
                format!("{}  {}", s.table, s.chair.letter())
            };
            (state.name(s.guest).to_owned(), place)
        })
        .chain(
            seating
                .waiting
                .iter()
                .map(|&g| (state.name(g).to_owned(), "waits".to_owned())),
        )
        .collect();
    rows.sort_by(|a, b| a.0.to_lowercase().cmp(&b.0.to_lowercase()).then(a.cmp(b)));
    rows
}

pub(in crate::ui) fn seats_ui(ui: &mut egui::Ui, canvas: &Canvas, desk: &Desk, time: f64) {
    let seating = desk.seating();
    if seating.round == 0 {
        welcome_ui(
            ui,
            canvas,
            "The draw will give each of you a table and a partner.",
        );
        return;
    }
    let rows = seat_rows(desk.state(), seating);
    seat_list_ui(ui, canvas, &rows, seating.round, time);
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

/// The first letters of the first and last names on a page: "A to L".
fn letters(first: &str, last: &str) -> String {
    let initial = |name: &str| name.chars().next().map(|c| c.to_uppercase().to_string());
    match (initial(first), initial(last)) {
        (Some(a), Some(b)) if a == b => a,
        (Some(a), Some(b)) => format!("{a} to {b}"),
        _ => String::new(),
    }
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
    let inks = canvas.inks;
    let board: Vec<BoardRow> = rows
        .iter()
        .map(|(name, place)| BoardRow {
            lead: Vec::new(),
            name: (name.clone(), inks.text),
            trail: vec![(place.clone(), inks.seat)],
        })
        .collect();
    let (measures, columns) = measure(ui, &[&board], (Columns::GUEST, false), &[]);
    let f = &canvas.frame;
    let plan = plan_boards(f, f.body, &measures, &columns);
    let page = page_at(plan.fit.pages, time);
    let shown = plan.page_rows(0, page);
    let title = match (
        rows.get(shown.start),
        shown.end.checked_sub(1).and_then(|l| rows.get(l)),
    ) {
        (Some(first), Some(last)) if plan.fit.pages > 1 => format!(
            "Find your seat — round {round} (page {} of {}, {})",
            page + 1,
            plan.fit.pages,
            letters(&first.0, &last.0)
        ),
        _ => format!("Find your seat — round {round}"),
    };
    title_with_legend(ui, canvas, &title, "table and chair: N, E, S, W");
    draw_rows(ui, canvas, &plan, &[&board], page);
}

/// The title, and a key at the right of the title band when the title leaves it room.
fn title_with_legend(ui: &mut egui::Ui, canvas: &Canvas, title: &str, legend: &str) {
    let f = &canvas.frame;
    let title_w = width_at_one(ui, title) * f.title_size;
    let legend_w = width_at_one(ui, legend) * f.smallest;
    let ink = Ink {
        words: title,
        size: f.title_size,
        colour: canvas.inks.title,
    };
    put(ui, canvas, f.title, ink, (egui::Align::Min, false));
    if title_w + legend_w + f.unit * 0.5 <= f.title.w {
        let ink = Ink {
            words: legend,
            size: f.smallest,
            colour: canvas.inks.quiet,
        };
        put(ui, canvas, f.title, ink, (egui::Align::Max, true));
    }
}

/// The rows of a prize group: place (shared by equal counts), name, and the three counts
/// in their colours, each under its star's shape (drawn once above the column).
fn star_rows(canvas: &Canvas, group: &StandingGroup) -> Vec<BoardRow> {
    let inks = canvas.inks;
    group
        .rows
        .iter()
        .map(|row| BoardRow {
            lead: vec![(format!("{}.", row.place), inks.quiet)],
            name: (row.name.clone(), inks.text),
            trail: StarColour::ALL
                .map(|c| (row.stars.of(c).to_string(), inks.star(c)))
                .to_vec(),
        })
        .collect()
}

/// The stars board: each prize group's standings side by side, paging together; the
/// colours named once in the title band, each count under its star's shape.
pub(in crate::ui) fn standings_ui(ui: &mut egui::Ui, canvas: &Canvas, desk: &Desk, time: f64) {
    let f = &canvas.frame;
    let groups: Vec<Vec<BoardRow>> = desk
        .standings()
        .iter()
        .map(|g| star_rows(canvas, g))
        .collect();
    let boards: Vec<&[BoardRow]> = groups.iter().map(Vec::as_slice).collect();
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
    for (b, group) in desk.standings().iter().enumerate() {
        group_title_ui(ui, canvas, &plan, (b, group), page);
    }
    draw_rows(ui, canvas, &plan, &boards, page);
}

/// "★ gold ✶ red ✹ green" at the right of the title band, each in its colour.
fn legend_ui(ui: &mut egui::Ui, canvas: &Canvas) {
    let f = &canvas.frame;
    let mut right = f.title.right();
    for colour in StarColour::ALL.iter().rev() {
        let text = format!("{} {}", star_symbol(*colour), crate::words::star(*colour));
        let w = (width_at_one(ui, &text) + CELL_GAP) * f.smallest;
        let cell = Area {
            x: right - w,
            w,
            ..f.title
        };
        let ink = Ink {
            words: &text,
            size: f.smallest,
            colour: canvas.inks.star(*colour),
        };
        put(ui, canvas, cell, ink, (egui::Align::Max, true));
        right -= w;
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
    let Some(&area) = plan.titles.get(b) else {
        return;
    };
    let small = plan.title_size;
    let rows = plan.page_rows(b, page);
    let mut room = area.w;
    for column in 0..plan.fit.columns {
        let first = rows.start + column * plan.fit.rows;
        let Some(cells) = rows.contains(&first).then(|| plan.row(b, first)).flatten() else {
            continue;
        };
        if column == 0 {
            room = cells
                .trail
                .first()
                .map_or(area.w, |c| c.x - area.x - small * CELL_GAP);
        }
        for (colour, cell) in StarColour::ALL.iter().zip(&cells.trail) {
            let ink = Ink {
                words: star_symbol(*colour),
                size: small,
                colour: canvas.inks.star(*colour),
            };
            let head = Area {
                x: cell.x,
                w: cell.w,
                ..area
            };
            put(ui, canvas, head, ink, (egui::Align::Max, true));
        }
    }
    let ink = Ink {
        words: crate::words::group_title(group.side),
        size: small,
        colour: canvas.inks.quiet,
    };
    let room = Area {
        w: room.max(0.0),
        ..area
    };
    put(ui, canvas, room, ink, (egui::Align::Min, false));
}
