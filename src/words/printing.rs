//! The printers' words (issue 45): what a printer says about itself, a print job's
//! progress for the top bar, why a print-out went into a PDF instead, and a printer on
//! the Print screen's list. The facts come from the print service as IPP keywords and
//! names; only this module decides how they read.

use super::*;

/// A printer's state reason (an IPP `printer-state-reasons` keyword) in the host's
/// words: "media-empty-error" is "out of paper". `None` for "none" and for the reasons
/// that are only news (a report, not a trouble).
pub fn printer_reason(keyword: &str) -> Option<String> {
    if keyword.ends_with("-report") {
        return None;
    }
    let bare = keyword
        .trim_end_matches("-error")
        .trim_end_matches("-warning");
    let words = match bare {
        "none" | "" => return None,
        "media-empty" | "media-needed" => "out of paper",
        "media-low" => "paper low",
        "media-jam" => "paper jam",
        "toner-empty" | "marker-supply-empty" => "out of toner or ink",
        "toner-low" | "marker-supply-low" => "toner or ink low",
        "door-open" | "cover-open" | "interlock-open" => "a door or cover is open",
        "input-tray-missing" => "a paper tray is missing",
        "output-area-full" | "output-tray-missing" => "the output tray is full or missing",
        "offline" | "shutdown" | "connecting-to-device" | "timed-out" => {
            "it cannot be reached (switched off or not connected?)"
        }
        "paused" | "moving-to-paused" => "paused in the computer's printer settings",
        "spool-area-full" => "its queue is full",
        other => return Some(other.replace('-', " ")),
    };
    Some(words.to_owned())
}

/// What a printer says, from its state reasons and its message: "out of paper", or
/// `None` when it says nothing worth telling.
pub fn printer_says(reasons: &[String], message: &str) -> Option<String> {
    let mut said: Vec<String> = reasons.iter().filter_map(|r| printer_reason(r)).collect();
    let message = quote(message.trim(), 120);
    // CUPS's own echo of a reason ("Paused", "Rejecting Jobs") tells nothing more.
    let echo = |m: &str| {
        m.eq_ignore_ascii_case("rejecting jobs")
            || reasons
                .iter()
                .any(|r| r.replace('-', " ").eq_ignore_ascii_case(m))
            || said.iter().any(|s| s.eq_ignore_ascii_case(m))
    };
    if !message.is_empty() && !echo(&message) {
        said.push(format!("“{message}”"));
    }
    (!said.is_empty()).then(|| said.join("; "))
}

/// What is being printed: "the score pads for round 3" (the pads of a known round),
/// else the document's name, "the table cards".
pub fn print_what(document_words: &str, pads_round: Option<u32>) -> String {
    match pads_round {
        Some(round) => format!("the score pads for round {round}"),
        None => format!("the {}", document_words.to_lowercase()),
    }
}

/// The top bar while a job goes to the printer: "Printing the score pads for round 3 on
/// Office-Laser…".
pub fn printing_on(what: &str, printer: &str) -> String {
    format!("Printing {what} on {}…", quote(printer, 60))
}

/// The printer has taken the job and is working on it.
pub fn printing_sent(what: &str, printer: &str) -> String {
    format!("{} sent", printing_on(what, printer))
}

/// The job is printed: "Printing the score pads for round 3 on Office-Laser… printed".
pub fn printing_done(what: &str, printer: &str) -> String {
    format!("{} printed", printing_on(what, printer))
}

/// The job waits on the printer: "… the printer says: out of paper".
pub fn printing_waits(what: &str, printer: &str, says: &str) -> String {
    format!("{} the printer says: {says}", printing_on(what, printer))
}

/// The printer gave up on the job (cancelled at the printer, or failed).
pub fn printing_given_up(what: &str, printer: &str) -> String {
    format!(
        "{} the printer gave it up: print it again, or use the PDF",
        printing_on(what, printer)
    )
}

/// No news from the printer after the job was sent.
pub fn printing_no_news(what: &str, printer: &str) -> String {
    format!(
        "{} sent; the printer has said nothing since",
        printing_on(what, printer)
    )
}

/// Windows: the PDF saved and handed to the system's own printing.
pub fn handed_to_system(what: &str, path: &str) -> String {
    format!("The PDF of {what} is saved as {path} and handed to the computer's printing.")
}

/// The top bar when a print-out went into a PDF instead: "no printer answered: saved as
/// a PDF in exports/ instead". `why` is a reason that starts in lower case.
pub fn saved_instead(why: &str, folder: &str) -> String {
    format!("{why}: saved as a PDF in {folder}/ instead")
}

/// The same at length, with the file: for the message and the top bar's hover.
pub fn saved_instead_at_length(why: &str, what: &str, path: &str) -> String {
    format!(
        "{}. Nothing is lost: the PDF of {what} is saved instead, as {path}.",
        capitalised(why)
    )
}

