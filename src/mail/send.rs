//! Sending the guests' letters over the host's own mail server (issue 53 §3, §4):
//! lettre with rustls, one connection kept open for the whole batch. Each letter is
//! written `Queued` in the mail file before it is handed over and `Sent` or `Refused`
//! after, so nothing is lost or sent twice across a crash (`book`).

use std::net::IpAddr;
use std::path::PathBuf;
use std::time::Duration;

use lettre::message::header::ContentType;
use lettre::message::{Attachment, Mailbox, MultiPart};
use lettre::transport::smtp::authentication::Credentials;
use lettre::transport::smtp::client::{Certificate, Tls, TlsParameters};
use lettre::{Address, Message, SmtpTransport, Transport};
use serde::{Deserialize, Serialize};

use super::book::{MailBook, MailFileError, Outgoing};
use super::compose::{Letter, letter};
use crate::rules::{GuestId, Party, Phase};
use crate::transcript::evening::Evening;

/// How the connection to the mail server is protected.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, clap::ValueEnum)]
pub enum Security {
    /// Plain at first, then STARTTLS, required (port 587).
    #[default]
    Starttls,
    /// TLS from the first byte (port 465).
    Tls,
    /// No encryption: only to a server on this computer (a loopback address).
    None,
}

/// The computer's mail server (never in a party file).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct MailServer {
    /// The server's name or address.
    pub host: String,
    /// Its port (0: the usual one for the security).
    pub port: u16,
    /// How the connection is protected.
    pub security: Security,
    /// The user name, if the server asks for one.
    pub user: Option<String>,
    /// The host's own address: the letters come from it, answers go to it, and it gets
    /// a copy of each.
    pub from: String,
    /// A certificate to trust besides the usual ones (a club's own server), PEM.
    pub ca_file: Option<PathBuf>,
}

/// Why the letters cannot be sent at all.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MailError {
    /// The evening is not over.
    #[error("The evening is not over yet: the guests' evenings are mailed after the last bell.")]
    NotFinished,
    /// No server set.
    #[error(
        "No mail server is set: give one (--server smtp://HOST:PORT), or set it on the Print screen."
    )]
    NoServer,
    /// The host's address is missing or wrong.
    #[error("The host's address {} is not a mail address: the letters come from it (--from ADDRESS).", crate::words::quote(.0, 40))]
    BadFrom(String),
    /// Plain text to another computer.
    #[error(
        "Mail without encryption goes only to a server on this computer, not to {0}: choose STARTTLS or TLS."
    )]
    PlainNotLocal(String),
    /// A password with no encryption.
    #[error("A password is never sent without encryption: choose STARTTLS or TLS.")]
    PasswordInClear,
    /// The certificate to trust cannot be read.
    #[error("The certificate {} cannot be used: {}.", .0.display(), .1)]
    BadCertificate(PathBuf, String),
    /// The server cannot be reached, or TLS failed, before anything was sent.
    #[error("The mail server {server} cannot be used: {words}. Nothing was sent.")]
    Connection {
        /// host:port.
        server: String,
        /// What went wrong.
        words: String,
    },
    /// The mail file.
    #[error(transparent)]
    File(#[from] MailFileError),
    /// A letter cannot be written to a folder (`--to-folder`).
    #[error("The letters cannot be written to {}: {}.", .0.display(), .1)]
    Folder(PathBuf, String),
}

/// One guest's part of a sending.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// The server took it.
    Sent {
        /// Who.
        name: String,
        /// Where to.
        to: String,
        /// The server's answer.
        answer: String,
    },
    /// The server refused it.
    Refused {
        /// Who.
        name: String,
        /// Where to.
        to: String,
        /// The server's words.
        words: String,
    },
    /// Not sent: the connection was lost; it goes at the next sending.
    Waiting {
        /// Who.
        name: String,
        /// Why.
        words: String,
    },
}

impl Outcome {
    /// The outcome as a line.
    pub fn line(&self) -> String {
        match self {
            Outcome::Sent { name, to, answer } => format!("Mailed {name} <{to}>: {answer}"),
            Outcome::Refused { name, to, words } => format!("Refused {name} <{to}>: {words}"),
            Outcome::Waiting { name, words } => format!("Waiting {name}: {words}"),
        }
    }
}

/// What a sending did, for the top bar and the command line.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Tally {
    /// Letters the server took.
    pub sent: usize,
    /// Letters still to go.
    pub waiting: usize,
    /// Letters refused.
    pub refused: usize,
}

