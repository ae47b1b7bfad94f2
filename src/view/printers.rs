//! The computer's printers as the screens see them (issue 45): the list (being read,
//! read, or why not), the printer chosen, the paper, the bell's option, and the last
//! print job's progress for the top bar.

use crate::print::Paper;
use crate::printers::{Printer, Printers};

/// The printers the system offers, as far as they are known.
#[derive(Debug, Clone, PartialEq, Default)]
pub enum PrinterList {
    /// Not asked yet.
    #[default]
    NotAsked,
    /// Being asked (off the window's thread).
    Looking,
    /// The system's answer (perhaps no printer at all).
    Found(Printers),
    /// No print service answered: why, in words.
    Failed(String),
    /// Windows: no list; Print hands the PDF to the system's own printing.
    SystemPrinting,
}

/// A print job's progress, in words.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct PrintStatus {
    /// For the top bar: "Printing the score pads for round 3 on Office-Laser… printed".
    pub line: String,
    /// At length (where the PDF went instead), for its hover.
    pub detail: String,
    /// Something the host must see to (the printer's trouble, a PDF instead).
    pub trouble: bool,
    /// Printed (or handed to the system's printing).
    pub done: bool,
    /// The job is over (printed, given up, saved as a PDF instead): the line leaves the
    /// top bar after a while.
    pub finished: bool,
}

/// What the screens read of the printers.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct PrintersView {
    /// The list.
    pub list: PrinterList,
    /// The printer the host chose (remembered between runs).
    pub chosen: Option<String>,
    /// The paper the host chose; `None`: the printer's own.
    pub paper: Option<Paper>,
    /// Print the next round's score pads at the bell (remembered between runs).
    pub pads_at_bell: bool,
    /// The last job's progress.
    pub status: Option<PrintStatus>,
    /// The round whose pads the bell sent and no printer took: they print when the
    /// printer is back, while the round is on.
    pub pads_waiting: Option<u32>,
}

impl PrintersView {
    /// The printers found, if the list is in.
    pub fn printers(&self) -> Option<&Printers> {
        match &self.list {
            PrinterList::Found(printers) => Some(printers),
            _ => None,
        }
    }

    /// The printer a print goes to: the one chosen while it is there, else the default
    /// (else the only one).
    pub fn target(&self) -> Option<&Printer> {
        let printers = self.printers()?;
        let chosen = self.chosen.as_deref().and_then(|name| printers.named(name));
        let only = match printers.all.as_slice() {
            [only] => Some(only),
            _ => None,
        };
        chosen.or(printers.default_printer()).or(only)
    }

    /// Whether there is somewhere to print: a printer on the list, or the system's own
    /// printing.
    pub fn can_print(&self) -> bool {
        self.target().is_some() || self.list == PrinterList::SystemPrinting
    }

    /// The paper a print-out is laid out on now: the host's choice, else the printer's,
    /// else A4.
    pub fn paper_now(&self) -> Paper {
        self.paper
            .or_else(|| self.target().and_then(|p| p.paper))
            .unwrap_or_default()
    }
}
