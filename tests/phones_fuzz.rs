//! The phones' server under hostile traffic: random requests and raw junk change nothing
//! in the party, and a stalled connection is cut off without holding up the others.

use std::io::{Read, Write};
use std::net::TcpStream;
use std::time::Duration;

use rand::{RngExt, SeedableRng};

use crate::support::phones::{client, get, open_round, serve};

/// Random bytes, paths, methods, tokens and bodies: the server answers each (or closes
/// the connection), never falls over, and the party file does not change.
#[test]
fn fuzzed_requests_never_crash_the_server_nor_change_the_party() {
    let dir = tempfile::tempdir().unwrap();
    let path = open_round(dir.path(), 8, &["--open-round"]);
    let served = serve(&path);
    let before = std::fs::read(&path).unwrap();
    let agent = client();
    let base = served.seats.trim_end_matches('/').to_owned();
    let addr = base.trim_start_matches("http://").to_owned();
    let real = served.links[0].rsplit('/').next().unwrap().to_owned();
    let mut rng = rand::rngs::StdRng::seed_from_u64(15);
    let paths = [
        "", "t", "t/", "seats", "state", "result", "deals", "score", "..", "%00", "t/%2e%2e",
    ];
    let methods = ["GET", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "HEAD"];
    for i in 0..300 {
        let token = match rng.random_range(0..4) {
            0 => real.clone(),
            1 => format!("{:032x}", rng.random::<u128>()),
            2 => "x".repeat(rng.random_range(0..80)),
            _ => String::new(),
        };
        let tail = paths[rng.random_range(0..paths.len())];
        let url = match rng.random_range(0..3) {
            0 => format!("{base}/t/{token}/{tail}"),
            1 => format!("{base}/{tail}"),
            _ => format!("{base}/t/{token}"),
        };
        let body: String = match rng.random_range(0..5) {
            0 => String::new(),
            1 => r#"{"round":99,"ns":1,"ew":2}"#.to_owned(),
            2 => r#"{"round":2,"deals":[{"bidder":"up","bid":99}]}"#.to_owned(),
            3 => (0..rng.random_range(0..300))
                .map(|_| char::from(rng.random_range(32u8..127)))
                .collect(),
            _ => format!(r#"{{"round":-1,"ns":{},"ew":"x"}}"#, rng.random::<i64>()),
        };
        let method = methods[rng.random_range(0..methods.len())];
        if i % 10 == 0 {
            // Raw bytes on the socket: garbage, or half a request left hanging.
            let mut stream = TcpStream::connect(&addr).unwrap();
            stream
                .set_read_timeout(Some(Duration::from_secs(15)))
                .unwrap();
            let junk: Vec<u8> = (0..rng.random_range(1..200))
                .map(|_| rng.random())
                .collect();
            let _ = stream.write_all(&junk);
            let _ = stream.write_all(b"\r\n\r\n");
            let mut answer = Vec::new();
            let _ = stream.read_to_end(&mut answer);
            continue;
        }
        let request = ureq::http::Request::builder()
            .method(method)
            .uri(&url)
            .header("Content-Type", "application/json")
            .body(body)
            .unwrap();
        let Ok(response) = agent.run(request) else {
            continue; // a URL ureq itself refuses to send
        };
        let status = response.status().as_u16();
        assert!(
            [200, 400, 404, 405, 409, 413].contains(&status),
            "{method} {url}: {status}"
        );
    }
    // Still up, and the file untouched (a result for round 99 or a bad pad is refused).
    assert_eq!(get(&agent, &format!("{}/state", served.links[0])).0, 200);
    assert_eq!(std::fs::read(&path).unwrap(), before);
}

/// A phone (or anything) that sends half its headers and stalls is cut off after the
/// header timeout, and the server goes on answering the others meanwhile.
#[test]
fn a_stalled_connection_is_closed_and_does_not_hold_up_the_others() {
    let dir = tempfile::tempdir().unwrap();
    let path = open_round(dir.path(), 8, &["--open-round"]);
    let served = serve(&path);
    let addr = served
        .seats
        .trim_start_matches("http://")
        .trim_end_matches('/')
        .to_owned();
    let mut stalled = TcpStream::connect(&addr).unwrap();
    stalled
        .write_all(b"GET /seats HTTP/1.1\r\nHost: x\r\n")
        .unwrap();
    stalled
        .set_read_timeout(Some(Duration::from_secs(30)))
        .unwrap();
    let start = std::time::Instant::now();
    assert_eq!(get(&client(), &format!("{}/state", served.links[0])).0, 200);
    let mut answer = Vec::new();
    let _ = stalled.read_to_end(&mut answer);
    let waited = start.elapsed();
    assert!(
        waited >= Duration::from_secs(5) && waited < Duration::from_secs(25),
        "closed after {waited:?}"
    );
    assert!(answer.is_empty() || String::from_utf8_lossy(&answer).contains("408"));
}
