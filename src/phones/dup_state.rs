//! A Duplicate Cinch evening as the phones see it (R-DUP, issue 25): a table's round (its
//! pairs, the trays in play with their dealers, each tray's result as recorded, where
//! pairs and trays go after the round, R-DUP-10), and a pair's evening (where it sits
//! now, its running plus/minus or percentage after each bell). Every sentence is worded
//! here, by the app; the pages repeat no rule.

use serde::Serialize;

pub use super::dup_trays::TrayWire;
use super::dup_trays::{held_words, tray_wire};
use super::wire::{Limits, WirePhase};
use crate::rules::duplicate::PairId;
use crate::rules::{PairSide, Party, Phase, State};
use crate::transcript::dup_view::DupView;
use crate::words;
use crate::words::msg;

/// A pair as a page shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PairWire {
    /// "ns" or "ew"; "all" in the two-table Howell (R-DUP-12).
    pub direction: &'static str,
    /// Its number in its direction (the Howell: 1–4).
    pub pair: u32,
    /// "Ann Abbott & Bob Baker".
    pub names: String,
    /// "N–S 3 (Ann Abbott & Bob Baker)".
    pub label: String,
}

impl PairWire {
    fn of(view: &DupView, pair: PairId) -> PairWire {
        PairWire {
            direction: pair.group.code(),
            pair: pair.number,
            names: view.names(pair).to_owned(),
            label: view.pair_label(pair),
        }
    }
}

/// A table's duplicate round, as its phone sees it.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct DupTableState {
    /// Always "duplicate": the page knows which pad to show.
    pub kind: &'static str,
    /// The table.
    pub table: u32,
    /// "Table 3".
    pub title: String,
    /// The round in play (0 before the first).
    pub round: u32,
    /// "setup", "playing" or "over".
    pub phase: WirePhase,
    /// The N–S pair (under the book's movements it stays here all evening).
    pub ns: Option<PairWire>,
    /// The E–W pair this round; `null` when the N–S pair sits out.
    pub ew: Option<PairWire>,
    /// The N–S pair sits out this round (R-DUP-1).
    pub sits_out: bool,
    /// The trays played here this round, in order.
    pub trays: Vec<TrayWire>,
    /// The limits a tray is checked against on the page.
    pub limits: Limits,
    /// The scoring method's code and its rule in words.
    pub scoring: &'static str,
    /// The method's rule.
    pub rule: String,
    /// The page's sentences.
    pub words: DupTableWords,
    /// A word for the phone, when there is one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
    /// The table's call for the host this round, if it called (issue 52).
    pub call: Option<super::table_state::CallState>,
}

/// The sentences of a table's duplicate page.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct DupTableWords {
    /// "Round 3 of 11", or where the evening is.
    pub headline: String,
    /// "Play trays 9–12. North–South: fill in each tray as it is played."
    pub trays: String,
    /// After the round, where the E–W pair and the trays go (R-DUP-10).
    pub after: Vec<String>,
    /// "All of this round's trays are with the host."
    pub done: Option<String>,
    /// The last word of the evening.
    pub over: Option<String>,
}

/// "Round 3 of 11", or where the evening is.
fn headline(state: &State) -> String {
    // The evening's own end counts, not only the movement's (issue 38).
    let round = state.round_number().unwrap_or(0);
    match state.phase() {
        Phase::Playing => words::round_of(state, round),
        Phase::Finished => words::evening_ended(state),
        Phase::Setup => words::phone_headline(Phase::Setup, round, None),
    }
}