impl Tally {
    /// "Mailed 21 of 24; 2 waiting; 1 refused."
    pub fn words(&self) -> String {
        let all = self.sent + self.waiting + self.refused;
        let mut out = format!("Mailed {} of {all}", self.sent);
        if self.waiting > 0 {
            out.push_str(&format!("; {} waiting", self.waiting));
        }
        if self.refused > 0 {
            out.push_str(&format!("; {} refused", self.refused));
        }
        out.push('.');
        out
    }
}

/// Which letters a sending takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Which {
    /// Each consenting guest's not sent yet (and those queued before a crash).
    New,
    /// Those, and the evenings a correction changed since they were mailed.
    WithCorrections,
}

/// A letter ready to go: the guest, their address and the message.
#[derive(Debug, Clone)]
pub struct Ready {
    /// The letter.
    pub letter: Letter,
    /// Their address.
    pub to: String,
    /// The letter's Message-ID (the queued one, when it goes again).
    pub id: String,
    /// The message.
    pub message: Message,
}

/// The guests with an address and consent whose letter should go, by `which`.
pub fn due(
    book: &MailBook,
    party: &Party,
    evening: &Evening,
    title: &str,
    which: Which,
) -> Vec<(Letter, String, Option<String>)> {
    book.contacts()
        .filter(|(_, c)| c.consent)
        .filter_map(|(guest, contact)| {
            let letter = letter(party, evening, title, guest)?;
            let queued_id = match book.outgoing(guest) {
                None => None,
                // Queued before a crash: it goes again, under the same Message-ID.
                Some(Outgoing::Queued { id, .. }) => Some(id.clone()),
                Some(Outgoing::Refused { .. }) if book.sent_to(guest) != Some(&contact.address) => {
                    None
                }
                Some(done)
                    if which == Which::WithCorrections && done.evening() != letter.evening() =>
                {
                    None
                }
                Some(_) => return None,
            };
            Some((letter, contact.address.clone(), queued_id))
        })
        .collect()
}

/// The guests whose evening a correction changed since it was mailed.
pub fn changed_since_mailed(
    book: &MailBook,
    party: &Party,
    evening: &Evening,
    title: &str,
) -> Vec<GuestId> {
    book.contacts()
        .filter_map(|(guest, _)| {
            let Some(Outgoing::Sent {
                evening: mailed, ..
            }) = book.outgoing(guest)
            else {
                return None;
            };
            let now = letter(party, evening, title, guest)?;
            (now.evening() != *mailed).then_some(guest)
        })
        .collect()
}

/// What every letter of a sending shares: the party and its evening, the title, the
/// host's thanks and address, and the results page attached to each (made once).
pub struct Mailing<'a> {
    /// The party.
    pub party: &'a Party,
    /// Its evening, derived.
    pub evening: &'a Evening,
    /// Its title.
    pub title: &'a str,
    /// The host's words of thanks.
    pub thanks: &'a str,
    /// The host's address.
    pub from: &'a str,
    page: String,
}

impl<'a> Mailing<'a> {
    /// A sending of `party`'s letters.
    pub fn new(
        party: &'a Party,
        evening: &'a Evening,
        title: &'a str,
        thanks: &'a str,
        from: &'a str,
    ) -> Mailing<'a> {
        Mailing {
            party,
            evening,
            title,
            thanks,
            from,
            page: crate::publish::results_page(party, evening, title),
        }
    }

    /// The message of a letter: plain text and HTML, the evening's page attached; from
    /// the host, answers to the host, a copy to the host. The guest's name is only ever
    /// a display name (encoded by lettre): it cannot add a recipient or a header.
    pub fn message(&self, letter: &Letter, to: &str, id: &str) -> Result<Message, MailError> {
        let host: Address = self
            .from
            .parse()
            .map_err(|_| MailError::BadFrom(self.from.to_owned()))?;
        let guest: Address = to.parse().map_err(|_| MailError::BadFrom(to.to_owned()))?;
        let host_box = Mailbox::new(Some(self.title.to_owned()), host.clone());
        let html =
            crate::publish::letter_page(self.party, self.evening, self.title, letter, self.thanks);
        let file = format!("{}.html", crate::publish::slug(self.title));
        let body = MultiPart::mixed()
            .multipart(MultiPart::alternative_plain_html(
                letter.text(self.title, self.thanks),
                html,
            ))
            .singlepart(Attachment::new(file).body(self.page.clone(), ContentType::TEXT_HTML));
        Message::builder()
            .message_id(Some(id.to_owned()))
            .from(host_box.clone())
            .reply_to(host_box)
            .to(Mailbox::new(Some(letter.name.clone()), guest))
            .cc(Mailbox::new(None, host))
            .subject(letter.subject.clone())
            .multipart(body)
            .map_err(|e| MailError::BadFrom(e.to_string()))
    }
}

