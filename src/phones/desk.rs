//! The host's side of the phones: each request is answered by whoever holds the party
//! file (the window, or `serve`), one at a time, so two phones never race. A result
//! becomes the very actions the host would have entered, marked as sent from the table,
//! and is on the disk before the phone hears "recorded".

use super::dup_state::{DupTableState, PairState};
pub use super::reply::{Heard, Reply};
use super::seats::Seats;
use super::table_state::{Score, TableState};
use super::wire::{CutChoice, DealsBody, Request, ResultBody, TrayBody, deals_of};
use crate::rules::deal::{Deal, Pad};
use crate::rules::{Action, Cut, Phase, Shuffler, Source};
use crate::store::{DurableError, PartyFile};
use chrono::{DateTime, Utc};

/// How results from the phones go in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Intake {
    /// Recorded at once, as if the host had typed them.
    #[default]
    Direct,
    /// Held until the host says OK.
    HostOk,
}

/// The host's side of the phones.
pub struct PhoneDesk {
    /// Direct, or with the host's OK.
    pub intake: Intake,
    rng: Shuffler,
}

impl PhoneDesk {
    /// A desk whose program cuts come from `rng`.
    pub fn new(intake: Intake, rng: Shuffler) -> PhoneDesk {
        PhoneDesk { intake, rng }
    }

    /// The result held for the host's OK at a table (they are part of the party).
    fn waiting(&self, file: &PartyFile, table: u32) -> Option<Score> {
        let held = file.party().state().held_for(table)?;
        Some(Score {
            ns: held.score.0,
            ew: held.score.1,
        })
    }

    /// The table's state as recorded (with anything waiting for the host).
    pub fn state(&self, file: &PartyFile, table: u32) -> TableState {
        TableState::of(file.party(), table, self.waiting(file, table))
    }

    /// Answers one request.
    pub fn answer(
        &mut self,
        file: &mut PartyFile,
        request: Request,
        now: DateTime<Utc>,
    ) -> (Reply, Option<Heard>) {
        let duplicate = file.party().state().is_duplicate();
        match request {
            Request::State { table } if duplicate => {
                (Reply::ok(DupTableState::of(file.party(), table)), None)
            }
            Request::Tray { table, body } => self.tray(file, table, &body, now),
            Request::Pair { pair } => match PairState::of(file.party(), pair) {
                Some(state) => (Reply::ok(state), None),
                None => (
                    Reply::refuse(404, "This pair is not known to the host.", None),
                    None,
                ),
            },
            Request::Score { .. } | Request::Result { .. } | Request::Deals { .. } if duplicate => {
                let why = "This is a Duplicate Cinch party: send each tray's result on its own \
                           (reload the page).";
                let state = DupTableState::of(file.party(), request_table(&request));
                (
                    Reply::with(409, serde_json::json!({ "error": why, "state": state })),
                    None,
                )
            }
            Request::State { table } => (Reply::ok(self.state(file, table)), None),
            Request::Seats => (Reply::ok(Seats::of(file.party().state())), None),
            Request::Score { table, body } => (self.score(file, table, &body), None),
            Request::Result { table, body } => self.result(file, table, &body, now),
            Request::Deals { table, body } => self.deals(file, table, &body, now),
        }
    }

