//! The keyboard alone, on the Round screen: a whole ten-table round with ties, cuts and
//! a correction, and keys arriving faster than frames.

use cinch_party::app::FakeClock;
use std::ops::Not;

use cinch_party::rules::PairSide;
use egui::{Key, Modifiers};
use egui_kittest::kittest::Queryable;

use crate::common::at;
use crate::support::keys::*;

#[test]
fn a_ten_table_round_by_keys_alone_with_two_ties_a_real_cut_a_program_cut_and_a_correction() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = opened(saves.path(), &clock, 10);
    // Ctrl+Enter starts the round and its clock.
    h.key_press_modifiers(Modifiers::COMMAND, Key::Enter);
    h.run_steps(2);
    assert!(
        h.state().desk().unwrap().state().star().unwrap().rounds()[0]
            .started_at
            .is_some()
    );
    let scores = [
        (30, 10),
        (12, 25),
        (20, 20), // a tie: the North–South lady wins a real cut
        (18, 3),
        (9, 27),
        (40, 2),
        (15, 15), // a tie: the program cuts
        (22, 21),
        (5, 6),
        (33, 1),
    ];
    for (table, (ns, ew)) in (1..).zip(scores) {
        assert!(
            h.get_by_label(&format!("Table {table} North–South score"))
                .is_focused(),
            "table {table}"
        );
        text(&mut h, &ns.to_string());
        key(&mut h, Key::Tab);
        text(&mut h, &ew.to_string());
        key(&mut h, Key::Enter);
        match table {
            3 => text(&mut h, "n"),
            7 => text(&mut h, "c"),
            _ => {}
        }
    }
    for (table, (ns, ew)) in (1..).zip(scores) {
        assert_eq!(result(&h, table), Some((ns, ew)), "table {table}");
    }
    let round = h.state().desk().unwrap().state().star().unwrap().rounds()[0].clone();
    assert_eq!(
        round.winners().unwrap()[2],
        PairSide::NorthSouth,
        "the real cut"
    );
    assert!(
        round.results[6]
            .as_ref()
            .unwrap()
            .cut
            .as_ref()
            .unwrap()
            .attempts()
            .is_empty()
            .not()
    );
    // A correction: up to table 2, Enter reopens it, and typing replaces its scores.
    for _ in 0..8 {
        key(&mut h, Key::ArrowUp);
    }
    assert!(h.get_by_label("Correct table 2").is_focused());
    key(&mut h, Key::Enter);
    assert_eq!(
        h.get_by_label("Table 2 North–South score")
            .value()
            .as_deref(),
        Some("12")
    );
    text(&mut h, "31");
    key(&mut h, Key::Tab);
    text(&mut h, "4");
    key(&mut h, Key::Enter);
    assert_eq!(result(&h, 2), Some((31, 4)));
    // Ctrl+B rings; the stars are the rule book's.
    h.key_press_modifiers(Modifiers::COMMAND, Key::B);
    h.run_steps(3);
    let desk = h.state().desk().unwrap();
    assert_eq!(desk.state().star().unwrap().rounds().len(), 2);
    let played = &desk.state().star().unwrap().rounds()[0];
    let of = |g: cinch_party::rules::GuestId| desk.star().unwrap().stars.as_slice()[g.0 as usize];
    // Head table: North–South won 30–10: gold for N1 and S1.
    assert_eq!(of(played.tables[0].north).gold, 1);
    assert_eq!(of(played.tables[0].south).gold, 1);
    // Table 2, corrected to 31–4: its North–South pair has the red stars now.
    assert_eq!(of(played.tables[1].north).red, 1);
    assert_eq!(of(played.tables[1].east).red, 0);
    // Table 3's tie went to North–South by the real cut.
    assert_eq!(of(played.tables[2].north).red, 1);
    // Booby table: North–South won 33–1, so East–West take the green stars.
    assert_eq!(of(played.tables[9].east).green, 1);
    assert_eq!(of(played.tables[9].north).green, 0);
    let total: u32 = desk
        .star()
        .unwrap()
        .stars
        .as_slice()
        .iter()
        .map(|s| s.gold + s.red + s.green)
        .sum();
    assert_eq!(total, 2 + 2 * 9 + 2);
}

