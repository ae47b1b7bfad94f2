//! What the guests' mail (issue 53) got wrong on its way, each pinned: found by its own
//! benchmark and by a new host's trial.

use crate::support::cli::run;
use crate::support::smtp::Smtp;

/// Bug: `mail FILE --to-folder DIR` run after the letters had been sent wrote nothing
/// (it wrote only the letters still due), so a host could not look at what had gone.
#[test]
fn to_folder_after_a_sending_still_writes_every_consenting_guests_letter() {
    let dir = tempfile::tempdir().unwrap();
    let party = crate::mail::rehearsal(dir.path(), 8);
    let smtp = Smtp::start();
    assert!(crate::mail::mail(&party, &smtp.url(), &[]).status.success());
    let folder = dir.path().join("letters");
    let out = run(&[
        "mail",
        party.to_str().unwrap(),
        "--to-folder",
        folder.to_str().unwrap(),
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(std::fs::read_dir(&folder).unwrap().count(), 7);
}
