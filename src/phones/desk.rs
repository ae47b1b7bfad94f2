//! The host's side of the phones: each request is answered by whoever holds the party
//! file (the window, or `serve`), one at a time, so two phones never race. A result
//! becomes the very actions the host would have entered, marked as sent from the table,
//! and is on the disk before the phone hears "recorded".

use super::dup_state::{DupTableState, PairState};
use super::heard::yes;
pub use super::reply::{Heard, Reply, Said};
use super::reply::{Unsaved, not_saved};
use super::reply::{already_cut, already_reported, cut_differs, recorded_words};
use super::seats::Seats;
use super::table_state::TableState;
use super::wire::{CutChoice, DealsBody, Request, ResultBody, Score, deals_of};
use crate::rules::deal::{Deal, Pad};
use crate::rules::{Action, Cut, Phase, Shuffler, Source};
use crate::store::{DurableError, PartyFile};
use crate::transcript::evening::Evening;
use crate::words::msg;
use chrono::{DateTime, Utc};
use std::sync::Arc;

/// How results from the phones go in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Intake {
    /// Recorded at once, as if the host had typed them.
    #[default]
    Direct,
    /// Put to the table's other side on the same phone, and recorded when East–West
    /// agree (issue 52); a disagreement waits for the host, and calls them.
    Agreed,
    /// Held until the host says OK.
    HostOk,
}

impl Intake {
    /// `serve`'s flags: `--wait-for-ok`, `--at-once`, or neither (East–West agree).
    pub fn of_flags(wait_for_ok: bool, at_once: bool) -> Intake {
        match (wait_for_ok, at_once) {
            (true, _) => Intake::HostOk,
            (false, true) => Intake::Direct,
            (false, false) => Intake::Agreed,
        }
    }
}

/// The host's side of the phones.
pub struct PhoneDesk {
    /// Direct, or with the host's OK.
    pub intake: Intake,
    rng: Shuffler,
    /// The evening as last derived, kept until the party's revision moves on (the window
    /// hands over the one its desk derived).
    evening: Option<Arc<Evening>>,
}

impl PhoneDesk {
    /// A desk whose program cuts come from `rng`.
    pub fn new(intake: Intake, rng: Shuffler) -> PhoneDesk {
        PhoneDesk {
            intake,
            rng,
            evening: None,
        }
    }

    /// Takes the evening another holder of the party has derived (the window's desk),
    /// so it is not derived twice.
    pub fn share(&mut self, evening: Arc<Evening>) {
        self.evening = Some(evening);
    }

    /// The evening it holds if it is the one of `revision` (the window takes it after
    /// the phones' changes rather than deriving the same evening again).
    pub fn evening_at(&self, revision: u64) -> Option<Arc<Evening>> {
        self.evening
            .as_ref()
            .filter(|evening| evening.revision == revision)
            .map(Arc::clone)
    }

    /// The evening at the file's revision: the one kept, or derived now (once a change:
    /// only a request that reads it asks for it).
    pub(super) fn evening(&mut self, file: &PartyFile) -> Arc<Evening> {
        match &self.evening {
            Some(evening) if evening.revision == file.revision() => Arc::clone(evening),
            _ => {
                let evening = Arc::new(Evening::of(file.party(), file.revision()));
                self.evening = Some(Arc::clone(&evening));
                evening
            }
        }
    }

    /// The result held for the host's OK at a table (they are part of the party).
    fn waiting(&self, file: &PartyFile, table: u32) -> Option<Score> {
        let held = file.party().state().star()?.held_for(table)?;
        Some(Score {
            ns: held.score.0,
            ew: held.score.1,
        })
    }

    /// The table's state as recorded (with anything waiting for East–West or the host,
    /// and its call).
    pub fn state(&self, file: &PartyFile, table: u32) -> TableState {
        let mut state = TableState::of(file.party(), table, self.waiting(file, table));
        state.fill_room(file.party().state());
        if state.result.is_none() && state.words.waiting.is_none() && turned_down(file, table) {
            // Helper trial: after "Turn down" the phone showed an empty pad, unexplained.
            state.words.waiting = Some(crate::words::phone_turned_down());
        }
        state
    }

