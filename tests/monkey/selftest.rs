//! The monkey's properties tried on frames made up to break them (a property that cannot
//! fail guards nothing), and plain typing at each window, which breaks none.

use std::path::Path;
use std::rc::Rc;

use cinch_party::rules::{Action, Entry, Source};
use cinch_party::view::Screen;
use egui::{Event, Key, Modifiers};

use super::invariants::{self, Facts, Watch};
use super::seen::Seen;
use super::{Host, holds};

fn press(key: Key, modifiers: Modifiers) -> Event {
    Event::Key {
        key,
        physical_key: Some(key),
        pressed: true,
        repeat: false,
        modifiers,
    }
}

fn facts<'a>(before: &'a Seen, after: &'a Seen, got: &'a [Event]) -> Facts<'a> {
    Facts {
        before,
        after,
        got,
        phone: false,
        saves: Path::new("/nowhere"),
    }
}

fn entry(action: Action) -> Entry {
    Entry {
        at: crate::common::at(0),
        action,
        from: Source::Desk,
        why: None,
    }
}

const NS: &str = "Table 1 North–South score";
const EW: &str = "Table 1 East–West score";

#[test]
fn backspace_on_a_selected_score_must_empty_its_box() {
    let before = Seen::blank(Screen::Round).with_box(NS, "33", Some((0, 2)));
    let got = [press(Key::Backspace, Modifiers::NONE)];
    let kept_a_digit = Seen::blank(Screen::Round).with_box(NS, "3", Some((1, 1)));
    assert!(invariants::box_edits_as_shown(&facts(&before, &kept_a_digit, &got)).is_err());
    let emptied = Seen::blank(Screen::Round).with_box(NS, "", Some((0, 0)));
    assert!(invariants::box_edits_as_shown(&facts(&before, &emptied, &got)).is_ok());
}

#[test]
fn enter_in_an_empty_box_must_not_send_the_cursor_on_unsaid() {
    let before = Seen::blank(Screen::Round)
        .with_box(EW, "", None)
        .with_box(NS, "", Some((0, 0)));
    let got = [press(Key::Enter, Modifiers::NONE)];
    let moved = Seen::blank(Screen::Round)
        .with_box(NS, "", None)
        .with_box(EW, "", Some((0, 0)));
    assert!(invariants::empty_enter_saves_nothing(&facts(&before, &moved, &got)).is_err());
    let mut said = moved.clone();
    said.toasts
        .push(("Table 1: type North–South's score.".to_owned(), true));
    assert!(invariants::empty_enter_saves_nothing(&facts(&before, &said, &got)).is_ok());
}

#[test]
fn a_letter_typed_into_a_box_must_not_also_change_the_screen() {
    let before = Seen::blank(Screen::Season).with_box("New member's name", "Al", Some((2, 2)));
    let got = [press(Key::A, Modifiers::NONE), Event::Text("a".to_owned())];
    let mut after = Seen::blank(Screen::Season).with_box("New member's name", "Ala", Some((3, 3)));
    assert!(invariants::one_key_one_thing(&facts(&before, &after, &got)).is_ok());
    after.screen = Screen::Round;
    assert!(invariants::one_key_one_thing(&facts(&before, &after, &got)).is_err());
}

#[test]
fn a_result_saved_must_be_the_one_its_boxes_showed() {
    let before = Seen::blank(Screen::Round)
        .with_box(NS, "20", None)
        .with_box(EW, "30", Some((2, 2)));
    let got = [press(Key::Enter, Modifiers::NONE)];
    let saved = |ns, ew| {
        let mut after = before.clone();
        after.history = Rc::new(vec![entry(Action::EnterResult { table: 1, ns, ew })]);
        after.revision = Some(2);
        after
    };
    let swapped = saved(30, 20);
    assert!(
        invariants::what_you_see_is_what_is_saved(&facts(&before, &swapped, &got), false).is_err()
    );
    let shown = saved(20, 30);
    assert!(
        invariants::what_you_see_is_what_is_saved(&facts(&before, &shown, &got), false).is_ok()
    );
}

#[test]
fn undo_then_redo_must_give_back_the_same_history() {
    let ctrl_z = [press(Key::Z, Modifiers::COMMAND)];
    let redo = [press(Key::Z, Modifiers::COMMAND.plus(Modifiers::SHIFT))];
    let first = entry(Action::StartRound);
    let with = |entries: Vec<Entry>| {
        let mut seen = Seen::blank(Screen::Round);
        seen.history = Rc::new(entries);
        seen
    };
    let result = entry(Action::EnterResult {
        table: 1,
        ns: 30,
        ew: 20,
    });
    let two = with(vec![first.clone(), result.clone()]);
    let one = with(vec![first.clone()]);
    let mut watch = Watch::default();
    assert_eq!(watch.undo_is_honest(&facts(&two, &one, &ctrl_z)), Ok(false));
    let other = with(vec![
        first,
        entry(Action::EnterResult {
            table: 1,
            ns: 20,
            ew: 30,
        }),
    ]);
    assert!(watch.undo_is_honest(&facts(&one, &other, &redo)).is_err());
    let mut honest = Watch::default();
    honest.undo_is_honest(&facts(&two, &one, &ctrl_z)).unwrap();
    assert_eq!(honest.undo_is_honest(&facts(&one, &two, &redo)), Ok(true));
}

#[test]
fn no_file_may_change_in_a_frame_without_a_key() {
    let before = Seen::blank(Screen::Round);
    let mut after = before.clone();
    after
        .files
        .insert("/nowhere/evening.ron".into(), (10, None));
    let mut watch = Watch::default();
    assert!(
        watch
            .nothing_behind_the_hosts_back(&facts(&before, &after, &[]))
            .is_err()
    );
    let key = [press(Key::Enter, Modifiers::NONE)];
    assert!(
        watch
            .nothing_behind_the_hosts_back(&facts(&before, &after, &key))
            .is_ok()
    );
}

#[test]
fn the_cursor_must_not_rest_below_the_window() {
    let mut seen = Seen::blank(Screen::Display).with_box("Guest name", "", Some((0, 0)));
    if let Some(focus) = &mut seen.focus {
        focus.rect = egui::Rect::from_min_size(egui::pos2(16.0, 963.0), egui::vec2(600.0, 30.0));
    }
    let mut watch = Watch::default();
    let results: Vec<bool> = (0..5)
        .map(|frame| {
            watch
                .focus_on_screen(frame, &facts(&seen, &seen, &[]))
                .is_ok()
        })
        .collect();
    assert_eq!(
        results,
        [true, true, true, true, false],
        "once it has had its frames to scroll"
    );
}

#[test]
fn plain_typing_breaks_nothing_at_any_window() {
    holds(Host::Star, 3, "3 3 / Tab / 2 1 / Enter / 1 9 Tab 4 / Enter");
    holds(Host::Duplicate, 1, "Tab / E 6 Space 3 / Enter / Down / Up");
    holds(Host::Season, 2, "Tab / Tab / Shift+Tab / Ctrl+4 / Ctrl+E");
}
