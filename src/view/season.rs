//! The club's season as the screens see it (R-SEASON): the member list, the seasons in
//! the saves folder, the one picked with its table as last derived, and what the host
//! can ask of them. Kept by the app, read by the Season screen, the Guests and Pairs
//! screens (for the members offered as the host types) and the guest display.

use std::path::PathBuf;

use crate::rules::Side;
use crate::season::{MemberList, Season};

/// What the screens see of the season.
#[derive(Debug, Clone, Default)]
pub struct SeasonView {
    /// The member list (empty when there is none yet).
    pub members: MemberList,
    /// Why the member list cannot be used, when it cannot.
    pub members_problem: Option<String>,
    /// The seasons in the saves folder, by name.
    pub seasons: Vec<String>,
    /// The season picked, as last derived.
    pub season: Option<Season>,
    /// The picked season's evenings are being read.
    pub reading: bool,
}

/// A change to a member (by their place in the list).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MemberCommand {
    /// A new member.
    Add {
        /// Their name.
        name: String,
        /// Their side, if known.
        side: Option<Side>,
    },
    /// Their name written another way.
    Rename {
        /// Which member.
        member: usize,
        /// The new name.
        name: String,
    },
    /// The side they usually play.
    SetSide {
        /// Which member.
        member: usize,
        /// Lady, gentleman or not said.
        side: Option<Side>,
    },
    /// Join another spelling to them.
    Join {
        /// The spelling (a name from an evening).
        spelling: String,
        /// Which member.
        member: usize,
    },
    /// Take them off the list.
    Remove(usize),
    /// New names join the list when a party starts (or not).
    AddNewNames(bool),
}

/// What the host asks of the season.
#[derive(Debug, Clone, PartialEq)]
pub enum SeasonCommand {
    /// Show this season.
    Pick(String),
    /// Make a new season of this name, and show it.
    Create(String),
    /// Add a party file to the season picked.
    AddEvening(PathBuf),
    /// Take the evening at this place out of the season.
    RemoveEvening(usize),
    /// N: the best evenings that count (`None`: all).
    SetBest(Option<u32>),
    /// M: the evenings needed to be placed.
    SetMinEvenings(u32),
    /// A change to the member list.
    Member(MemberCommand),
    /// Write the season table as a PDF (and open it).
    Print(crate::print::Paper),
    /// Write the ladders and every member by every evening as CSV.
    ExportCsv,
    /// Read the season's files again now.
    Refresh,
}
