//! The Phones screen driven as a host would: Ctrl+9, "Phones at the tables" ticked, a
//! phone sends its table's result and the window takes it without a key being pressed;
//! with "wait for my OK", the host's OK records it.

use std::time::Duration;

use cinch_party::app::{CinchApp, FakeClock};
use cinch_party::rules::{Action, Source};
use cinch_party::view::Screen;
use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

use crate::common::at;
use crate::support::phones::{client, post};
use crate::support::ui::{click, seated_party};

/// Sends `body` to `url` from another thread, running the window's frames until the
/// answer comes (at most about ten seconds).
fn send_from_a_phone(h: &mut Harness<'_, CinchApp>, url: String, body: String) -> u16 {
    let phone = std::thread::spawn(move || post(&client(), &url, &body).0);
    for _ in 0..500 {
        h.run_steps(1);
        if phone.is_finished() {
            return phone.join().unwrap();
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    panic!("the phone had no answer");
}

#[test]
fn a_result_sent_from_a_phone_reaches_the_window_and_the_hosts_ok_holds_it() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = seated_party(saves.path(), &clock, 8, 8);
    h.state_mut()
        .phones_listen_on(std::net::Ipv4Addr::LOCALHOST.into(), 0);
    h.key_press_modifiers(Modifiers::COMMAND, Key::Num9);
    h.run_steps(3);
    assert_eq!(h.state().screen(), Screen::Phones);
    click(&mut h, "Phones at the tables");
    h.get_by_label_contains("Serving at http://127.0.0.1:");
    // At once, for this test (the default, East–West's agreement, is tests/ui_room.rs).
    click(&mut h, "go in at once");
    let links = h.state().phone_links();
    assert_eq!(links.len(), 4);
    h.get_by_label("Where do I sit?");
    h.get_by_label("Table 4");
    // Each link written as its host over its path, neither broken mid-word (issue 52: a
    // guest types it from the card): two lines, as tall as two of the guests' page's one.
    let (host, path) = cinch_party::phones::host_and_path(&links[3].1).unwrap();
    let card = h.get_by_label(&format!("{host}\n{path}")).rect();
    let one_line = h.get_by_label(&format!("{host}/")).rect();
    assert!(
        card.height() < one_line.height() * 2.5,
        "{card:?} against one line {one_line:?}"
    );

    let round = h
        .state()
        .desk()
        .unwrap()
        .state()
        .star()
        .unwrap()
        .current_round()
        .unwrap()
        .number;
    let status = send_from_a_phone(
        &mut h,
        format!("{}/result", links[0].1),
        format!(r#"{{"round":{round},"ns":21,"ew":12}}"#),
    );
    assert_eq!(status, 200);
    h.run_steps(2);
    h.get_by_label_contains("Table 1 (head) sent its result from a phone: North–South 21");
    let last = h
        .state()
        .desk()
        .unwrap()
        .party()
        .history()
        .last()
        .unwrap()
        .clone();
    assert_eq!(last.from, Source::Table(1));
    assert!(matches!(
        last.action,
        Action::EnterResult {
            table: 1,
            ns: 21,
            ew: 12
        }
    ));

    // With the host's OK: the phone hears 202, the result waits on this screen.
    click(&mut h, "wait for my OK");
    let status = send_from_a_phone(
        &mut h,
        format!("{}/result", links[1].1),
        format!(r#"{{"round":{round},"ns":9,"ew":14}}"#),
    );
    assert_eq!(status, 202);
    h.run_steps(2);
    h.get_by_label("Table 2: North–South 9, East–West 14 (waits for your OK)");
    let before = h.state().desk().unwrap().party().history().len();
    click(&mut h, "OK table 2");
    let party = h.state().desk().unwrap().party();
    assert_eq!(party.history().len(), before + 1);
    // The OK is the host's action; the result it records came from table 2's phone.
    let last = party.history().last().unwrap();
    assert_eq!(last.action, Action::AcceptHeld { table: 2 });
    let result = party
        .state()
        .star()
        .unwrap()
        .current_round()
        .unwrap()
        .results[1]
        .as_ref()
        .unwrap();
    assert_eq!((result.ns, result.ew), (9, 14));
    let sent = cinch_party::transcript::phone_reports(party);
    assert_eq!(sent.get(&(round, 2)), Some(&Source::Table(2)));
    // Turned off, the links stop answering.
    click(&mut h, "Phones at the tables");
    assert!(h.state().phone_links().is_empty());
    assert!(
        ureq::get(&format!("{}/state", links[0].1))
            .config()
            .timeout_global(Some(Duration::from_secs(5)))
            .build()
            .call()
            .is_err()
    );
}

#[test]
fn a_result_waiting_for_the_ok_is_still_waiting_after_a_restart_and_the_ok_takes_it_once() {
    let saves = tempfile::tempdir().unwrap();
    // The party as a crash left it: table 2's phone had sent 9–14, held for the OK.
    let mut party = crate::common::seated(2, crate::common::stars_evening(3));
    party
        .apply_from(
            Action::HoldForOk {
                table: 2,
                actions: vec![Action::EnterResult {
                    table: 2,
                    ns: 9,
                    ew: 14,
                }],
            },
            at(3),
            Source::Table(2),
        )
        .unwrap();
    let path = saves.path().join("evening.ron");
    let mut file = cinch_party::store::PartyFile::adopt(&path, "Restart", party).unwrap();
    assert_eq!(file.save_now(at(3)), cinch_party::store::Saved::Yes);
    drop(file);
    let clock = FakeClock::at(at(5));
    let mut h = crate::support::ui::harness(saves.path(), &clock, Some(path));
    h.run_steps(3);
    h.key_press_modifiers(Modifiers::COMMAND, Key::Num9);
    h.run_steps(3);
    // The phones are off, and the result still waits, with its OK.
    h.get_by_label("Table 2: North–South 9, East–West 14 (waits for your OK)");
    click(&mut h, "OK table 2");
    let party = h.state().desk().unwrap().party();
    let result = party
        .state()
        .star()
        .unwrap()
        .current_round()
        .unwrap()
        .results[1]
        .as_ref()
        .unwrap();
    assert_eq!((result.ns, result.ew), (9, 14));
    assert!(party.state().star().unwrap().held().next().is_none());
    assert!(h.query_by_label("OK table 2").is_none());
    // Undo puts it back to waiting; the OK again records it once.
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run_steps(3);
    click(&mut h, "OK table 2");
    let oks = h
        .state()
        .desk()
        .unwrap()
        .party()
        .history()
        .iter()
        .filter(|e| matches!(e.action, Action::AcceptHeld { .. }))
        .count();
    assert_eq!(oks, 1);
}
