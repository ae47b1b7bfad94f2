//! The computer's printers in the window (issue 45): the list read off the window's
//! thread when the Print screen comes into view, the printer and the bell's option
//! remembered between runs, each print job taken to the printer by a worker whose
//! progress comes back as messages (the frame never waits on the network), and the next
//! round's score pads printed once per round, when its chairs are settled after the
//! bell.

use std::path::PathBuf;
use std::sync::mpsc;

use crate::print::Document;
use crate::printers::deliver::{Delivery, Progress};
use crate::printers::{PrintService, PrinterError, Printers};
use crate::rules::Phase;
use crate::view::printers::{PrintStatus, PrinterList, PrintersView};
use crate::view::{Desk, PrinterCommand};

/// The key under which eframe keeps the printer chosen.
pub const PRINTER_KEY: &str = "printer";
/// The key under which eframe keeps the bell's option ("yes" or "no").
pub const PADS_AT_BELL_KEY: &str = "print_pads_at_bell";

/// A job on its way to the printer.
struct Job {
    /// What is printed, in words.
    what: String,
    progress: mpsc::Receiver<Progress>,
}

/// The printers' side of the app.
pub(super) struct PrinterDesk {
    service: PrintService,
    view: PrintersView,
    listing: Option<mpsc::Receiver<Result<Printers, PrinterError>>>,
    jobs: Vec<Job>,
    /// The Print screen was on show last frame (the list is read as it comes into view).
    on_screen: bool,
    /// The party and its round as last seen: a later round means a bell has rung.
    seen: Option<(PathBuf, Option<u32>)>,
    /// A bell has rung into this round: its pads wait for its chairs to be settled.
    bell_round: Option<u32>,
    /// When (egui's time) the job's status became final: the line leaves the top bar
    /// after a while (issue 54: a trouble stayed for minutes).
    done_at: Option<f64>,
}

/// How long "… printed" stays in the top bar, in seconds.
const DONE_SHOWN: f64 = 10.0;
/// How long a job's final trouble stays ("stopped: saved as a PDF instead"); it was
/// also said at length in the messages, which stay until clicked or faded.
const TROUBLE_SHOWN: f64 = 30.0;

impl PrinterDesk {
    pub(super) fn new(service: PrintService) -> PrinterDesk {
        let list = if service == PrintService::SystemVerb {
            PrinterList::SystemPrinting
        } else {
            PrinterList::NotAsked
        };
        PrinterDesk {
            service,
            view: PrintersView {
                list,
                ..PrintersView::default()
            },
            listing: None,
            jobs: Vec::new(),
            on_screen: false,
            seen: None,
            bell_round: None,
            done_at: None,
        }
    }

    /// What the screens see.
    pub(super) fn view(&self) -> &PrintersView {
        &self.view
    }

    /// Asks the system for its printers, off the window's thread.
    fn look(&mut self, ctx: Option<&egui::Context>) {
        if self.listing.is_some() || self.view.list == PrinterList::SystemPrinting {
            return;
        }
        let (tx, rx) = mpsc::channel();
        let service = self.service.clone();
        let ctx = ctx.cloned();
        let started = std::thread::Builder::new()
            .name("printers".to_owned())
            .spawn(move || {
                let _ = tx.send(crate::printers::list(&service));
                if let Some(ctx) = ctx {
                    ctx.request_repaint();
                }
            });
        if started.is_ok() {
            self.listing = Some(rx);
            if !matches!(self.view.list, PrinterList::Found(_)) {
                self.view.list = PrinterList::Looking;
            }
        }
    }

    /// Each frame: the list is read again as the Print screen comes into view.
    pub(super) fn screen_shown(&mut self, on_print: bool, ctx: &egui::Context) {
        if on_print && !self.on_screen {
            self.look(Some(ctx));
        }
        self.on_screen = on_print;
    }

