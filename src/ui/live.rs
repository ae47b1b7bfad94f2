//! Words a screen reader speaks without the focus moving (issue 32 §5): AccessKit's live
//! regions, which reach the desktop's accessibility bus (AT-SPI on Linux) as
//! announcements. Nothing here is drawn; without a screen reader (AccessKit off) these
//! do nothing at all.

use egui::accesskit::{Live, Role};

/// A status line a screen reader speaks when it appears and whenever its words change
/// (politely: after what it is saying). Not drawn: the screen shows the same facts its
/// own way.
pub fn spoken_status(ui: &egui::Ui, id: egui::Id, words: &str) {
    ui.ctx().accesskit_node_builder(id, |node| {
        node.set_role(Role::Status);
        node.set_label(words);
        node.set_live(Live::Polite);
    });
}

/// Makes the widget `id` (a message's label) spoken when it appears or changes: an error
/// at once (assertive), a notice after what is being said (polite).
pub fn speak_widget(ui: &egui::Ui, id: egui::Id, error: bool) {
    let live = if error { Live::Assertive } else { Live::Polite };
    ui.ctx()
        .accesskit_node_builder(id, |node| node.set_live(live));
}

/// Gives the window's own node (the AT-SPI frame) its name, which a screen reader says
/// when the window comes to the front: egui leaves it nameless.
pub fn name_window(ctx: &egui::Context, title: &str) {
    ctx.accesskit_node_builder(egui::accesskit_root_id(), |node| node.set_label(title));
}
