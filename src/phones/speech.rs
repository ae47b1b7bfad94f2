//! Which language a phone is answered in (issue 51): the one its guest picked with the
//! page's switch (`?lang=es`, kept by the phone as a cookie), else the first of its
//! browser's languages (`Accept-Language`) that the program speaks, else the party's.
//! A middleware reads it once a request; the request's handlers and the call to the
//! party's owner carry it.

use axum::extract::Request;
use axum::http::{HeaderMap, HeaderValue, header};
use axum::middleware::Next;
use axum::response::Response;

use crate::words::Lang;

/// The cookie the page's switch sets.
pub(super) const COOKIE: &str = "cinch-lang";

tokio::task_local! {
    static ASKED: Option<Lang>;
}

/// The language the phone asks for in this request, if any of ours.
pub(super) fn asked() -> Option<Lang> {
    ASKED.try_with(|lang| *lang).ok().flatten()
}

/// The language a request asks for: the switch just tapped, the one it kept, the
/// browser's; and whether the switch was tapped (to keep it).
pub(super) fn of_request(query: Option<&str>, headers: &HeaderMap) -> (Option<Lang>, bool) {
    let picked = query
        .into_iter()
        .flat_map(|q| q.split('&'))
        .find_map(|pair| pair.strip_prefix("lang="))
        .and_then(Lang::from_tag);
    if picked.is_some() {
        return (picked, true);
    }
    let kept = headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|c| c.trim().strip_prefix(COOKIE)?.strip_prefix('='))
        .find_map(Lang::from_tag);
    let browser = || {
        headers
            .get(header::ACCEPT_LANGUAGE)
            .and_then(|v| v.to_str().ok())
            .and_then(Lang::from_accept_language)
    };
    (kept.or_else(browser), false)
}

/// Words for the phone asking now, in its language (else the one spoken on this
/// thread): for refusals worded before the party's owner is asked.
pub(super) fn in_phones_words(words: impl FnOnce() -> String) -> String {
    match asked() {
        Some(lang) => crate::words::speaking(lang, words),
        None => words(),
    }
}

/// The middleware: the request's language for everything that answers it, and the
/// switch's choice kept for a year.
pub(super) async fn with_language(request: Request, next: Next) -> Response {
    let (lang, picked) = of_request(request.uri().query(), request.headers());
    let mut response = ASKED.scope(lang, next.run(request)).await;
    if let (Some(lang), true) = (lang, picked) {
        let cookie = format!(
            "{COOKIE}={}; Path=/; Max-Age=31536000; SameSite=Lax",
            lang.tag()
        );
        if let Ok(value) = HeaderValue::from_str(&cookie) {
            response.headers_mut().append(header::SET_COOKIE, value);
        }
    }
    response
}
