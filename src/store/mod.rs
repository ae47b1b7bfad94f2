//! Party files: one file per party, a journal of RON lines, each action appended and
//! flushed to the disk before the host sees it done; at each bell the file is rewritten
//! atomically with the previous version kept as a backup. Versioned, refused in plain
//! words when unreadable, never overwritten, and open in one program at a time.

mod disk;
mod error;
mod format;
mod keeper;
mod listing;
mod lock;
mod stop;

use std::fs;
use std::io::Read;
use std::path::{Path, PathBuf};

use chrono::{DateTime, Utc};

pub use disk::{
    Disk, Fault, FaultyDisk, Op, RealDisk, backup_path, is_regular, not_regular_kind, open_regular,
    replace_atomically,
};
pub use error::{LoadError, Problem, SaveError, WriteError, io_words, no_stop, ron_words};
pub use format::{FORMAT_VERSION, SaveFile, entry_line as entry_text};
pub use keeper::{DurableError, PartyFile, Saved};
pub use listing::{ListError, PartySummary, is_party_file_name, list_parties};
pub use lock::{InUse, Lock};
pub use stop::{AtStop, stop_requests};

use crate::rules::Party;

/// No party file comes near this: fifty tables over thirty rounds scored deal by deal is
/// about 4 MB. The program never writes a file larger than it will read.
pub const MAX_FILE_BYTES: u64 = 32 * 1024 * 1024;

/// The club's member list, one per saves folder, beside the parties (R-SEASON-1).
pub const MEMBERS_FILE: &str = "members.ron";

/// How a season's file name ends: `NAME.season.ron`, beside the parties (R-SEASON-2).
pub const SEASON_SUFFIX: &str = ".season.ron";

/// The environment variable that names the saves folder.
pub const SAVES_ENV: &str = "CINCH_PARTY_SAVES";

/// The folder for party files: `--saves-dir`, else `$CINCH_PARTY_SAVES`, else `saves` in
/// the current folder when there is one (a run from the repository), else `installed`
/// (the user's data folder, for a program installed and started from the desktop),
/// else `saves` here.
pub fn saves_dir(option: Option<&Path>, installed: Option<PathBuf>) -> PathBuf {
    if let Some(dir) = option {
        return dir.to_path_buf();
    }
    match std::env::var_os(SAVES_ENV) {
        Some(dir) if !dir.is_empty() => PathBuf::from(dir),
        _ if Path::new("saves").is_dir() => PathBuf::from("saves"),
        _ => installed.unwrap_or_else(|| PathBuf::from("saves")),
    }
}

/// Where a file named on the command line lives: a bare file name (`party.ron`) is in
/// the saves folder, unless a file of that name exists right here; anything with a
/// folder in it is taken as it is.
pub fn resolve(saves: &Path, given: &Path) -> PathBuf {
    let bare = given.parent().is_none_or(|p| p.as_os_str().is_empty());
    if bare && !given.exists() {
        saves.join(given)
    } else {
        given.to_path_buf()
    }
}

/// A file name for a new party from its title and date, e.g.
/// `2026-11-21-the-fosters-cinch.ron`, not taken yet in `dir`.
pub fn new_party_path(dir: &Path, title: &str, date: DateTime<Utc>) -> PathBuf {
    let slug = crate::words::slug(title);
    let stem = format!("{}-{slug}", date.format("%Y-%m-%d"));
    let mut path = dir.join(format!("{stem}.ron"));
    let mut n = 2;
    while fs::symlink_metadata(&path).is_ok() || fs::symlink_metadata(backup_path(&path)).is_ok() {
        path = dir.join(format!("{stem}-{n}.ron"));
        n += 1;
    }
    path
}

/// Reads a party file: regular files only, size-capped, version-checked, migrated and
/// replayed. The backup is mentioned when it can be opened instead.
pub fn load(path: &Path) -> Result<(SaveFile, Party), LoadError> {
    load_with(path).map(|(file, party, _)| (file, party))
}

/// `load`, with the file's length in bytes.
pub(crate) fn load_with(path: &Path) -> Result<(SaveFile, Party, u64), LoadError> {
    read_party(path).map_err(|problem| LoadError {
        path: path.to_path_buf(),
        backup: match problem {
            Problem::Missing | Problem::InUse(_) => None,
            _ => Some(backup_path(path)).filter(|b| read_party(b).is_ok()),
        },
        problem,
    })
}

