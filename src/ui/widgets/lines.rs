//! A text kept whole on two lines before anything is cut: a name on a table's card.

/// `text` in the room left, broken between words onto a second line when one is too
/// short (issue 54: a pair's long names were cut on a card with room for two lines);
/// cut with "…" only past the second, whole on hover then. A screen reader hears it
/// whole.
pub fn two_lines(ui: &mut egui::Ui, text: impl Into<egui::WidgetText>) -> egui::Response {
    let text: egui::WidgetText = text.into();
    let wrap = egui::text::TextWrapping {
        max_width: ui.available_width().max(1.0),
        max_rows: 2,
        break_anywhere: false,
        overflow_character: Some('…'),
    };
    let galley = text.into_galley_impl(
        ui.ctx(),
        ui.style(),
        wrap,
        egui::FontSelection::Default,
        ui.text_valign(),
    );
    let cut = galley.elided;
    let whole = galley.text().to_owned();
    let response = ui.add(egui::Label::new(galley));
    if cut {
        response.on_hover_text(whole)
    } else {
        response
    }
}
