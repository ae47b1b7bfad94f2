//! What keeps the phones' server answering under abuse, and answering in words:
//!
//! - [`Connections`]: every open connection with its client address and whether it is
//!   in the middle of a request. Past `PER_ADDRESS` from one address, or past the total,
//!   the oldest connection that is only waiting for headers (for longer than `GRACE`)
//!   is dropped to make room; past `PER_ADDRESS_MOST`, its oldest waiting one goes
//!   whatever its age; if none is waiting, the newcomer hears 503 in words. One guest
//!   (or one broken phone) can never lock the others out.
//! - [`Worded`]: the connection's writer. hyper answers a request it cannot even parse
//!   (headers too large, a bad Content-Length) by itself, with an empty body; this
//!   writer puts JSON words into those answers, so every refusal says what is wrong.
//! - [`host_is_ours`]: requests must name this computer (an IP address, `localhost`, or
//!   its own name), so a web page a guest opens cannot reach the party through a name of
//!   its own pointing here (DNS rebinding).

use std::collections::HashMap;
use std::io;
use std::net::IpAddr;
use std::pin::Pin;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll};
use std::time::{Duration, Instant};

use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};

/// Connections one client address may hold before its own idle ones make room: a
/// phone's browser opens a handful.
pub const PER_ADDRESS: usize = 64;
/// Past this, an address's oldest idle connection always goes, however young.
pub const PER_ADDRESS_MOST: usize = 2 * PER_ADDRESS;
/// A connection just opened has this long to send its headers before it counts as idle
/// and can be dropped to make room (a burst of real requests is not mistaken for a
/// flood).
pub const GRACE: Duration = Duration::from_secs(2);

/// One open connection.
struct Open {
    ip: IpAddr,
    opened: Instant,
    busy: Arc<AtomicBool>,
    abort: tokio::task::AbortHandle,
}

/// Every open connection, by number.
#[derive(Clone, Default)]
pub struct Connections {
    open: Arc<Mutex<HashMap<u64, Open>>>,
    next: Arc<std::sync::atomic::AtomicU64>,
}

/// A connection let in: its number, and the flag its requests raise while they run.
pub struct Admitted {
    /// Its number (to leave with).
    pub id: u64,
    /// Raised while a request is being answered.
    pub busy: Arc<AtomicBool>,
}

impl Connections {
    /// Makes room for a connection from `ip`, within `total` at most: drops the oldest
    /// idle connection of that address when it holds `PER_ADDRESS`, or the oldest idle
    /// one of all when `total` are open. `None` when there is no room (everything open
    /// is busy): the newcomer is turned away.
    pub fn admit(&self, ip: IpAddr, total: usize) -> Option<Admitted> {
        let Ok(mut open) = self.open.lock() else {
            return None;
        };
        let theirs = open.values().filter(|c| c.ip == ip).count();
        if theirs >= PER_ADDRESS
            && !evict_oldest_idle(&mut open, Some(ip), GRACE)
            && theirs >= PER_ADDRESS_MOST
            && !evict_oldest_idle(&mut open, Some(ip), Duration::ZERO)
        {
            return None;
        }
        if open.len() >= total
            && !evict_oldest_idle(&mut open, None, GRACE)
            && !evict_oldest_idle(&mut open, None, Duration::ZERO)
        {
            return None;
        }
        let id = self.next.fetch_add(1, Ordering::Relaxed);
        Some(Admitted {
            id,
            busy: Arc::new(AtomicBool::new(false)),
        })
    }

    /// Registers an admitted connection's task, so it can be dropped to make room.
    pub fn opened(&self, admitted: &Admitted, ip: IpAddr, abort: tokio::task::AbortHandle) {
        if let Ok(mut open) = self.open.lock() {
            open.insert(
                admitted.id,
                Open {
                    ip,
                    opened: Instant::now(),
                    busy: admitted.busy.clone(),
                    abort,
                },
            );
        }
    }

    /// A connection has ended.
    pub fn closed(&self, id: u64) {
        if let Ok(mut open) = self.open.lock() {
            open.remove(&id);
        }
    }
}

