//! `PartyFile`: a party bound to its file. Every change is applied by the rules, then
//! written to disk before the caller hears it is done: one line appended and flushed
//! (a millisecond or so at any size), or, at a bell, an undo or the first save of a
//! file, the whole file replaced atomically with the previous version kept as the
//! backup. If the disk refuses, the party stays whole in memory and the next change (or
//! `save_now`) writes it all.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use chrono::{DateTime, Utc};

use super::disk::{Disk, RealDisk, replace_atomically};
use super::format::{SaveFile, entry_line};
use super::lock::Lock;
use super::{LoadError, MAX_FILE_BYTES, Problem, SaveError, check_target, load_with};
use crate::rules::{Action, Entry, Party, RuleError, Settings, Source};

/// Whether a change reached the disk.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Saved {
    /// On disk.
    Yes,
    /// Kept in memory only, for this reason; the next change tries again.
    No(SaveError),
}

/// What the file on disk holds, as far as this program knows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum OnDisk {
    /// The first `entries` actions of the history, in `len` bytes: new actions can be
    /// appended.
    Holds { entries: usize, len: u64 },
    /// Something else (an older format, an undo, a failed write): the next save writes
    /// the whole file.
    Stale,
}

/// Why actions that must be durable were not recorded: the rules refused them, or the
/// disk did (and they were taken back out of memory).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DurableError {
    /// The rules refused: nothing changed.
    #[error("{}", crate::words::rule_refusal(.0))]
    Rule(RuleError),
    /// The disk refused: nothing is recorded, in memory or on disk.
    #[error(transparent)]
    NotSaved(SaveError),
}

// By hand: the rules' refusals have no `Display` (they are worded in `words`), so
// thiserror's `#[from]` (which takes the source for an `Error`) cannot be used.
impl From<RuleError> for DurableError {
    fn from(refusal: RuleError) -> Self {
        DurableError::Rule(refusal)
    }
}

/// A party and the file it lives in.
#[derive(Debug)]
pub struct PartyFile {
    path: PathBuf,
    title: String,
    created_at: DateTime<Utc>,
    party: Party,
    redo: Vec<Entry>,
    unsaved: Option<SaveError>,
    disk: Arc<dyn Disk>,
    on_disk: OnDisk,
    notice: Option<String>,
    _lock: Option<Lock>,
    /// Changes with every change of the party (unique in the process, so a cache keyed
    /// on it never mixes two parties up).
    revision: u64,
}

/// A fresh revision number, never given before in this process.
fn next_revision() -> u64 {
    static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);
    NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
}

impl PartyFile {
    /// A new party, written to `path` at once.
    pub fn create(
        path: &Path,
        title: &str,
        settings: Settings,
        now: DateTime<Utc>,
    ) -> Result<(PartyFile, Saved), LoadError> {
        Self::create_on(Arc::new(RealDisk), path, title, settings, now)
    }

    /// A new party on a given disk (the tests' failing disk).
    pub fn create_on(
        disk: Arc<dyn Disk>,
        path: &Path,
        title: &str,
        settings: Settings,
        now: DateTime<Utc>,
    ) -> Result<(PartyFile, Saved), LoadError> {
        // A folder that cannot be written has no lock either (`None`); the save says why.
        let lock = Lock::acquire(path).map_err(|holder| LoadError {
            path: path.to_path_buf(),
            problem: Problem::InUse(holder.0),
            backup: None,
        })?;
        let mut file = PartyFile {
            path: path.to_path_buf(),
            title: title.trim().to_owned(),
            created_at: now,
            party: Party::new(settings),
            redo: Vec::new(),
            unsaved: None,
            disk,
            on_disk: OnDisk::Stale,
            notice: None,
            _lock: lock,
            revision: next_revision(),
        };
        let saved = file.save_now(now);
        Ok((file, saved))
    }

    /// Opens a saved party. An unreadable file is refused and left untouched; a party
    /// open in another cinch-party is refused, naming it.
    pub fn open(path: &Path) -> Result<PartyFile, LoadError> {
        Self::open_on(Arc::new(RealDisk), path)
    }

    /// Opens a saved party on a given disk.
    pub fn open_on(disk: Arc<dyn Disk>, path: &Path) -> Result<PartyFile, LoadError> {
        let lock = Lock::acquire(path).map_err(|holder| LoadError {
            path: path.to_path_buf(),
            problem: Problem::InUse(holder.0),
            backup: None,
        })?;
        let (file, party, len) = load_with(path)?;
        let notice = match (&file.torn_tail, file.version) {
            (Some(_), _) => Some(crate::words::capitalised(&super::torn_tail_words(path)) + "."),
            (None, 1) => Some(crate::words::msg::store_older_format(
                path.display().to_string(),
            )),
            _ => None,
        };
        let on_disk = if file.version == super::FORMAT_VERSION && file.torn_tail.is_none() {
            OnDisk::Holds {
                entries: party.history().len(),
                len,
            }
        } else {
            OnDisk::Stale
        };
        Ok(PartyFile {
            path: path.to_path_buf(),
            title: file.title,
            created_at: file.created_at,
            party,
            redo: Vec::new(),
            unsaved: None,
            disk,
            on_disk,
            notice,
            _lock: lock,
            revision: next_revision(),
        })
    }