/// The printer refused, and the PDF could not be saved either.
pub fn not_printed_nor_saved(why: &str, what: &str, save: &str) -> String {
    format!(
        "{}, and the PDF of {what} could not be saved either: {save}",
        capitalised(why)
    )
}

/// Why a job did not reach a printer, lower case: "no printer answered".
pub fn no_printer_answered() -> String {
    "no printer answered".to_owned()
}

/// No printer is set up on the computer.
pub fn no_printer_set_up() -> String {
    "no printer is set up on this computer".to_owned()
}

/// A printer asked for by name is not there: "there is no printer called “Office”".
pub fn no_printer_called(name: &str) -> String {
    format!("there is no printer called “{}”", quote(name, 60))
}

/// No printer was named, and the system has no default among several.
pub fn no_default_printer(printers: &[String]) -> String {
    format!(
        "no printer is set as the default: name one of {}",
        and_list(printers)
    )
}

/// A printer that is stopped: "Office-Laser is stopped (the printer says: out of paper)".
pub fn printer_stopped(name: &str, says: Option<&str>) -> String {
    match says {
        Some(says) => format!("{} is stopped (the printer says: {says})", quote(name, 60)),
        None => format!("{} is stopped", quote(name, 60)),
    }
}

/// A printer that takes no jobs now.
pub fn printer_not_accepting(name: &str) -> String {
    format!("{} is not taking jobs now", quote(name, 60))
}

/// A printer that refused a job, and why: "Office-Laser refused it (it does not take
/// PDF files)".
pub fn printer_refused(name: &str, why: &str) -> String {
    format!("{} refused it ({why})", quote(name, 60))
}

/// An IPP status code's meaning for the host (the printer's refusal).
pub fn refusal(status: &str) -> String {
    match status {
        "server-error-not-accepting-jobs" => "it is not taking jobs now".to_owned(),
        "client-error-document-format-not-supported" => "it does not take PDF files".to_owned(),
        "client-error-not-authorized" | "client-error-forbidden" => {
            "this user may not print there".to_owned()
        }
        "client-error-not-authenticated" => "it asks for a password".to_owned(),
        "client-error-not-found" => "it is not there any more".to_owned(),
        "server-error-busy" | "server-error-service-unavailable" => {
            "it is busy: try again in a moment".to_owned()
        }
        other => format!("it answered {other}"),
    }
}

/// "--printer NAME" named no printer: which there are.
pub fn unknown_printer(name: &str, printers: &[String]) -> String {
    if printers.is_empty() {
        return format!(
            "{}: {}.",
            capitalised(&no_printer_called(name)),
            no_printer_set_up()
        );
    }
    format!(
        "{}. The printers here: {}.",
        capitalised(&no_printer_called(name)),
        and_list(printers)
    )
}

/// A printer on a list: "Office-Laser (default)", with its trouble if it has one.
pub fn printer_label(name: &str, is_default: bool, trouble: Option<&str>) -> String {
    let mut label = quote(name, 60);
    if is_default {
        label.push_str(" (default)");
    }
    if let Some(trouble) = trouble {
        label.push_str(&format!(" · {trouble}"));
    }
    label
}

/// The printer remembered from before is not among the computer's printers now, and
/// what prints instead: "The printer chosen before, “Office-Laser”, is not there now:
/// printing on Hall-Printer instead."
pub fn chosen_printer_gone(chosen: &str, instead: Option<&str>) -> String {
    let gone = format!(
        "The printer chosen before, “{}”, is not there now",
        quote(chosen, 60)
    );
    match instead {
        Some(printer) => format!("{gone}: printing on {} instead.", quote(printer, 60)),
        None => format!("{gone}."),
    }
}

/// The bell's pads that no printer took: they go to the printer when it is back, while
/// their round is on.
pub fn pads_wait_for_the_printer(round: u32) -> String {
    format!(
        "The score pads for round {round} will print as soon as the printer is back (while \
         round {round} is on)."
    )
}

/// The Print screen with no printer to print on.
pub const NO_PRINTERS: &str = "No printer is set up on this computer. Save a PDF to print it \
     elsewhere, or add a printer in the computer's printer settings and look again.";

/// The Print screen when the print service does not answer.
pub fn no_print_service(server: &str, why: &str) -> String {
    format!(
        "No print service answered at {server} ({why}), so there is no printer to list. Save \
         a PDF instead, or start the printing service (CUPS) and look again."
    )
}

/// The bell's option at a duplicate evening: nothing changes from round to round.
pub const NOTHING_AT_A_DUPLICATE_BELL: &str = "At a Duplicate Cinch evening the guide cards, \
     traveller slips and pair cards serve every round: nothing new is printed at the bell.";

/// `text` with its first letter in capitals.
fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}
