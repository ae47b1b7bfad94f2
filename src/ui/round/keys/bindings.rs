//! The Round screen's keys, described once: each binding says which key, on which spot
//! of a table, does what, and how the help words it. The machine (`Keys`) looks every
//! key up here; the Rules screen lists the bindings that have words.

use egui::Key;

use super::view::Spot;

/// What was pressed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Input {
    /// Any digit 0–9.
    Digit,
    /// This letter or sign (letters in either case).
    Char(char),
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
    /// For the help: the keys as the host reads them, and what they do (`None` for the
    /// bindings that go without saying).
    pub help: Option<(&'static str, &'static str)>,
}

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
        help: Some(("G, a number, Enter", "go to that table")),
    },
    Binding {
        input: Input::AnyChar,
        on: &[Spot::Tray],
        does: Does::Type,
        help: Some((
            "a tray's keys, Enter",
            "a Duplicate tray's result: E6 3 (East bid 6, East–West took 3), P 8, N4 9 RE, X not played",
        )),
    },
    Binding {
        input: Input::Digit,
        on: BOXES,
        does: Does::Type,
        help: Some((
            "digits, Tab, Enter",
            "type a table's two scores and enter its result",
        )),
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
        help: Some((
            "Enter on a reported table",
            "correct it (the score is selected: type to replace it)",
        )),
    },
    Binding {
        input: Input::Key(Key::Enter),
        on: &[Spot::TrayDone],
        does: Does::Reopen,
        help: Some((
            "Enter on a reported tray",
            "correct it (its result is in the box, selected: type to replace it)",
        )),
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
        help: Some(("↑ ↓", "the table (or tray) above or below")),
    },
    Binding {
        input: Input::Key(Key::PageUp),
        on: ANYWHERE,
        does: Does::PageUp,
        help: Some(("Page Up / Page Down", "a screenful of tables up or down")),
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
        help: Some(("Home / End", "the first or the last table")),
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
        help: Some(("C", "a tie: the program cuts for the two ladies")),
    },
    Binding {
        input: Input::Char('n'),
        on: &[Spot::Tie],
        does: Does::CutWonByNorthSouth,
        help: Some((
            "N / E",
            "a tie: the North–South or the East–West lady won a real cut",
        )),
    },
    Binding {
        input: Input::Char('e'),
        on: &[Spot::Tie],
        does: Does::CutWonByEastWest,
        help: None,
    },
    Binding {
        input: Input::Char('d'),
        on: &[Spot::Ns, Spot::Ew, Spot::Done],
        does: Does::Pad,
        help: Some(("D", "open the table's score pad, deal by deal")),
    },
    Binding {
        input: Input::Key(Key::Escape),
        on: ANYWHERE,
        does: Does::Escape,
        help: Some(("Esc", "leave a tie for later, or put the cursor away")),
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

/// The pad's grammar (`rules::deal::parse`), for the help.
const PAD: &[(&str, &str)] = &[
    (
        "On the pad: N9 10",
        "North bid 9 and North–South took 10 (the others the rest of 14)",
    ),
    ("On the pad: P 8", "all passed; the dealer's side took 8"),
    ("On the pad: M", "a misdeal: the next player deals"),
    (
        "On the pad: … RN / RE",
        "North–South or East–West revoked or held a foul hand",
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

/// The Round screen's keys for the Rules screen, in the order above, then the pad's.
pub fn help() -> impl Iterator<Item = (&'static str, &'static str)> {
    BINDINGS
        .iter()
        .filter_map(|b| b.help)
        .chain([(
            "↓ ↑ Enter or a digit, after Esc",
            "bring the cursor back to the tables",
        )])
        .chain(PAD.iter().copied())
}
