//! The duplicate evening's actions applied to the party's state (R-DUP-1, R-DUP-6,
//! R-DUP-7, R-DUP-8, R-DUP-11): each checked first and applied after, so a refusal
//! changes nothing.

#[allow(unused_imports)]
use crate::error::DupRefusal;
use crate::prelude::*;

use alloc::collections::BTreeSet;

use chrono::{DateTime, Utc};

use crate::action::Action;
use crate::cut::Cut;
use crate::duplicate::{DupPair, MAX_PAIRS, MIN_PAIRS, Movement, PairGroup, TrayPlay};
use crate::error::{RuleError, Setup};
use crate::seating::PairSide;
use crate::state::State;

impl State {
    /// Applies a duplicate action (the caller has matched one), or refuses it.
    pub(crate) fn apply_duplicate(
        &mut self,
        action: &Action,
        at: DateTime<Utc>,
    ) -> Result<(), RuleError> {
        if !self.is_duplicate() {
            return Err(DupRefusal::NotDuplicate.into());
        }
        match action {
            Action::SetPairs { pairs } => self.set_pairs(pairs),
            Action::DealTrays { seed } => {
                self.check_setup(Setup::Trays)?;
                self.dup_mut()?.hands_seed = Some(*seed);
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
            Action::AskTrayAgreement { .. }
            | Action::AgreeTray { .. }
            | Action::DisagreeTray { .. } => self.apply_tray_agreement(action),
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
                    && self.dup()?.pairs.iter().any(|p| p.players.contains(guest))
                {
                    return Err(DupRefusal::GuestInAPair {
                        name: self.name(*guest).to_owned(),
                    }
                    .into());
                }
                self.apply_roster(action)
            }
            Action::SetPairs { .. }
            | Action::DealTrays { .. }
            | Action::StartDuplicate
            | Action::TrayResult { .. }
            | Action::CorrectTray { .. }
            | Action::CutDuplicateTie { .. }
            | Action::AskTrayAgreement { .. }
            | Action::AgreeTray { .. }
            | Action::DisagreeTray { .. } => self.apply_duplicate(action, at),
            Action::RingBell {
                override_missing,
                cuts,
                last,
            } if cuts.is_empty() => self.dup_bell(*override_missing, *last, at),
            Action::StartRound => self.start_dup_round(at),
            Action::PauseClock => self.pause_dup_clock(at),
            Action::ResumeClock => self.resume_dup_clock(at),
            Action::CallHost { .. } | Action::AnswerCall { .. } => self.apply_call(action, at),
            Action::AtTheDoor { .. } | Action::LetIn { .. } | Action::TurnAway { .. } => {
                self.apply_door(action, at)
            }
            other => Err(DupRefusal::NotInDuplicate {
                what: crate::duplicate::star_only(other),
            }
            .into()),
        }
    }

    /// R-ROUND-4 for duplicate: the host starts the round in play, and its clock.
    fn start_dup_round(&mut self, at: DateTime<Utc>) -> Result<(), RuleError> {
        if self.finished {
            return Err(RuleError::EveningFinished);
        }
        let round = self
            .dup_mut()?
            .rounds
            .last_mut()
            .ok_or(RuleError::NotStarted)?;
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
        let round = self
            .dup_mut()?
            .rounds
            .last_mut()
            .ok_or(RuleError::NotStarted)?;
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
            .dup_mut()?
            .rounds
            .last_mut()
            .and_then(|r| r.pauses.last_mut())
            .filter(|p| p.until.is_none())
            .ok_or(RuleError::ClockNotPaused)?;
        pause.until = Some(at.max(pause.from));
        Ok(())
    }

