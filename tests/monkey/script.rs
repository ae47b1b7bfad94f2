//! A monkey's script: the keys a host presses, and how they fall into the window's
//! frames, written so a person can read it and a test can replay it.
//!
//! The text form: keys by egui's names ("3", "a", "Tab", "Shift+Tab", "Ctrl+A",
//! "Ctrl+Shift+Z", "ArrowUp"), separated by a space when they arrive in the same frame
//! and by " / " when the next key comes in the next frame; "·" is a frame with no key
//! in it, "phone" a phone at a table posting a result between two frames, and a key
//! written "3~" arrives split: its press at the end of this frame, its character and
//! its release at the start of the next.

use std::fmt;

use egui::{Event, Key, Modifiers};

/// The modifier keys held with a key.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mods {
    /// None.
    None,
    /// Shift.
    Shift,
    /// Ctrl (⌘ on a Mac).
    Ctrl,
    /// Ctrl and Shift.
    CtrlShift,
}

impl Mods {
    fn egui(self) -> Modifiers {
        match self {
            Mods::None => Modifiers::NONE,
            Mods::Shift => Modifiers::SHIFT,
            Mods::Ctrl => Modifiers::COMMAND,
            Mods::CtrlShift => Modifiers::COMMAND.plus(Modifiers::SHIFT),
        }
    }

    fn prefix(self) -> &'static str {
        match self {
            Mods::None => "",
            Mods::Shift => "Shift+",
            Mods::Ctrl => "Ctrl+",
            Mods::CtrlShift => "Ctrl+Shift+",
        }
    }
}

/// One key as the host presses it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stroke {
    /// A key that types a character (a letter, a digit, a space): its press, the
    /// character, its release; a capital letter with Shift.
    Char(char),
    /// Any other key, with the modifiers held.
    Key(Mods, Key),
}

impl Stroke {
    /// A key alone.
    pub const fn key(key: Key) -> Stroke {
        Stroke::Key(Mods::None, key)
    }

    /// Ctrl and a key.
    pub const fn ctrl(key: Key) -> Stroke {
        Stroke::Key(Mods::Ctrl, key)
    }

    /// The key pressed, and with what.
    pub fn press(self) -> Option<(Key, Modifiers)> {
        match self {
            Stroke::Char(' ') => Some((Key::Space, Modifiers::NONE)),
            Stroke::Char(c) => {
                let key = Key::from_name(&c.to_ascii_uppercase().to_string())?;
                let shift = c.is_ascii_uppercase();
                Some((
                    key,
                    if shift {
                        Modifiers::SHIFT
                    } else {
                        Modifiers::NONE
                    },
                ))
            }
            Stroke::Key(mods, key) => Some((key, mods.egui())),
        }
    }

    /// The events of the key, in two parts: its press, then its character and its
    /// release (what a frame split in the middle of the key gives each frame).
    pub fn events(self) -> (Vec<Event>, Vec<Event>) {
        let key_event = |pressed| {
            self.press().map(|(key, modifiers)| Event::Key {
                key,
                physical_key: Some(key),
                pressed,
                repeat: false,
                modifiers,
            })
        };
        let first: Vec<Event> = key_event(true).into_iter().collect();
        let mut rest = Vec::new();
        if let Stroke::Char(c) = self {
            rest.push(Event::Text(c.to_string()));
        }
        rest.extend(key_event(false));
        (first, rest)
    }

    /// The character it types, if any.
    pub fn char(self) -> Option<char> {
        match self {
            Stroke::Char(c) => Some(c),
            Stroke::Key(..) => None,
        }
    }

    fn parse(name: &str) -> Option<Stroke> {
        let mut chars = name.chars();
        if let (Some(c), None) = (chars.next(), chars.next()) {
            return Some(Stroke::Char(c));
        }
        if name == "Space" {
            return Some(Stroke::Char(' '));
        }
        let (mods, key) = if let Some(k) = name.strip_prefix("Ctrl+Shift+") {
            (Mods::CtrlShift, k)
        } else if let Some(k) = name.strip_prefix("Ctrl+") {
            (Mods::Ctrl, k)
        } else if let Some(k) = name.strip_prefix("Shift+") {
            (Mods::Shift, k)
        } else {
            (Mods::None, name)
        };
        Some(Stroke::Key(mods, Key::from_name(key)?))
    }
}

impl fmt::Display for Stroke {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Stroke::Char(' ') => f.write_str("Space"),
            Stroke::Char(c) => write!(f, "{c}"),
            Stroke::Key(mods, key) => write!(f, "{}{}", mods.prefix(), key.name()),
        }
    }
}

