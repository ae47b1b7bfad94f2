//! A Duplicate Cinch evening in the window, by keys, as a host would run it: the party
//! made with Duplicate chosen, ten pairs pasted, the start, every tray typed in the pad's
//! few keys and Enter, a tray not played, a correction, an undo, the bell and the move
//! list, the standings and the winners; the saved party's JSON recounted by an
//! independent model. And a six-table evening under Foster's rule, whose move list names
//! the trays each E–W pair carries and puts under.

use cinch_party::app::{CinchApp, FakeClock};
use cinch_party::rules::duplicate::TrayPlay;
use cinch_party::rules::{Action, Phase};
use cinch_party::view::Screen;
use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

use crate::common::at;
use crate::support::duplicate_ui::*;
use crate::support::ui::{click, harness, press, type_into, type_keys};

/// The tray that has the cursor: its (table, tray).
fn cursor(h: &Harness<'_, CinchApp>) -> (u32, u32) {
    let state = h.state().desk().unwrap().state().clone();
    let missing = state.duplicate().unwrap().dup.missing();
    for (table, trays) in missing {
        for tray in trays {
            if h.get_by_label(&format!("Table {table} tray {tray}"))
                .is_focused()
            {
                return (table, tray);
            }
        }
    }
    panic!("no tray field has the cursor");
}

/// Types every tray of the round in play, keys only: the text, Enter; the cursor goes on
/// by itself. Returns the keys pressed.
fn type_round(h: &mut Harness<'_, CinchApp>, play: impl Fn(u32, u32) -> String) -> usize {
    let mut keys = 0;
    while !h
        .state()
        .desk()
        .unwrap()
        .state()
        .duplicate()
        .unwrap()
        .dup
        .missing()
        .is_empty()
    {
        let (table, tray) = cursor(h);
        let text = play(table, tray);
        keys += text.chars().count() + 1;
        type_keys(h, &text);
        press(h, Key::Enter);
    }
    keys
}

#[test]
fn a_five_table_duplicate_evening_by_keys_with_a_tray_not_played_a_correction_and_undo() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = started(saves.path(), &clock, 10, "2 trays");
    let state = |h: &Harness<'_, CinchApp>| h.state().desk().unwrap().state().clone();
    let movement = *state(&h).duplicate().unwrap().dup.fixed_movement().unwrap();
    assert_eq!((movement.tables, movement.rounds()), (5, 5));
    // Round 1: every tray by keys; table 3's second tray was not played (X).
    let keys = type_round(&mut h, |table, tray| {
        if table == 3 && tray == 6 {
            "X".to_owned()
        } else {
            format!("N{} {}", 2 + table % 3, 4 + (tray + table) % 9)
        }
    });
    assert!(keys <= 10 * 6, "{keys} keys for ten trays");
    let s = state(&h);
    assert_eq!(
        s.duplicate().unwrap().dup.outcome(1, 3, 6),
        Some(TrayPlay::NotPlayed)
    );
    assert!(s.duplicate().unwrap().dup.missing().is_empty());
    // A slip: tray 1 at table 1 was really East 5, East–West took 9. Correct it on the card.
    // Home brings the first tables back into view.
    press(&mut h, Key::Home);
    click(&mut h, "Correct table 1 tray 1");
    type_keys(&mut h, "E5 9");
    press(&mut h, Key::Enter);
    let corrected = state(&h).duplicate().unwrap().dup.outcome(1, 1, 1);
    let Some(TrayPlay::Played(deal)) = corrected else {
        panic!("{corrected:?}")
    };
    assert_eq!((deal.ns_points, deal.ew_points), (5, 9));
    // Undo takes the correction back, redo puts it again.
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run_steps(3);
    assert_ne!(
        state(&h).duplicate().unwrap().dup.outcome(1, 1, 1),
        corrected
    );
    h.key_press_modifiers(Modifiers::COMMAND | Modifiers::SHIFT, Key::Z);
    h.run_steps(3);
    assert_eq!(
        state(&h).duplicate().unwrap().dup.outcome(1, 1, 1),
        corrected
    );
    // The bell: the move list to read out.
    h.key_press_modifiers(Modifiers::COMMAND, Key::B);
    h.run_steps(3);
    assert!(
        h.query_by_label_contains("East–West pairs move up one table")
            .is_some()
    );
    assert!(
        h.query_by_label("E–W 5 goes from table 5 to table 1.")
            .is_some()
    );
    assert!(
        h.query_by_label("Trays 1 and 2 go from table 1 to table 5.")
            .is_some()
    );
    // Rounds 2 to 5, each started with Ctrl+Enter.
    for round in 2..=5 {
        h.key_press_modifiers(Modifiers::COMMAND, Key::Enter);
        h.run_steps(3);
        assert_eq!(state(&h).round_number(), Some(round));
        type_round(&mut h, |table, tray| {
            format!("S{} {}", 3 + tray % 4, (table * 3 + tray) % 15)
        });
        h.key_press_modifiers(Modifiers::COMMAND, Key::B);
        h.run_steps(3);
    }
    assert_eq!(state(&h).phase(), Phase::Finished);
    assert_eq!(h.state().screen(), Screen::Prizes);
    assert!(h.query_by_label("North–South").is_some());
    // Standings: both directions, every pair with its trays.
    h.key_press_modifiers(Modifiers::COMMAND, Key::Num5);
    h.run_steps(3);
    assert!(
        h.query_by_label_contains("N–S 1 Player 1A & Player 1B")
            .is_some()
    );
    assert!(h.query_by_label("Travellers").is_some());
    // Saved as it went: the report's JSON recounts.
    let path = h.state().desk().unwrap().file.path().to_path_buf();
    drop(h);
    let out = crate::support::cli::run(&["report", path.to_str().unwrap(), "--json"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["duplicate"]["rounds"].as_array().unwrap().len(), 5);
    crate::support::duplicate::recount(&json);
}

