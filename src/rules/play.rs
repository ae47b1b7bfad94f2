//! What each game holds as it is played, as plain data: the star game's draw, rounds,
//! waiting list, changes to the company, prize cuts and results held for the host's OK,
//! or the duplicate evening. The party's state holds one ([`Game`]); reading it (the
//! [`crate::game`] views) and changing it (each action's module) are above it.

#[allow(unused_imports)]
use crate::prelude::*;

use alloc::collections::{BTreeMap, BTreeSet};

use chrono::{DateTime, Utc};

use crate::action::Action;
use crate::cards::{Cut, DrawCard};
use crate::duplicate::Duplicate;
use crate::error::RuleError;
use crate::nouns::{Agreement, GuestId, PrizeKey, Side};
use crate::round::Round;
use crate::seating::{Seat, TableSeats};

/// The game a party plays.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Game {
    /// The star game, or one scored by score cards (R-ALT): the draw, the rounds, the
    /// bells and the late guests.
    Star(Box<StarPlay>),
    /// Duplicate Cinch (R-DUP): the pairs, the movement and the trays.
    Duplicate(Box<Duplicate>),
}

/// The star game's play: what only a star evening has.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct StarPlay {
    pub(crate) cards: BTreeMap<GuestId, DrawCard>,
    /// Who holds each card: the other side of `cards`, so that a card drawn twice is
    /// found at once at any size.
    pub(crate) holders: BTreeMap<DrawCard, GuestId>,
    /// Everyone who has been seated in some round.
    pub(crate) played: BTreeSet<GuestId>,
    /// The waiting list, longest waiting first (R-LATE-1).
    pub(crate) waiting: Vec<GuestId>,
    /// Guests who leave at the next bell (R-LATE-2).
    pub(crate) leaving: BTreeSet<GuestId>,
    /// Guests who have left: they have no chair any more (R-LATE-2).
    pub(crate) left: BTreeSet<GuestId>,
    /// Guests taken out of the prize list; their stars stay in the record (R-LATE-2).
    pub(crate) withdrawn: BTreeSet<GuestId>,
    /// Arrivals, departures, fills, tables opened and closed, swaps: each with the round
    /// it happened in (R-LATE-7).
    pub(crate) changes: Vec<(u32, Change)>,
    pub(crate) rounds: Vec<Round>,
    pub(crate) prize_cuts: Vec<(PrizeKey, Cut)>,
    /// Results from the phones held for the host's OK, by table.
    pub(crate) held: BTreeMap<u32, Held>,
}

impl StarPlay {
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

    /// Round `number` (1-based), or an error naming it.
    pub fn round(&self, number: u32) -> Result<&Round, RuleError> {
        self.rounds
            .get((number as usize).wrapping_sub(1))
            .ok_or(RuleError::NoSuchRound { round: number })
    }

    /// The stored prize cuts, oldest first.
    pub fn prize_cuts(&self) -> &[(PrizeKey, Cut)] {
        &self.prize_cuts
    }

    /// The waiting list, longest waiting first (R-LATE-1).
    pub fn waiting(&self) -> &[GuestId] {
        &self.waiting
    }

    /// Whether a guest has said they are leaving (it takes effect at the next bell).
    pub fn is_leaving(&self, guest: GuestId) -> bool {
        self.leaving.contains(&guest)
    }

    /// Whether a guest has left.
    pub fn has_left(&self, guest: GuestId) -> bool {
        self.left.contains(&guest)
    }

    /// Whether a guest was taken out of the prize list.
    pub fn is_withdrawn(&self, guest: GuestId) -> bool {
        self.withdrawn.contains(&guest)
    }

    /// The changes, each with the round it happened in (R-LATE-7).
    pub fn changes(&self) -> &[(u32, Change)] {
        &self.changes
    }

    /// The results held for the host's OK, table by table.
    pub fn held(&self) -> impl Iterator<Item = &Held> {
        self.held.values()
    }

    /// The result held for a table, if one is.
    pub fn held_for(&self, table: u32) -> Option<&Held> {
        self.held.get(&table)
    }

    /// Whether a guest has been seated in some round.
    pub fn has_played(&self, guest: GuestId) -> bool {
        self.played.contains(&guest)
    }

