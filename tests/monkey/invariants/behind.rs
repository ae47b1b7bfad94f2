//! Files and the cursor across frames: nothing changes behind the host's back, and the
//! widget with the cursor is on screen.

use std::path::PathBuf;

use cinch_party::view::Screen;
use egui::Key;

use super::{Facts, Watch, is_file_of_season, keys_words, presses};

/// The frames a control the cursor came to may take to be scrolled into view.
const FOCUS_FRAMES: usize = 4;

/// Keys that only move the cursor (or put it away): they save nothing by themselves.
fn only_moves(f: &Facts<'_>) -> bool {
    let keys = presses(f.got);
    !keys.is_empty()
        && !f.got.iter().any(super::is_text)
        && keys.iter().all(|(k, m)| {
            !m.command
                && matches!(
                    k,
                    Key::Tab
                        | Key::ArrowUp
                        | Key::ArrowDown
                        | Key::ArrowLeft
                        | Key::ArrowRight
                        | Key::PageUp
                        | Key::PageDown
                        | Key::Home
                        | Key::End
                )
        })
}

impl Watch {
    /// No file changes in a frame without a key or a phone; a key on the Season screen
    /// leaves the party alone and the seasons not shown; a key elsewhere leaves the
    /// seasons alone (the member list gains a starting party's names, R-SEASON-1);
    /// passing through a box without typing in it changes nothing.
    pub fn nothing_behind_the_hosts_back(&mut self, f: &Facts<'_>) -> Result<(), String> {
        let arrived = self.arrived.take();
        // What the box showed before the cursor came to it (keys typed in the frame that
        // brought it there are its own).
        self.arrived = match (f.before.focused_box(), f.after.focused_box()) {
            (Some(b), Some(a)) if a.label == b.label => arrived.clone(),
            (_, Some(a)) => {
                let shown = f.before.boxes.get(&a.label).unwrap_or(a);
                Some((a.label.clone(), shown.value.clone()))
            }
            _ => None,
        };
        let changed = f.changed_files();
        if changed.is_empty() || f.phone {
            return Ok(());
        }
        if !f.has_keys() {
            return Err(format!(
                "{changed:?} changed in a frame with no key and no phone"
            ));
        }
        let party = f.before.party_path.as_deref();
        let of_party = |p: &PathBuf| party.is_some_and(|party| p.starts_with(party));
        let shown_season = f
            .before
            .season
            .as_deref()
            .and_then(|name| cinch_party::season::files::season_path(f.saves, name).ok());
        let existed = |p: &PathBuf| f.before.files.contains_key(p);
        let grew = f.new_entries().is_some_and(|n| !n.is_empty());
        let wrong: Vec<&PathBuf> = changed
            .iter()
            .filter(|p| match f.before.screen {
                Screen::Season => {
                    of_party(p)
                        || (is_file_of_season(f.saves, p)
                            && existed(p)
                            && shown_season.as_ref() != Some(*p))
                }
                _ => {
                    (is_file_of_season(f.saves, p) && existed(p))
                        || (p.ends_with(cinch_party::store::MEMBERS_FILE) && !grew)
                }
            })
            .collect();
        if !wrong.is_empty() {
            return Err(format!(
                "{} on the {:?} screen changed {wrong:?}",
                keys_words(f.got),
                f.before.screen
            ));
        }
        let untouched = match (&arrived, f.before.focused_box()) {
            (Some((label, value)), Some(b)) => *label == b.label && *value == b.value,
            _ => false,
        };
        if only_moves(f) && untouched {
            return Err(format!(
                "{} passing through {:?} (untouched) changed {changed:?}",
                keys_words(f.got),
                f.before.focus_label().unwrap_or_default()
            ));
        }
        Ok(())
    }

    /// The widget with the cursor is drawn, and (once it has had it for a frame, time
    /// to scroll to it) inside the window.
    pub fn focus_on_screen(&mut self, frame: usize, f: &Facts<'_>) -> Result<(), String> {
        let same = f.before.focus_label() == f.after.focus_label();
        if !same {
            self.focus_since = frame;
        }
        if f.before.focus_undrawn && f.after.focus_undrawn {
            return Err("egui gives the cursor to a widget that is not drawn".to_owned());
        }
        let Some(focus) = &f.after.focus else {
            return Ok(());
        };
        // A control the cursor comes to is scrolled into view over a few frames: egui
        // moves the focus at the end of a frame, the screen asks for the scroll in the
        // next, the scroll area moves in the one after (some 50 ms at 60 frames a second).
        if frame < self.focus_since + FOCUS_FRAMES {
            return Ok(());
        }
        if !f.after.window.contains(focus.rect.center()) {
            return Err(format!(
                "{:?} has the cursor at {:?}, outside the window {:?}",
                focus.label, focus.rect, f.after.window
            ));
        }
        Ok(())
    }
}
