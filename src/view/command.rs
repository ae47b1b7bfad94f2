//! What the host can ask for. `UiCommand`s are the ones with a fixed name and keyboard
//! shortcut (screens, undo, redo, the bell): each knows its label, tooltip and keys in
//! this one place, so the top bar, the buttons, their tooltips and the keyboard cannot
//! disagree. `Command` is everything a screen can emit, run by the app after the frame.

use std::path::PathBuf;

use super::display::DisplayMode;
use crate::rules::{Action, PrizeKey, Side};

mod descriptions;
mod shortcuts;
mod ui_command;
pub use ui_command::UiCommand;

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
    /// Print-outs and exports.
    Print,
    /// Phones at the tables: the server, each table's link and QR code.
    Phones,
    /// The program's choices, the laws of Cinch, and the keys.
    Rules,
    /// The club's season: members, ladders across evenings (R-SEASON).
    Season,
}

impl Screen {
    /// All screens, in order.
    pub const ALL: [Screen; 11] = [
        Screen::Party,
        Screen::Guests,
        Screen::Draw,
        Screen::Round,
        Screen::Standings,
        Screen::Prizes,
        Screen::Display,
        Screen::Print,
        Screen::Phones,
        Screen::Season,
        Screen::Rules,
    ];
}

/// What the host asks of the guest display.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DisplayCommand {
    /// Open (or close) the second window.
    Open(bool),
    /// Make it fill its screen (or not).
    Fullscreen(bool),
    /// Choose what it shows.
    Mode(DisplayMode),
    /// Reveal this prize (by its index in the prize list).
    Reveal(usize),
    /// Hide every prize again.
    HideAll,
    /// Choose its look (remembered for the next run).
    Look(crate::view::display::DisplayLook),
    /// Its window's size, as its screen reports it (the preview is laid out at it).
    Screen([u32; 2]),
}

/// What the system's file dialog is asked for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FileAsk {
    /// A party to open (Ctrl+O).
    OpenParty,
    /// Where a copy of the open party goes (Ctrl+Shift+S).
    SaveCopy,
    /// Where a print-out's PDF goes.
    SavePdf(crate::print::Document, crate::print::Paper),
    /// The folder the spreadsheet files go into.
    ExportTo,
}

/// One thing the host asked for.
#[derive(Debug, Clone, PartialEq)]
pub enum Command {
    /// A command with a name and a shortcut.
    Ui(UiCommand),
    /// Speak this language in the window from now on, and remember it (issue 51).
    WindowLanguage(crate::words::Lang),
    /// Start a new party file.
    NewParty {
        /// Its title.
        title: String,
        /// Its settings.
        settings: crate::rules::Settings,
    },
    /// Open a party file.
    OpenParty(PathBuf),
    /// Put a file's backup in its place and open it.
    RestoreBackup(PathBuf),
    /// Close the party (it is already saved).
    CloseParty,
    /// Look at the saves folder again.
    RefreshParties,
    /// Write the standings, results and history as CSV files, and the JSON transcript,
    /// into the `exports` folder beside the party's save.
    ExportForSpreadsheet,
    /// Open the `exports` folder beside the party's save in the system's file manager.
    OpenExports,
    /// Write the results page (one self-contained HTML file) into the `exports` folder
    /// beside the party's save; with `open`, open it in the system's browser too.
    SaveResultsPage {
        /// Open it once saved.
        open: bool,
    },
    /// Lay out a print-out and save it as a PDF in the `exports` folder beside the
    /// party's save; with `open`, open it in the system's viewer too.
    SavePrint {
        /// Which.
        document: crate::print::Document,
        /// On what paper.
        paper: crate::print::Paper,
        /// Open it once saved.
        open: bool,
    },
    /// Ask the host for a file or folder in the system's own dialog.
    Ask(FileAsk),
    /// Copy the open party's file to this path (the answer to "Save a copy as…").
    SaveCopyTo(std::path::PathBuf),
    /// Save a print-out as this file (the answer to "Save PDF as…").
    SavePrintTo {
        /// Which.
        document: crate::print::Document,
        /// On what paper.
        paper: crate::print::Paper,
        /// Where.
        path: std::path::PathBuf,
    },
    /// Write the spreadsheet files into this folder (the answer to "Export to…").
    ExportTo(std::path::PathBuf),
    /// Take back the last action, confirmed by the host.
    UndoConfirmed,
    /// Keep the last action after all.
    CancelUndo,
    /// Apply a rules action.
    Apply(Action),
    /// Apply a rules action with the host's few words of why (a correction's reason,
    /// issue 52), kept in its history entry.
    ApplyNoted(Action, String),
    /// Add the names of a pasted list.
    AddGuestList {
        /// The pasted text.
        text: String,
        /// Their side.
        side: Side,
    },
    /// Duplicate: add the pairs of a pasted list (new names join the guest list).
    AddPairs {
        /// The pasted text, a pair a line.
        text: String,
    },
    /// Duplicate: the pairs sit down and round 1 begins (the program deals the trays
    /// first when the party says so).
    StartDuplicate,
    /// Duplicate: the program deals the trays now (before the start), for the hand
    /// records; from then on the hands never change (R-DUP-2).
    DealTrays,
    /// Duplicate: the program cuts between the pairs tied for first in a direction.
    CutDuplicateTie(crate::rules::duplicate::PairGroup),
    /// The program shuffles and deals the black cards.
    DrawForEveryone,
    /// The program cuts for a tied table.
    CutTie {
        /// The round.
        round: u32,
        /// The table.
        table: u32,
    },
    /// Ring the bell over tables that have not reported (confirmed by the host): each is
    /// settled by a program cut.
    RingAnyway,
    /// Whether the next bell ends the evening.
    EndWithThisBell(bool),
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
    /// Show a guest's evening (from a name on Standings or Prizes, or the finder).
    ShowGuest(crate::rules::GuestId),
    /// Something about the phones at the tables.
    Phones(PhonesCommand),
    /// Something about the club's season or its members.
    Season(super::season::SeasonCommand),
    /// Something about the computer's printers.
    Printer(PrinterCommand),
    /// Something about the guests' mail (issue 53).
    Mail(super::mail::MailCommand),
}

/// What the host asks of the computer's printers (issue 45).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PrinterCommand {
    /// Ask the system for its printers again.
    LookAgain,
    /// Print on this printer from now on (remembered).
    Choose(String),
    /// The paper; `None`: the printer's own.
    Paper(Option<crate::print::Paper>),
    /// Print the next round's score pads at each bell (remembered).
    PadsAtTheBell(bool),
    /// Print this document on the printer chosen, now.
    Print(crate::print::Document),
}

/// What the host asks of the phones at the tables.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PhonesCommand {
    /// Start (or stop) serving the tables' pages.
    Serve(bool),
    /// The port to serve on (from the next start).
    Port(u16),
    /// Results go in directly, or wait for the host's OK.
    Intake(crate::phones::Intake),
    /// New links for every table (the old ones stop working).
    NewLinks,
    /// Record a table's waiting result.
    Accept(u32),
    /// Turn a table's waiting result down.
    Refuse(u32),
}

impl From<UiCommand> for Command {
    fn from(command: UiCommand) -> Command {
        Command::Ui(command)
    }
}
