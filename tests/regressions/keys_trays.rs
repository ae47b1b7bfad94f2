//! Keys on the duplicate Round screen: each tray's keys in its own box, the tray typed always in view.

use super::keys_round::{press, type_at_speed};
use crate::common::*;
use cinch_party::app::{CinchApp, FakeClock};
use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

/// Bug: in the real window, a tray typed quickly ("S2 10", Enter) also left its keys
/// ("10") in the next tray's box: Enter moved the cursor within the frame, and the next
/// box, taking it at once, read the same frame's keys again. Then, typed quicker still,
/// a whole tray and its Enter in the frame its box took the cursor: egui's "lost focus"
/// missed that Enter, and the trays ran together in one box.
#[test]
fn a_trays_keys_never_spill_into_the_next_trays_box() {
    let typed = ["N3 9", "E6 8", "S2 10", "W4 7", "P 8", "X"];
    let enter = egui::Event::Key {
        key: Key::Enter,
        physical_key: Some(Key::Enter),
        pressed: true,
        repeat: false,
        modifiers: Modifiers::NONE,
    };
    // As X11 delivers a typist's keys on a slow laptop: a key a frame, the last with
    // Enter; or each tray whole with its Enter in one frame.
    let key_a_frame: Vec<Vec<egui::Event>> = typed
        .iter()
        .flat_map(|keys| {
            let chars: Vec<char> = keys.chars().collect();
            let last = chars.len() - 1;
            chars
                .into_iter()
                .enumerate()
                .map(|(i, c)| {
                    let mut frame = crate::support::duplicate_ui::key_events(c);
                    if i == last {
                        frame.push(enter.clone());
                    }
                    frame
                })
                .collect::<Vec<_>>()
        })
        .collect();
    let tray_a_frame: Vec<Vec<egui::Event>> = typed
        .iter()
        .map(|keys| {
            let mut frame: Vec<egui::Event> = keys
                .chars()
                .flat_map(crate::support::duplicate_ui::key_events)
                .collect();
            frame.push(enter.clone());
            frame
        })
        .collect();
    for frames in [key_a_frame, tray_a_frame] {
        let saves = tempfile::tempdir().unwrap();
        let clock = FakeClock::at(at(0));
        let mut h = crate::support::duplicate_ui::started(saves.path(), &clock, 10, "4 trays");
        for frame in frames {
            h.input_mut().events.extend(frame);
            crate::support::ui::step_with_hook(&mut h);
        }
        h.run_steps(4);
        let state = h.state().desk().unwrap().state().clone();
        // Table 1 has trays 1–4, table 2 trays 5–8: the cursor goes on to table 2.
        let trays = [(1, 1), (1, 2), (1, 3), (1, 4), (2, 5), (2, 6)];
        for ((table, tray), keys) in trays.into_iter().zip(typed) {
            let expected = cinch_party::rules::duplicate::parse_tray(keys, tray).unwrap();
            assert_eq!(
                state.duplicate().unwrap().dup.outcome(1, table, tray),
                Some(expected),
                "tray {tray} is what was typed for it"
            );
        }
        assert!(
            h.query_by_label_contains("is not a deal").is_none(),
            "no tray got another's keys"
        );
    }
}

/// Bug: on a duplicate Round screen, Ctrl+F opened the finder but the tray box kept the
/// cursor, so the name typed went into the tray ("ew7" is not a deal). And the finder
/// missed an Enter that came in the frame of the last letters: it chose from the names
/// found before them.
#[test]
fn the_finder_gets_the_keys_over_a_duplicate_round_screen() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = crate::support::duplicate_ui::started(saves.path(), &clock, 10, "2 trays");
    h.key_press_modifiers(Modifiers::COMMAND, Key::F);
    h.run_steps(3);
    // The name and Enter in one frame, as a quick typist's keys arrive.
    let mut frame: Vec<egui::Event> = "ew3"
        .chars()
        .flat_map(crate::support::duplicate_ui::key_events)
        .collect();
    frame.push(egui::Event::Key {
        key: Key::Enter,
        physical_key: Some(Key::Enter),
        pressed: true,
        repeat: false,
        modifiers: Modifiers::NONE,
    });
    h.input_mut().events.extend(frame);
    crate::support::ui::step_with_hook(&mut h);
    h.run_steps(3);
    assert!(h.query_by_label_contains("is not a deal").is_none());
    assert!(
        h.query_by_label("Find another pair or guest").is_some(),
        "the pair's evening is up"
    );
    assert!(
        h.state()
            .desk()
            .unwrap()
            .state()
            .duplicate()
            .unwrap()
            .dup
            .outcome(1, 1, 1)
            .is_none(),
        "nothing went into a tray"
    );
}

