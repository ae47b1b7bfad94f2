//! The named text boxes drawn in a frame, noted for the window's record of what its boxes
//! showed (`--record-boxes`, `app::record`): each box's name, what it held, whether it had
//! the cursor. Nothing is noted unless the record is on.

const NOTING: &str = "cinch_noting_boxes";
const NOTED: &str = "cinch_noted_boxes";

/// A box as drawn: its name, its text, whether it had the cursor.
pub type NotedBox = (String, String, bool);

/// Turns the noting on (the record is kept) for the frames from now on.
pub fn note_boxes(ctx: &egui::Context) {
    ctx.data_mut(|d| d.insert_temp(egui::Id::unique(NOTING), true));
}

/// Notes a named box drawn this frame, when the record is kept.
pub fn note_box(ctx: &egui::Context, name: &str, text: &str, response: &egui::Response) {
    let noting = ctx.data(|d| d.get_temp::<bool>(egui::Id::unique(NOTING)));
    if noting == Some(true) {
        // Asked outside `data_mut`: the context is locked inside it.
        let focused = response.has_focus();
        ctx.data_mut(|d| {
            d.get_temp_mut_or_default::<Vec<NotedBox>>(egui::Id::unique(NOTED))
                .push((name.to_owned(), text.to_owned(), focused));
        });
    }
}

/// The boxes noted since the last time, taken.
pub fn take_noted_boxes(ctx: &egui::Context) -> Vec<NotedBox> {
    ctx.data_mut(|d| d.remove_temp::<Vec<NotedBox>>(egui::Id::unique(NOTED)))
        .unwrap_or_default()
}
