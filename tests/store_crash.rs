//! The crash test: a child process saves after every action; we kill it (SIGKILL on
//! Unix) at random moments and check the file always loads and holds every action the
//! child had reported as saved.

use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::thread;
use std::time::Duration;

use cinch_party::store;
use rand::RngExt;

#[test]
fn a_party_file_survives_being_killed_at_any_moment() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("stress.ron");
    let mut rng = cinch_party::rules::shuffler(2026);
    let mut kills = 0;
    let mut finished_runs = 0;
    while kills < 60 {
        let mut child = Command::new(env!("CARGO_BIN_EXE_cinch-party"))
            .args(["save-stress", path.to_str().unwrap(), "--seed", "5"])
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let stdout = child.stdout.take().unwrap();
        let (tx, rx) = mpsc::channel();
        let reader = thread::spawn(move || {
            let mut last = 0usize;
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if let Some(n) = line.strip_prefix("saved ").and_then(|n| n.parse().ok()) {
                    if last == 0 {
                        let _ = tx.send(());
                    }
                    last = n;
                }
            }
            last
        });
        // Let it get going, then kill it somewhere in the middle of its saving.
        let started = rx.recv_timeout(Duration::from_secs(60)).is_ok();
        thread::sleep(Duration::from_micros(rng.random_range(0..25_000)));
        let killed = child.kill().is_ok();
        let status = child.wait().unwrap();
        let reported = reader.join().unwrap();
        if !started || status.success() {
            // It finished the whole evening before the kill: start a fresh file.
            let mut err = String::new();
            if let Some(mut e) = child.stderr.take() {
                use std::io::Read;
                let _ = e.read_to_string(&mut err);
            }
            assert!(status.success() || started, "the child failed: {err}");
            finished_runs += 1;
            assert!(
                finished_runs < 20,
                "the child keeps finishing before it is killed"
            );
            let _ = std::fs::remove_file(&path);
            continue;
        }
        assert!(killed);
        kills += 1;
        let (_, party) = store::load(&path).unwrap_or_else(|e| panic!("after kill {kills}: {e}"));
        let held = party.history().len();
        assert!(
            held >= reported,
            "kill {kills}: the child reported {reported} saved, the file holds {held}"
        );
        // At most the one action saved but not yet reported.
        assert!(
            held <= reported + 1,
            "kill {kills}: {held} held, {reported} reported"
        );
    }
}
