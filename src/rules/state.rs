//! The party as it stands after replaying its history: guests, cards, rounds played and
//! prize cuts. `State::apply` is the one place an action changes anything; it checks
//! first and changes after, so a refused action leaves the state as it was.

#[allow(unused_imports)]
use crate::prelude::*;

use alloc::collections::{BTreeMap, BTreeSet};

use chrono::{DateTime, Utc};

use super::action::{Action, Settings};
use super::cards::{Cut, DrawCard};
use super::clock::{Pause, RoundClock};
use super::error::RuleError;
use super::guests::{Guest, GuestId, Side};
use super::prizes::{PrizeKey, PrizeOutcome, prizes};
use super::progression::Edition;
use super::round::{Round, TableResult};
use super::seating::{TableSeats, seat_from_cards};

/// Where the evening is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Phase {
    /// Guests arrive and draw; no table is seated yet.
    Setup,
    /// Rounds are being played.
    Playing,
    /// The last bell has rung.
    Finished,
}

/// The derived state of a party.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct State {
    /// The settings in force.
    pub settings: Settings,
    pub(super) guests: Vec<Guest>,
    /// Guests on the list by `name_key`, so a clash is found at once at any size.
    pub(super) names: BTreeMap<String, GuestId>,
    pub(super) cards: BTreeMap<GuestId, DrawCard>,
    /// Who holds each card: the other side of `cards`, so that a card drawn twice is
    /// found at once at any size.
    pub(super) holders: BTreeMap<DrawCard, GuestId>,
    /// Everyone who has been seated in some round.
    pub(super) played: BTreeSet<GuestId>,
    /// The waiting list, longest waiting first (R-LATE-1).
    pub(super) waiting: Vec<GuestId>,
    /// Guests who leave at the next bell (R-LATE-2).
    pub(super) leaving: BTreeSet<GuestId>,
    /// Guests who have left: they have no chair any more (R-LATE-2).
    pub(super) left: BTreeSet<GuestId>,
    /// Guests taken out of the prize list; their stars stay in the record (R-LATE-2).
    pub(super) withdrawn: BTreeSet<GuestId>,
    /// Arrivals, departures, fills, tables opened and closed, swaps: each with the round
    /// it happened in (R-LATE-7).
    pub(super) changes: Vec<(u32, super::late::Change)>,
    pub(super) rounds: Vec<Round>,
    pub(super) finished: bool,
    pub(super) prize_cuts: Vec<(PrizeKey, Cut)>,
    /// Results from the phones held for the host's OK, by table.
    pub(super) held: BTreeMap<u32, super::held::Held>,
    /// The duplicate evening, when the party is one (R-DUP).
    pub(super) duplicate: super::duplicate::Duplicate,
}

impl State {
    /// A party with no guests yet.
    pub fn new(settings: Settings) -> State {
        State {
            settings,
            guests: Vec::new(),
            names: BTreeMap::new(),
            cards: BTreeMap::new(),
            holders: BTreeMap::new(),
            played: BTreeSet::new(),
            waiting: Vec::new(),
            leaving: BTreeSet::new(),
            left: BTreeSet::new(),
            withdrawn: BTreeSet::new(),
            changes: Vec::new(),
            rounds: Vec::new(),
            finished: false,
            prize_cuts: Vec::new(),
            held: BTreeMap::new(),
            duplicate: super::duplicate::Duplicate::default(),
        }
    }

    /// Every guest ever added (removed ones flagged), indexed by their number.
    pub fn guests(&self) -> &[Guest] {
        &self.guests
    }

    /// A guest by number.
    pub fn guest(&self, id: GuestId) -> Result<&Guest, RuleError> {
        self.guests
            .get(id.0 as usize)
            .ok_or(RuleError::UnknownGuest { id: id.0 })
    }

    /// A guest's name, or a placeholder for an unknown number.
    pub fn name(&self, id: GuestId) -> &str {
        self.guests
            .get(id.0 as usize)
            .map_or("?", |g| g.name.as_str())
    }

