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
use crate::words::msg;

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
    #[error("{}", msg::mailer_not_finished())]
    NotFinished,
    /// A prize still waits for its cut: the letters would say "a cut decides".
    #[error("{}", msg::mailer_prize_uncut())]
    PrizeUncut,
    /// No server set.
    #[error("{}", msg::mailer_no_server())]
    NoServer,
    /// The host's address is missing or wrong.
    #[error("{}", msg::mailer_bad_from(crate::words::quote(.0, 40)))]
    BadFrom(String),
    /// Plain text to another computer.
    #[error("{}", msg::mailer_plain_not_local(.0.as_str()))]
    PlainNotLocal(String),
    /// A password with no encryption.
    #[error("{}", msg::mailer_password_in_clear())]
    PasswordInClear,
    /// The certificate to trust cannot be read.
    #[error("{}", bad_certificate(.0, .1))]
    BadCertificate(PathBuf, String),
    /// The server cannot be reached, or TLS failed, before anything was sent.
    #[error("{}", msg::MailerConnection { server: server.as_str(), words: words.as_str() }.say())]
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
    #[error("{}", msg::mailer_no_party())]
    NoParty,
    /// Letters are going now.
    #[error("{}", msg::mailer_busy())]
    Busy,
    /// An address typed is refused.
    #[error("{}.", crate::words::capitalised(&.0.to_string()))]
    Address(#[from] super::AddressError),
    /// A port that is not a number.
    #[error("{}", msg::mailer_bad_port(.0.as_str()))]
    BadPort(String),
    /// The server's settings could not be kept for next time.
    #[error("{}", msg::mailer_not_kept(.0.as_str()))]
    NotKept(String),
    /// The sending thread stopped without a word.
    #[error("{}", msg::mailer_stopped())]
    Stopped,
    /// A letter cannot be written to a folder (`--to-folder`).
    #[error("{}", folder_refused(.0, .1))]
    Folder(PathBuf, String),
}

/// A certificate that cannot be used, and why.
fn bad_certificate(path: &std::path::Path, why: &str) -> String {
    let path = path.display().to_string();
    msg::MailerBadCertificate { path, why }.say()
}

/// A folder the letters cannot be written to, and why.
fn folder_refused(path: &std::path::Path, why: &str) -> String {
    let path = path.display().to_string();
    msg::MailerFolder { path, why }.say()
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
            Ok(true) => Ok(msg::MailerAnswers {
                server: self.name(),
                from: self.from.as_str(),
            }
            .say()),
            Ok(false) => Err(MailError::Connection {
                server: self.name(),
                words: msg::mailer_no_answer(),
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
        (Some(code), Some(words)) => msg::MailerServerSays {
            code: code.to_string(),
            words,
        }
        .say(),
        (Some(code), None) => msg::mailer_server_says_code(code.to_string()),
        (None, Some(words)) if words.contains("certificate") => msg::mailer_untrusted(words),
        (None, Some(words)) if error.is_tls() => msg::mailer_tls_failed(words),
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
                ErrorKind::ConnectionRefused => msg::mailer_nothing_at_port(),
                ErrorKind::TimedOut | ErrorKind::WouldBlock => msg::mailer_too_slow(),
                ErrorKind::ConnectionReset
                | ErrorKind::ConnectionAborted
                | ErrorKind::BrokenPipe
                | ErrorKind::UnexpectedEof => msg::mailer_connection_lost(),
                ErrorKind::NotFound => msg::mailer_no_such_computer(),
                // TLS failures come wrapped in an I/O error: said below.
                _ => return None,
            });
        }
        next = e.source();
    }
    None
}
