//! The duplicate evening's actions applied to the party's state (R-DUP-1, R-DUP-6,
//! R-DUP-7, R-DUP-8, R-DUP-11): each checked first and applied after, so a refusal
//! changes nothing.

#[allow(unused_imports)]
use crate::prelude::*;

use alloc::collections::BTreeSet;

use chrono::{DateTime, Utc};

use super::{DupPair, DupRound, MAX_PAIRS, Movement, PairGroup, TrayPlay};
use crate::action::{Action, Scoring};
use crate::cut::Cut;
use crate::error::RuleError;
use crate::seating::PairSide;
use crate::state::{Phase, State};

/// R-DUP-1 (revised): the fewest pairs a duplicate evening starts with.
pub const MIN_PAIRS: usize = 4;

impl State {
    /// Whether this party is a duplicate evening.
    pub fn is_duplicate(&self) -> bool {
        self.settings.scoring == Scoring::Duplicate
    }

    /// The duplicate evening (empty unless the party is one).
    pub fn duplicate(&self) -> &super::Duplicate {
        &self.duplicate
    }

    /// Applies a duplicate action (the caller has matched one), or refuses it.
    pub(crate) fn apply_duplicate(
        &mut self,
        action: &Action,
        at: DateTime<Utc>,
    ) -> Result<(), RuleError> {
        if !self.is_duplicate() {
            return Err(RuleError::NotDuplicate);
        }
        match action {
            Action::SetPairs { pairs } => self.set_pairs(pairs),
            Action::DealTrays { seed } => {
                self.check_setup("the trays")?;
                self.duplicate.hands_seed = Some(*seed);
                Ok(())
            }
            Action::StartDuplicate => self.start_duplicate(at),
            Action::TrayResult {
                round,
                table,
                tray,
                play,
            } => self.tray_result(*round, *table, *tray, *play, false),
            Action::CorrectTray {
                round,
                table,
                tray,
                play,
            } => self.tray_result(*round, *table, *tray, *play, true),
            Action::CutDuplicateTie { direction, cut } => self.cut_duplicate_tie(*direction, cut),
            _ => Ok(()),
        }
    }

    /// A duplicate party's actions: its own, the guest list, the settings and the clock;
    /// the star game's draw, seating and results belong to another game.
    pub(crate) fn apply_in_duplicate(
        &mut self,
        action: &Action,
        at: DateTime<Utc>,
    ) -> Result<(), RuleError> {
        match action {
            Action::ChangeSettings(settings) => self.change_settings(settings),
            Action::AddGuest { .. }
            | Action::AddGuests { .. }
            | Action::RenameGuest { .. }
            | Action::SetSide { .. }
            | Action::RemoveGuest { .. } => {
                if let Action::RemoveGuest { guest } = action
                    && self
                        .duplicate
                        .pairs
                        .iter()
                        .any(|p| p.players.contains(guest))
                {
                    return Err(RuleError::GuestInAPair {
                        name: self.name(*guest).to_owned(),
                    });
                }
                self.apply_roster(action)
            }
            Action::SetPairs { .. }
            | Action::DealTrays { .. }
            | Action::StartDuplicate
            | Action::TrayResult { .. }
            | Action::CorrectTray { .. }
            | Action::CutDuplicateTie { .. } => self.apply_duplicate(action, at),
            Action::RingBell {
                override_missing,
                cuts,
                last,
            } if cuts.is_empty() => self.dup_bell(*override_missing, *last, at),
            Action::StartRound => self.start_dup_round(at),
            Action::PauseClock => self.pause_dup_clock(at),
            Action::ResumeClock => self.resume_dup_clock(at),
            other => Err(RuleError::NotInDuplicate {
                what: super::star_only(other).to_owned(),
            }),
        }
    }

    /// R-ROUND-4 for duplicate: the host starts the round in play, and its clock.
    fn start_dup_round(&mut self, at: DateTime<Utc>) -> Result<(), RuleError> {
        if self.finished {
            return Err(RuleError::EveningFinished);
        }
        let round = self.dup_round_mut().ok_or(RuleError::NotStarted)?;
        if round.started_at.is_some() {
            return Err(RuleError::RoundStarted {
                round: round.number,
            });
        }
        round.started_at = Some(at.max(round.seated_at));
        Ok(())
    }

    /// The host stops the duplicate round's clock.
    fn pause_dup_clock(&mut self, at: DateTime<Utc>) -> Result<(), RuleError> {
        if self.finished {
            return Err(RuleError::EveningFinished);
        }
        let round = self.dup_round_mut().ok_or(RuleError::NotStarted)?;
        if round.started_at.is_none() {
            return Err(RuleError::RoundNotStarted {
                round: round.number,
            });
        }
        if round.pauses.last().is_some_and(|p| p.until.is_none()) {
            return Err(RuleError::ClockAlreadyPaused);
        }
        round.pauses.push(crate::clock::Pause {
            from: at,
            until: None,
        });
        Ok(())
    }

