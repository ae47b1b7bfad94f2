//! Season benchmark: `cargo bench --bench season`. A season of 52 evenings with the same
//! 120 members — 26 star games of 30 tables (8 rounds) and 26 duplicate evenings of 15
//! tables with 4 trays a table (the whole compass movement) — read from its party files
//! and tallied: in this process from a cold cache; again after one evening changed (only
//! it is read again); and as a whole `cinch-party season NAME --json` process, which the
//! issue asks to finish under a second. `CINCH_PARTY_BIN=PATH` times that copy of the
//! program instead of the one cargo built.

use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

use cinch_party::rules::Side;
use cinch_party::season::{EveningCache, Season, files, members::MemberList};
use cinch_party::simulate::duplicate::{DuplicateOptions, simulate_duplicate};
use cinch_party::simulate::names::NamedGuest;
use cinch_party::simulate::{Options, guest_name, simulate};
use cinch_party::store::{PartyFile, Saved};

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

/// The median and the fastest of `runs` runs of `f`.
fn measure(label: &str, runs: usize, mut f: impl FnMut()) {
    let mut times = Vec::with_capacity(runs);
    for _ in 0..runs {
        let start = Instant::now();
        f();
        times.push(start.elapsed());
    }
    times.sort();
    let median = times.get(times.len() / 2).copied().unwrap_or_default();
    let fastest = times.first().copied().unwrap_or_default();
    println!(
        "{label:<58} median {:>8.1} ms  fastest {:>8.1} ms",
        ms(median),
        ms(fastest)
    );
}

/// The club: 60 ladies and 60 gentlemen.
fn club() -> Vec<NamedGuest> {
    [Side::Lady, Side::Gentleman]
        .into_iter()
        .flat_map(|side| {
            (0..60).map(move |i| NamedGuest {
                name: guest_name(side, i),
                side: Some(side),
                address: None,
            })
        })
        .collect()
}

fn save(dir: &Path, name: &str, party: cinch_party::rules::Party) -> bool {
    let path = dir.join(name);
    let at = party
        .history()
        .last()
        .map_or(chrono::DateTime::UNIX_EPOCH, |e| e.at);
    match PartyFile::adopt(&path, name, party) {
        Ok(mut file) => matches!(file.save_now(at), Saved::Yes),
        Err(_) => false,
    }
}

/// Writes the 52 evenings and the season; returns the evenings' file names.
fn make_season(dir: &Path) -> Option<Vec<String>> {
    let names = club();
    let mut evenings = Vec::new();
    for i in 0..26u64 {
        let star = simulate(&Options {
            seed: i,
            ladies: 60,
            gentlemen: 60,
            rounds: 8,
            names: names.clone(),
            ..Options::default()
        })
        .ok()?;
        let file = format!("star-{i:02}.ron");
        save(dir, &file, star).then_some(())?;
        evenings.push(file);
        let dup = simulate_duplicate(&DuplicateOptions {
            seed: 100 + i,
            pairs: 30,
            trays_per_table: 4,
            names: names.clone(),
            ..DuplicateOptions::default()
        })
        .ok()?;
        let file = format!("dup-{i:02}.ron");
        save(dir, &file, dup).then_some(())?;
        evenings.push(file);
    }
    let list = evenings.clone();
    files::update_season(dir, "bench", |season| {
        season.evenings = list;
        season.best = Some(10);
        Ok::<(), files::FileError>(())
    })
    .ok()?;
    Some(evenings)
}

fn main() {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("bench-season");
    let _ = std::fs::remove_dir_all(&dir);
    let _ = std::fs::create_dir_all(&dir);
    let Some(evenings) = make_season(&dir) else {
        eprintln!("the season could not be made in {}", dir.display());
        return;
    };
    let Ok(Some(file)) = files::read_season(&dir, "bench") else {
        eprintln!("the season cannot be read");
        return;
    };
    let members = MemberList::default();
    let mut rows = 0;
    measure("52 evenings read and tallied, cold cache", 5, || {
        let season = Season::read(
            &dir,
            "bench",
            file.clone(),
            &members,
            &mut EveningCache::default(),
        );
        rows = season.table.traces.len();
    });
    println!("  ({} evenings, {rows} people)", evenings.len());
    let mut cache = EveningCache::default();
    let _ = Season::read(&dir, "bench", file.clone(), &members, &mut cache);
    let mut reread = 0;
    measure("one evening changed: read again and tallied", 5, || {
        // A changed evening: the same party saved again (a new length and time).
        if let Some(first) = evenings.first()
            && let Ok((saved, party)) = cinch_party::store::load(&dir.join(first))
        {
            let _ = std::fs::remove_file(dir.join(first));
            save(&dir, first, party);
            let _ = saved;
        }
        let _ = Season::read(&dir, "bench", file.clone(), &members, &mut cache);
        reread = cache.last_read;
    });
    println!("  (files read again: {reread})");
    // $CINCH_PARTY_BIN: a copy of the program to time (a target folder shared with other
    // builds may hold another branch's binary by then).
    let program = std::env::var_os("CINCH_PARTY_BIN").map_or_else(
        || std::path::PathBuf::from(env!("CARGO_BIN_EXE_cinch-party")),
        std::path::PathBuf::from,
    );
    measure("whole process: cinch-party season bench --json", 5, || {
        let out = Command::new(&program)
            .args(["season", "bench", "--json", "--saves-dir"])
            .arg(&dir)
            .output();
        if !out.as_ref().is_ok_and(|o| o.status.success()) {
            eprintln!("the season command failed: {out:?}");
        }
    });
}