#[test]
fn six_tables_under_fosters_rule_and_the_move_list_names_the_trays_carried_under() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = started(saves.path(), &clock, 12, "4 trays");
    let state = |h: &Harness<'_, CinchApp>| h.state().desk().unwrap().state().clone();
    let movement = *state(&h).duplicate().unwrap().dup.fixed_movement().unwrap();
    assert_eq!(
        (movement.tables, movement.rounds(), movement.trays_a_round()),
        (6, 12, 2)
    );
    type_round(&mut h, |_, tray| format!("W{} {}", 1 + tray % 6, tray % 14));
    h.key_press_modifiers(Modifiers::COMMAND, Key::B);
    h.run_steps(3);
    assert!(
        h.query_by_label_contains("takes the trays it just played with it")
            .is_some()
    );
    assert!(
        h.query_by_label("E–W 1 takes trays 1 and 2 from table 1 to table 2 and puts them under; trays 3 and 4 stay at table 1.")
            .is_some()
    );
    // The pairs sit where the movement says: E–W 1 at table 2 in round 2, playing the
    // trays that waited there.
    h.key_press_modifiers(Modifiers::COMMAND, Key::Enter);
    h.run_steps(3);
    assert!(h.query_by_label("Table 2 tray 7").is_some());
    assert!(h.query_by_label("Table 2 tray 8").is_some());
    let history = state(&h);
    assert!(matches!(
        h.state()
            .desk()
            .unwrap()
            .party()
            .history()
            .last()
            .unwrap()
            .action,
        Action::StartRound
    ));
    assert_eq!(history.round_number(), Some(2));
}

#[test]
fn before_play_the_host_deals_the_trays_prints_the_hand_records_and_the_guides() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = harness(saves.path(), &clock, None);
    h.run_steps(2);
    type_into(&mut h, "Party title", "Duplicate Friday");
    click(&mut h, "Duplicate (pairs all evening)");
    click(&mut h, "2 trays");
    click(&mut h, "Deal the trays for me");
    click(&mut h, "Create the party");
    // A duplicate evening runs its whole movement unless the host says otherwise.
    assert_eq!(
        h.state().desk().unwrap().state().settings.end,
        cinch_party::rules::EveningEnd::HostDecides
    );
    let list: Vec<String> = (1..=14)
        .map(|p| format!("Player {p}A & Player {p}B"))
        .collect();
    type_into(&mut h, "Pairs, one a line", &list.join("\n"));
    h.key_press_modifiers(Modifiers::COMMAND, Key::Enter);
    h.run_steps(3);
    // The Print screen offers the duplicate documents; before the deal, the hand records
    // say how to make one.
    h.key_press_modifiers(Modifiers::COMMAND, Key::P);
    h.run_steps(3);
    assert_eq!(h.state().screen(), Screen::Print);
    assert!(h.query_by_label("Star cards").is_none());
    assert!(h.query_by_label("Score pads for this round").is_none());
    click(&mut h, "Hand records");
    h.get_by_label_contains("The trays are not dealt yet");
    click(&mut h, "Deal the trays now");
    h.run_steps(3);
    let seed = |h: &Harness<'_, CinchApp>| {
        h.state()
            .desk()
            .unwrap()
            .state()
            .duplicate()
            .unwrap()
            .dup
            .hands_seed()
    };
    let dealt = seed(&h).expect("the trays are dealt");
    // Seven tables of two trays: fourteen trays, six to a page.
    h.get_by_label("Page 1 of 3");
    click(&mut h, "Guide cards");
    h.get_by_label("Page 1 of 7");
    click(&mut h, "Save PDF");
    let pdf = saves
        .path()
        .join("exports")
        .join("duplicate-friday-guides-a4.pdf");
    for _ in 0..500 {
        h.run_steps(1);
        if pdf.exists() && h.query_by_label_contains("Saved the guide cards").is_some() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    assert!(std::fs::read(&pdf).unwrap().starts_with(b"%PDF-"));
    // The start keeps the trays as dealt (R-DUP-2).
    h.key_press_modifiers(Modifiers::COMMAND, Key::Num3);
    h.run_steps(3);
    h.get_by_label_contains("The trays are dealt");
    click(&mut h, "Start the evening");
    assert_eq!(seed(&h), Some(dealt));
}