fn read_party(path: &Path) -> Result<(SaveFile, Party, u64), Problem> {
    let text = read_text(path)?;
    let file = SaveFile::from_text(&text)?;
    let party = file.party()?;
    Ok((file, party, text.len() as u64))
}

/// Reads a party file's text: a regular file, at most `MAX_FILE_BYTES`, UTF-8.
pub fn read_text(path: &Path) -> Result<String, Problem> {
    if fs::symlink_metadata(path).is_err() {
        return Err(Problem::Missing);
    }
    if let Some(kind) = not_regular_kind(path) {
        return Err(Problem::NotAFile(kind));
    }
    let file = open_regular(path).map_err(|e| match e.kind() {
        std::io::ErrorKind::NotFound => Problem::Missing,
        _ => Problem::CannotRead(io_words(&e)),
    })?;
    let size = file.metadata().map(|m| m.len()).unwrap_or(0);
    if size > MAX_FILE_BYTES {
        return Err(Problem::TooLarge {
            size,
            max: MAX_FILE_BYTES,
        });
    }
    // Read at most one byte past the cap, in case the file grows while we read.
    let mut bytes = Vec::new();
    file.take(MAX_FILE_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| Problem::CannotRead(io_words(&e)))?;
    if bytes.len() as u64 > MAX_FILE_BYTES {
        return Err(Problem::TooLarge {
            size: bytes.len() as u64,
            max: MAX_FILE_BYTES,
        });
    }
    String::from_utf8(bytes).map_err(|_| Problem::NotText)
}

/// Checks that a party may be written to `path`: nothing is there yet, or a party file
/// (readable or not) that will be replaced with its copy kept as the backup. Anything
/// else (a named pipe, a device, a folder, somebody's letter) is refused.
pub fn check_target(path: &Path) -> Result<(), LoadError> {
    let refuse = |problem| {
        Err(LoadError {
            path: path.to_path_buf(),
            problem,
            backup: None,
        })
    };
    if fs::symlink_metadata(path).is_err() {
        return Ok(());
    }
    if let Some(kind) = not_regular_kind(path) {
        return refuse(Problem::NotAFile(kind));
    }
    match read_text(path) {
        Ok(text) if looks_like_party_file(&text) => Ok(()),
        Ok(_) | Err(Problem::NotText | Problem::TooLarge { .. }) => refuse(Problem::NotAPartyFile),
        Err(problem) => refuse(problem),
    }
}

/// Whether a text starts the way a party file does (any version), even if damaged
/// further on.
fn looks_like_party_file(text: &str) -> bool {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text).trim_start();
    let head: String = text
        .chars()
        .take(200)
        .filter(|c| !c.is_whitespace())
        .collect();
    text.is_empty() || head.starts_with("(version:")
}

/// What `restore` did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Restored {
    /// Where the file that was replaced now is.
    pub set_aside: PathBuf,
    /// How many actions the restored party holds.
    pub actions: usize,
}

/// Why `restore` did nothing.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RestoreError {
    /// No backup beside the file.
    #[error("There is no backup to restore: {} does not exist.", .0.display())]
    NoBackup(PathBuf),
    /// The backup cannot be read either.
    #[error("The backup {} cannot be used either: {}.", path.display(), no_stop(&problem.to_string()))]
    BadBackup {
        /// The backup.
        path: PathBuf,
        /// Why.
        problem: Problem,
    },
    /// The file itself can be read: restoring would throw away work.
    #[error(
        "{} can be read: it holds {current} actions, and its backup {backup}. Restoring would \
         replace it with the older backup{}. Nothing was changed; to restore anyway, use --force.",
        path.display(),
        if *current > *backup { format!(" and lose the last {} actions", current - backup) } else { String::new() }
    )]
    Readable {
        /// The file.
        path: PathBuf,
        /// Actions in the file.
        current: usize,
        /// Actions in the backup.
        backup: usize,
    },
    /// The disk refused.
    #[error("{0}")]
    Save(SaveError),
}

