//! The club's season under test: finished star evenings saved with the names given, the
//! Season screen waited for, its keys.

use std::path::Path;

use cinch_party::app::CinchApp;
use cinch_party::rules::Side;
use cinch_party::simulate::Options;
use cinch_party::simulate::names::NamedGuest;
use cinch_party::view::Screen;
use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

/// Ladies then gentlemen, as named guests.
pub fn named(ladies: &[&str], gentlemen: &[&str]) -> Vec<NamedGuest> {
    let side = |names: &[&str], side| -> Vec<NamedGuest> {
        names
            .iter()
            .map(|n| NamedGuest {
                name: (*n).into(),
                side: Some(side),
                address: None,
            })
            .collect()
    };
    let mut all = side(ladies, Side::Lady);
    all.extend(side(gentlemen, Side::Gentleman));
    all
}

/// A finished star evening of three rounds with `names` (four a side), saved as
/// `saves/FILE` with the title given.
pub fn star_evening(saves: &Path, file: &str, title: &str, seed: u64, names: Vec<NamedGuest>) {
    let ladies = names.iter().filter(|n| n.side == Some(Side::Lady)).count();
    let options = Options {
        seed,
        ladies: u32::try_from(ladies).unwrap(),
        gentlemen: u32::try_from(names.len() - ladies).unwrap(),
        rounds: 3,
        names,
        ..Options::default()
    };
    let path = saves.join(file);
    cinch_party::headless::simulate_command(&options, false, Some((&path, title))).unwrap();
    // Files a moment apart, so "newest first" is certain.
    std::thread::sleep(std::time::Duration::from_millis(20));
}

/// Frames until the season is read and the saves folder listed (bounded: some 15 s, for
/// a machine busy with the key monkey's campaigns at once).
pub fn settle(h: &mut Harness<'_, CinchApp>) {
    for _ in 0..1500 {
        h.run_steps(1);
        let ready = matches!(h.state().screen(), Screen::Season)
            && !h.state().season().reading
            && h.query_by_label_contains("Reading the saves folder")
                .is_none();
        if ready {
            h.run_steps(2);
            return;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    panic!("the season was not read");
}

/// Ctrl (⌘ on a Mac) and a key.
pub fn ctrl(h: &mut Harness<'_, CinchApp>, key: Key) {
    h.key_press_modifiers(Modifiers::COMMAND, key);
    h.run_steps(3);
}

/// Every file under `dir` (its path inside `dir`, its bytes): what a command that fails
/// must leave exactly as it was.
pub fn files_in(dir: &Path) -> std::collections::BTreeMap<String, Vec<u8>> {
    let mut found = std::collections::BTreeMap::new();
    let mut folders = vec![dir.to_path_buf()];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(&folder).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                folders.push(path);
            } else {
                let name = path.strip_prefix(dir).unwrap().display().to_string();
                found.insert(name, std::fs::read(&path).unwrap());
            }
        }
    }
    found
}

/// Frames until `done` says so (bounded: about eight seconds), the clock of the files
/// and threads running meanwhile.
pub fn wait_until(
    h: &mut Harness<'_, CinchApp>,
    what: &str,
    mut done: impl FnMut(&Harness<'_, CinchApp>) -> bool,
) {
    for _ in 0..800 {
        h.run_steps(1);
        if done(h) {
            h.run_steps(2);
            return;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    panic!("waited in vain for {what}");
}
