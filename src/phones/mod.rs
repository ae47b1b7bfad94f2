//! Phones at the tables: the host's app serves small web pages on the party's network,
//! one secret link per table (and, at a Duplicate Cinch evening, per pair). A table
//! keeps its pad on a phone (the rules score each deal) and sends the result, or each
//! tray's; it becomes the very action the host would have entered, marked as sent from
//! that table, and is saved before the phone hears it arrived. A guest page, "Where do I
//! sit?", needs no link.
//!
//! - [`tokens`]: each table's and pair's secret, kept beside the party.
//! - [`wire`]: the requests, the bodies the phones send and the small types the pages
//!   read, as JSON; every way a body can be wrong, in words.
//! - [`table_state`], [`dup_state`], [`seats`]: what a page shows (a star table, a
//!   duplicate table or pair, "Where do I sit?"), worded by the app.
//! - [`desk`] (and `dup_desk` for the trays): the host's side, answering each request
//!   against the party file; `reply`: what a phone and the host hear.
//! - [`server`]: the HTTP server on a thread of its own; `routes`: what each address
//!   answers; `intake`: how a POST's body is read; `guard`: what keeps it answering
//!   under abuse.
//! - [`page`]: the pages, their one script and their one stylesheet (no outside
//!   resources, no script inside a page).
//! - [`live`]: the guests' screens with no token (issue 36), the guest display for a
//!   television's browser and the standings for a phone, kept live by server-sent
//!   events; what they show is worked out by the party's owner through a [`Showing`].

mod answer;
pub mod desk;
mod door;
mod dup_desk;
pub mod dup_state;
mod dup_trays;
mod guard;
mod heard;
mod intake;
pub mod live;
mod mail_me;
pub mod page;
mod reply;
mod room;
mod routes;
pub mod seats;
pub mod server;
mod shared;
mod speech;
pub mod table_state;
pub mod tokens;
pub mod wire;

use std::net::{IpAddr, Ipv4Addr, UdpSocket};
use std::time::Duration;

use chrono::{DateTime, Utc};

pub use desk::{Heard, Intake, PhoneDesk, Reply};
pub use heard::{Said, TieNews, Unsaved};
pub use server::{DEFAULT_PORT, Server, Waker};
pub use tokens::Tokens;
pub use wire::Show;

/// The guest display's size when a page does not say: the window's first size.
pub const DISPLAY_SCREEN: [u32; 2] = [1280, 720];

/// What answers the guests' screens (issue 36): the window (its desk and its display as
/// the host has set it) or `serve` (the party as it is). It reads, never writes.
pub trait Showing {
    /// What `what` shows now, read from `file`: `{"now": ms, "state": {…}}`.
    fn show(&self, file: &PartyFile, what: Show, now: DateTime<Utc>) -> serde_json::Value;

    /// What each of `whats` shows now, in their order: one showing read once for all
    /// of them (`serve` derives the evening once, however many sizes of display ask).
    fn show_all(
        &self,
        file: &PartyFile,
        whats: &[Show],
        now: DateTime<Utc>,
    ) -> Vec<serde_json::Value> {
        whats
            .iter()
            .map(|&what| self.show(file, what, now))
            .collect()
    }
}

use crate::store::PartyFile;

/// How many different things shown (display sizes, the standings) `serve` lays out
/// between two phones' results.
pub const SIZES_PER_TURN: usize = 4;

/// This computer's address on the local network (the one a phone on the same Wi-Fi
/// reaches), or `None` when it is on no network. Nothing is sent: connecting a UDP
/// socket only asks the system which address it would use.
pub fn lan_address() -> Option<IpAddr> {
    let socket = UdpSocket::bind((Ipv4Addr::UNSPECIFIED, 0)).ok()?;
    // An address of the documentation range (TEST-NET-1): never really reached.
    socket.connect((Ipv4Addr::new(192, 0, 2, 1), 9)).ok()?;
    let ip = socket.local_addr().ok()?.ip();
    (!ip.is_unspecified() && !ip.is_loopback()).then_some(ip)
}

