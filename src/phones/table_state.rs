//! A table as its phone sees it: the seats, the pad scored by the rules, the result and
//! its cut, the rules' limits and the sentences the page shows, all worked out by the
//! host's app (the page repeats no rule and words nothing of its own).

use serde::Serialize;

use super::wire::{Limits, Score, WireChair, WirePhase, WireSide};
use crate::rules::deal::{Deal, DealScoring};
use crate::rules::{PairSide, Phase, Seat};
use crate::transcript::{DealLine, deal_lines};
use crate::words;

/// A table's role this round (head, booby …).
pub(super) fn role_of(state: &crate::rules::State, table: u32) -> crate::rules::TableRole {
    let round = state.star().and_then(|star| star.current_round());
    let tables = round.map_or(0, |r| r.tables.len());
    crate::rules::TableRole::of(table, tables, state.settings.scoring())
}

/// The sentences a table's page shows, worded by the app (see `crate::words`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TableWords {
    /// "Round 4", "Play has not started yet.", "The evening is over."
    pub headline: String,
    /// "North–South 23, East–West 12", when a result is recorded.
    pub result: Option<String>,
    /// "Sent from table 7." or "Entered by the host.", with the result.
    pub source: Option<String>,
    /// "Ada won the cut (Ada 7♥, Bea Q♠).", when a cut settled a tie.
    pub cut: Option<String>,
    /// "Sent: North–South 23, East–West 12. Waiting for the host's OK."
    pub waiting: Option<String>,
    /// What was sent and waits for the host's OK, shown large: "North–South 23, East–West
    /// 12".
    pub sent: Option<String>,
    /// "The evening is over. Thank you for playing!"
    pub over: Option<String>,
    /// The pad's totals so far, "North–South 23, East–West 12".
    pub totals: String,
    /// A tie's cut, by the party's seating (the ladies, or the red-pack guests): how it
    /// goes, and the two buttons for a real cut's winner.
    pub tie: PhoneTie,
}

impl PhoneTie {
    /// The words of a party seated so (`open_seating`: the red-pack guests cut).
    fn of(open_seating: bool) -> PhoneTie {
        PhoneTie {
            how: words::phone_tie(open_seating),
            ns: words::phone_cut_winner(open_seating, &words::side(PairSide::NorthSouth)),
            ew: words::phone_cut_winner(open_seating, &words::side(PairSide::EastWest)),
        }
    }
}

/// A tie's words on a table's phone, by the party's seating.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PhoneTie {
    /// "The two ladies cut; the higher card wins for her side (ace high)."
    pub how: String,
    /// "North–South's lady".
    pub ns: String,
    /// "East–West's lady".
    pub ew: String,
}

/// A tie's cut, as recorded.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct CutState {
    /// "ns" or "ew".
    pub winner: WireSide,
    /// The winning lady.
    pub winner_name: String,
    /// The program's cards, one line per attempt ("Ada 7♥, Bea Q♠"); empty for a real cut.
    pub cards: Vec<String>,
}

/// Where the four who sat at `table` in the round before `round` go now: shown after the
/// bell until the host starts `round` or its first result comes, each as the move list
/// says it.
fn next_seats(state: &crate::rules::State, round: &crate::rules::Round, table: u32) -> Vec<String> {
    let Some(star) = state.star() else {
        return Vec::new();
    };
    // The host's Start (or, in the first edition, the bell itself, which starts the
    // clock) and the round's first result: the moves have been made.
    let started = round.started_at.is_some_and(|at| at > round.seated_at)
        || round.results.iter().any(Option::is_some);
    let Some(before) = round
        .number
        .checked_sub(1)
        .and_then(|n| star.round(n).ok())
        .filter(|_| !started && state.phase() == Phase::Playing)
    else {
        return Vec::new();
    };
    let Some(seats) = before.seats(table) else {
        return Vec::new();
    };
    let moves = crate::rules::progression::moves(before, round);
    Seat::ALL
        .iter()
        .filter_map(|&seat| {
            let guest = seats.at(seat);
            let m = moves.iter().find(|m| m.guest == guest)?;
            let partner_before = Some(seats.at(seat.opposite()));
            Some(format!(
                "{} ({}): {}",
                state.name(guest),
                words::seat(seat),
                words::guest_move(star, m, partner_before)
            ))
        })
        .collect()
}

