//! The Round screen's keys, described once: each binding says which key, on which spot
//! of a table, does what, and how the help words it. The machine (`Keys`) looks every
//! key up here; the Rules screen lists the bindings that have words.

use egui::Key;

use crate::rules::{PairSide, Seat};
use crate::words::{key_name, keys_shown, msg, seat_letter};

use super::view::Spot;

/// What was pressed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Input {
    /// Any digit 0–9.
    Digit,
    /// This letter or sign (letters in either case).
    Char(char),
    /// A letter of one of this side's chairs, in the language spoken or in English
    /// (`N` for North–South; `E`, or German `O` for Ost, for East–West).
    Side(PairSide),
    /// Any other character.
    AnyChar,
    /// A key (without Ctrl or Alt).
    Key(Key),
}

impl Input {
    fn matches_char(self, c: char) -> bool {
        match self {
            Input::Digit => c.is_ascii_digit(),
            Input::Char(k) => c.eq_ignore_ascii_case(&k),
            Input::Side(side) => crate::words::names_side(c, side),
            Input::AnyChar => true,
            Input::Key(_) => false,
        }
    }
}

/// What a key does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Does {
    /// Types into the box (a digit, or a minus sign where scores can be negative).
    Type,
    /// Takes the last digit back (or the whole score, when it is selected).
    Backspace,
    /// Takes the whole score away when it is selected (nothing follows the cursor).
    Delete,
    /// "Go to table …": the table's number, then Enter.
    GoToTable,
    /// The table's other box.
    OtherBox,
    /// From an empty East–West box's partner to it; else the result in and on to the
    /// next table still to report.
    Enter,
    /// Reopens a reported table for correction, its score selected.
    Reopen,
    /// The table below (the last stays the last).
    Down,
    /// The table above.
    Up,
    /// A page of tables below.
    PageDown,
    /// A page of tables above.
    PageUp,
    /// The first table.
    First,
    /// The last table.
    Last,
    /// The table's score pad, deal by deal.
    Pad,
    /// A tie: the program cuts for the two ladies (R-ROUND-3).
    CutByProgram,
    /// A tie: the North–South lady won a real cut.
    CutWonByNorthSouth,
    /// A tie: the East–West lady won a real cut.
    CutWonByEastWest,
    /// Cancels a correction, leaves a tie for later, or puts the cursor away.
    Escape,
    /// On a reported table, a digit: on to a table that waits.
    GoToWaiting,
    /// After a bell, from a table whose boxes are empty: the program's proposal for
    /// the chairs to settle (the window's F, `UiCommand::TakeProposal`).
    TakeProposal,
    /// Taken and ignored, so it never reaches a button that happens to have the focus
    /// (a letter in a score box is never a score).
    Swallow,
}

/// One key on some spots.
#[derive(Debug, Clone, Copy)]
pub struct Binding {
    /// What is pressed.
    pub input: Input,
    /// The spots of a table where it does this.
    pub on: &'static [Spot],
    /// What it does.
    pub does: Does,
    /// For the help: the keys as the host reads them, and what they do, in the language
    /// spoken (`None` for the bindings that go without saying).
    pub help: Option<Help>,
}

/// A line of the help: the keys, and what they do.
pub type Help = (fn() -> String, fn() -> String);

const BOXES: &[Spot] = &[Spot::Ns, Spot::Ew];
const ANYWHERE: &[Spot] = &[
    Spot::Ns,
    Spot::Ew,
    Spot::Tie,
    Spot::Done,
    Spot::Tray,
    Spot::TrayDone,
];

