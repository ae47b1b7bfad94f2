//! The Print screen's printers driven as a host would (issue 45), against a CUPS
//! scheduler of the test's own: the printers listed with the default marked, P and
//! Ctrl+Enter print the document chosen (and the printer chosen is remembered), no
//! printer at all said in words with "Save PDF" still there, a stopped or vanished
//! printer said in the top bar with the PDF in exports/, and the next round's pads
//! printed at the bell exactly once: not before its chairs are settled, not again after
//! an undo and a redo of the bell, not again after a restart.

use std::path::{Path, PathBuf};

use cinch_party::app::{CinchApp, FakeClock};
use cinch_party::printers::PrintService;
use cinch_party::view::Screen;
use egui::accesskit::Toggled;
use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};

use crate::common::at;
use crate::support::cups::{A4, Cups, LETTER, Queue};
use crate::support::messages::wait_for_message;
use crate::support::print::file_pages;
use crate::support::ui::{
    Memory, click, enter_scores, harness_of, press, seat_the_tables, test_app,
};

pub(crate) fn office_and_hall() -> Cups {
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

pub(crate) fn window<'a>(
    saves: &Path,
    clock: &FakeClock,
    open: Option<PathBuf>,
    service: PrintService,
) -> Harness<'a, CinchApp> {
    let app = test_app(saves, clock, open).with_print_service(service);
    harness_of(app, [1366.0, 768.0], false)
}

pub(crate) fn selected(h: &Harness<'_, CinchApp>, label: &str) -> bool {
    h.get_by_label(label).accesskit_node().toggled() == Some(Toggled::True)
}

pub(crate) fn ctrl(h: &mut Harness<'_, CinchApp>, key: Key) {
    h.key_press_modifiers(Modifiers::COMMAND, key);
    h.run_steps(3);
}

/// The Print screen, its printers listed (waited for: they are read off the window's
/// thread).
pub(crate) fn print_screen(h: &mut Harness<'_, CinchApp>, shows: &str) {
    ctrl(h, Key::P);
    assert_eq!(h.state().screen(), Screen::Print);
    wait_for_message(h, shows);
}

fn page_size(pdf: &Path) -> String {
    let out = crate::support::print::poppler("pdfinfo")
        .arg(pdf)
        .output()
        .unwrap();
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .find(|l| l.starts_with("Page size:"))
        .unwrap_or_default()
        .to_owned()
}

#[test]
fn the_printers_are_listed_the_default_marked_and_p_and_ctrl_enter_print_the_document() {
    let cups = office_and_hall();
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let h = window(saves.path(), &clock, None, cups.service());
    let mut h = seat_the_tables(h, 4, 4);
    let started = |h: &Harness<'_, CinchApp>| {
        let desk = h.state().desk().unwrap();
        desk.state()
            .star()
            .unwrap()
            .current_round()
            .unwrap()
            .started_at
    };
    let before = started(&h);
    print_screen(&mut h, "Hall-Printer (default)");
    // Both printers, the default marked and chosen; the paper is the printer's.
    assert!(selected(&h, "Hall-Printer (default)"));
    assert!(!selected(&h, "Office-Laser"));
    assert!(selected(&h, "The printer's (A4)"));
    // P: the table cards on the default printer; the top bar follows the job.
    press(&mut h, Key::P);
    wait_for_message(&mut h, "Printing the table cards on Hall-Printer… printed");
    let jobs = cups.wait_for_jobs(1);
    let pages = file_pages(&jobs[0]);
    assert_eq!(pages.len(), 2);
    assert!(
        pages[1].split_whitespace().any(|w| w == "2"),
        "{}",
        pages[1]
    );
    assert!(
        page_size(&jobs[0]).contains("595"),
        "{}",
        page_size(&jobs[0])
    );
    // Office-Laser chosen: its paper, US Letter; Ctrl+Enter prints the pads there (and
    // does not start the round, as it would on another screen).
    click(&mut h, "Office-Laser");
    assert!(selected(&h, "Office-Laser"));
    assert!(selected(&h, "The printer's (US Letter)"));
    click(&mut h, "Score pads for this round");
    ctrl(&mut h, Key::Enter);
    wait_for_message(
        &mut h,
        "Printing the score pads for round 1 on Office-Laser… printed",
    );
    let jobs = cups.wait_for_jobs(2);
    assert_eq!(file_pages(&jobs[1]).len(), 1);
    assert!(
        page_size(&jobs[1]).contains("612 x 792"),
        "{}",
        page_size(&jobs[1])
    );
    assert_eq!(
        started(&h),
        before,
        "Ctrl+Enter printed; the round did not start"
    );
    // The button, with the paper the host chose.
    click(&mut h, "A4");
    click(&mut h, "Print (P)");
    let jobs = cups.wait_for_jobs(3);
    assert!(
        page_size(&jobs[2]).contains("595"),
        "{}",
        page_size(&jobs[2])
    );
    assert_eq!(jobs.len(), 3);
    // The printer chosen and the bell's option are remembered for the next start.
    h.get_by_label("Print the next round's score pads at the bell")
        .click_accesskit();
    h.run_steps(3);
    let mut memory = Memory::default();
    eframe::App::save(h.state_mut(), &mut memory);
    let kept = cinch_party::app::Preferences::read(&memory);
    assert_eq!(kept.printer.as_deref(), Some("Office-Laser"));
    assert!(kept.pads_at_bell);
    let mut next = test_app(saves.path(), &clock, None).with_print_service(cups.service());
    assert_eq!(next.printers().chosen, None);
    next.restore_printing(&memory);
    assert_eq!(next.printers().chosen.as_deref(), Some("Office-Laser"));
    assert!(next.printers().pads_at_bell);
}

