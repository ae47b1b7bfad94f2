//! The computer's printers (issue 45): the printers the system offers, asked of its
//! print service over IPP (CUPS on Linux and macOS, through the `ipp` crate: no `lp`,
//! no system library), a print-out sent to one of them and watched until it is printed,
//! or kept as a PDF in the exports folder when no printer takes it (`deliver`), and the
//! rounds whose pads went to the printer at the bell (`rounds`). On Windows there is no
//! list: the saved PDF is handed to the system's own "print" verb.

pub mod deliver;
mod ipp_wire;
pub mod rounds;

use crate::print::Paper;

/// Where the computer's printers are asked for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PrintService {
    /// A CUPS scheduler, at `host:port` ("localhost:631", or `$CUPS_SERVER`).
    Cups(String),
    /// Windows: no list; the saved PDF goes to the system's "print" verb.
    SystemVerb,
}

impl PrintService {
    /// The computer's own: CUPS where `$CUPS_SERVER` says (as CUPS's own tools read it),
    /// else `localhost:631`; on Windows, the system's print verb.
    pub fn from_environment() -> PrintService {
        if cfg!(windows) {
            return PrintService::SystemVerb;
        }
        PrintService::Cups(cups_server(std::env::var("CUPS_SERVER").ok().as_deref()))
    }

    /// Where it is, for the host: "localhost:631".
    pub fn words(&self) -> String {
        match self {
            PrintService::Cups(server) => server.clone(),
            PrintService::SystemVerb => crate::words::msg::printer_system_printing(),
        }
    }
}

/// The CUPS scheduler's `host:port` from `$CUPS_SERVER` ("host", "host:port",
/// "ipp://host:port"); a local socket's path (which IPP over TCP cannot use) or nothing
/// gives CUPS's own address on this computer.
pub fn cups_server(variable: Option<&str>) -> String {
    const LOCAL: &str = "localhost:631";
    let Some(given) = variable.map(str::trim).filter(|v| !v.is_empty()) else {
        return LOCAL.to_owned();
    };
    if given.starts_with('/') || given.starts_with('~') {
        return LOCAL.to_owned();
    }
    let bare = given
        .trim_start_matches("ipp://")
        .trim_start_matches("http://")
        .split('/')
        .next()
        .unwrap_or_default();
    let has_port = match bare.rsplit_once(':') {
        Some((host, port)) => !host.ends_with(':') && port.parse::<u16>().is_ok(),
        None => false,
    };
    match (bare.is_empty(), has_port) {
        (true, _) => LOCAL.to_owned(),
        (false, true) => bare.to_owned(),
        (false, false) => format!("{bare}:631"),
    }
}

/// What a printer is doing.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PrinterState {
    /// Ready.
    Idle,
    /// Printing something.
    Printing,
    /// Stopped (paused, or stopped by a fault).
    Stopped,
}

/// A printer the system offers.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Printer {
    /// Its name (the queue's): "Office-Laser".
    pub name: String,
    /// The system's default printer.
    pub is_default: bool,
    /// What it is doing.
    pub state: PrinterState,
    /// Why (IPP `printer-state-reasons` keywords, "none" left out).
    pub reasons: Vec<String>,
    /// Its own message, if any.
    pub message: String,
    /// Whether it takes jobs now.
    pub accepting: bool,
    /// Its default paper, when it is A4 or US Letter (or close to one).
    pub paper: Option<Paper>,
}

impl Printer {
    /// What it says about itself, in words ("out of paper"), if anything.
    pub fn says(&self) -> Option<String> {
        crate::words::printer_says(&self.reasons, &self.message)
    }

    /// Its trouble, in words, when it cannot print now.
    pub fn trouble(&self) -> Option<String> {
        if self.state == PrinterState::Stopped {
            return Some(match self.says() {
                Some(says) => crate::words::msg::printer_stopped_says(says),
                None => crate::words::msg::printer_stopped(),
            });
        }
        if !self.accepting {
            return Some(crate::words::msg::printer_not_taking_jobs());
        }
        self.says()
    }

    /// Its line on a list: "Office-Laser (default) · stopped: out of paper".
    pub fn label(&self) -> String {
        crate::words::printer_label(&self.name, self.is_default, self.trouble().as_deref())
    }
}

/// The printers the system offers, the default marked.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Printers {
    /// In the system's order.
    pub all: Vec<Printer>,
}

impl Printers {
    /// The default printer, if the system has one.
    pub fn default_printer(&self) -> Option<&Printer> {
        self.all.iter().find(|p| p.is_default)
    }

    /// The printer called `name`.
    pub fn named(&self, name: &str) -> Option<&Printer> {
        self.all.iter().find(|p| p.name == name)
    }

    /// Their names, the default marked: "Hall (default)", "Office".
    pub fn names(&self) -> Vec<String> {
        self.all
            .iter()
            .map(|p| crate::words::printer_label(&p.name, p.is_default, None))
            .collect()
    }
}

/// Why a print service did not answer: the network's trouble as a fact, worded where it
/// is shown (a print job's thread speaks no one's language), or the library's own words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NoAnswerWhy {
    /// Nothing listens there (the service is not running).
    Refused,
    /// No answer in time.
    TimedOut,
    /// The address cannot be reached.
    Unreachable,
    /// The connection broke off.
    Broken,
    /// What the library said, as it said it.
    Said(String),
}

