//! The command line run in-process.

use std::process::Command;

pub fn run(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_cinch-party"))
        .args(args)
        // The words in English unless a test asks with --lang, whatever the machine's.
        .env("LC_ALL", "C")
        .output()
        .unwrap()
}