#[test]
fn the_guest_display_seats_the_pairs_shows_the_round_both_boards_and_the_winners() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    // A whole evening of ten pairs, played by the rehearsal and opened in the window.
    let path = saves.path().join("played.ron");
    crate::support::duplicate::saved_duplicate(&path, 10, 2, 2, true);
    let mut h = harness(saves.path(), &clock, Some(path.clone()));
    h.run_steps(3);
    h.key_press_modifiers(Modifiers::COMMAND, Key::Num7);
    h.run_steps(3);
    let state = h.state().desk().unwrap().state().clone();
    let m = *state.duplicate().unwrap().dup.fixed_movement().unwrap();
    // Round 2 has no results yet: the display seats everyone, E–W 3's players at the
    // table the movement gives them, East and West.
    h.get_by_label("Find your seat — round 2");
    let ew3_id = cinch_party::rules::duplicate::PairId::ew(3);
    let ew3 = state.duplicate().unwrap().dup.pair(ew3_id).unwrap();
    let table = m.seat_of(2, ew3_id).unwrap().table;
    assert!(
        h.query_all_by_label(&format!("{table}  E")).count() >= 1,
        "E–W 3 sits East at table {table}"
    );
    h.get_by_label(state.name(ew3.players[0]));
    // A tray in: the round with its clock and what is still playing.
    click(&mut h, "Round and clock");
    // The evening was set to end after 2 rounds of the 5-round movement (issue 38).
    h.get_by_label("Round 2 of 2");
    h.get_by_label_contains("Still playing: ");
    // R-DUP-13: round 2 is still in play, so the standings and the ceremony show how
    // many trays are in, and no pair's score or place.
    h.get_by_role_and_label(egui::accesskit::Role::RadioButton, "Standings")
        .click();
    h.run_steps(3);
    assert!(
        h.query_all_by_label("The standings come after the last round")
            .count()
            >= 1
    );
    assert!(h.query_by_label("North–South").is_none(), "no leader board");
    click(&mut h, "Prize ceremony");
    assert!(h.query_by_label("Reveal the next winners").is_none());
    h.get_by_label_contains("Winners ceremony");
    drop(h);

    // The same evening played to its end: both leader boards, then the winners.
    let path = saves.path().join("done.ron");
    crate::support::duplicate::saved_duplicate(&path, 10, 2, 2, false);
    let mut h = harness(saves.path(), &clock, Some(path.clone()));
    h.run_steps(3);
    h.key_press_modifiers(Modifiers::COMMAND, Key::Num7);
    h.run_steps(3);
    let state = h.state().desk().unwrap().state().clone();
    h.get_by_role_and_label(egui::accesskit::Role::RadioButton, "Standings")
        .click();
    h.run_steps(3);
    h.get_by_label("North–South");
    h.get_by_label("East–West");
    let dup = cinch_party::view::duplicate::DupView::of(state.duplicate().unwrap());
    // A pair's number in a column of its own, its two names in the next (issue 38).
    h.get_by_label(dup.names(ew3_id));
    // The ceremony: the North–South best pairs, then the East–West ones.
    click(&mut h, "Prize ceremony");
    click(&mut h, "Reveal the next winners");
    let winners = |d| {
        dup.standings
            .winners
            .iter()
            .find(|(x, _)| *x == d)
            .unwrap()
            .1
            .clone()
    };
    let ns = winners(cinch_party::rules::duplicate::PairGroup::NorthSouth);
    if let [one] = ns.as_slice() {
        h.get_by_label(dup.names(cinch_party::rules::duplicate::PairId::ns(*one)));
    } else {
        h.get_by_label_contains("Level at the top");
    }
    click(&mut h, "Reveal the East–West winners");
    let ew = winners(cinch_party::rules::duplicate::PairGroup::EastWest);
    if let [one] = ew.as_slice() {
        h.get_by_label(dup.names(cinch_party::rules::duplicate::PairId::ew(*one)));
    }
}