/// A fresh Message-ID at the host's domain.
pub fn new_id(from: &str) -> String {
    let domain = from.rsplit_once('@').map_or("localhost", |(_, d)| d);
    format!("<cinch-party.{:016x}@{domain}>", rand::random::<u64>())
}

impl MailServer {
    /// "host:port".
    fn name(&self) -> String {
        format!("{}:{}", self.host, self.port())
    }

    /// The port, or the usual one.
    pub fn port(&self) -> u16 {
        match (self.port, self.security) {
            (0, Security::Starttls) => 587,
            (0, Security::Tls) => 465,
            (0, Security::None) => 25,
            (port, _) => port,
        }
    }

    /// Checks the settings and makes the transport (no connection yet).
    pub fn transport(&self, password: Option<&str>) -> Result<SmtpTransport, MailError> {
        if self.host.trim().is_empty() {
            return Err(MailError::NoServer);
        }
        self.from
            .parse::<Address>()
            .map_err(|_| MailError::BadFrom(self.from.clone()))?;
        let builder = SmtpTransport::builder_dangerous(self.host.trim()).port(self.port());
        let builder = match self.security {
            Security::None => {
                if !is_loopback(&self.host) {
                    return Err(MailError::PlainNotLocal(self.host.clone()));
                }
                if password.is_some() {
                    return Err(MailError::PasswordInClear);
                }
                builder.tls(Tls::None)
            }
            Security::Starttls => builder.tls(Tls::Required(self.tls()?)),
            Security::Tls => builder.tls(Tls::Wrapper(self.tls()?)),
        };
        let builder = match (&self.user, password) {
            (Some(user), Some(password)) => {
                builder.credentials(Credentials::new(user.clone(), password.to_owned()))
            }
            _ => builder,
        };
        Ok(builder.timeout(Some(Duration::from_secs(30))).build())
    }

    fn tls(&self) -> Result<TlsParameters, MailError> {
        let mut params = TlsParameters::builder(self.host.trim().to_owned());
        if let Some(file) = &self.ca_file {
            let bad = |words: String| MailError::BadCertificate(file.clone(), words);
            let pem = std::fs::read(file).map_err(|e| bad(crate::store::io_words(&e)))?;
            params = params
                .add_root_certificate(Certificate::from_pem(&pem).map_err(|e| bad(e.to_string()))?);
        }
        params.build_rustls().map_err(|e| MailError::Connection {
            server: self.name(),
            words: e.to_string(),
        })
    }

    /// "Test the connection": connects, says hello (and STARTTLS, and logs in) and
    /// says what the server answered.
    pub fn test(&self, password: Option<&str>) -> Result<String, MailError> {
        let transport = self.transport(password)?;
        match transport.test_connection() {
            Ok(true) => Ok(format!(
                "The mail server {} answers, and takes mail from {}.",
                self.name(),
                self.from
            )),
            Ok(false) => Err(MailError::Connection {
                server: self.name(),
                words: "it does not answer".to_owned(),
            }),
            Err(e) => Err(MailError::Connection {
                server: self.name(),
                words: error_words(&e),
            }),
        }
    }
}

/// Whether `host` is this computer.
fn is_loopback(host: &str) -> bool {
    let host = host.trim().trim_start_matches('[').trim_end_matches(']');
    host.eq_ignore_ascii_case("localhost")
        || host.parse::<IpAddr>().is_ok_and(|ip| ip.is_loopback())
}

/// A lettre error in the host's words: the server's own words when it answered.
pub fn error_words(error: &lettre::transport::smtp::Error) -> String {
    if let Some(words) = network_words(error) {
        return words;
    }
    let server = std::error::Error::source(error).map(ToString::to_string);
    match (error.status(), server) {
        (Some(code), Some(words)) => format!("the server says {code} {words}"),
        (Some(code), None) => format!("the server says {code}"),
        (None, Some(words)) if error.is_tls() || words.contains("certificate") => {
            format!("the secure connection failed ({words})")
        }
        (None, Some(words)) => words,
        (None, None) => error.to_string(),
    }
}

