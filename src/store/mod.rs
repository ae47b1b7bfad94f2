//! Party files: one RON file per party, saved after every action with an atomic write
//! and a backup beside it, versioned, and refused in plain words when unreadable (never
//! overwritten). `PartyFile` is the party as the app holds it: applied, then saved.

mod atomic;
mod error;
mod format;
mod keeper;

use std::fs::{self, File};
use std::io::Read;
use std::path::{Path, PathBuf};

use chrono::{DateTime, Utc};

pub use atomic::backup_path;
pub use error::{LoadError, Problem, SaveError};
pub use format::{FORMAT_VERSION, SaveFile};
pub use keeper::{PartyFile, Saved};

use crate::rules::Party;

/// No party file comes near this: a thousand tables over fifty rounds is about 4 MB.
pub const MAX_FILE_BYTES: u64 = 32 * 1024 * 1024;

/// The environment variable that names the saves folder.
pub const SAVES_ENV: &str = "CINCH_PARTY_SAVES";

/// The folder for party files: `--saves-dir`, else `$CINCH_PARTY_SAVES`, else `saves`
/// in the current folder.
pub fn saves_dir(option: Option<&Path>) -> PathBuf {
    if let Some(dir) = option {
        return dir.to_path_buf();
    }
    match std::env::var_os(SAVES_ENV) {
        Some(dir) if !dir.is_empty() => PathBuf::from(dir),
        _ => PathBuf::from("saves"),
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
    let slug: String = title
        .to_lowercase()
        .chars()
        .map(|c| if c.is_alphanumeric() { c } else { '-' })
        .collect::<String>()
        .split('-')
        .filter(|part| !part.is_empty())
        .take(8)
        .collect::<Vec<_>>()
        .join("-");
    let slug = if slug.is_empty() {
        "party".to_owned()
    } else {
        slug
    };
    let stem = format!("{}-{slug}", date.format("%Y-%m-%d"));
    let mut path = dir.join(format!("{stem}.ron"));
    let mut n = 2;
    while path.exists() || backup_path(&path).exists() {
        path = dir.join(format!("{stem}-{n}.ron"));
        n += 1;
    }
    path
}

/// Reads a party file: size-capped, version-checked, migrated and replayed.
pub fn load(path: &Path) -> Result<(SaveFile, Party), LoadError> {
    read_party(path).map_err(|problem| LoadError {
        path: path.to_path_buf(),
        problem,
        backup: Some(backup_path(path)).filter(|b| read_party(b).is_ok()),
    })
}

fn read_party(path: &Path) -> Result<(SaveFile, Party), Problem> {
    let text = read_text(path)?;
    let file = SaveFile::from_text(&text)?;
    let party = file.party()?;
    Ok((file, party))
}

fn read_text(path: &Path) -> Result<String, Problem> {
    let file = File::open(path).map_err(|e| match e.kind() {
        std::io::ErrorKind::NotFound => Problem::Missing,
        _ => Problem::CannotRead(e.to_string()),
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
        .map_err(|e| Problem::CannotRead(e.to_string()))?;
    if bytes.len() as u64 > MAX_FILE_BYTES {
        return Err(Problem::TooLarge {
            size: bytes.len() as u64,
            max: MAX_FILE_BYTES,
        });
    }
    String::from_utf8(bytes).map_err(|_| Problem::NotText)
}

/// Writes a party to its file atomically, keeping the previous version as the backup.
pub fn save(path: &Path, title: &str, party: &Party, now: DateTime<Utc>) -> Result<(), SaveError> {
    let fail = |reason: String| SaveError {
        path: path.to_path_buf(),
        reason,
    };
    let text = SaveFile::of(title, party, now).to_text().map_err(fail)?;
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        fs::create_dir_all(dir).map_err(|e| fail(e.to_string()))?;
    }
    atomic::write_atomically(path, text.as_bytes()).map_err(|e| fail(e.to_string()))
}

/// Puts the backup back in place of an unreadable file. The unreadable file is not
/// deleted: it is renamed to `NAME.unreadable-YYYYMMDD-HHMMSS`, so nothing is lost.
/// Returns where the unreadable file went.
pub fn restore_backup(path: &Path, now: DateTime<Utc>) -> Result<PathBuf, SaveError> {
    let fail = |reason: String| SaveError {
        path: path.to_path_buf(),
        reason,
    };
    let backup = backup_path(path);
    let (file, party) =
        read_party(&backup).map_err(|p| fail(format!("the backup cannot be used either: {p}")))?;
    let mut aside = path.as_os_str().to_os_string();
    aside.push(format!(".unreadable-{}", now.format("%Y%m%d-%H%M%S")));
    let aside = PathBuf::from(aside);
    if path.exists() {
        fs::rename(path, &aside).map_err(|e| fail(e.to_string()))?;
    }
    save(path, &file.title, &party, now)?;
    Ok(aside)
}
