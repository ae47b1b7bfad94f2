//! The Round screen's keys, as the fourth trial met them (issue 54 §0): two slips that
//! saved a score other than the one typed, and ↑ that went round from the head table to
//! the booby table. Each is typed through the window's own input hook, a key a frame.

use cinch_party::app::{CinchApp, FakeClock};
use cinch_party::rules::Action;
use cinch_party::view::Screen;
use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

use crate::common::at;
use crate::support::keys::{arrive, opened, presses, result};
use crate::support::ui::enter_scores;

/// Keys a frame each, through the window's input hook (as 30 ms apart they come).
fn typed(h: &mut Harness<'_, CinchApp>, keys: &[&str]) {
    for key in keys {
        arrive(h, presses(&[key]), None);
    }
    h.run_steps(3);
}

fn ctrl_a() -> Vec<egui::Event> {
    vec![egui::Event::Key {
        key: Key::A,
        physical_key: Some(Key::A),
        pressed: true,
        repeat: false,
        modifiers: Modifiers::COMMAND,
    }]
}

/// The last result the party recorded.
fn last_result(h: &Harness<'_, CinchApp>) -> Option<Action> {
    let party = h.state().desk().unwrap().party().clone();
    party
        .history()
        .iter()
        .rev()
        .map(|e| e.action.clone())
        .find(|a| matches!(a, Action::EnterResult { .. } | Action::CorrectResult { .. }))
}

/// Bug: after a bell, Enter Enter (30 ms apart) then `3 0 Tab 2 0 Enter` saved table 1
/// as 20–30: the first Enter started the round, the second moved the cursor from the
/// empty North–South box to the East–West one, and the host's 30 went there — winners
/// and stars swapped, without a word.
#[test]
fn enter_twice_on_start_round_then_a_result_saves_the_result_as_typed() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = opened(saves.path(), &clock, 4);
    for _ in 0..4 {
        enter_scores(&mut h, "31", "20");
    }
    h.key_press_modifiers(Modifiers::COMMAND, Key::B);
    h.run_steps(5);
    assert!(
        h.query_by_label_contains("Start round 2").is_some(),
        "the move list, its button waiting for Enter"
    );
    typed(
        &mut h,
        &["Enter", "Enter", "3", "0", "Tab", "2", "0", "Enter"],
    );
    assert_eq!(h.state().screen(), Screen::Round);
    let Some(Action::EnterResult { table, ns, ew }) = last_result(&h) else {
        panic!("a result for round 2: {:?}", last_result(&h));
    };
    assert_eq!((table, ns, ew), (1, 30, 20), "North–South 30, East–West 20");
}

/// Enter in an empty North–South box leaves the cursor there and says what to type.
#[test]
fn enter_in_an_empty_score_box_stays_there_and_says_what_to_type() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = opened(saves.path(), &clock, 4);
    typed(&mut h, &["Enter"]);
    assert!(
        h.get_by_label("Table 1 North–South score").is_focused(),
        "the cursor stays in North–South's box"
    );
    assert!(
        h.query_by_label_contains("type North–South's score first")
            .is_some(),
        "the top bar says what to type"
    );
}

/// Bug: `3 3`, Ctrl+A (the box showed "33" selected), Backspace left "3", and `8` made
/// it 38, saved as 38: select-all then Backspace must empty the box, as in the name
/// boxes.
#[test]
fn select_all_then_backspace_empties_a_score_box() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = opened(saves.path(), &clock, 4);
    typed(&mut h, &["3", "3"]);
    arrive(&mut h, ctrl_a(), None);
    typed(&mut h, &["Backspace", "8", "Tab", "2", "0", "Enter"]);
    assert_eq!(result(&h, 1), Some((8, 20)));
}

/// Select-all then Delete empties the box too.
#[test]
fn select_all_then_delete_empties_a_score_box() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = opened(saves.path(), &clock, 4);
    typed(&mut h, &["4", "4", "Tab", "1", "7"]);
    arrive(&mut h, ctrl_a(), None);
    typed(&mut h, &["Delete", "9", "Enter"]);
    assert_eq!(result(&h, 1), Some((44, 9)));
}

/// Bug: ↑ on table 1 went round to the last (booby) table without a word, and the next
/// result typed went there.
#[test]
fn up_on_the_head_table_stays_on_the_head_table() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = opened(saves.path(), &clock, 4);
    typed(&mut h, &["ArrowUp", "3", "0", "Tab", "2", "0", "Enter"]);
    assert_eq!(result(&h, 1), Some((30, 20)));
    assert_eq!(result(&h, 4), None, "nothing went to the booby table");
}

/// G and a table's number go straight to that table; End to the last, Home to the
/// first (issue 54 §3: 17 ↑ to reach a table).
#[test]
fn g_and_a_number_go_to_that_table_and_home_and_end_to_the_ends() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = opened(saves.path(), &clock, 12);
    typed(
        &mut h,
        &["g", "9", "Enter", "2", "5", "Tab", "1", "1", "Enter"],
    );
    assert_eq!(result(&h, 9), Some((25, 11)));
    typed(&mut h, &["End", "1", "4", "Tab", "6", "Enter"]);
    assert_eq!(result(&h, 12), Some((14, 6)));
    typed(&mut h, &["Home", "2", "Tab", "3", "Enter"]);
    assert_eq!(result(&h, 1), Some((2, 3)));
    typed(&mut h, &["g", "4", "0", "Enter"]);
    assert!(
        h.query_by_label_contains("There is no table 40").is_some(),
        "a table that is not there is said"
    );
}

/// Bug (a new host's trial, in a real window): with the cursor away from the tables
/// (Esc, an undo question answered), "G 2 Enter" lost the G; the 2 brought the cursor to
/// table 1 and the Enter opened the wrong table. G brings the cursor back and goes.
#[test]
fn g_with_the_cursor_away_from_the_tables_still_goes_to_the_table() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = opened(saves.path(), &clock, 12);
    typed(
        &mut h,
        &[
            "Escape", "g", "9", "Enter", "2", "5", "Tab", "1", "1", "Enter",
        ],
    );
    assert_eq!(result(&h, 9), Some((25, 11)));
    assert_eq!(result(&h, 1), None, "nothing went to table 1");
    // Every table reported: G still goes, and Enter there reopens that table.
    let saves = tempfile::tempdir().unwrap();
    let mut h = opened(saves.path(), &clock, 3);
    for keys in [
        &["9", "Tab", "5", "Enter"][..],
        &["4", "Tab", "1", "0", "Enter"],
        &["1", "2", "Tab", "2", "Enter"],
    ] {
        typed(&mut h, keys);
    }
    assert_eq!(result(&h, 3), Some((12, 2)));
    typed(
        &mut h,
        &[
            "Escape", "g", "2", "Enter", "Enter", "7", "Tab", "8", "Enter",
        ],
    );
    assert_eq!(result(&h, 2), Some((7, 8)));
    assert_eq!(result(&h, 1), Some((9, 5)), "table 1 as it was");
}
