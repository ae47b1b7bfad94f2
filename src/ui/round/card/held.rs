//! A table's result sent from its phone and not yet counted, on its Round card (issue
//! 52).

use egui::RichText;

use crate::ui::widgets;
use crate::view::{Command, Desk};

/// What the table's phone sent and is not yet counted (issue 52): put to East–West, or
/// disputed, or waiting for the host's OK, with the host's OK and Turn down at hand (a
/// disputed result showed only on the Phones screen: helper trial).
pub(super) fn held_ui(ui: &mut egui::Ui, desk: &Desk, table: u32, out: &mut Vec<Command>) {
    use crate::view::PhonesCommand;
    let Some(held) = desk.state().star().and_then(|star| star.held_for(table)) else {
        return;
    };
    let (ns, ew) = held.score;
    ui.label(
        RichText::new(
            crate::words::msg::PlayFromPhone {
                ns,
                ew,
                status: crate::words::pending_for(held.agreement),
            }
            .say(),
        )
        .color(widgets::wait(ui)),
    );
    ui.horizontal(|ui| {
        if ui
            .small_button(crate::words::msg::play_ok_table(table))
            .clicked()
        {
            out.push(Command::Phones(PhonesCommand::Accept(table)));
        }
        if ui
            .small_button(crate::words::msg::play_turn_down(table))
            .clicked()
        {
            out.push(Command::Phones(PhonesCommand::Refuse(table)));
        }
    });
}
