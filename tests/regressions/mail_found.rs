//! What the guests' mail (issue 53) got wrong on its way, each pinned: found by its own
//! benchmark and by a new host's trial.

use crate::support::cli::run;
use crate::support::smtp::Smtp;

/// Bug: `mail FILE --to-folder DIR` run after the letters had been sent wrote nothing
/// (it wrote only the letters still due), so a host could not look at what had gone.
#[test]
fn to_folder_after_a_sending_still_writes_every_consenting_guests_letter() {
    let dir = tempfile::tempdir().unwrap();
    let party = crate::mail::rehearsal(dir.path(), 8);
    let smtp = Smtp::start();
    assert!(crate::mail::mail(&party, &smtp.url(), &[]).status.success());
    let folder = dir.path().join("letters");
    let out = run(&[
        "mail",
        party.to_str().unwrap(),
        "--to-folder",
        folder.to_str().unwrap(),
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(std::fs::read_dir(&folder).unwrap().count(), 7);
}

/// Bug (trial): a second `mail` run with a refused letter still standing printed "…has
/// been mailed it, but 1 refused…" and exited 0; the README says it fails.
#[test]
fn a_second_run_with_a_refusal_standing_fails_and_names_it() {
    let dir = tempfile::tempdir().unwrap();
    let party = crate::mail::rehearsal(dir.path(), 8);
    let smtp = Smtp::start_with(crate::support::smtp::Mode::Plain, None, 0.0, &["guest3@"]);
    assert!(!crate::mail::mail(&party, &smtp.url(), &[]).status.success());
    let again = crate::mail::mail(&party, &smtp.url(), &[]);
    assert!(!again.status.success());
    let err = String::from_utf8_lossy(&again.stderr);
    assert!(err.contains("1 refused: Guest3 Tester"), "{err}");
    assert!(!err.contains("has been mailed it, but"), "{err}");
}

/// Bug (trial): anyone at the door could replace another guest's address by typing
/// their name on the guests' page; the host was not asked.
#[test]
fn the_door_cannot_replace_an_address_already_given() {
    use crate::support::phones::{client, post, serve};
    let dir = tempfile::tempdir().unwrap();
    let party = crate::mail::rehearsal(dir.path(), 8);
    let served = serve(&party);
    let url = format!("{}/mail-me", served.seats.trim_end_matches('/'));
    let body = serde_json::json!({
        "name": "Guest2 Tester", "address": "thief@example.org", "consent": true
    });
    let (status, said) = post(&client(), &url, &body.to_string());
    assert_eq!(status, 409, "{said}");
    assert!(said["error"].as_str().unwrap().contains("ask the host"));
    let book = std::fs::read_to_string(dir.path().join("party.mail.ron")).unwrap();
    assert!(!book.contains("thief@"), "{book}");
    // The same address again is no change, and is thanked.
    let same = serde_json::json!({
        "name": "Guest2 Tester", "address": "guest2@example.org", "consent": true
    });
    let (status, said) = post(&client(), &url, &same.to_string());
    assert_eq!(status, 200, "{said}");
    assert!(
        said["said"]
            .as_str()
            .unwrap()
            .contains("when the host sends the evenings")
    );
}

/// Bug (trial): a letter sent again after a correction looked like the first one (same
/// subject, nothing said), so a guest could not tell which to believe.
#[test]
fn a_correction_letter_says_it_is_one() {
    use cinch_party::rules::Action;
    let dir = tempfile::tempdir().unwrap();
    let party = crate::mail::rehearsal(dir.path(), 8);
    let smtp = Smtp::start();
    assert!(crate::mail::mail(&party, &smtp.url(), &[]).status.success());
    {
        let mut file = cinch_party::store::PartyFile::open(&party).unwrap();
        let correct = Action::CorrectResult {
            round: 4,
            table: 2,
            ns: 99,
            ew: 0,
        };
        file.apply(correct, chrono::Utc::now()).unwrap();
    }
    assert!(
        crate::mail::mail(&party, &smtp.url(), &["--corrections"])
            .status
            .success()
    );
    let letters = smtp.messages();
    let corrected: Vec<_> = letters
        .iter()
        .filter(|m| m.text().contains("99–0") || m.text().contains("0–99"))
        .collect();
    assert_eq!(corrected.len(), 4);
    for m in corrected {
        assert!(m.parsed().subject().unwrap().ends_with("(corrected)"));
        assert!(m.text().contains("this letter replaces the one before"));
        assert!(m.html().contains("this letter replaces the one before"));
    }
}

/// Bug (trial): the guests' addresses were readable by every account of the computer
/// (the file was made 644).
#[cfg(unix)]
#[test]
fn the_mail_file_is_readable_by_the_hosts_account_only() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().unwrap();
    crate::mail::rehearsal(dir.path(), 8);
    let path = dir.path().join("party.mail.ron");
    let mode = std::fs::metadata(&path).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode, 0o600);
    let mut book = cinch_party::mail::MailBook::open(&dir.path().join("party.ron")).unwrap();
    book.forget(cinch_party::rules::GuestId(1)).unwrap();
    let mode = std::fs::metadata(&path).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode, 0o600, "still after forgetting");
}

