//! The properties the monkey checks after every frame, each with a name a reader can
//! use: what the window showed before the frame, the keys it got, what it shows after.
//! What you see is what is saved (and the saved file replays to the screen) lives in
//! `saved`.

use std::fmt;
use std::path::{Path, PathBuf};
use std::rc::Rc;

use cinch_party::rules::Entry;
use cinch_party::view::Screen;
use egui::{Event, Key, Modifiers};

use crate::monkey::model::Shown;
use crate::monkey::seen::Seen;

mod behind;
mod saved;

pub use saved::what_you_see_is_what_is_saved;

/// A property of the window, by its name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Invariant {
    /// Every result, tray, name or season value a key saved is what its box showed.
    WhatYouSeeIsWhatIsSaved,
    /// A box's editing keys do to it what its text and selection on screen say.
    BoxEditsAsShown,
    /// Enter in a box that shows nothing saves nothing, and never sends the cursor to
    /// another box without a word.
    EmptyEnterSavesNothing,
    /// No key is both typed into a box and taken as a command.
    OneKeyOneThing,
    /// Undo then redo gives back the same history; undo changes only the file of the
    /// screen on show.
    UndoIsHonest,
    /// No file changes without a key or a phone that did it; passing through a box
    /// changes nothing.
    NothingBehindTheHostsBack,
    /// The saved file replays to the party the screens show.
    SavedFileReplays,
    /// The window never panics.
    NoPanic,
    /// The widget with the cursor is drawn, inside the window.
    FocusOnScreen,
    /// No frame takes grossly long (see `drive::GROSS`).
    FrameTime,
}

impl Broken {
    /// The slip it shows, without the numbers and the words quoted (which differ from one
    /// script to another): two scripts that break a property the same way match.
    pub fn signature(&self) -> String {
        let mut out = format!("{}: ", self.invariant);
        let mut quoted = false;
        for c in self.detail.chars() {
            if c == '"' {
                quoted = !quoted;
                out.push(c);
            } else if !quoted && !c.is_ascii_digit() {
                out.push(c);
            }
        }
        out
    }
}

impl fmt::Display for Invariant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Invariant::WhatYouSeeIsWhatIsSaved => "what you see is what is saved",
            Invariant::BoxEditsAsShown => "a box edits as it shows",
            Invariant::EmptyEnterSavesNothing => "an empty box's Enter saves nothing",
            Invariant::OneKeyOneThing => "one key, one thing",
            Invariant::UndoIsHonest => "undo is honest",
            Invariant::NothingBehindTheHostsBack => "nothing behind the host's back",
            Invariant::SavedFileReplays => "the saved file replays to the screen",
            Invariant::NoPanic => "no panic",
            Invariant::FocusOnScreen => "the focused widget is on screen",
            Invariant::FrameTime => "no frame grossly over 50 ms",
        })
    }
}

/// A property broken, and how.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Broken {
    /// Which.
    pub invariant: Invariant,
    /// The frame (counted from the script's first).
    pub frame: usize,
    /// What was seen.
    pub detail: String,
}

/// One frame: the window before and after it, the events it got.
pub struct Facts<'a> {
    /// Before the frame.
    pub before: &'a Seen,
    /// After it.
    pub after: &'a Seen,
    /// The events the app got this frame (after its input hook).
    pub got: &'a [Event],
    /// A phone was posting meanwhile.
    pub phone: bool,
    /// The saves folder.
    pub saves: &'a Path,
}

/// A key pressed (Shift, Ctrl, Alt or Super on its own, which the real window reports as
/// keys too, is no key here: it is in the modifiers of the key it goes with).
pub fn presses(events: &[Event]) -> Vec<(Key, Modifiers)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Key {
                key,
                pressed: true,
                modifiers,
                ..
            } if !is_modifier(*key) => Some((*key, *modifiers)),
            _ => None,
        })
        .collect()
}

/// A Tab or Shift+Tab among the keys.
pub fn tabbed(events: &[Event]) -> bool {
    presses(events)
        .iter()
        .any(|(k, m)| *k == Key::Tab && !m.command && !m.alt)
}

