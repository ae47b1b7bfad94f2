//! "Where do I sit?": every guest's table, chair and partner this round; names and
//! chairs only (no scores, no links).

use serde::Serialize;

use crate::rules::{Scoring, Seat, State};
use crate::transcript::seat_code;

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
    pub chair: Option<&'static str>,
    /// The partner across the table.
    pub partner: Option<String>,
}

/// "Where do I sit?": names, tables and chairs only.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Seats {
    /// The round (0 before the first).
    pub round: u32,
    /// "setup", "playing" or "over".
    pub phase: &'static str,
    /// Everyone present, by name.
    pub guests: Vec<SeatLine>,
}

impl Seats {
    /// Everyone's place in the round in play.
    pub fn of(state: &State) -> Seats {
        let round = state.current_round();
        let tables = round.map_or(0, |r| r.tables.len());
        let scoring: Scoring = state.settings.scoring;
        let mut guests: Vec<SeatLine> = Vec::new();
        if let Some(round) = round {
            for (table, seats) in (1..).zip(&round.tables) {
                for seat in Seat::ALL {
                    guests.push(SeatLine {
                        name: state.name(seats.at(seat)).to_owned(),
                        table: Some(table),
                        title: Some(crate::words::table_title(
                            table,
                            crate::rules::TableRole::of(table, tables, scoring),
                        )),
                        chair: Some(seat_code(seat)),
                        partner: Some(state.name(seats.at(seat.opposite())).to_owned()),
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
        for name in waiting {
            guests.push(SeatLine {
                name,
                table: None,
                title: None,
                chair: None,
                partner: None,
            });
        }
        guests.sort_by_key(|l| l.name.to_lowercase());
        Seats {
            round: round.map_or(0, |r| r.number),
            phase: super::wire::phase_code(state.phase()),
            guests,
        }
    }
}