    /// Answers one request.
    pub fn answer(
        &mut self,
        file: &mut PartyFile,
        request: Request,
        now: DateTime<Utc>,
    ) -> (Reply, Option<Heard>) {
        // The evening is derived only for a request that reads it (a star table's
        // result, the commonest, does not: issue 50 §4).
        let duplicate = file.party().state().is_duplicate();
        let evening = duplicate.then(|| self.evening(file));
        let dup = evening.as_deref().and_then(Evening::duplicate);
        match request {
            Request::State { table } if dup.is_some() => (
                Reply::ok(DupTableState::with(file.party(), dup, table)),
                None,
            ),
            Request::Tray { table, body } => self.tray(file, table, &body, now),
            Request::Pair { pair } => {
                match dup.and_then(|d| PairState::with(file.party(), d, pair)) {
                    Some(state) => (Reply::ok(state), None),
                    None => (Reply::refuse(404, msg::heard_pair_unknown(), None), None),
                }
            }
            Request::Score { .. } | Request::Result { .. } | Request::Deals { .. }
                if dup.is_some() =>
            {
                let why = msg::heard_duplicate_party();
                let state = DupTableState::with(file.party(), dup, request_table(&request));
                (
                    Reply::with(409, serde_json::json!({ "error": why, "state": state })),
                    None,
                )
            }
            // Answered by the owner's `Showing` (see `Phones::answer_shows`).
            Request::Show(_) => (Reply::refuse(503, msg::heard_no_screens(), None), None),
            Request::State { table } => (Reply::ok(self.state(file, table)), None),
            Request::MailMe(body) => super::mail_me::answer(file, &body),
            Request::Door { name } => (
                Reply::ok(super::door::DoorState::of(file, name.as_deref())),
                None,
            ),
            Request::CheckIn(body) => super::door::check_in(file, &body, now),
            Request::Seats => {
                let evening = self.evening(file);
                let seats = Seats::of(file.party().state(), &evening.seating);
                (Reply::ok(seats), None)
            }
            Request::Score { table, body } => (self.score(file, table, &body), None),
            Request::Result { table, body } => self.result(file, table, &body, now),
            Request::Deals { table, body } => self.deals(file, table, &body, now),
            Request::Agree { table, body } => self.agree(file, table, &body, now),
            Request::Call { table, body } => self.call(file, table, &body, now),
            Request::PairCall { pair, body } => self.pair_call(file, dup, pair, &body, now),
        }
    }

    /// The pad so far, scored by the rules; nothing is recorded.
    fn score(&self, file: &PartyFile, table: u32, body: &DealsBody) -> Reply {
        let mut state = self.state(file, table);
        let deals = match deals_of(body) {
            Ok(deals) => deals,
            Err(why) => return Reply::refuse(400, why.to_string(), Some(&state)),
        };
        let method = file.party().state().settings.deal_scoring;
        if let Err(why) = Pad::of(method, &deals) {
            return Reply::refuse(400, crate::words::deal_refusal(&why), Some(&state));
        }
        state.fill_pad(method, &deals);
        Reply::ok(state)
    }

    /// Why this table cannot report for `round` now, if it cannot.
    pub(super) fn closed(&self, file: &PartyFile, table: u32, round: u32) -> Option<Reply> {
        let party = file.party();
        let state = self.state(file, table);
        let refuse = |why: String| Some(Reply::refuse(409, why, Some(&state)));
        match party.state().phase() {
            Phase::Finished => return refuse(msg::heard_over()),
            Phase::Setup => {
                return refuse(msg::heard_not_seated());
            }
            Phase::Playing => {}
        }
        let now_playing = party.state().round_number().unwrap_or(0);
        if round != now_playing {
            return refuse(crate::words::other_round(round, now_playing));
        }
        if state.north.is_empty() {
            return refuse(msg::heard_table_not_playing(table));
        }
        None
    }

