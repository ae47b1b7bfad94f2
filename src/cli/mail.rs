//! `cinch-party mail FILE`: each consenting guest's evening mailed, with the computer's
//! mail server or the one given (issue 53 §5). One line a guest as it goes; a non-zero
//! exit if any letter was refused or is still waiting.

use std::io::Write;
use std::path::{Path, PathBuf};

use crate::headless::{CommandError, terminal_safe};
use crate::mail::send::{Outcome, Standing, Which, send_all, write_folder};
use crate::mail::{MailBook, server_in};
use crate::mail::{MailServer, Security};

/// The environment variable that holds the mail server's password for the command line.
pub const PASSWORD_ENV: &str = "CINCH_PARTY_MAIL_PASSWORD";

/// `mail FILE`'s options.
#[derive(Debug, Clone, clap::Args)]
pub struct MailArgs {
    /// The party file (a bare file name is looked up in the saves folder).
    pub file: PathBuf,
    /// The mail server, `smtp://HOST:PORT` (default: the one set in the window).
    #[arg(long, value_name = "smtp://HOST:PORT")]
    pub server: Option<String>,
    /// How the connection is protected (plain `none` only to this computer).
    #[arg(long, value_enum)]
    pub security: Option<Security>,
    /// The host's address: the letters come from it, and it gets a copy of each.
    #[arg(long, value_name = "ADDRESS")]
    pub from: Option<String>,
    /// The user name at the server (the password from $CINCH_PARTY_MAIL_PASSWORD, else
    /// from this computer's keyring, where the window keeps it).
    #[arg(long, value_name = "NAME")]
    pub user: Option<String>,
    /// A certificate to trust besides the usual ones (PEM): a club's own server.
    #[arg(long, value_name = "FILE.pem")]
    pub ca_file: Option<PathBuf>,
    /// Also send again the evenings a correction changed since they were mailed.
    #[arg(long)]
    pub corrections: bool,
    /// Write each letter as an .eml file into this folder instead of sending it.
    #[arg(long, value_name = "DIR")]
    pub to_folder: Option<PathBuf>,
}

/// `smtp://HOST:PORT` (or `HOST:PORT`, or `HOST`) as host and port (0: the usual one).
pub fn parse_server(text: &str) -> Result<(String, u16), CommandError> {
    let bare = text
        .trim()
        .trim_start_matches("smtps://")
        .trim_start_matches("smtp://")
        .trim_end_matches('/');
    let refuse = || {
        CommandError::Asked(crate::words::msg::cli_not_a_mail_server(
            crate::words::quote(text, 60),
        ))
    };
    let (host, port) = match bare.rsplit_once(':') {
        Some((host, port)) if !host.ends_with(':') => {
            (host, port.parse::<u16>().map_err(|_| refuse())?)
        }
        _ => (bare, 0),
    };
    if host.is_empty() || host.contains(['/', ' ', '@']) {
        return Err(refuse());
    }
    Ok((
        host.trim_start_matches('[')
            .trim_end_matches(']')
            .to_owned(),
        port,
    ))
}

impl MailArgs {
    /// The server: the computer's, with what the command line gives over it.
    fn server(&self) -> Result<MailServer, CommandError> {
        let mut server = eframe::storage_dir("cinch-party")
            .and_then(|dir| server_in(&dir))
            .unwrap_or_default();
        if let Some(text) = &self.server {
            let (host, port) = parse_server(text)?;
            if (host.as_str(), port) != (server.host.as_str(), server.port) {
                // Another server than the computer's: its user name and certificate are
                // not this one's (a host's trial was asked a password for the window's
                // user at a test server); --user and --ca-file give them.
                server.user = None;
                server.ca_file = None;
            }
            server.host = host;
            server.port = port;
        }
        if let Some(security) = self.security {
            server.security = security;
        }
        if let Some(from) = &self.from {
            server.from = from.trim().to_owned();
        }
        if self.user.is_some() {
            server.user.clone_from(&self.user);
        }
        if self.ca_file.is_some() {
            server.ca_file.clone_from(&self.ca_file);
        }
        Ok(server)
    }

    /// Runs the command: the lines are printed as the letters go.
    pub fn run(&self, path: &Path, out: &mut dyn Write) -> Result<String, CommandError> {
        // The party's lock: the window or another `mail` cannot send at the same time.
        let file = crate::store::PartyFile::open(path)?;
        let book = MailBook::open(path)?;
        // The members who asked for their evenings (R-SEASON-1: by name or spelling),
        // from the member list beside the party; a list that cannot be read is said.
        let folder = path.parent().unwrap_or(Path::new("."));
        let mut book = match crate::season::files::read_members(folder) {
            Ok(list) => book.with_members(file.party(), &list),
            Err(error) => {
                eprintln!(
                    "{}",
                    crate::words::program_says(terminal_safe(&error.to_string()))
                );
                book
            }
        };
        let server = self.server()?;
        let title = file.title().to_owned();
        if let Some(dir) = &self.to_folder {
            let from = if server.from.is_empty() {
                "host@localhost"
            } else {
                &server.from
            };
            let written = write_folder(&book, file.party(), &title, from, dir)?;
            return Ok(written
                .iter()
                .map(|p| {
                    format!(
                        "{}\n",
                        crate::words::msg::cli_wrote(p.display().to_string())
                    )
                })
                .collect());
        }
        let password = password_for(&server)?;
        let which = if self.corrections {
            Which::WithCorrections
        } else {
            Which::New
        };
        let mut each = |outcome: &Outcome| {
            let _ = writeln!(out, "{}", terminal_safe(&outcome.line()));
            let _ = out.flush();
        };
        let tally = send_all(
            &mut book,
            file.party(),
            &title,
            &server,
            password.as_deref(),
            which,
            &mut each,
        )?;
        if tally.refused + tally.waiting > 0 {
            return Err(CommandError::Asked(tally.words()));
        }
        if tally.sent == 0 {
            // Nothing new: a refusal still standing fails the command, as the first run did.
            let evening = crate::transcript::evening::Evening::of(file.party(), 0);
            let standing = Standing::of(&book, file.party(), &evening, &title);
            return if standing.refused.is_empty() {
                Ok(format!("{}\n", standing.words()))
            } else {
                Err(CommandError::Asked(standing.words()))
            };
        }
        Ok(format!("{}\n", tally.words()))
    }
}

/// The password for `server`: $CINCH_PARTY_MAIL_PASSWORD, else the one the window kept in
/// this computer's keyring; none when the server asks for no user name. Refused in words
/// when a user name has no password anywhere (the server would turn the letters away).
fn password_for(server: &MailServer) -> Result<Option<String>, CommandError> {
    if let Some(password) = std::env::var(PASSWORD_ENV).ok().filter(|p| !p.is_empty()) {
        return Ok(Some(password));
    }
    let Some(account) = crate::mail::keyring::account(server) else {
        return Ok(None);
    };
    let why = match crate::mail::keyring::recall(server) {
        Ok(Some(password)) => return Ok(Some(password)),
        Ok(None) => crate::words::msg::cli_no_password_kept(),
        Err(why) => why.to_string(),
    };
    Err(CommandError::Asked(
        crate::words::msg::CliPasswordWanted {
            account,
            why,
            env: PASSWORD_ENV,
        }
        .say(),
    ))
}
