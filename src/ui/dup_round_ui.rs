//! The Round screen of a Duplicate Cinch evening (R-DUP-7, R-DUP-10): every table as a
//! card with its N–S pair, its E–W pair (or the sit-out) and the trays it plays this
//! round; a tray's result typed in the pad's few keys (`E6 3`, `P 8`, `N4 9 RE`, `X` not
//! played) and Enter, saved at once, the cursor going on to the next tray still to
//! report; the bell, which waits for every tray; and after it, the move list to read out.

use std::collections::HashMap;

use chrono::{DateTime, Utc};
use egui::RichText;

use super::widgets;
use crate::rules::duplicate::{TrayPlay, dealer_of_tray, missing_trays_words, parse_tray};
use crate::rules::{Action, Phase};
use crate::view::duplicate::DupView;
use crate::view::{Command, Desk, UiCommand};
use crate::words;

/// Card width: three columns of cards at 1366 pixels, four at 1920.
const CARD_WIDTH: f32 = 400.0;

/// What the Round screen keeps between frames in a duplicate evening.
#[derive(Default)]
pub struct DupRoundScreen {
    /// What is typed, by (round, table, tray).
    typed: HashMap<(u32, u32, u32), String>,
    /// The tray field that has the cursor: (round, table, tray).
    cursor: Option<(u32, u32, u32)>,
    /// Sent this frame (the party shows it from the next).
    sent: Vec<(u32, u32, u32)>,
    /// A reported tray reopened for correction.
    correcting: Option<(u32, u32, u32)>,
    /// The frame in which Enter moved the cursor on: the next box takes the cursor from
    /// the next frame, or it would read this frame's keys too.
    moved_in: Option<u64>,
    /// Nothing outside the tray boxes has the keyboard this frame.
    keys_ours: bool,
    arrival: widgets::Arrival,
}

/// The Round screen, duplicate.
pub fn dup_round_ui(
    ui: &mut egui::Ui,
    desk: &Desk,
    now: DateTime<Utc>,
    screen: &mut DupRoundScreen,
    out: &mut Vec<Command>,
) {
    let Some(dup) = &desk.duplicate else { return };
    let state = desk.state();
    let Some(round) = state.round_number() else {
        ui.heading("No round yet");
        ui.label("Make the pairs and start the evening first (the Pairs screen).");
        return;
    };
    let finished = state.phase() == Phase::Finished;
    header_ui(ui, desk, dup, round, now, finished, out);
    ui.separator();
    let missing: Vec<(u32, u32, u32)> = state
        .duplicate()
        .missing()
        .into_iter()
        .flat_map(|(t, trays)| trays.into_iter().map(move |tray| (round, t, tray)))
        .filter(|k| !screen.sent.contains(k))
        .collect();
    screen
        .sent
        .retain(|k| k.0 == round && state.duplicate().outcome(k.0, k.1, k.2).is_none());
    if screen.cursor.is_some_and(|c| c.0 != round) {
        screen.cursor = None;
    }
    screen.keys_ours = ui.memory(|m| m.focused()).is_none_or(|f| {
        state
            .duplicate()
            .movement()
            .is_some_and(|m| is_tray_id(m, round, f))
    });
    let arrived = screen.arrival.just_shown(ui.ctx());
    if !finished
        && (arrived
            || screen
                .cursor
                .is_none_or(|c| !missing.contains(&c) && screen.correcting != Some(c)))
    {
        screen.cursor = missing.first().copied();
    }
    egui::ScrollArea::vertical().show(ui, |ui| {
        // Page Up/Down, Home/End scroll the tables when no tray is being typed.
        widgets::scroll_by_keys(ui);
        // A card's outer width: its own, the frame's margins and the gap.
        let columns = ((ui.available_width() / (CARD_WIDTH + 40.0)).floor() as usize).max(1);
        let tables: Vec<u32> = (1..=dup.movement.tables).collect();
        for row in tables.chunks(columns) {
            ui.horizontal_top(|ui| {
                for &table in row {
                    card_ui(
                        ui, desk, dup, round, table, !finished, &missing, screen, out,
                    );
                }
            });
            ui.add_space(8.0);
        }
    });
}

