//! R-LATE-4, R-LATE-5: the bottom table closed when a chair cannot be filled, and a new
//! bottom table opened for four who wait.

#[allow(unused_imports)]
use crate::prelude::*;

use super::error::{LateChange, RuleError};
use super::guests::{GuestId, Side};
use super::late::{Change, EmptyChair, Moved, partner_side_seat};
use super::seating::{Pair, Seat, TableSeats};
use super::state::State;

impl State {
    /// R-LATE-4: the bottom table closes. Its players still with us fill the empty
    /// chairs elsewhere (the same chair first, else the other chair of their side); the
    /// rest join the end of the waiting list, in chair order.
    pub(super) fn close_table(&mut self) -> Result<(), RuleError> {
        let round = self.round_before_first_result(LateChange::Tables)?;
        let count = round.table_count();
        if count <= 1 {
            return Err(RuleError::LastTable);
        }
        let Some(&bottom) = round.tables.last() else {
            return Err(RuleError::LastTable);
        };
        let mut free: Vec<(Seat, GuestId)> = Seat::ALL
            .into_iter()
            .map(|seat| (seat, bottom.at(seat)))
            .filter(|(_, g)| !self.play().is_ok_and(|p| p.left.contains(g)))
            .collect();
        let elsewhere: Vec<EmptyChair> = self
            .star()
            .map(|star| star.empty_chairs())
            .unwrap_or_default()
            .into_iter()
            .filter(|c| c.table < count)
            .collect();
        let play = self.play_mut()?;
        if let Some(round) = play.rounds.last_mut() {
            round.tables.pop();
            round.results.pop();
            round.pads.truncate(round.tables.len());
        }
        let mut moved = Vec::new();
        for chair in elsewhere {
            let same = free.iter().position(|&(s, _)| s == chair.seat);
            let other = free
                .iter()
                .position(|&(s, _)| s == partner_side_seat(chair.seat));
            if let Some(at) = same.or(other) {
                let (_, guest) = free.remove(at);
                play.set_seat(chair.table, chair.seat, guest);
                moved.push(Moved {
                    guest,
                    for_guest: chair.left_by,
                    table: chair.table,
                    seat: chair.seat,
                });
            }
        }
        let to_waiting: Vec<GuestId> = free.into_iter().map(|(_, g)| g).collect();
        play.waiting.extend(to_waiting.iter().copied());
        // R-LATE-7: the report says who went where, not only that the table closed.
        play.log(Change::CloseTable {
            table: count,
            moved,
            to_waiting,
        });
        Ok(())
    }

    /// R-LATE-5: a new bottom table for four who wait: the two of each side waiting
    /// longest, or the four the host picks (ladies first, then gentlemen).
    pub(super) fn open_table(&mut self, picks: Option<&[GuestId; 4]>) -> Result<(), RuleError> {
        let round = self.round_before_first_result(LateChange::Tables)?;
        let table = round.table_count() + 1;
        let star = self.star().ok_or(RuleError::NotStarted)?;
        let ladies = star.waiting_of(Side::Lady);
        let gentlemen = star.waiting_of(Side::Gentleman);
        let four = match picks {
            Some(&[l1, l2, g1, g2]) => {
                for (guest, side) in [
                    (l1, Side::Lady),
                    (l2, Side::Lady),
                    (g1, Side::Gentleman),
                    (g2, Side::Gentleman),
                ] {
                    let g = self.listed_guest(guest)?;
                    if !star.waiting.contains(&guest) {
                        return Err(RuleError::NotWaiting {
                            name: g.name.clone(),
                        });
                    }
                    if g.side != side {
                        return Err(RuleError::WrongSideForChair {
                            name: g.name.clone(),
                            seat: None,
                            side,
                            open_seating: self.settings.open_seating(),
                        });
                    }
                }
                if l1 == l2 || g1 == g2 {
                    return Err(RuleError::TooFewWaiting {
                        ladies: ladies.len(),
                        gentlemen: gentlemen.len(),
                        open_seating: self.settings.open_seating(),
                    });
                }
                [l1, l2, g1, g2]
            }
            None => match (ladies.as_slice(), gentlemen.as_slice()) {
                ([l1, l2, ..], [g1, g2, ..]) => [*l1, *l2, *g1, *g2],
                _ => {
                    return Err(RuleError::TooFewWaiting {
                        ladies: ladies.len(),
                        gentlemen: gentlemen.len(),
                        open_seating: self.settings.open_seating(),
                    });
                }
            },
        };
        let [l1, l2, g1, g2] = four;
        let seats = TableSeats::new(
            Pair {
                lady: l1,
                gentleman: g1,
            },
            Pair {
                lady: l2,
                gentleman: g2,
            },
        );
        let play = self.play_mut()?;
        play.waiting.retain(|g| !four.contains(g));
        play.played.extend(four);
        if let Some(round) = play.rounds.last_mut() {
            round.tables.push(seats);
            round.results.push(None);
            // Its score pad too (R-DEAL): a table opened is played like any other.
            round.pads.resize(round.tables.len(), Vec::new());
        }
        play.log(Change::OpenTable { table, seats });
        Ok(())
    }
}
