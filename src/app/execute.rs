//! Running a command: the rules decide, the file is saved, and the host hears of any
//! refusal or failure once, in words.

use crate::rules::program::{bell_with_override, cut_tied_table, draw_for_everyone};
use crate::rules::roster::plan_guest_list;
use crate::rules::{Action, Cut, Phase, PrizeOutcome, RuleError, Side};
use crate::store::{self, Saved};
use crate::view::{Command, DisplayCommand, DisplayMode, Screen, UiCommand};
use crate::words;

use super::CinchApp;

impl CinchApp {
    /// Runs one command. `time` is egui's clock, for the bell's flash.
    pub fn execute(&mut self, command: Command, time: f64) {
        // What it says, it says in the window's language (it may come from outside a
        // frame: a test, the stop signal).
        let speaks = self.remembered.speaks;
        crate::words::speaking(speaks, || self.execute_spoken(command, time));
    }

    fn execute_spoken(&mut self, command: Command, time: f64) {
        match command {
            Command::Ui(ui) => self.execute_ui(ui, time),
            Command::WindowLanguage(lang) => self.window_language(lang),
            Command::NewParty { title, settings } => self.new_party(&title, settings),
            Command::OpenParty(path) => self.open(&path),
            Command::RestoreBackup(path) => self.restore(&path),
            Command::CloseParty => self.close_party(),
            Command::RefreshParties => self.recent.refresh(),
            Command::ExportForSpreadsheet => self.export_for_spreadsheet(),
            Command::OpenExports => self.open_exports(),
            Command::SaveResultsPage { open } => self.save_results_page(open),
            Command::SavePrint {
                document,
                paper,
                open,
            } => self.save_print(document, paper, open),
            Command::Ask(ask) => self.ask_file(ask),
            Command::SaveCopyTo(path) => self.save_copy_to(&path),
            Command::SavePrintTo {
                document,
                paper,
                path,
            } => self.save_print_to(document, paper, &path),
            Command::ExportTo(dir) => self.export_to(&dir),
            Command::UndoConfirmed => {
                self.session.confirm_undo = None;
                self.undo();
            }
            Command::CancelUndo => self.session.confirm_undo = None,
            Command::Apply(action) => {
                self.apply(action, time);
            }
            Command::ApplyNoted(action, why) => {
                self.apply_noted(action, Some(&why), time);
            }
            Command::AddGuestList { text, side } => self.add_guest_list(&text, side, time),
            Command::AddPairs { text } => self.add_pairs(&text, time),
            Command::StartDuplicate => self.start_duplicate(time),
            Command::DealTrays => {
                if self.deal_trays(time) {
                    self.toasts.notice(words::trays_dealt());
                }
            }
            Command::CutDuplicateTie(direction) => self.cut_duplicate_tie(direction, time),
            Command::DrawForEveryone => {
                let drawn = self.with_state(draw_for_everyone);
                self.apply_made(drawn, time);
            }
            Command::CutTie { round, table } => {
                let cut = self.with_state(|state, rng| cut_tied_table(state, round, table, rng));
                self.apply_made(cut, time);
            }
            Command::RingAnyway => {
                let last = self.session.end_with_this_bell;
                let bell = self.with_state(|state, rng| Ok(bell_with_override(state, last, rng)));
                self.apply_made(bell, time);
            }
            Command::EndWithThisBell(on) => self.session.end_with_this_bell = on,
            Command::CutPrize(key) => self.cut_prize(key, time),
            Command::RetrySave => self.retry_save(),
            Command::DismissMoves => {
                self.session.moves_into = None;
            }
            Command::Notify(text) => self.toasts.error(text),
            Command::ShowGuest(guest) => self.screens.show_guest(guest),
            Command::Phones(what) => {
                let ctx = self.ctx.clone();
                self.phones_command(what, ctx.as_ref());
            }
            Command::Display(what) => self.display_command(what),
            Command::Season(what) => self.season_command(what),
            Command::Printer(what) => self.printer_command(what),
            Command::Mail(what) => self.mail_command(what),
            Command::TestBell(volume) => {
                self.bell.sound.ring(crate::bell::Ring::Test, volume);
                self.bell.rang = true;
            }
        }
    }

