//! What you see is what is saved: every result, tray, name or season value a key saved
//! equals what its box showed when the key was pressed (the box with the cursor as the
//! frame's typing before the key left it; the others as drawn; a Round screen box not
//! drawn, as the screen's keyboard holds it).

use cinch_party::rules::duplicate::parse_tray;
use cinch_party::rules::round::parse_score;
use cinch_party::rules::{Action, Source};
use egui::{Event, Key};

use super::Facts;
use crate::monkey::model::Shown;

/// The events of the frame before its first key that is not typing (the key that saved).
pub(super) fn typing_before_the_key(events: &[Event]) -> &[Event] {
    let at = events
        .iter()
        .position(|e| match e {
            Event::Key {
                key,
                pressed: true,
                modifiers,
                ..
            } => {
                let typing = key.name().chars().count() == 1 || *key == Key::Space;
                let editing = matches!(
                    key,
                    Key::Backspace
                        | Key::Delete
                        | Key::Home
                        | Key::End
                        | Key::ArrowLeft
                        | Key::ArrowRight
                );
                let alone = super::is_modifier(*key);
                !(editing || typing || alone) || modifiers.command || modifiers.alt
            }
            _ => false,
        })
        .unwrap_or(events.len());
    &events[..at]
}

/// The characters typed in the frame after its last key that moves the Round screen's
/// cursor (↑, ↓, Page Up, Page Down, Home, End) and before the key that saved, if the
/// cursor moved: they went into the box it came to, empty or shown selected.
fn typed_after_a_move(events: &[Event]) -> Option<String> {
    let mut after_move: Option<String> = None;
    for event in events {
        match event {
            Event::Text(t) => {
                if let Some(typed) = &mut after_move {
                    typed.push_str(t);
                }
            }
            Event::Key {
                key,
                pressed: true,
                modifiers,
                ..
            } if !super::is_modifier(*key) => {
                let moves = matches!(
                    key,
                    Key::ArrowUp
                        | Key::ArrowDown
                        | Key::PageUp
                        | Key::PageDown
                        | Key::Home
                        | Key::End
                );
                let typing = key.name().chars().count() == 1 || *key == Key::Space;
                if moves && modifiers.is_none() {
                    after_move = Some(String::new());
                } else if !typing || modifiers.command || modifiers.alt {
                    break;
                }
            }
            _ => {}
        }
    }
    after_move
}

/// What the box `label` showed when the saving key was pressed, if it was drawn.
fn shown(f: &Facts<'_>, label: &str) -> Option<String> {
    let focused = f.before.focused_box().is_some_and(|b| b.label == label);
    if focused
        && let Some(now) =
            Shown::focused(f.before).and_then(|s| s.after(typing_before_the_key(f.got)))
    {
        return Some(now.value());
    }
    f.before.boxes.get(label).map(|b| b.value.clone())
}

/// Every value a box on screen showed (the one with the cursor as typed up to the key).
fn every_shown(f: &Facts<'_>) -> Vec<String> {
    f.before
        .boxes
        .keys()
        .filter_map(|label| shown(f, label))
        .collect()
}