/// The window on a finished rehearsal, tall enough to show the mail part below the
/// printing, at the Print screen.
fn print_screen<'a>(
    dir: &std::path::Path,
    clock: &cinch_party::app::FakeClock,
) -> egui_kittest::Harness<'a, cinch_party::app::CinchApp> {
    let party = crate::mail::rehearsal(dir, 8);
    let app = crate::support::ui::test_app(dir, clock, Some(party));
    let mut h = crate::support::ui::harness_of(app, [1366.0, 4000.0], false);
    h.run_steps(3);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::P);
    h.run_steps(3);
    h
}

/// Bug (trial): on the Print screen the guests' address boxes were squeezed to about
/// 40 pixels in a grid ("an", "be", "fic"): no address could be read or checked.
#[test]
fn the_guests_address_boxes_are_wide_enough_to_read() {
    use egui_kittest::kittest::Queryable;
    let dir = tempfile::tempdir().unwrap();
    let clock = cinch_party::app::FakeClock::at(crate::common::at(0));
    let mut h = print_screen(dir.path(), &clock);
    crate::support::ui::click(&mut h, "Guests' addresses (7 of 8 asked for their evening)");
    let width = h.get_by_label("Address of Guest2 Tester").rect().width();
    assert!(width >= 150.0, "the box is {width} px wide");
}

/// Bug (trial): M with nothing new to send said "Mailed 0 of 0." and wiped the lines
/// that said who was refused; each guest's letter had no mark of where it stood.
#[test]
fn m_with_nothing_new_says_what_stands_and_each_guest_shows_their_letter() {
    use egui_kittest::kittest::Queryable;
    let dir = tempfile::tempdir().unwrap();
    let clock = cinch_party::app::FakeClock::at(crate::common::at(0));
    let smtp = Smtp::start_with(crate::support::smtp::Mode::Plain, None, 0.0, &["guest3@"]);
    let party = crate::mail::rehearsal(dir.path(), 8);
    // Mailed from the command line first (one refused), then opened in the window.
    assert!(!crate::mail::mail(&party, &smtp.url(), &[]).status.success());
    let app = crate::support::ui::test_app(dir.path(), &clock, Some(party.clone()));
    let mut h = crate::support::ui::harness_of(app, [1366.0, 4000.0], false);
    h.run_steps(3);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::P);
    h.run_steps(3);
    type_server(&mut h, smtp.port);
    crate::support::ui::click(&mut h, "Guests' addresses (7 of 8 asked for their evening)");
    assert!(
        h.query_all_by_label_contains("Refused: the server says 550")
            .next()
            .is_some()
    );
    assert!(
        h.query_all_by_label_contains("Mailed (the server said 250")
            .next()
            .is_some()
    );
    crate::support::ui::click(&mut h, "Mail each guest their evening (M)");
    h.run_steps(3);
    assert!(
        h.query_all_by_label_contains("Mailed 0 of 0")
            .next()
            .is_none()
    );
    assert!(
        h.query_all_by_label_contains("6 of 7 mailed already; 1 refused: Guest3 Tester")
            .next()
            .is_some(),
        "{:?}",
        h.state().toasts().items()
    );
    assert_eq!(smtp.messages().len(), 6);
}

