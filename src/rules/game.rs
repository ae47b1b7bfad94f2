//! The game a party plays, as a type: the star game (with its draw, rounds, waiting list,
//! stars and prizes) or Duplicate Cinch (with its pairs, movement and trays). A party has
//! what every evening has (the settings, the guests, whether it is over) and one game;
//! only a star evening has rounds and prize cuts, only a duplicate evening a movement
//! and trays. Whoever reads one asks for it ([`State::star`], [`State::duplicate`]) and
//! says what it does for the other: the compiler lists every place, and no reader ever
//! gets an empty one by default.

#[allow(unused_imports)]
use crate::prelude::*;

use alloc::collections::BTreeMap;

pub use super::play::{Game, StarPlay};

use super::cards::{Cut, DrawCard};
use super::duplicate::{DupRound, Duplicate, Movement};
use super::error::RuleError;
use super::guests::{GuestId, Side};
use super::nouns::PrizeKey;
use super::play::{Change, Held};
use super::round::Round;
use super::state::State;

/// A party's game as read: the star game's evening or the duplicate evening, each with
/// what every evening has. A reader that shows both kinds `match`es on this once.
#[derive(Debug, Clone, Copy)]
pub enum Playing<'a> {
    /// The star game, or one scored by score cards.
    Star(Star<'a>),
    /// Duplicate Cinch.
    Duplicate(Dup<'a>),
}

/// A star evening as read: its play, with what every evening has (the guests, the
/// settings). Everything only the star game has is asked of this.
#[derive(Debug, Clone, Copy)]
pub struct Star<'a> {
    /// The party.
    pub state: &'a State,
    /// Its play.
    pub play: &'a StarPlay,
}

impl core::ops::Deref for Star<'_> {
    type Target = StarPlay;

    fn deref(&self) -> &StarPlay {
        self.play
    }
}

impl<'a> Star<'a> {
    /// How this star-game evening is scored (R-STAR, R-ALT). A star game is made only
    /// from the star game's settings (`State::new`, `change_settings`); were it not, it
    /// would read as the star game.
    pub fn scoring(&self) -> super::settings::Scoring {
        self.state.settings.scoring().unwrap_or_default()
    }

    /// The rounds played or in play, the first first.
    pub fn rounds(&self) -> &'a [Round] {
        &self.play.rounds
    }

    /// The round in play (or the last one, once the evening is over).
    pub fn current_round(&self) -> Option<&'a Round> {
        self.play.rounds.last()
    }

    /// Round `number` (1-based), or an error naming it.
    pub fn round(&self, number: u32) -> Result<&'a Round, RuleError> {
        self.play.round(number)
    }

    /// The waiting list, longest waiting first (R-LATE-1).
    pub fn waiting(&self) -> &'a [GuestId] {
        &self.play.waiting
    }

    /// The cards drawn so far (before play).
    pub fn cards(&self) -> &'a BTreeMap<GuestId, DrawCard> {
        &self.play.cards
    }

    /// The changes, each with the round it happened in (R-LATE-7).
    pub fn changes(&self) -> &'a [(u32, Change)] {
        &self.play.changes
    }

    /// The results held for the host's OK, table by table.
    pub fn held(&self) -> impl Iterator<Item = &'a Held> + use<'a> {
        self.play.held.values()
    }

    /// The result held for the host's OK at a table, if any.
    pub fn held_for(&self, table: u32) -> Option<&'a Held> {
        self.play.held_for(table)
    }

    /// The stored prize cuts, oldest first.
    pub fn prize_cuts(&self) -> &'a [(PrizeKey, Cut)] {
        &self.play.prize_cuts
    }

    /// Whether the evening gives stars: the star game does (R-STAR); the score-card
    /// methods give none (R-ALT-1, R-ALT-2), and what is shown of them says so.
    pub fn gives_stars(&self) -> bool {
        self.scoring() == super::settings::Scoring::Stars
    }

    /// R-STAR-1, R-STAR-2: the stars `round` gave, guest by guest; none at a score-card
    /// evening (R-ALT-1), whose head and booby tables are tables like the others.
    pub fn round_stars(&self, round: &Round) -> Vec<(GuestId, super::nouns::StarColour)> {
        if self.gives_stars() {
            super::stars::round_stars(round)
        } else {
            Vec::new()
        }
    }

    /// R-STAR: every guest's stars, indexed by guest number (the score-card methods give
    /// no stars, R-ALT-1: every guest has none; [`Star::gives_stars`] says which).
    pub fn stars(&self) -> Vec<super::stars::Stars> {
        let guests = self.state.guests().len();
        if self.gives_stars() {
            super::stars::tally(&self.play.rounds, guests)
        } else {
            vec![super::stars::Stars::default(); guests]
        }
    }

    /// Guests waiting on one side, longest waiting first.
    pub fn waiting_of(&self, side: Side) -> Vec<GuestId> {
        self.play
            .waiting
            .iter()
            .copied()
            .filter(|&g| self.state.guest(g).is_ok_and(|x| x.side == side))
            .collect()
    }
}

