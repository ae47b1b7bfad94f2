//! Every user action is one `Command`: the screens and the keyboard produce them while
//! the frame is drawn, and the app runs them after it. Each command's label and keyboard
//! shortcut live here, in one place.

use std::path::PathBuf;

use egui::{Key, KeyboardShortcut, Modifiers};

use crate::rules::{Action, PrizeKey, Settings, Side};

/// The screens of the app, in the top bar's order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Screen {
    /// New, open, settings.
    Party,
    /// The guest list.
    Guests,
    /// The black cards and the table plan.
    Draw,
    /// The main screen during play.
    Round,
    /// Stars and history.
    Standings,
    /// The prizes.
    Prizes,
    /// The guest display and the prize ceremony.
    Display,
}

impl Screen {
    /// All screens, in order.
    pub const ALL: [Screen; 7] = [
        Screen::Party,
        Screen::Guests,
        Screen::Draw,
        Screen::Round,
        Screen::Standings,
        Screen::Prizes,
        Screen::Display,
    ];

    /// The tab's label.
    pub fn label(self) -> &'static str {
        match self {
            Screen::Party => "Party",
            Screen::Guests => "Guests",
            Screen::Draw => "Draw",
            Screen::Round => "Round",
            Screen::Standings => "Standings",
            Screen::Prizes => "Prizes",
            Screen::Display => "Display",
        }
    }

    /// Ctrl+1 … Ctrl+7.
    pub fn shortcut(self) -> KeyboardShortcut {
        let key = match self {
            Screen::Party => Key::Num1,
            Screen::Guests => Key::Num2,
            Screen::Draw => Key::Num3,
            Screen::Round => Key::Num4,
            Screen::Standings => Key::Num5,
            Screen::Prizes => Key::Num6,
            Screen::Display => Key::Num7,
        };
        KeyboardShortcut::new(Modifiers::COMMAND, key)
    }
}

/// Ctrl+Z.
pub const UNDO: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::Z);
/// Ctrl+Shift+Z.
pub const REDO: KeyboardShortcut =
    KeyboardShortcut::new(Modifiers::COMMAND.plus(Modifiers::SHIFT), Key::Z);
/// Ctrl+Y, the other common redo.
pub const REDO_Y: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::Y);
/// Ctrl+B: ring the bell (only when every table has reported).
pub const BELL: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::B);

/// What the host asks of the guest display.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DisplayCommand {
    /// Open (or close) the second window.
    Open(bool),
    /// Make it fill its screen (or not).
    Fullscreen(bool),
    /// Choose what it shows.
    Mode(crate::app::display::DisplayMode),
    /// Reveal this prize (by its index in the prize list).
    Reveal(usize),
    /// Hide every prize again.
    HideAll,
}

/// One thing the host asked for.
#[derive(Debug, Clone, PartialEq)]
pub enum Command {
    /// Go to a screen.
    Show(Screen),
    /// Start a new party file.
    NewParty {
        /// Its title.
        title: String,
        /// Its settings.
        settings: Settings,
    },
    /// Open a party file.
    OpenParty(PathBuf),
    /// Put a file's backup in its place and open it.
    RestoreBackup(PathBuf),
    /// Close the party (it is already saved).
    CloseParty,
    /// Take back the last action (a bell, the seating or the draw asks first).
    Undo,
    /// Take back the last action, confirmed by the host.
    UndoConfirmed,
    /// Keep the last action after all.
    CancelUndo,
    /// Put back the last action taken back.
    Redo,
    /// Apply a rules action.
    Apply(Action),
    /// Add the names of a pasted list.
    AddGuestList {
        /// The pasted text.
        text: String,
        /// Their side.
        side: Side,
    },
    /// The program shuffles and deals the black cards.
    DrawForEveryone,
    /// The program cuts for a tied table.
    CutTie {
        /// The round.
        round: u32,
        /// The table.
        table: u32,
    },
    /// Ring the bell.
    RingBell {
        /// Even though some tables have not reported (confirmed by the host).
        override_missing: bool,
        /// The host ends the evening with this bell.
        last: bool,
    },
    /// The program cuts for a tied prize.
    CutPrize(PrizeKey),
    /// Try to save again now.
    RetrySave,
    /// Close the "who goes where" list.
    DismissMoves,
    /// Something for the guest display.
    Display(DisplayCommand),
    /// Try the bell's sound at a volume (0..=100 %).
    TestBell(u8),
    /// Tell the host something (an error found while reading a field).
    Notify(String),
}

impl Command {
    /// The keyboard commands of this frame, read after the screens have had their keys.
    /// While the host has typed something into a field, Ctrl+Z and Ctrl+Shift+Z belong to
    /// the field; in an empty field (the score boxes wait empty), they undo the party.
    pub fn from_keys(ctx: &egui::Context, typing: bool) -> Vec<Command> {
        let mut commands = Vec::new();
        ctx.input_mut(|input| {
            // Longest combination first: Ctrl+Shift+Z before Ctrl+Z.
            if !typing && (input.consume_shortcut(&REDO) || input.consume_shortcut(&REDO_Y)) {
                commands.push(Command::Redo);
            }
            if !typing && input.consume_shortcut(&UNDO) {
                commands.push(Command::Undo);
            }
            if input.consume_shortcut(&BELL) {
                commands.push(Command::RingBell {
                    override_missing: false,
                    last: false,
                });
            }
            for screen in Screen::ALL {
                if input.consume_shortcut(&screen.shortcut()) {
                    commands.push(Command::Show(screen));
                }
            }
        });
        commands
    }
}
