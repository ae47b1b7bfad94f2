//! The computer's printers in the window (issue 45): the list read off the window's
//! thread when the Print screen comes into view (and again after each job), the printer
//! and the bell's option remembered between runs (kept at once when chosen), each print
//! job taken to the printer by a worker whose progress comes back as messages (the frame
//! never waits on the network), and the next round's score pads printed once per round,
//! when its chairs are settled after the bell: noted as printed once a printer has taken
//! them, else owed and sent when the printer is back, while their round is on.

mod bell_pads;
mod jobs;

use std::path::PathBuf;
use std::sync::mpsc;
use std::time::Instant;

use bell_pads::{Owed, Pads, path_of};
use jobs::{Heard, Job, News};

use crate::print::Document;
use crate::printers::deliver::Delivery;
use crate::printers::{PrintService, PrinterError, Printers};
use crate::view::printers::{PrintStatus, PrinterList, PrintersView};
use crate::view::{Desk, PrinterCommand};

/// The printers' side of the app.
pub(super) struct PrinterDesk {
    service: PrintService,
    view: PrintersView,
    listing: Option<mpsc::Receiver<Result<Printers, PrinterError>>>,
    /// When the list under way (else the last one read) was asked for.
    asked_at: Option<Instant>,
    /// When the list on show was asked for.
    listed_at: Option<Instant>,
    jobs: Vec<Job>,
    /// The bell's pads that no printer took yet.
    owed: Option<Owed>,
    /// The remembered printer said to be gone (said once a run).
    told_gone: Option<String>,
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
            asked_at: None,
            listed_at: None,
            jobs: Vec::new(),
            owed: None,
            told_gone: None,
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
            self.asked_at = Some(Instant::now());
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
    /// (the status line); the messages the host must read (a trouble, at length), and the
    /// bell's pads a printer took. A job that has ended has the list read again: what a
    /// printer said ("stopped") may have changed either way.
    pub(super) fn poll(&mut self, ctx: &egui::Context) -> News {
        self.take_list();
        let mut heard = Heard::default();
        let status = &mut self.view.status;
        self.jobs.retain(|job| {
            loop {
                match job.progress.try_recv() {
                    Ok(progress) => {
                        if let Some(said) = job.hear(progress, &mut heard) {
                            *status = Some(said);
                        }
                    }
                    Err(mpsc::TryRecvError::Empty) => break true,
                    Err(mpsc::TryRecvError::Disconnected) => break false,
                }
            }
        });
        if heard.gone.is_some() {
            self.told_gone = heard.gone;
        }
        if let Some(pads) = heard.owed {
            self.owed = Some(Owed {
                pads,
                since: Instant::now(),
            });
        }
        self.view.pads_waiting = self.owed.as_ref().map(|o| o.pads.round);
        if heard.ended {
            self.look(Some(ctx));
        }
        let mut news = heard.news;
        if let Some(notice) = self.gone_notice() {
            news.notices.push(notice);
        }
        news
    }

    /// The list, if the worker has brought it.
    fn take_list(&mut self) {
        let Some(rx) = &self.listing else { return };
        match rx.try_recv() {
            Ok(answer) => {
                self.view.list = match answer {
                    Ok(printers) => PrinterList::Found(printers),
                    Err(why) => PrinterList::Failed(failed_words(&self.service, &why)),
                };
                self.listing = None;
                self.listed_at = self.asked_at;
            }
            Err(mpsc::TryRecvError::Empty) => {}
            Err(mpsc::TryRecvError::Disconnected) => self.listing = None,
        }
    }

    /// The remembered printer not on the list read, said once a run: what prints instead.
    fn gone_notice(&mut self) -> Option<String> {
        let chosen = self.view.chosen.as_deref()?;
        let printers = self.view.printers()?;
        if printers.all.is_empty()
            || printers.named(chosen).is_some()
            || self.told_gone.as_deref() == Some(chosen)
        {
            return None;
        }
        self.told_gone = Some(chosen.to_owned());
        let instead = self.view.target().map(|p| p.name.as_str());
        Some(crate::words::chosen_printer_gone(chosen, instead))
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

    /// Starts taking `delivery` to the printer (the bell's `pads`, when they are those);
    /// the status line says so at once.
    fn start(&mut self, delivery: Delivery, pads: Option<Pads>, ctx: Option<&egui::Context>) {
        let what = delivery.what();
        let printer = delivery
            .printer
            .clone()
            .unwrap_or_else(crate::words::msg::app_default_printer);
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
            self.jobs.push(Job {
                what,
                progress: rx,
                pads,
            });
        }
    }

