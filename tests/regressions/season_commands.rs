//! Issue 49 §4: a `season` command that fails changes no file — each command run by the
//! real binary with a damaged member list and with a damaged season file, every file of
//! the folder compared byte for byte.

use std::path::Path;

use cinch_party::season::files::{self};

use crate::support::cli::run;
use crate::support::season::files_in;

use super::season_data::{damage_members, evenings, members, season};

/// What a `season` command meets: its member list cut short, or its season's file.
#[derive(Debug, Clone, Copy)]
enum Damage {
    Members,
    Season,
}

/// Four evenings, the club's members, "Autumn" of the first three (best 4, 2 to be
/// placed), and the damage given (a damaged season: Autumn's, and NewOne's too).
fn damaged_club(damage: Damage) -> tempfile::TempDir {
    let saves = tempfile::tempdir().unwrap();
    let dir = saves.path();
    evenings(dir, 4);
    members(dir);
    let three = ["evening-1.ron", "evening-2.ron", "evening-3.ron"];
    season(dir, "Autumn", &three, Some(4), 2);
    match damage {
        Damage::Members => damage_members(dir),
        Damage::Season => {
            for name in ["Autumn", "NewOne"] {
                let cut = "(version: 1, evenings: [\"evening-1.ron\", \"eve";
                std::fs::write(dir.join(format!("{name}.season.ron")), cut).unwrap();
            }
        }
    }
    saves
}

/// `season …` fails (status not 0) and leaves every file as it was, byte for byte.
fn fails_and_changes_nothing(saves: &Path, args: &[&str]) {
    let before = files_in(saves);
    let mut all = args.to_vec();
    all.extend(["--saves-dir", saves.to_str().unwrap()]);
    let out = run(&all);
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(!out.status.success(), "{args:?} should fail: {err}");
    assert!(err.contains("cannot be used"), "{args:?}: {err}");
    let changed = changed_since(saves, &before);
    assert!(
        changed.is_empty(),
        "{args:?} failed and changed {changed:?}"
    );
}

/// The files under `dir` added, taken away or changed since `before`.
fn changed_since(dir: &Path, before: &std::collections::BTreeMap<String, Vec<u8>>) -> Vec<String> {
    let after = files_in(dir);
    let mut changed: Vec<String> = before
        .keys()
        .chain(after.keys())
        .filter(|name| before.get(*name) != after.get(*name))
        .cloned()
        .collect();
    changed.sort();
    changed.dedup();
    changed
}

/// Each damage, each command.
fn each_damage(args: &[&str]) {
    for damage in [Damage::Members, Damage::Season] {
        let saves = damaged_club(damage);
        fails_and_changes_nothing(saves.path(), args);
    }
}

/// Bug: with members.ron damaged, `season Autumn --best 2` printed the members' error,
/// exited 2, and had saved the change. A command that fails changes no file.
#[test]
fn season_best_that_fails_changes_no_file() {
    each_damage(&["season", "Autumn", "--best", "2"]);
}

/// Bug: `season Autumn --remove week-3.ron` failed on a damaged member list and had
/// taken the evening out all the same.
#[test]
fn season_remove_that_fails_changes_no_file() {
    each_damage(&["season", "Autumn", "--remove", "evening-3.ron"]);
}

/// Bug: `season Autumn --add …` failed on a damaged member list and had added it.
#[test]
fn season_add_that_fails_changes_no_file() {
    each_damage(&["season", "Autumn", "--add", "evening-4.ron"]);
}

/// Bug: `season NewOne --add week-1.ron` failed on a damaged member list and had made
/// the season.
#[test]
fn a_new_season_that_fails_is_not_made() {
    each_damage(&["season", "NewOne", "--add", "evening-1.ron"]);
}

/// Bug: the same for `--min-evenings`.
#[test]
fn season_min_evenings_that_fails_changes_no_file() {
    each_damage(&["season", "Autumn", "--min-evenings", "3"]);
}

/// Bug: the same for a change with `--html`; and a page that cannot be written leaves
/// the season as it was (the change made after the page is ready, not before).
#[test]
fn season_with_a_page_that_fails_changes_no_file() {
    each_damage(&["season", "Autumn", "--best", "2", "--html", "page.html"]);
    let saves = tempfile::tempdir().unwrap();
    let dir = saves.path();
    evenings(dir, 2);
    season(dir, "Autumn", &["evening-1.ron"], None, 1);
    // The page's folder is a party file: it cannot be made.
    let page = dir.join("evening-2.ron").join("page.html");
    let before = files_in(dir);
    let out = run(&[
        "season",
        "Autumn",
        "--add",
        "evening-2.ron",
        "--html",
        page.to_str().unwrap(),
        "--saves-dir",
        dir.to_str().unwrap(),
    ]);
    assert!(!out.status.success());
    assert_eq!(
        changed_since(dir, &before),
        Vec::<String>::new(),
        "the season as it was"
    );
    // Healthy, the same command changes the season and writes the page.
    let page = dir.join("page.html");
    let out = run(&[
        "season",
        "Autumn",
        "--add",
        "evening-2.ron",
        "--html",
        page.to_str().unwrap(),
        "--saves-dir",
        dir.to_str().unwrap(),
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(page.is_file());
    let file = files::read_season(dir, "Autumn").unwrap().unwrap();
    assert_eq!(file.evenings, ["evening-1.ron", "evening-2.ron"]);
}
