//! Every command's keyboard shortcuts, the main one first, and the screen whose own keys
//! they are: the one place a key is given to a command.

use egui::{Key, KeyboardShortcut, Modifiers};

use super::UiCommand;
use crate::view::Screen;

/// Ctrl (⌘ on a Mac) with a key.
pub const fn ctrl(key: Key) -> KeyboardShortcut {
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
const ANSWER_CALL: [KeyboardShortcut; 1] = [ctrl(Key::J)];
const LET_IN: [KeyboardShortcut; 1] = [ctrl(Key::I)];
const LET_ALL_IN: [KeyboardShortcut; 1] = [KeyboardShortcut::new(
    Modifiers::COMMAND.plus(Modifiers::SHIFT),
    Key::I,
)];
const TURN_AWAY: [KeyboardShortcut; 1] = [ctrl(Key::K)];
const OPEN: [KeyboardShortcut; 1] = [ctrl(Key::O)];
const COPY: [KeyboardShortcut; 1] = [KeyboardShortcut::new(
    Modifiers::COMMAND.plus(Modifiers::SHIFT),
    Key::S,
)];
const GUEST_DISPLAY: [KeyboardShortcut; 1] = [KeyboardShortcut::new(
    Modifiers::COMMAND.plus(Modifiers::SHIFT),
    Key::G,
)];
const RULES: [KeyboardShortcut; 1] = [KeyboardShortcut::new(Modifiers::NONE, Key::F1)];
const LANGUAGE: [KeyboardShortcut; 1] = [KeyboardShortcut::new(
    Modifiers::COMMAND.plus(Modifiers::SHIFT),
    Key::L,
)];
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

/// A key alone.
pub const fn plain(key: Key) -> KeyboardShortcut {
    KeyboardShortcut::new(Modifiers::NONE, key)
}

const NEXT_PAGE: [KeyboardShortcut; 2] = [plain(Key::PageDown), plain(Key::ArrowRight)];
const PAGE_BEFORE: [KeyboardShortcut; 2] = [plain(Key::PageUp), plain(Key::ArrowLeft)];
const FIRST_PAGE: [KeyboardShortcut; 1] = [plain(Key::Home)];
const LAST_PAGE: [KeyboardShortcut; 1] = [plain(Key::End)];
/// The digits 1 to 9, in order: a numbered command's number is its key's place + 1.
const DIGITS: [KeyboardShortcut; 9] = [
    plain(Key::Num1),
    plain(Key::Num2),
    plain(Key::Num3),
    plain(Key::Num4),
    plain(Key::Num5),
    plain(Key::Num6),
    plain(Key::Num7),
    plain(Key::Num8),
    plain(Key::Num9),
];
const JOIN: [KeyboardShortcut; 3] = [plain(Key::Num1), plain(Key::Num2), plain(Key::Num3)];
const KEY_C: [KeyboardShortcut; 1] = [plain(Key::C)];
const KEY_F: [KeyboardShortcut; 1] = [plain(Key::F)];
const KEY_R: [KeyboardShortcut; 1] = [plain(Key::R)];
const KEY_M: [KeyboardShortcut; 1] = [plain(Key::M)];
const KEY_L: [KeyboardShortcut; 1] = [plain(Key::L)];
const KEY_O: [KeyboardShortcut; 1] = [plain(Key::O)];
const KEY_S: [KeyboardShortcut; 1] = [plain(Key::S)];
const KEY_A: [KeyboardShortcut; 1] = [plain(Key::A)];
const KEY_U: [KeyboardShortcut; 1] = [plain(Key::U)];
const KEY_G: [KeyboardShortcut; 1] = [plain(Key::G)];
const KEY_N: [KeyboardShortcut; 1] = [plain(Key::N)];
// Backspace too, where a laptop has no Delete key.
const DELETE: [KeyboardShortcut; 2] = [plain(Key::Delete), plain(Key::Backspace)];

impl UiCommand {
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
            UiCommand::PreviewNextPage => &NEXT_PAGE,
            UiCommand::PreviewPreviousPage => &PAGE_BEFORE,
            UiCommand::PreviewFirstPage => &FIRST_PAGE,
            UiCommand::PreviewLastPage => &LAST_PAGE,
            UiCommand::CutPrize => &KEY_C,
            UiCommand::CutPrizeWonBy => &DIGITS,
            UiCommand::TakeProposal => &KEY_F,
            UiCommand::GuestRename | UiCommand::MemberRename => &KEY_R,
            UiCommand::GuestSide | UiCommand::SeasonMembers | UiCommand::MailEvenings => &KEY_M,
            UiCommand::GuestRemove | UiCommand::MemberRemove => &DELETE,
            UiCommand::GuestLeaves | UiCommand::SeasonLadder => &KEY_L,
            UiCommand::GuestOutOfPrizes => &KEY_O,
            UiCommand::GuestSwap | UiCommand::SeasonPick => &KEY_S,
            UiCommand::SeasonAddEvening => &KEY_A,
            UiCommand::SeasonNames => &KEY_U,
            UiCommand::MemberSide => &KEY_G,
            UiCommand::JoinToClosest => &JOIN,
            UiCommand::NewMember => &KEY_N,
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
            UiCommand::NextLanguage => &LANGUAGE,
            UiCommand::ArriveLate => &LATE,
            UiCommand::FindGuest => &FIND,
            UiCommand::CorrectPast => &PAST,
            UiCommand::OpenDialog => &OPEN,
            UiCommand::SaveCopyDialog => &COPY,
            UiCommand::GuestDisplayWindow => &GUEST_DISPLAY,
            UiCommand::AnswerCall => &ANSWER_CALL,
            UiCommand::DoorLetIn => &LET_IN,
            UiCommand::DoorLetAllIn => &LET_ALL_IN,
            UiCommand::DoorTurnAway => &TURN_AWAY,
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
            | UiCommand::PreviewNextPage
            | UiCommand::PreviewPreviousPage
            | UiCommand::PreviewFirstPage
            | UiCommand::PreviewLastPage
            | UiCommand::PrintNow
            | UiCommand::MailEvenings => Some(Screen::Print),
            UiCommand::CutPrize | UiCommand::CutPrizeWonBy => Some(Screen::Prizes),
            UiCommand::TakeProposal => Some(Screen::Round),
            UiCommand::GuestRename
            | UiCommand::GuestSide
            | UiCommand::GuestRemove
            | UiCommand::GuestLeaves
            | UiCommand::GuestOutOfPrizes
            | UiCommand::GuestSwap => Some(Screen::Guests),
            UiCommand::SeasonPick
            | UiCommand::SeasonAddEvening
            | UiCommand::SeasonLadder
            | UiCommand::SeasonMembers
            | UiCommand::SeasonNames
            | UiCommand::MemberRename
            | UiCommand::MemberSide
            | UiCommand::MemberRemove
            | UiCommand::JoinToClosest
            | UiCommand::NewMember => Some(Screen::Season),
            _ => None,
        }
    }
}
