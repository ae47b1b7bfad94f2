//! The POSTs under a table's token: a JSON object in UTF-8, not compressed, read whole
//! (at most `MAX_BODY`, within `BODY_TIMEOUT`), then handed to the party's owner. Every
//! refusal is a 4xx in words, and the party is not touched.

use axum::extract::{Path, State};
use axum::http::header;
use axum::response::Response;

use super::answer::{busy, json, not_known};
use super::shared::{Shared, ask, table_of};
use super::speech::in_phones_words;
use super::wire::{BodyError, CheckInBody, MAX_BODY, MailMeBody, Request, TrayBody, body};
use crate::words::msg;

/// Why a POST's headers are refused before its body is read, or `None`: JSON only
/// (415), in UTF-8 (a charset other than utf-8 is 415), never compressed (any
/// Content-Encoding is 415: the body would be read as plain text), and not declared
/// larger than `MAX_BODY` (413).
fn refused_headers(headers: &axum::http::HeaderMap) -> Option<Response> {
    let content_type = headers
        .get(header::CONTENT_TYPE)
        .and_then(|t| t.to_str().ok())
        .unwrap_or("");
    let mut parts = content_type.split(';');
    let json_sent = parts
        .next()
        .is_some_and(|t| t.trim().eq_ignore_ascii_case("application/json"));
    if !json_sent {
        return Some(json(415, &busy(&in_phones_words(msg::heard_send_json))));
    }
    let charset = parts.filter_map(|p| p.split_once('=')).find_map(|(k, v)| {
        k.trim()
            .eq_ignore_ascii_case("charset")
            .then(|| v.trim().trim_matches('"').to_ascii_lowercase())
    });
    if charset.is_some_and(|c| c != "utf-8" && c != "utf8") {
        return Some(json(415, &busy(&in_phones_words(msg::heard_send_utf8))));
    }
    if headers.contains_key(header::CONTENT_ENCODING) {
        return Some(json(
            415,
            &busy(&in_phones_words(msg::heard_no_compression)),
        ));
    }
    let declared = headers
        .get(header::CONTENT_LENGTH)
        .and_then(|l| l.to_str().ok())
        .and_then(|l| l.parse::<u64>().ok());
    declared
        .is_some_and(|l| l > MAX_BODY as u64)
        .then(too_large)
}

fn too_large() -> Response {
    json(
        413,
        &busy(&in_phones_words(|| {
            msg::heard_too_large_at_most(MAX_BODY.to_string())
        })),
    )
}

/// A POST under a table's token: its headers checked, its body read whole (at most
/// `MAX_BODY`, within `BODY_TIMEOUT`) and understood by `read`, then handed to the owner
/// as the request `make` builds. Every refusal is a 4xx in words, and the party is not
/// touched.
async fn table_post<T>(
    shared: &Shared,
    token: &str,
    request: axum::extract::Request,
    read: fn(&[u8]) -> Result<T, BodyError>,
    make: fn(u32, T) -> Request,
) -> Response {
    let Some(table) = table_of(shared, token) else {
        return not_known();
    };
    match read_post(request, read).await {
        Ok(body) => ask(shared, make(table, body)).await,
        Err(refused) => refused,
    }
}

/// A POST's headers checked and its body read whole and understood by `read`, or the
/// refusal in words (the party not touched).
async fn read_post<T>(
    request: axum::extract::Request,
    read: fn(&[u8]) -> Result<T, BodyError>,
) -> Result<T, Response> {
    if let Some(refused) = refused_headers(request.headers()) {
        return Err(refused);
    }
    let bytes = axum::body::to_bytes(request.into_body(), MAX_BODY)
        .await
        .map_err(|error| body_refused(&error))?;
    read(&bytes).map_err(|why| json(400, &busy(&in_phones_words(|| why.to_string()))))
}

