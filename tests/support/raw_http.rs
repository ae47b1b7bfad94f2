//! Raw HTTP to the phones' server: bytes written by hand, status and JSON read back.

use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::time::Duration;

/// The server's address, "127.0.0.1:PORT".
pub fn addr_of(seats: &str) -> SocketAddr {
    seats
        .trim_start_matches("http://")
        .trim_end_matches('/')
        .parse()
        .unwrap()
}

/// A raw request from 127.0.0.1, read within 15 s.
pub fn raw(to: SocketAddr, request: &[u8]) -> String {
    let mut stream = TcpStream::connect(to).unwrap();
    stream
        .set_read_timeout(Some(Duration::from_secs(15)))
        .unwrap();
    stream.write_all(request).unwrap();
    let mut answer = Vec::new();
    let _ = stream.read_to_end(&mut answer);
    String::from_utf8_lossy(&answer).into_owned()
}

/// The status of a raw answer, and its body as JSON.
pub fn status_and_json(answer: &str) -> (u16, serde_json::Value) {
    let status = answer
        .get(9..12)
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| panic!("no answer: {answer:?}"));
    let body = answer.split("\r\n\r\n").nth(1).unwrap_or_default();
    let json = serde_json::from_str(body).unwrap_or_else(|_| panic!("not JSON: {answer:?}"));
    (status, json)
}
