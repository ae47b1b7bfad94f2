//! The Round screen, the main screen during play: every table as a card, head table
//! first, booby table last, with the names by seat and two score boxes. Keyboard flow:
//! score, Tab, score, Enter, and the next table waiting is ready. A tie asks for the
//! ladies' cut (R-ROUND-3); the bell waits for every table (R-ROUND-5).
//! After the bell: who goes where.

use std::collections::HashMap;

use chrono::{DateTime, Utc};
use egui::{Color32, RichText};

use super::widgets::{self, score_field, submitted, tab_pressed};
use crate::rules::round::parse_score;
use crate::rules::words;
use crate::rules::{Action, Cut, PairSide, Round, Seat, TableResult, TableSeats};
use crate::view::{Command, Desk, View};

/// What the Round screen keeps between frames.
#[derive(Default)]
pub struct RoundScreen {
    /// Typed scores by (round, table): North–South, East–West.
    scores: HashMap<(u32, u32), (String, String)>,
    /// Put the cursor in this table's first box.
    focus: Option<(u32, u32)>,
    /// A reported table reopened for correction.
    correcting: Option<(u32, u32)>,
    /// The host asked to ring over missing tables: confirm first.
    pub(super) confirm_override: bool,
    /// The egui pass in which this screen was last drawn, to know when it comes into view.
    drawn_in_pass: Option<u64>,
}

/// A table card's width on screen, frame included.
const CARD_WIDTH: f32 = 316.0;
/// The space inside a card's frame.
const CARD_MARGIN: f32 = 10.0;

/// The Round screen.
pub fn round_ui(
    ui: &mut egui::Ui,
    view: &View<'_>,
    desk: &Desk,
    now: DateTime<Utc>,
    screen: &mut RoundScreen,
    out: &mut Vec<Command>,
) {
    let state = desk.state();
    let Some(round) = state.current_round() else {
        ui.heading("No round yet");
        ui.label("Make the draw and seat the tables first (the Draw screen).");
        return;
    };
    super::round_header_ui::header_ui(ui, view, desk, round, now, screen, out);
    ui.separator();
    let editable = state.phase() == crate::rules::Phase::Playing;
    // When the screen comes into view, the cursor goes to the first table still to
    // report (only then: between two frames of a Tab, nothing has the focus).
    let pass = ui.ctx().cumulative_pass_nr();
    let just_shown = screen.drawn_in_pass.is_none_or(|last| last + 1 < pass);
    screen.drawn_in_pass = Some(pass);
    if editable && just_shown && screen.focus.is_none() {
        screen.focus = round.unreported().first().map(|&t| (round.number, t));
    }
    // Whole cards only: each is CARD_WIDTH wide with its frame, plus the grid's spacing.
    let spacing = 12.0;
    let columns =
        (((ui.available_width() + spacing) / (CARD_WIDTH + spacing)).floor() as usize).max(1);
    egui::ScrollArea::vertical().show(ui, |ui| {
        egui::Grid::new(("tables", round.number))
            .num_columns(columns)
            .spacing([spacing, spacing])
            .show(ui, |ui| {
                for (i, (table, seats)) in (1..).zip(&round.tables).enumerate() {
                    let result = round.results.get(i).and_then(Option::as_ref);
                    ui.vertical(|ui| {
                        table_card_ui(ui, desk, round, table, seats, result, editable, screen, out);
                    });
                    if (i + 1) % columns == 0 {
                        ui.end_row();
                    }
                }
            });
    });
}

#[allow(clippy::too_many_arguments)]
fn table_card_ui(
    ui: &mut egui::Ui,
    desk: &Desk,
    round: &Round,
    table: u32,
    seats: &TableSeats,
    result: Option<&TableResult>,
    editable: bool,
    screen: &mut RoundScreen,
    out: &mut Vec<Command>,
) {
    let state = desk.state();
    let key = (round.number, table);
    let winner = result.and_then(|r| r.winner(seats));
    let frame_colour = match (result, winner) {
        (None, _) => widgets::WAIT,
        (Some(_), None) => widgets::BAD,
        (Some(_), Some(_)) => Color32::from_gray(90),
    };
    egui::Frame::group(ui.style())
        .stroke(egui::Stroke::new(2.0, frame_colour))
        .inner_margin(CARD_MARGIN)
        .show(ui, |ui| {
            ui.set_width(CARD_WIDTH - 2.0 * (CARD_MARGIN + 2.0));
            ui.horizontal(|ui| {
                ui.label(RichText::new(format!("Table {table}")).size(22.0).strong());
                ui.label(words::table_tag(
                    table,
                    round.tables.len(),
                    state.settings.scoring,
                ));
            });
            for side in [PairSide::NorthSouth, PairSide::EastWest] {
                let (a, b) = match side {
                    PairSide::NorthSouth => (Seat::North, Seat::South),
                    PairSide::EastWest => (Seat::East, Seat::West),
                };
                let text = format!(
                    "{} {}  ·  {} {}",
                    a.letter(),
                    state.name(seats.at(a)),
                    b.letter(),
                    state.name(seats.at(b))
                );
                let text = if winner == Some(side) {
                    RichText::new(format!("{text}  ✔"))
                        .color(widgets::GOOD)
                        .strong()
                } else {
                    RichText::new(text)
                };
                ui.label(text);
            }
            let correcting = screen.correcting == Some(key);
            match result {
                Some(r) if !correcting => {
                    reported_ui(ui, round, table, seats, r, editable, screen, out)
                }
                _ if editable => scores_ui(ui, round, table, result.is_some(), screen, out),
                _ => {
                    ui.label("No result.");
                }
            }
        });
}

