//! Where the web pages read the evening's derived values (issue 36): the one place that
//! knows where the stars, the prizes and their words, the star standings and the
//! duplicate view come from — the window's `Desk`, or, for `serve`, the party derived
//! here. When the evening is derived another way, only this file changes.
//!
//! What guests see while a duplicate evening is played never shows a result on a tray
//! someone has still to play: the duplicate view here is the room's (R-DUP-13).

use std::sync::Arc;

use crate::rules::{Party, State};
use crate::transcript::dup_view::DupView;
use crate::transcript::evening::{Evening as Derived, StarEvening};
use crate::transcript::seating::Seating;

use super::super::Desk;

/// The evening as the web pages read it (the room's, hence its name beside the derived
/// `transcript::evening::Evening` it wraps): the one derived evening (the seam every view
/// shares), a duplicate evening as the room may see it now.
pub struct RoomEvening<'a> {
    /// The party's state.
    pub state: &'a State,
    derived: Arc<Derived>,
}

/// The evening of the window's desk.
pub fn of_desk(desk: &Desk) -> RoomEvening<'_> {
    of(desk.state(), Arc::clone(desk.evening()))
}

/// The evening of a party, derived now (`serve`, which has no desk).
pub fn of_party(party: &Party) -> RoomEvening<'_> {
    of(party.state(), Arc::new(Derived::of(party, 0)))
}

fn of(state: &State, derived: Arc<Derived>) -> RoomEvening<'_> {
    RoomEvening { state, derived }
}

impl RoomEvening<'_> {
    /// The evening as the display's stages read it.
    pub fn source(&self) -> crate::view::stage::Source<'_> {
        crate::view::stage::Source {
            state: self.state,
            seating: self.seating(),
            star: self.star(),
            dup: self.dup(),
        }
    }

    /// The star game's parts, if the evening is one.
    pub fn star(&self) -> Option<&StarEvening> {
        self.derived.star()
    }

    /// A duplicate evening as the room may see it now (R-DUP-13).
    pub fn dup(&self) -> Option<&DupView> {
        self.derived.duplicate().map(DupView::for_the_room)
    }

    /// Who sits where this round.
    pub fn seating(&self) -> &Seating {
        &self.derived.seating
    }
}
