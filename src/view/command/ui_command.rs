//! The commands with a fixed name and keyboard shortcut (rerun's `UICommand`): each
//! knows its label, tooltip, screen and keys in this one place, so the top bar, the
//! buttons, the Rules screen's list and the keyboard cannot disagree.

use super::*;
use crate::words::msg;

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
    /// The window's language: the next of the program's languages (issue 51), applied
    /// at once and remembered, as on the Party screen.
    NextLanguage,
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
    /// Open the guest display's window, or close it (from any screen).
    GuestDisplayWindow,
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
    /// The Print screen: the next page of the preview.
    PreviewNextPage,
    /// The Print screen: the page before.
    PreviewPreviousPage,
    /// The Print screen: the first page.
    PreviewFirstPage,
    /// The Print screen: the last page.
    PreviewLastPage,
    /// The Prizes screen: the program cuts for the tie that waits.
    CutPrize,
    /// The Prizes screen: the guest numbered so (1 to 9, as listed) won a real cut.
    CutPrizeWonBy,
    /// The move list after a bell: take the program's proposal for the chairs to settle.
    TakeProposal,
    /// The Guests screen's list: rename the guest picked.
    GuestRename,
    /// The Guests screen's list: the guest picked changes side (before the draw).
    GuestSide,
    /// The Guests screen's list: take the guest picked off the list (before the draw).
    GuestRemove,
    /// The Guests screen's list: the guest picked leaves at the next bell.
    GuestLeaves,
    /// The Guests screen's list: the guest picked is out of the prizes.
    GuestOutOfPrizes,
    /// The Guests screen's list: the guest picked swaps chairs (then the other guest).
    GuestSwap,
    /// The Season screen: pick a season.
    SeasonPick,
    /// The Season screen: add a finished party of the saves folder to the season.
    SeasonAddEvening,
    /// The Season screen: the ladder, a member's season by Enter.
    SeasonLadder,
    /// The Season screen: the member list.
    SeasonMembers,
    /// The Season screen: the names of the evenings that match no member.
    SeasonNames,
    /// The Season screen's member list: rename the member picked.
    MemberRename,
    /// The Season screen's member list: the side the member picked usually plays.
    MemberSide,
    /// The Season screen's member list: take the member picked off the list.
    MemberRemove,
    /// The Season screen's names: join the name picked to its closest member (1 to 3).
    JoinToClosest,
    /// The Season screen's names: make the name picked a member.
    NewMember,
    /// The Print screen: the document chosen, straight to the printer (issue 45).
    PrintNow,
    /// The Print screen: mail each guest their evening (issue 53).
    MailEvenings,
    /// Answer the table that has called the host longest (issue 52): its phone says the
    /// host is on the way.
    AnswerCall,
    /// Let in the guest waiting longest at the door (issue 52).
    DoorLetIn,
    /// Let in everyone waiting at the door.
    DoorLetAllIn,
    /// Turn away the guest waiting longest at the door.
    DoorTurnAway,
}

/// A shortcut as a host reads it: egui's words ("Ctrl+Z", ⌘ on a Mac), each key named
/// as the language's keyboards print it ("Page Up", the German "Strg+Bild ↑"), and the
/// arrows as the keyboard prints them.
pub fn shortcut_words(ctx: &egui::Context, key: &egui::KeyboardShortcut) -> String {
    ctx.format_shortcut(key)
        .split('+')
        .map(crate::words::key_name)
        .collect::<Vec<_>>()
        .join("+")
        .replace('⏵', "→")
        .replace('⏴', "←")
        .replace('⏶', "↑")
        .replace('⏷', "↓")
}

impl UiCommand {
    /// Every command, in menu order.
    pub const ALL: [UiCommand; 62] = [
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
        UiCommand::NextLanguage,
        UiCommand::ArriveLate,
        UiCommand::FindGuest,
        UiCommand::CorrectPast,
        UiCommand::OpenDialog,
        UiCommand::SaveCopyDialog,
        UiCommand::GuestDisplayWindow,
        UiCommand::DrawForEveryone,
        UiCommand::SeatTables,
        UiCommand::PairsNext,
        UiCommand::EndWithThisBell,
        UiCommand::RevealNextPrize,
        UiCommand::PreviewZoomIn,
        UiCommand::PreviewZoomOut,
        UiCommand::PreviewFit,
        UiCommand::PreviewNextPage,
        UiCommand::PreviewPreviousPage,
        UiCommand::PreviewFirstPage,
        UiCommand::PreviewLastPage,
        UiCommand::CutPrize,
        UiCommand::CutPrizeWonBy,
        UiCommand::TakeProposal,
        UiCommand::GuestRename,
        UiCommand::GuestSide,
        UiCommand::GuestRemove,
        UiCommand::GuestLeaves,
        UiCommand::GuestOutOfPrizes,
        UiCommand::GuestSwap,
        UiCommand::SeasonPick,
        UiCommand::SeasonAddEvening,
        UiCommand::SeasonLadder,
        UiCommand::SeasonMembers,
        UiCommand::SeasonNames,
        UiCommand::MemberRename,
        UiCommand::MemberSide,
        UiCommand::MemberRemove,
        UiCommand::JoinToClosest,
        UiCommand::NewMember,
        UiCommand::PrintNow,
        UiCommand::MailEvenings,
        UiCommand::AnswerCall,
        UiCommand::DoorLetIn,
        UiCommand::DoorLetAllIn,
        UiCommand::DoorTurnAway,
    ];

    /// The label on its button or tab, in the window's language (issue 51).
    pub fn label(self) -> String {
        crate::words::msg::command_label(self.code())
    }

