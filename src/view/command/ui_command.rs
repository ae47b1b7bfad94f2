//! The commands with a fixed name and keyboard shortcut (rerun's `UICommand`): each
//! knows its label, tooltip, screen and keys in this one place, so the top bar, the
//! buttons, the Rules screen's list and the keyboard cannot disagree.

use super::*;

/// A command with a fixed name and shortcut (rerun's `UICommand`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum UiCommand {
    /// Go to a screen.
    Show(Screen),
    /// Take back the last action.
    Undo,
    /// Put back what was taken back.
    Redo,
    /// Ring the bell (held until every table has reported).
    RingBell,
    /// Ring the bell over tables that have not reported (asks first).
    RingAnyway,
    /// Start the round in play, and its clock (R-ROUND-4).
    StartRound,
    /// Pause the round clock, or start it again.
    PauseClock,
    /// Show or hide how long each frame takes.
    FrameTimes,
    /// A guest arrives late: add them to the waiting list.
    ArriveLate,
    /// Find a guest by name and show their evening.
    FindGuest,
    /// Correct a past round's result: the history, with the cursor in "round and table".
    CorrectPast,
    /// Open a party file chosen in the system's dialog.
    OpenDialog,
    /// Save a copy of the open party where the host chooses.
    SaveCopyDialog,
    /// The Draw screen: the program shuffles and deals the black cards.
    DrawForEveryone,
    /// The Draw screen: the tables seated from the cards drawn.
    SeatTables,
    /// The Pairs screen (Duplicate): add the pairs typed, or, with none typed, start the
    /// evening.
    PairsNext,
    /// The Round screen: the next bell ends the evening (or not, again).
    EndWithThisBell,
    /// The Display screen: reveal the next prize.
    RevealNextPrize,
    /// The Print screen: the preview larger.
    PreviewZoomIn,
    /// The Print screen: the preview smaller.
    PreviewZoomOut,
    /// The Print screen: the whole page in view again.
    PreviewFit,
    /// The Print screen: the document chosen, straight to the printer (issue 45).
    PrintNow,
}

/// Ctrl (⌘ on a Mac) with a key.
pub(super) const fn ctrl(key: Key) -> KeyboardShortcut {
    KeyboardShortcut::new(Modifiers::COMMAND, key)
}

// Every command's keyboard shortcuts, the main one first (see `UiCommand::shortcuts`).
const PARTY: [KeyboardShortcut; 1] = [ctrl(Key::Num1)];
const GUESTS: [KeyboardShortcut; 1] = [ctrl(Key::Num2)];
const DRAW: [KeyboardShortcut; 1] = [ctrl(Key::Num3)];
const ROUND: [KeyboardShortcut; 1] = [ctrl(Key::Num4)];
const STANDINGS: [KeyboardShortcut; 1] = [ctrl(Key::Num5)];
const PRIZES: [KeyboardShortcut; 1] = [ctrl(Key::Num6)];
const DISPLAY: [KeyboardShortcut; 1] = [ctrl(Key::Num7)];
const PRINT: [KeyboardShortcut; 2] = [ctrl(Key::P), ctrl(Key::Num8)];
const PHONES: [KeyboardShortcut; 1] = [ctrl(Key::Num9)];
const SEASON: [KeyboardShortcut; 1] = [ctrl(Key::E)];
const UNDO: [KeyboardShortcut; 1] = [ctrl(Key::Z)];
// Ctrl+Shift+Z first: the longest combination must be tried before Ctrl+Z.
const REDO: [KeyboardShortcut; 2] = [
    KeyboardShortcut::new(Modifiers::COMMAND.plus(Modifiers::SHIFT), Key::Z),
    ctrl(Key::Y),
];
const BELL: [KeyboardShortcut; 1] = [ctrl(Key::B)];
const ANYWAY: [KeyboardShortcut; 1] = [KeyboardShortcut::new(
    Modifiers::COMMAND.plus(Modifiers::SHIFT),
    Key::B,
)];
const START: [KeyboardShortcut; 1] = [ctrl(Key::Enter)];
const LATE: [KeyboardShortcut; 1] = [ctrl(Key::L)];
const FIND: [KeyboardShortcut; 1] = [ctrl(Key::F)];
const PAST: [KeyboardShortcut; 1] = [ctrl(Key::H)];
const OPEN: [KeyboardShortcut; 1] = [ctrl(Key::O)];
const COPY: [KeyboardShortcut; 1] = [KeyboardShortcut::new(
    Modifiers::COMMAND.plus(Modifiers::SHIFT),
    Key::S,
)];
const RULES: [KeyboardShortcut; 1] = [KeyboardShortcut::new(Modifiers::NONE, Key::F1)];
const FRAMES: [KeyboardShortcut; 1] = [KeyboardShortcut::new(Modifiers::NONE, Key::F12)];
const PAUSE: [KeyboardShortcut; 1] = [KeyboardShortcut::new(
    Modifiers::COMMAND.plus(Modifiers::SHIFT),
    Key::P,
)];
const DRAW_ALL: [KeyboardShortcut; 1] = [ctrl(Key::D)];
const SEAT: [KeyboardShortcut; 1] = [ctrl(Key::T)];
// Ctrl+E is the Season screen's; ending the evening early takes Shift as well.
const END: [KeyboardShortcut; 1] = [KeyboardShortcut::new(
    Modifiers::COMMAND.plus(Modifiers::SHIFT),
    Key::E,
)];
const REVEAL: [KeyboardShortcut; 1] = [KeyboardShortcut::new(Modifiers::NONE, Key::N)];
const ZOOM_IN: [KeyboardShortcut; 2] = [ctrl(Key::Plus), ctrl(Key::Equals)];
const ZOOM_OUT: [KeyboardShortcut; 1] = [ctrl(Key::Minus)];
const FIT: [KeyboardShortcut; 1] = [ctrl(Key::Num0)];
// P, or Ctrl+Enter (Ctrl+Enter starts the round elsewhere: the Print screen takes it first).
const PRINT_NOW: [KeyboardShortcut; 2] = [
    KeyboardShortcut::new(Modifiers::NONE, Key::P),
    ctrl(Key::Enter),
];

