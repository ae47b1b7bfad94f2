//! The settings form's rows: a name in a column of its own, what it sets beside it.

use super::widgets;

/// The width of the settings form's names column.
const FORM_LABEL_WIDTH: f32 = 160.0;

/// A row of the settings form: its name in a column of its own, level with the first
/// line of what it sets (however many lines that takes).
pub(super) fn form_row(ui: &mut egui::Ui, name: &str, contents: impl FnOnce(&mut egui::Ui)) {
    ui.horizontal_top(|ui| {
        widgets::column(ui, FORM_LABEL_WIDTH, |ui| ui.label(name));
        ui.vertical(contents);
    });
}
