//! The host's app: one `CinchApp` holds the open party (bound to its file), the screen
//! state, and the messages for the host. The screens turn clicks and keys into
//! `Command`s; the app runs them after the frame is drawn, saves, and shows any error
//! once, in words.

pub mod awake;
pub mod clock;
pub mod dialogs;
mod duplicate;
mod execute;
mod files;
pub mod frames;
mod guest_window;
pub mod input;
mod mail;
mod phones;
mod preferences;
mod printer;
mod printing;
mod recent;
mod record;
mod remembered;
mod ringing;
mod season;
mod season_commands;
mod stop;
pub mod style;
mod superseded;
mod toasts;
mod undo;
mod viewer;

use std::path::PathBuf;
use std::sync::Arc;

pub use preferences::{PREFERENCES_KEY, Preferences};
use remembered::Remembered;

use crate::bell::Sound;
use crate::store::LoadError;
use crate::ui::{self, ScreenStates};
use crate::view::alerts::ClockAlerts;
use crate::view::{Command, Desk, DisplayState, Screen, View};
pub use clock::{Clock, FakeClock, SystemClock};
use guest_window::GuestDisplay;
use ringing::Bell;
pub use style::outgrows_screen;
pub use toasts::{Toast, Toasts};
pub use viewer::{ViewError, Viewer, system_viewer, viewer_running};

/// How the app starts.
pub struct AppOptions {
    /// Where party files go.
    pub saves_dir: PathBuf,
    /// The time source.
    pub clock: Arc<dyn Clock>,
    /// A seed for the program's shuffles and cuts (tests); `None` for a fresh one.
    pub seed: Option<u64>,
    /// A party file to open at once.
    pub open: Option<PathBuf>,
    /// Where the bell's sound goes.
    pub sound: Box<dyn Sound>,
    /// Print every frame's time to standard error (`--frame-times`).
    pub log_frames: bool,
    /// The party open when the window last closed (kept by eframe between runs): the
    /// Party screen offers to reopen it at once.
    pub last_party: Option<PathBuf>,
    /// Opens a saved print-out in the system's viewer (`system_viewer`; the tests
    /// record instead).
    pub viewer: Viewer,
    /// Shows the system's file dialogs (`dialogs::system_picker`; the tests answer).
    pub picker: dialogs::Picker,
    /// Where the computer's own settings (the mail server) are kept; `None`: the
    /// program's folder of the user's (the tests give a folder of their own).
    pub settings_dir: Option<PathBuf>,
    /// Keeps the laptop awake while the rounds run (`Awake::system()`; the tests'
    /// windows `Awake::off()`, or the desktop's own to check it).
    pub awake: awake::Awake,
}

/// The app.
pub struct CinchApp {
    /// Keeps the laptop awake while the rounds run (issue 52).
    awake: awake::Awake,
    // What the app was started with and works through.
    saves_dir: PathBuf,
    clock: Arc<dyn Clock>,
    rng: crate::rules::Shuffler,
    /// Opens a saved print-out.
    viewer: Viewer,
    /// Shows the system's file dialogs.
    picker: dialogs::Picker,
    /// The file dialog open now, if any.
    dialogs: dialogs::Dialogs,
    /// The window's context, once a frame has been drawn (the phones' server wakes it).
    ctx: Option<egui::Context>,
    /// What eframe keeps between runs.
    remembered: Remembered,

    // The evening.
    desk: Option<Desk>,
    session: Session,
    bell: Bell,

    // What is on screen.
    screen: Screen,
    screens: ScreenStates,
    toasts: Toasts,
    display: GuestDisplay,
    recent: recent::RecentList,
    /// Input held back for the next frame (see `input`).
    held_events: Vec<egui::Event>,
    /// How many of the window's commands its keys have run (Ctrl+L, Ctrl+Z, Ctrl+4 …):
    /// each runs once the frame is drawn, so the picture before it is behind.
    keyed_commands: u64,
    /// How long the frames take (F12 shows it).
    frames: frames::FrameTimes,

    // Work off the window's thread.
    /// Print-outs being made.
    printing: printing::Printing,
    /// The computer's printers and the jobs on their way to them.
    printer: printer::PrinterDesk,
    /// The phones at the tables.
    phones: phones::PhoneState,
    /// The window's closing: the party saved or rescued first.
    stopping: stop::Stopping,
    /// The club's member list and the season picked (R-SEASON).
    season: season::SeasonDesk,
    /// The guests' mail (issue 53).
    mail: mail::MailDesk,
    /// The record of what the boxes showed, frame by frame (`--record-boxes`).
    record: Option<record::BoxRecord>,
}

