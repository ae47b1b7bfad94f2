//! Scripts from a seed: a host's vocabulary (results, trays, names, moving between
//! tables, the screens' letters and Ctrl keys), weighted toward what a host types on the
//! screen the campaign is about, falling into frames at random (several keys in one
//! frame, a key split across two, frames with no key).

use egui::Key;
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

use super::script::{Atom, Mods, Script, Stroke};

/// What a campaign's host mostly does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Host {
    /// Results at a star evening's tables, the bell, corrections.
    Star,
    /// Trays at a duplicate evening, phones posting too.
    Duplicate,
    /// The club's season: members' names, the season's boxes and letters.
    Season,
}

/// Every letter some screen takes as a key of its own (Prizes, Display, Print, Guests,
/// Season, the Round screen's tie and pad) and the letters of trays and names.
const LETTERS: &str = "acdefglmnoprsuxwb";
/// The named keys of the vocabulary that move or edit.
const MOVES: [Key; 12] = [
    Key::Tab,
    Key::Enter,
    Key::Escape,
    Key::ArrowUp,
    Key::ArrowDown,
    Key::ArrowLeft,
    Key::ArrowRight,
    Key::Home,
    Key::End,
    Key::PageUp,
    Key::PageDown,
    Key::Backspace,
];
/// Ctrl with a digit: the screens (1 Party … 9 Phones).
const SCREENS: [Key; 9] = [
    Key::Num1,
    Key::Num2,
    Key::Num3,
    Key::Num4,
    Key::Num5,
    Key::Num6,
    Key::Num7,
    Key::Num8,
    Key::Num9,
];
const NAMES: [&str; 8] = [
    "Ann Lee", "Bo Orr", "Cy Dunn", "Di Sims", "Ed Ames", "Flo Gray", "Gus Hale", "Ida Moss",
];

/// A seeded maker of scripts for one kind of host.
pub struct Monkey {
    rng: StdRng,
    host: Host,
    /// For the real window: no screen whose keys open the system's windows or serve the
    /// room (the guest display, printing, the phones, a new party).
    window: bool,
}

impl Monkey {
    /// The monkey of `seed`.
    pub fn new(host: Host, seed: u64) -> Monkey {
        Monkey {
            rng: StdRng::seed_from_u64(seed),
            host,
            window: false,
        }
    }

    /// The monkey of `seed` for the real window, at a star evening (see `window`).
    pub fn for_window(seed: u64) -> Monkey {
        Monkey {
            window: true,
            ..Monkey::new(Host::Star, seed)
        }
    }

    /// A script of about `keys` keys.
    pub fn script(&mut self, keys: usize) -> Script {
        let mut atoms = Vec::new();
        let mut count = 0;
        while count < keys {
            if self.host == Host::Duplicate && self.rng.random_bool(1.0 / 40.0) {
                atoms.push(Atom::Phone);
            }
            for stroke in self.phrase() {
                count += 1;
                let split = stroke.char().is_some() && self.rng.random_bool(0.04);
                atoms.push(Atom::Key { stroke, split });
                if split {
                    continue;
                }
                match self.rng.random_range(0..100) {
                    // The next key in the same frame (a fast hand, a slow frame).
                    0..25 => {}
                    25..85 => atoms.push(Atom::Frame),
                    85..95 => atoms.push(Atom::Idle),
                    _ => {
                        atoms.push(Atom::Idle);
                        atoms.push(Atom::Idle);
                    }
                }
            }
        }
        Script(atoms)
    }

    /// One thing a host does: a few keys.
    fn phrase(&mut self) -> Vec<Stroke> {
        let roll = self.rng.random_range(0..100);
        match (self.host, roll) {
            (Host::Star, 0..40) => self.result(),
            (Host::Duplicate, 0..40) => self.tray(),
            (Host::Season, 0..30) => self.name(),
            (Host::Season, 30..40) => self.digits(1),
            (_, 40..58) => vec![self.one_of_moves()],
            (_, 58..66) => vec![self.edit()],
            (_, 66..76) => vec![Stroke::Char(self.letter())],
            (_, 76..80) => vec![Stroke::Char(' ')],
            (_, 80..84) => self.enter_twice_or_once(),
            (_, 84..87) => vec![Stroke::Key(Mods::Shift, Key::Tab)],
            (Host::Star | Host::Duplicate, 87..92) => self.play_command(),
            (Host::Season, 87..92) => self.season_command(),
            (_, 92..96) => vec![self.undo_or_redo()],
            (_, 96..98) => self.name(),
            _ => vec![self.screen_key()],
        }
    }

