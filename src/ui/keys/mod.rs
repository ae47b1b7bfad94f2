//! The window's keyboard: every key event of a frame is used once, in the order it was
//! pressed, by whoever it belongs to: the focused text box (typing), the screen's
//! bindings (↑ ↓, letters, Enter, Esc), or the window's commands (Ctrl+…, F1).
//!
//! egui's `consume_key` takes every press of a key in a frame and answers `true` once,
//! so two quick ↓ in one frame became one move. Here a screen takes the presses it
//! binds, each as a press of its own, in order ([`take`]), and acts on them one by one;
//! the Round screen's tables have their own machine in `round::keys`, built the same
//! way. No screen reads a key any other way (`tests/architecture.rs` checks that
//! `consume_key` and `key_pressed` appear nowhere outside a `keys` folder).
//!
//! - [`list`]: one list part for every list (↑ ↓ Home End Page Up/Down, Enter, Esc).
//! - [`commands`]: the window's commands and each screen's own (every key a
//!   [`UiCommand`], so the Rules screen lists it and a Mac shows ⌘).

pub mod commands;
mod deferred;
pub mod list;

use egui::{Event, Key, KeyboardShortcut, Modifiers};

pub use commands::{Pressed, pressed, screen_commands, window_commands};
pub use deferred::{defer_events, defer_frame_events, keys_handed_on, take_deferred_events};
pub use list::{ListStep, list_step};

/// One key pressed (a key-repeat counts: a held ↓ walks down a list).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Press {
    /// The key.
    pub key: Key,
    /// With these held.
    pub modifiers: Modifiers,
}

impl Press {
    /// The key alone (Shift allowed only for what Shift changes nothing in).
    pub fn is(self, key: Key) -> bool {
        self.key == key && !self.modifiers.command && !self.modifiers.ctrl && !self.modifiers.alt
    }

    /// This shortcut (extra Shift or Alt ignored, as egui matches them: try the longest
    /// combinations first).
    pub fn matches(self, shortcut: &KeyboardShortcut) -> bool {
        self.key == shortcut.logical_key && self.modifiers.matches_logically(shortcut.modifiers)
    }
}

/// The character a plain letter, digit or sign key types, to drop the text event that
/// follows its key event when the key is taken.
fn typed_by(key: Key) -> Option<String> {
    let name = key.symbol_or_name();
    (name.chars().count() == 1).then(|| name.to_lowercase())
}

/// Takes from this frame's input every key press that `bind` recognises, in the order
/// they were pressed, each once, and gives back what `bind` made of each; everything
/// else stays for egui (a text box, a focused button, Tab). A letter taken takes the
/// character it typed with it, so it never reaches a text box.
pub fn take<T>(ctx: &egui::Context, bind: impl FnMut(Press) -> Option<T>) -> Vec<T> {
    take_up_to(ctx, usize::MAX, bind)
}

/// [`take`], at most `most` presses: the rest stay for whoever comes next (a dialog's
/// Enter takes one press; a second Enter is the next thing's).
pub fn take_up_to<T>(
    ctx: &egui::Context,
    most: usize,
    mut bind: impl FnMut(Press) -> Option<T>,
) -> Vec<T> {
    let mut out = Vec::new();
    ctx.input_mut(|input| {
        let events = std::mem::take(&mut input.events);
        let mut kept = Vec::with_capacity(events.len());
        let mut drop_text: Option<String> = None;
        for event in events {
            if let Event::Key {
                key,
                pressed: true,
                modifiers,
                ..
            } = &event
            {
                drop_text = None;
                let press = Press {
                    key: *key,
                    modifiers: *modifiers,
                };
                if out.len() < most
                    && let Some(done) = bind(press)
                {
                    out.push(done);
                    drop_text = typed_by(*key);
                    continue;
                }
            }
            if let (Event::Text(text), Some(typed)) = (&event, &drop_text)
                && text.to_lowercase() == *typed
            {
                drop_text = None;
                continue;
            }
            kept.push(event);
        }
        input.events = kept;
    });
    out
}

/// Takes the first press `bind` recognises, and hands every event after it to the next
/// frame: for a key whose command changes what the next press means (N reveals the next
/// prize, C cuts for the tie that waits), so that a second press in the same frame acts
/// once the first one's command has run.
pub fn take_first<T>(ctx: &egui::Context, mut bind: impl FnMut(Press) -> Option<T>) -> Option<T> {
    let mut found = None;
    let later = ctx.input_mut(|input| {
        let at = input.events.iter().position(|event| {
            let Event::Key {
                key,
                pressed: true,
                modifiers,
                ..
            } = event
            else {
                return false;
            };
            found = bind(Press {
                key: *key,
                modifiers: *modifiers,
            });
            found.is_some()
        })?;
        let mut later = input.events.split_off(at);
        // The press itself (and the character it typed) are used here.
        let press = later.remove(0);
        if let (Event::Key { key, .. }, Some(Event::Text(text))) = (&press, later.first())
            && typed_by(*key).is_some_and(|typed| text.to_lowercase() == typed)
        {
            later.remove(0);
        }
        Some(later)
    });
    if let Some(later) = later {
        defer_events(ctx, later);
    }
    found
}

