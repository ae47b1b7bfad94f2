//! The guests' screens under load (issue 36): `cargo bench --bench display_load`. Sixty
//! tables' phones send their results at the same instant, as in `benches/phones.rs`,
//! while fifty guest displays listen to `/display/events` (server-sent events; five
//! screen sizes, ten televisions each), the owner answering as `serve` does (each result
//! saved before its answer, then the screens' requests). The same evenings are played
//! without the displays and with them, one after the other; the phones' p99 from
//! request to saved-and-answered is compared. Every file is read back: no result lost.
//! With `DISPLAY_LOAD_DISTINCT=1`, every display has a screen size of its own.

use std::io::{BufRead, BufReader, Write};
use std::net::TcpStream;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use cinch_party::phones::{Bind, Intake, PhoneDesk, Phones};
use cinch_party::rules::{Action, Source};
use cinch_party::simulate::{Options, simulate};
use cinch_party::store::{self, PartyFile};
use cinch_party::view::web::PartyShowing;

#[path = "common/senders.rs"]
mod senders;

const TABLES: usize = 60;
const VIEWERS: usize = 50;
const EVENINGS: u64 = 6;
const SIZES: [(u32, u32); 5] = [
    (1920, 1080),
    (1280, 720),
    (1366, 768),
    (3840, 2160),
    (390, 844),
];

/// What the displays heard: (connected and told the state at least once, events heard).
struct Viewers {
    ready: Arc<AtomicUsize>,
    heard: Arc<AtomicUsize>,
    stop: Arc<AtomicBool>,
    threads: Vec<std::thread::JoinHandle<()>>,
}

/// `n` displays listening to the server at `address` ("127.0.0.1:1234").
fn viewers(address: &str, n: usize) -> Viewers {
    let ready = Arc::new(AtomicUsize::new(0));
    let heard = Arc::new(AtomicUsize::new(0));
    let stop = Arc::new(AtomicBool::new(false));
    let threads = (0..n)
        .map(|i| {
            let (ready, heard, stop) = (ready.clone(), heard.clone(), stop.clone());
            let address = address.to_owned();
            // DISPLAY_LOAD_DISTINCT=1: every display a size of its own, the worst case
            // (the owner lays each size out once a change).
            let (w, h) = if std::env::var_os("DISPLAY_LOAD_DISTINCT").is_some() {
                (1000 + i as u32 * 7, 700 + i as u32 * 3)
            } else {
                SIZES.get(i % SIZES.len()).copied().unwrap_or((1920, 1080))
            };
            std::thread::spawn(move || {
                let Ok(mut stream) = TcpStream::connect(&address) else {
                    return;
                };
                let _ = stream.set_read_timeout(Some(Duration::from_millis(100)));
                let _ = write!(
                    stream,
                    "GET /display/events?w={w}&h={h} HTTP/1.1\r\nHost: {address}\r\nAccept: text/event-stream\r\n\r\n"
                );
                let mut reader = BufReader::new(stream);
                let mut line = String::new();
                let mut first = true;
                while !stop.load(Ordering::Relaxed) {
                    line.clear();
                    match reader.read_line(&mut line) {
                        Ok(0) => return,
                        Ok(_) if line.starts_with("data:") => {
                            heard.fetch_add(1, Ordering::Relaxed);
                            if first {
                                ready.fetch_add(1, Ordering::Relaxed);
                                first = false;
                            }
                        }
                        _ => {}
                    }
                }
            })
        })
        .collect();
    Viewers {
        ready,
        heard,
        stop,
        threads,
    }
}

/// The owner's turn, as `serve` takes it: the calls waiting (results saved and answered),
/// the screens told of a change, then the screens' requests answered.
fn owner_turn(phones: &mut Phones, file: &mut PartyFile) {
    let wait = if phones.shows_waiting() {
        Duration::ZERO
    } else {
        Duration::from_millis(250)
    };
    let heard = phones.answer_turn(file, chrono::Utc::now, wait);
    if !heard.is_empty() {
        phones.changed();
    }
    let sizes = cinch_party::phones::SIZES_PER_TURN;
    phones.answer_some_shows(file, &PartyShowing::default(), chrono::Utc::now(), sizes);
}

/// Sixty phones sending at once; their times from request to answer.
fn send_all(
    phones: &mut Phones,
    file: &mut PartyFile,
    round: u32,
) -> Result<Vec<Duration>, String> {
    let senders = senders::send_at_once(phones.links(), round);
    let deadline = Instant::now() + Duration::from_secs(60);
    while senders.iter().any(|s| !s.is_finished()) && Instant::now() < deadline {
        owner_turn(phones, file);
    }
    let mut times = Vec::new();
    for sender in senders {
        times.push(sender.join().map_err(|_| "a phone panicked".to_owned())??);
    }
    Ok(times)
}