impl NoAnswerWhy {
    /// The trouble as the catalogues select on it; `None` for the library's own words.
    pub fn code(&self) -> Option<&'static str> {
        match self {
            NoAnswerWhy::Refused => Some("refused"),
            NoAnswerWhy::TimedOut => Some("timed-out"),
            NoAnswerWhy::Unreachable => Some("unreachable"),
            NoAnswerWhy::Broken => Some("broken"),
            NoAnswerWhy::Said(_) => None,
        }
    }
}

/// Why a print-out did not reach a printer, in words.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PrinterError {
    /// The print service did not answer (not running, not installed).
    #[error("{}", crate::words::no_printer_answered())]
    NoAnswer {
        /// Where it was asked.
        server: String,
        /// What the network said.
        why: NoAnswerWhy,
    },
    /// The service answered, with no printer.
    #[error("{}", crate::words::no_printer_set_up())]
    NoPrinters,
    /// No printer of that name.
    #[error("{}", crate::words::no_printer_called(.name))]
    Unknown {
        /// The name asked for.
        name: String,
        /// The printers there are (the default marked).
        known: Vec<String>,
    },
    /// `--printer` alone, or the bell's pads with no printer chosen, and the system has
    /// several printers and no default.
    #[error("{}", crate::words::no_default_printer(.known))]
    NoDefault {
        /// The printers there are.
        known: Vec<String>,
    },
    /// The printer is stopped.
    #[error("{}", crate::words::printer_stopped(.name, .says.as_deref()))]
    Stopped {
        /// Which.
        name: String,
        /// What it says.
        says: Option<String>,
    },
    /// The printer takes no jobs now.
    #[error("{}", crate::words::printer_not_accepting(.name))]
    NotAccepting {
        /// Which.
        name: String,
    },
    /// The printer refused the job.
    #[error("{}", crate::words::printer_refused(.name, .why))]
    Refused {
        /// Which.
        name: String,
        /// Why, in words.
        why: String,
    },
    /// Windows' print verb could not be used.
    #[error("{}", crate::words::msg::printer_verb_failed(.0.as_str()))]
    Verb(String),
}

impl PrinterError {
    /// The same, short enough for the top bar: a stopped printer without what it says.
    pub fn short(&self) -> String {
        match self {
            PrinterError::Stopped { name, .. } => crate::words::printer_stopped(name, None),
            other => other.to_string(),
        }
    }
}

/// The printers the service offers, the default marked.
pub fn list(service: &PrintService) -> Result<Printers, PrinterError> {
    match service {
        PrintService::Cups(server) => ipp_wire::printers(server),
        PrintService::SystemVerb => Ok(Printers::default()),
    }
}

/// The printer to print on: the one called `name`, or the default (`None`), as it is
/// now; refused in words when there is none of that name, or no default.
pub fn find(service: &PrintService, name: Option<&str>) -> Result<Printer, PrinterError> {
    let printers = list(service)?;
    if printers.all.is_empty() {
        return Err(PrinterError::NoPrinters);
    }
    let known = printers.names();
    match name {
        Some(name) => printers
            .named(name)
            .cloned()
            .ok_or_else(|| PrinterError::Unknown {
                name: name.to_owned(),
                known,
            }),
        // With one printer, it is the one meant.
        None => match (printers.default_printer(), printers.all.as_slice()) {
            (Some(default), _) => Ok(default.clone()),
            (None, [only]) => Ok(only.clone()),
            (None, _) => Err(PrinterError::NoDefault { known }),
        },
    }
}

/// The paper of an IPP media name: "iso_a4_210x297mm" and "a4" are A4;
/// "na_letter_8.5x11in", "letter" and the other North American sizes are US Letter.
pub fn paper_of_media(media: &str) -> Option<Paper> {
    let media = media.to_ascii_lowercase();
    if media.starts_with("iso_a4") || media == "a4" {
        Some(Paper::A4)
    } else if media.starts_with("na_") || media.starts_with("letter") {
        Some(Paper::Letter)
    } else {
        None
    }
}

/// The IPP media name of a paper.
pub fn media_of_paper(paper: Paper) -> &'static str {
    match paper {
        Paper::A4 => "iso_a4_210x297mm",
        Paper::Letter => "na_letter_8.5x11in",
    }
}

/// Windows: the saved PDF handed to the system's "print" verb (the program registered
/// for PDF files prints it on the default printer). Written without `cfg` so that it is
/// compiled, and so checked, everywhere; only Windows calls it.
pub fn print_verb(path: &std::path::Path) -> Result<(), PrinterError> {
    let quoted = path.display().to_string().replace('\'', "''");
    let status = std::process::Command::new("powershell")
        .args(["-NoProfile", "-NonInteractive", "-Command"])
        .arg(format!("Start-Process -FilePath '{quoted}' -Verb Print"))
        .status()
        .map_err(|e| PrinterError::Verb(crate::store::io_words(&e)))?;
    if status.success() {
        Ok(())
    } else {
        Err(PrinterError::Verb(crate::words::msg::printer_verb_ended(
            status.to_string(),
        )))
    }
}
