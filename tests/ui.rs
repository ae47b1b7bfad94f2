//! The host's app driven like a user would: by labels and roles, with the keyboard,
//! through egui_kittest, with the clock and the shuffles under the test's control.

use chrono::Duration;
use cinch_party::app::{CinchApp, FakeClock};
use cinch_party::rules::{PairSide, Phase, PrizeOutcome};
use cinch_party::view::Screen;
use egui::accesskit::Role;
use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

use crate::common::at;
use crate::support::ui::*;

#[test]
fn a_whole_evening_by_keyboard_with_a_tie_a_bell_and_the_prizes() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = seated_party(saves.path(), &clock, 4, 4);
    {
        let desk = h.state().desk().unwrap();
        assert_eq!(desk.state().phase(), Phase::Playing);
        assert_eq!(desk.state().guests().len(), 8);
    }
    // The first table's North–South box has the cursor: digits, Tab, digits, Enter.
    assert!(h.get_by_label("Table 1 North–South score").is_focused());
    enter_scores(&mut h, "23", "12");
    // The next table is ready at once.
    assert!(h.get_by_label("Table 2 North–South score").is_focused());
    enter_scores(&mut h, "9", "9");
    // A tie: the bell waits for the ladies' cut.
    assert!(
        h.query_by_label_contains("The bell waits for table 2 (a tie")
            .is_some()
    );
    click(&mut h, "Cut for table 2");
    let round = h.state().desk().unwrap().state().star().unwrap().rounds()[0].clone();
    assert_eq!(round.winners().unwrap()[0], PairSide::NorthSouth);
    assert!(round.results[1].as_ref().unwrap().cut.is_some());
    assert!(
        h.query_by_label_contains("won the cut (").is_some(),
        "the cut's cards are shown"
    );

    clock.advance(Duration::minutes(21));
    click(&mut h, "🔔 Ring the bell");
    assert!(h.query_by_label("Who goes where for round 2").is_some());
    {
        let desk = h.state().desk().unwrap();
        let rounds = desk.state().star().unwrap().rounds();
        let expected = cinch_party::rules::progression::next_seating(
            &rounds[0].tables,
            &rounds[0].winners().unwrap(),
            cinch_party::rules::progression::Movement::STAR_GAME,
        );
        assert_eq!(rounds[1].tables, expected);
        let stars: u32 = desk
            .star()
            .unwrap()
            .stars
            .as_slice()
            .iter()
            .map(|s| s.gold + s.red + s.green)
            .sum();
        assert_eq!(stars, 2 + 2 + 2);
    }
    click(&mut h, "▶ Start round 2");
    // Round 2 of the default eight: enter both tables and end the evening by hand.
    for table in 1..=2 {
        assert!(
            h.get_by_label(&format!("Table {table} North–South score"))
                .is_focused()
        );
        enter_scores(&mut h, "30", "4");
    }
    click(&mut h, "End the evening with this bell (Ctrl+Shift+E)");
    click(&mut h, "🔔 Ring the last bell");
    assert_eq!(h.state().screen(), Screen::Prizes);
    assert_eq!(h.state().desk().unwrap().state().phase(), Phase::Finished);
    assert!(
        h.query_by_label("Ladies' first prize (most gold stars)")
            .is_some()
    );
    // Settle any prize tie from the screen, the program cutting.
    loop {
        let Some(button) = h.query_all_by_label_contains("Cut for the ").next() else {
            break;
        };
        button.click();
        h.run_steps(3);
    }
    let prizes = h.state().desk().unwrap().star().unwrap().prizes.as_slice();
    assert!(prizes.iter().all(|p| matches!(
        p.outcome,
        PrizeOutcome::Awarded { .. } | PrizeOutcome::NotAwarded
    )));
    // Everything is on disk.
    let path = h.state().desk().unwrap().file.path().to_path_buf();
    let (_, saved) = cinch_party::store::load(&path).unwrap();
    assert_eq!(&saved, h.state().desk().unwrap().file.party());
}

