//! Phones under abuse: `cargo bench --bench phones_abuse`. One address (127.0.0.1)
//! holds 600 connections for 30 seconds, a third of them sending a byte of their headers
//! now and then and never finishing, reopening whatever the server drops; meanwhile a
//! phone at another address (127.0.0.2) asks for "Where do I sit?" four times a second.
//! Prints how long each answer took and how many never came.

use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::sync::Arc;
use std::time::{Duration, Instant};

use cinch_party::phones::{Bind, Intake, PhoneDesk, Phones};
use cinch_party::simulate::{Options, simulate};
use cinch_party::store::PartyFile;

const HOGS: usize = 600;
const SECONDS: u64 = 30;

fn probe(from: std::net::IpAddr, to: SocketAddr) -> Option<Duration> {
    let start = Instant::now();
    let socket = socket2::Socket::new(socket2::Domain::IPV4, socket2::Type::STREAM, None).ok()?;
    socket.bind(&SocketAddr::new(from, 0).into()).ok()?;
    socket
        .connect_timeout(&to.into(), Duration::from_secs(1))
        .ok()?;
    let mut stream: TcpStream = socket.into();
    stream.set_read_timeout(Some(Duration::from_secs(1))).ok()?;
    stream
        .write_all(b"GET /seats HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
        .ok()?;
    let mut answer = Vec::new();
    stream.read_to_end(&mut answer).ok()?;
    answer.starts_with(b"HTTP/1.1 200").then(|| start.elapsed())
}

fn main() -> Result<(), String> {
    let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    let party = simulate(&Options {
        ladies: 40,
        gentlemen: 40,
        rounds: 2,
        open_round: true,
        ..Options::default()
    })
    .map_err(|e| cinch_party::words::rule_refusal(&e))?;
    let path = dir.path().join("abuse.ron");
    let mut file = PartyFile::adopt(&path, "Abuse", party).map_err(|e| e.to_string())?;
    file.save_now(chrono::Utc::now());
    let desk = PhoneDesk::new(Intake::Direct, cinch_party::rules::shuffler(1));
    let localhost = Bind::Only(std::net::Ipv4Addr::LOCALHOST.into());
    let mut phones =
        Phones::start(&file, localhost, 0, desk, Arc::new(|| {})).map_err(|e| e.to_string())?;
    let to: SocketAddr = phones
        .address()
        .trim_start_matches("http://")
        .parse()
        .map_err(|e| format!("{e}"))?;
    let until = Instant::now() + Duration::from_secs(SECONDS);
    let hogs = std::thread::spawn(move || {
        let mut held: Vec<TcpStream> = Vec::new();
        let mut opened = 0usize;
        while Instant::now() < until {
            // Keep 600 open: reopen what the server dropped.
            held.retain_mut(|s| s.write_all(b"X").is_ok());
            while held.len() < HOGS {
                let Ok(mut s) = TcpStream::connect_timeout(&to, Duration::from_millis(200)) else {
                    break;
                };
                opened += 1;
                if opened.is_multiple_of(3) {
                    let _ = s.write_all(b"GET /seats HTTP/1.1\r\nHost: 127.0.0.1\r\n");
                }
                held.push(s);
            }
            std::thread::sleep(Duration::from_millis(300));
        }
        opened
    });
    let phone: std::net::IpAddr = "127.0.0.2".parse().map_err(|e| format!("{e}"))?;
    let prober = std::thread::spawn(move || {
        let mut took = Vec::new();
        let mut missed = 0;
        while Instant::now() < until {
            match probe(phone, to) {
                Some(t) => took.push(t),
                None => missed += 1,
            }
            std::thread::sleep(Duration::from_millis(250));
        }
        (took, missed)
    });
    // The party's owner answers as `serve` does.
    while Instant::now() < until {
        phones.answer_next(&mut file, chrono::Utc::now, Duration::from_millis(100));
    }
    let opened = hogs.join().map_err(|_| "the hogs' thread panicked")?;
    let (mut took, missed) = prober.join().map_err(|_| "the probe's thread panicked")?;
    took.sort();
    let at = |q: f64| {
        took.get(((took.len() as f64 - 1.0) * q).round() as usize)
            .copied()
    };
    println!(
        "{HOGS} connections held from one address for {SECONDS} s ({opened} opened in all); \
         a phone at another address asked {} times: answered {}, missed {missed}; \
         median {:?}, 99th percentile {:?}, worst {:?}",
        took.len() + missed,
        took.len(),
        at(0.5).unwrap_or_default(),
        at(0.99).unwrap_or_default(),
        took.last().copied().unwrap_or_default()
    );
    Ok(())
}
