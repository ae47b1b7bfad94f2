//! Running a command: the rules decide, the file is saved, and the host hears of any
//! refusal or failure once, in words.

use crate::rules::guests::{name_key, read_guest_list};
use crate::rules::program::{bell_with_override, cut_tied_table, draw_for_everyone};
use crate::rules::{Action, Cut, Phase, PrizeOutcome, RuleError, Side};
use crate::store::{self, PartyFile, Saved};

use super::{CinchApp, Command, Desk, Screen};

impl CinchApp {
    /// Runs one command. `time` is egui's clock, for the bell's flash.
    pub fn execute(&mut self, command: Command, time: f64) {
        match command {
            Command::Show(screen) => self.screen = screen,
            Command::NewParty { title, settings } => self.new_party(&title, settings),
            Command::OpenParty(path) => self.open(&path),
            Command::RestoreBackup(path) => {
                self.load_error = None;
                match store::restore_backup(&path, self.clock.now()) {
                    Ok(aside) => {
                        self.toasts.notice(format!(
                            "Opened the backup. The unreadable file is kept as {}.",
                            aside.display()
                        ));
                        self.open(&path);
                    }
                    Err(error) => self.toasts.error(error.to_string()),
                }
            }
            Command::CloseParty => {
                self.display.revealed.clear();
                self.desk = None;
                self.screen = Screen::Party;
                self.recent_stale = true;
            }
            Command::Undo => match self.undo_needs_asking() {
                Some(question) => self.confirm_undo = Some(question),
                None => self.undo(),
            },
            Command::UndoConfirmed => {
                self.confirm_undo = None;
                self.undo();
            }
            Command::CancelUndo => self.confirm_undo = None,
            Command::Redo => self.redo(),
            Command::Apply(action) => self.apply(action, time),
            Command::AddGuestList { text, side } => self.add_guest_list(&text, side),
            Command::DrawForEveryone => {
                let drawn = self.with_state(draw_for_everyone);
                self.apply_made(drawn, time);
            }
            Command::CutTie { round, table } => {
                let cut = self.with_state(|state, rng| cut_tied_table(state, round, table, rng));
                self.apply_made(cut, time);
            }
            Command::RingBell {
                override_missing,
                last,
            } => {
                let bell = self.with_state(|state, rng| {
                    Ok(if override_missing {
                        bell_with_override(state, last, rng)
                    } else {
                        Action::RingBell {
                            override_missing: false,
                            cuts: Vec::new(),
                            last,
                        }
                    })
                });
                self.apply_made(bell, time);
            }
            Command::CutPrize(key) => {
                let cut = self
                    .desk
                    .as_ref()
                    .and_then(|desk| desk.prizes.iter().find(|p| p.key == key))
                    .and_then(|prize| match &prize.outcome {
                        PrizeOutcome::AwaitingCut { candidates } => Some(candidates.clone()),
                        _ => None,
                    });
                match cut {
                    Some(candidates) => {
                        let cut = Cut::by_program(&candidates, &mut self.rng);
                        self.apply(Action::CutForPrize { prize: key, cut }, time);
                    }
                    None => self.toasts.error("That prize needs no cut."),
                }
            }
            Command::RetrySave => {
                let now = self.clock.now();
                if let Some(desk) = &mut self.desk
                    && let Saved::No(error) = desk.file.save_now(now)
                {
                    self.toasts.error(error.to_string());
                }
            }
            Command::DismissMoves => {
                self.moves_into = None;
            }
            Command::Notify(text) => self.toasts.error(text),
            Command::Display(what) => self.display_command(what),
            Command::TestBell(volume) => {
                self.sound.ring(crate::bell::Ring::Test, volume);
                self.rang = true;
            }
        }
    }

    fn display_command(&mut self, what: super::DisplayCommand) {
        use super::DisplayCommand;
        let display = &mut self.display;
        match what {
            DisplayCommand::Open(open) => {
                display.open = open;
                if !open {
                    display.fullscreen = false;
                }
            }
            DisplayCommand::Fullscreen(on) => display.fullscreen = on && display.open,
            DisplayCommand::Mode(mode) => display.mode = mode,
            DisplayCommand::Reveal(prize) => {
                if !display.revealed.contains(&prize) {
                    display.revealed.push(prize);
                }
                // Revealing a prize means the ceremony is on.
                display.mode = super::DisplayMode::Ceremony;
            }
            DisplayCommand::HideAll => display.revealed.clear(),
        }
    }

    /// Runs a closure that makes an action from the state and the app's random source.
    fn with_state<T>(
        &mut self,
        make: impl FnOnce(&crate::rules::State, &mut crate::rules::Shuffler) -> Result<T, RuleError>,
    ) -> Result<T, RuleError> {
        match &self.desk {
            Some(desk) => make(desk.file.party().state(), &mut self.rng),
            None => Err(RuleError::NotStarted),
        }
    }

    fn apply_made(&mut self, made: Result<Action, RuleError>, time: f64) {
        match made {
            Ok(action) => self.apply(action, time),
            Err(error) => self.toasts.error(error.to_string()),
        }
    }

    fn apply(&mut self, action: Action, time: f64) {
        let now = self.clock.now();
        let Some(desk) = &mut self.desk else {
            self.toasts.error("Open or create a party first.");
            return;
        };
        let is_bell = matches!(action, Action::RingBell { .. });
        let seats = matches!(action, Action::SeatTables);
        match desk.file.apply(action, now) {
            Err(error) => self.toasts.error(error.to_string()),
            Ok(saved) => {
                if let Saved::No(error) = saved {
                    self.toasts.error(error.to_string());
                }
                desk.refresh();
                if is_bell {
                    let finished = desk.state().phase() == Phase::Finished;
                    let next = desk.state().current_round().map(|r| r.number);
                    self.ring(crate::bell::Ring::Move, time);
                    if finished {
                        self.moves_into = None;
                        self.screen = Screen::Prizes;
                    } else {
                        self.moves_into = next;
                    }
                }
                if seats {
                    self.toasts
                        .notice("The tables are seated: round 1 has begun.");
                }
            }
        }
    }

