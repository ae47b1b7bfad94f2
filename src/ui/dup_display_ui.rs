//! The guest display of a Duplicate Cinch evening (issue 25): where every player sits
//! this round (table and chair, N–S pairs North and South, E–W pairs East and West), the
//! round with its clock and the tables still playing their trays, the two leader boards
//! side by side, and the ceremony announcing the North–South and East–West winners.

use egui::{Color32, RichText};

use super::display_lists_ui::seat_list_ui;
use super::display_ui::heading;
use super::widgets::GOOD;
use crate::rules::duplicate::missing_trays_words;
use crate::rules::{PairSide, Phase, Seat, State};
use crate::transcript::dup_view::DupView;
use crate::view::Desk;
use crate::view::display::{DisplayMode, DisplayState};

/// The directions in the order the ceremony announces them (their index is what the
/// display's `revealed` holds).
pub const CEREMONY: [PairSide; 2] = [PairSide::NorthSouth, PairSide::EastWest];

/// Draws the duplicate guest display in `mode`.
pub fn dup_display_ui(
    ui: &mut egui::Ui,
    desk: &Desk,
    dup: &DupView,
    (mode, state): (DisplayMode, &DisplayState),
    unit: f32,
    (time, now): (f64, chrono::DateTime<chrono::Utc>),
) {
    match mode {
        DisplayMode::Round => round_ui(ui, desk.state(), dup, unit, now),
        DisplayMode::Standings => boards_ui(ui, dup, unit),
        DisplayMode::Ceremony => ceremony_ui(ui, dup, state, unit),
        DisplayMode::Auto | DisplayMode::Seats | DisplayMode::Guest(_) | DisplayMode::Season => {
            seats_ui(ui, desk.state(), dup, unit, time);
        }
    }
}

/// The round whose seats show: the one in play, or round 1 before the start.
fn seating_round(state: &State) -> u32 {
    state.dup_round().map_or(1, |r| r.number)
}

/// Every player in a pair with "table chair" this round: "3 N".
fn seat_rows(state: &State, dup: &DupView, round: u32) -> Vec<(String, String)> {
    let m = &dup.movement;
    let mut rows = Vec::new();
    for direction in [PairSide::NorthSouth, PairSide::EastWest] {
        for (pair, players) in state.duplicate().pairs_of(direction) {
            let table = match direction {
                PairSide::NorthSouth => pair,
                PairSide::EastWest => m.table_of_ew(round, pair),
            };
            let seats = match direction {
                PairSide::NorthSouth => [Seat::North, Seat::South],
                PairSide::EastWest => [Seat::East, Seat::West],
            };
            let out = direction == PairSide::NorthSouth && m.sits_out(round, table);
            for (guest, seat) in players.players.into_iter().zip(seats) {
                let place = if out {
                    format!("{table}  out")
                } else {
                    format!("{table}  {}", seat.letter())
                };
                rows.push((state.name(guest).to_owned(), place));
            }
        }
    }
    rows.sort_by(|a, b| a.0.to_lowercase().cmp(&b.0.to_lowercase()).then(a.cmp(b)));
    rows
}

fn seats_ui(ui: &mut egui::Ui, state: &State, dup: &DupView, unit: f32, time: f64) {
    if state.duplicate().pairs().len() < 2 {
        heading(ui, "Welcome!", unit);
        ui.label(
            RichText::new("Tonight is Duplicate Cinch: the same partner all evening.")
                .size(unit * 0.6)
                .color(Color32::WHITE),
        );
        return;
    }
    let round = seating_round(state);
    seat_list_ui(ui, &seat_rows(state, dup, round), round, unit, time);
}

