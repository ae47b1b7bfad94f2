//! The member list (`members.ron`) and the seasons (`NAME.season.ron`) in the saves
//! folder, saved as safely as a party with the store's own machinery: each change is made
//! under the file's lock (one writer at a time, `store::Lock`), to the file as it is on
//! disk then, and written atomically with the previous version kept as the backup
//! (`store::replace_atomically`). Versioned; a file that cannot be read is never
//! overwritten, and is named in words.

use std::path::{Path, PathBuf};

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use super::members::MemberList;
use super::table::Counting;
use crate::store::{self, Lock, MEMBERS_FILE, Problem, RealDisk, SEASON_SUFFIX};
use crate::words::msg;

/// The format these files are written in.
pub const FILE_VERSION: u32 = 1;

/// The longest season name.
pub const MAX_SEASON_NAME: usize = 60;

/// A season as its file holds it (R-SEASON-2): the evenings in order, N and M.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeasonFile {
    /// The format version.
    pub version: u32,
    /// The party files, in the order they were added: a bare name for a file in the
    /// saves folder, else its path.
    pub evenings: Vec<String>,
    /// N: the best evenings that count (`None`: all).
    #[serde(default)]
    pub best: Option<u32>,
    /// M: the evenings needed to be placed.
    #[serde(default = "one")]
    pub min_evenings: u32,
}

fn one() -> u32 {
    1
}

impl Default for SeasonFile {
    fn default() -> Self {
        SeasonFile {
            version: FILE_VERSION,
            evenings: Vec::new(),
            best: None,
            min_evenings: 1,
        }
    }
}

impl SeasonFile {
    /// N and M.
    pub fn counting(&self) -> Counting {
        Counting {
            best: self.best,
            min_evenings: self.min_evenings,
        }
    }
}

/// The member list's file, versioned.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub(super) struct MembersOnDisk {
    version: u32,
    #[serde(default = "yes")]
    add_new_names: bool,
    #[serde(default)]
    members: Vec<super::members::Member>,
}

fn yes() -> bool {
    true
}

impl Versioned for MembersOnDisk {
    fn version(&self) -> u32 {
        self.version
    }

    fn problem(&self) -> Option<String> {
        // A list edited by hand: a spelling that is two people, or a name that is none.
        let list = MemberList {
            members: self.members.clone(),
            add_new_names: self.add_new_names,
        };
        list.check().err().map(|p| p.to_string())
    }
}

impl Versioned for SeasonFile {
    fn version(&self) -> u32 {
        self.version
    }
}

impl MembersOnDisk {
    pub(super) fn of(list: &MemberList) -> MembersOnDisk {
        MembersOnDisk {
            version: FILE_VERSION,
            add_new_names: list.add_new_names,
            members: list.members.clone(),
        }
    }

    pub(super) fn list(self) -> MemberList {
        MemberList {
            members: self.members,
            add_new_names: self.add_new_names,
        }
    }
}