#[test]
fn a_past_result_is_corrected_from_the_history_and_the_stars_follow() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = seated_party(saves.path(), &clock, 4, 4);
    for (ns, ew) in [("20", "3"), ("4", "17")] {
        enter_scores(&mut h, ns, ew);
    }
    click(&mut h, "🔔 Ring the bell");
    click(&mut h, "▶ Start round 2");
    let seating = h.state().desk().unwrap().state().star().unwrap().rounds()[1]
        .tables
        .clone();
    let head = h.state().desk().unwrap().state().star().unwrap().rounds()[0].tables[0];
    let gold = |h: &Harness<'_, CinchApp>, g: cinch_party::rules::GuestId| {
        h.state().desk().unwrap().star().unwrap().stars.as_slice()[g.0 as usize].gold
    };
    assert_eq!(gold(&h, head.north), 1);
    click(&mut h, "Standings");
    click(&mut h, "Round 1: 2 of 2 tables reported");
    click(&mut h, "Correct round 1 table 1");
    let field = "Round 1 table 1 North–South score";
    h.get_by_label(field).focus();
    h.key_press_modifiers(Modifiers::COMMAND, Key::A);
    type_keys(&mut h, "2");
    let ew = "Round 1 table 1 East–West score";
    h.get_by_label(ew).focus();
    h.key_press_modifiers(Modifiers::COMMAND, Key::A);
    type_keys(&mut h, "30");
    press(&mut h, Key::Enter);
    let desk = h.state().desk().unwrap();
    let corrected = desk.state().star().unwrap().rounds()[0].results[0]
        .as_ref()
        .unwrap();
    assert_eq!(
        (corrected.ns, corrected.ew, corrected.corrections),
        (2, 30, 1)
    );
    assert_eq!(gold(&h, head.north), 0);
    assert_eq!(gold(&h, head.east), 1);
    assert_eq!(
        h.state().desk().unwrap().state().star().unwrap().rounds()[1].tables,
        seating,
        "the seating played stays"
    );
    assert!(h.query_by_label("corrected ×1").is_some());
}

#[test]
fn undo_and_redo_by_keyboard() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = seated_party(saves.path(), &clock, 2, 2);
    enter_scores(&mut h, "7", "2");
    let reported = |h: &Harness<'_, CinchApp>| {
        h.state().desk().unwrap().state().star().unwrap().rounds()[0].results[0].is_some()
    };
    assert!(reported(&h));
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run_steps(3);
    assert!(!reported(&h), "Ctrl+Z took the result back");
    h.key_press_modifiers(Modifiers::COMMAND | Modifiers::SHIFT, Key::Z);
    h.run_steps(3);
    assert!(reported(&h), "Ctrl+Shift+Z put it back");
    // On disk too.
    let path = h.state().desk().unwrap().file.path().to_path_buf();
    assert!(
        cinch_party::store::load(&path)
            .unwrap()
            .1
            .state()
            .star()
            .unwrap()
            .rounds()[0]
            .results[0]
            .is_some()
    );
    // While a field holds typed text, Ctrl+Z is the field's own.
    click(&mut h, "Guests");
    type_into(&mut h, "Guest name", "Zed");
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run_steps(3);
    assert!(reported(&h));
}

#[test]
fn guests_empty_and_duplicate_names_get_a_message() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = harness(saves.path(), &clock, None);
    h.run_steps(2);
    // A party needs its title (issue 54: an empty one creates nothing).
    crate::support::ui::type_into(&mut h, "Party title", "Friday Cinch");
    click(&mut h, "Create the party");
    type_into(&mut h, "Guest name", "Ada");
    press(&mut h, Key::Enter);
    type_into(&mut h, "Guest name", "ADA");
    press(&mut h, Key::Enter);
    assert!(
        h.query_by_label_contains("There is already a guest called \"Ada\"")
            .is_some()
    );
    // The refused name stays in the box, to be fixed.
    assert_eq!(h.get_by_label("Guest name").value().as_deref(), Some("ADA"));
    h.get_by_label("Guest name").focus();
    h.key_press_modifiers(Modifiers::COMMAND, Key::A);
    h.key_press(Key::Backspace);
    h.run_steps(2);
    click(&mut h, "Add");
    assert!(h.query_by_label_contains("A guest needs a name").is_some());
    type_into(&mut h, "List of names", "Bea\n\nAda\nBea\n  Cy  ");
    click(&mut h, "Add these guests");
    assert!(h.query_by_label_contains("Added 2 guests.").is_some());
    assert!(h.query_by_label_contains("Not added: \"Ada\"").is_some());
    let names: Vec<String> = h
        .state()
        .desk()
        .unwrap()
        .state()
        .guests()
        .iter()
        .map(|g| g.name.clone())
        .collect();
    assert_eq!(names, ["Ada", "Bea", "Cy"]);
    assert!(
        h.query_by_label_contains("0 tables can be filled")
            .is_some()
    );
}