/// A network failure under `error`, in words.
fn network_words(error: &(dyn std::error::Error + 'static)) -> Option<String> {
    use std::io::ErrorKind;
    let mut next = Some(error);
    while let Some(e) = next {
        if let Some(io) = e.downcast_ref::<std::io::Error>() {
            return Some(match io.kind() {
                ErrorKind::ConnectionRefused => "nothing answers at that port".to_owned(),
                ErrorKind::TimedOut | ErrorKind::WouldBlock => {
                    "it did not answer in time".to_owned()
                }
                ErrorKind::ConnectionReset
                | ErrorKind::ConnectionAborted
                | ErrorKind::BrokenPipe
                | ErrorKind::UnexpectedEof => "the connection was lost".to_owned(),
                ErrorKind::NotFound => "no computer of that name is known".to_owned(),
                // TLS failures come wrapped in an I/O error: said below.
                _ => return None,
            });
        }
        next = e.source();
    }
    None
}

/// Sends the due letters through `server`, one by one, journalled in `book`; `each` hears
/// each guest's outcome as it happens. Refused until the evening is finished.
#[allow(clippy::too_many_arguments)]
pub fn send_all(
    book: &mut MailBook,
    party: &Party,
    title: &str,
    server: &MailServer,
    password: Option<&str>,
    which: Which,
    each: &mut dyn FnMut(&Outcome),
) -> Result<Tally, MailError> {
    if party.state().phase() != Phase::Finished {
        return Err(MailError::NotFinished);
    }
    let transport = server.transport(password)?;
    let evening = Evening::of(party, 0);
    let due = due(book, party, &evening, title, which);
    let thanks = book.thanks().to_owned();
    let mailing = Mailing::new(party, &evening, title, &thanks, &server.from);
    let mut tally = Tally::default();
    let mut lost: Option<String> = None;
    for (letter, to, queued) in due {
        let name = letter.name.clone();
        if let Some(words) = &lost {
            tally.waiting += 1;
            each(&Outcome::Waiting {
                name,
                words: words.clone(),
            });
            continue;
        }
        let id = queued.clone().unwrap_or_else(|| new_id(&server.from));
        let message = mailing.message(&letter, &to, &id)?;
        if queued.is_none() {
            book.queue(letter.guest, &id, &to, &letter.evening())?;
        }
        let outcome = match transport.send(&message) {
            Ok(response) => {
                let answer = format!(
                    "{} {}",
                    response.code(),
                    response.message().collect::<Vec<_>>().join(" ")
                );
                book.sent(letter.guest, &id, &answer)?;
                tally.sent += 1;
                Outcome::Sent { name, to, answer }
            }
            Err(e) if e.is_permanent() => {
                let words = error_words(&e);
                book.refused(letter.guest, &id, &words)?;
                tally.refused += 1;
                Outcome::Refused { name, to, words }
            }
            Err(e) => {
                // Nothing is known to have been sent: the letter stays queued.
                let words = error_words(&e);
                if tally.sent == 0 && tally.refused == 0 {
                    // The first letter did not go: the server cannot be used at all.
                    return Err(MailError::Connection {
                        server: server.name(),
                        words,
                    });
                }
                lost = Some(words.clone());
                tally.waiting += 1;
                Outcome::Waiting { name, words }
            }
        };
        each(&outcome);
    }
    Ok(tally)
}

/// The letters as `.eml` files in `dir`, sent nowhere: one a guest, named after them.
pub fn write_folder(
    book: &MailBook,
    party: &Party,
    title: &str,
    from: &str,
    dir: &std::path::Path,
) -> Result<Vec<PathBuf>, MailError> {
    let evening = Evening::of(party, 0);
    let refuse = |path: &std::path::Path, e: std::io::Error| {
        MailError::Folder(path.to_path_buf(), crate::store::io_words(&e))
    };
    std::fs::create_dir_all(dir).map_err(|e| refuse(dir, e))?;
    let mailing = Mailing::new(party, &evening, title, book.thanks(), from);
    let mut written = Vec::new();
    for (letter, to, _) in due(book, party, &evening, title, Which::WithCorrections) {
        let message = mailing.message(&letter, &to, &new_id(from))?;
        let path = dir.join(format!("{}.eml", crate::publish::slug(&letter.name)));
        std::fs::write(&path, message.formatted()).map_err(|e| refuse(&path, e))?;
        written.push(path);
    }
    Ok(written)
}