    /// Binds a party that is not yet on disk (a simulated evening, a copy) to `path`;
    /// nothing is written until `save_now` or the next change. Refused if `path` holds
    /// something that is not a party file (never overwritten) or a party open elsewhere.
    pub fn adopt(path: &Path, title: &str, party: Party) -> Result<PartyFile, LoadError> {
        check_target(path)?;
        let lock = Lock::acquire(path).map_err(|holder| LoadError {
            path: path.to_path_buf(),
            problem: Problem::InUse(holder.0),
            backup: None,
        })?;
        let created_at = party
            .history()
            .first()
            .map_or(DateTime::UNIX_EPOCH, |e| e.at);
        Ok(PartyFile {
            path: path.to_path_buf(),
            title: title.to_owned(),
            created_at,
            party,
            redo: Vec::new(),
            unsaved: None,
            disk: Arc::new(RealDisk),
            on_disk: OnDisk::Stale,
            notice: None,
            _lock: lock,
            revision: next_revision(),
        })
    }

    /// Applies an action, then saves. A refusal by the rules changes nothing; a refusal
    /// by the disk keeps the change in memory and says so.
    pub fn apply(&mut self, action: Action, now: DateTime<Utc>) -> Result<Saved, RuleError> {
        if self.party.state().result_starts_round(&action) {
            // R-ROUND-4: a first result starts its round, and the round's clock.
            return self.apply_all_from(vec![Action::StartRound, action], now, Source::Desk);
        }
        let moves_everyone = matches!(action, Action::RingBell { .. } | Action::SeatTables);
        self.party.apply(action, now)?;
        self.revision = next_revision();
        self.redo.clear();
        if moves_everyone {
            // A bell is a good moment to write the whole file afresh: the backup then
            // holds the evening up to this very bell.
            self.on_disk = OnDisk::Stale;
        }
        Ok(self.save_now(now))
    }

    /// `apply`, with the host's few words of why (a correction's reason, issue 52).
    pub fn apply_noted(
        &mut self,
        action: Action,
        now: DateTime<Utc>,
        why: &str,
    ) -> Result<Saved, RuleError> {
        self.party.apply_noted(action, now, why)?;
        self.revision = next_revision();
        self.redo.clear();
        Ok(self.save_now(now))
    }

    /// Applies several actions that came from `from` (a phone at a table) as one: all of
    /// them or, if the rules refuse one, none; then saves once, so the sender hears
    /// "saved" only when every line is on the disk.
    pub fn apply_all_from(
        &mut self,
        actions: Vec<Action>,
        now: DateTime<Utc>,
        from: Source,
    ) -> Result<Saved, RuleError> {
        let before = self.party.history().len();
        let actions = with_start(self.party.state(), actions);
        for action in actions {
            if let Err(error) = self.party.apply_from(action, now, from) {
                while self.party.history().len() > before {
                    self.party.undo();
                }
                return Err(error);
            }
        }
        self.revision = next_revision();
        self.redo.clear();
        Ok(self.save_now(now))
    }

    /// Like `apply_all_from`, for an answer that must never claim more than the disk
    /// holds (a phone's result): if the disk refuses, the actions are taken back out of
    /// memory too, and the refusal comes back, so the sender can send again later and
    /// nothing is half-recorded.
    pub fn apply_all_durably(
        &mut self,
        actions: Vec<Action>,
        now: DateTime<Utc>,
        from: Source,
    ) -> Result<(), DurableError> {
        let before = self.party.history().len();
        match self.apply_all_from(actions, now, from)? {
            Saved::Yes => Ok(()),
            Saved::No(error) => {
                while self.party.history().len() > before {
                    self.party.undo();
                }
                self.revision = next_revision();
                // What the disk holds may be the whole party again.
                if matches!(self.on_disk, OnDisk::Holds { entries, .. } if entries == before) {
                    self.unsaved = None;
                }
                Err(DurableError::NotSaved(error))
            }
        }
    }

    /// Takes back the last action (and saves). `None` when there is nothing to undo.
    pub fn undo(&mut self, now: DateTime<Utc>) -> Option<(Entry, Saved)> {
        let entry = self.party.undo()?;
        self.revision = next_revision();
        self.redo.push(entry.clone());
        self.on_disk = OnDisk::Stale;
        Some((entry, self.save_now(now)))
    }

    /// Puts back the last action undone, with its original time (and saves).
    pub fn redo(&mut self, now: DateTime<Utc>) -> Option<(Entry, Result<Saved, RuleError>)> {
        let entry = self.redo.pop()?;
        let outcome = match self.party.apply_entry(entry.clone()) {
            Ok(()) => {
                self.revision = next_revision();
                Ok(self.save_now(now))
            }
            Err(error) => {
                self.redo.push(entry.clone());
                Err(error)
            }
        };
        Some((entry, outcome))
    }

