//! Late guests in the window (R-LATE): a guest leaves and is replaced, others arrive
//! late, a table is opened and later closed, and two guests swap chairs.

use cinch_party::app::{CinchApp, FakeClock};
use cinch_party::rules::late::Change;
use cinch_party::rules::{Phase, Seat};
use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

use crate::common::at;
use crate::support::ui::{click, press, type_into};

fn opened<'a>(saves: &std::path::Path, clock: &FakeClock, tables: u32) -> Harness<'a, CinchApp> {
    let party = crate::common::seated(tables, crate::common::stars_evening(6));
    let path = saves.join("late.ron");
    let mut file = cinch_party::store::PartyFile::adopt(&path, "Late", party).unwrap();
    file.save_now(at(0));
    drop(file);
    let mut h = crate::support::ui::harness(saves, clock, Some(path));
    h.run_steps(3);
    h
}

fn scores(h: &mut Harness<'_, CinchApp>, rows: &[(&str, &str)]) {
    for (ns, ew) in rows {
        h.event(egui::Event::Text((*ns).into()));
        h.run_steps(1);
        press(h, Key::Tab);
        h.event(egui::Event::Text((*ew).into()));
        h.run_steps(1);
        press(h, Key::Enter);
    }
}

fn arrive_late(h: &mut Harness<'_, CinchApp>, name: &str, gentleman: bool) {
    h.key_press_modifiers(Modifiers::COMMAND, Key::L);
    h.run_steps(3);
    type_into(h, "Late guest's name", name);
    if gentleman {
        click(h, "gentleman");
    }
    click(h, "Add to the waiting list");
}

/// A guest's row menu, then one of its items.
fn row_action(h: &mut Harness<'_, CinchApp>, guest: &str, item: &str) {
    h.get_by_label(&format!("What to do with {guest}"))
        .click_accesskit();
    h.run_steps(3);
    h.get_by_label(&format!("{item} ({guest})"))
        .click_accesskit();
    h.run_steps(3);
}

fn ring(h: &mut Harness<'_, CinchApp>) {
    h.key_press_modifiers(Modifiers::COMMAND, Key::B);
    h.run_steps(3);
}

fn changes(h: &Harness<'_, CinchApp>) -> Vec<(u32, Change)> {
    h.state()
        .desk()
        .unwrap()
        .state()
        .star()
        .unwrap()
        .changes()
        .to_vec()
}

