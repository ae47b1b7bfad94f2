//! Each guest's evening in their mailbox (issue 53), against a real mail server started
//! by the tests (Debian's aiosmtpd on 127.0.0.1): every message parsed back — the right
//! recipients and only they, each guest's own stars and place, names whole, the page
//! attached — a refused recipient, corrections, bad input; the faults are in
//! `mail_faults`.

use std::path::{Path, PathBuf};

use crate::support::cli::run;
use crate::support::smtp::{Mode, Smtp};

pub const HOST: &str = "host@example.org";

/// A names file of `n` guests, half ladies, each with an address but every fifth, and
/// the first with letters from beyond ASCII.
fn names_file(dir: &Path, n: usize) -> PathBuf {
    let mut text = String::new();
    for i in 0..n {
        let side = if i % 2 == 0 { "lady" } else { "gentleman" };
        let name = if i == 0 {
            "Zoë Ångström".to_owned()
        } else if i == 1 {
            "O'Hara, \"Bo\"".to_owned()
        } else {
            format!("Guest{i} Tester")
        };
        if i % 5 == 4 {
            text.push_str(&format!("{name}\t{side}\n"));
        } else {
            text.push_str(&format!("{name} <guest{i}@example.org>\t{side}\n"));
        }
    }
    let path = dir.join("names.txt");
    std::fs::write(&path, text).unwrap();
    path
}

/// A finished rehearsal saved as `dir/FILE`, its guests drawn from the list `names`
/// (written beside it), with `options` (sides, rounds, seed…).
pub fn rehearse(dir: &Path, file: &str, names: &str, options: &[&str]) -> PathBuf {
    let list = dir.join("names.txt");
    std::fs::write(&list, names).unwrap();
    let party = dir.join(file);
    let mut args = vec!["simulate"];
    args.extend_from_slice(options);
    args.extend([
        "--names-from",
        list.to_str().unwrap(),
        "--save",
        party.to_str().unwrap(),
    ]);
    let out = run(&args);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    party
}

/// A finished rehearsal of `n` guests from `names_file`, saved in `dir`.
pub fn rehearsal(dir: &Path, n: usize) -> PathBuf {
    let names = std::fs::read_to_string(names_file(dir, n)).unwrap();
    let half = (n / 2).to_string();
    let options = [
        "--seed",
        "53",
        "--ladies",
        &half,
        "--gentlemen",
        &half,
        "--rounds",
        "4",
    ];
    rehearse(dir, "party.ron", &names, &options)
}

/// `mail PARTY` to `server` with `security`, from the host, and `extra`.
pub fn mail_over(
    party: &Path,
    server: &str,
    security: &str,
    extra: &[&str],
) -> std::process::Output {
    let mut args = vec![
        "mail",
        party.to_str().unwrap(),
        "--server",
        server,
        "--security",
        security,
        "--from",
        HOST,
    ];
    args.extend_from_slice(extra);
    run(&args)
}

/// `mail PARTY` to a plain server on this computer.
pub fn mail(party: &Path, server: &str, extra: &[&str]) -> std::process::Output {
    mail_over(party, server, "none", extra)
}

/// The guest each letter the server kept went to, sorted.
pub fn recipients(smtp: &Smtp) -> Vec<String> {
    let mut to: Vec<String> = smtp
        .messages()
        .into_iter()
        .map(|m| m.rcpt_to[0].clone())
        .collect();
    to.sort();
    to
}

/// Each consenting guest's address in the names file.
pub fn addresses(n: usize) -> Vec<String> {
    (0..n)
        .filter(|i| i % 5 != 4)
        .map(|i| format!("guest{i}@example.org"))
        .collect()
}

/// The stars line a guest's letter must carry, from `report --guest --json`.
fn stars_line(party: &Path, name: &str) -> String {
    let out = run(&["report", party.to_str().unwrap(), "--guest", name, "--json"]);
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let s = &json["stars"];
    let count = |n: &serde_json::Value, colour: &str| {
        let n = n.as_u64().unwrap();
        if n == 1 {
            format!("1 {colour} star")
        } else {
            format!("{n} {colour} stars")
        }
    };
    format!(
        "Your evening: {}, {} and {}",
        count(&s["gold"], "gold"),
        count(&s["red"], "red"),
        count(&s["green"], "green")
    )
}

