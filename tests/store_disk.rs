//! Party files on a real disk: the backup offered and restored, folders and files that
//! cannot be written (the party stays in memory and is saved with the next action),
//! undo and redo saved too, and names for new party files.

use std::fs;

use chrono::{DateTime, Utc};
use cinch_party::rules::{Action, RuleError, Settings, Side};
use cinch_party::store::{self, Fault, FaultyDisk, Op, PartyFile, Saved, backup_path};

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
    let (mut file, saved) =
        PartyFile::create(&path, "Evening", Settings::default(), at(0)).unwrap();
    assert_eq!(saved, Saved::Yes);
    for name in ["Ada", "Bea"] {
        assert_eq!(
            add_guest(&mut file, name, Side::Lady, at(1)),
            Ok(Saved::Yes)
        );
    }
    // An undo rewrites the whole file, keeping the one before as the backup.
    assert!(matches!(file.undo(at(2)), Some((_, Saved::Yes))));
    assert!(matches!(file.redo(at(3)), Some((_, Ok(Saved::Yes)))));
    // The laptop mangles the file; the backup is offered.
    drop(file);
    fs::write(&path, "(version: 1, title: \"Even").unwrap();
    let error = PartyFile::open(&path).unwrap_err();
    assert_eq!(error.backup.as_deref(), Some(backup_path(&path).as_path()));
    assert!(
        error.to_string().contains("The previous save is kept as"),
        "{error}"
    );
    let restored = store::restore_backup(&path, at(5), false).unwrap();
    assert_eq!(
        fs::read_to_string(&restored.set_aside).unwrap(),
        "(version: 1, title: \"Even"
    );
    let restored = PartyFile::open(&path).unwrap();
    assert_eq!(restored.party().state().guests().len(), 2);
    assert_eq!(restored.title(), "Evening");
}

#[test]
fn an_unwritable_folder_keeps_the_party_in_memory_and_the_next_action_saves_it_all() {
    let dir = tempfile::tempdir().unwrap();
    // The folder the party should live in is, by mistake, a file: nothing can be written.
    let blocked = dir.path().join("saves");
    fs::write(&blocked, "in the way").unwrap();
    let path = blocked.join("evening.ron");
    let (mut file, saved) =
        PartyFile::create(&path, "Evening", Settings::default(), at(0)).unwrap();
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
    drop(file);
    let reopened = PartyFile::open(&path).unwrap();
    assert_eq!(reopened.party().history().len(), 2);
}

#[test]
fn an_unwritable_file_is_reported_and_nothing_is_lost() {
    let dir = tempfile::tempdir().unwrap();
    // A folder where the file should be: the rename cannot replace it.
    let path = dir.path().join("evening.ron");
    fs::create_dir(&path).unwrap();
    let (mut file, saved) =
        PartyFile::create(&path, "Evening", Settings::default(), at(0)).unwrap();
    assert!(matches!(saved, Saved::No(_)));
    add_guest(&mut file, "Ada", Side::Lady, at(1)).unwrap();
    assert_eq!(file.party().history().len(), 1);
    assert!(path.is_dir(), "the folder in the way is untouched");
    let visible = fs::read_dir(dir.path())
        .unwrap()
        .filter(|e| {
            !e.as_ref()
                .unwrap()
                .file_name()
                .to_string_lossy()
                .starts_with('.')
        })
        .count();
    assert_eq!(visible, 1, "no temporary file is left behind");
}

/// A party file on a disk that fails when told to.
fn on_faulty_disk(dir: &std::path::Path) -> (PartyFile, std::sync::Arc<FaultyDisk>) {
    let disk = std::sync::Arc::new(FaultyDisk::default());
    let (file, saved) = PartyFile::create_on(
        disk.clone(),
        &dir.join("p.ron"),
        "P",
        Settings::default(),
        at(0),
    )
    .unwrap();
    assert_eq!(saved, Saved::Yes);
    (file, disk)
}

#[test]
fn a_refused_write_is_reported_whoever_runs_the_program() {
    // Permissions do not stop the superuser (CI runs as root), so the refusal comes from
    // the disk itself: every write is refused.
    let dir = tempfile::tempdir().unwrap();
    let (mut file, disk) = on_faulty_disk(dir.path());
    for op in [Op::Append, Op::Create] {
        disk.fail(Fault {
            op,
            kind: std::io::ErrorKind::PermissionDenied,
            partial: 0,
            lasting: true,
        });
    }
    let Saved::No(error) = add_guest(&mut file, "Ada", Side::Lady, at(1)).unwrap() else {
        panic!("the write was refused, yet saved")
    };
    assert!(
        error
            .to_string()
            .contains("the system does not allow writing there"),
        "{error}"
    );
    assert!(error.to_string().contains("Nothing is lost"), "{error}");
    assert!(file.unsaved().is_some());
    assert_eq!(file.party().history().len(), 1, "kept in memory");
    // Allowed again: the next action saves everything.
    disk.heal();
    assert_eq!(
        add_guest(&mut file, "Bea", Side::Lady, at(2)),
        Ok(Saved::Yes)
    );
    drop(file);
    let (_, party) = store::load(&dir.path().join("p.ron")).unwrap();
    assert_eq!(party.history().len(), 2);
}

