//! After the bell: first the chairs that need settling (R-LATE: fill a leaver's chair
//! from the waiting list, close the bottom table, open a new one), the program's
//! proposal a key away; then who goes where, by guest and by table, to read out. Each
//! guest's line says only what changes for them (R-PROG-5: most stay in their chairs),
//! in one voice: spoken to that guest, as the host reads it out to the room.

use egui::RichText;

use crate::rules::late::{EmptyChair, may_open_table, proposal, side_of_seat};
use crate::rules::progression::{Move, moves, seat_of};
use crate::rules::{Action, Round, Star};
use crate::ui::widgets::{self, pairs_text, table_title};
use crate::view::{Command, UiCommand};
use crate::words::msg;

/// After the bell: the chairs to settle, then who goes where; then on to the round.
pub fn moves_ui(ui: &mut egui::Ui, star: Star<'_>, round: u32, out: &mut Vec<Command>) {
    let state = star.state;
    let (Ok(before), Ok(after)) = (star.round(round.wrapping_sub(1)), star.round(round)) else {
        out.push(Command::DismissMoves);
        return;
    };
    let empty = star.empty_chairs();
    ui.horizontal(|ui| {
        ui.heading(msg::play_who_goes(round));
        let command = UiCommand::StartRound;
        let start = ui
            .add_enabled(
                empty.is_empty(),
                egui::Button::new(
                    RichText::new(msg::play_start_round(round))
                        .size(22.0)
                        .strong(),
                ),
            )
            .on_hover_text(command.tooltip(ui.ctx()))
            .on_disabled_hover_text(msg::play_settle_first());
        if empty.is_empty() && !ui.ctx().memory(|m| m.focused().is_some()) {
            start.request_focus();
        }
        if start.clicked() {
            out.push(command.into());
        }
        if ui
            .button(msg::play_see_tables())
            .on_hover_text(msg::play_see_tables_tip())
            .clicked()
        {
            out.push(Command::DismissMoves);
        }
    });
    chairs_ui(ui, star, &empty, out);
    let list = every_move(star, before, after);
    let partner_before = |g| {
        seat_of(before, g).and_then(|(t, seat)| {
            let seats = before.seats(t)?;
            Some(seats.at(seat.opposite()))
        })
    };
    egui::ScrollArea::vertical()
        .id_salt(("moves", round))
        .show(ui, |ui| {
            widgets::scroll_by_keys(ui);
            // Two columns of ragged lines, each label as wide as its words (issue 54:
            // `Ui::columns` justified them, stretching the spaces and letters of every
            // wrapped line, and a focus ring around a line spanned the whole column).
            widgets::side_by_side(
                ui,
                |by_guest| {
                    by_guest.label(RichText::new(msg::play_by_guest()).strong());
                    for m in &list {
                        by_guest.add(
                            egui::Label::new(
                                RichText::new(format!(
                                    "{}: {}",
                                    state.name(m.guest),
                                    crate::words::guest_move(star, m, partner_before(m.guest))
                                ))
                                .size(19.0),
                            )
                            .wrap(),
                        );
                    }
                },
                |by_table| by_table_ui(by_table, star, after),
            );
            widgets::keep_focus_in_view(ui);
        });
}

/// What changes for each guest at the bell, by name; every guest who waits has a line
/// too, those who came late included (issue 54: Geneviève, waiting since round 2, had
/// none while the others said "wait for a chair").
fn every_move(star: Star<'_>, before: &Round, after: &Round) -> Vec<Move> {
    let mut list = moves(before, after);
    let waiting: Vec<Move> = star
        .waiting()
        .iter()
        .filter(|g| !list.iter().any(|m| m.guest == **g))
        .map(|&guest| Move {
            guest,
            from: None,
            to: None,
            partner: None,
        })
        .collect();
    list.extend(waiting);
    let state = star.state;
    list.sort_by(|a, b| crate::words::name_order(state.name(a.guest), state.name(b.guest)));
    list
}

fn by_table_ui(ui: &mut egui::Ui, star: Star<'_>, after: &Round) {
    let state = star.state;
    ui.label(RichText::new(msg::play_by_table()).strong());
    for (table, seats) in (1..).zip(&after.tables) {
        ui.label(RichText::new(table_title(state, table, after.tables.len())).strong());
        ui.label(pairs_text(star, seats));
    }
    if !star.waiting().is_empty() {
        let names: Vec<&str> = star.waiting().iter().map(|&g| state.name(g)).collect();
        ui.label(RichText::new(msg::play_waiting()).strong());
        ui.add(egui::Label::new(names.join(", ")).wrap());
    }
}