#[test]
fn mail_sends_each_consenting_guest_their_own_evening_once() {
    let dir = tempfile::tempdir().unwrap();
    let party = rehearsal(dir.path(), 16);
    let smtp = Smtp::start();
    let out = mail(&party, &smtp.url(), &[]);
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{said}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(said.contains("Mailed 13 of 13."), "{said}");
    let got = smtp.messages();
    assert_eq!(got.len(), 13, "one message a consenting guest");
    let mut to: Vec<String> = Vec::new();
    for message in &got {
        // The guest and the host's copy, nobody else.
        assert_eq!(message.rcpt_to.len(), 2, "{:?}", message.rcpt_to);
        assert_eq!(message.rcpt_to[1], HOST);
        assert_eq!(message.mail_from, HOST);
        let parsed = message.parsed();
        let guest = parsed.to().unwrap().first().unwrap();
        assert_eq!(parsed.to().unwrap().iter().count(), 1);
        assert_eq!(guest.address().unwrap(), message.rcpt_to[0]);
        let name = guest.name().unwrap().to_owned();
        let text = message.text();
        assert!(text.contains(&format!("Dear {name},")), "{text}");
        assert!(text.contains(&stars_line(&party, &name)), "{name}: {text}");
        assert!(message.html().contains("<!DOCTYPE html>"));
        assert!(
            parsed.reply_to().unwrap().first().unwrap().address() == Some(HOST),
            "answers go to the host"
        );
        // The evening's page attached, a whole page naming the guest.
        let page = parsed.attachment(0).expect("the page attached");
        let page = String::from_utf8_lossy(page.contents()).into_owned();
        assert!(page.starts_with("<!DOCTYPE html>") && page.contains("</html>"));
        assert!(
            page.contains(&name.replace('"', "&quot;")),
            "{name} on the page"
        );
        to.push(message.rcpt_to[0].clone());
    }
    to.sort();
    let mut expected = addresses(16);
    expected.sort();
    assert_eq!(to, expected, "each consenting guest, once");
    // UTF-8 names whole in the header.
    assert!(
        got.iter()
            .any(|m| m.parsed().to().unwrap().first().unwrap().name() == Some("Zoë Ångström"))
    );
    // A name with a comma and quotes is one recipient, not two.
    assert!(
        got.iter()
            .any(|m| m.parsed().to().unwrap().first().unwrap().name() == Some("O'Hara, \"Bo\""))
    );

    // A second run sends nothing again.
    let again = mail(&party, &smtp.url(), &[]);
    assert!(again.status.success());
    assert!(
        String::from_utf8_lossy(&again.stdout)
            .contains("Nothing new to send: 13 of 13 mailed already.")
    );
    assert_eq!(smtp.messages().len(), 13, "never twice");
}

#[test]
fn a_refused_recipient_is_said_refused_and_the_others_are_sent() {
    let dir = tempfile::tempdir().unwrap();
    let party = rehearsal(dir.path(), 8);
    let smtp = Smtp::start_with(Mode::Plain, None, 0.0, &["guest3@"]);
    let out = mail(&party, &smtp.url(), &[]);
    let said = String::from_utf8_lossy(&out.stdout);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success(), "a refused letter fails the command");
    assert!(
        said.contains("Refused Guest3 Tester <guest3@example.org>: the server says 550"),
        "{said}"
    );
    assert!(said.contains("mailbox does not exist"), "{said}");
    assert!(err.contains("Mailed 6 of 7; 1 refused."), "{err}");
    assert_eq!(smtp.messages().len(), 6);
    // Run again: the refused one is still said, and still fails the command (a
    // trial: the second run said so and exited 0); nothing is sent twice.
    let again = mail(&party, &smtp.url(), &[]);
    let err = String::from_utf8_lossy(&again.stderr);
    assert!(!again.status.success());
    assert!(
        err.contains("6 of 7 mailed already; 1 refused: Guest3 Tester (the server says 550"),
        "{err}"
    );
    assert_eq!(smtp.messages().len(), 6);
}

#[test]
fn mail_is_refused_before_the_last_bell() {
    let dir = tempfile::tempdir().unwrap();
    let names = names_file(dir.path(), 8);
    let party = dir.path().join("open.ron");
    let out = run(&[
        "simulate",
        "--ladies",
        "4",
        "--gentlemen",
        "4",
        "--open-round",
        "--names-from",
        names.to_str().unwrap(),
        "--save",
        party.to_str().unwrap(),
    ]);
    assert!(out.status.success());
    let smtp = Smtp::start();
    let out = mail(&party, &smtp.url(), &[]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("not over yet"));
    assert_eq!(smtp.messages().len(), 0);
}

#[test]
fn plain_mail_to_another_computer_is_refused_before_connecting() {
    let dir = tempfile::tempdir().unwrap();
    let party = rehearsal(dir.path(), 8);
    let out = mail(&party, "smtp://mail.example.org:25", &[]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success());
    assert!(err.contains("only to a server on this computer"), "{err}");
    let out = mail(&party, "smtp://127.0.0.1:notaport", &[]);
    assert!(String::from_utf8_lossy(&out.stderr).contains("is not a mail server"));
    let out = run(&[
        "mail",
        party.to_str().unwrap(),
        "--server",
        "smtp://127.0.0.1:25",
        "--security",
        "none",
        "--from",
        "host at home",
    ]);
    assert!(String::from_utf8_lossy(&out.stderr).contains("is not a mail address"));
}

