//! The party files from the window: a new party, one opened (the sample as a copy), a
//! backup put back, a save tried again, the party closed.

use crate::rules::Phase;
use crate::store::{self, PartyFile, Saved};
use crate::view::{Desk, Screen};

use super::CinchApp;

impl CinchApp {
    /// The party closed: back to the Party screen with the list of parties.
    pub(super) fn close_party(&mut self) {
        self.screens.another_party();
        self.display.state.another_party();
        self.display.reopen = false;
        self.desk = None;
        self.phones_closed();
        self.screen = Screen::Party;
        self.recent.refresh();
    }

    /// The host's "Try again" after a save failed.
    pub(super) fn retry_save(&mut self) {
        let now = self.clock.now();
        if let Some(desk) = &mut self.desk {
            match desk.file.save_now(now) {
                Saved::No(error) => self.toasts.error(error.to_string()),
                Saved::Yes => self.toasts.notice(crate::words::msg::app_saved()),
            }
        }
    }

    pub(super) fn new_party(&mut self, title: &str, settings: crate::rules::Settings) {
        // A new party is played under the rule book of today, whatever party the form's
        // settings were last loaded from.
        // Its guests' language, unless the form chose one: the window's (issue 51).
        let language = settings
            .language
            .clone()
            .or_else(|| Some(crate::words::lang::current().tag().to_owned()));
        let settings = crate::rules::Settings {
            edition: crate::rules::progression::Edition::default(),
            language,
            ..settings
        };
        if let Err(error) = settings.check() {
            self.toasts.error(crate::words::rule_refusal(&error));
            return;
        }
        let title = match crate::rules::guests::clean_title(title) {
            Ok(Some(title)) => title,
            Ok(None) => crate::words::msg::app_default_title(),
            Err(error) => {
                self.toasts.error(crate::words::rule_refusal(&error));
                return;
            }
        };
        let title = title.as_str();
        let now = self.clock.now();
        let path = store::new_party_path(&self.saves_dir, title, now);
        let (file, saved) = match PartyFile::create(&path, title, settings, now) {
            Ok(made) => made,
            Err(error) => {
                self.toasts.error(error.to_string());
                return;
            }
        };
        if let Saved::No(error) = saved {
            self.toasts.error(error.to_string());
        }
        self.remember_party(file.path());
        self.screens.another_party();
        let desk = Desk::new(file);
        let duplicate = desk.duplicate().is_some();
        self.desk = Some(desk);
        self.display.another_party();
        // A duplicate evening starts with its pairs; the star game with its guests.
        self.screen = if duplicate {
            Screen::Draw
        } else {
            Screen::Guests
        };
        self.session.moves_into = None;
        self.session.end_with_this_bell = false;
        self.recent.refresh();
    }

    pub(super) fn restore(&mut self, path: &std::path::Path) {
        self.session.load_error = None;
        // The host asked from the "cannot be opened" dialog: the file is unreadable.
        match store::restore_backup(path, self.clock.now(), false) {
            Ok(restored) => {
                self.toasts.notice(crate::words::msg::app_opened_backup(
                    restored.set_aside.display().to_string(),
                ));
                self.open(path);
            }
            Err(error) => self.toasts.error(error.to_string()),
        }
        self.recent.refresh();
    }

    pub(super) fn open(&mut self, path: &std::path::Path) {
        // The sample parties ship with the program: play with a copy, keep the original.
        let is_sample = path
            .file_name()
            .is_some_and(|n| n.to_string_lossy().starts_with("sample-"));
        let opened = if is_sample {
            self.copy_of_sample(path)
        } else {
            PartyFile::open(path)
        };
        match opened {
            Ok(mut file) => {
                if let Some(notice) = file.take_notice() {
                    self.toasts.notice(notice);
                }
                self.remember_party(file.path());
                self.screens.another_party();
                let desk = Desk::new(file);
                self.screen = match desk.state().phase() {
                    Phase::Setup if desk.state().guests().is_empty() => Screen::Guests,
                    Phase::Setup => Screen::Draw,
                    Phase::Playing => Screen::Round,
                    Phase::Finished => Screen::Prizes,
                };
                let path = desk.file.path().to_path_buf();
                self.desk = Some(desk);
                self.resume_phones(&path);
                self.display.another_party();
                self.session.load_error = None;
                self.session.moves_into = None;
                self.session.end_with_this_bell = false;
            }
            Err(error) => self.session.load_error = Some(error),
        }
    }

    /// A sample party is opened as a copy in the saves folder.
    pub(super) fn copy_of_sample(
        &mut self,
        path: &std::path::Path,
    ) -> Result<PartyFile, store::LoadError> {
        let (sample, party) = store::load(path)?;
        let now = self.clock.now();
        let title = crate::words::msg::app_copy_title(sample.title.as_str());
        let copy = store::new_party_path(&self.saves_dir, &title, now);
        let mut copied = PartyFile::adopt(&copy, &title, party)?;
        if let Saved::No(error) = copied.save_now(now) {
            self.toasts.error(error.to_string());
        } else {
            self.toasts.notice(crate::words::msg::app_sample_copy(
                copy.display().to_string(),
            ));
        }
        self.recent.refresh();
        Ok(copied)
    }
}
