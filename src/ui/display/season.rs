//! The guest display's season stage ("the season so far", R-SEASON): the leaders of
//! each ladder of the season picked on the Season screen, side by side, in type read
//! from across the room. Shown before the first round, or when the host picks it.

use egui::RichText;

use crate::ui::display::{Canvas, heading};
use crate::view::season::SeasonBoard;

/// Draws the season's leaders (or says there is none picked), in the display's look.
pub fn season_board_ui(ui: &mut egui::Ui, canvas: &Canvas, board: Option<&SeasonBoard>) {
    let (unit, inks) = (canvas.unit(), canvas.inks);
    let Some(board) = board else {
        ui.vertical_centered(|ui| {
            ui.add_space(unit * 3.0);
            heading(ui, canvas, "Welcome! The season table comes soon.", unit);
        });
        return;
    };
    ui.vertical_centered(|ui| {
        heading(
            ui,
            canvas,
            &format!("The season so far: {}", board.name),
            unit,
        );
    });
    ui.add_space(unit * 0.3);
    let size = unit * 0.42;
    ui.columns(board.ladders.len().max(1), |columns| {
        for (ui, (title, rows)) in columns.iter_mut().zip(&board.ladders) {
            ui.label(
                RichText::new(title)
                    .size(size * 1.2)
                    .strong()
                    .color(inks.accent),
            );
            egui::Grid::new(("season_board", title.as_str()))
                .spacing([size, size * 0.3])
                .show(ui, |ui| {
                    for [place, name, figure] in rows {
                        let text = |t: &str| RichText::new(t).size(size).color(inks.text);
                        ui.label(text(place));
                        ui.add(egui::Label::new(text(name)).truncate());
                        ui.label(text(figure));
                        ui.end_row();
                    }
                });
        }
    });
}
