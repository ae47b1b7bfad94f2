//! Phones benchmark: `cargo bench --bench phones`. Sixty tables' phones send their
//! results at the same instant to the server on 127.0.0.1 (HTTP, a connection each), the
//! party's owner answering them one by one as `serve` does: each result applied by the
//! rules and appended durably to the party file before its answer goes out. Ten evenings
//! of 60 tables (round 5 of 8 open); the time from request to saved-and-answered, per
//! request; then every file is read back: no result lost, none doubled. Then the same
//! with East–West's agreement (issue 52, the window's default): each phone sends its
//! result, then East–West's Agree; the time is until the result counts.

use std::sync::Arc;
use std::time::{Duration, Instant};

use cinch_party::phones::{Bind, Intake, PhoneDesk, Phones};
use cinch_party::rules::{Action, Source};
use cinch_party::simulate::{Options, simulate};
use cinch_party::store::{self, PartyFile};

#[path = "common/senders.rs"]
mod senders;

const TABLES: usize = 60;
const EVENINGS: u64 = 10;

fn one_evening(seed: u64, dir: &std::path::Path, agree: bool) -> Result<Vec<Duration>, String> {
    let options = Options {
        seed,
        ladies: 120,
        gentlemen: 120,
        rounds: 5,
        open_round: true,
        ..Options::default()
    };
    let party = simulate(&options).map_err(|e| cinch_party::words::rule_refusal(&e))?;
    let path = dir.join(format!("evening-{seed}-{agree}.ron"));
    let mut file = PartyFile::adopt(&path, "Bench", party).map_err(|e| e.to_string())?;
    file.save_now(chrono::Utc::now());
    let round = file
        .party()
        .state()
        .star()
        .and_then(|s| s.current_round())
        .map_or(0, |r| r.number);
    let intake = if agree {
        Intake::Agreed
    } else {
        Intake::Direct
    };
    let desk = PhoneDesk::new(intake, cinch_party::rules::shuffler(seed));
    let localhost = Bind::Only(std::net::Ipv4Addr::LOCALHOST.into());
    let mut phones =
        Phones::start(&file, localhost, 0, desk, Arc::new(|| {})).map_err(|e| e.to_string())?;
    let links = phones.links();
    if links.len() != TABLES {
        return Err(format!("{} tables, not {TABLES}", links.len()));
    }
    let senders = if agree {
        senders::send_and_agree_at_once(links, round)
    } else {
        senders::send_at_once(links, round)
    };
    // The owner answers until every phone has had its answer (bounded).
    let deadline = Instant::now() + Duration::from_secs(60);
    while senders.iter().any(|s| !s.is_finished()) && Instant::now() < deadline {
        phones.answer_next(&mut file, chrono::Utc::now, Duration::from_millis(50));
    }
    let mut times = Vec::new();
    for sender in senders {
        times.push(sender.join().map_err(|_| "a phone panicked".to_owned())??);
    }
    drop(phones);
    drop(file);
    let (_, saved) = store::load(&path).map_err(|e| e.to_string())?;
    let sent = saved
        .history()
        .iter()
        .filter(|e| {
            matches!(e.from, Source::Table(_))
                && matches!(
                    e.action,
                    Action::EnterResult { .. } | Action::AcceptHeld { .. }
                )
        })
        .count();
    let unreported = saved
        .state()
        .star()
        .and_then(|s| s.current_round())
        .map_or(usize::MAX, |r| r.unreported().len());
    if sent != TABLES || unreported != 0 {
        return Err(format!(
            "{sent} results saved from phones, {unreported} tables unreported"
        ));
    }
    Ok(times)
}

fn main() {
    let Ok(dir) = tempfile::tempdir() else {
        eprintln!("no temporary folder");
        return;
    };
    for agree in [false, true] {
        let mut all = Vec::new();
        for seed in 1..=EVENINGS {
            match one_evening(seed, dir.path(), agree) {
                Ok(times) => all.extend(times),
                Err(why) => {
                    eprintln!("evening {seed}: {why}");
                    return;
                }
            }
        }
        report(all, agree);
    }
}

fn report(mut all: Vec<Duration>, agree: bool) {
    all.sort();
    let at = |q: f64| {
        let i = ((all.len() as f64 - 1.0) * q).round() as usize;
        all.get(i).map_or(0.0, |d| d.as_secs_f64() * 1000.0)
    };
    let how = if agree {
        "each then agreed by East–West"
    } else {
        "counted at once"
    };
    println!(
        "{TABLES} tables sending at once, {how}, {EVENINGS} evenings ({} results, none lost or \
         doubled):",
        all.len()
    );
    println!(
        "request to counted-and-answered: p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms",
        at(0.5),
        at(0.99),
        at(1.0)
    );
}
