//! R-PROG: the move at the bell. From one round's seating and each table's winning pair,
//! the seating of the next round.

use super::guests::GuestId;
use super::round::Round;
use super::seating::{Pair, PairSide, Seat, TableSeats};

/// The seating after the bell (R-PROG-1..6).
///
/// `winners[i]` is the winning pair at table `i + 1`; the two slices have one entry per
/// table. With `partners_change` false (pairs all evening, R-ALT-1) the same movement is
/// made but no pair splits.
///
/// - Table 1 (R-PROG-1, R-PROG-4, R-PROG-5): its winners stay and take North–South;
///   table 2's winners arrive unchanged and sit East–West.
/// - Tables 2..T (R-PROG-2, R-PROG-3, R-PROG-5): the losers stay; the winners of the table
///   below arrive (at the booby table: the head table's losers). The arriving gentleman
///   partners the lady who stayed, North–South with her North; the arriving lady partners
///   the gentleman who stayed, East–West with her East.
/// - One table (R-PROG-6): nobody moves and partners never change; the winners sit
///   North–South.
pub fn next_seating(
    tables: &[TableSeats],
    winners: &[PairSide],
    partners_change: bool,
) -> Vec<TableSeats> {
    let outcome: Vec<(Pair, Pair)> = tables
        .iter()
        .zip(winners)
        .map(|(seats, &won)| (seats.pair(won), seats.pair(won.other())))
        .collect();
    let (Some(&(head_winners, head_losers)), rest) = (outcome.first(), outcome.get(1..)) else {
        return Vec::new();
    };
    let rest = rest.unwrap_or_default();
    let Some(&(second_winners, _)) = rest.first() else {
        // R-PROG-6: a single table.
        return vec![TableSeats::new(head_winners, head_losers)];
    };

    let mut next = Vec::with_capacity(outcome.len());
    next.push(TableSeats::new(head_winners, second_winners));
    // Arrivals at table k (k ≥ 2) are table k+1's winners; at the booby table, the head
    // table's losers (R-PROG-1).
    let arrivals = rest
        .iter()
        .skip(1)
        .map(|&(winners, _)| winners)
        .chain(std::iter::once(head_losers));
    for (&(_, stayers), arriving) in rest.iter().zip(arrivals) {
        next.push(if partners_change {
            TableSeats::new(
                Pair {
                    lady: stayers.lady,
                    gentleman: arriving.gentleman,
                },
                Pair {
                    lady: arriving.lady,
                    gentleman: stayers.gentleman,
                },
            )
        } else {
            TableSeats::new(stayers, arriving)
        });
    }
    next
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
    /// Table and seat before the bell.
    pub from: (u32, Seat),
    /// Table and seat after it.
    pub to: (u32, Seat),
    /// The new partner (sitting opposite).
    pub partner: GuestId,
}

impl Move {
    /// The guest stays at the same table.
    pub fn stays(&self) -> bool {
        self.from.0 == self.to.0
    }
}

/// Everyone's move from one round's seating to the next, in table order of arrival.
pub fn moves(before: &Round, after: &Round) -> Vec<Move> {
    let mut out = Vec::with_capacity(after.tables.len() * 4);
    for (table, seats) in (1..).zip(&after.tables) {
        for seat in Seat::ALL {
            let guest = seats.at(seat);
            let partner = seats.at(match seat {
                Seat::North => Seat::South,
                Seat::South => Seat::North,
                Seat::East => Seat::West,
                Seat::West => Seat::East,
            });
            if let Some(from) = seat_of(before, guest) {
                out.push(Move {
                    guest,
                    from,
                    to: (table, seat),
                    partner,
                });
            }
        }
    }
    out
}
