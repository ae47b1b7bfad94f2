//! Each guest's evening in their mailbox (issue 53): addresses with consent, a letter a
//! guest, sent over the host's own mail server through a durable outbox.
//!
//! - `address`: an address checked as it is typed, and `Name <address>` lines;
//! - `book`: the mail file beside the party — addresses, thanks and the outbox journal;
//! - (a guest's letter in words is `transcript::letter`, from the derived evening;)
//! - `send`: the server's settings, the message and the sending;
//! - `server`: the connection to the mail server, and its failures in words;
//! - `computer`: the computer's own mail server, kept between runs;
//! - `keyring`: its password in the system's keyring.

pub mod address;
pub mod book;
pub mod computer;
pub mod keyring;
mod lines;
pub mod send;
pub mod server;

pub use address::{AddressError, check_address, split_name_and_address};
pub use book::{MAIL_SUFFIX, MailBook, MailFileError, mail_path};
pub use computer::{keep_server, server_in};
pub use send::{Tally, Which};
pub use server::{MailError, MailServer, Security};
