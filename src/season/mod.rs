//! The club's season (RULES.md section 11): the member list, the seasons, and the
//! season table derived from the party files as they are now.
//!
//! - [`members`] (pure): the member list, name matching, suggestions, closest names
//!   (R-SEASON-1).
//! - [`check`] (pure): a member list as its file holds it, checked (a spelling that is
//!   two people, a name that is none).
//! - [`evening`] (pure): what one party gives the season, read through the rules' own
//!   derivations (stars, prizes, R-DUP-9 matchpoints, R-ALT places).
//! - [`table`] (pure): the ladders and the traces (R-SEASON-2..7).
//! - [`files`]: `members.ron` and `NAME.season.ron`, saved under a lock, atomically,
//!   versioned.
//! - [`history`]: the window's undo and redo of its own changes to those files.
//! - [`restore`]: those files put back (their backup, or the list as last read whole).
//! - [`cache`]: the evenings read from their files, by (file, modification time, length).
//! - [`report`]: the JSON, the text and the CSV files.
//! - [`command`]: `cinch-party season`.

pub mod cache;
pub mod check;
pub mod command;
pub mod evening;
pub mod files;
pub mod history;
pub mod members;
pub mod report;
pub mod restore;
pub mod table;

use std::path::{Path, PathBuf};

pub use cache::EveningCache;
pub use evening::{EveningFacts, Gave, Kind, facts_of};
pub use files::{FileError, SeasonFile};
pub use members::{Member, MemberList};
pub use table::{Clash, Counting, EveningRead, SeasonTable, Who, derive};

/// A season with its evenings as read now and its table.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Season {
    /// Its name.
    pub name: String,
    /// What its file holds.
    pub file: SeasonFile,
    /// Each evening as read, in the file's order.
    pub evenings: Vec<EveningRead>,
    /// The ladders and the traces.
    pub table: SeasonTable,
}

impl Season {
    /// Reads a season's evenings (through `cache`) and derives its table.
    pub fn read(
        saves: &Path,
        name: &str,
        file: SeasonFile,
        members: &MemberList,
        cache: &mut EveningCache,
    ) -> Season {
        let evenings = cache.evenings(saves, &file.evenings);
        let table = derive(file.counting(), members, &evenings);
        Season {
            name: name.to_owned(),
            file,
            evenings,
            table,
        }
    }

    /// The first evening where `spelling` and one of `member`'s spellings both played:
    /// joining them would seat one person twice (its title).
    pub fn join_clash(
        &self,
        spelling: &str,
        member: usize,
        members: &MemberList,
    ) -> Option<String> {
        let key = members::member_key(spelling);
        let theirs = members.spellings(member);
        self.evenings.iter().find_map(|evening| {
            let EveningRead::Read(facts) = evening else {
                return None;
            };
            let keys: Vec<String> = facts
                .players
                .iter()
                .map(|p| members::member_key(&p.name))
                .collect();
            let both = keys.contains(&key) && keys.iter().any(|k| *k != key && theirs.contains(k));
            both.then(|| facts.title.clone())
        })
    }

    /// The side a name played in the latest of the season's evenings with ladies and
    /// gentlemen (the side R-SEASON-3 gives someone the list says nothing of), if any.
    pub fn known_side(&self, name: &str) -> Option<crate::rules::Side> {
        let key = members::member_key(name);
        self.evenings
            .iter()
            .rev()
            .find_map(|evening| match evening {
                EveningRead::Read(facts) if facts.classic => facts
                    .players
                    .iter()
                    .find(|p| members::member_key(&p.name) == key)
                    .map(|p| p.side),
                _ => None,
            })
    }

    /// An evening's title as read (its file's name when it cannot be read).
    pub fn evening_title(&self, evening: usize) -> String {
        match self.evenings.get(evening) {
            Some(EveningRead::Read(facts)) => facts.title.clone(),
            _ => self.file.evenings.get(evening).cloned().unwrap_or_default(),
        }
    }

    /// The evenings that cannot be read, with why (each named, none fatal).
    pub fn problems(&self) -> Vec<(String, String)> {
        self.file
            .evenings
            .iter()
            .zip(&self.evenings)
            .filter_map(|(file, read)| match read {
                EveningRead::Unreadable(why) => Some((file.clone(), why.clone())),
                EveningRead::Read(_) => None,
            })
            .collect()
    }
}

/// How a party file is written in a season: its bare name when it is in the saves
/// folder, else its path.
pub fn evening_name(saves: &Path, party: &Path) -> String {
    let in_saves = party.parent().is_some_and(|p| same_folder(p, saves));
    match party.file_name() {
        Some(name) if in_saves => name.to_string_lossy().into_owned(),
        _ => party.to_string_lossy().into_owned(),
    }
}

fn same_folder(a: &Path, b: &Path) -> bool {
    let canonical =
        |p: &Path| -> PathBuf { std::fs::canonicalize(p).unwrap_or_else(|_| p.to_path_buf()) };
    a == b || canonical(a) == canonical(b)
}
