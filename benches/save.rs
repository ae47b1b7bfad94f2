//! Save benchmark: `cargo bench --bench save`. The cost of one action at the end of a
//! big evening, as the host feels it: fifty tables, thirty rounds, every table scored
//! deal by deal (about 6,000 results from 24,000 deals). Twenty-nine rounds are played
//! and saved; then the thirtieth is played deal by deal through the party file, each
//! action applied by the rules and appended to the file with fsync before the next.
//! The file lives under the target folder, on the project's own disk, not a RAM disk.

// A benchmark reads best as one measurement from start to end; the size rule is for the
// crates' code.
#![allow(clippy::too_many_lines)]

use std::time::{Duration, Instant};

use cinch_party::rules::Action;
use cinch_party::rules::deal::{Bid, Deal};
use cinch_party::rules::program::cut_tied_table;
use cinch_party::simulate::{Options, simulate};
use cinch_party::store::{PartyFile, Saved};
use rand::RngExt;

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

fn quantile(sorted: &[Duration], q: f64) -> f64 {
    let i = ((sorted.len().saturating_sub(1)) as f64 * q).round() as usize;
    sorted.get(i).map_or(0.0, |d| ms(*d))
}

fn main() {
    let options = Options {
        seed: 50,
        ladies: 100,
        gentlemen: 100,
        rounds: 30,
        deals: true,
        open_round: true,
        ..Options::default()
    };
    let Ok(party) = simulate(&options) else {
        eprintln!("the simulation failed");
        return;
    };
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("bench-saves");
    let _ = std::fs::create_dir_all(&dir);
    let path = dir.join("fifty-tables.ron");
    for stale in [path.clone(), cinch_party::store::backup_path(&path)] {
        let _ = std::fs::remove_file(stale);
    }
    let mut now = party.history().last().map(|e| e.at).unwrap_or_default();
    let mut file = match PartyFile::adopt(&path, "Benchmark", party) {
        Ok(file) => file,
        Err(error) => {
            eprintln!("{error}");
            return;
        }
    };
    if let Saved::No(error) = file.save_now(now) {
        eprintln!("{error}");
        return;
    }
    let before = std::fs::metadata(&path).map(|m| m.len()).unwrap_or(0);
    let actions_before = file.party().history().len();
    let mut rng = cinch_party::rules::shuffler(7);
    let mut times: Vec<Duration> = Vec::new();
    let round = file
        .party()
        .state()
        .star()
        .and_then(|s| s.current_round())
        .map_or(0, |r| r.number);
    let tables = file
        .party()
        .state()
        .star()
        .and_then(|s| s.current_round())
        .map_or(0, |r| r.table_count());
    let mut timed = |file: &mut PartyFile, action: Action, now: chrono::DateTime<chrono::Utc>| {
        let start = Instant::now();
        let outcome = file.apply(action, now);
        times.push(start.elapsed());
        matches!(outcome, Ok(Saved::Yes))
    };
    for table in 1..=tables {
        loop {
            let reported = file
                .party()
                .state()
                .star()
                .and_then(|s| s.current_round())
                .and_then(|r| r.results.get(table as usize - 1).cloned())
                .flatten();
            if let Some(result) = reported {
                if result.ns == result.ew
                    && let Ok(cut) = cut_tied_table(file.party().state(), round, table, &mut rng)
                {
                    now += chrono::Duration::seconds(1);
                    timed(&mut file, cut, now);
                }
                break;
            }
            let ns_points = rng.random_range(0..=14u8);
            let deal = Deal {
                bid: Some(Bid {
                    bidder: cinch_party::rules::deal::dealer(rng.random_range(0..4usize)),
                    amount: rng.random_range(6..=10u8),
                }),
                ns_points,
                ew_points: 14 - ns_points,
                revoke: None,
                misdeal: false,
            };
            now += chrono::Duration::seconds(1);
            if !timed(&mut file, Action::RecordDeal { table, deal }, now) {
                eprintln!("an action was refused or not saved");
                return;
            }
        }
    }
    let mut sorted = times.clone();
    sorted.sort();
    let after = std::fs::metadata(&path).map(|m| m.len()).unwrap_or(0);
    println!(
        "one action + durable save, at the end of 50 tables x 30 rounds played deal by deal \
         ({} actions, {:.1} MB file):",
        actions_before,
        before as f64 / 1e6
    );
    println!(
        "  {} actions: median {:.2} ms, p90 {:.2} ms, p99 {:.2} ms, max {:.2} ms (file now {:.1} MB)",
        sorted.len(),
        quantile(&sorted, 0.5),
        quantile(&sorted, 0.9),
        quantile(&sorted, 0.99),
        quantile(&sorted, 1.0),
        after as f64 / 1e6
    );
    // The bell rewrites the whole file with its backup: rarer, and longer.
    now += chrono::Duration::seconds(1);
    let start = Instant::now();
    let rung = file.apply(
        Action::RingBell {
            override_missing: false,
            cuts: Vec::new(),
            last: false,
        },
        now,
    );
    println!(
        "  the bell (whole file rewritten, backup kept): {:.1} ms ({})",
        ms(start.elapsed()),
        if matches!(rung, Ok(Saved::Yes)) {
            "saved"
        } else {
            "NOT saved"
        }
    );
}
