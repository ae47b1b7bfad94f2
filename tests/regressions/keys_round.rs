//! Keys on the star game's Round screen and the boxes around it: each key typed once, in its own box, at any speed.

use crate::common::*;
use crate::support::keys::{key, opened, result, text};
use crate::support::ui::{click, enter_scores, seated_party};
use cinch_party::app::{CinchApp, FakeClock};
use cinch_party::rules::{PairSide, Phase};
use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

/// Bug: Typed fast, "3 3 Tab 2 1 Enter" became "3321" in one box.
#[test]
fn keys_typed_faster_than_frames_land_in_their_own_boxes_in_order() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = opened(saves.path(), &clock, 4);
    let press = |key| egui::Event::Key {
        key,
        physical_key: None,
        pressed: true,
        repeat: false,
        modifiers: Modifiers::NONE,
    };
    for event in [
        egui::Event::Text("33".into()),
        press(Key::Tab),
        egui::Event::Text("21".into()),
        press(Key::Enter),
        egui::Event::Text("19".into()),
        press(Key::Tab),
        egui::Event::Text("4".into()),
        press(Key::Enter),
        egui::Event::Text("8".into()),
        press(Key::Enter),
        egui::Event::Text("17".into()),
        press(Key::Enter),
        egui::Event::Text("7".into()),
    ] {
        h.event(event);
    }
    h.step();
    h.run_steps(2);
    assert_eq!(result(&h, 1), Some((33, 21)));
    assert_eq!(result(&h, 2), Some((19, 4)));
    assert_eq!(
        result(&h, 3),
        Some((8, 17)),
        "Enter from an empty partner box"
    );
    assert_eq!(result(&h, 4), None);
    assert_eq!(
        h.get_by_label("Table 4 North–South score")
            .value()
            .as_deref(),
        Some("7")
    );
}

/// Bug: Asking for the focus every frame interrupted the input method every frame: the
/// window repainted without end and, on X11, lost the keys typed.
#[test]
fn round_screen_asks_for_the_focus_once_not_every_frame() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = opened(saves.path(), &clock, 6);
    assert!(h.get_by_label("Table 1 North–South score").is_focused());
    h.try_run().expect("an idle Round screen needs no repaint");
    let interrupts = |h: &Harness<'_, CinchApp>| {
        h.output()
            .platform_output
            .ime
            .as_ref()
            .is_some_and(|ime| ime.should_interrupt_composition)
    };
    for _ in 0..3 {
        h.step();
        assert!(!interrupts(&h), "the input method is left alone");
    }
    text(&mut h, "7");
    h.try_run().expect("nor after a key");
    h.step();
    assert!(!interrupts(&h));
}

/// Bug: Tab moved egui's own focus from the tie's choice to a button, and the Enter
/// that followed cut for the ladies without being asked.
#[test]
fn tab_and_enter_on_a_tie_never_press_its_cut_buttons() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = opened(saves.path(), &clock, 3);
    text(&mut h, "20");
    key(&mut h, Key::Tab);
    text(&mut h, "20");
    key(&mut h, Key::Enter);
    for k in [
        Key::Tab,
        Key::Enter,
        Key::Space,
        Key::ArrowRight,
        Key::Enter,
    ] {
        key(&mut h, k);
    }
    text(&mut h, "33");
    let round = h.state().desk().unwrap().state().star().unwrap().rounds()[0].clone();
    let result = round.results[0].as_ref().unwrap();
    assert!(result.cut.is_none(), "no cut was asked for");
    assert!(
        h.query_by_label_contains("A tie! The ladies cut: press C, N or E.")
            .is_some()
    );
    text(&mut h, "e");
    let round = h.state().desk().unwrap().state().star().unwrap().rounds()[0].clone();
    assert_eq!(round.winners(), None, "table 2 and 3 still play");
    assert_eq!(
        round.results[0]
            .as_ref()
            .unwrap()
            .cut_won_by(&round.tables[0]),
        Some(PairSide::EastWest)
    );
}

/// Bug: Ctrl+B rang an ordinary bell although "End the evening with this bell (Ctrl+Shift+E)" was
/// ticked, and the tick stayed on into the next round.
#[test]
fn ctrl_b_with_end_the_evening_ticked_rings_the_last_bell() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = seated_party(saves.path(), &clock, 4, 4);
    enter_scores(&mut h, "10", "3");
    enter_scores(&mut h, "4", "9");
    click(&mut h, "End the evening with this bell (Ctrl+Shift+E)");
    assert!(h.state().end_with_this_bell());
    h.key_press_modifiers(Modifiers::COMMAND, Key::B);
    h.run_steps(3);
    let desk = h.state().desk().unwrap();
    assert_eq!(desk.state().phase(), Phase::Finished, "the last bell rang");
    assert_eq!(desk.state().star().unwrap().rounds().len(), 1);
    assert!(
        !h.state().end_with_this_bell(),
        "the tick was for that bell only"
    );
}