    /// Starts a round, noting everyone it seats.
    pub(crate) fn push_round(&mut self, round: Round) {
        self.played
            .extend(round.tables.iter().flat_map(TableSeats::players));
        self.rounds.push(round);
    }

    /// Records (or clears) a guest's card, keeping the index of holders in step.
    pub(crate) fn set_card(&mut self, guest: GuestId, card: Option<DrawCard>) {
        if let Some(old) = self.cards.remove(&guest) {
            self.holders.remove(&old);
        }
        if let Some(card) = card {
            self.cards.insert(guest, card);
            self.holders.insert(card, guest);
        }
    }

    /// Changes the result slot of a table of a round (nothing if there is none).
    pub(crate) fn set_result(
        &mut self,
        round: u32,
        table: u32,
        change: impl FnOnce(&mut Option<crate::round::TableResult>),
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

/// A change to the evening's company, logged on the round where it happened (R-LATE-7).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Change {
    /// A guest arrived after the draw and waits (R-LATE-1).
    Arrive {
        /// Who.
        guest: GuestId,
        /// Their side.
        side: Side,
    },
    /// A guest leaves: from the next bell on they have no chair (R-LATE-2).
    Leave {
        /// Who.
        guest: GuestId,
    },
    /// A waiting guest took the chair a leaver would have had (R-LATE-3).
    Fill {
        /// Who sat down.
        guest: GuestId,
        /// Whose chair it was.
        for_guest: GuestId,
        /// Where.
        table: u32,
        /// Which chair.
        seat: Seat,
    },
    /// The bottom table was closed (R-LATE-4).
    CloseTable {
        /// Its number.
        table: u32,
        /// Its players who took an empty chair elsewhere: who, whose chair, where.
        moved: Vec<Moved>,
        /// Its players who joined the end of the waiting list, in chair order.
        to_waiting: Vec<GuestId>,
    },
    /// A new bottom table was opened (R-LATE-5).
    OpenTable {
        /// Its number.
        table: u32,
        /// Who sits there.
        seats: TableSeats,
    },
    /// Two guests of one side swapped chairs (R-LATE-6).
    Swap {
        /// One.
        a: GuestId,
        /// The other.
        b: GuestId,
    },
    /// A guest was taken out of the prize list (R-LATE-2).
    Withdraw {
        /// Who.
        guest: GuestId,
    },
}

/// A player of a closed table who took a leaver's chair elsewhere (R-LATE-4).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Moved {
    /// Who moved.
    pub guest: GuestId,
    /// Whose chair it was.
    pub for_guest: GuestId,
    /// Where.
    pub table: u32,
    /// Which chair.
    pub seat: Seat,
}

/// A chair whose guest has left and that no one has taken yet.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct EmptyChair {
    /// The table.
    pub table: u32,
    /// The chair.
    pub seat: Seat,
    /// Who left it.
    pub left_by: GuestId,
}

/// A result held for the host's OK.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Held {
    /// The table that sent it.
    pub table: u32,
    /// The round it is for (held results go with the round's bell).
    pub round: u32,
    /// What the OK records: the table's totals or deals, and a tie's cut.
    pub actions: Vec<Action>,
    /// When it arrived.
    pub at: DateTime<Utc>,
    /// The totals it gives the table, North–South's then East–West's.
    pub score: (i64, i64),
    /// Whether the table's other side was asked to agree, and what they said.
    pub agreement: Agreement,
}

impl Held {
    /// Whether the table's other side has still to say.
    pub fn awaits_agreement(&self) -> bool {
        self.agreement == Agreement::Asked
    }
}

/// A table's call for the host (issue 52).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Call {
    /// The table calling.
    pub table: u32,
    /// The round it called in.
    pub round: u32,
    /// When it called.
    pub at: DateTime<Utc>,
    /// When the host answered (is on the way), if yet.
    pub answered: Option<DateTime<Utc>>,
}

impl Call {
    /// Whether the host has still to answer it.
    pub fn is_open(&self) -> bool {
        self.answered.is_none()
    }
}

/// A guest who checked in at the door and waits for the host's key (issue 52).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Knock {
    /// The name, cleaned as a guest's name is.
    pub name: String,
    /// The side they said, if the party asked.
    pub side: Option<Side>,
    /// When they checked in.
    pub at: DateTime<Utc>,
}
