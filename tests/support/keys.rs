//! Keys as a host types them, and what the Round screen shows back.

use crate::common::{at, seated, stars_evening};
use crate::support::ui::harness;
use cinch_party::app::{CinchApp, FakeClock};
use egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

use crate::support::duplicate_ui::key_events;

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

/// Events as the window gets them from the system in one go, through the window's own
/// input hook (`CinchApp::hold_input`, which eframe calls before each frame and the
/// harness does not): each frame what the hook lets through, until nothing is held.
/// After a frame with an Enter, the box `watch` names (if any) must still have the cursor: a frame
/// without it is where the next key was the screen's or lost (the input method is
/// switched off and on as a box loses and takes the cursor).
pub fn arrive(h: &mut Harness<'_, CinchApp>, events: Vec<egui::Event>, watch: Option<&str>) {
    let ctx = h.ctx.clone();
    let mut raw = egui::RawInput {
        events,
        ..egui::RawInput::default()
    };
    for _ in 0..50 {
        h.state_mut().hold_input(&ctx, &mut raw);
        let now = std::mem::take(&mut raw.events);
        let done = now.is_empty();
        let entered = now.iter().any(|e| {
            matches!(
                e,
                egui::Event::Key {
                    key: Key::Enter,
                    pressed: true,
                    ..
                }
            )
        });
        for event in now {
            h.event(event);
        }
        h.run_steps(1);
        if let Some(label) = watch.filter(|_| entered) {
            assert!(
                h.get_by_label(label).is_focused(),
                "{label} kept the cursor through its Enter"
            );
        }
        if done {
            break;
        }
    }
}

/// Key events for `keys`, a press each: a digit or a letter as a keyboard sends it (its
/// key and its character), any other key by egui's name ("ArrowUp", "Enter", "Tab").
pub fn presses(keys: &[&str]) -> Vec<egui::Event> {
    keys.iter()
        .flat_map(|name| {
            let mut chars = name.chars();
            match (chars.next(), chars.next()) {
                (Some(c), None) if c.is_ascii_alphanumeric() => key_events(c),
                _ => {
                    let key = Key::from_name(name).unwrap();
                    vec![egui::Event::Key {
                        key,
                        physical_key: Some(key),
                        pressed: true,
                        repeat: false,
                        modifiers: egui::Modifiers::NONE,
                    }]
                }
            }
        })
        .collect()
}
