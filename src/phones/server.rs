//! The web server for the phones: axum on a tokio runtime of its own thread, so the
//! window never waits for the network. Every request that needs the party is handed to
//! the party's owner (the window, or `serve`) over a channel and answered from there.
//!
//! Guarantees: bodies over `MAX_BODY` get 413; request headers must arrive within
//! `HEADER_TIMEOUT` and bodies within `BODY_TIMEOUT` (slow senders get 408 or are
//! dropped); a connection lives at most `CONNECTION_LIFETIME`, idle or not; at most
//! `MAX_CONNECTIONS` are open at once; a request must name this computer, with this
//! port or none (see `guard::host_is_ours`). What each address answers is in
//! [`super::routes`]; the POSTs' bodies are read in [`super::intake`].

use std::collections::HashMap;
use std::net::{IpAddr, SocketAddr, TcpListener as StdListener};
use std::sync::{Arc, RwLock, mpsc};
use std::time::Duration;

use axum::Router;
use tokio::sync::oneshot;

use super::guard::{self, Connections, Worded};
use super::routes::{foreign_host, router};
pub use super::shared::{ANSWER_TIMEOUT, BODY_TIMEOUT, Call, HEADER_TIMEOUT, Waker};
use super::shared::{Book, Shared, Target};
use super::tokens::Tokens;
use crate::words::msg;

/// A connection is closed after this, however busy.
pub const CONNECTION_LIFETIME: Duration = Duration::from_secs(60);
/// Open connections at once: far more than twenty tables' phones need.
pub const MAX_CONNECTIONS: usize = 512;
/// The port the host is offered first.
pub const DEFAULT_PORT: u16 = 8765;

/// A running server; dropping it stops it.
pub struct Server {
    addr: SocketAddr,
    calls: mpsc::Receiver<Call>,
    book: Book,
    duplicate: Arc<std::sync::atomic::AtomicBool>,
    /// The party's language, for the phones that ask for none of ours.
    language: Arc<RwLock<crate::words::Lang>>,
    live: Arc<super::shared::Live>,
    stop: Option<oneshot::Sender<()>>,
    thread: Option<std::thread::JoinHandle<()>>,
}

/// Why the phones' server could not start, in the host's words.
#[derive(Debug, thiserror::Error)]
pub enum StartError {
    /// The port could not be had.
    #[error("{}", bind_words(*port, source))]
    Port {
        /// The port asked for.
        port: u16,
        /// Why the system refused it.
        source: std::io::Error,
    },
    /// The system would not give the server its thread or its runtime.
    #[error("{}", msg::heard_server_system(crate::store::io_words(.0)))]
    System(#[source] std::io::Error),
}

/// Why a port could not be had, in words that say what to do.
pub fn bind_words(port: u16, error: &std::io::Error) -> String {
    match error.kind() {
        std::io::ErrorKind::AddrInUse => msg::HeardPortTaken {
            port: port.to_string(),
            other: port.saturating_add(1).to_string(),
        }
        .say(),
        std::io::ErrorKind::PermissionDenied => msg::HeardPortRefused {
            port: port.to_string(),
            default: DEFAULT_PORT.to_string(),
        }
        .say(),
        std::io::ErrorKind::AddrNotAvailable => msg::heard_not_this_computer(),
        _ => msg::HeardServerFailed {
            port: port.to_string(),
            why: crate::store::io_words(error),
        }
        .say(),
    }
}

impl Server {
    /// Starts serving on `ip:port` (port 0: any free one), answering for `tokens`.
    pub fn start(
        ip: IpAddr,
        port: u16,
        tokens: &Tokens,
        wake: Waker,
    ) -> Result<Server, StartError> {
        let port_error = |source: std::io::Error| StartError::Port { port, source };
        let listener = StdListener::bind((ip, port)).map_err(port_error)?;
        let addr = listener.local_addr().map_err(port_error)?;
        listener.set_nonblocking(true).map_err(port_error)?;
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_io()
            .enable_time()
            .build()
            .map_err(StartError::System)?;
        let (calls_in, calls) = mpsc::channel();
        let book = Arc::new(RwLock::new(HashMap::new()));
        let duplicate = Arc::new(std::sync::atomic::AtomicBool::new(false));
        let language = Arc::new(RwLock::new(crate::words::Lang::ENGLISH));
        let (stop, stopped) = oneshot::channel();
        let live: Arc<super::shared::Live> = Arc::default();
        let shared = Shared {
            calls: calls_in,
            book: book.clone(),
            duplicate: duplicate.clone(),
            language: language.clone(),
            wake,
            connections: Connections::default(),
            own_name: gethostname::gethostname().to_string_lossy().into(),
            port: addr.port(),
            live: live.clone(),
        };
        let thread = std::thread::Builder::new()
            .name("phones".into())
            .spawn(move || runtime.block_on(run(listener, shared, stopped)))
            .map_err(StartError::System)?;
        let server = Server {
            addr,
            calls,
            book,
            duplicate,
            language,
            live,
            stop: Some(stop),
            thread: Some(thread),
        };
        server.set_tokens(tokens);
        Ok(server)
    }