    /// The host starts the duplicate round's clock again.
    fn resume_dup_clock(&mut self, at: DateTime<Utc>) -> Result<(), RuleError> {
        let pause = self
            .dup_round_mut()
            .and_then(|r| r.pauses.last_mut())
            .filter(|p| p.until.is_none())
            .ok_or(RuleError::ClockNotPaused)?;
        pause.until = Some(at.max(pause.from));
        Ok(())
    }

    /// R-DUP-1: the pairs, before play: two different guests each, nobody in two pairs,
    /// half North–South and half East–West (one more N–S when the pairs are odd).
    fn set_pairs(&mut self, pairs: &[DupPair]) -> Result<(), RuleError> {
        self.check_setup("the pairs")?;
        if pairs.len() > MAX_PAIRS {
            return Err(RuleError::TooManyPairs { max: MAX_PAIRS });
        }
        let mut seen = BTreeSet::new();
        for pair in pairs {
            let [a, b] = pair.players;
            if a == b {
                return Err(RuleError::PairNeedsTwo {
                    name: self.name(a).to_owned(),
                });
            }
            for guest in pair.players {
                let listed = self.guest(guest)?;
                if listed.removed {
                    return Err(RuleError::GuestRemoved {
                        name: listed.name.clone(),
                    });
                }
                if !seen.insert(guest) {
                    return Err(RuleError::GuestInTwoPairs {
                        name: listed.name.clone(),
                    });
                }
            }
        }
        let ns = pairs
            .iter()
            .filter(|p| p.direction == PairSide::NorthSouth)
            .count();
        let ew = pairs.len() - ns;
        if !(ns == ew || ns == ew + 1) {
            return Err(RuleError::PairsUnbalanced { ns, ew });
        }
        self.duplicate.pairs = pairs.to_vec();
        Ok(())
    }

    /// R-DUP-1, R-DUP-3/4/5, R-DUP-12: the pairs sit down, the movement is fixed, round
    /// 1 begins. Fewer than four pairs are refused (parties of an edition before the
    /// revision started with two).
    fn start_duplicate(&mut self, at: DateTime<Utc>) -> Result<(), RuleError> {
        self.check_setup("the start")?;
        let count = self.duplicate.pairs.len();
        let least = if self.settings.edition.needs_four_pairs() {
            MIN_PAIRS
        } else {
            2
        };
        if count < least {
            return Err(RuleError::TooFewPairs { count });
        }
        self.duplicate.movement = Some(self.dup_movement());
        self.push_dup_round(1, at);
        Ok(())
    }

    /// Sets up round `number`: every table's trays, none reported yet.
    pub(crate) fn push_dup_round(&mut self, number: u32, at: DateTime<Utc>) {
        let Some(movement) = self.duplicate.movement else {
            return;
        };
        self.duplicate.rounds.push(DupRound {
            number,
            seated_at: at,
            started_at: None,
            ended_at: None,
            pauses: Vec::new(),
            results: (1..=movement.tables)
                .map(|t| vec![None; movement.trays_at(number, t).len()])
                .collect(),
        });
    }

    /// R-DUP-7: a tray's outcome at a table, or (`correcting`) a correction of one.
    fn tray_result(
        &mut self,
        round: u32,
        table: u32,
        tray: u32,
        play: TrayPlay,
        correcting: bool,
    ) -> Result<(), RuleError> {
        let movement = self.duplicate.movement.ok_or(RuleError::NotStarted)?;
        if !correcting {
            let in_play = self.duplicate.rounds.last().map(|r| r.number);
            if self.finished {
                return Err(RuleError::EveningFinished);
            }
            if in_play != Some(round) {
                return Err(RuleError::RoundOver {
                    round,
                    now: in_play.unwrap_or(0),
                });
            }
        }
        if round == 0 || round as usize > self.duplicate.rounds.len() {
            return Err(RuleError::NoSuchRound { round });
        }
        if table == 0 || table > movement.tables {
            return Err(RuleError::NoSuchTable {
                table,
                tables: movement.tables,
            });
        }
        if movement.sits_out(round, table) {
            return Err(RuleError::SitsOut { table, round });
        }
        let here = movement.trays_at(round, table);
        let Some(slot) = here.iter().position(|t| *t == tray) else {
            return Err(RuleError::TrayNotHere {
                tray,
                table,
                round,
                trays: crate::words::and_list(&here.iter().map(u32::to_string).collect::<Vec<_>>()),
            });
        };
        if let TrayPlay::Played(deal) = &play {
            if deal.misdeal {
                return Err(RuleError::MisdealOnTray);
            }
            super::score::tray_score(self.settings.deal_scoring, tray, deal)?;
        }
        let reported = self.duplicate.outcome(round, table, tray).is_some();
        match (correcting, reported) {
            (false, true) => return Err(RuleError::TrayAlreadyReported { tray, table }),
            (true, false) => return Err(RuleError::NoTrayResult { tray, table, round }),
            _ => {}
        }
        let cell = self
            .duplicate
            .rounds
            .get_mut((round as usize).saturating_sub(1))
            .and_then(|r| r.results.get_mut(crate::table::TableNo(table).index()?))
            .and_then(|t| t.get_mut(slot));
        if let Some(cell) = cell {
            *cell = Some(play);
        }
        Ok(())
    }