fn round_ui(
    ui: &mut egui::Ui,
    state: &State,
    dup: &DupView,
    unit: f32,
    now: chrono::DateTime<chrono::Utc>,
) {
    let Some(round) = state.dup_round() else {
        return;
    };
    ui.vertical_centered(|ui| {
        if state.phase() == Phase::Finished {
            ui.add_space(unit * 3.0);
            heading(
                ui,
                "The evening is over. Thank you for playing!",
                unit * 1.2,
            );
            return;
        }
        heading(
            ui,
            &format!("Round {} of {}", round.number, dup.movement.rounds()),
            unit * 1.2,
        );
        if let Some(clock) = state.round_clock() {
            super::display_ui::clock_ui(ui, &clock, unit, now);
        }
        ui.add_space(unit * 0.5);
        ui.label(
            RichText::new(format!(
                "{} a table this round",
                crate::words::count(dup.movement.trays_a_round() as usize, "tray", "trays")
            ))
            .size(unit * 0.7)
            .color(Color32::from_rgb(150, 200, 250)),
        );
        let missing = state.duplicate().missing();
        let line = if missing.is_empty() {
            "Every tray is in: wait for the bell.".to_owned()
        } else {
            format!("Still playing: {}", missing_trays_words(&missing))
        };
        ui.add(
            egui::Label::new(
                RichText::new(line)
                    .size(unit * 0.8)
                    .color(Color32::from_rgb(250, 200, 90)),
            )
            .wrap(),
        );
    });
}

/// The two leader boards side by side, North–South on the left.
fn boards_ui(ui: &mut egui::Ui, dup: &DupView, unit: f32) {
    heading(ui, "Standings", unit);
    let rows = CEREMONY
        .iter()
        .map(|d| {
            dup.standings
                .pairs
                .iter()
                .filter(|p| p.direction == *d)
                .count()
        })
        .max()
        .unwrap_or(0)
        .max(1);
    let area = ui.available_rect_before_wrap();
    // As large as the longer board allows, never larger than the main text.
    let size = (area.height() / (rows as f32 + 1.5) / 1.35).min(unit * 0.6);
    let half = area.width() / 2.0;
    for (i, direction) in CEREMONY.into_iter().enumerate() {
        let rect = egui::Rect::from_min_size(
            area.min + egui::vec2(i as f32 * half, 0.0),
            egui::vec2(half - unit * 0.3, area.height()),
        );
        ui.scope_builder(egui::UiBuilder::new().max_rect(rect), |ui| {
            ui.label(
                RichText::new(direction.words())
                    .size(size * 1.2)
                    .strong()
                    .color(Color32::from_rgb(150, 200, 250)),
            );
            for s in dup
                .standings
                .pairs
                .iter()
                .filter(|p| p.direction == direction)
            {
                ui.horizontal(|ui| {
                    ui.label(
                        RichText::new(format!("{:>2}.", s.place))
                            .size(size)
                            .color(Color32::LIGHT_GRAY),
                    );
                    ui.label(
                        RichText::new(dup.score_words(direction, s.pair))
                            .size(size)
                            .strong()
                            .color(GOOD),
                    );
                    ui.add(
                        egui::Label::new(
                            RichText::new(dup.pair_label(direction, s.pair))
                                .size(size)
                                .color(Color32::WHITE),
                        )
                        .truncate(),
                    );
                });
            }
        });
    }
}

fn ceremony_ui(ui: &mut egui::Ui, dup: &DupView, state: &DisplayState, unit: f32) {
    ui.vertical_centered(|ui| {
        if state.revealed.is_empty() {
            ui.add_space(unit * 3.0);
            heading(ui, "And now, the winners…", unit * 1.3);
            return;
        }
        heading(ui, "The winners", unit * 1.1);
        for &i in &state.revealed {
            let Some(&direction) = CEREMONY.get(i) else {
                continue;
            };
            let Some((_, pairs)) = dup.standings.winners.iter().find(|(d, _)| *d == direction)
            else {
                continue;
            };
            ui.add_space(unit * 0.4);
            ui.label(
                RichText::new(direction.words())
                    .size(unit * 0.8)
                    .color(Color32::from_rgb(150, 200, 250)),
            );
            match pairs.as_slice() {
                [] => {
                    ui.label(RichText::new("No result").size(unit).color(Color32::GRAY));
                }
                [one] => {
                    ui.label(
                        RichText::new(dup.names(direction, *one))
                            .size(unit * 1.4)
                            .strong()
                            .color(GOOD),
                    );
                    ui.label(
                        RichText::new(dup.score_words(direction, *one))
                            .size(unit * 0.7)
                            .color(Color32::WHITE),
                    );
                }
                many => {
                    let names: Vec<&str> = many.iter().map(|&p| dup.names(direction, p)).collect();
                    ui.label(
                        RichText::new(format!("Level at the top: {}", names.join("; ")))
                            .size(unit * 0.9)
                            .strong()
                            .color(GOOD),
                    );
                }
            }
        }
    });
}