#[test]
fn an_evening_with_a_leaver_replaced_late_arrivals_a_table_opened_and_closed_and_a_swap() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = opened(saves.path(), &clock, 2);
    // Round 1: N1 says she must go at the bell; Ann arrives late.
    click(&mut h, "Guests");
    row_action(&mut h, "N1", "Leaves at the next bell…");
    assert!(h.query_by_label("N1 leaves at the next bell?").is_some());
    press(&mut h, Key::Enter);
    arrive_late(&mut h, "Ann", false);
    assert_eq!(h.state().screen(), cinch_party::view::Screen::Round);
    // Confirmed, and the Round screen shows who waits (issue 27).
    assert!(
        h.query_by_label_contains("Ann is on the waiting list (1 waiting)")
            .is_some()
    );
    assert!(h.query_by_label("Waiting for a chair: Ann").is_some());
    scores(&mut h, &[("20", "5"), ("9", "14")]);
    ring(&mut h);
    // At the bell: N1's chair is empty; F takes the program's proposal, Ann sits there.
    assert!(h.query_by_label("Chairs to settle").is_some());
    assert!(h.query_by_label_contains("N1 has left.").is_some());
    // Before F the move list does not send her anywhere (issue 27).
    assert!(
        h.query_by_label("N1: has left the party: no chair")
            .is_some()
    );
    assert!(h.query_by_label_contains("N1: go to").is_none());
    assert!(h.query_by_label_contains("empty (N1 left)").is_some());
    press(&mut h, Key::F);
    assert!(h.query_by_label("Chairs to settle").is_none());
    assert!(
        h.query_by_label_contains("Ann: sit down at table 1, North (from the waiting list)")
            .is_some()
    );
    // Four more arrive during round 2: a table opens at the next bell.
    click(&mut h, "▶ Start round 2");
    for (name, gentleman) in [
        ("Ben", true),
        ("Cleo", false),
        ("Dan", true),
        ("Eve", false),
    ] {
        arrive_late(&mut h, name, gentleman);
    }
    scores(&mut h, &[("7", "3"), ("3", "7")]);
    ring(&mut h);
    assert!(h.query_by_label_contains("F: open table 3").is_some());
    press(&mut h, Key::F);
    assert_eq!(
        h.state()
            .desk()
            .unwrap()
            .state()
            .star()
            .unwrap()
            .current_round()
            .unwrap()
            .tables
            .len(),
        3
    );
    // Before round 3's first result, two ladies swap chairs from the Guests screen.
    let state = h.state().desk().unwrap().state().clone();
    let round = state.star().unwrap().current_round().unwrap();
    let (a, b) = (round.tables[0].north, round.tables[2].east);
    click(&mut h, "Guests");
    row_action(&mut h, state.name(a), "Swap chairs with…");
    assert!(h.query_by_label_contains("with whom?").is_some());
    row_action(
        &mut h,
        state.name(b),
        &format!("Swap chairs with {}", state.name(a)),
    );
    let swapped = h
        .state()
        .desk()
        .unwrap()
        .state()
        .star()
        .unwrap()
        .current_round()
        .unwrap()
        .clone();
    assert_eq!((swapped.tables[0].north, swapped.tables[2].east), (b, a));
    // A gentleman leaves with nobody of his side waiting: the bottom table closes.
    let leaver = swapped.tables[0].south;
    row_action(&mut h, state.name(leaver), "Leaves at the next bell…");
    click(&mut h, "Yes (Enter)");
    click(&mut h, "Round");
    click(&mut h, "▶ Start round 3");
    scores(&mut h, &[("7", "3"), ("3", "7"), ("10", "2")]);
    ring(&mut h);
    assert!(h.query_by_label_contains("F: close table 3").is_some());
    press(&mut h, Key::F);
    let state = h.state().desk().unwrap().state().clone();
    assert_eq!(
        state.star().unwrap().current_round().unwrap().tables.len(),
        2
    );
    assert!(state.star().unwrap().empty_chairs().is_empty());
    assert!(
        !state.star().unwrap().waiting().is_empty(),
        "the rest of table 3 waits"
    );
    // Everything is on record, on its round.
    let kinds: Vec<(u32, &'static str)> = changes(&h)
        .iter()
        .map(|(r, c)| {
            (
                *r,
                match c {
                    Change::Arrive { .. } => "arrive",
                    Change::Leave { .. } => "leave",
                    Change::Fill { .. } => "fill",
                    Change::CloseTable { .. } => "close",
                    Change::OpenTable { .. } => "open",
                    Change::Swap { .. } => "swap",
                    Change::Withdraw { .. } => "withdraw",
                },
            )
        })
        .collect();
    assert_eq!(
        kinds,
        [
            (1, "leave"),
            (1, "arrive"),
            (2, "fill"),
            (2, "arrive"),
            (2, "arrive"),
            (2, "arrive"),
            (2, "arrive"),
            (3, "open"),
            (3, "swap"),
            (3, "leave"),
            (4, "close"),
        ]
    );
    assert_eq!(state.phase(), Phase::Playing);
    assert!(matches!(
        changes(&h)[2].1,
        Change::Fill {
            seat: Seat::North,
            table: 1,
            ..
        }
    ));
    // And it is all in the file.
    let path = h.state().desk().unwrap().file.path().to_path_buf();
    drop(h);
    let (_, saved) = cinch_party::store::load(&path).unwrap();
    assert_eq!(saved.state().star().unwrap().changes().len(), 11);
}

/// Trial (a new host, keys 30 ms apart): on the moves after a bell ("who goes where for
/// round 2"), Ctrl+L did nothing: no dialog, no word, and the name typed next went
/// nowhere. A latecomer joins the waiting list at any time (R-LATE-1): the dialog opens
/// over the moves, and the name typed is the late guest's.
#[test]
fn r_late_1_ctrl_l_over_the_moves_after_a_bell_adds_a_late_guest() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = opened(saves.path(), &clock, 2);
    scores(&mut h, &[("20", "5"), ("9", "14")]);
    ring(&mut h);
    assert!(
        h.query_by_label_contains("Who goes where for round 2")
            .is_some(),
        "the moves are shown"
    );
    h.key_press_modifiers(Modifiers::COMMAND, Key::L);
    h.run_steps(3);
    assert!(
        h.query_by_label("Late guest's name").is_some(),
        "the dialog opened"
    );
    type_into(&mut h, "Late guest's name", "Lena Late");
    click(&mut h, "Add to the waiting list");
    assert!(
        changes(&h)
            .iter()
            .any(|(_, c)| matches!(c, Change::Arrive { .. })),
        "Lena waits"
    );
    let desk = h.state().desk().unwrap();
    assert!(desk.state().guests().iter().any(|g| g.name == "Lena Late"));
}
