//! Engine benchmark: `cargo bench --bench engine`. Simulates whole evenings (release
//! build) and prints the median and the fastest of several runs. A harness of our own:
//! the figures we need are a few medians, not criterion's statistics.

use std::time::{Duration, Instant};

use cinch_party::rules::Party;
use cinch_party::simulate::{Options, simulate};
use cinch_party::transcript::Transcript;

fn median(mut times: Vec<Duration>) -> (Duration, Duration) {
    times.sort();
    let fastest = times.first().copied().unwrap_or_default();
    let middle = times.get(times.len() / 2).copied().unwrap_or_default();
    (middle, fastest)
}

fn measure(label: &str, runs: usize, mut work: impl FnMut()) {
    work(); // warm-up
    let times = (0..runs)
        .map(|_| {
            let start = Instant::now();
            work();
            start.elapsed()
        })
        .collect();
    let (middle, fastest) = median(times);
    println!(
        "{label:<48} median {:>9.2} ms   fastest {:>9.2} ms   ({runs} runs)",
        ms(middle),
        ms(fastest)
    );
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

fn main() {
    for (tables, runs) in [(100u32, 21usize), (1000, 7)] {
        let options = Options {
            seed: 2026,
            ladies: tables * 2,
            gentlemen: tables * 2,
            rounds: 50,
            ..Options::default()
        };
        measure(
            &format!("simulate {tables} tables x 50 rounds"),
            runs,
            || {
                let party = simulate(&options).ok();
                std::hint::black_box(party);
            },
        );
        let Ok(party) = simulate(&options) else {
            eprintln!("the simulation failed");
            return;
        };
        let entries = party.history().len();
        measure(
            &format!("replay {entries} actions ({tables} tables)"),
            runs,
            || {
                let replayed =
                    Party::replay(party.initial_settings().clone(), party.history().to_vec());
                std::hint::black_box(replayed.ok());
            },
        );
        measure(
            &format!("transcript of {tables} tables x 50 rounds"),
            runs,
            || {
                std::hint::black_box(Transcript::of(&party));
            },
        );
    }
}
