//! The Season screen driven by keys, as a host would: Ctrl+E, make a season, add the
//! finished parties newest first (A, Enter …), a member's season by Enter on a ladder
//! row and by Ctrl+F and a name, a name that matches nobody made a member (U, N); and a
//! correction made to an old evening seen in the ladder.

use std::path::Path;

use chrono::Duration;
use cinch_party::app::{CinchApp, FakeClock};
use cinch_party::rules::{Action, Side};
use cinch_party::season::files;
use cinch_party::simulate::names::NamedGuest;
use cinch_party::view::Screen;
use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

use crate::common::at;
use crate::support::season::{ctrl, named, settle, star_evening};
use crate::support::ui::{harness, press, type_keys};

fn club() -> Vec<NamedGuest> {
    named(
        &["Ann Abbott", "Bea Baker", "Cora Cole", "Dot Dean"],
        &["Al Adams", "Bob Brown", "Cal Cook", "Dan Dunn"],
    )
}

/// Three finished star evenings with the same eight people, saved a moment apart.
fn evenings(saves: &Path) {
    for seed in 1..=3u64 {
        star_evening(
            saves,
            &format!("evening-{seed}.ron"),
            &format!("Evening {seed}"),
            seed,
            club(),
        );
    }
}

#[test]
fn a_season_built_by_keys_with_its_ladder_a_trace_and_a_new_member() {
    let saves = tempfile::tempdir().unwrap();
    evenings(saves.path());
    files::update_members(saves.path(), |list| {
        list.add("Annie Abbott", Some(Side::Lady)).map(|_| ())?;
        Ok::<(), files::FileError>(())
    })
    .unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = harness(saves.path(), &clock, None);
    h.run_steps(2);
    ctrl(&mut h, Key::E);
    assert_eq!(h.state().screen(), Screen::Season);
    // A new season: its name and Enter.
    h.get_by_label("New season's name").click();
    h.run_steps(2);
    type_keys(&mut h, "Winter");
    press(&mut h, Key::Enter);
    settle(&mut h);
    assert!(saves.path().join("Winter.season.ron").exists());
    // A: the finished parties, newest first; Enter adds the one picked, three times.
    h.run_steps(2);
    press(&mut h, Key::Escape);
    press(&mut h, Key::A);
    for _ in 0..3 {
        press(&mut h, Key::Enter);
        settle(&mut h);
    }
    let season = files::read_season(saves.path(), "Winter").unwrap().unwrap();
    assert_eq!(
        season.evenings,
        ["evening-3.ron", "evening-2.ron", "evening-1.ron"],
        "newest first"
    );
    let table = h.state().season().season.as_ref().unwrap().table.clone();
    assert_eq!(table.star_ladders.len(), 2);
    assert!(
        table
            .star_ladders
            .iter()
            .all(|l| l.rows.len() == 4 && l.rows[0].place == Some(1))
    );
    // Esc, L: the ladder; Enter on its first row shows that member's season.
    press(&mut h, Key::Escape);
    press(&mut h, Key::L);
    press(&mut h, Key::Enter);
    let first = table.star_ladders[0].rows[0].name.clone();
    assert!(
        h.query_by_label(&format!("{first}'s season")).is_some(),
        "{first}"
    );
    assert_eq!(h.query_all_by_label("✔ counted").count(), 3);
    press(&mut h, Key::Escape);
    assert!(h.query_by_label(&format!("{first}'s season")).is_none());
    // Ctrl+F and a few letters: the member finder.
    press(&mut h, Key::Escape);
    ctrl(&mut h, Key::F);
    assert!(h.query_by_label("Find a member").is_some());
    type_keys(&mut h, "cal");
    assert_eq!(
        h.get_by_label("Member to find").value().as_deref(),
        Some("cal")
    );
    press(&mut h, Key::Enter);
    assert!(h.query_by_label("Cal Cook's season").is_some());
    press(&mut h, Key::Escape);
    // U: the names matching no member; Annie is offered for Ann Abbott, and for no one
    // whose name is not close to hers (issue 41).
    assert_eq!(
        h.query_all_by_label_contains("1: is Annie Abbott").count(),
        1
    );
    let unmatched = h
        .state()
        .season()
        .season
        .as_ref()
        .unwrap()
        .table
        .unmatched
        .clone();
    assert_eq!(unmatched.len(), 8, "nobody but Annie is a member yet");
    let ann = unmatched.iter().position(|n| n == "Ann Abbott").unwrap();
    press(&mut h, Key::U);
    for _ in 0..ann {
        press(&mut h, Key::ArrowDown);
    }
    press(&mut h, Key::Num1);
    settle(&mut h);
    let members = files::read_members(saves.path()).unwrap();
    assert_eq!(
        members.members[0].aliases,
        ["Ann Abbott"],
        "joined on the host's word"
    );
    // The next name matching nobody: N makes it a member.
    press(&mut h, Key::N);
    settle(&mut h);
    assert_eq!(files::read_members(saves.path()).unwrap().members.len(), 2);
}

