//! The guests' screens (issue 36): the guest display (`/display`) for a television's
//! browser and the standings (`/standings`) for a phone, with no token and nothing
//! written. Each page asks for its state once (`…/state`) and then listens
//! (`…/events`, server-sent events); each tells its screen's size, and a room's screen is
//! shown the standings as the display's board (`Show::standings`). However many screens listen, the party's owner is
//! asked every [`POLL`] for each different thing shown (a display's screen size, or the
//! standings), and at once when the owner says something changed; the screens hear only
//! a change, within a second of the host's action, and the owner is never asked once
//! per viewer.

use std::sync::Arc;
use std::time::Duration;

use axum::extract::State;
use axum::http::Uri;
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use tokio::sync::watch;

use super::answer::{add_headers, busy, json};
use super::shared::{Feed, Shared, ask_reply, ask_reply_in};
use super::wire::{Request, Show};

/// How often the party's owner is asked what a listened-to screen shows.
pub const POLL: Duration = Duration::from_millis(400);
/// The least time between two asks for one thing shown, however often it changes.
pub const GAP: Duration = Duration::from_millis(250);
/// A listening page is let go after this (it listens again at once, by itself), well
/// inside the connection's lifetime.
pub const LISTEN: Duration = Duration::from_secs(45);
/// What a page waits before it listens again after losing the server.
const RETRY: Duration = Duration::from_millis(700);

/// A feed of `show`: the one already asked for, or a new one with its own poller.
/// One feed a language: a phone that asked for Spanish hears the standings in Spanish.
fn listen(shared: &Shared, show: Show) -> watch::Receiver<Option<Arc<str>>> {
    let lang = super::speech::asked();
    let Ok(mut feeds) = shared.live.feeds.lock() else {
        return watch::channel(None).1;
    };
    if let Some(feed) = feeds.get(&(show, lang)) {
        return feed.subscribe();
    }
    let (feed, listener) = watch::channel(None);
    feeds.insert((show, lang), feed.clone());
    tokio::spawn(poll(shared.clone(), show, lang, feed));
    listener
}

/// Asks the owner what `show` is every [`POLL`] while anyone listens, telling the
/// listeners only of a change (the time of the answer aside).
async fn poll(shared: Shared, show: Show, lang: Option<crate::words::Lang>, feed: Feed) {
    let mut last = String::new();
    let mut changes = shared.live.changes.subscribe();
    loop {
        {
            let Ok(mut feeds) = shared.live.feeds.lock() else {
                return;
            };
            if feed.receiver_count() == 0 {
                feeds.remove(&(show, lang));
                return;
            }
        }
        if let Some(reply) = ask_reply_in(&shared, Request::Show(show), lang).await
            && reply.status == 200
        {
            let state = reply.body.get("state").map(ToString::to_string);
            if let Some(state) = state.filter(|s| *s != last) {
                feed.send_replace(Some(Arc::from(reply.body.to_string())));
                last = state;
            }
        }
        // At the next poll, or as soon as the owner says something changed — but not
        // sooner than GAP after this ask: sixty results saved in a burst are each a
        // change, and laying every display out again after each one would keep the
        // owner from the next result (benches/display_load.rs).
        tokio::time::sleep(GAP).await;
        let _ = tokio::time::timeout(POLL.saturating_sub(GAP), changes.changed()).await;
    }
}

/// A number from the query (`?w=1920&h=1080`), if given.
fn query_number(uri: &Uri, key: &str) -> Option<u32> {
    uri.query()?.split('&').find_map(|pair| {
        let (k, v) = pair.split_once('=')?;
        (k == key).then(|| v.parse().ok()).flatten()
    })
}

/// The display asked for: the screen's size from the query, or the window's first size.
fn display_of(uri: &Uri) -> Show {
    let [w, h] = crate::phones::DISPLAY_SCREEN;
    Show::display(
        query_number(uri, "w").unwrap_or(w),
        query_number(uri, "h").unwrap_or(h),
    )
}

/// The answer to one `…/state` request.
async fn state_of(shared: &Shared, show: Show) -> Response {
    match ask_reply(shared, Request::Show(show)).await {
        Some(reply) => json(reply.status, &reply.body),
        None => json(503, &busy(&super::shared::no_answer(shared))),
    }
}

/// `GET /display/state?w=…&h=…`.
pub(super) async fn display_state(State(shared): State<Shared>, uri: Uri) -> Response {
    state_of(&shared, display_of(&uri)).await
}

/// The standings asked for: for the screen of the query, if it gives one.
fn standings_of(uri: &Uri) -> Show {
    let screen = query_number(uri, "w").zip(query_number(uri, "h"));
    Show::standings(screen.map(|(w, h)| [w, h]))
}

/// `GET /standings/state[?w=…&h=…]`.
pub(super) async fn standings_state(State(shared): State<Shared>, uri: Uri) -> Response {
    state_of(&shared, standings_of(&uri)).await
}

/// `GET /display/events?w=…&h=…`.
pub(super) async fn display_events(State(shared): State<Shared>, uri: Uri) -> Response {
    events(&shared, display_of(&uri))
}

/// `GET /standings/events[?w=…&h=…]`.
pub(super) async fn standings_events(State(shared): State<Shared>, uri: Uri) -> Response {
    events(&shared, standings_of(&uri))
}

/// Server-sent events of `show`: what it is now (when known), then each change, for
/// [`LISTEN`] at most.
fn events(shared: &Shared, show: Show) -> Response {
    let listener = listen(shared, show);
    let until = tokio::time::Instant::now() + LISTEN;
    let first = Event::default().retry(RETRY).comment("listening");
    let stream = futures_util::stream::unfold(
        (listener, Some(first), true),
        move |(mut listener, first, fresh)| async move {
            if let Some(first) = first {
                return Some((Ok(first), (listener, None, true)));
            }
            loop {
                if !fresh {
                    match tokio::time::timeout_at(until, listener.changed()).await {
                        Ok(Ok(())) => {}
                        _ => return None,
                    }
                }
                let now = listener.borrow_and_update().clone();
                if let Some(data) = now {
                    let event = Event::default().event("state").data(&*data);
                    return Some((
                        Ok::<_, std::convert::Infallible>(event),
                        (listener, None, false),
                    ));
                }
                if fresh {
                    return Some((
                        Ok(Event::default().comment("waiting")),
                        (listener, None, false),
                    ));
                }
            }
        },
    );
    let mut response = Sse::new(stream)
        .keep_alive(KeepAlive::new().interval(Duration::from_secs(15)))
        .into_response();
    add_headers(&mut response);
    response
}
