//! R-DUP: Duplicate Cinch (RULES.md section 10). Fixed pairs all evening, N–S pairs at
//! their tables, E–W pairs moving up, trays of pre-dealt hands moving between tables,
//! and each pair compared only with those who held the same cards.
//!
//! - [`movement`]: who sits where and which trays are where, every round (R-DUP-1..5,
//!   R-DUP-10, R-DUP-12).
//! - [`pairs`]: how the pairs are named and ranked: by direction, or all four together
//!   in the two-table Howell (R-DUP-12).
//! - [`hands`]: the program's hand records, dealt from a seed.
//!
//! What reads or changes a whole party is above this folder, beside the party's state:
//! [`crate::duplicate_score`] (a tray's result, R-DUP-7; plus/minus, R-DUP-8;
//! matchpoints, R-DUP-9; the standings, the winners and the travellers) and
//! `duplicate_play` (the evening's actions applied).
//!
//! The evening is actions of the party's history like the star game (R-DUP-11): the
//! pairs, the start, each tray's result, corrections, bells and cuts. Everything else is
//! derived.

pub mod hands;
pub mod movement;
pub mod pairs;

#[allow(unused_imports)]
use crate::error::DupRefusal;
use crate::prelude::*;

use chrono::{DateTime, Utc};

use crate::clock::{Pause, RoundClock};
use crate::cut::Cut;

pub use crate::deal::TrayPlay;
pub use crate::nouns::DupPair;
pub use crate::settings::{DupMethod, DupSettings, MAX_TRAYS_PER_TABLE, TwoTables};
pub use movement::{Exchange, Guide, MoveList, Movement, MovementKind, dealer_of_tray, tables_for};
pub use pairs::{PairGroup, PairId, PairSeat};

/// R-DUP-7: a tray's outcome as the host types it, in the pad's few keys: the bidder's
/// chair, the bid and the points the bidding side took (`E6 3`), `P 8` when all passed
/// (the dealer's side took 8), `R` and a side at the end for a revoke (`N4 9 RE`), or `X`
/// when the tray was not played.
pub fn parse_tray(text: &str, tray: u32) -> Result<TrayPlay, crate::error::RuleError> {
    let typed = text.trim();
    if typed.eq_ignore_ascii_case("x") {
        return Ok(TrayPlay::NotPlayed);
    }
    let deal = crate::deal::parse(typed, dealer_of_tray(tray))?;
    if deal.misdeal {
        return Err(DupRefusal::MisdealOnTray.into());
    }
    Ok(TrayPlay::Played(deal))
}

/// A tray's outcome as the keys that type it (the inverse of [`parse_tray`]): `X`, or
/// the deal's keys with the tray's dealer (`E6 3`, `P 8`). A correction starts from them.
pub fn tray_keys(play: &TrayPlay, tray: u32) -> String {
    match play {
        TrayPlay::NotPlayed => "X".to_owned(),
        TrayPlay::Played(deal) => crate::deal::keys(deal, dealer_of_tray(tray)),
    }
}

/// The most pairs a duplicate party takes.
pub const MAX_PAIRS: usize = 1000;

/// A round of a duplicate evening as it is played.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DupRound {
    /// 1, 2, …
    pub number: u32,
    /// When it was set up (the start, or the bell before it).
    pub seated_at: DateTime<Utc>,
    /// When the host started its clock.
    pub started_at: Option<DateTime<Utc>>,
    /// When its bell rang.
    pub ended_at: Option<DateTime<Utc>>,
    /// The clock's pauses.
    pub pauses: Vec<Pause>,
    /// Each table's trays' outcomes, in the order the movement gives them.
    pub results: Vec<Vec<Option<TrayPlay>>>,
}

impl DupRound {
    /// The round's clock, for rounds of `minutes` minutes.
    pub fn clock(&self, minutes: u32) -> RoundClock {
        RoundClock {
            started_at: self.started_at,
            ended_at: self.ended_at,
            length: chrono::Duration::minutes(i64::from(minutes)),
            pauses: self.pauses.clone(),
        }
    }
}

/// The duplicate side of a party's state.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Duplicate {
    /// The pairs in the order the host made them.
    pub(crate) pairs: Vec<DupPair>,
    /// The seed the program dealt the trays from, when it did.
    pub(crate) hands_seed: Option<u64>,
    /// Set at the start.
    pub(crate) movement: Option<Movement>,
    /// The rounds played or in play.
    pub(crate) rounds: Vec<DupRound>,
    /// Cuts that settle a tie for first place, by group.
    pub(crate) cuts: Vec<(PairGroup, Cut)>,
    /// Trays sent from the tables' phones and held for East–West's agreement, by
    /// (round, table, tray) (issue 52).
    pub(crate) held: alloc::collections::BTreeMap<(u32, u32, u32), HeldTray>,
}

impl Duplicate {
    /// The tray sent from a table's phone and held for East–West's word, if any
    /// (issue 52).
    pub fn held_tray(&self, round: u32, table: u32, tray: u32) -> Option<HeldTray> {
        self.held.get(&(round, table, tray)).copied()
    }

    /// The movement: the one fixed at the start, or before it the one the pairs and
    /// `settings` would make (R-DUP-3/4/5, R-DUP-12).
    pub fn movement_for(&self, settings: &crate::settings::Settings) -> Movement {
        self.movement.unwrap_or_else(|| {
            let dup = settings.dup_rules();
            Movement::for_pairs(
                u32::try_from(self.pairs.len()).unwrap_or(u32::MAX),
                u32::from(dup.trays_per_table),
                dup.two_tables,
            )
        })
    }

