//! The laptop is kept awake exactly while the rounds run (issue 52): a private D-Bus
//! session bus (Debian's dbus-daemon) with a stand-in for the desktop's screensaver
//! (`support/screensaver.py`, answering org.freedesktop.ScreenSaver's Inhibit and
//! UnInhibit) hears the inhibit taken when the first round starts, and given back at the
//! last bell and when the window closes. Where nothing answers, the window says so once.
//!
//! The desktop's bus is the process's (`DBUS_SESSION_BUS_ADDRESS`), so the window runs in
//! a child process of this test binary (`awake_window`, ignored in a plain run), started
//! with the private bus's address; the system bus is pointed nowhere, so no test takes a
//! real laptop's sleep away.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use cinch_party::app::FakeClock;
use cinch_party::app::awake::Awake;
use egui::Key;
use egui_kittest::kittest::Queryable;

use crate::support::bus::{Running, private_bus};
use crate::support::ui::{enter_scores, options, seat_the_tables};

/// The lines of the screensaver's log so far.
fn lines(log: &Path) -> Vec<String> {
    std::fs::read_to_string(log)
        .unwrap_or_default()
        .lines()
        .map(str::to_owned)
        .collect()
}

/// Waits (at most ten seconds) until the log has a line that `wanted` takes.
fn wait_for(log: &Path, wanted: impl Fn(&[String]) -> bool) -> Vec<String> {
    let start = Instant::now();
    loop {
        let now = lines(log);
        if wanted(&now) {
            return now;
        }
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "the screensaver's log never got there: {now:?}"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// Runs `awake_window` in a child process on the bus at `address`, in `mode`.
fn window_child(address: &str, log: &Path, mode: &str, saves: &Path) {
    let out = Command::new(std::env::current_exe().unwrap())
        .args(["awake::awake_window", "--exact", "--ignored", "--nocapture"])
        .env("DBUS_SESSION_BUS_ADDRESS", address)
        .env(
            "DBUS_SYSTEM_BUS_ADDRESS",
            "unix:path=/nonexistent/system_bus",
        )
        .env("AWAKE_LOG", log)
        .env("AWAKE_MODE", mode)
        .env("AWAKE_SAVES", saves)
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

#[test]
fn the_laptop_is_kept_awake_from_the_first_round_to_the_last_bell_and_let_go_at_closing() {
    let dir = tempfile::tempdir().unwrap();
    let (address, _bus) = private_bus(dir.path());
    let log = dir.path().join("screensaver.log");
    let _saver = Running(
        Command::new("/usr/bin/python3")
            .arg(concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/tests/support/screensaver.py"
            ))
            .arg(&log)
            .env("DBUS_SESSION_BUS_ADDRESS", &address)
            .spawn()
            .expect("python3-gi runs the screensaver"),
    );
    wait_for(&log, |l| l.iter().any(|l| l == "ready"));
    let saves = dir.path().join("saves");
    std::fs::create_dir_all(&saves).unwrap();
    window_child(&address, &log, "evening", &saves);
    // The child checked each step as it went; here the whole story, in order.
    let said: Vec<String> = lines(&log)
        .into_iter()
        .filter(|l| l != "ready")
        .map(|l| l.split(' ').take(2).collect::<Vec<_>>().join(" "))
        .collect();
    assert_eq!(
        said,
        ["inhibit 1", "uninhibit 1", "inhibit 2", "uninhibit 2"],
        "taken at the start, given back at the last bell; taken again, given back as the \
         window closed"
    );
    let first = lines(&log)
        .into_iter()
        .find(|l| l.starts_with("inhibit 1"))
        .unwrap();
    assert!(first.contains("cinch-party"), "{first}");
}

#[test]
fn where_no_screensaver_answers_the_window_says_so_once() {
    let dir = tempfile::tempdir().unwrap();
    let (address, _bus) = private_bus(dir.path());
    let log = dir.path().join("none.log");
    let saves = dir.path().join("saves");
    std::fs::create_dir_all(&saves).unwrap();
    window_child(&address, &log, "nobody", &saves);
}

/// The window in the child process (see the module's doc): a party seated, the round
/// started, played to its last bell; then another started and the window closed. Or,
/// with nothing answering, the one message.
#[test]
#[ignore = "run by the awake tests in a child process, on a private bus"]
fn awake_window() {
    let log = PathBuf::from(std::env::var_os("AWAKE_LOG").unwrap());
    let saves = PathBuf::from(std::env::var_os("AWAKE_SAVES").unwrap());
    let mode = std::env::var("AWAKE_MODE").unwrap();
    let clock = FakeClock::at(crate::common::at(0));
    let window = |name: &str| {
        let dir = saves.join(name);
        std::fs::create_dir_all(&dir).unwrap();
        let mut app = options(&dir, &clock, None, std::sync::Arc::new(|_| None));
        app.awake = Awake::system();
        crate::support::ui::harness_of(cinch_party::app::CinchApp::new(app), [1366.0, 768.0], false)
    };
    let inhibits = |l: &[String]| l.iter().filter(|l| l.starts_with("inhibit")).count();
    let gives = |l: &[String]| l.iter().filter(|l| l.starts_with("uninhibit")).count();
    let mut h = seat_the_tables(window("first"), 4, 4);
    h.run_steps(5);
    if mode == "nobody" {
        // Nothing said before the rounds run; then one line in the top bar, whatever
        // else the window says meanwhile, until the last bell.
        assert!(
            h.query_by_label_contains("may dim or sleep during the rounds")
                .is_none()
        );
        press_start(&mut h);
        crate::support::messages::wait_for_message(&mut h, "may dim or sleep during the rounds");
        for _ in 0..50 {
            h.run_steps(1);
        }
        let told = h
            .query_all_by_label_contains("may dim or sleep during the rounds")
            .count();
        assert_eq!(told, 1, "said on one line");
        enter_scores(&mut h, "11", "5");
        enter_scores(&mut h, "7", "9");
        h.key_press_modifiers(egui::Modifiers::COMMAND | egui::Modifiers::SHIFT, Key::E);
        h.run_steps(3);
        h.key_press_modifiers(egui::Modifiers::COMMAND, Key::B);
        h.run_steps(5);
        assert!(
            h.query_by_label_contains("may dim or sleep during the rounds")
                .is_none()
        );
        return;
    }
    std::thread::sleep(Duration::from_millis(300));
    assert_eq!(
        inhibits(&lines(&log)),
        0,
        "seated, not started: no inhibit yet"
    );
    press_start(&mut h);
    wait_for(&log, |l| inhibits(l) == 1);
    // Round 1 played, and its bell the last.
    enter_scores(&mut h, "11", "5");
    enter_scores(&mut h, "7", "9");
    h.key_press_modifiers(egui::Modifiers::COMMAND | egui::Modifiers::SHIFT, Key::E);
    h.run_steps(3);
    h.key_press_modifiers(egui::Modifiers::COMMAND, Key::B);
    h.run_steps(5);
    assert_eq!(
        h.state().desk().unwrap().state().phase(),
        cinch_party::rules::Phase::Finished
    );
    wait_for(&log, |l| gives(l) == 1);
    drop(h);
    // Another evening started, then the window closed mid-round.
    let mut h = seat_the_tables(window("second"), 4, 4);
    press_start(&mut h);
    wait_for(&log, |l| inhibits(l) == 2);
    drop(h);
    wait_for(&log, |l| gives(l) == 2);
}

fn press_start(h: &mut egui_kittest::Harness<'_, cinch_party::app::CinchApp>) {
    h.key_press_modifiers(egui::Modifiers::COMMAND, Key::Enter);
    h.run_steps(3);
}
