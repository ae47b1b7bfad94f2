//! The club's files put back: `restore members.ron` and `restore NAME.season.ron` read
//! them as what they are (their members, their evenings), and the window puts back the
//! member list as it last read it whole (issue 49: the backup is one change older than a
//! list damaged afterwards, so putting the backup back lost the last change in silence).

use std::path::Path;

use chrono::{DateTime, Utc};

use super::files::{MembersOnDisk, SeasonFile, members_path, pretty, read};
use super::members::MemberList;
use crate::store::{self, MEMBERS_FILE, SEASON_SUFFIX};

/// How `restore` reads the club's files: the member list (its members) and a season (its
/// evenings); `None` for any other file (a party).
pub fn restoring(path: &Path) -> Option<store::Restoring<'static>> {
    let name = path.file_name()?.to_string_lossy().into_owned();
    if name == MEMBERS_FILE {
        Some(store::Restoring {
            noun: "members",
            read: &read_members_file,
        })
    } else if name.ends_with(SEASON_SUFFIX) {
        Some(store::Restoring {
            noun: "evenings",
            read: &read_season_file,
        })
    } else {
        None
    }
}

/// A member list as `restore` reads it: its members, and the text to write back.
fn read_members_file(path: &Path) -> Result<store::Readback, store::ReadBackError> {
    let list = read::<MembersOnDisk>(path)
        .map_err(|e| store::ReadBackError::Other(Box::new(e)))?
        .ok_or(store::ReadBackError::Missing)?;
    let text = pretty(&list)?;
    Ok((list.list().members.len(), text.into_bytes()))
}

/// A season as `restore` reads it: its evenings, and the text to write back.
fn read_season_file(path: &Path) -> Result<store::Readback, store::ReadBackError> {
    let season = read::<SeasonFile>(path)
        .map_err(|e| store::ReadBackError::Other(Box::new(e)))?
        .ok_or(store::ReadBackError::Missing)?;
    let text = pretty(&season)?;
    Ok((season.evenings.len(), text.into_bytes()))
}

/// How many members the member list's backup holds, when it can be read.
pub fn members_backup_count(saves: &Path) -> Option<usize> {
    let backup = store::backup_path(&members_path(saves));
    read_members_file(&backup).ok().map(|(count, _)| count)
}

/// Puts `list` (the member list as the window last read it whole) in place of a member
/// list that cannot be used, keeping the damaged file aside as `restore` does. A list
/// that can be read again by now (mended by hand) is left as it is.
pub fn put_back_members(
    saves: &Path,
    list: &MemberList,
    now: DateTime<Utc>,
) -> Result<store::Restored, store::RestoreError> {
    let path = members_path(saves);
    let restoring = store::Restoring {
        noun: "members",
        read: &read_members_file,
    };
    if let Ok((current, _)) = read_members_file(&path) {
        return Err(store::RestoreError::Readable {
            path,
            current,
            backup: list.members.len(),
            noun: "members",
        });
    }
    let text = pretty(&MembersOnDisk::of(list)).map_err(|e| {
        store::RestoreError::Save(store::SaveError {
            path: path.clone(),
            reason: e.to_string(),
            retried: false,
        })
    })?;
    store::put_in_place(
        &path,
        now,
        (list.members.len(), text.into_bytes()),
        &restoring,
    )
}
