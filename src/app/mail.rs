//! The guests' mail at the desk (issue 53): the open party's mail file, the computer's
//! mail server (kept in the settings folder, never its password), and the sending, on a
//! thread of its own so the window never waits on a mail server. While letters go, the
//! window's copy of the mail file is put aside; the thread journals each letter in the
//! file itself, and the file is read again when it is done.

use std::path::{Path, PathBuf};
use std::sync::mpsc::{Receiver, TryRecvError, channel};

use crate::mail::send::{Which, send_all};
use crate::mail::{MailBook, MailError, MailServer, check_address, mail_path};
use crate::rules::GuestId;
use crate::rules::guests::name_key;
use crate::view::mail::{MailCommand, MailView, PasswordKept};

/// What the sending thread says.
enum Heard {
    /// A guest's outcome: worded on the window's side, in the window's language (the
    /// sending's thread speaks the program's), and counted as a fact, not by its words.
    Line(crate::mail::send::Outcome),
    /// The sending is over: its tally, or why it could not go.
    Done(Result<crate::mail::Tally, MailError>),
}

/// The guests' mail at the desk.
pub struct MailDesk {
    /// Where the computer's own settings are kept.
    settings_dir: Option<PathBuf>,
    /// The open party's mail file.
    book: Option<MailBook>,
    /// The computer's mail server.
    server: MailServer,
    /// The password, and where it is kept.
    password: Option<(String, PasswordKept)>,
    /// That there is no keyring has been said this run.
    said_no_keyring: bool,
    /// The sending under way.
    worker: Option<Receiver<Heard>>,
    /// What the last sending or test said.
    lines: Vec<String>,
    /// The letters of the sending under way mailed and refused so far.
    progress: (usize, usize),
    /// The member list whose addresses the book holds (`None`: not taken yet).
    members_seen: Option<crate::season::MemberList>,
    /// The guests a correction changed since they were mailed, worked out once per
    /// change of the party or of the book (the party's and the book's revisions).
    changed: (u64, u64, Vec<GuestId>),
}

impl MailDesk {
    /// The desk, with the mail server kept in `settings_dir` (or the user's folder).
    pub fn new(settings_dir: Option<PathBuf>) -> MailDesk {
        let dir = settings_dir.or_else(|| eframe::storage_dir("cinch-party"));
        let server = dir
            .as_deref()
            .and_then(crate::mail::server_in)
            .unwrap_or_default();
        MailDesk {
            settings_dir: dir,
            book: None,
            server,
            password: None,
            said_no_keyring: false,
            worker: None,
            lines: Vec::new(),
            progress: (0, 0),
            members_seen: None,
            changed: (0, 0, Vec::new()),
        }
    }

    /// The mail file of the party at `party` read, if it is not the one held (a party
    /// opened, or another); `None`: no party. A file that cannot be read is said.
    pub fn follow(&mut self, party: Option<&Path>) -> Option<String> {
        let Some(party) = party else {
            self.book = None;
            return None;
        };
        if self.worker.is_some()
            || self
                .book
                .as_ref()
                .is_some_and(|b| b.path() == mail_path(party))
        {
            return None;
        }
        self.lines.clear();
        match MailBook::open(party) {
            Ok(book) => {
                self.book = Some(book);
                None
            }
            Err(error) => {
                self.book = None;
                Some(error.to_string())
            }
        }
    }

    /// The mail file read again (the phones' side has written to it), unless letters
    /// are going (it is read again when they are done).
    pub fn reread(&mut self) {
        if self.worker.is_some() {
            return;
        }
        if let Some(book) = &self.book
            && let Ok(again) = MailBook::reopen(book.path())
        {
            self.book = Some(again);
        }
    }

    /// The members' addresses taken into the book (again) when the book was read
    /// again or the member list changed.
    pub fn take_members(
        &mut self,
        party: Option<&crate::rules::Party>,
        members: &crate::season::MemberList,
    ) {
        let (Some(party), Some(book)) = (party, self.book.take()) else {
            return;
        };
        let fresh = self.members_seen.as_ref() != Some(members);
        self.book = Some(if fresh || !book.has_members() {
            book.with_members(party, members)
        } else {
            book
        });
        if fresh {
            self.members_seen = Some(members.clone());
        }
    }

    /// The guests a correction changed since they were mailed worked out again, when
    /// the party or the book has changed since (not every frame: each is a letter).
    pub fn note_changes(&mut self, desk: Option<&crate::view::Desk>) {
        let (Some(desk), Some(book)) = (desk, self.book.as_ref()) else {
            self.changed = (0, 0, Vec::new());
            return;
        };
        let key = (desk.file.revision(), book.revision());
        if (self.changed.0, self.changed.1) == key {
            return;
        }
        let party = desk.party();
        let changed = if party.state().phase() == crate::rules::Phase::Finished {
            crate::mail::send::changed_since_mailed(book, party, desk.evening(), desk.file.title())
        } else {
            Vec::new()
        };
        self.changed = (key.0, key.1, changed);
    }

