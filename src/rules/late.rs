//! R-LATE: guests who come late or leave. An arrival after the draw joins the waiting
//! list (R-LATE-1); a departure takes effect at the next bell (R-LATE-2). After a bell's
//! movement, in the order the host does them: fills (R-LATE-3), closing the bottom table
//! (R-LATE-4), opening a new bottom table (R-LATE-5) and swaps (R-LATE-6). Every one is
//! an action of the history, and each is logged on the round where it happened, so the
//! report lists them all (R-LATE-7).

#[allow(unused_imports)]
use crate::prelude::*;

pub use crate::play::{Change, EmptyChair, Moved};

use super::action::Action;
use super::error::{LateChange, RuleError};
use super::game::{Star, StarPlay};
use super::guests::{GuestId, Side};
use super::round::Round;
use super::seating::Seat;
use super::state::{Phase, State};

/// The side that sits in a chair: ladies North and East, gentlemen South and West.
pub fn side_of_seat(seat: Seat) -> Side {
    match seat {
        Seat::North | Seat::East => Side::Lady,
        Seat::South | Seat::West => Side::Gentleman,
    }
}

/// The other chair of the same side at a table (North ↔ East, South ↔ West).
pub(super) fn partner_side_seat(seat: Seat) -> Seat {
    match seat {
        Seat::North => Seat::East,
        Seat::East => Seat::North,
        Seat::South => Seat::West,
        Seat::West => Seat::South,
    }
}

impl State {
    /// The round in play, if it has no result yet: the only time chairs may change.
    pub(super) fn round_before_first_result(&self, what: LateChange) -> Result<&Round, RuleError> {
        let round = self.check_playing()?;
        if round.results.iter().any(Option::is_some) {
            return Err(RuleError::RoundUnderway {
                round: round.number,
                what,
            });
        }
        Ok(round)
    }

    /// Applies an R-LATE action (the caller has matched one), or refuses it.
    pub(super) fn apply_late(&mut self, action: &Action) -> Result<(), RuleError> {
        match action {
            Action::Leave { guest } => self.leave(*guest),
            Action::WithdrawFromPrizes { guest } => {
                let name = self.guest(*guest)?.name.clone();
                if self.play()?.withdrawn.contains(guest) {
                    return Err(RuleError::AlreadyWithdrawn { name });
                }
                self.listed_guest(*guest)?;
                self.play_mut()?.withdrawn.insert(*guest);
                self.play_mut()?.log(Change::Withdraw { guest: *guest });
                Ok(())
            }
            Action::Fill { guest, table, seat } => self.fill(*guest, *table, *seat),
            Action::CloseTable => self.close_table(),
            Action::OpenTable { guests } => self.open_table(guests.as_ref()),
            Action::Swap { a, b } => self.swap(*a, *b),
            _ => Ok(()),
        }
    }

    /// R-LATE-2: a seated guest leaves at the next bell; a waiting guest at once.
    fn leave(&mut self, guest: GuestId) -> Result<(), RuleError> {
        let name = self.listed_guest(guest)?.name.clone();
        self.check_playing()?;
        if self.play()?.leaving.contains(&guest) || self.play()?.left.contains(&guest) {
            return Err(RuleError::AlreadyLeaving { name });
        }
        if let Some(at) = self.play()?.waiting.iter().position(|&g| g == guest) {
            self.play_mut()?.waiting.remove(at);
            self.play_mut()?.left.insert(guest);
        } else {
            self.play_mut()?.leaving.insert(guest);
        }
        self.play_mut()?.log(Change::Leave { guest });
        Ok(())
    }

    /// R-LATE-3: a waiting guest of the same side takes a leaver's chair.
    fn fill(&mut self, guest: GuestId, table: u32, seat: Seat) -> Result<(), RuleError> {
        let round = self.round_before_first_result(LateChange::Chairs)?;
        let (seats, _) = round.table(table)?;
        let leaver = seats.at(seat);
        let newcomer = self.listed_guest(guest)?;
        let name = newcomer.name.clone();
        if !self.play()?.left.contains(&leaver) {
            return Err(RuleError::ChairNotEmpty {
                table,
                seat,
                name: self.name(leaver).to_owned(),
            });
        }
        if newcomer.side != side_of_seat(seat) {
            return Err(RuleError::WrongSideForChair {
                name,
                seat: Some(seat),
                side: side_of_seat(seat),
                open_seating: self.settings.open_seating(),
            });
        }
        let Some(at) = self.play()?.waiting.iter().position(|&g| g == guest) else {
            return Err(RuleError::NotWaiting { name });
        };
        self.play_mut()?.waiting.remove(at);
        self.play_mut()?.set_seat(table, seat, guest);
        self.play_mut()?.played.insert(guest);
        self.play_mut()?.log(Change::Fill {
            guest,
            for_guest: leaver,
            table,
            seat,
        });
        Ok(())
    }