#[test]
fn typed_cards_from_a_real_pack_seat_the_tables() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = harness(saves.path(), &clock, None);
    h.run_steps(2);
    // A party needs its title (issue 54: an empty one creates nothing).
    crate::support::ui::type_into(&mut h, "Party title", "Friday Cinch");
    click(&mut h, "Create the party");
    type_into(&mut h, "List of names", "Ann\nBea");
    click(&mut h, "Add these guests");
    type_into(&mut h, "List of names", "Cal\nDan");
    click(&mut h, "all gentlemen");
    click(&mut h, "Add these guests");
    click(&mut h, "Draw");
    for (name, card) in [("Ann", "AS"), ("Bea", "A♣"), ("Cal", "as"), ("Dan", "1c")] {
        type_into(&mut h, &format!("Card for {name}"), card);
        press(&mut h, Key::Enter);
    }
    // A card drawn twice would be refused; here all four are in.
    assert_eq!(
        h.state()
            .desk()
            .unwrap()
            .state()
            .star()
            .unwrap()
            .cards()
            .len(),
        4
    );
    click(&mut h, "Seat the tables (Ctrl+T)");
    let desk = h.state().desk().unwrap();
    let table = desk.state().star().unwrap().rounds()[0].tables[0];
    assert_eq!(
        [table.north, table.east, table.south, table.west].map(|g| desk.state().name(g).to_owned()),
        ["Ann", "Bea", "Cal", "Dan"]
    );
    assert!(h.query_by_label("Table plan, round 1").is_some());
}

#[test]
fn an_unreadable_party_is_refused_and_its_backup_offered() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let path = saves.path().join("evening.ron");
    let options = cinch_party::simulate::Options {
        ladies: 4,
        gentlemen: 4,
        rounds: 1,
        ..Default::default()
    };
    for _ in 0..2 {
        cinch_party::headless::simulate_command(&options, false, Some((&path, "Evening"))).unwrap();
    }
    std::fs::write(&path, "not a party").unwrap();
    let mut h = harness(saves.path(), &clock, Some(path.clone()));
    h.run_steps(3);
    assert!(h.query_by_label("This party cannot be opened").is_some());
    assert!(
        h.query_all_by_label_contains("it is not a party file, or it is damaged")
            .count()
            >= 1
    );
    click(&mut h, "Open the backup");
    assert!(h.state().desk().is_some());
    assert_eq!(h.state().screen(), Screen::Prizes);
}

#[test]
fn the_sample_party_opens_as_a_copy() {
    let saves = tempfile::tempdir().unwrap();
    let sample = saves.path().join("sample-ten-tables.ron");
    std::fs::write(&sample, crate::support::store::SAMPLE).unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = harness(saves.path(), &clock, None);
    h.run_steps(2);
    click(&mut h, "Open sample-ten-tables.ron");
    let path = h.state().desk().unwrap().file.path().to_path_buf();
    assert_ne!(path, sample);
    assert!(
        h.query_by_label_contains("This is a copy of the sample party")
            .is_some()
    );
    click(&mut h, "Undo");
    assert_eq!(
        std::fs::read_to_string(&sample).unwrap(),
        crate::support::store::SAMPLE,
        "the sample is untouched"
    );
    // Every screen draws with the finished evening.
    for screen in ["Party", "Guests", "Draw", "Round", "Standings", "Prizes"] {
        h.get_by_role_and_label(Role::Button, screen).click();
        h.run_steps(3);
    }
}