    /// What the workers brought since the last frame: the list, and each job's progress
    /// (the status line); the messages the host must read (a trouble, at length).
    pub(super) fn poll(&mut self) -> Vec<String> {
        if let Some(rx) = &self.listing {
            match rx.try_recv() {
                Ok(answer) => {
                    self.view.list = match answer {
                        Ok(printers) => PrinterList::Found(printers),
                        Err(why) => PrinterList::Failed(failed_words(&self.service, &why)),
                    };
                    self.listing = None;
                }
                Err(mpsc::TryRecvError::Empty) => {}
                Err(mpsc::TryRecvError::Disconnected) => self.listing = None,
            }
        }
        let mut troubles = Vec::new();
        let status = &mut self.view.status;
        self.jobs.retain(|job| {
            let mut going = true;
            loop {
                match job.progress.try_recv() {
                    Ok(progress) => {
                        let (line, detail) = progress.words(&job.what);
                        if progress.is_trouble() && progress.is_final() {
                            troubles.push(detail.clone());
                        }
                        *status = Some(PrintStatus {
                            line,
                            detail,
                            trouble: progress.is_trouble(),
                            done: matches!(
                                progress,
                                Progress::Printed { .. } | Progress::HandedToSystem { .. }
                            ),
                            finished: progress.is_final(),
                        });
                    }
                    Err(mpsc::TryRecvError::Empty) => break,
                    Err(mpsc::TryRecvError::Disconnected) => {
                        going = false;
                        break;
                    }
                }
            }
            going
        });
        troubles
    }

    /// A job's last word leaves the top bar after a while: "printed" after `DONE_SHOWN`,
    /// a trouble after `TROUBLE_SHOWN`; a job still going keeps its line.
    fn fade_done(&mut self, now: f64) {
        let shown_for = match &self.view.status {
            Some(status) if status.finished && status.trouble => Some(TROUBLE_SHOWN),
            Some(status) if status.finished || status.done => Some(DONE_SHOWN),
            _ => None,
        };
        match (shown_for, self.done_at) {
            (None, _) => self.done_at = None,
            (Some(_), None) => self.done_at = Some(now),
            (Some(shown_for), Some(at)) if now - at > shown_for => {
                self.view.status = None;
                self.done_at = None;
            }
            (Some(_), Some(_)) => {}
        }
    }

    /// Starts taking `delivery` to the printer; the status line says so at once.
    fn start(&mut self, delivery: Delivery, ctx: Option<&egui::Context>) {
        let what = delivery.what();
        let printer = delivery
            .printer
            .clone()
            .unwrap_or_else(|| "the default printer".to_owned());
        let line = crate::words::printing_on(&what, &printer);
        self.view.status = Some(PrintStatus {
            detail: line.clone(),
            line,
            ..PrintStatus::default()
        });
        let (tx, rx) = mpsc::channel();
        let ctx = ctx.cloned();
        let started = std::thread::Builder::new()
            .name("print-job".to_owned())
            .spawn(move || {
                delivery.run(&mut |progress| {
                    let _ = tx.send(progress);
                    if let Some(ctx) = &ctx {
                        ctx.request_repaint();
                    }
                });
            });
        if started.is_ok() {
            self.jobs.push(Job { what, progress: rx });
        }
    }

    /// A job for `document` of the open party, to the printer the host chose.
    fn delivery(&self, desk: &Desk, document: Document, links: crate::print::Links) -> Delivery {
        Delivery {
            service: self.service.clone(),
            // The list may not be read yet (the Print screen not shown this run): the
            // printer remembered, else the default.
            printer: self
                .view
                .target()
                .map(|p| p.name.clone())
                .or_else(|| self.view.chosen.clone()),
            party: desk.party().clone(),
            evening: std::sync::Arc::clone(desk.evening()),
            title: desk.file.title().to_owned(),
            document,
            paper: self.view.paper,
            printer_paper: self.view.target().and_then(|p| p.paper),
            links,
            exports: crate::output::exports_dir(desk.file.path()),
            watch: true,
        }
    }

    /// Notes the party's round, and whether a bell has just moved it on; the round
    /// whose pads are due now (its chairs settled, not printed before), if any.
    fn pads_due(&mut self, desk: Option<&Desk>) -> Option<u32> {
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
        let printed = crate::printers::rounds::printed(desk.file.path());
        (!printed.contains(&due)).then_some(due)
    }
}

/// The list's failure in words.
fn failed_words(service: &PrintService, why: &PrinterError) -> String {
    match why {
        PrinterError::NoAnswer { server, why } => crate::words::no_print_service(server, why),
        other => crate::words::no_print_service(&service.words(), &other.to_string()),
    }
}

impl super::CinchApp {
    /// Uses `service` for the printers instead of the computer's own (the tests' CUPS).
    pub fn with_print_service(mut self, service: PrintService) -> Self {
        self.printer = PrinterDesk::new(service);
        self
    }

    /// The printers, as the screens see them.
    pub fn printers(&self) -> &PrintersView {
        self.printer.view()
    }

    /// Puts back the printer chosen and the bell's option from eframe's storage.
    pub fn restore_printing(&mut self, storage: &dyn eframe::Storage) {
        let view = &mut self.printer.view;
        view.chosen = storage
            .get_string(PRINTER_KEY)
            .filter(|name| !name.is_empty());
        view.pads_at_bell = storage.get_string(PADS_AT_BELL_KEY).as_deref() == Some("yes");
    }