    /// A question for the host before undoing a step that moves everyone: a bell, the
    /// seating, or the draw. Ordinary results are undone at once.
    fn undo_needs_asking(&self) -> Option<String> {
        let desk = self.desk.as_ref()?;
        let last = desk.file.party().history().last()?;
        match &last.action {
            Action::RingBell { .. } => {
                let round = desk
                    .state()
                    .rounds()
                    .iter()
                    .rev()
                    .find(|r| r.ended_at.is_some())?;
                Some(format!(
                    "Take back the bell of round {}? Everyone goes back to the seats of round {}; \
                     the results already entered stay.",
                    round.number, round.number
                ))
            }
            Action::SeatTables => Some(
                "Take back the seating? The tables go back to the draw, and round 1 is gone."
                    .to_owned(),
            ),
            Action::DrawAll { .. } => {
                Some("Take back the draw? Every guest's card is cleared.".to_owned())
            }
            _ => None,
        }
    }

    fn undo(&mut self) {
        let now = self.clock.now();
        let Some(desk) = &mut self.desk else { return };
        match desk.file.undo(now) {
            None => self.toasts.notice("There is nothing to undo."),
            Some(saved) => {
                if let Saved::No(error) = saved {
                    self.toasts.error(error.to_string());
                }
                desk.refresh();
                self.moves_into = None;
            }
        }
    }

    fn redo(&mut self) {
        let now = self.clock.now();
        let Some(desk) = &mut self.desk else { return };
        match desk.file.redo(now) {
            None => self.toasts.notice("There is nothing to redo."),
            Some(Err(error)) => self.toasts.error(error.to_string()),
            Some(Ok(saved)) => {
                if let Saved::No(error) = saved {
                    self.toasts.error(error.to_string());
                }
                desk.refresh();
            }
        }
    }

    fn new_party(&mut self, title: &str, settings: crate::rules::Settings) {
        if let Err(error) = settings.check() {
            self.toasts.error(error.to_string());
            return;
        }
        let title = if title.trim().is_empty() {
            "Cinch party"
        } else {
            title.trim()
        };
        let now = self.clock.now();
        let path = store::new_party_path(&self.saves_dir, title, now);
        let (file, saved) = PartyFile::create(&path, title, settings, now);
        if let Saved::No(error) = saved {
            self.toasts.error(error.to_string());
        }
        self.desk = Some(Desk::new(file));
        self.screen = Screen::Guests;
        self.moves_into = None;
        self.recent_stale = true;
    }

    fn open(&mut self, path: &std::path::Path) {
        // The sample parties ship with the program: play with a copy, keep the original.
        let is_sample = path
            .file_name()
            .is_some_and(|n| n.to_string_lossy().starts_with("sample-"));
        let opened = PartyFile::open(path).map(|file| {
            if !is_sample {
                return file;
            }
            let now = self.clock.now();
            let copy = store::new_party_path(&self.saves_dir, &format!("{} (copy)", file.title()), now);
            let mut copied = PartyFile::adopt(&copy, &format!("{} (copy)", file.title()), file.party().clone());
            if let Saved::No(error) = copied.save_now(now) {
                self.toasts.error(error.to_string());
            } else {
                self.toasts.notice(format!(
                    "This is a copy of the sample party, saved as {}; the sample itself stays as it is.",
                    copy.display()
                ));
            }
            self.recent_stale = true;
            copied
        });
        match opened {
            Ok(file) => {
                let desk = Desk::new(file);
                self.screen = match desk.state().phase() {
                    Phase::Setup if desk.state().guests().is_empty() => Screen::Guests,
                    Phase::Setup => Screen::Draw,
                    Phase::Playing => Screen::Round,
                    Phase::Finished => Screen::Prizes,
                };
                self.desk = Some(desk);
                self.display.revealed.clear();
                self.load_error = None;
                self.moves_into = None;
            }
            Err(error) => self.load_error = Some(error),
        }
    }

    /// R-SIDE-1: a pasted list, one name a line. Names the rules would refuse are left
    /// out and listed; the rest are added as one action (one undo takes them all back).
    fn add_guest_list(&mut self, text: &str, side: Side) {
        let Some(desk) = &self.desk else { return };
        let state = desk.state();
        let mut accepted: Vec<(String, Side)> = Vec::new();
        let mut refused: Vec<String> = Vec::new();
        for raw in read_guest_list(text) {
            match state.check_new_name(&raw, None) {
                Ok(name) if accepted.iter().any(|(n, _)| name_key(n) == name_key(&name)) => {
                    refused.push(format!("\"{name}\" (twice in the list)"));
                }
                Ok(name) => accepted.push((name, side)),
                Err(error) => refused.push(format!("\"{raw}\" ({error})")),
            }
        }
        let count = accepted.len();
        if count > 0 {
            self.apply(Action::AddGuests { guests: accepted }, 0.0);
            self.toasts.notice(format!(
                "Added {count} guest{}.",
                if count == 1 { "" } else { "s" }
            ));
        }
        if !refused.is_empty() {
            self.toasts
                .error(format!("Not added: {}", refused.join("; ")));
        } else if count == 0 {
            self.toasts
                .error("The list has no names: paste one name per line.");
        }
    }
}
