//! The command line, parsed by clap: with no command, the host's window (optionally
//! opening a party file); the rest run headless and print what they did:
//!
//! - `simulate`: play a whole evening with random scores (a rehearsal), as text or JSON,
//!   optionally saved as a party file;
//! - `report`: a saved party's transcript, or one guest's evening;
//! - `export`: the CSV files for a spreadsheet and the JSON transcript;
//! - `print`: a print-out as a PDF;
//! - `serve`: the phones at the tables, without the window;
//! - `mail`: each guest's evening to their mailbox;
//! - `restore`: put a party file's backup in its place;
//! - `season`: the club's season across evenings: its ladders, as text or JSON;
//! - `make-bell`, `save-stress` (hidden): for developers and the crash test.
//!
//! `main.rs` only parses and prints; each command's work is in `headless` (or `app` for
//! the window).

use std::path::PathBuf;

use clap::{Parser, Subcommand, ValueEnum};

use crate::headless::{
    CommandError, export_command, print_command, report_command, restore_command,
    save_stress_command, serve_command,
};
use crate::print::{Document, Paper};
use crate::rules::Scoring;
use crate::rules::deal::DealScoring;
use crate::store;

mod mail;
mod simulate;
mod window;
pub use mail::MailArgs;
pub use simulate::SimulateArgs;
pub use window::{Watching, run_window};

/// The host's desk for a progressive Cinch party.
#[derive(Debug, Parser)]
#[command(version, about, subcommand_precedence_over_arg = true)]
pub struct Cli {
    /// A party file to open in the window (a bare file name is looked up in the saves
    /// folder).
    file: Option<PathBuf>,
    /// Where party files are kept (default: $CINCH_PARTY_SAVES, else ./saves when it
    /// exists, else the user's data folder).
    #[arg(long, global = true, value_name = "DIR")]
    saves_dir: Option<PathBuf>,
    /// The language to speak: en, es (es-419) or de (default: $LC_ALL, $LC_MESSAGES or
    /// $LANG, else English).
    #[arg(long, global = true, value_name = "LANG")]
    lang: Option<crate::words::Lang>,
    /// Print how long each frame of the window takes (to standard error).
    #[arg(long)]
    frame_times: bool,
    /// Write to FILE, frame by frame, the keys the window got and what the Round screen's
    /// boxes showed (one line of JSON a frame), to check the saved party against.
    #[arg(long, value_name = "FILE")]
    record_boxes: Option<PathBuf>,
    #[command(subcommand)]
    command: Option<Command>,
}

/// The commands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Play a whole evening with random scores and print its transcript.
    Simulate(SimulateArgs),
    /// The club's season: the star ladders and the duplicate ladder across its evenings,
    /// worked out from the party files as they are now (`NAME.season.ron` in the saves
    /// folder; the members from `members.ron` there).
    Season(crate::season::command::SeasonArgs),
    /// Print the transcript of a saved party.
    Report {
        /// The party file (a bare file name is looked up in the saves folder).
        file: PathBuf,
        /// Print JSON instead of text.
        #[arg(long)]
        json: bool,
        /// One guest's evening instead: round by round, their stars and the prizes
        /// (a few letters of the name are enough when only one guest matches).
        #[arg(long, value_name = "NAME")]
        guest: Option<String>,
    },
    /// Export a saved party for a spreadsheet (standings, results and history as CSV),
    /// as the JSON transcript, or as a results page (one HTML file).
    Export {
        /// The party file (a bare file name is looked up in the saves folder).
        file: PathBuf,
        /// Write the three CSV files into this folder (made if missing).
        #[arg(long, value_name = "DIR")]
        csv: Option<PathBuf>,
        /// Write the JSON transcript to this file.
        #[arg(long, value_name = "OUT")]
        json: Option<PathBuf>,
        /// Write the results as one web page to this file: self-contained (nothing
        /// fetched, no script), each guest's evening at its own anchor (`#ann-abbott`).
        #[arg(long, value_name = "OUT.html")]
        html: Option<PathBuf>,
    },
    /// Print-outs of a saved party as a PDF: table cards, score pads (for the round in
    /// play, or blank for the whole evening), star cards, the tally sheet or the results.
    Print {
        /// The party file (a bare file name is looked up in the saves folder).
        file: PathBuf,
        /// Which document.
        #[arg(long, value_enum)]
        what: WhatArg,
        /// The paper (default: A4 for a file; for a printer, the paper it holds).
        #[arg(long, value_enum)]
        paper: Option<PaperArg>,
        /// Where to write the PDF (default: the exports folder beside the party file,
        /// named after the party and the document).
        #[arg(long, value_name = "OUT.pdf")]
        out: Option<PathBuf>,
        /// Send it straight to this printer of the computer's (CUPS: the one at
        /// $CUPS_SERVER, else this computer's); `--printer` alone: the default printer.
        /// If the printer is stopped or does not answer, the PDF goes into the exports
        /// folder instead, and the command says where.
        #[arg(
            long,
            value_name = "NAME",
            num_args = 0..=1,
            default_missing_value = "",
            conflicts_with = "out"
        )]
        printer: Option<String>,
    },
    /// Serve the phones at the tables for a saved party, without the window: prints the
    /// guests' page and one line per table, `table N: URL`, and runs until stopped
    /// (Ctrl+C). The party must not be open in the window meanwhile.
    Serve {
        /// The party file (a bare file name is looked up in the saves folder).
        file: PathBuf,
        /// The port (0: any free one).
        #[arg(long, default_value_t = crate::phones::DEFAULT_PORT)]
        port: u16,
        /// Listen on this address only (default: every network of this computer).
        #[arg(long, value_name = "ADDRESS")]
        bind: Option<std::net::IpAddr>,
        /// Results from the phones wait for the host's OK, typed here: `ok N` takes table
        /// N's result, `no N` turns it down, `waiting` lists them. They are saved with the
        /// party while they wait.
        #[arg(long, conflicts_with = "at_once")]
        wait_for_ok: bool,
        /// Results from the phones count at once. Without it (or --wait-for-ok), a
        /// result is put to the table's East–West pair on the same phone and counts when
        /// they agree; a disagreement waits here and calls the host (type `coming N`).
        #[arg(long)]
        at_once: bool,
    },
    /// Mail each guest who gave an address and asked for it their own evening (after
    /// the last bell), with the results page attached: one line a guest. Sent once: a
    /// second run sends only what is still waiting (and, with --corrections, the
    /// evenings a correction changed).
    Mail(MailArgs),
    /// Put a party file's backup (the previous save) in its place; the damaged file is
    /// kept beside it, renamed.
    Restore {
        /// The party file (a bare file name is looked up in the saves folder).
        file: PathBuf,
        /// Replace the file even though it can be read (its actions since the backup
        /// are lost; the file itself is kept aside).
        #[arg(long)]
        force: bool,
    },
    /// (For developers.) Write the bell's strike, as synthesised, to FILE
    /// (assets/bell.wav is made this way).
    #[command(hide = true)]
    MakeBell {
        /// Where to write the WAV file.
        file: PathBuf,
    },
    /// (For the crash test.) Replay a simulated evening into FILE, saving after each action.
    #[command(hide = true)]
    SaveStress {
        /// The party file.
        file: PathBuf,
        /// Random seed.
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
}