/// The open evening's state beside its party: what the host is in the middle of.
#[derive(Default)]
struct Session {
    /// A party file that could not be read, with what is wrong with it.
    load_error: Option<LoadError>,
    /// After a bell: show who goes where into this round.
    moves_into: Option<u32>,
    /// An undo waiting for the host's yes: the question.
    confirm_undo: Option<String>,
    /// The host has ticked "End the evening with this bell" (for this round only).
    end_with_this_bell: bool,
    /// The window's remembered size has been checked against its screen.
    window_fitted: bool,
}

impl CinchApp {
    /// A new app, opening `options.open` if given.
    pub fn new(options: AppOptions) -> CinchApp {
        let rng = match options.seed {
            Some(seed) => crate::rules::shuffler(seed),
            // A fresh seed from the system for each evening.
            None => crate::rules::shuffler(rand::random()),
        };
        let mut app = CinchApp {
            recent: recent::RecentList::new(&options.saves_dir),
            season: season::SeasonDesk::new(&options.saves_dir),
            saves_dir: options.saves_dir,
            clock: options.clock,
            rng,
            viewer: options.viewer,
            picker: options.picker,
            dialogs: dialogs::Dialogs::default(),
            ctx: None,
            remembered: Remembered {
                last_party: options.last_party,
                changed: false,
                language: None,
                speaks: crate::words::lang::current(),
            },
            desk: None,
            session: Session::default(),
            bell: Bell {
                sound: options.sound,
                off: None,
                off_told: false,
                rang: false,
                rang_at: None,
                alerts: ClockAlerts::default(),
            },
            screen: Screen::Party,
            screens: ScreenStates::default(),
            toasts: Toasts::default(),
            display: GuestDisplay::default(),
            held_events: Vec::new(),
            keyed_commands: 0,
            frames: frames::FrameTimes::logging(options.log_frames),
            printing: printing::Printing::default(),
            printer: printer::PrinterDesk::new(crate::printers::PrintService::from_environment()),
            phones: phones::PhoneState::default(),
            mail: mail::MailDesk::new(options.settings_dir.clone()),
            awake: options.awake,
            stopping: stop::Stopping::default(),
            record: None,
        };
        if let Some(path) = options.open {
            app.execute(Command::OpenParty(path), 0.0);
        }
        app
    }

    /// The open party, if any.
    pub fn desk(&self) -> Option<&Desk> {
        self.desk.as_ref()
    }

    /// The screen on show.
    pub fn screen(&self) -> Screen {
        self.screen
    }

    /// The club's member list and the season picked, as the screens see them.
    pub fn season(&self) -> &crate::view::season::SeasonView {
        &self.season.view
    }

    /// The guest display's settings.
    pub fn display(&self) -> &DisplayState {
        &self.display.state
    }

    /// Why the bell has no sound, when that is known.
    pub fn sound_off(&self) -> Option<&crate::bell::SoundOff> {
        self.bell.off.as_ref()
    }

    /// Whether the frame-time readout (F12) is on the bar.
    pub fn frame_times_shown(&self) -> bool {
        self.frames.shown
    }

    /// What the Round screen's boxes hold and where its cursor is: the boxes draw only
    /// what this keyboard holds (`ui::round::keys`), so the key monkey (tests/monkey)
    /// sets what was saved against what the boxes showed, and reads which box shows its
    /// score selected.
    pub fn round_keys(&self) -> &crate::ui::round::keys::Keys {
        let duplicate = self.desk.as_ref().is_some_and(|d| d.duplicate().is_some());
        self.screens.round_keys(duplicate)
    }

    /// How many of the window's commands its keys have run: the key monkey (tests/monkey)
    /// knows a picture drawn before one of them ran is behind what the host asked for.
    pub fn keyed_commands(&self) -> u64 {
        self.keyed_commands
    }

    /// The messages on show.
    pub fn toasts(&self) -> &Toasts {
        &self.toasts
    }

