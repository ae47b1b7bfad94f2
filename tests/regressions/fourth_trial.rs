//! What a new host met on the fourth trial (issue 54), each pinned where it was met: the
//! words, lists and small things of its §1 and §4.

use cinch_party::app::{CinchApp, FakeClock};
use cinch_party::rules::{Action, Party, Side};
use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

use crate::common::{add, apply, at, report_all, seated, stars_evening};
use crate::support::ui::harness;

/// A party saved and opened in the window, at the Round screen.
fn opened<'a>(party: Party, saves: &std::path::Path, clock: &FakeClock) -> Harness<'a, CinchApp> {
    let path = saves.join("evening.ron");
    crate::support::evenings::saved(party, &path);
    let mut h = harness(saves, clock, Some(path));
    h.run_steps(3);
    h.key_press_modifiers(Modifiers::COMMAND, Key::Num4);
    h.run_steps(3);
    h
}

/// Bug: the move list after a bell had no line for a late arrival still waiting ("By
/// guest" went from Francis to Gladys; Geneviève, waiting since round 2, had no line,
/// while the guests the bell left without a chair said "wait for a chair").
#[test]
fn the_move_list_names_every_waiting_guest_late_arrivals_included() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut party = seated(2, stars_evening(4));
    add(&mut party, "Geneviève Arnaud", Side::Lady);
    report_all(&mut party, &[(10, 2), (10, 2)]);
    let mut h = opened(party, saves.path(), &clock);
    h.key_press_modifiers(Modifiers::COMMAND, Key::B);
    h.run_steps(5);
    h.get_by_label_contains("Who goes where for round 2");
    h.get_by_label("Geneviève Arnaud: wait for a chair (you are on the waiting list)");
}

/// Bug: after a guest left, the Guests screen still counted "22 gentlemen".
#[test]
fn a_guest_who_left_is_not_counted_with_the_others() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut party = seated(3, stars_evening(4));
    let s1 = crate::common::id(&party, "S1");
    apply(&mut party, Action::Leave { guest: s1 });
    // They play the round out and go at its bell (R-LATE-2).
    crate::common::play(&mut party, &[(10, 2), (10, 2), (10, 2)]);
    let mut h = opened(party, saves.path(), &clock);
    h.key_press_modifiers(Modifiers::COMMAND, Key::Num2);
    h.run_steps(3);
    h.get_by_label("6 ladies, 5 gentlemen (1 guest has left)");
}
