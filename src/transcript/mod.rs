//! The transcript of an evening: guests, rounds, stars and prizes, derived from a
//! `Party`, for `simulate` and `report`, as JSON or as text a host can read.

mod text;

use std::collections::BTreeMap;

use serde::Serialize;

use crate::rules::prizes::PrizeWinner;
use crate::rules::{DecidedBy, Party, Prize, PrizeOutcome, Scoring, Seat, Side, State};

/// The whole evening as data. Its JSON is the shape the issue tracker documents.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Transcript {
    /// "star game", "pairs all evening" or "individual score cards".
    pub scoring: String,
    /// Ladies and gentlemen, or red and blue packs.
    pub open_seating: bool,
    /// Everyone on the list.
    pub guests: Vec<GuestLine>,
    /// Every round played or in play.
    pub rounds: Vec<RoundLine>,
    /// Stars by guest name.
    pub stars: BTreeMap<String, StarsLine>,
    /// Score-card totals by guest name (R-ALT-2) or pair ("Ada & Bob", R-ALT-1).
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub points: BTreeMap<String, u32>,
    /// The prizes in the order they are awarded.
    pub prizes: Vec<PrizeLine>,
}

/// A guest.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct GuestLine {
    /// Name.
    pub name: String,
    /// "lady" or "gentleman" (red or blue pack in open seating).
    pub side: &'static str,
}

/// A round.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct RoundLine {
    /// 1, 2, …
    pub number: u32,
    /// Head table first.
    pub tables: Vec<TableLine>,
}

/// One table of one round.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct TableLine {
    /// Table number.
    pub table: u32,
    /// The four seats.
    pub north: String,
    /// East.
    pub east: String,
    /// South.
    pub south: String,
    /// West.
    pub west: String,
    /// North–South's points, `null` until reported.
    pub ns_score: Option<u32>,
    /// East–West's points.
    pub ew_score: Option<u32>,
    /// "ns" or "ew" when a cut settled a tie.
    pub cut_winner: Option<&'static str>,
    /// The cut's cards, one line per attempt (program cuts only).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub cut_cards: Vec<String>,
    /// How many times the result was corrected.
    #[serde(skip_serializing_if = "is_zero")]
    pub corrections: u32,
    /// The bell was overridden before this table reported.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub unreported: bool,
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

/// A guest's stars.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct StarsLine {
    /// Gold.
    pub gold: u32,
    /// Red.
    pub red: u32,
    /// Green.
    pub green: u32,
}

/// A prize.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PrizeLine {
    /// "gold", "red", "green", "pair" or "score".
    pub prize: &'static str,
    /// "lady", "gentleman" or "all".
    pub side: &'static str,
    /// The winner's name, `null` if not (yet) awarded.
    pub winner: Option<String>,
    /// "stars", "red", "gold", "green", "points", "cut" or "none".
    pub decided_by: &'static str,
    /// "awarded", "not awarded", "awaiting cut" or "awaiting an earlier cut".
    pub status: &'static str,
    /// Everyone level on the prize's own count (the winner among them).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub tied: Vec<String>,
    /// A program cut's cards, one line per attempt.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub cut_cards: Vec<String>,
    /// Guests who would have won but hold an earlier prize (R-PRIZE-2).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub passed_over: Vec<String>,
}

fn side_code(side: Side) -> &'static str {
    match side {
        Side::Lady => "lady",
        Side::Gentleman => "gentleman",
    }
}

fn cut_lines(state: &State, cut: &crate::rules::Cut) -> Vec<String> {
    cut.attempts()
        .iter()
        .map(|attempt| {
            attempt
                .iter()
                .map(|c| format!("{} {}", state.name(c.guest), c.card.face()))
                .collect::<Vec<_>>()
                .join(", ")
        })
        .collect()
}

