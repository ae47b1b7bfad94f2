//! Issue 34 §2, D3: nothing shown as done may be unsaved when the program stops. `serve
//! --wait-for-ok` with its party file made read-only: the host's `ok 1` is refused by the
//! disk, said so, and not taken (the phone's result still waits, in memory and on the
//! disk); a SIGTERM then stops serve at once, and the file says what serve said. Serve
//! stops on SIGTERM and on Ctrl+C (SIGINT) with its last word. The window closed while
//! the disk refuses writes the whole party to a rescue file and names it before it goes;
//! with the disk back, it just saves.

use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

use cinch_party::app::FakeClock;
use egui_kittest::kittest::Queryable;

use crate::common::at;
use crate::support::phones::{client, get, open_round, post, serve_with};
use crate::support::ui::{click, harness, press, type_into};

/// Whether this test runs as root, whom file permissions do not stop.
fn is_root() -> bool {
    use std::os::unix::fs::MetadataExt;
    std::fs::metadata("/proc/self").is_ok_and(|m| m.uid() == 0)
}

fn chmod(path: &Path, mode: u32) {
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(mode)).unwrap();
}

/// Sends a signal to a process by its id.
fn signal(pid: u32, name: &str) {
    let status = Command::new("kill")
        .args([format!("-{name}"), pid.to_string()])
        .status()
        .unwrap();
    assert!(status.success());
}

/// Waits (at most `limit`) for the process to end: its exit status.
fn ended_within(child: &mut std::process::Child, limit: Duration) -> std::process::ExitStatus {
    let start = Instant::now();
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            return status;
        }
        assert!(start.elapsed() < limit, "the process did not stop in time");
        std::thread::sleep(Duration::from_millis(20));
    }
}

