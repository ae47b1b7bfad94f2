//! The web server for the phones: axum on a tokio runtime of its own thread, so the
//! window never waits for the network. Every request that needs the party is handed to
//! the party's owner (the window, or `serve`) over a channel and answered from there.
//!
//! Guarantees: bodies over `MAX_BODY` get 413; request headers must arrive within
//! `HEADER_TIMEOUT` and bodies within `BODY_TIMEOUT` (slow senders get 408 or are
//! dropped); a connection lives at most `CONNECTION_LIFETIME`, idle or not; at most
//! `MAX_CONNECTIONS` are open at once; an unknown token gets a bare 404.

use std::collections::HashMap;
use std::net::{IpAddr, SocketAddr, TcpListener as StdListener};
use std::sync::{Arc, RwLock, mpsc};
use std::time::Duration;

use axum::Router;
use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use tokio::sync::oneshot;

use super::desk::Reply;
use super::page;
use super::tokens::{Tokens, is_token};
use super::wire::{MAX_BODY, Request};

/// Headers must arrive within this.
pub const HEADER_TIMEOUT: Duration = Duration::from_secs(10);
/// A body must arrive within this.
pub const BODY_TIMEOUT: Duration = Duration::from_secs(10);
/// The party's owner must answer within this.
pub const ANSWER_TIMEOUT: Duration = Duration::from_secs(10);
/// A connection is closed after this, however busy.
pub const CONNECTION_LIFETIME: Duration = Duration::from_secs(60);
/// Open connections at once: far more than twenty tables' phones need.
pub const MAX_CONNECTIONS: usize = 512;
/// The port the host is offered first.
pub const DEFAULT_PORT: u16 = 8765;

/// A request for the party's owner, with the way back to the phone.
pub struct Call {
    /// What the phone asks.
    pub request: Request,
    /// Where the answer goes.
    pub reply: oneshot::Sender<Reply>,
}

/// Wakes the party's owner when a call arrives (the window repaints).
pub type Waker = Arc<dyn Fn() + Send + Sync>;

#[derive(Clone)]
struct Shared {
    calls: mpsc::Sender<Call>,
    book: Arc<RwLock<HashMap<String, u32>>>,
    wake: Waker,
}

/// A running server; dropping it stops it.
pub struct Server {
    addr: SocketAddr,
    calls: mpsc::Receiver<Call>,
    book: Arc<RwLock<HashMap<String, u32>>>,
    stop: Option<oneshot::Sender<()>>,
    thread: Option<std::thread::JoinHandle<()>>,
}

/// Why the server could not start, in words.
/// Why the phones' server could not start, in the host's words.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum StartError {
    /// The port could not be had.
    #[error("{0}")]
    Port(String),
    /// The system would not give the server its thread or its runtime.
    #[error("The phones' server could not start: {0}.")]
    System(String),
}

/// Why a port could not be had, in words that say what to do.
pub fn bind_words(port: u16, error: &std::io::Error) -> String {
    match error.kind() {
        std::io::ErrorKind::AddrInUse => format!(
            "Port {port} is taken by another program (perhaps another cinch-party). Choose \
             another port, such as {}.",
            port.saturating_add(1)
        ),
        std::io::ErrorKind::PermissionDenied => format!(
            "The system does not let cinch-party use port {port}. Choose a port above 1024, \
             such as {DEFAULT_PORT}."
        ),
        std::io::ErrorKind::AddrNotAvailable => {
            "That network address is not this computer's.".to_owned()
        }
        _ => format!(
            "The phones' server could not start on port {port}: {}.",
            crate::store::io_words(error)
        ),
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
        let port_error = |e: std::io::Error| StartError::Port(bind_words(port, &e));
        let listener = StdListener::bind((ip, port)).map_err(port_error)?;
        let addr = listener.local_addr().map_err(port_error)?;
        listener.set_nonblocking(true).map_err(port_error)?;
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_io()
            .enable_time()
            .build()
            .map_err(|e| StartError::System(e.to_string()))?;
        let (calls_in, calls) = mpsc::channel();
        let book = Arc::new(RwLock::new(HashMap::new()));
        let (stop, stopped) = oneshot::channel();
        let shared = Shared {
            calls: calls_in,
            book: book.clone(),
            wake,
        };
        let thread = std::thread::Builder::new()
            .name("phones".into())
            .spawn(move || runtime.block_on(run(listener, shared, stopped)))
            .map_err(|e| StartError::System(e.to_string()))?;
        let server = Server {
            addr,
            calls,
            book,
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
        let map = tokens.all().map(|(t, k)| (k.to_owned(), t)).collect();
        if let Ok(mut book) = self.book.write() {
            *book = map;
        }
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
            eprintln!("cinch-party: the phones' server stopped after an internal error");
        }
    }
}

async fn run(listener: StdListener, shared: Shared, mut stopped: oneshot::Receiver<()>) {
    use hyper_util::rt::{TokioIo, TokioTimer};
    use hyper_util::service::TowerToHyperService;
    let Ok(listener) = tokio::net::TcpListener::from_std(listener) else {
        return;
    };
    let router = router(shared);
    let permits = Arc::new(tokio::sync::Semaphore::new(MAX_CONNECTIONS));
    loop {
        let accepted = tokio::select! {
            _ = &mut stopped => return,
            accepted = listener.accept() => accepted,
        };
        let Ok((stream, _)) = accepted else {
            // Out of file handles, say: wait a moment rather than spin.
            tokio::time::sleep(Duration::from_millis(20)).await;
            continue;
        };
        let Ok(permit) = permits.clone().try_acquire_owned() else {
            continue; // too many open: this one is closed at once
        };
        let _ = stream.set_nodelay(true);
        let service = TowerToHyperService::new(router.clone());
        tokio::spawn(async move {
            let mut builder = hyper::server::conn::http1::Builder::new();
            builder
                .timer(TokioTimer::new())
                .header_read_timeout(HEADER_TIMEOUT)
                .max_buf_size(16 * 1024);
            let connection = builder.serve_connection(TokioIo::new(stream), service);
            let _ = tokio::time::timeout(CONNECTION_LIFETIME, connection).await;
            drop(permit);
        });
    }
}