/// Where to listen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Bind {
    /// Every network of this computer: phones on the Wi-Fi reach it.
    Network,
    /// This address only (the tests use 127.0.0.1).
    Only(IpAddr),
}

/// The phones of an open party: the server, the tables' links and the host's side.
pub struct Phones {
    server: Server,
    tokens: Tokens,
    /// The host's side.
    pub desk: PhoneDesk,
    base: String,
    /// Something the host should know (no network, links file remade).
    pub warning: Option<String>,
    /// The guests' screens' requests, kept for the owner's [`Showing`].
    shows: Vec<server::Call>,
}

/// The pairs of a duplicate evening, each given a link of its own.
fn pairs(file: &PartyFile) -> Vec<crate::rules::duplicate::PairId> {
    match file.party().state().playing() {
        crate::rules::Playing::Duplicate(dup) => dup
            .pairs_by(&dup.movement())
            .into_iter()
            .map(|(id, _)| id)
            .collect(),
        crate::rules::Playing::Star(_) => Vec::new(),
    }
}

/// The tables the links are for: this round's, or before the first, the tables the
/// company makes.
fn tables(file: &PartyFile) -> u32 {
    let state = file.party().state();
    match state.playing() {
        crate::rules::Playing::Duplicate(dup) if dup.pairs().len() >= 2 => dup.movement().tables,
        crate::rules::Playing::Duplicate(_) => 0,
        crate::rules::Playing::Star(star) => star
            .current_round()
            .map_or_else(|| state.tables_possible(), |r| r.table_count()),
    }
}

impl Phones {
    /// Starts serving the party of `file`.
    pub fn start(
        file: &PartyFile,
        bind: Bind,
        port: u16,
        desk: PhoneDesk,
        wake: Waker,
    ) -> Result<Phones, server::StartError> {
        let (mut tokens, mut warning) = Tokens::for_party(file.path(), tables(file));
        if tokens.cover_pairs(&pairs(file))
            && let Err(why) = tokens.keep(file.path())
        {
            warning = Some(why.to_string());
        }
        let (listen, shown) = match bind {
            Bind::Only(ip) => (ip, Some(ip)),
            Bind::Network => (IpAddr::V4(Ipv4Addr::UNSPECIFIED), lan_address()),
        };
        let server = Server::start(listen, port, &tokens, wake)?;
        server.set_duplicate(file.party().state().is_duplicate());
        server.set_language(crate::words::Lang::of_party(&file.party().state().settings));
        let port = server.addr().port();
        let host = shown.unwrap_or_else(|| {
            warning = Some(crate::words::msg::heard_no_network());
            IpAddr::V4(Ipv4Addr::LOCALHOST)
        });
        let base = match host {
            IpAddr::V6(ip) => format!("http://[{ip}]:{port}"),
            IpAddr::V4(ip) => format!("http://{ip}:{port}"),
        };
        Ok(Phones {
            server,
            tokens,
            desk,
            base,
            warning,
            shows: Vec::new(),
        })
    }

    /// "http://192.168.1.20:8765".
    pub fn address(&self) -> &str {
        &self.base
    }

    /// The port listened on.
    pub fn port(&self) -> u16 {
        self.server.addr().port()
    }

    /// The guests' page, "Where do I sit?".
    pub fn seats_link(&self) -> String {
        format!("{}/", self.base)
    }

    /// The door's page, where a guest checks in (issue 52; no secret in it).
    pub fn check_in_link(&self) -> String {
        format!("{}/check-in", self.base)
    }

    /// The guest display for a television's browser (no secret in it).
    pub fn display_link(&self) -> String {
        format!("{}/display", self.base)
    }

    /// The standings for a phone (no secret in it).
    pub fn standings_link(&self) -> String {
        format!("{}/standings", self.base)
    }

    /// A table's link.
    pub fn link(&self, table: u32) -> Option<String> {
        self.tokens
            .of(table)
            .map(|token| format!("{}/t/{token}", self.base))
    }

    /// Every duplicate pair's link.
    pub fn pair_links(&self) -> Vec<(crate::rules::duplicate::PairId, String)> {
        self.tokens
            .all_pairs()
            .map(|(pair, token)| (pair, format!("{}/p/{token}", self.base)))
            .collect()
    }