/// Bug: At 1366×768 the Pad button pushed a card's Enter over the next card's first
/// box.
#[test]
fn pad_button_never_pushes_enter_over_the_next_card() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let h = crate::support::ui::seated_party(saves.path(), &clock, 8, 8);
    let enter = h.get_by_label("Enter table 1").rect();
    let next = h.get_by_label("Table 2").rect();
    let own = h.get_by_label("Table 1 North–South score").rect();
    // Inside its own card's margin: the next card's title sits its margin (13) and the
    // gap (12) past this card's frame, and this card keeps its own margin (10).
    assert!(
        enter.right() + 35.0 <= next.left(),
        "{enter:?} runs into the margin before {next:?}"
    );
    assert!(own.left() < enter.left());
    assert!(h.get_by_label("Score pad of table 1").rect().right() <= enter.left());
}

/// The same keys at the star game's Round screen: a table's two scores typed a key a
/// frame (Tab and Enter arriving with the last digit) stay in their own boxes.
#[test]
fn scores_typed_a_key_a_frame_stay_in_their_own_tables_boxes() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = opened(saves.path(), &clock, 4);
    h.key_press_modifiers(Modifiers::COMMAND, Key::Enter);
    h.run_steps(2);
    let scores = [("23", "12"), ("7", "30"), ("19", "18")];
    for (ns, ew) in scores {
        for (digits, then) in [(ns, Key::Tab), (ew, Key::Enter)] {
            let chars: Vec<char> = digits.chars().collect();
            for (i, c) in chars.iter().enumerate() {
                let mut frame = crate::support::duplicate_ui::key_events(*c);
                if i + 1 == chars.len() {
                    frame.push(egui::Event::Key {
                        key: then,
                        physical_key: Some(then),
                        pressed: true,
                        repeat: false,
                        modifiers: Modifiers::NONE,
                    });
                }
                h.input_mut().events.extend(frame);
                crate::support::ui::step_with_hook(&mut h);
            }
        }
    }
    h.run_steps(4);
    for (table, (ns, ew)) in (1..).zip(scores) {
        assert_eq!(
            result(&h, table),
            Some((ns.parse().unwrap(), ew.parse().unwrap())),
            "table {table}"
        );
    }
}

/// Every event of `keys` in a frame of its own, as a host types at ~30 ms a key, each
/// frame run through the app's input hook as eframe runs it.
pub(super) fn type_at_speed(h: &mut Harness<'_, CinchApp>, keys: &[egui::Event]) {
    for event in keys {
        h.input_mut().events.push(event.clone());
        crate::support::ui::step_with_hook(h);
    }
    for _ in 0..3 {
        crate::support::ui::step_with_hook(h);
    }
}

pub(super) fn press(key: Key) -> egui::Event {
    egui::Event::Key {
        key,
        physical_key: Some(key),
        pressed: true,
        repeat: false,
        modifiers: Modifiers::NONE,
    }
}

pub(super) fn typed(text: &str) -> egui::Event {
    egui::Event::Text(text.to_owned())
}

/// Bug (issue 32): after D on table 1, four deals, and Enter closing the pad, "30" Tab
/// "20" Enter typed straight away for table 2 saved 0 to 20: the pad left the cursor on
/// its own (reported) table, where the first digit only moved the cursor on and was lost.
#[test]
fn the_first_key_after_closing_a_pad_lands_in_the_next_table() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = opened(saves.path(), &clock, 4);
    let mut keys = vec![typed("d")];
    for deal in ["N9 10", "E8 10", "S6 6", "W7 12"] {
        keys.extend(deal.chars().map(|c| typed(&c.to_string())));
        keys.push(press(Key::Enter));
    }
    // The Enter that closes the pad, then table 2's result at once.
    keys.push(press(Key::Enter));
    keys.extend([
        typed("3"),
        typed("0"),
        press(Key::Tab),
        typed("2"),
        typed("0"),
        press(Key::Enter),
    ]);
    type_at_speed(&mut h, &keys);
    assert!(h.query_by_label("Table 1 · round 1 · score pad").is_none());
    assert!(result(&h, 1).is_some(), "the pad made table 1's result");
    assert_eq!(result(&h, 2), Some((30, 20)));
    assert_eq!(result(&h, 3), None);

    // The same keys all in one frame, as a slow laptop delivers them.
    let saves = tempfile::tempdir().unwrap();
    let mut h = opened(saves.path(), &clock, 4);
    h.input_mut().events.extend(keys);
    for _ in 0..30 {
        crate::support::ui::step_with_hook(&mut h);
    }
    assert_eq!(result(&h, 2), Some((30, 20)), "all keys in one frame");
}

