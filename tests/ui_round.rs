//! The Round screen driven by keyboard: ties, bad scores, the bell and its override, the
//! sound-less bell, and the round clock.

use chrono::Duration;
use cinch_party::app::FakeClock;
use egui::{Key, Modifiers};
use egui_kittest::kittest::Queryable;

use crate::common::at;
use crate::support::ui::{click, enter_scores, harness, press, seated_party, type_keys};

#[test]
fn after_a_tie_the_keyboard_flow_goes_on_at_the_next_table() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = seated_party(saves.path(), &clock, 10, 10);
    for (table, ns, ew) in [
        (1, "23", "12"),
        (2, "9", "31"),
        (3, "18", "18"),
        (4, "40", "2"),
        (5, "11", "27"),
    ] {
        assert!(
            h.get_by_label(&format!("Table {table} North–South score"))
                .is_focused(),
            "table {table}"
        );
        type_keys(&mut h, ns);
        press(&mut h, Key::Tab);
        assert!(
            h.get_by_label(&format!("Table {table} East–West score"))
                .is_focused(),
            "table {table} E–W"
        );
        type_keys(&mut h, ew);
        press(&mut h, Key::Enter);
        if ns == ew {
            // The tie's choice is in front of the host: C cuts, and on we go.
            assert!(
                h.query_by_label_contains("A tie! The ladies cut: press C, N or E.")
                    .is_some()
            );
            type_keys(&mut h, "c");
        }
    }
    let round = &h.state().desk().unwrap().state().star().unwrap().rounds()[0];
    assert_eq!(round.results.iter().filter(|r| r.is_some()).count(), 5);
    assert!(
        round.results[2].as_ref().unwrap().cut.is_some(),
        "table 3 was cut"
    );
    // Every table has reported: the cursor rests on the last one, where Enter corrects.
    assert!(h.get_by_label("Correct table 5").is_focused());
}

#[test]
fn without_a_sound_device_the_bell_is_visual_with_one_notice_and_the_app_runs_on() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = seated_party(saves.path(), &clock, 2, 2);
    enter_scores(&mut h, "10", "3");
    click(&mut h, "🔔 Ring the bell");
    assert!(
        h.query_by_label("🔔  Everyone moves!").is_some(),
        "the visual signal"
    );
    assert!(
        h.query_by_label_contains("Sound is off (no sound device in the tests)")
            .is_some()
    );
    // The app goes on: the flash ends and the next round can be played.
    h.run_steps(200);
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
    // Told once: a second bell brings no second notice.
    enter_scores(&mut h, "10", "3");
    h.run_steps(400);
    click(&mut h, "🔔 Ring the bell");
    assert!(h.query_by_label_contains("Sound is off").is_none());
    assert!(h.query_by_label("🔔  Everyone moves!").is_some());
}

#[test]
fn the_round_clock_warns_shows_time_up_with_the_tables_still_playing_and_pauses() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = seated_party(saves.path(), &clock, 4, 4);
    // R-ROUND-4: the clock waits for the host to start the round.
    clock.advance(Duration::minutes(3));
    h.run_steps(2);
    assert!(h.query_by_label("▶ Start round 1").is_some());
    assert!(h.query_by_label_contains("played").is_none());
    click(&mut h, "▶ Start round 1");
    let started = h
        .state()
        .desk()
        .unwrap()
        .state()
        .star()
        .unwrap()
        .current_round()
        .unwrap()
        .started_at
        .unwrap();
    assert_eq!(started, clock_now(&clock));
    clock.set(started + Duration::minutes(5));
    h.run_steps(2);
    assert!(h.query_by_label("5:00 played").is_some());
    assert!(h.query_by_label("15:00 left").is_some());
    click(&mut h, "Pause the clock");
    clock.advance(Duration::minutes(4));
    h.run_steps(2);
    assert!(h.query_by_label("PAUSED").is_some());
    assert!(
        h.query_by_label("15:00 left").is_some(),
        "a paused clock stands still"
    );
    click(&mut h, "Resume the clock");
    clock.advance(Duration::minutes(12));
    h.run_steps(2);
    assert!(
        h.query_by_label("3:00 left in this round: ask the tables to play briskly.")
            .is_some()
    );
    assert!(
        h.query_by_label_contains("3 minutes left. Tables play on briskly.")
            .is_some(),
        "told once as a message"
    );
    // R-ROUND-4: nothing tells a table to stop before its fourth deal.
    assert!(h.query_by_label_contains("Last deal").is_none());
    // Table 1 reports; time runs out with table 2 still playing.
    h.get_by_label("Table 1 North–South score").focus();
    h.run_steps(2);
    enter_scores(&mut h, "10", "3");
    clock.advance(Duration::minutes(4));
    h.run_steps(2);
    assert!(
        h.query_by_label(
            "Time is up. Table 2 is still playing: the bell waits until every table has played its four deals."
        )
        .is_some()
    );
    assert!(h.query_by_label_contains("finish the deal").is_none());
    // The pause survives a reopening (after this window lets go of the party).
    let path = h.state().desk().unwrap().file.path().to_path_buf();
    drop(h);
    let mut reopened = harness(saves.path(), &clock, Some(path));
    reopened.run_steps(2);
    assert!(reopened.query_by_label("Time is up").is_some());
    assert!(
        reopened.query_by_label("21:00 played").is_some(),
        "25 minutes less the 4-minute pause"
    );
}