/// The window's visible area, and a node's rectangle, to tell what a host can see.
fn in_view(h: &Harness<'_, CinchApp>, label: &str) -> bool {
    let rect = h.get_by_label(label).rect();
    // The Round screen's cards sit below the header (the top ~100 px) and above the
    // window's foot (768 px).
    rect.top() >= 100.0 && rect.bottom() <= 768.0
}

/// A tray's keys, a key a frame, then Enter.
fn tray_keys(text: &str) -> Vec<egui::Event> {
    let mut keys: Vec<egui::Event> = text
        .chars()
        .flat_map(crate::support::duplicate_ui::key_events)
        .collect();
    keys.push(press(Key::Enter));
    keys
}

/// Bug (issue 32): with 7 tables of 2 trays, the 7th table's card was drawn empty (its
/// title only, even scrolled), and the screen did not scroll to the tray being typed, so
/// the host typed blind. Every card is drawn whole, the one with the cursor in view.
#[test]
fn the_seventh_duplicate_card_is_drawn_whole_and_the_tray_typed_is_always_in_view() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = crate::support::duplicate_ui::started(saves.path(), &clock, 14, "2 trays");
    let movement = *h
        .state()
        .desk()
        .unwrap()
        .state()
        .duplicate()
        .unwrap()
        .dup
        .fixed_movement()
        .unwrap();
    assert_eq!(movement.tables, 7);
    for table in 1..=7 {
        for tray in movement.trays_at(1, table) {
            let label = format!("Table {table} tray {tray}");
            assert!(
                h.get_by_label(&label).is_focused(),
                "{label} has the cursor"
            );
            assert!(in_view(&h, &label), "{label} is in view");
            // Both pairs of the card with the cursor are drawn.
            let ew = movement.ew_at(1, table).unwrap().number;
            assert!(
                h.query_by_label_contains(&format!("N–S {table} (Player"))
                    .is_some()
            );
            assert!(
                h.query_by_label_contains(&format!("E–W {ew} (Player"))
                    .is_some()
            );
            type_at_speed(&mut h, &tray_keys("P 8"));
        }
    }
    let state = h.state().desk().unwrap().state().clone();
    assert!(
        state.duplicate().unwrap().dup.missing().is_empty(),
        "every tray went in"
    );
}

