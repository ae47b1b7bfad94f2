//! The bell (R-ROUND-5): held until every table has a winner unless overridden; then
//! the move (R-PROG) and, at the end of the evening, no next round (R-ROUND-6).

#[allow(unused_imports)]
use crate::prelude::*;

use chrono::{DateTime, Utc};

use super::cards::Cut;
use super::error::{BellWaits, RuleError};
use super::game::StarPlay;
use super::progression::{Edition, Movement, next_seating};
use super::round::{Round, TableResult};
use super::settings::{EveningEnd, Scoring};
use super::state::State;

impl State {
    /// R-ROUND-6: whether a bell rung at `at` ends the evening by the settings: the
    /// agreed number of rounds is played, or the set time has come (the round in progress
    /// then was the last). The host can also end it with any bell.
    pub fn bell_ends_evening(&self, at: DateTime<Utc>) -> bool {
        let number = self.round_number().unwrap_or(0);
        match self.settings.end {
            EveningEnd::AfterRounds(n) => number >= n,
            EveningEnd::AtTime(end) => at >= end,
            EveningEnd::HostDecides => false,
        }
    }

    /// R-ROUND-5, R-PROG, R-ROUND-6: the bell.
    pub(super) fn ring_bell(
        &mut self,
        override_missing: bool,
        cuts: &[(u32, Cut)],
        last: bool,
        at: DateTime<Utc>,
    ) -> Result<(), RuleError> {
        let round = self.check_playing()?;
        self.check_no_empty_chairs()?;
        let mut unsettled = round.unreported();
        unsettled.extend(round.uncut_ties());
        unsettled.sort_unstable();
        let mut played = round.clone();
        if !unsettled.is_empty() {
            if !override_missing {
                return Err(RuleError::BellHeld {
                    missing: waits_for(self.play()?, round, self.settings.open_seating()),
                });
            }
            // The override: every unsettled table is decided by the cut given for it,
            // and its result stays open to correction.
            for &table in &unsettled {
                let seats = played.seats(table).copied();
                let Some((seats, result)) = seats.zip(played.result_mut(table)) else {
                    continue;
                };
                let Some((_, cut)) = cuts.iter().find(|(t, _)| *t == table) else {
                    return Err(RuleError::CutDoesNotFit);
                };
                cut.check(&seats.cutters())?;
                let settled = result.get_or_insert(TableResult {
                    ns: 0,
                    ew: 0,
                    deals: None,
                    cut: None,
                    unreported: true,
                    corrections: 0,
                });
                settled.cut = Some(cut.clone());
            }
        }
        let winners = played.winners().ok_or(RuleError::CutDoesNotFit)?;
        played.ended_at = Some(at);
        // A pause still running ends with the round.
        if let Some(pause) = played.pauses.last_mut()
            && pause.until.is_none()
        {
            pause.until = Some(at);
        }
        let ends = last || self.bell_ends_evening(at);
        let movement = Movement {
            edition: self.settings.edition,
            partners_change: self.settings.scoring() != Some(Scoring::PairsAllEvening),
        };
        let next = (!ends).then(|| Round {
            number: played.number + 1,
            tables: next_seating(&played.tables, &winners, movement),
            results: vec![None; played.tables.len()],
            seated_at: at,
            // The first edition started the clock at the bell.
            started_at: (self.settings.edition == Edition::First).then_some(at),
            ended_at: None,
            pauses: Vec::new(),
            pads: vec![Vec::new(); played.tables.len()],
        });
        let play = self.play_mut()?;
        if let Some(slot) = play.rounds.last_mut() {
            *slot = played;
        }
        // R-LATE-2: those leaving have left; their chairs in the new seating are empty
        // until filled or their table closed.
        play.leavers_leave();
        // Results still held for the host's OK go with their round.
        play.held.clear();
        match next {
            Some(round) => play.push_round(round),
            None => self.finished = true,
        }
        Ok(())
    }
}

/// What the bell waits for (R-ROUND-5): the tables with no result, those whose phone's
/// result waits for the host's OK, and the ties still to cut.
pub fn waits_for(play: &StarPlay, round: &Round, open_seating: bool) -> BellWaits {
    let held: Vec<u32> = play.held.keys().copied().collect();
    let (held, unreported): (Vec<u32>, Vec<u32>) = round
        .unreported()
        .into_iter()
        .partition(|t| held.contains(t));
    BellWaits::Tables {
        unreported,
        uncut: round.uncut_ties(),
        held,
        open_seating,
    }
}