    /// The commands with a name and a shortcut.
    fn execute_ui(&mut self, command: UiCommand, time: f64) {
        match command {
            UiCommand::Show(screen) => {
                // Asked for the screen it is on: the screen starts again, the cursor back
                // where it waits when the screen comes into view (Ctrl+1: the title).
                if self.screen == screen {
                    self.screens.show_again(screen);
                } else {
                    // The host has moved on: a complaint about the last screen's typing
                    // does not follow them to the next.
                    self.toasts.clear_errors();
                }
                self.screen = screen;
            }
            // A screen's own keys are taken by that screen as it is drawn.
            other if other.screen().is_some() => {}
            // On the Season screen, the season's and the members' changes; the party's
            // history only on the party's screens (issue 49).
            UiCommand::Undo if self.screen == Screen::Season => self.undo_club(),
            UiCommand::Redo if self.screen == Screen::Season => self.redo_club(),
            // The Season screen's keys leave the evening alone (issue 49, key monkey issue
            // 55: Ctrl+Enter on the Season screen started the next round): the bell, the
            // round and its clock wait for the party's screens, and the host is told so.
            UiCommand::RingBell
            | UiCommand::StartRound
            | UiCommand::PauseClock
            | UiCommand::AnswerCall
            | UiCommand::DoorLetIn
            | UiCommand::DoorLetAllIn
            | UiCommand::DoorTurnAway
                if self.screen == Screen::Season =>
            {
                let key = self.key_words(command);
                let round = self.key_words(UiCommand::Show(Screen::Round));
                self.toasts.error(words::evening_keys_wait(&key, &round));
            }
            UiCommand::Undo => match self.undo_needs_asking() {
                Some(question) => self.session.confirm_undo = Some(question),
                None => self.undo(),
            },
            UiCommand::Redo => self.redo(),
            UiCommand::RingBell => {
                // The host's tick "End the evening with this bell" holds for Ctrl+B as
                // for the button: one decision, wherever the bell is rung from.
                let bell = Action::RingBell {
                    override_missing: false,
                    cuts: Vec::new(),
                    last: self.session.end_with_this_bell,
                };
                self.apply(bell, time);
            }
            UiCommand::RingAnyway if self.desk.is_some() => {
                self.screen = Screen::Round;
                self.session.moves_into = None;
                self.screens.ask_ring_anyway();
            }
            UiCommand::StartRound => {
                self.session.moves_into = None;
                self.screen = Screen::Round;
                self.apply(Action::StartRound, time);
            }
            UiCommand::FrameTimes => self.frames.shown = !self.frames.shown,
            UiCommand::NextLanguage => {
                let now = self.remembered.speaks;
                let all: Vec<_> = crate::words::Lang::all().collect();
                let at = all.iter().position(|l| *l == now);
                let next = at.map_or(0, |i| (i + 1) % all.len());
                if let Some(next) = all.get(next) {
                    self.window_language(*next);
                }
            }
            UiCommand::AnswerCall => self.answer_first_call(time),
            UiCommand::DoorLetIn | UiCommand::DoorLetAllIn | UiCommand::DoorTurnAway => {
                self.door_key(command, time);
            }
            UiCommand::FindGuest if self.screen == Screen::Season => self.screens.find_member(),
            UiCommand::FindGuest if self.desk.is_some() => self.screens.find_guest(),
            UiCommand::OpenDialog => self.ask_file(crate::view::FileAsk::OpenParty),
            UiCommand::SaveCopyDialog => self.ask_file(crate::view::FileAsk::SaveCopy),
            UiCommand::GuestDisplayWindow if self.desk.is_some() => {
                let open = !self.display.state.open;
                self.display_command(crate::view::DisplayCommand::Open(open));
            }
            UiCommand::CorrectPast if self.desk.is_some() => {
                self.screen = Screen::Standings;
                self.screens.correct_past();
            }
            UiCommand::ArriveLate => self.arrive_late(),
            UiCommand::PauseClock => self.pause_or_resume_clock(time),
            _ => {}
        }
    }