impl DupTableState {
    /// Table `table`'s round, from the evening as derived.
    pub fn with(party: &Party, view: Option<&DupView>, table: u32) -> DupTableState {
        let state = party.state();
        let method = state.settings.deal_scoring;
        let mut out = DupTableState {
            kind: "duplicate",
            table,
            title: words::table_title(table, crate::rules::TableRole::Plain),
            round: 0,
            phase: state.phase().into(),
            ns: None,
            ew: None,
            sits_out: false,
            trays: Vec::new(),
            limits: Limits::RULES,
            scoring: method.code(),
            rule: words::deal_rule(method),
            words: DupTableWords {
                headline: words::phone_headline(Phase::Setup, 0, None),
                trays: String::new(),
                after: Vec::new(),
                done: None,
                over: (state.phase() == Phase::Finished).then(words::phone_over),
            },
            note: None,
            call: super::table_state::CallState::of(party.state(), table),
        };
        let Some(view) = view else { return out };
        out.words.headline = headline(state);
        let m = view.movement;
        if table == 0 || table > m.tables {
            return out;
        }
        let seated = state.round_number().unwrap_or(1);
        out.ns = Some(PairWire::of(view, m.ns_at(seated, table)));
        let Some(round) = view.round().map(|r| r.number) else {
            return out;
        };
        out.round = round;
        let guide = m.guide(round, table);
        out.sits_out = guide.phantom;
        out.ew = guide.ew_pair.map(|p| PairWire::of(view, p));
        out.trays = guide
            .trays
            .iter()
            .map(|&tray| {
                let mut wire = tray_wire(state, view.outcome(round, table, tray), tray);
                held_words(state, (round, table, tray), &mut wire);
                wire
            })
            .collect();
        out.words.trays = if state.phase() == Phase::Finished {
            // Nothing more to play or send: say so, never "play" (issue 41).
            words::last_round_trays(guide.phantom, &guide.trays)
        } else if guide.phantom {
            msg::phonepage_ns_sits_out(words::trays_list(&guide.trays))
        } else {
            let trays = words::trays_list(&guide.trays);
            match words::howell_exchange(&guide) {
                Some(exchange) => msg::PhonepagePlayTraysExchange { trays, exchange }.say(),
                None => msg::phonepage_play_trays(trays),
            }
        };
        if state.phase() == Phase::Playing {
            out.words.after.extend(pairs_after(&guide));
            if !guide.trays_go.is_empty() {
                out.words.after.push(words::trays_move(&guide));
            }
        }
        if state.phase() == Phase::Playing && out.trays.iter().all(|t| t.recorded) && !guide.phantom
        {
            out.words.done = Some(msg::phonepage_all_trays_in());
        }
        out
    }
}

/// Where a pair sits in a round.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PairPlace {
    /// The round.
    pub round: u32,
    /// The table.
    pub table: u32,
    /// The opponents; `null` when the pair sits out.
    pub against: Option<PairWire>,
    /// The trays played there.
    pub trays: Vec<u32>,
    /// In words: "Table 4, East–West, against N–S 4 (…): trays 13–16."
    pub words: String,
}

/// A pair's evening as its link shows it.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PairState {
    /// Always "pair".
    pub kind: &'static str,
    /// The pair.
    pub pair: PairWire,
    /// The round in play (0 before the first).
    pub round: u32,
    /// "setup", "playing" or "over".
    pub phase: WirePhase,
    /// Where it sits this round.
    pub now: Option<PairPlace>,
    /// Where it goes next round, once this one's trays are all in.
    pub next: Option<PairPlace>,
    /// Its plus/minus (or percentage) so far, "+12.50" or "54.20 %".
    pub score: String,
    /// Its place in its direction (all four pairs in the Howell) so far; `null` before
    /// it has played a tray (R-DUP-8).
    pub place: Option<u32>,
    /// The pairs in its direction (or all four in the Howell).
    pub of: u32,
    /// Trays it has played.
    pub trays_played: u32,
    /// Its own trays so far, each with what it scored there and nothing to compare it
    /// with (R-DUP-13).
    pub trays: Vec<PairTrayWire>,
    /// The page's sentences.
    pub words: PairWords,
    /// The call for the host from the pair's table this round, if any (issue 52).
    pub call: Option<super::table_state::CallState>,
}

/// One of a pair's own trays, as its page shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PairTrayWire {
    /// The round.
    pub round: u32,
    /// The tray.
    pub tray: u32,
    /// "Round 2, tray 5: East bid 6 and made it, N–S 8, E–W 6 (your result +2)".
    pub words: String,
}

/// A pair's own trays so far, from its side and without comparisons (R-DUP-13).
fn own_trays(view: &DupView, pair: PairId) -> Vec<PairTrayWire> {
    view.pair_evening(pair)
        .rounds
        .iter()
        .flat_map(|r| r.trays.iter().map(move |t| (r.round, t)))
        .filter_map(|(round, t)| {
            let result = t.result?;
            Some(PairTrayWire {
                round,
                tray: t.tray,
                words: words::own_tray(round, t.tray, &t.outcome, result),
            })
        })
        .collect()
}

/// The sentences of a pair's page.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PairWords {
    /// "Round 3 of 11", or where the evening is.
    pub headline: String,
    /// "Your plus/minus after 3 rounds: +12.50, 2nd of 11 East–West pairs."
    pub score: String,
    /// The last word of the evening (the winners).
    pub over: Option<String>,
}