    /// The mail as the window shows it.
    pub fn view(&self) -> MailView<'_> {
        MailView {
            book: self.book.as_ref(),
            server: &self.server,
            password: self.password.as_ref().map(|(_, kept)| *kept),
            sending: self.worker.is_some(),
            lines: &self.lines,
            progress: self.progress,
            changed: &self.changed.2,
        }
    }

    /// Carries out a command; what to tell the host (an error, or a notice).
    pub fn command(
        &mut self,
        what: MailCommand,
        party: Option<(&crate::rules::Party, &str)>,
        ctx: Option<&egui::Context>,
    ) -> Result<Option<String>, MailError> {
        match what {
            MailCommand::Server(server) => {
                self.server = server;
                let dir = self.settings_dir.as_deref().ok_or_else(|| {
                    MailError::NotKept(crate::words::msg::app_no_settings_folder())
                })?;
                crate::mail::keep_server(dir, &self.server)
                    .map_err(|e| MailError::NotKept(crate::store::io_words(&e)))?;
                // A password typed before the user name was kept belongs to this server.
                let moved = self
                    .password
                    .take()
                    .and_then(|(p, _)| self.take_password(p));
                let kept = crate::words::msg::app_mail_server_kept();
                Ok(Some(match moved {
                    Some(moved) => format!("{kept} {moved}"),
                    None => kept,
                }))
            }
            MailCommand::Password(password) => Ok(self.take_password(password)),
            MailCommand::ForgetPassword => {
                self.password = None;
                // No keyring: nothing was kept there.
                let _ = crate::mail::keyring::forget(&self.server);
                Ok(Some(crate::words::mail::password_forgotten()))
            }
            MailCommand::Test => {
                self.recall_password();
                let said = self.server.test(self.password())?;
                self.lines = vec![said.clone()];
                Ok(Some(said))
            }
            MailCommand::Send { corrections } => {
                if let Some(words) = self.nothing_new(party, corrections)? {
                    return Ok(Some(words));
                }
                self.send(party, corrections, ctx).map(|()| None)
            }
            other => self.book_command(other).map(|()| None),
        }
    }

    /// The password known now.
    fn password(&self) -> Option<&str> {
        self.password.as_ref().map(|(p, _)| p.as_str())
    }

    /// A password typed: put in the keyring where there is one, else kept for this run
    /// (said once). What to tell the host.
    fn take_password(&mut self, password: String) -> Option<String> {
        use crate::mail::keyring::{KeyringError, remember};
        // An empty box forgets nothing (the Forget key does), and the same password
        // again is no news.
        if password.is_empty() || self.password() == Some(password.as_str()) {
            return None;
        }
        match remember(&self.server, &password) {
            Ok(()) => {
                self.password = Some((password, PasswordKept::Keyring));
                Some(crate::words::mail::password_in_keyring())
            }
            Err(why) => {
                self.password = Some((password, PasswordKept::ThisRun));
                if why == KeyringError::NoUser || self.said_no_keyring {
                    return None;
                }
                self.said_no_keyring = true;
                Some(crate::words::mail::password_for_this_run(&why.to_string()))
            }
        }
    }

    /// The password kept in the keyring for this server, when none is known yet.
    fn recall_password(&mut self) {
        if self.password.is_none()
            && let Ok(Some(password)) = crate::mail::keyring::recall(&self.server)
        {
            self.password = Some((password, PasswordKept::Keyring));
        }
    }

    /// The commands that change the mail file.
    fn book_command(&mut self, what: MailCommand) -> Result<(), MailError> {
        if self.worker.is_some() {
            return Err(MailError::Busy);
        }
        let book = self.book.as_mut().ok_or(MailError::NoParty)?;
        match what {
            MailCommand::Address {
                guest,
                address,
                consent,
            } => {
                let address = check_address(&address)?;
                book.set_address(guest, &address, consent)?;
            }
            MailCommand::Forget(guest) => book.forget(guest)?,
            MailCommand::Thanks(words) => book.set_thanks(words.trim())?,
            _ => {}
        }
        Ok(())
    }

    /// When no letter is due, what stands instead (a notice, or the refusals still
    /// standing as an error); `None`: letters are due.
    fn nothing_new(
        &mut self,
        party: Option<(&crate::rules::Party, &str)>,
        corrections: bool,
    ) -> Result<Option<String>, MailError> {
        let ((party, title), Some(book)) = (party.ok_or(MailError::NoParty)?, self.book.as_ref())
        else {
            return Err(MailError::NoParty);
        };
        if self.worker.is_some() || party.state().phase() != crate::rules::Phase::Finished {
            return Ok(None);
        }
        let which = if corrections {
            Which::WithCorrections
        } else {
            Which::New
        };
        let evening = crate::transcript::evening::Evening::of(party, 0);
        if !crate::mail::send::due(book, party, &evening, title, which).is_empty() {
            return Ok(None);
        }
        let standing = crate::mail::send::Standing::of(book, party, &evening, title);
        let words = standing.words();
        self.lines = vec![words.clone()];
        if standing.refused.is_empty() {
            Ok(Some(words))
        } else {
            Err(MailError::NothingNew(words))
        }
    }

    /// Starts the sending on its own thread.
    fn send(
        &mut self,
        party: Option<(&crate::rules::Party, &str)>,
        corrections: bool,
        ctx: Option<&egui::Context>,
    ) -> Result<(), MailError> {
        if self.worker.is_some() {
            return Err(MailError::Busy);
        }
        let (party, title) = party.ok_or(MailError::NoParty)?;
        if party.state().phase() != crate::rules::Phase::Finished {
            return Err(MailError::NotFinished);
        }
        // Checked here, so a wrong setting is said at once and nothing is put aside.
        self.recall_password();
        self.server.transport(self.password())?;
        let mut book = self.book.take().ok_or(MailError::NoParty)?;
        let (party, title) = (party.clone(), title.to_owned());
        let (server, password) = (self.server.clone(), self.password().map(str::to_owned));
        let which = if corrections {
            Which::WithCorrections
        } else {
            Which::New
        };
        let (tx, rx) = channel();
        let ctx = ctx.cloned();
        self.lines.clear();
        self.progress = (0, 0);
        self.worker = Some(rx);
        std::thread::spawn(move || {
            let wake = || {
                if let Some(ctx) = &ctx {
                    ctx.request_repaint();
                }
            };
            let mut each = |outcome: &crate::mail::send::Outcome| {
                let _ = tx.send(Heard::Line(outcome.clone()));
                wake();
            };
            let done = send_all(
                &mut book,
                &party,
                &title,
                &server,
                password.as_deref(),
                which,
                &mut each,
            );
            let _ = tx.send(Heard::Done(done));
            wake();
        });
        Ok(())
    }

    /// What the sending said since the last frame: when it is over (and the mail file
    /// read again), its words and whether anything went wrong.
    pub fn poll(&mut self, party: Option<&Path>) -> Option<(String, bool)> {
        let worker = self.worker.as_ref()?;
        let done = loop {
            match worker.try_recv() {
                Ok(Heard::Line(outcome)) => {
                    use crate::mail::send::Outcome;
                    match outcome {
                        Outcome::Sent { .. } => self.progress.0 += 1,
                        Outcome::Refused { .. } => self.progress.1 += 1,
                        Outcome::Waiting { .. } => {}
                    }
                    self.lines.push(outcome.line());
                }
                Ok(Heard::Done(result)) => break result,
                Err(TryRecvError::Empty) => return None,
                Err(TryRecvError::Disconnected) => break Err(MailError::Stopped),
            }
        };
        self.worker = None;
        if let Some(party) = party {
            self.book = MailBook::open(party).ok();
        }
        let (words, trouble) = match done {
            Ok(tally) => (tally.words(), tally.refused + tally.waiting > 0),
            Err(error) => (error.to_string(), true),
        };
        self.lines.push(words.clone());
        Some((words, trouble))
    }
}

