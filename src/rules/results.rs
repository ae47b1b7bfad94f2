//! R-ROUND-2, R-ROUND-3, R-STAR-3: a table's result entered, the ladies' cut for a tie,
//! and a result corrected (of this round or a past one).

#[allow(unused_imports)]
use crate::prelude::*;

use super::action::Action;
use super::error::RuleError;
use super::round::{TableResult, check_score};
use super::state::State;

impl State {
    /// R-LATE-3, R-LATE-4: a round cannot be played while a chair is empty.
    pub(super) fn check_no_empty_chairs(&self) -> Result<(), RuleError> {
        let empty = self.empty_chairs();
        if empty.is_empty() {
            return Ok(());
        }
        let mut tables: Vec<u32> = empty.iter().map(|c| c.table).collect();
        tables.dedup();
        Err(RuleError::EmptyChairs {
            round: self.current_round().map_or(0, |r| r.number),
            tables: super::words::tables_list(&tables, 8),
        })
    }

    /// Applies a result action (the caller has matched one), or refuses it.
    pub(super) fn apply_result(&mut self, action: &Action) -> Result<(), RuleError> {
        match action {
            Action::EnterResult { table, ns, ew } => self.enter_result(*table, *ns, *ew),
            Action::CutTie { round, table, cut } => {
                let played = self.round(*round)?;
                let (seats, result) = played.table(*table)?;
                let waiting = result.as_ref().is_some_and(|r| r.winner(seats).is_none());
                if !waiting {
                    return Err(RuleError::NoTieToCut { table: *table });
                }
                cut.check(&seats.cutters())?;
                self.set_result(*round, *table, |slot| {
                    if let Some(r) = slot {
                        r.cut = Some(cut.clone());
                    }
                });
                Ok(())
            }
            Action::CorrectResult {
                round,
                table,
                ns,
                ew,
            } => self.correct_result(*round, *table, *ns, *ew),
            _ => Ok(()),
        }
    }

    fn enter_result(&mut self, table: u32, ns: i64, ew: i64) -> Result<(), RuleError> {
        self.check_no_empty_chairs()?;
        let round = self.check_playing()?;
        let (_, result) = round.table(table)?;
        if result.is_some() {
            return Err(RuleError::ResultAlreadyEntered {
                table,
                round: round.number,
            });
        }
        let (ns, ew) = (check_score(ns)?, check_score(ew)?);
        let number = round.number;
        self.set_result(number, table, |slot| {
            *slot = Some(TableResult {
                ns,
                ew,
                cut: None,
                unreported: false,
                corrections: 0,
            });
        });
        Ok(())
    }

    fn correct_result(
        &mut self,
        round: u32,
        table: u32,
        ns: i64,
        ew: i64,
    ) -> Result<(), RuleError> {
        let played = self.round(round)?;
        let (_, result) = played.table(table)?;
        if result.is_none() {
            return Err(RuleError::NoResultToCorrect { table, round });
        }
        let (ns, ew) = (check_score(ns)?, check_score(ew)?);
        self.set_result(round, table, |slot| {
            if let Some(r) = slot {
                // A cut only ever settles a tie; it stays on record for a tie between the
                // same ladies, and is dropped otherwise.
                let keep_cut = ns == ew && !r.unreported;
                *r = TableResult {
                    ns,
                    ew,
                    cut: if keep_cut { r.cut.take() } else { None },
                    unreported: false,
                    corrections: r.corrections.saturating_add(1),
                };
            }
        });
        Ok(())
    }
}