    /// A command's key in words for a message ("Ctrl+Enter"; ⌘ on a Mac), from the
    /// command itself.
    pub(crate) fn key_words(&self, command: crate::view::UiCommand) -> String {
        match &self.ctx {
            Some(ctx) => command.key_words(ctx),
            None => command
                .shortcuts()
                .first()
                .map(|k| k.format(&egui::ModifierNames::NAMES, cfg!(target_os = "macos")))
                .unwrap_or_default(),
        }
    }

    /// Whether the next bell ends the evening because the host said so.
    pub fn end_with_this_bell(&self) -> bool {
        self.session.end_with_this_bell
    }

    /// Draws the whole app into `ui`, then runs the commands it produced.
    pub fn show(&mut self, ui: &mut egui::Ui) {
        // The window's own language, for this frame on this thread (issue 51): never the
        // program's, which the guests' outputs and the phones do not share.
        crate::words::speaking(self.remembered.speaks, || self.show_frame(ui));
    }

    fn show_frame(&mut self, ui: &mut egui::Ui) {
        let ctx = ui.ctx().clone();
        self.frames.begin();
        if ctx.input(|i| i.viewport().close_requested()) {
            self.close_requested(&ctx);
        }
        self.fit_window(&ctx);
        let events = ctx.input(|i| i.events.len());
        let recorded = self
            .record
            .is_some()
            .then(|| ctx.input(|i| i.events.clone()));
        let now = self.clock.now();
        let time = ctx.input(|i| i.time);
        let mut commands = Vec::new();
        self.poll_workers(&ctx, time);
        // A file dialog's answer, when the host has given it.
        commands.extend(self.dialogs.poll());
        if self.dialogs.busy() {
            ctx.request_repaint_after(std::time::Duration::from_millis(100));
        }

        // A question over the screens (an undo to confirm, a file that cannot be opened)
        // has the keys before them: Enter yes, Esc no.
        if self.session.confirm_undo.is_some() {
            commands.extend(ui::question_keys(
                &ctx,
                Some(Command::UndoConfirmed),
                Command::CancelUndo,
            ));
        } else if self.session.load_error.is_some() {
            commands.extend(ui::question_keys(&ctx, None, Command::CloseParty));
        }
        self.draw(ui, now, time, &mut commands);
        let typing = ui::widgets::take_typing(&ctx);
        let keyed = ui::keys::window_commands(&ctx, typing);
        self.keyed_commands += keyed.len() as u64;
        input::add_keyed(&mut commands, keyed);
        let acted = !commands.is_empty();
        for command in commands {
            self.execute(command, time);
        }
        if acted {
            self.phones_changed();
            // The screens were drawn before the commands ran: draw them again at once,
            // so a result entered shows without waiting for the next key (a host's trial
            // saw a tray's box half a second after Enter still as it was).
            ctx.request_repaint();
        }
        self.printing_news(&ctx);
        self.mail_news();
        self.keep_awake();
        self.after_commands(&ctx, now);
        if let Some(events) = recorded {
            self.record_frame(&ctx, events);
        }
        self.frames.end(events);
    }

    /// The screens and the windows over them, drawn; what the host clicked and typed
    /// into `commands`.
    fn draw(
        &mut self,
        ui: &mut egui::Ui,
        now: chrono::DateTime<chrono::Utc>,
        time: f64,
        commands: &mut Vec<Command>,
    ) {
        let ctx = ui.ctx().clone();
        let view = View {
            desk: self.desk.as_ref(),
            now,
            saves_dir: &self.saves_dir,
            recent: self.recent.current(),
            moves_into: self.session.moves_into,
            display: &self.display.state,
            end_with_this_bell: self.session.end_with_this_bell,
            sound_off: self.bell.off.as_ref(),
            frame_times: self.frames.shown.then(|| self.frames.summary()),
            last_party: self.remembered.last_party.as_deref(),
            phones: self.phones.view(self.desk.as_ref().map(Desk::state)),
            phone_flash: self.phones.flash.keys().copied().collect(),
            season: &self.season.view,
            printers: self.printer.view(),
            mail: self.mail.view(),
            not_kept_awake: self.awake.refused(),
        };
        ui::live::name_window(&ctx, "cinch-party");
        ui::top_bar_ui(ui, self.screen, &view, commands);
        ui::frame_times_ui(ui, &view);
        self.toasts.show(ui, time);
        // The screen's widgets get the same ids whether or not a message is showing
        // above them in the window's list of panels: focus and clicks stay on them.
        ui.scope_builder(
            egui::UiBuilder::new().scope_id(egui::Id::unique("screen")),
            |ui| {
                egui::CentralPanel::default().show(ui, |ui| {
                    ui::screen_ui(ui, self.screen, &view, &mut self.screens, commands);
                });
            },
        );
        ui::guest_panel_ui(&ctx, &view, &mut self.screens, commands);
        self.guest_display(&ctx, now, commands);
        self.dialogs_ui(&ctx, time, commands);
        self.stop_dialog(&ctx);
        ui::widgets::paint_focus_ring(&ctx);
    }

