//! The computer's printers (issue 45), against a real CUPS scheduler of the test's own
//! (`support::cups`): the printers listed with the default marked and their paper, table
//! cards and a round's score pads sent and read back from the job's own document page by
//! page, and every way a print-out can miss the printer (stopped, none answering, none
//! of that name) ending as a PDF in the exports folder, said in words.
//!
//! Needs CUPS's scheduler (`cups`) and poppler-utils; `.ci/run` installs them.

use cinch_party::print::{Document, Links, Paper};
use cinch_party::printers::deliver::{Delivery, Progress};
use cinch_party::printers::{self, PrintService, PrinterError, PrinterState};
use cinch_party::rules::{Party, Seat};
use cinch_party::simulate::{Options, simulate};

use crate::support::cups::{A4, Cups, LETTER, Queue};
use crate::support::print::file_pages;

fn office_and_hall() -> Cups {
    Cups::start(&[
        Queue {
            name: "Office-Laser",
            default: false,
            media: LETTER,
        },
        Queue {
            name: "Hall-Printer",
            default: true,
            media: A4,
        },
    ])
}

/// Ten tables, round 4 in play.
fn evening() -> Party {
    simulate(&Options {
        seed: 45,
        ladies: 20,
        gentlemen: 20,
        rounds: 4,
        open_round: true,
        ..Options::default()
    })
    .unwrap()
}

fn delivery(service: PrintService, printer: Option<&str>, document: Document) -> Delivery {
    let exports = tempfile::tempdir().unwrap().keep().join("exports");
    let party = evening();
    Delivery {
        service,
        printer: printer.map(str::to_owned),
        or_default: false,
        evening: std::sync::Arc::new(cinch_party::transcript::evening::Evening::of(&party, 0)),
        party,
        title: "Friday Cinch".to_owned(),
        document,
        paper: None,
        printer_paper: None,
        links: Links::default(),
        exports,
        watch: true,
    }
}

/// Runs a delivery to its end; every step it told.
fn deliver(delivery: Delivery) -> Vec<Progress> {
    let mut told = Vec::new();
    delivery.run(&mut |p| told.push(p));
    told
}

fn page_size(pdf: &std::path::Path) -> String {
    let out = crate::support::print::poppler("pdfinfo")
        .arg(pdf)
        .output()
        .unwrap();
    let info = String::from_utf8_lossy(&out.stdout).into_owned();
    info.lines()
        .find(|l| l.starts_with("Page size:"))
        .unwrap_or_default()
        .to_owned()
}

#[test]
fn the_systems_printers_are_listed_with_the_default_marked_and_their_paper() {
    let cups = office_and_hall();
    let printers = printers::list(&cups.service()).unwrap();
    let names: Vec<&str> = printers.all.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(names.len(), 2);
    assert!(names.contains(&"Office-Laser") && names.contains(&"Hall-Printer"));
    let hall = printers.named("Hall-Printer").unwrap();
    let office = printers.named("Office-Laser").unwrap();
    assert!(hall.is_default && !office.is_default);
    assert_eq!(printers.default_printer().unwrap().name, "Hall-Printer");
    assert_eq!(
        (hall.paper, office.paper),
        (Some(Paper::A4), Some(Paper::Letter))
    );
    assert_eq!(office.state, PrinterState::Idle);
    assert_eq!(hall.label(), "Hall-Printer (default)");
    assert_eq!(
        printers.names(),
        vec![
            "Hall-Printer (default)".to_owned(),
            "Office-Laser".to_owned()
        ]
    );
}

#[test]
fn table_cards_go_to_the_printer_on_its_own_paper_a_page_per_table() {
    let cups = office_and_hall();
    let told = deliver(delivery(
        cups.service(),
        Some("Office-Laser"),
        Document::TableCards,
    ));
    assert!(
        matches!(&told[..], [Progress::Sending { .. }, Progress::Accepted { pages: 10, paper: Paper::Letter, .. }, .., Progress::Printed { printer }] if printer == "Office-Laser"),
        "{told:?}"
    );
    let jobs = cups.wait_for_jobs(1);
    assert_eq!(jobs.len(), 1);
    let pages = file_pages(&jobs[0]);
    assert_eq!(pages.len(), 10);
    for (n, page) in (1..).zip(&pages) {
        let words: Vec<&str> = page.split_whitespace().collect();
        assert!(words.contains(&n.to_string().as_str()), "page {n}: {page}");
    }
    // The printer's paper, US Letter, since the host chose none.
    assert!(
        page_size(&jobs[0]).contains("612 x 792"),
        "{}",
        page_size(&jobs[0])
    );
}