/// Shift, Ctrl, Alt or Super.
pub fn is_modifier(key: Key) -> bool {
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

pub(super) fn is_text(e: &Event) -> bool {
    matches!(e, Event::Text(_))
}

impl Facts<'_> {
    /// Keys were pressed (or characters typed) this frame.
    pub fn has_keys(&self) -> bool {
        self.got
            .iter()
            .any(|e| is_text(e) || matches!(e, Event::Key { pressed: true, .. }))
    }

    /// The history's new entries, when it only grew.
    pub fn new_entries(&self) -> Option<&[Entry]> {
        let (b, a) = (&self.before.history, &self.after.history);
        (a.len() >= b.len() && a.starts_with(b)).then(|| &a[b.len()..])
    }

    /// The files added, changed or gone this frame, but the print-outs and exports (a
    /// print job finishes when it does).
    pub fn changed_files(&self) -> Vec<PathBuf> {
        let (b, a) = (&self.before.files, &self.after.files);
        let mut changed: Vec<PathBuf> = a
            .iter()
            .filter(|(p, s)| b.get(*p) != Some(s))
            .map(|(p, _)| p.clone())
            .chain(b.keys().filter(|p| !a.contains_key(*p)).cloned())
            .filter(|p| !p.starts_with(self.saves.join("exports")))
            .collect();
        changed.sort();
        changed
    }

    /// The Round screen's "go to table …" (G) had the keys, before the frame or after.
    pub fn going_to(&self) -> bool {
        self.before.round.going_to.is_some() || self.after.round.going_to.is_some()
    }

    /// The frame's keys take back or put back a change (Ctrl+Z, Ctrl+Shift+Z, Ctrl+Y, or
    /// Enter or Space on the Undo or Redo button): what comes back was typed before.
    pub fn undoing(&self) -> bool {
        let keys = presses(self.got);
        let on_button = matches!(self.before.focus_label(), Some("Undo" | "Redo"))
            && keys
                .iter()
                .any(|(k, _)| matches!(k, Key::Enter | Key::Space));
        on_button
            || keys
                .iter()
                .any(|(k, m)| m.command && matches!(k, Key::Z | Key::Y))
    }

    pub(super) fn said_something(&self) -> bool {
        self.after
            .toasts
            .iter()
            .any(|t| !self.before.toasts.contains(t))
    }
}

pub fn keys_words(events: &[Event]) -> String {
    let words: Vec<String> = events
        .iter()
        .filter_map(|e| match e {
            Event::Text(t) => Some(format!("{t:?}")),
            Event::Key {
                key,
                pressed: true,
                modifiers,
                ..
            } if !(modifiers.is_none() && key.name().chars().count() == 1) => {
                Some(format!("{modifiers:?}+{}", key.name()))
            }
            _ => None,
        })
        .collect();
    words.join(" ")
}

/// A box's editing keys do to it what its text and selection on screen say: the box
/// with the cursor after the frame's keys, or, when a Tab or Shift+Tab took the cursor
/// on and nothing was saved or said, the box it left as the keys before the Tab left it
/// (in a real window "Backspace 8 Tab" often fall into one frame).
pub fn box_edits_as_shown(f: &Facts<'_>) -> Result<(), String> {
    if f.phone || f.before.stale || f.before.screen != f.after.screen || f.going_to() {
        return Ok(());
    }
    let Some(b) = f.before.focused_box().filter(|b| !b.multiline) else {
        return Ok(());
    };
    let (got, now) = match f.after.focused_box() {
        Some(a) if a.label == b.label => (f.got, a),
        _ => {
            let typing = saved::typing_before_the_key(f.got);
            let left_by_tab = presses(&f.got[typing.len()..])
                .first()
                .is_some_and(|(k, m)| *k == Key::Tab && (m.is_none() || m.shift_only()));
            let quiet = f.new_entries().is_some_and(<[Entry]>::is_empty)
                && f.changed_files().is_empty()
                && !f.said_something();
            match f.after.boxes.get(&b.label) {
                Some(now) if left_by_tab && quiet => (typing, now),
                _ => return Ok(()),
            }
        }
    };
    let edits = presses(got)
        .iter()
        .any(|(k, _)| matches!(k, Key::Backspace | Key::Delete));
    if !(edits || got.iter().any(is_text)) {
        return Ok(());
    }
    let Some(shown) = Shown::focused(f.before) else {
        return Ok(());
    };
    let Some(expected) = shown.after(got) else {
        return Ok(());
    };
    if now.value == expected.value() || (!edits && now.value == b.value) {
        return Ok(());
    }
    Err(format!(
        "{:?} showed {:?} (selected {:?}); after {} it should show {:?}, it shows {:?}",
        b.label,
        b.value,
        shown.selected,
        keys_words(got),
        expected.value(),
        now.value
    ))
}

/// Enter in a box that shows nothing saves nothing and sends the cursor to no other box
/// still on screen without a word (a dialog that closes is seen to close).
pub fn empty_enter_saves_nothing(f: &Facts<'_>) -> Result<(), String> {
    let first = f
        .got
        .iter()
        .find(|e| is_text(e) || matches!(e, Event::Key { pressed: true, .. }));
    let enter =
        matches!(first, Some(Event::Key { key: Key::Enter, modifiers, .. }) if modifiers.is_none());
    let Some(b) = f.before.focused_box().filter(|b| enter && !b.multiline) else {
        return Ok(());
    };
    // Enter after G and a number is "go to table", which the key line shows.
    if !b.value.trim().is_empty() || f.phone || f.before.stale || f.going_to() {
        return Ok(());
    }
    if f.new_entries().is_none_or(|new| !new.is_empty()) || !f.changed_files().is_empty() {
        return Err(format!(
            "Enter in the empty {:?} saved something: files {:?}",
            b.label,
            f.changed_files()
        ));
    }
    match f.after.focused_box() {
        Some(a) if a.label != b.label && f.after.boxes.contains_key(&b.label) => {
            if f.said_something() {
                Ok(())
            } else {
                Err(format!(
                    "Enter in the empty {:?} sent the cursor to {:?} without a word",
                    b.label, a.label
                ))
            }
        }
        _ => Ok(()),
    }
}

