//! A Duplicate Cinch evening as the transcript shows it (R-DUP): the pairs, every round's
//! tables with each tray's outcome and scores, the standings (plus/minus, matchpoints),
//! the winners of each direction (of all four pairs in the two-table Howell, R-DUP-12)
//! and a traveller per tray. A pair that has played no tray has no score and no place
//! (R-DUP-8): `null` in the JSON. Its JSON is the shape other
//! programs read (`simulate --duplicate --json`, `report --json`): the field names and
//! codes below are fixed; more fields may be added.

use serde::Serialize;

use crate::rules::duplicate::{
    Movement, MovementKind, PairGroup, PairId, TrayPlay, dealer_of_tray,
};
use crate::rules::duplicate_score::DupStandings;
use std::collections::BTreeMap;

use crate::rules::{Action, PairSide, Party, Source, State};
use crate::transcript::dup_view::DupView;

use super::seat_code;

/// The duplicate part of the transcript.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct DuplicateLine {
    /// T: the tables (the N–S pairs).
    pub tables: u32,
    /// k: the trays each table starts with.
    pub trays_per_table: u32,
    /// "mitchell", "foster", "skip_mitchell" or "howell".
    pub movement: &'static str,
    /// The movement in words: "the compass movement with a skip".
    #[serde(skip)]
    pub movement_words: String,
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
    /// Every pair's evening, N–S first (or all four, the Howell), best first, those
    /// without a tray last.
    pub standings: Vec<StandingLine>,
    /// The winners of each direction, or of all pairs in the Howell (several when tied
    /// and not cut; none while no pair has played): the leaders so far, until `over`.
    pub winners: Vec<WinnersLine>,
    /// The evening is over: the leaders are its winners.
    pub over: bool,
    /// A traveller per tray: every table's result on it.
    pub travellers: Vec<TravellerLine>,
}

/// A pair.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PairLine {
    /// "ns" or "ew"; "all" in the Howell (its pairs have no fixed direction).
    pub direction: &'static str,
    /// Its number in its direction (in the Howell, 1–4 in the order made).
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
    /// "table 3" when that table's phone sent it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sent_from: Option<String>,
    /// The table whose phone sent it, for the words (`sent_from` is JSON's code).
    #[serde(skip)]
    pub sent_table: Option<u32>,
    /// How many times it was corrected.
    #[serde(skip_serializing_if = "is_zero")]
    pub corrections: u32,
    /// What happened, in words ("East bid 6 and made it: N–S 8, E–W 6"); `None` before
    /// a result.
    #[serde(skip)]
    pub words: Option<String>,
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

/// Where each tray's result came from, and how often it was corrected, by (round,
/// table, tray): the party's history read once.
#[derive(Default)]
struct Provenance {
    sent: BTreeMap<(u32, u32, u32), u32>,
    corrected: BTreeMap<(u32, u32, u32), u32>,
}

impl Provenance {
    fn of(party: &Party) -> Provenance {
        let mut out = Provenance::default();
        for entry in party.history() {
            match &entry.action {
                Action::TrayResult {
                    round, table, tray, ..
                } => {
                    let key = (*round, *table, *tray);
                    match entry.from {
                        Source::Table(phone) => out.sent.insert(key, phone),
                        Source::Desk | Source::Door => out.sent.remove(&key),
                    };
                }
                // Issue 52: East–West's agreement records what the table's phone sent.
                Action::AgreeTray { round, table, tray } => {
                    if let Source::Table(phone) = entry.from {
                        out.sent.insert((*round, *table, *tray), phone);
                    }
                }
                Action::CorrectTray {
                    round, table, tray, ..
                } => *out.corrected.entry((*round, *table, *tray)).or_default() += 1,
                _ => {}
            }
        }
        out
    }
}

/// A pair's evening.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct StandingLine {
    /// "ns", "ew" or "all".
    pub direction: &'static str,
    /// The pair.
    pub pair: u32,
    /// Plus/minus, to 2 decimals; `null` for a pair that has played no tray.
    pub plus_minus: Option<f64>,
    /// Matchpoint percentage to 2 decimals, `null` under plus/minus (or with no tray).
    pub percent: Option<f64>,
    /// Trays played.
    pub trays: u32,
    /// Its place in its direction (tied pairs share one); `null` with no tray played.
    pub place: Option<u32>,
}