fn type_server(h: &mut egui_kittest::Harness<'_, cinch_party::app::CinchApp>, port: u16) {
    crate::support::ui::type_into(h, "Server name and port", &format!("127.0.0.1:{port}"));
    crate::support::ui::click(h, "None (this computer)");
    crate::support::ui::type_into(h, "Your mail address", "host@example.org");
    crate::support::ui::click(h, "Keep these settings");
}

/// Bug (trial): at the door "Zoe Angstrom", typed on a phone without accents, was
/// refused as no guest of the party, though Zoë Ångström was on the list.
#[test]
fn the_door_finds_a_name_typed_without_its_accents() {
    use crate::support::phones::{client, post, serve};
    let dir = tempfile::tempdir().unwrap();
    let party = crate::support::phones::open_round(dir.path(), 4, &["--open-round"]);
    // A guest of the open round renamed with accents, by the party's own action.
    {
        let mut file = cinch_party::store::PartyFile::open(&party).unwrap();
        let rename = cinch_party::rules::Action::RenameGuest {
            guest: cinch_party::rules::GuestId(0),
            name: "Zoë Ångström".to_owned(),
        };
        file.apply(rename, chrono::Utc::now()).unwrap();
    }
    let served = serve(&party);
    let url = format!("{}/mail-me", served.seats.trim_end_matches('/'));
    let body = serde_json::json!({
        "name": "zoe angstrom", "address": "zoe@example.org", "consent": true
    });
    let (status, said) = post(&client(), &url, &body.to_string());
    assert_eq!(status, 200, "{said}");
    assert!(
        said["said"]
            .as_str()
            .unwrap()
            .starts_with("Thank you, Zoë Ångström")
    );
}

/// Bug (trial): the published page, and the HTML letter made of its sections, said a
/// guest's prize twice over: "Won: Gentlemen's first prize — Won. Hans Müller: …".
#[test]
fn a_guests_prize_on_the_page_says_won_once() {
    let dir = tempfile::tempdir().unwrap();
    let party = crate::mail::rehearsal(dir.path(), 8);
    let page = dir.path().join("page.html");
    let out = run(&[
        "export",
        party.to_str().unwrap(),
        "--html",
        page.to_str().unwrap(),
    ]);
    assert!(out.status.success());
    let html = std::fs::read_to_string(&page).unwrap();
    assert!(html.contains("Won: "), "a prize is on the page");
    assert!(!html.contains("— Won. "), "said once");
}