/// One evening of 60 tables, round 5 open, with `watching` displays listening: the
/// phones' times, and the events the displays heard.
fn one_evening(
    seed: u64,
    watching: usize,
    dir: &std::path::Path,
) -> Result<(Vec<Duration>, usize), String> {
    let options = Options {
        seed,
        ladies: 120,
        gentlemen: 120,
        rounds: 5,
        open_round: true,
        ..Options::default()
    };
    let party = simulate(&options).map_err(|e| cinch_party::words::rule_refusal(&e))?;
    let path = dir.join(format!("evening-{seed}-{watching}.ron"));
    let mut file = PartyFile::adopt(&path, "Bench", party).map_err(|e| e.to_string())?;
    file.save_now(chrono::Utc::now());
    let round = file
        .party()
        .state()
        .star()
        .and_then(|s| s.current_round())
        .map_or(0, |r| r.number);
    let desk = PhoneDesk::new(Intake::Direct, cinch_party::rules::shuffler(seed));
    let localhost = Bind::Only(std::net::Ipv4Addr::LOCALHOST.into());
    let mut phones =
        Phones::start(&file, localhost, 0, desk, Arc::new(|| {})).map_err(|e| e.to_string())?;
    let address = phones.address().trim_start_matches("http://").to_owned();
    let address = address.split('/').next().unwrap_or_default().to_owned();
    let screens = viewers(&address, watching);
    // Every display connected and shown the evening before the phones send (bounded).
    let deadline = Instant::now() + Duration::from_secs(60);
    while screens.ready.load(Ordering::Relaxed) < watching {
        if Instant::now() > deadline {
            return Err(format!(
                "{} displays ready",
                screens.ready.load(Ordering::Relaxed)
            ));
        }
        owner_turn(&mut phones, &mut file);
    }
    let before = screens.heard.load(Ordering::Relaxed);
    let times = send_all(&mut phones, &mut file, round)?;
    // A second for the displays to hear the last results.
    let settle = Instant::now();
    while settle.elapsed() < Duration::from_secs(1) {
        owner_turn(&mut phones, &mut file);
    }
    let heard = screens.heard.load(Ordering::Relaxed) - before;
    screens.stop.store(true, Ordering::Relaxed);
    drop(phones);
    for thread in screens.threads {
        let _ = thread.join();
    }
    drop(file);
    let (_, saved) = store::load(&path).map_err(|e| e.to_string())?;
    let sent = saved
        .history()
        .iter()
        .filter(|e| {
            matches!(e.from, Source::Table(_)) && matches!(e.action, Action::EnterResult { .. })
        })
        .count();
    if sent != TABLES {
        return Err(format!("{sent} results saved from phones, not {TABLES}"));
    }
    Ok((times, heard))
}

/// p50, p99 and the longest, in milliseconds.
fn quantiles(mut all: Vec<Duration>) -> (f64, f64, f64) {
    all.sort();
    let at = |q: f64| {
        let i = ((all.len() as f64 - 1.0) * q).round() as usize;
        all.get(i).map_or(0.0, |d| d.as_secs_f64() * 1000.0)
    };
    (at(0.5), at(0.99), at(1.0))
}

fn main() {
    let Ok(dir) = tempfile::tempdir() else {
        eprintln!("no temporary folder");
        return;
    };
    let (mut alone, mut watched, mut heard) = (Vec::new(), Vec::new(), 0);
    for seed in 1..=EVENINGS {
        for watching in [0, VIEWERS] {
            match one_evening(seed, watching, dir.path()) {
                Ok((times, _)) if watching == 0 => alone.extend(times),
                Ok((times, events)) => {
                    watched.extend(times);
                    heard += events;
                }
                Err(why) => {
                    eprintln!("evening {seed} ({watching} displays): {why}");
                    return;
                }
            }
        }
    }
    let n = alone.len();
    let (a50, a99, amax) = quantiles(alone);
    let (w50, w99, wmax) = quantiles(watched);
    println!("{TABLES} tables sending at once, {EVENINGS} evenings each way ({n} results each):");
    println!("  no display:          p50 {a50:.1} ms, p99 {a99:.1} ms, max {amax:.1} ms");
    println!("  {VIEWERS} displays (SSE): p50 {w50:.1} ms, p99 {w99:.1} ms, max {wmax:.1} ms");
    println!(
        "  p99 with the displays: {:+.0} % ({heard} display events heard after the results)",
        (w99 / a99 - 1.0) * 100.0
    );
}