    /// Its code in the catalogues (`command-label`, `command-about`).
    pub fn code(self) -> &'static str {
        match self {
            UiCommand::Show(Screen::Party) => "show-party",
            UiCommand::Show(Screen::Guests) => "show-guests",
            UiCommand::Show(Screen::Draw) => "show-draw",
            UiCommand::Show(Screen::Round) => "show-round",
            UiCommand::Show(Screen::Standings) => "show-standings",
            UiCommand::Show(Screen::Prizes) => "show-prizes",
            UiCommand::Show(Screen::Display) => "show-display",
            UiCommand::Show(Screen::Print) => "show-print",
            UiCommand::Show(Screen::Phones) => "show-phones",
            UiCommand::Show(Screen::Rules) => "show-rules",
            UiCommand::Show(Screen::Season) => "show-season",
            UiCommand::Undo => "undo",
            UiCommand::Redo => "redo",
            UiCommand::RingBell => "ring-bell",
            UiCommand::RingAnyway => "ring-anyway",
            UiCommand::StartRound => "start-round",
            UiCommand::PauseClock => "pause-clock",
            UiCommand::FrameTimes => "frame-times",
            UiCommand::NextLanguage => "next-language",
            UiCommand::ArriveLate => "arrive-late",
            UiCommand::FindGuest => "find-guest",
            UiCommand::CorrectPast => "correct-past",
            UiCommand::OpenDialog => "open-dialog",
            UiCommand::SaveCopyDialog => "save-copy-dialog",
            UiCommand::GuestDisplayWindow => "guest-display-window",
            UiCommand::DrawForEveryone => "draw-for-everyone",
            UiCommand::SeatTables => "seat-tables",
            UiCommand::PairsNext => "pairs-next",
            UiCommand::EndWithThisBell => "end-with-this-bell",
            UiCommand::RevealNextPrize => "reveal-next-prize",
            UiCommand::PreviewZoomIn => "preview-zoom-in",
            UiCommand::PreviewZoomOut => "preview-zoom-out",
            UiCommand::PreviewFit => "preview-fit",
            UiCommand::PreviewNextPage => "preview-next-page",
            UiCommand::PreviewPreviousPage => "preview-previous-page",
            UiCommand::PreviewFirstPage => "preview-first-page",
            UiCommand::PreviewLastPage => "preview-last-page",
            UiCommand::CutPrize => "cut-prize",
            UiCommand::CutPrizeWonBy => "cut-prize-won-by",
            UiCommand::TakeProposal => "take-proposal",
            UiCommand::GuestRename => "guest-rename",
            UiCommand::MemberRename => "member-rename",
            UiCommand::GuestSide => "guest-side",
            UiCommand::GuestRemove => "guest-remove",
            UiCommand::MemberRemove => "member-remove",
            UiCommand::GuestLeaves => "guest-leaves",
            UiCommand::GuestOutOfPrizes => "guest-out-of-prizes",
            UiCommand::GuestSwap => "guest-swap",
            UiCommand::SeasonPick => "season-pick",
            UiCommand::SeasonAddEvening => "season-add-evening",
            UiCommand::SeasonLadder => "season-ladder",
            UiCommand::SeasonMembers => "season-members",
            UiCommand::SeasonNames => "season-names",
            UiCommand::MemberSide => "member-side",
            UiCommand::JoinToClosest => "join-to-closest",
            UiCommand::NewMember => "new-member",
            UiCommand::PrintNow => "print-now",
            UiCommand::MailEvenings => "mail-evenings",
            UiCommand::AnswerCall => "answer-call",
            UiCommand::DoorLetIn => "door-let-in",
            UiCommand::DoorLetAllIn => "door-let-all-in",
            UiCommand::DoorTurnAway => "door-turn-away",
        }
    }

    /// Its main key in words: "Ctrl+Enter" (⌘ on a Mac).
    pub fn key_words(self, ctx: &egui::Context) -> String {
        self.shortcuts()
            .first()
            .map(|key| shortcut_words(ctx, key))
            .unwrap_or_default()
    }

    /// The label with its key, for a button: "Draw for everyone (Ctrl+D)" (⌘ on a Mac).
    pub fn label_with_key(self, ctx: &egui::Context) -> String {
        match self.shortcuts().first() {
            Some(key) => format!("{} ({})", self.label(), shortcut_words(ctx, key)),
            None => self.label().to_owned(),
        }
    }

    /// "Take back the last action (Ctrl+Z)".
    pub fn tooltip(self, ctx: &egui::Context) -> String {
        match self.shortcuts().first() {
            Some(key) => format!("{} ({})", self.description(), shortcut_words(ctx, key)),
            None => self.description().to_owned(),
        }
    }

    /// While the host has typed something into a field, Ctrl+Z and its kin belong to the
    /// field.
    pub fn belongs_to_a_field(self) -> bool {
        matches!(self, UiCommand::Undo | UiCommand::Redo)
    }

    /// Its keys in words, all of them: "Page Down or →", "1 to 9" for a numbered one.
    pub fn all_key_words(self, ctx: &egui::Context) -> String {
        let keys = self.shortcuts();
        match keys {
            [] => String::new(),
            [one] => shortcut_words(ctx, one),
            [first, .., last] if keys.len() > 2 => msg::ViewKeysRange {
                first: shortcut_words(ctx, first),
                last: shortcut_words(ctx, last),
            }
            .say(),
            _ => keys
                .iter()
                .map(|k| shortcut_words(ctx, k))
                .reduce(|first, next| msg::ViewKeysOr { first, next }.say())
                .unwrap_or_default(),
        }
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
        let mut seen: Vec<(Option<Screen>, egui::KeyboardShortcut)> = Vec::new();
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