/// Drops the oldest connection not in the middle of a request (of `ip`, if given) that
/// has been open at least `age`.
fn evict_oldest_idle(open: &mut HashMap<u64, Open>, ip: Option<IpAddr>, age: Duration) -> bool {
    let oldest = open
        .iter()
        .filter(|(_, c)| {
            ip.is_none_or(|ip| c.ip == ip)
                && !c.busy.load(Ordering::Relaxed)
                && c.opened.elapsed() >= age
        })
        .min_by_key(|(_, c)| c.opened)
        .map(|(id, _)| *id);
    match oldest.and_then(|id| open.remove(&id)) {
        Some(dropped) => {
            dropped.abort.abort();
            true
        }
        None => false,
    }
}

/// A whole HTTP response whose body is `{"error": words}`, closing the connection.
pub fn json_response(status: u16, reason: &str, words: &str) -> Vec<u8> {
    let body = serde_json::json!({ "error": words }).to_string();
    format!(
        "HTTP/1.1 {status} {reason}\r\ncontent-type: application/json; charset=utf-8\r\n\
         cache-control: no-store\r\nconnection: close\r\ncontent-length: {}\r\n\r\n{body}",
        body.len()
    )
    .into_bytes()
}

/// The reason phrase and the words for hyper's own answers to requests it could not
/// parse (no language asked for is known yet: the one spoken on the server's thread).
fn automatic_words(status: u16) -> (&'static str, String) {
    use crate::words::msg;
    match status {
        431 => (
            "Request Header Fields Too Large",
            msg::heard_headers_too_large(),
        ),
        414 => ("URI Too Long", msg::heard_address_too_long()),
        _ => ("Bad Request", msg::heard_malformed()),
    }
}

/// If `buf` is one of hyper's own empty error answers, the same answer in words.
fn worded(buf: &[u8]) -> Option<Vec<u8>> {
    let head = std::str::from_utf8(buf).ok()?;
    let rest = head.strip_prefix("HTTP/1.1 ")?;
    let status: u16 = rest.get(..3)?.parse().ok()?;
    let empty = head
        .to_ascii_lowercase()
        .contains("\r\ncontent-length: 0\r\n");
    ((400..500).contains(&status) && empty && head.ends_with("\r\n\r\n")).then(|| {
        let (reason, words) = automatic_words(status);
        json_response(status, reason, &words)
    })
}

/// A connection's stream whose automatic error answers are put into words. hyper writes
/// such an answer's head in one piece, alone (it has no body), whether vectored or not.
pub struct Worded<T> {
    inner: T,
    /// A replacement being written: its bytes, how many are written, and how many bytes
    /// of hyper's own it stands for.
    replacing: Option<(Vec<u8>, usize, usize)>,
}

impl<T> Worded<T> {
    /// Wraps a stream.
    pub fn new(inner: T) -> Worded<T> {
        Worded {
            inner,
            replacing: None,
        }
    }
}

impl<T: AsyncRead + Unpin> AsyncRead for Worded<T> {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_read(cx, buf)
    }
}

impl<T: AsyncWrite + Unpin> AsyncWrite for Worded<T> {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        let this = &mut *self;
        if this.replacing.is_none() {
            match worded(buf) {
                Some(words) => this.replacing = Some((words, 0, buf.len())),
                None => return Pin::new(&mut this.inner).poll_write(cx, buf),
            }
        }
        loop {
            let Some((bytes, written, stands_for)) = &mut this.replacing else {
                return Poll::Ready(Ok(0));
            };
            let Some(left) = bytes.get(*written..).filter(|b| !b.is_empty()) else {
                let claimed = *stands_for;
                this.replacing = None;
                return Poll::Ready(Ok(claimed));
            };
            match Pin::new(&mut this.inner).poll_write(cx, left) {
                Poll::Ready(Ok(0)) => return Poll::Ready(Err(io::ErrorKind::WriteZero.into())),
                Poll::Ready(Ok(n)) => *written += n,
                Poll::Ready(Err(error)) => return Poll::Ready(Err(error)),
                Poll::Pending => return Poll::Pending,
            }
        }
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_shutdown(cx)
    }

    fn poll_write_vectored(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        // hyper's own refusals are a head alone: put into words as in `poll_write`;
        // everything else goes out as it is, in one call.
        let mut filled = bufs.iter().filter(|b| !b.is_empty());
        if let (Some(only), None) = (filled.next(), filled.next())
            && (self.replacing.is_some() || worded(only).is_some())
        {
            let only: &[u8] = only;
            return self.poll_write(cx, only);
        }
        Pin::new(&mut self.inner).poll_write_vectored(cx, bufs)
    }

    fn is_write_vectored(&self) -> bool {
        self.inner.is_write_vectored()
    }
}

