//! The mail server's password in the system's keyring (issue 53 §4), against a real
//! keyring: GNOME Keyring's daemon (Debian's gnome-keyring) on a private D-Bus session
//! bus, and a real mail server on 127.0.0.1 that takes one login only, after STARTTLS.
//! The host types the password once in the window; it lands in the keyring (read back
//! with `secret-tool`), `cinch-party mail` finds it there with no password given, the
//! server sees that login; "Forget the password" takes it out again, and then the
//! command says in words that it has none. Where no keyring answers, the window keeps
//! the password for the run and says so once.
//!
//! The keyring is the process's (its bus is `DBUS_SESSION_BUS_ADDRESS`, read once), so
//! the window runs in a child process of this test binary (`keyring_window`, ignored in
//! a plain run), as the keep-awake tests do.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use cinch_party::app::FakeClock;
use cinch_party::mail::{MailServer, Security};
use egui::{Key, Modifiers};
use egui_kittest::kittest::Queryable;

use crate::common::at;
use crate::support::bus::{Running, private_bus};
use crate::support::smtp::{LOGIN, Mode, Smtp, TestCert};
use crate::support::ui::{click, harness_of, press, test_app, type_into};

/// A private keyring: GNOME Keyring's secrets on its own bus, unlocked, with its home
/// in `dir`. The environment to give a process that should use it.
struct Keyring {
    env: Vec<(&'static str, String)>,
    _daemon: Running,
    _bus: Running,
}

impl Keyring {
    fn start(dir: &Path) -> Keyring {
        let (address, bus) = private_bus(dir);
        let (home, run) = (dir.join("home"), dir.join("run"));
        std::fs::create_dir_all(&home).unwrap();
        std::fs::create_dir_all(&run).unwrap();
        let env = vec![
            ("DBUS_SESSION_BUS_ADDRESS", address),
            ("HOME", home.display().to_string()),
            ("XDG_RUNTIME_DIR", run.display().to_string()),
            ("XDG_DATA_HOME", home.join("data").display().to_string()),
        ];
        let mut daemon = Command::new("gnome-keyring-daemon")
            .args(["--foreground", "--unlock", "--components=secrets"])
            .envs(env.iter().map(|(k, v)| (*k, v)))
            .stdin(Stdio::piped())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("gnome-keyring-daemon (Debian's gnome-keyring) runs");
        {
            use std::io::Write;
            let mut stdin = daemon.stdin.take().unwrap();
            stdin.write_all(b"the keyring's own password").unwrap();
        }
        let keyring = Keyring {
            env,
            _daemon: Running(daemon),
            _bus: bus,
        };
        // Ready when it owns the secrets' name on the bus: asked before, the bus would
        // start a second, locked daemon of its own for the first caller.
        let start = Instant::now();
        while !keyring.owns_the_secrets() {
            assert!(
                start.elapsed() < Duration::from_secs(10),
                "the keyring never took its name on the bus"
            );
            std::thread::sleep(Duration::from_millis(50));
        }
        keyring
    }

    /// Whether a daemon owns org.freedesktop.secrets on the bus (asked without starting
    /// one).
    fn owns_the_secrets(&self) -> bool {
        let out = Command::new("dbus-send")
            .args([
                "--session",
                "--print-reply",
                "--dest=org.freedesktop.DBus",
                "/org/freedesktop/DBus",
                "org.freedesktop.DBus.NameHasOwner",
                "string:org.freedesktop.secrets",
            ])
            .envs(self.env.iter().map(|(k, v)| (*k, v)))
            .output()
            .expect("dbus-send (Debian's dbus-bin) runs");
        String::from_utf8_lossy(&out.stdout).contains("boolean true")
    }

    /// `secret-tool` on this keyring, `input` on its standard input: what it printed, or
    /// `None` when it failed.
    fn secret_tool(&self, args: &[&str], input: &str) -> Option<String> {
        use std::io::Write;
        let mut child = Command::new("secret-tool")
            .args(args)
            .envs(self.env.iter().map(|(k, v)| (*k, v)))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("secret-tool (Debian's libsecret-tools) runs");
        child
            .stdin
            .take()
            .unwrap()
            .write_all(input.as_bytes())
            .unwrap();
        let out = child.wait_with_output().unwrap();
        out.status
            .success()
            .then(|| String::from_utf8_lossy(&out.stdout).into_owned())
    }