#[allow(clippy::too_many_arguments)]
fn reported_ui(
    ui: &mut egui::Ui,
    round: &Round,
    table: u32,
    seats: &TableSeats,
    result: &TableResult,
    editable: bool,
    screen: &mut RoundScreen,
    out: &mut Vec<Command>,
) {
    ui.horizontal(|ui| {
        let score = if result.unreported {
            "No result: decided by a cut".to_owned()
        } else {
            format!("{} – {}", result.ns, result.ew)
        };
        ui.label(RichText::new(score).size(22.0).strong());
        if result.corrections > 0 {
            ui.label(RichText::new("corrected").italics());
        }
        if ui
            .small_button("Correct")
            .accessible_name(format!("Correct table {table}"))
            .clicked()
        {
            screen.correcting = Some((round.number, table));
            screen.scores.insert(
                (round.number, table),
                (result.ns.to_string(), result.ew.to_string()),
            );
            screen.focus = Some((round.number, table));
        }
    });
    if result.is_tie() {
        match &result.cut {
            Some(cut) => {
                let won = result.cut_won_by(seats).map_or("", |side| side.words());
                let cards: Vec<String> = cut
                    .attempts()
                    .iter()
                    .map(|a| {
                        a.iter()
                            .map(|c| c.card.face())
                            .collect::<Vec<_>>()
                            .join(" against ")
                    })
                    .collect();
                let how = if cards.is_empty() {
                    "a real cut".to_owned()
                } else {
                    cards.join(", then ")
                };
                ui.label(format!("Tie: {won} won the cut ({how})."));
            }
            None if editable || result.winner(seats).is_none() => {
                tie_ui(ui, round.number, table, seats, out)
            }
            None => {}
        }
    }
}

fn tie_ui(ui: &mut egui::Ui, round: u32, table: u32, seats: &TableSeats, out: &mut Vec<Command>) {
    ui.label(RichText::new("A tie: the two ladies cut, Ace high.").color(widgets::BAD));
    if ui
        .button(RichText::new("Cut for them").strong())
        .accessible_name(format!("Cut for table {table}"))
        .clicked()
    {
        out.push(Command::CutTie { round, table });
    }
    ui.horizontal_wrapped(|ui| {
        ui.label("Real cut won by");
        for (lady, pair, short) in [
            (seats.north, "North–South", "N–S"),
            (seats.east, "East–West", "E–W"),
        ] {
            if ui
                .button(short)
                .accessible_name(format!("Table {table}: {pair} won the cut"))
                .clicked()
            {
                let cut = Cut::real(&seats.cutters(), lady);
                out.push(Command::Apply(Action::CutTie { round, table, cut }));
            }
        }
    });
}

fn scores_ui(
    ui: &mut egui::Ui,
    round: &Round,
    table: u32,
    correcting: bool,
    screen: &mut RoundScreen,
    out: &mut Vec<Command>,
) {
    let key = (round.number, table);
    let (ns_text, ew_text) = screen.scores.entry(key).or_default();
    let mut submit = false;
    let mut to_ew = false;
    ui.horizontal(|ui| {
        ui.label("N–S");
        let ns = score_field(ui, ns_text, &format!("Table {table} North–South score"));
        if screen.focus == Some(key) {
            ns.request_focus();
        }
        ui.label("E–W");
        let ew = score_field(ui, ew_text, &format!("Table {table} East–West score"));
        // Tab and Shift+Tab go between the two boxes of the table.
        if ns.has_focus() && (tab_pressed(ui, false) || tab_pressed(ui, true)) {
            ew.request_focus();
        } else if ew.has_focus() && (tab_pressed(ui, false) || tab_pressed(ui, true)) {
            ns.request_focus();
        }
        if submitted(ui, &ns) {
            if ew_text.trim().is_empty() {
                to_ew = true;
                ew.request_focus();
            } else {
                submit = true;
            }
        }
        if submitted(ui, &ew) {
            submit = true;
        }
        let label = if correcting {
            "Save the correction"
        } else {
            "Enter"
        };
        if ui
            .button(label)
            .accessible_name(format!("Enter table {table}"))
            .clicked()
        {
            submit = true;
        }
        if correcting && ui.small_button("Cancel").clicked() {
            screen.correcting = None;
        }
    });
    if screen.focus == Some(key) {
        screen.focus = None;
    }
    if to_ew || !submit {
        return;
    }
    match (parse_score(ns_text), parse_score(ew_text)) {
        (Ok(ns), Ok(ew)) => {
            let (ns, ew) = (i64::from(ns), i64::from(ew));
            out.push(Command::Apply(if correcting {
                Action::CorrectResult {
                    round: round.number,
                    table,
                    ns,
                    ew,
                }
            } else {
                Action::EnterResult { table, ns, ew }
            }));
            screen.scores.remove(&key);
            screen.correcting = None;
            // The next table still to report, after this one, wrapping round.
            let waiting = round.unreported();
            screen.focus = waiting
                .iter()
                .find(|&&t| t > table)
                .or_else(|| waiting.iter().find(|&&t| t != table))
                .map(|&t| (round.number, t));
        }
        (Err(error), _) | (_, Err(error)) => {
            out.push(Command::Notify(format!("Table {table}: {error}")));
            screen.focus = Some(key);
        }
    }
}
