//! R-PROG: the move at the bell. From one round's seating and each table's winning pair,
//! the seating of the next round.

#[allow(unused_imports)]
use crate::prelude::*;

pub use crate::settings::Edition;

use super::guests::GuestId;
use super::round::Round;
use super::seating::{Pair, PairSide, Seat, TableSeats};

/// How the next round is seated: the chair rule and whether partners change.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Movement {
    /// The edition, for its chair rule (R-PROG-5).
    pub edition: Edition,
    /// Partners change at every table but the head (R-PROG-3); not in pairs all
    /// evening (R-ALT-1), where the same movement is made without splitting pairs.
    pub partners_change: bool,
}

impl Movement {
    /// The star game's movement with the revised chairs.
    pub const STAR_GAME: Movement = Movement {
        edition: Edition::Revised,
        partners_change: true,
    };
}

/// The seating after the bell (R-PROG-1..6).
///
/// `winners[i]` is the winning pair at table `i + 1`; the two slices have one entry per
/// table.
///
/// - Table 1 (R-PROG-1, R-PROG-4, R-PROG-5): its winners stay in the very chairs they
///   had; table 2's winners arrive unchanged and take the other two chairs.
/// - Tables 2..T (R-PROG-2, R-PROG-3, R-PROG-5): the losers stay; the winners of the
///   table below arrive (at the booby table: the head table's losers). The lady who
///   stayed keeps her chair and the arriving gentleman sits opposite her; the arriving
///   lady takes the other lady's chair, and the gentleman who stayed moves opposite her.
/// - One table (R-PROG-6): nobody moves at all.
pub fn next_seating(
    tables: &[TableSeats],
    winners: &[PairSide],
    movement: Movement,
) -> Vec<TableSeats> {
    let outcome: Vec<(PairSide, &TableSeats)> = winners.iter().copied().zip(tables).collect();
    let [(head_won, head), rest @ ..] = outcome.as_slice() else {
        return Vec::new();
    };
    let Some(&(second_won, second)) = rest.first() else {
        // R-PROG-6: a single table; nobody moves.
        return match movement.edition {
            Edition::Revised | Edition::Turn4 => vec![**head],
            Edition::First => vec![TableSeats::new(
                head.pair(*head_won),
                head.pair(head_won.other()),
            )],
        };
    };
    let head_losers = head.pair(head_won.other());
    let mut next = Vec::with_capacity(outcome.len());
    // R-PROG-1, R-PROG-4: the head winners stay; table 2's winners arrive unchanged.
    next.push(seat_pairs(
        *head_won,
        head.pair(*head_won),
        second.pair(second_won),
        movement.edition,
    ));
    // Arrivals at table k (k ≥ 2) are table k+1's winners; at the booby table, the head
    // table's losers (R-PROG-1).
    let arrivals = rest
        .iter()
        .skip(1)
        .map(|&(won, seats)| seats.pair(won))
        .chain(core::iter::once(head_losers));
    for (&(won, seats), arriving) in rest.iter().zip(arrivals) {
        let lost = won.other();
        let stayers = seats.pair(lost);
        next.push(if movement.partners_change {
            // R-PROG-3: the arriving gentleman partners the lady who stayed, the arriving
            // lady the gentleman who stayed. R-PROG-5: the staying lady's pair keeps her
            // side of the table.
            seat_pairs(
                lost,
                Pair {
                    lady: stayers.lady,
                    gentleman: arriving.gentleman,
                },
                Pair {
                    lady: arriving.lady,
                    gentleman: stayers.gentleman,
                },
                movement.edition,
            )
        } else {
            seat_pairs(lost, stayers, arriving, movement.edition)
        });
    }
    next
}

/// Seats `keeper` on `side` (the side of the table it already holds) and `other` on the
/// other side. Under the first edition's rule the keeper always took North–South.
fn seat_pairs(side: PairSide, keeper: Pair, other: Pair, edition: Edition) -> TableSeats {
    match (edition, side) {
        (Edition::First, _) | (Edition::Revised | Edition::Turn4, PairSide::NorthSouth) => {
            TableSeats::new(keeper, other)
        }
        (Edition::Revised | Edition::Turn4, PairSide::EastWest) => TableSeats::new(other, keeper),
    }
}

/// Where a guest sits in a round: table (1-based) and seat.
pub fn seat_of(round: &Round, guest: GuestId) -> Option<(u32, Seat)> {
    (1..).zip(&round.tables).find_map(|(table, seats)| {
        Seat::ALL
            .into_iter()
            .find(|&seat| seats.at(seat) == guest)
            .map(|seat| (table, seat))
    })
}

/// One guest's move at the bell, for the "who goes where" list.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Move {
    /// Who.
    pub guest: GuestId,
    /// Table and seat before the bell; `None` for one who was waiting (R-LATE).
    pub from: Option<(u32, Seat)>,
    /// Table and seat after it; `None` for one who now waits or has left (R-LATE).
    pub to: Option<(u32, Seat)>,
    /// The partner after the bell (sitting opposite), if seated.
    pub partner: Option<GuestId>,
}

impl Move {
    /// The guest stays at the same table.
    pub fn stays(&self) -> bool {
        matches!((self.from, self.to), (Some(a), Some(b)) if a.0 == b.0)
    }

    /// The guest keeps the very same chair.
    pub fn same_chair(&self) -> bool {
        self.from.is_some() && self.from == self.to
    }
}

/// Everyone's move from one round's seating to the next: all who sit after the bell, in
/// table and seat order, then those who sat before and no longer do.
pub fn moves(before: &Round, after: &Round) -> Vec<Move> {
    let mut out = Vec::with_capacity(after.tables.len() * 4);
    for (table, seats) in (1..).zip(&after.tables) {
        for seat in Seat::ALL {
            let guest = seats.at(seat);
            out.push(Move {
                guest,
                from: seat_of(before, guest),
                to: Some((table, seat)),
                partner: Some(seats.at(seat.opposite())),
            });
        }
    }
    for (table, seats) in (1..).zip(&before.tables) {
        for seat in Seat::ALL {
            let guest = seats.at(seat);
            if seat_of(after, guest).is_none() {
                out.push(Move {
                    guest,
                    from: Some((table, seat)),
                    to: None,
                    partner: None,
                });
            }
        }
    }
    out
}
