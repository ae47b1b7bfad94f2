//! The mail file beside a party (`NAME.mail.ron` beside `NAME.ron`): the guests'
//! addresses and consent, the host's words of thanks, and the **outbox**, a journal of
//! RON lines appended and flushed to the disk one by one, as the party's own journal
//! is (issue 53 §1, §3). Each guest's mail is written `Queued` before it is handed to
//! the server and `Sent` (with the server's answer) or `Refused` (with its words) after,
//! so a crash, a closed lid or a dropped connection neither loses a mail nor sends one
//! twice: on the next start the queued ones go again, the sent ones never.
//!
//! Addresses are kept out of the party file on purpose: the party's journal is
//! append-only and its backups keep every line, while an address the host forgets must
//! leave for good. Forgetting rewrites this small file (atomically) without it.

use std::collections::BTreeMap;
use std::io::Write;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

pub use super::lines::{Contact, Line, Outgoing};
use crate::rules::GuestId;
use crate::store::{Problem, RealDisk, io_words, no_stop, replace_atomically};

/// How a mail file's name ends.
pub const MAIL_SUFFIX: &str = ".mail.ron";

/// The version of the mail file written now.
const VERSION: u32 = 1;

/// No mail file comes near this (a thousand guests' evenings are about 2 MB).
const MAX_BYTES: u64 = 16 * 1024 * 1024;

/// The mail file of the party at `party`: `x.ron` gives `x.mail.ron`.
pub fn mail_path(party: &Path) -> PathBuf {
    let name = party
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let stem = name.strip_suffix(".ron").unwrap_or(&name);
    party.with_file_name(format!("{stem}{MAIL_SUFFIX}"))
}

/// Why the mail file cannot be read or written.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", crate::words::msg::MailerFileError { path: path.display().to_string(), verb: *verb, why: no_stop(&problem.to_string()) }.say())]
pub struct MailFileError {
    /// The file.
    pub path: PathBuf,
    /// "read" or "write": what it cannot be.
    pub verb: &'static str,
    /// Why, in words.
    pub problem: String,
}

/// The mail file as read, and what it says now.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MailBook {
    path: PathBuf,
    lines: Vec<Line>,
    /// Each guest's address.
    contacts: BTreeMap<u32, Contact>,
    /// Each guest's mail, the latest.
    outbox: BTreeMap<u32, Outgoing>,
    /// The addresses each mail went to.
    sent_to: BTreeMap<u32, String>,
    thanks: String,
    /// The addresses of guests who are members who asked for their evenings (the member
    /// list's, R-SEASON-1), for the guests with none of tonight's: read, never written
    /// here.
    members: BTreeMap<u32, Contact>,
    /// `with_members` has been called.
    members_taken: bool,
    /// Changes with every change of what the book says (unique in the process, so a
    /// cache keyed on it never mixes two books up).
    revision: u64,
}

/// A fresh revision number, never given before in this process.
fn next_revision() -> u64 {
    static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);
    NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
}

#[derive(Debug, Serialize, Deserialize)]
struct Header {
    version: u32,
}

fn options() -> ron::Options {
    ron::Options::default().with_recursion_limit(8)
}

impl MailBook {
    /// The mail file of the party at `party`; none yet: an empty book (written at the
    /// first change).
    pub fn open(party: &Path) -> Result<MailBook, MailFileError> {
        let path = mail_path(party);
        let mut book = MailBook {
            path: path.clone(),
            lines: Vec::new(),
            contacts: BTreeMap::new(),
            outbox: BTreeMap::new(),
            sent_to: BTreeMap::new(),
            thanks: String::new(),
            members: BTreeMap::new(),
            members_taken: false,
            revision: next_revision(),
        };
        let refuse = |problem: Problem| MailFileError {
            path: path.clone(),
            verb: "read",
            problem: problem.to_string(),
        };
        let text = match std::fs::metadata(&path) {
            // Not there (or its folder is not): nothing mailed yet; a write will say why.
            Err(_) => return Ok(book),
            Ok(meta) if meta.len() > MAX_BYTES => {
                return Err(refuse(Problem::TooLarge {
                    size: meta.len(),
                    max: MAX_BYTES,
                }));
            }
            _ => crate::store::read_text(&path).map_err(refuse)?,
        };
        let mut rows = text.split('\n').enumerate();
        if let Some((_, first)) = rows.next() {
            let header: Header = options().from_str(first).map_err(|e| {
                refuse(Problem::Damaged {
                    line: 1,
                    detail: crate::store::ron_words(&e.code),
                })
            })?;
            if header.version > VERSION {
                return Err(refuse(Problem::NewerVersion {
                    found: header.version.to_string(),
                    supported: VERSION,
                }));
            }
        }
        let ends_whole = text.ends_with('\n');
        let rows: Vec<(usize, &str)> = rows.filter(|(_, l)| !l.trim().is_empty()).collect();
        let last = rows.len().saturating_sub(1);
        for (i, (index, row)) in rows.into_iter().enumerate() {
            match options().from_str::<Line>(row) {
                Ok(line) => book.take(line),
                // A last line cut off by a crash was never acknowledged: left out.
                Err(_) if i == last && !ends_whole => {}
                Err(e) => {
                    return Err(refuse(Problem::Damaged {
                        line: index + 1,
                        detail: crate::store::ron_words(&e.code),
                    }));
                }
            }
        }
        Ok(book)
    }