    /// R-LATE-6: two guests of one side swap chairs (one may be waiting: they sit, and
    /// the other waits in their place).
    fn swap(&mut self, a: GuestId, b: GuestId) -> Result<(), RuleError> {
        let round = self.round_before_first_result(LateChange::Chairs)?;
        let (ga, gb) = (self.listed_guest(a)?, self.listed_guest(b)?);
        if a == b {
            return Err(RuleError::SwapWithSelf {
                name: ga.name.clone(),
            });
        }
        if ga.side != gb.side {
            return Err(RuleError::SwapAcrossSides {
                open_seating: self.settings.open_seating(),
                a: ga.name.clone(),
                b: gb.name.clone(),
            });
        }
        for g in [ga, gb] {
            if self.play()?.left.contains(&g.id) {
                return Err(RuleError::AlreadyLeaving {
                    name: g.name.clone(),
                });
            }
        }
        let place = |g: GuestId| super::progression::seat_of(round, g);
        let (pa, pb) = (place(a), place(b));
        match (pa, pb) {
            (Some((ta, sa)), Some((tb, sb))) => {
                self.play_mut()?.set_seat(ta, sa, b);
                self.play_mut()?.set_seat(tb, sb, a);
            }
            (Some((ta, sa)), None) | (None, Some((ta, sa))) => {
                let (seated, waiting) = if pa.is_some() { (a, b) } else { (b, a) };
                let Some(at) = self.play()?.waiting.iter().position(|&g| g == waiting) else {
                    return Err(RuleError::NotWaiting {
                        name: self.name(waiting).to_owned(),
                    });
                };
                if let Some(slot) = self.play_mut()?.waiting.get_mut(at) {
                    *slot = seated;
                }
                self.play_mut()?.set_seat(ta, sa, waiting);
                self.play_mut()?.played.insert(waiting);
            }
            (None, None) => {
                return Err(RuleError::NotWaiting {
                    name: ga.name.clone(),
                });
            }
        }
        self.play_mut()?.log(Change::Swap { a, b });
        Ok(())
    }

    /// R-LATE-1: a guest who arrives while the star game is in play waits (a duplicate
    /// evening's pairs are made before it starts).
    pub(super) fn arrived(&mut self, guest: GuestId, side: Side) {
        if self.phase() == Phase::Playing
            && let Ok(play) = self.play_mut()
        {
            play.waiting.push(guest);
            play.log(Change::Arrive { guest, side });
        }
    }
}

/// What the program proposes after a bell, one step at a time (R-LATE-3..5): fill each
/// empty chair from the waiting list (longest waiting, same side); when a chair cannot
/// be filled, close the bottom table; then, while two of each side wait, open a table.
/// `None` when nothing is needed.
pub fn proposal(state: Star<'_>) -> Option<Action> {
    let round = state.current_round()?;
    if state.state.phase() != Phase::Playing || round.results.iter().any(Option::is_some) {
        return None;
    }
    let empty = state.empty_chairs();
    for chair in &empty {
        if let Some(&guest) = state.waiting_of(side_of_seat(chair.seat)).first() {
            return Some(Action::Fill {
                guest,
                table: chair.table,
                seat: chair.seat,
            });
        }
    }
    if !empty.is_empty() && round.tables.len() > 1 {
        return Some(Action::CloseTable);
    }
    if empty.is_empty() && may_open_table(state) {
        return Some(Action::OpenTable { guests: None });
    }
    None
}

/// Whether a new bottom table may be opened now (R-LATE-5): the round in play has no
/// result yet, and at least two of each side wait. "Open table N" is offered only then
/// (issue 54: it was offered with one lady and no gentleman waiting, and refused).
pub fn may_open_table(state: Star<'_>) -> bool {
    state.state.phase() == Phase::Playing
        && state
            .current_round()
            .is_some_and(|round| round.results.iter().all(Option::is_none))
        && state.waiting_of(Side::Lady).len() >= 2
        && state.waiting_of(Side::Gentleman).len() >= 2
}

impl Star<'_> {
    /// The current round's chairs whose guests have left, table by table.
    pub fn empty_chairs(&self) -> Vec<EmptyChair> {
        let Some(round) = self.current_round() else {
            return Vec::new();
        };
        if self.state.phase() != Phase::Playing {
            return Vec::new();
        }
        let mut out = Vec::new();
        for (table, seats) in (1..).zip(&round.tables) {
            for seat in Seat::ALL {
                let guest = seats.at(seat);
                if self.play.left.contains(&guest) {
                    out.push(EmptyChair {
                        table,
                        seat,
                        left_by: guest,
                    });
                }
            }
        }
        out
    }
}

impl StarPlay {
    /// Notes a change on the round in play (R-LATE-7).
    pub(crate) fn log(&mut self, change: Change) {
        let round = self.current_round().map_or(0, |r| r.number);
        self.changes.push((round, change));
    }

    /// Puts `guest` in a chair of the round in play.
    pub(crate) fn set_seat(&mut self, table: u32, seat: Seat, guest: GuestId) {
        let slot = self.rounds.last_mut().and_then(|r| r.seats_mut(table));
        if let Some(seats) = slot {
            match seat {
                Seat::North => seats.north = guest,
                Seat::East => seats.east = guest,
                Seat::South => seats.south = guest,
                Seat::West => seats.west = guest,
            }
        }
    }

    /// R-LATE-2: at the bell, those leaving have left.
    pub(crate) fn leavers_leave(&mut self) {
        let leaving = core::mem::take(&mut self.leaving);
        self.left.extend(leaving);
    }
}