    /// A size remembered from a larger screen: maximised on this one instead (once, when
    /// the monitor's size is known).
    fn fit_window(&mut self, ctx: &egui::Context) {
        if self.session.window_fitted {
            return;
        }
        let (inner, monitor) = ctx.input(|i| (i.viewport().inner_rect, i.viewport().monitor_size));
        if monitor.is_some() {
            self.session.window_fitted = true;
            if outgrows_screen(inner, monitor) {
                ctx.send_viewport_cmd(egui::ViewportCommand::Maximized(true));
            }
        }
    }

    /// What the workers off the window's thread have brought: the saves folder's list,
    /// the phones' requests, finished print-outs.
    fn poll_workers(&mut self, ctx: &egui::Context, time: f64) {
        self.recent.poll(ctx);
        if let Some(error) = self.season.poll(ctx, &self.saves_dir) {
            self.toasts.error(error);
        }
        self.display.state.season.clone_from(&self.season.board);
        let season_screen = self.screen == Screen::Season;
        if self
            .season
            .keep_fresh(ctx, &self.saves_dir, time, season_screen)
        {
            // A new evening in the saves folder (or one changed): listed to add.
            self.recent.refresh();
        }
        if self.ctx.is_none() {
            self.ctx = Some(ctx.clone());
        }
        self.answer_phones(time);
        for outcome in self.printing.poll(ctx) {
            match outcome {
                Ok(said) if said.is_empty() => {}
                Ok(said) => self.toasts.notice(said),
                Err(why) => self.toasts.error(why.to_string()),
            }
        }
    }

    /// The dialogs over the screens (a file that cannot be read, an undo to confirm) and
    /// the bell's flash.
    fn dialogs_ui(&self, ctx: &egui::Context, time: f64, commands: &mut Vec<Command>) {
        if let Some(error) = &self.session.load_error {
            ui::load_error_ui(ctx, error, commands);
        }
        if let Some(question) = &self.session.confirm_undo {
            ui::confirm_undo_ui(ctx, question, commands);
        }
        let finished = self
            .desk
            .as_ref()
            .is_some_and(|d| d.state().phase() == crate::rules::Phase::Finished);
        if ui::bell_flash_ui(ctx, self.bell.rang_at, time, finished) {
            ctx.request_repaint();
        }
    }

    /// After the commands ran: the clock's alerts, the sound's notices, and the next
    /// repaint when something will change by itself.
    fn after_commands(&mut self, ctx: &egui::Context, now: chrono::DateTime<chrono::Utc>) {
        self.clock_alerts(now);
        self.sound_notices();
        self.repaint_for_the_clock(ctx, now);
        if self.phones_flashing() {
            ctx.request_repaint_after(std::time::Duration::from_millis(100));
        }
        if self.toasts.has_new() {
            // A new message shows at once, in the strip drawn before the screens.
            ctx.request_repaint();
        }
    }
}

impl eframe::App for CinchApp {
    fn ui(&mut self, ui: &mut egui::Ui, frame: &mut eframe::Frame) {
        self.frames.previous_whole(frame.info().cpu_usage);
        self.show(ui);
    }

    fn raw_input_hook(&mut self, ctx: &egui::Context, raw_input: &mut egui::RawInput) {
        self.hold_input(ctx, raw_input);
    }

    /// eframe keeps the window's size and place itself; we add the last party's path.
    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        self.save_remembered(storage);
    }

    /// However the program ends, the party is on the disk or in a named rescue file.
    fn on_exit(&mut self) {
        self.on_exit_save();
    }

    /// At once after a choice to keep (see `Remembered::changed`), else eframe's own
    /// interval.
    fn auto_save_interval(&self) -> std::time::Duration {
        self.save_every()
    }

    /// Scroll positions and the like start afresh each run: only the window is kept.
    fn persist_egui_memory(&self) -> bool {
        false
    }
}
