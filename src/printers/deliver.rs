//! A print-out taken to a printer, start to end: the printer found as it is now (a
//! stopped one is not sent to), the paper it holds unless the host chose one, the pages
//! laid out and sent as a PDF, then watched until they are printed. Whatever goes wrong,
//! the PDF ends in the exports folder and the host is told where: never a silent
//! failure. Run off the window's thread; each step is told as `Progress`.

use std::path::PathBuf;
use std::time::Duration;

use super::{PrintService, PrinterError, PrinterState, ipp_wire};
use crate::print::{Document, Links, Paper, PrintError, Printout};
use crate::rules::Party;

/// How often, and how many times at most, a job is asked after (ten minutes in all).
const WATCH_EVERY: Duration = Duration::from_millis(250);
const WATCH_TIMES: u32 = 2400;

/// A print-out to take to a printer.
pub struct Delivery {
    /// Where the printers are.
    pub service: PrintService,
    /// The printer chosen; `None`: the system's default.
    pub printer: Option<String>,
    /// The printer was chosen on an earlier run (the window remembers it): when it is no
    /// longer there, the default prints instead, and `Progress::NotThere` says so. A
    /// printer named on the command line is meant, never replaced.
    pub or_default: bool,
    /// The party as it stands (a copy).
    pub party: Party,
    /// Its evening as the desk derived it (shared, never derived again for paper).
    pub evening: std::sync::Arc<crate::transcript::evening::Evening>,
    /// Its title.
    pub title: String,
    /// Which document.
    pub document: Document,
    /// The paper the host chose; `None`: the printer's own.
    pub paper: Option<Paper>,
    /// The printer's paper as last listed: for the PDF kept when the printer cannot be
    /// asked now.
    pub printer_paper: Option<Paper>,
    /// The phones' links the table cards carry.
    pub links: Links,
    /// Where the PDF goes if no printer takes it.
    pub exports: PathBuf,
    /// Watch the job until it is printed (the window does; the command line does not).
    pub watch: bool,
}

/// How a print-out is getting on.
#[derive(Debug, Clone, PartialEq)]
pub enum Progress {
    /// The printer chosen before is not there now: the default prints instead.
    NotThere {
        /// The printer chosen.
        chosen: String,
        /// The printer that prints instead.
        printer: String,
    },
    /// Being laid out and sent to this printer.
    Sending {
        /// The printer.
        printer: String,
    },
    /// The printer has taken it.
    Accepted {
        /// The printer.
        printer: String,
        /// Its job number there.
        job: i32,
        /// How many pages.
        pages: usize,
        /// On what paper.
        paper: Paper,
    },
    /// Held up at the printer: what it says.
    Waiting {
        /// The printer.
        printer: String,
        /// What it says, in words.
        says: String,
    },
    /// Printed.
    Printed {
        /// The printer.
        printer: String,
    },
    /// The printer gave it up (cancelled there, or failed).
    GivenUp {
        /// The printer.
        printer: String,
    },
    /// Sent, and nothing heard since.
    NoNews {
        /// The printer.
        printer: String,
    },
    /// Windows: saved, and handed to the system's printing.
    HandedToSystem {
        /// The PDF.
        path: PathBuf,
    },
    /// Not printed: kept as a PDF in the exports folder instead.
    SavedInstead {
        /// Why it was not printed.
        why: PrinterError,
        /// The PDF.
        path: PathBuf,
    },
    /// Neither printed nor saved.
    Lost {
        /// Why it was not printed.
        why: PrinterError,
        /// Why it was not saved, in words.
        save: String,
    },
    /// The document cannot be laid out (no tables yet, …): nothing to print.
    NothingToPrint(PrintError),
}

impl Progress {
    /// Whether the job has come to its end (nothing more will be told).
    pub fn is_final(&self) -> bool {
        !matches!(
            self,
            Progress::NotThere { .. }
                | Progress::Sending { .. }
                | Progress::Accepted { .. }
                | Progress::Waiting { .. }
        )
    }

