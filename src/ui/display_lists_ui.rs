//! The guest display's two long lists, "Find your seat" and the stars, laid out by
//! `display_layout` from the names' measured widths: columns that never overlap, as few
//! pages as the smallest readable type allows.

use egui::{Color32, RichText};

use super::display_layout::{ListFit, ListMeasure, ROW, SMALLEST_TEXT, fit_list, page_at, typical};
use super::display_ui::heading;
use super::widgets::star_colour;
use crate::rules::StarColour;
use crate::rules::progression::seat_of;
use crate::transcript::standings::{StandingGroup, StandingRow};
use crate::view::Desk;
use crate::words::star_symbol;

/// The width of `text` at a text size of 1.
fn width_at_one(ui: &egui::Ui, text: &str) -> f32 {
    const REFERENCE: f32 = 100.0;
    let galley = ui.painter().layout_no_wrap(
        text.to_owned(),
        egui::FontId::proportional(REFERENCE),
        Color32::WHITE,
    );
    galley.size().x / REFERENCE
}

/// Puts `text` in `rect`, vertically centred, aligned by `align`, cut with "…" if it is
/// too wide.
fn cell(ui: &mut egui::Ui, rect: egui::Rect, text: RichText, align: egui::Align) {
    let layout = match align {
        egui::Align::Max => egui::Layout::right_to_left(egui::Align::Center),
        _ => egui::Layout::left_to_right(egui::Align::Center),
    };
    ui.scope_builder(egui::UiBuilder::new().max_rect(rect).layout(layout), |ui| {
        ui.add(egui::Label::new(text).truncate());
    });
}

/// The rectangle of each row on the page, down each column, then across.
fn row_rects(fit: &ListFit, area: egui::Rect, on_page: usize) -> Vec<egui::Rect> {
    (0..on_page.min(fit.per_page()))
        .map(|i| {
            let (column, row) = (i / fit.rows, i % fit.rows);
            let min = area.min
                + egui::vec2(
                    column as f32 * (fit.column_width + fit.gap()),
                    row as f32 * fit.row_height(),
                );
            egui::Rect::from_min_size(min, egui::vec2(fit.column_width, fit.row_height()))
        })
        .collect()
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

/// Every guest with their table and chair ("3  N") or "waits", alphabetical.
fn seat_rows(party: &crate::rules::State, round: &crate::rules::Round) -> Vec<(String, String)> {
    let mut rows: Vec<(String, String)> = party
        .guests()
        .iter()
        .filter(|g| !g.removed)
        .map(|g| {
            let place = match seat_of(round, g.id) {
                Some((table, seat)) => format!("{table}  {}", seat.letter()),
                None => "waits".to_owned(),
            };
            (g.name.clone(), place)
        })
        .collect();
    rows.sort_by(|a, b| a.0.to_lowercase().cmp(&b.0.to_lowercase()).then(a.cmp(b)));
    rows
}

pub(super) fn seats_ui(ui: &mut egui::Ui, desk: &Desk, unit: f32, time: f64) {
    let party = desk.state();
    let Some(round) = party.current_round() else {
        heading(ui, "Welcome!", unit);
        ui.label(
            RichText::new("The draw will give each of you a table and a partner.")
                .size(unit * 0.6)
                .color(Color32::WHITE),
        );
        return;
    };
    let rows = seat_rows(party, round);
    seat_list_ui(ui, &rows, round.number, unit, time);
}

/// "Find your seat": every name with its table and chair, in as many columns and pages
/// as the smallest readable type needs, the pages turning by themselves.
pub(super) fn seat_list_ui(
    ui: &mut egui::Ui,
    rows: &[(String, String)],
    round: u32,
    unit: f32,
    time: f64,
) {
    let screen_height = ui.ctx().content_rect().height();
    let heading_height = unit * 1.1;
    let mut area = ui.available_rect_before_wrap();
    area.min.y += heading_height;
    let name_widths: Vec<f32> = rows
        .iter()
        .map(|(name, _)| width_at_one(ui, name))
        .collect();
    let measure = ListMeasure {
        count: rows.len(),
        widest_name: name_widths.iter().copied().fold(0.0, f32::max),
        typical_name: typical(name_widths),
        fixed: rows
            .iter()
            .map(|(_, place)| width_at_one(ui, place))
            .fold(0.0, f32::max)
            + 0.8,
    };
    let fit = fit_list(measure, area.width(), area.height(), screen_height);
    let shown = page_at(fit.pages, time);
    let on_page = rows
        .get(shown * fit.per_page()..)
        .unwrap_or_default()
        .iter()
        .take(fit.per_page())
        .collect::<Vec<_>>();
    let title = match (on_page.first(), on_page.last()) {
        (Some(first), Some(last)) if fit.pages > 1 => format!(
            "Find your seat — round {round} (page {} of {}, {})",
            shown + 1,
            fit.pages,
            letters(&first.0, &last.0)
        ),
        _ => format!("Find your seat — round {round}"),
    };
    ui.horizontal(|ui| {
        heading(ui, &title, unit);
        // The key to the chairs, at the right, when the title leaves it room.
        let legend = "table and chair: N, E, S, W";
        let size = screen_height * SMALLEST_TEXT;
        if ui.available_width() > width_at_one(ui, legend) * size + unit * 0.5 {
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                ui.label(RichText::new(legend).size(size).color(Color32::LIGHT_GRAY));
            });
        }
    });
    for ((name, place), rect) in on_page.iter().zip(row_rects(&fit, area, on_page.len())) {
        let (name_rect, place_rect) = rect.split_left_right_at_x(rect.min.x + fit.name_width);
        cell(
            ui,
            name_rect,
            RichText::new(name).size(fit.size).color(Color32::WHITE),
            egui::Align::Min,
        );
        cell(
            ui,
            place_rect,
            RichText::new(place)
                .size(fit.size)
                .strong()
                .color(Color32::from_rgb(140, 200, 255)),
            egui::Align::Max,
        );
    }
}

