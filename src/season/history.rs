//! The window's undo of the club's files (issue 49): Ctrl+Z on the Season screen takes
//! back the season's or the member list's last change (a join, a removal, a setting, a
//! member added), never the open party's. Each change keeps its file's value before and
//! after; taking it back writes the value before (redoing it, the value after), under
//! the file's lock, and only while the file still holds what the change left: a file
//! changed since (another window, the command line, a hand) is left as it is, and said.

use std::path::Path;

use serde::de::DeserializeOwned;

use super::files::{
    Changed, FileError, MembersOnDisk, SeasonFile, Versioned, members_path, pretty, read,
    season_path,
};
use super::members::MemberList;
use crate::store::{self, Lock, RealDisk};

/// The most changes kept to take back.
const MOST: usize = 100;

/// One of the club's files as a change found it and left it (`None`: no file).
#[derive(Debug, Clone, PartialEq)]
pub enum Snapshot {
    /// The member list.
    Members {
        /// Before the change.
        before: Option<MemberList>,
        /// After it.
        after: Option<MemberList>,
    },
    /// A season.
    Season {
        /// Its name.
        name: String,
        /// Before the change.
        before: Option<SeasonFile>,
        /// After it.
        after: Option<SeasonFile>,
    },
}

/// A change the window made to the club's files, in words and as values.
#[derive(Debug, Clone, PartialEq)]
pub struct ClubChange {
    /// What the change was, in the host's words ("Wendy Ward made a member").
    pub what: String,
    /// The file before and after.
    pub snapshot: Snapshot,
}

impl ClubChange {
    /// A change to the member list; `None` when it left the list as it was.
    pub fn members<R>(what: String, changed: &Changed<MemberList, R>) -> Option<ClubChange> {
        (changed.before.as_ref() != Some(&changed.after)).then(|| ClubChange {
            what,
            snapshot: Snapshot::Members {
                before: changed.before.clone(),
                after: Some(changed.after.clone()),
            },
        })
    }

    /// A change to a season; `None` when it left the season as it was.
    pub fn season<R>(
        what: String,
        name: &str,
        changed: &Changed<SeasonFile, R>,
    ) -> Option<ClubChange> {
        (changed.before.as_ref() != Some(&changed.after)).then(|| ClubChange {
            what,
            snapshot: Snapshot::Season {
                name: name.to_owned(),
                before: changed.before.clone(),
                after: Some(changed.after.clone()),
            },
        })
    }

    /// Whether taking it back (or putting it back) changes nothing: a member's address
    /// forgotten for good is gone from before and after alike (issue 53).
    pub fn changes_nothing(&self) -> bool {
        match &self.snapshot {
            Snapshot::Members { before, after } => before == after,
            Snapshot::Season { .. } => false,
        }
    }

    /// The season it changed, if it was a season.
    pub fn season_name(&self) -> Option<&str> {
        match &self.snapshot {
            Snapshot::Season { name, .. } => Some(name),
            Snapshot::Members { .. } => None,
        }
    }

    /// Writes the value before (`back`) or after the change, if the file holds the other.
    fn put(&self, saves: &Path, back: bool) -> Result<(), FileError> {
        fn order<T>(back: bool, before: Option<T>, after: Option<T>) -> (Option<T>, Option<T>) {
            if back {
                (after, before)
            } else {
                (before, after)
            }
        }
        match &self.snapshot {
            Snapshot::Members { before, after } => {
                let (expected, value) = order(back, before.as_ref(), after.as_ref());
                let on_disk = |list: Option<&MemberList>| list.map(MembersOnDisk::of);
                swap(
                    &members_path(saves),
                    on_disk(expected).as_ref(),
                    on_disk(value).as_ref(),
                )
            }
            Snapshot::Season {
                name,
                before,
                after,
            } => {
                let (expected, value) = order(back, before.as_ref(), after.as_ref());
                swap(&season_path(saves, name)?, expected, value)
            }
        }
    }
}

/// The changes this window made to the club's files, to take back and put back.
#[derive(Debug, Default)]
pub struct ClubHistory {
    undo: Vec<ClubChange>,
    redo: Vec<ClubChange>,
}

