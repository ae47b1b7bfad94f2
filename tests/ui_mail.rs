//! Mailing the guests' evenings from the window (issue 53), against a real mail server
//! on 127.0.0.1: the server set on the Print screen, an address typed for a guest (a bad
//! one refused in words), "Mail each guest their evening" pressed, every letter
//! received, and the mail file saying each was sent.

use std::time::{Duration, Instant};

use cinch_party::app::FakeClock;
use egui::{Key, Modifiers};
use egui_kittest::kittest::Queryable;

use crate::common::at;
use crate::support::smtp::Smtp;
use crate::support::ui::{click, harness_of, press, test_app, type_into};

#[test]
fn the_window_mails_each_guest_their_evening_with_an_address_typed_at_the_desk() {
    let saves = tempfile::tempdir().unwrap();
    let names: String = (0..8)
        .map(|i| {
            let side = if i % 2 == 0 { "lady" } else { "gentleman" };
            if i == 3 {
                format!("Desk Typed\t{side}\n")
            } else {
                format!("Guest{i} Window <w{i}@example.org>\t{side}\n")
            }
        })
        .collect();
    let options = [
        "--seed",
        "5",
        "--ladies",
        "4",
        "--gentlemen",
        "4",
        "--rounds",
        "3",
    ];
    let party = crate::mail::rehearse(saves.path(), "evening.ron", &names, &options);
    let smtp = Smtp::start();
    let clock = FakeClock::at(at(0));
    // A tall window: the mail part is below the printing, where the host scrolls to.
    let app = test_app(saves.path(), &clock, Some(party.clone()));
    let mut h = harness_of(app, [1366.0, 2400.0], false);
    h.run_steps(3);
    h.key_press_modifiers(Modifiers::COMMAND, Key::P);
    h.run_steps(3);
    type_into(
        &mut h,
        "Server name and port",
        &format!("127.0.0.1:{}", smtp.port),
    );
    click(&mut h, "None (this computer)");
    type_into(&mut h, "Your mail address", "host@example.org");
    click(&mut h, "Keep these settings");
    assert!(
        saves.path().join("mail-server.ron").exists(),
        "kept on this computer: {:?}",
        h.state().toasts().items()
    );
    click(&mut h, "Guests' addresses (7 of 8 asked for their evening)");
    // A bad address is refused in words, and nothing is kept.
    type_into(&mut h, "Address of Desk Typed", "desk at home");
    press(&mut h, Key::Tab);
    h.get_by_label_contains("Refused:");
    h.get_by_label("Address of Desk Typed").click();
    h.run_steps(2);
    h.key_press_modifiers(Modifiers::COMMAND, Key::A);
    h.get_by_label("Address of Desk Typed")
        .type_text("desk@example.org");
    press(&mut h, Key::Tab);
    h.get_by_label("Guests' addresses (8 of 8 asked for their evening)");
    click(&mut h, "Mail each guest their evening (M)");
    let deadline = Instant::now() + Duration::from_secs(20);
    while smtp.messages().len() < 8 && Instant::now() < deadline {
        h.run_steps(2);
        std::thread::sleep(Duration::from_millis(20));
    }
    for _ in 0..50 {
        h.run_steps(2);
        if h.query_all_by_label_contains("Mailed 8 of 8.")
            .next()
            .is_some()
        {
            break;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    assert!(
        h.query_all_by_label_contains("Mailed 8 of 8.")
            .next()
            .is_some(),
        "the window says it"
    );
    let to = crate::mail::recipients(&smtp);
    assert_eq!(to.len(), 8);
    assert!(to.contains(&"desk@example.org".to_owned()));
    // Pressed again: nothing goes twice.
    click(&mut h, "Mail each guest their evening (M)");
    for _ in 0..20 {
        h.run_steps(2);
        std::thread::sleep(Duration::from_millis(20));
    }
    assert_eq!(smtp.messages().len(), 8, "never twice");
    let book = std::fs::read_to_string(saves.path().join("evening.mail.ron")).unwrap();
    assert_eq!(book.matches("Sent(").count(), 8);
}

#[test]
fn a_list_pasted_on_the_guests_screen_keeps_each_address_and_refuses_a_wrong_one() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = crate::support::ui::harness(saves.path(), &clock, None);
    h.run_steps(2);
    type_into(&mut h, "Party title", "Friday Cinch");
    click(&mut h, "Create the party");
    type_into(
        &mut h,
        "List of names",
        "Zoë Ångström <zoe@example.org>\nBea Brown\nCy Wrong <cy at home>\nDot Dunn <dot@example.org>",
    );
    click(&mut h, "all ladies");
    click(&mut h, "Add these guests");
    let state = h.state();
    let names: Vec<&str> = state
        .desk()
        .unwrap()
        .state()
        .guests()
        .iter()
        .map(|g| g.name.as_str())
        .collect();
    assert_eq!(names, ["Zoë Ångström", "Bea Brown", "Dot Dunn"]);
    let errors: Vec<String> = state
        .toasts()
        .items()
        .iter()
        .map(|t| t.text.clone())
        .collect();
    assert!(
        errors
            .iter()
            .any(|t| t.contains("Cy Wrong") && t.contains("is not a mail address")),
        "{errors:?}"
    );
    // The addresses are kept beside the party, not in it.
    let party = std::fs::read_dir(saves.path())
        .unwrap()
        .filter_map(|e| Some(e.ok()?.path()))
        .find(|p| p.to_string_lossy().ends_with(".mail.ron"))
        .expect("the mail file");
    let book = std::fs::read_to_string(&party).unwrap();
    assert!(
        book.contains("zoe@example.org") && book.contains("dot@example.org"),
        "{book}"
    );
    let party_file = party.to_string_lossy().replace(".mail.ron", ".ron");
    let saved = std::fs::read_to_string(party_file).unwrap();
    assert!(
        !saved.contains("@example.org"),
        "no address in the party file"
    );
}