fn router(shared: Shared) -> Router {
    use tower_http::limit::RequestBodyLimitLayer;
    use tower_http::timeout::{RequestBodyTimeoutLayer, TimeoutLayer};
    Router::new()
        .route("/", get(seats_page))
        .route("/phone.css", get(style))
        .route("/seats", get(seats))
        .route("/t/{token}", get(table_page))
        .route("/t/{token}/state", get(table_state))
        .route("/t/{token}/result", post(table_result))
        .route("/t/{token}/deals", post(table_deals))
        .route("/t/{token}/score", post(table_score))
        .fallback(not_found)
        .layer(RequestBodyLimitLayer::new(MAX_BODY))
        .layer(RequestBodyTimeoutLayer::new(BODY_TIMEOUT))
        .layer(TimeoutLayer::with_status_code(
            StatusCode::REQUEST_TIMEOUT,
            ANSWER_TIMEOUT + Duration::from_secs(5),
        ))
        .with_state(shared)
}

/// The headers every answer carries: never cached (a result must not be shown stale),
/// no referrer (the token stays in the address bar), no sniffing, no outside resources.
fn with_headers(mut response: Response, content_type: &'static str) -> Response {
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static(content_type));
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    headers.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("no-referrer"),
    );
    headers.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    headers.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(
            "default-src 'none'; script-src 'unsafe-inline'; style-src 'self'; \
             connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; \
             frame-ancestors 'none'",
        ),
    );
    response
}

fn json(status: u16, body: &serde_json::Value) -> Response {
    let status = StatusCode::from_u16(status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
    with_headers(
        (status, body.to_string()).into_response(),
        "application/json; charset=utf-8",
    )
}

fn html(text: &'static str) -> Response {
    with_headers(text.into_response(), "text/html; charset=utf-8")
}

async fn style() -> Response {
    with_headers(page::STYLE.into_response(), "text/css; charset=utf-8")
}

async fn not_found() -> Response {
    with_headers(
        (StatusCode::NOT_FOUND, page::NOT_FOUND).into_response(),
        "text/html; charset=utf-8",
    )
}

fn table_of(shared: &Shared, token: &str) -> Option<u32> {
    if !is_token(token) {
        return None;
    }
    shared.book.read().ok()?.get(token).copied()
}

/// Hands a request to the party's owner and waits for the answer (bounded).
async fn ask(shared: &Shared, request: Request) -> Response {
    let (reply, answer) = oneshot::channel();
    if shared.calls.send(Call { request, reply }).is_err() {
        return json(503, &busy("The host has closed the party."));
    }
    (shared.wake)();
    match tokio::time::timeout(ANSWER_TIMEOUT, answer).await {
        Ok(Ok(reply)) => json(reply.status, &reply.body),
        _ => json(
            503,
            &busy("The host's laptop did not answer in time. Try again in a moment."),
        ),
    }
}

fn busy(words: &str) -> serde_json::Value {
    serde_json::json!({ "error": words })
}

fn bad_body(error: &serde_json::Error) -> Response {
    json(
        400,
        &busy(&format!("The request is not understood: {error}.")),
    )
}

async fn seats_page() -> Response {
    html(page::SEATS)
}

async fn seats(State(shared): State<Shared>) -> Response {
    ask(&shared, Request::Seats).await
}

async fn table_page(State(shared): State<Shared>, Path(token): Path<String>) -> Response {
    match table_of(&shared, &token) {
        Some(_) => html(page::TABLE),
        None => not_found().await,
    }
}

async fn table_state(State(shared): State<Shared>, Path(token): Path<String>) -> Response {
    match table_of(&shared, &token) {
        Some(table) => ask(&shared, Request::State { table }).await,
        None => not_found().await,
    }
}

/// A POST under a table's token: the body read as JSON, then handed to the owner as
/// the request `make` builds.
async fn table_post<T: serde::de::DeserializeOwned>(
    shared: &Shared,
    token: &str,
    body: &Bytes,
    make: fn(u32, T) -> Request,
) -> Response {
    let Some(table) = table_of(shared, token) else {
        return not_found().await;
    };
    match serde_json::from_slice(body) {
        Ok(body) => ask(shared, make(table, body)).await,
        Err(error) => bad_body(&error),
    }
}

async fn table_result(
    State(shared): State<Shared>,
    Path(token): Path<String>,
    body: Bytes,
) -> Response {
    table_post(&shared, &token, &body, |table, body| Request::Result {
        table,
        body,
    })
    .await
}

async fn table_deals(
    State(shared): State<Shared>,
    Path(token): Path<String>,
    body: Bytes,
) -> Response {
    table_post(&shared, &token, &body, |table, body| Request::Deals {
        table,
        body,
    })
    .await
}

async fn table_score(
    State(shared): State<Shared>,
    Path(token): Path<String>,
    body: Bytes,
) -> Response {
    table_post(&shared, &token, &body, |table, body| Request::Score {
        table,
        body,
    })
    .await
}
