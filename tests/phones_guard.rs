//! The phones' server under abuse, on 127.0.0.1 only, every loop bounded: one address
//! holding hundreds of idle or crawling connections cannot lock out another phone;
//! twenty tables with five racing duplicates each record exactly one result per table;
//! every malformed request hears a 4xx in JSON words and leaves the party file byte for
//! byte as it was; a request naming a stranger's host is refused.

use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::sync::{Arc, Barrier};
use std::time::{Duration, Instant};

use cinch_party::rules::Action;
use cinch_party::store;

use crate::support::phones::{client, get, open_round, serve};
use crate::support::raw_http::*;

/// A raw request on a fresh connection from `from`; the whole answer as text.
fn raw_from(from: std::net::IpAddr, to: SocketAddr, request: &[u8]) -> String {
    let socket = socket2::Socket::new(socket2::Domain::IPV4, socket2::Type::STREAM, None).unwrap();
    socket.bind(&SocketAddr::new(from, 0).into()).unwrap();
    socket
        .connect_timeout(&to.into(), Duration::from_secs(1))
        .unwrap();
    let mut stream: TcpStream = socket.into();
    stream
        .set_read_timeout(Some(Duration::from_secs(1)))
        .unwrap();
    stream.write_all(request).unwrap();
    let mut answer = Vec::new();
    let _ = stream.read_to_end(&mut answer);
    String::from_utf8_lossy(&answer).into_owned()
}

#[test]
fn one_address_holding_600_connections_cannot_lock_out_another_phone() {
    let dir = tempfile::tempdir().unwrap();
    let path = open_round(dir.path(), 8, &["--open-round"]);
    let served = serve(&path);
    let to = addr_of(&served.seats);
    // One guest's laptop opens 600 connections and keeps them: most idle, some sending a
    // byte now and then, never finishing their headers.
    let mut hogs: Vec<TcpStream> = (0..600)
        .filter_map(|_| TcpStream::connect_timeout(&to, Duration::from_secs(1)).ok())
        .collect();
    for (i, hog) in hogs.iter_mut().enumerate() {
        if i % 3 == 0 {
            let _ = hog.write_all(b"GET /seats HTTP/1.1\r\nHost: 127.0.0.1\r\n");
        }
    }
    // Meanwhile a phone at another address asks, again and again, for three seconds:
    // every time it is answered, within its one-second limit.
    let phone: std::net::IpAddr = "127.0.0.2".parse().unwrap();
    let until = Instant::now() + Duration::from_secs(3);
    let mut asked = 0;
    while Instant::now() < until {
        for hog in hogs.iter_mut().step_by(7) {
            let _ = hog.write_all(b"X");
        }
        let answer = raw_from(
            phone,
            to,
            b"GET /seats HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n",
        );
        assert!(answer.starts_with("HTTP/1.1 200"), "{answer:?}");
        asked += 1;
        std::thread::sleep(Duration::from_millis(200));
    }
    assert!(asked >= 10);
    drop(hogs);
}

