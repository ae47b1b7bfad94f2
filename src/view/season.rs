//! The club's season as the screens see it (R-SEASON): the member list, the seasons in
//! the saves folder, the one picked with its table as last derived, and what the host
//! can ask of them. Kept by the app, read by the Season screen, the Guests and Pairs
//! screens (for the members offered as the host types) and the guest display.

use std::path::PathBuf;

use crate::rules::Side;
use crate::season::report::{group_title, place_words};
use crate::season::{MemberList, Season};

/// The season as the guest display shows it ("the season so far"): each ladder's
/// leaders, already in words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeasonBoard {
    /// The season's name.
    pub name: String,
    /// Each ladder: its title and its leading rows (place, name, figure).
    pub ladders: Vec<(String, Vec<[String; 3]>)>,
}

/// How many rows of each ladder the display shows.
pub const BOARD_ROWS: usize = 10;

impl SeasonBoard {
    /// The leaders of a season's ladders; `None` when no ladder has a row yet.
    pub fn of(season: &Season) -> Option<SeasonBoard> {
        let mut ladders: Vec<(String, Vec<[String; 3]>)> = season
            .table
            .star_ladders
            .iter()
            .map(|l| {
                let rows = l
                    .rows
                    .iter()
                    .filter(|r| r.place.is_some())
                    .take(BOARD_ROWS)
                    .map(|r| {
                        let stars =
                            format!("★ {}  {}  {}", r.stars.gold, r.stars.red, r.stars.green);
                        [place_words(r.place), r.name.clone(), stars]
                    })
                    .collect();
                (group_title(l.group).to_owned(), rows)
            })
            .collect();
        let duplicate: Vec<[String; 3]> = season
            .table
            .duplicate_ladder
            .iter()
            .filter(|r| r.place.is_some())
            .take(BOARD_ROWS)
            .map(|r| {
                let figure = r.percent.map(crate::words::percent).unwrap_or_default();
                [place_words(r.place), r.name.clone(), figure]
            })
            .collect();
        if !duplicate.is_empty() {
            ladders.push((crate::words::msg::view_season_duplicate(), duplicate));
        }
        ladders.retain(|(_, rows)| !rows.is_empty());
        (!ladders.is_empty()).then(|| SeasonBoard {
            name: season.name.clone(),
            ladders,
        })
    }
}

/// A count typed on the Season screen that is not one (N or M), with what was typed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CountError {
    /// N: not a number of best evenings.
    #[error("{}", crate::words::msg::view_season_not_best(crate::words::quote(.0, 20)))]
    Best(String),
    /// M: not a number of evenings to be placed.
    #[error("{}", crate::words::msg::view_season_not_min(crate::words::quote(.0, 20)))]
    MinEvenings(String),
}

/// N as typed on the Season screen: a count of 1 or more, or nothing for every evening;
/// anything else refused in words.
pub fn read_best(typed: &str) -> Result<Option<u32>, CountError> {
    let typed = typed.trim();
    if typed.is_empty() {
        return Ok(None);
    }
    match typed.parse::<u32>() {
        Ok(n) if n > 0 => Ok(Some(n)),
        _ => Err(CountError::Best(typed.to_owned())),
    }
}

/// M as typed on the Season screen: a count of 1 or more; anything else refused in words.
pub fn read_min_evenings(typed: &str) -> Result<u32, CountError> {
    let typed = typed.trim();
    match typed.parse::<u32>() {
        Ok(m) if m > 0 => Ok(m),
        _ => Err(CountError::MinEvenings(typed.to_owned())),
    }
}

/// What the screens see of the season.
#[derive(Debug, Clone, Default)]
pub struct SeasonView {
    /// The member list (empty when there is none yet).
    pub members: MemberList,
    /// Why the member list cannot be used, when it cannot (said at the top of the Season
    /// screen and in the top bar).
    pub members_problem: Option<String>,
    /// How a member list that cannot be used can be put back, when it can.
    pub put_back: Option<crate::words::PutBack>,
    /// What Ctrl+Z takes back on the Season screen (the season's last change), in words.
    pub undo: Option<String>,
    /// What Ctrl+Shift+Z puts back on the Season screen, in words.
    pub redo: Option<String>,
    /// The seasons in the saves folder, by name.
    pub seasons: Vec<String>,
    /// The season picked, as last derived.
    pub season: Option<Season>,
    /// The picked season's evenings are being read.
    pub reading: bool,
}

impl SeasonView {
    /// The names of the season's evenings that match no member of the list as it is now
    /// (issue 49: the season is read again a moment after a change, and until then a name
    /// just made a member or joined was still offered, so one N of many quick ones met it
    /// again and was refused).
    pub fn unmatched(&self) -> Vec<&String> {
        self.season.as_ref().map_or_else(Vec::new, |s| {
            s.table
                .unmatched
                .iter()
                .filter(|name| self.members.find(name).is_none())
                .collect()
        })
    }
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
    /// Undo a join: this spelling is not them after all.
    Unjoin {
        /// Which member.
        member: usize,
        /// The spelling to take from them.
        spelling: String,
    },
    /// Take them off the list.
    Remove(usize),
    /// Their mail address (issue 53), as typed, and whether they want their evenings
    /// mailed; `None` forgets the address for good.
    Address {
        /// Which member.
        member: usize,
        /// The address as typed (checked before it is kept), or `None` to forget it.
        address: Option<String>,
        /// "Mail me my evenings".
        mail_me: bool,
    },
    /// New names join the list when a party starts (or not).
    AddNewNames(bool),
}

/// What the host asks of the season. Each change names the season it is for: the one
/// on screen when the host asked (issue 49: a value typed for one season was written to
/// the one picked after it).
#[derive(Debug, Clone, PartialEq)]
pub enum SeasonCommand {
    /// Show this season.
    Pick(String),
    /// Make a new season of this name, and show it.
    Create(String),
    /// Add a party file to a season.
    AddEvening {
        /// The season.
        season: String,
        /// The party file.
        party: PathBuf,
    },
    /// Take an evening out of a season.
    RemoveEvening {
        /// The season.
        season: String,
        /// The evening as the season's file names it.
        file: String,
    },
    /// N: the best evenings that count (`None`: all).
    SetBest {
        /// The season.
        season: String,
        /// N.
        best: Option<u32>,
    },
    /// M: the evenings needed to be placed.
    SetMinEvenings {
        /// The season.
        season: String,
        /// M.
        min: u32,
    },
    /// A change to the member list.
    Member(MemberCommand),
    /// Write the season table as a PDF (and open it).
    Print(crate::print::Paper),
    /// Write the ladders and every member by every evening as CSV.
    ExportCsv,
    /// Put back the member list (it cannot be used as it is): as last read whole, else
    /// its previous version.
    RestoreMembers,
    /// Read the season's files again now.
    Refresh,
}
