//! The host's common tasks counted in keys (issue 54 §3): a party's title is all it needs
//! (an empty one creates nothing), an open party's boxes applied by Enter, the guest
//! display opened and six prizes revealed in eight keys, a tray at another table
//! corrected by G and its number.

use cinch_party::app::FakeClock;
use cinch_party::view::Screen;
use egui::Key;
use egui_kittest::kittest::Queryable;

use crate::common::at;
use crate::ui_walk::{Walk, focused};
use cinch_party::rules::EveningEnd;

/// An empty title creates nothing: it says what to type, the cursor in the title (issue
/// 54: one Enter made a party called "Cinch party").
#[test]
fn enter_on_an_empty_title_creates_nothing_and_says_what_to_type() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut w = Walk::new(crate::support::ui::harness(saves.path(), &clock, None));
    w.h.run_steps(3);
    w.key(Key::Enter);
    assert_eq!(w.h.state().screen(), Screen::Party);
    assert!(w.h.state().desk().is_none());
    assert!(
        w.h.query_by_label_contains("Type the party's title first")
            .is_some()
    );
    assert!(focused(&w.h, "Party title"));
}

/// An open party's form: Enter in a box applies it and goes on to the next box.
#[test]
fn an_open_partys_boxes_are_walked_and_applied_by_enter() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut w = Walk::new(crate::support::ui::harness(saves.path(), &clock, None));
    w.h.run_steps(3);
    w.text("Sunday Cinch");
    w.key(Key::Enter);
    w.ctrl(Key::Num1);
    w.h.get_by_label("Number of rounds").click();
    w.h.run_steps(3);
    w.text("6");
    w.key(Key::Enter);
    assert!(focused(&w.h, "Round length in minutes"));
    let desk = w.h.state().desk().unwrap();
    assert_eq!(desk.state().settings.end, EveningEnd::AfterRounds(6));
}

/// Issue 54 §3: the guest display opened and six prizes revealed in eight keys: the
/// Display screen's main button has the cursor as the screen comes into view.
#[test]
fn open_the_guest_display_and_reveal_six_prizes_in_eight_keys() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let path = saves.path().join("done.ron");
    crate::support::evenings::saved(crate::support::display::sample(), &path);
    let mut w = Walk::new(crate::support::ui::harness(
        saves.path(),
        &clock,
        Some(path),
    ));
    w.h.run_steps(3);
    w.spent();
    w.ctrl(Key::Num7);
    assert!(focused(&w.h, "Open the guest display"));
    w.key(Key::Enter);
    for _ in 0..6 {
        w.letter('n');
    }
    assert!(w.spent() <= 8);
    let shown = w.h.state().display();
    assert!(shown.open, "the display is open");
    assert_eq!(shown.revealed.len(), 6, "six prizes revealed");
}

/// Issue 54 §3: a tray at another table corrected in a handful of keys (it took 17 ↑):
/// G and the table's number go there, Enter reopens its tray, the result, Enter.
#[test]
fn correct_a_tray_at_another_table_by_g_and_its_number() {
    use cinch_party::rules::duplicate::TrayPlay;
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let h = crate::support::duplicate_ui::started(saves.path(), &clock, 14, "2 trays");
    let mut w = Walk::new(h);
    let missing =
        w.h.state()
            .desk()
            .unwrap()
            .state()
            .duplicate()
            .unwrap()
            .dup
            .missing();
    for _ in missing.iter().flat_map(|(_, t)| t) {
        w.text("P 8");
        w.key(Key::Enter);
    }
    w.spent();
    let (table, trays) = missing[5].clone();
    w.letter('g');
    w.text(&table.to_string());
    w.key(Key::Enter);
    w.key(Key::Enter);
    w.text("E6 3");
    w.key(Key::Enter);
    assert!(w.spent() <= 8);
    let dup = w.h.state().desk().unwrap().state().duplicate().unwrap();
    let round = dup.dup.rounds().last().unwrap().number;
    assert!(matches!(
        dup.dup.outcome(round, table, trays[0]),
        Some(TrayPlay::Played(d)) if d.ew_points == 3
    ));
}
