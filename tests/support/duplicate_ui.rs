//! The duplicate Round screen under test: an evening started in the window, keys as
//! events.

use crate::support::ui::{click, harness, type_into};
use cinch_party::app::{CinchApp, FakeClock};
use cinch_party::view::Screen;
use egui::{Key, Modifiers};
use egui_kittest::Harness;

/// A new duplicate party with `pairs` pairs pasted, `trays` trays a table; started.
pub(crate) fn started<'a>(
    saves: &std::path::Path,
    clock: &FakeClock,
    pairs: u32,
    trays: &str,
) -> Harness<'a, CinchApp> {
    let mut h = harness(saves, clock, None);
    h.run_steps(2);
    type_into(&mut h, "Party title", "Duplicate Friday");
    click(&mut h, "Duplicate (pairs all evening)");
    click(&mut h, trays);
    click(&mut h, "Create the party");
    assert_eq!(
        h.state().screen(),
        Screen::Draw,
        "a duplicate party starts with its pairs"
    );
    let list: Vec<String> = (1..=pairs)
        .map(|p| format!("Player {p}A & Player {p}B"))
        .collect();
    type_into(&mut h, "Pairs, one a line", &list.join("\n"));
    h.key_press_modifiers(Modifiers::COMMAND, Key::Enter);
    h.run_steps(3);
    assert_eq!(
        h.state()
            .desk()
            .unwrap()
            .state()
            .duplicate()
            .unwrap()
            .dup
            .pairs()
            .len(),
        pairs as usize
    );
    click(&mut h, "Start the evening");
    assert_eq!(h.state().screen(), Screen::Round);
    // Ctrl+Enter starts the round's clock.
    h.key_press_modifiers(Modifiers::COMMAND, Key::Enter);
    h.run_steps(3);
    h
}

/// A key as a keyboard sends it: pressed (a capital with Shift), its character, released.
pub(crate) fn key_events(c: char) -> Vec<egui::Event> {
    let key = Key::from_name(&c.to_ascii_uppercase().to_string());
    let modifiers = if c.is_ascii_uppercase() {
        Modifiers::SHIFT
    } else {
        Modifiers::NONE
    };
    let mut events = Vec::new();
    let mut push_key = |pressed: bool| {
        if let Some(key) = key {
            events.push(egui::Event::Key {
                key,
                physical_key: Some(key),
                pressed,
                repeat: false,
                modifiers,
            });
        }
    };
    push_key(true);
    let mut events_after = vec![egui::Event::Text(c.to_string())];
    let released = key.map(|key| egui::Event::Key {
        key,
        physical_key: Some(key),
        pressed: false,
        repeat: false,
        modifiers,
    });
    events.append(&mut events_after);
    events.extend(released);
    events
}