    /// Writes what the disk lacks now: the new lines, or the whole file.
    pub fn save_now(&mut self, _now: DateTime<Utc>) -> Saved {
        let written = match self.on_disk {
            OnDisk::Holds { entries, len } if entries <= self.party.history().len() => {
                self.append(entries, len)
            }
            _ => self.rewrite(),
        };
        match written {
            Ok(on_disk) => {
                self.on_disk = on_disk;
                self.unsaved = None;
                Saved::Yes
            }
            Err(error) => {
                self.unsaved = Some(error.clone());
                Saved::No(error)
            }
        }
    }

    fn too_large(&self, size: u64) -> SaveError {
        SaveError {
            path: self.path.clone(),
            reason: crate::words::msg::store_too_big(MAX_FILE_BYTES / (1024 * 1024)),
            retried: size > 0,
        }
    }

    /// Appends the actions after the first `entries`, in one durable write.
    fn append(&mut self, entries: usize, len: u64) -> Result<OnDisk, SaveError> {
        let new = self.party.history().get(entries..).unwrap_or_default();
        let mut bytes = String::new();
        for entry in new {
            bytes.push_str(&entry_line(entry).map_err(|e| self.fail(e.to_string()))?);
        }
        let total = len + bytes.len() as u64;
        if total > MAX_FILE_BYTES {
            return Err(self.too_large(total));
        }
        if let Err(error) = self.disk.append_durable(&self.path, bytes.as_bytes()) {
            // Take back whatever part of the line reached the disk, so the next append
            // starts on a clean line; if even that fails, write the whole file next time.
            if self.disk.truncate(&self.path, len).is_err() {
                self.on_disk = OnDisk::Stale;
            }
            return Err(SaveError::io(&self.path, &error));
        }
        Ok(OnDisk::Holds {
            entries: self.party.history().len(),
            len: total,
        })
    }

    /// Replaces the whole file atomically (keeping the old one as the backup).
    fn rewrite(&mut self) -> Result<OnDisk, SaveError> {
        let text = SaveFile::of(&self.title, &self.party, self.created_at)
            .to_text()
            .map_err(|e| self.fail(e.to_string()))?;
        if text.len() as u64 > MAX_FILE_BYTES {
            return Err(self.too_large(text.len() as u64));
        }
        // One writer per party: a file another cinch-party holds is never written.
        self.take_lock()?;
        if let Some(dir) = self.path.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir).map_err(|e| SaveError::io(&self.path, &e))?;
        }
        replace_atomically(self.disk.as_ref(), &self.path, text.as_bytes())
            .map_err(|e| SaveError::io(&self.path, &e))?;
        // Where the folder was only made just now, the lock can be taken only now.
        self.take_lock()?;
        Ok(OnDisk::Holds {
            entries: self.party.history().len(),
            len: text.len() as u64,
        })
    }

    /// Takes the party's lock if it is not held yet; refused if another cinch-party holds
    /// it. Where no lock file can be made (no folder yet) it is taken at the next save.
    fn take_lock(&mut self) -> Result<(), SaveError> {
        if self._lock.is_none() {
            self._lock = Lock::acquire(&self.path)
                .map_err(|holder| self.fail(crate::words::msg::store_in_use(holder.0)))?;
        }
        Ok(())
    }

    fn fail(&self, reason: String) -> SaveError {
        SaveError {
            path: self.path.clone(),
            reason,
            retried: true,
        }
    }

    /// The party.
    pub fn party(&self) -> &Party {
        &self.party
    }

    /// The party's revision: a new number after every change (an action, an undo, a
    /// redo), so whatever is derived from the party can be kept until it changes.
    pub fn revision(&self) -> u64 {
        self.revision
    }

    /// The file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The party's title.
    pub fn title(&self) -> &str {
        &self.title
    }

    /// When the party was created.
    pub fn created_at(&self) -> DateTime<Utc> {
        self.created_at
    }

    /// Whether anything can be redone.
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// The action that redo would put back.
    pub fn next_redo(&self) -> Option<&Entry> {
        self.redo.last()
    }

    /// The last save's failure, while the party is only in memory.
    pub fn unsaved(&self) -> Option<&SaveError> {
        self.unsaved.as_ref()
    }

    /// Something the host should hear about the file as it was opened (a cut-off last
    /// line, an older format), once.
    pub fn take_notice(&mut self) -> Option<String> {
        self.notice.take()
    }
}

/// R-ROUND-4: the actions as recorded, with `StartRound` first when the first of them is
/// a result for a round whose clock has not been started (a phone's result before the
/// host pressed start starts the round, as a typed one does).
fn with_start(state: &crate::rules::State, mut actions: Vec<Action>) -> Vec<Action> {
    if actions
        .first()
        .is_some_and(|first| state.result_starts_round(first))
    {
        actions.insert(0, Action::StartRound);
    }
    actions
}
