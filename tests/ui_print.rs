//! The Print screen driven as a host would: Ctrl+P, a document and the paper chosen by
//! their labels, the pages turned by keys, "Save PDF" into the exports folder beside the
//! save, and "Save and open" handing the file to the system's viewer.

use cinch_party::app::FakeClock;
use cinch_party::view::Screen;
use egui::{Key, Modifiers};
use egui_kittest::kittest::Queryable;

use cinch_party::app::CinchApp;
use egui_kittest::Harness;

use crate::common::at;
use crate::support::messages::*;
use crate::support::ui::{OPENED, click, press, seated_party};

#[test]
fn ctrl_p_previews_the_pages_and_saves_and_opens_the_pdf_beside_the_party() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = seated_party(saves.path(), &clock, 4, 4);
    h.key_press_modifiers(Modifiers::COMMAND, Key::P);
    h.run_steps(3);
    assert_eq!(h.state().screen(), Screen::Print);
    // Two tables: two table cards, turned by Page Down and back by Page Up.
    h.get_by_label("Page 1 of 2");
    press(&mut h, Key::PageDown);
    h.get_by_label("Page 2 of 2");
    press(&mut h, Key::PageUp);
    h.get_by_label("Page 1 of 2");

    click(&mut h, "Save PDF");
    wait_for_message(&mut h, "Saved the table cards (2 pages, A4)");
    let exports = saves.path().join("exports");
    let cards = exports.join("friday-cinch-tables-a4.pdf");
    assert!(std::fs::read(&cards).unwrap().starts_with(b"%PDF-"));

    // The results sheet on US Letter, saved and handed to the viewer.
    click(&mut h, "Results sheet");
    click(&mut h, "US Letter");
    h.get_by_label_contains("Results sheet, US Letter");
    click(&mut h, "Save and open (Enter)");
    wait_for_message(&mut h, "It is opening in the PDF viewer");
    let results = exports.join("friday-cinch-results-letter.pdf");
    assert!(results.exists());
    assert!(OPENED.lock().unwrap().contains(&results));
    // Below the printers: scrolled to, as a host with a low window would.
    h.get_by_label("Open the exports folder").scroll_to_me();
    h.run_steps(3);
    click(&mut h, "Open the exports folder");
    assert!(OPENED.lock().unwrap().contains(&exports));
}

#[test]
fn the_print_screen_says_in_words_when_there_is_nothing_to_print_yet() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = crate::support::ui::harness(saves.path(), &clock, None);
    h.run_steps(2);
    crate::support::ui::type_into(&mut h, "Party title", "Empty");
    click(&mut h, "Create the party");
    h.key_press_modifiers(Modifiers::COMMAND, Key::P);
    h.run_steps(3);
    h.get_by_label_contains("There are no tables yet");
    click(&mut h, "Save PDF");
    wait_for_message(&mut h, "Nothing was printed");
    assert!(!saves.path().join("exports").exists());
}

#[test]
fn the_preview_zooms_by_ctrl_plus_and_minus_and_fits_again_without_zooming_the_window() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = seated_party(saves.path(), &clock, 4, 4);
    h.key_press_modifiers(Modifiers::COMMAND, Key::P);
    h.run_steps(3);
    let fit = h.get_by_label("Fit page").rect();
    let page = |h: &Harness<'_, CinchApp>| h.ctx.zoom_factor();
    h.key_press_modifiers(Modifiers::COMMAND, Key::Plus);
    h.run_steps(3);
    h.key_press_modifiers(Modifiers::COMMAND, Key::Plus);
    h.run_steps(3);
    assert_eq!(page(&h), 1.0, "the window itself is not zoomed");
    let selected = |h: &Harness<'_, CinchApp>, label: &str| {
        use egui_kittest::kittest::NodeT;
        h.get_by_label(label).accesskit_node().toggled() == Some(egui::accesskit::Toggled::True)
    };
    assert!(!selected(&h, "Fit page"));
    h.key_press_modifiers(Modifiers::COMMAND, Key::Num0);
    h.run_steps(3);
    assert!(selected(&h, "Fit page"));
    click(&mut h, "Fit width");
    assert!(selected(&h, "Fit width"));
    assert_eq!(h.get_by_label("Fit page").rect(), fit);
}

#[test]
fn the_print_screen_saves_the_results_page_and_opens_it_in_the_browser() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = seated_party(saves.path(), &clock, 4, 4);
    h.key_press_modifiers(Modifiers::COMMAND, Key::P);
    h.run_steps(3);
    // Below the spreadsheet's buttons: scrolled to, as a host with a low window would.
    h.get_by_label("Results page (HTML)").scroll_to_me();
    h.run_steps(3);
    click(&mut h, "Save and open it in the browser");
    wait_for_message(&mut h, "It is opening in the browser");
    let page = saves
        .path()
        .join("exports")
        .join("friday-cinch-results.html");
    assert!(
        OPENED.lock().unwrap().contains(&page),
        "{:?}",
        OPENED.lock().unwrap()
    );
    let html = std::fs::read_to_string(&page).unwrap();
    let desk = h.state().desk().unwrap();
    assert_eq!(
        html,
        cinch_party::publish::results_page(desk.party(), desk.evening(), desk.file.title())
    );
    for guest in desk.state().guests() {
        assert!(html.contains(&guest.name), "{}", guest.name);
    }
}
