//! The IPP conversation with a CUPS scheduler, through the `ipp` crate: the printers
//! (CUPS-Get-Printers, CUPS-Get-Default), a PDF sent (Print-Job) and a job's news
//! (Get-Job-Attributes). Every answer is read defensively: a missing or odd attribute
//! is a default, never a panic.

use std::time::Duration;

use ipp::operation::IppOperation;
use ipp::prelude::*;

use super::{NoAnswerWhy, Printer, PrinterError, PrinterState, Printers};

/// The longest an answer may take (a PDF of hundreds of pages included).
const TIMEOUT: Duration = Duration::from_secs(30);

/// What a printer on the list is asked for.
const PRINTER_ATTRIBUTES: [&str; 7] = [
    "printer-name",
    "printer-state",
    "printer-state-reasons",
    "printer-state-message",
    "printer-is-accepting-jobs",
    "media-default",
    "printer-type",
];

/// A job's state, as the printer tells it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JobNews {
    /// Done: printed (`Some(true)`), given up (`Some(false)`), or still going (`None`).
    pub done: Option<bool>,
    /// Whether it is held up (stopped, or the printer stopped).
    pub held_up: bool,
}

/// The address of the printer `name` at `server`: `ipp://localhost:631/printers/NAME`.
pub fn printer_uri(server: &str, name: &str) -> String {
    let mut encoded = String::new();
    for byte in name.bytes() {
        if byte.is_ascii_alphanumeric() || b"-._~".contains(&byte) {
            encoded.push(char::from(byte));
        } else {
            encoded.push_str(&format!("%{byte:02X}"));
        }
    }
    format!("ipp://{server}/printers/{encoded}")
}

/// The user the jobs are printed for: the computer's own name for the account the
/// program runs as (what CUPS's own tools send, so that the host finds and can cancel a
/// job in the system's queue), else the name the environment gives (`USER`, `USERNAME`,
/// `LOGNAME`), else the program's. A program started without `USER` in its environment
/// (from a service, a desktop's launcher) sent its own name before.
fn user() -> String {
    let environment = ["USER", "USERNAME", "LOGNAME"]
        .iter()
        .filter_map(|v| std::env::var(v).ok());
    user_of(whoami::username().ok().into_iter().chain(environment))
}

/// The first of `names` that IPP takes as a user's name (not blank, no control
/// character, at most 255 bytes), else "cinch-party".
fn user_of(names: impl IntoIterator<Item = String>) -> String {
    names
        .into_iter()
        .map(|n| n.trim().to_owned())
        .find(|n| !n.is_empty() && n.len() <= 255 && !n.chars().any(char::is_control))
        .unwrap_or_else(|| "cinch-party".to_owned())
}

fn no_answer(server: &str, why: impl std::fmt::Display) -> PrinterError {
    PrinterError::NoAnswer {
        server: server.to_owned(),
        why: NoAnswerWhy::Said(crate::words::quote(&why.to_string(), 60)),
    }
}

/// The server did not answer, and why: in the language's words when the system's error
/// under it says the network's trouble ("io: Connection refused (os error 111)" read as
/// English in every language, a host's trial), else the library's own words.
fn no_answer_from(server: &str, why: ipp::error::IppError) -> PrinterError {
    use ipp::error::IppError;
    use std::io::ErrorKind;
    let io = match why {
        IppError::ClientError(error) => error.into_io(),
        IppError::IoError(error) => error,
        other => return no_answer(server, other),
    };
    let why = match io.kind() {
        ErrorKind::ConnectionRefused => NoAnswerWhy::Refused,
        ErrorKind::TimedOut => NoAnswerWhy::TimedOut,
        ErrorKind::HostUnreachable | ErrorKind::NetworkUnreachable => NoAnswerWhy::Unreachable,
        ErrorKind::ConnectionReset
        | ErrorKind::ConnectionAborted
        | ErrorKind::BrokenPipe
        | ErrorKind::UnexpectedEof => NoAnswerWhy::Broken,
        _ => return no_answer(server, io),
    };
    PrinterError::NoAnswer {
        server: server.to_owned(),
        why,
    }
}

