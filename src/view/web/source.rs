//! Where the web pages read the evening's derived values (issue 36): the one place that
//! knows where the stars, the prizes and their words, the star standings and the
//! duplicate view come from — the window's `Desk`, or, for `serve`, the party derived
//! here. When the evening is derived another way, only this file changes.
//!
//! What guests see while a round is in play never shows a result on a tray someone has
//! still to play: the duplicate view here is the released one (R-DUP standings counting
//! a tray of the round in play only once every table due to play it has reported it).

use std::borrow::Cow;

use crate::rules::duplicate::score::released_standings;
use crate::rules::{GuestId, Party, Prize, Stars, State};
use crate::transcript::dup_view::DupView;
use crate::transcript::guest::GuestEvening;
use crate::transcript::standings::{StandingGroup, standing_groups};
use crate::transcript::{prize_story, prize_title};

use super::super::Desk;

/// The evening as the web pages read it.
pub struct Evening<'a> {
    /// The party's state.
    pub state: &'a State,
    /// Every guest's stars, by guest number.
    pub stars: Cow<'a, [Stars]>,
    /// The prizes as they stand.
    pub prizes: Cow<'a, [Prize]>,
    /// Each prize's title and how it was decided, in the order of `prizes`.
    pub prize_words: Cow<'a, [(String, String)]>,
    /// The star standings of each prize group.
    pub standings: Cow<'a, [StandingGroup]>,
    /// A duplicate evening, its standings as guests may see them now.
    pub dup: Option<Cow<'a, DupView>>,
}

/// The evening of the window's desk.
pub fn of_desk(desk: &Desk) -> Evening<'_> {
    let state = desk.state();
    Evening {
        state,
        stars: Cow::Borrowed(&desk.stars),
        prizes: Cow::Borrowed(&desk.prizes),
        prize_words: Cow::Borrowed(&desk.prize_words),
        standings: Cow::Borrowed(&desk.standings),
        dup: desk.duplicate.as_ref().map(|d| released(state, d)),
    }
}

/// The evening of a party, derived now (`serve`, which has no desk).
pub fn of_party(party: &Party) -> Evening<'_> {
    let state = party.state();
    let stars = party.stars();
    let prizes = party.prizes();
    let prize_words = prizes
        .iter()
        .map(|p| {
            (
                prize_title(p.key, state.settings.open_seating),
                prize_story(state, &stars, p),
            )
        })
        .collect();
    let standings = standing_groups(state, &stars, &prizes);
    Evening {
        state,
        dup: DupView::of(state).map(|d| Cow::Owned(released_view(state, d))),
        stars: Cow::Owned(stars),
        prizes: Cow::Owned(prizes),
        prize_words: Cow::Owned(prize_words),
        standings: Cow::Owned(standings),
    }
}

/// The duplicate view with the standings guests may see now: the desk's own while
/// nothing of the round in play is held back, else worked out again without it.
fn released<'a>(state: &State, dup: &'a DupView) -> Cow<'a, DupView> {
    // Every tray of the round in play in (or no round in play): nothing is held back.
    if state.duplicate().missing().is_empty() {
        return Cow::Borrowed(dup);
    }
    let released = released_standings(state);
    if released == dup.standings {
        Cow::Borrowed(dup)
    } else {
        let mut dup = dup.clone();
        dup.standings = released;
        Cow::Owned(dup)
    }
}

fn released_view(state: &State, mut dup: DupView) -> DupView {
    dup.standings = released_standings(state);
    dup
}

impl Evening<'_> {
    /// A guest's stars.
    pub fn stars_of(&self, guest: GuestId) -> Stars {
        self.stars
            .get(guest.0 as usize)
            .copied()
            .unwrap_or_default()
    }

    /// A guest's evening, round by round.
    pub fn guest(&self, guest: GuestId) -> GuestEvening {
        GuestEvening::from_parts(self.state, &self.stars, &self.prizes, guest)
    }
}
