//! R-DUP-1, R-DUP-3, R-DUP-4, R-DUP-5, R-DUP-10, R-DUP-12: who sits where and which
//! trays are at each table in every round. Under the book's movements N–S pairs never
//! move; E–W pairs move up; the trays go down (the compass game and the skip Mitchell)
//! or travel up with the E–W pairs and are put under (Foster's rule for an even number
//! of tables with 2 or 4 trays a table). At two tables the two-table Howell seats the
//! four pairs by a table of three rounds and both tables share each round's trays.
//! Every question is answered by arithmetic in constant time, so a 500-table evening
//! costs nothing to ask about.

#[allow(unused_imports)]
use crate::prelude::*;

use serde::{Deserialize, Serialize};

use super::pairs::{PairGroup, PairId, PairSeat};
use crate::seating::{PairSide, Seat};
use crate::settings::TwoTables;

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
    /// R-DUP-12: two tables, four pairs numbered 1–4; every pair meets every other once
    /// in three rounds, both tables sharing each round's trays and exchanging them
    /// half-way.
    Howell,
}

impl MovementKind {
    /// "mitchell", "foster", "skip_mitchell", "howell", as the transcript writes it.
    pub fn code(self) -> &'static str {
        match self {
            MovementKind::Mitchell => "mitchell",
            MovementKind::Foster => "foster",
            MovementKind::SkipMitchell => "skip_mitchell",
            MovementKind::Howell => "howell",
        }
    }
}

/// The movement of a duplicate evening of `tables` tables.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Movement {
    /// T: the tables (under the book's movements, the N–S pairs).
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

/// R-DUP-12: the two-table Howell's rounds: (N–S pair, E–W pair) at table 1 and table 2.
const HOWELL: [[(u32, u32); 2]; 3] = [[(1, 2), (3, 4)], [(1, 3), (4, 2)], [(1, 4), (2, 3)]];

/// The groups the book's movements list their pairs in.
const BY_DIRECTION: [PairGroup; 2] = [PairGroup::NorthSouth, PairGroup::EastWest];

impl Movement {
    /// R-DUP-3/4/5: the book's movement for `tables` tables of `trays_per_table` trays.
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

    /// R-DUP-12: the two-table Howell with `trays_per_table` trays a table.
    pub fn howell(trays_per_table: u32) -> Movement {
        Movement {
            tables: 2,
            trays_per_table,
            kind: MovementKind::Howell,
            phantom: false,
        }
    }

    /// The movement for `pairs` pairs: the two-table Howell at exactly four pairs unless
    /// the host chose the book's (R-DUP-12), otherwise the book's (R-DUP-1, R-DUP-3/4/5).
    pub fn for_pairs(pairs: u32, trays_per_table: u32, two_tables: TwoTables) -> Movement {
        if pairs == 4 && two_tables == TwoTables::Howell {
            return Movement::howell(trays_per_table);
        }
        let (tables, phantom) = tables_for(pairs);
        Movement::new(tables, trays_per_table, phantom)
    }

