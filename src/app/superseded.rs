//! The host's own entry settles a table (issue 52, a host's trial): a result its phone
//! sent and still waiting — for East–West, for the host's OK, or disputed — is set aside
//! (turned down, in the history with why) as soon as the host records that table's
//! result or cut at the desk, so it never lingers on the Phones screen and in the report
//! as "waiting", and can never be OK'd over the host's.

use crate::rules::Action;

use super::CinchApp;

/// Whether `action`, from the desk, records a table's result or cut.
pub(super) fn settles_a_table(action: &Action) -> bool {
    matches!(
        action,
        Action::EnterResult { .. } | Action::RecordDeal { .. } | Action::CutTie { .. }
    )
}

impl CinchApp {
    /// After `action` was recorded from the desk: the held result of its table turned
    /// down when it can no longer be taken as it stands.
    pub(super) fn set_aside_superseded(&mut self, action: &Action) {
        let table = match action {
            Action::EnterResult { table, .. }
            | Action::RecordDeal { table, .. }
            | Action::CutTie { table, .. } => *table,
            _ => return,
        };
        let now = self.clock.now();
        let Some(desk) = &mut self.desk else { return };
        let state = desk.state();
        let Some(held) = state.star().and_then(|star| star.held_for(table)) else {
            return;
        };
        let (ns, ew) = held.score;
        // Still takeable (the host typed a deal of a pad that goes on): it stays.
        if state
            .clone()
            .apply(&Action::AcceptHeld { table }, now)
            .is_ok()
        {
            return;
        }
        let why = crate::words::set_aside_why();
        match desk
            .file
            .apply_noted(Action::TurnDownHeld { table }, now, why)
        {
            Ok(_) => {
                desk.refresh();
                self.toasts
                    .notice(crate::words::held_set_aside(table, (ns, ew)));
            }
            Err(error) => self.toasts.error(crate::words::rule_refusal(&error)),
        }
    }
}