#[test]
fn pairs_typed_a_line_each_with_enter_between_them_are_all_added() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = harness(saves.path(), &clock, None);
    h.run_steps(2);
    type_into(&mut h, "Party title", "Duplicate Friday");
    click(&mut h, "Duplicate (pairs all evening)");
    click(&mut h, "Create the party");
    h.get_by_label("Pairs, one a line").focus();
    h.run_steps(2);
    type_keys(&mut h, "Ann Abbott & Bob Baker");
    press(&mut h, Key::Enter);
    type_keys(&mut h, "Cora Carter & Dan Dawson");
    press(&mut h, Key::Enter);
    type_keys(&mut h, "Edna Ellis & Fred Foster");
    h.key_press_modifiers(Modifiers::COMMAND, Key::Enter);
    h.run_steps(3);
    assert_eq!(
        h.state()
            .desk()
            .unwrap()
            .state()
            .duplicate()
            .unwrap()
            .dup
            .pairs()
            .len(),
        3
    );
}

/// Types `text` as a keyboard does, then Enter, all in one frame (a quick typist on a
/// slow laptop): for each character its key pressed (capitals with Shift), the
/// character, the key released.
pub(crate) fn keyboard_then_enter(h: &mut Harness<'_, CinchApp>, text: &str) {
    for c in text.chars() {
        let key = Key::from_name(&c.to_ascii_uppercase().to_string());
        let modifiers = if c.is_ascii_uppercase() {
            Modifiers::SHIFT
        } else {
            Modifiers::NONE
        };
        if let Some(key) = key {
            h.event(egui::Event::Key {
                key,
                physical_key: Some(key),
                pressed: true,
                repeat: false,
                modifiers,
            });
        }
        h.event(egui::Event::Text(c.to_string()));
        if let Some(key) = key {
            h.event(egui::Event::Key {
                key,
                physical_key: Some(key),
                pressed: false,
                repeat: false,
                modifiers,
            });
        }
    }
    h.event(egui::Event::Key {
        key: Key::Enter,
        physical_key: Some(Key::Enter),
        pressed: true,
        repeat: false,
        modifiers: Modifiers::NONE,
    });
    h.run_steps(1);
}

#[test]
fn trays_typed_on_a_real_keyboard_one_after_another_each_go_in_their_own_tray() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = started(saves.path(), &clock, 10, "4 trays");
    for typed in ["N3 9", "E6 8", "S2 10"] {
        keyboard_then_enter(&mut h, typed);
    }
    h.run_steps(3);
    let state = h.state().desk().unwrap().state().clone();
    let dup = state.duplicate().unwrap().dup;
    assert!(dup.outcome(1, 1, 1).is_some(), "tray 1");
    assert!(dup.outcome(1, 1, 2).is_some(), "tray 2");
    assert!(dup.outcome(1, 1, 3).is_some(), "tray 3");
    assert!(
        h.query_by_label_contains("is not a deal").is_none(),
        "no tray got another's keys"
    );
}

#[test]
fn ctrl_f_finds_a_pair_by_its_number_or_a_players_name_and_shows_its_evening_tray_by_tray() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let path = saves.path().join("played.ron");
    crate::support::duplicate::saved_duplicate(&path, 10, 2, 3, false);
    let mut h = harness(saves.path(), &clock, Some(path));
    h.run_steps(3);
    let state = h.state().desk().unwrap().state().clone();
    let m = *state.duplicate().unwrap().dup.fixed_movement().unwrap();
    let dup = cinch_party::transcript::dup_view::DupView::of(state.duplicate().unwrap());
    let ew = cinch_party::rules::duplicate::PairId::ew;
    // By the pair's number.
    h.key_press_modifiers(Modifiers::COMMAND, Key::F);
    h.run_steps(2);
    type_keys(&mut h, "E-W 3");
    press(&mut h, Key::Enter);
    h.get_by_label(&dup.pair_label(ew(3)));
    let table = m.seat_of(2, ew(3)).unwrap().table;
    h.get_by_label(&format!(
        "Round 2, table {table}: against {}",
        dup.pair_label(cinch_party::rules::duplicate::PairId::ns(table))
    ));
    let tray = m.trays_at(2, table)[0];
    h.get_by_label(&format!("Tray {tray}:"));
    assert!(h.query_all_by_label_contains("elsewhere: table").count() > 0);
    // By a player's name.
    click(&mut h, "Find another pair or guest");
    let player = state.duplicate().unwrap().dup.pair(ew(5)).unwrap().players[1];
    type_keys(&mut h, state.name(player));
    press(&mut h, Key::Enter);
    h.get_by_label(&dup.pair_label(ew(5)));
    click(&mut h, "Close");
    assert!(h.query_by_label(&dup.pair_label(ew(5))).is_none());
}
