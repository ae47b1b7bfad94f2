//! Each guest's evening in their mailbox (issue 53): addresses with consent, a letter a
//! guest, sent over the host's own mail server through a durable outbox.
//!
//! - `address`: an address checked as it is typed, and `Name <address>` lines;
//! - `book`: the mail file beside the party — addresses, thanks and the outbox journal;
//! - `compose`: a guest's letter in words, from the derived evening;
//! - `send`: the server's settings, the message and the sending.

pub mod address;
pub mod book;
pub mod command;
pub mod compose;
pub mod send;

pub use address::{AddressError, check_address, split_name_and_address};
pub use book::{MAIL_SUFFIX, MailBook, MailFileError, mail_path};
pub use send::{MailError, MailServer, Security, Tally, Which};
