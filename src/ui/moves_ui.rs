//! After the bell: who goes where, by guest and by table, to read out.

use egui::RichText;

use super::widgets::{pairs_text, table_title};
use crate::app::{Command, Desk};
use crate::rules::progression::moves;

/// After the bell: who goes where, by guest and by table, to read out; then on to the
/// round.
pub fn moves_ui(ui: &mut egui::Ui, desk: &Desk, round: u32, out: &mut Vec<Command>) {
    let state = desk.state();
    let rounds = state.rounds();
    let (Some(before), Some(after)) = (
        rounds.get(round as usize - 2),
        rounds.get(round as usize - 1),
    ) else {
        out.push(Command::DismissMoves);
        return;
    };
    ui.horizontal(|ui| {
        ui.heading(format!("Who goes where for round {round}"));
        let start = ui.button(
            RichText::new(format!("Start round {round}"))
                .size(22.0)
                .strong(),
        );
        if !ui.ctx().memory(|m| m.focused().is_some()) {
            start.request_focus();
        }
        if start.clicked() {
            out.push(Command::DismissMoves);
        }
    });
    let mut list = moves(before, after);
    list.sort_by(|a, b| state.name(a.guest).cmp(state.name(b.guest)));
    egui::ScrollArea::vertical().show(ui, |ui| {
        ui.columns(2, |columns| {
            let [by_guest, by_table] = columns else {
                return;
            };
            by_guest.label(RichText::new("By guest").strong());
            for m in &list {
                let (table, seat) = m.to;
                let what = if m.stays() {
                    format!("stays at table {table}, now {}", seat.word())
                } else {
                    format!("goes to table {table}, {}", seat.word())
                };
                by_guest.label(
                    RichText::new(format!(
                        "{}: {what}, partner {}",
                        state.name(m.guest),
                        state.name(m.partner)
                    ))
                    .size(19.0),
                );
            }
            by_table.label(RichText::new("By table").strong());
            for (table, seats) in (1..).zip(&after.tables) {
                by_table.label(RichText::new(table_title(table, after.tables.len())).strong());
                by_table.label(pairs_text(state, seats));
            }
        });
    });
}
