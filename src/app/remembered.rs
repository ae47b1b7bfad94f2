//! What eframe keeps between runs of the window: the last party's path, the host's
//! look and zoom, the guest display's look, the printer and the bell's option. A choice
//! to keep is saved after the frame it was made in (issue 54 §4), not only every 30
//! seconds of frames or as the window closes, so that a program killed, or a computer
//! switched off, keeps it.

use std::path::PathBuf;

use super::preferences::Preferences;

/// What eframe keeps between runs of the window.
#[derive(Default)]
pub(super) struct Remembered {
    /// The party opened or created last (offered again after a restart).
    pub(super) last_party: Option<PathBuf>,
    /// A choice to keep was made since eframe last saved: eframe saves after this
    /// frame (not 30 s later, nor only when the window closes), so that a program
    /// killed, or a computer switched off, keeps it.
    pub(super) changed: bool,
    /// The window's language, once the host chose one (issue 51).
    pub(super) language: Option<crate::words::Lang>,
    /// The language the window speaks now: the one chosen, else the computer's.
    pub(super) speaks: crate::words::Lang,
}

impl super::CinchApp {
    /// Puts back what the host chose for the guest display last time (its look, and
    /// whether its window was open), from eframe's storage.
    pub fn restore_display(&mut self, storage: &dyn eframe::Storage) {
        let kept = Preferences::read(storage);
        if let Some(look) = kept.display_look {
            self.display.state.look = look;
        }
        // The party given on the command line is open already; else the window opens
        // with the party the host carries on with (issue 52's trial: it never did).
        if self.desk.is_some() {
            self.display.state.open |= kept.display_open;
        } else {
            self.display.reopen |= kept.display_open;
        }
    }

    /// Speaks `lang` in the window from now on, remembered after this frame (issue 51).
    pub(super) fn window_language(&mut self, lang: crate::words::Lang) {
        self.remembered.speaks = lang;
        self.remembered.language = Some(lang);
        self.remember_now();
    }

    /// The window's language at start: the one given on the command line, else the
    /// one the host chose last, else the computer's, else English.
    pub fn restore_language(
        &mut self,
        storage: &dyn eframe::Storage,
        given: Option<crate::words::Lang>,
    ) {
        use crate::words::Lang;
        let kept = Preferences::read(storage).language;
        self.remembered.language = kept;
        self.remembered.speaks = given
            .or(kept)
            .or_else(Lang::of_the_computer)
            .unwrap_or(Lang::ENGLISH);
    }

    /// The language the window speaks.
    pub fn window_speaks(&self) -> crate::words::Lang {
        self.remembered.speaks
    }

    /// The party opened or created last, to offer after a restart.
    pub fn last_party(&self) -> Option<&std::path::Path> {
        self.remembered.last_party.as_deref()
    }

    /// Has eframe keep the host's choices after this frame.
    pub(super) fn remember_now(&mut self) {
        self.remembered.changed = true;
    }

    /// Remembers `path` as the party opened last, kept after this frame.
    pub(super) fn remember_party(&mut self, path: &std::path::Path) {
        self.remembered.last_party = Some(path.to_path_buf());
        self.remember_now();
    }

    /// Everything kept, into eframe's storage, as one record.
    pub(super) fn save_remembered(&mut self, storage: &mut dyn eframe::Storage) {
        self.remembered.changed = false;
        let printers = self.printer.view();
        let kept = Preferences {
            last_party: self.remembered.last_party.clone(),
            theme: self.ctx.as_ref().map(|c| c.options(|o| o.theme_preference)),
            zoom: self.ctx.as_ref().map(egui::Context::zoom_factor),
            display_look: Some(self.display.state.look),
            printer: printers.chosen.clone(),
            pads_at_bell: printers.pads_at_bell,
            display_open: self.display.open_next_time(),
            language: self.remembered.language,
        };
        kept.write(storage);
    }

    /// How long eframe waits between saves: none after a choice to keep (see
    /// `Remembered::changed`), else eframe's own 30 seconds.
    pub(super) fn save_every(&self) -> std::time::Duration {
        if self.remembered.changed {
            std::time::Duration::ZERO
        } else {
            std::time::Duration::from_secs(30)
        }
    }
}