/// One piece of a script.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Atom {
    /// A key; `split`: its press ends this frame and the rest of it starts the next.
    Key { stroke: Stroke, split: bool },
    /// The next keys come in the next frame.
    Frame,
    /// A frame with no key.
    Idle,
    /// A phone posts a result (the window runs frames without keys until it is answered).
    Phone,
}

/// A monkey's script: its atoms in order.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Script(pub Vec<Atom>);

/// What the window gets: each frame's events, or a phone's turn.
#[derive(Debug, Clone, PartialEq)]
pub enum Turn {
    /// A frame, with these events (none for an idle frame).
    Frame(Vec<Event>),
    /// A phone posts.
    Phone,
}

impl Script {
    /// The keys pressed.
    pub fn keys(&self) -> usize {
        self.0
            .iter()
            .filter(|a| matches!(a, Atom::Key { .. }))
            .count()
    }

    /// The script as the window gets it, frame by frame.
    pub fn turns(&self) -> Vec<Turn> {
        let mut turns = Vec::new();
        let mut frame: Vec<Event> = Vec::new();
        let mut open = false;
        let mut carried: Vec<Event> = Vec::new();
        let close = |frame: &mut Vec<Event>, open: &mut bool, turns: &mut Vec<Turn>| {
            if *open {
                turns.push(Turn::Frame(std::mem::take(frame)));
                *open = false;
            }
        };
        for atom in &self.0 {
            match *atom {
                Atom::Key { stroke, split } => {
                    if !open {
                        frame.append(&mut carried);
                        open = true;
                    }
                    let (press, rest) = stroke.events();
                    frame.extend(press);
                    if split {
                        carried = rest;
                        close(&mut frame, &mut open, &mut turns);
                    } else {
                        frame.extend(rest);
                    }
                }
                Atom::Frame => close(&mut frame, &mut open, &mut turns),
                Atom::Idle => {
                    close(&mut frame, &mut open, &mut turns);
                    turns.push(Turn::Frame(std::mem::take(&mut carried)));
                }
                Atom::Phone => {
                    close(&mut frame, &mut open, &mut turns);
                    if !carried.is_empty() {
                        turns.push(Turn::Frame(std::mem::take(&mut carried)));
                    }
                    turns.push(Turn::Phone);
                }
            }
        }
        close(&mut frame, &mut open, &mut turns);
        if !carried.is_empty() {
            turns.push(Turn::Frame(carried));
        }
        turns
    }

    /// Reads a script's text form (see the module's words). `None` for a word that is
    /// no key.
    pub fn parse(text: &str) -> Option<Script> {
        let mut atoms = Vec::new();
        for (i, frame) in text.split(" / ").enumerate() {
            if i > 0 {
                atoms.push(Atom::Frame);
            }
            for word in frame.split(' ').filter(|w| !w.is_empty()) {
                atoms.push(match word {
                    "·" => Atom::Idle,
                    "phone" => Atom::Phone,
                    _ => match word.strip_suffix('~') {
                        Some(name) if !name.is_empty() => Atom::Key {
                            stroke: Stroke::parse(name)?,
                            split: true,
                        },
                        _ => Atom::Key {
                            stroke: Stroke::parse(word)?,
                            split: false,
                        },
                    },
                });
            }
        }
        Some(Script(atoms))
    }
}

impl fmt::Display for Script {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut first = true;
        for atom in &self.0 {
            let word = match atom {
                Atom::Frame => {
                    f.write_str(" /")?;
                    continue;
                }
                Atom::Key { stroke, split } => {
                    format!("{stroke}{}", if *split { "~" } else { "" })
                }
                Atom::Idle => "·".to_owned(),
                Atom::Phone => "phone".to_owned(),
            };
            if !first {
                f.write_str(" ")?;
            }
            first = false;
            f.write_str(&word)?;
        }
        Ok(())
    }
}

#[test]
fn a_script_reads_back_as_written_and_falls_into_its_frames() {
    let text = "3 3 / Ctrl+A / Backspace~ / · / Shift+Tab Space / phone / Ctrl+Shift+Z";
    let script = Script::parse(text).unwrap();
    assert_eq!(script.to_string(), text);
    assert_eq!(script.keys(), 7);
    let turns = script.turns();
    let frames: Vec<usize> = turns
        .iter()
        .map(|t| match t {
            Turn::Frame(events) => events.len(),
            Turn::Phone => 0,
        })
        .collect();
    // "3 3": two keys of three events; Ctrl+A: press and release; Backspace's press,
    // then its release in the idle frame; Shift+Tab and Space (press, " ", release).
    assert_eq!(frames, [6, 2, 1, 1, 5, 0, 2]);
    assert_eq!(turns[5], Turn::Phone);
}