/// After the round, where this table's pairs go (R-DUP-10): the E–W pair's next table,
/// and in the Howell (R-DUP-12) both pairs' next table and direction.
fn pairs_after(guide: &crate::rules::duplicate::Guide) -> Vec<String> {
    let seated = [
        (Some(guide.ns_pair), guide.ns_next, PairSide::NorthSouth),
        (guide.ew_pair, guide.ew_next, PairSide::EastWest),
    ];
    seated
        .into_iter()
        .filter_map(|(pair, next, side)| {
            let (pair, next) = (pair?, next?);
            let stays = next.table == guide.table && next.side == side;
            match pair.group {
                crate::rules::duplicate::PairGroup::All => Some(msg::phonepage_after_round(
                    words::pair_move(pair, (guide.table, side), next),
                )),
                _ if stays => None,
                _ => Some(
                    msg::PhonepageAfterRoundTo {
                        pair: words::pair_tag(pair),
                        table: next.table,
                    }
                    .say(),
                ),
            }
        })
        .collect()
}

fn place_of(view: &DupView, pair: PairId, round: u32) -> Option<PairPlace> {
    let m = &view.movement;
    let seat = m.seat_of(round, pair)?;
    let table = seat.table;
    let them = match seat.side {
        PairSide::NorthSouth => m.ew_at(round, table),
        PairSide::EastWest => Some(m.ns_at(round, table)),
    };
    let against = them.map(|p| PairWire::of(view, p));
    let trays = m.trays_at(round, table);
    let words = match &against {
        Some(them) => msg::PhonepagePairPlace {
            round,
            table,
            side: crate::words::side(seat.side),
            against: them.label.as_str(),
            trays: words::trays_list(&trays),
        }
        .say(),
        None => msg::PhonepagePairSitsOut { round, table }.say(),
    };
    Some(PairPlace {
        round,
        table,
        against,
        trays,
        words,
    })
}

impl PairState {
    /// The pair's evening, from the evening as derived.
    pub fn with(party: &Party, view: &DupView, pair: PairId) -> Option<PairState> {
        let state = party.state();
        let m = &view.movement;
        if !m.groups().contains(&pair.group) {
            return None;
        }
        view.players(pair)?;
        let round = state.round_number().unwrap_or(0);
        let playing = state.phase() == Phase::Playing && round > 0;
        let now = playing.then(|| place_of(view, pair, round)).flatten();
        let all_in = view.missing.is_empty();
        let next = (playing && all_in && round < m.rounds())
            .then(|| place_of(view, pair, round + 1))
            .flatten();
        let standing = view.standings.of(pair);
        let of = u32::try_from(view.standings.group(pair.group).count()).unwrap_or(0);
        let trays_played = standing.map_or(0, |s| s.trays);
        // R-DUP-13: while the evening is played, no place and no score to compare.
        let released = view.withheld.is_none();
        let place = standing.and_then(|s| s.place).filter(|_| released);
        let score = if released {
            view.score_words(pair)
        } else {
            String::new()
        };
        let score_words = match place {
            Some(place) if trays_played > 0 => {
                score_sentence(view, pair, place, trays_played, &score, of)
            }
            _ if !released => words::own_trays_only(trays_played),
            _ => msg::phonepage_no_results(),
        };
        let over = (state.phase() == Phase::Finished).then(|| {
            let won = view
                .standings
                .winners
                .iter()
                .any(|(g, pairs)| *g == pair.group && pairs.contains(&pair.number));
            if won {
                msg::phonepage_pair_won()
            } else {
                words::phone_over()
            }
        });
        let call = now
            .as_ref()
            .and_then(|place| super::table_state::CallState::of(state, place.table));
        Some(PairState {
            kind: "pair",
            pair: PairWire::of(view, pair),
            round,
            phase: state.phase().into(),
            call,
            now,
            next,
            score,
            place,
            of,
            trays_played,
            trays: own_trays(view, pair),
            words: PairWords {
                headline: headline(state),
                score: score_words,
                over,
            },
        })
    }
}

/// "Your plus/minus after 6 trays: +12.50, 2nd of 11 East–West pairs."
fn score_sentence(
    view: &DupView,
    pair: PairId,
    place: u32,
    trays_played: u32,
    score: &str,
    of: u32,
) -> String {
    let measure = match view.method {
        crate::rules::duplicate::DupMethod::PlusMinus => "plus-minus",
        crate::rules::duplicate::DupMethod::Matchpoints => "matchpoints",
    };
    let level = view
        .standings
        .group(pair.group)
        .filter(|p| p.place == Some(place) && p.pair != pair.number)
        .count();
    msg::PhonepagePairScore {
        measure,
        trays: trays_played,
        score,
        place: words::ordinal(place),
        level,
        of,
        pairs: crate::words::group_pairs(pair.group),
    }
    .say()
}
