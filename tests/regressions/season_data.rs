//! Issue 49: a `season` command that fails changes no file. The real binary on real
//! party files, with a damaged member list and with a damaged season file, a test per
//! command.

use std::path::Path;

use cinch_party::season::files::{self, FileError};
use cinch_party::season::members::MemberList;
use cinch_party::simulate::names::NamedGuest;

use crate::support::cli::run;
use crate::support::season::{files_in, named, star_evening};

fn club() -> Vec<NamedGuest> {
    named(
        &["Ann Abbott", "Bea Baker", "Cora Cole", "Dot Dean"],
        &["Al Adams", "Bob Brown", "Cal Cook", "Dan Dunn"],
    )
}

/// Finished star evenings `evening-1.ron` … with the same eight people.
fn evenings(saves: &Path, count: u64) {
    for seed in 1..=count {
        let (file, title) = (format!("evening-{seed}.ron"), format!("Evening {seed}"));
        star_evening(saves, &file, &title, seed, club());
    }
}

/// A season of these evenings, N and M.
fn season(saves: &Path, name: &str, evenings: &[&str], best: Option<u32>, min: u32) {
    files::update_season(saves, name, |s| {
        s.evenings = evenings.iter().map(|e| (*e).to_owned()).collect();
        s.best = best;
        s.min_evenings = min;
        Ok::<(), FileError>(())
    })
    .unwrap();
    // Files a moment apart: the season changed last is the one the window shows first.
    std::thread::sleep(std::time::Duration::from_millis(20));
}

/// The club's eight as members (with their sides).
fn members(saves: &Path) {
    files::update_members(saves, |list: &mut MemberList| {
        for guest in club() {
            list.add(&guest.name, guest.side)?;
        }
        Ok::<(), FileError>(())
    })
    .unwrap();
}

/// A member list cut short, as a crash or a careless hand leaves it.
fn damage_members(saves: &Path) {
    std::fs::write(
        files::members_path(saves),
        "(version: 1, members: [(name: \"Ann",
    )
    .unwrap();
}

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

/// Bug: the prizes column counts every star evening's prizes, counted among the best N
/// or not, and did not say so (R-SEASON-3). The PDF, the page, the CSV and the text all
/// head it "prizes, all evenings".
#[test]
fn the_ladders_prizes_column_says_it_counts_every_evening() {
    let saves = tempfile::tempdir().unwrap();
    let dir = saves.path();
    evenings(dir, 2);
    season(
        dir,
        "Autumn",
        &["evening-1.ron", "evening-2.ron"],
        Some(1),
        1,
    );
    let season = cinch_party::season::command::plan(
        dir,
        &cinch_party::season::command::SeasonArgs {
            name: "Autumn".into(),
            ..Default::default()
        },
    )
    .unwrap()
    .season(dir, "Autumn");
    let (pages, _) =
        cinch_party::print::season::season_pdf(&season, cinch_party::print::Paper::A4).unwrap();
    let texts: Vec<&str> = pages.iter().flat_map(|p| p.texts()).collect();
    assert!(texts.contains(&"Prizes, all evenings"), "{texts:?}");
    assert!(cinch_party::publish::season_page(&season).contains("Prizes, all evenings"));
    let csv = cinch_party::season::report::ladders_csv(&season).unwrap();
    assert!(
        csv.lines()
            .next()
            .unwrap()
            .ends_with("\"prizes, all evenings\"")
    );
    let out = run(&["season", "Autumn", "--saves-dir", dir.to_str().unwrap()]);
    assert!(String::from_utf8_lossy(&out.stdout).contains("prizes (all evenings)"));
}