#[test]
fn with_no_printer_the_screen_says_so_and_offers_save_pdf() {
    let cups = Cups::start(&[]);
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let h = window(saves.path(), &clock, None, cups.service());
    let mut h = seat_the_tables(h, 4, 4);
    print_screen(&mut h, "No printer is set up on this computer");
    assert!(h.get_by_label("Print (P)").accesskit_node().is_disabled());
    press(&mut h, Key::P);
    assert_eq!(h.state().printers().status, None, "P prints nothing");
    click(&mut h, "Save PDF");
    wait_for_message(&mut h, "Saved the table cards (2 pages, A4)");
    assert!(cups.jobs().is_empty());
}

#[test]
fn with_no_print_service_the_screen_says_so_in_words_and_looks_again_when_asked() {
    let port = crate::support::cups::free_port();
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let service = PrintService::Cups(format!("127.0.0.1:{port}"));
    let h = window(saves.path(), &clock, None, service);
    let mut h = seat_the_tables(h, 4, 4);
    print_screen(
        &mut h,
        &format!("No print service answered at 127.0.0.1:{port}"),
    );
    assert!(h.get_by_label("Print (P)").accesskit_node().is_disabled());
    // The printing service is started: "Look again" finds its printers.
    let cups = Cups::start_at(
        port,
        &[Queue {
            name: "Hall-Printer",
            default: true,
            media: A4,
        }],
    );
    click(&mut h, "Look again");
    wait_for_message(&mut h, "Hall-Printer (default)");
    assert!(!h.get_by_label("Print (P)").accesskit_node().is_disabled());
    press(&mut h, Key::P);
    wait_for_message(&mut h, "Printing the table cards on Hall-Printer… printed");
    assert_eq!(cups.wait_for_jobs(1).len(), 1);
}

#[test]
fn a_stopped_printer_and_a_vanished_one_are_said_in_the_top_bar_with_the_pdf_in_exports() {
    let cups = office_and_hall();
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let h = window(saves.path(), &clock, None, cups.service());
    let mut h = seat_the_tables(h, 4, 4);
    print_screen(&mut h, "Hall-Printer (default)");
    cups.stop("Hall-Printer");
    press(&mut h, Key::P);
    wait_for_message(&mut h, "saved as a PDF in exports/ instead");
    let status = h.state().printers().status.clone().unwrap();
    assert!(status.trouble);
    assert_eq!(
        status.line,
        "Hall-Printer is stopped: saved as a PDF in exports/ instead"
    );
    assert!(
        status.detail.starts_with(
            "Hall-Printer is stopped (the printer says: paused in the computer's printer \
             settings). Nothing is lost"
        ),
        "{}",
        status.detail
    );
    let pdf = saves.path().join("exports/friday-cinch-tables-a4.pdf");
    assert!(
        status.detail.contains(&pdf.display().to_string()),
        "{}",
        status.detail
    );
    assert_eq!(file_pages(&pdf).len(), 2);
    // The list is read again after the trouble, and marks it.
    wait_for_message(&mut h, "Hall-Printer (default) · stopped");
    assert!(cups.jobs().is_empty());
    // The print service goes away: no printer answers, and the PDF is kept again.
    // Scrolled to first: with two messages up (the round's notice had not faded yet,
    // by how many frames the waits took) the list is below the screen's fold, and a
    // click at its place fell on the messages.
    h.get_by_label("Office-Laser").scroll_to_me();
    h.run_steps(3);
    click(&mut h, "Office-Laser");
    assert_eq!(h.state().printers().chosen.as_deref(), Some("Office-Laser"));
    drop(cups);
    std::fs::remove_file(&pdf).unwrap();
    // (Below the red message now: pressed as a screen reader would.)
    h.get_by_label("Print (P)").click_accesskit();
    h.run_steps(3);
    wait_for_message(
        &mut h,
        "no printer answered: saved as a PDF in exports/ instead",
    );
    assert_eq!(
        file_pages(&saves.path().join("exports/friday-cinch-tables-letter.pdf")).len(),
        2
    );
}

