//! The guest display: a second window for the TV or projector, showing only what guests
//! need, in type readable from across a room (the main numbers at least a twelfth of the
//! window's height): where to sit, the time left and the tables still playing, the
//! standings, and the prize ceremony, one prize at a time.

use egui::{Color32, RichText};

use super::display_layout::{ListFit, ListMeasure, ROW, SMALLEST_TEXT, fit_list, page_at, typical};
use super::widgets::{GOOD, star_colour, star_symbol, star_text};
use crate::rules::prizes::Prize;
use crate::rules::prizes::standings;
use crate::rules::progression::seat_of;
use crate::rules::words::{capitalised, tables_list};
use crate::rules::{GuestId, Phase, PrizeOutcome, PrizeWinner, Side, StarColour};
use crate::view::Desk;
use crate::view::display::{DisplayMode, DisplayState};

/// What the display shows now: the host's choice, or, on Auto, what the evening calls
/// for.
pub fn shown_mode(state: &DisplayState, desk: &Desk, moves_into: Option<u32>) -> DisplayMode {
    if state.mode != DisplayMode::Auto {
        return state.mode;
    }
    let party = desk.state();
    match party.phase() {
        Phase::Setup => DisplayMode::Seats,
        Phase::Finished => DisplayMode::Ceremony,
        Phase::Playing => {
            let fresh = party
                .current_round()
                .is_some_and(|r| r.results.iter().all(Option::is_none));
            if moves_into.is_some() || fresh {
                DisplayMode::Seats
            } else {
                DisplayMode::Round
            }
        }
    }
}

/// Draws the guest display into `ui` (the second window's whole area).
pub fn guest_display_ui(
    ui: &mut egui::Ui,
    desk: &Desk,
    state: &DisplayState,
    moves_into: Option<u32>,
    now: chrono::DateTime<chrono::Utc>,
) {
    let rect = ui.max_rect();
    ui.painter()
        .rect_filled(rect, 0.0, Color32::from_rgb(12, 16, 28));
    let unit = (rect.height() / 12.0).max(12.0);
    let time = ui.input(|i| i.time);
    let margin = unit * 0.3;
    let inner = rect.shrink(margin);
    let mut ui = ui.new_child(
        egui::UiBuilder::new()
            .max_rect(inner)
            .id_salt("guest_display"),
    );
    let ui = &mut ui;
    match shown_mode(state, desk, moves_into) {
        DisplayMode::Auto | DisplayMode::Seats => seats_ui(ui, desk, unit, time),
        DisplayMode::Round => round_ui(ui, desk, unit, now),
        DisplayMode::Standings => standings_ui(ui, desk, unit, time),
        DisplayMode::Ceremony => ceremony_ui(ui, desk, state, unit),
        DisplayMode::Guest(guest) => guest_evening_ui(ui, desk, guest, unit),
    }
    // Pages turn and the clock ticks on their own.
    ui.ctx()
        .request_repaint_after(std::time::Duration::from_millis(500));
}

fn heading(ui: &mut egui::Ui, text: &str, unit: f32) {
    ui.label(
        RichText::new(text)
            .size(unit * 0.8)
            .strong()
            .color(Color32::from_rgb(250, 210, 90)),
    );
}

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

fn seats_ui(ui: &mut egui::Ui, desk: &Desk, unit: f32, time: f64) {
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
            "Find your seat — round {} (page {} of {}, {})",
            round.number,
            shown + 1,
            fit.pages,
            letters(&first.0, &last.0)
        ),
        _ => format!("Find your seat — round {}", round.number),
    };
    ui.horizontal(|ui| {
        heading(ui, &title, unit);
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            ui.label(
                RichText::new("table and chair: N, E, S, W")
                    .size(screen_height * SMALLEST_TEXT)
                    .color(Color32::LIGHT_GRAY),
            );
        });
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

