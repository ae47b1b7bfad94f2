//! Undo and redo of the party's history: a step that moves everyone (a bell, the
//! seating, the draw) is asked first; the host hears what was taken back or put back.

use crate::rules::Action;
use crate::store::Saved;
use crate::words;

use super::CinchApp;

impl CinchApp {
    /// A question for the host before undoing a step that moves everyone: a bell, the
    /// seating, or the draw. Ordinary results are undone at once.
    pub(super) fn undo_needs_asking(&self) -> Option<String> {
        let desk = self.desk.as_ref()?;
        let last = desk.party().history().last()?;
        match &last.action {
            Action::RingBell { .. } => {
                let Some(star) = desk.state().star() else {
                    return Some(
                        "Take back the bell? Everyone goes back to the tables and trays of the \
                         round before; the results already entered stay."
                            .to_owned(),
                    );
                };
                let round = star.rounds().iter().rev().find(|r| r.ended_at.is_some())?;
                Some(format!(
                    "Take back the bell of round {}? Everyone goes back to the seats of round {}; \
                     the results already entered stay.",
                    round.number, round.number
                ))
            }
            Action::StartDuplicate => Some(
                "Take back the start? The pairs can be changed again, and round 1 is gone."
                    .to_owned(),
            ),
            Action::SeatTables => Some(
                "Take back the seating? The tables go back to the draw, and round 1 is gone."
                    .to_owned(),
            ),
            Action::DrawAll { .. } => {
                Some("Take back the draw? Every guest's card is cleared.".to_owned())
            }
            // A cut may have been announced to the room (issue 54: Enter on the Display
            // screen's Undo took one back without a word).
            Action::CutForPrize { .. } | Action::CutDuplicateTie { .. } => Some(
                "Take back the last cut for a prize? The prize is level again, and its cut \
                 is forgotten."
                    .to_owned(),
            ),
            _ => None,
        }
    }

    pub(super) fn undo(&mut self) {
        let now = self.clock.now();
        let Some(desk) = &mut self.desk else { return };
        match desk.file.undo(now) {
            None => self.toasts.notice("There is nothing to undo."),
            Some((entry, saved)) => {
                if let Saved::No(error) = saved {
                    self.toasts.error(error.to_string());
                }
                desk.refresh();
                let what = words::action(desk.state(), &entry.action);
                self.toasts.notice(format!("Undid: {what}."));
                self.session.moves_into = None;
                self.session.end_with_this_bell = false;
            }
        }
    }

    pub(super) fn redo(&mut self) {
        let now = self.clock.now();
        let Some(desk) = &mut self.desk else { return };
        let before = desk.state().clone();
        match desk.file.redo(now) {
            None => self.toasts.notice("There is nothing to redo."),
            Some((_, Err(error))) => self.toasts.error(crate::words::rule_refusal(&error)),
            Some((entry, Ok(saved))) => {
                if let Saved::No(error) = saved {
                    self.toasts.error(error.to_string());
                }
                desk.refresh();
                let what = words::action(&before, &entry.action);
                self.toasts.notice(format!("Redid: {what}."));
            }
        }
    }
}