    /// A job for `document` of the open party, to the printer the host chose.
    fn delivery(&self, desk: &Desk, document: Document, links: crate::print::Links) -> Delivery {
        Delivery {
            service: self.service.clone(),
            // The list may not be read yet (the Print screen not shown this run): the
            // printer remembered (the default if it is gone), else the default.
            printer: self
                .view
                .target()
                .map(|p| p.name.clone())
                .or_else(|| self.view.chosen.clone()),
            or_default: true,
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
}

/// The list's failure in words.
fn failed_words(service: &PrintService, why: &PrinterError) -> String {
    match why {
        PrinterError::NoAnswer { server, why } => {
            let why = match why {
                crate::printers::NoAnswerWhy::Said(said) => said.clone(),
                trouble => {
                    crate::words::msg::printers_no_answer_why(trouble.code().unwrap_or("broken"))
                }
            };
            crate::words::no_print_service(server, &why)
        }
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
        let kept = crate::app::Preferences::read(storage);
        let view = &mut self.printer.view;
        view.chosen = kept.printer;
        view.pads_at_bell = kept.pads_at_bell;
    }

    /// Runs what the host asked of the printers.
    pub(super) fn printer_command(&mut self, what: PrinterCommand) {
        let ctx = self.ctx.clone();
        match what {
            PrinterCommand::LookAgain => self.printer.look(ctx.as_ref()),
            PrinterCommand::Choose(name) => {
                self.printer.view.chosen = Some(name);
                self.remember_now();
            }
            PrinterCommand::Paper(paper) => self.printer.view.paper = paper,
            PrinterCommand::PadsAtTheBell(on) => {
                self.printer.view.pads_at_bell = on;
                self.remember_now();
            }
            PrinterCommand::Print(document) => {
                let Some(desk) = &self.desk else { return };
                if !self.printer.view.can_print() {
                    self.toasts.error(crate::words::no_printers());
                    return;
                }
                let links = self.phones.view(None).print_links();
                let delivery = self.printer.delivery(desk, document, links);
                self.printer.start(delivery, None, ctx.as_ref());
            }
        }
    }

    /// After the frame's commands: the printers' news, and the next round's pads when
    /// they are due (once per round, noted beside the party once a printer took them), or
    /// when a printer is back for the pads it could not take.
    pub(super) fn printing_news(&mut self, ctx: &egui::Context) {
        self.printer
            .screen_shown(self.screen == crate::view::Screen::Print, ctx);
        let news = self.printer.poll(ctx);
        for trouble in news.troubles {
            self.toasts.error(trouble);
        }
        for notice in news.notices {
            self.toasts.notice(notice);
        }
        for pads in news.taken {
            if let Err(why) = crate::printers::rounds::mark_printed(&pads.party, pads.round) {
                self.toasts.error(
                    crate::words::msg::AppPadsNotNoted {
                        round: pads.round,
                        why: why.to_string(),
                    }
                    .say(),
                );
            }
        }
        self.printer.fade_done(ctx.input(|i| i.time));
        if self.printer.done_at.is_some() {
            // An idle window still takes the line away when its time is up.
            ctx.request_repaint_after(std::time::Duration::from_secs(1));
        }
        let due = match self.printer.pads_due(self.desk.as_ref()) {
            Some(round) => self.desk.as_ref().map(|desk| Pads {
                party: path_of(desk),
                round,
            }),
            None => self.printer.owed_due(self.desk.as_ref(), ctx),
        };
        let (Some(pads), Some(desk)) = (due, &self.desk) else {
            return;
        };
        let links = self.phones.view(None).print_links();
        let delivery = self.printer.delivery(desk, Document::ScorePads, links);
        self.printer.start(delivery, Some(pads), Some(ctx));
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
