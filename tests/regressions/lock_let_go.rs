//! CI, 2026-11-29: `store_disk::the_backup_is_offered…` failed once in a full run. A party
//! file closed and opened again at once was refused as "in use" (so no backup was offered):
//! another test's thread was starting a child process, and a child shares the lock's open
//! file from its start until it runs its own program. The lock is now tried again for a
//! moment before its holder is named.

use std::fs::OpenOptions;
use std::time::Duration;

use cinch_party::rules::Settings;
use cinch_party::store::PartyFile;

use crate::common::at;

#[test]
fn a_lock_let_go_a_moment_after_the_open_is_taken_not_refused() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("evening.ron");
    drop(PartyFile::create(&path, "Evening", Settings::default(), at(0)).unwrap());
    // What a child being started holds: the same lock, for a moment.
    let held = OpenOptions::new()
        .read(true)
        .write(true)
        .open(dir.path().join(".evening.ron.lock"))
        .unwrap();
    held.try_lock().unwrap();
    let letting_go = std::thread::spawn(move || {
        std::thread::sleep(Duration::from_millis(40));
        drop(held);
    });
    let opened = PartyFile::open(&path);
    letting_go.join().unwrap();
    assert!(opened.is_ok(), "{:?}", opened.err().map(|e| e.to_string()));
}

#[test]
fn a_lock_held_throughout_is_still_refused_with_its_holder() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("evening.ron");
    let _first = PartyFile::create(&path, "Evening", Settings::default(), at(0)).unwrap();
    let error = PartyFile::open(&path).unwrap_err();
    assert!(
        error.to_string().contains("process"),
        "the holder is named: {error}"
    );
}
