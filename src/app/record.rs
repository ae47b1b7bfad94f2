//! The window's own record of what its boxes showed (`--record-boxes FILE`): after each
//! pass of a frame, one line of JSON with the events the frame got, the screen, where the Round
//! screen's cursor was and what each of its boxes held (selected or not, and egui's own
//! selection in the box with the cursor), the messages on show, and the party's history
//! whenever it changed. The key monkey's real-window campaign (issue 55) sets the saved
//! file against it, frame by frame, with the same properties as in the harness.

use std::io::Write;
use std::path::Path;

use serde::Serialize;

use crate::rules::Entry;

/// Where the record goes, and what it last said of the party.
pub(super) struct BoxRecord {
    out: std::io::BufWriter<std::fs::File>,
    frame: u64,
    revision: Option<u64>,
    /// The keys pressed that came from the system since the last line.
    system_keys: usize,
}

/// One frame's line.
#[derive(Serialize)]
struct Line<'a> {
    frame: u64,
    /// egui runs this frame again (a sizing pass): what it drew is not what was shown,
    /// and the pass that follows gets no events of its own.
    discarded: bool,
    events: &'a [egui::Event],
    /// How many window commands the keys have run so far: one ran this frame, after it
    /// was drawn, when the count moved (`CinchApp::keyed_commands`).
    keyed_commands: u64,
    /// Keys wait for the next frame: this picture is not yet what they meet.
    handed_on: bool,
    /// The keys pressed (not the modifiers alone) that came from the system for this
    /// frame, before the input hook held any back for the next: set against the keys
    /// sent, they say whether the window has had every key yet.
    system_keys: usize,
    screen: String,
    /// The Round screen's cursor: round, slot (a star table), spot.
    cursor: Option<(u32, u32, String)>,
    /// egui's focus is on the cursor's own widget (the box or the Correct button).
    focus_on_cursor: bool,
    /// egui's focus is on some other widget.
    focus_elsewhere: bool,
    /// egui's selection in the focused box, in characters.
    selection: Option<(usize, usize)>,
    /// Every slot's boxes: round, slot, North–South, East–West, shown selected.
    typed: Vec<(u32, u32, &'a str, &'a str, bool)>,
    /// "Go to table …" (G) waiting for its number: what is typed, in the key line.
    going_to: Option<&'a str>,
    /// The other named boxes drawn (a name, a guest's, a member's, the season's counts):
    /// name, text, with the cursor.
    boxes: &'a [crate::ui::widgets::NotedBox],
    toasts: Vec<(&'a str, bool)>,
    /// The party's file and revision, and its whole history when it changed.
    path: Option<&'a Path>,
    revision: Option<u64>,
    history: Option<&'a [Entry]>,
}

impl BoxRecord {
    fn create(path: &Path) -> std::io::Result<BoxRecord> {
        Ok(BoxRecord {
            out: std::io::BufWriter::new(std::fs::File::create(path)?),
            frame: 0,
            revision: None,
            system_keys: 0,
        })
    }

    /// Counts the keys pressed among a frame's events from the system.
    pub(super) fn note_input(&mut self, events: &[egui::Event]) {
        self.system_keys += events
            .iter()
            .filter(
                |e| matches!(e, egui::Event::Key { key, pressed: true, .. } if !is_modifier(*key)),
            )
            .count();
    }
}

/// Shift, Ctrl, Alt or Super pressed on its own (egui reports them as keys too).
fn is_modifier(key: egui::Key) -> bool {
    use egui::Key;
    matches!(
        key,
        Key::ShiftLeft
            | Key::ShiftRight
            | Key::ControlLeft
            | Key::ControlRight
            | Key::AltLeft
            | Key::AltRight
            | Key::SuperLeft
            | Key::SuperRight
    )
}

impl super::CinchApp {
    /// Records, frame by frame, what the boxes showed to `path` (see the module).
    pub fn record_boxes(mut self, path: &Path) -> std::io::Result<Self> {
        self.record = Some(BoxRecord::create(path)?);
        Ok(self)
    }

    /// The frame just drawn, with the events it got.
    pub(super) fn record_frame(&mut self, ctx: &egui::Context, events: Vec<egui::Event>) {
        crate::ui::widgets::note_boxes(ctx);
        let boxes = crate::ui::widgets::take_noted_boxes(ctx);
        let keys = self.round_keys();
        let focused = ctx.memory(|m| m.focused());
        let cursor_id = keys
            .cursor
            .map(|c| crate::ui::round::spot_id(c.round, c.slot, c.spot));
        let mut typed: Vec<(u32, u32, &str, &str, bool)> = keys
            .typed
            .iter()
            .map(|(&(round, slot), t)| (round, slot, t.ns.as_str(), t.ew.as_str(), t.replace))
            .collect();
        typed.sort_unstable();
        let desk = self.desk.as_ref();
        let revision = desk.map(|d| d.file.revision());
        let changed = self.record.as_ref().is_some_and(|r| r.revision != revision);
        let line = Line {
            frame: self.record.as_ref().map_or(0, |r| r.frame),
            discarded: ctx.will_discard(),
            events: &events,
            keyed_commands: self.keyed_commands,
            handed_on: crate::ui::keys::keys_handed_on(ctx),
            system_keys: self.record.as_ref().map_or(0, |r| r.system_keys),
            screen: format!("{:?}", self.screen),
            cursor: keys
                .cursor
                .map(|c| (c.round, c.slot, format!("{:?}", c.spot))),
            focus_on_cursor: focused.is_some() && focused == cursor_id,
            focus_elsewhere: focused.is_some() && focused != cursor_id,
            selection: focused
                .and_then(|id| egui::TextEdit::load_state(ctx, id))
                .and_then(|s| s.cursor.char_range())
                .map(|r| {
                    let (a, b) = (r.primary.index.0, r.secondary.index.0);
                    (a.min(b), a.max(b))
                }),
            typed,
            going_to: keys.go_to_table.as_deref(),
            boxes: &boxes,
            toasts: self
                .toasts
                .items()
                .iter()
                .map(|t| (t.text.as_str(), t.error))
                .collect(),
            path: desk.map(|d| d.file.path()),
            revision,
            history: changed.then(|| desk.map(|d| d.party().history())).flatten(),
        };
        let Ok(text) = serde_json::to_string(&line) else {
            return;
        };
        let Some(record) = &mut self.record else {
            return;
        };
        record.frame += 1;
        record.revision = revision;
        record.system_keys = 0;
        // Every line flushed: the window may be stopped at any moment.
        if writeln!(record.out, "{text}")
            .and_then(|()| record.out.flush())
            .is_err()
        {
            self.record = None;
            self.toasts.error(crate::words::msg::app_record_unwritten());
        }
    }
}