/// Puts the backup back in place of a file. The file it replaces is never deleted: it is
/// renamed to `NAME.unreadable-YYYYMMDD-HHMMSS` (or `NAME.replaced-…` when it could be
/// read and `force` was given), with `-2`, `-3` … added if that name is taken, so two
/// restores never overwrite each other's file. A file that can be read is replaced only
/// with `force`.
pub fn restore_backup(
    path: &Path,
    now: DateTime<Utc>,
    force: bool,
) -> Result<Restored, RestoreError> {
    let backup = backup_path(path);
    if fs::symlink_metadata(&backup).is_err() {
        return Err(RestoreError::NoBackup(backup));
    }
    let (file, party, _) = read_party(&backup).map_err(|problem| RestoreError::BadBackup {
        path: backup.clone(),
        problem,
    })?;
    let current = read_party(path);
    if let Ok((_, readable, _)) = &current
        && !force
    {
        return Err(RestoreError::Readable {
            path: path.to_path_buf(),
            current: readable.history().len(),
            backup: party.history().len(),
        });
    }
    let fail = |e: std::io::Error| {
        RestoreError::Save(SaveError {
            retried: false,
            ..SaveError::io(path, &e)
        })
    };
    let label = if current.is_ok() {
        "replaced"
    } else {
        "unreadable"
    };
    let stamp = now.format("%Y%m%d-%H%M%S");
    let mut set_aside = disk::with_suffix(path, &format!(".{label}-{stamp}"));
    let mut n = 2;
    if fs::symlink_metadata(path).is_ok() {
        // A second name for the file first (refused if the name is taken), then the old
        // name goes: the file is never without a name, and no name is overwritten.
        loop {
            match fs::hard_link(path, &set_aside) {
                Ok(()) => break,
                Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists && n < 1000 => {
                    set_aside = disk::with_suffix(path, &format!(".{label}-{stamp}-{n}"));
                    n += 1;
                }
                Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => return Err(fail(e)),
                Err(_) => {
                    // No hard links here: rename, after making sure the name is free.
                    while fs::symlink_metadata(&set_aside).is_ok() {
                        set_aside = disk::with_suffix(path, &format!(".{label}-{stamp}-{n}"));
                        n += 1;
                    }
                    fs::rename(path, &set_aside).map_err(fail)?;
                    break;
                }
            }
        }
        RealDisk.remove(path).map_err(fail)?;
    }
    let text = SaveFile::of(&file.title, &party, file.created_at)
        .to_text()
        .map_err(|e| {
            RestoreError::Save(SaveError {
                path: path.to_path_buf(),
                reason: e.to_string(),
                retried: false,
            })
        })?;
    replace_atomically(&RealDisk, path, text.as_bytes()).map_err(fail)?;
    Ok(Restored {
        set_aside,
        actions: party.history().len(),
    })
}

/// What a reader says when the last line of a party file was cut short (a crash while
/// saving): the same words in the window and on every command's standard error.
pub fn torn_tail_words(path: &Path) -> String {
    format!(
        "the last line of {} was cut short — the program was stopped while saving; the action \
         on it was never confirmed and is left out",
        path.display()
    )
}

/// Writes a file the host takes away (an export, a print-out): the folder is made if
/// missing; only a regular file is ever replaced (a named pipe or a device at `path` is
/// refused, never opened); the bytes go to a temporary file first and are renamed into
/// place, so a reader never sees half a file.
pub fn write_file(path: &Path, bytes: &[u8]) -> Result<(), WriteError> {
    write_file_as(path, bytes, false)
}

/// `write_file`, for a file only its owner may read (the tables' secret links).
pub fn write_private_file(path: &Path, bytes: &[u8]) -> Result<(), WriteError> {
    write_file_as(path, bytes, true)
}

fn write_file_as(path: &Path, bytes: &[u8], private: bool) -> Result<(), WriteError> {
    if let Some(kind) = not_regular_kind(path) {
        return Err(WriteError::NotAFile {
            path: path.to_path_buf(),
            kind,
        });
    }
    let folder = disk::folder_of(path);
    fs::create_dir_all(&folder).map_err(|e| WriteError::NoFolder {
        why: io_words(&e),
        folder,
    })?;
    let temp = disk::temp_path(path);
    let written = RealDisk
        .remove(&temp)
        .and_then(|()| {
            if private {
                disk::create_private_durable(&temp, bytes)
            } else {
                RealDisk.create_durable(&temp, bytes)
            }
        })
        .and_then(|()| fs::rename(&temp, path));
    written.map_err(|e| {
        // The temporary file goes too; if it cannot, the next write replaces it.
        let _ = RealDisk.remove(&temp);
        WriteError::Refused {
            path: path.to_path_buf(),
            why: io_words(&e),
        }
    })
}
