//! The transcript of an evening: guests, rounds, stars and prizes, derived from a
//! `Party`, for `simulate` and `report`, as JSON or as text a host can read. Everything
//! is worked out by guest number; names appear only as the words shown.

mod changes;
mod dup_text;
pub mod dup_view;
pub mod duplicate;
pub mod evening;
mod points;
pub mod seating;
pub mod sheet;
pub use changes::ChangeLine;
use changes::change_line;
pub use points::{PairPoints, Placed, Points, points, ranking};
mod explain;
pub mod export;
mod held;
pub use held::{HeldLine, WaitsFor};
mod provenance;
use provenance::Provenance;
pub use provenance::{correction_reasons, phone_reports};
pub mod guest;
mod guest_prizes;
pub mod letter;
pub mod standings;
mod text;

use std::collections::BTreeMap;

use serde::Serialize;

use crate::rules::{
    DecidedBy, Party, Prize, PrizeOutcome, Seat, Side, Source, Stars, State, TableRole,
};
pub use explain::{
    cut_words, prize_short_title, prize_story, prize_title, stars_words, winner_name,
};
pub use text::change_words;

/// The whole evening as data. Its JSON is the shape the README documents.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Transcript {
    /// "star game", "pairs all evening" or "individual score cards".
    pub scoring: String,
    /// The kind of evening as the catalogues select on it: "stars", "pairs",
    /// "individual" or "duplicate".
    #[serde(skip)]
    pub game: &'static str,
    /// How deals are scored on the pads: "standard", "both_score" or "set_back".
    pub deal_scoring: &'static str,
    /// Ladies and gentlemen, or red and blue packs.
    pub open_seating: bool,
    /// Everyone on the list.
    pub guests: Vec<GuestLine>,
    /// Every round played or in play.
    pub rounds: Vec<RoundLine>,
    /// Stars by guest name (names are unique in a party).
    pub stars: BTreeMap<String, Stars>,
    /// The score-card totals (R-ALT), absent in the star game.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub points: Option<Points>,
    /// The score cards ranked once, equal totals sharing a place (R-ALT-3); empty in the
    /// star game. What every view of the score cards shows.
    #[serde(skip)]
    pub ranking: Vec<Placed>,
    /// The prizes in the order they are awarded.
    pub prizes: Vec<PrizeLine>,
    /// Results sent from the phones that wait for the host's OK (saved with the party,
    /// so they survive a restart).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub waiting_for_ok: Vec<HeldLine>,
    /// A Duplicate Cinch evening (R-DUP), absent otherwise.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub duplicate: Option<duplicate::DuplicateLine>,
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
    /// Arrivals, departures, fills, tables closed and opened, swaps and withdrawals made
    /// at the bell before this round or during it, in the order they were made (R-LATE-7).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub changes: Vec<ChangeLine>,
    /// Head table first.
    pub tables: Vec<TableLine>,
}

/// "north" …, as in the transcript.
pub fn seat_code(seat: Seat) -> &'static str {
    match seat {
        Seat::North => "north",
        Seat::East => "east",
        Seat::South => "south",
        Seat::West => "west",
    }
}

/// One table of one round.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct TableLine {
    /// Table number.
    pub table: u32,
    /// Head, booby, both or neither (R-TABLE-1), for the views that name it.
    #[serde(skip)]
    pub role: TableRole,
    /// The four seats.
    pub north: String,
    /// East.
    pub east: String,
    /// South.
    pub south: String,
    /// West.
    pub west: String,
    /// North–South's points, `null` until reported (negative only under set-back).
    pub ns_score: Option<i64>,
    /// East–West's points.
    pub ew_score: Option<i64>,
    /// The deals, when the table kept the pad; the scores are their sums.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub deals: Vec<DealLine>,
    /// "ns" or "ew" when a cut settled a tie.
    pub cut_winner: Option<&'static str>,
    /// The cut's cards, one line per attempt (program cuts only).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub cut_cards: Vec<String>,
    /// How many times the result was corrected.
    #[serde(skip_serializing_if = "is_zero")]
    pub corrections: u32,
    /// Why, in the host's words, each time a reason was given (issue 52).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub reasons: Vec<String>,
    /// Sent from the phone, East–West disagreed, and the host's OK took it (issue 52).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub settled_by_host: bool,
    /// The bell was overridden before this table reported.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub unreported: bool,
    /// "table 7" when the result was sent from a phone at the table.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sent_from: Option<String>,
    /// The table whose phone sent it, for the words (`sent_from` is JSON's).
    #[serde(skip)]
    pub sent_table: Option<u32>,
}