#[test]
fn undoing_a_bell_asks_first_and_then_puts_everyone_back() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = seated_party(saves.path(), &clock, 2, 2);
    enter_scores(&mut h, "12", "4");
    click(&mut h, "🔔 Ring the bell");
    click(&mut h, "▶ Start round 2");
    assert_eq!(
        h.state()
            .desk()
            .unwrap()
            .state()
            .star()
            .unwrap()
            .rounds()
            .len(),
        2
    );
    // The start of the round goes back first, without a question.
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run_steps(3);
    assert!(
        h.query_by_label_contains("Undid: the start of round 2.")
            .is_some()
    );
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run_steps(3);
    assert!(h.query_by_label("Undo this?").is_some());
    assert!(
        h.query_by_label_contains("Take back the bell of round 1?")
            .is_some()
    );
    click(&mut h, "Keep it (Esc)");
    assert_eq!(
        h.state()
            .desk()
            .unwrap()
            .state()
            .star()
            .unwrap()
            .rounds()
            .len(),
        2,
        "kept"
    );
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run_steps(3);
    click(&mut h, "Take it back (Enter)");
    let rounds = h.state().desk().unwrap().state().star().unwrap().rounds();
    assert_eq!(rounds.len(), 1);
    assert!(rounds[0].results[0].is_some(), "the result entered stays");
}

#[test]
fn the_tick_for_the_last_bell_does_not_outlive_its_round() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = seated_party(saves.path(), &clock, 4, 4);
    click(&mut h, "End the evening with this bell (Ctrl+Shift+E)");
    click(&mut h, "End the evening with this bell (Ctrl+Shift+E)");
    assert!(!h.state().end_with_this_bell(), "unticked again");
    enter_scores(&mut h, "10", "3");
    enter_scores(&mut h, "4", "9");
    h.key_press_modifiers(Modifiers::COMMAND, Key::B);
    h.run_steps(3);
    assert_eq!(
        h.state().desk().unwrap().state().phase(),
        Phase::Playing,
        "an ordinary bell"
    );
}

fn key_event(key: Key) -> egui::Event {
    egui::Event::Key {
        key,
        physical_key: None,
        pressed: true,
        repeat: false,
        modifiers: Modifiers::NONE,
    }
}

#[test]
fn the_input_hook_keeps_fast_typing_in_order_across_frames() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = harness(saves.path(), &clock, None);
    h.run_steps(2);
    // A party needs its title (issue 54: an empty one creates nothing).
    crate::support::ui::type_into(&mut h, "Party title", "Friday Cinch");
    click(&mut h, "Create the party");
    h.get_by_label("Guest name").focus();
    h.run_steps(2);
    // Two names and their Enters arrive in a single frame, as from a fast typist on a
    // slow laptop: the hook lets each Enter end a frame, so each name goes in whole.
    h.input_mut().events.extend([
        egui::Event::Text("Ada".into()),
        key_event(Key::Enter),
        egui::Event::Text("Bea".into()),
        key_event(Key::Enter),
        egui::Event::Text("Cy".into()),
    ]);
    for _ in 0..8 {
        step_with_hook(&mut h);
    }
    let names: Vec<String> = h
        .state()
        .desk()
        .unwrap()
        .state()
        .guests()
        .iter()
        .map(|g| g.name.clone())
        .collect();
    assert_eq!(names, ["Ada", "Bea"]);
    assert!(h.get_by_label("Guest name").value().unwrap_or_default() == "Cy");
}

#[test]
fn not_saved_shows_in_the_top_bar_and_save_again_saves_once_the_disk_is_back() {
    let dir = tempfile::tempdir().unwrap();
    // The saves folder is, by mistake, a file: nothing can be written, whoever runs it.
    let saves = dir.path().join("saves");
    std::fs::write(&saves, "in the way").unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = harness(&saves, &clock, None);
    h.run_steps(2);
    // A party needs its title (issue 54: an empty one creates nothing).
    crate::support::ui::type_into(&mut h, "Party title", "Friday Cinch");
    click(&mut h, "Create the party");
    type_into(&mut h, "Guest name", "Ada");
    press(&mut h, Key::Enter);
    assert!(h.query_by_label("⚠ NOT SAVED").is_some());
    assert!(h.query_by_label_contains("Nothing is lost").is_some());
    assert_eq!(h.state().desk().unwrap().state().guests().len(), 1);
    // Still blocked: Save again says so, and the mark stays.
    click(&mut h, "Save again");
    assert!(h.query_by_label("⚠ NOT SAVED").is_some());
    // The way is clear: Save again writes everything.
    std::fs::remove_file(&saves).unwrap();
    click(&mut h, "Save again");
    assert!(h.query_by_label("⚠ NOT SAVED").is_none());
    assert!(h.query_by_label("✔ Saved").is_some());
    let path = h.state().desk().unwrap().file.path().to_path_buf();
    assert_eq!(
        cinch_party::store::load(&path).unwrap().1.history().len(),
        1
    );
}