/// Bug (issue 32): a digit typed with the cursor resting on a reported table moved the
/// cursor to the table that waits but was itself lost.
#[test]
fn a_digit_typed_on_a_reported_table_is_typed_in_the_table_that_waits() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = opened(saves.path(), &clock, 3);
    type_at_speed(
        &mut h,
        &[typed("5"), press(Key::Tab), typed("9"), press(Key::Enter)],
    );
    assert_eq!(result(&h, 1), Some((5, 9)));
    // Back up to the reported table (table 1), then type table 2's score.
    type_at_speed(
        &mut h,
        &[
            press(Key::ArrowUp),
            typed("1"),
            typed("7"),
            press(Key::Tab),
            typed("4"),
            press(Key::Enter),
        ],
    );
    assert_eq!(result(&h, 2), Some((17, 4)));
}

/// A round of three tables played and the bell rung, the window open on it.
fn three_tables_after_a_bell<'a>(
    saves: &std::path::Path,
    clock: &FakeClock,
) -> Harness<'a, CinchApp> {
    let mut h = opened(saves, clock, 3);
    for (ns, ew) in [("9", "5"), ("4", "10"), ("12", "2")] {
        text(&mut h, ns);
        key(&mut h, Key::Tab);
        text(&mut h, ew);
        key(&mut h, Key::Enter);
    }
    h.key_press_modifiers(Modifiers::COMMAND, Key::B);
    h.run_steps(3);
    h
}

fn ctrl(key: Key) -> egui::Event {
    egui::Event::Key {
        key,
        physical_key: Some(key),
        pressed: true,
        repeat: false,
        modifiers: Modifiers::COMMAND,
    }
}

/// Bug (issue 32): Ctrl+H, "2 3" Enter typed quickly put the 3 into the North–South box
/// as well, and "20" then made 320: the score box took the cursor in the frame of the
/// Enter and read that frame's keys again.
#[test]
fn ctrl_h_round_and_table_typed_quickly_never_leak_into_the_score_box() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    // Ctrl+H "1 2" Enter "20" Tab "7" Enter: a key a frame, then all in one frame.
    let keys = || {
        let mut keys = vec![ctrl(Key::H)];
        keys.extend("1 2".chars().map(|c| typed(&c.to_string())));
        keys.push(press(Key::Enter));
        keys.extend([typed("2"), typed("0"), press(Key::Tab), typed("7")]);
        keys.push(press(Key::Enter));
        keys
    };
    for all_at_once in [false, true] {
        let mut h = three_tables_after_a_bell(saves.path(), &clock);
        if all_at_once {
            h.input_mut().events.extend(keys());
            type_at_speed(&mut h, &[]);
            for _ in 0..20 {
                crate::support::ui::step_with_hook(&mut h);
            }
        } else {
            type_at_speed(&mut h, &keys());
        }
        let round = h.state().desk().unwrap().state().star().unwrap().rounds()[0].clone();
        let result = round.results[1].clone().unwrap();
        assert_eq!(
            (result.ns, result.ew),
            (20, 7),
            "all at once: {all_at_once}"
        );
    }
}

/// Bug (issue 32): Esc in a correction opened by Ctrl+H left the form half open with no
/// cursor anywhere: it closes it, and the cursor goes back to "round and table".
#[test]
fn esc_in_a_past_correction_closes_it_and_the_cursor_returns_to_round_and_table() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = three_tables_after_a_bell(saves.path(), &clock);
    let mut keys = vec![ctrl(Key::H)];
    keys.extend("1 2".chars().map(|c| typed(&c.to_string())));
    keys.extend([press(Key::Enter), typed("3"), press(Key::Escape)]);
    type_at_speed(&mut h, &keys);
    assert!(
        h.query_by_label("Round 1 table 2 North–South score")
            .is_none()
    );
    assert!(h.get_by_label("Round and table to correct").is_focused());
    let round = h.state().desk().unwrap().state().star().unwrap().rounds()[0].clone();
    let result = round.results[1].clone().unwrap();
    assert_eq!((result.ns, result.ew, result.corrections), (4, 10, 0));
}

/// Bug (issue 32): after the bell, Ctrl+Enter on the move list started the round and
/// then said in red "Round 2 has already started.": the focused Start button took the
/// Enter of Ctrl+Enter as a click, and the shortcut asked a second time.
#[test]
fn ctrl_enter_on_the_move_list_starts_the_round_once_without_a_false_error() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = three_tables_after_a_bell(saves.path(), &clock);
    assert!(h.query_by_label_contains("Start round 2").is_some());
    h.key_press_modifiers(Modifiers::COMMAND, Key::Enter);
    h.run_steps(4);
    let state = h.state().desk().unwrap().state().clone();
    assert!(state.round_clock().is_some_and(|c| c.is_started()));
    assert!(
        h.query_by_label_contains("has already started").is_none(),
        "no false error"
    );
}

