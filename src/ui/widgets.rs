//! Small pieces the screens share: colours, stars shown by colour *and* symbol *and*
//! word, cards with their back colour, labelled text fields.

use crate::ui::keys;
use egui::{Color32, RichText};

use crate::rules::{Back, DrawCard, Side, StarColour};

pub use crate::fonts::{DEJAVU_SANS, DEJAVU_SANS_BOLD};

mod choices;
mod colours;
mod lines;
pub use choices::*;
pub use colours::*;
pub use lines::two_lines;
mod noted;
pub use noted::{NotedBox, note_box, note_boxes, take_noted_boxes};

/// A side's word for one guest.
pub fn side_word(side: Side, open_seating: bool) -> String {
    crate::words::side_of(side, open_seating)
}

/// A card as the host reads it out: large, with its back colour.
pub fn card_text(card: &DrawCard, size: f32) -> RichText {
    let colour = match card.back {
        Back::Red => Color32::from_rgb(230, 90, 90),
        Back::Blue => Color32::from_rgb(110, 160, 240),
    };
    RichText::new(
        crate::words::msg::ScreenCardBack {
            card: crate::words::card_face(card),
            back: crate::words::back(card.back),
        }
        .say(),
    )
    .size(size)
    .strong()
    .color(colour)
}

/// "Table 3 (booby)" (no head or booby in the score-card methods).
pub fn table_title(state: &crate::rules::State, table: u32, tables: usize) -> String {
    crate::words::table_title(
        table,
        crate::rules::TableRole::of(table, tables, state.settings.scoring()),
    )
}

/// Who sits where at a table, partners together, a line a chair so that long names
/// never break mid-pair: "N Ada\nS Bob\nE Cy\nW Dan".
pub fn pairs_text(star: crate::rules::Star<'_>, seats: &crate::rules::TableSeats) -> String {
    use crate::rules::Seat;
    // Each chair by the language's letter (the German Ost is O).
    [Seat::North, Seat::South, Seat::East, Seat::West]
        .map(|seat| {
            format!(
                "{} {}",
                crate::words::seat_letter(seat),
                crate::words::chair_holder(star, seats.at(seat))
            )
        })
        .join("\n")
}

/// A one-line text field with an accessible name (read by screen readers and tests).
pub fn text_field(ui: &mut egui::Ui, text: &mut String, name: &str, width: f32) -> egui::Response {
    // Whether it held text before this frame's keys (Ctrl+Z may just have emptied it).
    let had_text = !text.is_empty();
    let response = ui
        .add(egui::TextEdit::singleline(text).desired_width(width))
        .accessible_name(name);
    note_typing(ui.ctx(), &response, had_text || !text.is_empty());
    note_box(ui.ctx(), name, text, &response);
    response
}

/// Whether a key moves the cursor elsewhere, or runs a command that may: Tab, Enter,
/// Escape, and every shortcut with Ctrl (Cmd on a Mac). The window's input hook ends a
/// frame after each (`app::input`).
pub fn moves_focus(event: &egui::Event) -> bool {
    match event {
        egui::Event::Key {
            key,
            pressed: true,
            modifiers,
            ..
        } => {
            matches!(key, egui::Key::Tab | egui::Key::Enter | egui::Key::Escape)
                || modifiers.command
                || modifiers.ctrl
        }
        _ => false,
    }
}

/// A one-line field with a fixed id that takes the cursor *before* it is drawn when
/// `focus` is set, so keys typed in that same frame already land in it (a field focused
/// after drawing would miss them).
pub fn text_field_with_focus(
    ui: &mut egui::Ui,
    text: &mut String,
    name: &str,
    width: f32,
    id: egui::Id,
    focus: bool,
) -> egui::Response {
    let taking = focus && !ui.memory(|m| m.has_focus(id));
    if taking {
        ui.memory_mut(|m| m.request_focus(id));
    }
    // A field that takes the cursor because another field was submitted by Enter in this
    // very frame must not read the keys that came before that Enter: they were the other
    // field's (issue 32: "2 3" Enter in the Standings' finder put the 3 in the score box
    // too). The window's input hook ends a frame at every Enter, so the keys after it
    // arrive in the next frame, where this field reads them.
    let hidden = (taking && entered_this_frame(ui.ctx()))
        .then(|| ui.input_mut(|i| std::mem::take(&mut i.events)));
    let had_text = !text.is_empty();
    let response = ui
        .add(egui::TextEdit::singleline(text).id(id).desired_width(width))
        .accessible_name(name);
    if let Some(events) = hidden {
        ui.input_mut(|i| i.events = events);
    } else if taking && !response.has_focus() && keys::seen(ui.ctx(), egui::Key::Enter) {
        // It took the cursor and gave it up to an Enter in one frame (a quick typist's
        // keys arrive together): egui's "lost focus" does not see a focus gained and lost
        // at once, so the field says itself that it was submitted.
        let frame = ui.ctx().cumulative_frame_nr();
        ui.ctx()
            .data_mut(|d| d.insert_temp(id.with(ENTERED_IN), frame));
    }
    note_typing(ui.ctx(), &response, had_text || !text.is_empty());
    note_box(ui.ctx(), name, text, &response);
    response
}