    /// The mail file at `path` (a `.mail.ron` file itself) read again.
    pub fn reopen(path: &Path) -> Result<MailBook, MailFileError> {
        let name = path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        let stem = name.strip_suffix(MAIL_SUFFIX).unwrap_or(&name);
        MailBook::open(&path.with_file_name(format!("{stem}.ron")))
    }

    /// Applies a line to what the book says.
    fn take(&mut self, line: Line) {
        self.revision = next_revision();
        match &line {
            Line::Address {
                guest,
                address,
                consent,
            } => {
                self.contacts.insert(
                    *guest,
                    Contact {
                        address: address.clone(),
                        consent: *consent,
                    },
                );
            }
            Line::Forget { guest } => {
                self.contacts.remove(guest);
            }
            Line::Thanks(words) => self.thanks.clone_from(words),
            Line::Queued {
                guest,
                id,
                to,
                evening,
                correction,
            } => {
                self.sent_to.insert(*guest, to.clone());
                self.outbox.insert(
                    *guest,
                    Outgoing::Queued {
                        id: id.clone(),
                        evening: evening.clone(),
                        correction: *correction,
                    },
                );
            }
            Line::Sent { guest, id, answer } => {
                let evening = self.evening_of(*guest, id);
                self.outbox.insert(
                    *guest,
                    Outgoing::Sent {
                        id: id.clone(),
                        evening,
                        answer: answer.clone(),
                    },
                );
            }
            Line::Refused { guest, id, words } => {
                let evening = self.evening_of(*guest, id);
                self.outbox.insert(
                    *guest,
                    Outgoing::Refused {
                        id: id.clone(),
                        evening,
                        words: words.clone(),
                    },
                );
            }
        }
        self.lines.push(line);
    }

    fn evening_of(&self, guest: u32, id: &str) -> String {
        match self.outbox.get(&guest) {
            Some(Outgoing::Queued {
                id: queued,
                evening,
                ..
            }) if queued == id => evening.clone(),
            Some(other) => other.evening().to_owned(),
            None => String::new(),
        }
    }

    /// Appends a line to the file and flushes it to the disk, then applies it.
    fn append(&mut self, line: Line) -> Result<(), MailFileError> {
        let refuse = |e: std::io::Error| MailFileError {
            path: self.path.clone(),
            verb: "write",
            problem: io_words(&e),
        };
        let mut text = String::new();
        if !self.path.exists() {
            text.push_str(&self.header_text());
        }
        text.push_str(&line_text(&line));
        let mut options = std::fs::OpenOptions::new();
        options.create(true).append(true);
        // Addresses are the guests' own: readable by the host's account only.
        #[cfg(unix)]
        std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
        let mut file = options.open(&self.path).map_err(refuse)?;
        file.write_all(text.as_bytes()).map_err(refuse)?;
        file.sync_data().map_err(refuse)?;
        self.take(line);
        Ok(())
    }

    fn header_text(&self) -> String {
        let mut text = options()
            .to_string(&Header { version: VERSION })
            .unwrap_or_default();
        text.push('\n');
        text
    }

    /// A guest's address and consent, as typed (checked by the caller).
    pub fn set_address(
        &mut self,
        guest: GuestId,
        address: &str,
        consent: bool,
    ) -> Result<(), MailFileError> {
        let same = self
            .contacts
            .get(&guest.0)
            .is_some_and(|c| c.address == address && c.consent == consent);
        if same {
            return Ok(());
        }
        self.append(Line::Address {
            guest: guest.0,
            address: address.to_owned(),
            consent,
        })
    }

    /// The host's words of thanks.
    pub fn set_thanks(&mut self, words: &str) -> Result<(), MailFileError> {
        if words == self.thanks {
            return Ok(());
        }
        self.append(Line::Thanks(words.to_owned()))
    }

