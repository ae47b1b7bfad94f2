//! The room at the desk (issue 52), driven as a host would: phones on (results count
//! when East–West agree, the default), a table's result put to East–West and refused by
//! them, the call in the top bar answered by Ctrl+J, another call answered by its
//! button, and the disputed result settled by the host's OK.

use std::time::Duration;

use cinch_party::app::{CinchApp, FakeClock};
use cinch_party::rules::held::Agreement;
use cinch_party::rules::{Action, Source};
use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};

use crate::common::at;
use crate::support::phones::{client, get, post};
use crate::support::ui::{click, seated_party};

/// Sends `body` to `url` from another thread while the window runs its frames, until
/// the answer comes (at most about ten seconds): the status and the body.
fn phone(
    h: &mut Harness<'_, CinchApp>,
    url: String,
    body: Option<String>,
) -> (u16, serde_json::Value) {
    let asking = std::thread::spawn(move || match body {
        Some(body) => post(&client(), &url, &body),
        None => get(&client(), &url),
    });
    for _ in 0..500 {
        h.run_steps(1);
        if asking.is_finished() {
            let answer = asking.join().unwrap();
            h.run_steps(2);
            return answer;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    panic!("the phone had no answer");
}

fn calls(h: &Harness<'_, CinchApp>) -> Vec<(u32, bool)> {
    let state = h.state().desk().unwrap().state();
    (1..=4)
        .filter_map(|t| state.call_of(t).map(|c| (t, c.is_open())))
        .collect()
}

#[test]
fn a_disagreement_calls_the_host_whose_key_answers_and_whose_ok_settles_it() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = seated_party(saves.path(), &clock, 8, 8);
    h.state_mut()
        .phones_listen_on(std::net::Ipv4Addr::LOCALHOST.into(), 0);
    h.key_press_modifiers(Modifiers::COMMAND, Key::Num9);
    h.run_steps(3);
    click(&mut h, "Phones at the tables");
    // Agreement is the default, said on the screen.
    let chosen = h.get_by_label("count when East–West agree");
    assert_eq!(
        chosen.accesskit_node().toggled(),
        Some(egui::accesskit::Toggled::True)
    );
    let links = h.state().phone_links();
    let round = h.state().desk().unwrap().state().round_number().unwrap();
    let (status, state) = phone(
        &mut h,
        format!("{}/result", links[0].1),
        Some(format!(r#"{{"round":{round},"ns":21,"ew":12}}"#)),
    );
    assert_eq!(status, 202, "{state}");
    h.get_by_label_contains("Table 1: North–South 21, East–West 12 (East–West are asked");
    // East–West disagree on the phone: the call is in the top bar, whatever the screen.
    let (status, _) = phone(
        &mut h,
        format!("{}/agree", links[0].1),
        Some(format!(
            r#"{{"round":{round},"ns":21,"ew":12,"agree":false}}"#
        )),
    );
    assert_eq!(status, 200);
    h.key_press_modifiers(Modifiers::COMMAND, Key::Num4);
    h.run_steps(3);
    h.get_by_label("📣 Table 1 calls the host: East–West do not agree with the result");
    h.get_by_label("On my way (Ctrl+J)");
    assert_eq!(calls(&h), vec![(1, true)]);
    // Table 3 calls too: listed under it, the first answered first.
    let (status, _) = phone(
        &mut h,
        format!("{}/call", links[2].1),
        Some(format!(r#"{{"round":{round}}}"#)),
    );
    assert_eq!(status, 200);
    h.get_by_label("📣 Table 3 calls the host");
    h.key_press_modifiers(Modifiers::COMMAND, Key::J);
    h.run_steps(3);
    assert_eq!(calls(&h), vec![(1, false), (3, true)]);
    assert!(
        h.query_by_label_contains("Table 1 calls the host")
            .is_none(),
        "an answered call leaves the top bar"
    );
    let (_, state) = phone(&mut h, format!("{}/state", links[0].1), None);
    assert_eq!(state["call"]["answered"], true);
    // The button answers the next, as the key does.
    click(&mut h, "On my way (Ctrl+J)");
    assert_eq!(calls(&h), vec![(1, false), (3, false)]);
    assert!(h.query_by_label_contains("calls the host").is_none());
    // Ctrl+J with nobody calling says so and changes nothing.
    let before = h.state().desk().unwrap().party().history().len();
    h.key_press_modifiers(Modifiers::COMMAND, Key::J);
    h.run_steps(3);
    h.get_by_label_contains("No table is calling the host.");
    assert_eq!(h.state().desk().unwrap().party().history().len(), before);
    // The disputed result waits on the Phones screen; the host's OK records it.
    h.key_press_modifiers(Modifiers::COMMAND, Key::Num9);
    h.run_steps(3);
    h.get_by_label_contains("East–West do not agree: settle it at the table");
    let held = h
        .state()
        .desk()
        .unwrap()
        .state()
        .star()
        .unwrap()
        .held_for(1)
        .unwrap()
        .agreement;
    assert_eq!(held, Agreement::Disputed);
    click(&mut h, "OK table 1");
    let last = h
        .state()
        .desk()
        .unwrap()
        .party()
        .history()
        .last()
        .unwrap()
        .clone();
    assert_eq!(
        (last.action, last.from),
        (Action::AcceptHeld { table: 1 }, Source::Desk)
    );
    let round = &h.state().desk().unwrap().state().star().unwrap().rounds()[0];
    assert_eq!(
        round.results[0].as_ref().map(|r| (r.ns, r.ew)),
        Some((21, 12))
    );
}

#[test]
fn the_window_can_take_phones_results_at_once_or_with_its_ok_instead() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = seated_party(saves.path(), &clock, 4, 4);
    h.state_mut()
        .phones_listen_on(std::net::Ipv4Addr::LOCALHOST.into(), 0);
    h.key_press_modifiers(Modifiers::COMMAND, Key::Num9);
    h.run_steps(3);
    click(&mut h, "Phones at the tables");
    click(&mut h, "go in at once");
    let links = h.state().phone_links();
    let round = h.state().desk().unwrap().state().round_number().unwrap();
    let (status, state) = phone(
        &mut h,
        format!("{}/result", links[1].1),
        Some(format!(r#"{{"round":{round},"ns":3,"ew":9}}"#)),
    );
    assert_eq!(status, 200);
    assert_eq!(state["result"]["ew"], 9);
    assert!(state["agree"].is_null());
}

#[test]
fn the_door_keys_let_in_one_let_in_all_and_turn_away_and_nobody_joins_without_them() {
    use cinch_party::rules::guests::Side;
    use cinch_party::view::Command;
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = crate::support::ui::harness(saves.path(), &clock, None);
    h.run_steps(2);
    crate::support::ui::type_into(&mut h, "Party title", "Door night");
    click(&mut h, "Create the party");
    let guests = |h: &Harness<'_, CinchApp>| {
        h.state()
            .desk()
            .unwrap()
            .state()
            .guests()
            .iter()
            .map(|g| g.name.clone())
            .collect::<Vec<_>>()
    };
    // Four check in from their phones (as the door's page does): nobody is a guest yet.
    for (name, side) in [
        ("Ada Abbott", Side::Lady),
        ("Ben Brown", Side::Gentleman),
        ("Cy Cole", Side::Gentleman),
        ("Dot Dale", Side::Lady),
    ] {
        h.state_mut().execute(
            Command::Apply(Action::AtTheDoor {
                name: name.into(),
                side: Some(side),
            }),
            0.0,
        );
    }
    h.run_steps(3);
    assert!(guests(&h).is_empty());
    h.get_by_label("🚪 4 guests waiting at the door");
    h.get_by_label("Let in Ada Abbott (Ctrl+I)");
    // Ctrl+I: the first in; Ctrl+K: the next turned away.
    h.key_press_modifiers(Modifiers::COMMAND, Key::I);
    h.run_steps(3);
    assert_eq!(guests(&h), ["Ada Abbott"]);
    h.key_press_modifiers(Modifiers::COMMAND, Key::K);
    h.run_steps(3);
    assert_eq!(guests(&h), ["Ada Abbott"]);
    h.key_press_modifiers(Modifiers::COMMAND, Key::Num2);
    h.run_steps(3);
    h.get_by_label("2 guests waiting at the door");
    h.get_by_label("Turn away Cy Cole");
    // Ctrl+Shift+I: everyone else in.
    h.key_press_modifiers(Modifiers::COMMAND | Modifiers::SHIFT, Key::I);
    h.run_steps(3);
    assert_eq!(guests(&h), ["Ada Abbott", "Cy Cole", "Dot Dale"]);
    assert!(h.query_by_label_contains("waiting at the door").is_none());
    let history = h.state().desk().unwrap().party().history();
    let turned: Vec<&Action> = history
        .iter()
        .map(|e| &e.action)
        .filter(|a| matches!(a, Action::TurnAway { .. }))
        .collect();
    assert_eq!(
        turned,
        [&Action::TurnAway {
            name: "Ben Brown".into()
        }]
    );
    // With nobody at the door the key says so and changes nothing.
    let before = history.len();
    h.key_press_modifiers(Modifiers::COMMAND, Key::I);
    h.run_steps(3);
    h.get_by_label_contains("Nobody is waiting at the door.");
    assert_eq!(h.state().desk().unwrap().party().history().len(), before);
}

/// Why a correction (issue 52 §4): typed after the round and table at Ctrl+H, kept in
/// the history, and said in the report, the history's CSV and the guest's evening.
#[test]
fn a_correction_keeps_its_reason_typed_after_ctrl_h_in_every_record() {
    use crate::support::keys::{key, text};
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = seated_party(saves.path(), &clock, 4, 4);
    for (ns, ew) in [("9", "5"), ("4", "10")] {
        text(&mut h, ns);
        key(&mut h, Key::Tab);
        text(&mut h, ew);
        key(&mut h, Key::Enter);
    }
    h.key_press_modifiers(Modifiers::COMMAND, Key::B);
    h.run_steps(3);
    h.key_press_modifiers(Modifiers::COMMAND, Key::H);
    h.run_steps(3);
    text(&mut h, "1 2 scores swapped");
    key(&mut h, Key::Enter);
    text(&mut h, "10");
    key(&mut h, Key::Tab);
    text(&mut h, "4");
    key(&mut h, Key::Enter);
    let party = h.state().desk().unwrap().party().clone();
    let last = party.history().last().unwrap();
    assert_eq!(
        last.action,
        Action::CorrectResult {
            round: 1,
            table: 2,
            ns: 10,
            ew: 4
        }
    );
    assert_eq!(last.why.as_deref(), Some("scores swapped"));
    // The report, the history's CSV and the guest's evening say why.
    let report = cinch_party::transcript::Transcript::of(&party).to_string();
    assert!(report.contains("(corrected: scores swapped)"), "{report}");
    let csv = cinch_party::transcript::export::history_csv(&party).unwrap();
    assert!(
        csv.contains("the correction of round 1, table 2 to 10–4 — scores swapped"),
        "{csv}"
    );
    let state = party.state();
    let round = &state.star().unwrap().rounds()[0];
    let guest = round.tables[1].at(cinch_party::rules::Seat::North);
    let evening = cinch_party::transcript::guest::GuestEvening::of(&party, guest).unwrap();
    assert!(
        evening.rounds[0]
            .words()
            .contains("won 10–4 (corrected: scores swapped)"),
        "{}",
        evening.rounds[0].words()
    );
    // Undo and redo keep it; a second correction without a reason adds none.
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run_steps(3);
    h.key_press_modifiers(Modifiers::COMMAND, Key::Y);
    h.run_steps(3);
    let party = h.state().desk().unwrap().party().clone();
    assert_eq!(
        party.history().last().unwrap().why.as_deref(),
        Some("scores swapped")
    );
    let reloaded = cinch_party::store::load(h.state().desk().unwrap().file.path())
        .unwrap()
        .1;
    assert_eq!(
        reloaded.history().last().unwrap().why.as_deref(),
        Some("scores swapped"),
        "saved with the party"
    );
}

/// A host's trial (issue 52): the host typed table 1's result at the desk after East–West
/// disputed what its phone sent; the phone's result still waited on the Phones screen and
/// in the report, and its OK was refused. The host's entry now sets it aside, in the
/// history with why, and says so.
#[test]
fn the_hosts_own_entry_sets_aside_a_result_its_phone_sent_and_still_waiting() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = seated_party(saves.path(), &clock, 8, 8);
    h.state_mut()
        .phones_listen_on(std::net::Ipv4Addr::LOCALHOST.into(), 0);
    h.key_press_modifiers(Modifiers::COMMAND, Key::Num9);
    h.run_steps(3);
    click(&mut h, "Phones at the tables");
    let links = h.state().phone_links();
    let round = h.state().desk().unwrap().state().round_number().unwrap();
    let (status, _) = phone(
        &mut h,
        format!("{}/result", links[0].1),
        Some(format!(r#"{{"round":{round},"ns":20,"ew":26}}"#)),
    );
    assert_eq!(status, 202);
    let (status, _) = phone(
        &mut h,
        format!("{}/agree", links[0].1),
        Some(format!(
            r#"{{"round":{round},"ns":20,"ew":26,"agree":false}}"#
        )),
    );
    assert_eq!(status, 200);
    h.key_press_modifiers(Modifiers::COMMAND, Key::Num4);
    h.run_steps(3);
    crate::support::ui::enter_scores(&mut h, "22", "26");
    let state = h.state().desk().unwrap().state().clone();
    let star = state.star().unwrap();
    assert_eq!(
        star.current_round().unwrap().results[0]
            .as_ref()
            .map(|r| (r.ns, r.ew)),
        Some((22, 26)),
        "the host's result counts"
    );
    assert!(star.held_for(1).is_none(), "the phone's is set aside");
    let last = h
        .state()
        .desk()
        .unwrap()
        .party()
        .history()
        .last()
        .unwrap()
        .clone();
    assert_eq!(last.action, Action::TurnDownHeld { table: 1 });
    assert_eq!(
        last.why.as_deref(),
        Some("the host entered the table's result at the desk")
    );
    h.get_by_label_contains("Table 1's result from its phone (20–26) is set aside");
    h.key_press_modifiers(Modifiers::COMMAND, Key::Num9);
    h.run_steps(3);
    assert!(h.query_by_label("OK table 1").is_none());
    // The phone shows the host's result, not a turned-down pad.
    let (_, shown) = phone(&mut h, format!("{}/state", links[0].1), None);
    assert_eq!(shown["result"]["ns"], 22, "{shown}");
}