    /// Guests on the list (not removed) of a side.
    pub fn present(&self, side: Side) -> impl Iterator<Item = &Guest> {
        self.guests
            .iter()
            .filter(move |g| !g.removed && g.side == side)
    }

    /// The cards drawn so far (before play).
    pub fn cards(&self) -> &BTreeMap<GuestId, DrawCard> {
        &self.cards
    }

    /// The rounds played or in play, the first first.
    pub fn rounds(&self) -> &[Round] {
        &self.rounds
    }

    /// The round in play (or the last one, once the evening is over).
    pub fn current_round(&self) -> Option<&Round> {
        self.rounds.last()
    }

    /// The clock of the round in play (or the last one), in either game.
    pub fn round_clock(&self) -> Option<RoundClock> {
        if self.is_duplicate() {
            return self
                .dup_round()
                .map(|r| r.clock(self.settings.round_minutes));
        }
        self.current_round()
            .map(|r| RoundClock::of(r, self.settings.round_minutes))
    }

    /// The number of the round in play (or the last one), in either game.
    pub fn round_number(&self) -> Option<u32> {
        if self.is_duplicate() {
            return self.dup_round().map(|r| r.number);
        }
        self.current_round().map(|r| r.number)
    }

    /// The stored prize cuts, oldest first.
    pub fn prize_cuts(&self) -> &[(PrizeKey, Cut)] {
        &self.prize_cuts
    }

    /// Setup, playing or finished.
    pub fn phase(&self) -> Phase {
        if self.is_duplicate() {
            return self.dup_phase();
        }
        if self.finished {
            Phase::Finished
        } else if self.rounds.is_empty() {
            Phase::Setup
        } else {
            Phase::Playing
        }
    }

    /// R-TABLE-1: how many tables the guests on the list can fill.
    pub fn tables_possible(&self) -> u32 {
        let ladies = self.present(Side::Lady).count();
        let gentlemen = self.present(Side::Gentleman).count();
        u32::try_from(ladies.min(gentlemen) / 2).unwrap_or(u32::MAX)
    }

    /// R-TABLE-1: how many of each side would wait if the tables were drawn now:
    /// (ladies, gentlemen).
    pub fn would_wait(&self) -> (usize, usize) {
        let seats = self.tables_possible() as usize * 2;
        (
            self.present(Side::Lady).count().saturating_sub(seats),
            self.present(Side::Gentleman).count().saturating_sub(seats),
        )
    }

    pub(super) fn check_setup(&self, what: &str) -> Result<(), RuleError> {
        if self.phase() == Phase::Setup {
            Ok(())
        } else {
            Err(RuleError::PlayStarted {
                what: what.to_owned(),
            })
        }
    }

    pub(super) fn check_playing(&self) -> Result<&Round, RuleError> {
        match (self.phase(), self.rounds.last()) {
            (Phase::Finished, _) => Err(RuleError::EveningFinished),
            (Phase::Playing, Some(round)) => Ok(round),
            _ => Err(RuleError::NotStarted),
        }
    }