    /// A duplicate tray's result from table `table` (R-DUP-7): checked against the round
    /// in play and the trays the table plays; recorded at once (and saved before the
    /// phone hears it); the same result again is a quiet success, another one a 409 in
    /// words. Results from the phones of a duplicate evening are never held for the
    /// host's OK: each tray is small, shows on the host's card at once and is corrected
    /// there.
    fn tray(
        &mut self,
        file: &mut PartyFile,
        table: u32,
        body: &TrayBody,
        now: DateTime<Utc>,
    ) -> (Reply, Option<Heard>) {
        let party = file.party();
        let state = DupTableState::of(party, table);
        let refuse = |status: u16, why: String, state: &DupTableState| {
            Reply::with(status, serde_json::json!({ "error": why, "state": state }))
        };
        if !party.state().is_duplicate() {
            let why = "This party is not a Duplicate Cinch one: there are no trays.".to_owned();
            return (refuse(409, why, &state), None);
        }
        let why = match party.state().phase() {
            Phase::Finished => Some("The evening is over: no more results.".to_owned()),
            Phase::Setup => Some("Play has not started yet.".to_owned()),
            Phase::Playing if body.round != state.round => Some(format!(
                "The round has moved on: this is round {} now, not round {}. Reload the page.",
                state.round, body.round
            )),
            Phase::Playing if state.sits_out => Some(format!(
                "Table {table} sits out this round: it has no trays to report."
            )),
            Phase::Playing => None,
        };
        if let Some(why) = why {
            return (refuse(409, why, &state), None);
        }
        let Some(slot) = state.trays.iter().find(|t| t.tray == body.tray) else {
            let why = format!(
                "Tray {} is not played at table {table} this round: its trays are {}.",
                body.tray,
                crate::words::and_list(
                    &state
                        .trays
                        .iter()
                        .map(|t| t.tray.to_string())
                        .collect::<Vec<_>>()
                )
            );
            return (refuse(409, why, &state), None);
        };
        let play = match body.play() {
            Ok(play) => play,
            Err(why) => {
                return (
                    refuse(400, format!("Tray {}: {why}", body.tray), &state),
                    None,
                );
            }
        };
        let recorded = party
            .state()
            .duplicate()
            .outcome(state.round, table, body.tray);
        match recorded {
            Some(before) if before == play => {
                let mut state = state;
                state.note = Some(format!("Tray {} was already with the host.", body.tray));
                return (Reply::ok(state), None);
            }
            Some(_) => {
                let why = format!(
                    "Tray {} at table {table} is already recorded ({}). If that is wrong, ask \
                     the host to correct it.",
                    body.tray,
                    slot.words.clone().unwrap_or_default()
                );
                return (refuse(409, why, &state), None);
            }
            None => {}
        }
        let action = Action::TrayResult {
            round: state.round,
            table,
            tray: body.tray,
            play,
        };
        match file.apply_all_durably(vec![action], now, Source::Table(table)) {
            Err(DurableError::Rule(why)) => {
                let state = DupTableState::of(file.party(), table);
                (refuse(400, why.to_string(), &state), None)
            }
            Err(DurableError::NotSaved(error)) => {
                let state = DupTableState::of(file.party(), table);
                let heard = Heard::NotSaved {
                    words: format!(
                        "Table {table}'s tray {} from its phone could not be saved, so it was \
                         not taken (the phone was told to send it again): {error}",
                        body.tray
                    ),
                };
                (refuse(503, NOT_SAVED.to_owned(), &state), Some(heard))
            }
            Ok(()) => {
                let state = DupTableState::of(file.party(), table);
                let outcome = crate::words::tray_outcome(
                    file.party().state().settings.deal_scoring,
                    body.tray,
                    &play,
                );
                let words = format!(
                    "Table {table} sent tray {} from a phone: {outcome}.",
                    body.tray
                );
                (Reply::ok(state), Some(Heard::Recorded { table, words }))
            }
        }
    }

    /// The pad so far, scored by the rules; nothing is recorded.
    fn score(&self, file: &PartyFile, table: u32, body: &DealsBody) -> Reply {
        let mut state = self.state(file, table);
        let deals = match deals_of(body) {
            Ok(deals) => deals,
            Err(why) => return Reply::refuse(400, why, Some(&state)),
        };
        let method = file.party().state().settings.deal_scoring;
        if let Err(why) = Pad::of(method, &deals) {
            return Reply::refuse(400, why.to_string(), Some(&state));
        }
        state.fill_pad(method, &deals);
        Reply::ok(state)
    }