    /// The groups its pairs are listed and ranked in: North–South and East–West, or all
    /// four together in the Howell (R-DUP-8, R-DUP-12).
    pub fn groups(&self) -> &'static [PairGroup] {
        match self.kind {
            MovementKind::Howell => &[PairGroup::All],
            _ => &BY_DIRECTION,
        }
    }

    /// How many real pairs `group` has.
    pub fn pairs_in(&self, group: PairGroup) -> u32 {
        match (self.kind, group) {
            (MovementKind::Howell, PairGroup::All) => 4,
            (MovementKind::Howell, _) | (_, PairGroup::All) => 0,
            (_, PairGroup::NorthSouth) => self.tables,
            (_, PairGroup::EastWest) => self.tables - u32::from(self.phantom),
        }
    }

    /// A full evening's rounds: T, 2·T under Foster's rule, 3 in the Howell
    /// (R-DUP-3/4/5/12).
    pub fn rounds(&self) -> u32 {
        match self.kind {
            MovementKind::Foster => 2 * self.tables,
            MovementKind::Howell => 3,
            _ => self.tables,
        }
    }

    /// Trays played at a table in a round.
    pub fn trays_a_round(&self) -> u32 {
        match self.kind {
            MovementKind::Foster => self.trays_per_table / 2,
            MovementKind::Howell => 2 * self.trays_per_table,
            _ => self.trays_per_table,
        }
    }

    /// All the trays: 1..=T·k (R-DUP-2); 2·k a round in the Howell (R-DUP-12).
    pub fn trays(&self) -> u32 {
        match self.kind {
            MovementKind::Howell => self.rounds() * self.trays_a_round(),
            _ => self.tables * self.trays_per_table,
        }
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

    /// The book's E–W pair number at `table` in `round`: ((t − r) mod T) + 1, one
    /// further back after the skip (R-DUP-3, R-DUP-5).
    fn ew_number_at(&self, round: u32, table: u32) -> u32 {
        modulo(i64::from(table) - 1 - self.shift(round), self.tables) + 1
    }

    /// The book's table where E–W pair `pair` sits in `round`.
    fn table_of_ew(&self, round: u32, pair: u32) -> u32 {
        modulo(i64::from(pair) - 1 + self.shift(round), self.tables) + 1
    }

    /// The Howell's (N–S, E–W) pair numbers at `table` in `round` (R-DUP-12).
    fn howell_at(round: u32, table: u32) -> (u32, u32) {
        let index = |n: u32| n.checked_sub(1).map(|i| i as usize);
        index(round)
            .and_then(|r| HOWELL.get(r))
            .zip(index(table))
            .and_then(|(seats, t)| seats.get(t))
            .copied()
            .unwrap_or((0, 0))
    }

    /// The N–S pair at `table` in `round`.
    pub fn ns_at(&self, round: u32, table: u32) -> PairId {
        match self.kind {
            MovementKind::Howell => PairId::howell(Self::howell_at(round, table).0),
            _ => PairId::ns(table),
        }
    }

    /// The E–W pair at `table` in `round`; `None` when the N–S pair meets the phantom.
    pub fn ew_at(&self, round: u32, table: u32) -> Option<PairId> {
        match self.kind {
            MovementKind::Howell => Some(PairId::howell(Self::howell_at(round, table).1)),
            _ if self.sits_out(round, table) => None,
            _ => Some(PairId::ew(self.ew_number_at(round, table))),
        }
    }

    /// Where `pair` sits in `round` (an N–S pair that meets the phantom still has its
    /// table); `None` for a pair the movement does not have.
    pub fn seat_of(&self, round: u32, pair: PairId) -> Option<PairSeat> {
        if pair.number == 0 || pair.number > self.pairs_in(pair.group) {
            return None;
        }
        let seat = |table, side| Some(PairSeat { table, side });
        match pair.group {
            PairGroup::All => (1..=self.tables).find_map(|table| {
                let (ns, ew) = Self::howell_at(round, table);
                if ns == pair.number {
                    seat(table, PairSide::NorthSouth)
                } else if ew == pair.number {
                    seat(table, PairSide::EastWest)
                } else {
                    None
                }
            }),
            PairGroup::NorthSouth => seat(pair.number, PairSide::NorthSouth),
            PairGroup::EastWest => seat(self.table_of_ew(round, pair.number), PairSide::EastWest),
        }
    }

    /// The N–S pair at `table` meets the phantom this round: it sits out (R-DUP-1).
    pub fn sits_out(&self, round: u32, table: u32) -> bool {
        self.phantom
            && self.kind != MovementKind::Howell
            && self.ew_number_at(round, table) == self.tables
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
            // R-DUP-12: round r's 2k trays; table 1 starts with the first k, table 2
            // with the others, and they exchange half-way.
            MovementKind::Howell => {
                let base = (round - 1) * 2 * k;
                let halves = [base + 1..=base + k, base + k + 1..=base + 2 * k];
                let [a, b] = halves;
                let order = if table == 1 { [a, b] } else { [b, a] };
                return order.into_iter().flatten().collect();
            }
        };
        ((set - 1) * k + first + 1..=(set - 1) * k + first + count).collect()
    }

    /// The tables where `tray` is played in `round` (two in the Howell, otherwise one or
    /// none).
    pub fn tables_of_tray(&self, round: u32, tray: u32) -> Vec<u32> {
        (1..=self.tables)
            .filter(|&t| self.trays_at(round, t).contains(&tray))
            .collect()
    }

    /// The first table where `tray` is played in `round`, if it is.
    pub fn table_of_tray(&self, round: u32, tray: u32) -> Option<u32> {
        self.tables_of_tray(round, tray).first().copied()
    }

    /// R-DUP-10: where a table's pairs and trays go after `round`.
    pub fn guide(&self, round: u32, table: u32) -> Guide {
        let last = round >= self.rounds();
        let trays = self.trays_at(round, table);
        let ns_pair = self.ns_at(round, table);
        let ew_pair = self.ew_at(round, table);
        let next = |pair: PairId| (!last).then(|| self.seat_of(round + 1, pair)).flatten();
        let mut guide = Guide {
            round,
            table,
            ns_pair,
            ew_pair,
            phantom: self.sits_out(round, table),
            trays: trays.clone(),
            ns_next: next(ns_pair),
            ew_next: match ew_pair {
                Some(pair) => next(pair),
                // The phantom's place moves on like a pair.
                None => (!last).then(|| PairSeat {
                    table: self.table_of_ew(round + 1, self.ew_number_at(round, table)),
                    side: PairSide::EastWest,
                }),
            },
            trays_go: Vec::new(),
            carried_under: false,
            waiting: Vec::new(),
            exchange: None,
        };
        let down = modulo(i64::from(table) - 2, self.tables) + 1;
        let up = table % self.tables.max(1) + 1;
        match self.kind {
            MovementKind::Mitchell | MovementKind::SkipMitchell if !last => {
                guide.trays_go = trays.iter().map(|&t| (t, down)).collect();
            }
            // The E–W pair carries what it played up and puts it under; what waits
            // under here is played next round, by the next E–W pair.
            MovementKind::Foster if !last => {
                guide.trays_go = trays.iter().map(|&t| (t, up)).collect();
                guide.carried_under = true;
                guide.waiting = self.trays_at(round + 1, table);
            }
            // R-DUP-12: half-way the two tables exchange trays; after the round every
            // tray has been played at both and is done.
            MovementKind::Howell => {
                let half = trays.len() / 2;
                guide.exchange = Some(Exchange {
                    with: up,
                    first: trays.iter().take(half).copied().collect(),
                    then: trays.iter().skip(half).copied().collect(),
                });
            }
            _ => {}
        }
        guide
    }
}