    /// R-DUP-1: the pairs, before play: two different guests each, nobody in two pairs,
    /// half North–South and half East–West (one more N–S when the pairs are odd).
    fn set_pairs(&mut self, pairs: &[DupPair]) -> Result<(), RuleError> {
        self.check_setup(Setup::Pairs)?;
        if pairs.len() > MAX_PAIRS {
            return Err(DupRefusal::TooManyPairs { max: MAX_PAIRS }.into());
        }
        let mut seen = BTreeSet::new();
        for pair in pairs {
            let [a, b] = pair.players;
            if a == b {
                return Err(DupRefusal::PairNeedsTwo {
                    name: self.name(a).to_owned(),
                }
                .into());
            }
            for guest in pair.players {
                let listed = self.guest(guest)?;
                if listed.removed {
                    return Err(RuleError::GuestRemoved {
                        name: listed.name.clone(),
                    });
                }
                if !seen.insert(guest) {
                    return Err(DupRefusal::GuestInTwoPairs {
                        name: listed.name.clone(),
                    }
                    .into());
                }
            }
        }
        let ns = pairs
            .iter()
            .filter(|p| p.direction == PairSide::NorthSouth)
            .count();
        let ew = pairs.len() - ns;
        if !(ns == ew || ns == ew + 1) {
            return Err(DupRefusal::PairsUnbalanced { ns, ew }.into());
        }
        self.dup_mut()?.pairs = pairs.to_vec();
        Ok(())
    }

    /// R-DUP-1, R-DUP-3/4/5, R-DUP-12: the pairs sit down, the movement is fixed, round
    /// 1 begins. Fewer than four pairs are refused (parties of an edition before the
    /// revision started with two).
    fn start_duplicate(&mut self, at: DateTime<Utc>) -> Result<(), RuleError> {
        self.check_setup(Setup::Start)?;
        let count = self.dup()?.pairs.len();
        let least = if self.settings.edition.needs_four_pairs() {
            MIN_PAIRS
        } else {
            2
        };
        if count < least {
            return Err(DupRefusal::TooFewPairs { count }.into());
        }
        let settings = self.settings.clone();
        let dup = self.dup_mut()?;
        dup.movement = Some(dup.movement_for(&settings));
        dup.push_round(1, at);
        Ok(())
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
        let finished = self.finished;
        let deal_scoring = self.settings.deal_scoring;
        let dup = self.dup_mut()?;
        let movement = dup.movement.ok_or(RuleError::NotStarted)?;
        if !correcting {
            let in_play = dup.rounds.last().map(|r| r.number);
            if finished {
                return Err(RuleError::EveningFinished);
            }
            if in_play != Some(round) {
                return Err(DupRefusal::RoundOver {
                    round,
                    now: in_play.unwrap_or(0),
                }
                .into());
            }
        }
        if round == 0 || round as usize > dup.rounds.len() {
            return Err(RuleError::NoSuchRound { round });
        }
        if table == 0 || table > movement.tables {
            return Err(RuleError::NoSuchTable {
                table,
                tables: movement.tables,
            });
        }
        if movement.sits_out(round, table) {
            return Err(DupRefusal::SitsOut { table, round }.into());
        }
        let here = movement.trays_at(round, table);
        let Some(slot) = here.iter().position(|t| *t == tray) else {
            return Err(DupRefusal::TrayNotHere {
                tray,
                table,
                round,
                trays: here.to_vec(),
            }
            .into());
        };
        if let TrayPlay::Played(deal) = &play {
            if deal.misdeal {
                return Err(DupRefusal::MisdealOnTray.into());
            }
            crate::duplicate_score::tray_score(deal_scoring, tray, deal)?;
        }
        let reported = dup.outcome(round, table, tray).is_some();
        match (correcting, reported) {
            (false, true) => return Err(DupRefusal::TrayAlreadyReported { tray, table }.into()),
            (true, false) => return Err(DupRefusal::NoTrayResult { tray, table, round }.into()),
            _ => {}
        }
        let cell = dup
            .rounds
            .get_mut((round as usize).saturating_sub(1))
            .and_then(|r| r.results.get_mut(crate::table::TableNo(table).index()?))
            .and_then(|t| t.get_mut(slot));
        if let Some(cell) = cell {
            *cell = Some(play);
        }
        // The host's own entry settles a tray held for East–West (issue 52).
        dup.held.remove(&(round, table, tray));
        Ok(())
    }