    /// Keeps the printer chosen and the bell's option in eframe's storage.
    pub(super) fn save_printing(&self, storage: &mut dyn eframe::Storage) {
        let view = self.printer.view();
        storage.set_string(PRINTER_KEY, view.chosen.clone().unwrap_or_default());
        let pads = if view.pads_at_bell { "yes" } else { "no" };
        storage.set_string(PADS_AT_BELL_KEY, pads.to_owned());
    }

    /// Runs what the host asked of the printers.
    pub(super) fn printer_command(&mut self, what: PrinterCommand) {
        let ctx = self.ctx.clone();
        match what {
            PrinterCommand::LookAgain => self.printer.look(ctx.as_ref()),
            PrinterCommand::Choose(name) => self.printer.view.chosen = Some(name),
            PrinterCommand::Paper(paper) => self.printer.view.paper = paper,
            PrinterCommand::PadsAtTheBell(on) => self.printer.view.pads_at_bell = on,
            PrinterCommand::Print(document) => {
                let Some(desk) = &self.desk else { return };
                if !self.printer.view.can_print() {
                    self.toasts.error(crate::words::NO_PRINTERS);
                    return;
                }
                let links = self.phones.view(None).print_links();
                let delivery = self.printer.delivery(desk, document, links);
                self.printer.start(delivery, ctx.as_ref());
            }
        }
    }

    /// After the frame's commands: the printers' news, and the next round's pads when
    /// they are due (once per round, kept beside the party).
    pub(super) fn printing_news(&mut self, ctx: &egui::Context) {
        self.printer
            .screen_shown(self.screen == crate::view::Screen::Print, ctx);
        let troubles = self.printer.poll();
        if !troubles.is_empty() {
            // The printer's state has changed, or was not what the list said.
            self.printer.look(Some(ctx));
        }
        for trouble in troubles {
            self.toasts.error(trouble);
        }
        self.printer.fade_done(ctx.input(|i| i.time));
        if self.printer.done_at.is_some() {
            // An idle window still takes the line away when its time is up.
            ctx.request_repaint_after(std::time::Duration::from_secs(1));
        }
        let Some(round) = self.printer.pads_due(self.desk.as_ref()) else {
            return;
        };
        let Some(desk) = &self.desk else { return };
        if let Err(why) = crate::printers::rounds::mark_printed(desk.file.path(), round) {
            self.toasts.error(format!(
                "The pads of round {round} are printing, but that could not be noted beside \
                 the party ({why}): an undo and redo of the bell may print them again."
            ));
        }
        let links = self.phones.view(None).print_links();
        let delivery = self.printer.delivery(desk, Document::ScorePads, links);
        self.printer.start(delivery, Some(ctx));
    }
}

#[cfg(test)]
mod tests {
    use super::{DONE_SHOWN, PrinterDesk, TROUBLE_SHOWN};
    use crate::printers::PrintService;
    use crate::view::printers::PrintStatus;

    fn desk_with(status: PrintStatus) -> PrinterDesk {
        let mut desk = PrinterDesk::new(PrintService::SystemVerb);
        desk.view.status = Some(status);
        desk
    }

    /// Issue 54: a job's trouble ("stopped: saved as a PDF instead") stayed in the top bar
    /// for minutes, folding the tabs; it leaves after `TROUBLE_SHOWN`, "printed" after
    /// `DONE_SHOWN`, and a job still going keeps its line.
    #[test]
    fn a_finished_jobs_line_leaves_the_top_bar_after_a_while() {
        let finished = |trouble, done| PrintStatus {
            trouble,
            done,
            finished: true,
            ..PrintStatus::default()
        };
        for (status, shown) in [
            (finished(false, true), DONE_SHOWN),
            (finished(true, false), TROUBLE_SHOWN),
        ] {
            let mut desk = desk_with(status);
            desk.fade_done(100.0);
            desk.fade_done(100.0 + shown - 1.0);
            assert!(desk.view.status.is_some(), "still shown before its time");
            desk.fade_done(100.0 + shown + 1.0);
            assert!(desk.view.status.is_none(), "gone after {shown} s");
        }
        let mut going = desk_with(PrintStatus {
            trouble: true,
            ..PrintStatus::default()
        });
        going.fade_done(0.0);
        going.fade_done(10_000.0);
        assert!(going.view.status.is_some(), "a job going on keeps its line");
    }
}