    /// Every table's link, table 1 first.
    pub fn links(&self) -> Vec<(u32, String)> {
        self.tokens
            .all()
            .map(|(table, token)| (table, format!("{}/t/{token}", self.base)))
            .collect()
    }

    /// Gives new tables (opened, or seated for the first time) their links; the tables
    /// that got one.
    pub fn cover_tables(&mut self, file: &PartyFile) -> Vec<u32> {
        let before: Vec<u32> = self.tokens.all().map(|(t, _)| t).collect();
        let pairs_made = self.tokens.cover_pairs(&pairs(file));
        if !self.tokens.cover(tables(file)) && !pairs_made {
            return Vec::new();
        }
        if let Err(why) = self.tokens.keep(file.path()) {
            self.warning = Some(why.to_string());
        }
        self.server.set_tokens(&self.tokens);
        self.tokens
            .all()
            .map(|(t, _)| t)
            .filter(|t| !before.contains(t))
            .collect()
    }

    /// Remembers beside the party that the phones are on, at this port and with this
    /// intake, so that the window serves the same links when the party is opened again
    /// (after a crash as after a restart).
    pub fn remember(&mut self, file: &PartyFile) -> Result<(), tokens::KeepError> {
        self.tokens.set_serving(Some(tokens::Serving {
            port: self.port(),
            wait_for_ok: self.desk.intake == Intake::HostOk,
            agreement: self.desk.intake == Intake::Agreed,
        }));
        self.tokens.keep(file.path())
    }

    /// Remembers beside the party that the host turned the phones off.
    pub fn forget(&mut self, file: &PartyFile) -> Result<(), tokens::KeepError> {
        self.tokens.set_serving(None);
        self.tokens.keep(file.path())
    }

    /// New links for every table: the old ones stop working at once.
    pub fn renew(&mut self, file: &PartyFile) -> Result<(), tokens::KeepError> {
        self.tokens.renew();
        self.server.set_tokens(&self.tokens);
        self.tokens.keep(file.path())
    }

    /// Answers the requests waiting now (the window, once a frame).
    /// The guests' screens' requests are kept for [`Phones::answer_shows`].
    pub fn answer_waiting(&mut self, file: &mut PartyFile, now: DateTime<Utc>) -> Vec<Heard> {
        let mut heard = Vec::new();
        // The party's language, as the Party screen may have changed it (issue 51).
        self.server
            .set_language(crate::words::Lang::of_party(&file.party().state().settings));
        for call in self.server.waiting_calls() {
            heard.extend(self.answer_call(file, call, now));
        }
        heard
    }

    /// Answers one call, or keeps it for the owner's [`Showing`].
    fn answer_call(
        &mut self,
        file: &mut PartyFile,
        call: server::Call,
        now: DateTime<Utc>,
    ) -> Option<Heard> {
        if let wire::Request::Show(_) = call.request {
            self.shows.push(call);
            return None;
        }
        // The phone hears its answer in its own language (issue 51), else the party's;
        // what the host hears is facts, worded where the host hears them.
        let lang = call
            .lang
            .unwrap_or_else(|| crate::words::Lang::of_party(&file.party().state().settings));
        let (reply, said) =
            crate::words::speaking(lang, || self.desk.answer(file, call.request, now));
        let _ = call.reply.send(reply);
        said
    }

    /// Something the guests' screens show may have changed (the host acted): they hear
    /// it now rather than at their next poll.
    pub fn changed(&self) {
        self.server.changed();
    }

    /// Answers the guests' screens' requests kept so far, from `showing`.
    pub fn answer_shows(&mut self, file: &PartyFile, showing: &dyn Showing, now: DateTime<Utc>) {
        self.answer_some_shows(file, showing, now, usize::MAX);
    }

    /// Whether guests' screens' requests wait for [`Phones::answer_some_shows`].
    pub fn shows_waiting(&self) -> bool {
        !self.shows.is_empty()
    }

