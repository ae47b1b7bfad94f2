//! What every request's handler shares: who holds which token, the way to the party's
//! owner (a call and its bounded wait), and the guests' screens' feeds. The router, the
//! posts' intake, the guests' screens and the server all read this; it reads none of
//! them.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, RwLock, mpsc};
use std::time::Duration;

use axum::response::Response;
use tokio::sync::{oneshot, watch};

use super::answer::{busy, json};
use super::desk::Reply;
use super::guard::Connections;
use super::tokens::is_token;
use super::wire::{Request, Show};
use crate::words::msg;

/// Headers must arrive within this.
pub const HEADER_TIMEOUT: Duration = Duration::from_secs(10);
/// A body must arrive within this.
pub const BODY_TIMEOUT: Duration = Duration::from_secs(10);
/// The party's owner must answer within this.
pub const ANSWER_TIMEOUT: Duration = Duration::from_secs(10);

/// A request for the party's owner, with the way back to the phone.
pub struct Call {
    /// What the phone asks.
    pub request: Request,
    /// Where the answer goes.
    pub reply: oneshot::Sender<Reply>,
    /// The language the phone asked for (issue 51), if one of ours.
    pub lang: Option<crate::words::Lang>,
}

/// Wakes the party's owner when a call arrives (the window repaints).
pub type Waker = Arc<dyn Fn() + Send + Sync>;

/// What a token opens.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Target {
    /// A table's page and pad.
    Table(u32),
    /// A duplicate pair's page.
    Pair(crate::rules::duplicate::PairId),
}

/// Who holds which token.
pub(super) type Book = Arc<RwLock<HashMap<String, Target>>>;

/// What every request's answer may need.
#[derive(Clone)]
pub(super) struct Shared {
    pub(super) calls: mpsc::Sender<Call>,
    pub(super) book: Book,
    /// The party is a Duplicate Cinch one: a table's link opens the trays' page.
    pub(super) duplicate: Arc<std::sync::atomic::AtomicBool>,
    /// The party's language, for a phone that asks for none of ours (issue 51).
    pub(super) language: Arc<std::sync::RwLock<crate::words::Lang>>,
    pub(super) wake: Waker,
    pub(super) connections: Connections,
    /// This computer's name, for the Host check.
    pub(super) own_name: Arc<str>,
    /// The port listened on, for the Host check.
    pub(super) port: u16,
    /// The guests' screens listening, and what they are shown.
    pub(super) live: Arc<Live>,
}

/// What is shown, as last heard from the owner: `{"now": ms, "state": {…}}`.
pub(super) type Feed = watch::Sender<Option<Arc<str>>>;

/// Every thing shown that a screen listens to, with its feed.
pub(super) struct Live {
    /// Each thing shown in each language asked for (issue 51), and its feed.
    pub(super) feeds: Mutex<HashMap<(Show, Option<crate::words::Lang>), Feed>>,
    /// Raised by the owner when something may have changed: the pollers ask at once.
    pub(super) changes: watch::Sender<u64>,
}

impl Default for Live {
    fn default() -> Live {
        Live {
            feeds: Mutex::default(),
            changes: watch::channel(0).0,
        }
    }
}

impl Live {
    /// The owner has changed something the screens may show: they ask again now rather
    /// than at their next [`POLL`].
    pub(super) fn changed(&self) {
        self.changes.send_modify(|n| *n = n.wrapping_add(1));
    }
}

/// The language a page is served in: the phone's, else the party's.
pub(super) fn page_language(shared: &Shared) -> crate::words::Lang {
    super::speech::asked()
        .or_else(|| shared.language.read().ok().map(|l| *l))
        .unwrap_or_default()
}

/// What `token` opens, if anyone holds it.
pub(super) fn target_of(shared: &Shared, token: &str) -> Option<Target> {
    if !is_token(token) {
        return None;
    }
    shared.book.read().ok()?.get(token).copied()
}

/// The table `token` opens, if it opens one.
pub(super) fn table_of(shared: &Shared, token: &str) -> Option<u32> {
    match target_of(shared, token)? {
        Target::Table(table) => Some(table),
        Target::Pair(..) => None,
    }
}

/// The pair `token` opens, if it opens one.
pub(super) fn pair_of(shared: &Shared, token: &str) -> Option<crate::rules::duplicate::PairId> {
    match target_of(shared, token)? {
        Target::Pair(pair) => Some(pair),
        Target::Table(_) => None,
    }
}

/// Hands a request to the party's owner and waits for the answer (bounded).
pub(super) async fn ask(shared: &Shared, request: Request) -> Response {
    let (reply, answer) = oneshot::channel();
    let lang = super::speech::asked();
    if shared
        .calls
        .send(Call {
            request,
            reply,
            lang,
        })
        .is_err()
    {
        let words = crate::words::speaking(page_language(shared), msg::heard_party_closed);
        return json(503, &busy(&words));
    }
    (shared.wake)();
    match tokio::time::timeout(ANSWER_TIMEOUT, answer).await {
        Ok(Ok(reply)) => json(reply.status, &reply.body),
        _ => json(503, &busy(&no_answer(shared))),
    }
}

/// A phone's words when the host's laptop did not answer in time.
pub(super) fn no_answer(shared: &Shared) -> String {
    crate::words::speaking(page_language(shared), msg::heard_no_answer)
}

/// The owner's answer to a request, `None` when it did not answer in time (or has
/// closed the party).
pub(super) async fn ask_reply(shared: &Shared, request: Request) -> Option<Reply> {
    ask_reply_in(shared, request, super::speech::asked()).await
}

/// [`ask_reply`] for a phone that asked for `lang` (a screen's poller, which runs
/// outside the request that started it).
pub(super) async fn ask_reply_in(
    shared: &Shared,
    request: Request,
    lang: Option<crate::words::Lang>,
) -> Option<Reply> {
    let (reply, answer) = oneshot::channel();
    shared
        .calls
        .send(Call {
            request,
            reply,
            lang,
        })
        .ok()?;
    (shared.wake)();
    tokio::time::timeout(ANSWER_TIMEOUT, answer)
        .await
        .ok()?
        .ok()
}
