//! The catalogues' cost (issue 51): `cargo bench --bench words`. One message formatted
//! (a plural, a number in the language's way), a prize's whole story, the guest display's
//! stage of a finished 40-guest evening, and the whole report, in English, German and the
//! pseudo-language. A harness of our own: a few medians.

use std::time::{Duration, Instant};

use cinch_party::simulate::{Options, simulate};
use cinch_party::transcript::Transcript;
use cinch_party::words::{Lang, msg, speaking};

fn measure(label: &str, runs: usize, mut work: impl FnMut()) {
    work();
    let mut times: Vec<Duration> = (0..runs)
        .map(|_| {
            let start = Instant::now();
            work();
            start.elapsed()
        })
        .collect();
    times.sort();
    let middle = times.get(times.len() / 2).copied().unwrap_or_default();
    println!(
        "{label:<52} median {:>10.3} µs   ({runs} runs)",
        middle.as_secs_f64() * 1e6
    );
}

fn main() {
    let Ok(party) = simulate(&Options {
        seed: 11,
        ladies: 20,
        gentlemen: 20,
        rounds: 8,
        ..Options::default()
    }) else {
        eprintln!("the evening could not be simulated");
        return;
    };
    let evening = cinch_party::transcript::evening::Evening::of(&party, 0);
    let Some(star) = evening.star() else {
        eprintln!("not a star evening");
        return;
    };
    for tag in ["en", "de", "en-XA"] {
        let lang = Lang::from_tag(tag).unwrap_or_default();
        speaking(lang, || {
            measure(
                &format!("{tag}: one message (1,234 guests)"),
                10_001,
                || {
                    std::hint::black_box(msg::count_guests(std::hint::black_box(1234)));
                },
            );
            measure(
                &format!("{tag}: a plus/minus figure (+28.33)"),
                10_001,
                || {
                    std::hint::black_box(cinch_party::words::plus_minus(std::hint::black_box(
                        28.333,
                    )));
                },
            );
            measure(
                &format!("{tag}: a tray read in the language's letters"),
                10_001,
                || {
                    std::hint::black_box(cinch_party::words::read_tray(
                        std::hint::black_box("O6 3 RN"),
                        5,
                    ))
                    .ok();
                },
            );
            measure(
                &format!("{tag}: six prizes' titles and stories"),
                1001,
                || {
                    std::hint::black_box(star.prize_words(party.state()));
                },
            );
            measure(
                &format!("{tag}: the whole report (40 guests, 8 rounds)"),
                101,
                || {
                    std::hint::black_box(Transcript::of(&party).to_string());
                },
            );
        });
    }
}