/// A count with its star, close together: "★ 3".
fn count_text(colour: StarColour, count: u32) -> String {
    format!("{}\u{202f}{count}", star_symbol(colour))
}

/// A colour's name with its star: "★ gold".
fn header_of(colour: StarColour) -> String {
    format!("{} {}", star_symbol(colour), colour.word())
}

/// What the stars board measured: the fit of its rows, and the fixed columns' widths
/// at a text size of 1.
struct StarsBoard {
    fit: ListFit,
    place_width: f32,
    count_widths: [f32; 3],
    /// Where the rows go: below the groups' title lines.
    area: egui::Rect,
    /// Each group's share of the width.
    group_width: f32,
    group_gap: f32,
    /// The title lines' text size.
    small: f32,
}

impl StarsBoard {
    /// Measures every group's names and counts and fits them to the screen.
    fn measure(ui: &egui::Ui, groups: &[StandingGroup]) -> StarsBoard {
        let screen_height = ui.ctx().content_rect().height();
        let small = screen_height * SMALLEST_TEXT;
        let mut area = ui.available_rect_before_wrap();
        area.min.y += small * ROW * 1.5;
        let group_gap = small * 1.5;
        let shares = groups.len().max(1) as f32;
        let group_width = (area.width() - group_gap * (shares - 1.0)) / shares;
        let rows = || groups.iter().flat_map(|g| &g.rows);
        let longest = groups.iter().map(|g| g.rows.len()).max().unwrap_or(0);
        let place_width = width_at_one(ui, &format!("{longest}.")) + 0.3;
        // Each colour's count is as wide as its largest, with its star.
        let count_widths = StarColour::ALL.map(|c| {
            let most = rows().map(|r| r.stars.of(c)).max().unwrap_or(0);
            width_at_one(ui, &count_text(c, most)) + 0.3
        });
        let name_widths: Vec<f32> = rows().map(|r| width_at_one(ui, &r.name)).collect();
        let measure = ListMeasure {
            count: longest,
            widest_name: name_widths.iter().copied().fold(0.0, f32::max),
            typical_name: typical(name_widths),
            fixed: place_width + count_widths.iter().sum::<f32>(),
        };
        StarsBoard {
            fit: fit_list(measure, group_width, area.height(), screen_height),
            place_width,
            count_widths,
            area,
            group_width,
            group_gap,
            small,
        }
    }
}

