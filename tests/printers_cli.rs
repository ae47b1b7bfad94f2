//! `print FILE --what … --printer [NAME]` run as a host would (issue 45), against a CUPS
//! scheduler of the test's own (`CUPS_SERVER`, as CUPS's own tools read it): the job
//! sent and read back, the default printer with `--printer` alone, and every bad request
//! refused in words (a printer that is not there, `--printer` with `--out`, an empty
//! name, a stopped printer, no print service at all), the PDF kept where it must be.

use std::path::{Path, PathBuf};
use std::process::Output;

use crate::support::cups::{A4, Cups, LETTER, Queue};
use crate::support::print::file_pages;

fn run_with(server: &str, args: &[&str]) -> Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_cinch-party"))
        .args(args)
        .env("CUPS_SERVER", server)
        .output()
        .unwrap()
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// A saved party of ten tables with round 3 in play.
fn party(dir: &Path) -> PathBuf {
    let path = dir.join("friday.ron");
    let made = crate::support::cli::run(&[
        "simulate",
        "--ladies",
        "20",
        "--gentlemen",
        "20",
        "--rounds",
        "3",
        "--open-round",
        "--save",
        path.to_str().unwrap(),
        "--title",
        "Friday Cinch",
    ]);
    assert!(made.status.success(), "{}", text(&made.stderr));
    path
}

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

#[test]
fn print_with_a_printer_sends_the_job_there_on_its_paper() {
    let cups = office_and_hall();
    let dir = tempfile::tempdir().unwrap();
    let party = party(dir.path());
    let out = run_with(
        &cups.server(),
        &[
            "print",
            party.to_str().unwrap(),
            "--what",
            "pads",
            "--printer",
            "Office-Laser",
        ],
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        text(&out.stdout).starts_with(
            "Sent the score pads for round 3 (5 pages, US Letter) to Office-Laser: job "
        ),
        "{}",
        text(&out.stdout)
    );
    let jobs = cups.wait_for_jobs(1);
    let pages = file_pages(&jobs[0]);
    assert_eq!(pages.len(), 5);
    for table in 1..=10 {
        assert!(
            pages.join("\n").contains(&format!("Table {table}")),
            "table {table}"
        );
    }
    assert!(
        !dir.path().join("exports").exists(),
        "nothing saved: it printed"
    );
}

#[test]
fn print_with_printer_alone_uses_the_default_printer_and_the_paper_asked_for() {
    let cups = office_and_hall();
    let dir = tempfile::tempdir().unwrap();
    let party = party(dir.path());
    let party = party.to_str().unwrap();
    let out = run_with(
        &cups.server(),
        &[
            "print",
            party,
            "--what",
            "tables",
            "--paper",
            "letter",
            "--printer",
        ],
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        text(&out.stdout).starts_with("Sent the table cards (10 pages, US Letter) to Hall-Printer"),
        "{}",
        text(&out.stdout)
    );
    let jobs = cups.wait_for_jobs(1);
    assert_eq!(file_pages(&jobs[0]).len(), 10);
    // An empty name is the default too.
    let out = run_with(
        &cups.server(),
        &["print", party, "--what", "tables", "--printer", ""],
    );
    assert!(
        text(&out.stdout).contains("(10 pages, A4) to Hall-Printer"),
        "{}",
        text(&out.stdout)
    );
}

#[test]
fn a_printer_that_is_not_there_is_refused_naming_the_printers_there_are() {
    let cups = office_and_hall();
    let dir = tempfile::tempdir().unwrap();
    let party = party(dir.path());
    let out = run_with(
        &cups.server(),
        &[
            "print",
            party.to_str().unwrap(),
            "--what",
            "pads",
            "--printer",
            "Kitchen\u{1b}[2J",
        ],
    );
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        text(&out.stderr),
        "cinch-party: There is no printer called “Kitchen\\u{1b}[2J”. The printers here: Hall-Printer (default) and Office-Laser.\n"
    );
    assert!(out.stdout.is_empty());
    assert!(cups.jobs().is_empty());
    assert!(
        !dir.path().join("exports").exists(),
        "a mistake saves nothing"
    );
}

#[test]
fn printer_and_out_together_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    let party = party(dir.path());
    let out = crate::support::cli::run(&[
        "print",
        party.to_str().unwrap(),
        "--what",
        "pads",
        "--printer",
        "Office-Laser",
        "--out",
        dir.path().join("x.pdf").to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains("cannot be used with"),
        "{}",
        text(&out.stderr)
    );
    assert!(!dir.path().join("x.pdf").exists());
}

#[test]
fn a_stopped_printer_leaves_the_pdf_in_the_exports_folder_and_says_so() {
    let cups = office_and_hall();
    cups.stop("Office-Laser");
    let dir = tempfile::tempdir().unwrap();
    let party = party(dir.path());
    let out = run_with(
        &cups.server(),
        &[
            "print",
            party.to_str().unwrap(),
            "--what",
            "tables",
            "--printer",
            "Office-Laser",
        ],
    );
    assert_eq!(out.status.code(), Some(2));
    let pdf = dir.path().join("exports/friday-cinch-tables-letter.pdf");
    assert_eq!(
        text(&out.stderr),
        format!(
            "cinch-party: Office-Laser is stopped (the printer says: paused in the computer's printer settings). Nothing is lost: the PDF of the table cards is saved instead, as {}.\n",
            pdf.display()
        )
    );
    assert_eq!(file_pages(&pdf).len(), 10);
    assert!(cups.jobs().is_empty());
}

#[test]
fn with_no_print_service_the_pdf_is_kept_and_the_command_says_where() {
    let dir = tempfile::tempdir().unwrap();
    let party = party(dir.path());
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let out = run_with(
        &format!("127.0.0.1:{port}"),
        &[
            "print",
            party.to_str().unwrap(),
            "--what",
            "pads",
            "--printer",
        ],
    );
    assert_eq!(out.status.code(), Some(2));
    let pdf = dir.path().join("exports/friday-cinch-pads-round-3-a4.pdf");
    assert!(
        text(&out.stderr).starts_with("cinch-party: No printer answered. Nothing is lost"),
        "{}",
        text(&out.stderr)
    );
    assert!(text(&out.stderr).contains(&pdf.display().to_string()));
    assert_eq!(file_pages(&pdf).len(), 5);
}
