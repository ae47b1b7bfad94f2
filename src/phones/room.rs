//! The room's own traffic from a table's phone (issue 52): East–West agree, or not, to
//! the result North–South sent, and a table calls the host. Each is an action of the
//! party, on the disk before the phone hears it, like a result.

use chrono::{DateTime, Utc};

use super::desk::{Heard, Intake, PhoneDesk, Reply, Said};
use super::reply::{Unsaved, not_saved};
use super::wire::{AgreeBody, CallBody};
use crate::rules::{Action, Source};
use crate::store::{DurableError, PartyFile};
use crate::words::msg;

/// A disagreement calls the host, unless the table's call is already open.
pub(super) fn call_unless_calling(file: &PartyFile, table: u32) -> Option<Action> {
    let calling = file
        .party()
        .state()
        .call_of(table)
        .is_some_and(|call| call.is_open());
    (!calling).then_some(Action::CallHost { table })
}

impl PhoneDesk {
    /// East–West's answer: agreed, the result counts (or waits for the host's OK if the
    /// host wants to see each); not agreed, it waits at the desk and the table calls the
    /// host. The answer must name the score the question showed: a phone showing an old
    /// question is told what stands now.
    pub(super) fn agree(
        &mut self,
        file: &mut PartyFile,
        table: u32,
        body: &AgreeBody,
        now: DateTime<Utc>,
    ) -> (Reply, Option<Heard>) {
        if file.party().state().is_duplicate() {
            return self.agree_tray(file, table, body, now);
        }
        if let Some(reply) = self.closed(file, table, body.round) {
            return (reply, None);
        }
        let state = self.state(file, table);
        let held = file
            .party()
            .state()
            .star()
            .and_then(|star| star.held_for(table))
            .cloned();
        let Some(held) = held.filter(|held| held.awaits_agreement()) else {
            let why = match state.result {
                Some(_) => msg::heard_nothing_waits_recorded(),
                None => msg::heard_nothing_waits(),
            };
            return (Reply::refuse(409, why, Some(&state)), None);
        };
        if held.score != (body.ns, body.ew) {
            let why = msg::HeardPutToEw {
                ns: held.score.0,
                ew: held.score.1,
            }
            .say();
            return (Reply::refuse(409, why, Some(&state)), None);
        }
        let score = held.score;
        let mut actions = Vec::new();
        let heard;
        if body.agree {
            actions.push(Action::Agree { table });
            if self.intake != Intake::HostOk {
                actions.push(Action::AcceptHeld { table });
                heard = Heard::Recorded {
                    table,
                    words: Said::Sent {
                        table,
                        role: super::table_state::role_of(file.party().state(), table),
                        score,
                        tie: super::reply::TieNews::None,
                        agreed: true,
                    },
                };
            } else {
                heard = Heard::Waiting {
                    table,
                    words: Said::Waits {
                        table,
                        score,
                        agreed: true,
                    },
                };
            }
        } else {
            actions.push(Action::Disagree { table });
            actions.extend(call_unless_calling(file, table));
            heard = Heard::Called {
                table,
                words: Said::Disagreed { table, score },
            };
        }
        self.write(file, table, actions, now, heard)
    }

    /// The table calls the host; a call already open is said again, not made twice.
    pub(super) fn call(
        &mut self,
        file: &mut PartyFile,
        table: u32,
        body: &CallBody,
        now: DateTime<Utc>,
    ) -> (Reply, Option<Heard>) {
        let party = file.party().state();
        let state = self.state(file, table);
        if party.round_number() != Some(body.round) && body.round != 0 {
            let why = crate::words::other_round(body.round, party.round_number().unwrap_or(0));
            return (Reply::refuse(409, why, Some(&state)), None);
        }
        if party.call_of(table).is_some_and(|call| call.is_open()) {
            let mut state = state;
            state.note = Some(msg::heard_call_shown());
            return (Reply::ok(state), None);
        }
        let heard = Heard::Called {
            table,
            words: Said::Call { table },
        };
        self.write(file, table, vec![Action::CallHost { table }], now, heard)
    }

    /// A duplicate pair calls the host from the table it plays at this round.
    pub(super) fn pair_call(
        &mut self,
        file: &mut PartyFile,
        dup: Option<&crate::transcript::dup_view::DupView>,
        pair: crate::rules::duplicate::PairId,
        body: &CallBody,
        now: DateTime<Utc>,
    ) -> (Reply, Option<Heard>) {
        let table = dup
            .and_then(|d| super::dup_state::PairState::with(file.party(), d, pair))
            .and_then(|state| state.now.map(|now| now.table));
        match table {
            Some(table) => self.call(file, table, body, now),
            None => (Reply::refuse(409, msg::heard_pair_no_table(), None), None),
        }
    }

    /// Writes the actions from `table` to the disk, then answers; nothing is written
    /// when the rules or the disk refuse (the phone may send again).
    fn write(
        &mut self,
        file: &mut PartyFile,
        table: u32,
        actions: Vec<Action>,
        now: DateTime<Utc>,
        heard: Heard,
    ) -> (Reply, Option<Heard>) {
        match file.apply_all_durably(actions, now, Source::Table(table)) {
            Err(DurableError::Rule(why)) => {
                let state = self.state(file, table);
                (
                    Reply::refuse(409, crate::words::rule_refusal(&why), Some(&state)),
                    None,
                )
            }
            Err(DurableError::NotSaved(error)) => {
                let state = self.state(file, table);
                let heard = Heard::NotSaved {
                    words: Said::NotSaved {
                        what: Unsaved::Phone { table },
                        error,
                    },
                };
                (Reply::refuse(503, not_saved(), Some(&state)), Some(heard))
            }
            Ok(()) => {
                let mut state = self.state(file, table);
                // The page's message: what now waits (a disagreement), or the call.
                state.note = match &heard {
                    Heard::Called { .. } => state
                        .words
                        .waiting
                        .clone()
                        .or_else(|| state.room.call.as_ref().map(|c| c.words.clone())),
                    _ => None,
                };
                (Reply::ok(state), Some(heard))
            }
        }
    }
}
