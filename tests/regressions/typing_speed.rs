//! Names typed a name and Enter at a time at a keyboard's speed (40 ms a key, each key
//! in a frame of its own, as a real window gets them). In a real window "Sam Smith"
//! Enter "Alma Ulm" Enter on the Season screen added Sam only: the A of "Alma" came in
//! the frame after the Enter, before the box took the cursor back, and opened "add an
//! evening". The kittests had typed each name as one text, without its key presses.

use cinch_party::app::{CinchApp, FakeClock};
use cinch_party::rules::{Party, Settings};
use cinch_party::season::files;
use egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

use crate::common::at;
use crate::support::duplicate_ui::key_events;
use crate::support::keys::{arrive, presses};
use crate::support::season::{ctrl, settle};
use crate::support::ui::harness;

/// Names typed at a keyboard's speed, each followed by Enter, the next name's first
/// key arriving with the Enter (a machine busy saving the last name).
fn names_typed(h: &mut Harness<'_, CinchApp>, names: &[&str], label: &str) {
    let enter = |pressed| egui::Event::Key {
        key: Key::Enter,
        physical_key: Some(Key::Enter),
        pressed,
        repeat: false,
        modifiers: egui::Modifiers::NONE,
    };
    let mut batch = Vec::new();
    for name in names {
        let mut chars = name.chars();
        if let Some(first) = chars.next() {
            batch.extend(key_events(first));
        }
        arrive(h, std::mem::take(&mut batch), Some(label));
        for c in chars {
            arrive(h, key_events(c), Some(label));
        }
        batch.push(enter(true));
        batch.push(enter(false));
    }
    arrive(h, batch, Some(label));
}

#[test]
fn season_members_typed_at_keyboard_speed_are_all_added_and_fire_no_screen_key() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = harness(saves.path(), &clock, None);
    h.run_steps(2);
    ctrl(&mut h, Key::E);
    settle(&mut h);
    h.get_by_label("New member's name").click();
    h.run_steps(2);
    // A, S, L, M and U are the screen's keys.
    names_typed(
        &mut h,
        &["Sam Smith", "Alma Ulm", "Lena Moss"],
        "New member's name",
    );
    settle(&mut h);
    let list = files::read_members(saves.path()).unwrap();
    let names: Vec<&str> = list.members.iter().map(|m| m.name.as_str()).collect();
    assert_eq!(names, ["Sam Smith", "Alma Ulm", "Lena Moss"]);
    assert!(
        h.query_by_label_contains("choose a party").is_none(),
        "no letter was the screen's 'add an evening'"
    );
    assert!(h.get_by_label("New member's name").is_focused());
}

#[test]
fn guests_typed_at_keyboard_speed_are_all_added_and_fire_no_screen_key() {
    let saves = tempfile::tempdir().unwrap();
    let path = saves.path().join("evening.ron");
    crate::support::evenings::saved(Party::new(Settings::default()), &path);
    let clock = FakeClock::at(at(0));
    let mut h = harness(saves.path(), &clock, Some(path));
    h.run_steps(3);
    ctrl(&mut h, Key::Num2);
    h.run_steps(3);
    h.get_by_label("Guest name").click();
    h.run_steps(2);
    // R, M, L, O and S are the Guests screen's keys.
    let names = ["Rosa Lowe", "Molly Shaw", "Olive Marsh", "Sara Lord"];
    names_typed(&mut h, &names, "Guest name");
    h.run_steps(3);
    let desk = h.state().desk().unwrap();
    let added: Vec<&str> = desk
        .state()
        .guests()
        .iter()
        .map(|g| g.name.as_str())
        .collect();
    assert_eq!(added, names);
}

