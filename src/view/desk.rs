//! The open party as the screens see it: the party bound to its file, and the evening
//! derived from it once per change (`transcript::evening`: seating, stars, prizes and
//! their stories, standings, or a duplicate evening's movement, standings, travellers,
//! missing trays and move list), with the caches that key on its revision.

use std::cell::RefCell;
use std::rc::Rc;
use std::sync::Arc;

use crate::rules::{GuestId, Party, Stars, State};
use crate::store::PartyFile;
use crate::transcript::evening::{Evening, StarEvening};
use crate::transcript::guest::GuestEvening;
use crate::transcript::seating::Seating;

/// The open party with what the screens show of it.
pub struct Desk {
    /// The party and its file.
    pub file: PartyFile,
    /// The evening, derived at the file's revision (shared with the phones).
    evening: Arc<Evening>,
    /// The guest's evening last asked for (the screens ask every frame while one is
    /// shown), with the revision it was worked out at.
    guest_evening: RefCell<Option<(u64, Rc<GuestEvening>)>>,
    /// A duplicate pair's evening last asked for, likewise.
    pair_evening: RefCell<Option<(u64, Rc<crate::transcript::dup_view::PairEvening>)>>,
}

impl Desk {
    /// The desk for an open party file.
    pub fn new(file: PartyFile) -> Desk {
        let evening = Arc::new(Evening::of(file.party(), file.revision()));
        Desk {
            file,
            evening,
            guest_evening: RefCell::new(None),
            pair_evening: RefCell::new(None),
        }
    }

    /// Derives the evening again after a change (once per revision of the file).
    pub fn refresh(&mut self) {
        self.refresh_with(None);
    }

    /// `refresh`, taking `derived` when it is the evening of the file's revision (the
    /// phones derived it answering their last request): one evening a change, whoever
    /// derived it (issue 50 §4).
    pub fn refresh_with(&mut self, derived: Option<Arc<Evening>>) {
        let revision = self.file.revision();
        if self.evening.revision == revision {
            return;
        }
        self.evening = match derived.filter(|e| e.revision == revision) {
            Some(evening) => evening,
            None => Arc::new(Evening::of(self.file.party(), revision)),
        };
    }

    /// The party's game paired with its derived evening (see
    /// [`crate::transcript::evening::Game`]).
    pub fn game(&self) -> Option<crate::transcript::evening::Game<'_>> {
        self.evening.game(self.party())
    }

    /// The evening as derived (shared with whatever keeps it, such as the phones).
    pub fn evening(&self) -> &Arc<Evening> {
        &self.evening
    }

    /// Who sits where this round.
    pub fn seating(&self) -> &Seating {
        &self.evening.seating
    }

    /// The star game's parts (stars, prizes and their words, standings, score-card
    /// totals), if the evening is one.
    pub fn star(&self) -> Option<&StarEvening> {
        self.evening.star()
    }

    /// A Duplicate Cinch evening's movement, standings and travellers (R-DUP).
    pub fn duplicate(&self) -> Option<&super::duplicate::DupView> {
        self.evening.duplicate()
    }

    /// A duplicate pair's evening, tray by tray (Ctrl+F), worked out once per revision.
    pub fn pair_evening(
        &self,
        pair: crate::rules::duplicate::PairId,
    ) -> Option<Rc<crate::transcript::dup_view::PairEvening>> {
        let dup = self.duplicate()?;
        let revision = self.evening.revision;
        let mut kept = self.pair_evening.borrow_mut();
        if let Some((at, evening)) = kept.as_ref()
            && *at == revision
            && evening.pair == pair
        {
            return Some(Rc::clone(evening));
        }
        let evening = Rc::new(dup.pair_evening(pair));
        *kept = Some((revision, Rc::clone(&evening)));
        Some(evening)
    }

    /// A guest's evening, round by round, with their stars and prizes (the star game;
    /// at a duplicate evening a guest's evening is their pair's).
    pub fn evening_of(&self, guest: GuestId) -> Option<Rc<GuestEvening>> {
        let star = self.star()?;
        let play = self.state().star()?;
        let revision = self.evening.revision;
        let mut kept = self.guest_evening.borrow_mut();
        if let Some((at, evening)) = kept.as_ref()
            && *at == revision
            && evening.guest == guest
        {
            return Some(Rc::clone(evening));
        }
        let reasons = crate::transcript::correction_reasons(self.file.party());
        let evening = Rc::new(
            GuestEvening::from_parts(play, &star.stars, &star.prizes, guest).with_reasons(&reasons),
        );
        *kept = Some((revision, Rc::clone(&evening)));
        Some(evening)
    }

    /// The party.
    pub fn party(&self) -> &Party {
        self.file.party()
    }

    /// The party's state.
    pub fn state(&self) -> &State {
        self.file.party().state()
    }

    /// A guest's stars (the star game).
    pub fn stars_of(&self, guest: GuestId) -> Option<Stars> {
        self.star()?.stars.get(guest.0 as usize).copied()
    }
}