/// Why a member list or a season could not be read or written. Nothing was changed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FileError {
    /// The file cannot be read as it is (kept as it is, never overwritten).
    #[error("{}", msg::SeasonFileUnusable { path: path.display().to_string(), why: store::no_stop(&problem.to_string()) }.say())]
    Unreadable {
        /// The file.
        path: PathBuf,
        /// What is wrong.
        problem: Problem,
    },
    /// Not in the format this program reads.
    #[error("{}", msg::SeasonFileUnusable { path: path.display().to_string(), why: detail.as_str() }.say())]
    Damaged {
        /// The file.
        path: PathBuf,
        /// What is wrong, in words.
        detail: String,
    },
    /// Another cinch-party is changing it this very moment.
    #[error("{}", msg::SeasonFileInUse { path: path.display().to_string(), holder: holder.0.to_string() }.say())]
    InUse {
        /// The file.
        path: PathBuf,
        /// Who.
        holder: store::InUse,
    },
    /// The disk refused.
    #[error(transparent)]
    Save(#[from] store::SaveError),
    /// A season name the program does not take.
    #[error("{}", msg::season_bad_name(.0.as_str()))]
    BadName(String),
    /// The change itself was refused.
    #[error(transparent)]
    Member(#[from] super::members::MemberError),
    /// The file is no longer as this window's change left it (another cinch-party, the
    /// command line or a hand changed it since): taking the change back would lose that.
    #[error("{}", msg::season_not_as_left(path.display().to_string()))]
    NotAsLeft {
        /// The file.
        path: PathBuf,
    },
}

/// Where the member list lives.
pub fn members_path(saves: &Path) -> PathBuf {
    saves.join(MEMBERS_FILE)
}

/// Checks a season's name: it becomes a file name.
pub fn check_season_name(name: &str) -> Result<String, FileError> {
    let name = name.trim();
    let fine = !name.is_empty()
        && name.chars().count() <= MAX_SEASON_NAME
        && !name.starts_with('.')
        && name
            .chars()
            .all(|c| c.is_alphanumeric() || matches!(c, ' ' | '-' | '_' | '.'));
    if fine {
        Ok(name.to_owned())
    } else {
        Err(FileError::BadName(crate::words::quote(name, 60)))
    }
}

/// Where a season lives.
pub fn season_path(saves: &Path, name: &str) -> Result<PathBuf, FileError> {
    Ok(saves.join(format!("{}{SEASON_SUFFIX}", check_season_name(name)?)))
}

/// The seasons in the saves folder, by name.
pub fn list_seasons(saves: &Path) -> Vec<String> {
    let Ok(entries) = std::fs::read_dir(saves) else {
        return Vec::new();
    };
    let mut names: Vec<String> = entries
        .filter_map(Result::ok)
        .filter_map(|e| {
            e.file_name()
                .to_string_lossy()
                .strip_suffix(SEASON_SUFFIX)
                .map(str::to_owned)
        })
        .filter(|n| check_season_name(n).is_ok())
        .collect();
    crate::words::sort_by_name(&mut names, |n| n);
    names
}

/// The version a file says it is in, read from its start as a party file's is
/// (`(version: 2, …`), for a file that does not read whole.
fn probe_version(text: &str) -> Option<u64> {
    let rest = text.trim_start().strip_prefix('(')?.trim_start();
    let rest = rest
        .strip_prefix("version")?
        .trim_start()
        .strip_prefix(':')?;
    let digits: String = rest
        .trim_start()
        .chars()
        .take_while(char::is_ascii_digit)
        .collect();
    digits.parse().ok()
}

/// Every file here starts with its version.
pub(super) trait Versioned {
    fn version(&self) -> u32;

    /// What makes a file that reads whole unusable all the same, in words.
    fn problem(&self) -> Option<String> {
        None
    }
}

/// The season changed last, if there is one (the one the window shows at the start).
pub fn latest_season(saves: &Path) -> Option<String> {
    list_seasons(saves)
        .into_iter()
        .filter_map(|name| {
            let path = season_path(saves, &name).ok()?;
            let changed = std::fs::metadata(path).and_then(|m| m.modified()).ok()?;
            Some((changed, name))
        })
        .max()
        .map(|(_, name)| name)
}

/// Reads a versioned RON file; `Ok(None)` when there is none.
pub(super) fn read<T: DeserializeOwned + Versioned>(path: &Path) -> Result<Option<T>, FileError> {
    let text = match store::read_text(path) {
        Ok(text) => text,
        Err(Problem::Missing) => return Ok(None),
        Err(problem) => {
            return Err(FileError::Unreadable {
                path: path.to_path_buf(),
                problem,
            });
        }
    };
    let damaged = |detail: String| FileError::Damaged {
        path: path.to_path_buf(),
        detail,
    };
    let newer = |found: u64| {
        damaged(
            msg::SeasonNewerFormat {
                found: found.to_string(),
                reads: FILE_VERSION.to_string(),
            }
            .say(),
        )
    };
    let options = ron::Options::default().with_recursion_limit(16);
    match options.from_str::<T>(&text) {
        Ok(value) if value.version() > FILE_VERSION => Err(newer(u64::from(value.version()))),
        Ok(value) => match value.problem() {
            Some(problem) => Err(damaged(problem)),
            None => Ok(Some(value)),
        },
        Err(_) if probe_version(&text).is_some_and(|v| v > u64::from(FILE_VERSION)) => {
            Err(newer(probe_version(&text).unwrap_or_default()))
        }
        Err(e) => Err(damaged(
            msg::SeasonFileLine {
                line: e.span.start.line,
                why: store::ron_words(&e.code),
            }
            .say(),
        )),
    }
}

/// A change made to one of the club's files: the file's value before it (`None`: there
/// was no file), after it, and what the change said.
#[derive(Debug, Clone, PartialEq)]
pub struct Changed<T, R> {
    /// The file before the change.
    pub before: Option<T>,
    /// The file as saved.
    pub after: T,
    /// What the change said.
    pub said: R,
}

/// Changes a file under its lock: reads it as it is now (`None`: not there), lets
/// `change` work on it, writes the result atomically with a backup. A change that leaves
/// the file as it was writes nothing.
fn update<T, R, E>(
    path: &Path,
    fresh: impl FnOnce() -> T,
    change: impl FnOnce(&mut T) -> Result<R, E>,
    text: impl FnOnce(&T) -> Result<String, ron::Error>,
) -> Result<Changed<T, R>, E>
where
    T: DeserializeOwned + Versioned + Clone + PartialEq,
    E: From<FileError>,
{
    let folder = path.parent().unwrap_or(Path::new("."));
    let refused = |e: &std::io::Error| {
        FileError::Save(store::SaveError {
            retried: false,
            ..store::SaveError::io(path, e)
        })
    };
    std::fs::create_dir_all(folder).map_err(|e| refused(&e))?;
    let _lock = Lock::acquire(path).map_err(|holder| FileError::InUse {
        path: path.to_path_buf(),
        holder,
    })?;
    let before: Option<T> = read(path)?;
    let mut value = before.clone().unwrap_or_else(fresh);
    let said = change(&mut value)?;
    if before.as_ref() == Some(&value) {
        return Ok(Changed {
            before,
            after: value,
            said,
        });
    }
    let bytes = text(&value).map_err(|e| {
        FileError::Save(store::SaveError {
            path: path.to_path_buf(),
            reason: e.to_string(),
            retried: false,
        })
    })?;
    store::replace_atomically(&RealDisk, path, bytes.as_bytes()).map_err(|e| refused(&e))?;
    Ok(Changed {
        before,
        after: value,
        said,
    })
}

pub(super) fn pretty<T: Serialize>(value: &T) -> Result<String, ron::Error> {
    let mut text = ron::ser::to_string_pretty(value, ron::ser::PrettyConfig::default())?;
    text.push('\n');
    Ok(text)
}

/// The member list of a saves folder (empty when there is none yet).
pub fn read_members(saves: &Path) -> Result<MemberList, FileError> {
    let path = members_path(saves);
    Ok(read::<MembersOnDisk>(&path)?
        .map(MembersOnDisk::list)
        .unwrap_or_default())
}

/// The member list's backup made the same as the list now (the file written again), so
/// that what was just taken out of it (a forgotten address) is in neither.
pub fn members_backup_as_now(saves: &Path) -> Result<(), FileError> {
    let path = members_path(saves);
    let refused = |e: &std::io::Error| {
        FileError::Save(store::SaveError {
            retried: false,
            ..store::SaveError::io(&path, e)
        })
    };
    let _lock = Lock::acquire(&path).map_err(|holder| FileError::InUse {
        path: path.clone(),
        holder,
    })?;
    let now = std::fs::read(&path).map_err(|e| refused(&e))?;
    store::replace_atomically(&RealDisk, &path, &now).map_err(|e| refused(&e))?;
    keep_private(&path);
    Ok(())
}

/// Changes the member list, safely; returns the list as saved and what `change` said.
pub fn update_members<R, E: From<FileError>>(
    saves: &Path,
    change: impl FnOnce(&mut MemberList) -> Result<R, E>,
) -> Result<(MemberList, R), E> {
    let changed = change_members(saves, change)?;
    Ok((changed.after, changed.said))
}

/// Changes the member list, safely; returns it before and as saved, and what `change`
/// said (for the window's undo).
pub fn change_members<R, E: From<FileError>>(
    saves: &Path,
    change: impl FnOnce(&mut MemberList) -> Result<R, E>,
) -> Result<Changed<MemberList, R>, E> {
    let changed = update(
        &members_path(saves),
        || MembersOnDisk::of(&MemberList::default()),
        |m: &mut MembersOnDisk| {
            let mut list = MemberList {
                members: std::mem::take(&mut m.members),
                add_new_names: m.add_new_names,
            };
            let said = change(&mut list);
            *m = MembersOnDisk::of(&list);
            said
        },
        pretty,
    )?;
    keep_private(&members_path(saves));
    Ok(Changed {
        before: changed.before.map(MembersOnDisk::list),
        after: changed.after.list(),
        said: changed.said,
    })
}

/// The member list (and its backup) readable by the host's account only: it holds the
/// members' mail addresses (issue 53; a host's trial found it readable by all, where the
/// party's mail file is not).
pub(super) fn keep_private(path: &Path) {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        for file in [path.to_path_buf(), store::backup_path(path)] {
            if file.exists() {
                let _ = std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o600));
            }
        }
    }
    #[cfg(not(unix))]
    let _ = path;
}

/// A season's file; `Ok(None)` when there is no such season.
pub fn read_season(saves: &Path, name: &str) -> Result<Option<SeasonFile>, FileError> {
    read(&season_path(saves, name)?)
}

/// Changes a season (made when it is not there yet), safely; returns it as saved.
pub fn update_season<R, E: From<FileError>>(
    saves: &Path,
    name: &str,
    change: impl FnOnce(&mut SeasonFile) -> Result<R, E>,
) -> Result<(SeasonFile, R), E> {
    let changed = change_season(saves, name, change)?;
    Ok((changed.after, changed.said))
}

/// Changes a season (made when it is not there yet), safely; returns it before and as
/// saved, and what `change` said (for the window's undo).
pub fn change_season<R, E: From<FileError>>(
    saves: &Path,
    name: &str,
    change: impl FnOnce(&mut SeasonFile) -> Result<R, E>,
) -> Result<Changed<SeasonFile, R>, E> {
    update(
        &season_path(saves, name)?,
        SeasonFile::default,
        change,
        |s| {
            pretty(&SeasonFile {
                version: FILE_VERSION,
                ..s.clone()
            })
        },
    )
}