    /// Sets up round `number`: every table's trays, none reported yet.
    pub(crate) fn push_round(&mut self, number: u32, at: chrono::DateTime<chrono::Utc>) {
        let Some(movement) = self.movement else {
            return;
        };
        self.rounds.push(DupRound {
            number,
            seated_at: at,
            started_at: None,
            ended_at: None,
            pauses: Vec::new(),
            results: (1..=movement.tables)
                .map(|t| vec![None; movement.trays_at(number, t).len()])
                .collect(),
        });
    }

    /// The pairs as the host made them.
    pub fn pairs(&self) -> &[DupPair] {
        &self.pairs
    }

    /// The pairs of a group, numbered 1.. in order: a direction's pairs in the order
    /// they were made, or (the Howell, R-DUP-12) every pair in that order.
    pub fn pairs_in(&self, group: PairGroup) -> impl Iterator<Item = (u32, &DupPair)> {
        (1..).zip(
            self.pairs
                .iter()
                .filter(move |p| group.side().is_none_or(|side| p.direction == side)),
        )
    }

    /// A pair by group and number.
    pub fn pair(&self, id: PairId) -> Option<&DupPair> {
        self.pairs_in(id.group)
            .find(|(n, _)| *n == id.number)
            .map(|(_, p)| p)
    }

    /// Every pair, each with its group and number under `movement` (a direction's pairs
    /// together, North–South first; the Howell's in their order).
    pub fn pairs_by(&self, movement: &Movement) -> Vec<(PairId, &DupPair)> {
        movement
            .groups()
            .iter()
            .flat_map(|&group| {
                self.pairs_in(group)
                    .map(move |(number, pair)| (PairId::new(group, number), pair))
            })
            .collect()
    }

    /// The movement (once play has started).
    pub fn fixed_movement(&self) -> Option<&Movement> {
        self.movement.as_ref()
    }

    /// The rounds played or in play.
    pub fn rounds(&self) -> &[DupRound] {
        &self.rounds
    }

    /// The seed of the program's hand records, if it dealt the trays.
    pub fn hands_seed(&self) -> Option<u64> {
        self.hands_seed
    }

    /// The stored cuts for first place.
    pub fn cuts(&self) -> &[(PairGroup, Cut)] {
        &self.cuts
    }

    /// Whether play has started.
    pub fn started(&self) -> bool {
        self.movement.is_some()
    }

    /// The outcome of `tray` at `table` in `round`, if it is there and reported.
    pub fn outcome(&self, round: u32, table: u32, tray: u32) -> Option<TrayPlay> {
        let movement = self.movement?;
        let slot = movement
            .trays_at(round, table)
            .iter()
            .position(|t| *t == tray)?;
        *self
            .rounds
            .get((round as usize).checked_sub(1)?)?
            .results
            .get(crate::table::TableNo(table).index()?)?
            .get(slot)?
    }

    /// The trays of the round in play still without a result or "not played", by
    /// table (sit-outs have none to report).
    pub fn missing(&self) -> Vec<(u32, Vec<u32>)> {
        let (Some(movement), Some(round)) = (self.movement, self.rounds.last()) else {
            return Vec::new();
        };
        (1..=movement.tables)
            .filter(|&t| !movement.sits_out(round.number, t))
            .filter_map(|t| {
                let trays: Vec<u32> = movement
                    .trays_at(round.number, t)
                    .into_iter()
                    .filter(|&tray| self.outcome(round.number, t, tray).is_none())
                    .collect();
                (!trays.is_empty()).then_some((t, trays))
            })
            .collect()
    }
}

/// What a star-game action is when a duplicate party refuses it.
pub(crate) fn star_only(action: &crate::action::Action) -> crate::error::StarOnly {
    use crate::action::Action as A;
    use crate::error::StarOnly;
    match action {
        A::RecordCard { .. } | A::ClearCard { .. } | A::DrawAll { .. } | A::BalanceSides => {
            StarOnly::Draw
        }
        A::SeatTables => StarOnly::Seating,
        A::EnterResult { .. } | A::CorrectResult { .. } | A::CutTie { .. } => StarOnly::Totals,
        A::RecordDeal { .. } | A::DropDeal { .. } | A::CorrectDeals { .. } => StarOnly::Pads,
        A::RingBell { .. } => StarOnly::BellCuts,
        A::CutForPrize { .. } => StarOnly::Prizes,
        A::HoldForOk { .. }
        | A::AcceptHeld { .. }
        | A::TurnDownHeld { .. }
        | A::AskAgreement { .. }
        | A::Agree { .. }
        | A::Disagree { .. } => StarOnly::PhoneTotals,
        _ => StarOnly::LateChanges,
    }
}

/// R-DUP-1 (revised): the fewest pairs a duplicate evening starts with.
pub const MIN_PAIRS: usize = 4;

/// A duplicate tray's result from a phone, held for East–West's word (issue 52).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct HeldTray {
    /// What North–South sent.
    pub play: crate::deal::TrayPlay,
    /// Asked, or disputed (an agreed tray is recorded at once).
    pub agreement: crate::nouns::Agreement,
}