/// The stars board: each prize group's standings side by side, paging together.
pub(super) fn standings_ui(ui: &mut egui::Ui, desk: &Desk, unit: f32, time: f64) {
    heading(ui, "Stars", unit);
    let board = StarsBoard::measure(ui, &desk.standings);
    let shown = page_at(board.fit.pages, time);
    for (i, group) in desk.standings.iter().enumerate() {
        let left = board.area.min.x + i as f32 * (board.group_width + board.group_gap);
        let rect = egui::Rect::from_min_size(
            egui::pos2(left, board.area.min.y),
            egui::vec2(board.group_width, board.area.height()),
        );
        group_title_ui(ui, &board, group, rect, shown);
        let per_page = board.fit.per_page();
        let on_page: Vec<&StandingRow> = group
            .rows
            .iter()
            .skip(shown * per_page)
            .take(per_page)
            .collect();
        for (row, rect) in on_page
            .iter()
            .zip(row_rects(&board.fit, rect, on_page.len()))
        {
            star_row_ui(ui, &board, row, rect);
        }
    }
}

/// A group's title line above its rows: "Ladies (page 1 of 2)", and the colours named
/// once, each in its colour with its star's shape.
fn group_title_ui(
    ui: &mut egui::Ui,
    board: &StarsBoard,
    group: &StandingGroup,
    rect: egui::Rect,
    shown: usize,
) {
    let small = board.small;
    let pages = if board.fit.pages > 1 {
        format!(" (page {} of {})", shown + 1, board.fit.pages)
    } else {
        String::new()
    };
    let title_rect = egui::Rect::from_min_size(
        egui::pos2(rect.min.x, rect.min.y - small * ROW * 1.5),
        egui::vec2(rect.width(), small * ROW),
    );
    cell(
        ui,
        title_rect,
        RichText::new(format!("{}{pages}", crate::words::group_title(group.side)))
            .size(small)
            .color(Color32::LIGHT_GRAY),
        egui::Align::Min,
    );
    let mut right = title_rect.max.x;
    for colour in StarColour::ALL.iter().rev() {
        let text = header_of(*colour);
        let width = (width_at_one(ui, &text) + 0.6) * small;
        let rect = egui::Rect::from_min_max(
            egui::pos2(right - width, title_rect.min.y),
            egui::pos2(right, title_rect.max.y),
        );
        cell(
            ui,
            rect,
            RichText::new(text).size(small).color(star_colour(*colour)),
            egui::Align::Max,
        );
        right -= width;
    }
}

/// One guest's row: place, name (cut with "…" if too long), and the three counts.
fn star_row_ui(ui: &mut egui::Ui, board: &StarsBoard, row: &StandingRow, rect: egui::Rect) {
    let fit = &board.fit;
    let (place_rect, rest) = rect.split_left_right_at_x(rect.min.x + board.place_width * fit.size);
    cell(
        ui,
        place_rect,
        RichText::new(format!("{}.", row.place))
            .size(fit.size)
            .color(Color32::GRAY),
        egui::Align::Min,
    );
    let (name_rect, mut counts) = rest.split_left_right_at_x(rest.min.x + fit.name_width);
    cell(
        ui,
        name_rect,
        RichText::new(&row.name)
            .size(fit.size)
            .color(Color32::WHITE),
        egui::Align::Min,
    );
    for (colour, width) in StarColour::ALL.iter().zip(board.count_widths) {
        let (count_rect, after) = counts.split_left_right_at_x(counts.min.x + width * fit.size);
        cell(
            ui,
            count_rect,
            RichText::new(count_text(*colour, row.stars.of(*colour)))
                .size(fit.size)
                .color(star_colour(*colour)),
            egui::Align::Max,
        );
        counts = after;
    }
}
