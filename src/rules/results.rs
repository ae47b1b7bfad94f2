//! R-ROUND-2, R-ROUND-3, R-STAR-3: a table's result entered, the ladies' cut for a tie,
//! and a result corrected (of this round or a past one).

#[allow(unused_imports)]
use crate::error::DealRefusal;
use crate::prelude::*;

use super::action::Action;
use super::deal::{Deal, DealScoring, Pad};
use super::error::RuleError;
use super::round::{TableResult, check_score};
use super::state::State;

impl State {
    /// R-DEAL, R-ROUND-2: one more deal on a table's pad; the fourth deal played makes
    /// the pad the table's result (R-DEAL-6: a fifth is refused).
    fn record_deal(&mut self, table: u32, deal: Deal) -> Result<(), RuleError> {
        self.check_no_empty_chairs()?;
        let round = self.check_playing()?;
        let (_, result) = round.table(table)?;
        if result.is_some() {
            return Err(DealRefusal::FifthDeal.into());
        }
        let mut deals = round.pad(table).to_vec();
        deals.push(deal);
        let pad = Pad::of(self.settings.deal_scoring, &deals)?;
        let number = round.number;
        if pad.is_complete() {
            let (ns, ew) = pad.totals;
            self.play_mut()?.set_result(number, table, |slot| {
                *slot = Some(TableResult {
                    ns,
                    ew,
                    deals: Some(deals.clone()),
                    cut: None,
                    unreported: false,
                    corrections: 0,
                });
            });
            deals.clear();
        }
        // Every table has its pad; a deal can never be accepted and then lost.
        let round = self.play_mut()?.rounds.last_mut();
        let tables = round.as_ref().map_or(0, |r| r.table_count());
        let Some(slot) = round.and_then(|r| r.pad_mut(table)) else {
            return Err(RuleError::NoSuchTable { table, tables });
        };
        *slot = deals;
        Ok(())
    }

    /// R-LATE-3, R-LATE-4: a round cannot be played while a chair is empty.
    pub(super) fn check_no_empty_chairs(&self) -> Result<(), RuleError> {
        // A duplicate evening has no chairs to leave empty: its pairs play all evening.
        let Some(star) = self.star() else {
            return Ok(());
        };
        let empty = star.empty_chairs();
        if empty.is_empty() {
            return Ok(());
        }
        let mut tables: Vec<u32> = empty.iter().map(|c| c.table).collect();
        tables.dedup();
        Err(RuleError::EmptyChairs {
            round: star.current_round().map_or(0, |r| r.number),
            tables,
        })
    }

    /// Applies a result action (the caller has matched one), or refuses it.
    pub(super) fn apply_result(&mut self, action: &Action) -> Result<(), RuleError> {
        match action {
            Action::EnterResult { table, ns, ew } => self.enter_result(*table, *ns, *ew),
            Action::CutTie { round, table, cut } => {
                let played = self.play()?.round(*round)?;
                let (seats, result) = played.table(*table)?;
                let waiting = result.as_ref().is_some_and(|r| r.winner(seats).is_none());
                if !waiting {
                    return Err(RuleError::NoTieToCut { table: *table });
                }
                cut.check(&seats.cutters())?;
                self.play_mut()?.set_result(*round, *table, |slot| {
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
            } => self.correct_result(*round, *table, *ns, *ew, None),
            Action::RecordDeal { table, deal } => self.record_deal(*table, *deal),
            Action::DropDeal { table } => {
                let round = self.check_playing()?;
                let (_, result) = round.table(*table)?;
                if result.is_some() || round.pad(*table).is_empty() {
                    return Err(DealRefusal::NoDealToDrop { table: *table }.into());
                }
                if let Some(pad) = self
                    .play_mut()?
                    .rounds
                    .last_mut()
                    .and_then(|r| r.pad_mut(*table))
                {
                    pad.pop();
                }
                Ok(())
            }
            Action::CorrectDeals {
                round,
                table,
                deals,
            } => {
                let pad = Pad::of(self.settings.deal_scoring, deals)?;
                if !pad.is_complete() {
                    return Err(DealRefusal::PadIncomplete {
                        table: *table,
                        played: pad.played,
                    }
                    .into());
                }
                let (ns, ew) = pad.totals;
                self.correct_result(*round, *table, ns, ew, Some(deals.clone()))
            }
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
        let set_back = self.settings.deal_scoring == DealScoring::SetBack;
        let (ns, ew) = (check_score(ns, set_back)?, check_score(ew, set_back)?);
        let number = round.number;
        self.play_mut()?.set_result(number, table, |slot| {
            *slot = Some(TableResult {
                ns,
                ew,
                deals: None,
                cut: None,
                unreported: false,
                corrections: 0,
            });
        });
        // Totals entered by hand replace a pad begun at that table.
        if let Some(pad) = self
            .play_mut()?
            .rounds
            .last_mut()
            .and_then(|r| r.pad_mut(table))
        {
            pad.clear();
        }
        Ok(())
    }

    fn correct_result(
        &mut self,
        round: u32,
        table: u32,
        ns: i64,
        ew: i64,
        deals: Option<Vec<Deal>>,
    ) -> Result<(), RuleError> {
        let played = self.play()?.round(round)?;
        let (_, result) = played.table(table)?;
        if result.is_none() {
            return Err(RuleError::NoResultToCorrect { table, round });
        }
        let set_back = self.settings.deal_scoring == DealScoring::SetBack;
        let (ns, ew) = (check_score(ns, set_back)?, check_score(ew, set_back)?);
        self.play_mut()?.set_result(round, table, |slot| {
            if let Some(r) = slot {
                // A cut only ever settles a tie; it stays on record for a tie between the
                // same ladies, and is dropped otherwise.
                let keep_cut = ns == ew && !r.unreported;
                *r = TableResult {
                    ns,
                    ew,
                    // Totals corrected by hand supersede the deals they came from.
                    deals,
                    cut: if keep_cut { r.cut.take() } else { None },
                    unreported: false,
                    corrections: r.corrections.saturating_add(1),
                };
            }
        });
        Ok(())
    }
}
