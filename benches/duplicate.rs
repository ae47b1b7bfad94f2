//! Duplicate benchmark: `cargo bench --bench duplicate`. A whole duplicate evening
//! simulated (every tray's result applied by the rules, every bell), replayed from its
//! history as opening its file does, scored (plus/minus or matchpoints, every traveller)
//! and written as the JSON transcript: 30 tables × 4 trays (60 pairs, Foster's rule, 60
//! rounds) and 500 pairs (250 tables × 2 trays, Foster's rule, 500 rounds).

use std::time::{Duration, Instant};

use cinch_party::rules::Party;
use cinch_party::rules::duplicate::DupMethod;
use cinch_party::rules::duplicate_score::standings;
use cinch_party::simulate::duplicate::{DuplicateOptions, simulate_duplicate};
use cinch_party::transcript::Transcript;

fn median(mut times: Vec<Duration>) -> Duration {
    times.sort();
    times.get(times.len() / 2).copied().unwrap_or_default()
}

fn measure(what: &str, options: &DuplicateOptions, runs: usize) -> Result<(), String> {
    let mut simulated = Vec::new();
    let mut replayed = Vec::new();
    let mut scored = Vec::new();
    let mut json = Vec::new();
    let mut facts = String::new();
    for _ in 0..runs {
        let start = Instant::now();
        let party =
            simulate_duplicate(options).map_err(|e| cinch_party::words::rule_refusal(&e))?;
        simulated.push(start.elapsed());
        let start = Instant::now();
        let again = Party::replay(party.initial_settings().clone(), party.history().to_vec())
            .map_err(|e| cinch_party::words::replay_refusal(&e))?;
        replayed.push(start.elapsed());
        let start = Instant::now();
        let Some(dup) = again.state().duplicate() else {
            return Err("the simulated evening is not a duplicate one".to_owned());
        };
        let s = standings(dup);
        scored.push(start.elapsed());
        let start = Instant::now();
        let text = Transcript::of(&party).to_json();
        json.push(start.elapsed());
        let movement = dup.fixed_movement().copied();
        facts = format!(
            "{} rounds, {} actions, {} travellers, JSON {} KB",
            movement.map_or(0, |m| m.rounds()),
            party.history().len(),
            s.travellers.len(),
            text.len() / 1024
        );
    }
    println!(
        "{what} ({facts}): simulate {:?}, replay {:?}, standings {:?}, JSON transcript {:?} (median of {runs})",
        median(simulated),
        median(replayed),
        median(scored),
        median(json)
    );
    Ok(())
}

fn main() -> Result<(), String> {
    measure(
        "30 tables x 4 trays",
        &DuplicateOptions {
            pairs: 60,
            trays_per_table: 4,
            ..DuplicateOptions::default()
        },
        5,
    )?;
    measure(
        "30 tables x 4 trays, matchpoints",
        &DuplicateOptions {
            pairs: 60,
            trays_per_table: 4,
            method: DupMethod::Matchpoints,
            ..DuplicateOptions::default()
        },
        5,
    )?;
    measure(
        "500 pairs",
        &DuplicateOptions {
            pairs: 500,
            trays_per_table: 2,
            ..DuplicateOptions::default()
        },
        3,
    )
}
