//! The phones at the tables, as the window runs them: the server starts and stops on the
//! host's word; each frame the window answers what the phones sent (the server wakes it,
//! so a result shows at once without a key being pressed), tells the host, and makes the
//! table's card flash.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use chrono::{DateTime, Utc};

use crate::phones::{Bind, Heard, Intake, PhoneDesk, Phones};
use crate::rules::Action;
use crate::view::{PhonesCommand, PhonesView};
use crate::words::msg;

use super::CinchApp;

/// How long a table's card flashes after its phone reported, in seconds.
pub const FLASH_SECONDS: f64 = 4.0;

/// The window's phones.
pub struct PhoneState {
    running: Option<(PathBuf, Phones)>,
    /// The port for the next start.
    pub port: u16,
    /// Direct, or the host's OK.
    pub intake: Intake,
    /// Why the server could not start, until the next try.
    pub error: Option<String>,
    /// When each table last reported from a phone (egui time).
    pub flash: BTreeMap<u32, f64>,
    /// Where to listen (the tests use 127.0.0.1).
    pub bind: Bind,
    /// The open party's phones were on when it was last open: served again at their
    /// port, tried until the port is free (issue 41).
    resume: Option<Resume>,
}

/// Phones to serve again: the party's, at the port its printed links point to.
struct Resume {
    /// The party.
    path: PathBuf,
    /// When to try (again).
    at: DateTime<Utc>,
    /// Tried and refused at least once (the host has been told).
    refused: bool,
}

impl Default for PhoneState {
    fn default() -> Self {
        PhoneState {
            running: None,
            port: crate::phones::DEFAULT_PORT,
            // Issue 52: a result from a phone counts when the other side agrees.
            intake: Intake::Agreed,
            error: None,
            flash: BTreeMap::new(),
            bind: Bind::Network,
            resume: None,
        }
    }
}

impl PhoneState {
    /// What the screens show.
    pub fn view(&self, party: Option<&crate::rules::State>) -> PhonesView {
        let running = self.running.as_ref().map(|(_, p)| p);
        PhonesView {
            on: running.is_some(),
            address: running.map(|p| p.address().to_owned()),
            seats_link: running.map(Phones::seats_link),
            check_in_link: running.map(Phones::check_in_link),
            display_link: running.map(Phones::display_link),
            standings_link: running.map(Phones::standings_link),
            links: running.map(Phones::links).unwrap_or_default(),
            pair_links: running.map(Phones::pair_links).unwrap_or_default(),
            warning: running.and_then(|p| p.warning.clone()),
            error: self.error.clone(),
            retrying: self.resume.as_ref().is_some_and(|r| r.refused) && running.is_none(),
            port: self.port,
            intake: self.intake,
            pending: party
                .and_then(|state| state.star())
                .map(|star| {
                    star.held()
                        .map(|h| (h.table, h.score.0, h.score.1, h.agreement))
                        .collect()
                })
                .unwrap_or_default(),
        }
    }
}

impl CinchApp {
    /// Listen for the phones on this address only (the tests use 127.0.0.1), port 0
    /// meaning any free one.
    pub fn phones_listen_on(&mut self, ip: std::net::IpAddr, port: u16) {
        self.phones.bind = crate::phones::Bind::Only(ip);
        self.phones.port = port;
    }

    /// The phones' links, table 1 first (empty while they are off).
    pub fn phone_links(&self) -> Vec<(u32, String)> {
        self.phones.view(None).links
    }

    /// Runs a command about the phones.
    pub(super) fn phones_command(&mut self, command: PhonesCommand, ctx: Option<&egui::Context>) {
        match command {
            PhonesCommand::Serve(false) => {
                if let (Some((_, phones)), Some(desk)) = (&mut self.phones.running, &self.desk)
                    && let Err(why) = phones.forget(&desk.file)
                {
                    self.toasts.error(why.to_string());
                }
                self.phones.running = None;
                self.phones.resume = None;
                self.phones.error = None;
                self.toasts.notice(msg::heard_phones_off());
            }
            PhonesCommand::Serve(true) => self.start_phones(ctx),
            PhonesCommand::Port(port) => self.phones.port = port,
            PhonesCommand::Intake(intake) => {
                self.phones.intake = intake;
                if let (Some((_, phones)), Some(desk)) = (&mut self.phones.running, &self.desk) {
                    phones.desk.intake = intake;
                    if let Err(why) = phones.remember(&desk.file) {
                        self.toasts.error(why.to_string());
                    }
                }
            }
            PhonesCommand::NewLinks => {
                if let (Some((_, phones)), Some(desk)) = (&mut self.phones.running, &self.desk) {
                    match phones.renew(&desk.file) {
                        Ok(()) => self.toasts.notice(msg::heard_new_links()),
                        Err(why) => self.toasts.error(why.to_string()),
                    }
                }
            }
            // Both are actions of the party: saved, undoable, in the history.
            PhonesCommand::Accept(table) => {
                if self.apply(Action::AcceptHeld { table }, 0.0) {
                    self.toasts.notice(msg::heard_accepted(table));
                }
            }
            PhonesCommand::Refuse(table) => {
                if self.apply(Action::TurnDownHeld { table }, 0.0) {
                    self.toasts.notice(msg::heard_turned_down(table));
                }
            }
        }
    }

