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
        "media-empty" | "media-needed" => msg::say_reason_out_of_paper(),
        "media-low" => msg::say_reason_paper_low(),
        "media-jam" => msg::say_reason_paper_jam(),
        "toner-empty" | "marker-supply-empty" => msg::say_reason_out_of_toner(),
        "toner-low" | "marker-supply-low" => msg::say_reason_toner_low(),
        "door-open" | "cover-open" | "interlock-open" => msg::say_reason_door_open(),
        "input-tray-missing" => msg::say_reason_tray_missing(),
        "output-area-full" | "output-tray-missing" => msg::say_reason_output_full(),
        "offline" | "shutdown" | "connecting-to-device" | "timed-out" => {
            msg::say_reason_unreachable()
        }
        "paused" | "moving-to-paused" => msg::say_reason_paused(),
        "spool-area-full" => msg::say_reason_queue_full(),
        other => return Some(other.replace('-', " ")),
    };
    Some(words)
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
        said.push(msg::say_printer_message(message));
    }
    (!said.is_empty()).then(|| said.join("; "))
}

/// What is being printed: "the score pads for round 3" (the pads of a known round),
/// else the document's name, "the table cards".
pub fn print_what(document_words: &str, pads_round: Option<u32>) -> String {
    match pads_round {
        Some(round) => msg::say_print_pads(round),
        None => msg::say_print_document(document_words.to_lowercase()),
    }
}

/// The top bar while a job goes to the printer: "Printing the score pads for round 3 on
/// Office-Laser…".
pub fn printing_on(what: &str, printer: &str) -> String {
    msg::SayPrintingOn {
        what,
        printer: quote(printer, 60),
    }
    .say()
}

/// The printer has taken the job and is working on it.
pub fn printing_sent(what: &str, printer: &str) -> String {
    msg::SayPrintingSent {
        what,
        printer: quote(printer, 60),
    }
    .say()
}

/// The job is printed: "Printing the score pads for round 3 on Office-Laser… printed".
pub fn printing_done(what: &str, printer: &str) -> String {
    msg::SayPrintingDone {
        what,
        printer: quote(printer, 60),
    }
    .say()
}

/// The job waits on the printer: "… the printer says: out of paper".
pub fn printing_waits(what: &str, printer: &str, says: &str) -> String {
    msg::SayPrintingWaits {
        what,
        printer: quote(printer, 60),
        says,
    }
    .say()
}

/// The printer gave up on the job (cancelled at the printer, or failed).
pub fn printing_given_up(what: &str, printer: &str) -> String {
    msg::SayPrintingGivenUp {
        what,
        printer: quote(printer, 60),
    }
    .say()
}

/// No news from the printer after the job was sent.
pub fn printing_no_news(what: &str, printer: &str) -> String {
    msg::SayPrintingNoNews {
        what,
        printer: quote(printer, 60),
    }
    .say()
}

/// Windows: the PDF saved and handed to the system's own printing.
pub fn handed_to_system(what: &str, path: &str) -> String {
    msg::SayHandedToSystem { what, path }.say()
}

/// The top bar when a print-out went into a PDF instead: "no printer answered: saved as
/// a PDF in exports/ instead". `why` is a reason that starts in lower case.
pub fn saved_instead(why: &str, folder: &str) -> String {
    msg::SaySavedInstead { why, folder }.say()
}

/// The same at length, with the file: for the message and the top bar's hover.
pub fn saved_instead_at_length(why: &str, what: &str, path: &str) -> String {
    msg::SaySavedInsteadLong {
        why: capitalised(why),
        what,
        path,
    }
    .say()
}

/// The printer refused, and the PDF could not be saved either.
pub fn not_printed_nor_saved(why: &str, what: &str, save: &str) -> String {
    msg::SayNotPrintedNorSaved {
        why: capitalised(why),
        what,
        save,
    }
    .say()
}

/// Why a job did not reach a printer, lower case: "no printer answered".
pub fn no_printer_answered() -> String {
    msg::say_no_printer_answered()
}