/// `--deal-scoring`: how deals are scored.
#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum DealScoringArg {
    /// The side with more points scores the difference (R-DEAL-3).
    Standard,
    /// Both sides score what they take (R-DEAL-5).
    Both,
    /// A failed bid is taken off the bidders (R-DEAL-5).
    SetBack,
}

/// `--duplicate-method`: plus/minus or matchpoints (R-DUP-8, R-DUP-9).
#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum DupMethodArg {
    /// Each result against its direction's average on the tray (Foster).
    PlusMinus,
    /// 2 for each result beaten on a tray, 1 for each tied, as a percentage.
    Matchpoints,
}

impl From<DupMethodArg> for crate::rules::duplicate::DupMethod {
    fn from(arg: DupMethodArg) -> Self {
        match arg {
            DupMethodArg::PlusMinus => crate::rules::duplicate::DupMethod::PlusMinus,
            DupMethodArg::Matchpoints => crate::rules::duplicate::DupMethod::Matchpoints,
        }
    }
}

/// `print --what`: which document.
#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum WhatArg {
    /// A card per table: the number, head and booby.
    Tables,
    /// Deal-by-deal pads for the round in play, with its names.
    Pads,
    /// Blank pads for every table and round of the evening.
    BlankPads,
    /// A card per guest to wear, with a box per round for the stars.
    Stars,
    /// Every guest by every round, as far as the evening has gone.
    Tally,
    /// Prizes and how they were decided, standings, rounds, each guest's evening (for a
    /// duplicate evening: winners, standings, travellers, hands).
    Results,
    /// Duplicate: a guide card per table, every round's pair, trays and moves.
    Guides,
    /// Duplicate: a traveller slip per tray.
    Travellers,
    /// Duplicate: a score card per pair.
    PairCards,
    /// Duplicate: the program's deal of every tray.
    Hands,
}

impl WhatArg {
    fn document(self) -> Document {
        match self {
            WhatArg::Tables => Document::TableCards,
            WhatArg::Pads => Document::ScorePads,
            WhatArg::BlankPads => Document::BlankPads,
            WhatArg::Stars => Document::StarCards,
            WhatArg::Tally => Document::Tally,
            WhatArg::Results => Document::Results,
            WhatArg::Guides => Document::GuideCards,
            WhatArg::Travellers => Document::TravellerSlips,
            WhatArg::PairCards => Document::PairCards,
            WhatArg::Hands => Document::HandRecords,
        }
    }
}

/// `print --paper`.
#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum PaperArg {
    /// ISO A4.
    A4,
    /// US Letter.
    Letter,
}

/// `simulate --scoring`: how the evening is scored.
#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum ScoringArg {
    /// The star game.
    Stars,
    /// The same pairs all evening (R-ALT-1).
    Pairs,
    /// Individual score cards (R-ALT-2).
    Individual,
}

