//! Sending the guests' letters over the host's own mail server (issue 53 §3, §4):
//! lettre with rustls, one connection kept open for the whole batch. Each letter is
//! written `Queued` in the mail file before it is handed over and `Sent` or `Refused`
//! after, so nothing is lost or sent twice across a crash (`book`).

use std::path::PathBuf;

use lettre::message::header::ContentType;
use lettre::message::{Attachment, Mailbox, MultiPart};
use lettre::{Address, Message, Transport};

use super::book::{MailBook, Outgoing};
use super::server::{MailError, MailServer, error_words};
use crate::rules::{GuestId, Party, Phase};
use crate::transcript::evening::Evening;
use crate::transcript::letter::{Letter, letter};
use crate::words::msg;

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
            Outcome::Sent { name, to, answer } => msg::MailerLineSent {
                name: name.as_str(),
                to: to.as_str(),
                answer: answer.as_str(),
            }
            .say(),
            Outcome::Refused { name, to, words } => msg::MailerLineRefused {
                name: name.as_str(),
                to: to.as_str(),
                words: words.as_str(),
            }
            .say(),
            Outcome::Waiting { name, words } => msg::MailerLineWaiting {
                name: name.as_str(),
                words: words.as_str(),
            }
            .say(),
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
        msg::MailerTally {
            sent: self.sent,
            all: self.sent + self.waiting + self.refused,
            waiting: self.waiting,
            refused: self.refused,
        }
        .say()
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
                Some(Outgoing::Queued { id, correction, .. }) => {
                    let letter = if *correction {
                        letter.as_correction()
                    } else {
                        letter
                    };
                    return Some((letter, contact.address.clone(), Some(id.clone())));
                }
                Some(Outgoing::Refused { .. }) if book.sent_to(guest) != Some(&contact.address) => {
                    None
                }
                Some(Outgoing::Sent { evening, .. })
                    if which == Which::WithCorrections && *evening != letter.evening() =>
                {
                    return Some((letter.as_correction(), contact.address.clone(), None));
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

/// Where the letters stand when there is nothing new to send: who was refused, whose
/// evening a correction changed since it was mailed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Standing {
    /// Guests who asked for their evening (with an address).
    pub asked: usize,
    /// Letters the server took.
    pub mailed: usize,
    /// The guests refused, with the server's words.
    pub refused: Vec<(String, String)>,
    /// The guests whose evening changed since it was mailed.
    pub changed: Vec<String>,
}

impl Standing {
    /// The letters of `party` as the mail file has them.
    pub fn of(book: &MailBook, party: &Party, evening: &Evening, title: &str) -> Standing {
        let state = party.state();
        let asked: Vec<GuestId> = book
            .contacts()
            .filter(|(_, c)| c.consent)
            .map(|(g, _)| g)
            .collect();
        let refused = asked
            .iter()
            .filter_map(|&g| match book.outgoing(g) {
                Some(Outgoing::Refused { words, .. }) => {
                    Some((state.name(g).to_owned(), words.clone()))
                }
                _ => None,
            })
            .collect();
        let mailed = asked
            .iter()
            .filter(|&&g| matches!(book.outgoing(g), Some(Outgoing::Sent { .. })))
            .count();
        let changed = changed_since_mailed(book, party, evening, title)
            .into_iter()
            .map(|g| state.name(g).to_owned())
            .collect();
        Standing {
            asked: asked.len(),
            mailed,
            refused,
            changed,
        }
    }

    /// "Nothing new to send: 19 of 20 mailed already; 1 refused: Rick Refuse (the server
    /// says 550 …): correct the address and send again."
    pub fn words(&self) -> String {
        if self.asked == 0 {
            return msg::mailer_nobody_asked();
        }
        let who: Vec<String> = self
            .refused
            .iter()
            .map(|(n, w)| format!("{n} ({w})"))
            .collect();
        let mut out = msg::MailerNothingNew {
            mailed: self.mailed,
            asked: self.asked,
            refused: self.refused.len(),
            who: who.join("; "),
        }
        .say();
        if !self.changed.is_empty() {
            out.push(' ');
            out.push_str(&msg::mailer_changed_since(crate::words::and_list(
                &self.changed,
            )));
        }
        out
    }
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
    ready(&evening, &transport, server, !due.is_empty())?;
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
            let correction = letter.correction;
            book.queue(letter.guest, &id, &to, (&letter.evening(), correction))?;
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

/// The letters as `.eml` files in `dir`, sent nowhere and not noted as sent: one a
/// consenting guest (mailed already or not), named after them.
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
    // Every consenting guest's letter as it would go now, mailed before or not.
    let all = book
        .contacts()
        .filter(|(_, c)| c.consent)
        .filter_map(|(guest, c)| Some((letter(party, &evening, title, guest)?, c.address.clone())));
    for (letter, to) in all {
        let message = mailing.message(&letter, &to, &new_id(from))?;
        let path = dir.join(format!("{}.eml", crate::publish::slug(&letter.name)));
        std::fs::write(&path, message.formatted()).map_err(|e| refuse(&path, e))?;
        written.push(path);
    }
    Ok(written)
}

/// Whether the letters can go: every prize decided (a host's trial mailed an evening
/// whose prize still waited for its cut), and, when any letter is due, the server tried
/// before anything is queued: a server that cannot be used leaves the mail file as it
/// was (a host's trial: a failed try queued a correction, which the next plain sending
/// sent as a first letter).
fn ready(
    evening: &Evening,
    transport: &lettre::SmtpTransport,
    server: &MailServer,
    any_due: bool,
) -> Result<(), MailError> {
    use crate::rules::prizes::PrizeOutcome;
    let uncut = evening.star().is_some_and(|star| {
        star.prizes.iter().any(|p| {
            matches!(
                p.outcome,
                PrizeOutcome::AwaitingCut { .. } | PrizeOutcome::AwaitingEarlier
            )
        })
    });
    if uncut {
        return Err(MailError::PrizeUncut);
    }
    if !any_due {
        return Ok(());
    }
    let words = match transport.test_connection() {
        Ok(true) => return Ok(()),
        Ok(false) => msg::mailer_no_answer(),
        Err(e) => error_words(&e),
    };
    Err(MailError::Connection {
        server: server.name(),
        words,
    })
}