fn tidy(name: &str) -> String {
    name.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// A table's two scores against its boxes: the Round screen's ("Table 3 …"), or a past
/// round's on the Standings screen ("Round 1 table 3 …"); a Round screen box not drawn
/// as the keyboard holds it.
fn scores(f: &Facts<'_>, round: Option<u32>, table: u32, saved: (i64, i64)) -> Result<(), String> {
    let side = |words: &str| {
        let past = round.map(|r| format!("Round {r} table {table} {words} score"));
        let here = format!("Table {table} {words} score");
        past.and_then(|l| shown(f, &l)).or_else(|| shown(f, &here))
    };
    let (mut ns, mut ew) = (side("North–South"), side("East–West"));
    let in_play = round.or(f.before.round_number);
    if let Some(typed) = in_play.and_then(|r| f.before.round.typed.get(&(r, table))) {
        ns = ns.or_else(|| Some(typed.ns.clone()));
        ew = ew.or_else(|| Some(typed.ew.clone()));
    }
    let read = |s: &Option<String>| s.as_deref().and_then(|s| parse_score(s, true).ok());
    if (read(&ns), read(&ew)) == (Some(saved.0), Some(saved.1)) {
        return Ok(());
    }
    Err(format!(
        "table {table} saved {}–{}; its boxes showed {ns:?}–{ew:?}",
        saved.0, saved.1
    ))
}

/// A tray's result against its box ("Table 2 tray 5"), or, not drawn, against what the
/// keyboard holds for some tray of the round.
fn tray(f: &Facts<'_>, table: u32, tray: u32, saved: &Action) -> Result<(), String> {
    let play = match saved {
        Action::TrayResult { play, .. } | Action::CorrectTray { play, .. } => play,
        _ => return Ok(()),
    };
    let label = format!("Table {table} tray {tray}");
    let mut candidates: Vec<String> = match shown(f, &label) {
        Some(text) => vec![text],
        None => f
            .before
            .round
            .typed
            .values()
            .map(|t| t.ns.clone())
            .collect(),
    };
    // "↓ X Enter" in one frame: the X went into the tray the cursor came to.
    candidates.extend(typed_after_a_move(f.got));
    if candidates
        .iter()
        .any(|text| parse_tray(text, tray).ok().as_ref() == Some(play))
    {
        return Ok(());
    }
    Err(format!(
        "table {table} tray {tray} saved {play:?}; the box showed {candidates:?}"
    ))
}

/// A name saved: a box showed it (a line of it), or on the Season screen a name listed
/// (the names that match no member, each a key away from joining the list).
fn name(f: &Facts<'_>, name: &str) -> Result<(), String> {
    let all = every_shown(f);
    let lines = all.iter().flat_map(|v| v.lines()).map(tidy);
    let listed = f
        .before
        .labels
        .iter()
        .any(|l| tidy(l).contains(&tidy(name)));
    // The cursor on its way after a Tab (see `Seen::focus_in_transit`): the box it comes
    // to takes this frame's typing, as the next picture shows.
    let typed: String = typing_before_the_key(f.got)
        .iter()
        .filter_map(|e| match e {
            Event::Text(t) => Some(t.as_str()),
            _ => None,
        })
        .collect();
    let arriving = f.before.focus_in_transit
        && !typed.is_empty()
        && f.before
            .boxes
            .values()
            .any(|b| tidy(&format!("{}{typed}", b.value)) == tidy(name));
    // Typed ahead into a dialog the frame's own keys opened ("Ctrl+L Roy Enter" at once):
    // a box not drawn before the frame took just what was typed, and shows it after.
    let typed_ahead = tidy(&typed) == tidy(name)
        && f.after
            .boxes
            .iter()
            .any(|(label, b)| !f.before.boxes.contains_key(label) && tidy(&b.value) == tidy(name));
    // A button with the cursor that names it, pressed (a member offered under the Guests
    // screen's name box: "Bo Orr (gentleman)").
    let pressed = f
        .before
        .focus_label()
        .is_some_and(|l| tidy(l).contains(&tidy(name)));
    if arriving || typed_ahead || listed || pressed || lines.clone().any(|l| l == tidy(name)) {
        return Ok(());
    }
    Err(format!(
        "saved the name {name:?}; no box showed it (boxes: {:?})",
        lines.collect::<Vec<_>>()
    ))
}

/// The season shown: its N and M against their boxes; the member list's new names
/// against the boxes.
fn season(f: &Facts<'_>) -> Result<(), String> {
    let (Some(b), Some(a)) = (&f.before.season_file, &f.after.season_file) else {
        return Ok(());
    };
    if f.before.season == f.after.season {
        let best = a.best.map(|n| n.to_string()).unwrap_or_default();
        if a.best != b.best && shown(f, "Best evenings that count").map(|s| tidy(&s)) != Some(best)
        {
            return Err(format!(
                "the season's best evenings saved as {:?}, the box showed {:?}",
                a.best,
                shown(f, "Best evenings that count")
            ));
        }
        let min = a.min_evenings.to_string();
        if a.min_evenings != b.min_evenings
            && shown(f, "Evenings to be placed").map(|s| tidy(&s)) != Some(min)
        {
            return Err(format!(
                "the season's evenings to be placed saved as {}, the box showed {:?}",
                a.min_evenings,
                shown(f, "Evenings to be placed")
            ));
        }
    }
    Ok(())
}

fn members(f: &Facts<'_>) -> Result<(), String> {
    let grew = f.new_entries().is_some_and(|n| !n.is_empty());
    if grew {
        // A party starting adds its guests' names (R-SEASON-1), not a box's.
        return Ok(());
    }
    for member in f.after.members.iter() {
        if !f.before.members.contains(member) {
            name(f, member)?;
        }
    }
    Ok(())
}

/// Every result, tray, name or season value a key saved equals what its box showed when
/// the key was pressed (a redo saves again what was saved before: `redone`).
pub fn what_you_see_is_what_is_saved(f: &Facts<'_>, redone: bool) -> Result<(), String> {
    if !f.has_keys() || f.phone || f.before.stale || redone {
        return Ok(());
    }
    // The season's and the members' undo and redo (the Season screen's) bring back what
    // was saved before; the party's are `redone`, or take entries away.
    if !f.undoing() {
        season(f)?;
        members(f)?;
    }
    let Some(new) = f.new_entries() else {
        return Ok(());
    };
    for entry in new.iter().filter(|e| e.from == Source::Desk) {
        match &entry.action {
            Action::EnterResult { table, ns, ew } => scores(f, None, *table, (*ns, *ew))?,
            Action::CorrectResult {
                round,
                table,
                ns,
                ew,
            } => scores(f, Some(*round), *table, (*ns, *ew))?,
            action @ (Action::TrayResult { table, tray: t, .. }
            | Action::CorrectTray { table, tray: t, .. }) => tray(f, *table, *t, action)?,
            Action::AddGuest { name: n, .. } | Action::RenameGuest { name: n, .. } => {
                name(f, n)?;
            }
            Action::AddGuests { guests } => {
                for (n, _) in guests {
                    name(f, n)?;
                }
            }
            _ => {}
        }
    }
    Ok(())
}