/// A duplicate evening as read: its pairs, movement and trays, with what every evening
/// has.
#[derive(Debug, Clone, Copy)]
pub struct Dup<'a> {
    /// The party.
    pub state: &'a State,
    /// Its duplicate evening.
    pub dup: &'a Duplicate,
}

impl core::ops::Deref for Dup<'_> {
    type Target = Duplicate;

    fn deref(&self) -> &Duplicate {
        self.dup
    }
}

impl<'a> Dup<'a> {
    /// The movement: the one fixed at the start, or before it the one the pairs and the
    /// settings would make (R-DUP-3/4/5, R-DUP-12).
    pub fn movement(&self) -> Movement {
        self.dup.movement_for(&self.state.settings)
    }

    /// The evening's duplicate settings (R-DUP-2, R-DUP-8, R-DUP-9, R-DUP-12).
    pub fn settings(&self) -> super::duplicate::DupSettings {
        self.state.settings.dup_rules()
    }

    /// The duplicate round in play (or the last), for the clock.
    pub fn round(&self) -> Option<&'a DupRound> {
        self.dup.rounds.last()
    }
}

impl State {
    /// The game this party plays.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The game, read: a star evening or a duplicate one.
    pub fn playing(&self) -> Playing<'_> {
        match &self.game {
            Game::Star(play) => Playing::Star(Star { state: self, play }),
            Game::Duplicate(dup) => Playing::Duplicate(Dup { state: self, dup }),
        }
    }

    /// The star game's evening, if the party plays it (or a score-card method).
    pub fn star(&self) -> Option<Star<'_>> {
        match &self.game {
            Game::Star(play) => Some(Star { state: self, play }),
            Game::Duplicate(_) => None,
        }
    }

    /// The duplicate evening, if the party is one.
    pub fn duplicate(&self) -> Option<Dup<'_>> {
        match &self.game {
            Game::Duplicate(dup) => Some(Dup { state: self, dup }),
            Game::Star(_) => None,
        }
    }

    /// Whether this party is a duplicate evening.
    pub fn is_duplicate(&self) -> bool {
        matches!(self.game, Game::Duplicate(_))
    }

    /// The star game's play, for the rules' own star actions: a duplicate party's
    /// actions never reach them (`State::apply` sends them to its own game), and were
    /// one to, it is refused in words rather than acted on.
    pub(crate) fn play(&self) -> Result<&StarPlay, RuleError> {
        match &self.game {
            Game::Star(play) => Ok(play),
            Game::Duplicate(_) => Err(RuleError::Duplicate(
                crate::error::DupRefusal::NotInDuplicate {
                    what: crate::error::StarOnly::StarPlay,
                },
            )),
        }
    }

    /// The star game's play, to change it (see [`State::play`]).
    pub(crate) fn play_mut(&mut self) -> Result<&mut StarPlay, RuleError> {
        match &mut self.game {
            Game::Star(play) => Ok(play),
            Game::Duplicate(_) => Err(RuleError::Duplicate(
                crate::error::DupRefusal::NotInDuplicate {
                    what: crate::error::StarOnly::StarPlay,
                },
            )),
        }
    }

    /// The duplicate evening, for the rules' own duplicate actions (see [`State::play`]).
    pub(crate) fn dup(&self) -> Result<&Duplicate, RuleError> {
        match &self.game {
            Game::Duplicate(dup) => Ok(dup),
            Game::Star(_) => Err(crate::error::DupRefusal::NotDuplicate.into()),
        }
    }

    /// The duplicate evening, to change it.
    pub(crate) fn dup_mut(&mut self) -> Result<&mut Duplicate, RuleError> {
        match &mut self.game {
            Game::Duplicate(dup) => Ok(dup),
            Game::Star(_) => Err(crate::error::DupRefusal::NotDuplicate.into()),
        }
    }
}