/// Whether a request's Host names this computer: an IP address (a name a stranger
/// controls cannot be one), `localhost`, or this computer's own name (with `.local`, as
/// phones find it on the network), followed by this server's `port` or no port at all.
/// Anything else after the name (`:abc`, `:99999`, `:8765@evil.example`, another
/// port) is refused, and so is no Host at all.
pub fn host_is_ours(host: Option<&str>, own_name: &str, port: u16) -> bool {
    let Some(host) = host.map(str::trim).filter(|h| !h.is_empty()) else {
        return false;
    };
    // "[::1]:8765", "192.168.1.20:8765", "laptop.local:8765", "laptop".
    let (name, given_port) = match host.strip_prefix('[') {
        Some(v6) => match v6.split_once(']') {
            Some((ip, rest)) if ip.parse::<std::net::Ipv6Addr>().is_ok() => (ip, rest),
            _ => return false,
        },
        None => match host.find(':') {
            Some(colon) => (
                host.get(..colon).unwrap_or_default(),
                host.get(colon..).unwrap_or_default(),
            ),
            None => (host, ""),
        },
    };
    let port_ok = match given_port.strip_prefix(':') {
        None => given_port.is_empty(),
        Some(digits) => {
            digits.bytes().all(|b| b.is_ascii_digit()) && digits.parse::<u16>() == Ok(port)
        }
    };
    if !port_ok {
        return false;
    }
    if host.starts_with('[') || name.parse::<IpAddr>().is_ok() {
        return true;
    }
    let name = name.trim_end_matches('.').to_ascii_lowercase();
    let own = own_name.to_ascii_lowercase();
    name == "localhost" || (!own.is_empty() && (name == own || name == format!("{own}.local")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_our_own_names_are_let_in() {
        for ours in [
            "192.168.1.20:8765",
            "127.0.0.1",
            "[::1]:8765",
            "[::1]",
            "localhost:8765",
            "LAPTOP.local:8765",
            "laptop",
        ] {
            assert!(host_is_ours(Some(ours), "laptop", 8765), "{ours}");
        }
        for theirs in [
            "evil.example:8765",
            "laptop.evil.example",
            "",
            "[not-an-ip]:80",
            "127.0.0.1:8765@evil.example",
            "localhost:abc",
            "127.0.0.1:99999",
            "127.0.0.1:8766",
            "127.0.0.1:",
            "[::1]:8765x",
            "[::1]x",
            "laptop:8765:8765",
        ] {
            assert!(!host_is_ours(Some(theirs), "laptop", 8765), "{theirs}");
        }
        assert!(!host_is_ours(None, "laptop", 8765));
    }

    #[test]
    fn hypers_empty_refusals_are_put_into_words() {
        let head =
            b"HTTP/1.1 431 Request Header Fields Too Large\r\ncontent-length: 0\r\ndate: x\r\n\r\n";
        let answer = String::from_utf8(worded(head).unwrap()).unwrap();
        assert!(answer.starts_with("HTTP/1.1 431 "));
        assert!(answer.contains("\"error\":\"The request's headers are too large.\""));
        assert!(worded(b"HTTP/1.1 200 OK\r\ncontent-length: 0\r\n\r\n").is_none());
        assert!(worded(b"HTTP/1.1 400 Bad Request\r\ncontent-length: 12\r\n\r\n").is_none());
    }
}
