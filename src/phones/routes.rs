//! The phones' addresses and how each is answered: the pages and their one script and
//! stylesheet, each table's and pair's state, and the headers every answer carries. A
//! token nobody holds gets 404: a page in words on a page's address, JSON words on the
//! JSON addresses. Requests that need the party go to its owner (see [`ask`]).

use std::time::Duration;

use axum::Router;
use axum::extract::{Path, State};
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};

use super::answer::{busy, html, json, not_known, with_headers};
use super::guard;
use super::intake;
use super::live;
use super::page;
use super::shared::{ANSWER_TIMEOUT, BODY_TIMEOUT, Shared, ask, page_language, pair_of, table_of};
use super::wire::Request;
use crate::words::msg;

/// Every address the phones use.
pub(super) fn router(shared: Shared) -> Router {
    use tower_http::timeout::{RequestBodyTimeoutLayer, TimeoutLayer};
    Router::new()
        .route("/", get(seats_page))
        .route("/phone.css", get(style))
        .route("/phone.js", get(script))
        .route("/favicon.png", get(favicon))
        .route("/seats", get(seats))
        .route("/mail-me", post(intake::mail_me))
        .route("/check-in", get(check_in_page).post(intake::check_in))
        .route("/check-in/state", get(door_state))
        .route("/t/{token}", get(table_page))
        .route("/t/{token}/state", get(table_state))
        .route("/t/{token}/result", post(intake::table_result))
        .route("/t/{token}/deals", post(intake::table_deals))
        .route("/t/{token}/score", post(intake::table_score))
        .route("/t/{token}/tray", post(intake::table_tray))
        .route("/t/{token}/agree", post(intake::table_agree))
        .route("/t/{token}/call", post(intake::table_call))
        .route("/p/{token}", get(pair_page))
        .route("/p/{token}/state", get(pair_state))
        .route("/p/{token}/call", post(intake::pair_call))
        .route("/display", get(display_page))
        .route("/display/state", get(live::display_state))
        .route("/display/events", get(live::display_events))
        .route("/standings", get(standings_page))
        .route("/standings/state", get(live::standings_state))
        .route("/standings/events", get(live::standings_events))
        .route("/display.js", get(screens_script))
        .route("/display.css", get(screens_style))
        .route("/fonts/dejavu-sans.ttf", get(screens_font))
        .route("/fonts/dejavu-sans-bold.ttf", get(screens_font_bold))
        .fallback(unknown_address)
        .layer(RequestBodyTimeoutLayer::new(BODY_TIMEOUT))
        .layer(TimeoutLayer::with_status_code(
            StatusCode::REQUEST_TIMEOUT,
            ANSWER_TIMEOUT + Duration::from_secs(5),
        ))
        .layer(axum::middleware::map_response(in_words))
        // Issue 51: each phone in its guest's language.
        .layer(axum::middleware::from_fn(super::speech::with_language))
        .with_state(shared)
}