#[test]
fn d3_serve_refuses_an_ok_the_disk_refuses_and_a_stop_leaves_the_file_as_said() {
    let dir = tempfile::tempdir().unwrap();
    let path = open_round(dir.path(), 8, &["--open-round"]);
    // As the host's own user, whom a read-only file stops (root is not stopped by one).
    let mut extra = vec!["--wait-for-ok"];
    if is_root() {
        chmod(dir.path(), 0o777);
        chmod(&path, 0o666);
        extra.push("--as-nobody");
    }
    let mut served = serve_with(&path, &extra);
    let link = served.links[0].clone();
    let round = get(&client(), &format!("{link}/state")).1["round"]
        .as_u64()
        .unwrap();
    let (status, _) = post(
        &client(),
        &format!("{link}/result"),
        &format!(r#"{{"round":{round},"ns":23,"ew":12}}"#),
    );
    assert_eq!(status, 202);
    served.wait_for_line_starting("Table 1 sent North–South 23, East–West 12");
    // The party file becomes read-only; the host says OK.
    chmod(&path, 0o444);
    served.type_line("ok 1");
    let said = served.lines.recv_timeout(Duration::from_secs(20)).unwrap();
    assert!(said.starts_with("NOT SAVED: "), "{said}");
    assert!(
        said.ends_with(
            "So nothing was done: table 1's result still waits for your OK. Type ok 1 again \
             once the disk takes it."
        ),
        "{said}"
    );
    assert!(!said.contains("kept in memory"), "{said}");
    // The phone sees what the host was told: still waiting, nothing recorded.
    let state = get(&client(), &format!("{link}/state")).1;
    assert!(state["result"].is_null(), "{state}");
    assert_eq!(state["waiting_for_host"]["ns"], 23);
    // Writable again, then stopped: at once, and the file says what serve said.
    chmod(&path, 0o666);
    let pid = served.pid();
    signal(pid, "TERM");
    served.wait_for_line_starting("Stopped. Everything is saved in ");
    let status = ended_within(served.child_mut(), Duration::from_secs(5));
    assert!(status.success(), "{status}");
    let (_, party) = cinch_party::store::load(&path).unwrap();
    assert!(
        party.state().star().unwrap().held_for(1).is_some(),
        "the result still waits"
    );
    let round = party.state().star().unwrap().current_round().unwrap();
    assert!(round.table(1).unwrap().1.is_none(), "nothing recorded");
}

#[test]
fn d3_serve_stops_at_once_on_sigterm_and_on_ctrl_c_with_its_last_word() {
    for name in ["TERM", "INT"] {
        let dir = tempfile::tempdir().unwrap();
        let path = open_round(dir.path(), 8, &["--open-round"]);
        let mut served = serve_with(&path, &[]);
        let before = std::fs::read(&path).unwrap();
        signal(served.pid(), name);
        served.wait_for_line(&format!(
            "Stopped. Everything is saved in {}.",
            path.display()
        ));
        let status = ended_within(served.child_mut(), Duration::from_secs(5));
        assert!(status.success(), "SIG{name}: {status}");
        assert_eq!(std::fs::read(&path).unwrap(), before);
    }
}

/// The rescue file a stop's words name.
fn rescue_named(words: &str) -> std::path::PathBuf {
    let (_, rest) = words.split_once("written to ").unwrap();
    let (named, _) = rest.split_once(" instead").unwrap();
    std::path::PathBuf::from(named)
}

/// Asks the window to close, as its close button does.
fn close_window(h: &mut egui_kittest::Harness<'_, cinch_party::app::CinchApp>) {
    h.input_mut()
        .viewports
        .entry(egui::ViewportId::ROOT)
        .or_default()
        .events
        .push(egui::ViewportEvent::Close);
    h.run_steps(3);
}

#[test]
fn d3_the_window_closed_while_the_disk_refuses_writes_a_rescue_file_and_names_it() {
    let dir = tempfile::tempdir().unwrap();
    // The saves folder is, by mistake, a file: nothing can be written there.
    let saves = dir.path().join("saves");
    std::fs::write(&saves, "in the way").unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = harness(&saves, &clock, None);
    h.run_steps(2);
    // A party needs its title (issue 54: an empty one creates nothing).
    crate::support::ui::type_into(&mut h, "Party title", "Friday Cinch");
    click(&mut h, "Create the party");
    type_into(&mut h, "Guest name", "Ada");
    press(&mut h, egui::Key::Enter);
    assert!(h.query_by_label("⚠ NOT SAVED").is_some());
    close_window(&mut h);
    let told = h.state().stop_told().expect("the host is told").to_owned();
    assert!(h.query_by_label("The party could not be saved").is_some());
    assert!(h.query_by_label(&told).is_some(), "{told}");
    let rescue = rescue_named(&told);
    let (_, party) = cinch_party::store::load(&rescue).unwrap();
    let guests: Vec<_> = party
        .state()
        .guests()
        .iter()
        .map(|g| g.name.clone())
        .collect();
    assert_eq!(guests, ["Ada"]);
    std::fs::remove_file(&rescue).unwrap();
    // Read, the program closes; on the way out it writes no second rescue.
    click(&mut h, "Close the program");
    assert!(h.state_mut().save_at_stop().is_none());
    assert!(!rescue.exists());
}

#[test]
fn d3_the_window_closed_once_the_disk_is_back_just_saves() {
    let dir = tempfile::tempdir().unwrap();
    let saves = dir.path().join("saves");
    std::fs::write(&saves, "in the way").unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = harness(&saves, &clock, None);
    h.run_steps(2);
    // A party needs its title (issue 54: an empty one creates nothing).
    crate::support::ui::type_into(&mut h, "Party title", "Friday Cinch");
    click(&mut h, "Create the party");
    type_into(&mut h, "Guest name", "Ada");
    press(&mut h, egui::Key::Enter);
    assert!(h.query_by_label("⚠ NOT SAVED").is_some());
    std::fs::remove_file(&saves).unwrap();
    close_window(&mut h);
    assert!(h.state().stop_told().is_none());
    let path = h.state().desk().unwrap().file.path().to_path_buf();
    let (_, party) = cinch_party::store::load(&path).unwrap();
    assert_eq!(party.state().guests().len(), 1);
}