/// The room's own traffic at a table, as its phone shows it (issue 52).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize)]
pub struct Room {
    /// A result sent from this phone that East–West are asked to agree to.
    pub agree: Option<AgreeAsk>,
    /// The table's call for the host this round, if it called.
    pub call: Option<CallState>,
    /// After a bell, until the round starts: where each of the four who sat here last
    /// round goes now, as the move list says ("Ada Abbott (North): go to table 2, East,
    /// new partner Bea Brown").
    pub moves: Vec<String>,
}

/// The question put to East–West on their table's phone (issue 52).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct AgreeAsk {
    /// The score put to them: what an answer must name.
    pub score: Score,
    /// "East–West: do you agree? North–South 51, East–West 41"
    pub question: String,
}

/// A table's call for the host, as its phone shows it (issue 52).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct CallState {
    /// The host has answered: on the way.
    pub answered: bool,
    /// "You have called the host …", "The host … is on the way."
    pub words: String,
}

impl TableState {
    /// What waits for East–West or the host, and the table's call, as the party holds
    /// them (issue 52).
    pub fn fill_room(&mut self, state: &crate::rules::State) {
        use crate::rules::held::Agreement;
        if let Some(held) = state.star().and_then(|star| star.held_for(self.table)) {
            let (ns, ew) = held.score;
            self.words.waiting = Some(words::phone_pending(ns, ew, held.agreement));
            // A tie sent with its cut: the question says who won it.
            let cut = held.actions.iter().find_map(|action| match action {
                crate::rules::Action::CutTie { cut, .. } => Some(state.name(cut.winner)),
                _ => None,
            });
            self.room.agree = (held.agreement == Agreement::Asked).then(|| AgreeAsk {
                score: Score { ns, ew },
                question: words::phone_agree_question(ns, ew, cut),
            });
        }
        // An answered call is said until the table's result is in (a host's trial: "on
        // the way" stayed on the phone for the rest of the round).
        let settled = self.result.is_some();
        self.room.call = CallState::of(state, self.table).filter(|c| !(c.answered && settled));
    }
}

impl CallState {
    /// The table's call of the round in play, as its phone shows it.
    pub fn of(state: &crate::rules::State, table: u32) -> Option<CallState> {
        state
            .call_of(table)
            .filter(|call| Some(call.round) == state.round_number())
            .map(|call| CallState {
                answered: !call.is_open(),
                words: words::phone_call(!call.is_open()),
            })
    }
}

/// A table as its phone sees it.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct TableState {
    /// The table.
    pub table: u32,
    /// "Table 1 (head)", as the app says it.
    pub title: String,
    /// The round in play (0 before the first).
    pub round: u32,
    /// "setup", "playing" or "over".
    pub phase: WirePhase,
    /// Who sits North (empty when the table does not play this round).
    pub north: String,
    /// East.
    pub east: String,
    /// South.
    pub south: String,
    /// West.
    pub west: String,
    /// The result recorded for this round.
    pub result: Option<Score>,
    /// The result is a tie that waits for the ladies' cut.
    pub needs_cut: bool,
    /// The cut that settled a tie.
    pub cut: Option<CutState>,
    /// The pad as the host holds it: the deals recorded, scored by the rules.
    pub deals: Vec<DealLine>,
    /// The pad's totals.
    pub totals: Score,
    /// Who deals next (R-ROUND-1): "north" …
    pub next_dealer: WireChair,
    /// Played deals so far (misdeals do not count).
    pub played: usize,
    /// Four deals are played: the pad is ready to send (R-ROUND-1).
    pub complete: bool,
    /// The limits a deal is checked against on the page.
    pub limits: Limits,
    /// The page's sentences.
    pub words: TableWords,
    /// The scoring method's code ("standard" …) and rule in words.
    pub scoring: &'static str,
    /// The method's rule.
    pub rule: String,
    /// A result sent from a phone, waiting for the host's OK.
    pub waiting_for_host: Option<Score>,
    /// "table 7" when the result came from a phone.
    pub sent_from: Option<String>,
    /// The room's own traffic at this table (issue 52).
    #[serde(flatten)]
    pub room: Room,
    /// A word for the phone, when there is one ("Already with the host").
    #[serde(skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
}

