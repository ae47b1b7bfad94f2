//! The guests' mail against faults (issue 53): a server that goes away mid-way, the
//! sender killed with kill -9 mid-way, STARTTLS asked for and not offered, and STARTTLS
//! and TLS with a certificate the test makes — every letter once, none lost.

use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use crate::mail::{HOST, addresses, mail, mail_over, rehearsal, rehearse};
use crate::support::smtp::{Mode, Smtp, TestCert};

#[test]
fn a_server_killed_mid_way_leaves_the_rest_waiting_and_a_restart_sends_them_once() {
    let dir = tempfile::tempdir().unwrap();
    let party = rehearsal(dir.path(), 20);
    let port = crate::support::cups::free_port();
    let smtp = Smtp::start_at(
        port,
        Mode::Plain,
        None,
        0.3,
        &[],
        tempfile::tempdir().unwrap(),
    );
    let url = smtp.url();
    let child = Command::new(env!("CARGO_BIN_EXE_cinch-party"))
        .args([
            "mail",
            party.to_str().unwrap(),
            "--server",
            &url,
            "--security",
            "none",
            "--from",
            HOST,
        ])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let deadline = Instant::now() + Duration::from_secs(30);
    while smtp.messages().len() < 5 && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(20));
    }
    let kept = smtp.stop();
    let out = child.wait_with_output().unwrap();
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("waiting"), "{err}");
    let before = std::fs::read_dir(kept.path())
        .unwrap()
        .filter(|e| {
            e.as_ref()
                .unwrap()
                .path()
                .extension()
                .is_some_and(|x| x == "eml")
        })
        .count();
    assert!(before < 16, "the server went away mid-way ({before} kept)");
    let smtp = Smtp::start_at(port, Mode::Plain, None, 0.0, &[], kept);
    let again = mail(&party, &url, &[]);
    assert!(
        again.status.success(),
        "{}",
        String::from_utf8_lossy(&again.stderr)
    );
    let to = crate::mail::recipients(&smtp);
    let mut expected = addresses(20);
    expected.sort();
    assert_eq!(to, expected, "every letter once");
}

#[test]
fn kill_9_while_mailing_40_guests_then_a_restart_ends_with_40_letters_none_twice() {
    let dir = tempfile::tempdir().unwrap();
    let names: String = (0..40)
        .map(|i| {
            format!(
                "Guest{i} Killtest <k{i}@example.org>\t{}\n",
                if i % 2 == 0 { "lady" } else { "gentleman" }
            )
        })
        .collect();
    let options = [
        "--seed",
        "9",
        "--ladies",
        "20",
        "--gentlemen",
        "20",
        "--rounds",
        "3",
    ];
    let party = rehearse(dir.path(), "party.ron", &names, &options);
    let smtp = Smtp::start_with(Mode::Plain, None, 0.2, &[]);
    let mut child = Command::new(env!("CARGO_BIN_EXE_cinch-party"))
        .args([
            "mail",
            party.to_str().unwrap(),
            "--server",
            &smtp.url(),
            "--security",
            "none",
            "--from",
            HOST,
        ])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    // Kill it while the server holds the 13th letter's data, before its answer.
    let deadline = Instant::now() + Duration::from_secs(60);
    while smtp.started() < 13 && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(5));
    }
    child.kill().unwrap(); // SIGKILL
    child.wait().unwrap();
    std::thread::sleep(Duration::from_millis(400));
    let before = smtp.messages().len();
    assert!((10..40).contains(&before), "killed mid-way ({before} kept)");
    let again = mail(&party, &smtp.url(), &[]);
    assert!(
        again.status.success(),
        "{}",
        String::from_utf8_lossy(&again.stderr)
    );
    let mut to = crate::mail::recipients(&smtp);
    assert_eq!(to.len(), 40, "40 letters in all");
    to.dedup();
    assert_eq!(to.len(), 40, "no address twice");
}

#[test]
fn starttls_required_and_not_offered_sends_nothing_and_says_so() {
    let dir = tempfile::tempdir().unwrap();
    let party = rehearsal(dir.path(), 8);
    let smtp = Smtp::start();
    let out = mail_over(&party, &smtp.url(), "starttls", &[]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success());
    assert!(
        err.contains("cannot be used") && err.contains("Nothing was sent"),
        "{err}"
    );
    assert!(err.to_lowercase().contains("starttls"), "{err}");
    assert_eq!(smtp.messages().len(), 0);
}

#[test]
fn starttls_with_the_servers_certificate_delivers_encrypted() {
    let dir = tempfile::tempdir().unwrap();
    let party = rehearsal(dir.path(), 8);
    let cert = TestCert::new();
    let smtp = Smtp::start_with(Mode::Starttls, Some(&cert), 0.0, &[]);
    let out = mail_over(
        &party,
        &smtp.url(),
        "starttls",
        &["--ca-file", cert.cert().to_str().unwrap()],
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(smtp.messages().len(), 7);
    // Without the certificate trusted, nothing goes.
    let dir2 = tempfile::tempdir().unwrap();
    let party2 = rehearsal(dir2.path(), 8);
    let out = mail_over(&party2, &smtp.url(), "starttls", &[]);
    assert!(!out.status.success());
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("not one this computer trusts")
            && String::from_utf8_lossy(&out.stderr).contains("--ca-file"),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(smtp.messages().len(), 7);
}

#[test]
fn tls_from_the_first_byte_delivers() {
    let dir = tempfile::tempdir().unwrap();
    let party = rehearsal(dir.path(), 8);
    let cert = TestCert::new();
    let smtp = Smtp::start_with(Mode::Tls, Some(&cert), 0.0, &[]);
    let out = mail_over(
        &party,
        &smtp.url(),
        "tls",
        &["--ca-file", cert.cert().to_str().unwrap()],
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(smtp.messages().len(), 7);
}
