//! The evening derived once per change of the party, for every view: the two games meet
//! here and only here (DESIGN.md, "Two games, one seam"). Whoever holds the party (the
//! window's desk, `serve`'s phones) builds an [`Evening`] when the party changes, with the
//! revision it was built at; screens, phones, the guest display and print read it and
//! never work a rule out again. A view may `match` on [`Kind`] to choose its layout; it
//! never re-derives who sits where, who moves, or who leads.

use crate::rules::{Dup, Party, Playing, Prize, Star, Stars};
use crate::transcript::dup_view::DupView;
use crate::transcript::seating::Seating;
use crate::transcript::standings::{StandingGroup, standing_groups};
use crate::transcript::{Placed, Points, points, prize_story, prize_title, ranking};

/// A star-game evening (or one scored by score cards, R-ALT), derived.
#[derive(Debug, Clone, PartialEq)]
pub struct StarEvening {
    /// Every guest's stars (R-STAR), by guest number.
    pub stars: Vec<Stars>,
    /// The prizes as they stand (R-PRIZE).
    pub prizes: Vec<Prize>,
    /// Open seating: the prizes are the red and blue packs', not the ladies' and the
    /// gentlemen's.
    pub open_seating: bool,
    /// The star standings of each prize group (each side, or everyone), in prize order.
    pub standings: Vec<StandingGroup>,
    /// Score-card totals (R-ALT); `None` in the star game.
    pub points: Option<Points>,
    /// The score cards ranked once, equal totals sharing a place (R-ALT-3); `None` in the
    /// star game.
    pub ranking: Option<Vec<Placed>>,
}

/// Which kind of evening, with what only that kind has.
#[derive(Debug, Clone, PartialEq)]
pub enum Kind {
    /// The star game, or the score-card evenings.
    Star(StarEvening),
    /// Duplicate Cinch: its movement, standings, travellers, missing trays, move list.
    Duplicate(Box<DupView>),
}

/// The evening, derived once per change.
#[derive(Debug, Clone, PartialEq)]
pub struct Evening {
    /// The party's revision it was built at: every cache keyed on the evening keys on
    /// this.
    pub revision: u64,
    /// Who sits where this round.
    pub seating: Seating,
    /// The kind of evening, and its own derived parts.
    pub kind: Kind,
}

impl Evening {
    /// Derives the evening of `party` at `revision`. The one place the kind is decided.
    pub fn of(party: &Party, revision: u64) -> Evening {
        let state = party.state();
        let kind = match state.playing() {
            Playing::Duplicate(dup) => Kind::Duplicate(Box::new(DupView::of(dup))),
            Playing::Star(play) => Kind::Star(star(play)),
        };
        Evening {
            revision,
            seating: Seating::of(state),
            kind,
        }
    }

    /// The star game's parts, if it is one (a duplicate evening has no stars or prizes:
    /// the caller says what it shows instead).
    pub fn star(&self) -> Option<&StarEvening> {
        match &self.kind {
            Kind::Star(star) => Some(star),
            Kind::Duplicate(_) => None,
        }
    }

    /// The duplicate evening's parts, if it is one.
    pub fn duplicate(&self) -> Option<&DupView> {
        match &self.kind {
            Kind::Duplicate(dup) => Some(dup),
            Kind::Star(_) => None,
        }
    }
}

/// A party's game and the evening derived from it, paired once: the typed part of the
/// party's state and the derived parts of the same kind. A view decides its layout by
/// this and hands each part on; nothing below asks the kind again (issue 50 §1).
#[derive(Clone, Copy)]
pub enum Game<'a> {
    /// The star game, or a score-card evening.
    Star(Star<'a>, &'a StarEvening),
    /// A Duplicate Cinch evening.
    Duplicate(Dup<'a>, &'a DupView),
}

impl Evening {
    /// The game of `party` paired with this evening; `None` only when the evening was
    /// derived from another party (the caller says so in words).
    pub fn game<'a>(&'a self, party: &'a Party) -> Option<Game<'a>> {
        match (party.state().playing(), &self.kind) {
            (Playing::Star(star), Kind::Star(evening)) => Some(Game::Star(star, evening)),
            (Playing::Duplicate(dup), Kind::Duplicate(view)) => Some(Game::Duplicate(dup, view)),
            _ => None,
        }
    }
}

impl StarEvening {
    /// Each prize's title, in the language spoken now, in the order of `prizes`. The
    /// evening keeps no words: it is derived once for every view (the host's window, the
    /// guests' display, a phone in Spanish), and each words it in its own language.
    pub fn prize_titles(&self) -> Vec<String> {
        self.prizes
            .iter()
            .map(|p| prize_title(p.key, self.open_seating))
            .collect()
    }

    /// Each prize's title and how it was decided, in the language spoken now.
    pub fn prize_words(&self, state: &crate::rules::State) -> Vec<(String, String)> {
        self.prizes
            .iter()
            .map(|p| {
                (
                    prize_title(p.key, self.open_seating),
                    prize_story(state, &self.stars, p),
                )
            })
            .collect()
    }
}

/// Stars, prizes and their stories, standings and score-card totals.
fn star(play: Star<'_>) -> StarEvening {
    let state = play.state;
    let stars = play.stars();
    let prizes = play.prizes();
    // The stars' standings, at an evening that gives stars: a score-card evening is
    // ranked by its points (R-ALT-3), and a table of every guest on no stars says nothing.
    let standings = if play.gives_stars() {
        standing_groups(play, &stars, &prizes)
    } else {
        Vec::new()
    };
    StarEvening {
        points: points(play),
        ranking: ranking(play),
        standings,
        open_seating: state.settings.open_seating(),
        prizes,
        stars,
    }
}
