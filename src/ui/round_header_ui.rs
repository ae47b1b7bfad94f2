//! The Round screen's header: the round, the clock (R-ROUND-4) with pause and resume,
//! how many tables are still to report, the bell (R-ROUND-5) with its confirmed
//! override, and the clock's banners.

use chrono::{DateTime, Utc};
use egui::{Color32, RichText};

use super::round_ui::RoundScreen;
use super::widgets;
use crate::rules::words;
use crate::rules::{Action, EveningEnd, Round};
use crate::view::{Command, Desk, UiCommand, View};

pub fn header_ui(
    ui: &mut egui::Ui,
    view: &View<'_>,
    desk: &Desk,
    round: &Round,
    now: DateTime<Utc>,
    screen: &mut RoundScreen,
    out: &mut Vec<Command>,
) {
    let state = desk.state();
    let settings = &state.settings;
    let finished = state.phase() == crate::rules::Phase::Finished;
    ui.horizontal_wrapped(|ui| {
        let of = match settings.end {
            EveningEnd::AfterRounds(n) => format!(" of {n}"),
            _ => String::new(),
        };
        ui.label(
            RichText::new(format!("Round {}{of}", round.number))
                .size(30.0)
                .strong(),
        );
        ui.separator();
        if finished {
            ui.label(RichText::new("The evening is over.").size(22.0));
            return;
        }
        let Some(clock) = state.round_clock() else {
            return;
        };
        let elapsed = clock.elapsed(now).num_seconds();
        let left = clock.left(now).num_seconds();
        let paused = clock.is_paused();
        ui.label(RichText::new(format!("{} played", words::clock(elapsed))).size(22.0));
        let left_text = if left > 0 {
            RichText::new(format!("{} left", words::clock(left))).size(22.0)
        } else {
            RichText::new("Time is up").size(22.0).color(widgets::WAIT)
        };
        ui.label(left_text);
        if paused {
            ui.label(
                RichText::new("PAUSED")
                    .size(22.0)
                    .strong()
                    .color(widgets::WAIT),
            );
            if ui.button("Resume the clock").clicked() {
                out.push(Command::Apply(Action::ResumeClock));
            }
        } else if ui.button("Pause the clock").clicked() {
            out.push(Command::Apply(Action::PauseClock));
        }
        ui.separator();
        let unreported = round.unreported();
        let uncut = round.uncut_ties();
        let missing = unreported.len() + uncut.len();
        let status = match missing {
            0 => RichText::new("Every table has reported").color(widgets::GOOD),
            1 => RichText::new("1 table to report").color(widgets::WAIT),
            n => RichText::new(format!("{n} tables to report")).color(widgets::WAIT),
        };
        ui.label(status.size(22.0));
    });
    if finished {
        return;
    }
    banners_ui(ui, desk, round, now);
    ui.horizontal_wrapped(|ui| {
        let ends_by_settings = state.bell_ends_evening(now);
        let last = ends_by_settings || view.end_with_this_bell;
        let command = UiCommand::RingBell;
        let label = if last {
            "🔔 Ring the last bell"
        } else {
            command.label()
        };
        let unreported = round.unreported();
        let uncut = round.uncut_ties();
        if unreported.is_empty() && uncut.is_empty() {
            let bell = egui::Button::new(
                RichText::new(label)
                    .size(24.0)
                    .strong()
                    .color(Color32::BLACK),
            )
            .fill(Color32::from_rgb(250, 200, 40));
            if ui
                .add(bell)
                .on_hover_text(command.tooltip(ui.ctx()))
                .clicked()
            {
                out.push(command.into());
            }
        } else {
            let waits = format!(
                "The bell waits for {}",
                crate::rules::bell::describe_missing(&unreported, &uncut)
            );
            ui.add_enabled(false, egui::Button::new(RichText::new(label).size(24.0)));
            ui.label(RichText::new(waits).color(widgets::WAIT));
            if ui.button("Ring anyway…").clicked() {
                screen.confirm_override = true;
            }
        }
        if !ends_by_settings {
            let mut tick = view.end_with_this_bell;
            if ui
                .checkbox(&mut tick, "End the evening with this bell")
                .changed()
            {
                out.push(Command::EndWithThisBell(tick));
            }
        }
    });
    if screen.confirm_override {
        override_dialog_ui(ui.ctx(), round, screen, out);
    }
}

/// The clock's banners: the last deal, time up with the tables still playing
/// (R-ROUND-4: they are never cut short), and the last round (R-ROUND-6).
fn banners_ui(ui: &mut egui::Ui, desk: &Desk, round: &Round, now: DateTime<Utc>) {
    let state = desk.state();
    let Some(clock) = state.round_clock() else {
        return;
    };
    let banner = |ui: &mut egui::Ui, text: String, colour: Color32| {
        egui::Frame::new()
            .fill(colour)
            .corner_radius(6.0)
            .inner_margin(8.0)
            .show(ui, |ui| {
                ui.set_width(ui.available_width());
                ui.label(
                    RichText::new(text)
                        .size(24.0)
                        .strong()
                        .color(Color32::BLACK),
                );
            });
    };
    if state.bell_ends_evening(now) {
        banner(
            ui,
            "This is the last round of the evening.".to_owned(),
            Color32::from_rgb(150, 200, 250),
        );
    }
    // R-ROUND-4: every table plays all four deals; the banners never say otherwise.
    let playing = round.unreported();
    if clock.time_up(now) && !playing.is_empty() {
        let which = words::tables_list(&playing, 12);
        let verb = if playing.len() == 1 { "is" } else { "are" };
        banner(
            ui,
            format!(
                "Time is up. {} {verb} still playing: the bell waits until every table has played its four deals.",
                capitalised(&which)
            ),
            widgets::WAIT,
        );
    } else if clock.warning_due(now, state.settings.warning_minutes) && !clock.time_up(now) {
        let left = clock.left(now).num_seconds();
        banner(
            ui,
            format!(
                "{} left in this round: ask the tables to play briskly.",
                words::clock(left)
            ),
            Color32::from_rgb(250, 220, 120),
        );
    }
}

/// "Table 3" from "table 3".
fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

fn override_dialog_ui(
    ctx: &egui::Context,
    round: &Round,
    screen: &mut RoundScreen,
    out: &mut Vec<Command>,
) {
    let missing = crate::rules::bell::describe_missing(&round.unreported(), &round.uncut_ties());
    egui::Modal::new(egui::Id::unique("override_bell")).show(ctx, |ui| {
        ui.set_max_width(560.0);
        ui.heading("Ring before every table has reported?");
        ui.label(format!(
            "Still waiting for {missing}. If you ring now, the program cuts for each of them \
             (the two ladies' cards) to decide who moves; you can enter the real score later \
             as a correction, and the stars will follow."
        ));
        ui.horizontal(|ui| {
            if ui.button(RichText::new("Ring anyway").strong()).clicked() {
                out.push(Command::RingAnyway);
                screen.confirm_override = false;
            }
            if ui.button("Wait").clicked() {
                screen.confirm_override = false;
            }
        });
    });
}
