//! After the bell: who goes where, by guest and by table, to read out. Each guest's line
//! says only what changes for them (R-PROG-5: most stay in their chairs).

use egui::RichText;

use super::widgets::{pairs_text, table_title};
use crate::rules::progression::{Move, moves};
use crate::rules::{Seat, State};
use crate::view::{Command, Desk, UiCommand};

/// What changes for one guest at the bell, in words to read out.
pub fn move_words(
    state: &State,
    m: &Move,
    partner_before: Option<crate::rules::GuestId>,
) -> String {
    let (table, seat) = m.to;
    let partner = if partner_before == Some(m.partner) {
        "same partner".to_owned()
    } else {
        format!("new partner {}", state.name(m.partner))
    };
    if m.from == m.to {
        format!(
            "stays in your chair ({}) at table {table}, {partner}",
            seat_word(seat)
        )
    } else if m.stays() {
        format!(
            "stays at table {table}, moves to {}, {partner}",
            seat_word(seat)
        )
    } else {
        format!("goes to table {table}, {}, {partner}", seat_word(seat))
    }
}

fn seat_word(seat: Seat) -> &'static str {
    seat.word()
}

/// After the bell: who goes where, by guest and by table, to read out; then on to the
/// round.
pub fn moves_ui(ui: &mut egui::Ui, desk: &Desk, round: u32, out: &mut Vec<Command>) {
    let state = desk.state();
    let rounds = state.rounds();
    let (Some(before), Some(after)) = (
        rounds.get((round as usize).wrapping_sub(2)),
        rounds.get((round as usize).wrapping_sub(1)),
    ) else {
        out.push(Command::DismissMoves);
        return;
    };
    ui.horizontal(|ui| {
        ui.heading(format!("Who goes where for round {round}"));
        let command = UiCommand::StartRound;
        let start = ui
            .button(
                RichText::new(format!("▶ Start round {round}"))
                    .size(22.0)
                    .strong(),
            )
            .on_hover_text(command.tooltip(ui.ctx()));
        if !ui.ctx().memory(|m| m.focused().is_some()) {
            start.request_focus();
        }
        if start.clicked() {
            out.push(command.into());
        }
        if ui
            .button("See the tables first")
            .on_hover_text("The round's clock waits until you start it")
            .clicked()
        {
            out.push(Command::DismissMoves);
        }
    });
    let mut list = moves(before, after);
    list.sort_by(|a, b| state.name(a.guest).cmp(state.name(b.guest)));
    let partner_before = |g| {
        crate::rules::progression::seat_of(before, g).and_then(|(t, seat)| {
            let seats = before.tables.get((t as usize).wrapping_sub(1))?;
            Some(seats.at(seat.opposite()))
        })
    };
    egui::ScrollArea::vertical().show(ui, |ui| {
        ui.columns(2, |columns| {
            let [by_guest, by_table] = columns else {
                return;
            };
            by_guest.label(RichText::new("By guest").strong());
            for m in &list {
                by_guest.label(
                    RichText::new(format!(
                        "{}: {}",
                        state.name(m.guest),
                        move_words(state, m, partner_before(m.guest))
                    ))
                    .size(19.0),
                );
            }
            by_table.label(RichText::new("By table").strong());
            for (table, seats) in (1..).zip(&after.tables) {
                by_table
                    .label(RichText::new(table_title(state, table, after.tables.len())).strong());
                by_table.label(pairs_text(state, seats));
            }
        });
    });
}
