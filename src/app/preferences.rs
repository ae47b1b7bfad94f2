//! What the window keeps between runs (issue 50 §5), as one record: the last party's
//! path, the host's look and zoom, the guest display's look, the printer and whether
//! the bell prints the next round's pads. eframe keeps it under one key, written and
//! read by serde (RON), so a field is added in one place and a stored record that lacks
//! it (or has one no longer known) still reads. The keys of one string each that came
//! before it are read once, when there is no record yet.

use std::path::PathBuf;

use egui::ThemePreference;
use serde::{Deserialize, Serialize};

use super::style::{theme_from_word, zoom_from_word};
use crate::view::display::DisplayLook;

/// The key eframe keeps the record under.
pub const PREFERENCES_KEY: &str = "preferences";

/// What the window keeps between runs.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Preferences {
    /// The party opened or created last (offered again after a restart).
    pub last_party: Option<PathBuf>,
    /// The host's look: the system's, light or dark (Party screen).
    pub theme: Option<ThemePreference>,
    /// The window's zoom (Ctrl+Plus / Ctrl+Minus / Ctrl+0).
    pub zoom: Option<f32>,
    /// The guest display's own look.
    pub display_look: Option<DisplayLook>,
    /// The printer chosen on the Print screen.
    pub printer: Option<String>,
    /// The bell prints the next round's pads.
    pub pads_at_bell: bool,
    /// The guest display's window was open: it opens again with the party (a host's
    /// trial had to reopen it by hand after a crash).
    pub display_open: bool,
    /// The window's language, once the host chose one (issue 51): before, the
    /// computer's.
    pub language: Option<crate::words::Lang>,
}

impl Preferences {
    /// The record kept in `storage`; the keys of before when there is none; nothing
    /// kept, the defaults. A zoom out of egui's sensible range is left out.
    pub fn read(storage: &dyn eframe::Storage) -> Preferences {
        let mut kept = eframe::get_value::<Preferences>(storage, PREFERENCES_KEY)
            .unwrap_or_else(|| Preferences::of_the_keys_before(storage));
        kept.zoom = kept
            .zoom
            .filter(|z| zoom_from_word(&z.to_string()).is_some());
        kept.printer = kept.printer.filter(|p| !p.is_empty());
        kept
    }

    /// Keeps the record in `storage`.
    pub fn write(&self, storage: &mut dyn eframe::Storage) {
        eframe::set_value(storage, PREFERENCES_KEY, self);
    }

    /// What the earlier versions kept, one string a key.
    fn of_the_keys_before(storage: &dyn eframe::Storage) -> Preferences {
        let word = |key: &str| storage.get_string(key);
        Preferences {
            last_party: word("last_party").map(PathBuf::from),
            theme: word("theme").map(|w| theme_from_word(&w)),
            zoom: word("zoom").and_then(|z| zoom_from_word(&z)),
            display_look: word("display_look").and_then(|w| DisplayLook::from_word(&w)),
            printer: word("printer"),
            pads_at_bell: word("print_pads_at_bell").as_deref() == Some("yes"),
            display_open: false,
            language: None,
        }
    }
}