fn header_ui(
    ui: &mut egui::Ui,
    desk: &Desk,
    dup: &DupView,
    round: u32,
    now: DateTime<Utc>,
    finished: bool,
    out: &mut Vec<Command>,
) {
    let state = desk.state();
    ui.horizontal_wrapped(|ui| {
        ui.label(
            RichText::new(format!("Round {round} of {}", dup.movement.rounds()))
                .size(30.0)
                .strong(),
        );
        ui.separator();
        if finished {
            ui.label(RichText::new("The evening is over.").size(22.0));
            return;
        }
        super::round_header_ui::clock_ui(ui, desk, now, out);
        ui.separator();
        let missing = state.duplicate().missing();
        let status = if missing.is_empty() {
            RichText::new("Every tray has its result").color(widgets::good(ui))
        } else {
            let trays: usize = missing.iter().map(|(_, t)| t.len()).sum();
            RichText::new(words::count(trays, "tray to report", "trays to report"))
                .color(widgets::wait(ui))
        };
        ui.label(status.size(22.0));
    });
    if finished {
        return;
    }
    let missing = state.duplicate().missing();
    ui.horizontal_wrapped(|ui| {
        let bell = UiCommand::RingBell;
        if ui
            .button(RichText::new("🔔 Ring the bell").size(20.0).strong())
            .on_hover_text(bell.tooltip(ui.ctx()))
            .clicked()
        {
            out.push(bell.into());
        }
        if !missing.is_empty() {
            ui.label(
                RichText::new(format!(
                    "The bell waits for {}.",
                    missing_trays_words(&missing)
                ))
                .color(widgets::wait(ui)),
            );
            if ui
                .button("Ring anyway")
                .on_hover_text("The trays still to report count as not played there")
                .clicked()
            {
                out.push(Command::RingAnyway);
            }
        }
    });
    ui.label(
        RichText::new(
            "A tray: the bidder's chair, the bid and the points the bidding side took (E6 3), \
             P and the dealer's side's points when all passed (P 8), R and the side in error \
             for a revoke (N4 9 RE), X when it was not played. Enter saves it.",
        )
        .small(),
    );
}

/// One table: its pairs and its trays, each with its result or the box to type it in.
#[allow(clippy::too_many_arguments)]
fn card_ui(
    ui: &mut egui::Ui,
    desk: &Desk,
    dup: &DupView,
    round: u32,
    table: u32,
    editable: bool,
    missing: &[(u32, u32, u32)],
    screen: &mut DupRoundScreen,
    out: &mut Vec<Command>,
) {
    let guide = dup.movement.guide(round, table);
    let waiting = missing.iter().any(|k| k.1 == table);
    let stroke = if waiting {
        widgets::wait(ui)
    } else {
        egui::Color32::from_gray(90)
    };
    egui::Frame::group(ui.style())
        .stroke(egui::Stroke::new(2.0, stroke))
        .show(ui, |ui| {
            ui.set_width(CARD_WIDTH);
            ui.vertical(|ui| {
                // Nothing a card holds may spill onto its neighbour.
                let clip = ui.max_rect().expand(2.0).intersect(ui.clip_rect());
                ui.set_clip_rect(clip);
                ui.label(RichText::new(format!("Table {table}")).size(22.0).strong());
                ui.add(egui::Label::new(dup.pair_label(guide.ns_pair)).truncate());
                match guide.ew_pair {
                    Some(pair) => {
                        ui.add(egui::Label::new(dup.pair_label(pair)).truncate());
                    }
                    None => {
                        ui.label(RichText::new("Sits out this round (the phantom)").italics());
                        ui.label(format!(
                            "{} pass on unplayed.",
                            words::capitalised(&words::trays_list(&guide.trays))
                        ));
                        return;
                    }
                }
                for tray in guide.trays {
                    tray_row_ui(ui, desk, round, table, tray, editable, screen, out);
                }
            });
        });
}

#[allow(clippy::too_many_arguments)]
fn tray_row_ui(
    ui: &mut egui::Ui,
    desk: &Desk,
    round: u32,
    table: u32,
    tray: u32,
    editable: bool,
    screen: &mut DupRoundScreen,
    out: &mut Vec<Command>,
) {
    let state = desk.state();
    let key = (round, table, tray);
    let outcome = state.duplicate().outcome(round, table, tray);
    let dealer = dealer_of_tray(tray).letter();
    let correcting = screen.correcting == Some(key);
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(format!("Tray {tray}")).strong());
        ui.label(RichText::new(format!("dealer {dealer}")).small());
        match outcome {
            Some(play) if !correcting => {
                if editable
                    && ui
                        .small_button("Correct")
                        .accessible_name(format!("Correct table {table} tray {tray}"))
                        .clicked()
                {
                    screen.correcting = Some(key);
                    screen.cursor = Some(key);
                }
                // The outcome on a line of its own, wrapped inside the card.
                ui.end_row();
                ui.label(words::tray_outcome(
                    state.settings.deal_scoring,
                    tray,
                    &play,
                ));
            }
            _ if editable && !screen.sent.contains(&key) => {
                let text = screen.typed.entry(key).or_default();
                let id = tray_id(round, table, tray);
                let frame = ui.ctx().cumulative_frame_nr();
                let settled = screen.moved_in.is_none_or(|moved| frame > moved);
                // Nor is the cursor taken from a box outside the trays (the finder's).
                let takes_cursor = screen.cursor == Some(key) && settled && screen.keys_ours;
                // Whether the box reads this frame's keys: it had the cursor, or takes it
                // now (then Enter may come in the very frame it takes it, and egui's
                // "lost focus" does not see a focus gained and given up at once).
                let reads_keys = takes_cursor || ui.memory(|m| m.has_focus(id));
                let response = widgets::text_field_with_focus(
                    ui,
                    text,
                    &format!("Table {table} tray {tray}"),
                    130.0,
                    id,
                    takes_cursor,
                );
                if response.gained_focus() {
                    screen.cursor = Some(key);
                }
                let entered = reads_keys
                    && !response.has_focus()
                    && ui.input(|i| i.key_pressed(egui::Key::Enter));
                if entered {
                    submit(state, key, correcting, screen, out);
                    screen.moved_in = Some(frame);
                    ui.ctx().request_repaint();
                }
                if correcting && ui.small_button("Cancel").clicked() {
                    screen.correcting = None;
                }
            }
            _ => {
                ui.label(RichText::new("…").weak());
            }
        }
    });
}