    /// Why this table cannot report for `round` now, if it cannot.
    fn closed(&self, file: &PartyFile, table: u32, round: u32) -> Option<Reply> {
        let party = file.party();
        let state = self.state(file, table);
        let refuse = |why: String| Some(Reply::refuse(409, why, Some(&state)));
        match party.state().phase() {
            Phase::Finished => return refuse("The evening is over: no more results.".into()),
            Phase::Setup => {
                return refuse("Play has not started yet: the tables are not seated.".into());
            }
            Phase::Playing => {}
        }
        let now_playing = party.state().current_round().map_or(0, |r| r.number);
        if round != now_playing {
            return refuse(format!(
                "The round has moved on: this is round {now_playing} now, not round {round}. \
                 Reload the page."
            ));
        }
        if state.north.is_empty() {
            return refuse(format!("Table {table} does not play this round."));
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
            let why = "Only a tie is cut: these scores are not level.";
            return (Reply::refuse(400, why, Some(&state)), None);
        }
        let mut actions = Vec::new();
        match state.result {
            Some(recorded) if recorded != sent => {
                return (already_reported(table, recorded, &state), None);
            }
            Some(_) if !state.needs_cut || body.cut.is_none() => {
                let mut state = state;
                state.note = Some("This result was already with the host.".into());
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
            .current_round()
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
            Err(why) => return (Reply::refuse(400, why, Some(&state)), None),
        };
        let method = file.party().state().settings.deal_scoring;
        let pad = match Pad::of(method, &deals) {
            Ok(pad) => pad,
            Err(why) => return (Reply::refuse(400, why.to_string(), Some(&state)), None),
        };
        if !pad.is_complete() {
            let why = format!(
                "A pad is sent when its four deals are played; this one has {}.",
                pad.played
            );
            return (Reply::refuse(400, why, Some(&state)), None);
        }
        let sent = Score {
            ns: pad.totals.0,
            ew: pad.totals.1,
        };
        let round = file.party().state().current_round();
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
                state.note = Some("These deals were already with the host.".into());
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
            let why = format!(
                "The host has begun this table's pad with other deals ({} so far): ask the \
                 host to finish it, or to take those deals back.",
                host_pad.len()
            );
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
        let holding = self.intake == Intake::HostOk;
        if holding && let Some(held) = file.party().state().held_for(table) {
            let mut state = self.state(file, table);
            if held.actions == actions {
                state.note = Some("This result already waits for the host's OK.".into());
                return (Reply::with(202, state), None);
            }
            let why = format!(
                "Another phone has already sent this table's result (North–South {}, \
                 East–West {}); it waits for the host's OK.",
                held.score.0, held.score.1
            );
            return (Reply::refuse(409, why, Some(&state)), None);
        }
        let writes = if holding {
            vec![Action::HoldForOk { table, actions }]
        } else {
            actions
        };
        match file.apply_all_durably(writes, now, Source::Table(table)) {
            Err(DurableError::Rule(why)) => {
                let state = self.state(file, table);
                (Reply::refuse(400, why.to_string(), Some(&state)), None)
            }
            Err(DurableError::NotSaved(error)) => {
                let state = self.state(file, table);
                let heard = Heard::NotSaved {
                    words: format!(
                        "Table {table}'s result from its phone could not be saved, so it \
                         was not taken (the phone was told to send it again): {error}"
                    ),
                };
                (Reply::refuse(503, NOT_SAVED, Some(&state)), Some(heard))
            }
            Ok(()) if holding => {
                let words = format!(
                    "Table {table} sent North–South {}, East–West {}: it waits for your OK.",
                    score.ns, score.ew
                );
                let state = self.state(file, table);
                (
                    Reply::with(202, state),
                    Some(Heard::Waiting { table, words }),
                )
            }
            Ok(()) => {
                let state = self.state(file, table);
                let words = recorded_words(&state);
                (Reply::ok(state), Some(Heard::Recorded { table, words }))
            }
        }
    }
}

/// The table a request is for (0 for those of no table).
fn request_table(request: &Request) -> u32 {
    match request {
        Request::State { table }
        | Request::Result { table, .. }
        | Request::Deals { table, .. }
        | Request::Score { table, .. }
        | Request::Tray { table, .. } => *table,
        Request::Seats | Request::Pair { .. } => 0,
    }
}

/// What a phone hears when the host's laptop could not save its result.
pub const NOT_SAVED: &str =
    "The host's laptop could not save it: send again in a moment. Your pad is kept here.";

/// The table has a result already: the phone hears it, and whom to ask.
fn already_reported(table: u32, recorded: Score, state: &TableState) -> Reply {
    let why = format!(
        "Table {table} has already reported: North–South {}, East–West {}. If that is wrong, \
         ask the host to correct it.",
        recorded.ns, recorded.ew
    );
    Reply::refuse(409, why, Some(state))
}

/// "Table 7 (sent from table 7): North–South 23, East–West 12."
fn recorded_words(state: &TableState) -> String {
    let score = state.result.unwrap_or(state.totals);
    let cut = match &state.cut {
        Some(cut) => format!(" {} won the cut.", cut.winner_name),
        None if state.needs_cut => " A tie: the ladies cut.".to_owned(),
        None => String::new(),
    };
    format!(
        "{} sent its result from a phone: North–South {}, East–West {}.{cut}",
        state.title, score.ns, score.ew
    )
}
