//! R-DUP-1, R-DUP-3, R-DUP-4, R-DUP-5, R-DUP-10: who sits where and which trays are at
//! each table in every round. N–S pairs never move; E–W pairs move up; the trays go
//! down (the compass game and the skip Mitchell) or travel up with the E–W pairs and are
//! put under (Foster's rule for an even number of tables with 2 or 4 trays a table).
//! Every question is answered by arithmetic in constant time, so a 500-table evening
//! costs nothing to ask about.

#[allow(unused_imports)]
use crate::prelude::*;

use serde::{Deserialize, Serialize};

use crate::seating::Seat;

/// How the pairs and trays move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum MovementKind {
    /// R-DUP-3: odd tables; E–W up one, trays down one, every tray of a table played.
    Mitchell,
    /// R-DUP-4: even tables, 2 or 4 trays a table: half the trays a round; the E–W pair
    /// takes the trays it played to the next table up and puts them under.
    Foster,
    /// R-DUP-5 (**Interpretation**): even tables, 1 or 3 trays a table: as the compass
    /// game, but from round T/2 + 1 on every E–W pair is one table further up.
    SkipMitchell,
}

impl MovementKind {
    /// "mitchell", "foster", "skip_mitchell", as the transcript writes it.
    pub fn code(self) -> &'static str {
        match self {
            MovementKind::Mitchell => "mitchell",
            MovementKind::Foster => "foster",
            MovementKind::SkipMitchell => "skip_mitchell",
        }
    }
}

/// The movement of a duplicate evening of `tables` tables.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Movement {
    /// T: the N–S pairs, the tables.
    pub tables: u32,
    /// k: the trays each table starts with (R-DUP-2).
    pub trays_per_table: u32,
    /// Which rule moves them.
    pub kind: MovementKind,
    /// E–W pair T is a phantom: its N–S adversaries sit out (R-DUP-1).
    pub phantom: bool,
}

/// `a mod m` for a possibly negative `a`, as 0..m.
fn modulo(a: i64, m: u32) -> u32 {
    u32::try_from(a.rem_euclid(i64::from(m.max(1)))).unwrap_or(0)
}

impl Movement {
    /// R-DUP-3/4/5: the movement for `tables` tables of `trays_per_table` trays.
    pub fn new(tables: u32, trays_per_table: u32, phantom: bool) -> Movement {
        let kind = match (tables % 2, trays_per_table % 2) {
            (1, _) => MovementKind::Mitchell,
            (_, 0) => MovementKind::Foster,
            _ => MovementKind::SkipMitchell,
        };
        Movement {
            tables,
            trays_per_table,
            kind,
            phantom,
        }
    }

    /// A full evening's rounds: T, or 2·T under Foster's rule (R-DUP-3/4/5).
    pub fn rounds(&self) -> u32 {
        match self.kind {
            MovementKind::Foster => 2 * self.tables,
            _ => self.tables,
        }
    }

    /// Trays played at a table in a round.
    pub fn trays_a_round(&self) -> u32 {
        match self.kind {
            MovementKind::Foster => self.trays_per_table / 2,
            _ => self.trays_per_table,
        }
    }

    /// All the trays: 1..=T·k (R-DUP-2).
    pub fn trays(&self) -> u32 {
        self.tables * self.trays_per_table
    }

    /// Hands a pair plays in a full evening.
    pub fn hands_a_pair(&self) -> u32 {
        self.rounds() * self.trays_a_round()
    }

    /// How many tables further up the E–W pairs sit in round `round` than in round 1
    /// (the skip Mitchell skips a table from round T/2 + 1 on).
    fn shift(&self, round: u32) -> i64 {
        let skipped =
            self.kind == MovementKind::SkipMitchell && round > self.tables / 2 && self.tables > 0;
        i64::from(round) - 1 + i64::from(skipped)
    }

    /// The E–W pair at `table` in `round`: ((t − r) mod T) + 1, one further back after the
    /// skip (R-DUP-3, R-DUP-5).
    pub fn ew_pair_at(&self, round: u32, table: u32) -> u32 {
        modulo(i64::from(table) - 1 - self.shift(round), self.tables) + 1
    }

    /// The table where E–W pair `pair` sits in `round`.
    pub fn table_of_ew(&self, round: u32, pair: u32) -> u32 {
        modulo(i64::from(pair) - 1 + self.shift(round), self.tables) + 1
    }

