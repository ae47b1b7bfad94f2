//! `print FILE --what … --printer [NAME]`: a print-out sent straight to one of the
//! computer's printers (the default with `--printer` alone). A printer that is not there
//! is refused in words naming those that are, before anything is made; a printer that
//! is stopped or does not answer leaves the PDF in the exports folder, and says where.

use super::*;
use crate::print::{Document, Links, Paper};
use crate::printers::deliver::{Delivery, Progress};
use crate::printers::{PrintService, PrinterError};

/// Sends `document` of the party at `path` to the printer `printer` (`None`: the
/// default) of `service`, on `paper` (`None`: the printer's own); what was sent, or why
/// not (and where the PDF went instead).
pub fn printer_command(
    path: &Path,
    document: Document,
    paper: Option<Paper>,
    printer: Option<&str>,
    service: &PrintService,
) -> Result<String, CommandError> {
    let (saved, party) = load_told(path)?;
    // A name that is no printer here is a mistake in the command: refused before
    // anything is made or saved.
    match crate::printers::find(service, printer) {
        Err(PrinterError::Unknown { name, known }) => {
            return Err(CommandError::Asked(words::unknown_printer(&name, &known)));
        }
        Err(why @ PrinterError::NoDefault { .. }) => {
            return Err(CommandError::Asked(format!("{}.", capitalised(&why))));
        }
        _ => {}
    }
    let evening = std::sync::Arc::new(crate::transcript::evening::Evening::of(&party, 0));
    let delivery = Delivery {
        service: service.clone(),
        printer: printer.map(str::to_owned),
        or_default: false,
        party,
        evening,
        title: saved.title.clone(),
        document,
        paper,
        printer_paper: None,
        links: Links::default(),
        exports: crate::output::exports_dir(path),
        watch: false,
    };
    let what = delivery.what();
    let mut last = None;
    delivery.run(&mut |progress| last = Some(progress));
    match last {
        Some(Progress::Accepted {
            printer,
            job,
            pages,
            paper,
        }) => {
            let sent = words::msg::CliPrinterSent {
                what: what.as_str(),
                count: pages,
                paper: paper.words(),
                printer,
                job: job.to_string(),
            }
            .say();
            Ok(format!("{sent}\n"))
        }
        Some(Progress::NothingToPrint(why)) => Err(why.into()),
        Some(other) => {
            let (_, long) = other.words(&what);
            if other.is_trouble() {
                Err(CommandError::Asked(long))
            } else {
                Ok(format!("{long}\n"))
            }
        }
        None => Err(CommandError::Asked(words::msg::cli_printer_not_reached(
            what,
        ))),
    }
}

/// An error's words with a capital letter.
fn capitalised(why: &PrinterError) -> String {
    let text = why.to_string();
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => text,
    }
}
