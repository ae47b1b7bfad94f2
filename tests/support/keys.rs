//! Keys as a host types them, and what the Round screen shows back.

use crate::common::{at, seated, stars_evening};
use crate::support::ui::harness;
use cinch_party::app::{CinchApp, FakeClock};
use egui::Key;
use egui_kittest::Harness;

/// A party of `tables` tables, seated, saved, and opened in the window at the Round
/// screen.
pub fn opened<'a>(
    saves: &std::path::Path,
    clock: &FakeClock,
    tables: u32,
) -> Harness<'a, CinchApp> {
    let party = seated(tables, stars_evening(3));
    let path = saves.join("evening.ron");
    let mut file = cinch_party::store::PartyFile::adopt(&path, "Keys", party).unwrap();
    assert_eq!(file.save_now(at(0)), cinch_party::store::Saved::Yes);
    drop(file);
    let mut h = harness(saves, clock, Some(path));
    h.run_steps(3);
    h
}

pub fn key(h: &mut Harness<'_, CinchApp>, key: Key) {
    h.key_press(key);
    h.run_steps(2);
}

pub fn text(h: &mut Harness<'_, CinchApp>, text: &str) {
    h.event(egui::Event::Text(text.to_owned()));
    h.run_steps(2);
}

pub fn result(h: &Harness<'_, CinchApp>, table: usize) -> Option<(i64, i64)> {
    let round = h.state().desk().unwrap().state().star().unwrap().rounds()[0].clone();
    round.results[table - 1].as_ref().map(|r| (r.ns, r.ew))
}
