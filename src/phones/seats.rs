//! "Where do I sit?": every guest's table, chair and partner this round; names and
//! chairs only (no scores, no links).

use serde::Serialize;

use super::wire::{WireChair, WirePhase};
use crate::rules::{Scoring, Seat, State, TableRole};
use crate::words;

/// One guest's place this round, for "Where do I sit?".
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SeatLine {
    /// The guest.
    pub name: String,
    /// The table, `null` while they wait.
    pub table: Option<u32>,
    /// "Table 1 (head)".
    pub title: Option<String>,
    /// "north" …
    pub chair: Option<WireChair>,
    /// The partner across the table.
    pub partner: Option<String>,
    /// Where they sit, in words: "Table 1 (head), North — partner Bob".
    pub place: String,
}

impl SeatLine {
    /// A guest with no chair this round.
    fn waiting(name: String) -> SeatLine {
        SeatLine {
            name,
            table: None,
            title: None,
            chair: None,
            partner: None,
            place: words::SEAT_WAITING.to_owned(),
        }
    }
}

/// "Where do I sit?": names, tables and chairs only.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Seats {
    /// The round (0 before the first).
    pub round: u32,
    /// "setup", "playing" or "over".
    pub phase: WirePhase,
    /// "Round 4", or where the evening is.
    pub headline: String,
    /// Everyone present, by name.
    pub guests: Vec<SeatLine>,
}

impl Seats {
    /// Everyone's place in the round in play.
    pub fn of(state: &State) -> Seats {
        if state.is_duplicate() {
            return Seats::of_duplicate(state);
        }
        let round = state.current_round();
        let tables = round.map_or(0, |r| r.tables.len());
        let scoring: Scoring = state.settings.scoring;
        let mut guests: Vec<SeatLine> = Vec::new();
        if let Some(round) = round {
            for (table, seats) in (1..).zip(&round.tables) {
                let title = words::table_title(table, TableRole::of(table, tables, scoring));
                for seat in Seat::ALL {
                    let partner = state.name(seats.at(seat.opposite())).to_owned();
                    guests.push(SeatLine {
                        name: state.name(seats.at(seat)).to_owned(),
                        table: Some(table),
                        place: words::seat_place(&title, seat, &partner),
                        title: Some(title.clone()),
                        chair: Some(seat.into()),
                        partner: Some(partner),
                    });
                }
            }
        }
        let waiting: Vec<String> = match round {
            Some(_) => state
                .waiting()
                .iter()
                .map(|id| state.name(*id).to_owned())
                .collect(),
            None => state
                .guests()
                .iter()
                .filter(|g| !g.removed)
                .map(|g| g.name.clone())
                .collect(),
        };
        guests.extend(waiting.into_iter().map(SeatLine::waiting));
        Seats::of_lines(state, round.map_or(0, |r| r.number), guests)
    }
}

impl Seats {
    /// A Duplicate Cinch round (R-DUP-1): each pair at its table, the N–S pair North and
    /// South, the E–W pair East and West; a sit-out said; guests in no pair waiting.
    fn of_duplicate(state: &State) -> Seats {
        let round = state.dup_round().map_or(0, |r| r.number);
        let dup = state.duplicate();
        let mut guests = Vec::new();
        let mut seated = std::collections::BTreeSet::new();
        if let (Some(m), true) = (dup.movement(), round > 0) {
            for table in 1..=m.tables {
                let title = format!("Table {table}");
                let ew = m.ew_at(round, table);
                let pairs = [
                    (dup.pair(m.ns_at(round, table)), [Seat::North, Seat::South]),
                    (ew.and_then(|p| dup.pair(p)), [Seat::East, Seat::West]),
                ];
                for (pair, seats) in pairs {
                    let Some(pair) = pair else { continue };
                    let ([a, b], [first, second]) = (pair.players, seats);
                    for (me, other, seat) in [(a, b, first), (b, a, second)] {
                        let partner = state.name(other).to_owned();
                        seated.insert(me);
                        let mut place = words::seat_place(&title, seat, &partner);
                        if ew.is_none() {
                            place.push_str(" (sitting out this round)");
                        }
                        guests.push(SeatLine {
                            name: state.name(me).to_owned(),
                            table: Some(table),
                            title: Some(title.clone()),
                            chair: Some(seat.into()),
                            partner: Some(partner),
                            place,
                        });
                    }
                }
            }
        }
        guests.extend(
            state
                .guests()
                .iter()
                .filter(|g| !g.removed && !seated.contains(&g.id))
                .map(|g| SeatLine::waiting(g.name.clone())),
        );
        Seats::of_lines(state, round, guests)
    }
}

impl Seats {
    /// Everyone's lines in name order, under the round's headline.
    fn of_lines(state: &State, round: u32, mut guests: Vec<SeatLine>) -> Seats {
        guests.sort_by_key(|l| l.name.to_lowercase());
        Seats {
            round,
            phase: state.phase().into(),
            headline: words::seats_headline(state.phase(), round),
            guests,
        }
    }
}