fn round_ui(ui: &mut egui::Ui, desk: &Desk, unit: f32, now: chrono::DateTime<chrono::Utc>) {
    let party = desk.state();
    let (Some(round), Some(clock)) = (party.current_round(), party.round_clock()) else {
        return;
    };
    if party.phase() == Phase::Finished {
        ui.vertical_centered(|ui| {
            ui.add_space(unit * 3.0);
            heading(
                ui,
                "The evening is over. Thank you for playing!",
                unit * 1.2,
            );
        });
        return;
    }
    ui.vertical_centered(|ui| {
        heading(ui, &format!("Round {}", round.number), unit * 1.2);
        let left = clock.left(now).num_seconds();
        let text = if left > 0 {
            format!("{}:{:02}", left / 60, left % 60)
        } else {
            "Time is up".to_owned()
        };
        let paused = if clock.is_paused() { "  (paused)" } else { "" };
        ui.label(
            RichText::new(format!("{text}{paused}"))
                .size(unit * 3.0)
                .strong()
                .color(Color32::WHITE),
        );
        ui.label(
            RichText::new("left in this round")
                .size(unit * 0.6)
                .color(Color32::LIGHT_GRAY),
        );
        ui.add_space(unit * 0.5);
        let playing = round.unreported();
        let line = match playing.len() {
            0 => "Every table has finished: wait for the bell.".to_owned(),
            1 => format!(
                "{} is still playing",
                capitalised(&tables_list(&playing, 14))
            ),
            _ => format!(
                "{} are still playing",
                capitalised(&tables_list(&playing, 14))
            ),
        };
        ui.label(
            RichText::new(line)
                .size(unit)
                .color(Color32::from_rgb(250, 200, 90)),
        );
        if party.bell_ends_evening(now) {
            ui.label(
                RichText::new("This is the last round.")
                    .size(unit * 0.8)
                    .color(Color32::from_rgb(150, 200, 250)),
            );
        }
    });
}

/// A count with its star, close together: "★ 3".
fn count_text(colour: StarColour, count: u32) -> String {
    format!("{}\u{202f}{count}", star_symbol(colour))
}

/// A colour's name with its star: "★ gold".
fn header_of(colour: StarColour) -> String {
    format!("{} {}", star_symbol(colour), colour.word())
}

