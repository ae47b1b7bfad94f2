//! The program: parses the command line (`cinch_party::cli`, which names every command)
//! and prints what the command says, made safe for a terminal.

use std::process::ExitCode;

use cinch_party::cli::Cli;
use cinch_party::headless::terminal_safe;

fn main() -> ExitCode {
    // Names, titles and paths come from files: nothing they hold may drive the terminal.
    match Cli::parse_checked().run() {
        Ok(text) => {
            print!("{}", terminal_safe(&text));
            ExitCode::SUCCESS
        }
        Err(message) => {
            eprintln!(
                "{}",
                cinch_party::words::program_says(terminal_safe(&message.to_string()))
            );
            ExitCode::from(2)
        }
    }
}
