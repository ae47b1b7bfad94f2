//! Print-out benchmark: `cargo bench --bench print`. The results sheet of the largest
//! evening the issue names, 60 tables over 30 rounds played deal by deal (240 guests):
//! laying out its pages, and making the PDF from them (fonts subset and embedded). Every
//! other document is timed too, at the same size, and each Duplicate Cinch document at
//! 30 tables of 4 trays.

use std::time::{Duration, Instant};

use cinch_party::print::{Document, Paper, Printout};
use cinch_party::simulate::{Options, simulate};

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

fn median(mut times: Vec<Duration>) -> Duration {
    times.sort();
    times.get(times.len() / 2).copied().unwrap_or_default()
}

/// Times each of `documents` for `party`: layout and PDF, median of 5 runs.
fn time(party: &cinch_party::rules::Party, documents: &[Document]) {
    for &document in documents {
        let mut layout = Vec::new();
        let mut pdf = Vec::new();
        let mut pages = 0;
        let mut bytes = 0;
        for _ in 0..5 {
            let start = Instant::now();
            let Ok(printout) = Printout::of(party, "Benchmark", document, Paper::A4) else {
                eprintln!("{document:?} could not be laid out");
                return;
            };
            layout.push(start.elapsed());
            let start = Instant::now();
            match printout.to_pdf() {
                Ok(file) => bytes = file.len(),
                Err(error) => {
                    eprintln!("{document:?}: {error}");
                    return;
                }
            }
            pdf.push(start.elapsed());
            pages = printout.pages.len();
        }
        println!(
            "{:<28} {pages:>4} pages {:>8.0} KB   layout {:>7.1} ms   PDF {:>7.1} ms",
            document.words(),
            bytes as f64 / 1024.0,
            ms(median(layout)),
            ms(median(pdf)),
        );
    }
}

fn main() {
    let options = Options {
        ladies: 120,
        gentlemen: 120,
        rounds: 30,
        deals: true,
        ..Options::default()
    };
    let party = match simulate(&options) {
        Ok(party) => party,
        Err(error) => {
            eprintln!(
                "the evening could not be simulated: {}",
                cinch_party::words::rule_refusal(&error)
            );
            return;
        }
    };
    println!("60 tables x 30 rounds, deal by deal (240 guests), A4, median of 5 runs:");
    time(&party, &Document::STAR_GAME);
    // Duplicate at the largest size the issue names: 30 tables of 4 trays (Foster's
    // rule, 60 rounds, 120 trays).
    let duplicate = cinch_party::simulate::duplicate::simulate_duplicate(
        &cinch_party::simulate::duplicate::DuplicateOptions {
            pairs: 60,
            trays_per_table: 4,
            ..Default::default()
        },
    );
    let Ok(duplicate) = duplicate else {
        eprintln!("the duplicate evening could not be simulated");
        return;
    };
    println!("\nDuplicate, 30 tables x 4 trays (60 pairs, 60 rounds), A4, median of 5 runs:");
    time(&duplicate, &Document::DUPLICATE);
}