impl From<DealScoringArg> for DealScoring {
    fn from(arg: DealScoringArg) -> DealScoring {
        match arg {
            DealScoringArg::Standard => DealScoring::Standard,
            DealScoringArg::Both => DealScoring::BothScore,
            DealScoringArg::SetBack => DealScoring::SetBack,
        }
    }
}

impl From<ScoringArg> for Scoring {
    fn from(arg: ScoringArg) -> Scoring {
        match arg {
            ScoringArg::Stars => Scoring::Stars,
            ScoringArg::Pairs => Scoring::PairsAllEvening,
            ScoringArg::Individual => Scoring::IndividualCards,
        }
    }
}

impl From<PaperArg> for Paper {
    fn from(arg: PaperArg) -> Paper {
        match arg {
            PaperArg::A4 => Paper::A4,
            PaperArg::Letter => Paper::Letter,
        }
    }
}

impl Cli {
    /// The command line as given, refused (as clap refuses, with its usage and exit code
    /// 2) when it names both a party file to open in the window and a command: one would
    /// be silently ignored. `--saves-dir` may come before a command or after it.
    pub fn parse_checked() -> Cli {
        use clap::{CommandFactory, Parser};
        let cli = Cli::parse();
        if let (Some(file), Some(_)) = (&cli.file, &cli.command) {
            let lang = cli.lang.or_else(crate::words::Lang::from_environment);
            crate::words::lang::set_program_language(lang.unwrap_or(crate::words::Lang::ENGLISH));
            Cli::command()
                .error(
                    clap::error::ErrorKind::ArgumentConflict,
                    crate::words::msg::cli_file_then_command(file.display().to_string()),
                )
                .exit();
        }
        cli
    }

    /// Runs the command (or opens the window): what to print, or an error in words.
    pub fn run(self) -> Result<String, CommandError> {
        // Issue 51: the words of every command in the language asked for.
        let lang = self.lang.or_else(crate::words::Lang::from_environment);
        crate::words::lang::set_program_language(lang.unwrap_or(crate::words::Lang::ENGLISH));
        match self.lang {
            // Asked for by name: every output speaks it, the guests' ones too.
            Some(lang) if self.command.is_some() => {
                crate::words::speaking(lang, || self.run_command())
            }
            _ => self.run_command(),
        }
    }

    fn run_command(self) -> Result<String, CommandError> {
        // Installed: the system's place for the program's data (on Linux
        // ~/.local/share/cinch-party/saves; Application Support on a Mac; AppData on
        // Windows).
        let installed = eframe::storage_dir("cinch-party").map(|dir| dir.join("saves"));
        let saves = store::saves_dir(self.saves_dir.as_deref(), installed);
        let resolve = |file: &PathBuf| store::resolve(&saves, file);
        match self.command {
            Some(Command::Simulate(args)) => args.run(&resolve),
            Some(Command::Report { file, json, guest }) => {
                report_command(&resolve(&file), json, guest.as_deref())
            }
            Some(Command::Export {
                file,
                csv,
                json,
                html,
            }) => export_command(
                &resolve(&file),
                csv.as_deref(),
                json.as_deref(),
                html.as_deref(),
            ),
            Some(Command::Print {
                file,
                what,
                paper,
                // `--out` cannot come with `--printer` (clap refuses it).
                out: _,
                printer: Some(printer),
            }) => crate::headless::printer_command(
                &resolve(&file),
                what.document(),
                paper.map(Paper::from),
                Some(printer.as_str()).filter(|p| !p.trim().is_empty()),
                &crate::printers::PrintService::from_environment(),
            ),
            Some(Command::Print {
                file,
                what,
                paper,
                out,
                printer: None,
            }) => print_command(
                &resolve(&file),
                what.document(),
                paper.map_or(Paper::A4, Paper::from),
                out.as_deref(),
            ),
            Some(Command::Serve {
                file,
                port,
                bind,
                wait_for_ok,
                at_once,
            }) => serve_command(
                &resolve(&file),
                bind.map_or(crate::phones::Bind::Network, crate::phones::Bind::Only),
                port,
                (
                    crate::phones::Intake::of_flags(wait_for_ok, at_once),
                    &crate::view::web::PartyShowing::at_door,
                ),
                &mut std::io::stdout(),
            ),
            Some(Command::Mail(args)) => args.run(&resolve(&args.file), &mut std::io::stdout()),
            Some(Command::Restore { file, force }) => restore_command(&resolve(&file), force),
            Some(Command::Season(args)) => crate::headless::season_command(&saves, &args),
            Some(Command::MakeBell { file }) => {
                let wav = crate::bell::synth::strike_wav()?;
                crate::store::write_file(&file, &wav).map_err(crate::output::OutputError::from)?;
                let wrote = crate::words::msg::cli_wrote_bell(file.display().to_string());
                Ok(format!("{wrote}\n"))
            }
            Some(Command::SaveStress { file, seed }) => save_stress_command(&file, seed),
            None => run_window(
                saves,
                self.file,
                Watching {
                    log_frames: self.frame_times,
                    record_boxes: self.record_boxes,
                    lang: self.lang,
                },
            ),
        }
    }
}