    /// The password kept for `account` under the program's name, if any.
    fn password_of(&self, account: &str) -> Option<String> {
        let service = cinch_party::mail::keyring::SERVICE;
        self.secret_tool(&["lookup", "service", service, "username", account], "")
    }
}

/// The computer's mail server: the test's, over STARTTLS, with the host's user name.
fn server(smtp: &Smtp, cert: &TestCert) -> MailServer {
    MailServer {
        host: "127.0.0.1".into(),
        port: smtp.port,
        security: Security::Starttls,
        user: Some(LOGIN.0.into()),
        from: "host@example.org".into(),
        ca_file: Some(cert.cert()),
    }
}

/// A finished rehearsal of 8 guests, 7 with addresses, in `saves`.
fn evening(saves: &Path) -> PathBuf {
    let names: String = (0..8)
        .map(|i| {
            let side = if i % 2 == 0 { "lady" } else { "gentleman" };
            match i {
                3 => format!("No Address\t{side}\n"),
                _ => format!("Guest{i} Keyring <k{i}@example.org>\t{side}\n"),
            }
        })
        .collect();
    let options = [
        "--seed",
        "9",
        "--ladies",
        "4",
        "--gentlemen",
        "4",
        "--rounds",
        "2",
    ];
    crate::mail::rehearse(saves, "evening.ron", &names, &options)
}

/// `keyring_window` in a child process, in `mode`, with `env` (a keyring's, or a bus
/// that is not there).
fn window_child(env: &[(&str, String)], saves: &Path, mode: &str) {
    let out = Command::new(std::env::current_exe().unwrap())
        .args([
            "mail_keyring::keyring_window",
            "--exact",
            "--ignored",
            "--nocapture",
        ])
        .envs(env.iter().map(|(k, v)| (*k, v)))
        .env("KEYRING_SAVES", saves)
        .env("KEYRING_MODE", mode)
        .output()
        .unwrap();
    let said = format!(
        "{}\n{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(out.status.success(), "{said}");
    assert!(
        said.contains("1 passed"),
        "the window's child ran no test: {said}"
    );
}

/// `cinch-party mail FILE` with the server given in full but no password, in `env`.
fn mail_command(
    env: &[(&str, String)],
    party: &Path,
    smtp: &Smtp,
    cert: &TestCert,
) -> std::process::Output {
    let port = smtp.port.to_string();
    Command::new(env!("CARGO_BIN_EXE_cinch-party"))
        .args(["mail", party.to_str().unwrap()])
        .args(["--server", &format!("smtp://127.0.0.1:{port}")])
        .args(["--security", "starttls", "--from", "host@example.org"])
        .args([
            "--user",
            LOGIN.0,
            "--ca-file",
            cert.cert().to_str().unwrap(),
        ])
        .envs(env.iter().map(|(k, v)| (*k, v)))
        .env_remove("CINCH_PARTY_MAIL_PASSWORD")
        .output()
        .unwrap()
}

#[test]
fn the_password_typed_once_is_kept_in_the_keyring_used_by_the_command_and_forgotten() {
    let dir = tempfile::tempdir().unwrap();
    let keyring = Keyring::start(dir.path());
    let saves = dir.path().join("saves");
    std::fs::create_dir_all(&saves).unwrap();
    let party = evening(&saves);
    let cert = TestCert::new();
    let smtp = Smtp::start_with(Mode::StarttlsLogin, Some(&cert), 0.0, &[]);
    cinch_party::mail::keep_server(&saves, &server(&smtp, &cert)).unwrap();
    let account = cinch_party::mail::keyring::account(&server(&smtp, &cert)).unwrap();
    assert_eq!(keyring.password_of(&account), None, "nothing kept before");

    // Typed in the window: in the keyring, and in no file of ours.
    window_child(&keyring.env, &saves, "remember");
    assert_eq!(keyring.password_of(&account).as_deref(), Some(LOGIN.1));
    for entry in std::fs::read_dir(&saves).unwrap() {
        let path = entry.unwrap().path();
        let bytes = std::fs::read(&path).unwrap_or_default();
        assert!(
            !String::from_utf8_lossy(&bytes).contains(LOGIN.1),
            "{} holds the password",
            path.display()
        );
    }

    // The command finds it there: every letter sent with that login.
    let out = mail_command(&keyring.env, &party, &smtp, &cert);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let received = smtp.messages();
    assert_eq!(received.len(), 7, "a letter for each guest with an address");
    assert!(received.iter().all(|m| m.login.as_deref() == Some(LOGIN.0)));

    // A new run of the window finds it for the test, and forgets it.
    window_child(&keyring.env, &saves, "forget");
    assert_eq!(
        keyring.password_of(&account),
        None,
        "forgotten in the keyring"
    );
    let corrections = std::fs::read_to_string(saves.join("evening.mail.ron")).unwrap();
    assert_eq!(corrections.matches("Sent(").count(), 7);
    // Now the command has no password anywhere: it says so, and sends nothing.
    let smtp_count = smtp.messages().len();
    let out = mail_command(&keyring.env, &party, &smtp, &cert);
    assert!(!out.status.success());
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(
        said.contains("wants a password for host@example.org@127.0.0.1")
            && said.contains("none is kept in this computer's keyring"),
        "{said}"
    );
    assert_eq!(smtp.messages().len(), smtp_count);
}

#[test]
fn where_no_keyring_answers_the_password_is_kept_for_the_run_and_that_is_said_once() {
    let dir = tempfile::tempdir().unwrap();
    let saves = dir.path().join("saves");
    std::fs::create_dir_all(&saves).unwrap();
    evening(&saves);
    let cert = TestCert::new();
    let smtp = Smtp::start_with(Mode::StarttlsLogin, Some(&cert), 0.0, &[]);
    cinch_party::mail::keep_server(&saves, &server(&smtp, &cert)).unwrap();
    let nowhere = [
        (
            "DBUS_SESSION_BUS_ADDRESS",
            format!("unix:path={}", dir.path().join("no-bus").display()),
        ),
        (
            "XDG_RUNTIME_DIR",
            dir.path().join("no-run").display().to_string(),
        ),
    ];
    window_child(&nowhere, &saves, "no keyring");
}

#[test]
#[ignore = "run by the keyring tests in a child process, on a private bus"]
fn keyring_window() {
    let saves = PathBuf::from(std::env::var_os("KEYRING_SAVES").unwrap());
    let mode = std::env::var("KEYRING_MODE").unwrap();
    let clock = FakeClock::at(at(0));
    let app = test_app(&saves, &clock, Some(saves.join("evening.ron")));
    let mut h = harness_of(app, [1366.0, 2400.0], false);
    h.run_steps(3);
    h.key_press_modifiers(Modifiers::COMMAND, Key::P);
    h.run_steps(3);
    let said = |h: &egui_kittest::Harness<'_, cinch_party::app::CinchApp>| -> Vec<String> {
        h.state()
            .toasts()
            .items()
            .iter()
            .map(|t| t.text.clone())
            .collect()
    };
    match mode.as_str() {
        "remember" => {
            type_into(&mut h, "Password", LOGIN.1);
            press(&mut h, Key::Tab);
            let told = said(&h);
            assert!(
                told.iter()
                    .any(|t| t.contains("kept in this computer's keyring")),
                "{told:?}"
            );
            h.get_by_label("kept in the keyring");
        }
        "forget" => {
            // Nothing typed this run: the test of the connection finds it in the keyring.
            assert!(h.query_by_label("kept in the keyring").is_none());
            click(&mut h, "Test the connection");
            let told = said(&h);
            assert!(told.iter().any(|t| t.contains("answers")), "{told:?}");
            click(&mut h, "Forget the password");
            let told = said(&h);
            assert!(
                told.iter().any(|t| t.contains("The password is forgotten")),
                "{told:?}"
            );
            assert!(h.query_by_label("Forget the password").is_none());
        }
        _ => {
            type_into(&mut h, "Password", LOGIN.1);
            press(&mut h, Key::Tab);
            h.get_by_label("for this run only");
            let told = said(&h);
            let once = |told: &[String]| {
                told.iter()
                    .filter(|t| t.contains("kept only until the window closes"))
                    .count()
            };
            assert_eq!(once(&told), 1, "{told:?}");
            // The password still works for this run.
            click(&mut h, "Test the connection");
            assert!(
                said(&h).iter().any(|t| t.contains("answers")),
                "{:?}",
                said(&h)
            );
            // Typed again (another password): not said twice.
            h.get_by_label("Password").click();
            h.run_steps(2);
            h.key_press_modifiers(Modifiers::COMMAND, Key::A);
            h.get_by_label("Password").type_text("another");
            press(&mut h, Key::Tab);
            // (The toasts hold the latest words: the first notice gave way to the test's.)
            assert_eq!(once(&said(&h)), 0, "said again: {:?}", said(&h));
            h.get_by_label("for this run only");
        }
    }
}
