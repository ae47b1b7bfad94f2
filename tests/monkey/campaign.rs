//! The monkey's campaigns: many seeds, a script of a few hundred keys each, at each
//! window; the first property broken is shrunk and printed as a ready regression.
//!
//! CI runs 50,000 keys in all (the seeds printed, even by a plain `cargo test`).
//! `MONKEY_SEED=N` starts from seed N (`MONKEY_SEED=random`: from a seed drawn now,
//! printed); `MONKEY_SOAK=1` runs a million keys (20 times as many of each);
//! `.ci/monkey --soak` and its other flags set these.

use std::io::Write;
use std::time::{Duration, Instant};

use super::drive::{self, Outcome};
use super::generate::{Host, Monkey};
use super::invariants::Invariant;
use super::shrink::{regression, shrink};

/// Keys in one script.
const KEYS_A_RUN: usize = 250;

/// The first seed of a campaign.
fn first_seed(host: Host) -> u64 {
    let base = match std::env::var("MONKEY_SEED").ok().as_deref() {
        Some("random") => rand::random::<u32>().into(),
        Some(n) => n.parse().unwrap_or(55),
        None => 55,
    };
    base * 1000
        + match host {
            Host::Star => 0,
            Host::Duplicate => 300,
            Host::Season => 600,
        }
}

/// How many keys a campaign of `ci` keys types here: `ci`, twenty times as many with
/// `MONKEY_SOAK=1`, or `MONKEY_KEYS` keys.
fn budget(ci: usize) -> usize {
    if let Some(keys) = std::env::var("MONKEY_KEYS")
        .ok()
        .and_then(|k| k.parse().ok())
    {
        keys
    } else if std::env::var("MONKEY_SOAK").is_ok_and(|v| v == "1") {
        ci * 20
    } else {
        ci
    }
}

/// What a campaign did.
#[derive(Debug, Default)]
pub struct Tally {
    /// Keys typed.
    pub keys: usize,
    /// Frames run.
    pub frames: usize,
    /// Frames over 50 ms.
    pub slow: usize,
    /// The longest frame.
    pub longest: Duration,
    /// Seeds run.
    pub seeds: Vec<u64>,
}

/// `MONKEY_SURVEY=1`: every kind of slip found, each shrunk once, instead of stopping at
/// the first; the campaign fails at its end if there was any.
pub fn survey(host: Host, from: u64, keys: usize) {
    let mut found: Vec<(String, u64, usize)> = Vec::new();
    let (mut typed, mut seed) = (0, from);
    while typed < keys {
        let script = Monkey::new(host, seed).script(KEYS_A_RUN);
        let outcome = drive::run(host, seed, &script);
        typed += outcome.keys;
        if let Some(broken) = outcome.broken {
            let kind = broken.signature();
            if found.iter().any(|(k, _, _)| *k == kind) {
                eprintln!("monkey {host:?} seed {seed}: again {kind}");
            } else if broken.invariant == Invariant::FrameTime {
                // Time is not replayed: no shrinking.
                eprintln!(
                    "monkey {host:?} seed {seed}: {kind} at frame {}",
                    broken.frame
                );
                found.push((kind, seed, typed));
            } else {
                let shrunk = shrink(host, seed, &script, &broken);
                eprintln!(
                    "monkey {host:?} seed {seed}, {typed} keys into the survey: {kind}\n\
                     script: {script}\nshrunk to {} keys ({} runs):\n{}\n",
                    shrunk.script.keys(),
                    shrunk.runs,
                    regression(host, seed, &shrunk)
                );
                found.push((kind, seed, typed));
            }
        }
        seed += 1;
    }
    assert!(found.is_empty(), "the monkey found: {found:#?}");
}

/// Runs `keys` keys at `host`'s window, `runs` scripts from consecutive seeds starting at
/// `from`; on the first property broken, shrinks it and panics with the regression.
pub fn campaign(host: Host, from: u64, keys: usize) -> Tally {
    let started = Instant::now();
    let mut tally = Tally::default();
    let mut seed = from;
    while tally.keys < keys {
        let script = Monkey::new(host, seed).script(KEYS_A_RUN);
        let outcome: Outcome = drive::run(host, seed, &script);
        tally.keys += outcome.keys;
        tally.frames += outcome.frames;
        tally.slow += outcome.slow;
        tally.longest = tally.longest.max(outcome.longest);
        tally.seeds.push(seed);
        if let Some(broken) = outcome.broken {
            eprintln!(
                "monkey {host:?} seed {seed}: {} at frame {}: {}\nscript: {script}\nshrinking…",
                broken.invariant, broken.frame, broken.detail
            );
            assert!(
                broken.invariant != Invariant::FrameTime,
                "a frame of the {host:?} window, seed {seed}, took too long: {}",
                broken.detail
            );
            let shrunk = shrink(host, seed, &script, &broken);
            panic!(
                "the key monkey broke \"{}\" at the {host:?} window, seed {seed}, after {} keys \
                 in this campaign; shrunk to {} keys:\n\n{}\n",
                broken.invariant,
                tally.keys,
                shrunk.script.keys(),
                regression(host, seed, &shrunk)
            );
        }
        seed += 1;
    }
    // Written past the test harness's capture: `cargo test` prints the seeds run.
    let _ = writeln!(
        std::io::stderr(),
        "monkey {host:?}: {} keys, {} frames, seeds {}..={}, {} frames over 50 ms (longest {:?}), {:?}",
        tally.keys,
        tally.frames,
        tally.seeds.first().unwrap_or(&0),
        tally.seeds.last().unwrap_or(&0),
        tally.slow,
        tally.longest,
        started.elapsed()
    );
    tally
}

/// A campaign, or with `MONKEY_SURVEY=1` a survey.
fn monkey(host: Host, ci_keys: usize) {
    if std::env::var("MONKEY_SURVEY").is_ok_and(|v| v == "1") {
        survey(host, first_seed(host), budget(ci_keys));
    } else {
        campaign(host, first_seed(host), budget(ci_keys));
    }
}

#[test]
fn key_monkey_at_a_star_evening() {
    monkey(Host::Star, 25_000);
}

#[test]
fn key_monkey_at_a_duplicate_evening_with_phones() {
    monkey(Host::Duplicate, 12_500);
}

#[test]
fn key_monkey_at_the_season_screen() {
    monkey(Host::Season, 12_500);
}
