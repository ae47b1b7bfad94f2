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
use axum::extract::{Path, State};
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use tokio::sync::oneshot;

use super::desk::Reply;
use super::guard::{self, Connections, Worded};
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

/// What a token opens.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Target {
    /// A table's page and pad.
    Table(u32),
    /// A duplicate pair's page.
    Pair(crate::rules::duplicate::PairId),
}

/// Who holds which token.
type Book = Arc<RwLock<HashMap<String, Target>>>;

#[derive(Clone)]
struct Shared {
    calls: mpsc::Sender<Call>,
    book: Book,
    /// The party is a Duplicate Cinch one: a table's link opens the trays' page.
    duplicate: Arc<std::sync::atomic::AtomicBool>,
    wake: Waker,
    connections: Connections,
    /// This computer's name, for the Host check.
    own_name: Arc<str>,
}

/// A running server; dropping it stops it.
pub struct Server {
    addr: SocketAddr,
    calls: mpsc::Receiver<Call>,
    book: Book,
    duplicate: Arc<std::sync::atomic::AtomicBool>,
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
        let duplicate = Arc::new(std::sync::atomic::AtomicBool::new(false));
        let (stop, stopped) = oneshot::channel();
        let shared = Shared {
            calls: calls_in,
            book: book.clone(),
            duplicate: duplicate.clone(),
            wake,
            connections: Connections::default(),
            own_name: gethostname::gethostname().to_string_lossy().into(),
        };
        let thread = std::thread::Builder::new()
            .name("phones".into())
            .spawn(move || runtime.block_on(run(listener, shared, stopped)))
            .map_err(|e| StartError::System(e.to_string()))?;
        let server = Server {
            addr,
            calls,
            book,
            duplicate,
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

    /// Whether the party is a Duplicate Cinch one (a table's link then opens the trays'
    /// page).
    pub fn set_duplicate(&self, duplicate: bool) {
        self.duplicate
            .store(duplicate, std::sync::atomic::Ordering::Relaxed);
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
            shared.own_name.clone(),
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
    own_name: Arc<str>,
) {
    use hyper_util::rt::{TokioIo, TokioTimer};
    use std::sync::atomic::Ordering;
    use tower::ServiceExt;
    let service = hyper::service::service_fn(
        move |request: axum::extract::Request<hyper::body::Incoming>| {
            let (router, busy) = (router.clone(), busy.clone());
            // Checked first, before the router: a stranger's name gets nothing further.
            let refused = foreign_host(&request, &own_name);
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
        "The host's laptop is answering too many connections: try again in a moment.",
    );
    let _ = tokio::time::timeout(Duration::from_secs(2), stream.write_all(&answer)).await;
    let _ = stream.shutdown().await;
}

fn router(shared: Shared) -> Router {
    use tower_http::timeout::{RequestBodyTimeoutLayer, TimeoutLayer};
    Router::new()
        .route("/", get(seats_page))
        .route("/phone.css", get(style))
        .route("/phone.js", get(script))
        .route("/favicon.png", get(favicon))
        .route("/seats", get(seats))
        .route("/t/{token}", get(table_page))
        .route("/t/{token}/state", get(table_state))
        .route("/t/{token}/result", post(table_result))
        .route("/t/{token}/deals", post(table_deals))
        .route("/t/{token}/score", post(table_score))
        .route("/t/{token}/tray", post(table_tray))
        .route("/p/{token}", get(pair_page))
        .route("/p/{token}/state", get(pair_state))
        .fallback(not_found)
        .layer(RequestBodyTimeoutLayer::new(BODY_TIMEOUT))
        .layer(TimeoutLayer::with_status_code(
            StatusCode::REQUEST_TIMEOUT,
            ANSWER_TIMEOUT + Duration::from_secs(5),
        ))
        .layer(axum::middleware::map_response(in_words))
        .with_state(shared)
}

/// The refusal of a request whose Host is not one of this computer's names (see
/// `guard::host_is_ours`), or `None` to let it through.
fn foreign_host<B>(request: &axum::http::Request<B>, own_name: &str) -> Option<Response> {
    let host = request
        .headers()
        .get(header::HOST)
        .and_then(|h| h.to_str().ok());
    (!guard::host_is_ours(host, own_name)).then(|| {
        json(
            421,
            &busy(
                "This address is not the host's laptop: open the link the host gave you \
                 (its numbers, or this computer's name).",
            ),
        )
    })
}

/// Any refusal made without words (a wrong method, a timeout) gets them, as JSON.
async fn in_words(response: Response) -> Response {
    let status = response.status();
    let worded = response
        .headers()
        .get(header::CONTENT_TYPE)
        .is_some_and(|t| {
            t.as_bytes().starts_with(b"application/json") || t.as_bytes().starts_with(b"text/html")
        });
    if !(status.is_client_error() || status.is_server_error()) || worded {
        return response;
    }
    let words = match status {
        StatusCode::METHOD_NOT_ALLOWED => "That address does not take this kind of request.",
        StatusCode::REQUEST_TIMEOUT => "The request came too slowly and was given up.",
        StatusCode::PAYLOAD_TOO_LARGE => "The request is too large.",
        StatusCode::UNSUPPORTED_MEDIA_TYPE => "Send JSON, with Content-Type: application/json.",
        _ => "The request is not understood.",
    };
    json(status.as_u16(), &busy(words))
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
            "default-src 'none'; script-src 'self' 'unsafe-inline'; style-src 'self'; \
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

async fn script() -> Response {
    with_headers(
        page::SCRIPT.into_response(),
        "text/javascript; charset=utf-8",
    )
}

/// The program's icon, for the phones' tabs and home screens.
async fn favicon() -> Response {
    with_headers(page::FAVICON.into_response(), "image/png")
}

async fn not_found() -> Response {
    with_headers(
        (StatusCode::NOT_FOUND, page::NOT_FOUND).into_response(),
        "text/html; charset=utf-8",
    )
}

fn target_of(shared: &Shared, token: &str) -> Option<Target> {
    if !is_token(token) {
        return None;
    }
    shared.book.read().ok()?.get(token).copied()
}

fn table_of(shared: &Shared, token: &str) -> Option<u32> {
    match target_of(shared, token)? {
        Target::Table(table) => Some(table),
        Target::Pair(..) => None,
    }
}

fn pair_of(shared: &Shared, token: &str) -> Option<crate::rules::duplicate::PairId> {
    match target_of(shared, token)? {
        Target::Pair(pair) => Some(pair),
        Target::Table(_) => None,
    }
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
    let duplicate = shared.duplicate.load(std::sync::atomic::Ordering::Relaxed);
    match table_of(&shared, &token) {
        Some(_) if duplicate => html(page::DUP_TABLE),
        Some(_) => html(page::TABLE),
        None => not_found().await,
    }
}

async fn pair_page(State(shared): State<Shared>, Path(token): Path<String>) -> Response {
    match pair_of(&shared, &token) {
        Some(_) => html(page::PAIR),
        None => not_found().await,
    }
}

async fn pair_state(State(shared): State<Shared>, Path(token): Path<String>) -> Response {
    match pair_of(&shared, &token) {
        Some(pair) => ask(&shared, Request::Pair { pair }).await,
        None => not_found().await,
    }
}

async fn table_state(State(shared): State<Shared>, Path(token): Path<String>) -> Response {
    match table_of(&shared, &token) {
        Some(table) => ask(&shared, Request::State { table }).await,
        None => not_found().await,
    }
}

/// A POST under a table's token: a JSON object, read whole (at most `MAX_BODY`, within
/// `BODY_TIMEOUT`), then handed to the owner as the request `make` builds. Every
/// refusal is a 4xx in words, and the party is not touched.
async fn table_post<T: serde::de::DeserializeOwned>(
    shared: &Shared,
    token: &str,
    request: axum::extract::Request,
    make: fn(u32, T) -> Request,
) -> Response {
    let Some(table) = table_of(shared, token) else {
        return not_found().await;
    };
    let json_sent = request
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|t| t.to_str().ok())
        .and_then(|t| t.split(';').next())
        .is_some_and(|t| t.trim().eq_ignore_ascii_case("application/json"));
    if !json_sent {
        return json(
            415,
            &busy("Send JSON, with Content-Type: application/json."),
        );
    }
    let too_large = || {
        json(
            413,
            &busy(&format!(
                "The request is too large (at most {} bytes).",
                MAX_BODY
            )),
        )
    };
    let declared = request
        .headers()
        .get(header::CONTENT_LENGTH)
        .and_then(|l| l.to_str().ok())
        .and_then(|l| l.parse::<u64>().ok());
    if declared.is_some_and(|l| l > MAX_BODY as u64) {
        return too_large();
    }
    let body = match axum::body::to_bytes(request.into_body(), MAX_BODY).await {
        Ok(body) => body,
        Err(error) => return body_refused(&error, too_large),
    };
    // A JSON object, and nothing else: serde would take an array for a struct.
    if body.iter().find(|b| !b.is_ascii_whitespace()) != Some(&b'{') {
        return json(
            400,
            &busy("The request is not understood: send a JSON object."),
        );
    }
    match serde_json::from_slice(&body) {
        Ok(body) => ask(shared, make(table, body)).await,
        Err(error) => bad_body(&error),
    }
}

/// Why a body could not be read: too large (413), too slow (408), or broken (400).
fn body_refused(error: &axum::Error, too_large: impl Fn() -> Response) -> Response {
    let mut cause: Option<&(dyn std::error::Error + 'static)> = Some(error);
    while let Some(error) = cause {
        if error.is::<http_body_util::LengthLimitError>() {
            return too_large();
        }
        if error.is::<tower_http::timeout::TimeoutError>() {
            return json(
                408,
                &busy("The request came too slowly and was given up: send it again."),
            );
        }
        cause = error.source();
    }
    json(
        400,
        &busy("The request's body is broken (cut short, or badly chunked): send it again."),
    )
}

async fn table_result(
    State(shared): State<Shared>,
    Path(token): Path<String>,
    request: axum::extract::Request,
) -> Response {
    table_post(&shared, &token, request, |table, body| Request::Result {
        table,
        body,
    })
    .await
}

async fn table_deals(
    State(shared): State<Shared>,
    Path(token): Path<String>,
    request: axum::extract::Request,
) -> Response {
    table_post(&shared, &token, request, |table, body| Request::Deals {
        table,
        body,
    })
    .await
}

async fn table_score(
    State(shared): State<Shared>,
    Path(token): Path<String>,
    request: axum::extract::Request,
) -> Response {
    table_post(&shared, &token, request, |table, body| Request::Score {
        table,
        body,
    })
    .await
}

async fn table_tray(
    State(shared): State<Shared>,
    Path(token): Path<String>,
    request: axum::extract::Request,
) -> Response {
    table_post(&shared, &token, request, |table, body| Request::Tray {
        table,
        body,
    })
    .await
}
