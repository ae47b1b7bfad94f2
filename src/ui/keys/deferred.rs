//! Keys held over to the next frame: those that arrived after something took the
//! keyboard elsewhere (a key that opens a dialog), given back first so they land where
//! the cursor went. The window's input hook takes them ([`take_deferred_events`]).

/// Where keys wait that arrived in a frame after something took the keyboard elsewhere
/// (a key that opens a dialog): the window's input hook gives them to the next frame,
/// first, so they land where the cursor went.
const DEFERRED: &str = "cinch_deferred_events";

/// Hands `events` to the next frame, ahead of whatever else arrives (see [`DEFERRED`]).
pub fn defer_events(ctx: &egui::Context, events: Vec<egui::Event>) {
    if events.is_empty() {
        return;
    }
    ctx.data_mut(|d| {
        d.get_temp_mut_or_default::<Vec<egui::Event>>(egui::Id::unique(DEFERRED))
            .extend(events);
    });
    ctx.request_repaint();
}

/// Hands all of this frame's events to the next frame.
pub fn defer_frame_events(ui: &egui::Ui) {
    let events = ui.input_mut(|i| std::mem::take(&mut i.events));
    defer_events(ui.ctx(), events);
}

/// The events handed on by [`defer_events`], taken.
pub fn take_deferred_events(ctx: &egui::Context) -> Vec<egui::Event> {
    ctx.data_mut(|d| d.remove_temp::<Vec<egui::Event>>(egui::Id::unique(DEFERRED)))
        .unwrap_or_default()
}

/// Whether keys wait for the next frame: this frame could not act on them yet (a dialog
/// only measured, unseen), so what it drew is not yet what they will meet.
pub fn keys_handed_on(ctx: &egui::Context) -> bool {
    ctx.data(|d| {
        d.get_temp::<Vec<egui::Event>>(egui::Id::unique(DEFERRED))
            .is_some_and(|e| !e.is_empty())
    })
}