impl TableState {
    /// The table's state in the party as it stands.
    pub fn of(party: &crate::rules::Party, table: u32, waiting: Option<Score>) -> TableState {
        let state = party.state();
        let method = state.settings.deal_scoring;
        let round = state.star().and_then(|star| star.current_round());
        let mut out = TableState {
            table,
            title: crate::words::table_title(table, role_of(state, table)),
            round: round.map_or(0, |r| r.number),
            phase: state.phase().into(),
            north: String::new(),
            east: String::new(),
            south: String::new(),
            west: String::new(),
            result: None,
            needs_cut: false,
            cut: None,
            deals: Vec::new(),
            totals: Score { ns: 0, ew: 0 },
            next_dealer: WireChair::North,
            played: 0,
            complete: false,
            limits: Limits::RULES,
            words: TableWords {
                headline: words::phone_headline(state.phase(), round.map_or(0, |r| r.number), None),
                result: None,
                source: None,
                cut: None,
                waiting: waiting.map(|w| words::phone_waiting(w.ns, w.ew)),
                sent: waiting.map(|w| words::phone_score(w.ns, w.ew)),
                over: (state.phase() == Phase::Finished).then(words::phone_over),
                totals: words::phone_score(0, 0),
                tie: PhoneTie::of(state.settings.open_seating()),
            },
            scoring: method.code(),
            rule: crate::words::deal_rule(method),
            waiting_for_host: waiting,
            sent_from: None,
            room: Room::default(),
            note: None,
        };
        let Some(round) = round else { return out };
        out.room.moves = next_seats(state, round, table);
        let Ok((seats, result)) = round.table(table) else {
            return out;
        };
        let name = |seat| state.name(seats.at(seat)).to_owned();
        out.north = name(Seat::North);
        out.east = name(Seat::East);
        out.south = name(Seat::South);
        out.west = name(Seat::West);
        let pad: Vec<Deal> = match result {
            Some(r) => r.deals.clone().unwrap_or_default(),
            None => round.pad(table).to_vec(),
        };
        out.fill_pad(method, &pad);
        if let Some(r) = result.as_ref().filter(|r| !r.unreported) {
            out.result = Some(Score { ns: r.ns, ew: r.ew });
            out.needs_cut = r.winner(seats).is_none();
            out.cut = r.cut.as_ref().map(|cut| CutState {
                winner: r.cut_won_by(seats).unwrap_or(PairSide::NorthSouth).into(),
                winner_name: state.name(cut.winner).to_owned(),
                cards: crate::transcript::cut_lines(state, cut),
            });
            let (sent_from, source) = source_words(party, (round.number, table));
            out.sent_from = sent_from;
            out.words.result = Some(words::phone_score(r.ns, r.ew));
            out.words.source = Some(source);
            out.words.cut = out
                .cut
                .as_ref()
                .map(|c| words::phone_cut(&c.winner_name, &c.cards));
        }
        out
    }

    /// The pad's lines, totals and next dealer, scored by the rules.
    pub fn fill_pad(&mut self, method: DealScoring, deals: &[Deal]) {
        if let Ok(pad) = crate::rules::deal::Pad::of(method, deals) {
            self.totals = Score {
                ns: pad.totals.0,
                ew: pad.totals.1,
            };
            self.next_dealer = pad.next_dealer().into();
            self.played = pad.played;
            self.complete = pad.is_complete();
            self.words.totals = words::phone_score(self.totals.ns, self.totals.ew);
        }
        self.deals = deal_lines(method, deals);
    }
}

/// Where a table's recorded result came from ("table 7", or the host: `None`), and in
/// words, with whether (and why) the host corrected it since, as its phone says it.
fn source_words(
    party: &crate::rules::Party,
    (round, table): (u32, u32),
) -> (Option<String>, String) {
    use crate::rules::{Action, Source};
    let sent_from = crate::transcript::phone_reports(party)
        .get(&(round, table))
        .and_then(|from| match from {
            Source::Table(t) => Some(words::tables_list(&[*t], 1)),
            Source::Desk | Source::Door => None,
        });
    let corrected = party.history().iter().any(|e| {
        matches!(e.action, Action::CorrectResult { round: r, table: t, .. }
            | Action::CorrectDeals { round: r, table: t, .. }
            if r == round && t == table)
    });
    let reasons = crate::transcript::correction_reasons(party)
        .remove(&(round, table))
        .unwrap_or_default();
    let words = words::phone_source(
        sent_from.as_deref(),
        corrected.then_some(reasons.as_slice()),
    );
    (sent_from, words)
}