#[test]
fn a_rounds_score_pads_go_to_the_default_printer_with_every_name_in_its_chair() {
    let cups = office_and_hall();
    let job = delivery(cups.service(), None, Document::ScorePads);
    assert_eq!(job.what(), "the score pads for round 4");
    let party = job.party.clone();
    let told = deliver(job);
    assert!(
        matches!(told.last(), Some(Progress::Printed { printer }) if printer == "Hall-Printer"),
        "{told:?}"
    );
    let jobs = cups.wait_for_jobs(1);
    let pages = file_pages(&jobs[0]);
    // Two pads to a page: ten tables, five pages, on the default printer's A4.
    assert_eq!(pages.len(), 5);
    assert!(
        page_size(&jobs[0]).contains("595"),
        "{}",
        page_size(&jobs[0])
    );
    let text = pages.join("\n");
    let state = party.state();
    let round = state.star().unwrap().current_round().unwrap();
    assert_eq!(round.number, 4);
    for (table, seats) in (1..).zip(&round.tables) {
        assert!(text.contains(&format!("Table {table}")), "table {table}");
        for seat in Seat::ALL {
            assert!(text.contains(state.name(seats.at(seat))), "table {table}");
        }
    }
}

#[test]
fn a_stopped_printer_is_not_sent_to_and_the_pdf_waits_in_the_exports_folder() {
    let cups = office_and_hall();
    cups.stop("Office-Laser");
    let job = delivery(cups.service(), Some("Office-Laser"), Document::TableCards);
    let what = job.what();
    let exports = job.exports.clone();
    let told = deliver(job);
    let [Progress::SavedInstead { why, path }] = &told[..] else {
        panic!("{told:?}");
    };
    assert!(
        matches!(why, PrinterError::Stopped { name, .. } if name == "Office-Laser"),
        "{why:?}"
    );
    assert_eq!(path, &exports.join("friday-cinch-tables-letter.pdf"));
    assert_eq!(file_pages(path).len(), 10);
    let (line, long) = told[0].words(&what);
    assert_eq!(
        line,
        "Office-Laser is stopped: saved as a PDF in exports/ instead"
    );
    assert!(
        long.starts_with("Office-Laser is stopped (the printer says: paused"),
        "{long}"
    );
    assert!(long.contains(&path.display().to_string()), "{long}");
    assert!(cups.jobs().is_empty(), "nothing was sent");
}

#[test]
fn with_no_print_service_answering_the_pdf_is_kept_and_the_words_say_so() {
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let job = delivery(
        PrintService::Cups(format!("127.0.0.1:{port}")),
        None,
        Document::ScorePads,
    );
    let what = job.what();
    let told = deliver(job);
    let [Progress::SavedInstead { why, path }] = &told[..] else {
        panic!("{told:?}");
    };
    // The system's "Connection refused (os error 111)" in the program's words (a
    // host's trial saw it in English in a German window).
    assert!(
        matches!(
            why,
            PrinterError::NoAnswer {
                why: cinch_party::printers::NoAnswerWhy::Refused,
                ..
            }
        ),
        "{why:?}"
    );
    assert!(path.ends_with("exports/friday-cinch-pads-round-4-a4.pdf"));
    assert_eq!(file_pages(path).len(), 5);
    let (line, long) = told[0].words(&what);
    assert_eq!(
        line,
        "no printer answered: saved as a PDF in exports/ instead"
    );
    assert!(long.starts_with("No printer answered. Nothing is lost: the PDF of the score pads for round 4 is saved instead, as "), "{long}");
}