    /// Ctrl+J: the table calling longest is answered (issue 52); its phone says the host
    /// is on the way.
    pub(super) fn answer_first_call(&mut self, time: f64) {
        let first = self
            .desk
            .as_ref()
            .and_then(|desk| desk.state().open_calls().first().map(|call| call.table));
        match first {
            Some(table) => {
                if self.apply(Action::AnswerCall { table }, time) {
                    self.toasts.notice(msg::heard_on_the_way(table));
                }
            }
            None => self.toasts.notice(msg::heard_nobody_calling()),
        }
    }

    /// The door's keys (issue 52): the first waiting let in or turned away, or everyone
    /// let in, each in turn (one the rules refuse, a name the list has meanwhile, is
    /// said, and stays at the door).
    pub(super) fn door_key(&mut self, key: crate::view::UiCommand, time: f64) {
        use crate::view::UiCommand;
        let waiting: Vec<String> = self.desk.as_ref().map_or_else(Vec::new, |desk| {
            desk.state()
                .at_the_door()
                .iter()
                .map(|k| k.name.clone())
                .collect()
        });
        let Some(first) = waiting.first().cloned() else {
            self.toasts.notice(msg::heard_nobody_at_the_door());
            return;
        };
        match key {
            UiCommand::DoorLetIn => {
                if self.apply(
                    Action::LetIn {
                        name: first.clone(),
                    },
                    time,
                ) {
                    self.toasts.notice(msg::heard_let_in(first.as_str()));
                }
            }
            UiCommand::DoorTurnAway => {
                if self.apply(
                    Action::TurnAway {
                        name: first.clone(),
                    },
                    time,
                ) {
                    self.toasts.notice(msg::heard_turned_away(first.as_str()));
                }
            }
            _ => {
                let mut n = 0;
                for name in waiting {
                    if self.apply(Action::LetIn { name }, time) {
                        n += 1;
                    }
                }
                if n > 0 && !self.toasts.items().iter().any(|t| t.error) {
                    self.toasts.notice(msg::heard_all_let_in(n));
                }
            }
        }
    }

    /// The host turned the phones on.
    fn start_phones(&mut self, ctx: Option<&egui::Context>) {
        if self.desk.is_none() {
            self.toasts.error(msg::heard_open_a_party());
            return;
        }
        self.phones.resume = None;
        match self.launch_phones(ctx) {
            Ok(address) => self.toasts.notice(msg::heard_phones_on(address)),
            Err(why) => {
                let why = why.to_string();
                self.toasts.error(why.clone());
                self.phones.error = Some(why);
            }
        }
    }

    /// Starts the server for the open party at the port chosen, and remembers beside the
    /// party that its phones are on; the address served, or why not in words.
    fn launch_phones(&mut self, ctx: Option<&egui::Context>) -> Result<String, LaunchError> {
        let Some(desk) = &self.desk else {
            return Err(LaunchError::NoParty);
        };
        self.phones.running = None;
        let wake: crate::phones::Waker = match ctx {
            Some(ctx) => {
                let ctx = ctx.clone();
                std::sync::Arc::new(move || ctx.request_repaint())
            }
            None => std::sync::Arc::new(|| {}),
        };
        let phone_desk = PhoneDesk::new(self.phones.intake, crate::rules::shuffler(rand::random()));
        let mut phones = Phones::start(
            &desk.file,
            self.phones.bind,
            self.phones.port,
            phone_desk,
            wake,
        )?;
        self.phones.error = None;
        if let Err(why) = phones.remember(&desk.file) {
            self.toasts.error(why.to_string());
        }
        let address = phones.address().to_owned();
        self.phones.running = Some((desk.file.path().to_path_buf(), phones));
        Ok(address)
    }

    /// A party was opened: if its phones were on when it was last open, they come back
    /// on at the same port on the next frame (issue 41).
    pub(super) fn resume_phones(&mut self, path: &Path) {
        self.phones.resume = None;
        let Some(serving) = crate::phones::tokens::serving_of(path) else {
            return;
        };
        self.phones.port = serving.port;
        self.phones.intake = serving.intake();
        self.phones.resume = Some(Resume {
            path: path.to_path_buf(),
            at: self.clock.now(),
            refused: false,
        });
    }