impl super::CinchApp {
    /// Carries out a mail command.
    pub(super) fn mail_command(&mut self, what: MailCommand) {
        let party = self.desk.as_ref().map(|d| (d.file.party(), d.file.title()));
        let ctx = self.ctx.clone();
        match self.mail.command(what, party, ctx.as_ref()) {
            Ok(Some(notice)) => self.toasts.notice(notice),
            Ok(None) => {}
            Err(error) => self.toasts.error(error.to_string()),
        }
    }

    /// The mail file followed to the open party, and the sending's news.
    pub(super) fn mail_news(&mut self) {
        let path = self.desk.as_ref().map(|d| d.file.path().to_path_buf());
        if let Some(error) = self.mail.follow(path.as_deref()) {
            self.toasts.error(error);
        }
        let party = self.desk.as_ref().map(|d| d.file.party());
        self.mail.take_members(party, &self.season.view.members);
        self.mail.note_changes(self.desk.as_ref());
        match self.mail.poll(path.as_deref()) {
            Some((words, false)) => self.toasts.notice(words),
            Some((words, true)) => self.toasts.error(words),
            None => {}
        }
    }

    /// The addresses pasted with the names just added, kept with the guest's consent
    /// (they gave it to be mailed their evening).
    pub(super) fn keep_pasted_addresses(
        &mut self,
        added: &[String],
        addresses: &[(String, String)],
    ) {
        let Some(desk) = &self.desk else { return };
        let state = desk.state();
        let found: Vec<_> = addresses
            .iter()
            .filter(|(name, _)| added.iter().any(|a| name_key(a) == name_key(name)))
            .filter_map(|(name, address)| {
                let guest = state
                    .guests()
                    .iter()
                    .find(|g| !g.removed && name_key(&g.name) == name_key(name))?;
                Some((guest.id, address.clone()))
            })
            .collect();
        for (guest, address) in found {
            self.mail_command(crate::view::mail::MailCommand::Address {
                guest,
                address,
                consent: true,
            });
        }
    }
}