/// One deal of a table's pad, as the transcript shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct DealLine {
    /// "north", "east", "south" or "west".
    pub dealer: &'static str,
    /// The bidder's chair, `null` when all passed.
    pub bidder: Option<&'static str>,
    /// The bid, `null` when all passed.
    pub bid: Option<u8>,
    /// Points North–South took.
    pub ns_points: u8,
    /// Points East–West took.
    pub ew_points: u8,
    /// The side with a proven revoke or foul hand: "ns", "ew" or `null`.
    pub revoke: Option<&'static str>,
    /// A misdeal (points and scores 0).
    pub misdeal: bool,
    /// What the deal scored for North–South.
    pub ns_score: i64,
    /// What it scored for East–West.
    pub ew_score: i64,
}

/// A table's deals in the transcript's shape, scored by the rules.
pub fn deal_lines(
    method: crate::rules::deal::DealScoring,
    deals: &[crate::rules::deal::Deal],
) -> Vec<DealLine> {
    let Ok(pad) = crate::rules::deal::Pad::of(method, deals) else {
        return Vec::new();
    };
    pad.rows
        .iter()
        .map(|(deal, dealer, (ns, ew))| DealLine {
            dealer: seat_code(*dealer),
            bidder: deal.bid.map(|b| seat_code(b.bidder)),
            bid: deal.bid.map(|b| b.amount),
            ns_points: deal.ns_points,
            ew_points: deal.ew_points,
            revoke: deal.revoke.map(|s| s.code()),
            misdeal: deal.misdeal,
            ns_score: *ns,
            ew_score: *ew,
        })
        .collect()
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

/// A prize.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PrizeLine {
    /// "gold", "red", "green", "pair" or "score".
    pub prize: &'static str,
    /// "lady", "gentleman" or "all".
    pub side: &'static str,
    /// The prize's name, as announced.
    pub title: String,
    /// The winner's name (a pair: "Lady & Gentleman"), `null` if not (yet) awarded.
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
    /// How it was decided, in words.
    pub explanation: String,
}

/// "lady" or "gentleman", as in the transcript.
pub fn side_code(side: Side) -> &'static str {
    match side {
        Side::Lady => "lady",
        Side::Gentleman => "gentleman",
    }
}

/// A program cut's cards, one line per attempt ("Ada 7♥, Bea Q♠").
pub fn cut_lines(state: &State, cut: &crate::rules::Cut) -> Vec<String> {
    cut.attempts()
        .iter()
        .map(|attempt| {
            attempt
                .iter()
                .map(|c| {
                    format!(
                        "{} {}",
                        state.name(c.guest),
                        crate::words::cut_face(&c.card)
                    )
                })
                .collect::<Vec<_>>()
                .join(", ")
        })
        .collect()
}

fn round_line(
    star: crate::rules::Star<'_>,
    round: &crate::rules::Round,
    provenance: &Provenance,
) -> RoundLine {
    let phones = &provenance.phones;
    let state = star.state;
    let name = |id| state.name(id).to_owned();
    RoundLine {
        number: round.number,
        changes: star
            .changes()
            .iter()
            .filter(|(r, _)| *r == round.number)
            .map(|(_, c)| change_line(state, c))
            .collect(),
        tables: (1..)
            .zip(round.tables.iter().zip(&round.results))
            .map(|(table, (seats, result))| TableLine {
                table,
                role: round.role(table, state.settings.scoring()),
                north: name(seats.at(Seat::North)),
                east: name(seats.at(Seat::East)),
                south: name(seats.at(Seat::South)),
                west: name(seats.at(Seat::West)),
                ns_score: result.as_ref().map(|r| r.ns),
                ew_score: result.as_ref().map(|r| r.ew),
                deals: result
                    .as_ref()
                    .and_then(|r| r.deals.as_deref())
                    .map(|d| deal_lines(state.settings.deal_scoring, d))
                    .unwrap_or_default(),
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
                reasons: provenance
                    .reasons
                    .get(&(round.number, table))
                    .cloned()
                    .unwrap_or_default(),
                settled_by_host: provenance.settled.contains(&(round.number, table)),
                unreported: result.as_ref().is_some_and(|r| r.unreported),
                sent_from: match phones.get(&(round.number, table)) {
                    Some(Source::Table(t)) if result.is_some() => Some(format!("table {t}")),
                    _ => None,
                },
                sent_table: match phones.get(&(round.number, table)) {
                    Some(Source::Table(t)) if result.is_some() => Some(*t),
                    _ => None,
                },
            })
            .collect(),
    }
}

impl Transcript {
    /// Derives the transcript of a party.
    pub fn of(party: &Party) -> Transcript {
        Transcript::of_evening(party, &evening::Evening::of(party, 0))
    }