    /// Applies one action, or refuses it and changes nothing. Each kind of action is
    /// handled by the part of the rules it belongs to.
    pub fn apply(&mut self, action: &Action, at: DateTime<Utc>) -> Result<(), RuleError> {
        if self.is_duplicate() {
            return self.apply_in_duplicate(action, at);
        }
        match action {
            Action::ChangeSettings(settings) => self.change_settings(settings),
            Action::AddGuest { .. }
            | Action::AddGuests { .. }
            | Action::RenameGuest { .. }
            | Action::SetSide { .. }
            | Action::RemoveGuest { .. }
            | Action::BalanceSides => self.apply_roster(action),
            Action::RecordCard { .. }
            | Action::ClearCard { .. }
            | Action::DrawAll { .. }
            | Action::SeatTables => self.apply_draw(action, at),
            Action::EnterResult { .. }
            | Action::CutTie { .. }
            | Action::CorrectResult { .. }
            | Action::RecordDeal { .. }
            | Action::DropDeal { .. }
            | Action::CorrectDeals { .. } => self.apply_result(action),
            Action::RingBell {
                override_missing,
                cuts,
                last,
            } => self.ring_bell(*override_missing, cuts, *last, at),
            Action::StartRound => self.start_round(at),
            Action::PauseClock => self.pause_clock(at),
            Action::ResumeClock => self.resume_clock(at),
            Action::CutForPrize { prize, cut } => self.cut_for_prize(*prize, cut),
            Action::HoldForOk { .. } | Action::AcceptHeld { .. } | Action::TurnDownHeld { .. } => {
                self.apply_held(action, at)
            }
            Action::SetPairs { .. }
            | Action::DealTrays { .. }
            | Action::StartDuplicate
            | Action::TrayResult { .. }
            | Action::CorrectTray { .. }
            | Action::CutDuplicateTie { .. } => self.apply_duplicate(action, at),
            Action::Leave { .. }
            | Action::WithdrawFromPrizes { .. }
            | Action::Fill { .. }
            | Action::CloseTable
            | Action::OpenTable { .. }
            | Action::Swap { .. } => self.apply_late(action),
        }
    }

    pub(super) fn change_settings(&mut self, settings: &Settings) -> Result<(), RuleError> {
        settings.check()?;
        if self.phase() != Phase::Setup
            && (settings.open_seating != self.settings.open_seating
                || settings.scoring != self.settings.scoring
                || settings.deal_scoring != self.settings.deal_scoring
                || settings.duplicate != self.settings.duplicate)
        {
            return Err(RuleError::PlayStarted {
                what: "the seating and the ways of scoring".to_owned(),
            });
        }
        // The chair rule belongs to the party, not to the host's settings.
        self.settings = Settings {
            edition: self.settings.edition,
            ..settings.clone()
        };
        Ok(())
    }

    /// R-DRAW: the cards, and the seating made from them.
    fn apply_draw(&mut self, action: &Action, at: DateTime<Utc>) -> Result<(), RuleError> {
        self.check_setup("the draw")?;
        match action {
            Action::RecordCard { guest, card } => {
                self.check_card(*guest, *card)?;
                self.set_card(*guest, Some(*card));
            }
            Action::ClearCard { guest } => {
                self.listed_guest(*guest)?;
                self.set_card(*guest, None);
            }
            Action::DrawAll { cards } => {
                self.cards = self.check_cards(cards.iter().copied())?;
                self.holders = self.cards.iter().map(|(&g, &c)| (c, g)).collect();
            }
            Action::SeatTables => {
                let tables = self.check_draw_complete()?;
                // R-TABLE-1: those the draw could not seat wait, in the order they came.
                self.waiting = self
                    .guests
                    .iter()
                    .filter(|g| !g.removed && !self.cards.contains_key(&g.id))
                    .map(|g| g.id)
                    .collect();
                self.push_round(Round {
                    number: 1,
                    tables: seat_from_cards(&self.cards, tables),
                    results: vec![None; tables as usize],
                    seated_at: at,
                    started_at: (self.settings.edition == Edition::First).then_some(at),
                    ended_at: None,
                    pauses: Vec::new(),
                    pads: vec![Vec::new(); tables as usize],
                });
            }
            _ => {}
        }
        Ok(())
    }

    /// R-ROUND-4: the host starts the round, and its clock.
    fn start_round(&mut self, at: DateTime<Utc>) -> Result<(), RuleError> {
        // R-LATE: every chair is taken before the round begins.
        self.check_no_empty_chairs()?;
        let round = self.check_playing()?;
        if round.started_at.is_some() {
            return Err(RuleError::RoundStarted {
                round: round.number,
            });
        }
        if let Some(round) = self.rounds.last_mut() {
            round.started_at = Some(at.max(round.seated_at));
        }
        Ok(())
    }