fn standings_ui(ui: &mut egui::Ui, desk: &Desk, unit: f32, time: f64) {
    const COLOURS: [StarColour; 3] = [StarColour::Gold, StarColour::Red, StarColour::Green];
    let party = desk.state();
    let groups: Vec<(Option<Side>, &str)> = if party.settings.open_seating {
        vec![(None, "Everyone")]
    } else {
        vec![
            (Some(Side::Lady), "Ladies"),
            (Some(Side::Gentleman), "Gentlemen"),
        ]
    };
    let orders: Vec<Vec<GuestId>> = groups
        .iter()
        .map(|(side, _)| standings(party, &desk.stars, *side))
        .collect();
    let stars_of = |guest: GuestId| {
        desk.stars
            .get(guest.0 as usize)
            .copied()
            .unwrap_or_default()
    };
    heading(ui, "Stars", unit);
    let screen_height = ui.ctx().content_rect().height();
    let small = screen_height * SMALLEST_TEXT;
    // Each group has its share of the width, and a title line naming the colours.
    let mut area = ui.available_rect_before_wrap();
    area.min.y += small * ROW * 1.5;
    let group_gap = small * 1.5;
    let group_width =
        (area.width() - group_gap * (groups.len() - 1) as f32) / groups.len().max(1) as f32;
    let longest = orders.iter().map(Vec::len).max().unwrap_or(0);
    let place_width = width_at_one(ui, &format!("{longest}.")) + 0.3;
    // Each colour's count is as wide as its largest, with its star.
    let count_widths = COLOURS.map(|c| {
        let most = orders
            .iter()
            .flatten()
            .map(|g| stars_of(*g).of(c))
            .max()
            .unwrap_or(0);
        width_at_one(ui, &count_text(c, most)) + 0.3
    });
    let name_widths: Vec<f32> = orders
        .iter()
        .flatten()
        .map(|g| width_at_one(ui, party.name(*g)))
        .collect();
    let measure = ListMeasure {
        count: longest,
        widest_name: name_widths.iter().copied().fold(0.0, f32::max),
        typical_name: typical(name_widths),
        fixed: place_width + count_widths.iter().sum::<f32>(),
    };
    let fit = fit_list(measure, group_width, area.height(), screen_height);
    let shown = page_at(fit.pages, time);
    for (i, ((_, title), order)) in groups.iter().zip(&orders).enumerate() {
        let left = area.min.x + i as f32 * (group_width + group_gap);
        let group = egui::Rect::from_min_size(
            egui::pos2(left, area.min.y),
            egui::vec2(group_width, area.height()),
        );
        let pages = if fit.pages > 1 {
            format!(" (page {} of {})", shown + 1, fit.pages)
        } else {
            String::new()
        };
        let title_rect = egui::Rect::from_min_size(
            egui::pos2(left, area.min.y - small * ROW * 1.5),
            egui::vec2(group_width, small * ROW),
        );
        cell(
            ui,
            title_rect,
            RichText::new(format!("{title}{pages}"))
                .size(small)
                .color(Color32::LIGHT_GRAY),
            egui::Align::Min,
        );
        let first = shown * fit.per_page();
        let on_page: Vec<(usize, GuestId)> = order
            .iter()
            .copied()
            .enumerate()
            .skip(first)
            .take(fit.per_page())
            .collect();
        // The colours are named once, on the title's line; each count carries its
        // colour and its star's shape.
        let mut right = title_rect.max.x;
        for colour in COLOURS.iter().rev() {
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
        for ((place, guest), rect) in on_page.iter().zip(row_rects(&fit, group, on_page.len())) {
            let (place_rect, rest) =
                rect.split_left_right_at_x(rect.min.x + place_width * fit.size);
            cell(
                ui,
                place_rect,
                RichText::new(format!("{}.", place + 1))
                    .size(fit.size)
                    .color(Color32::GRAY),
                egui::Align::Min,
            );
            let (name_rect, mut counts) = rest.split_left_right_at_x(rest.min.x + fit.name_width);
            cell(
                ui,
                name_rect,
                RichText::new(party.name(*guest))
                    .size(fit.size)
                    .color(Color32::WHITE),
                egui::Align::Min,
            );
            let stars = stars_of(*guest);
            for (colour, width) in COLOURS.iter().zip(count_widths) {
                let (count_rect, after) =
                    counts.split_left_right_at_x(counts.min.x + width * fit.size);
                cell(
                    ui,
                    count_rect,
                    RichText::new(count_text(*colour, stars.of(*colour)))
                        .size(fit.size)
                        .color(star_colour(*colour)),
                    egui::Align::Max,
                );
                counts = after;
            }
        }
    }
}

fn ceremony_ui(ui: &mut egui::Ui, desk: &Desk, state: &DisplayState, unit: f32) {
    let Some(&latest) = state.revealed.last() else {
        ui.vertical_centered(|ui| {
            ui.add_space(unit * 3.0);
            heading(ui, "And now, the prizes…", unit * 1.3);
        });
        return;
    };
    let (Some(prize), Some((title, words))) =
        (desk.prizes.get(latest), desk.prize_words.get(latest))
    else {
        return;
    };
    ui.vertical_centered(|ui| {
        heading(ui, title, unit);
        ui.add_space(unit * 0.3);
        match winner(desk, prize) {
            Some((name, guest)) => {
                ui.label(RichText::new(name).size(unit * 1.8).strong().color(GOOD));
                if let Some(guest) = guest {
                    winner_stars_ui(ui, desk, guest, unit);
                }
            }
            None => {
                ui.label(
                    RichText::new("Not awarded")
                        .size(unit * 1.2)
                        .color(Color32::GRAY),
                );
            }
        }
        ui.add_space(unit * 0.3);
        ui.label(
            RichText::new(words)
                .size(unit * 0.5)
                .color(Color32::LIGHT_GRAY),
        );
        // The prizes already given, smaller, below.
        if state.revealed.len() > 1 {
            ui.add_space(unit * 0.5);
        }
        for &earlier in state.revealed.iter().rev().skip(1) {
            if let (Some(p), Some((t, _))) =
                (desk.prizes.get(earlier), desk.prize_words.get(earlier))
            {
                let who = winner(desk, p).map_or_else(|| "not awarded".to_owned(), |(w, _)| w);
                ui.label(
                    RichText::new(format!("{t}: {who}"))
                        .size(unit * 0.45)
                        .color(Color32::GRAY),
                );
            }
        }
    });
}

/// The winner's name (a pair's two names), and the guest when one person won.
fn winner(desk: &Desk, prize: &Prize) -> Option<(String, Option<GuestId>)> {
    let party = desk.state();
    match &prize.outcome {
        PrizeOutcome::Awarded {
            winner: PrizeWinner::Guest(g),
            ..
        } => Some((party.name(*g).to_owned(), Some(*g))),
        PrizeOutcome::Awarded {
            winner: PrizeWinner::Pair(p),
            ..
        } => Some((
            format!("{} & {}", party.name(p.lady), party.name(p.gentleman)),
            None,
        )),
        _ => None,
    }
}

/// A winner's three counts of stars, centred under the name.
fn winner_stars_ui(ui: &mut egui::Ui, desk: &Desk, guest: GuestId, unit: f32) {
    let stars = desk
        .stars
        .get(guest.0 as usize)
        .copied()
        .unwrap_or_default();
    ui.horizontal(|ui| {
        let width = unit * 9.0;
        ui.add_space(((ui.available_width() - width) / 2.0).max(0.0));
        for colour in [StarColour::Gold, StarColour::Red, StarColour::Green] {
            ui.label(star_text(colour, stars.of(colour)).size(unit * 0.9));
            ui.add_space(unit * 0.4);
        }
    });
}

/// One guest's evening, large: a line a round with the star it gave, and the totals.
fn guest_evening_ui(ui: &mut egui::Ui, desk: &Desk, guest: GuestId, unit: f32) {
    let evening = crate::transcript::guest::GuestEvening::from_parts(
        desk.state(),
        &desk.stars,
        &desk.prizes,
        guest,
    );
    ui.vertical_centered(|ui| {
        heading(ui, &format!("{}'s evening", evening.name), unit);
        ui.horizontal(|ui| {
            let width = unit * 9.0;
            ui.add_space(((ui.available_width() - width) / 2.0).max(0.0));
            for (colour, n) in [
                (StarColour::Gold, evening.stars.gold),
                (StarColour::Red, evening.stars.red),
                (StarColour::Green, evening.stars.green),
            ] {
                ui.label(star_text(colour, n).size(unit * 0.7));
                ui.add_space(unit * 0.4);
            }
        });
    });
    ui.add_space(unit * 0.2);
    // As many rounds as fit, the latest kept when there are more.
    let rows = ((ui.available_height() / (unit * 0.55)).floor() as usize).max(1);
    let skip = evening.rounds.len().saturating_sub(rows);
    for round in evening.rounds.iter().skip(skip) {
        ui.horizontal(|ui| {
            match round.star.and_then(StarColour::from_word) {
                Some(c) => ui.label(
                    RichText::new(format!("{} {}", star_symbol(c), c.word()))
                        .size(unit * 0.4)
                        .color(star_colour(c)),
                ),
                None => ui.label(RichText::new("   –   ").size(unit * 0.4)),
            };
            ui.label(
                RichText::new(format!("Round {}: {}", round.round, round.words()))
                    .size(unit * 0.38)
                    .color(Color32::WHITE),
            );
        });
    }
}