#[test]
fn the_bell_waits_names_the_missing_tables_and_the_override_asks_first() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = seated_party(saves.path(), &clock, 4, 4);
    assert!(
        h.query_by_label_contains("The bell waits for tables 1 and 2 (no result yet)")
            .is_some()
    );
    // Ctrl+B does nothing but explain.
    h.key_press_modifiers(Modifiers::COMMAND, Key::B);
    h.run_steps(3);
    assert_eq!(
        h.state()
            .desk()
            .unwrap()
            .state()
            .star()
            .unwrap()
            .rounds()
            .len(),
        1
    );
    // The header says so, and a message repeats it.
    assert_eq!(
        h.query_all_by_label_contains("The bell waits for tables 1 and 2")
            .count(),
        2
    );
    click(&mut h, "Ring anyway…");
    assert!(
        h.query_by_label("Ring before every table has reported?")
            .is_some()
    );
    click(&mut h, "Wait");
    assert_eq!(
        h.state()
            .desk()
            .unwrap()
            .state()
            .star()
            .unwrap()
            .rounds()
            .len(),
        1
    );
    click(&mut h, "Ring anyway…");
    click(&mut h, "Ring anyway");
    let rounds = h
        .state()
        .desk()
        .unwrap()
        .state()
        .star()
        .unwrap()
        .rounds()
        .to_vec();
    assert_eq!(rounds.len(), 2);
    assert!(
        rounds[0]
            .results
            .iter()
            .all(|r| r.as_ref().unwrap().unreported)
    );
}

#[test]
fn a_bad_score_is_refused_with_a_message_and_nothing_changes() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = seated_party(saves.path(), &clock, 2, 2);
    enter_scores(&mut h, "200", "3");
    assert!(
        h.query_by_label_contains("Table 1: 200 points cannot be made in four deals")
            .is_some()
    );
    assert!(h.state().desk().unwrap().state().star().unwrap().rounds()[0].results[0].is_none());
    let before = h.state().desk().unwrap().file.party().history().len();
    // What was typed stays, to be fixed.
    let ns = |h: &egui_kittest::Harness<'_, cinch_party::app::CinchApp>| {
        h.get_by_label("Table 1 North–South score")
            .value()
            .unwrap_or_default()
    };
    assert_eq!(ns(&h), "200");
    // Letters never land in a score box.
    press(&mut h, Key::ArrowDown);
    press(&mut h, Key::ArrowUp);
    type_keys(&mut h, "x");
    assert_eq!(ns(&h), "200");
    // An empty box is asked for in words.
    type_keys(&mut h, "12");
    press(&mut h, Key::Tab);
    press(&mut h, Key::Backspace);
    press(&mut h, Key::Enter);
    assert!(
        h.query_by_label_contains("Table 1: type East–West's score.")
            .is_some()
    );
    assert!(h.query_by_label_contains("is not a score").is_none());
    assert_eq!(
        h.state().desk().unwrap().file.party().history().len(),
        before
    );
    // Fixed: entered.
    type_keys(&mut h, "3");
    press(&mut h, Key::Enter);
    let result = h.state().desk().unwrap().state().star().unwrap().rounds()[0].results[0]
        .clone()
        .unwrap();
    assert_eq!((result.ns, result.ew), (12, 3));
    // The error went with its cause (issue 27), and messages never stack.
    assert!(
        h.query_by_label_contains("Table 1: type East–West's score.")
            .is_none()
    );
    assert!(h.state().toasts().items().len() <= 2);
}

fn clock_now(clock: &FakeClock) -> chrono::DateTime<chrono::Utc> {
    use cinch_party::app::Clock;
    clock.now()
}

#[test]
fn a_message_sits_below_the_screen_and_never_covers_the_box_being_typed_in() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = seated_party(saves.path(), &clock, 20, 20);
    for _ in 1..=9 {
        enter_scores(&mut h, "25", "10");
    }
    // Table 10, at the foot of the screen: a score no four deals can make.
    enter_scores(&mut h, "300", "3");
    let message = h
        .get_by_label_contains("Table 10: 300 points cannot be made")
        .rect();
    // The cursor is back on the score refused, to type it afresh.
    let typed = h.get_by_label("Table 10 North–South score");
    assert!(typed.is_focused());
    let (typed, enter) = (typed.rect(), h.get_by_label("Enter table 10").rect());
    assert!(
        typed.bottom() <= message.top() && enter.bottom() <= message.top(),
        "the message ({message:?}) covers table 10 ({typed:?}, {enter:?})"
    );
    assert!(message.bottom() <= 768.0, "the message is on screen");
}