/// Why a body could not be read: too large (413), too slow (408), or broken (400).
fn body_refused(error: &axum::Error) -> Response {
    let mut cause: Option<&(dyn std::error::Error + 'static)> = Some(error);
    while let Some(error) = cause {
        if error.is::<http_body_util::LengthLimitError>() {
            return too_large();
        }
        if error.is::<tower_http::timeout::TimeoutError>() {
            return json(408, &busy(&in_phones_words(msg::heard_too_slow_again)));
        }
        cause = error.source();
    }
    json(400, &busy(&in_phones_words(msg::heard_body_broken)))
}

/// `POST /t/{token}/result`.
pub(super) async fn table_result(
    State(shared): State<Shared>,
    Path(token): Path<String>,
    request: axum::extract::Request,
) -> Response {
    table_post(&shared, &token, request, body::read, |table, body| {
        Request::Result { table, body }
    })
    .await
}

/// `POST /t/{token}/deals`.
pub(super) async fn table_deals(
    State(shared): State<Shared>,
    Path(token): Path<String>,
    request: axum::extract::Request,
) -> Response {
    table_post(&shared, &token, request, body::read, |table, body| {
        Request::Deals { table, body }
    })
    .await
}

/// `POST /t/{token}/score`.
pub(super) async fn table_score(
    State(shared): State<Shared>,
    Path(token): Path<String>,
    request: axum::extract::Request,
) -> Response {
    table_post(&shared, &token, request, body::read, |table, body| {
        Request::Score { table, body }
    })
    .await
}

/// `POST /t/{token}/tray`.
pub(super) async fn table_tray(
    State(shared): State<Shared>,
    Path(token): Path<String>,
    request: axum::extract::Request,
) -> Response {
    table_post(&shared, &token, request, TrayBody::read, |table, body| {
        Request::Tray { table, body }
    })
    .await
}

/// `POST /t/{token}/agree` (issue 52).
pub(super) async fn table_agree(
    State(shared): State<Shared>,
    Path(token): Path<String>,
    request: axum::extract::Request,
) -> Response {
    table_post(&shared, &token, request, body::read, |table, body| {
        Request::Agree { table, body }
    })
    .await
}

/// `POST /t/{token}/call` (issue 52).
pub(super) async fn table_call(
    State(shared): State<Shared>,
    Path(token): Path<String>,
    request: axum::extract::Request,
) -> Response {
    table_post(&shared, &token, request, body::read, |table, body| {
        Request::Call { table, body }
    })
    .await
}

/// `POST /p/{token}/call`: a duplicate pair calls the host (issue 52).
pub(super) async fn pair_call(
    State(shared): State<Shared>,
    Path(token): Path<String>,
    request: axum::extract::Request,
) -> Response {
    let Some(pair) = super::shared::pair_of(&shared, &token) else {
        return not_known();
    };
    match read_post(request, body::read::<super::wire::CallBody>).await {
        Ok(body) => ask(&shared, Request::PairCall { pair, body }).await,
        Err(refused) => refused,
    }
}

/// `POST /check-in`: a guest checks in at the door (issue 52). No token: the door is
/// the room's; nobody joins until the host lets them in.
pub(super) async fn check_in(
    State(shared): State<Shared>,
    request: axum::extract::Request,
) -> Response {
    match read_post(request, body::read::<CheckInBody>).await {
        Ok(body) => ask(&shared, Request::CheckIn(body)).await,
        Err(refused) => refused,
    }
}

/// `POST /mail-me`: a guest at the door gives their address and asks for their evening
/// (issue 53). No token: the guests' page is open to the room, as "Where do I sit?" is;
/// the owner checks the name against tonight's guests and the address as typed.
pub(super) async fn mail_me(
    State(shared): State<Shared>,
    request: axum::extract::Request,
) -> Response {
    match read_post(request, body::read::<MailMeBody>).await {
        Ok(body) => ask(&shared, Request::MailMe(body)).await,
        Err(refused) => refused,
    }
}