/// The refusal of a request whose Host is not one of this computer's names with this
/// port or none (see `guard::host_is_ours`), or that names two hosts; `None` to let it
/// through.
pub(super) fn foreign_host<B>(
    request: &axum::http::Request<B>,
    own_name: &str,
    port: u16,
) -> Option<Response> {
    let mut hosts = request.headers().get_all(header::HOST).iter();
    let host = hosts.next().and_then(|h| h.to_str().ok());
    if hosts.next().is_some() {
        let words = super::speech::in_phones_words(msg::heard_two_hosts);
        return Some(json(400, &busy(&words)));
    }
    (!guard::host_is_ours(host, own_name, port)).then(|| {
        json(
            421,
            &busy(&super::speech::in_phones_words(msg::heard_foreign_host)),
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
    let words = super::speech::in_phones_words(|| match status {
        StatusCode::METHOD_NOT_ALLOWED => msg::heard_wrong_method(),
        StatusCode::REQUEST_TIMEOUT => msg::heard_too_slow(),
        StatusCode::PAYLOAD_TOO_LARGE => msg::heard_too_large(),
        StatusCode::UNSUPPORTED_MEDIA_TYPE => msg::heard_send_json(),
        _ => msg::heard_not_understood(),
    });
    json(status.as_u16(), &busy(&words))
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

/// A page nobody's token opens: a page in words.
async fn not_found() -> Response {
    let lang = super::speech::asked().unwrap_or_else(crate::words::lang::current);
    with_headers(
        (StatusCode::NOT_FOUND, page::render(page::NOT_FOUND, lang)).into_response(),
        "text/html; charset=utf-8",
    )
}

/// An address the server does not have: a page for a browser's plain visit, JSON words
/// for anything else.
async fn unknown_address(method: axum::http::Method, uri: axum::http::Uri) -> Response {
    let page_like = uri.path().split('/').filter(|s| !s.is_empty()).count() <= 2;
    if page_like && (method == axum::http::Method::GET || method == axum::http::Method::HEAD) {
        not_found().await
    } else {
        json(
            404,
            &busy(&super::speech::in_phones_words(msg::heard_no_such_address)),
        )
    }
}

async fn seats_page(State(shared): State<Shared>) -> Response {
    html(page::render(page::SEATS, page_language(&shared)))
}

/// The door's page (issue 52): no token, as the guests' page.
async fn check_in_page(State(shared): State<Shared>) -> Response {
    html(page::render(page::CHECK_IN, page_language(&shared)))
}

async fn door_state(
    State(shared): State<Shared>,
    axum::extract::Query(asked): axum::extract::Query<DoorAsked>,
) -> Response {
    let name = asked.name.filter(|n| !n.trim().is_empty());
    ask(&shared, Request::Door { name }).await
}

/// The door's page asks where the guest it checked in stands (`?name=`).
#[derive(Debug, serde::Deserialize)]
struct DoorAsked {
    name: Option<String>,
}

/// The guest display for a television's browser: no token.
async fn display_page(State(shared): State<Shared>) -> Response {
    html(page::render(page::DISPLAY, page_language(&shared)))
}

/// The standings for a phone: no token.
async fn standings_page(State(shared): State<Shared>) -> Response {
    html(page::render(page::STANDINGS, page_language(&shared)))
}

async fn screens_script() -> Response {
    with_headers(
        page::SCREENS_SCRIPT.into_response(),
        "text/javascript; charset=utf-8",
    )
}

async fn screens_style() -> Response {
    with_headers(
        page::SCREENS_STYLE.into_response(),
        "text/css; charset=utf-8",
    )
}

/// The display's font, the window's own (so the plan's measures hold in the browser):
/// the same bytes for as long as the program is, so kept a year.
async fn screens_font() -> Response {
    font(page::SCREENS_FONT)
}

/// The display's bold.
async fn screens_font_bold() -> Response {
    font(page::SCREENS_FONT_BOLD)
}

fn font(bytes: &'static [u8]) -> Response {
    let mut response = with_headers(bytes.into_response(), "font/ttf");
    response.headers_mut().insert(
        header::CACHE_CONTROL,
        HeaderValue::from_static("public, max-age=31536000, immutable"),
    );
    response
}

async fn seats(State(shared): State<Shared>) -> Response {
    ask(&shared, Request::Seats).await
}

async fn table_page(State(shared): State<Shared>, Path(token): Path<String>) -> Response {
    let duplicate = shared.duplicate.load(std::sync::atomic::Ordering::Relaxed);
    match table_of(&shared, &token) {
        Some(_) if duplicate => html(page::render(page::DUP_TABLE, page_language(&shared))),
        Some(_) => html(page::render(page::TABLE, page_language(&shared))),
        None => not_found().await,
    }
}

async fn pair_page(State(shared): State<Shared>, Path(token): Path<String>) -> Response {
    match pair_of(&shared, &token) {
        Some(_) => html(page::render(page::PAIR, page_language(&shared))),
        None => not_found().await,
    }
}

async fn pair_state(State(shared): State<Shared>, Path(token): Path<String>) -> Response {
    match pair_of(&shared, &token) {
        Some(pair) => ask(&shared, Request::Pair { pair }).await,
        None => not_known(),
    }
}

async fn table_state(State(shared): State<Shared>, Path(token): Path<String>) -> Response {
    match table_of(&shared, &token) {
        Some(table) => ask(&shared, Request::State { table }).await,
        None => not_known(),
    }
}
