//! Undo and redo of the party's history: a step that moves everyone (a bell, the
//! seating, the draw) is asked first; the host hears what was taken back or put back.

use crate::rules::Action;
use crate::store::Saved;
use crate::words::{self, msg};

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
                    return Some(msg::app_undo_bell_trays());
                };
                let round = star.rounds().iter().rev().find(|r| r.ended_at.is_some())?;
                Some(msg::app_undo_bell(round.number))
            }
            Action::StartDuplicate => Some(msg::app_undo_start()),
            Action::SeatTables => Some(msg::app_undo_seating()),
            Action::DrawAll { .. } => Some(msg::app_undo_draw()),
            // A cut may have been announced to the room (issue 54: Enter on the Display
            // screen's Undo took one back without a word).
            Action::CutForPrize { .. } | Action::CutDuplicateTie { .. } => {
                Some(msg::app_undo_cut())
            }
            _ => None,
        }
    }

    pub(super) fn undo(&mut self) {
        let now = self.clock.now();
        let Some(desk) = &mut self.desk else { return };
        match desk.file.undo(now) {
            None => self.toasts.notice(msg::app_nothing_to_undo()),
            Some((entry, saved)) => {
                if let Saved::No(error) = saved {
                    self.toasts.error(error.to_string());
                }
                desk.refresh();
                let what = words::action(desk.state(), &entry.action);
                self.toasts.notice(msg::app_undid(what));
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
            None => self.toasts.notice(msg::app_nothing_to_redo()),
            Some((_, Err(error))) => self.toasts.error(crate::words::rule_refusal(&error)),
            Some((entry, Ok(saved))) => {
                if let Saved::No(error) = saved {
                    self.toasts.error(error.to_string());
                }
                desk.refresh();
                let what = words::action(&before, &entry.action);
                self.toasts.notice(msg::app_redid(what));
            }
        }
    }
}