    /// The transcript of `party` from its evening as derived (the screens read the very
    /// same values).
    pub fn of_evening(party: &Party, evening: &evening::Evening) -> Transcript {
        let state = party.state();
        let provenance = Provenance {
            phones: phone_reports(party),
            reasons: correction_reasons(party),
            settled: provenance::settled_by_host(party),
        };
        let guests = state
            .guests()
            .iter()
            .filter(|g| !g.removed)
            .map(|g| GuestLine {
                name: g.name.clone(),
                side: side_code(g.side),
            })
            .collect();
        // Only the star game has rounds of tables and results held for the host's OK.
        let (rounds, waiting_for_ok) = match state.star() {
            Some(star) => (
                star.rounds()
                    .iter()
                    .map(|r| round_line(star, r, &provenance))
                    .collect(),
                star.held()
                    .map(|h| HeldLine {
                        table: h.table,
                        round: h.round,
                        ns: h.score.0,
                        ew: h.score.1,
                        at: h.at.to_rfc3339_opts(chrono::SecondsFormat::Secs, true),
                        waits_for: match h.agreement {
                            crate::rules::held::Agreement::NotAsked => WaitsFor::Host,
                            crate::rules::held::Agreement::Asked => WaitsFor::EastWest,
                            crate::rules::held::Agreement::Agreed => WaitsFor::Agreed,
                            crate::rules::held::Agreement::Disputed => WaitsFor::Disputed,
                        },
                    })
                    .collect(),
            ),
            None => (Vec::new(), Vec::new()),
        };
        // A duplicate evening has no stars and no prizes: its lines are in `duplicate`.
        let ranking = evening
            .star()
            .and_then(|star| star.ranking.clone())
            .unwrap_or_default();
        let (stars, prizes, points) = match evening.star() {
            Some(star) => (
                state
                    .guests()
                    .iter()
                    .filter(|g| !g.removed)
                    .map(|g| {
                        let line = star.stars.get(g.id.0 as usize).copied().unwrap_or_default();
                        (g.name.clone(), line)
                    })
                    .collect(),
                star.prizes
                    .iter()
                    .map(|p| prize_line(state, &star.stars, p))
                    .collect(),
                star.points.clone(),
            ),
            None => (Default::default(), Vec::new(), None),
        };
        Transcript {
            scoring: crate::words::scoring(state.settings.game.kind()).to_owned(),
            game: crate::words::game_code(state.settings.game.kind()),
            deal_scoring: state.settings.deal_scoring.code(),
            open_seating: state.settings.open_seating(),
            guests,
            rounds,
            stars,
            points,
            ranking,
            prizes,
            waiting_for_ok,
            duplicate: evening
                .duplicate()
                .map(|view| duplicate::DuplicateLine::of(party, view)),
        }
    }

    /// The prizes a guest won (alone, or as one of a pair).
    pub fn prizes_of<'a>(&'a self, name: &'a str) -> impl Iterator<Item = &'a PrizeLine> + 'a {
        self.prizes.iter().filter(move |p| {
            p.winner
                .as_deref()
                .is_some_and(|w| crate::words::names_in_pair(w, name))
        })
    }

    /// The transcript as pretty JSON.
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_else(|e| format!("{{\"error\":\"{e}\"}}"))
    }
}

fn prize_line(state: &State, stars: &[crate::rules::Stars], prize: &Prize) -> PrizeLine {
    let names =
        |ids: &[crate::rules::GuestId]| ids.iter().map(|&g| state.name(g).to_owned()).collect();
    let mut line = PrizeLine {
        prize: prize.key.kind.code(),
        side: prize.key.side.map_or("all", side_code),
        title: prize_title(prize.key, state.settings.open_seating()),
        winner: None,
        decided_by: DecidedBy::None.code(),
        status: "not awarded",
        tied: Vec::new(),
        cut_cards: Vec::new(),
        passed_over: names(&prize.passed_over),
        explanation: prize_story(state, stars, prize),
    };
    match &prize.outcome {
        PrizeOutcome::Awarded {
            winner,
            decided_by,
            tied,
            cut,
            ..
        } => {
            line.winner = Some(winner_name(state, *winner));
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
        PrizeOutcome::AwaitingCut { candidates, .. } => {
            line.status = "awaiting cut";
            line.tied = names(candidates);
        }
        PrizeOutcome::AwaitingEarlier => line.status = "awaiting an earlier cut",
    }
    line
}

/// A prize line's status (a code of the JSON, "awaiting cut") as the catalogues select
/// on it ("awaiting-cut").
pub fn status_code(status: &str) -> &'static str {
    match status {
        "awarded" => "awarded",
        "awaiting cut" => "awaiting-cut",
        "awaiting an earlier cut" => "awaiting-earlier",
        _ => "not-awarded",
    }
}