    /// Whether it is a trouble the host must hear of.
    pub fn is_trouble(&self) -> bool {
        matches!(
            self,
            Progress::Waiting { .. }
                | Progress::GivenUp { .. }
                | Progress::SavedInstead { .. }
                | Progress::Lost { .. }
                | Progress::NothingToPrint(_)
        )
    }

    /// In words, for `what` ("the score pads for round 3"): a line for the top bar, and
    /// the same at length (with the file's place) for its hover and the messages.
    pub fn words(&self, what: &str) -> (String, String) {
        use crate::words;
        let line = match self {
            Progress::NotThere { chosen, printer } => {
                words::chosen_printer_gone(chosen, Some(printer))
            }
            Progress::Sending { printer } => words::printing_on(what, printer),
            Progress::Accepted { printer, .. } => words::printing_sent(what, printer),
            Progress::Waiting { printer, says } => words::printing_waits(what, printer, says),
            Progress::Printed { printer } => words::printing_done(what, printer),
            Progress::GivenUp { printer } => words::printing_given_up(what, printer),
            Progress::NoNews { printer } => words::printing_no_news(what, printer),
            Progress::HandedToSystem { path } => {
                let at = path.display().to_string();
                let long = words::handed_to_system(what, &at);
                return (long.clone(), long);
            }
            Progress::SavedInstead { why, path } => {
                let folder = exports_name(path);
                let long = words::saved_instead_at_length(
                    &why.to_string(),
                    what,
                    &path.display().to_string(),
                );
                return (words::saved_instead(&why.short(), &folder), long);
            }
            Progress::Lost { why, save } => {
                let long = words::not_printed_nor_saved(&why.to_string(), what, save);
                return (long.clone(), long);
            }
            Progress::NothingToPrint(why) => {
                crate::words::msg::printer_nothing_printed(why.to_string())
            }
        };
        (line.clone(), line)
    }
}

/// The folder's own name ("exports") of the file at `path`.
fn exports_name(path: &std::path::Path) -> String {
    path.parent().and_then(|p| p.file_name()).map_or_else(
        || "exports".to_owned(),
        |n| n.to_string_lossy().into_owned(),
    )
}

impl Delivery {
    /// What is printed, in words: "the score pads for round 3", "the table cards".
    pub fn what(&self) -> String {
        let round = (self.document == Document::ScorePads)
            .then(|| self.party.state().round_number())
            .flatten();
        crate::words::print_what(&self.document.words(), round)
    }

    /// Takes the print-out to the printer, telling each step.
    pub fn run(self, tell: &mut dyn FnMut(Progress)) {
        let server = match &self.service {
            PrintService::Cups(server) => server.clone(),
            PrintService::SystemVerb => return self.by_system_verb(tell),
        };
        let found = match super::find(&self.service, self.printer.as_deref()) {
            Err(PrinterError::Unknown { name, .. }) if self.or_default => {
                super::find(&self.service, None).inspect(|printer| {
                    tell(Progress::NotThere {
                        chosen: name,
                        printer: printer.name.clone(),
                    });
                })
            }
            found => found,
        };
        let printer = match found {
            Ok(printer) => printer,
            Err(why) => {
                let paper = self.paper.or(self.printer_paper).unwrap_or_default();
                return self.instead(why, paper, tell);
            }
        };
        let name = printer.name.clone();
        let paper = self.paper.or(printer.paper).unwrap_or_default();
        if printer.state == PrinterState::Stopped {
            let says = printer.says();
            return self.instead(PrinterError::Stopped { name, says }, paper, tell);
        }
        if !printer.accepting {
            return self.instead(PrinterError::NotAccepting { name }, paper, tell);
        }
        tell(Progress::Sending {
            printer: name.clone(),
        });
        let (printout, pdf) = match self.laid_out(paper) {
            Ok(made) => made,
            Err(why) => return tell(Progress::NothingToPrint(why)),
        };
        let media = self.paper.map(super::media_of_paper);
        let job_title = format!("{} · {}", self.title, self.document.words());
        match ipp_wire::print_job(&server, &name, pdf.clone(), &job_title, media) {
            Ok(job) => {
                tell(Progress::Accepted {
                    printer: name.clone(),
                    job,
                    pages: printout.pages.len(),
                    paper,
                });
                if self.watch {
                    watch(&self.service, &server, &name, job, tell);
                }
            }
            Err(why) => tell(self.keep(why, &printout, &pdf)),
        }
    }

