//! Issue 41 §2: a join that counted an evening twice. Real party files in a saves folder,
//! a real member list, the Season screen driven by keys.

use std::path::Path;

use cinch_party::app::{CinchApp, FakeClock};
use cinch_party::rules::Side;
use cinch_party::season::Who;
use cinch_party::season::files::{self, FileError};
use cinch_party::season::members::MemberList;
use egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

use crate::common::at;
use crate::support::season::{ctrl, named, settle, star_evening};
use crate::support::ui::{click, harness, press, type_keys};

const GENTS: [&str; 4] = ["Al Adams", "Robert Baker", "Cal Cook", "Dan Dunn"];

/// Week 6 with the members only; week 9 where `second` sits beside Dora Dean; a season
/// "Club" of both; the member list of week 6's names, Bob Baker joined to Robert Baker,
/// and `joined` joined to Dora Dean when given.
fn club(saves: &Path, second: &str, joined: Option<&str>) {
    let week6 = ["Dora Dean", "Ann Abbott", "Bea Baker", "Cora Cole"];
    star_evening(saves, "week-6.ron", "Week 6", 6, named(&week6, &GENTS));
    let week9 = ["Dora Dean", second, "Bea Baker", "Cora Cole"];
    let gents9 = ["Al Adams", "Bob Baker", "Cal Cook", "Dan Dunn"];
    star_evening(saves, "week-9.ron", "Week 9", 9, named(&week9, &gents9));
    files::update_members(saves, |list: &mut MemberList| {
        for name in week6 {
            list.add(name, Some(Side::Lady))?;
        }
        for name in GENTS {
            list.add(name, Some(Side::Gentleman))?;
        }
        let robert = list.find("Robert Baker").unwrap();
        list.join("Bob Baker", robert)?;
        if let Some(spelling) = joined {
            let dora = list.find("Dora Dean").unwrap();
            list.members[dora].aliases.push(spelling.to_owned());
        }
        Ok::<(), FileError>(())
    })
    .unwrap();
    files::update_season(saves, "Club", |s| {
        s.evenings = vec!["week-6.ron".into(), "week-9.ron".into()];
        Ok::<(), FileError>(())
    })
    .unwrap();
}

/// The window on the Season screen, the season read.
fn season_screen<'a>(saves: &Path, clock: &FakeClock) -> Harness<'a, CinchApp> {
    let mut h = harness(saves, clock, None);
    h.run_steps(2);
    ctrl(&mut h, Key::E);
    settle(&mut h);
    h
}

/// Bug: "Norah Nash" joined to Dora Dean, who both played week 9: Dora showed week 9
/// twice, both counted. One person sits once in an evening: the other name counts apart,
/// and the screen says why.
#[test]
fn a_name_joined_to_a_member_who_played_the_same_evening_never_counts_it_twice() {
    let saves = tempfile::tempdir().unwrap();
    club(saves.path(), "Norah Nash", Some("Norah Nash"));
    let clock = FakeClock::at(at(0));
    let mut h = season_screen(saves.path(), &clock);
    let members = files::read_members(saves.path()).unwrap();
    let dora = members.find("Dora Dean").unwrap();
    let table = h.state().season().season.as_ref().unwrap().table.clone();
    let trace = table.trace(&Who::Member(dora)).unwrap();
    let evenings: Vec<usize> = trace.lines.iter().map(|l| l.evening).collect();
    assert_eq!(evenings, [0, 1], "week 6 and week 9, once each");
    let row = table.star_ladders[0]
        .rows
        .iter()
        .find(|r| r.who == Who::Member(dora))
        .unwrap();
    assert_eq!(row.evenings, 2);
    assert!(table.trace(&Who::Guest("norah nash".into())).is_some());
    h.get_by_label_contains("Norah Nash is joined to Dora Dean, but both played Week 9");
    // The join is undone by its ✕: Norah is a name of her own again.
    h.get_by_label("Norah Nash ✕").scroll_to_me();
    h.run_steps(3);
    // On one line beside Dora (trial: wrapped in the grid's column letter by letter).
    let spelling = h.get_by_label("Norah Nash ✕").rect();
    assert!(spelling.height() < 30.0, "{spelling:?}");
    assert!(spelling.width() > 60.0, "{spelling:?}");
    click(&mut h, "Norah Nash ✕");
    settle(&mut h);
    let members = files::read_members(saves.path()).unwrap();
    assert!(members.members[dora].aliases.is_empty());
    assert_eq!(members.find("Norah Nash"), None);
    let table = &h.state().season().season.as_ref().unwrap().table;
    assert!(table.clashes.is_empty());
    assert!(table.unmatched.contains(&"Norah Nash".to_owned()));
}