    /// Ctrl+L: a latecomer. The star game asks for the name on the Round screen;
    /// Duplicate Cinch plays in fixed pairs, so a latecomer is a pair's business.
    fn arrive_late(&mut self) {
        match self.desk.as_ref() {
            Some(desk) if desk.duplicate().is_some() => {
                let state = desk.state();
                if state.phase() == Phase::Setup {
                    self.screen = Screen::Draw;
                }
                self.toasts
                    .notice(words::duplicate_latecomer(state.phase()));
            }
            Some(_) => {
                self.screen = Screen::Round;
                self.screens.ask_arrival();
            }
            None => {}
        }
    }

    /// Ctrl+P: the round's clock paused, or running again.
    fn pause_or_resume_clock(&mut self, time: f64) {
        let paused = self
            .desk
            .as_ref()
            .and_then(|d| d.state().round_clock())
            .map(|c| c.is_paused());
        match paused {
            Some(true) => {
                self.apply(Action::ResumeClock, time);
            }
            Some(false) => {
                self.apply(Action::PauseClock, time);
            }
            None => self.toasts.error(crate::words::msg::app_no_round()),
        }
    }

    fn cut_prize(&mut self, key: crate::rules::PrizeKey, time: f64) {
        let candidates = self
            .desk
            .as_ref()
            .and_then(|desk| desk.star())
            .and_then(|star| star.prizes.iter().find(|p| p.key == key))
            .and_then(|prize| match &prize.outcome {
                PrizeOutcome::AwaitingCut { candidates, .. } => Some(candidates.clone()),
                _ => None,
            });
        match candidates {
            Some(candidates) => {
                let cut = Cut::by_program(&candidates, &mut self.rng);
                self.apply(Action::CutForPrize { prize: key, cut }, time);
            }
            None => self.toasts.error(crate::words::msg::app_no_cut()),
        }
    }

    fn display_command(&mut self, what: DisplayCommand) {
        let display = &mut self.display.state;
        match what {
            DisplayCommand::Open(open) => {
                display.open = open;
                if !open {
                    display.fullscreen = false;
                }
                self.remember_now();
            }
            DisplayCommand::Fullscreen(on) => display.fullscreen = on && display.open,
            DisplayCommand::Mode(mode) => display.mode = mode,
            DisplayCommand::Reveal(prize) => {
                if !display.revealed.contains(&prize) {
                    display.revealed.push(prize);
                }
                // Revealing a prize means the ceremony is on.
                display.mode = DisplayMode::Ceremony;
            }
            DisplayCommand::HideAll => display.revealed.clear(),
            DisplayCommand::Look(look) => display.look = look,
            DisplayCommand::Screen(size) => display.screen = size,
        }
    }

    /// Runs a closure that makes an action from the state and the app's random source.
    pub(super) fn with_state<T>(
        &mut self,
        make: impl FnOnce(&crate::rules::State, &mut crate::rules::Shuffler) -> Result<T, RuleError>,
    ) -> Result<T, RuleError> {
        match &self.desk {
            Some(desk) => make(desk.state(), &mut self.rng),
            None => Err(RuleError::NotStarted),
        }
    }

    pub(super) fn apply_made(&mut self, made: Result<Action, RuleError>, time: f64) {
        match made {
            Ok(action) => {
                self.apply(action, time);
            }
            Err(error) => self.toasts.error(crate::words::rule_refusal(&error)),
        }
    }

    /// Applies an action and saves; tells the host of a refusal or a failed save.
    /// Returns whether the rules accepted it.
    pub(super) fn apply(&mut self, action: Action, time: f64) -> bool {
        self.apply_noted(action, None, time)
    }