/// Hands every event still in this frame to the next: after a key whose action runs
/// once the frame is drawn, the keys typed after it act on what it did.
pub fn defer_rest(ctx: &egui::Context) {
    let rest = ctx.input_mut(|i| std::mem::take(&mut i.events));
    defer_events(ctx, rest);
}

/// After a press whose command runs once the frame is drawn: the presses already taken
/// after it (`later`), then every event still in this frame, wait for the next frame in
/// that order, so each acts on what the command did (issue 49: N pressed twice in one
/// frame made one member, the second press dropped).
pub fn defer_after(ctx: &egui::Context, later: &[Press]) {
    let mut events: Vec<Event> = later
        .iter()
        .map(|p| Event::Key {
            key: p.key,
            physical_key: None,
            pressed: true,
            repeat: false,
            modifiers: p.modifiers,
        })
        .collect();
    events.extend(ctx.input_mut(|i| std::mem::take(&mut i.events)));
    defer_events(ctx, events);
}

/// The key that leaves a box (`key`, alone), taken with every event of the frame before
/// it: those were typed into the box, which has had them (egui's text box reads the
/// frame's events without taking them), and must not act again where the cursor goes
/// next ("Ctrl+A Backspace ↓" in one frame: the Backspace emptied the Guests screen's
/// name box, then asked to remove the guest ↓ reached). Whether it was pressed.
pub fn take_leaving_key(ctx: &egui::Context, key: Key) -> bool {
    ctx.input_mut(|input| {
        let at = input.events.iter().position(|e| {
            matches!(e, Event::Key { key: k, pressed: true, modifiers, .. }
                if *k == key && modifiers.is_none())
        });
        if let Some(at) = at {
            input.events.drain(..=at);
        }
        at.is_some()
    })
}

/// How many times `key` was pressed (alone) this frame, each press taken.
pub fn take_key(ctx: &egui::Context, key: Key) -> usize {
    take(ctx, |p| p.is(key).then_some(())).len()
}

/// Whether `key` was pressed (alone) this frame, the presses left for egui: for a text
/// box's Enter, which egui itself acts on (it gives up the focus).
pub fn seen(ctx: &egui::Context, key: Key) -> bool {
    ctx.input(|i| {
        i.events.iter().any(|e| {
            matches!(e, Event::Key { key: k, pressed: true, modifiers, .. }
                if *k == key && !modifiers.command && !modifiers.alt)
        })
    })
}

/// Whether Tab (`shift`: Shift+Tab) was pressed this frame, left for egui.
pub fn tab_seen(ctx: &egui::Context, shift: bool) -> bool {
    ctx.input(|i| {
        i.events.iter().any(|e| {
            matches!(e, Event::Key { key: Key::Tab, pressed: true, modifiers, .. }
                if modifiers.shift == shift && !modifiers.command && !modifiers.alt)
        })
    })
}

/// Whether a text box has the keys: then letters and digits are typing, never a screen's
/// keys. A focused button or tick takes only Enter and Space; the screen's letters still
/// reach the screen.
pub fn typing(ctx: &egui::Context) -> bool {
    ctx.text_edit_focused()
}

/// After a machine of keys has taken a frame's arrows and Tabs (the Round screen's): egui
/// must not also move the focus by them. It would, on the frame just after the cursor
/// moved, because a widget's lock on those keys (`hold_keys`) only holds from the second
/// frame it has the focus: `↑ ↑ ↑ ↑ Enter 3 0 Tab 8 Enter` at 30 ms sent the focus to
/// another table's Correct button, the Enter clicked it, and the 3, the 0 and the Tab
/// went nowhere (trial, in a real window: 8 was saved with the old East–West score).
pub fn no_focus_moves_but_ours(ctx: &egui::Context, unused: &[Event]) {
    let moves = |e: &Event| {
        matches!(e, Event::Key { key, pressed: true, .. }
            if matches!(key, Key::Tab | Key::ArrowUp | Key::ArrowDown | Key::ArrowLeft | Key::ArrowRight))
    };
    if !unused.iter().any(moves) {
        ctx.memory_mut(|m| m.move_focus(egui::FocusDirection::None));
    }
}

/// Lets go of whatever has the keys. The Round screen calls it as it comes into view with
/// the focus on none of its widgets: the screen before left it on one of its own (the Phones screen's
/// switch, a Standings name), egui lets it go only at the end of the frame, and the keys
/// of that first frame went to a widget no longer drawn (trial, in a real window: Ctrl+9,
/// Ctrl+4 and "5 0 Tab 4 9 Enter" at once left North–South empty, 5 times out of 5).
pub fn drop_focus(ctx: &egui::Context) {
    ctx.memory_mut(|m| {
        if let Some(id) = m.focused() {
            m.surrender_focus(id);
        }
    });
}

/// One Esc, taken. Every screen uses it the same way: it closes what is open (a
/// question, a finder, a rename) or gives the keys back to where they were before (a
/// list back to its box).
pub fn escape(ctx: &egui::Context) -> bool {
    !take_up_to(ctx, 1, |p| p.is(Key::Escape).then_some(())).is_empty()
}

/// One Enter, taken (a question's yes).
pub fn enter(ctx: &egui::Context) -> bool {
    !take_up_to(ctx, 1, |p| p.is(Key::Enter).then_some(())).is_empty()
}