    fn result(
        &mut self,
        file: &mut PartyFile,
        table: u32,
        body: &ResultBody,
        now: DateTime<Utc>,
    ) -> (Reply, Option<Heard>) {
        if let Some(reply) = self.closed(file, table, body.round) {
            return (reply, None);
        }
        let state = self.state(file, table);
        let sent = Score {
            ns: body.ns,
            ew: body.ew,
        };
        if body.cut.is_some() && body.ns != body.ew {
            let why = msg::heard_only_tie_cut();
            return (Reply::refuse(400, why, Some(&state)), None);
        }
        let mut actions = Vec::new();
        match state.result {
            Some(recorded) if recorded != sent => {
                return (already_reported(table, recorded, &state), None);
            }
            Some(_) if cut_differs(&state, body.cut) => {
                return (already_cut(table, &state), None);
            }
            Some(_) if !state.needs_cut || body.cut.is_none() => {
                let mut state = state;
                state.note = Some(msg::heard_result_already());
                return (Reply::ok(state), None);
            }
            Some(_) => {}
            None => actions.push(Action::EnterResult {
                table,
                ns: body.ns,
                ew: body.ew,
            }),
        }
        if let Some(choice) = body.cut {
            actions.push(self.cut_tie(file, table, body.round, choice));
        }
        self.record(file, table, actions, sent, now)
    }

    fn cut_tie(&mut self, file: &PartyFile, table: u32, round: u32, choice: CutChoice) -> Action {
        // `closed` has checked that the table plays this round.
        let cutters = file
            .party()
            .state()
            .star()
            .and_then(|star| star.current_round())
            .and_then(|r| r.table(table).ok())
            .map_or([crate::rules::GuestId(0); 2], |(seats, _)| seats.cutters());
        let [ns_lady, ew_lady] = cutters;
        let cut = match choice {
            CutChoice::Ns => Cut::real(&cutters, ns_lady),
            CutChoice::Ew => Cut::real(&cutters, ew_lady),
            CutChoice::Program => Cut::by_program(&cutters, &mut self.rng),
        };
        Action::CutTie { round, table, cut }
    }

    fn deals(
        &mut self,
        file: &mut PartyFile,
        table: u32,
        body: &DealsBody,
        now: DateTime<Utc>,
    ) -> (Reply, Option<Heard>) {
        if let Some(reply) = self.closed(file, table, body.round) {
            return (reply, None);
        }
        let state = self.state(file, table);
        let deals = match deals_of(body) {
            Ok(deals) => deals,
            Err(why) => return (Reply::refuse(400, why.to_string(), Some(&state)), None),
        };
        let method = file.party().state().settings.deal_scoring;
        let pad = match Pad::of(method, &deals) {
            Ok(pad) => pad,
            Err(why) => {
                return (
                    Reply::refuse(400, crate::words::deal_refusal(&why), Some(&state)),
                    None,
                );
            }
        };
        if !pad.is_complete() {
            let why = msg::heard_pad_not_complete(pad.played);
            return (Reply::refuse(400, why, Some(&state)), None);
        }
        let sent = Score {
            ns: pad.totals.0,
            ew: pad.totals.1,
        };
        let round = file
            .party()
            .state()
            .star()
            .and_then(|star| star.current_round());
        let (recorded_result, host_pad) = round
            .and_then(|r| {
                let (_, result) = r.table(table).ok()?;
                let pad: Vec<Deal> = r.pad(table).to_vec();
                Some((result.clone(), pad))
            })
            .unwrap_or_default();
        if let Some(recorded) = recorded_result {
            if recorded.deals.as_deref() == Some(&deals[..]) {
                let mut state = state;
                state.note = Some(msg::heard_deals_already());
                return (Reply::ok(state), None);
            }
            let recorded = Score {
                ns: recorded.ns,
                ew: recorded.ew,
            };
            return (already_reported(table, recorded, &state), None);
        }
        // The host may have begun this table's pad at the desk: the phone's deals must
        // carry on from it.
        if deals.get(..host_pad.len()) != Some(&host_pad[..]) {
            let why = msg::heard_host_began_pad(host_pad.len());
            return (Reply::refuse(409, why, Some(&state)), None);
        }
        let actions = deals
            .iter()
            .skip(host_pad.len())
            .map(|deal| Action::RecordDeal { table, deal: *deal })
            .collect();
        self.record(file, table, actions, sent, now)
    }

