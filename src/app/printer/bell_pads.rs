//! The next round's score pads at the bell (issue 45, issue 54 §4): due once a bell has
//! moved the party on and the round's chairs are settled, once a round (noted beside the
//! party once a printer has taken them); owed when no printer took them, and sent when a
//! list read since shows the printer ready, while their round is on.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use super::PrinterDesk;
use crate::rules::Phase;
use crate::view::Desk;

/// A round's score pads printed at the bell: the party's file and the round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(in crate::app) struct Pads {
    pub(in crate::app) party: PathBuf,
    pub(in crate::app) round: u32,
}

/// The bell's pads that no printer took (it was stopped, gone, silent): sent again once a
/// list read after that shows the printer ready, while their round is on.
pub(super) struct Owed {
    pub(super) pads: Pads,
    /// When they were not taken.
    pub(super) since: Instant,
}

/// How often the printers are asked after while the bell's pads wait for one.
const OWED_LOOK_EVERY: Duration = Duration::from_secs(2);

impl PrinterDesk {
    /// Notes the party's round, and whether a bell has just moved it on; the round
    /// whose pads are due now (its chairs settled, not printed before), if any.
    pub(super) fn pads_due(&mut self, desk: Option<&Desk>) -> Option<u32> {
        let Some(desk) = desk else {
            self.seen = None;
            self.bell_round = None;
            return None;
        };
        let state = desk.state();
        // Only the star game prints each round's pads at the bell.
        let Some(star) = state.star() else {
            self.seen = None;
            self.bell_round = None;
            return None;
        };
        let round = star.current_round().map(|r| r.number);
        let path = desk.file.path().to_path_buf();
        if let Some((seen_path, Some(before))) = &self.seen
            && *seen_path == path
            && round.is_some_and(|r| r > *before)
        {
            self.bell_round = round;
        }
        if self.seen.as_ref().is_some_and(|(p, _)| *p != path) {
            self.bell_round = None;
        }
        self.seen = Some((path, round));
        let due = self.bell_round?;
        let playing = state.phase() == Phase::Playing && round == Some(due);
        let begun = star
            .current_round()
            .is_some_and(|r| r.results.iter().any(Option::is_some));
        if !playing || begun {
            // Undone, ended, already being played, or nothing to print at the bell.
            self.bell_round = None;
            return None;
        }
        if !self.view.pads_at_bell || !star.empty_chairs().is_empty() {
            return None;
        }
        self.bell_round = None;
        let pads = Pads {
            party: path_of(desk),
            round: due,
        };
        (!self.printed_or_going(&pads)).then_some(due)
    }

    /// Whether `pads` are noted as printed, or on their way to a printer now.
    fn printed_or_going(&self, pads: &Pads) -> bool {
        self.jobs.iter().any(|j| j.pads.as_ref() == Some(pads))
            || crate::printers::rounds::printed(&pads.party).contains(&pads.round)
    }

    /// The owed pads to send now: their round still on at the party open, the option
    /// still ticked, and a list read since they were not taken showing the printer
    /// ready. Pads whose round is over (or of another party) are owed no more. While
    /// they wait, the printers are asked after every `OWED_LOOK_EVERY`.
    pub(super) fn owed_due(&mut self, desk: Option<&Desk>, ctx: &egui::Context) -> Option<Pads> {
        let owed = self.owed.as_ref()?;
        let on = desk.is_some_and(|desk| {
            let round = desk.state().star().and_then(|s| s.current_round());
            path_of(desk) == owed.pads.party
                && desk.state().phase() == Phase::Playing
                && round.is_some_and(|r| r.number == owed.pads.round)
        });
        if !on || !self.view.pads_at_bell || self.printed_or_going(&owed.pads) {
            self.owed = None;
            self.view.pads_waiting = None;
            return None;
        }
        let ready = self
            .view
            .target()
            .is_some_and(|p| p.accepting && p.state != crate::printers::PrinterState::Stopped);
        if ready && self.listed_at.is_some_and(|at| at > owed.since) {
            self.view.pads_waiting = None;
            return self.owed.take().map(|o| o.pads);
        }
        let due = self
            .asked_at
            .is_none_or(|at| at.elapsed() >= OWED_LOOK_EVERY);
        if due && self.listing.is_none() {
            self.look(Some(ctx));
        }
        ctx.request_repaint_after(OWED_LOOK_EVERY);
        None
    }
}

/// The party's file at `desk`.
pub(super) fn path_of(desk: &Desk) -> PathBuf {
    desk.file.path().to_path_buf()
}