    /// R-ROUND-5 for duplicate: the bell waits for every tray of every table (reported or
    /// marked not played); the override marks the missing ones not played. Then the
    /// next round, or the end of the evening: the full movement played, the set number
    /// of rounds or time, or the host's last bell (R-DUP-6).
    pub(crate) fn dup_bell(
        &mut self,
        override_missing: bool,
        last: bool,
        at: DateTime<Utc>,
    ) -> Result<(), RuleError> {
        if self.finished {
            return Err(RuleError::EveningFinished);
        }
        let movement = self.duplicate.movement.ok_or(RuleError::NotStarted)?;
        let missing = self.duplicate.missing();
        if !missing.is_empty() && !override_missing {
            return Err(RuleError::BellHeld {
                missing: crate::words::missing_trays(&missing),
            });
        }
        let ends = last || self.dup_bell_ends(at, &movement);
        let Some(round) = self.duplicate.rounds.last_mut() else {
            return Err(RuleError::NotStarted);
        };
        for table in &mut round.results {
            for cell in table.iter_mut().filter(|c| c.is_none()) {
                *cell = Some(TrayPlay::NotPlayed);
            }
        }
        // A sit-out's trays were not played there either.
        for (t, table) in (1..).zip(round.results.iter_mut()) {
            if movement.sits_out(round.number, t) {
                table
                    .iter_mut()
                    .for_each(|c| *c = Some(TrayPlay::NotPlayed));
            }
        }
        round.ended_at = Some(at);
        if let Some(pause) = round.pauses.last_mut()
            && pause.until.is_none()
        {
            pause.until = Some(at);
        }
        let next = round.number + 1;
        if ends {
            self.finished = true;
        } else {
            self.push_dup_round(next, at);
        }
        Ok(())
    }

    /// Whether a bell at `at` ends the duplicate evening (R-DUP-6, R-ROUND-6).
    fn dup_bell_ends(&self, at: DateTime<Utc>, movement: &Movement) -> bool {
        let number = self.duplicate.rounds.last().map_or(0, |r| r.number);
        number >= movement.rounds()
            || match self.settings.end {
                crate::action::EveningEnd::AfterRounds(n) => number >= n,
                crate::action::EveningEnd::AtTime(end) => at >= end,
                crate::action::EveningEnd::HostDecides => false,
            }
    }

    /// The movement: the one fixed at the start, or before it the one the pairs and the
    /// settings would make (R-DUP-3/4/5, R-DUP-12).
    pub fn dup_movement(&self) -> Movement {
        self.duplicate.movement.unwrap_or_else(|| {
            let settings = self.settings.duplicate;
            Movement::for_pairs(
                u32::try_from(self.duplicate.pairs.len()).unwrap_or(u32::MAX),
                u32::from(settings.trays_per_table),
                settings.two_tables,
            )
        })
    }

    /// R-DUP-8: a cut that settles a tie for first place among one group's pairs; the
    /// cutters are each tied pair's first player. A party of an edition before R-DUP-8's
    /// revision may have cut a tie with a pair that had played no tray: it replays.
    fn cut_duplicate_tie(&mut self, group: PairGroup, cut: &Cut) -> Result<(), RuleError> {
        let standings = super::score::standings(self);
        let tied = if self.settings.edition.needs_four_pairs() {
            standings.tied_for_first(group)
        } else {
            standings.tied_for_first_counting_unplayed(group)
        };
        let used = self.dup_movement().groups().contains(&group);
        if !used || tied.len() < 2 || self.duplicate.cuts.iter().any(|(g, _)| *g == group) {
            return Err(RuleError::NoPairTie {
                pairs: crate::words::group_pairs(group).to_owned(),
            });
        }
        let cutters: Vec<_> = tied
            .iter()
            .filter_map(|&n| {
                let id = super::PairId::new(group, n);
                self.duplicate.pair(id).map(|p| p.players[0])
            })
            .collect();
        cut.check(&cutters)?;
        self.duplicate.cuts.push((group, cut.clone()));
        Ok(())
    }

    /// The duplicate round in play (or the last), for the clock.
    pub fn dup_round(&self) -> Option<&DupRound> {
        self.duplicate.rounds.last()
    }

    pub(crate) fn dup_round_mut(&mut self) -> Option<&mut DupRound> {
        self.duplicate.rounds.last_mut()
    }

    /// Where the duplicate evening is.
    pub(crate) fn dup_phase(&self) -> Phase {
        if self.finished {
            Phase::Finished
        } else if self.duplicate.started() {
            Phase::Playing
        } else {
            Phase::Setup
        }
    }
}
