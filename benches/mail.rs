//! Mail benchmark (issue 53): `cargo bench --bench mail`. The letters of a finished
//! evening of 120 guests (30 tables over 8 rounds, every guest with an
//! address): each guest's letter worked out and made into a message (text, HTML and the
//! results page attached), and the whole sending to a real mail server on 127.0.0.1 —
//! Debian's aiosmtpd, as the tests start it — each letter journalled before and after.
//! Without aiosmtpd the sending is left out, and said.

use std::net::TcpStream;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use cinch_party::mail::send::{Mailing, Which, new_id, send_all};
use cinch_party::mail::{MailBook, MailServer, Security};
use cinch_party::simulate::{Options, simulate};
use cinch_party::store::PartyFile;
use cinch_party::transcript::evening::Evening;
use cinch_party::transcript::letter::letter;

const GUESTS_A_SIDE: u32 = 60;

type Fallible<T> = Result<T, Box<dyn std::error::Error>>;

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

/// A finished evening of 120 guests, saved in `dir` with an address for each.
fn evening(dir: &Path) -> Fallible<std::path::PathBuf> {
    let party = simulate(&Options {
        seed: 53,
        ladies: GUESTS_A_SIDE,
        gentlemen: GUESTS_A_SIDE,
        rounds: 8,
        ..Options::default()
    })
    .map_err(|e| cinch_party::words::rule_refusal(&e))?;
    let path = dir.join("bench.ron");
    let mut file = PartyFile::adopt(&path, "Mail benchmark", party.clone())?;
    let _ = file.save_now(chrono::Utc::now());
    drop(file);
    let mut book = MailBook::open(&path)?;
    for guest in party.state().guests() {
        let address = format!("guest{}@example.org", guest.id.0);
        book.set_address(guest.id, &address, true)?;
    }
    Ok(path)
}

fn compose(path: &Path) -> Fallible<()> {
    let file = PartyFile::open(path)?;
    let party = file.party();
    let book = MailBook::open(path)?;
    let start = Instant::now();
    let evening = Evening::of(party, 0);
    let mailing = Mailing::new(party, &evening, "Mail benchmark", "", "host@example.org");
    let page = start.elapsed();
    let mut bytes = 0;
    let mut count: u32 = 0;
    let start = Instant::now();
    for (guest, contact) in book.contacts() {
        let Some(letter) = letter(party, &evening, "Mail benchmark", guest) else {
            continue;
        };
        let message = mailing.message(&letter, &contact.address, &new_id("host@example.org"))?;
        bytes += message.formatted().len();
        count += 1;
    }
    let all = start.elapsed();
    println!(
        "evening derived and results page made once: {:.1} ms",
        ms(page)
    );
    println!(
        "{count} letters made (text, HTML, page attached): {:.1} ms in all, {:.2} ms a letter, {} KB a letter",
        ms(all),
        ms(all) / f64::from(count.max(1)),
        bytes / count.max(1) as usize / 1024
    );
    Ok(())
}

/// Debian's aiosmtpd on a free port, or `None` when it is not installed.
fn smtp(out: &Path) -> Option<(std::process::Child, u16)> {
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .ok()?
        .local_addr()
        .ok()?
        .port();
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/support/smtp_server.py");
    let child = Command::new("/usr/bin/python3")
        .arg(script)
        .args(["--port", &port.to_string(), "--out"])
        .arg(out)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .ok()?;
    for _ in 0..100 {
        if TcpStream::connect(("127.0.0.1", port)).is_ok() {
            return Some((child, port));
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    None
}

fn send(path: &Path, dir: &Path) -> Fallible<()> {
    let out = dir.join("received");
    let _ = std::fs::create_dir_all(&out);
    let Some((mut child, port)) = smtp(&out) else {
        println!("sending: left out (install python3-aiosmtpd to time it)");
        return Ok(());
    };
    let server = MailServer {
        host: "127.0.0.1".to_owned(),
        port,
        security: Security::None,
        from: "host@example.org".to_owned(),
        ..MailServer::default()
    };
    let file = PartyFile::open(path)?;
    let mut book = MailBook::open(path)?;
    let mut times = Vec::new();
    let mut last = Instant::now();
    let start = Instant::now();
    let tally = send_all(
        &mut book,
        file.party(),
        "Mail benchmark",
        &server,
        None,
        Which::New,
        &mut |_| {
            times.push(last.elapsed());
            last = Instant::now();
        },
    )?;
    let all = start.elapsed();
    times.sort();
    let at = |q: f64| {
        times
            .get(((times.len() as f64 - 1.0) * q) as usize)
            .copied()
            .unwrap_or_default()
    };
    println!(
        "sending to aiosmtpd on 127.0.0.1: {} in {:.0} ms; a letter (handed over, answered, journalled): median {:.1} ms, 99th percentile {:.1} ms, worst {:.1} ms",
        tally.words(),
        ms(all),
        ms(at(0.5)),
        ms(at(0.99)),
        ms(at(1.0))
    );
    let _ = child.kill();
    let _ = child.wait();
    Ok(())
}

fn main() -> Fallible<()> {
    let dir = tempfile::tempdir()?;
    let path = evening(dir.path())?;
    compose(&path)?;
    send(&path, dir.path())
}