/// No printer is set up on the computer.
pub fn no_printer_set_up() -> String {
    msg::say_no_printer_set_up()
}

/// A printer asked for by name is not there: "there is no printer called “Office”".
pub fn no_printer_called(name: &str) -> String {
    msg::say_no_printer_called(quote(name, 60))
}

/// No printer was named, and the system has no default among several.
pub fn no_default_printer(printers: &[String]) -> String {
    msg::say_no_default_printer(and_list(printers))
}

/// A printer that is stopped: "Office-Laser is stopped (the printer says: out of paper)".
pub fn printer_stopped(name: &str, says: Option<&str>) -> String {
    match says {
        Some(says) => msg::SayPrinterStoppedSays {
            name: quote(name, 60),
            says,
        }
        .say(),
        None => msg::say_printer_stopped(quote(name, 60)),
    }
}

/// A printer that takes no jobs now.
pub fn printer_not_accepting(name: &str) -> String {
    msg::say_printer_not_accepting(quote(name, 60))
}

/// A printer that refused a job, and why: "Office-Laser refused it (it does not take
/// PDF files)".
pub fn printer_refused(name: &str, why: &str) -> String {
    msg::SayPrinterRefused {
        name: quote(name, 60),
        why,
    }
    .say()
}

/// An IPP status code's meaning for the host (the printer's refusal).
pub fn refusal(status: &str) -> String {
    match status {
        "server-error-not-accepting-jobs" => msg::say_refusal_not_accepting(),
        "client-error-document-format-not-supported" => msg::say_refusal_format(),
        "client-error-not-authorized" | "client-error-forbidden" => msg::say_refusal_forbidden(),
        "client-error-not-authenticated" => msg::say_refusal_password(),
        "client-error-not-found" => msg::say_refusal_gone(),
        "server-error-busy" | "server-error-service-unavailable" => msg::say_refusal_busy(),
        other => msg::say_refusal_other(other),
    }
}

/// "--printer NAME" named no printer: which there are.
pub fn unknown_printer(name: &str, printers: &[String]) -> String {
    if printers.is_empty() {
        return msg::say_unknown_printer_none(quote(name, 60));
    }
    msg::SayUnknownPrinter {
        name: quote(name, 60),
        printers: and_list(printers),
    }
    .say()
}

/// A printer on a list: "Office-Laser (default)", with its trouble if it has one.
pub fn printer_label(name: &str, is_default: bool, trouble: Option<&str>) -> String {
    let mut label = if is_default {
        msg::say_printer_default(quote(name, 60))
    } else {
        quote(name, 60)
    };
    if let Some(trouble) = trouble {
        label.push_str(&format!(" · {trouble}"));
    }
    label
}

/// The printer remembered from before is not among the computer's printers now, and
/// what prints instead: "The printer chosen before, “Office-Laser”, is not there now:
/// printing on Hall-Printer instead."
pub fn chosen_printer_gone(chosen: &str, instead: Option<&str>) -> String {
    match instead {
        Some(printer) => msg::SayPrinterGoneInstead {
            chosen: quote(chosen, 60),
            printer: quote(printer, 60),
        }
        .say(),
        None => msg::say_printer_gone(quote(chosen, 60)),
    }
}

/// The bell's pads that no printer took: they go to the printer when it is back, while
/// their round is on.
pub fn pads_wait_for_the_printer(round: u32) -> String {
    msg::say_pads_wait(round)
}

/// The Print screen with no printer to print on.
pub fn no_printers() -> String {
    msg::say_no_printers()
}

/// The Print screen when the print service does not answer.
pub fn no_print_service(server: &str, why: &str) -> String {
    msg::SayNoPrintService { server, why }.say()
}

/// The bell's option at a duplicate evening: nothing changes from round to round.
pub fn nothing_at_a_duplicate_bell() -> String {
    msg::say_nothing_at_duplicate_bell()
}

/// `text` with its first letter in capitals.
fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}