/// Trial: the cursor waited in table 1's box; table 1's phone sent its result; the host
/// typed the next result, meant for table 2, and it was refused at table 1 ("has its
/// result already: correct it instead") and lost. The cursor goes on to the next table
/// still to report, as when a phone fills any other table.
#[test]
fn a_phone_filling_the_table_the_cursor_waits_at_sends_the_cursor_on() {
    use std::time::Duration;

    use crate::support::phones::{client, post};
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = crate::support::ui::seated_party(saves.path(), &clock, 8, 8);
    h.state_mut()
        .phones_listen_on(std::net::Ipv4Addr::LOCALHOST.into(), 0);
    ctrl(&mut h, Key::Num9);
    h.run_steps(3);
    crate::support::ui::click(&mut h, "Phones at the tables");
    // Results count as they come (issue 52's agreement would hold this one).
    crate::support::ui::click(&mut h, "go in at once");
    h.run_steps(3);
    let links = h.state().phone_links();
    ctrl(&mut h, Key::Num4);
    h.run_steps(5);
    let url = format!("{}/result", links[0].1);
    let phone =
        std::thread::spawn(move || post(&client(), &url, r#"{"round":1,"ns":21,"ew":12}"#).0);
    for _ in 0..500 {
        h.run_steps(1);
        if phone.is_finished() {
            break;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    assert_eq!(phone.join().unwrap(), 200);
    h.run_steps(3);
    for c in "25".chars() {
        for event in key_events(c) {
            h.event(event);
        }
        h.run_steps(1);
    }
    h.key_press(Key::Tab);
    h.run_steps(1);
    h.event(egui::Event::Text("7".to_owned()));
    h.run_steps(1);
    h.key_press(Key::Enter);
    h.run_steps(3);
    let round = h.state().desk().unwrap().state().star().unwrap().rounds()[0].clone();
    let result = |t: usize| round.results[t].as_ref().map(|r| (r.ns, r.ew));
    assert_eq!(result(0), Some((21, 12)), "the phone's");
    assert_eq!(result(1), Some((25, 7)), "the host's, at the next table");
}

/// Trial (in a real window, and again by hand): every table reported, the last by keys,
/// the cursor resting on it; `↑ ↑ ↑ ↑ Enter 3 0 Tab 8 Enter` at 30 ms meant "that table
/// is 30–8", and 8 with the old East–West score was saved: the second ↑ came in the
/// frame after the cursor moved, before the Correct button's lock on the arrows held,
/// and egui moved the focus by it too (to another table's Correct, which the Enter
/// clicked); the 3, the 0 and the Tab went nowhere. The harness does not reproduce that
/// race (its frames do not move the focus by arrows the same way): it was seen, and seen
/// fixed, in a real window under Xvfb (three corrections at 30 ms, each saved as typed);
/// here the same keys, a frame each, guard the path.
#[test]
fn a_correction_typed_straight_after_the_arrows_that_reach_it_is_saved_as_typed() {
    use cinch_party::rules::Action;
    let saves = tempfile::tempdir().unwrap();
    let path = saves.path().join("evening.ron");
    let mut party = crate::common::seated(8, crate::common::stars_evening(3));
    crate::common::report_all(
        &mut party,
        &[
            (33, 5),
            (21, 12),
            (14, 30),
            (33, 5),
            (20, 11),
            (9, 31),
            (25, 8),
        ],
    );
    crate::support::evenings::saved(party, &path);
    let clock = FakeClock::at(at(0));
    let mut h = harness(saves.path(), &clock, Some(path));
    h.run_steps(3);
    ctrl(&mut h, Key::Num4);
    h.run_steps(3);
    arrive(&mut h, presses(&["2", "8", "Tab", "9", "Enter"]), None);
    h.run_steps(3);
    // A key a frame, as 30 ms apart they come: no frame between two keys.
    for key in [
        "ArrowUp", "ArrowUp", "ArrowUp", "ArrowUp", "Enter", "3", "0", "Tab", "8", "Enter",
    ] {
        for event in presses(&[key]) {
            h.event(event);
        }
        h.run_steps(1);
    }
    h.run_steps(3);
    let party = h.state().desk().unwrap().party().clone();
    let last = party.history().last().map(|e| e.action.clone());
    let Some(Action::CorrectResult { table, ns, ew, .. }) = last else {
        panic!("a correction: {last:?}");
    };
    assert_eq!((ns, ew), (30, 8), "table {table}");
}

/// Trial (a new host, keys 30 ms apart): in the Guests screen's name box, "Ctrl+A
/// Backspace ↓ ↓" read in one frame opened "Remove Ann Abbott from the list?": the
/// Backspace, typed into the box before the ↓ that left it, was also taken by the list
/// the ↓ reached. The keys before the ↓ are the box's alone.
#[test]
fn a_backspace_typed_in_the_name_box_before_down_removes_no_guest() {
    use cinch_party::rules::{Action, Side};
    let saves = tempfile::tempdir().unwrap();
    let path = saves.path().join("evening.ron");
    let mut party = Party::new(Settings::default());
    for (name, side) in [("Ann Abbott", Side::Lady), ("Bob Baker", Side::Gentleman)] {
        party
            .apply(
                Action::AddGuest {
                    name: name.to_owned(),
                    side,
                },
                at(0),
            )
            .unwrap();
    }
    crate::support::evenings::saved(party, &path);
    let clock = FakeClock::at(at(0));
    let mut h = harness(saves.path(), &clock, Some(path));
    h.run_steps(3);
    ctrl(&mut h, Key::Num2);
    h.run_steps(3);
    h.get_by_label("Guest name").click();
    h.run_steps(2);
    let press = |key, modifiers| egui::Event::Key {
        key,
        physical_key: Some(key),
        pressed: true,
        repeat: false,
        modifiers,
    };
    h.input_mut().events.extend([
        press(Key::A, egui::Modifiers::COMMAND),
        press(Key::Backspace, egui::Modifiers::NONE),
        press(Key::ArrowDown, egui::Modifiers::NONE),
        press(Key::ArrowDown, egui::Modifiers::NONE),
    ]);
    h.run_steps(3);
    assert!(
        h.query_by_label_contains("from the list?").is_none(),
        "no question to remove a guest"
    );
    assert_eq!(h.state().desk().unwrap().state().guests().len(), 2);
}

/// Trial (a new host): "ann  abbott" Enter was refused (Ann Abbott is on the list) and
/// stayed in the box with the cursor after it; "Dina Dean" Enter typed next added a guest
/// "ann abbottDina Dean". The refused name is shown selected, so the next name replaces it.
#[test]
fn a_name_typed_after_a_refused_one_replaces_it() {
    let saves = tempfile::tempdir().unwrap();
    let path = saves.path().join("evening.ron");
    crate::support::evenings::saved(Party::new(Settings::default()), &path);
    let clock = FakeClock::at(at(0));
    let mut h = harness(saves.path(), &clock, Some(path));
    h.run_steps(3);
    ctrl(&mut h, Key::Num2);
    h.run_steps(3);
    h.get_by_label("Guest name").click();
    h.run_steps(2);
    names_typed(
        &mut h,
        &["Ann Abbott", "ann abbott", "Dina Dean"],
        "Guest name",
    );
    h.run_steps(3);
    let desk = h.state().desk().unwrap();
    let added: Vec<&str> = desk
        .state()
        .guests()
        .iter()
        .map(|g| g.name.as_str())
        .collect();
    assert_eq!(added, ["Ann Abbott", "Dina Dean"]);
}
