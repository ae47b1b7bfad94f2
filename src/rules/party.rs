//! `Party`: a party is its history. Every change is an `Entry` appended to the history;
//! the state (seating, results, stars, prizes) is derived by replaying it, so undo is
//! "drop the last entry" and a save file is simply the list.

#[allow(unused_imports)]
use crate::prelude::*;

use chrono::{DateTime, Utc};

use super::action::{Action, Entry, Source};
use super::error::RuleError;
use super::prizes::Prize;
use super::settings::Settings;
use super::stars::Stars;
use super::state::State;

/// A party that does not replay.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReplayError {
    /// The settings it starts with are out of range.
    Settings(RuleError),
    /// Entry `index` (0-based) of the history was refused.
    Step {
        /// Which entry.
        index: usize,
        /// Why.
        error: RuleError,
    },
}

/// A party: its first settings, its history and the state derived from them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Party {
    initial: Settings,
    history: Vec<Entry>,
    state: State,
}

impl Party {
    /// A new party with no guests.
    pub fn new(settings: Settings) -> Party {
        Party {
            state: State::new(settings.clone()),
            initial: settings,
            history: Vec::new(),
        }
    }

    /// Rebuilds a party from its settings and history, checking every step.
    pub fn replay(initial: Settings, history: Vec<Entry>) -> Result<Party, ReplayError> {
        initial.check().map_err(ReplayError::Settings)?;
        let mut state = State::new(initial.clone());
        for (index, entry) in history.iter().enumerate() {
            state
                .apply(&entry.action, entry.at)
                .map_err(|error| ReplayError::Step { index, error })?;
        }
        Ok(Party {
            initial,
            history,
            state,
        })
    }

    /// Applies an action at a moment; on success it joins the history. On refusal
    /// nothing changes.
    pub fn apply(&mut self, action: Action, at: DateTime<Utc>) -> Result<(), RuleError> {
        self.apply_from(action, at, Source::Desk)
    }

    /// `apply`, for an action that came from `from` (a phone at a table).
    pub fn apply_from(
        &mut self,
        action: Action,
        at: DateTime<Utc>,
        from: Source,
    ) -> Result<(), RuleError> {
        self.state.apply(&action, at)?;
        self.history.push(Entry {
            at,
            action,
            from,
            why: None,
        });
        Ok(())
    }

    /// Applies a whole entry again as it was (redo): its moment, source and why kept.
    pub fn apply_entry(&mut self, entry: Entry) -> Result<(), RuleError> {
        self.state.apply(&entry.action, entry.at)?;
        self.history.push(entry);
        Ok(())
    }

    /// `apply`, with the host's few words of why (a correction's "scores swapped",
    /// issue 52), checked first: a why the rules refuse changes nothing.
    pub fn apply_noted(
        &mut self,
        action: Action,
        at: DateTime<Utc>,
        why: &str,
    ) -> Result<(), RuleError> {
        let why = super::guests::clean_why(why)?;
        self.apply(action, at)?;
        if let Some(last) = self.history.last_mut() {
            last.why = why;
        }
        Ok(())
    }

    /// Takes back the last action and returns it (for redo), or `None` if there is none.
    pub fn undo(&mut self) -> Option<Entry> {
        let last = self.history.pop()?;
        let mut state = State::new(self.initial.clone());
        for entry in &self.history {
            // Every entry was accepted in this very order before, so none can fail now;
            // a refusal here would be a rule that is not a function of the history.
            let replayed = state.apply(&entry.action, entry.at);
            debug_assert!(
                replayed.is_ok(),
                "an accepted action was refused on replay: {replayed:?}"
            );
        }
        self.state = state;
        Some(last)
    }

    /// The derived state.
    pub fn state(&self) -> &State {
        &self.state
    }

    /// The history, oldest first.
    pub fn history(&self) -> &[Entry] {
        &self.history
    }

    /// The settings the party was created with (the history may change them).
    pub fn initial_settings(&self) -> &Settings {
        &self.initial
    }

    /// R-STAR: every guest's stars, indexed by guest number, if the party plays the
    /// star game (or a score-card method, which gives none, R-ALT-1); `None` for a
    /// duplicate evening, which has no stars at all.
    pub fn stars(&self) -> Option<Vec<Stars>> {
        self.state.star().map(|star| star.stars())
    }

    /// R-PRIZE: the prizes as they stand, if the party plays the star game (or a
    /// score-card method); `None` for a duplicate evening (its winners are in its
    /// standings, R-DUP-8).
    pub fn prizes(&self) -> Option<Vec<Prize>> {
        self.state.star().map(|star| star.prizes())
    }
}