/// A host's trial: a `mail --corrections` that failed (the server could not be used)
/// still queued a correction, and the next plain `mail` sent it as a first letter, with
/// no "(corrected)". A failed try now leaves the mail file as it was, and a correction
/// queued before a crash still goes as one.
#[test]
fn a_failed_try_queues_nothing_and_a_queued_correction_still_goes_as_one() {
    use cinch_party::rules::Action;
    let dir = tempfile::tempdir().unwrap();
    let party = crate::mail::rehearsal(dir.path(), 8);
    let smtp = Smtp::start();
    assert!(crate::mail::mail(&party, &smtp.url(), &[]).status.success());
    {
        let mut file = cinch_party::store::PartyFile::open(&party).unwrap();
        let correct = Action::CorrectResult {
            round: 4,
            table: 2,
            ns: 99,
            ew: 0,
        };
        file.apply(correct, chrono::Utc::now()).unwrap();
    }
    let mail_file = dir.path().join("party.mail.ron");
    let before = std::fs::read(&mail_file).unwrap();
    // A server that is not there: refused, and nothing written.
    let gone = Smtp::start();
    let url = gone.url();
    drop(gone.stop());
    let failed = crate::mail::mail(&party, &url, &["--corrections"]);
    assert!(!failed.status.success());
    assert_eq!(std::fs::read(&mail_file).unwrap(), before, "nothing queued");
    // A correction queued, then the program died: it goes as a correction, even with a
    // plain `mail`.
    {
        use cinch_party::mail::send::{Which, due};
        let file = cinch_party::store::PartyFile::open(&party).unwrap();
        let mut book = cinch_party::mail::MailBook::open(&party).unwrap();
        let evening = cinch_party::transcript::evening::Evening::of(file.party(), 0);
        let (letter, to, _) = due(
            &book,
            file.party(),
            &evening,
            file.title(),
            Which::WithCorrections,
        )
        .into_iter()
        .next()
        .expect("a correction is due");
        assert!(letter.correction);
        book.queue(
            letter.guest,
            "<queued@test>",
            &to,
            (&letter.evening(), true),
        )
        .unwrap();
    }
    let sent_before = smtp.messages().len();
    assert!(crate::mail::mail(&party, &smtp.url(), &[]).status.success());
    let letters = smtp.messages();
    assert_eq!(letters.len(), sent_before + 1, "only the queued one");
    let resent = letters
        .iter()
        .find(|m| m.parsed().message_id() == Some("queued@test"))
        .expect("the queued letter, under its own Message-ID");
    assert!(resent.parsed().subject().unwrap().ends_with("(corrected)"));
}

/// A host's trial: *Forget* on the Print screen took an address out of the mail file but
/// left it in the file's backup.
#[test]
fn a_forgotten_address_is_in_neither_the_mail_file_nor_its_backup() {
    let dir = tempfile::tempdir().unwrap();
    let party = crate::mail::rehearsal(dir.path(), 8);
    let path = dir.path().join("party.mail.ron");
    let text = std::fs::read_to_string(&path).unwrap();
    let address = crate::mail::addresses(8)[1].clone();
    assert!(text.contains(&address), "{text}");
    // Whose it is, as the file says: `Address(guest:N,address:"…"`.
    let line = text.lines().find(|l| l.contains(&address)).unwrap();
    let guest: u32 = line
        .split("guest:")
        .nth(1)
        .and_then(|rest| rest.split(',').next())
        .and_then(|n| n.parse().ok())
        .unwrap();
    let mut book = cinch_party::mail::MailBook::open(&party).unwrap();
    book.forget(cinch_party::rules::GuestId(guest)).unwrap();
    let backup = cinch_party::store::backup_path(&path);
    for file in [&path, &backup] {
        let text = std::fs::read_to_string(file).unwrap_or_default();
        assert!(!text.contains(&address), "{}: {text}", file.display());
    }
}

