//! The changes to the company at a bell (R-LATE-7) as the transcript shows them.

use serde::Serialize;

use crate::rules::State;

use super::{seat_code, side_code};

/// One change to the company (R-LATE-7), as the transcript shows it.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum ChangeLine {
    /// A guest arrived and waits.
    Arrive {
        /// Who.
        guest: String,
        /// "lady" or "gentleman".
        side: &'static str,
    },
    /// A guest leaves (from the next bell).
    Leave {
        /// Who.
        guest: String,
    },
    /// A waiting guest took a leaver's chair.
    Fill {
        /// Who sat down.
        guest: String,
        /// Whose chair.
        #[serde(rename = "for")]
        for_guest: String,
        /// The table.
        table: u32,
        /// "north", "east", "south" or "west".
        seat: &'static str,
    },
    /// The bottom table closed (R-LATE-4).
    CloseTable {
        /// Its number.
        table: u32,
        /// Its players who took a leaver's chair elsewhere.
        #[serde(skip_serializing_if = "Vec::is_empty")]
        filled: Vec<FillLine>,
        /// Its players who joined the end of the waiting list, in chair order.
        #[serde(skip_serializing_if = "Vec::is_empty")]
        to_waiting: Vec<String>,
    },
    /// A new bottom table opened.
    OpenTable {
        /// Its number.
        table: u32,
        /// North.
        north: String,
        /// East.
        east: String,
        /// South.
        south: String,
        /// West.
        west: String,
    },
    /// Two guests swapped chairs.
    Swap {
        /// The two.
        guests: [String; 2],
    },
    /// A guest was taken out of the prize list.
    WithdrawFromPrizes {
        /// Who.
        guest: String,
    },
}

/// A player of a closed table who took a leaver's chair elsewhere.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct FillLine {
    /// Who sat down.
    pub guest: String,
    /// Whose chair.
    #[serde(rename = "for")]
    pub for_guest: String,
    /// The table.
    pub table: u32,
    /// "north", "east", "south" or "west".
    pub seat: &'static str,
}

pub(super) fn change_line(state: &State, change: &crate::rules::late::Change) -> ChangeLine {
    use crate::rules::late::Change;
    let name = |id| state.name(id).to_owned();
    match change {
        Change::Arrive { guest, side } => ChangeLine::Arrive {
            guest: name(*guest),
            side: side_code(*side),
        },
        Change::Leave { guest } => ChangeLine::Leave {
            guest: name(*guest),
        },
        Change::Fill {
            guest,
            for_guest,
            table,
            seat,
        } => ChangeLine::Fill {
            guest: name(*guest),
            for_guest: name(*for_guest),
            table: *table,
            seat: seat_code(*seat),
        },
        Change::CloseTable {
            table,
            moved,
            to_waiting,
        } => ChangeLine::CloseTable {
            table: *table,
            filled: moved
                .iter()
                .map(|m| FillLine {
                    guest: name(m.guest),
                    for_guest: name(m.for_guest),
                    table: m.table,
                    seat: seat_code(m.seat),
                })
                .collect(),
            to_waiting: to_waiting.iter().map(|g| name(*g)).collect(),
        },
        Change::OpenTable { table, seats } => ChangeLine::OpenTable {
            table: *table,
            north: name(seats.north),
            east: name(seats.east),
            south: name(seats.south),
            west: name(seats.west),
        },
        Change::Swap { a, b } => ChangeLine::Swap {
            guests: [name(*a), name(*b)],
        },
        Change::Withdraw { guest } => ChangeLine::WithdrawFromPrizes {
            guest: name(*guest),
        },
    }
}
