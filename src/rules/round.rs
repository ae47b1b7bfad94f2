//! A round as played: the seating and each table's result (R-ROUND-1..3), with the
//! checks on a score.

#[allow(unused_imports)]
use crate::prelude::*;

use chrono::{DateTime, Utc};

use super::cards::Cut;
use super::clock::{Pause, RoundClock};
use super::error::RuleError;
use super::seating::{PairSide, TableSeats};
use super::table::{TableNo, TableRole};

/// The most points a pair can make in four deals. The standard count gives at most 14 a
/// deal, but a failed bid adds the bid to the adversaries' points (R-DEAL-3, R-DEAL-4):
/// 14 + 14 a deal, so 4 × 28. Anything above is surely a slip of the keyboard.
pub const MAX_ROUND_SCORE: i64 = 4 * 28;

/// The lowest total a pair can have under set-back: set back 14 in each of four deals
/// (R-DEAL-5). In the other methods a total is never below 0.
pub const MIN_SET_BACK_SCORE: i64 = -4 * 14;

/// Checks one pair's total for a round; `set_back` allows the negative totals of
/// set-back scoring (R-DEAL-5).
pub fn check_score(score: i64, set_back: bool) -> Result<i64, RuleError> {
    let lowest = if set_back { MIN_SET_BACK_SCORE } else { 0 };
    if score < lowest {
        return Err(if set_back {
            RuleError::ScoreTooLow {
                score,
                min: MIN_SET_BACK_SCORE,
            }
        } else {
            RuleError::ScoreNegative { score }
        });
    }
    if score > MAX_ROUND_SCORE {
        return Err(RuleError::ScoreTooLarge {
            score,
            max: MAX_ROUND_SCORE,
        });
    }
    Ok(score)
}

/// Reads a score as typed in a box.
pub fn parse_score(text: &str, set_back: bool) -> Result<i64, RuleError> {
    let trimmed = text.trim();
    let value: i64 = trimmed.parse().map_err(|_| RuleError::ScoreNotANumber {
        text: crate::text::quote(trimmed, 12),
    })?;
    check_score(value, set_back)
}

/// One table's result for a round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TableResult {
    /// North–South's points (negative only under set-back, R-DEAL-5).
    pub ns: i64,
    /// East–West's points.
    pub ew: i64,
    /// The deals, when the table kept the pad (R-ROUND-2, R-DEAL): the totals are
    /// their sum.
    pub deals: Option<Vec<super::deal::Deal>>,
    /// The cut that settled a tie (R-ROUND-3).
    pub cut: Option<Cut>,
    /// The table had not reported when the host overrode the bell; a cut decided it.
    pub unreported: bool,
    /// How many times the result was corrected.
    pub corrections: u32,
}

impl TableResult {
    /// The winning pair, or `None` for a tie still waiting for its cut.
    pub fn winner(&self, seats: &TableSeats) -> Option<PairSide> {
        match self.ns.cmp(&self.ew) {
            core::cmp::Ordering::Greater => Some(PairSide::NorthSouth),
            core::cmp::Ordering::Less => Some(PairSide::EastWest),
            core::cmp::Ordering::Equal => {
                let cut = self.cut.as_ref()?;
                if cut.winner == seats.north {
                    Some(PairSide::NorthSouth)
                } else {
                    Some(PairSide::EastWest)
                }
            }
        }
    }

    /// Which pair won the ladies' cut that settled this tie, if one did (R-ROUND-3).
    pub fn cut_won_by(&self, seats: &TableSeats) -> Option<PairSide> {
        let cut = self.cut.as_ref().filter(|_| self.is_tie())?;
        if cut.winner == seats.north {
            Some(PairSide::NorthSouth)
        } else if cut.winner == seats.east {
            Some(PairSide::EastWest)
        } else {
            None
        }
    }

    /// A tie (whether cut or not).
    pub fn is_tie(&self) -> bool {
        self.ns == self.ew
    }
}