fn uri(server: &str, text: &str) -> Result<Uri, PrinterError> {
    text.parse::<Uri>().map_err(|e| no_answer(server, e))
}

/// Sends `request` to `uri` and reads the answer.
fn exchange(
    server: &str,
    uri: Uri,
    request: IppRequestResponse,
) -> Result<IppRequestResponse, PrinterError> {
    let client = IppClient::builder(uri).request_timeout(TIMEOUT).build();
    client.send(request).map_err(|e| no_answer_from(server, e))
}

/// A request of CUPS's own (no printer named) asking for `attributes`.
fn cups_request(operation: Operation, attributes: &[&str]) -> Option<IppRequestResponse> {
    let mut request = IppRequestResponse::new(IppVersion::v1_1(), operation, None).ok()?;
    let names: Vec<IppValue> = attributes
        .iter()
        .filter_map(|a| IppValue::new_keyword(*a).ok())
        .collect();
    let asked = IppAttribute::with_name("requested-attributes", IppValue::Array(names)).ok()?;
    request
        .attributes_mut()
        .add(DelimiterTag::OperationAttributes, asked);
    Some(request)
}

/// The printers CUPS offers at `server`, the default marked.
pub fn printers(server: &str) -> Result<Printers, PrinterError> {
    let root = uri(server, &format!("ipp://{server}/"))?;
    let request = cups_request(Operation::CupsGetPrinters, &PRINTER_ATTRIBUTES)
        .ok_or_else(|| no_answer(server, crate::words::msg::printer_request_not_made()))?;
    let answer = exchange(server, root.clone(), request)?;
    let status = answer.header().status_code();
    // CUPS answers "not found" when it has no printer at all.
    if status == StatusCode::ClientErrorNotFound {
        return Ok(Printers::default());
    }
    if !status.is_success() {
        return Err(no_answer(server, status));
    }
    let default = default_name(server, root);
    let mut all: Vec<Printer> = answer
        .attributes()
        .groups_of(DelimiterTag::PrinterAttributes)
        .filter_map(|group| printer_of(group, default.as_deref()))
        .collect();
    // By name, as the system's own dialogs list them.
    crate::words::sort_by_name(&mut all, |p| &p.name);
    Ok(Printers { all })
}

/// The name of CUPS's default printer, if it has one.
fn default_name(server: &str, root: Uri) -> Option<String> {
    let request = cups_request(Operation::CupsGetDefault, &["printer-name"])?;
    let answer = exchange(server, root, request).ok()?;
    if !answer.header().status_code().is_success() {
        return None;
    }
    let group = answer
        .attributes()
        .groups_of(DelimiterTag::PrinterAttributes)
        .next()?;
    text(group, "printer-name")
}

/// One printer's attributes as a `Printer` (`None` without a name).
fn printer_of(group: &IppAttributeGroup, default: Option<&str>) -> Option<Printer> {
    let name = text(group, "printer-name")?;
    let state = match group.get("printer-state").map(IppAttribute::value) {
        Some(IppValue::Enum(5)) => PrinterState::Stopped,
        Some(IppValue::Enum(4)) => PrinterState::Printing,
        _ => PrinterState::Idle,
    };
    let accepting = !matches!(
        group
            .get("printer-is-accepting-jobs")
            .map(IppAttribute::value),
        Some(IppValue::Boolean(false))
    );
    Some(Printer {
        is_default: default == Some(name.as_str()),
        name,
        state,
        reasons: keywords(group, "printer-state-reasons"),
        message: text(group, "printer-state-message").unwrap_or_default(),
        accepting,
        paper: text(group, "media-default").and_then(|m| super::paper_of_media(&m)),
    })
}

/// A single text-like attribute (a name, text, keyword or URI).
fn text(group: &IppAttributeGroup, name: &str) -> Option<String> {
    let value = group.get(name)?.value();
    let single = match value {
        IppValue::Array(values) => values.first()?,
        other => other,
    };
    match single {
        IppValue::NameWithoutLanguage(_)
        | IppValue::TextWithoutLanguage(_)
        | IppValue::Keyword(_)
        | IppValue::Uri(_) => Some(single.to_string()),
        IppValue::NameWithLanguage { name, .. } => Some(name.to_string()),
        IppValue::TextWithLanguage { text, .. } => Some(text.to_string()),
        _ => None,
    }
}

