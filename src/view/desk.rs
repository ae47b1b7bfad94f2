//! The open party as the screens see it: the party bound to its file, and the evening
//! derived from it once per change (`transcript::evening`: seating, stars, prizes and
//! their stories, standings, or a duplicate evening's movement, standings, travellers,
//! missing trays and move list), with the caches that key on its revision.

use std::cell::RefCell;
use std::rc::Rc;
use std::sync::Arc;

use crate::rules::{GuestId, Party, Prize, Stars, State};
use crate::store::PartyFile;
use crate::transcript::Points;
use crate::transcript::evening::Evening;
use crate::transcript::guest::GuestEvening;
use crate::transcript::seating::Seating;
use crate::transcript::standings::StandingGroup;

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
        if self.evening.revision != self.file.revision() {
            self.evening = Arc::new(Evening::of(self.file.party(), self.file.revision()));
        }
    }

    /// The evening as derived (shared with whatever keeps it, such as the phones).
    pub fn evening(&self) -> &Arc<Evening> {
        &self.evening
    }

    /// Who sits where this round.
    pub fn seating(&self) -> &Seating {
        &self.evening.seating
    }

    /// Every guest's stars (R-STAR), by guest number (none in a duplicate evening).
    pub fn stars(&self) -> &[Stars] {
        &self.evening.star().stars
    }

    /// The prizes as they stand (R-PRIZE).
    pub fn prizes(&self) -> &[Prize] {
        &self.evening.star().prizes
    }

    /// Each prize's title and how it was decided, in words, in the order of `prizes`.
    pub fn prize_words(&self) -> &[(String, String)] {
        &self.evening.star().prize_words
    }

    /// The star standings of each prize group, in prize order: the rows the Standings
    /// screen and the guest display both read.
    pub fn standings(&self) -> &[StandingGroup] {
        &self.evening.star().standings
    }

    /// Score-card totals (R-ALT), best first; `None` in the star game.
    pub fn points(&self) -> Option<&Points> {
        self.evening.star().points.as_ref()
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
        let evening = Rc::new(dup.pair_evening(self.state(), pair));
        *kept = Some((revision, Rc::clone(&evening)));
        Some(evening)
    }

    /// A guest's evening, round by round, with their stars and prizes.
    pub fn evening_of(&self, guest: GuestId) -> Rc<GuestEvening> {
        let revision = self.evening.revision;
        let mut kept = self.guest_evening.borrow_mut();
        if let Some((at, evening)) = kept.as_ref()
            && *at == revision
            && evening.guest == guest
        {
            return Rc::clone(evening);
        }
        let evening = Rc::new(GuestEvening::from_parts(
            self.state(),
            self.stars(),
            self.prizes(),
            guest,
        ));
        *kept = Some((revision, Rc::clone(&evening)));
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
        self.stars()
            .get(guest.0 as usize)
            .copied()
            .unwrap_or_default()
    }
}
