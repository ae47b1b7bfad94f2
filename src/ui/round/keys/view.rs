//! What the Round screen's keyboard sees of the round and keeps of the host's typing:
//! the cursor, the typed scores, and each slot's state. A *slot* is what one result is
//! typed into: a table in the star game (two score boxes), a tray at a table in a
//! Duplicate Cinch round (one box, the tray's few keys). Slots are numbered 1.. in the
//! order the cursor walks them; in the star game slot n is table n.

use crate::rules::TableSeats;

/// Which part of a slot the cursor is on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Spot {
    /// North–South's score box.
    Ns,
    /// East–West's score box.
    Ew,
    /// A tied table waiting for the ladies' cut.
    Tie,
    /// A reported table (Enter corrects it).
    Done,
    /// A tray's box (R-DUP-7: the bidder's chair, the bid, the points, or X).
    Tray,
    /// A reported tray (Enter corrects it, its result in the box).
    TrayDone,
}

/// Where the cursor is: a slot of a round, and a spot on it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Cursor {
    /// The round.
    pub round: u32,
    /// The slot (in the star game, the table).
    pub slot: u32,
    /// The spot.
    pub spot: Spot,
}

/// What has been typed for one table and not yet entered.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Typed {
    /// North–South's score as typed.
    pub ns: String,
    /// East–West's score as typed.
    pub ew: String,
    /// The next digit replaces the box's text (just tabbed into, or reopened).
    pub replace: bool,
}

impl Typed {
    /// The box at `spot`.
    pub fn text(&self, spot: Spot) -> &str {
        match spot {
            Spot::Ew => &self.ew,
            _ => &self.ns,
        }
    }

    pub(super) fn text_mut(&mut self, spot: Spot) -> &mut String {
        match spot {
            Spot::Ew => &mut self.ew,
            _ => &mut self.ns,
        }
    }
}

/// One slot as the keyboard sees it.
#[derive(Debug, Clone)]
pub struct SlotView {
    /// Its table.
    pub table: u32,
    /// The tray, when the slot is a tray (Duplicate Cinch).
    pub tray: Option<u32>,
    /// The table's seats (for the ladies' cut; star game).
    pub seats: Option<TableSeats>,
    /// It has a result.
    pub reported: bool,
    /// Its result is a tie still waiting for the cut.
    pub awaiting_cut: bool,
    /// A reported tray's result as the keys that type it ("E6 3"), for its correction.
    pub result_keys: Option<String>,
}

impl SlotView {
    /// A star-game table.
    pub fn table(table: u32, seats: TableSeats, reported: bool, awaiting_cut: bool) -> SlotView {
        SlotView {
            table,
            tray: None,
            seats: Some(seats),
            reported,
            awaiting_cut,
            result_keys: None,
        }
    }

    /// A tray at a table; `result_keys` its result's keys when it is reported.
    pub fn tray(table: u32, tray: u32, result_keys: Option<String>) -> SlotView {
        SlotView {
            table,
            tray: Some(tray),
            seats: None,
            reported: result_keys.is_some(),
            awaiting_cut: false,
            result_keys,
        }
    }

    /// The spot for typing into this slot.
    pub fn typing_spot(&self) -> Spot {
        if self.tray.is_some() {
            Spot::Tray
        } else {
            Spot::Ns
        }
    }

    /// The spot of this slot once reported.
    pub fn done_spot(&self) -> Spot {
        if self.tray.is_some() {
            Spot::TrayDone
        } else {
            Spot::Done
        }
    }
}

impl RoundView {
    /// Slot `slot` (1-based) as the keyboard sees it.
    pub fn slot(&self, slot: u32) -> Option<&SlotView> {
        self.slots.get(usize::try_from(slot).ok()?.checked_sub(1)?)
    }

    /// The slot of `tray` at `table`.
    pub fn slot_of_tray(&self, table: u32, tray: u32) -> Option<u32> {
        let at = self
            .slots
            .iter()
            .position(|s| s.table == table && s.tray == Some(tray))?;
        u32::try_from(at + 1).ok()
    }

    /// How many slots.
    pub fn count(&self) -> u32 {
        u32::try_from(self.slots.len()).unwrap_or(0)
    }
}

/// The round as the keyboard sees it.
pub struct RoundView {
    /// The round's number.
    pub round: u32,
    /// Its slots in the cursor's order: the tables head first (star game), or each
    /// table's trays in play order, table by table (Duplicate Cinch).
    pub slots: Vec<SlotView>,
    /// Scores may be negative (set-back scoring).
    pub negative_allowed: bool,
    /// Tables whose phone has just reported: their cards flash.
    pub flash: Vec<u32>,
    /// Why no result can be entered now (chairs still to settle after a bell), in
    /// words: a score typed meanwhile stays in its boxes, and this is said.
    pub held: Option<String>,
    /// After a bell, the program's next step for the chairs to settle (R-LATE-3..5):
    /// F takes it from an empty score box too (issue 54: the screen said "F takes the
    /// program's proposal" while the box swallowed the F).
    pub proposal: Option<crate::rules::Action>,
}