/// R-DUP-12: the exchange of trays half-way through a Howell round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Exchange {
    /// The table the trays are exchanged with.
    pub with: u32,
    /// The trays played here before the exchange.
    pub first: Vec<u32>,
    /// The trays played here after it (the other table's first ones).
    pub then: Vec<u32>,
}

/// R-DUP-10: one table's round, and where everything goes after it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Guide {
    /// The round.
    pub round: u32,
    /// The table.
    pub table: u32,
    /// The N–S pair.
    pub ns_pair: PairId,
    /// The E–W pair, or `None` when the N–S pair sits out (the phantom).
    pub ew_pair: Option<PairId>,
    /// The N–S pair meets the phantom this round.
    pub phantom: bool,
    /// The trays played here this round, in order (a sit-out's too: they move on).
    pub trays: Vec<u32>,
    /// Where this table's N–S pair sits next round (under the book's movements, here
    /// again); `None` after the last round.
    pub ns_next: Option<PairSeat>,
    /// Where this table's E–W pair (or the phantom's place) sits next round; `None`
    /// after the last round.
    pub ew_next: Option<PairSeat>,
    /// Where each tray played here goes next: (tray, table).
    pub trays_go: Vec<(u32, u32)>,
    /// Foster's rule: the E–W pair takes the trays it played and puts them under the
    /// trays at its next table.
    pub carried_under: bool,
    /// Foster's rule: the trays that wait under those played, for the next round here.
    pub waiting: Vec<u32>,
    /// The Howell: the trays exchanged with the other table half-way (R-DUP-12).
    pub exchange: Option<Exchange>,
}

/// R-DUP-10: where everything goes after a round, as data (the program's words for it
/// are above the rules; nothing is read back from them).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoveList {
    /// The round just played.
    pub after: u32,
    /// It was the movement's last.
    pub last: bool,
    /// How the pairs and trays move.
    pub kind: MovementKind,
    /// The tables, before the move.
    pub tables: u32,
    /// Each table's guide for the round just played: its pairs and where they go, its
    /// trays and where they go (or the exchange, in the Howell).
    pub guides: Vec<Guide>,
    /// The N–S pairs that meet the phantom in the next round.
    pub sit_outs_next: Vec<PairId>,
    /// The Howell: the trays of the next round, and each table's first ones.
    pub next_trays: Vec<(u32, Vec<u32>)>,
}

impl MoveList {
    /// The move list after `round` of `movement`.
    pub fn of(movement: &Movement, round: u32) -> MoveList {
        let m = movement;
        let next = round + 1;
        MoveList {
            after: round,
            last: round >= m.rounds(),
            kind: m.kind,
            tables: m.tables,
            guides: (1..=m.tables).map(|t| m.guide(round, t)).collect(),
            sit_outs_next: (1..=m.tables)
                .filter(|&t| m.sits_out(next, t))
                .map(|t| m.ns_at(next, t))
                .collect(),
            next_trays: (1..=m.tables)
                .filter_map(|t| Some((t, m.guide(next, t).exchange?.first)))
                .collect(),
        }
    }
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