    /// R-ROUND-4: whether `action` is a result (a table's, a deal of its pad, a tray's,
    /// one held for the host's OK or that OK) for the round in play while its clock has
    /// not been started: that first result starts the round (the tables are plainly
    /// playing), so its clock is never left unstarted. The one who records it applies
    /// `Action::StartRound` first.
    pub fn result_starts_round(&self, action: &Action) -> bool {
        let result = match action {
            Action::EnterResult { .. }
            | Action::RecordDeal { .. }
            | Action::HoldForOk { .. }
            | Action::AcceptHeld { .. } => true,
            Action::TrayResult { round, .. } => Some(*round) == self.round_number(),
            _ => false,
        };
        result
            && self.phase() == Phase::Playing
            && self.round_clock().is_some_and(|clock| !clock.is_started())
    }

    /// R-ROUND-4: the host stops the round clock.
    fn pause_clock(&mut self, at: DateTime<Utc>) -> Result<(), RuleError> {
        let round = self.check_playing()?;
        if round.started_at.is_none() {
            return Err(RuleError::RoundNotStarted {
                round: round.number,
            });
        }
        if round.pauses.last().is_some_and(|p| p.until.is_none()) {
            return Err(RuleError::ClockAlreadyPaused);
        }
        if let Some(round) = self.rounds.last_mut() {
            round.pauses.push(Pause {
                from: at,
                until: None,
            });
        }
        Ok(())
    }

    /// R-ROUND-4: the host starts the round clock again.
    fn resume_clock(&mut self, at: DateTime<Utc>) -> Result<(), RuleError> {
        self.check_playing()?;
        let open = self
            .rounds
            .last_mut()
            .and_then(|r| r.pauses.last_mut())
            .filter(|p| p.until.is_none());
        match open {
            Some(pause) => pause.until = Some(at.max(pause.from)),
            None => return Err(RuleError::ClockNotPaused),
        }
        Ok(())
    }

    /// R-PRIZE-7: a cut that settles a prize tie, kept so the prize never changes.
    fn cut_for_prize(&mut self, prize: PrizeKey, cut: &Cut) -> Result<(), RuleError> {
        let standing = prizes(self);
        let no_cut = || RuleError::NoCutNeeded {
            prize: prize.kind.code().to_owned(),
        };
        let entry = standing
            .iter()
            .find(|p| p.key == prize)
            .ok_or_else(no_cut)?;
        let PrizeOutcome::AwaitingCut { candidates, .. } = &entry.outcome else {
            return Err(no_cut());
        };
        cut.check(candidates)?;
        self.prize_cuts.push((prize, cut.clone()));
        Ok(())
    }

    /// Starts a round, noting everyone it seats.
    pub(super) fn push_round(&mut self, round: Round) {
        self.played
            .extend(round.tables.iter().flat_map(TableSeats::players));
        self.rounds.push(round);
    }

    /// Records (or clears) a guest's card, keeping the index of holders in step.
    pub(super) fn set_card(&mut self, guest: GuestId, card: Option<DrawCard>) {
        if let Some(old) = self.cards.remove(&guest) {
            self.holders.remove(&old);
        }
        if let Some(card) = card {
            self.cards.insert(guest, card);
            self.holders.insert(card, guest);
        }
    }

    /// Round `number` (1-based), or an error naming it.
    pub fn round(&self, number: u32) -> Result<&Round, RuleError> {
        self.rounds
            .get((number as usize).wrapping_sub(1))
            .ok_or(RuleError::NoSuchRound { round: number })
    }

    pub(super) fn set_result(
        &mut self,
        round: u32,
        table: u32,
        change: impl FnOnce(&mut Option<TableResult>),
    ) {
        let slot = self
            .rounds
            .get_mut((round as usize).wrapping_sub(1))
            .and_then(|r| r.result_mut(table));
        if let Some(slot) = slot {
            change(slot);
        }
    }
}