    fn digits(&mut self, most: usize) -> Vec<Stroke> {
        let n = self.rng.random_range(1..=most);
        (0..n)
            .map(|_| Stroke::Char(char::from(b'0' + self.rng.random_range(0..10u8))))
            .collect()
    }

    /// A table's result: digits, Tab (or Enter), digits, Enter.
    fn result(&mut self) -> Vec<Stroke> {
        let mut keys = self.digits(2);
        keys.push(Stroke::key(if self.rng.random_bool(0.8) {
            Key::Tab
        } else {
            Key::Enter
        }));
        keys.extend(self.digits(2));
        keys.push(Stroke::key(Key::Enter));
        keys
    }

    /// A tray's keys and Enter: "E6 3", "P 8", "N4 9 RE", "X".
    fn tray(&mut self) -> Vec<Stroke> {
        let chair = ['N', 'E', 'S', 'W', 'n', 'e'][self.rng.random_range(0..6)];
        let text = match self.rng.random_range(0..10) {
            0 => "X".to_owned(),
            1 => format!("P {}", self.rng.random_range(0..15)),
            2 => format!(
                "{chair}{} {} RE",
                self.rng.random_range(1..15),
                self.rng.random_range(0..15)
            ),
            _ => format!(
                "{chair}{} {}",
                self.rng.random_range(1..15),
                self.rng.random_range(0..15)
            ),
        };
        let mut keys: Vec<Stroke> = text.chars().map(Stroke::Char).collect();
        keys.push(Stroke::key(Key::Enter));
        keys
    }

    /// A name and Enter.
    fn name(&mut self) -> Vec<Stroke> {
        let name = NAMES[self.rng.random_range(0..NAMES.len())];
        let mut keys: Vec<Stroke> = name.chars().map(Stroke::Char).collect();
        keys.push(Stroke::key(Key::Enter));
        keys
    }

    fn one_of_moves(&mut self) -> Stroke {
        Stroke::key(MOVES[self.rng.random_range(0..MOVES.len())])
    }

    fn edit(&mut self) -> Stroke {
        match self.rng.random_range(0..4) {
            0 => Stroke::key(Key::Delete),
            1 => Stroke::ctrl(Key::A),
            _ => Stroke::key(Key::Backspace),
        }
    }

    fn letter(&mut self) -> char {
        let letters: Vec<char> = LETTERS.chars().collect();
        let c = letters[self.rng.random_range(0..letters.len())];
        if self.rng.random_bool(0.2) {
            c.to_ascii_uppercase()
        } else {
            c
        }
    }

    fn enter_twice_or_once(&mut self) -> Vec<Stroke> {
        let times = self.rng.random_range(1..=2);
        vec![Stroke::key(Key::Enter); times]
    }

    /// The keys of an evening in play: the bell, starting the round, a late guest, the
    /// past corrected.
    fn play_command(&mut self) -> Vec<Stroke> {
        let key = match self.rng.random_range(0..10) {
            0..4 => Stroke::ctrl(Key::B),
            4..7 => Stroke::ctrl(Key::Enter),
            7 => Stroke::ctrl(Key::H),
            8 => Stroke::ctrl(Key::L),
            _ => Stroke::Key(Mods::CtrlShift, Key::B),
        };
        vec![key]
    }

    /// The Season screen's own letters, and digits for its boxes.
    fn season_command(&mut self) -> Vec<Stroke> {
        let keys = "nausmlrg123";
        let chars: Vec<char> = keys.chars().collect();
        vec![Stroke::Char(chars[self.rng.random_range(0..chars.len())])]
    }

    fn undo_or_redo(&mut self) -> Stroke {
        if self.rng.random_bool(0.55) {
            Stroke::ctrl(Key::Z)
        } else {
            Stroke::Key(Mods::CtrlShift, Key::Z)
        }
    }

    /// A screen's key: mostly back to the campaign's own screen.
    fn screen_key(&mut self) -> Stroke {
        let home = match self.host {
            Host::Star | Host::Duplicate => Stroke::ctrl(Key::Num4),
            Host::Season => Stroke::ctrl(Key::E),
        };
        // In the real window, the screens between Guests and Prizes only.
        let screens = if self.window {
            &SCREENS[1..6]
        } else {
            &SCREENS[..]
        };
        match self.rng.random_range(0..10) {
            0..5 => home,
            5 => Stroke::ctrl(Key::E),
            _ => Stroke::ctrl(screens[self.rng.random_range(0..screens.len())]),
        }
    }
}
