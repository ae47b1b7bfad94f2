//! Keeping fast typing in order. A quick typist on a slow laptop can put "23", Tab, "12"
//! into one frame; egui would give all of it to the box that had the cursor at the start
//! of the frame. So the events after a Tab, an Enter, an Escape or a shortcut wait for the
//! next frame, when the cursor has moved.

use egui::Event;

use crate::ui::widgets::moves_focus;

impl super::CinchApp {
    /// Keeps fast typing in order: the events after a Tab or an Enter wait for the next
    /// frame. Called by eframe before each frame.
    pub fn hold_input(&mut self, ctx: &egui::Context, raw_input: &mut egui::RawInput) {
        // Keys a screen handed on (they came after a key that opened a dialog) first,
        // then those held back last frame, then the new ones: the order they were typed.
        if let Some(record) = &mut self.record {
            record.note_input(&raw_input.events);
        }
        let mut events = crate::ui::keys::take_deferred_events(ctx);
        events.append(&mut self.held_events);
        events.append(&mut raw_input.events);
        let (now, later) = split_after_focus_key(events);
        raw_input.events = now;
        if !later.is_empty() {
            self.held_events = later;
            ctx.request_repaint();
        }
    }
}

/// Splits a frame's events after the first key that moves the cursor (see
/// [`moves_focus`]), or before a click that follows typing (the click may move the
/// cursor, and the letters typed before it are the box's that had it: a host's trial
/// typed a party's title and clicked a choice 30 ms later, and the title lost its last
/// letters): the first part is for this frame, the rest for the next.
pub fn split_after_focus_key(mut events: Vec<Event>) -> (Vec<Event>, Vec<Event>) {
    let after_key = events.iter().position(moves_focus).map(|at| at + 1);
    let typing = |e: &Event| matches!(e, Event::Text(_) | Event::Key { .. } | Event::Paste(_));
    let before_click = events
        .iter()
        .position(|e| matches!(e, Event::PointerButton { pressed: true, .. }))
        .filter(|&at| events.iter().take(at).any(typing));
    let split = match (after_key, before_click) {
        (Some(a), Some(b)) => Some(a.min(b)),
        (a, b) => a.or(b),
    };
    match split {
        Some(at) if at > 0 && at < events.len() => {
            let later = events.split_off(at);
            (events, later)
        }
        _ => (events, Vec::new()),
    }
}

/// The window's commands pressed this frame, after what the screens asked for: each
/// press runs (Ctrl+Z twice, two undos), but a press that also pressed the focused button
/// of the same command (Ctrl+Enter on "Start round 3": egui clicks a focused button on
/// Enter whatever else is held) is that click, and runs once.
pub(super) fn add_keyed(
    commands: &mut Vec<crate::view::Command>,
    keyed: Vec<crate::view::UiCommand>,
) {
    let mut clicked: Vec<usize> = Vec::new();
    let asked = commands.len();
    for command in keyed {
        let echo = commands.iter().take(asked).enumerate().position(|(i, c)| {
            matches!(c, crate::view::Command::Ui(u) if *u == command) && !clicked.contains(&i)
        });
        match echo {
            Some(i) => clicked.push(i),
            None => commands.push(crate::view::Command::Ui(command)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use egui::Key;

    fn key(key: Key) -> Event {
        Event::Key {
            key,
            physical_key: None,
            pressed: true,
            repeat: false,
            modifiers: egui::Modifiers::NONE,
        }
    }

    #[test]
    fn typing_after_a_tab_waits_for_the_next_frame() {
        let text = |t: &str| Event::Text(t.to_owned());
        let events = vec![
            text("2"),
            text("3"),
            key(Key::Tab),
            text("1"),
            text("2"),
            key(Key::Enter),
            text("9"),
        ];
        let (now, later) = split_after_focus_key(events);
        assert_eq!(now, vec![text("2"), text("3"), key(Key::Tab)]);
        let (next, rest) = split_after_focus_key(later);
        assert_eq!(next, vec![text("1"), text("2"), key(Key::Enter)]);
        assert_eq!(split_after_focus_key(rest), (vec![text("9")], Vec::new()));
        assert_eq!(
            split_after_focus_key(vec![text("4")]),
            (vec![text("4")], Vec::new())
        );
    }

    #[test]
    fn a_click_after_typing_waits_for_the_next_frame() {
        let text = |t: &str| Event::Text(t.to_owned());
        let button = |pressed| Event::PointerButton {
            pos: egui::pos2(10.0, 10.0),
            button: egui::PointerButton::Primary,
            pressed,
            modifiers: egui::Modifiers::NONE,
        };
        let moved = Event::PointerMoved(egui::pos2(10.0, 10.0));
        let events = vec![
            text("i"),
            text("d"),
            moved.clone(),
            button(true),
            button(false),
        ];
        let (now, later) = split_after_focus_key(events);
        assert_eq!(now, vec![text("i"), text("d"), moved.clone()]);
        assert_eq!(later, vec![button(true), button(false)]);
        // A click with no typing before it is this frame's, as before.
        let alone = vec![moved.clone(), button(true), button(false), text("x")];
        assert_eq!(split_after_focus_key(alone.clone()), (alone, Vec::new()));
    }
}