    /// Issue 52: a tray put to East–West, their agreement (which records it) or not.
    fn apply_tray_agreement(&mut self, action: &Action) -> Result<(), RuleError> {
        use crate::duplicate::HeldTray;
        use crate::held::Agreement;
        match *action {
            Action::AskTrayAgreement {
                round,
                table,
                tray,
                play,
            } => {
                if self.dup()?.held.contains_key(&(round, table, tray)) {
                    return Err(DupRefusal::TrayHeld { tray, table }.into());
                }
                // Checked as the result itself would be, on a copy.
                let mut trial = self.clone();
                trial.tray_result(round, table, tray, play, false)?;
                self.dup_mut()?.held.insert(
                    (round, table, tray),
                    HeldTray {
                        play,
                        agreement: Agreement::Asked,
                    },
                );
                Ok(())
            }
            Action::AgreeTray { round, table, tray } => {
                let held = self.asked_tray(round, table, tray)?;
                let mut next = self.clone();
                next.tray_result(round, table, tray, held.play, false)?;
                *self = next;
                Ok(())
            }
            Action::DisagreeTray { round, table, tray } => {
                self.asked_tray(round, table, tray)?;
                if let Some(held) = self.dup_mut()?.held.get_mut(&(round, table, tray)) {
                    held.agreement = Agreement::Disputed;
                }
                Ok(())
            }
            _ => Ok(()),
        }
    }

    /// The tray held at a table and put to East–West, or why not.
    fn asked_tray(
        &self,
        round: u32,
        table: u32,
        tray: u32,
    ) -> Result<crate::duplicate::HeldTray, RuleError> {
        match self.dup()?.held.get(&(round, table, tray)) {
            Some(held) if held.agreement == crate::held::Agreement::Asked => Ok(*held),
            _ => Err(DupRefusal::NoTrayToAgree { tray, table }.into()),
        }
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
        let movement = self.dup()?.movement.ok_or(RuleError::NotStarted)?;
        let missing = self.dup()?.missing();
        if !missing.is_empty() && !override_missing {
            return Err(RuleError::BellHeld {
                missing: crate::error::BellWaits::Trays(missing),
            });
        }
        let ends = last || self.dup_bell_ends(at, &movement)?;
        let dup = self.dup_mut()?;
        // Trays still held for East–West go with their round, as the star game's do.
        dup.held.clear();
        let Some(round) = dup.rounds.last_mut() else {
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
            dup.push_round(next, at);
        }
        Ok(())
    }

    /// Whether a bell at `at` ends the duplicate evening (R-DUP-6, R-ROUND-6).
    fn dup_bell_ends(&self, at: DateTime<Utc>, movement: &Movement) -> Result<bool, RuleError> {
        let number = self.dup()?.rounds.last().map_or(0, |r| r.number);
        Ok(number >= movement.rounds()
            || match self.settings.end {
                crate::settings::EveningEnd::AfterRounds(n) => number >= n,
                crate::settings::EveningEnd::AtTime(end) => at >= end,
                crate::settings::EveningEnd::HostDecides => false,
            })
    }

    /// R-DUP-8: a cut that settles a tie for first place among one group's pairs; the
    /// cutters are each tied pair's first player. A party of an edition before R-DUP-8's
    /// revision may have cut a tie with a pair that had played no tray: it replays.
    fn cut_duplicate_tie(&mut self, group: PairGroup, cut: &Cut) -> Result<(), RuleError> {
        let standings =
            crate::duplicate_score::standings(self.duplicate().ok_or(RuleError::NotStarted)?);
        let tied = if self.settings.edition.needs_four_pairs() {
            standings.tied_for_first(group)
        } else {
            standings.tied_for_first_counting_unplayed(group)
        };
        let dup = self.dup()?;
        let used = dup.movement_for(&self.settings).groups().contains(&group);
        if !used || tied.len() < 2 || dup.cuts.iter().any(|(g, _)| *g == group) {
            return Err(DupRefusal::NoPairTie { pairs: group }.into());
        }
        let cutters: Vec<_> = tied
            .iter()
            .filter_map(|&n| {
                let id = crate::duplicate::PairId::new(group, n);
                dup.pair(id).map(|p| p.players[0])
            })
            .collect();
        cut.check(&cutters)?;
        self.dup_mut()?.cuts.push((group, cut.clone()));
        Ok(())
    }
}