    /// The pages on `paper`, and their PDF.
    fn laid_out(&self, paper: Paper) -> Result<(Printout, Vec<u8>), PrintError> {
        let printout = Printout::with_links(
            &self.party,
            &self.evening,
            &self.title,
            self.document,
            paper,
            &self.links,
        )?;
        let pdf = printout.to_pdf()?;
        Ok((printout, pdf))
    }

    /// Not printed because of `why`: the PDF into the exports folder instead.
    fn instead(&self, why: PrinterError, paper: Paper, tell: &mut dyn FnMut(Progress)) {
        match self.laid_out(paper) {
            Ok((printout, pdf)) => tell(self.keep(why, &printout, &pdf)),
            Err(nothing) => tell(Progress::NothingToPrint(nothing)),
        }
    }

    /// The PDF kept in the exports folder, as the answer to `why`.
    fn keep(&self, why: PrinterError, printout: &Printout, pdf: &[u8]) -> Progress {
        let path = self.exports.join(printout.file_name());
        match crate::store::write_file(&path, pdf) {
            Ok(()) => Progress::SavedInstead { why, path },
            Err(save) => Progress::Lost {
                why,
                save: save.to_string(),
            },
        }
    }

    /// Windows: the PDF saved, then handed to the system's print verb.
    fn by_system_verb(&self, tell: &mut dyn FnMut(Progress)) {
        let paper = self.paper.unwrap_or_default();
        let (printout, pdf) = match self.laid_out(paper) {
            Ok(made) => made,
            Err(why) => return tell(Progress::NothingToPrint(why)),
        };
        let path = self.exports.join(printout.file_name());
        if let Err(save) = crate::store::write_file(&path, &pdf) {
            let why = PrinterError::Verb(crate::words::msg::printer_pdf_not_saved());
            return tell(Progress::Lost {
                why,
                save: save.to_string(),
            });
        }
        tell(match super::print_verb(&path) {
            Ok(()) => Progress::HandedToSystem { path },
            Err(why) => Progress::SavedInstead { why, path },
        });
    }
}

/// Asks after job `job` until it is printed or given up (or nothing more is heard),
/// telling what the printer says while it waits.
fn watch(
    service: &PrintService,
    server: &str,
    name: &str,
    job: i32,
    tell: &mut dyn FnMut(Progress),
) {
    let printer = name.to_owned();
    let mut said: Option<String> = None;
    let mut silent = 0;
    for _ in 0..WATCH_TIMES {
        std::thread::sleep(WATCH_EVERY);
        let news = match ipp_wire::job_news(server, name, job) {
            Ok(news) => news,
            Err(_) if silent < 3 => {
                silent += 1;
                continue;
            }
            Err(_) => return tell(Progress::NoNews { printer }),
        };
        silent = 0;
        match news.done {
            Some(true) => return tell(Progress::Printed { printer }),
            Some(false) => return tell(Progress::GivenUp { printer }),
            None => {}
        }
        // While it is not done, the printer's own trouble (out of paper) is news.
        let trouble = super::find(service, Some(name))
            .ok()
            .and_then(|p| p.trouble());
        let says = match (trouble, news.held_up) {
            (Some(trouble), _) => Some(trouble),
            (None, true) => Some(crate::words::msg::printer_holding_job()),
            (None, false) => None,
        };
        if says != said
            && let Some(says) = &says
        {
            tell(Progress::Waiting {
                printer: printer.clone(),
                says: says.clone(),
            });
        }
        said = says;
    }
    tell(Progress::NoNews { printer });
}
