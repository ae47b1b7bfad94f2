//! `simulate`: a whole evening played with random scores (a rehearsal), as text or JSON,
//! optionally saved as a party file the window can open.

use std::path::PathBuf;

use clap::Args;

use super::{DealScoringArg, DupMethodArg, ScoringArg};
use crate::headless::{CommandError, simulate_command};
use crate::rules::duplicate::TwoTables;
use crate::simulate::Options;
use crate::simulate::duplicate::DuplicateOptions;
use crate::simulate::names::NamedGuest;

/// What `simulate` is asked for.
#[derive(Debug, Args)]
pub struct SimulateArgs {
    /// Random seed: the same seed gives the same evening.
    #[arg(long, default_value_t = 1897)]
    seed: u64,
    /// Ladies (the red pack in open seating), at most 1000.
    #[arg(long, default_value_t = 20, value_parser = clap::value_parser!(u32).range(0..=1000))]
    ladies: u32,
    /// Gentlemen (the blue pack in open seating), at most 1000.
    #[arg(long, default_value_t = 20, value_parser = clap::value_parser!(u32).range(0..=1000))]
    gentlemen: u32,
    /// Rounds to play, at most 200 (default: 8; for Duplicate, the full movement).
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=1000))]
    rounds: Option<u32>,
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
    /// Also write the evening as a party file that the app can open (a bare file
    /// name goes in the saves folder).
    #[arg(long, value_name = "FILE")]
    save: Option<PathBuf>,
    /// The title of the saved party.
    #[arg(long, value_name = "TEXT")]
    title: Option<String>,
    /// Leave the last round in play: started, with no results yet.
    #[arg(long)]
    open_round: bool,
    /// Guests who arrive late, at random rounds (R-LATE-1), at most 1000.
    #[arg(long, default_value_t = 0, value_parser = clap::value_parser!(u32).range(0..=1000))]
    arrivals: u32,
    /// Guests who leave, at random rounds (R-LATE-2), at most 1000.
    #[arg(long, default_value_t = 0, value_parser = clap::value_parser!(u32).range(0..=1000))]
    departures: u32,
    /// Play every table deal by deal (bids, points, now and then a misdeal or a
    /// revoke) instead of random totals.
    #[arg(long)]
    deals: bool,
    /// How the deals are scored.
    #[arg(long, value_enum, default_value_t = DealScoringArg::Standard)]
    deal_scoring: DealScoringArg,
    /// Play Duplicate Cinch instead (R-DUP): fixed pairs, trays, plus/minus.
    #[arg(long)]
    duplicate: bool,
    /// Duplicate: the pairs, 4 to 1000 (with fewer, play the star game or pairs all
    /// evening).
    #[arg(long, default_value_t = 10, value_parser = clap::value_parser!(u32).range(0..=1000))]
    pairs: u32,
    /// Duplicate: the trays each table starts with, 1 to 4.
    #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u8).range(1..=4))]
    trays_per_table: u8,
    /// Duplicate: how the pairs are compared.
    #[arg(long, value_enum, default_value_t = DupMethodArg::PlusMinus)]
    duplicate_method: DupMethodArg,
    /// Duplicate at two tables (four pairs): the book's movement (Foster's rule, or
    /// the skip Mitchell with 1 or 3 trays) instead of the two-table Howell.
    #[arg(long)]
    book_movement: bool,
    /// Draw the guests (or the pairs' players) from this list of names, by the seed:
    /// one a line, optionally a tab and `lady` or `gentleman` (honoured).
    #[arg(long, value_name = "FILE")]
    names_from: Option<PathBuf>,
}

impl SimulateArgs {
    /// Plays the evening; `resolve` finds a bare file name in the saves folder.
    pub fn run(self, resolve: &dyn Fn(&PathBuf) -> PathBuf) -> Result<String, CommandError> {
        let names = match &self.names_from {
            Some(file) => crate::simulate::names::read_names_file(file)?,
            None => Vec::new(),
        };
        let title = match self.title.as_deref().map(crate::rules::guests::clean_title) {
            Some(Err(error)) => return Err(error.into()),
            Some(Ok(Some(title))) => title,
            _ => crate::words::msg::sim_rehearsal_title(self.seed.to_string()),
        };
        let path = self.save.as_ref().map(resolve);
        let save = path.as_deref().map(|p| (p, title.as_str()));
        if self.duplicate {
            let options = self.duplicate_options(names);
            return crate::headless::simulate_duplicate_command(&options, self.json, save);
        }
        if self.rounds.is_some_and(|r| r > 200) {
            return Err(CommandError::Asked(
                crate::words::msg::sim_star_rounds_most(200),
            ));
        }
        let options = Options {
            seed: self.seed,
            ladies: self.ladies,
            gentlemen: self.gentlemen,
            rounds: self.rounds.unwrap_or(8),
            tie_percent: self.tie_percent,
            open_seating: self.open_seating,
            scoring: self.scoring.into(),
            open_round: self.open_round,
            arrivals: self.arrivals,
            departures: self.departures,
            deals: self.deals,
            deal_scoring: self.deal_scoring.into(),
            names,
        };
        simulate_command(&options, self.json, save)
    }

    /// A duplicate rehearsal's options (R-DUP).
    fn duplicate_options(&self, names: Vec<NamedGuest>) -> DuplicateOptions {
        DuplicateOptions {
            seed: self.seed,
            pairs: self.pairs,
            trays_per_table: self.trays_per_table,
            rounds: self.rounds,
            method: self.duplicate_method.into(),
            deal_scoring: self.deal_scoring.into(),
            open_round: self.open_round,
            two_tables: if self.book_movement {
                TwoTables::Book
            } else {
                TwoTables::Howell
            },
            names,
        }
    }
}
