//! The guest display of a Duplicate Cinch evening (issue 25): where every player sits
//! this round (table and chair, N–S pairs North and South, E–W pairs East and West), the
//! round with its clock and the tables still playing their trays, the two leader boards
//! side by side, and the ceremony announcing the North–South and East–West winners.

use egui::RichText;

use crate::rules::duplicate::PairId;
use crate::rules::{Phase, State};
use crate::transcript::dup_view::DupView;
use crate::ui::display::lists::{Ink, draw_rows, measure, put, seat_list_ui, welcome_ui};
use crate::ui::display::{Canvas, clock_ui, evening_over_ui, heading, line};
use crate::view::Desk;
use crate::view::display::{DisplayMode, DisplayState};
use crate::view::display_plan::{Columns, page_at, plan_boards};
use crate::view::display_rows::{self, Row, page_words};
use crate::words::{capitalised, round_of, so_far, trays_this_round};

pub use crate::view::display_rows::dup_ceremony as ceremony;

/// Draws the duplicate guest display in `mode`.
pub(in crate::ui) fn dup_display_ui(
    ui: &mut egui::Ui,
    canvas: &Canvas,
    desk: &Desk,
    dup: &DupView,
    (mode, state): (DisplayMode, &DisplayState),
    (time, now): (f64, chrono::DateTime<chrono::Utc>),
) {
    match mode {
        DisplayMode::Round => round_ui(ui, canvas, desk, dup, now),
        DisplayMode::Standings => boards_ui(ui, canvas, desk.state(), dup, time),
        DisplayMode::Ceremony => ceremony_ui(ui, canvas, desk.state(), dup, state),
        DisplayMode::Auto | DisplayMode::Seats | DisplayMode::Guest(_) | DisplayMode::Season => {
            seats_ui(ui, canvas, desk, time);
        }
    }
}

fn seats_ui(ui: &mut egui::Ui, canvas: &Canvas, desk: &Desk, time: f64) {
    let state = desk.state();
    match display_rows::seats(state, desk.seating()) {
        Some((round, rows)) => seat_list_ui(ui, canvas, &rows, round, time),
        None => welcome_ui(ui, canvas, display_rows::welcome_words(state)),
    }
}

fn round_ui(
    ui: &mut egui::Ui,
    canvas: &Canvas,
    desk: &Desk,
    dup: &DupView,
    now: chrono::DateTime<chrono::Utc>,
) {
    let state = desk.state();
    if state.phase() == Phase::Finished {
        evening_over_ui(ui, canvas, desk);
        return;
    }
    let Some(round) = dup.round() else {
        return;
    };
    let (unit, inks) = (canvas.unit(), canvas.inks);
    ui.vertical_centered(|ui| {
        heading(ui, canvas, &round_of(state, round.number), unit * 1.2);
        if let Some(clock) = state.round_clock() {
            clock_ui(ui, canvas, &clock, now);
        }
        ui.add_space(unit * 0.5);
        line(
            ui,
            &trays_this_round(&dup.movement),
            unit * 0.7,
            inks.accent,
        );
        let words = display_rows::trays_still_playing(&dup.missing);
        line(ui, &words, unit * 0.8, inks.waiting);
    });
}

/// The two leader boards side by side, North–South on the left, paging together when
/// 30 pairs a direction need it; a pair's two names are never cut to save a page.
fn boards_ui(ui: &mut egui::Ui, canvas: &Canvas, state: &State, dup: &DupView, time: f64) {
    let f = &canvas.frame;
    let title = match so_far(state) {
        Some(far) => format!("Standings {far}"),
        None => "Standings".to_owned(),
    };
    let ink = Ink {
        words: &title,
        size: f.title_size,
        colour: canvas.inks.title,
    };
    put(ui, canvas, f.title, ink, (egui::Align::Min, false));
    let directions: Vec<Vec<Row>> = ceremony(dup)
        .iter()
        .map(|g| display_rows::dup_board_rows(dup, *g))
        .collect();
    let boards: Vec<&[Row]> = directions.iter().map(Vec::as_slice).collect();
    let (measures, columns) = measure(ui, &boards, (Columns::NEVER_CUT, true), &[]);
    let plan = plan_boards(f, f.body, &measures, &columns);
    let page = page_at(plan.fit.pages, time);
    for (direction, area) in ceremony(dup).iter().zip(&plan.titles) {
        let words = format!(
            "{}{}",
            crate::words::group(*direction),
            page_words(&plan, page)
        );
        let ink = Ink {
            words: &words,
            size: plan.title_size,
            colour: canvas.inks.accent,
        };
        put(ui, canvas, *area, ink, (egui::Align::Min, false));
    }
    draw_rows(ui, canvas, &plan, &boards, page);
}

fn ceremony_ui(
    ui: &mut egui::Ui,
    canvas: &Canvas,
    state: &State,
    dup: &DupView,
    shown: &DisplayState,
) {
    let (unit, inks) = (canvas.unit(), canvas.inks);
    let far = so_far(state);
    ui.vertical_centered(|ui| {
        let title = match &far {
            Some(far) => format!("The leaders {far}"),
            None => "The winners".to_owned(),
        };
        if shown.revealed.is_empty() {
            ui.add_space(unit * 3.0);
            let waiting = if far.is_some() {
                "And now, the leaders…"
            } else {
                "And now, the winners…"
            };
            heading(ui, canvas, waiting, unit * 1.3);
        } else {
            heading(ui, canvas, &capitalised(&title), unit * 1.1);
        }
        if far.is_some() {
            line(ui, "The evening is not over.", unit * 0.6, inks.waiting);
        }
        for &i in &shown.revealed {
            let Some(&direction) = ceremony(dup).get(i) else {
                continue;
            };
            let Some((_, pairs)) = dup.standings.winners.iter().find(|(d, _)| *d == direction)
            else {
                continue;
            };
            ui.add_space(unit * 0.4);
            line(ui, crate::words::group(direction), unit * 0.8, inks.accent);
            match pairs.as_slice() {
                [] => line(ui, "No result", unit, inks.quiet),
                [one] => {
                    ui.label(
                        RichText::new(dup.names(PairId::new(direction, *one)))
                            .size(unit * 1.4)
                            .strong()
                            .color(inks.good),
                    );
                    let score = dup.score_words(PairId::new(direction, *one));
                    line(ui, &score, unit * 0.7, inks.text);
                }
                many => {
                    let names: Vec<&str> = many
                        .iter()
                        .map(|&p| dup.names(PairId::new(direction, p)))
                        .collect();
                    let words = format!("Level at the top: {}", names.join("; "));
                    line(ui, &words, unit * 0.9, inks.good);
                }
            }
        }
    });
}
