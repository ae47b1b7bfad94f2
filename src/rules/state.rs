//! The party as it stands after replaying its history: the settings, the guests, and the
//! game it plays (the star game's draw, rounds and prize cuts, or a duplicate evening). `State::apply` is the one place an action changes anything; it checks
//! first and changes after, so a refused action leaves the state as it was.

#[allow(unused_imports)]
use crate::prelude::*;

use alloc::collections::BTreeMap;

use chrono::{DateTime, Utc};

use super::action::Action;
use super::clock::{Pause, RoundClock};
use super::error::{RuleError, Setup};
use super::guests::{Guest, GuestId, Side};
use super::play::Game;
use super::progression::Edition;
use super::round::Round;
use super::seating::seat_from_cards;
use super::settings::Settings;

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

/// The derived state of a party: what every evening has (the settings, the guests,
/// whether it is over), and the game it plays (see [`Game`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct State {
    /// The settings in force.
    pub settings: Settings,
    pub(super) guests: Vec<Guest>,
    /// Guests on the list by `name_key`, so a clash is found at once at any size.
    pub(super) names: BTreeMap<String, GuestId>,
    /// The last bell has rung.
    pub(super) finished: bool,
    /// The star game's play, or the duplicate evening's.
    pub(super) game: Game,
    /// Each table's last call for the host (issue 52): open until the host answers it.
    pub(super) calls: BTreeMap<u32, crate::play::Call>,
    /// Guests who checked in at the door and wait for the host's key, first come first
    /// (issue 52).
    pub(super) door: Vec<crate::play::Knock>,
}

/// The game a party of these settings plays, new.
fn new_game(settings: &Settings) -> Game {
    if settings.is_duplicate() {
        Game::Duplicate(Box::default())
    } else {
        Game::Star(Box::default())
    }
}

impl State {
    /// A party with no guests yet.
    pub fn new(settings: Settings) -> State {
        State {
            game: new_game(&settings),
            settings,
            guests: Vec::new(),
            names: BTreeMap::new(),
            finished: false,
            calls: BTreeMap::new(),
            door: Vec::new(),
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

    /// The clock of the round in play (or the last one), in either game.
    pub fn round_clock(&self) -> Option<RoundClock> {
        let minutes = self.settings.round_minutes;
        match &self.game {
            Game::Duplicate(dup) => dup.rounds.last().map(|r| r.clock(minutes)),
            Game::Star(play) => play.current_round().map(|r| RoundClock::of(r, minutes)),
        }
    }

    /// The number of the round in play (or the last one), in either game.
    pub fn round_number(&self) -> Option<u32> {
        match &self.game {
            Game::Duplicate(dup) => dup.rounds.last().map(|r| r.number),
            Game::Star(play) => play.current_round().map(|r| r.number),
        }
    }

    /// Setup, playing or finished.
    pub fn phase(&self) -> Phase {
        let begun = match &self.game {
            Game::Duplicate(dup) => dup.started(),
            Game::Star(play) => !play.rounds.is_empty(),
        };
        if self.finished {
            Phase::Finished
        } else if begun {
            Phase::Playing
        } else {
            Phase::Setup
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

    pub(super) fn check_setup(&self, what: Setup) -> Result<(), RuleError> {
        if self.phase() == Phase::Setup {
            Ok(())
        } else {
            Err(RuleError::PlayStarted { what })
        }
    }

    pub(super) fn check_playing(&self) -> Result<&Round, RuleError> {
        match (self.phase(), self.play()?.rounds.last()) {
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
            Action::HoldForOk { .. }
            | Action::AcceptHeld { .. }
            | Action::TurnDownHeld { .. }
            | Action::AskAgreement { .. }
            | Action::Agree { .. }
            | Action::Disagree { .. } => self.apply_held(action, at),
            Action::CallHost { .. } | Action::AnswerCall { .. } => self.apply_call(action, at),
            Action::AtTheDoor { .. } | Action::LetIn { .. } | Action::TurnAway { .. } => {
                self.apply_door(action, at)
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
            && (settings.game != self.settings.game
                || settings.deal_scoring != self.settings.deal_scoring)
        {
            return Err(RuleError::PlayStarted {
                what: Setup::SeatingAndScoring,
            });
        }
        // Another game chosen before play: the party plays that one now (what the draw
        // had done for the star game does not carry over to pairs, nor back).
        let duplicate = settings.is_duplicate();
        if duplicate != self.is_duplicate() {
            self.game = new_game(settings);
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
        self.check_setup(Setup::Draw)?;
        match action {
            Action::RecordCard { guest, card } => {
                self.check_card(*guest, *card)?;
                self.play_mut()?.set_card(*guest, Some(*card));
            }
            Action::ClearCard { guest } => {
                self.listed_guest(*guest)?;
                self.play_mut()?.set_card(*guest, None);
            }
            Action::DrawAll { cards } => {
                let cards = self.check_cards(cards.iter().copied())?;
                let play = self.play_mut()?;
                play.holders = cards.iter().map(|(&g, &c)| (c, g)).collect();
                play.cards = cards;
            }
            Action::SeatTables => {
                let tables = self.check_draw_complete()?;
                let play = self.play()?;
                // R-TABLE-1: those the draw could not seat wait, in the order they came.
                let waiting = self
                    .guests
                    .iter()
                    .filter(|g| !g.removed && !play.cards.contains_key(&g.id))
                    .map(|g| g.id)
                    .collect();
                let seated = seat_from_cards(&play.cards, tables);
                let first = self.settings.edition == Edition::First;
                let play = self.play_mut()?;
                play.waiting = waiting;
                play.push_round(Round {
                    number: 1,
                    tables: seated,
                    results: vec![None; tables as usize],
                    seated_at: at,
                    started_at: first.then_some(at),
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
        if let Some(round) = self.play_mut()?.rounds.last_mut() {
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
            | Action::AskAgreement { .. }
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
        if let Some(round) = self.play_mut()?.rounds.last_mut() {
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
            .play_mut()?
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
}
