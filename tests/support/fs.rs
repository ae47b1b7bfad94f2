//! Hostile files for the stores: a named pipe where a party file should be.

use std::path::Path;
use std::process::Command;

#[cfg(unix)]
pub fn make_fifo(path: &Path) {
    let made = Command::new("mkfifo").arg(path).status().unwrap();
    assert!(made.success());
}
