//! Results sent from a phone and held for the host's OK. Holding one is an action of the
//! history like any other, so a held result is saved before the phone hears "the host
//! has it", survives a crash or a closed laptop, and is settled by the host's OK (which
//! records it) or by turning it down; both are actions too, and both can be undone.

#[allow(unused_imports)]
use crate::prelude::*;

pub use crate::play::Held;

use chrono::{DateTime, Utc};

use super::action::Action;
use super::error::RuleError;
use super::state::State;

impl State {
    /// Applies a held-result action (the caller has matched one), or refuses it.
    pub(super) fn apply_held(
        &mut self,
        action: &Action,
        at: DateTime<Utc>,
    ) -> Result<(), RuleError> {
        match action {
            Action::HoldForOk { table, actions } => self.hold(*table, actions, at),
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
    fn hold(&mut self, table: u32, actions: &[Action], at: DateTime<Utc>) -> Result<(), RuleError> {
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
            },
        );
        Ok(())
    }
}