/// Keeps the cursor in a box just submitted by Enter, from this very frame on: a list of
/// names is typed a name and Enter at a time, and the next name's first key may come in
/// the very next frame. Asked for only in the next frame, the box was without the cursor
/// for one frame: that key was the screen's (the Season screen's A, "add an evening") or
/// lost while the input method was switched off and on again.
pub fn keep_cursor(ui: &egui::Ui, field: &egui::Response) {
    ui.memory_mut(|m| m.request_focus(field.id));
}

/// Gives the cursor to `id` now, drawing the frame again so the picture shows it where
/// the next keys go. Asked for only as the frame ends, the cursor moves unseen: the
/// picture shows it where it was while the next key, typed at once, goes to `id` (key
/// monkey, issue 55). `why` is egui's reason for the second pass.
pub fn focus_now(ui: &egui::Ui, id: egui::Id, why: &'static str) {
    ui.memory_mut(|m| m.request_focus(id));
    ui.ctx().request_discard(why);
}

/// Gives the focus to `id` unless it has it already: asking again every frame would
/// interrupt the input method each time (and on some systems swallow the keys).
pub fn focus_once(ui: &egui::Ui, id: egui::Id) {
    if !ui.memory(|m| m.has_focus(id)) {
        ui.memory_mut(|m| m.request_focus(id));
    }
}

/// Keeps egui's own keys (Tab, the arrows, Escape) from moving the focus off the box
/// with the cursor: the Round screen's keyboard decides where the cursor goes.
pub fn hold_keys(ui: &egui::Ui, id: egui::Id) {
    ui.memory_mut(|m| {
        m.set_focus_lock_filter(
            id,
            egui::EventFilter {
                tab: true,
                horizontal_arrows: true,
                vertical_arrows: true,
                escape: true,
            },
        );
    });
}

/// Selects the whole of a text field's text, so it shows that the next key typed
/// replaces it (and egui replaces it).
pub fn select_all(ctx: &egui::Context, id: egui::Id, text: &str) {
    let mut state = egui::TextEdit::load_state(ctx, id).unwrap_or_default();
    let all = egui::text::CCursorRange::select_all_str(text);
    if state.cursor.char_range() != Some(all) {
        state.cursor.set_char_range(Some(all));
        state.store(ctx, id);
    }
}

/// Where the focus ring goes: around the widget with the keyboard focus, in its own
/// layer, a few pixels out; `None` when nothing has the focus.
pub fn focus_ring(ctx: &egui::Context) -> Option<(egui::LayerId, egui::Rect)> {
    let id = ctx.memory(|m| m.focused())?;
    let response = ctx.read_response(id)?;
    Some((response.layer_id, response.rect.expand(RING_GAP)))
}

/// The room between a widget and its focus ring.
const RING_GAP: f32 = 3.0;
/// The focus ring's width.
const RING_WIDTH: f32 = 3.0;
/// How far the focus ring reaches out of its widget: what a widget keeps clear around a
/// box that takes the cursor, so that the ring never covers its neighbour's words.
pub const RING_REACH: f32 = RING_GAP + RING_WIDTH;

/// Where the focus ring may be painted: the part of its widget's scroll area (or panel)
/// in view, a ring's width around it; `None` when the widget is scrolled out of sight (a
/// ring there would be painted over the top bar, issue 32).
pub fn focus_ring_clip(ctx: &egui::Context) -> Option<egui::Rect> {
    let id = ctx.memory(|m| m.focused())?;
    let response = ctx.read_response(id)?;
    let visible = response.interact_rect;
    (visible.is_positive() && visible.intersects(response.rect)).then(|| visible.expand(6.0))
}

