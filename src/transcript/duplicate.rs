//! A Duplicate Cinch evening as the transcript shows it (R-DUP): the pairs, every round's
//! tables with each tray's outcome and scores, the standings (plus/minus, matchpoints),
//! the winners of each direction and a traveller per tray. Its JSON is the shape other
//! programs read (`simulate --duplicate --json`, `report --json`): the field names and
//! codes below are fixed; more fields may be added.

use serde::Serialize;

use crate::rules::duplicate::score::{DupStandings, standings};
use crate::rules::duplicate::{Movement, TrayPlay, dealer_of_tray};
use crate::rules::{PairSide, State};

use super::seat_code;

/// The duplicate part of the transcript.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct DuplicateLine {
    /// T: the tables (the N–S pairs).
    pub tables: u32,
    /// k: the trays each table starts with.
    pub trays_per_table: u32,
    /// "mitchell", "foster" or "skip_mitchell".
    pub movement: &'static str,
    /// "plus_minus" or "matchpoints".
    pub method: &'static str,
    /// A full evening's rounds.
    pub full_rounds: u32,
    /// The seed of the program's hand records, when it dealt the trays.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hands_seed: Option<u64>,
    /// Every pair.
    pub pairs: Vec<PairLine>,
    /// Every round played or in play.
    pub rounds: Vec<DupRoundLine>,
    /// Every pair's evening, N–S first, best first.
    pub standings: Vec<StandingLine>,
    /// The winners of each direction (several when tied and not cut).
    pub winners: Vec<WinnersLine>,
    /// A traveller per tray: every table's result on it.
    pub travellers: Vec<TravellerLine>,
}

/// A pair.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PairLine {
    /// "ns" or "ew".
    pub direction: &'static str,
    /// Its number in its direction.
    pub pair: u32,
    /// The two players' names.
    pub players: [String; 2],
}

/// A round.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct DupRoundLine {
    /// 1, 2, …
    pub number: u32,
    /// Every table, table 1 first.
    pub tables: Vec<DupTableLine>,
}

/// A table's round.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct DupTableLine {
    /// The table.
    pub table: u32,
    /// The N–S pair.
    pub ns_pair: u32,
    /// The E–W pair, `null` when the N–S pair sits out (the phantom).
    pub ew_pair: Option<u32>,
    /// Every tray it has this round, in play order, played or not.
    pub trays: Vec<TrayLine>,
}

/// A tray at a table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TrayLine {
    /// The tray.
    pub tray: u32,
    /// Its dealer: "north" …
    pub dealer: &'static str,
    /// Played (false: not played, a sit-out, or not reported yet).
    pub played: bool,
    /// Reported (played or marked not played).
    pub reported: bool,
    /// The bidder's chair, `null` when all passed (or not played).
    pub bidder: Option<&'static str>,
    /// The bid.
    pub bid: Option<u8>,
    /// Points North–South took.
    pub ns_points: u8,
    /// Points East–West took.
    pub ew_points: u8,
    /// The side that revoked: "ns", "ew" or `null`.
    pub revoke: Option<&'static str>,
    /// What it scored for North–South.
    pub ns_score: i64,
    /// For East–West.
    pub ew_score: i64,
}

/// A pair's evening.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct StandingLine {
    /// "ns" or "ew".
    pub direction: &'static str,
    /// The pair.
    pub pair: u32,
    /// Plus/minus, to 2 decimals.
    pub plus_minus: f64,
    /// Matchpoint percentage to 2 decimals, `null` under plus/minus.
    pub percent: Option<f64>,
    /// Trays played.
    pub trays: u32,
    /// Its place in its direction (tied pairs share one).
    pub place: u32,
}

/// The winners of a direction.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct WinnersLine {
    /// "ns" or "ew".
    pub direction: &'static str,
    /// The winning pair, or the pairs tied for first.
    pub pairs: Vec<u32>,
}

/// A tray's traveller.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct TravellerLine {
    /// The tray.
    pub tray: u32,
    /// Every table that had it, in the order it was played.
    pub results: Vec<TravellerResult>,
}

/// One table's play of a tray.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct TravellerResult {
    /// The round.
    pub round: u32,
    /// The table.
    pub table: u32,
    /// The N–S pair.
    pub ns_pair: u32,
    /// The E–W pair (`null`: the phantom).
    pub ew_pair: Option<u32>,
    /// N–S's score minus E–W's, `null` when not played.
    pub result: Option<i64>,
    /// N–S's plus/minus on the tray (E–W's is its negative), to 2 decimals.
    pub ns_plus_minus: Option<f64>,
    /// N–S's matchpoint percentage on the tray.
    pub ns_percent: Option<f64>,
    /// E–W's.
    pub ew_percent: Option<f64>,
}

/// To 2 decimals, as the transcript gives every fraction.
pub fn two_decimals(value: f64) -> f64 {
    let rounded = (value * 100.0).round() / 100.0;
    // No "-0.0" in the JSON.
    if rounded == 0.0 { 0.0 } else { rounded }
}

fn direction_code(direction: PairSide) -> &'static str {
    direction.code()
}

fn tray_line(state: &State, tray: u32, play: Option<TrayPlay>) -> TrayLine {
    let method = state.settings.deal_scoring;
    let mut line = TrayLine {
        tray,
        dealer: seat_code(dealer_of_tray(tray)),
        played: false,
        reported: play.is_some(),
        bidder: None,
        bid: None,
        ns_points: 0,
        ew_points: 0,
        revoke: None,
        ns_score: 0,
        ew_score: 0,
    };
    if let Some(TrayPlay::Played(deal)) = play {
        let (ns, ew) =
            crate::rules::duplicate::score::tray_score(method, tray, &deal).unwrap_or((0, 0));
        line.played = true;
        line.bidder = deal.bid.map(|b| seat_code(b.bidder));
        line.bid = deal.bid.map(|b| b.amount);
        line.ns_points = deal.ns_points;
        line.ew_points = deal.ew_points;
        line.revoke = deal.revoke.map(PairSide::code);
        line.ns_score = ns;
        line.ew_score = ew;
    }
    line
}