    /// Answers the guests' screens' requests for at most `sizes` different things shown
    /// (a display's size, the standings; [`SIZES_PER_TURN`] under `serve`), keeping the
    /// rest for the next turn: `serve` answers a phone's result between them rather
    /// than after fifty layouts.
    pub fn answer_some_shows(
        &mut self,
        file: &PartyFile,
        showing: &dyn Showing,
        now: DateTime<Utc>,
        sizes: usize,
    ) {
        self.answer_shows_now(file, showing, now, sizes);
    }

    fn answer_shows_now(
        &mut self,
        file: &PartyFile,
        showing: &dyn Showing,
        now: DateTime<Utc>,
        sizes: usize,
    ) {
        let calls = std::mem::take(&mut self.shows);
        // Each screen in its own language (issue 51: a phone's standings in its guest's,
        // the room's television in the party's unless its browser asks for another).
        let party = crate::words::Lang::of_party(&file.party().state().settings);
        let lang_of = |call: &server::Call| call.lang.unwrap_or(party);
        // Several screens of one size and language asking at once are answered from one
        // showing, and every size of a language from one reading of the party.
        let mut whats: Vec<(Show, crate::words::Lang)> = Vec::new();
        for call in &calls {
            if let wire::Request::Show(what) = call.request
                && !whats.contains(&(what, lang_of(call)))
                && whats.len() < sizes
            {
                whats.push((what, lang_of(call)));
            }
        }
        let mut bodies: Vec<serde_json::Value> = vec![serde_json::Value::Null; whats.len()];
        let mut langs: Vec<crate::words::Lang> = whats.iter().map(|(_, l)| *l).collect();
        langs.sort();
        langs.dedup();
        for lang in langs {
            let (at, shows): (Vec<usize>, Vec<Show>) = whats
                .iter()
                .enumerate()
                .filter(|(_, (_, l))| *l == lang)
                .map(|(i, (show, _))| (i, *show))
                .unzip();
            let shown = crate::words::speaking(lang, || showing.show_all(file, &shows, now));
            for (i, body) in at.into_iter().zip(shown) {
                if let Some(slot) = bodies.get_mut(i) {
                    *slot = body;
                }
            }
        }
        for call in calls {
            let wire::Request::Show(what) = call.request else {
                continue;
            };
            match whats.iter().position(|w| *w == (what, lang_of(&call))) {
                Some(i) => {
                    let body = bodies.get(i).cloned().unwrap_or_default();
                    let _ = call.reply.send(Reply { status: 200, body });
                }
                None => self.shows.push(call),
            }
        }
    }

    /// `serve`'s turn: waits up to `wait` for a request, then answers every request that
    /// came meanwhile, so a burst of results (sixty tables at the bell) is saved and
    /// answered before any guest screen is laid out (issue 36's load bound).
    pub fn answer_turn(
        &mut self,
        file: &mut PartyFile,
        now: impl Fn() -> DateTime<Utc>,
        wait: Duration,
    ) -> Vec<Heard> {
        let Some(call) = self.server.next_call(wait) else {
            return Vec::new();
        };
        let mut heard: Vec<Heard> = self.answer_call(file, call, now()).into_iter().collect();
        heard.extend(self.answer_waiting(file, now()));
        heard
    }

    /// Waits up to `wait` for a request and answers it (`serve`).
    pub fn answer_next(
        &mut self,
        file: &mut PartyFile,
        now: impl Fn() -> DateTime<Utc>,
        wait: Duration,
    ) -> Option<Heard> {
        let call = self.server.next_call(wait)?;
        self.answer_call(file, call, now())
    }
}

/// A link cut between its host and its path ("http://192.168.1.20:8080", "/t/3f8a…"),
/// where a line may break without breaking a word a guest types; `None` for a link with
/// no path beyond "/".
pub fn host_and_path(link: &str) -> Option<(&str, &str)> {
    let after_scheme = link.find("://").map_or(0, |i| i + 3);
    let cut = after_scheme + link.get(after_scheme..)?.find('/')?;
    (link.len() > cut + 1).then(|| link.split_at(cut))
}