    /// The N–S pair at `table` meets the phantom this round: it sits out (R-DUP-1).
    pub fn sits_out(&self, round: u32, table: u32) -> bool {
        self.phantom && self.ew_pair_at(round, table) == self.tables
    }

    /// The trays played at `table` in `round`, in play order.
    pub fn trays_at(&self, round: u32, table: u32) -> Vec<u32> {
        if round == 0 || round > self.rounds() || table == 0 || table > self.tables {
            return Vec::new();
        }
        let k = self.trays_per_table;
        let (set, first, count) = match self.kind {
            // The sets go down one table a round: table t plays set t + r − 1.
            MovementKind::Mitchell | MovementKind::SkipMitchell => {
                let set = modulo(i64::from(table) + i64::from(round) - 2, self.tables) + 1;
                (set, 0, k)
            }
            // The trays travel up with the E–W pairs, one set every two rounds; the top
            // half first, the half put under next.
            MovementKind::Foster => {
                let back = i64::from((round - 1) / 2);
                let set = modulo(i64::from(table) - 1 - back, self.tables) + 1;
                let half = k / 2;
                (set, ((round - 1) % 2) * half, half)
            }
        };
        ((set - 1) * k + first + 1..=(set - 1) * k + first + count).collect()
    }

    /// The table where `tray` is played in `round`, if it is.
    pub fn table_of_tray(&self, round: u32, tray: u32) -> Option<u32> {
        (1..=self.tables).find(|&t| self.trays_at(round, t).contains(&tray))
    }

    /// R-DUP-10: where a table's pairs and trays go after `round`.
    pub fn guide(&self, round: u32, table: u32) -> Guide {
        let last = round >= self.rounds();
        let ew_pair = self.ew_pair_at(round, table);
        let trays = self.trays_at(round, table);
        let down = modulo(i64::from(table) - 2, self.tables) + 1;
        let up = table % self.tables.max(1) + 1;
        let (trays_go, waiting) = match self.kind {
            MovementKind::Mitchell | MovementKind::SkipMitchell => {
                (trays.iter().map(|&t| (t, down)).collect(), Vec::new())
            }
            // The E–W pair carries what it played up and puts it under; what waits
            // under here is played next round, by the next E–W pair.
            MovementKind::Foster => (
                trays.iter().map(|&t| (t, up)).collect(),
                if last {
                    Vec::new()
                } else {
                    self.trays_at(round + 1, table)
                },
            ),
        };
        Guide {
            round,
            table,
            ns_pair: table,
            ew_pair: (!self.sits_out(round, table)).then_some(ew_pair),
            phantom: self.sits_out(round, table),
            trays,
            ew_next: (!last).then(|| self.table_of_ew(round + 1, ew_pair)),
            trays_go: if last { Vec::new() } else { trays_go },
            carried_under: self.kind == MovementKind::Foster && !last,
            waiting,
        }
    }
}

/// R-DUP-10: one table's round, and where everything goes after it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Guide {
    /// The round.
    pub round: u32,
    /// The table.
    pub table: u32,
    /// The N–S pair (it never moves).
    pub ns_pair: u32,
    /// The E–W pair, or `None` when the N–S pair sits out (the phantom).
    pub ew_pair: Option<u32>,
    /// The N–S pair meets the phantom this round.
    pub phantom: bool,
    /// The trays played here this round, in order (a sit-out's too: they move on).
    pub trays: Vec<u32>,
    /// Where this table's E–W pair (or the phantom's place) goes next; `None` after the
    /// last round.
    pub ew_next: Option<u32>,
    /// Where each tray played here goes next: (tray, table).
    pub trays_go: Vec<(u32, u32)>,
    /// Foster's rule: the E–W pair takes the trays it played and puts them under the
    /// trays at its next table.
    pub carried_under: bool,
    /// Foster's rule: the trays that wait under those played, for the next round here.
    pub waiting: Vec<u32>,
}

/// R-DUP-2 (**Interpretation**): tray n is dealt by North, East, South, West in turn.
pub fn dealer_of_tray(tray: u32) -> Seat {
    Seat::ALL
        .get((tray.saturating_sub(1) % 4) as usize)
        .copied()
        .unwrap_or(Seat::North)
}

/// R-DUP-1: the tables for `pairs` pairs, and whether E–W has a phantom.
pub fn tables_for(pairs: u32) -> (u32, bool) {
    (pairs.div_ceil(2), pairs % 2 == 1)
}
