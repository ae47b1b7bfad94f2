//! Results sent from a phone and held for the host's OK. Holding one is an action of the
//! history like any other, so a held result is saved before the phone hears "the host
//! has it", survives a crash or a closed laptop, and is settled by the host's OK (which
//! records it) or by turning it down; both are actions too, and both can be undone.
//!
//! Issue 52: a result can instead wait for the table's other side, who agree or
//! disagree on the same phone; and a table can call the host, the call kept until the
//! host answers it. Both are actions of the history, so a crash loses neither.

#[allow(unused_imports)]
use crate::prelude::*;

pub use crate::nouns::Agreement;
pub use crate::play::{Call, Held};

use chrono::{DateTime, Utc};

use super::action::Action;
use super::error::RuleError;
use super::game::Playing;
use super::state::{Phase, State};

impl State {
    /// Applies a held-result action (the caller has matched one), or refuses it.
    pub(super) fn apply_held(
        &mut self,
        action: &Action,
        at: DateTime<Utc>,
    ) -> Result<(), RuleError> {
        match action {
            Action::HoldForOk { table, actions } => {
                self.hold(*table, actions, Agreement::NotAsked, at)
            }
            Action::AskAgreement { table, actions } => {
                self.hold(*table, actions, Agreement::Asked, at)
            }
            Action::Agree { table } | Action::Disagree { table } => {
                let held = self
                    .play_mut()?
                    .held
                    .get_mut(table)
                    .ok_or(RuleError::NothingHeld { table: *table })?;
                if held.agreement != Agreement::Asked {
                    return Err(RuleError::NotAskedToAgree { table: *table });
                }
                held.agreement = if matches!(action, Action::Agree { .. }) {
                    Agreement::Agreed
                } else {
                    Agreement::Disputed
                };
                Ok(())
            }
            Action::AcceptHeld { table } => {
                let held = self
                    .play()?
                    .held
                    .get(table)
                    .ok_or(RuleError::NothingHeld { table: *table })?;
                // All of it or none: the OK is tried on a copy first (the host may have
                // entered the table's result meanwhile).
                let mut next = self.clone();
                for action in &held.actions {
                    next.apply(action, at)?;
                }
                // The table's result must be what its phone sent: the host may have
                // changed the pad it carried on from.
                let recorded = next
                    .play()?
                    .current_round()
                    .and_then(|r| r.table(*table).ok())
                    .and_then(|(_, result)| result.as_ref())
                    .map(|r| (r.ns, r.ew));
                if recorded != Some(held.score) {
                    return Err(RuleError::HeldNoLongerFits { table: *table });
                }
                next.play_mut()?.held.remove(table);
                *self = next;
                Ok(())
            }
            Action::TurnDownHeld { table } => match self.play_mut()?.held.remove(table) {
                Some(_) => Ok(()),
                None => Err(RuleError::NothingHeld { table: *table }),
            },
            _ => Ok(()),
        }
    }

    /// Holds a phone's result: only a table's own totals, deals and cut, for the round
    /// in play, and only what the rules would record now.
    fn hold(
        &mut self,
        table: u32,
        actions: &[Action],
        agreement: Agreement,
        at: DateTime<Utc>,
    ) -> Result<(), RuleError> {
        let round = self.check_playing()?;
        round.table(table)?;
        let number = round.number;
        if self.play()?.held.contains_key(&table) {
            return Err(RuleError::AlreadyHeld { table });
        }
        let own = |action: &Action| match action {
            Action::EnterResult { table: t, .. } | Action::RecordDeal { table: t, .. } => {
                *t == table
            }
            Action::CutTie {
                table: t, round: r, ..
            } => *t == table && *r == number,
            _ => false,
        };
        if actions.is_empty() || !actions.iter().all(own) {
            return Err(RuleError::NotATableResult { table });
        }
        let mut trial = self.clone();
        for action in actions {
            trial.apply(action, at)?;
        }
        let score = trial
            .play()?
            .current_round()
            .and_then(|r| r.table(table).ok())
            .and_then(|(_, result)| result.as_ref())
            .map_or((0, 0), |r| (r.ns, r.ew));
        self.play_mut()?.held.insert(
            table,
            Held {
                table,
                round: number,
                actions: actions.to_vec(),
                at,
                score,
                agreement,
            },
        );
        Ok(())
    }

    /// A table calls the host, or the host answers (issue 52). A table calls once until
    /// answered; only a table of the evening calls.
    pub(super) fn apply_call(
        &mut self,
        action: &Action,
        at: DateTime<Utc>,
    ) -> Result<(), RuleError> {
        match *action {
            Action::CallHost { table } => {
                let tables = match self.phase() {
                    Phase::Finished => return Err(RuleError::EveningFinished),
                    Phase::Setup => return Err(RuleError::NotStarted),
                    Phase::Playing => self.tables_in_play(),
                };
                if table == 0 || table > tables {
                    return Err(RuleError::NoSuchTable { table, tables });
                }
                if self.calls.get(&table).is_some_and(Call::is_open) {
                    return Err(RuleError::AlreadyCalling { table });
                }
                let round = self.round_number().unwrap_or(0);
                self.calls.insert(
                    table,
                    Call {
                        table,
                        round,
                        at,
                        answered: None,
                    },
                );
                Ok(())
            }
            Action::AnswerCall { table } => {
                match self.calls.get_mut(&table).filter(|call| call.is_open()) {
                    Some(call) => {
                        call.answered = Some(at.max(call.at));
                        Ok(())
                    }
                    None => Err(RuleError::NoCall { table }),
                }
            }
            _ => Ok(()),
        }
    }

    /// The last call of `table`, open or answered.
    pub fn call_of(&self, table: u32) -> Option<&Call> {
        self.calls.get(&table)
    }

    /// How many tables the round in play has, in either game.
    fn tables_in_play(&self) -> u32 {
        match self.playing() {
            Playing::Star(star) => star.current_round().map_or(0, |r| r.table_count()),
            Playing::Duplicate(dup) => dup.movement().tables,
        }
    }

    /// The tables calling the host and not yet answered, the first to call first.
    pub fn open_calls(&self) -> Vec<&Call> {
        let mut calls: Vec<&Call> = self.calls.values().filter(|c| c.is_open()).collect();
        calls.sort_by_key(|call| (call.at, call.table));
        calls
    }
}