/// The colour of the focus ring: a warm amber on the dark look, a deep blue on a light
/// one; either way far from every other colour on the screen.
pub fn focus_colour(dark: bool) -> egui::Color32 {
    if dark {
        egui::Color32::from_rgb(255, 196, 0)
    } else {
        egui::Color32::from_rgb(0, 70, 190)
    }
}

/// Paints an unmistakable ring around the widget with the keyboard focus (egui's own
/// sign of focus is a thin outline, easy to lose from a step back).
pub fn paint_focus_ring(ctx: &egui::Context) {
    let Some((layer, rect)) = focus_ring(ctx) else {
        return;
    };
    let Some(clip) = focus_ring_clip(ctx) else {
        return;
    };
    let colour = focus_colour(ctx.theme() == egui::Theme::Dark);
    ctx.layer_painter(layer).with_clip_rect(clip).rect_stroke(
        rect,
        5.0,
        egui::Stroke::new(RING_WIDTH, colour),
        egui::StrokeKind::Outside,
    );
}

/// A column of a row, `width` wide and a control high, its contents at the left: what
/// lines rows up (a form's names, a table of names and counts) and keeps a long text to
/// its own room (with `Label::truncate`, cut with the whole text on hover).
pub fn column<R>(ui: &mut egui::Ui, width: f32, add: impl FnOnce(&mut egui::Ui) -> R) -> R {
    ui.allocate_ui_with_layout(
        egui::vec2(width, ui.spacing().interact_size.y),
        egui::Layout::left_to_right(egui::Align::Center),
        |ui| {
            ui.set_width(width);
            add(ui)
        },
    )
    .inner
}

/// Two columns side by side, each exactly half the width and wrapping its text within
/// it. (`Ui::columns` widens its columns to the widest thing any of them held the frame
/// before, so in a scroll area a wrapped heading ran into the next column.)
pub fn side_by_side(
    ui: &mut egui::Ui,
    left: impl FnOnce(&mut egui::Ui),
    right: impl FnOnce(&mut egui::Ui),
) {
    let gap = 3.0 * ui.spacing().item_spacing.x;
    let half = ((ui.available_width() - gap) / 2.0).max(120.0);
    let column = |ui: &mut egui::Ui, add: &mut dyn FnMut(&mut egui::Ui)| {
        ui.allocate_ui_with_layout(
            egui::vec2(half, 0.0),
            egui::Layout::top_down(egui::Align::Min),
            |ui| {
                ui.set_width(half);
                add(ui);
            },
        );
    };
    let (mut left, mut right) = (Some(left), Some(right));
    ui.horizontal_top(|ui| {
        column(ui, &mut |ui| {
            if let Some(add) = left.take() {
                add(ui);
            }
        });
        ui.add_space(gap);
        column(ui, &mut |ui| {
            if let Some(add) = right.take() {
                add(ui);
            }
        });
    });
}

/// A score box: like `text_field`, but Tab stays with the screen, which moves the cursor
/// between the two boxes of a table itself (egui's own Tab order can be thrown off when
/// the cards change size under it).
pub fn score_field(ui: &mut egui::Ui, text: &mut String, name: &str) -> egui::Response {
    let had_text = !text.is_empty();
    let response = ui
        .add(
            egui::TextEdit::singleline(text)
                .desired_width(56.0)
                .lock_focus(true),
        )
        .accessible_name(name);
    note_typing(ui.ctx(), &response, had_text || !text.is_empty());
    response
}

/// Whether Tab (`shift`: Shift+Tab) was pressed this frame.
pub fn tab_pressed(ui: &egui::Ui, shift: bool) -> bool {
    keys::tab_seen(ui.ctx(), shift)
}

fn typing_id() -> egui::Id {
    egui::Id::unique("cinch_typing")
}

/// Records that the focused field holds text this frame, so that Ctrl+Z edits the text
/// rather than undoing the party.
pub fn note_typing(ctx: &egui::Context, response: &egui::Response, has_text: bool) {
    if response.has_focus() && has_text {
        ctx.data_mut(|d| d.insert_temp(typing_id(), true));
    }
}

/// Whether a focused field held text this frame; clears the mark for the next frame.
pub fn take_typing(ctx: &egui::Context) -> bool {
    ctx.data_mut(|d| d.remove_temp::<bool>(typing_id()))
        .unwrap_or(false)
}

/// Tells when a screen comes into view (it was not drawn in the pass before), so it can
/// put the cursor where the host will type.
#[derive(Debug, Default)]
pub struct Arrival(Option<u64>);

