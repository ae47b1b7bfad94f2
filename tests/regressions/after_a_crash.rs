//! Issue 41 §1: the phones come back after a crash. A window with the phones on is
//! killed (a real process, SIGKILL); the host starts again and reopens the party: the
//! phones are on at the same port, so the printed table cards and QR codes still work;
//! if that port is taken now, the Round and Phones screens say so, and the window keeps
//! trying until it is free.

use std::net::{Ipv4Addr, TcpListener};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

use cinch_party::app::{CinchApp, FakeClock};
use cinch_party::view::Screen;
use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};

use crate::common::at;
use crate::support::phones::{client, get};
use crate::support::ui::{click, enter_scores, harness_after_restart, press, seated_party};

/// Where the child window says it is ready: the party's path, then its phones' port.
const READY: &str = "ready.txt";
/// The child's saves folder comes in through this variable.
const CHILD_SAVES: &str = "CINCH_TEST_CRASH_SAVES";

/// Not a test of its own: the window that is killed. It runs only in the child process
/// that `run_and_kill_a_window` starts (with the saves folder in its environment): a
/// party seated, a result typed, the phones on at a free port of 127.0.0.1, then frames
/// until it is killed (at most two minutes).
#[test]
#[ignore = "the child process of the crash tests"]
fn a_window_with_the_phones_on_waiting_to_be_killed() {
    let Some(saves) = std::env::var_os(CHILD_SAVES).map(PathBuf::from) else {
        return;
    };
    let clock = FakeClock::at(at(0));
    let mut h = seated_party(&saves, &clock, 4, 4);
    enter_scores(&mut h, "31", "20");
    h.state_mut()
        .phones_listen_on(Ipv4Addr::LOCALHOST.into(), 0);
    h.key_press_modifiers(Modifiers::COMMAND, Key::Num9);
    h.run_steps(3);
    click(&mut h, "Phones at the tables");
    let link = h.state().phone_links()[0].1.clone();
    let port = port_of(&link);
    let party = h.state().desk().unwrap().file.path().to_path_buf();
    let ready = format!("{}\n{port}\n", party.display());
    std::fs::write(saves.join("ready.tmp"), ready).unwrap();
    std::fs::rename(saves.join("ready.tmp"), saves.join(READY)).unwrap();
    for _ in 0..2400 {
        h.run_steps(1);
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// The port of a link "http://127.0.0.1:PORT/…".
fn port_of(link: &str) -> u16 {
    let rest = link.strip_prefix("http://127.0.0.1:").unwrap();
    rest.split('/').next().unwrap().parse().unwrap()
}

/// Starts the window above in a process of its own, waits (at most a minute) until its
/// phones are on, and kills it: the party file and its port.
fn run_and_kill_a_window(saves: &Path) -> (PathBuf, u16) {
    let mut child = Command::new(std::env::current_exe().unwrap())
        .args([
            "regressions::after_a_crash::a_window_with_the_phones_on_waiting_to_be_killed",
            "--exact",
            "--ignored",
            "--test-threads=1",
        ])
        .env(CHILD_SAVES, saves)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let ready = saves.join(READY);
    for _ in 0..1200 {
        if ready.exists() || child.try_wait().unwrap().is_some() {
            break;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    let text = std::fs::read_to_string(&ready).unwrap_or_else(|_| {
        let _ = child.kill();
        panic!("the window to kill never turned its phones on")
    });
    // SIGKILL: nothing of the window's own closing runs.
    child.kill().unwrap();
    child.wait().unwrap();
    let mut lines = text.lines();
    let party = PathBuf::from(lines.next().unwrap());
    let port = lines.next().unwrap().parse().unwrap();
    (party, port)
}

/// The window started again, as after the crash, the party offered and reopened with
/// Enter on "Reopen".
fn reopened<'a>(saves: &Path, party: &Path, clock: &FakeClock) -> Harness<'a, CinchApp> {
    let mut h = harness_after_restart(saves, clock, None, Some(party.to_path_buf()));
    h.state_mut()
        .phones_listen_on(Ipv4Addr::LOCALHOST.into(), 0);
    for _ in 0..200 {
        h.run_steps(1);
        if h.query_by_label_contains("Reopen").is_some() {
            break;
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    h.run_steps(2);
    press(&mut h, Key::Enter);
    assert_eq!(h.state().desk().unwrap().file.path(), party);
    h
}

/// Bug: after a crash and Reopen, the phones were off, nothing said so, and the port box
/// was back at 8765 while the printed cards pointed to the old port.
#[test]
fn after_a_crash_reopening_the_party_turns_its_phones_back_on_at_the_same_port() {
    let saves = tempfile::tempdir().unwrap();
    let (party, port) = run_and_kill_a_window(saves.path());
    let clock = FakeClock::at(at(600));
    let mut h = reopened(saves.path(), &party, &clock);
    h.run_steps(3);
    assert_eq!(h.state().screen(), Screen::Round);
    let links = h.state().phone_links();
    assert_eq!(links.len(), 2, "the phones are on again, a link per table");
    assert_eq!(port_of(&links[0].1), port, "at the port the cards point to");
    h.get_by_label_contains("The phones at the tables are back on at http://127.0.0.1:");
    // A printed card's link answers, as it did before the crash.
    let link = links[0].1.clone();
    let phone = std::thread::spawn(move || get(&client(), &format!("{link}/state")).0);
    for _ in 0..500 {
        h.run_steps(1);
        if phone.is_finished() {
            break;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    assert_eq!(phone.join().unwrap(), 200);
    h.key_press_modifiers(Modifiers::COMMAND, Key::Num9);
    h.run_steps(3);
    let shown = h
        .get_by_label("Port")
        .accesskit_node()
        .value()
        .unwrap_or_default()
        .to_owned();
    assert_eq!(
        shown,
        port.to_string(),
        "the port box shows the port in use"
    );
}

/// Bug: a reopened party whose port another program had taken said nothing on the Round
/// screen; now both screens say so, and the phones come on once the port is free.
#[test]
fn a_reopened_partys_port_taken_is_said_and_tried_again_until_free() {
    let saves = tempfile::tempdir().unwrap();
    let (party, port) = run_and_kill_a_window(saves.path());
    let squatter = TcpListener::bind((Ipv4Addr::LOCALHOST, port)).unwrap();
    let clock = FakeClock::at(at(600));
    let mut h = reopened(saves.path(), &party, &clock);
    h.run_steps(3);
    assert!(h.state().phone_links().is_empty());
    let words = format!("were on at port {port} when this party was last open");
    assert!(
        h.query_all_by_label_contains(&words).count() >= 1,
        "the Round screen says the phones cannot come back on"
    );
    assert!(
        h.query_all_by_label_contains("Trying again every 5 seconds")
            .count()
            >= 1
    );
    h.key_press_modifiers(Modifiers::COMMAND, Key::Num9);
    h.run_steps(3);
    assert!(h.query_all_by_label_contains(&words).count() >= 1);
    // Still taken: a try in five seconds is refused again, and said once.
    clock.advance(chrono::Duration::seconds(6));
    h.run_steps(3);
    assert!(h.state().phone_links().is_empty());
    drop(squatter);
    clock.advance(chrono::Duration::seconds(6));
    h.run_steps(3);
    let links = h.state().phone_links();
    assert_eq!(links.len(), 2, "the port is free: the phones are on");
    assert_eq!(port_of(&links[0].1), port);
    assert_eq!(h.query_all_by_label_contains(&words).count(), 0);
}

/// The host who turns the phones off means it: reopening the party leaves them off.
#[test]
fn phones_the_host_turned_off_stay_off_when_the_party_is_reopened() {
    let saves = tempfile::tempdir().unwrap();
    let (party, _) = run_and_kill_a_window(saves.path());
    let clock = FakeClock::at(at(600));
    {
        let mut h = reopened(saves.path(), &party, &clock);
        h.run_steps(3);
        assert!(!h.state().phone_links().is_empty());
        h.key_press_modifiers(Modifiers::COMMAND, Key::Num9);
        h.run_steps(3);
        click(&mut h, "Phones at the tables");
        assert!(h.state().phone_links().is_empty());
    }
    let mut h = reopened(saves.path(), &party, &clock);
    h.run_steps(3);
    assert!(h.state().phone_links().is_empty());
    assert_eq!(
        h.query_all_by_label_contains("when this party was last open")
            .count(),
        0
    );
}