#[test]
fn escape_leaves_the_tables_and_a_digit_brings_the_cursor_back() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = opened(saves.path(), &clock, 3);
    key(&mut h, Key::Escape);
    assert!(!h.get_by_label("Table 1 North–South score").is_focused());
    text(&mut h, "5");
    assert!(h.get_by_label("Table 1 North–South score").is_focused());
    assert_eq!(
        h.get_by_label("Table 1 North–South score")
            .value()
            .as_deref(),
        Some("5")
    );
}

#[test]
fn escape_then_down_or_enter_brings_the_cursor_back_where_it_was() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = opened(saves.path(), &clock, 3);
    key(&mut h, Key::ArrowDown);
    assert!(h.get_by_label("Table 2 North–South score").is_focused());
    key(&mut h, Key::Escape);
    assert!(!h.get_by_label("Table 2 North–South score").is_focused());
    key(&mut h, Key::ArrowDown);
    assert!(h.get_by_label("Table 2 North–South score").is_focused());
    key(&mut h, Key::Escape);
    key(&mut h, Key::Enter);
    assert!(h.get_by_label("Table 2 North–South score").is_focused());
    // And on from there as usual.
    text(&mut h, "9");
    key(&mut h, Key::Tab);
    text(&mut h, "5");
    key(&mut h, Key::Enter);
    assert_eq!(result(&h, 2), Some((9, 5)));
}

#[test]
fn a_whole_round_at_one_table_deal_by_deal_with_a_misdeal_and_a_revoke_by_keys() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = opened(saves.path(), &clock, 2);
    // D opens table 1's pad; each deal is a few keys and Enter.
    text(&mut h, "d");
    h.run_steps(2);
    assert!(h.query_by_label("Table 1 · round 1 · score pad").is_some());
    for (deal, saved) in [("N9 10", 1), ("m", 2), ("E8 10", 3), ("S6 6 RN", 4)] {
        text(&mut h, deal);
        key(&mut h, Key::Enter);
        let pads = h.state().desk().unwrap().state().star().unwrap().rounds()[0].pads[0].len();
        assert_eq!(pads, saved, "{deal} saved at once");
    }
    // A slip: refused in words, the text kept to be fixed.
    text(&mut h, "W7 120");
    key(&mut h, Key::Enter);
    assert!(
        h.query_all_by_label_contains("between 0 and 14 points")
            .count()
            >= 1
    );
    key(&mut h, Key::Backspace);
    key(&mut h, Key::Enter);
    // The fourth deal played: the pad is the table's result, shown on its last line
    // until Enter closes it.
    // The points typed are the bidding side's. 6–0; misdeal 0–0; 0–6 (East bid 8, East–
    // West took 10); 0–8 (North–South revoked: East–West score all they took); 0–10
    // (West bid 7, East–West took 12): 6 to 24.
    assert_eq!(result(&h, 1), Some((6, 24)));
    assert!(h.query_by_label("Table 1 · round 1 · score pad").is_some());
    assert!(
        h.query_by_label_contains("Four deals played: 6 to 24, the table's result.")
            .is_some()
    );
    key(&mut h, Key::Enter);
    assert!(h.query_by_label("Table 1 · round 1 · score pad").is_none());
    let deals = h.state().desk().unwrap().state().star().unwrap().rounds()[0].results[0]
        .clone()
        .unwrap()
        .deals
        .unwrap();
    assert_eq!(deals.len(), 5);
    assert!(deals[1].misdeal && deals[3].revoke == Some(PairSide::NorthSouth));
    // Table 2 by its totals, then the bell: East–West won the head table.
    key(&mut h, Key::ArrowDown);
    text(&mut h, "3");
    key(&mut h, Key::Tab);
    text(&mut h, "1");
    key(&mut h, Key::Enter);
    h.key_press_modifiers(Modifiers::COMMAND, Key::B);
    h.run_steps(3);
    let desk = h.state().desk().unwrap();
    let head = desk.state().star().unwrap().rounds()[0].tables[0];
    assert_eq!(desk.stars_of(head.east).unwrap().gold, 1);
    assert_eq!(desk.stars_of(head.west).unwrap().gold, 1);
    assert_eq!(desk.stars_of(head.north).unwrap().gold, 0);
}