/// Bug (trial, issue 32): a refused score (999) left the cursor in East–West's box, and
/// neither Tab nor Shift+Tab brought it back: the host had to reach for the mouse. The
/// cursor now goes to the box refused, its score selected, and the next digits retype it.
#[test]
fn a_refused_score_puts_the_cursor_back_on_the_box_refused() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = opened(saves.path(), &clock, 4);
    let mut keys: Vec<egui::Event> = "999".chars().map(|c| typed(&c.to_string())).collect();
    keys.extend([press(Key::Tab), typed("5"), press(Key::Enter)]);
    type_at_speed(&mut h, &keys);
    assert_eq!(result(&h, 1), None, "999 is refused");
    let again = [
        typed("3"),
        typed("0"),
        press(Key::Tab),
        typed("2"),
        typed("0"),
        press(Key::Enter),
    ];
    type_at_speed(&mut h, &again);
    assert_eq!(
        result(&h, 1),
        Some((30, 20)),
        "typed afresh where it was refused"
    );
}

/// Bug (trial): after "Add these guests" the cursor was left on the button, and neither
/// Esc nor Ctrl+2 brought it back to the name box: the host reached for the mouse to
/// type the next guest. The list added, the cursor is in the name box again; and Ctrl+2
/// on the Guests screen puts it there from anywhere on the screen.
#[test]
fn after_a_list_of_guests_the_cursor_is_back_in_the_name_box() {
    use cinch_party::view::Screen;
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = crate::support::ui::harness(saves.path(), &clock, None);
    h.run_steps(2);
    crate::support::ui::type_into(&mut h, "Party title", "Friday Cinch");
    click(&mut h, "Create the party");
    assert_eq!(h.state().screen(), Screen::Guests);
    crate::support::ui::type_into(&mut h, "List of names", "Ann\nBea");
    click(&mut h, "all ladies");
    click(&mut h, "Add these guests");
    h.run_steps(3);
    assert!(h.get_by_label("Guest name").is_focused(), "after the list");
    // Away from it (the list box), then Ctrl+2: back in the name box.
    h.get_by_label("List of names").click();
    h.run_steps(2);
    assert!(!h.get_by_label("Guest name").is_focused());
    h.key_press_modifiers(Modifiers::COMMAND, Key::Num2);
    h.run_steps(3);
    assert!(h.get_by_label("Guest name").is_focused(), "after Ctrl+2");
}

/// Bug (trial): "There is already a guest called Ann", refused on the Guests screen,
/// still showed in red on the Draw screen the host went to next. A refusal belongs to the
/// screen it was made on: going to another screen takes it away.
#[test]
fn a_refusal_does_not_follow_the_host_to_another_screen() {
    use cinch_party::view::Screen;
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = crate::support::ui::harness(saves.path(), &clock, None);
    h.run_steps(2);
    crate::support::ui::type_into(&mut h, "Party title", "Friday Cinch");
    click(&mut h, "Create the party");
    for _ in 0..2 {
        crate::support::ui::type_into(&mut h, "Guest name", "Ann");
        h.key_press(Key::Enter);
        h.run_steps(3);
    }
    let errors = |h: &Harness<'_, CinchApp>| {
        h.state()
            .toasts()
            .items()
            .iter()
            .filter(|t| t.error)
            .count()
    };
    assert_eq!(errors(&h), 1, "the second Ann is refused");
    h.key_press_modifiers(Modifiers::COMMAND, Key::Num3);
    h.run_steps(3);
    assert_eq!(h.state().screen(), Screen::Draw);
    assert_eq!(errors(&h), 0, "the refusal stayed on the Guests screen");
}

/// Bug (issue 41): Ctrl+H with "2 3" and its Enter in one frame opened the correction
/// with the North–South box empty: the frame's "3", typed into "round and table", was
/// read as typing in the score box that was only asking for the cursor.
#[test]
fn ctrl_h_with_the_table_and_enter_in_one_frame_shows_the_old_score() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = three_tables_after_a_bell(saves.path(), &clock);
    type_at_speed(&mut h, &[ctrl(Key::H)]);
    h.input_mut()
        .events
        .extend([typed("1"), typed(" "), typed("2"), press(Key::Enter)]);
    type_at_speed(&mut h, &[]);
    let shown = h
        .get_by_label("Round 1 table 2 North–South score")
        .value()
        .unwrap_or_default();
    assert_eq!(shown, "4", "the old North–South score");
    type_at_speed(&mut h, &[press(Key::Tab), typed("7"), press(Key::Enter)]);
    let round = h.state().desk().unwrap().state().star().unwrap().rounds()[0].clone();
    let result = round.results[1].clone().unwrap();
    assert_eq!((result.ns, result.ew), (4, 7));
}