/// A tray box's id.
fn tray_id(round: u32, table: u32, tray: u32) -> egui::Id {
    egui::Id::unique(("dup_tray", round, table, tray))
}

/// Whether `id` is one of this round's tray boxes.
fn is_tray_id(m: &crate::rules::duplicate::Movement, round: u32, id: egui::Id) -> bool {
    (1..=m.tables).any(|t| {
        m.trays_at(round, t)
            .iter()
            .any(|&tray| tray_id(round, t, tray) == id)
    })
}

/// The typed tray in: a result, or a correction; a refusal stays in its box, in words.
fn submit(
    state: &crate::rules::State,
    (round, table, tray): (u32, u32, u32),
    correcting: bool,
    screen: &mut DupRoundScreen,
    out: &mut Vec<Command>,
) {
    let key = (round, table, tray);
    let typed = screen.typed.get(&key).cloned().unwrap_or_default();
    let play: TrayPlay = match parse_tray(&typed, tray) {
        Ok(play) => play,
        Err(error) => {
            out.push(Command::Notify(format!(
                "Table {table}, tray {tray}: {error}"
            )));
            return;
        }
    };
    if correcting {
        out.push(Command::Apply(Action::CorrectTray {
            round,
            table,
            tray,
            play,
        }));
        screen.correcting = None;
    } else {
        out.push(Command::Apply(Action::TrayResult {
            round,
            table,
            tray,
            play,
        }));
        screen.sent.push(key);
    }
    screen.typed.remove(&key);
    // On to the next tray still to report.
    let next = state
        .duplicate()
        .missing()
        .into_iter()
        .flat_map(|(t, trays)| trays.into_iter().map(move |tray| (round, t, tray)))
        .find(|k| *k != key && !screen.sent.contains(k));
    screen.cursor = next;
}

/// Lines of the move list: a headline in bold, the moves under it indented.
fn move_lines_ui(ui: &mut egui::Ui, lines: &[String]) {
    for line in lines {
        let text = RichText::new(line.trim_start()).size(19.0);
        if line.starts_with("  ") {
            ui.horizontal(|ui| {
                ui.add_space(24.0);
                ui.add(egui::Label::new(text).wrap());
            });
        } else {
            ui.add(egui::Label::new(text.strong()).wrap());
        }
    }
}

/// After a bell: who goes where, to read out; Enter (or the button) starts the round.
pub fn dup_moves_ui(ui: &mut egui::Ui, desk: &Desk, round: u32, out: &mut Vec<Command>) {
    let Some(dup) = &desk.duplicate else { return };
    ui.heading(format!(
        "Round {} is over: everyone moves",
        round.saturating_sub(1)
    ));
    egui::ScrollArea::vertical().show(ui, |ui| {
        let lines = dup.moves_after(round.saturating_sub(1));
        // The pairs' moves and the trays' side by side when the window is wide enough.
        let trays_from = lines
            .iter()
            .position(|l| *l == words::trays_move_headline(dup.movement.kind))
            .unwrap_or(lines.len());
        let (pairs, trays) = lines.split_at(trays_from);
        if ui.available_width() >= 1000.0 {
            ui.columns(2, |columns| {
                if let [left, right] = columns {
                    move_lines_ui(left, pairs);
                    move_lines_ui(right, trays);
                }
            });
        } else {
            move_lines_ui(ui, &lines);
        }
        ui.add_space(10.0);
        let start = UiCommand::StartRound;
        let button = egui::Button::new(RichText::new(format!("▶ Start round {round}")).size(22.0));
        let response = ui.add(button).on_hover_text(start.tooltip(ui.ctx()));
        if response.clicked() {
            out.push(start.into());
        }
        if ui.button("Show the tables").clicked() {
            out.push(Command::DismissMoves);
        }
    });
}