impl Transcript {
    /// Derives the transcript of a party.
    pub fn of(party: &Party) -> Transcript {
        let state = party.state();
        let name = |id| state.name(id).to_owned();
        let guests = state
            .guests()
            .iter()
            .filter(|g| !g.removed)
            .map(|g| GuestLine {
                name: g.name.clone(),
                side: side_code(g.side),
            })
            .collect();
        let rounds = state
            .rounds()
            .iter()
            .map(|round| RoundLine {
                number: round.number,
                tables: (1..)
                    .zip(round.tables.iter().zip(&round.results))
                    .map(|(table, (seats, result))| TableLine {
                        table,
                        north: name(seats.at(Seat::North)),
                        east: name(seats.at(Seat::East)),
                        south: name(seats.at(Seat::South)),
                        west: name(seats.at(Seat::West)),
                        ns_score: result.as_ref().map(|r| r.ns),
                        ew_score: result.as_ref().map(|r| r.ew),
                        cut_winner: result
                            .as_ref()
                            .filter(|r| r.is_tie())
                            .and_then(|r| r.winner(seats))
                            .map(|w| w.code()),
                        cut_cards: result
                            .as_ref()
                            .and_then(|r| r.cut.as_ref())
                            .map(|c| cut_lines(state, c))
                            .unwrap_or_default(),
                        corrections: result.as_ref().map_or(0, |r| r.corrections),
                        unreported: result.as_ref().is_some_and(|r| r.unreported),
                    })
                    .collect(),
            })
            .collect();
        let all_stars = party.stars();
        let stars = state
            .guests()
            .iter()
            .filter(|g| !g.removed)
            .map(|g| {
                let s = all_stars.get(g.id.0 as usize).copied().unwrap_or_default();
                let line = StarsLine {
                    gold: s.gold,
                    red: s.red,
                    green: s.green,
                };
                (g.name.clone(), line)
            })
            .collect();
        let points = match state.settings.scoring {
            Scoring::Stars => BTreeMap::new(),
            Scoring::PairsAllEvening => crate::rules::scoring::pair_totals(state.rounds())
                .into_iter()
                .map(|(pair, total)| {
                    (
                        format!("{} & {}", name(pair.lady), name(pair.gentleman)),
                        total,
                    )
                })
                .collect(),
            Scoring::IndividualCards => {
                let totals =
                    crate::rules::scoring::individual_totals(state.rounds(), state.guests().len());
                state
                    .guests()
                    .iter()
                    .filter(|g| !g.removed)
                    .map(|g| {
                        (
                            g.name.clone(),
                            totals.get(g.id.0 as usize).copied().unwrap_or(0),
                        )
                    })
                    .collect()
            }
        };
        let prizes = party
            .prizes()
            .iter()
            .map(|p| prize_line(state, p))
            .collect();
        Transcript {
            scoring: state.settings.scoring.words().to_owned(),
            open_seating: state.settings.open_seating,
            guests,
            rounds,
            stars,
            points,
            prizes,
        }
    }

    /// Each prize's title and how it stands, in words, in the order of `prizes`.
    pub fn prize_words(&self) -> Vec<(String, String)> {
        self.prizes
            .iter()
            .map(|p| {
                let mut words = decided_words(p, &self.stars);
                if !p.passed_over.is_empty() {
                    words.push_str(&format!(
                        " ({} already won a prize and cannot take a second one.)",
                        p.passed_over.join(", ")
                    ));
                }
                (prize_title(p.prize, p.side, self.open_seating), words)
            })
            .collect()
    }

    /// The transcript as pretty JSON.
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_else(|e| format!("{{\"error\":\"{e}\"}}"))
    }
}

fn prize_line(state: &State, prize: &Prize) -> PrizeLine {
    let names =
        |ids: &[crate::rules::GuestId]| ids.iter().map(|&g| state.name(g).to_owned()).collect();
    let mut line = PrizeLine {
        prize: prize.key.kind.code(),
        side: prize.key.side.map_or("all", side_code),
        winner: None,
        decided_by: DecidedBy::None.code(),
        status: "not awarded",
        tied: Vec::new(),
        cut_cards: Vec::new(),
        passed_over: names(&prize.passed_over),
    };
    match &prize.outcome {
        PrizeOutcome::Awarded {
            winner,
            decided_by,
            tied,
            cut,
        } => {
            line.winner = Some(match winner {
                PrizeWinner::Guest(g) => state.name(*g).to_owned(),
                PrizeWinner::Pair(p) => {
                    format!("{} & {}", state.name(p.lady), state.name(p.gentleman))
                }
            });
            line.decided_by = decided_by.code();
            line.status = "awarded";
            if tied.len() > 1 {
                line.tied = names(tied);
            }
            line.cut_cards = cut
                .as_ref()
                .map(|c| cut_lines(state, c))
                .unwrap_or_default();
        }
        PrizeOutcome::NotAwarded => {}
        PrizeOutcome::AwaitingCut { candidates } => {
            line.status = "awaiting cut";
            line.tied = names(candidates);
        }
        PrizeOutcome::AwaitingEarlier => line.status = "awaiting an earlier cut",
    }
    line
}

pub use text::{decided_words, prize_title};
