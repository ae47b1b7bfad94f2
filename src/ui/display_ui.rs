//! The guest display: a second window for the TV or projector, showing only what guests
//! need, in type readable from across a room (the main numbers at least a twelfth of the
//! window's height): where to sit, the time left and the tables still playing, the
//! standings, and the prize ceremony, one prize at a time.

use egui::{Color32, RichText};

use super::display_lists_ui as lists;

use super::widgets::{GOOD, star_colour, star_text};
use crate::rules::prizes::Prize;
use crate::rules::{GuestId, Phase, PrizeOutcome, PrizeWinner, StarColour};
use crate::view::Desk;
use crate::view::display::{DisplayMode, DisplayState};
use crate::words::star_symbol;
use crate::words::{capitalised, tables_list};

/// What the display shows now: the host's choice, or, on Auto, what the evening calls
/// for.
pub fn shown_mode(state: &DisplayState, desk: &Desk, moves_into: Option<u32>) -> DisplayMode {
    if state.mode != DisplayMode::Auto {
        return state.mode;
    }
    let party = desk.state();
    match party.phase() {
        // Before anyone has a seat: the season so far, when a season is picked.
        Phase::Setup if state.season.is_some() && party.cards().is_empty() => DisplayMode::Season,
        Phase::Setup => DisplayMode::Seats,
        Phase::Finished => DisplayMode::Ceremony,
        Phase::Playing => {
            // Nothing reported yet in the round in play (a duplicate round's trays).
            let fresh = if party.is_duplicate() {
                party
                    .dup_round()
                    .is_some_and(|r| r.results.iter().flatten().all(Option::is_none))
            } else {
                party
                    .current_round()
                    .is_some_and(|r| r.results.iter().all(Option::is_none))
            };
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
    let mode = shown_mode(state, desk, moves_into);
    if mode == DisplayMode::Season {
        super::display_season_ui::season_board_ui(ui, state.season.as_deref(), unit);
        return;
    }
    if let Some(dup) = &desk.duplicate {
        super::dup_display_ui::dup_display_ui(ui, desk, dup, (mode, state), unit, (time, now));
        ui.ctx()
            .request_repaint_after(std::time::Duration::from_millis(500));
        return;
    }
    match mode {
        DisplayMode::Auto | DisplayMode::Seats => lists::seats_ui(ui, desk, unit, time),
        DisplayMode::Round => round_ui(ui, desk, unit, now),
        DisplayMode::Standings => lists::standings_ui(ui, desk, unit, time),
        DisplayMode::Ceremony => ceremony_ui(ui, desk, state, unit),
        DisplayMode::Guest(guest) => guest_evening_ui(ui, desk, guest, unit),
        DisplayMode::Season => {}
    }
    // Pages turn and the clock ticks on their own.
    ui.ctx()
        .request_repaint_after(std::time::Duration::from_millis(500));
}

pub(super) fn heading(ui: &mut egui::Ui, text: &str, unit: f32) {
    ui.label(
        RichText::new(text)
            .size(unit * 0.8)
            .strong()
            .color(Color32::from_rgb(250, 210, 90)),
    );
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
        clock_ui(ui, &clock, unit, now);
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

/// The time left in the round, as large as the display allows, and whether it is paused.
pub(super) fn clock_ui(
    ui: &mut egui::Ui,
    clock: &crate::rules::RoundClock,
    unit: f32,
    now: chrono::DateTime<chrono::Utc>,
) {
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
    let stars = desk.stars_of(guest);
    ui.horizontal(|ui| {
        let width = unit * 9.0;
        ui.add_space(((ui.available_width() - width) / 2.0).max(0.0));
        for colour in StarColour::ALL {
            ui.label(star_text(colour, stars.of(colour)).size(unit * 0.9));
            ui.add_space(unit * 0.4);
        }
    });
}

/// One guest's evening, large: a line a round with the star it gave, and the totals.
fn guest_evening_ui(ui: &mut egui::Ui, desk: &Desk, guest: GuestId, unit: f32) {
    let evening = desk.evening(guest);
    ui.vertical_centered(|ui| {
        heading(ui, &format!("{}'s evening", evening.name), unit);
        ui.horizontal(|ui| {
            let width = unit * 9.0;
            ui.add_space(((ui.available_width() - width) / 2.0).max(0.0));
            for colour in StarColour::ALL {
                ui.label(star_text(colour, evening.stars.of(colour)).size(unit * 0.7));
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
            match round.star {
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
