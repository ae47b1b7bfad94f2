//! A reported result's Correct button, on a star table's card and a duplicate tray's
//! line.

use super::*;

/// A reported result's Correct button (of a star table or a duplicate tray, `what`):
/// the cursor rests on it when `here`, and Enter (or a click) reopens the result.
/// Whether it was pressed.
pub(in crate::ui) fn correct_button_ui(
    ui: &mut egui::Ui,
    id: egui::Id,
    here: bool,
    what: &str,
    name: String,
) -> bool {
    if here {
        focus_once(ui, id);
    }
    let button = ui
        .add(egui::Button::new(msg::play_correct()).small())
        .on_hover_text(msg::play_reopen(what));
    let button = ui
        .interact(button.rect, id, egui::Sense::click())
        .union(button);
    if here {
        hold_keys(ui, id);
    }
    // egui clicks a focused button on Enter whatever the modifiers: Ctrl+Enter (a
    // window's command) reopened the table unseen as well, and "6 Enter" then corrected
    // it to a score no box had shown (key monkey, issue 55).
    let shortcut = ui.input(|i| {
        i.events.iter().any(|e| {
            matches!(e, egui::Event::Key { key: egui::Key::Enter | egui::Key::Space, pressed: true, modifiers, .. }
                if modifiers.command || modifiers.ctrl)
        })
    });
    button.accessible_name(name).clicked() && !shortcut
}