/// Every key of the Round screen's tables, the first match winning.
pub const BINDINGS: &[Binding] = &[
    Binding {
        input: Input::Char('g'),
        on: ANYWHERE,
        does: Does::GoToTable,
        help: Some((msg::play_key_go_keys, msg::play_key_go)),
    },
    Binding {
        input: Input::AnyChar,
        on: &[Spot::Tray],
        does: Does::Type,
        help: Some((msg::play_key_tray_keys, msg::play_key_tray)),
    },
    Binding {
        input: Input::Digit,
        on: BOXES,
        does: Does::Type,
        help: Some((msg::play_key_digits_keys, msg::play_key_digits)),
    },
    Binding {
        input: Input::Char('-'),
        on: BOXES,
        does: Does::Type,
        help: None,
    },
    Binding {
        input: Input::Key(Key::Tab),
        on: ANYWHERE,
        does: Does::OtherBox,
        help: None,
    },
    Binding {
        input: Input::Key(Key::Enter),
        on: &[Spot::Done],
        does: Does::Reopen,
        help: Some((msg::play_key_reopen_keys, msg::play_key_reopen)),
    },
    Binding {
        input: Input::Key(Key::Enter),
        on: &[Spot::TrayDone],
        does: Does::Reopen,
        help: Some((msg::play_key_reopen_tray_keys, msg::play_key_reopen_tray)),
    },
    Binding {
        input: Input::Key(Key::Enter),
        on: ANYWHERE,
        does: Does::Enter,
        help: None,
    },
    Binding {
        input: Input::Key(Key::Backspace),
        on: ANYWHERE,
        does: Does::Backspace,
        help: None,
    },
    Binding {
        input: Input::Key(Key::Delete),
        on: ANYWHERE,
        does: Does::Delete,
        help: None,
    },
    Binding {
        input: Input::Key(Key::ArrowUp),
        on: ANYWHERE,
        does: Does::Up,
        help: Some((|| "↑ ↓".to_owned(), msg::play_key_arrows)),
    },
    Binding {
        input: Input::Key(Key::PageUp),
        on: ANYWHERE,
        does: Does::PageUp,
        help: Some((|| keys_pair(Key::PageUp, Key::PageDown), msg::play_key_page)),
    },
    Binding {
        input: Input::Key(Key::PageDown),
        on: ANYWHERE,
        does: Does::PageDown,
        help: None,
    },
    Binding {
        input: Input::Key(Key::Home),
        on: ANYWHERE,
        does: Does::First,
        help: Some((|| keys_pair(Key::Home, Key::End), msg::play_key_home)),
    },
    Binding {
        input: Input::Key(Key::End),
        on: ANYWHERE,
        does: Does::Last,
        help: None,
    },
    Binding {
        input: Input::Key(Key::ArrowDown),
        on: ANYWHERE,
        does: Does::Down,
        help: None,
    },
    Binding {
        input: Input::Char('c'),
        on: &[Spot::Tie],
        does: Does::CutByProgram,
        help: Some((|| "C".to_owned(), msg::play_key_cut)),
    },
    Binding {
        input: Input::Side(PairSide::NorthSouth),
        on: &[Spot::Tie],
        does: Does::CutWonByNorthSouth,
        help: Some((tie_side_keys, msg::play_key_real_cut)),
    },
    Binding {
        input: Input::Side(PairSide::EastWest),
        on: &[Spot::Tie],
        does: Does::CutWonByEastWest,
        help: None,
    },
    Binding {
        input: Input::Char('d'),
        on: &[Spot::Ns, Spot::Ew, Spot::Done],
        does: Does::Pad,
        help: Some((|| "D".to_owned(), msg::play_key_pad)),
    },
    Binding {
        input: Input::Key(Key::Escape),
        on: ANYWHERE,
        does: Does::Escape,
        help: Some((|| key_name(Key::Escape.name()), msg::play_key_escape)),
    },
    // F is the window's key for the proposal (the Rules screen lists it there); in a
    // score box, where no letter is typed, it is the same key.
    Binding {
        input: Input::Char('f'),
        on: BOXES,
        does: Does::TakeProposal,
        help: None,
    },
    Binding {
        input: Input::Digit,
        on: &[Spot::Done],
        does: Does::GoToWaiting,
        help: None,
    },
    Binding {
        input: Input::AnyChar,
        on: &[Spot::TrayDone],
        does: Does::GoToWaiting,
        help: None,
    },
    Binding {
        input: Input::AnyChar,
        on: ANYWHERE,
        does: Does::Swallow,
        help: None,
    },
    // Space and the sideways arrows mean nothing on the tables; taken here, they can
    // never press a button that happens to have egui's focus.
    Binding {
        input: Input::Key(Key::Space),
        on: ANYWHERE,
        does: Does::Swallow,
        help: None,
    },
    Binding {
        input: Input::Key(Key::ArrowLeft),
        on: ANYWHERE,
        does: Does::Swallow,
        help: None,
    },
    Binding {
        input: Input::Key(Key::ArrowRight),
        on: ANYWHERE,
        does: Does::Swallow,
        help: None,
    },
];

/// With the cursor put away (Esc), these keys bring it back to the tables (a digit does
/// too, and types itself into the first table that waits).
pub const COME_BACK: &[Key] = &[Key::ArrowDown, Key::ArrowUp, Key::Enter];

/// Two keys' names, as the language's keyboards print them: "Page Up / Page Down".
fn keys_pair(first: Key, second: Key) -> String {
    format!("{} / {}", key_name(first.name()), key_name(second.name()))
}

/// The tie's keys for a cut won by a side: North's letter and East's, in the language.
fn tie_side_keys() -> String {
    format!("{} / {}", seat_letter(Seat::North), seat_letter(Seat::East))
}

/// The pad's grammar (`rules::deal::parse`), for the help.
const PAD: &[Help] = &[
    (
        || msg::play_key_on_pad(keys_shown("N9 10")),
        msg::play_key_pad_bid,
    ),
    (|| msg::play_key_on_pad("P 8"), msg::play_key_pad_passed),
    (|| msg::play_key_on_pad("M"), msg::play_key_pad_misdeal),
    (
        || {
            msg::play_key_on_pad(format!(
                "… R{} / R{}",
                seat_letter(Seat::North),
                seat_letter(Seat::East)
            ))
        },
        msg::play_key_pad_revoke,
    ),
];

/// What a character does on a spot.
pub fn for_char(c: char, spot: Spot) -> Option<Does> {
    BINDINGS
        .iter()
        .find(|b| b.on.contains(&spot) && b.input.matches_char(c))
        .map(|b| b.does)
}

/// What a key does on a spot.
pub fn for_key(key: Key, spot: Spot) -> Option<Does> {
    BINDINGS
        .iter()
        .find(|b| b.on.contains(&spot) && b.input == Input::Key(key))
        .map(|b| b.does)
}

/// The Round screen's keys for the Rules screen, in the order above, then the pad's, in
/// the language spoken.
pub fn help() -> impl Iterator<Item = (String, String)> {
    let back: Help = (msg::play_key_back_keys, msg::play_key_back);
    BINDINGS
        .iter()
        .filter_map(|b| b.help)
        .chain([back])
        .chain(PAD.iter().copied())
        .map(|(keys, what)| (keys(), what()))
}