#[test]
fn a_full_disk_mid_line_loses_nothing_and_leaves_no_half_line() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("p.ron");
    let (mut file, disk) = on_faulty_disk(dir.path());
    add_guest(&mut file, "Ada", Side::Lady, at(1)).unwrap();
    // The disk fills up after 10 bytes of the next line.
    disk.fail(Fault {
        op: Op::Append,
        kind: std::io::ErrorKind::StorageFull,
        partial: 10,
        lasting: false,
    });
    let Saved::No(error) = add_guest(&mut file, "Bea", Side::Lady, at(2)).unwrap() else {
        panic!("a full disk saved")
    };
    assert!(error.to_string().contains("the disk is full"), "{error}");
    // The half line was taken back: the file on disk is whole, with Ada only.
    let (_, on_disk) = store::load(&path).unwrap();
    assert_eq!(on_disk.history().len(), 1);
    assert!(fs::read_to_string(&path).unwrap().ends_with(")\n"));
    // Room again: the next action writes both.
    assert_eq!(
        add_guest(&mut file, "Cy", Side::Lady, at(3)),
        Ok(Saved::Yes)
    );
    drop(file);
    let (_, party) = store::load(&path).unwrap();
    assert_eq!(party.history().len(), 3);
}

#[test]
fn a_full_disk_that_cannot_even_take_back_a_half_line_rewrites_the_whole_file() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("p.ron");
    let (mut file, disk) = on_faulty_disk(dir.path());
    add_guest(&mut file, "Ada", Side::Lady, at(1)).unwrap();
    disk.fail(Fault {
        op: Op::Append,
        kind: std::io::ErrorKind::StorageFull,
        partial: 7,
        lasting: false,
    });
    disk.fail(Fault {
        op: Op::Truncate,
        kind: std::io::ErrorKind::StorageFull,
        partial: 0,
        lasting: false,
    });
    assert!(matches!(
        add_guest(&mut file, "Bea", Side::Lady, at(2)),
        Ok(Saved::No(_))
    ));
    // The file now ends in a half line; the next save replaces the file as a whole.
    assert_eq!(
        add_guest(&mut file, "Cy", Side::Lady, at(3)),
        Ok(Saved::Yes)
    );
    drop(file);
    let (loaded, party) = store::load(&path).unwrap();
    assert_eq!(party.history().len(), 3);
    assert!(loaded.torn_tail.is_none());
}

#[test]
fn a_full_disk_during_a_rewrite_keeps_the_old_file_whole() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("p.ron");
    let (mut file, disk) = on_faulty_disk(dir.path());
    add_guest(&mut file, "Ada", Side::Lady, at(1)).unwrap();
    let before = fs::read(&path).unwrap();
    // The whole-file rewrite (as at an undo or a bell) fails writing the new copy.
    disk.fail(Fault {
        op: Op::Create,
        kind: std::io::ErrorKind::StorageFull,
        partial: 5,
        lasting: false,
    });
    assert!(matches!(file.undo(at(2)), Some((_, Saved::No(_)))));
    assert_eq!(
        fs::read(&path).unwrap(),
        before,
        "the old file is untouched"
    );
    assert!(
        !dir.path().join("p.ron.tmp").exists(),
        "no half copy is left"
    );
    assert_eq!(file.save_now(at(3)), Saved::Yes);
    assert_eq!(store::load(&path).unwrap().1.history().len(), 0);
}

#[test]
fn undo_and_redo_are_saved_too() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("p.ron");
    let (mut file, _) = PartyFile::create(&path, "P", Settings::default(), at(0)).unwrap();
    add_guest(&mut file, "Ada", Side::Lady, at(1)).unwrap();
    assert!(matches!(file.undo(at(2)), Some((_, Saved::Yes))));
    assert_eq!(store::load(&path).unwrap().1.history().len(), 0);
    assert!(matches!(file.redo(at(3)), Some((_, Ok(Saved::Yes)))));
    let (_, reopened) = store::load(&path).unwrap();
    assert_eq!(reopened.history(), file.party().history());
    assert_eq!(
        reopened.history()[0].at,
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
