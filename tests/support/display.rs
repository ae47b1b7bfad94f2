//! The guest display under test: a desk of a sample party, snapshots at a size.

use crate::common::at;
use cinch_party::rules::Party;
use cinch_party::store::{PartyFile, SaveFile};
use cinch_party::ui::guest_display_ui;
use cinch_party::view::Desk;
use cinch_party::view::display::DisplayState;
use egui_kittest::Harness;

pub fn desk_of(party: Party) -> Desk {
    // The file is never written: the display only reads the party.
    let dir = std::env::temp_dir().join(format!("cinch-display-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(format!("unused-{}.ron", rand::random::<u64>()));
    Desk::new(PartyFile::adopt(&path, "Test", party).unwrap())
}

pub fn sample() -> Party {
    SaveFile::from_text(crate::support::store::SAMPLE)
        .unwrap()
        .party()
        .unwrap()
}

/// An image snapshot of the display at `size`, allowing `max_failed_pixels` to differ.
pub fn snapshot_sized(
    name: &str,
    desk: &Desk,
    state: DisplayState,
    size: [f32; 2],
    max_failed_pixels: usize,
) -> egui_kittest::SnapshotResults {
    let mut h = Harness::builder()
        .with_size(size)
        .with_context_setup(cinch_party::app::CinchApp::set_style)
        .wgpu()
        .build_ui(|ui| guest_display_ui(ui, desk, &state, None, at(0)));
    h.run_steps(2);
    let options = egui_kittest::SnapshotOptions::new()
        .threshold(2.0)
        .max_failed_pixels(max_failed_pixels);
    h.snapshot_options(name, &options);
    h.take_snapshot_results()
}