impl Arrival {
    /// Whether the screen was not drawn in the previous pass; call once per pass.
    pub fn just_shown(&mut self, ctx: &egui::Context) -> bool {
        let pass = ctx.cumulative_pass_nr();
        let shown = self.0.is_none_or(|last| last + 1 < pass);
        self.0 = Some(pass);
        shown
    }
}

/// Whether Enter was pressed as this field lost focus.
pub fn submitted(ui: &egui::Ui, response: &egui::Response) -> bool {
    let frame = ui.ctx().cumulative_frame_nr();
    let entered = (response.lost_focus() && keys::seen(ui.ctx(), egui::Key::Enter))
        || ui
            .ctx()
            .data(|d| d.get_temp::<u64>(response.id.with(ENTERED_IN)))
            == Some(frame);
    if entered {
        ui.ctx()
            .data_mut(|d| d.insert_temp(egui::Id::unique(ENTERED_IN), frame));
    }
    entered
}

/// Where `submitted` notes the frame in which a field was submitted by Enter.
const ENTERED_IN: &str = "cinch_field_entered_in";

/// Whether a field was submitted by Enter in this frame (the keys of this frame were
/// that field's).
fn entered_this_frame(ctx: &egui::Context) -> bool {
    let frame = ctx.cumulative_frame_nr();
    ctx.data(|d| d.get_temp::<u64>(egui::Id::unique(ENTERED_IN))) == Some(frame)
}

/// Scrolls the scroll area this is called in by keyboard: Page Up and Page Down by a
/// screenful, Home and End to the ends, and the up and down arrows a line at a time when
/// nothing has the focus (with a focus, the arrows belong to it). Never while a text
/// field is being typed in.
pub fn scroll_by_keys(ui: &egui::Ui) {
    if keys::typing(ui.ctx()) {
        return;
    }
    let page = ui.clip_rect().height() * 0.9;
    let nothing_focused = ui.memory(|m| m.focused().is_none());
    // Every press a step of its own: Page Down twice in one frame is two screenfuls.
    let delta: f32 = keys::take(ui.ctx(), |p| {
        if p.is(egui::Key::PageDown) {
            Some(-page)
        } else if p.is(egui::Key::PageUp) {
            Some(page)
        } else if p.is(egui::Key::End) {
            Some(-f32::MAX / 4.0)
        } else if p.is(egui::Key::Home) {
            Some(f32::MAX / 4.0)
        } else if nothing_focused && p.is(egui::Key::ArrowDown) {
            Some(-40.0)
        } else if nothing_focused && p.is(egui::Key::ArrowUp) {
            Some(40.0)
        } else {
            None
        }
    })
    .into_iter()
    .sum();
    if delta != 0.0 {
        ui.scroll_with_delta_animation(
            egui::vec2(0.0, delta),
            egui::style::ScrollAnimation::none(),
        );
    }
}

/// Scrolls the control that just took the focus (by Tab, Shift+Tab or an arrow) into
/// view, in the scroll area this is called in (at the end of its contents): once for each
/// control that takes it, so the wheel still scrolls away from it. A focus moved by an
/// arrow is egui's at the end of a frame, and the control has it from the next frame on,
/// as if it had had it before: this remembers which control it last brought into view
/// (key monkey, issue 55: ↓ on the Print screen left "Export to…" below the window).
pub fn keep_focus_in_view(ui: &egui::Ui) {
    let Some(id) = ui.memory(|m| m.focused()) else {
        return;
    };
    let shown = ui.scope_id().with("focus_brought_into_view");
    let frame = ui.ctx().cumulative_frame_nr();
    let Some(response) = ui
        .ctx()
        .read_response(id)
        .filter(|r| ui.min_rect().intersects(r.rect))
    else {
        return;
    };
    // Brought into view once; again only if a scroll of that same moment took it away
    // (Page Down in the frame Ctrl+H gave the cursor to the Standings' box: key monkey).
    let again = match ui.data(|d| d.get_temp::<(egui::Id, u64)>(shown)) {
        Some((last, at)) if last == id => {
            frame <= at + 2 && !ui.clip_rect().intersects(response.rect)
        }
        _ => true,
    };
    if again {
        ui.scroll_to_rect(response.rect.expand(8.0), None);
        let at = ui
            .data(|d| d.get_temp::<(egui::Id, u64)>(shown))
            .filter(|(last, _)| *last == id)
            .map_or(frame, |(_, at)| at);
        ui.data_mut(|d| d.insert_temp(shown, (id, at)));
    }
}
