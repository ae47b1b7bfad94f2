//! What the Round screen's keyboard sees of the round and keeps of the host's typing:
//! the cursor, the typed scores, and each table's state.

use crate::rules::TableSeats;

/// Which part of a table the cursor is on.
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
}

/// Where the cursor is: a table of a round, and a spot on it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Cursor {
    /// The round.
    pub round: u32,
    /// The table.
    pub table: u32,
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

/// One table as the keyboard sees it.
#[derive(Debug, Clone, Copy)]
pub struct TableView {
    /// Its seats (for the ladies' cut).
    pub seats: TableSeats,
    /// It has a result.
    pub reported: bool,
    /// Its result is a tie still waiting for the cut.
    pub awaiting_cut: bool,
}

impl RoundView {
    /// Table `table` as the keyboard sees it.
    pub fn table(&self, table: u32) -> Option<&TableView> {
        self.tables.get(crate::rules::TableNo(table).index()?)
    }
}

/// The round as the keyboard sees it.
pub struct RoundView {
    /// The round's number.
    pub round: u32,
    /// Its tables, head first.
    pub tables: Vec<TableView>,
    /// Scores may be negative (set-back scoring).
    pub negative_allowed: bool,
    /// Tables whose phone has just reported: their cards flash.
    pub flash: Vec<u32>,
}
