//! The open party as the screens see it: the party bound to its file, and the views
//! derived from it (stars, prizes and their stories, standings), worked out once per
//! change rather than on every frame.

use std::cell::RefCell;
use std::rc::Rc;

use crate::rules::{GuestId, Party, Prize, Stars, State};
use crate::store::PartyFile;
use crate::transcript::guest::GuestEvening;
use crate::transcript::standings::{StandingGroup, standing_groups};
use crate::transcript::{self, Points, prize_story, prize_title};

/// The open party with what the screens show of it.
pub struct Desk {
    /// The party and its file.
    pub file: PartyFile,
    /// Every guest's stars (R-STAR), by guest number.
    pub stars: Vec<Stars>,
    /// The prizes as they stand (R-PRIZE).
    pub prizes: Vec<Prize>,
    /// Each prize's title and how it was decided, in words, in the order of `prizes`.
    pub prize_words: Vec<(String, String)>,
    /// The star standings of each prize group (each side, or everyone), in prize order:
    /// the rows the Standings screen and the guest display both read.
    pub standings: Vec<StandingGroup>,
    /// Score-card totals (R-ALT), best first; `None` in the star game.
    pub points: Option<Points>,
    /// A Duplicate Cinch evening's movement, standings and travellers (R-DUP).
    pub duplicate: Option<super::duplicate::DupView>,
    /// The guest's evening last asked for (the screens ask every frame while one is
    /// shown): worked out once per change of the party.
    evening: RefCell<Option<Rc<GuestEvening>>>,
}

impl Desk {
    /// The desk for an open party file.
    pub fn new(file: PartyFile) -> Desk {
        let mut desk = Desk {
            file,
            stars: Vec::new(),
            prizes: Vec::new(),
            prize_words: Vec::new(),
            standings: Vec::new(),
            points: None,
            duplicate: None,
            evening: RefCell::new(None),
        };
        desk.refresh();
        desk
    }

    /// Works out the derived views again after a change.
    pub fn refresh(&mut self) {
        let party = self.file.party();
        let state = party.state();
        self.stars = party.stars();
        self.prizes = party.prizes();
        self.prize_words = self
            .prizes
            .iter()
            .map(|p| {
                (
                    prize_title(p.key, state.settings.open_seating),
                    prize_story(state, &self.stars, p),
                )
            })
            .collect();
        self.standings = standing_groups(state, &self.stars, &self.prizes);
        self.points = transcript::points(state);
        self.duplicate = super::duplicate::DupView::of(state);
        self.evening.replace(None);
    }

    /// A guest's evening, round by round, with their stars and prizes.
    pub fn evening(&self, guest: GuestId) -> Rc<GuestEvening> {
        let mut kept = self.evening.borrow_mut();
        if let Some(evening) = kept.as_ref().filter(|e| e.guest == guest) {
            return Rc::clone(evening);
        }
        let evening = Rc::new(GuestEvening::from_parts(
            self.state(),
            &self.stars,
            &self.prizes,
            guest,
        ));
        *kept = Some(Rc::clone(&evening));
        evening
    }

    /// The party.
    pub fn party(&self) -> &Party {
        self.file.party()
    }

    /// The party's state.
    pub fn state(&self) -> &State {
        self.file.party().state()
    }

    /// A guest's stars.
    pub fn stars_of(&self, guest: GuestId) -> Stars {
        self.stars
            .get(guest.0 as usize)
            .copied()
            .unwrap_or_default()
    }
}
