//! A text box as a host knows one: a character replaces what is selected or goes in at
//! the caret; Backspace takes the selection or the character before the caret; Delete
//! the selection or the character after it. The monkey works out from what a box showed
//! (its text and its selection) what the keys of a frame should make it show.
//!
//! The Round screen's score and tray boxes show what its keyboard machine holds: a score
//! shown selected there (the machine's "the next digit replaces it", drawn with the
//! selection's colour) counts as selected, as does egui's own selection in the box; the
//! machine types at the end of the box.

use egui::{Event, Key};

use super::seen::Seen;
use cinch_party::view::Screen;

/// What a box takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// A Round screen score box: digits, four at most.
    Score,
    /// A Round screen tray box: the tray's keys, sixteen at most.
    Tray,
    /// Any other box: any character.
    Free,
}

/// The units the window's number boxes show after their numbers.
const UNITS: [&str; 2] = [" min", " %"];

/// A box as shown: its text, what is selected, where the caret is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Shown {
    /// The text, as characters.
    pub text: Vec<char>,
    /// Selected: (start, end), start < end.
    pub selected: Option<(usize, usize)>,
    /// The caret.
    pub caret: usize,
    /// What it takes.
    pub kind: Kind,
}

/// Which kind of box a label names on a screen.
pub fn kind_of(screen: Screen, label: &str) -> Kind {
    let round_box = screen == Screen::Round && label.starts_with("Table ");
    if round_box && label.ends_with(" score") {
        Kind::Score
    } else if round_box && label.contains(" tray ") {
        Kind::Tray
    } else {
        Kind::Free
    }
}

impl Shown {
    /// The box with the cursor in `seen`, as shown; `None` when no text box has it.
    pub fn focused(seen: &Seen) -> Option<Shown> {
        let focus = seen.focus.as_ref()?;
        let text_box = focus.text.as_ref()?;
        // A number box with its unit ("20 min") is edited without it: egui shows the unit
        // in the frame the box gets the cursor and types on the number ("0" makes "200",
        // not "20 min0": seed 56008 was the model's false alarm).
        let value = text_box.value.as_str();
        let value = UNITS
            .iter()
            .find_map(|unit| value.strip_suffix(unit))
            .filter(|number| !number.is_empty() && number.chars().all(|c| c.is_ascii_digit()))
            .unwrap_or(value);
        let text: Vec<char> = value.chars().collect();
        let kind = kind_of(seen.screen, &text_box.label);
        let len = text.len();
        let egui_selected = focus
            .selection
            .map(|(a, b)| (a.min(len), b.min(len)))
            .filter(|(a, b)| a < b);
        let (selected, caret) = if kind == Kind::Free {
            let caret = focus.selection.map_or(len, |(_, b)| b.min(len));
            (egui_selected, caret)
        } else {
            let machine = seen
                .round
                .cursor
                .and_then(|c| seen.round.typed.get(&(c.round, c.slot)))
                .is_some_and(|t| t.replace);
            let all = (machine && len > 0).then_some((0, len));
            (all.or(egui_selected), len)
        };
        Some(Shown {
            text,
            selected,
            caret,
            kind,
        })
    }

    /// The text.
    pub fn value(&self) -> String {
        self.text.iter().collect()
    }

    fn takes(&self, c: char) -> bool {
        let room = |most: usize| {
            let selected = self.selected.map_or(0, |(a, b)| b - a);
            self.text.len() - selected < most
        };
        match self.kind {
            Kind::Score => c.is_ascii_digit() && room(4),
            Kind::Tray => !c.is_control() && room(16),
            Kind::Free => !c.is_control(),
        }
    }

    fn cut_selection(&mut self) -> bool {
        let Some((a, b)) = self.selected.take() else {
            return false;
        };
        self.text.drain(a..b);
        self.caret = a;
        true
    }

    /// One character typed.
    pub fn type_char(&mut self, c: char) {
        if !self.takes(c) {
            return;
        }
        self.cut_selection();
        self.text.insert(self.caret.min(self.text.len()), c);
        self.caret += 1;
        if self.kind != Kind::Free {
            self.caret = self.text.len();
        }
    }