    /// The address and port it listens on.
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// The tokens it answers for (after new ones are made, or a table opens).
    pub fn set_tokens(&self, tokens: &Tokens) {
        let tables = tokens.all().map(|(t, k)| (k.to_owned(), Target::Table(t)));
        let pairs = tokens
            .all_pairs()
            .map(|(p, k)| (k.to_owned(), Target::Pair(p)));
        let map = tables.chain(pairs).collect();
        if let Ok(mut book) = self.book.write() {
            *book = map;
        }
    }

    /// The party's language: the phones' pages speak it unless a phone asks for another
    /// of ours (issue 51).
    pub fn set_language(&self, lang: crate::words::Lang) {
        if let Ok(mut kept) = self.language.write() {
            *kept = lang;
        }
    }

    /// Whether the party is a Duplicate Cinch one (a table's link then opens the trays'
    /// page).
    pub fn set_duplicate(&self, duplicate: bool) {
        self.duplicate
            .store(duplicate, std::sync::atomic::Ordering::Relaxed);
    }

    /// Something the guests' screens show may have changed: they ask again now.
    pub fn changed(&self) {
        self.live.changed();
    }

    /// The calls waiting now (the window takes them each frame).
    pub fn waiting_calls(&self) -> Vec<Call> {
        self.calls.try_iter().collect()
    }

    /// The next call, waiting at most `wait` (`serve` loops on it).
    pub fn next_call(&self, wait: Duration) -> Option<Call> {
        self.calls.recv_timeout(wait).ok()
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        if let Some(thread) = self.thread.take()
            && thread.join().is_err()
        {
            // The server's thread panicked: its answers stopped there. Nothing of the
            // party is lost (every answer waited for its save), but say so.
            eprintln!(
                "{}",
                crate::words::program_says(crate::words::msg::cli_phones_server_stopped())
            );
        }
    }
}

async fn run(listener: StdListener, shared: Shared, mut stopped: oneshot::Receiver<()>) {
    let Ok(listener) = tokio::net::TcpListener::from_std(listener) else {
        return;
    };
    let router = router(shared.clone());
    loop {
        let accepted = tokio::select! {
            _ = &mut stopped => return,
            accepted = listener.accept() => accepted,
        };
        let Ok((stream, peer)) = accepted else {
            // Out of file handles, say: wait a moment rather than spin.
            tokio::time::sleep(Duration::from_millis(20)).await;
            continue;
        };
        let _ = stream.set_nodelay(true);
        let Some(admitted) = shared.connections.admit(peer.ip(), MAX_CONNECTIONS) else {
            tokio::spawn(turn_away(stream));
            continue;
        };
        let (id, connections) = (admitted.id, shared.connections.clone());
        let task = tokio::spawn(serve_connection(
            stream,
            router.clone(),
            admitted.busy.clone(),
            (shared.own_name.clone(), shared.port),
        ));
        shared
            .connections
            .opened(&admitted, peer.ip(), task.abort_handle());
        tokio::spawn(async move {
            let _ = task.await;
            connections.closed(id);
        });
    }
}

/// One connection: hyper with its header timeout, each request checked for this
/// computer's name and marking the connection busy while it runs, its automatic
/// refusals put into words, closed after its lifetime.
async fn serve_connection(
    stream: tokio::net::TcpStream,
    router: Router,
    busy: Arc<std::sync::atomic::AtomicBool>,
    (own_name, port): (Arc<str>, u16),
) {
    use hyper_util::rt::{TokioIo, TokioTimer};
    use std::sync::atomic::Ordering;
    use tower::ServiceExt;
    let service = hyper::service::service_fn(
        move |request: axum::extract::Request<hyper::body::Incoming>| {
            let (router, busy) = (router.clone(), busy.clone());
            // Checked first, before the router: a stranger's name gets nothing further.
            let refused = foreign_host(&request, &own_name, port);
            async move {
                if let Some(refused) = refused {
                    return Ok(refused);
                }
                busy.store(true, Ordering::Relaxed);
                let answer = router.oneshot(request.map(axum::body::Body::new)).await;
                busy.store(false, Ordering::Relaxed);
                answer
            }
        },
    );
    let mut builder = hyper::server::conn::http1::Builder::new();
    builder
        .timer(TokioTimer::new())
        .header_read_timeout(HEADER_TIMEOUT)
        .max_buf_size(16 * 1024);
    let connection = builder.serve_connection(TokioIo::new(Worded::new(stream)), service);
    let _ = tokio::time::timeout(CONNECTION_LIFETIME, connection).await;
}

/// No room, and nothing idle to drop: the newcomer hears so, in words, and is closed.
async fn turn_away(mut stream: tokio::net::TcpStream) {
    use tokio::io::AsyncWriteExt;
    let answer = guard::json_response(
        503,
        "Service Unavailable",
        &crate::words::msg::heard_too_many_connections(),
    );
    let _ = tokio::time::timeout(Duration::from_secs(2), stream.write_all(&answer)).await;
    let _ = stream.shutdown().await;
}
