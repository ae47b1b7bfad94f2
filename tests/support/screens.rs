//! The guests' screens in the window and over HTTP: the sample evening served, the
//! display's state read back.

use crate::support::ui::{click, harness};
use cinch_party::app::{CinchApp, FakeClock};
use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

/// The sample evening (ten tables, over) in the window, its phones on 127.0.0.1, on the
/// Display screen: the window and the server's address.
pub fn sample_served<'a>(
    saves: &std::path::Path,
    clock: &FakeClock,
) -> (Harness<'a, CinchApp>, String) {
    let sample = saves.join("sample-ten-tables.ron");
    std::fs::write(&sample, crate::support::store::SAMPLE).unwrap();
    let mut h = harness(saves, clock, Some(sample));
    h.run_steps(2);
    h.state_mut()
        .phones_listen_on(std::net::Ipv4Addr::LOCALHOST.into(), 0);
    h.key_press_modifiers(Modifiers::COMMAND, Key::Num9);
    h.run_steps(3);
    click(&mut h, "Phones at the tables");
    let base = crate::support::phones::base_of(&h.state().phone_links()[0].1);
    // Both links are on the Phones screen, each with its code, and the display's on
    // the Display screen.
    // (On the Phones screen each link is written as its host over its path.)
    h.get_by_label(&format!("{base}\n/standings"));
    h.get_by_label(&format!("{base}\n/display"));
    click(&mut h, "Display");
    h.get_by_label(&format!("{base}\n/display"));
    (h, base)
}

/// The radio button of the Display screen's "It shows" with this label.
pub fn radio<'h>(h: &'h Harness<'_, CinchApp>, label: &'h str) -> egui_kittest::Node<'h> {
    h.get_by_role_and_label(egui::accesskit::Role::RadioButton, label)
}