/// A host's trial: an address a guest gave at the door did not show in their box on the
/// Print screen (the box kept what it showed before) until the window was restarted.
#[test]
fn an_address_given_at_the_door_shows_in_its_box_at_once() {
    use egui_kittest::kittest::{NodeT, Queryable};
    use std::time::Duration;
    let dir = tempfile::tempdir().unwrap();
    let clock = cinch_party::app::FakeClock::at(crate::common::at(0));
    let mut h = print_screen(dir.path(), &clock);
    crate::support::ui::click(&mut h, "Guests' addresses (7 of 8 asked for their evening)");
    let box_value = |h: &egui_kittest::Harness<'_, cinch_party::app::CinchApp>| {
        h.get_by_label("Address of Guest4 Tester")
            .accesskit_node()
            .value()
            .unwrap_or_default()
            .to_string()
    };
    assert_eq!(box_value(&h), "");
    h.state_mut()
        .phones_listen_on(std::net::Ipv4Addr::LOCALHOST.into(), 0);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Num9);
    h.run_steps(3);
    crate::support::ui::click(&mut h, "Phones at the tables");
    let base = crate::support::phones::base_of(&h.state().phone_links()[0].1);
    let asking = std::thread::spawn(move || {
        let body = serde_json::json!({
            "name": "Guest4 Tester", "address": "four@example.org", "consent": true
        });
        crate::support::phones::post(
            &crate::support::phones::client(),
            &format!("{base}/mail-me"),
            &body.to_string(),
        )
    });
    for _ in 0..500 {
        h.run_steps(1);
        if asking.is_finished() {
            break;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    let (status, said) = asking.join().unwrap();
    assert_eq!(status, 200, "{said}");
    h.run_steps(3);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::P);
    h.run_steps(3);
    assert_eq!(box_value(&h), "four@example.org");
}

/// A host's trial: the letters went while a prize still waited for its cut (each said
/// "a cut decides"). Refused in words until it is cut, and nothing sent.
#[test]
fn the_letters_wait_until_every_prize_is_cut() {
    use crate::common::{play, seated, stars_evening};
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("tied.ron");
    // Four tables, each won the same way: winners level on every star.
    let mut party = seated(4, stars_evening(1));
    play(&mut party, &[(3, 1), (3, 1), (3, 1), (3, 1)]);
    let uncut = cinch_party::transcript::evening::Evening::of(&party, 0)
        .star()
        .unwrap()
        .prizes
        .iter()
        .any(|p| {
            matches!(
                p.outcome,
                cinch_party::rules::prizes::PrizeOutcome::AwaitingCut { .. }
            )
        });
    let outcomes: Vec<_> = cinch_party::transcript::evening::Evening::of(&party, 0)
        .star()
        .unwrap()
        .prizes
        .iter()
        .map(|p| format!("{:?}", p.outcome))
        .collect();
    assert!(uncut, "the evening has a prize to cut: {outcomes:?}");
    let guest = party.state().guests()[0].id;
    {
        let mut file = cinch_party::store::PartyFile::adopt(&path, "Tied", party).unwrap();
        file.save_now(crate::common::at(0));
    }
    let mut book = cinch_party::mail::MailBook::open(&path).unwrap();
    book.set_address(guest, "ann@example.org", true).unwrap();
    drop(book);
    let smtp = Smtp::start();
    let out = crate::mail::mail(&path, &smtp.url(), &[]);
    assert!(!out.status.success());
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(said.contains("A prize still waits for its cut"), "{said}");
    assert_eq!(smtp.messages().len(), 0);
}

/// A host's trial: `mail --server` to another server still took the window's user name,
/// and asked for a password for it.
#[test]
fn another_server_on_the_command_line_does_not_take_the_windows_user_name() {
    let dir = tempfile::tempdir().unwrap();
    let party = crate::mail::rehearsal(dir.path(), 8);
    let data = dir.path().join("data");
    let kept = cinch_party::mail::MailServer {
        host: "mail.club.test".into(),
        port: 587,
        security: cinch_party::mail::Security::Starttls,
        user: Some("host@club.test".into()),
        from: "host@club.test".into(),
        ca_file: None,
    };
    cinch_party::mail::keep_server(&data.join("cinch-party"), &kept).unwrap();
    let smtp = Smtp::start();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_cinch-party"))
        .args(["mail", party.to_str().unwrap(), "--server", &smtp.url()])
        .args(["--security", "none", "--from", "host@example.org"])
        .env("XDG_DATA_HOME", &data)
        .env("HOME", dir.path())
        .env_remove("CINCH_PARTY_MAIL_PASSWORD")
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(smtp.messages().len(), 7);
}
