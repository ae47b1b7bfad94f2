//! `restore`: a file's backup (its previous save, `NAME.bak`) put back in its place, for
//! a party and for the club's files (the member list, a season) alike. The file it
//! replaces is never deleted: it is kept aside under a name of its own.

use std::fs;
use std::path::{Path, PathBuf};

use chrono::{DateTime, Utc};

use super::disk::Disk;
use super::{
    Problem, RealDisk, SaveError, SaveFile, backup_path, disk, no_stop, read_party,
    replace_atomically,
};

/// What `restore` did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Restored {
    /// Where the file that was replaced now is.
    pub set_aside: PathBuf,
    /// How many things (actions, members, evenings) the restored file holds.
    pub count: usize,
    /// What they are: "actions", "members", "evenings".
    pub noun: &'static str,
}

/// Why `restore` did nothing.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RestoreError {
    /// No backup beside the file.
    #[error("{}", crate::words::msg::store_no_backup(.0.display().to_string()))]
    NoBackup(PathBuf),
    /// The backup cannot be read either.
    #[error("{}", crate::words::msg::StoreBadBackup { path: path.display().to_string(), problem: no_stop(problem) }.say())]
    BadBackup {
        /// The backup.
        path: PathBuf,
        /// Why, in words.
        problem: String,
    },
    /// The file itself can be read: restoring would throw away work.
    #[error("{}", crate::words::msg::StoreReadable {
        path: path.display().to_string(),
        current: *current,
        backup: *backup,
        noun: *noun,
        lost: current.saturating_sub(*backup),
    }.say())]
    Readable {
        /// The file.
        path: PathBuf,
        /// Things in the file.
        current: usize,
        /// Things in the backup.
        backup: usize,
        /// What they are.
        noun: &'static str,
    },
    /// The disk refused.
    #[error("{0}")]
    Save(SaveError),
}

/// What kind of file is restored, and how it is read: `read` gives how many things it
/// holds and the text to write back, or why it cannot be used, in words.
pub struct Restoring<'a> {
    /// "actions", "members", "evenings".
    pub noun: &'static str,
    /// Reads a file of this kind.
    pub read: &'a dyn Fn(&Path) -> Result<Readback, ReadBackError>,
}

/// Why a file cannot be read back for `restore`.
#[derive(Debug, thiserror::Error)]
pub enum ReadBackError {
    /// There is no such file.
    #[error("{}", crate::words::msg::store_missing())]
    Missing,
    /// A party file that cannot be read.
    #[error(transparent)]
    Party(#[from] Problem),
    /// What was read cannot be written back.
    #[error("{}", crate::words::msg::store_cannot_write_back(.0.to_string()))]
    Write(#[from] ron::Error),
    /// A file of another kind (the club's) that cannot be read: its own error.
    #[error(transparent)]
    Other(Box<dyn std::error::Error + Send + Sync>),
}

/// A file as `restore` read it: how many things it holds, and the text to write back.
pub type Readback = (usize, Vec<u8>);

/// A party file: its actions, written back in today's format.
fn party(path: &Path) -> Result<Readback, ReadBackError> {
    let (file, party, _) = read_party(path)?;
    let text = SaveFile::of(&file.title, &party, file.created_at).to_text()?;
    Ok((party.history().len(), text.into_bytes()))
}

/// Puts a party file's backup back in its place (see [`restore_file`]).
pub fn restore_backup(
    path: &Path,
    now: DateTime<Utc>,
    force: bool,
) -> Result<Restored, RestoreError> {
    let restoring = Restoring {
        noun: "actions",
        read: &party,
    };
    restore_file(path, now, force, &restoring)
}

/// Puts the backup back in place of a file. The file it replaces is never deleted: it is
/// renamed to `NAME.unreadable-YYYYMMDD-HHMMSS` (or `NAME.replaced-…` when it could be
/// read and `force` was given), with `-2`, `-3` … added if that name is taken, so two
/// restores never overwrite each other's file. A file that can be read is replaced only
/// with `force`.
pub fn restore_file(
    path: &Path,
    now: DateTime<Utc>,
    force: bool,
    restoring: &Restoring<'_>,
) -> Result<Restored, RestoreError> {
    let backup = backup_path(path);
    if fs::symlink_metadata(&backup).is_err() {
        return Err(RestoreError::NoBackup(backup));
    }
    let (count, text) = (restoring.read)(&backup).map_err(|problem| RestoreError::BadBackup {
        path: backup.clone(),
        problem: problem.to_string(),
    })?;
    if let Ok((readable, _)) = (restoring.read)(path)
        && !force
    {
        return Err(RestoreError::Readable {
            path: path.to_path_buf(),
            current: readable,
            backup: count,
            noun: restoring.noun,
        });
    }
    put_in_place(path, now, (count, text), restoring)
}

/// Puts `version` (how many things it holds, and its text) in place of the file at
/// `path`, keeping the file it replaces aside as [`restore_file`] does: for a version the
/// caller has rather than the backup (the window's member list as it last read it whole,
/// one change newer than the backup).
pub fn put_in_place(
    path: &Path,
    now: DateTime<Utc>,
    version: Readback,
    restoring: &Restoring<'_>,
) -> Result<Restored, RestoreError> {
    let (count, text) = version;
    let label = if (restoring.read)(path).is_ok() {
        "replaced"
    } else {
        "unreadable"
    };
    let set_aside = set_aside(path, label, now)?;
    replace_atomically(&RealDisk, path, &text).map_err(|e| fail(path, &e))?;
    Ok(Restored {
        set_aside,
        count,
        noun: restoring.noun,
    })
}

fn fail(path: &Path, e: &std::io::Error) -> RestoreError {
    RestoreError::Save(SaveError {
        retried: false,
        ..SaveError::io(path, e)
    })
}

/// Keeps the file at `path` aside under a name of its own (`NAME.LABEL-STAMP[-n]`), and
/// takes away the old name: the file is never without a name, and no name is
/// overwritten.
fn set_aside(path: &Path, label: &str, now: DateTime<Utc>) -> Result<PathBuf, RestoreError> {
    let stamp = now.format("%Y%m%d-%H%M%S");
    let mut aside = disk::with_suffix(path, &format!(".{label}-{stamp}"));
    let mut n = 2;
    if fs::symlink_metadata(path).is_err() {
        return Ok(aside);
    }
    // A second name for the file first (refused if the name is taken), then the old
    // name goes.
    loop {
        match fs::hard_link(path, &aside) {
            Ok(()) => break,
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists && n < 1000 => {
                aside = disk::with_suffix(path, &format!(".{label}-{stamp}-{n}"));
                n += 1;
            }
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => return Err(fail(path, &e)),
            Err(_) => {
                // No hard links here: rename, after making sure the name is free.
                while fs::symlink_metadata(&aside).is_ok() {
                    aside = disk::with_suffix(path, &format!(".{label}-{stamp}-{n}"));
                    n += 1;
                }
                fs::rename(path, &aside).map_err(|e| fail(path, &e))?;
                return Ok(aside);
            }
        }
    }
    RealDisk.remove(path).map_err(|e| fail(path, &e))?;
    Ok(aside)
}
