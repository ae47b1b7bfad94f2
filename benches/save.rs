//! Save benchmark: `cargo bench --bench save`. The cost of one action in a finished
//! 25-table, 20-round evening, as the host feels it: the rules apply it, then the whole
//! file is written atomically with fsync (file and folder) and the backup kept. The file
//! goes under the target folder, on the same disk as the project, not a RAM disk.

use std::time::{Duration, Instant};

use cinch_party::rules::Action;
use cinch_party::simulate::{Options, simulate};
use cinch_party::store::{PartyFile, Saved};

fn main() {
    let options = Options {
        seed: 25,
        ladies: 50,
        gentlemen: 50,
        rounds: 20,
        ..Options::default()
    };
    let Ok(party) = simulate(&options) else {
        eprintln!("the simulation failed");
        return;
    };
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("bench-saves");
    let _ = std::fs::create_dir_all(&dir);
    let path = dir.join("evening.ron");
    let now = party.history().last().map(|e| e.at).unwrap_or_default();
    let _ = std::fs::remove_file(&path);
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
    let size = std::fs::metadata(&path).map(|m| m.len()).unwrap_or(0);
    let runs = 300;
    let mut times: Vec<Duration> = Vec::with_capacity(runs);
    for i in 0..runs {
        // A correction of a past result: the kind of action a host makes after the end.
        let action = Action::CorrectResult {
            round: 1 + (i as u32 % 20),
            table: 1 + (i as u32 % 25),
            ns: 20 + (i as i64 % 7),
            ew: 5,
        };
        let start = Instant::now();
        let outcome = file.apply(action, now);
        times.push(start.elapsed());
        if !matches!(outcome, Ok(Saved::Yes)) {
            eprintln!("run {i}: {outcome:?}");
            return;
        }
    }
    times.sort();
    let at = |q: f64| {
        times
            .get(((runs as f64 - 1.0) * q) as usize)
            .copied()
            .unwrap_or_default()
    };
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    println!(
        "apply + save, {} actions, {size} bytes: median {:.2} ms, p90 {:.2} ms, p99 {:.2} ms, max {:.2} ms ({runs} runs)",
        file.party().history().len(),
        ms(at(0.5)),
        ms(at(0.9)),
        ms(at(0.99)),
        ms(at(1.0)),
    );
}
