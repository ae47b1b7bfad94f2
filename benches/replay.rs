//! Replay benchmark: `cargo bench --bench replay`. Opening a party file reads every line
//! and replays every action under the rules; this measures it at the largest files the
//! program accepts: the largest evening `simulate` can make, and a file at the 32 MB cap
//! of the shapes that were once quadratic (cards recorded and cleared, sides changed).

use std::time::{Duration, Instant};

use cinch_party::rules::{Action, Entry, Party, Settings, Side};
use cinch_party::simulate::{Options, simulate};
use cinch_party::store::{self, MAX_FILE_BYTES, SaveFile};

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

/// Loads `text` from a file `runs` times and prints the median and the fastest.
fn measure(label: &str, text: &str, runs: usize) {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("bench-replay");
    let _ = std::fs::create_dir_all(&dir);
    let path = dir.join("party.ron");
    if std::fs::write(&path, text).is_err() {
        eprintln!("cannot write {}", path.display());
        return;
    }
    let mut times = Vec::with_capacity(runs);
    let mut actions = 0;
    for _ in 0..runs {
        let start = Instant::now();
        match store::load(&path) {
            Ok((_, party)) => actions = party.history().len(),
            Err(error) => {
                eprintln!("{label}: {error}");
                return;
            }
        }
        times.push(start.elapsed());
    }
    times.sort();
    let median = times.get(times.len() / 2).copied().unwrap_or_default();
    let fastest = times.first().copied().unwrap_or_default();
    println!(
        "{label:<46} {:>6.1} MB {actions:>8} actions  median {:>8.1} ms  fastest {:>8.1} ms",
        text.len() as f64 / 1e6,
        ms(median),
        ms(fastest)
    );
}

fn main() {
    // The largest evening `simulate` makes: 1,000 ladies, 1,000 gentlemen, 200 rounds.
    let largest = Options {
        ladies: 1000,
        gentlemen: 1000,
        rounds: 200,
        ..Options::default()
    };
    if let Ok(party) = simulate(&largest)
        && let Ok(text) = SaveFile::of("Largest", &party, start_of(&party)).to_text()
    {
        measure("load: 500 tables x 200 rounds (simulate max)", &text, 5);
    }

    // A file at the cap, all cards recorded and cleared and sides changed over and over.
    let mut party = Party::new(Settings::default());
    let start = chrono::DateTime::UNIX_EPOCH;
    for i in 0..2000 {
        let side = if i % 2 == 0 {
            Side::Lady
        } else {
            Side::Gentleman
        };
        let _ = party.apply(
            Action::AddGuest {
                name: format!("Guest {i}"),
                side,
            },
            start,
        );
    }
    let mut history: Vec<Entry> = party.history().to_vec();
    let header = SaveFile::of("Worst shapes", &party, start);
    let mut size = header.to_text().map(|t| t.len()).unwrap_or(0);
    let mut i: u32 = 0;
    while (size as u64) < MAX_FILE_BYTES - 200 {
        let guest = cinch_party::rules::GuestId((i / 3) % 2000);
        let lady = guest.0.is_multiple_of(2);
        // Each guest has a card of their own: no card is ever drawn twice.
        let j = guest.0 / 2;
        let action = match i % 3 {
            0 => Action::RecordCard {
                guest,
                card: card(lady, 1 + j % 500, j < 500),
            },
            1 => Action::ClearCard { guest },
            _ => Action::SetSide {
                guest,
                side: if lady { Side::Lady } else { Side::Gentleman },
            },
        };
        let entry = Entry {
            at: start,
            action,
            from: cinch_party::rules::Source::Desk,
            why: None,
        };
        size += store::entry_text(&entry).map(|l| l.len()).unwrap_or(100);
        history.push(entry);
        i += 1;
    }
    let text = SaveFile { history, ..header }.to_text().unwrap_or_default();
    measure("load: 32 MB of cards and sides (at the cap)", &text, 3);
}

fn start_of(party: &Party) -> chrono::DateTime<chrono::Utc> {
    party
        .history()
        .first()
        .map_or(chrono::DateTime::UNIX_EPOCH, |e| e.at)
}

fn card(lady: bool, table: u32, spades: bool) -> cinch_party::rules::DrawCard {
    use cinch_party::rules::{Back, BlackSuit, DrawCard};
    DrawCard {
        table,
        suit: if spades {
            BlackSuit::Spades
        } else {
            BlackSuit::Clubs
        },
        back: if lady { Back::Red } else { Back::Blue },
    }
}