/// R-LATE-3..5 at the bell: each empty chair, what the program proposes (F takes it),
/// and the other choices.
pub fn chairs_ui(ui: &mut egui::Ui, star: Star<'_>, empty: &[EmptyChair], out: &mut Vec<Command>) {
    let next = proposal(star);
    if empty.is_empty() && next.is_none() {
        return;
    }
    egui::Frame::group(ui.style())
        .stroke(egui::Stroke::new(2.0, widgets::wait(ui)))
        .inner_margin(10.0)
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            if !empty.is_empty() {
                ui.label(
                    RichText::new(msg::play_chairs_to_settle())
                        .size(22.0)
                        .strong(),
                );
                for chair in empty {
                    empty_chair_ui(ui, star, chair, out);
                }
            }
            if let Some(step) = next {
                ui.horizontal(|ui| {
                    let words = proposal_words(star, &step);
                    let command = UiCommand::TakeProposal;
                    let key = command.key_words(ui.ctx());
                    let take = ui
                        .button(RichText::new(format!("{key}: {words}")).strong())
                        .on_hover_text(command.tooltip(ui.ctx()));
                    // One proposal a press: the next F is for the next step, once this
                    // one is taken.
                    let by_key = !crate::ui::keys::typing(ui.ctx())
                        && crate::ui::keys::take_first(ui.ctx(), |p| {
                            crate::ui::keys::commands::command_of(p, &[command])
                        })
                        .is_some();
                    if take.clicked() || by_key {
                        out.push(Command::Apply(step));
                    }
                });
            }
            let tables = star.current_round().map_or(0, |r| r.tables.len());
            ui.horizontal(|ui| {
                if tables > 1
                    && ui
                        .button(msg::play_close_table(tables))
                        .on_hover_text(msg::play_close_table_tip())
                        .clicked()
                {
                    out.push(Command::Apply(Action::CloseTable));
                }
                if may_open_table(star)
                    && ui
                        .button(msg::play_open_table(tables + 1))
                        .on_hover_text(crate::words::open_table_for(
                            star.state.settings.open_seating(),
                        ))
                        .clicked()
                {
                    out.push(Command::Apply(Action::OpenTable { guests: None }));
                }
            });
        });
}

/// One empty chair: whose it was, and a button per waiting guest of that side.
fn empty_chair_ui(ui: &mut egui::Ui, star: Star<'_>, chair: &EmptyChair, out: &mut Vec<Command>) {
    let state = star.state;
    let side = side_of_seat(chair.seat);
    let waiting = star.waiting_of(side);
    ui.horizontal_wrapped(|ui| {
        ui.label(
            msg::PlayHasLeft {
                table: chair.table,
                seat: crate::words::seat(chair.seat),
                name: state.name(chair.left_by),
            }
            .say(),
        );
        if waiting.is_empty() {
            ui.label(
                RichText::new(msg::play_none_waits(crate::words::side_of(
                    side,
                    state.settings.open_seating(),
                )))
                .color(widgets::wait(ui)),
            );
        }
        for guest in waiting {
            if ui
                .small_button(msg::play_sits_here(state.name(guest)))
                .clicked()
            {
                out.push(Command::Apply(Action::Fill {
                    guest,
                    table: chair.table,
                    seat: chair.seat,
                }));
            }
        }
    });
}

/// The program's proposal in words.
fn proposal_words(star: Star<'_>, step: &Action) -> String {
    let state = star.state;
    match step {
        Action::Fill { guest, table, seat } => msg::PlayTakesChair {
            name: state.name(*guest),
            seat: crate::words::seat(*seat),
            table: *table,
        }
        .say(),
        Action::CloseTable => {
            let tables = star.current_round().map_or(0, |r| r.tables.len());
            msg::play_propose_close(tables)
        }
        Action::OpenTable { .. } => {
            let tables = star.current_round().map_or(0, |r| r.tables.len());
            msg::play_propose_open(tables + 1)
        }
        other => crate::words::action(state, other),
    }
}
