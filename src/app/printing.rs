//! Print-outs are made off the window's thread: the results sheet of a long evening takes
//! most of a second to become a PDF, and the host's window must not stop for it. Each
//! "Save PDF" starts a worker; its answer (where the file went, or why not) comes back
//! as a message on a later frame. The spreadsheet export and the exports folder are
//! here too.

use std::path::PathBuf;
use std::sync::mpsc;

use crate::print::{Document, Paper, Printout};
use crate::rules::Party;
use crate::words::msg;

/// A finished job: what was done, for the host, or why not.
pub type Outcome = Result<String, JobError>;

/// Why a print-out did not end in the host's hands.
#[derive(Debug, thiserror::Error)]
pub enum JobError {
    /// It could not be laid out.
    #[error("{}", msg::app_not_printed(.0.to_string()))]
    NotPrinted(#[source] crate::print::PrintError),
    /// It could not be saved.
    #[error("{}", msg::app_pdf_not_saved(.0.to_string()))]
    NotSaved(#[source] crate::output::OutputError),
    /// Saved, but the viewer would not open it.
    #[error("{}", not_opened(saved, source, *how))]
    NotOpened {
        /// What was saved, in words.
        saved: String,
        /// Why the viewer did not open it.
        source: super::ViewError,
        /// Which program it was for (a PDF is opened to print).
        how: Opening,
    },
    /// The exports folder could not be shown.
    #[error("{}", msg::AppFolderNotOpened { folder: dir.display().to_string(), why: source.to_string() }.say())]
    FolderNotOpened {
        /// The folder.
        dir: PathBuf,
        /// Why.
        source: super::ViewError,
    },
    /// The worker stopped before it answered.
    #[error("{}", msg::app_printout_stopped())]
    Stopped,
}

/// The print-outs being made.
#[derive(Default)]
pub struct Printing {
    jobs: Vec<mpsc::Receiver<Outcome>>,
}

/// One print-out to make.
pub struct Job {
    /// The party as it stands (a copy: the host may go on entering results).
    pub party: Party,
    /// Its evening as the desk derived it (shared, never derived again for paper).
    pub evening: std::sync::Arc<crate::transcript::evening::Evening>,
    /// Its title.
    pub title: String,
    /// Which document.
    pub document: Document,
    /// The paper.
    pub paper: Paper,
    /// The exports folder.
    pub dir: PathBuf,
    /// The file chosen in "Save PDF as…" (else the exports folder and the usual name).
    pub out: Option<PathBuf>,
    /// Open it once saved, with this viewer.
    pub open: Option<super::Viewer>,
    /// The tables' links, when the phones are on (table cards carry them).
    pub links: crate::print::Links,
}

impl Job {
    fn run(self) -> Outcome {
        let printout = Printout::with_links(
            &self.party,
            &self.evening,
            &self.title,
            self.document,
            self.paper,
            &self.links,
        )
        .map_err(JobError::NotPrinted)?;
        let path = match &self.out {
            Some(chosen) => super::dialogs::with_extension(chosen, "pdf"),
            None => self.dir.join(printout.file_name()),
        };
        crate::output::write_pdf(&printout, &path).map_err(JobError::NotSaved)?;
        let saved = crate::words::msg::SavedPrintout {
            document: self.document.code(),
            count: printout.pages.len(),
            paper: self.paper.code(),
            path: path.display().to_string(),
        }
        .say();
        match self.open {
            None => Ok(saved),
            Some(viewer) => opened(&viewer, &path, saved, PDF),
        }
    }
}

/// Where a saved file opens ("the PDF viewer", "the browser"), and what to do with it if
/// it does not (a PDF: open it to print).
#[derive(Debug, Clone, Copy)]
pub enum Opening {
    /// A PDF: in the PDF viewer, to print.
    Pdf,
    /// A web page: in the browser.
    Page,
}

impl Opening {
    /// The catalogues' word for it.
    fn code(self) -> &'static str {
        match self {
            Opening::Pdf => "pdf",
            Opening::Page => "page",
        }
    }
}

/// A PDF: in the PDF viewer, to print.
pub const PDF: Opening = Opening::Pdf;

/// A web page: in the browser.
pub const PAGE: Opening = Opening::Page;

/// "… It did not open: why. Open it from that folder to print."
fn not_opened(saved: &str, why: &super::ViewError, how: Opening) -> String {
    msg::AppNotOpened {
        saved,
        why: why.to_string(),
        how: how.code(),
    }
    .say()
}

/// A saved file handed to the viewer; "it is opening" only when a program took it,
/// otherwise where it is (`saved` names it).
fn opened(viewer: &super::Viewer, path: &std::path::Path, saved: String, how: Opening) -> Outcome {
    match viewer(path) {
        Ok(()) => Ok(msg::AppOpening {
            saved: saved.as_str(),
            how: how.code(),
        }
        .say()),
        Err(source) => Err(JobError::NotOpened { saved, source, how }),
    }
}

impl Printing {
    /// Starts making a print-out.
    pub fn start(&mut self, job: Job) {
        self.work(move || job.run());
    }

