//! The host's side of a duplicate table's phone: a tray's result (R-DUP-7), checked
//! against the round in play and the trays the table plays, recorded at once and saved
//! before the phone hears it. The same result again is a quiet success, another one a
//! 409 in words. Results from the phones of a duplicate evening are never held for the
//! host's OK: each tray is small, shows on the host's card at once and is corrected
//! there. With agreement on (issue 52), each tray is put to East–West on the same
//! phone, and their Agree records it; a disagreement waits for the host and calls them.

use chrono::{DateTime, Utc};

use super::desk::PhoneDesk;
use super::dup_state::DupTableState;
use super::reply::{Heard, Reply, Said, Unsaved, not_saved};
use super::wire::TrayBody;
use crate::rules::duplicate::TrayPlay;
use crate::rules::{Action, Party, Phase, Source};
use crate::store::{DurableError, PartyFile};
use crate::transcript::dup_view::DupView;
use crate::words::msg;

/// A refusal with the table's state, for the page to show.
fn refuse(status: u16, why: String, state: &DupTableState) -> Reply {
    Reply::with(status, serde_json::json!({ "error": why, "state": state }))
}

/// Why table `table` of a duplicate evening cannot send this tray now (409), if it
/// cannot: not in play, another round, sitting out, or a tray it does not play.
fn closed(party: &Party, table: u32, body: &TrayBody, state: &DupTableState) -> Option<String> {
    let why = match party.state().phase() {
        Phase::Finished => Some(msg::heard_over()),
        Phase::Setup => Some(msg::heard_not_started()),
        Phase::Playing if body.round != state.round => {
            Some(crate::words::other_round(body.round, state.round))
        }
        Phase::Playing if state.sits_out => Some(msg::heard_sits_out(table)),
        Phase::Playing => None,
    };
    if why.is_some() || state.trays.iter().any(|t| t.tray == body.tray) {
        return why;
    }
    let trays: Vec<String> = state.trays.iter().map(|t| t.tray.to_string()).collect();
    Some(
        msg::HeardTrayNotHere {
            tray: body.tray,
            table,
            trays: crate::words::and_list(&trays),
        }
        .say(),
    )
}

/// The answer when the tray already has a result: the same is a quiet success, another
/// a 409 naming what the host has.
fn already(
    view: &DupView,
    table: u32,
    tray: u32,
    play: &TrayPlay,
    state: DupTableState,
) -> Option<Reply> {
    let recorded = view.outcome(state.round, table, tray)?;
    if recorded == *play {
        let mut state = state;
        state.note = Some(msg::heard_tray_already(tray));
        return Some(Reply::ok(state));
    }
    let words = state
        .trays
        .iter()
        .find(|t| t.tray == tray)
        .and_then(|t| t.words.clone())
        .unwrap_or_default();
    let why = msg::HeardTrayRecorded {
        tray,
        table,
        outcome: words,
    }
    .say();
    Some(refuse(409, why, &state))
}

impl PhoneDesk {
    /// East–West's answer for a tray put to them (issue 52): agreed, it is recorded;
    /// not, it waits for the host, and the table calls them.
    pub(super) fn agree_tray(
        &mut self,
        file: &mut PartyFile,
        table: u32,
        body: &super::wire::AgreeBody,
        now: DateTime<Utc>,
    ) -> (Reply, Option<Heard>) {
        let evening = self.evening(file);
        let state = DupTableState::with(file.party(), evening.duplicate(), table);
        let Some(tray) = body.tray else {
            let why = msg::heard_which_tray();
            return (refuse(400, why, &state), None);
        };
        if body.round != state.round {
            return (
                refuse(
                    409,
                    crate::words::other_round(body.round, state.round),
                    &state,
                ),
                None,
            );
        }
        let held = file
            .party()
            .state()
            .duplicate()
            .and_then(|dup| dup.held_tray(body.round, table, tray));
        let asked = held.filter(|h| h.agreement == crate::rules::held::Agreement::Asked);
        let Some(held) = asked else {
            let why = msg::heard_tray_not_asked(tray);
            return (refuse(409, why, &state), None);
        };
        let method = file.party().state().settings.deal_scoring;
        let play = held.play;
        let key = (body.round, table, tray);
        let (actions, heard) = if body.agree {
            let words = Said::TraySent {
                table,
                tray,
                method,
                play,
                agreed: true,
            };
            (
                vec![Action::AgreeTray {
                    round: key.0,
                    table,
                    tray,
                }],
                Heard::Recorded { table, words },
            )
        } else {
            let mut actions = vec![Action::DisagreeTray {
                round: key.0,
                table,
                tray,
            }];
            actions.extend(super::room::call_unless_calling(file, table));
            let words = Said::TrayDisagreed {
                table,
                tray,
                method,
                play,
            };
            (actions, Heard::Called { table, words })
        };
        let saved = file.apply_all_durably(actions, now, Source::Table(table));
        let evening = self.evening(file);
        let state = DupTableState::with(file.party(), evening.duplicate(), table);
        match saved {
            Err(DurableError::Rule(why)) => {
                (refuse(409, crate::words::rule_refusal(&why), &state), None)
            }
            Err(DurableError::NotSaved(error)) => {
                let words = Said::NotSaved {
                    what: Unsaved::TrayAnswer { table, tray },
                    error,
                };
                (
                    refuse(503, not_saved(), &state),
                    Some(Heard::NotSaved { words }),
                )
            }
            Ok(()) => (Reply::ok(state), Some(heard)),
        }
    }

