//! "Where do I sit?": every guest's table, chair and partner this round; names and
//! chairs only (no scores, no links).

use serde::Serialize;

use super::wire::{WireChair, WirePhase};
use crate::rules::{State, TableRole};
use crate::transcript::seating::Seating;
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
            place: words::seat_waiting(),
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
    /// Everyone's place in the round in play, from the evening's seating (either kind of
    /// evening: a duplicate pair that meets the phantom is said to sit out).
    pub fn of(state: &State, seating: &Seating) -> Seats {
        let role = |table: u32| {
            seating
                .tables
                .iter()
                .find(|(t, _)| *t == table)
                .map_or(TableRole::Plain, |(_, role)| *role)
        };
        let mut guests: Vec<SeatLine> = seating
            .seated
            .iter()
            .map(|s| {
                let title = words::table_title(s.table, role(s.table));
                let partner = state.name(s.partner).to_owned();
                let mut place = words::seat_place(&title, s.chair, &partner);
                if s.sits_out {
                    place.push_str(&words::seat_sitting_out());
                }
                SeatLine {
                    name: state.name(s.guest).to_owned(),
                    table: Some(s.table),
                    title: Some(title),
                    chair: Some(s.chair.into()),
                    partner: Some(partner),
                    place,
                }
            })
            .collect();
        guests.extend(
            seating
                .waiting
                .iter()
                .map(|&g| SeatLine::waiting(state.name(g).to_owned())),
        );
        Seats::of_lines(state, seating.round, guests)
    }
}

impl Seats {
    /// Everyone's lines in name order, under the round's headline.
    fn of_lines(state: &State, round: u32, mut guests: Vec<SeatLine>) -> Seats {
        crate::words::sort_by_name(&mut guests, |l| &l.name);
        Seats {
            round,
            phase: state.phase().into(),
            headline: words::seats_headline(state.phase(), round),
            guests,
        }
    }
}