/// A round: the seating played and the results as they stand (with corrections).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Round {
    /// 1, 2, …
    pub number: u32,
    /// Table 1 first (the head table), the booby table last.
    pub tables: Vec<TableSeats>,
    /// One per table, `None` until reported.
    pub results: Vec<Option<TableResult>>,
    /// When its seating was made (the draw's, or the bell before it).
    pub seated_at: DateTime<Utc>,
    /// When the host started it (R-ROUND-4: the clock starts then, not at the bell,
    /// while guests are still walking to their tables); `None` until then.
    pub started_at: Option<DateTime<Utc>>,
    /// When its bell rang.
    pub ended_at: Option<DateTime<Utc>>,
    /// The round clock's pauses (R-ROUND-4).
    pub pauses: Vec<Pause>,
    /// Each table's deals so far, while its pad is being kept (R-DEAL); a table's
    /// result takes them once the fourth deal is played.
    pub pads: Vec<Vec<super::deal::Deal>>,
}

impl Round {
    /// The number of tables.
    pub fn table_count(&self) -> u32 {
        u32::try_from(self.tables.len()).unwrap_or(u32::MAX)
    }

    /// The seats and result of table `table` (1-based), or an error naming the table.
    pub fn table(
        &self,
        table: impl Into<TableNo>,
    ) -> Result<(&TableSeats, &Option<TableResult>), RuleError> {
        let table = table.into();
        let index = table.index();
        match (
            index.and_then(|i| self.tables.get(i)),
            index.and_then(|i| self.results.get(i)),
        ) {
            (Some(seats), Some(result)) => Ok((seats, result)),
            _ => Err(RuleError::NoSuchTable {
                table: table.get(),
                tables: self.table_count(),
            }),
        }
    }

    /// Who sits at a table, if the round has it.
    pub fn seats(&self, table: impl Into<TableNo>) -> Option<&TableSeats> {
        self.tables.get(table.into().index()?)
    }

    /// A table's deals so far, while its pad is kept (empty when none, or no such table).
    pub fn pad(&self, table: impl Into<TableNo>) -> &[super::deal::Deal] {
        table
            .into()
            .index()
            .and_then(|i| self.pads.get(i))
            .map_or(&[], Vec::as_slice)
    }

    /// A table's pad, to change it.
    pub(crate) fn pad_mut(
        &mut self,
        table: impl Into<TableNo>,
    ) -> Option<&mut Vec<super::deal::Deal>> {
        self.pads.get_mut(table.into().index()?)
    }

    /// A table's result, to change it.
    pub(crate) fn result_mut(
        &mut self,
        table: impl Into<TableNo>,
    ) -> Option<&mut Option<TableResult>> {
        self.results.get_mut(table.into().index()?)
    }

    /// A table's chairs, to change them.
    pub(crate) fn seats_mut(&mut self, table: impl Into<TableNo>) -> Option<&mut TableSeats> {
        self.tables.get_mut(table.into().index()?)
    }

    /// Every table with its number, seats and result, head table first.
    pub fn numbered(&self) -> impl Iterator<Item = (TableNo, &TableSeats, &Option<TableResult>)> {
        self.tables
            .iter()
            .zip(&self.results)
            .enumerate()
            .map(|(i, (seats, result))| (TableNo::at_index(i), seats, result))
    }

    /// A table's role in the evening (R-TABLE-1).
    pub fn role(
        &self,
        table: impl Into<TableNo>,
        scoring: Option<super::settings::Scoring>,
    ) -> TableRole {
        TableRole::of(table, self.tables.len(), scoring)
    }

    /// The winner at each table, if every table has one.
    pub fn winners(&self) -> Option<Vec<PairSide>> {
        self.tables
            .iter()
            .zip(&self.results)
            .map(|(seats, result)| result.as_ref()?.winner(seats))
            .collect()
    }

    /// Tables with no result yet.
    pub fn unreported(&self) -> Vec<u32> {
        self.numbered()
            .filter(|(_, _, result)| result.is_none())
            .map(|(table, _, _)| table.get())
            .collect()
    }

    /// Tables tied and still waiting for the ladies' cut.
    pub fn uncut_ties(&self) -> Vec<u32> {
        self.numbered()
            .filter(|(_, seats, result)| result.as_ref().is_some_and(|r| r.winner(seats).is_none()))
            .map(|(table, _, _)| table.get())
            .collect()
    }
}

impl RoundClock {
    /// The clock of `round` for rounds of `minutes` minutes.
    pub fn of(round: &Round, minutes: u32) -> RoundClock {
        RoundClock {
            started_at: round.started_at,
            ended_at: round.ended_at,
            length: chrono::Duration::minutes(i64::from(minutes)),
            pauses: round.pauses.clone(),
        }
    }
}
