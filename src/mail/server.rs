//! The computer's mail server as a connection (issue 53 §4): the settings checked
//! (plain only to this computer, never a password in the clear), TLS with rustls and
//! the system's roots (or a club's own certificate), "Test the connection", and what
//! went wrong in the host's words.

use std::net::IpAddr;
use std::path::PathBuf;
use std::time::Duration;

use lettre::transport::smtp::authentication::Credentials;
use lettre::transport::smtp::client::{Certificate, Tls, TlsParameters};
use lettre::{Address, SmtpTransport};

use serde::{Deserialize, Serialize};

use super::book::MailFileError;

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
    /// A prize still waits for its cut: the letters would say "a cut decides".
    #[error(
        "A prize still waits for its cut: cut it on the Prizes screen first, so that each \
         letter names every winner. Nothing was sent."
    )]
    PrizeUncut,
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
    /// Nothing new to send, with refusals still standing (the words say which).
    #[error("{0}")]
    NothingNew(String),
    /// No party is open.
    #[error("Open a party first.")]
    NoParty,
    /// Letters are going now.
    #[error("The letters are being sent: wait until that is done.")]
    Busy,
    /// An address typed is refused.
    #[error("{}.", crate::words::capitalised(&.0.to_string()))]
    Address(#[from] super::AddressError),
    /// A port that is not a number.
    #[error("\"{0}\" is not a port: type the server as name:port, like mail.example.org:587.")]
    BadPort(String),
    /// The server's settings could not be kept for next time.
    #[error("The mail server is set for now, but it could not be kept for next time: {0}.")]
    NotKept(String),
    /// The sending thread stopped without a word.
    #[error("The sending stopped without a word; the letters not sent wait for the next try.")]
    Stopped,
    /// A letter cannot be written to a folder (`--to-folder`).
    #[error("The letters cannot be written to {}: {}.", .0.display(), .1)]
    Folder(PathBuf, String),
}

impl MailServer {
    /// "host:port".
    pub fn name(&self) -> String {
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
        (None, Some(words)) if words.contains("certificate") => format!(
            "the server's certificate is not one this computer trusts ({words}); if it is a \
             club's own server, give its certificate file (the Certificate box on the Print \
             screen, or --ca-file)"
        ),
        (None, Some(words)) if error.is_tls() => {
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
