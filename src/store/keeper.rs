//! `PartyFile`: a party bound to its file. Every change is applied by the rules, then
//! written to disk before the caller hears it is done. If the disk refuses, the party
//! stays whole in memory and the next change (or `save_now`) tries again.

use std::path::{Path, PathBuf};

use chrono::{DateTime, Utc};

use super::{LoadError, SaveError, load, save};
use crate::rules::{Action, Entry, Party, RuleError, Settings};

/// Whether a change reached the disk.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Saved {
    /// On disk.
    Yes,
    /// Kept in memory only, for this reason; the next change tries again.
    No(SaveError),
}

/// A party and the file it lives in.
#[derive(Debug, Clone)]
pub struct PartyFile {
    path: PathBuf,
    title: String,
    party: Party,
    redo: Vec<Entry>,
    unsaved: Option<SaveError>,
}

impl PartyFile {
    /// A new party, written to `path` at once.
    pub fn create(
        path: &Path,
        title: &str,
        settings: Settings,
        now: DateTime<Utc>,
    ) -> (PartyFile, Saved) {
        let mut file = PartyFile {
            path: path.to_path_buf(),
            title: title.trim().to_owned(),
            party: Party::new(settings),
            redo: Vec::new(),
            unsaved: None,
        };
        let saved = file.save_now(now);
        (file, saved)
    }

    /// Opens a saved party. An unreadable file is refused and left untouched.
    pub fn open(path: &Path) -> Result<PartyFile, LoadError> {
        let (file, party) = load(path)?;
        Ok(PartyFile {
            path: path.to_path_buf(),
            title: file.title,
            party,
            redo: Vec::new(),
            unsaved: None,
        })
    }

    /// Wraps a party that is not yet on disk (a simulated evening); nothing is written
    /// until `save_now` or the next change.
    pub fn adopt(path: &Path, title: &str, party: Party) -> PartyFile {
        PartyFile {
            path: path.to_path_buf(),
            title: title.to_owned(),
            party,
            redo: Vec::new(),
            unsaved: None,
        }
    }

    /// Applies an action, then saves. A refusal by the rules changes nothing; a refusal
    /// by the disk keeps the change in memory and says so.
    pub fn apply(&mut self, action: Action, now: DateTime<Utc>) -> Result<Saved, RuleError> {
        self.party.apply(action, now)?;
        self.redo.clear();
        Ok(self.save_now(now))
    }

    /// Takes back the last action (and saves). `None` when there is nothing to undo.
    pub fn undo(&mut self, now: DateTime<Utc>) -> Option<Saved> {
        let entry = self.party.undo()?;
        self.redo.push(entry);
        Some(self.save_now(now))
    }

    /// Puts back the last action undone, with its original time (and saves).
    pub fn redo(&mut self, now: DateTime<Utc>) -> Option<Result<Saved, RuleError>> {
        let entry = self.redo.pop()?;
        Some(match self.party.apply(entry.action.clone(), entry.at) {
            Ok(()) => Ok(self.save_now(now)),
            Err(error) => {
                self.redo.push(entry);
                Err(error)
            }
        })
    }

    /// Writes the party now.
    pub fn save_now(&mut self, now: DateTime<Utc>) -> Saved {
        match save(&self.path, &self.title, &self.party, now) {
            Ok(()) => {
                self.unsaved = None;
                Saved::Yes
            }
            Err(error) => {
                self.unsaved = Some(error.clone());
                Saved::No(error)
            }
        }
    }

    /// The party.
    pub fn party(&self) -> &Party {
        &self.party
    }

    /// The file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The party's title.
    pub fn title(&self) -> &str {
        &self.title
    }

    /// Whether anything can be redone.
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// The last save's failure, while the party is only in memory.
    pub fn unsaved(&self) -> Option<&SaveError> {
        self.unsaved.as_ref()
    }
}