/// Bug: joining two names that played the same evening was taken (U, then the number of
/// the member offered). It is refused in words, and the member list stays as it was.
#[test]
fn joining_two_names_that_played_the_same_evening_is_refused_in_words() {
    let saves = tempfile::tempdir().unwrap();
    club(saves.path(), "Dora Deane", None);
    let before = std::fs::read(files::members_path(saves.path())).unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = season_screen(saves.path(), &clock);
    let unmatched = h
        .state()
        .season()
        .season
        .as_ref()
        .unwrap()
        .table
        .unmatched
        .clone();
    assert_eq!(unmatched, ["Dora Deane"]);
    h.get_by_label("1: is Dora Dean");
    press(&mut h, Key::U);
    press(&mut h, Key::Num1);
    settle(&mut h);
    h.get_by_label_contains(
        "Dora Deane and Dora Dean both played Week 9: one person cannot sit twice in one evening",
    );
    let after = std::fs::read(files::members_path(saves.path())).unwrap();
    assert_eq!(before, after, "the member list is unchanged");
}

/// Bug: "closest members" offered anybody ("Nora Nash" → "is Ann Abbott"). Only close
/// names are offered: a few letters apart, or the same last name.
#[test]
fn closest_members_offers_only_names_that_are_close() {
    let mut list = MemberList::default();
    for name in ["Ann Abbott", "Norah Nash", "Robert Baker", "Cal Cook"] {
        list.add(name, None).unwrap();
    }
    let offered = |name: &str| -> Vec<String> {
        list.closest(name, 3)
            .into_iter()
            .map(|m| list.members[m].name.clone())
            .collect()
    };
    assert_eq!(offered("Nora Nash"), ["Norah Nash"]);
    assert_eq!(offered("Bob Baker"), ["Robert Baker"]);
    assert!(
        offered("Zed Zimmer").is_empty(),
        "{:?}",
        offered("Zed Zimmer")
    );
    assert!(offered("Nina Ortiz").is_empty());
    assert_eq!(offered("ann abot"), ["Ann Abbott"]);
}

/// Bug: Ctrl+F on the Season screen found members by their name only, not by the other
/// spellings joined to them.
#[test]
fn ctrl_f_on_the_season_screen_finds_a_member_by_another_spelling() {
    let saves = tempfile::tempdir().unwrap();
    club(saves.path(), "Ann Abbott", None);
    let clock = FakeClock::at(at(0));
    let mut h = season_screen(saves.path(), &clock);
    ctrl(&mut h, Key::F);
    type_keys(&mut h, "bob");
    press(&mut h, Key::Enter);
    assert!(h.query_by_label("Robert Baker's season").is_some());
}

/// The join undone never changes the counting of the member's other evenings: the
/// season is derived again from the files as they are.
#[test]
fn undoing_a_join_in_the_member_list_is_saved_and_refused_for_a_spelling_not_joined() {
    let saves = tempfile::tempdir().unwrap();
    club(saves.path(), "Ann Abbott", None);
    let (list, ()) = files::update_members(saves.path(), |list: &mut MemberList| {
        let robert = list.find("Robert Baker").unwrap();
        list.unjoin(robert, "bob  BAKER")?;
        Ok::<(), FileError>(())
    })
    .unwrap();
    assert_eq!(list.find("Bob Baker"), None);
    let refused = files::update_members(saves.path(), |list: &mut MemberList| {
        list.unjoin(0, "Zed")?;
        Ok::<(), FileError>(())
    });
    let words = refused.unwrap_err().to_string();
    assert!(
        words.contains("Zed is not one of Dora Dean's other spellings"),
        "{words}"
    );
}
