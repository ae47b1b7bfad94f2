//! A private D-Bus session bus (Debian's dbus-daemon) for the tests that talk to the
//! desktop — the screensaver's inhibit (issue 52) and the keyring (issue 53) — so that
//! no test touches a real desktop's session.

use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Child, Command, Stdio};

/// A process killed when dropped.
pub struct Running(pub Child);

impl Drop for Running {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// A private session bus with its socket in `dir`: its address, and the daemon.
pub fn private_bus(dir: &Path) -> (String, Running) {
    let socket = dir.join("bus");
    let mut daemon = Command::new("dbus-daemon")
        .args(["--session", "--nofork", "--print-address=1"])
        .arg(format!("--address=unix:path={}", socket.display()))
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("dbus-daemon (Debian's dbus-daemon package) runs");
    let mut line = String::new();
    BufReader::new(daemon.stdout.take().unwrap())
        .read_line(&mut line)
        .unwrap();
    (line.trim().to_owned(), Running(daemon))
}