#[test]
fn a_correction_to_an_old_evening_shows_in_the_ladder() {
    let saves = tempfile::tempdir().unwrap();
    evenings(saves.path());
    files::update_season(saves.path(), "Spring", |s| {
        s.evenings = vec!["evening-1.ron".into()];
        Ok::<(), files::FileError>(())
    })
    .unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = harness(saves.path(), &clock, None);
    h.run_steps(2);
    ctrl(&mut h, Key::E);
    press(&mut h, Key::S);
    press(&mut h, Key::Enter);
    settle(&mut h);
    let gold = |h: &Harness<'_, CinchApp>| -> u32 {
        let table = &h.state().season().season.as_ref().unwrap().table;
        table
            .star_ladders
            .iter()
            .flat_map(|l| &l.rows)
            .map(|r| r.stars.gold)
            .sum()
    };
    let before = gold(&h);
    assert_eq!(before, 6, "two gold stars a round, three rounds");
    // Round 1's head table is corrected in the party file (the host in another window).
    let path = saves.path().join("evening-1.ron");
    let mut file = cinch_party::store::PartyFile::open(&path).unwrap();
    let (ns, ew) = {
        let round = &file.party().state().star().unwrap().rounds()[0];
        let r = round.results[0].clone().unwrap();
        (r.ns, r.ew)
    };
    let (ns, ew) = if ns == ew { (ns + 1, ew) } else { (ew, ns) };
    let at = file.party().history().last().unwrap().at + Duration::minutes(5);
    file.apply(
        Action::CorrectResult {
            round: 1,
            table: 1,
            ns,
            ew,
        },
        at,
    )
    .unwrap();
    drop(file);
    let party = cinch_party::store::load(&path).unwrap().1;
    let stars = party.stars().unwrap();
    let agrees = |h: &Harness<'_, CinchApp>| -> bool {
        let table = &h.state().season().season.as_ref().unwrap().table;
        table.star_ladders.iter().flat_map(|l| &l.rows).all(|row| {
            let guest = party
                .state()
                .guests()
                .iter()
                .find(|g| g.name == row.name)
                .unwrap();
            row.stars == stars[guest.id.0 as usize]
        })
    };
    assert!(!agrees(&h), "the correction moved stars");
    // The screen looks again by itself within a couple of seconds.
    for _ in 0..400 {
        h.run_steps(1);
        if agrees(&h) {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    assert!(agrees(&h), "the ladder follows the corrected evening");
    assert_eq!(gold(&h), before, "still two gold stars a round");
}

fn two_members(saves: &Path) {
    files::update_members(saves, |list| {
        list.add("Ada Abbott", Some(Side::Lady))?;
        list.add("Adam Webb", Some(Side::Gentleman))?;
        Ok::<(), files::FileError>(())
    })
    .unwrap();
}

#[test]
fn r_season_1_a_regular_is_four_keys_on_the_guests_screen_and_new_names_join_at_the_start() {
    let saves = tempfile::tempdir().unwrap();
    two_members(saves.path());
    let clock = FakeClock::at(at(0));
    let mut h = harness(saves.path(), &clock, None);
    h.run_steps(2);
    // A party needs its title (issue 54: an empty one creates nothing).
    crate::support::ui::type_into(&mut h, "Party title", "Friday Cinch");
    crate::support::ui::click(&mut h, "Create the party");
    h.get_by_label("Guest name").click();
    h.run_steps(2);
    // "Ad", ↓, Enter: Ada Abbott, a lady as the list says.
    type_keys(&mut h, "Ad");
    assert!(h.query_by_label("Ada Abbott (lady)").is_some());
    press(&mut h, Key::ArrowDown);
    press(&mut h, Key::Enter);
    // She is at the party now: "ad" offers Adam only; ↓, Enter; a gentleman.
    type_keys(&mut h, "ad");
    assert!(h.query_by_label("Ada Abbott (lady)").is_none());
    press(&mut h, Key::ArrowDown);
    press(&mut h, Key::Enter);
    // A name typed in full goes in as typed: the program joins nothing.
    type_keys(&mut h, "Adah");
    press(&mut h, Key::Enter);
    let guests: Vec<(String, Side)> = h
        .state()
        .desk()
        .unwrap()
        .state()
        .guests()
        .iter()
        .map(|g| (g.name.clone(), g.side))
        .collect();
    assert_eq!(
        guests,
        [
            ("Ada Abbott".to_owned(), Side::Lady),
            ("Adam Webb".to_owned(), Side::Gentleman),
            ("Adah".to_owned(), Side::Lady),
        ]
    );
    // Enough guests for two tables, then the draw and the seating: the party starts and
    // its new names join the member list.
    crate::support::ui::type_into(&mut h, "List of names", "Lena\nMay\nNell\nOlga");
    crate::support::ui::click(&mut h, "all ladies");
    crate::support::ui::click(&mut h, "Add these guests");
    crate::support::ui::type_into(&mut h, "List of names", "Pip\nQuin\nRex");
    crate::support::ui::click(&mut h, "all gentlemen");
    crate::support::ui::click(&mut h, "Add these guests");
    crate::support::ui::click(&mut h, "Draw");
    crate::support::ui::click(&mut h, "Draw for everyone (Ctrl+D)");
    let before = files::read_members(saves.path()).unwrap().members.len();
    assert_eq!(before, 2, "nothing joins before the start");
    crate::support::ui::click(&mut h, "Seat the tables (Ctrl+T)");
    let members = files::read_members(saves.path()).unwrap();
    let seated = h.state().desk().unwrap().state().guests().len();
    assert_eq!(
        members.members.len(),
        seated,
        "everyone at the party is a member now"
    );
    assert_eq!(
        members.find("rex"),
        members.members.iter().position(|m| m.name == "Rex")
    );
}

#[test]
fn new_names_stay_off_the_list_when_the_host_says_so_and_pairs_take_members_too() {
    let saves = tempfile::tempdir().unwrap();
    two_members(saves.path());
    files::update_members(saves.path(), |list| {
        list.add_new_names = false;
        Ok::<(), files::FileError>(())
    })
    .unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = harness(saves.path(), &clock, None);
    h.run_steps(2);
    crate::support::ui::click(&mut h, "Duplicate (pairs all evening)");
    // A party needs its title (issue 54: an empty one creates nothing).
    crate::support::ui::type_into(&mut h, "Party title", "Friday Cinch");
    crate::support::ui::click(&mut h, "Create the party");
    h.get_by_label("Pairs, one a line").click();
    h.run_steps(2);
    // In the pairs' box: "ada", ↓, Enter puts Ada Abbott in place of the letters.
    type_keys(&mut h, "ada");
    press(&mut h, Key::ArrowDown);
    press(&mut h, Key::Enter);
    type_keys(&mut h, " & ");
    type_keys(&mut h, "adam");
    press(&mut h, Key::ArrowDown);
    press(&mut h, Key::Enter);
    assert_eq!(
        h.get_by_label("Pairs, one a line").value().as_deref(),
        Some("Ada Abbott & Adam Webb")
    );
    // Enter with nothing offered is a new line, as before.
    press(&mut h, Key::Enter);
    type_keys(&mut h, "Cy & Di\nEd & Flo\nGus & Hal");
    h.key_press_modifiers(Modifiers::COMMAND, Key::Enter);
    h.run_steps(3);
    assert_eq!(
        h.state()
            .desk()
            .unwrap()
            .state()
            .duplicate()
            .unwrap()
            .dup
            .pairs()
            .len(),
        4
    );
    crate::support::ui::click(&mut h, "Start the evening");
    assert_eq!(h.state().screen(), Screen::Round);
    assert_eq!(
        files::read_members(saves.path()).unwrap().members.len(),
        2,
        "turned off"
    );
}

#[test]
fn the_window_starts_with_the_season_changed_last_and_its_leaders_on_the_display() {
    let saves = tempfile::tempdir().unwrap();
    evenings(saves.path());
    for (name, evening) in [("Autumn", "evening-1.ron"), ("Winter", "evening-2.ron")] {
        files::update_season(saves.path(), name, |s| {
            s.evenings = vec![evening.into()];
            Ok::<(), files::FileError>(())
        })
        .unwrap();
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    let clock = FakeClock::at(at(0));
    let mut h = harness(saves.path(), &clock, None);
    for _ in 0..300 {
        h.run_steps(1);
        if h.state().season().season.is_some() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    h.run_steps(2);
    assert_eq!(h.state().season().season.as_ref().unwrap().name, "Winter");
    assert_eq!(h.state().season().seasons, ["Autumn", "Winter"]);
    let board = h.state().display().season.clone().unwrap();
    assert_eq!(board.name, "Winter");
    assert_eq!(board.ladders.len(), 2, "ladies and gentlemen");
}

/// Trial (a new host, issue 50): a season of one finished pairs-all-evening party said
/// "No finished evening yet: the ladders fill as evenings are added." — read as if the
/// evening had not been added. A score-card evening gives places, not a ladder's stars
/// or matchpoints (R-SEASON-5), and the screen says so.
#[test]
fn a_season_of_score_card_evenings_says_why_it_has_no_ladder() {
    use cinch_party::rules::Scoring;
    use cinch_party::simulate::Options;
    let saves = tempfile::tempdir().unwrap();
    let options = Options {
        seed: 50,
        ladies: 4,
        gentlemen: 4,
        rounds: 3,
        scoring: Scoring::PairsAllEvening,
        names: club(),
        ..Options::default()
    };
    let path = saves.path().join("pairs.ron");
    cinch_party::headless::simulate_command(&options, false, Some((&path, "Pairs"))).unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = harness(saves.path(), &clock, None);
    h.run_steps(2);
    ctrl(&mut h, Key::E);
    h.get_by_label("New season's name").click();
    h.run_steps(2);
    type_keys(&mut h, "Pairs");
    press(&mut h, Key::Enter);
    settle(&mut h);
    h.run_steps(2);
    press(&mut h, Key::Escape);
    press(&mut h, Key::A);
    press(&mut h, Key::Enter);
    settle(&mut h);
    let season = files::read_season(saves.path(), "Pairs").unwrap().unwrap();
    assert_eq!(season.evenings, ["pairs.ron"]);
    assert!(
        h.query_by_label(&cinch_party::words::only_score_card_evenings())
            .is_some()
    );
    assert!(
        h.query_by_label(&cinch_party::words::no_finished_evening())
            .is_none()
    );
}
