//! Who sits where, worked out once for either kind of evening: every guest's table,
//! chair and partner in the round in play (the star game's drawn tables, R-TABLE; a
//! Duplicate Cinch round's pairs by the movement, R-DUP-1/3/12), who sits out, who waits.
//! The guest display's "find your seat", the phones' "Where do I sit?" and the pages the
//! room reads all take it from here.

use crate::rules::{Dup, GuestId, Phase, Playing, Seat, Star, State, TableRole};

/// One guest's chair this round.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Seated {
    /// The guest.
    pub guest: GuestId,
    /// The table.
    pub table: u32,
    /// The chair.
    pub chair: Seat,
    /// The partner across the table.
    pub partner: GuestId,
    /// Duplicate: the pair meets the phantom and sits this round out (R-DUP-1).
    pub sits_out: bool,
}

/// Everyone's place in one round.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Seating {
    /// The round (0 before any is seated).
    pub round: u32,
    /// Duplicate before the start: the first round as the movement will seat it.
    pub planned: bool,
    /// The tables, and each one's role (head, booby) in the star game.
    pub tables: Vec<(u32, TableRole)>,
    /// Every seated guest, by table then chair.
    pub seated: Vec<Seated>,
    /// Guests with no chair this round, in the order they wait (the star game's waiting
    /// list; a duplicate party's guests in no pair; everyone before the draw).
    pub waiting: Vec<GuestId>,
}

impl Seating {
    /// Who sits where in the round in play, for either kind of evening.
    pub fn of(state: &State) -> Seating {
        match state.playing() {
            Playing::Duplicate(dup) => duplicate(dup),
            Playing::Star(play) => star(play),
        }
    }

    /// A guest's chair, if they have one this round.
    pub fn of_guest(&self, guest: GuestId) -> Option<&Seated> {
        self.seated.iter().find(|s| s.guest == guest)
    }
}

/// The star game: the round's tables as drawn (and moved at each bell).
fn star(play: Star<'_>) -> Seating {
    let state = play.state;
    let present = |g: &&crate::rules::Guest| !g.removed;
    let Some(round) = play.current_round() else {
        return Seating {
            waiting: state
                .guests()
                .iter()
                .filter(present)
                .map(|g| g.id)
                .collect(),
            ..Seating::default()
        };
    };
    let count = round.tables.len();
    let mut seated = Vec::with_capacity(count * 4);
    let mut tables = Vec::with_capacity(count);
    for (table, seats) in (1..).zip(&round.tables) {
        tables.push((table, TableRole::of(table, count, state.settings.scoring())));
        for chair in Seat::ALL {
            seated.push(Seated {
                guest: seats.at(chair),
                table,
                chair,
                partner: seats.at(chair.opposite()),
                sits_out: false,
            });
        }
    }
    Seating {
        round: round.number,
        planned: false,
        tables,
        seated,
        waiting: play.waiting().to_vec(),
    }
}

/// Duplicate Cinch: each pair at the table and on the side the movement gives it; before
/// the start, round 1 as it will be (so the room can find its seats early).
fn duplicate(dup: Dup<'_>) -> Seating {
    let state = dup.state;
    let started = dup.started();
    let movement = dup.movement();
    let enough = dup.pairs().len() >= crate::rules::duplicate::MIN_PAIRS;
    let round = match dup.round() {
        Some(round) => round.number,
        None if enough && state.phase() == Phase::Setup => 1,
        None => 0,
    };
    let mut seated = Vec::new();
    if round > 0 {
        for (id, pair) in dup.pairs_by(&movement) {
            let Some(at) = movement.seat_of(round, id) else {
                continue;
            };
            let chairs = match at.side {
                crate::rules::PairSide::NorthSouth => [Seat::North, Seat::South],
                crate::rules::PairSide::EastWest => [Seat::East, Seat::West],
            };
            let sits_out =
                at.side == crate::rules::PairSide::NorthSouth && movement.sits_out(round, at.table);
            let [a, b] = pair.players;
            for (guest, partner, chair) in [(a, b, chairs[0]), (b, a, chairs[1])] {
                seated.push(Seated {
                    guest,
                    table: at.table,
                    chair,
                    partner,
                    sits_out,
                });
            }
        }
    }
    seated.sort_by_key(|s| (s.table, Seat::ALL.iter().position(|c| *c == s.chair)));
    let paired: std::collections::BTreeSet<GuestId> =
        dup.pairs().iter().flat_map(|p| p.players).collect();
    Seating {
        round,
        planned: !started && round > 0,
        tables: (1..=movement.tables)
            .filter(|_| round > 0)
            .map(|t| (t, TableRole::Plain))
            .collect(),
        seated,
        waiting: state
            .guests()
            .iter()
            .filter(|g| !g.removed && !paired.contains(&g.id))
            .map(|g| g.id)
            .collect(),
    }
}
