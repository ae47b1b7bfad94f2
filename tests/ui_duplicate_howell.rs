//! Duplicate Cinch at two tables and below in the window (issue 34): the Pairs screen
//! refuses fewer than four pairs in words (R-DUP-1), four pairs play the two-table Howell
//! unless the Party screen takes the book's movement (R-DUP-12), and a Howell evening
//! typed by keys shows the right pairs at each table, the moves and one ranking.

use cinch_party::app::{CinchApp, FakeClock};
use cinch_party::rules::duplicate::{MovementKind, PairId};
use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};

use crate::common::at;
use crate::support::ui::{click, harness, press, type_into, type_keys};

/// A new duplicate party of one tray a table, `book` choosing the book's movement at two
/// tables, with `pairs` pairs pasted; not started.
fn with_pairs<'a>(
    saves: &std::path::Path,
    clock: &FakeClock,
    pairs: u32,
    book: bool,
) -> Harness<'a, CinchApp> {
    let mut h = harness(saves, clock, None);
    h.run_steps(2);
    type_into(&mut h, "Party title", "Two tables");
    click(&mut h, "Duplicate (pairs all evening)");
    click(&mut h, "1 tray");
    if book {
        click(&mut h, "The book's movement");
    }
    click(&mut h, "Create the party");
    let list: Vec<String> = (1..=pairs)
        .map(|p| format!("Player {p}A & Player {p}B"))
        .collect();
    type_into(&mut h, "Pairs, one a line", &list.join("\n"));
    h.key_press_modifiers(Modifiers::COMMAND, Key::Enter);
    h.run_steps(3);
    h
}

fn movement(h: &Harness<'_, CinchApp>) -> Option<cinch_party::rules::duplicate::Movement> {
    h.state()
        .desk()
        .unwrap()
        .state()
        .duplicate()
        .unwrap()
        .dup
        .fixed_movement()
        .copied()
}

#[test]
fn r_dup_1_the_pairs_screen_refuses_three_pairs_in_words_and_starts_four() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = with_pairs(saves.path(), &clock, 3, false);
    assert!(
        h.get_by_label("Start the evening")
            .accesskit_node()
            .is_disabled()
    );
    h.get_by_label(
        "Duplicate Cinch needs at least four pairs; there are 3. With fewer, no tray could be \
         compared with another: play the star game, or pairs all evening, instead.",
    );
    click(&mut h, "Start the evening");
    assert_eq!(movement(&h), None, "nothing starts");
    type_into(&mut h, "Pairs, one a line", "Player 4A & Player 4B");
    h.key_press_modifiers(Modifiers::COMMAND, Key::Enter);
    h.run_steps(3);
    h.get_by_label_contains("the two-table Howell: every pair meets every other pair");
    click(&mut h, "Start the evening");
    assert_eq!(movement(&h).unwrap().kind, MovementKind::Howell);
}

#[test]
fn r_dup_12_the_party_screen_takes_the_books_movement_at_two_tables() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = with_pairs(saves.path(), &clock, 4, true);
    h.get_by_label_contains("the book's movement, the skip Mitchell");
    click(&mut h, "Start the evening");
    assert_eq!(movement(&h).unwrap().kind, MovementKind::SkipMitchell);
    // Locked once play has started.
    h.key_press_modifiers(Modifiers::COMMAND, Key::Num1);
    h.run_steps(3);
    assert!(
        h.get_by_label("The two-table Howell")
            .accesskit_node()
            .is_disabled()
    );
}

/// Types every tray of the round in play: table 1's North–South takes 10, table 2's 7.
fn type_round(h: &mut Harness<'_, CinchApp>) {
    loop {
        let missing = h
            .state()
            .desk()
            .unwrap()
            .state()
            .duplicate()
            .unwrap()
            .dup
            .missing();
        let Some((table, trays)) = missing.first() else {
            break;
        };
        let tray = trays[0];
        h.get_by_label(&format!("Table {table} tray {tray}"))
            .click();
        h.run_steps(2);
        type_keys(h, if *table == 1 { "N2 10" } else { "N2 7" });
        press(h, Key::Enter);
    }
}

#[test]
fn r_dup_12_a_howell_evening_by_keys_seats_the_right_pairs_says_the_moves_and_ranks_all_four() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = with_pairs(saves.path(), &clock, 4, false);
    click(&mut h, "Start the evening");
    h.key_press_modifiers(Modifiers::COMMAND, Key::Enter);
    h.run_steps(3);
    let view = |h: &Harness<'_, CinchApp>| {
        cinch_party::view::duplicate::DupView::of(
            h.state().desk().unwrap().state().duplicate().unwrap(),
        )
    };
    // Round 1: pair 1 v pair 2 at table 1, pair 3 v pair 4 at table 2, both tables with
    // trays 1 and 2.
    let dup = view(&h);
    for n in 1..=4 {
        h.get_by_label(&dup.pair_label(PairId::howell(n)));
    }
    for table in 1..=2 {
        for tray in 1..=2 {
            h.get_by_label(&format!("Table {table} tray {tray}"));
        }
    }
    type_round(&mut h);
    h.key_press_modifiers(Modifiers::COMMAND, Key::B);
    h.run_steps(3);
    h.get_by_label_contains("The pairs change places (the two-table Howell)");
    h.get_by_label_contains("Pair 2 goes from table 1 to table 2, East–West.");
    h.get_by_label_contains("Pair 4 stays at table 2 and sits North–South.");
    h.get_by_label_contains("Round 2 plays trays 3 and 4");
    for _ in 2..=3 {
        h.key_press_modifiers(Modifiers::COMMAND, Key::Enter);
        h.run_steps(3);
        type_round(&mut h);
        h.key_press_modifiers(Modifiers::COMMAND, Key::B);
        h.run_steps(3);
    }
    let state = h.state().desk().unwrap().state().clone();
    assert_eq!(state.phase(), cinch_party::rules::Phase::Finished);
    // One ranking of all four; pair 1 (North–South at table 1 all evening) wins alone.
    let dup = view(&h);
    assert_eq!(
        dup.standings.winners,
        vec![(cinch_party::rules::duplicate::PairGroup::All, vec![1])]
    );
    h.key_press_modifiers(Modifiers::COMMAND, Key::Num5);
    h.run_steps(3);
    // The evening is over: the winner, no longer the leader.
    h.get_by_label_contains(&format!("Winner: {}", dup.pair_label(PairId::howell(1))));
}