/// The winners of a direction.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct WinnersLine {
    /// "ns", "ew" or "all".
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

fn tray_line(
    state: &State,
    (round, table, tray): (u32, u32, u32),
    play: Option<TrayPlay>,
    provenance: &Provenance,
) -> TrayLine {
    let method = state.settings.deal_scoring;
    let key = (round, table, tray);
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
        sent_from: provenance.sent.get(&key).map(|t| format!("table {t}")),
        sent_table: provenance.sent.get(&key).copied(),
        corrections: provenance.corrected.get(&key).copied().unwrap_or(0),
        words: play.map(|p| crate::words::tray_outcome(method, tray, &p)),
    };
    if let Some(TrayPlay::Played(deal)) = play {
        let (ns, ew) =
            crate::rules::duplicate_score::tray_score(method, tray, &deal).unwrap_or((0, 0));
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

fn round_lines(party: &Party, view: &DupView, movement: &Movement) -> Vec<DupRoundLine> {
    let state = party.state();
    let provenance = Provenance::of(party);
    view.rounds
        .iter()
        .map(|round| DupRoundLine {
            number: round.number,
            tables: (1..=movement.tables)
                .map(|table| DupTableLine {
                    table,
                    ns_pair: movement.ns_at(round.number, table).number,
                    ew_pair: movement.ew_at(round.number, table).map(|p| p.number),
                    trays: movement
                        .trays_at(round.number, table)
                        .into_iter()
                        .map(|tray| {
                            let play = view.outcome(round.number, table, tray);
                            tray_line(state, (round.number, table, tray), play, &provenance)
                        })
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
            direction: p.group.code(),
            pair: p.pair,
            plus_minus: p.plus_minus.map(crate::words::two_places),
            percent: p.percent.map(crate::words::two_places),
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
                    ns_pair: l.ns_pair.number,
                    ew_pair: l.ew_pair.map(|p| p.number),
                    result: l.result,
                    ns_plus_minus: l.plus_minus.map(crate::words::two_places),
                    ns_percent: l.percent.map(|p| crate::words::two_places(p.0)),
                    ew_percent: l.percent.map(|p| crate::words::two_places(p.1)),
                })
                .collect(),
        })
        .collect()
}

impl DuplicateLine {
    /// The duplicate evening of `state`: a view of its derived evening (the screens'
    /// own), in the transcript's words.
    pub fn of(party: &Party, view: &DupView) -> DuplicateLine {
        let state = party.state();
        let movement = view.movement;
        let standings = &view.standings;
        let pairs = view
            .pair_list()
            .map(|(id, players)| PairLine {
                direction: id.group.code(),
                pair: id.number,
                players: players.map(|g| state.name(g).to_owned()),
            })
            .collect();
        DuplicateLine {
            over: state.phase() == crate::rules::Phase::Finished,
            tables: movement.tables,
            trays_per_table: movement.trays_per_table,
            movement: movement.kind.code(),
            movement_words: crate::words::movement_name(movement.kind),
            method: view.method.code(),
            full_rounds: movement.rounds(),
            hands_seed: view.hands_seed,
            pairs,
            rounds: round_lines(party, view, &movement),
            standings: standing_lines(standings),
            winners: standings
                .winners
                .iter()
                .map(|(group, pairs)| WinnersLine {
                    direction: group.code(),
                    pairs: pairs.clone(),
                })
                .collect(),
            travellers: traveller_lines(standings),
        }
    }

    /// The groups the `ns_pair` and `ew_pair` numbers of a table are counted in: "ns"
    /// and "ew", or "all" and "all" in the Howell (R-DUP-12).
    pub fn seat_codes(&self) -> [&'static str; 2] {
        if self.movement == MovementKind::Howell.code() {
            ["all", "all"]
        } else {
            ["ns", "ew"]
        }
    }
}

/// The group a transcript code names: "ns", "ew" or "all".
pub(super) fn group_of_code(code: &str) -> Option<PairGroup> {
    [PairGroup::NorthSouth, PairGroup::EastWest, PairGroup::All]
        .into_iter()
        .find(|g| g.code() == code)
}

/// A pair of the transcript as the rules name it.
pub fn pair_id(direction: &str, pair: u32) -> Option<PairId> {
    group_of_code(direction).map(|group| PairId::new(group, pair))
}
