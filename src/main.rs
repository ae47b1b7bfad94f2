//! The command line: `simulate` and `report` run headless; the window comes with the app.

use std::process::ExitCode;

use clap::{Parser, Subcommand, ValueEnum};

use cinch_party::rules::Scoring;
use cinch_party::simulate::{Options, simulate};
use cinch_party::transcript::Transcript;

/// The host's desk for a progressive Cinch party.
#[derive(Debug, Parser)]
#[command(version, about)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Play a whole evening with random scores and print its transcript.
    Simulate {
        /// Random seed: the same seed gives the same evening.
        #[arg(long, default_value_t = 1897)]
        seed: u64,
        /// Ladies (the red pack in open seating).
        #[arg(long, default_value_t = 20)]
        ladies: u32,
        /// Gentlemen (the blue pack in open seating).
        #[arg(long, default_value_t = 20)]
        gentlemen: u32,
        /// Rounds to play.
        #[arg(long, default_value_t = 8, value_parser = clap::value_parser!(u32).range(1..=1000))]
        rounds: u32,
        /// About this percentage of tables tie and are settled by a cut.
        #[arg(long, default_value_t = 10, value_parser = clap::value_parser!(u8).range(0..=100))]
        tie_percent: u8,
        /// Open seating: red and blue packs instead of ladies and gentlemen.
        #[arg(long)]
        open_seating: bool,
        /// How the evening is scored.
        #[arg(long, value_enum, default_value_t = ScoringArg::Stars)]
        scoring: ScoringArg,
        /// Print JSON instead of text.
        #[arg(long)]
        json: bool,
    },
}

#[derive(Debug, Clone, Copy, ValueEnum)]
enum ScoringArg {
    /// The star game.
    Stars,
    /// The same pairs all evening (R-ALT-1).
    Pairs,
    /// Individual score cards (R-ALT-2).
    Individual,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Some(Command::Simulate {
            seed,
            ladies,
            gentlemen,
            rounds,
            tie_percent,
            open_seating,
            scoring,
            json,
        }) => {
            let options = Options {
                seed,
                ladies,
                gentlemen,
                rounds,
                tie_percent,
                open_seating,
                scoring: match scoring {
                    ScoringArg::Stars => Scoring::Stars,
                    ScoringArg::Pairs => Scoring::PairsAllEvening,
                    ScoringArg::Individual => Scoring::IndividualCards,
                },
            };
            match simulate(&options) {
                Ok(party) => {
                    let transcript = Transcript::of(&party);
                    if json {
                        println!("{}", transcript.to_json());
                    } else {
                        print!("{transcript}");
                    }
                    ExitCode::SUCCESS
                }
                Err(error) => {
                    eprintln!("cinch-party: {error}");
                    ExitCode::from(2)
                }
            }
        }
        None => {
            eprintln!("The party window is not built yet. Try: cinch-party simulate --help");
            ExitCode::from(2)
        }
    }
}
