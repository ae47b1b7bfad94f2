//! A print job as the window hears of it: each step of its progress taken in on the
//! window's thread, into the top bar's line, the messages the host must read, and the
//! bell's pads a printer took or could not take.

use std::sync::mpsc;

use super::Pads;
use crate::printers::deliver::Progress;
use crate::view::printers::PrintStatus;

/// A job on its way to the printer.
pub(super) struct Job {
    /// What is printed, in words.
    pub(super) what: String,
    pub(super) progress: mpsc::Receiver<Progress>,
    /// The bell's pads of a round, when the job is those.
    pub(super) pads: Option<Pads>,
}

impl Job {
    /// Takes in one step of the job's progress: the messages, the pads taken or owed;
    /// the status line it makes (none for a notice).
    pub(super) fn hear(&self, progress: Progress, heard: &mut Heard) -> Option<PrintStatus> {
        let (line, detail) = progress.words(&self.what);
        if let Progress::NotThere { chosen, .. } = progress {
            heard.news.notices.push(line);
            heard.gone = Some(chosen);
            return None;
        }
        let untaken = matches!(
            progress,
            Progress::SavedInstead { .. } | Progress::Lost { .. }
        );
        match (&self.pads, untaken) {
            (Some(pads), true) => {
                heard.owed = Some(pads.clone());
                let wait = crate::words::pads_wait_for_the_printer(pads.round);
                heard.news.troubles.push(format!("{detail} {wait}"));
            }
            _ if progress.is_trouble() && progress.is_final() => {
                heard.news.troubles.push(detail.clone());
            }
            _ => {}
        }
        if let (Some(pads), Progress::Accepted { .. }) = (&self.pads, &progress) {
            heard.news.taken.push(pads.clone());
        }
        heard.ended |= progress.is_final();
        Some(PrintStatus {
            line,
            detail,
            trouble: progress.is_trouble(),
            done: matches!(
                progress,
                Progress::Printed { .. } | Progress::HandedToSystem { .. }
            ),
            finished: progress.is_final(),
        })
    }
}

/// What a frame heard from the jobs.
#[derive(Default)]
pub(super) struct Heard {
    pub(super) news: News,
    /// The bell's pads no printer took.
    pub(super) owed: Option<Pads>,
    /// The remembered printer a job found gone.
    pub(super) gone: Option<String>,
    /// A job came to its end.
    pub(super) ended: bool,
}

/// What the workers brought in a frame.
#[derive(Default)]
pub(in crate::app) struct News {
    /// Troubles the host must read, at length.
    pub(super) troubles: Vec<String>,
    /// Notices (a remembered printer not there now).
    pub(super) notices: Vec<String>,
    /// The bell's pads a printer has taken: to note beside the party.
    pub(super) taken: Vec<Pads>,
}