    /// Runs `work` off the window's thread; its answer comes back through `poll`.
    fn work(&mut self, work: impl FnOnce() -> Outcome + Send + 'static) {
        let (tx, rx) = mpsc::channel();
        let started = std::thread::Builder::new()
            .name("print".to_owned())
            .spawn(move || {
                let _ = tx.send(work());
            });
        if started.is_ok() {
            self.jobs.push(rx);
        }
    }

    /// Hands a saved file to the viewer off the window's thread (the system may take a
    /// moment to say whether anything opened it); the host hears which.
    pub fn open(&mut self, viewer: super::Viewer, path: PathBuf, saved: String, how: Opening) {
        self.work(move || opened(&viewer, &path, saved, how));
    }

    /// Shows a folder in the system's file manager, off the window's thread.
    pub fn open_folder(&mut self, viewer: super::Viewer, dir: PathBuf) {
        self.work(move || {
            std::fs::create_dir_all(&dir)
                .map_err(super::ViewError::from)
                .and_then(|()| viewer(&dir))
                .map(|()| String::new())
                .map_err(|source| JobError::FolderNotOpened { dir, source })
        });
    }

    /// Whether a print-out is being made.
    pub fn busy(&self) -> bool {
        !self.jobs.is_empty()
    }

    /// The answers of the jobs that finished since the last frame (asking for a repaint
    /// while any is still working).
    pub fn poll(&mut self, ctx: &egui::Context) -> Vec<Outcome> {
        let mut done = Vec::new();
        self.jobs.retain(|rx| match rx.try_recv() {
            Ok(outcome) => {
                done.push(outcome);
                false
            }
            Err(mpsc::TryRecvError::Empty) => true,
            Err(mpsc::TryRecvError::Disconnected) => {
                done.push(Err(JobError::Stopped));
                false
            }
        });
        if self.busy() {
            ctx.request_repaint_after(std::time::Duration::from_millis(50));
        }
        done
    }
}

/// What the host takes away, asked for from the Print and Standings screens.
impl super::CinchApp {
    /// The CSV files and the JSON transcript into `exports` beside the save, named after
    /// the party's file; says where, or why not.
    pub(super) fn export_for_spreadsheet(&mut self) {
        let Some(desk) = &self.desk else { return };
        let dir = crate::output::exports_dir(desk.file.path());
        self.export_to(&dir);
    }

    /// A print-out as a PDF into `exports` beside the save, named after the party, the
    /// document and the paper, made on a worker thread; then, if asked, opened in the
    /// system's viewer. The host hears when it is done.
    pub(super) fn save_print(
        &mut self,
        document: crate::print::Document,
        paper: crate::print::Paper,
        open: bool,
    ) {
        let viewer = open.then(|| self.viewer.clone());
        if let Some(job) = self.print_job(document, paper, None, viewer) {
            self.printing.start(job);
        }
    }

    /// The job for a print-out of the open party: into `out`, else the exports folder.
    fn print_job(
        &self,
        document: crate::print::Document,
        paper: crate::print::Paper,
        out: Option<PathBuf>,
        open: Option<super::Viewer>,
    ) -> Option<Job> {
        let desk = self.desk.as_ref()?;
        Some(Job {
            party: desk.party().clone(),
            evening: std::sync::Arc::clone(desk.evening()),
            title: desk.file.title().to_owned(),
            document,
            paper,
            dir: crate::output::exports_dir(desk.file.path()),
            out,
            open,
            links: self.phones.view(None).print_links(),
        })
    }

    /// A print-out saved as the file the host chose ("Save PDF as…").
    pub(super) fn save_print_to(
        &mut self,
        document: crate::print::Document,
        paper: crate::print::Paper,
        path: &std::path::Path,
    ) {
        if let Some(job) = self.print_job(document, paper, Some(path.to_path_buf()), None) {
            self.printing.start(job);
        }
    }