    /// `apply`, with the host's few words of why kept in the history (issue 52).
    pub(super) fn apply_noted(&mut self, action: Action, why: Option<&str>, time: f64) -> bool {
        let now = self.clock.now();
        let Some(desk) = &mut self.desk else {
            self.toasts.error(crate::words::msg::app_open_first());
            return false;
        };
        let is_bell = matches!(action, Action::RingBell { .. });
        let seats = matches!(action, Action::SeatTables);
        let starts = matches!(action, Action::SeatTables | Action::StartDuplicate);
        // R-ROUND-4: a first result starts a round nobody started (the file applies
        // the start first); the host hears it.
        let starts_round = desk.state().result_starts_round(&action);
        let arrives = match &action {
            Action::AddGuest { name, .. }
                if desk
                    .state()
                    .star()
                    .is_some_and(|s| s.current_round().is_some()) =>
            {
                Some(name.clone())
            }
            _ => None,
        };
        let settles = super::superseded::settles_a_table(&action).then(|| action.clone());
        let applied = match why {
            Some(why) => desk.file.apply_noted(action, now, why),
            None => desk.file.apply(action, now),
        };
        match applied {
            Err(error) => {
                self.toasts.error(crate::words::rule_refusal(&error));
                false
            }
            Ok(saved) => {
                // Accepted: an error shown about an earlier try no longer holds.
                self.toasts.clear_errors();
                if let Saved::No(error) = saved {
                    self.toasts.error(error.to_string());
                }
                desk.refresh();
                let begun = desk
                    .state()
                    .star()
                    .and_then(|star| star.current_round())
                    .is_some_and(|r| r.started_at.is_some());
                if let Some(action) = &settles {
                    self.set_aside_superseded(action);
                }
                if is_bell {
                    self.after_bell(time);
                }
                if starts_round && let Some(desk) = &self.desk {
                    self.toasts
                        .notice(crate::words::round_started_by_result(desk.state()));
                }
                if starts {
                    self.party_started();
                }
                if let (Some(name), Some(star)) =
                    (arrives, self.desk.as_ref().and_then(|d| d.state().star()))
                {
                    let confirmed = crate::words::arrival_confirmed(star, &name);
                    self.toasts.notice(confirmed);
                }
                if seats {
                    let start = self.key_words(UiCommand::StartRound);
                    self.toasts.notice(if begun {
                        crate::words::msg::app_seated_begun()
                    } else {
                        crate::words::msg::app_seated(start)
                    });
                }
                true
            }
        }
    }

    fn after_bell(&mut self, time: f64) {
        // The tick was for this bell only.
        self.session.end_with_this_bell = false;
        let Some(desk) = &self.desk else { return };
        let finished = desk.state().phase() == Phase::Finished;
        let next = desk.state().round_number();
        self.ring(crate::bell::Ring::Move, time);
        if finished {
            self.session.moves_into = None;
            self.screen = Screen::Prizes;
        } else {
            self.session.moves_into = next;
        }
    }

    /// R-SIDE-1: a pasted list, one name a line. Names the rules would refuse are left
    /// out and listed; the rest are added as one action (one undo takes them all back).
    fn add_guest_list(&mut self, text: &str, side: Side, time: f64) {
        let Some(desk) = &self.desk else { return };
        // A line may carry the guest's address after the name (issue 53):
        // `Zoë Ångström <zoe@example.org>`; a wrong address refuses its line.
        let (names, addresses, mut refused) = crate::mail::address::split_list(text);
        let plan = plan_guest_list(desk.state(), &names, side);
        let count = plan.accepted.len();
        let accepted: Vec<String> = plan.accepted.iter().map(|(n, _)| n.clone()).collect();
        let added = count > 0
            && self.apply(
                Action::AddGuests {
                    guests: plan.accepted,
                },
                time,
            );
        if added {
            self.keep_pasted_addresses(&accepted, &addresses);
        }
        refused.extend(plan.refused.iter().map(|(name, why)| {
            format!(
                "\"{}\" ({})",
                words::quote(name, 40),
                store::no_stop(&words::list_refusal(why))
            )
        }));
        let done = added.then(|| words::msg::app_added_guests(count));
        self.list_message(done, &refused, count == 0, &words::msg::app_no_names());
    }

    /// One message for a pasted list: what went in (`done`, a sentence), then what did not
    /// and why; `empty` when the list held nothing to add.
    pub(super) fn list_message(
        &mut self,
        done: Option<String>,
        refused: &[String],
        empty: bool,
        empty_words: &str,
    ) {
        let refused = refused.join("; ");
        match done {
            Some(done) if !refused.is_empty() => self
                .toasts
                .error(words::msg::AppAddedNotAdded { done, refused }.say()),
            None if !refused.is_empty() => self.toasts.error(words::msg::app_not_added(refused)),
            Some(done) => self.toasts.notice(done),
            None if empty => self.toasts.error(empty_words),
            None => {}
        }
    }
}