#[test]
fn twenty_tables_with_five_racing_phones_each_record_one_result_per_table() {
    let dir = tempfile::tempdir().unwrap();
    let path = open_round(dir.path(), 40, &["--open-round"]);
    let served = serve(&path);
    assert_eq!(served.links.len(), 20);
    let round = get(&client(), &format!("{}/state", served.links[0])).1["round"]
        .as_u64()
        .unwrap();
    let start = Arc::new(Barrier::new(100));
    let posts: Vec<_> = served
        .links
        .iter()
        .flat_map(|link| (0..5).map(move |k| (link.clone(), k)))
        .map(|(link, k)| {
            let start = start.clone();
            std::thread::spawn(move || {
                let agent = client();
                // Each duplicate sends its own score: only one can be the table's.
                let body = format!(r#"{{"round":{round},"ns":{},"ew":2}}"#, 20 + k);
                start.wait();
                let status = agent
                    .post(&format!("{link}/result"))
                    .header("Content-Type", "application/json")
                    .send(body.as_str())
                    .map(|r| r.status().as_u16())
                    .unwrap_or(0);
                (link, status)
            })
        })
        .collect();
    let answers: Vec<(String, u16)> = posts.into_iter().map(|p| p.join().unwrap()).collect();
    for link in &served.links {
        let statuses: Vec<u16> = answers
            .iter()
            .filter(|(l, _)| l == link)
            .map(|(_, s)| *s)
            .collect();
        assert_eq!(
            statuses.iter().filter(|&&s| s == 200).count(),
            1,
            "{statuses:?}"
        );
        assert_eq!(
            statuses.iter().filter(|&&s| s == 409).count(),
            4,
            "{statuses:?}"
        );
    }
    drop(served);
    let (_, party) = store::load(&path).unwrap();
    let last_bell = party
        .history()
        .iter()
        .rposition(|e| matches!(e.action, Action::RingBell { .. }))
        .unwrap();
    let mut tables: Vec<u32> = party.history()[last_bell..]
        .iter()
        .filter_map(|e| match e.action {
            Action::EnterResult { table, .. } => Some(table),
            _ => None,
        })
        .collect();
    tables.sort_unstable();
    assert_eq!(tables, (1..=20).collect::<Vec<u32>>());
}

#[test]
fn every_malformed_request_hears_a_4xx_in_words_and_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let path = open_round(dir.path(), 8, &["--open-round"]);
    let served = serve(&path);
    let before = std::fs::read(&path).unwrap();
    let to = addr_of(&served.seats);
    let token_path = served.links[0].split("127.0.0.1").nth(1).unwrap();
    let token_path = &token_path[token_path.find('/').unwrap()..];
    let post = |headers: &str, body: &[u8]| {
        let mut request = format!(
            "POST {token_path}/result HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n{headers}\r\n"
        )
        .into_bytes();
        request.extend_from_slice(body);
        raw(to, &request)
    };
    let json_with_length = |body: &[u8]| {
        post(
            &format!(
                "Content-Type: application/json\r\nContent-Length: {}\r\n",
                body.len()
            ),
            body,
        )
    };
    let deep = format!("{}1{}", "{\"a\":".repeat(300), "}".repeat(300));
    let cases: Vec<(&str, String, u16)> = vec![
        ("a JSON array", json_with_length(b"[3,20,10]"), 400),
        ("a string", json_with_length(b"\"23-12\""), 400),
        ("wrong types", json_with_length(br#"{"round":"x","ns":[],"ew":{}}"#), 400),
        ("duplicate keys", json_with_length(br#"{"round":1,"ns":1,"ns":2,"ew":3}"#), 400),
        ("deep nesting", json_with_length(deep.as_bytes()), 400),
        ("not UTF-8", json_with_length(b"{\"round\":\xff\xfe}"), 400),
        ("an unknown field", json_with_length(br#"{"round":1,"ns":1,"ew":2,"x":0}"#), 400),
        (
            "text/plain",
            post(
                "Content-Type: text/plain\r\nContent-Length: 30\r\n",
                br#"{"round":1,"ns":20,"ew":10}   "#,
            ),
            415,
        ),
        ("no Content-Type", post("Content-Length: 2\r\n", b"{}"), 415),
        (
            "an oversized body",
            json_with_length(format!("{{\"round\":1,\"pad\":\"{}\"}}", "x".repeat(5000)).as_bytes()),
            413,
        ),
        (
            "an oversized body, chunked",
            post(
                "Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n",
                format!("1388\r\n{}\r\n0\r\n\r\n", "x".repeat(5000)).as_bytes(),
            ),
            413,
        ),
        (
            "a broken chunk",
            post(
                "Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n",
                b"zz\r\n{}\r\n0\r\n\r\n",
            ),
            400,
        ),
        (
            "a bad Content-Length",
            post("Content-Type: application/json\r\nContent-Length: abc\r\n", b"{}"),
            400,
        ),
        (
            "headers far too large",
            post(&format!("X-Junk: {}\r\n", "y".repeat(40_000)), b""),
            431,
        ),
        (
            "the wrong method",
            raw(
                to,
                format!("DELETE {token_path}/result HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
                    .as_bytes(),
            ),
            405,
        ),
        (
            "a stranger's host name",
            raw(
                to,
                format!("GET {token_path}/state HTTP/1.1\r\nHost: rebind.example:8765\r\nConnection: close\r\n\r\n")
                    .as_bytes(),
            ),
            421,
        ),
    ];
    for (what, answer, status) in cases {
        let (got, json) = status_and_json(&answer);
        assert_eq!(got, status, "{what}: {answer}");
        assert!(
            json["error"].as_str().is_some_and(|e| e.len() > 10),
            "{what}: no words in {answer}"
        );
    }
    assert_eq!(
        std::fs::read(&path).unwrap(),
        before,
        "the party file changed"
    );
}

#[test]
fn a_body_that_stalls_hears_408_in_words() {
    let dir = tempfile::tempdir().unwrap();
    let path = open_round(dir.path(), 8, &["--open-round"]);
    let served = serve(&path);
    let to = addr_of(&served.seats);
    let token_path = served.links[0].split("127.0.0.1").nth(1).unwrap();
    let token_path = &token_path[token_path.find('/').unwrap()..];
    // Ten bytes of a hundred, then nothing (the server gives a body ten seconds).
    let answer = raw(
        to,
        format!(
            "POST {token_path}/result HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{{\"round\":1"
        )
        .as_bytes(),
    );
    let (status, json) = status_and_json(&answer);
    assert_eq!(status, 408, "{answer}");
    assert!(json["error"].as_str().unwrap().contains("too slowly"));
}