    /// The results page (one HTML file, issue 36) into `exports` beside the save, named
    /// after the party; then, if asked, opened in the system's browser.
    pub(super) fn save_results_page(&mut self, open: bool) {
        let Some(desk) = &self.desk else { return };
        // Named after the party's title, as its PDFs are.
        let name = format!("{}-results.html", crate::words::slug(desk.file.title()));
        let path = crate::output::exports_dir(desk.file.path()).join(name);
        let party = desk.file.party();
        if let Err(why) = crate::output::write_html(party, desk.evening(), desk.file.title(), &path)
        {
            self.toasts.error(msg::app_page_not_saved(why.to_string()));
            return;
        }
        let saved = msg::app_page_saved(path.display().to_string());
        if !open {
            self.toasts.notice(saved);
            return;
        }
        self.printing.open(self.viewer.clone(), path, saved, PAGE);
    }

    /// The spreadsheet files into the folder the host chose ("Export to…").
    pub(super) fn export_to(&mut self, dir: &std::path::Path) {
        let Some(desk) = &self.desk else { return };
        let stem = crate::output::stem_of(desk.file.path());
        let party = desk.file.party();
        let evening = desk.evening();
        let written = crate::output::write_csv(party, evening, dir, &stem).and_then(|_| {
            crate::output::write_json(party, evening, &dir.join(format!("{stem}.json")))
        });
        match written {
            Ok(()) => self
                .toasts
                .notice(msg::app_exported(dir.display().to_string())),
            Err(why) => self.toasts.error(msg::app_not_exported(why.to_string())),
        }
    }

    /// A copy of the open party's file where the host chose ("Save a copy as…"): the
    /// party as saved, every action in it; the party stays open where it was.
    pub(super) fn save_copy_to(&mut self, path: &std::path::Path) {
        let Some(desk) = &self.desk else { return };
        let from = desk.file.path().to_path_buf();
        let to = super::dialogs::with_extension(path, "ron");
        let same =
            std::fs::canonicalize(&to).ok() == std::fs::canonicalize(&from).ok() && to.exists();
        if same {
            self.toasts.error(msg::app_copy_is_own());
            return;
        }
        match std::fs::copy(&from, &to) {
            Ok(_) => self
                .toasts
                .notice(msg::app_copy_saved(to.display().to_string())),
            Err(why) => self.toasts.error(
                msg::AppCopyNotSaved {
                    path: to.display().to_string(),
                    why: crate::store::io_words(&why),
                }
                .say(),
            ),
        }
    }

    /// Opens the system's file dialog for `ask`, starting where it makes sense (the saves
    /// folder, the party's folder, the exports folder) with a sensible name.
    pub(super) fn ask_file(&mut self, ask: crate::view::FileAsk) {
        use super::dialogs::{Kind, Request};
        use crate::view::FileAsk;
        let party = self.desk.as_ref().map(|d| d.file.path().to_path_buf());
        let needs_party = !matches!(ask, FileAsk::OpenParty);
        let Some(party) = party.or_else(|| (!needs_party).then(PathBuf::new)) else {
            self.toasts.error(msg::app_open_first());
            return;
        };
        let party_folder = party
            .parent()
            .filter(|p| !p.as_os_str().is_empty())
            .map_or_else(|| self.saves_dir.clone(), std::path::Path::to_path_buf);
        let exports = crate::output::exports_dir(&party);
        let ron = Some((msg::app_default_title(), "ron".to_owned()));
        let request = match &ask {
            FileAsk::OpenParty => Request {
                title: msg::party_open(),
                folder: self.saves_dir.clone(),
                file_name: None,
                filter: ron,
                kind: Kind::Open,
            },
            FileAsk::SaveCopy => Request {
                title: msg::app_dialog_save_copy(),
                folder: party_folder,
                file_name: Some(format!(
                    "{}.ron",
                    msg::app_copy_title(crate::output::stem_of(&party))
                )),
                filter: ron,
                kind: Kind::Save,
            },
            FileAsk::SavePdf(document, paper) => Request {
                title: msg::save_printout_as(document.code()),
                folder: exports,
                file_name: Some(crate::print::file_name(
                    self.desk.as_ref().map_or("party", |d| d.file.title()),
                    &format!("{}-{}", document.code(), paper.code()),
                )),
                filter: Some(("PDF".to_owned(), "pdf".to_owned())),
                kind: Kind::Save,
            },
            FileAsk::ExportTo => Request {
                title: msg::app_dialog_export(),
                folder: exports,
                file_name: None,
                filter: None,
                kind: Kind::Folder,
            },
        };
        if !self.dialogs.start(&self.picker, ask, request) {
            self.toasts.error(msg::app_dialog_busy());
        }
    }

    /// The exports folder in the system's file manager (made first if nothing was saved
    /// there yet).
    pub(super) fn open_exports(&mut self) {
        let Some(desk) = &self.desk else { return };
        let dir = crate::output::exports_dir(desk.file.path());
        self.printing.open_folder(self.viewer.clone(), dir);
    }
}
