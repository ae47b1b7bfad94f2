//! How every address of the phones answers: the headers each answer carries, JSON and
//! pages, and refusals in words. Written once, for the router, the posts' intake and the
//! guests' screens.

use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};

/// The headers every answer carries: never cached (a result must not be shown stale),
/// no referrer (the token stays in the address bar), no sniffing, no outside resources.
pub(super) fn with_headers(mut response: Response, content_type: &'static str) -> Response {
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static(content_type));
    add_headers(&mut response);
    response
}

/// The headers of [`with_headers`] but the content's type.
pub(super) fn add_headers(response: &mut Response) {
    let headers = response.headers_mut();
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
            "default-src 'none'; script-src 'self'; style-src 'self'; font-src 'self'; \
             connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; \
             frame-ancestors 'none'",
        ),
    );
}

/// A JSON answer with its status and the headers every answer carries.
pub(super) fn json(status: u16, body: &serde_json::Value) -> Response {
    let status = StatusCode::from_u16(status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
    with_headers(
        (status, body.to_string()).into_response(),
        "application/json; charset=utf-8",
    )
}

/// A page, with the headers every answer carries.
pub(super) fn html(text: impl IntoResponse) -> Response {
    with_headers(text.into_response(), "text/html; charset=utf-8")
}

/// A refusal's words, as the phones' script reads them: `{"error": "…"}`.
pub(super) fn busy(words: &str) -> serde_json::Value {
    serde_json::json!({ "error": words })
}

/// A JSON address under a token nobody holds: JSON words (issue 34, D4).
pub(super) fn not_known() -> Response {
    json(
        404,
        &busy(&super::speech::in_phones_words(
            crate::words::msg::phonepage_not_known,
        )),
    )
}
