//! Party files on a real disk: the backup offered and restored, folders and files that
//! cannot be written (the party stays in memory and is saved with the next action),
//! undo and redo saved too, and names for new party files.

use std::fs;

use chrono::{DateTime, Utc};
use cinch_party::rules::{Action, RuleError, Settings, Side};
use cinch_party::store::{self, PartyFile, Saved, backup_path};

use crate::common::at;

/// A guest arrives, through the file (applied, then saved).
fn add_guest(
    file: &mut PartyFile,
    name: &str,
    side: Side,
    when: DateTime<Utc>,
) -> Result<Saved, RuleError> {
    file.apply(
        Action::AddGuest {
            name: name.into(),
            side,
        },
        when,
    )
}

#[test]
fn the_backup_is_offered_and_restored_with_the_unreadable_file_kept_aside() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("evening.ron");
    let (mut file, saved) = PartyFile::create(&path, "Evening", Settings::default(), at(0));
    assert_eq!(saved, Saved::Yes);
    for name in ["Ada", "Bea"] {
        assert_eq!(
            add_guest(&mut file, name, Side::Lady, at(1)),
            Ok(Saved::Yes)
        );
    }
    // The laptop mangles the file; the backup (one action older) is offered.
    fs::write(&path, "(version: 1, title: \"Even").unwrap();
    let error = PartyFile::open(&path).unwrap_err();
    assert_eq!(error.backup.as_deref(), Some(backup_path(&path).as_path()));
    assert!(
        error.to_string().contains("The previous save is kept as"),
        "{error}"
    );
    let aside = store::restore_backup(&path, at(5)).unwrap();
    assert_eq!(
        fs::read_to_string(&aside).unwrap(),
        "(version: 1, title: \"Even"
    );
    let restored = PartyFile::open(&path).unwrap();
    assert_eq!(restored.party().state().guests().len(), 1);
    assert_eq!(restored.title(), "Evening");
}

#[test]
fn an_unwritable_folder_keeps_the_party_in_memory_and_the_next_action_saves_it_all() {
    let dir = tempfile::tempdir().unwrap();
    // The folder the party should live in is, by mistake, a file: nothing can be written.
    let blocked = dir.path().join("saves");
    fs::write(&blocked, "in the way").unwrap();
    let path = blocked.join("evening.ron");
    let (mut file, saved) = PartyFile::create(&path, "Evening", Settings::default(), at(0));
    assert!(matches!(saved, Saved::No(_)));
    let outcome = add_guest(&mut file, "Ada", Side::Lady, at(1)).unwrap();
    let Saved::No(error) = outcome else {
        panic!("saved into a file?")
    };
    assert!(
        error
            .to_string()
            .starts_with(&format!("Cannot save to {}", path.display())),
        "{error}"
    );
    assert!(error.to_string().contains("Nothing is lost"));
    assert_eq!(
        file.party().state().guests().len(),
        1,
        "the action is kept in memory"
    );
    assert!(file.unsaved().is_some());
    // The host clears the way; the next action saves everything.
    fs::remove_file(&blocked).unwrap();
    let outcome = add_guest(&mut file, "Bob", Side::Gentleman, at(2)).unwrap();
    assert_eq!(outcome, Saved::Yes);
    assert!(file.unsaved().is_none());
    let reopened = PartyFile::open(&path).unwrap();
    assert_eq!(reopened.party(), file.party());
}

#[test]
fn an_unwritable_file_is_reported_and_nothing_is_lost() {
    let dir = tempfile::tempdir().unwrap();
    // A folder where the file should be: the rename cannot replace it.
    let path = dir.path().join("evening.ron");
    fs::create_dir(&path).unwrap();
    let (mut file, saved) = PartyFile::create(&path, "Evening", Settings::default(), at(0));
    assert!(matches!(saved, Saved::No(_)));
    add_guest(&mut file, "Ada", Side::Lady, at(1)).unwrap();
    assert_eq!(file.party().history().len(), 1);
    assert!(path.is_dir(), "the folder in the way is untouched");
    assert!(
        fs::read_dir(dir.path()).unwrap().count() == 1,
        "no temporary file is left behind"
    );
}

#[cfg(unix)]
#[test]
fn a_read_only_folder_is_reported() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().unwrap();
    let folder = dir.path().join("ro");
    fs::create_dir(&folder).unwrap();
    fs::set_permissions(&folder, fs::Permissions::from_mode(0o555)).unwrap();
    // The superuser writes through permissions; there the other tests stand in.
    if fs::write(folder.join("probe"), "x").is_ok() {
        return;
    }
    let (file, saved) = PartyFile::create(&folder.join("p.ron"), "P", Settings::default(), at(0));
    assert!(matches!(saved, Saved::No(_)));
    assert!(file.unsaved().is_some());
    fs::set_permissions(&folder, fs::Permissions::from_mode(0o755)).unwrap();
}

#[test]
fn undo_and_redo_are_saved_too() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("p.ron");
    let (mut file, _) = PartyFile::create(&path, "P", Settings::default(), at(0));
    add_guest(&mut file, "Ada", Side::Lady, at(1)).unwrap();
    assert_eq!(file.undo(at(2)), Some(Saved::Yes));
    assert_eq!(PartyFile::open(&path).unwrap().party().history().len(), 0);
    assert_eq!(file.redo(at(3)), Some(Ok(Saved::Yes)));
    let reopened = PartyFile::open(&path).unwrap();
    assert_eq!(reopened.party().history(), file.party().history());
    assert_eq!(
        reopened.party().history()[0].at,
        at(1),
        "redo keeps the original time"
    );
    assert_eq!(file.redo(at(4)), None);
}

#[test]
fn new_party_files_get_a_dated_name_that_is_not_taken() {
    let dir = tempfile::tempdir().unwrap();
    let first = store::new_party_path(dir.path(), "The Fosters' Cinch!", at(0));
    assert_eq!(
        first.file_name().unwrap().to_str().unwrap(),
        format!("{}-the-fosters-cinch.ron", at(0).format("%Y-%m-%d"))
    );
    fs::write(&first, "").unwrap();
    let second = store::new_party_path(dir.path(), "The Fosters' Cinch!", at(0));
    assert!(
        second
            .to_str()
            .unwrap()
            .ends_with("-the-fosters-cinch-2.ron")
    );
    assert!(
        store::new_party_path(dir.path(), "  ", at(0))
            .to_str()
            .unwrap()
            .ends_with("-party.ron")
    );
}
