//! What the window shows of the guests' mail (issue 53) and the host's commands for it:
//! the addresses, the thanks, the computer's mail server and the sending.

use crate::mail::{MailBook, MailServer};
use crate::rules::GuestId;

/// A command about the guests' mail.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MailCommand {
    /// A guest's address (checked) and whether they want their evening.
    Address {
        /// Who.
        guest: GuestId,
        /// The address.
        address: String,
        /// "Mail me my evening".
        consent: bool,
    },
    /// Forget a guest's address for good.
    Forget(GuestId),
    /// The host's line of thanks.
    Thanks(String),
    /// The computer's mail server, kept (without the password).
    Server(MailServer),
    /// The password: kept in the system's keyring where there is one, else for this run.
    Password(String),
    /// Forget the password, here and in the keyring.
    ForgetPassword,
    /// Connect and say what the server answered.
    Test,
    /// Mail each guest their evening (`corrections`: and the changed ones again).
    Send {
        /// Also the evenings a correction changed since they were mailed.
        corrections: bool,
    },
}

/// The mail as the window shows it.
#[derive(Clone, Copy)]
pub struct MailView<'a> {
    /// The open party's mail file, as read.
    pub book: Option<&'a MailBook>,
    /// The computer's mail server.
    pub server: &'a MailServer,
    /// Where the password known now is kept (`None`: none known yet; the keyring is
    /// asked when the connection is tested or the letters go).
    pub password: Option<PasswordKept>,
    /// Letters are being sent now.
    pub sending: bool,
    /// What the last sending or test said, a line each.
    pub lines: &'a [String],
    /// The letters of the sending under way mailed and refused so far.
    pub progress: (usize, usize),
    /// The guests a correction changed since their evening was mailed.
    pub changed: &'a [GuestId],
}

/// Where the mail server's password is kept.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PasswordKept {
    /// In the system's keyring.
    Keyring,
    /// In memory, until the window closes.
    ThisRun,
}