    /// Backspace.
    pub fn backspace(&mut self) {
        if !self.cut_selection() && self.caret > 0 {
            self.caret -= 1;
            self.text.remove(self.caret);
        }
    }

    /// Delete.
    pub fn delete(&mut self) {
        if !self.cut_selection() && self.caret < self.text.len() {
            self.text.remove(self.caret);
        }
    }

    /// A key that moves the caret (in a box that is no Round screen box: see `after`).
    pub fn caret_key(&mut self, key: Key) {
        let len = self.text.len();
        let (start, end) = self.selected.take().unwrap_or((self.caret, self.caret));
        self.caret = match key {
            Key::Home => 0,
            Key::End => len,
            Key::ArrowLeft if start < end => start,
            Key::ArrowRight if start < end => end,
            Key::ArrowLeft => self.caret.saturating_sub(1),
            _ => (self.caret + 1).min(len),
        };
    }

    /// The box after a frame's events, if they are all keys a box edits with (characters,
    /// Backspace, Delete, the caret's keys, key releases); `None` when another key is
    /// among them.
    pub fn after(&self, events: &[Event]) -> Option<Shown> {
        let mut shown = self.clone();
        for event in events {
            match event {
                Event::Text(text) => text.chars().for_each(|c| shown.type_char(c)),
                Event::Key { pressed: false, .. } => {}
                // Shift or Ctrl pressed on its own: the key it goes with says.
                Event::Key { key, .. } if crate::monkey::invariants::is_modifier(*key) => {}
                Event::Key {
                    key: Key::Backspace,
                    modifiers,
                    ..
                } if modifiers.is_none() => shown.backspace(),
                Event::Key {
                    key: Key::Delete,
                    modifiers,
                    ..
                } if modifiers.is_none() => shown.delete(),
                Event::Key {
                    key: key @ (Key::Home | Key::End | Key::ArrowLeft | Key::ArrowRight),
                    modifiers,
                    ..
                } if modifiers.is_none() => {
                    // On the Round screen Home and End go to the first and last table (no
                    // editing the model follows), ← and → do nothing ("3 Enter ← 8 Enter"
                    // saved 3–8, as shown: seed 56030 was the model's false alarm).
                    match (shown.kind, key) {
                        (Kind::Free, _) => shown.caret_key(*key),
                        (_, Key::ArrowLeft | Key::ArrowRight) => {}
                        _ => return None,
                    }
                }
                Event::Key { key, modifiers, .. }
                    if typing_key(*key) && (modifiers.is_none() || modifiers.shift_only()) => {}
                Event::Key { .. } | Event::Paste(_) | Event::Copy | Event::Cut => return None,
                // The pointer, the modifiers held, the window's focus: no editing.
                _ => {}
            }
        }
        Some(shown)
    }
}

/// A key whose press comes with a character (the character does the typing).
fn typing_key(key: Key) -> bool {
    let name = key.name();
    name.chars().count() == 1 || key == Key::Space
}

#[test]
fn a_box_edits_as_a_host_knows_one() {
    let press = |key| Event::Key {
        key,
        physical_key: None,
        pressed: true,
        repeat: false,
        modifiers: egui::Modifiers::NONE,
    };
    let text = |t: &str| Event::Text(t.to_owned());
    let shown = Shown {
        text: "33".chars().collect(),
        selected: Some((0, 2)),
        caret: 2,
        kind: Kind::Score,
    };
    let after = shown.after(&[press(Key::Backspace)]).unwrap();
    assert_eq!(after.value(), "");
    let after = shown.after(&[text("8"), text("a"), text("1")]).unwrap();
    assert_eq!(after.value(), "81", "a letter is no score");
    let free = Shown {
        text: "Ann".chars().collect(),
        selected: None,
        caret: 1,
        kind: Kind::Free,
    };
    assert_eq!(free.after(&[press(Key::Delete)]).unwrap().value(), "An");
    assert_eq!(free.after(&[text("x")]).unwrap().value(), "Axnn");
    assert_eq!(
        free.after(&[press(Key::Home), text("x")]).unwrap().value(),
        "xAnn"
    );
    assert!(free.after(&[press(Key::Tab)]).is_none());
}