    /// A tray already put to East–West waits for their word (or the host's): sent
    /// again, it is refused in words.
    fn held_already(
        &mut self,
        file: &PartyFile,
        (round, table, tray): (u32, u32, u32),
    ) -> Option<Reply> {
        file.party()
            .state()
            .duplicate()
            .and_then(|dup| dup.held_tray(round, table, tray))?;
        let evening = self.evening(file);
        let state = DupTableState::with(file.party(), evening.duplicate(), table);
        let why = msg::heard_tray_waits(tray);
        Some(refuse(409, why, &state))
    }

    /// A duplicate tray's result from table `table` (R-DUP-7), recorded or refused.
    pub(super) fn tray(
        &mut self,
        file: &mut PartyFile,
        table: u32,
        body: &TrayBody,
        now: DateTime<Utc>,
    ) -> (Reply, Option<Heard>) {
        let (evening, tray) = (self.evening(file), body.tray);
        let party = file.party();
        let state = DupTableState::with(party, evening.duplicate(), table);
        let Some(view) = evening.duplicate() else {
            let why = msg::heard_not_duplicate();
            return (refuse(409, why, &state), None);
        };
        if let Some(why) = closed(party, table, body, &state) {
            return (refuse(409, why, &state), None);
        }
        let play = match body.play() {
            Ok(play) => play,
            Err(why) => {
                let why = msg::HeardTrayFault {
                    tray,
                    why: why.to_string(),
                }
                .say();
                return (refuse(400, why, &state), None);
            }
        };
        let round = state.round;
        if let Some(reply) = already(view, table, body.tray, &play, state) {
            return (reply, None);
        }
        if let Some(reply) = self.held_already(file, (round, table, body.tray)) {
            return (reply, None);
        }
        // Issue 52: with agreement on, the tray waits for East–West on the same phone.
        let asking = self.intake == super::desk::Intake::Agreed;
        let action = if asking {
            Action::AskTrayAgreement {
                round,
                table,
                tray: body.tray,
                play,
            }
        } else {
            Action::TrayResult {
                round,
                table,
                tray: body.tray,
                play,
            }
        };
        let saved = file.apply_all_durably(vec![action], now, Source::Table(table));
        let evening = self.evening(file);
        let state = DupTableState::with(file.party(), evening.duplicate(), table);
        match saved {
            Err(DurableError::Rule(why)) => {
                (refuse(400, crate::words::rule_refusal(&why), &state), None)
            }
            Err(DurableError::NotSaved(error)) => {
                let what = Unsaved::Tray { table, tray };
                let words = Said::NotSaved { what, error };
                let heard = Heard::NotSaved { words };
                (refuse(503, not_saved(), &state), Some(heard))
            }
            Ok(()) if asking => {
                let words = Said::TrayAsked { table, tray };
                (Reply::with(202, state), Some(Heard::Asked { table, words }))
            }
            Ok(()) => {
                let words = Said::TraySent {
                    table,
                    tray,
                    method: file.party().state().settings.deal_scoring,
                    play,
                    agreed: false,
                };
                (Reply::ok(state), Some(Heard::Recorded { table, words }))
            }
        }
    }
}