    /// Serves a reopened party's phones again when it is time to try; says so, or why
    /// not and that it keeps trying.
    fn try_resume(&mut self, ctx: Option<&egui::Context>) {
        let open = self.desk.as_ref().map(|d| d.file.path().to_path_buf());
        let now = self.clock.now();
        let Some(resume) = &self.phones.resume else {
            return;
        };
        if Some(&resume.path) != open.as_ref() || self.phones.running.is_some() {
            self.phones.resume = None;
            return;
        }
        if now < resume.at {
            return;
        }
        let first = !resume.refused;
        match self.launch_phones(ctx) {
            Ok(address) => {
                self.phones.resume = None;
                self.toasts.notice(crate::words::phones_back_on(&address));
            }
            Err(why) => {
                let words = crate::words::phones_port_taken(self.phones.port, &why.to_string());
                if first {
                    self.toasts.error(words.clone());
                }
                self.phones.error = Some(words);
                if let Some(resume) = &mut self.phones.resume {
                    resume.refused = true;
                    resume.at = now + chrono::Duration::seconds(crate::words::PHONES_RETRY_SECONDS);
                }
            }
        }
        if let Some(ctx) = ctx
            && self.phones.resume.is_some()
        {
            ctx.request_repaint_after(std::time::Duration::from_secs(1));
        }
    }

    /// Answers what the phones sent since the last frame; stops the server when its party
    /// is no longer the one open; gives new tables their links.
    pub(super) fn answer_phones(&mut self, time: f64) {
        if self.phones.resume.is_some() {
            let ctx = self.ctx.clone();
            self.try_resume(ctx.as_ref());
        }
        let open = self.desk.as_ref().map(|d| d.file.path().to_path_buf());
        if self
            .phones
            .running
            .as_ref()
            .is_some_and(|(path, _)| Some(path) != open.as_ref())
        {
            self.phones.running = None;
            self.phones.flash.clear();
        }
        // The display's welcome shows the door's code while the phones are on (issue 52).
        let door = self.phones.running.as_ref().map(|(_, p)| p.check_in_link());
        if self.display.state.door != door {
            self.display.state.door = door;
        }
        let (Some((_, phones)), Some(desk)) = (&mut self.phones.running, &mut self.desk) else {
            return;
        };
        let now = self.clock.now();
        // The phones read the evening the desk derived, not one of their own.
        phones.desk.share(std::sync::Arc::clone(desk.evening()));
        let heard = phones.answer_waiting(&mut desk.file, now);
        if !heard.is_empty() {
            desk.refresh_with(phones.desk.evening_at(desk.file.revision()));
            phones.changed();
        }
        // The guests' screens see the party as it is after those results.
        let showing = crate::view::web::DeskShowing {
            desk,
            display: &self.display.state,
            moves_into: self.session.moves_into,
        };
        phones.answer_shows(&desk.file, &showing, now);
        for said in heard {
            match said {
                Heard::Recorded { table, words } => {
                    self.phones.flash.insert(table, time);
                    self.toasts.notice(words);
                }
                Heard::Waiting { table, words } | Heard::Asked { table, words } => {
                    self.phones.flash.insert(table, time);
                    self.toasts.notice(words);
                }
                // The call stays in the top bar until the host answers it.
                Heard::Called { table, words } => {
                    self.phones.flash.insert(table, time);
                    self.toasts.notice(words);
                }
                Heard::AtTheDoor { words } => self.toasts.notice(words),
                Heard::NotSaved { words } => self.toasts.error(words),
                Heard::MailAddress { words } => {
                    // The phones' side wrote the mail file: the desk reads it again.
                    self.mail.reread();
                    self.toasts.notice(words);
                }
            }
        }
        phones.cover_tables(&desk.file);
        self.phones
            .flash
            .retain(|_, at| time - *at < FLASH_SECONDS && time >= *at);
    }

    /// The party was closed: nothing of its phones is tried again.
    pub(super) fn phones_closed(&mut self) {
        self.phones.resume = None;
        self.phones.error = None;
    }

    /// The host acted: the guests' screens ask again at once (issue 36).
    pub(super) fn phones_changed(&self) {
        if let Some((_, phones)) = &self.phones.running {
            phones.changed();
        }
    }

    /// Whether a table's card flashes now, and the phones' flashes still to come.
    pub(super) fn phones_flashing(&self) -> bool {
        !self.phones.flash.is_empty()
    }
}

/// Why the phones could not be switched on.
#[derive(Debug, thiserror::Error)]
pub(super) enum LaunchError {
    /// No party is open.
    #[error("{}", msg::heard_open_a_party())]
    NoParty,
    /// The server could not start (the port taken, the address gone …).
    #[error(transparent)]
    Start(#[from] crate::phones::server::StartError),
}