impl ClubHistory {
    /// A change just made (nothing when it changed nothing): the changes taken back can
    /// no longer be put back.
    pub fn record(&mut self, change: Option<ClubChange>) {
        let Some(change) = change else { return };
        self.redo.clear();
        self.undo.push(change);
        if self.undo.len() > MOST {
            self.undo.remove(0);
        }
    }

    /// An address forgotten for good (issue 53): taken out of every member list kept to
    /// take back or put back, so that neither key brings it back.
    pub fn forget_address(&mut self, address: &str) {
        for change in self.undo.iter_mut().chain(self.redo.iter_mut()) {
            if let Snapshot::Members { before, after } = &mut change.snapshot {
                for list in [before, after].into_iter().flatten() {
                    for m in &mut list.members {
                        if m.address.as_deref() == Some(address) {
                            m.address = None;
                            m.mail_me = false;
                        }
                    }
                }
            }
        }
    }

    /// The change Ctrl+Z would take back.
    pub fn next_undo(&self) -> Option<&ClubChange> {
        self.undo.last()
    }

    /// The change Ctrl+Shift+Z would put back.
    pub fn next_redo(&self) -> Option<&ClubChange> {
        self.redo.last()
    }

    /// Takes back the last change (`None`: there is none). A file changed since is left
    /// as it is and the change forgotten; a disk that refused keeps it to try again.
    pub fn undo(&mut self, saves: &Path) -> Option<Result<ClubChange, FileError>> {
        let change = self.undo.pop()?;
        Some(match change.put(saves, true) {
            Ok(()) => {
                self.redo.push(change.clone());
                Ok(change)
            }
            Err(error) => {
                if !matches!(error, FileError::NotAsLeft { .. }) {
                    self.undo.push(change);
                }
                Err(error)
            }
        })
    }

    /// Puts back the change taken back last (`None`: there is none).
    pub fn redo(&mut self, saves: &Path) -> Option<Result<ClubChange, FileError>> {
        let change = self.redo.pop()?;
        Some(match change.put(saves, false) {
            Ok(()) => {
                self.undo.push(change.clone());
                Ok(change)
            }
            Err(error) => {
                if !matches!(error, FileError::NotAsLeft { .. }) {
                    self.redo.push(change);
                }
                Err(error)
            }
        })
    }
}

/// Puts a file back to `value` (`None`: no file) if it still holds `expected` (`None`: no
/// file): the window's undo and redo of a change it made. A file changed since is left as
/// it is, and said.
fn swap<T>(path: &Path, expected: Option<&T>, value: Option<&T>) -> Result<(), FileError>
where
    T: DeserializeOwned + Versioned + PartialEq + serde::Serialize,
{
    let _lock = Lock::acquire(path).map_err(|holder| FileError::InUse {
        path: path.to_path_buf(),
        holder,
    })?;
    let now: Option<T> = read(path)?;
    if now.as_ref() != expected {
        return Err(FileError::NotAsLeft {
            path: path.to_path_buf(),
        });
    }
    let refused = |e: &std::io::Error| {
        FileError::Save(store::SaveError {
            retried: false,
            ..store::SaveError::io(path, e)
        })
    };
    match value {
        None if now.is_some() => std::fs::remove_file(path).map_err(|e| refused(&e)),
        None => Ok(()),
        Some(value) => {
            let bytes = pretty(value).map_err(|e| {
                FileError::Save(store::SaveError {
                    path: path.to_path_buf(),
                    reason: e.to_string(),
                    retried: false,
                })
            })?;
            store::replace_atomically(&RealDisk, path, bytes.as_bytes())
                .map_err(|e| refused(&e))?;
            // Undo and redo keep the member list owner-only too (a host's trial).
            super::files::keep_private(path);
            Ok(())
        }
    }
}

/// A season put back to `value` (`None`: no file) if its file still holds `expected`
/// (see [`swap`]): the command line's change, planned on the file as it read it.
pub fn put_season(
    saves: &Path,
    name: &str,
    expected: Option<&SeasonFile>,
    value: Option<&SeasonFile>,
) -> Result<(), FileError> {
    swap(&season_path(saves, name)?, expected, value)
}