/// A character key that typed itself into the box with the cursor did nothing else.
pub fn one_key_one_thing(f: &Facts<'_>) -> Result<(), String> {
    let keys = presses(f.got);
    let [(key, modifiers)] = keys.as_slice() else {
        return Ok(());
    };
    let typing = key.name().chars().count() == 1 || *key == Key::Space;
    let plain = modifiers.is_none() || modifiers.shift_only();
    if !typing || !plain || f.phone || f.before.stale {
        return Ok(());
    }
    let (Some(b), Some(a)) = (f.before.focused_box(), f.after.focused_box()) else {
        return Ok(());
    };
    let Some(expected) = Shown::focused(f.before).and_then(|s| s.after(f.got)) else {
        return Ok(());
    };
    let typed = a.label == b.label && a.value != b.value && a.value == expected.value();
    let commanded = f.before.revision != f.after.revision
        || f.before.screen != f.after.screen
        || f.before.season != f.after.season
        || !f.changed_files().is_empty();
    if typed && commanded {
        return Err(format!(
            "{} was typed into {:?} ({:?} → {:?}) and also acted: screen {:?} → {:?}, files {:?}",
            key.name(),
            b.label,
            b.value,
            a.value,
            f.before.screen,
            f.after.screen,
            f.changed_files()
        ));
    }
    Ok(())
}

/// What the monkey keeps from frame to frame for the properties that span frames.
#[derive(Default)]
pub struct Watch {
    /// The histories before each undo not yet redone.
    undone: Vec<Rc<Vec<Entry>>>,
    /// The box the cursor came to, and what it showed then.
    arrived: Option<(String, String)>,
    /// The frame the cursor has been on the same widget since.
    focus_since: usize,
}

pub(super) fn is_file_of_season(saves: &Path, path: &Path) -> bool {
    path.parent() == Some(saves)
        && path
            .to_string_lossy()
            .ends_with(cinch_party::store::SEASON_SUFFIX)
}

impl Watch {
    /// Undo then redo gives back the same history; an undo or a redo changes only the file
    /// of the screen on show (the Season screen's, or the party's). Whether this frame's
    /// change of the history was a redo (`redone`).
    pub fn undo_is_honest(&mut self, f: &Facts<'_>) -> Result<bool, String> {
        let keys = presses(f.got);
        let ctrl_z = |k: &(Key, Modifiers)| k.1.command && matches!(k.0, Key::Z | Key::Y);
        if !keys.is_empty() && keys.iter().all(ctrl_z) {
            self.undo_files(f)?;
        }
        let button = |name: &str| {
            f.before.focus_label() == Some(name)
                && keys
                    .iter()
                    .any(|(k, _)| matches!(k, Key::Enter | Key::Space))
        };
        let redo = button("Redo")
            || keys
                .iter()
                .any(|k| ctrl_z(k) && (k.0 == Key::Y || k.1.shift));
        let (b, a) = (&f.before.history, &f.after.history);
        if Rc::ptr_eq(b, a) || b == a {
            return Ok(false);
        }
        if a.len() + 1 == b.len() && b.starts_with(a) {
            self.undone.push(b.clone());
            return Ok(false);
        }
        // Back to what it was before the last undo: a redo, however it was asked for (a
        // button the record does not name).
        if self.undone.last().is_some_and(|top| **top == **a) {
            self.undone.pop();
            return Ok(true);
        }
        // Redo alone (a frame whose other keys made a change of their own, "Space" on
        // "Add these guests" with Ctrl+Shift+Z, has no redo left: the change cleared it).
        let redo_alone = button("Redo") || keys.iter().all(ctrl_z);
        if redo && redo_alone && a.len() > b.len() && a.starts_with(b) {
            let Some(before_undo) = self.undone.pop() else {
                return Ok(true);
            };
            if *a != before_undo {
                return Err(format!(
                    "undo then redo: {} entries before the undo, {} after the redo; last then \
                     {:?}, now {:?}",
                    before_undo.len(),
                    a.len(),
                    before_undo.last().map(|e| &e.action),
                    a.last().map(|e| &e.action)
                ));
            }
            return Ok(true);
        }
        self.undone.clear();
        Ok(false)
    }

    /// An undo or a redo on the Season screen leaves the party alone; elsewhere, the
    /// seasons and the member list.
    fn undo_files(&self, f: &Facts<'_>) -> Result<(), String> {
        let party = f.before.party_path.as_deref();
        let wrong: Vec<PathBuf> = f
            .changed_files()
            .into_iter()
            .filter(|p| match f.before.screen {
                Screen::Season => party.is_some_and(|party| p.starts_with(party)),
                _ => is_file_of_season(f.saves, p) || p.ends_with(cinch_party::store::MEMBERS_FILE),
            })
            .collect();
        if wrong.is_empty() {
            Ok(())
        } else {
            Err(format!(
                "{} on the {:?} screen changed {wrong:?}",
                keys_words(f.got),
                f.before.screen
            ))
        }
    }
}