#[test]
fn a_printer_that_is_not_there_is_refused_naming_the_printers_there_are() {
    let cups = office_and_hall();
    let error = printers::find(&cups.service(), Some("Kitchen")).unwrap_err();
    assert_eq!(
        error,
        PrinterError::Unknown {
            name: "Kitchen".to_owned(),
            known: vec![
                "Hall-Printer (default)".to_owned(),
                "Office-Laser".to_owned()
            ],
        }
    );
    assert_eq!(
        cinch_party::words::unknown_printer(
            "Kitchen",
            &printers::list(&cups.service()).unwrap().names()
        ),
        "There is no printer called “Kitchen”. The printers here: Hall-Printer (default) and Office-Laser."
    );
    // The default, when none is named.
    assert_eq!(
        printers::find(&cups.service(), None).unwrap().name,
        "Hall-Printer"
    );
}

#[test]
fn a_print_service_with_no_printer_says_so() {
    let cups = Cups::start(&[]);
    assert!(printers::list(&cups.service()).unwrap().all.is_empty());
    assert_eq!(
        printers::find(&cups.service(), None),
        Err(PrinterError::NoPrinters)
    );
}

#[test]
fn cups_server_is_read_as_cups_reads_it() {
    use cinch_party::printers::cups_server;
    assert_eq!(cups_server(None), "localhost:631");
    assert_eq!(cups_server(Some("")), "localhost:631");
    assert_eq!(cups_server(Some("/run/cups/cups.sock")), "localhost:631");
    assert_eq!(cups_server(Some("printhost")), "printhost:631");
    assert_eq!(cups_server(Some("printhost:8631")), "printhost:8631");
    assert_eq!(cups_server(Some("ipp://printhost:8631/")), "printhost:8631");
    assert_eq!(cups_server(Some("[::1]:631")), "[::1]:631");
}

#[test]
fn a_printers_trouble_is_said_in_the_hosts_words() {
    use cinch_party::words::{printer_reason, printer_says};
    assert_eq!(
        printer_reason("media-empty-error").as_deref(),
        Some("out of paper")
    );
    assert_eq!(
        printer_reason("media-needed").as_deref(),
        Some("out of paper")
    );
    assert_eq!(
        printer_reason("media-jam-warning").as_deref(),
        Some("paper jam")
    );
    assert_eq!(printer_reason("none"), None);
    assert_eq!(
        printer_reason("cups-insecure-filter-warning").as_deref(),
        Some("cups insecure filter")
    );
    assert_eq!(printer_reason("media-empty-report"), None);
    assert_eq!(
        printer_says(&["media-empty-error".to_owned()], "").as_deref(),
        Some("out of paper")
    );
    assert_eq!(
        printer_says(&["paused".to_owned()], "Tray 2 empty").as_deref(),
        Some("paused in the computer's printer settings; “Tray 2 empty”")
    );
    assert_eq!(printer_says(&[], ""), None);
    assert_eq!(
        printers::paper_of_media("na_letter_8.5x11in"),
        Some(Paper::Letter)
    );
    assert_eq!(
        printers::paper_of_media("iso_a4_210x297mm"),
        Some(Paper::A4)
    );
    assert_eq!(printers::paper_of_media("A4"), Some(Paper::A4));
    assert_eq!(printers::paper_of_media("iso_a5_148x210mm"), None);
}

#[test]
fn the_rounds_printed_at_the_bell_are_kept_beside_the_party() {
    use cinch_party::printers::rounds::{mark_printed, printed, printed_path};
    let dir = tempfile::tempdir().unwrap();
    let party = dir.path().join("friday.ron");
    assert!(printed(&party).is_empty());
    mark_printed(&party, 2).unwrap();
    mark_printed(&party, 3).unwrap();
    mark_printed(&party, 3).unwrap();
    assert_eq!(printed(&party).into_iter().collect::<Vec<_>>(), vec![2, 3]);
    assert_eq!(printed_path(&party), dir.path().join(".friday.ron.printed"));
    // A damaged file is read as nothing printed (at worst a round prints again).
    std::fs::write(printed_path(&party), "not ron at all").unwrap();
    assert!(printed(&party).is_empty());
}