#[test]
fn to_folder_writes_each_letter_and_sends_none() {
    let dir = tempfile::tempdir().unwrap();
    let party = rehearsal(dir.path(), 8);
    let folder = dir.path().join("letters");
    let out = run(&[
        "mail",
        party.to_str().unwrap(),
        "--to-folder",
        folder.to_str().unwrap(),
        "--from",
        HOST,
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let files: Vec<_> = std::fs::read_dir(&folder).unwrap().collect();
    assert_eq!(files.len(), 7);
    let zoe = std::fs::read(folder.join("zoe-angstrom.eml")).unwrap();
    let parsed = mail_parser::MessageParser::default().parse(&zoe).unwrap();
    assert_eq!(
        parsed.to().unwrap().first().unwrap().name(),
        Some("Zoë Ångström")
    );
    // Nothing was sent: a real sending afterwards sends all seven.
    let smtp = Smtp::start();
    assert!(mail(&party, &smtp.url(), &[]).status.success());
    assert_eq!(smtp.messages().len(), 7);
    // Written again after the sending: still every letter (a preview, not the outbox).
    let again = dir.path().join("again");
    let out = run(&[
        "mail",
        party.to_str().unwrap(),
        "--to-folder",
        again.to_str().unwrap(),
    ]);
    assert!(out.status.success());
    assert_eq!(std::fs::read_dir(&again).unwrap().count(), 7);
}

#[test]
fn a_corrected_evening_goes_again_only_when_asked_and_only_to_those_it_changed() {
    use cinch_party::rules::Action;
    let dir = tempfile::tempdir().unwrap();
    let party = rehearsal(dir.path(), 8);
    let smtp = Smtp::start();
    assert!(mail(&party, &smtp.url(), &[]).status.success());
    assert_eq!(smtp.messages().len(), 7);
    {
        let mut file = cinch_party::store::PartyFile::open(&party).unwrap();
        file.apply(
            Action::CorrectResult {
                round: 4,
                table: 2,
                ns: 99,
                ew: 0,
            },
            chrono::Utc::now(),
        )
        .unwrap();
    }
    let plain = mail(&party, &smtp.url(), &[]);
    assert!(plain.status.success());
    assert!(
        String::from_utf8_lossy(&plain.stdout).contains("A correction changed the evening of"),
        "{}",
        String::from_utf8_lossy(&plain.stdout)
    );
    assert_eq!(smtp.messages().len(), 7, "not without --corrections");
    let again = mail(&party, &smtp.url(), &["--corrections"]);
    assert!(
        again.status.success(),
        "{}",
        String::from_utf8_lossy(&again.stderr)
    );
    let all = smtp.messages();
    let resent = &all[..];
    let corrected = resent
        .iter()
        .filter(|m| {
            let text = m.text();
            text.contains("99–0") || text.contains("0–99")
        })
        .count();
    assert_eq!(
        corrected, 4,
        "the four at the corrected table have it again"
    );
    assert!(all.len() - 7 >= 4 && all.len() - 7 <= 7);
    // Sent once: asking again sends nothing more.
    let third = mail(&party, &smtp.url(), &["--corrections"]);
    assert!(third.status.success());
    assert_eq!(smtp.messages().len(), all.len());
}

#[test]
fn bad_addresses_and_injections_are_refused_in_words() {
    use cinch_party::mail::{check_address, split_name_and_address};
    for bad in [
        "",
        "ann",
        "ann@",
        "@example.org",
        "ann@example.org, bob@example.org",
        "ann@example.org\r\nBcc: eve@example.org",
        "ann@example.org\nBcc:eve@example.org",
        "<ann@example.org>",
        "ann example@example.org",
    ] {
        let refused = check_address(bad).unwrap_err().to_string();
        assert!(!refused.is_empty(), "{bad:?} refused in words");
    }
    assert_eq!(
        check_address(" zoe@example.org ").unwrap(),
        "zoe@example.org"
    );
    assert!(split_name_and_address("Eve <eve@example.org> <zoe@example.org>").is_err());
    assert!(split_name_and_address("Eve <eve@example.org").is_err());
    let (name, address) = split_name_and_address("Zoë Ångström <zoe@example.org>").unwrap();
    assert_eq!(
        (name, address.as_deref()),
        ("Zoë Ångström", Some("zoe@example.org"))
    );
    // A list with a bad address is refused naming its line.
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("n.txt"),
        "Ann <ann@example.org>\nBob <bob at home>\n",
    )
    .unwrap();
    let out = run(&[
        "simulate",
        "--names-from",
        dir.path().join("n.txt").to_str().unwrap(),
    ]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success());
    assert!(
        err.contains("line 2") && err.contains("is not a mail address"),
        "{err}"
    );
}

#[test]
fn a_duplicate_evening_mails_each_player_their_pairs_evening() {
    let dir = tempfile::tempdir().unwrap();
    let names: String = (0..16)
        .map(|i| format!("Player{i} Dup <p{i}@example.org>\n"))
        .collect();
    let options = ["--duplicate", "--pairs", "8", "--seed", "4"];
    let party = rehearse(dir.path(), "dup.ron", &names, &options);
    let smtp = Smtp::start();
    let out = mail(&party, &smtp.url(), &[]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let got = smtp.messages();
    assert_eq!(got.len(), 16, "each player of each pair");
    for message in &got {
        let text = message.text();
        let name = message
            .parsed()
            .to()
            .unwrap()
            .first()
            .unwrap()
            .name()
            .unwrap()
            .to_owned();
        assert!(text.contains("Your pair ("), "{text}");
        assert!(text.contains("Round 1: table"), "{text}");
        assert!(text.contains("tray"), "{text}");
        // Their partner is named, not themselves, after "with".
        let with = text.split("with ").nth(1).unwrap_or_default();
        assert!(!with.starts_with(&name), "{text}");
    }
}

#[test]
fn a_forgotten_address_leaves_the_mail_file_for_good() {
    use cinch_party::mail::MailBook;
    use cinch_party::rules::GuestId;
    let dir = tempfile::tempdir().unwrap();
    let party = dir.path().join("p.ron");
    let mut book = MailBook::open(&party).unwrap();
    book.set_address(GuestId(0), "ann@example.org", true)
        .unwrap();
    book.set_address(GuestId(1), "bob@example.org", true)
        .unwrap();
    book.queue(
        GuestId(0),
        "<id@x>",
        "ann@example.org",
        ("Your evening", false),
    )
    .unwrap();
    book.sent(GuestId(0), "<id@x>", "250 OK").unwrap();
    book.forget(GuestId(0)).unwrap();
    let text = std::fs::read_to_string(dir.path().join("p.mail.ron")).unwrap();
    assert!(!text.contains("ann@example.org"), "{text}");
    assert!(text.contains("bob@example.org"));
    // Read back: Ann has no address, and her letter is still known to be sent.
    let again = MailBook::open(&party).unwrap();
    assert!(again.contact(GuestId(0)).is_none());
    assert!(matches!(
        again.outgoing(GuestId(0)),
        Some(cinch_party::mail::book::Outgoing::Sent { .. })
    ));
    // A last line cut short by a crash is left out, the rest read.
    let mut torn = text.clone();
    torn.push_str("Sent(guest:1,id:\"<x");
    std::fs::write(dir.path().join("p.mail.ron"), torn).unwrap();
    assert!(MailBook::open(&party).is_ok());
    // A damaged line in the middle is refused in words, naming the line.
    std::fs::write(
        dir.path().join("p.mail.ron"),
        format!("{text}garbage\n{text}"),
    )
    .unwrap();
    let refused = MailBook::open(&party).unwrap_err().to_string();
    assert!(refused.contains("line"), "{refused}");
}

#[test]
fn a_member_who_asked_for_their_evenings_is_mailed_by_name_or_spelling() {
    let dir = tempfile::tempdir().unwrap();
    let party = rehearsal(dir.path(), 8);
    // Guest4 has no address tonight; the club has one for them under another
    // spelling (R-SEASON-1), with "mail me my evenings". Guest6's member address is
    // not used: tonight's wins. A member who did not ask gets nothing.
    std::fs::write(
        dir.path().join("members.ron"),
        r#"(version: 1, members: [
            (name: "G. Four", aliases: ["Guest4 Tester"], address: Some("four@club.example"), mail_me: true),
            (name: "Guest6 Tester", address: Some("six@club.example"), mail_me: true),
            (name: "Guest2 Tester", address: Some("two@club.example"), mail_me: false),
        ])"#,
    )
    .unwrap();
    let smtp = Smtp::start();
    let out = mail(&party, &smtp.url(), &[]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let to = recipients(&smtp);
    assert_eq!(to.len(), 8, "{to:?}");
    assert!(to.contains(&"four@club.example".to_owned()));
    assert!(!to.contains(&"six@club.example".to_owned()));
    assert!(!to.contains(&"two@club.example".to_owned()));
    // The party's own mail file never took the member's address.
    let book = std::fs::read_to_string(dir.path().join("party.mail.ron")).unwrap();
    assert!(
        !book.contains("Address(guest:") || !book.contains("address:\"four@"),
        "{book}"
    );
    assert!(
        book.contains("to:\"four@club.example\""),
        "the outbox says where it went"
    );
}
