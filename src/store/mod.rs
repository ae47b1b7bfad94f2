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
mod restore;
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
pub use restore::{
    ReadBackError, Readback, RestoreError, Restored, Restoring, put_in_place, restore_backup,
    restore_file,
};
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

/// What a reader says when the last line of a party file was cut short (a crash while
/// saving): the same words in the window and on every command's standard error.
pub fn torn_tail_words(path: &Path) -> String {
    crate::words::msg::store_torn_tail(path.display().to_string())
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
    stage(path, bytes, private)?.finish()
}

/// A file written beside its place and not yet in it ([`stage_file`]): a command that
/// must change two files or none (`season NAME --add … --html OUT`) makes the second
/// first, changes the first, and only then puts the second in its place.
#[derive(Debug)]
pub struct Staged {
    temp: PathBuf,
    path: PathBuf,
    /// The folders made for it, deepest first (taken away again if it is discarded).
    made: Vec<PathBuf>,
}

impl Staged {
    /// Puts the file in its place.
    pub fn finish(self) -> Result<(), WriteError> {
        fs::rename(&self.temp, &self.path).map_err(|e| {
            // The temporary file goes too; if it cannot, the next write replaces it.
            let _ = RealDisk.remove(&self.temp);
            WriteError::Refused {
                path: self.path.clone(),
                why: io_words(&e),
            }
        })
    }

    /// Takes the file away again, and the folders made for it: nothing was written.
    pub fn discard(self) {
        let _ = RealDisk.remove(&self.temp);
        for folder in &self.made {
            let _ = fs::remove_dir(folder);
        }
    }
}

/// Writes a file the host takes away (as [`write_file`]) beside its place, to be put
/// there by [`Staged::finish`] or taken away by [`Staged::discard`].
pub fn stage_file(path: &Path, bytes: &[u8]) -> Result<Staged, WriteError> {
    stage(path, bytes, false)
}

fn stage(path: &Path, bytes: &[u8], private: bool) -> Result<Staged, WriteError> {
    if let Some(kind) = not_regular_kind(path) {
        return Err(WriteError::NotAFile {
            path: path.to_path_buf(),
            kind,
        });
    }
    let folder = disk::folder_of(path);
    let made: Vec<PathBuf> = folder
        .ancestors()
        .take_while(|f| !f.as_os_str().is_empty() && fs::symlink_metadata(f).is_err())
        .map(Path::to_path_buf)
        .collect();
    fs::create_dir_all(&folder).map_err(|e| WriteError::NoFolder {
        why: io_words(&e),
        folder,
    })?;
    let temp = disk::temp_path(path);
    let written = RealDisk.remove(&temp).and_then(|()| {
        if private {
            disk::create_private_durable(&temp, bytes)
        } else {
            RealDisk.create_durable(&temp, bytes)
        }
    });
    let staged = Staged {
        temp,
        path: path.to_path_buf(),
        made,
    };
    match written {
        Ok(()) => Ok(staged),
        Err(e) => {
            let refused = WriteError::Refused {
                path: path.to_path_buf(),
                why: io_words(&e),
            };
            staged.discard();
            Err(refused)
        }
    }
}