fn round_lines(state: &State, movement: &Movement) -> Vec<DupRoundLine> {
    let dup = state.duplicate();
    dup.rounds()
        .iter()
        .map(|round| DupRoundLine {
            number: round.number,
            tables: (1..=movement.tables)
                .map(|table| DupTableLine {
                    table,
                    ns_pair: table,
                    ew_pair: (!movement.sits_out(round.number, table))
                        .then(|| movement.ew_pair_at(round.number, table)),
                    trays: movement
                        .trays_at(round.number, table)
                        .into_iter()
                        .map(|tray| tray_line(state, tray, dup.outcome(round.number, table, tray)))
                        .collect(),
                })
                .collect(),
        })
        .collect()
}

fn standing_lines(standings: &DupStandings) -> Vec<StandingLine> {
    standings
        .pairs
        .iter()
        .map(|p| StandingLine {
            direction: direction_code(p.direction),
            pair: p.pair,
            plus_minus: two_decimals(p.plus_minus),
            percent: p.percent.map(two_decimals),
            trays: p.trays,
            place: p.place,
        })
        .collect()
}

fn traveller_lines(standings: &DupStandings) -> Vec<TravellerLine> {
    standings
        .travellers
        .iter()
        .map(|t| TravellerLine {
            tray: t.tray,
            results: t
                .lines
                .iter()
                .map(|l| TravellerResult {
                    round: l.round,
                    table: l.table,
                    ns_pair: l.ns_pair,
                    ew_pair: l.ew_pair,
                    result: l.result,
                    ns_plus_minus: l.plus_minus.map(two_decimals),
                    ns_percent: l.percent.map(|p| two_decimals(p.0)),
                    ew_percent: l.percent.map(|p| two_decimals(p.1)),
                })
                .collect(),
        })
        .collect()
}

impl DuplicateLine {
    /// The duplicate evening of `state`, or `None` if the party is not one.
    pub fn of(state: &State) -> Option<DuplicateLine> {
        if !state.is_duplicate() {
            return None;
        }
        let dup = state.duplicate();
        let settings = state.settings.duplicate;
        let (tables, phantom) =
            crate::rules::duplicate::tables_for(u32::try_from(dup.pairs().len()).unwrap_or(0));
        let movement = dup
            .movement()
            .copied()
            .unwrap_or_else(|| Movement::new(tables, u32::from(settings.trays_per_table), phantom));
        let standings = standings(state);
        let pairs = [PairSide::NorthSouth, PairSide::EastWest]
            .into_iter()
            .flat_map(|direction| {
                dup.pairs_of(direction).map(move |(number, pair)| PairLine {
                    direction: direction_code(direction),
                    pair: number,
                    players: pair.players.map(|g| state.name(g).to_owned()),
                })
            })
            .collect();
        Some(DuplicateLine {
            tables: movement.tables,
            trays_per_table: movement.trays_per_table,
            movement: movement.kind.code(),
            method: settings.method.code(),
            full_rounds: movement.rounds(),
            hands_seed: dup.hands_seed(),
            pairs,
            rounds: round_lines(state, &movement),
            standings: standing_lines(&standings),
            winners: standings
                .winners
                .iter()
                .map(|(direction, pairs)| WinnersLine {
                    direction: direction_code(*direction),
                    pairs: pairs.clone(),
                })
                .collect(),
            travellers: traveller_lines(&standings),
        })
    }

    /// The evening in words, for `report`.
    pub fn to_text(&self, out: &mut String) {
        use std::fmt::Write;
        let _ = writeln!(
            out,
            "Duplicate Cinch: {} tables, {} trays a table ({}), {}; a full evening is {} rounds\n",
            self.tables,
            self.trays_per_table,
            self.movement.replace('_', " "),
            if self.method == "matchpoints" {
                "matchpoints"
            } else {
                "plus/minus"
            },
            self.full_rounds
        );
        let name = |direction: &str, pair: u32| {
            self.pairs
                .iter()
                .find(|p| p.direction == direction && p.pair == pair)
                .map_or_else(String::new, |p| {
                    format!("{} & {}", p.players[0], p.players[1])
                })
        };
        for direction in ["ns", "ew"] {
            let title = if direction == "ns" {
                "North–South"
            } else {
                "East–West"
            };
            let _ = writeln!(out, "{title}");
            for s in self.standings.iter().filter(|s| s.direction == direction) {
                let score = match s.percent {
                    Some(p) => format!("{p:>6.2} %"),
                    None => format!("{:>+8.2}", s.plus_minus),
                };
                let _ = writeln!(
                    out,
                    "  {:>3}. pair {:<3} {:<40} {score}  ({} trays)",
                    s.place,
                    s.pair,
                    name(direction, s.pair),
                    s.trays
                );
            }
        }
        let _ = writeln!(out);
        for w in &self.winners {
            let title = if w.direction == "ns" {
                "North–South"
            } else {
                "East–West"
            };
            let names: Vec<String> = w.pairs.iter().map(|&p| name(w.direction, p)).collect();
            let _ = match names.as_slice() {
                [] => writeln!(out, "{title}: no winner yet"),
                [one] => writeln!(out, "{title} winners: {one}"),
                many => writeln!(out, "{title}: tied for first: {}", many.join("; ")),
            };
        }
    }
}