impl UiCommand {
    /// Every command, in menu order.
    pub const ALL: [UiCommand; 32] = [
        UiCommand::Show(Screen::Party),
        UiCommand::Show(Screen::Guests),
        UiCommand::Show(Screen::Draw),
        UiCommand::Show(Screen::Round),
        UiCommand::Show(Screen::Standings),
        UiCommand::Show(Screen::Prizes),
        UiCommand::Show(Screen::Display),
        UiCommand::Show(Screen::Print),
        UiCommand::Show(Screen::Phones),
        UiCommand::Show(Screen::Season),
        UiCommand::Show(Screen::Rules),
        UiCommand::Undo,
        UiCommand::Redo,
        UiCommand::RingBell,
        UiCommand::RingAnyway,
        UiCommand::StartRound,
        UiCommand::PauseClock,
        UiCommand::FrameTimes,
        UiCommand::ArriveLate,
        UiCommand::FindGuest,
        UiCommand::CorrectPast,
        UiCommand::OpenDialog,
        UiCommand::SaveCopyDialog,
        UiCommand::DrawForEveryone,
        UiCommand::SeatTables,
        UiCommand::PairsNext,
        UiCommand::EndWithThisBell,
        UiCommand::RevealNextPrize,
        UiCommand::PreviewZoomIn,
        UiCommand::PreviewZoomOut,
        UiCommand::PreviewFit,
        UiCommand::PrintNow,
    ];