/// Issue 32: the duplicate desk by keys, as the star Round screen: ↑ ↓ move between
/// trays; Enter on a reported tray opens its correction with the old result in the box
/// (typing replaces it); the tray typed after it lands in its own box.
#[test]
fn duplicate_trays_by_arrows_and_a_correction_that_starts_from_the_old_result() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = crate::support::duplicate_ui::started(saves.path(), &clock, 6, "2 trays");
    let outcome = |h: &Harness<'_, CinchApp>, table, tray| {
        h.state()
            .desk()
            .unwrap()
            .state()
            .duplicate()
            .unwrap()
            .dup
            .outcome(1, table, tray)
    };
    // Table 1's first tray, then ↑ back to it: it is reported, Enter reopens it.
    let (t1, t2) = {
        let m = *h
            .state()
            .desk()
            .unwrap()
            .state()
            .duplicate()
            .unwrap()
            .dup
            .fixed_movement()
            .unwrap();
        (m.trays_at(1, 1), m.trays_at(1, 2))
    };
    type_at_speed(&mut h, &tray_keys("N3 9"));
    assert!(outcome(&h, 1, t1[0]).is_some());
    assert!(
        h.get_by_label(&format!("Table 1 tray {}", t1[1]))
            .is_focused()
    );
    type_at_speed(&mut h, &[press(Key::ArrowDown)]);
    assert!(
        h.get_by_label(&format!("Table 2 tray {}", t2[0]))
            .is_focused()
    );
    type_at_speed(&mut h, &[press(Key::ArrowUp), press(Key::ArrowUp)]);
    type_at_speed(&mut h, &[press(Key::Enter)]);
    let reopened = format!("Table 1 tray {}", t1[0]);
    assert_eq!(
        h.get_by_label(&reopened).value().as_deref(),
        Some("N3 9"),
        "the old result is in the box"
    );
    // Typing replaces it; Enter saves the correction; the cursor goes on.
    type_at_speed(&mut h, &tray_keys("E6 3"));
    let Some(cinch_party::rules::duplicate::TrayPlay::Played(deal)) = outcome(&h, 1, t1[0]) else {
        panic!("corrected tray has a result");
    };
    assert_eq!((deal.ns_points, deal.ew_points), (11, 3));
    type_at_speed(&mut h, &tray_keys("P 8"));
    assert!(
        outcome(&h, 1, t1[1]).is_some(),
        "the next tray in its own box"
    );
}

/// Bug (trial, issue 32): after a tray's keys were refused ("N15 9": no bid of 15) the
/// slip stayed in its box and the next keys were added to it ("N15 9N5 9"), refused in
/// turn. The slip now stays selected, and the next keys replace it.
#[test]
fn a_refused_tray_is_replaced_by_the_next_keys() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = crate::support::duplicate_ui::started(saves.path(), &clock, 10, "2 trays");
    let mut keys: Vec<egui::Event> = "N15 9"
        .chars()
        .flat_map(crate::support::duplicate_ui::key_events)
        .collect();
    keys.push(press(Key::Enter));
    keys.extend(
        "N5 9"
            .chars()
            .flat_map(crate::support::duplicate_ui::key_events),
    );
    keys.push(press(Key::Enter));
    type_at_speed(&mut h, &keys);
    let outcome = h
        .state()
        .desk()
        .unwrap()
        .state()
        .duplicate()
        .unwrap()
        .dup
        .outcome(1, 1, 1);
    let Some(cinch_party::rules::duplicate::TrayPlay::Played(deal)) = outcome else {
        panic!("table 1's first tray was recorded: {outcome:?}");
    };
    assert_eq!(deal.bid.map(|b| b.amount), Some(5));
    assert_eq!((deal.ns_points, deal.ew_points), (9, 5));
}

/// Bug (trial, issue 32): a reported tray's line on the duplicate Round card ended in
/// its score ("North bid 5 and made it: N–S …"), and the card's width cut it off: the
/// host could not read what was saved. The score now comes first, on its own.
#[test]
fn a_reported_trays_score_stands_on_its_own_on_the_card() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = crate::support::duplicate_ui::started(saves.path(), &clock, 10, "2 trays");
    let mut keys: Vec<egui::Event> = "N5 9"
        .chars()
        .flat_map(crate::support::duplicate_ui::key_events)
        .collect();
    keys.push(press(Key::Enter));
    type_at_speed(&mut h, &keys);
    h.run_steps(3);
    let state = h.state().desk().unwrap().state().clone();
    let Some(play) = state.duplicate().unwrap().dup.outcome(1, 1, 1) else {
        panic!("tray 1 at table 1 was recorded");
    };
    let points = cinch_party::words::tray_points(state.settings.deal_scoring, 1, &play)
        .expect("a played tray has its points");
    assert!(points.starts_with("N–S "), "{points}");
    assert!(
        h.query_by_label(&points).is_some(),
        "the score {points:?} is a label of its own, never cut"
    );
}