/// A list of keywords, "none" left out.
fn keywords(group: &IppAttributeGroup, name: &str) -> Vec<String> {
    let Some(attribute) = group.get(name) else {
        return Vec::new();
    };
    attribute
        .value()
        .into_iter()
        .filter_map(|v| match v {
            IppValue::Keyword(k) => Some(k.to_string()),
            _ => None,
        })
        .filter(|k| k != "none")
        .collect()
}

/// Sends a PDF to the printer `name` as a job called `title` (on `media` when the host
/// chose the paper); the job's number once the printer has taken it.
pub fn print_job(
    server: &str,
    name: &str,
    pdf: Vec<u8>,
    title: &str,
    media: Option<&str>,
) -> Result<i32, PrinterError> {
    let target = uri(server, &printer_uri(server, name))?;
    let mut builder =
        IppOperationBuilder::print_job(target.clone(), IppPayload::new(std::io::Cursor::new(pdf)))
            .user_name(user())
            .job_title(title)
            .document_format("application/pdf");
    if let Some(media) = media
        && let Ok(value) = IppValue::new_keyword(media)
        && let Ok(attribute) = IppAttribute::with_name("media", value)
    {
        builder = builder.attribute(attribute);
    }
    let request = builder
        .build()
        .map_err(|e| no_answer(server, e))?
        .into_ipp_request();
    let answer = exchange(server, target, request)?;
    let status = answer.header().status_code();
    if !status.is_success() {
        let code = format!("{status}");
        return Err(match status {
            StatusCode::ServerErrorNotAcceptingJobs => PrinterError::NotAccepting {
                name: name.to_owned(),
            },
            StatusCode::ClientErrorNotFound => PrinterError::Unknown {
                name: name.to_owned(),
                known: Vec::new(),
            },
            _ => PrinterError::Refused {
                name: name.to_owned(),
                why: crate::words::refusal(&code),
            },
        });
    }
    let job = answer
        .attributes()
        .groups_of(DelimiterTag::JobAttributes)
        .find_map(|g| match g.get("job-id").map(IppAttribute::value) {
            Some(IppValue::Integer(id)) => Some(*id),
            _ => None,
        });
    Ok(job.unwrap_or(0))
}

/// How the job `job` on the printer `name` is going.
pub fn job_news(server: &str, name: &str, job: i32) -> Result<JobNews, PrinterError> {
    let target = uri(server, &printer_uri(server, name))?;
    let request = IppOperationBuilder::get_job_attributes(target.clone(), job)
        .user_name(user())
        .build()
        .map_err(|e| no_answer(server, e))?
        .into_ipp_request();
    let answer = exchange(server, target, request)?;
    if !answer.header().status_code().is_success() {
        return Err(no_answer(server, answer.header().status_code()));
    }
    let state = answer
        .attributes()
        .groups_of(DelimiterTag::JobAttributes)
        .find_map(|g| match g.get("job-state").map(IppAttribute::value) {
            Some(IppValue::Enum(state)) => Some(*state),
            _ => None,
        });
    Ok(match state {
        Some(9) => JobNews {
            done: Some(true),
            held_up: false,
        },
        Some(7 | 8) => JobNews {
            done: Some(false),
            held_up: false,
        },
        Some(4 | 6) => JobNews {
            done: None,
            held_up: true,
        },
        _ => JobNews {
            done: None,
            held_up: false,
        },
    })
}

#[cfg(test)]
mod tests {
    use super::user_of;

    #[test]
    fn the_user_is_the_first_name_ipp_takes_else_the_programs() {
        let names = |n: &[&str]| n.iter().map(|s| (*s).to_owned()).collect::<Vec<_>>();
        assert_eq!(user_of(names(&["ann", "bob"])), "ann");
        assert_eq!(user_of(names(&["  ", "bob "])), "bob");
        assert_eq!(user_of(names(&["a\u{7}b", ""])), "cinch-party");
        assert_eq!(user_of(names(&[&"x".repeat(256)])), "cinch-party");
        assert_eq!(user_of(Vec::new()), "cinch-party");
    }
}