    /// Forgets a guest's address for good: the file is rewritten without it (and the
    /// addresses their mails went to are emptied).
    pub fn forget(&mut self, guest: GuestId) -> Result<(), MailFileError> {
        // What the file says now: the phones at the door may have added to it.
        *self = MailBook::reopen(&self.path)?;
        let kept: Vec<Line> = self
            .lines
            .iter()
            .filter(|l| !matches!(l, Line::Address { guest: g, .. } if *g == guest.0))
            .map(|l| match l {
                Line::Queued {
                    guest: g,
                    id,
                    evening,
                    correction,
                    ..
                } if *g == guest.0 => Line::Queued {
                    guest: *g,
                    id: id.clone(),
                    to: String::new(),
                    evening: evening.clone(),
                    correction: *correction,
                },
                other => other.clone(),
            })
            .collect();
        let mut text = self.header_text();
        for line in &kept {
            text.push_str(&line_text(line));
        }
        // Written twice: the backup the first write keeps (the file before) still held
        // the address (a host's trial); after the second, the backup is this text too.
        for _ in 0..2 {
            replace_atomically(&RealDisk, &self.path, text.as_bytes()).map_err(|e| {
                MailFileError {
                    path: self.path.clone(),
                    verb: "write",
                    problem: io_words(&e),
                }
            })?;
        }
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let _ = std::fs::set_permissions(&self.path, std::fs::Permissions::from_mode(0o600));
            let backup = crate::store::backup_path(&self.path);
            let _ = std::fs::set_permissions(backup, std::fs::Permissions::from_mode(0o600));
        }
        self.lines.clear();
        self.contacts.clear();
        self.outbox.clear();
        self.sent_to.clear();
        self.thanks.clear();
        for line in kept {
            self.take(line);
        }
        Ok(())
    }

    /// A guest's mail queued, before it is handed to the server.
    pub fn queue(
        &mut self,
        guest: GuestId,
        id: &str,
        to: &str,
        (evening, correction): (&str, bool),
    ) -> Result<(), MailFileError> {
        self.append(Line::Queued {
            guest: guest.0,
            id: id.to_owned(),
            to: to.to_owned(),
            evening: evening.to_owned(),
            correction,
        })
    }

    /// The server took a guest's mail.
    pub fn sent(&mut self, guest: GuestId, id: &str, answer: &str) -> Result<(), MailFileError> {
        self.append(Line::Sent {
            guest: guest.0,
            id: id.to_owned(),
            answer: answer.to_owned(),
        })
    }

    /// The server refused a guest's mail.
    pub fn refused(&mut self, guest: GuestId, id: &str, words: &str) -> Result<(), MailFileError> {
        self.append(Line::Refused {
            guest: guest.0,
            id: id.to_owned(),
            words: words.to_owned(),
        })
    }

    /// A guest's address, if known: tonight's, else their member's.
    pub fn contact(&self, guest: GuestId) -> Option<&Contact> {
        self.contacts
            .get(&guest.0)
            .or_else(|| self.members.get(&guest.0))
    }

    /// Every guest's address, by guest: tonight's, else their member's.
    pub fn contacts(&self) -> impl Iterator<Item = (GuestId, &Contact)> {
        let own = self.contacts.iter();
        let members = self
            .members
            .iter()
            .filter(|(g, _)| !self.contacts.contains_key(g));
        let mut all: Vec<_> = own.chain(members).map(|(g, c)| (GuestId(*g), c)).collect();
        all.sort_by_key(|(g, _)| *g);
        all.into_iter()
    }

    /// Whether the member list's addresses have been taken (or there were none).
    pub fn has_members(&self) -> bool {
        self.members_taken
    }

    /// Whether a guest's address comes from the member list, not from tonight.
    pub fn from_member_list(&self, guest: GuestId) -> bool {
        !self.contacts.contains_key(&guest.0) && self.members.contains_key(&guest.0)
    }

    /// Takes the addresses of the guests who are members who asked for their evenings
    /// (by name or spelling, R-SEASON-1), for the guests with no address of tonight's.
    pub fn with_members(
        mut self,
        party: &crate::rules::Party,
        list: &crate::season::MemberList,
    ) -> MailBook {
        self.members = party
            .state()
            .guests()
            .iter()
            .filter(|g| !g.removed)
            .filter_map(|g| {
                let member = list.members.get(list.find(&g.name)?)?;
                let address = member.address.clone().filter(|_| member.mail_me)?;
                Some((
                    g.id.0,
                    Contact {
                        address,
                        consent: true,
                    },
                ))
            })
            .collect();
        self.members_taken = true;
        self.revision = next_revision();
        self
    }

    /// What the book says now, as a number that changes with every change.
    pub fn revision(&self) -> u64 {
        self.revision
    }

    /// A guest's mail, the latest.
    pub fn outgoing(&self, guest: GuestId) -> Option<&Outgoing> {
        self.outbox.get(&guest.0)
    }

    /// The address a guest's latest mail went to.
    pub fn sent_to(&self, guest: GuestId) -> Option<&str> {
        self.sent_to.get(&guest.0).map(String::as_str)
    }

    /// The host's words of thanks.
    pub fn thanks(&self) -> &str {
        &self.thanks
    }

    /// The file.
    pub fn path(&self) -> &Path {
        &self.path
    }
}

fn line_text(line: &Line) -> String {
    let mut text = options().to_string(line).unwrap_or_default();
    text.push('\n');
    text
}