/// A party of `tables` tables saved and opened in a window printing to `service`.
pub(crate) fn opened<'a>(
    saves: &Path,
    clock: &FakeClock,
    tables: u32,
    service: PrintService,
) -> (Harness<'a, CinchApp>, PathBuf) {
    let party = crate::common::seated(tables, crate::common::stars_evening(6));
    let path = saves.join("bell.ron");
    let mut file = cinch_party::store::PartyFile::adopt(&path, "Bell", party).unwrap();
    file.save_now(at(0));
    drop(file);
    let mut h = window(saves, clock, Some(path.clone()), service);
    h.run_steps(3);
    (h, path)
}

/// The Print screen's option ticked, then the Round screen.
pub(crate) fn pads_at_the_bell(h: &mut Harness<'_, CinchApp>) {
    print_screen(h, "Hall-Printer (default)");
    let option = "Print the next round's score pads at the bell";
    h.get_by_label(option).click_accesskit();
    h.run_steps(3);
    assert!(h.state().printers().pads_at_bell);
    ctrl(h, Key::Num4);
}

#[test]
fn the_bell_prints_the_next_rounds_pads_once_and_not_again_after_undo_redo_or_a_restart() {
    let cups = office_and_hall();
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let (mut h, path) = opened(saves.path(), &clock, 2, cups.service());
    pads_at_the_bell(&mut h);
    enter_scores(&mut h, "20", "5");
    enter_scores(&mut h, "9", "14");
    assert_eq!(h.state().printers().status, None, "nothing before the bell");
    ctrl(&mut h, Key::B);
    wait_for_message(
        &mut h,
        "Printing the score pads for round 2 on Hall-Printer… printed",
    );
    let jobs = cups.wait_for_jobs(1);
    let text = file_pages(&jobs[0]).join("\n");
    let state = h.state().desk().unwrap().state().clone();
    let round = state.star().unwrap().current_round().unwrap();
    assert_eq!(round.number, 2);
    for seats in &round.tables {
        for seat in cinch_party::rules::Seat::ALL {
            assert!(text.contains(state.name(seats.at(seat))), "{text}");
        }
    }
    let printed = h.state().printers().status.clone();
    // The bell taken back and rung again by redo: nothing more is printed.
    ctrl(&mut h, Key::Z);
    click(&mut h, "Take it back (Enter)");
    assert_eq!(h.state().desk().unwrap().state().round_number(), Some(1));
    h.key_press_modifiers(Modifiers::COMMAND | Modifiers::SHIFT, Key::Z);
    h.run_steps(3);
    assert_eq!(h.state().desk().unwrap().state().round_number(), Some(2));
    h.run_steps(5);
    assert_eq!(h.state().printers().status, printed, "no new job started");
    assert_eq!(cups.jobs().len(), 1);
    let kept = cinch_party::printers::rounds::printed(&path);
    assert_eq!(kept.into_iter().collect::<Vec<_>>(), vec![2]);
    // A restart on the same party prints nothing either.
    drop(h);
    let mut h = window(saves.path(), &clock, Some(path), cups.service());
    let mut memory = Memory::default();
    memory.0.insert("print_pads_at_bell".into(), "yes".into());
    h.state_mut().restore_printing(&memory);
    h.run_steps(5);
    assert_eq!(h.state().printers().status, None);
    assert_eq!(cups.jobs().len(), 1);
}

#[test]
fn the_bells_pads_wait_until_the_chairs_are_settled() {
    let cups = office_and_hall();
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let (mut h, _) = opened(saves.path(), &clock, 2, cups.service());
    // N1 leaves at the bell; nobody waits, so the bottom table will close.
    click(&mut h, "Guests");
    h.get_by_label("What to do with N1").click_accesskit();
    h.run_steps(3);
    h.get_by_label("Leaves at the next bell… (N1)")
        .click_accesskit();
    h.run_steps(3);
    press(&mut h, Key::Enter);
    pads_at_the_bell(&mut h);
    enter_scores(&mut h, "20", "5");
    enter_scores(&mut h, "9", "14");
    ctrl(&mut h, Key::B);
    assert!(h.query_by_label("Chairs to settle").is_some());
    h.run_steps(5);
    assert_eq!(
        h.state().printers().status,
        None,
        "the chairs are not settled"
    );
    // F takes the program's proposal: table 2 closes, its players fill the chairs.
    press(&mut h, Key::F);
    assert!(h.query_by_label("Chairs to settle").is_none());
    wait_for_message(
        &mut h,
        "Printing the score pads for round 2 on Hall-Printer… printed",
    );
    let jobs = cups.wait_for_jobs(1);
    assert_eq!(jobs.len(), 1);
    // One table now: one pad, on one page.
    let pages = file_pages(&jobs[0]);
    assert_eq!(pages.len(), 1);
    assert!(pages[0].contains("Table 1") && !pages[0].contains("Table 2"));
}