    /// Records the actions from `table`, or holds them for the host's OK. Either way
    /// they are on the disk before the phone hears anything; if the disk refuses, the
    /// phone hears so (503) and nothing is recorded, so it can send again.
    fn record(
        &mut self,
        file: &mut PartyFile,
        table: u32,
        actions: Vec<Action>,
        score: Score,
        now: DateTime<Utc>,
    ) -> (Reply, Option<Heard>) {
        // The program's cut for a tie already agreed (or recorded) goes in at once: the
        // program draws the cards, nobody at the table chooses. A real cut claimed from
        // the phone is put to East–West like a result (a host's trial: whoever held the
        // phone decided the tie, and its star, alone).
        let program_cut = actions.iter().all(|a| {
            matches!(a, Action::CutTie { cut, .. }
                if matches!(cut.method, crate::rules::CutMethod::Program { .. }))
        });
        let intake = match self.intake {
            Intake::Agreed if program_cut => Intake::Direct,
            other => other,
        };
        let holding = intake != Intake::Direct;
        if holding && let Some(reply) = self.already_held(file, table, &actions) {
            return (reply, None);
        }
        let writes = match intake {
            Intake::HostOk => vec![Action::HoldForOk { table, actions }],
            Intake::Agreed => vec![Action::AskAgreement { table, actions }],
            Intake::Direct => actions,
        };
        match file.apply_all_durably(writes, now, Source::Table(table)) {
            Err(DurableError::Rule(why)) => {
                let state = self.state(file, table);
                (
                    Reply::refuse(400, crate::words::rule_refusal(&why), Some(&state)),
                    None,
                )
            }
            Err(DurableError::NotSaved(error)) => {
                let state = self.state(file, table);
                let heard = Heard::NotSaved {
                    words: Said::NotSaved {
                        what: Unsaved::Result { table },
                        error,
                    },
                };
                (Reply::refuse(503, not_saved(), Some(&state)), Some(heard))
            }
            Ok(()) if intake == Intake::Agreed => {
                let words = Said::Asked {
                    table,
                    score: (score.ns, score.ew),
                };
                let state = self.state(file, table);
                (Reply::with(202, state), Some(Heard::Asked { table, words }))
            }
            Ok(()) if holding => {
                let words = Said::Waits {
                    table,
                    score: (score.ns, score.ew),
                    agreed: false,
                };
                let state = self.state(file, table);
                (
                    Reply::with(202, state),
                    Some(Heard::Waiting { table, words }),
                )
            }
            Ok(()) => {
                let state = self.state(file, table);
                let words = recorded_words(&state, file.party().state());
                (Reply::ok(state), Some(Heard::Recorded { table, words }))
            }
        }
    }
}

impl PhoneDesk {
    /// The answer when this table's phone has already sent a result that is not yet
    /// counted: the same again waits as it is (202), another is refused (409).
    fn already_held(&self, file: &PartyFile, table: u32, actions: &[Action]) -> Option<Reply> {
        let held = file.party().state().star()?.held_for(table)?;
        let mut state = self.state(file, table);
        let asked = held.awaits_agreement();
        if held.actions == actions {
            state.note = Some(msg::heard_already_waits(yes(asked)));
            return Some(Reply::with(202, state));
        }
        let why = msg::HeardAnotherPhone {
            asked: yes(asked),
            ns: held.score.0,
            ew: held.score.1,
        }
        .say();
        Some(Reply::refuse(409, why, Some(&state)))
    }
}

/// Whether the host turned down what this table's phone last sent this round (and it
/// has sent nothing since).
fn turned_down(file: &PartyFile, table: u32) -> bool {
    for entry in file.party().history().iter().rev() {
        match &entry.action {
            Action::TurnDownHeld { table: t } if *t == table => return true,
            Action::HoldForOk { table: t, .. } | Action::AskAgreement { table: t, .. }
                if *t == table =>
            {
                return false;
            }
            Action::RingBell { .. } | Action::SeatTables => return false,
            _ => {}
        }
    }
    false
}

/// The table a request is for (0 for those of no table).
fn request_table(request: &Request) -> u32 {
    match request {
        Request::State { table }
        | Request::Result { table, .. }
        | Request::Deals { table, .. }
        | Request::Score { table, .. }
        | Request::Tray { table, .. }
        | Request::Agree { table, .. }
        | Request::Call { table, .. } => *table,
        Request::Seats
        | Request::Pair { .. }
        | Request::Show(_)
        | Request::MailMe(_)
        | Request::Door { .. }
        | Request::CheckIn(_)
        | Request::PairCall { .. } => 0,
    }
}