    /// The label on its button or tab.
    pub fn label(self) -> &'static str {
        match self {
            UiCommand::Show(screen) => match screen {
                Screen::Party => "Party",
                Screen::Guests => "Guests",
                Screen::Draw => "Draw",
                Screen::Round => "Round",
                Screen::Standings => "Standings",
                Screen::Prizes => "Prizes",
                Screen::Display => "Display",
                Screen::Print => "Print",
                Screen::Phones => "Phones",
                Screen::Rules => "Rules",
                Screen::Season => "Season",
            },
            UiCommand::Undo => "Undo",
            UiCommand::Redo => "Redo",
            UiCommand::RingBell => "🔔 Ring the bell",
            UiCommand::RingAnyway => "Ring anyway…",
            UiCommand::StartRound => "▶ Start the round",
            UiCommand::PauseClock => "Pause or resume the clock",
            UiCommand::FrameTimes => "Frame times",
            UiCommand::ArriveLate => "Arrives late…",
            UiCommand::FindGuest => "Find a guest…",
            UiCommand::CorrectPast => "Correct a past result…",
            UiCommand::OpenDialog => "Open a party…",
            UiCommand::SaveCopyDialog => "Save a copy as…",
            UiCommand::DrawForEveryone => "Draw for everyone",
            UiCommand::SeatTables => "Seat the tables",
            UiCommand::PairsNext => "Add the pairs, or start the evening",
            UiCommand::EndWithThisBell => "End the evening with this bell",
            UiCommand::RevealNextPrize => "Reveal the next prize",
            UiCommand::PreviewZoomIn => "Larger page",
            UiCommand::PreviewZoomOut => "Smaller page",
            UiCommand::PreviewFit => "Whole page",
            UiCommand::PrintNow => "Print",
        }
    }

    /// What it does, for its tooltip (without the shortcut; see `tooltip`).
    pub fn description(self) -> &'static str {
        match self {
            UiCommand::Show(screen) => match screen {
                Screen::Party => "New party, open a party, the settings",
                Screen::Guests => "The guest list: arrivals, names, sides",
                Screen::Draw => "The black cards and the table plan",
                Screen::Round => "The tables of the round: enter the results",
                Screen::Standings => "Stars per guest, and every round's results",
                Screen::Prizes => "The prizes as they stand, with their tie-breaks",
                Screen::Display => "The guest display and the prize ceremony",
                Screen::Print => {
                    "Table cards, score pads, star cards, the tally and the results as PDF; \
                     exports for a spreadsheet"
                }
                Screen::Phones => {
                    "Phones at the tables: each table's link and QR code, results waiting \
                     for your OK"
                }
                Screen::Rules => "How this program plays, the laws of Cinch, and the keys",
                Screen::Season => {
                    "The club's season: the members, and the ladders across its evenings"
                }
            },
            UiCommand::Undo => "Take back the last action",
            UiCommand::Redo => "Put back what was taken back",
            UiCommand::RingBell => "Everyone moves (only when every table has reported)",
            UiCommand::RingAnyway => {
                "Ring before every table has reported: asks first, then cuts for the missing ones"
            }
            UiCommand::StartRound => {
                "Start the round and its clock, once the guests are at their tables"
            }
            UiCommand::PauseClock => "Stop the round clock, or start it again",
            UiCommand::FrameTimes => "Show how long each frame of the window takes to draw",
            UiCommand::ArriveLate => "A guest arrives late: they join the waiting list",
            UiCommand::FindGuest => "A guest's evening: every round, every star, and the prizes",
            UiCommand::CorrectPast => {
                "Type the round and the table (2 3), Enter, then the two scores as on the \
                 Round screen"
            }
            UiCommand::OpenDialog => "Choose a party file anywhere, in the computer's own dialog",
            UiCommand::SaveCopyDialog => {
                "A copy of the party's file where you choose (a USB stick, another folder)"
            }
            UiCommand::DrawForEveryone => {
                "Draw screen: the program shuffles and deals every guest a black card"
            }
            UiCommand::SeatTables => "Draw screen: seat the tables by the cards drawn",
            UiCommand::PairsNext => {
                "Pairs screen: add the pairs typed in the box; with none typed, start the evening"
            }
            UiCommand::EndWithThisBell => {
                "Round screen: the next bell ends the evening (press again to carry on)"
            }
            UiCommand::RevealNextPrize => {
                "Display screen: put the next prize on the guest display (while no box has \
                 the keys)"
            }
            UiCommand::PreviewZoomIn => "Print screen: zoom the page in",
            UiCommand::PreviewZoomOut => "Print screen: zoom the page out",
            UiCommand::PreviewFit => "Print screen: fit the whole page in view",
            UiCommand::PrintNow => {
                "Print screen: send the document chosen straight to the printer chosen"
            }
        }
    }

    /// Its keyboard shortcuts, the main one first.
    pub fn shortcuts(self) -> &'static [KeyboardShortcut] {
        match self {
            UiCommand::DrawForEveryone => &DRAW_ALL,
            UiCommand::SeatTables => &SEAT,
            UiCommand::PairsNext => &START,
            UiCommand::EndWithThisBell => &END,
            UiCommand::RevealNextPrize => &REVEAL,
            UiCommand::PreviewZoomIn => &ZOOM_IN,
            UiCommand::PreviewZoomOut => &ZOOM_OUT,
            UiCommand::PreviewFit => &FIT,
            UiCommand::PrintNow => &PRINT_NOW,
            UiCommand::Show(Screen::Party) => &PARTY,
            UiCommand::Show(Screen::Guests) => &GUESTS,
            UiCommand::Show(Screen::Draw) => &DRAW,
            UiCommand::Show(Screen::Round) => &ROUND,
            UiCommand::Show(Screen::Standings) => &STANDINGS,
            UiCommand::Show(Screen::Prizes) => &PRIZES,
            UiCommand::Show(Screen::Display) => &DISPLAY,
            UiCommand::Show(Screen::Print) => &PRINT,
            UiCommand::Show(Screen::Phones) => &PHONES,
            UiCommand::Show(Screen::Rules) => &RULES,
            UiCommand::Show(Screen::Season) => &SEASON,
            UiCommand::Undo => &UNDO,
            UiCommand::Redo => &REDO,
            UiCommand::RingBell => &BELL,
            UiCommand::RingAnyway => &ANYWAY,
            UiCommand::StartRound => &START,
            UiCommand::PauseClock => &PAUSE,
            UiCommand::FrameTimes => &FRAMES,
            UiCommand::ArriveLate => &LATE,
            UiCommand::FindGuest => &FIND,
            UiCommand::CorrectPast => &PAST,
            UiCommand::OpenDialog => &OPEN,
            UiCommand::SaveCopyDialog => &COPY,
        }
    }

    /// The screen whose own key it is (taken by that screen as it is drawn, in order
    /// with its other keys, and before a command of every screen with the same key);
    /// `None`: a key of every screen.
    pub fn screen(self) -> Option<Screen> {
        match self {
            UiCommand::DrawForEveryone | UiCommand::SeatTables | UiCommand::PairsNext => {
                Some(Screen::Draw)
            }
            UiCommand::EndWithThisBell => Some(Screen::Round),
            UiCommand::RevealNextPrize => Some(Screen::Display),
            UiCommand::PreviewZoomIn
            | UiCommand::PreviewZoomOut
            | UiCommand::PreviewFit
            | UiCommand::PrintNow => Some(Screen::Print),
            _ => None,
        }
    }

    /// A screen's own command: whether its key was pressed this frame (the key taken).
    pub fn pressed(self, ui: &egui::Ui) -> bool {
        ui.input_mut(|i| self.shortcuts().iter().any(|key| i.consume_shortcut(key)))
    }

    /// Its main key in words: "Ctrl+Enter" (⌘ on a Mac).
    pub fn key_words(self, ctx: &egui::Context) -> String {
        self.shortcuts()
            .first()
            .map(|key| ctx.format_shortcut(key))
            .unwrap_or_default()
    }

    /// The label with its key, for a button: "Draw for everyone (Ctrl+D)" (⌘ on a Mac).
    pub fn label_with_key(self, ctx: &egui::Context) -> String {
        match self.shortcuts().first() {
            Some(key) => format!("{} ({})", self.label(), ctx.format_shortcut(key)),
            None => self.label().to_owned(),
        }
    }

    /// "Take back the last action (Ctrl+Z)".
    pub fn tooltip(self, ctx: &egui::Context) -> String {
        match self.shortcuts().first() {
            Some(key) => format!("{} ({})", self.description(), ctx.format_shortcut(key)),
            None => self.description().to_owned(),
        }
    }

    /// While the host has typed something into a field, Ctrl+Z and its kin belong to the
    /// field.
    fn belongs_to_a_field(self) -> bool {
        matches!(self, UiCommand::Undo | UiCommand::Redo)
    }

    /// The commands whose shortcuts were pressed this frame, read after the screens have
    /// had their keys. `typing`: a focused field holds text.
    pub fn from_keys(ctx: &egui::Context, typing: bool) -> Vec<UiCommand> {
        // Longest combinations first (Ctrl+Shift+Z before Ctrl+Z).
        let mut all: Vec<(KeyboardShortcut, UiCommand)> = UiCommand::ALL
            .iter()
            .filter(|c| c.screen().is_none())
            .flat_map(|&c| c.shortcuts().iter().map(move |&k| (k, c)))
            .collect();
        all.sort_by_key(|(k, _)| std::cmp::Reverse(k.modifiers.shift));
        let mut pressed = Vec::new();
        ctx.input_mut(|input| {
            for (shortcut, command) in all {
                if typing && command.belongs_to_a_field() {
                    continue;
                }
                if input.consume_shortcut(&shortcut) && !pressed.contains(&command) {
                    pressed.push(command);
                }
            }
        });
        pressed
    }
}
#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_screen_has_its_command_and_a_shortcut() {
        for screen in Screen::ALL {
            let command = UiCommand::Show(screen);
            assert!(UiCommand::ALL.contains(&command), "{screen:?}");
            assert!(!command.shortcuts().is_empty(), "{screen:?}");
        }
    }

    #[test]
    fn no_two_commands_of_one_screen_share_a_shortcut() {
        // A screen's own command may take a key of every screen (its screen takes it
        // first), but two commands of the same place never share one.
        let mut seen: Vec<(Option<Screen>, KeyboardShortcut)> = Vec::new();
        for command in UiCommand::ALL {
            for key in command.shortcuts() {
                let here = (command.screen(), *key);
                assert!(!seen.contains(&here), "{command:?} reuses {key:?}");
                seen.push(here);
            }
            assert!(!command.label().is_empty() && !command.description().is_empty());
        }
    }
}
