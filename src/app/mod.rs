//! The host's app: one `CinchApp` holds the open party (bound to its file), the screen
//! state, and the messages for the host. The screens turn clicks and keys into
//! `Command`s; the app runs them after the frame is drawn, saves, and shows any error
//! once, in words.

pub mod clock;
mod execute;
pub mod frames;
pub mod input;
mod phones;
mod printing;
mod recent;
mod toasts;

use std::path::PathBuf;
use std::sync::Arc;

use crate::bell::{Ring, Sound};
use crate::store::LoadError;
use crate::ui::{self, ScreenStates};
use crate::view::alerts::{Alert, ClockAlerts};
use crate::view::{Command, Desk, DisplayCommand, DisplayState, Screen, UiCommand, View};
pub use clock::{Clock, FakeClock, SystemClock};
pub use toasts::{Toast, Toasts};

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
}

/// Opens a file in the program the system uses for it, or says why not.
pub type Viewer = Arc<dyn Fn(&std::path::Path) -> Result<(), String> + Send + Sync>;

/// The system's viewer (the `opener` crate: `open` on macOS, `start` on Windows,
/// `xdg-open` and its kin on Linux).
pub fn system_viewer() -> Viewer {
    Arc::new(|path| opener::open(path).map_err(|e| e.to_string()))
}

/// The key under which eframe keeps the last party's path between runs.
pub const LAST_PARTY_KEY: &str = "last_party";

/// The app.
pub struct CinchApp {
    saves_dir: PathBuf,
    clock: Arc<dyn Clock>,
    rng: crate::rules::Shuffler,
    desk: Option<Desk>,
    screen: Screen,
    screens: ScreenStates,
    toasts: Toasts,
    load_error: Option<LoadError>,
    /// After a bell: show who goes where into this round.
    moves_into: Option<u32>,
    /// When the bell rang (egui time), for the flash.
    bell_rang_at: Option<f64>,
    recent: recent::RecentList,
    /// Input held back for the next frame (see `input`).
    held_events: Vec<egui::Event>,
    sound: Box<dyn Sound>,
    /// Why there is no sound, once known; told to the host at the first ring.
    sound_off: Option<crate::bell::SoundOff>,
    sound_off_told: bool,
    rang: bool,
    alerts: ClockAlerts,
    display: DisplayState,
    /// The full-screen state last sent to the guest display's window.
    display_fullscreen_sent: bool,
    /// An undo waiting for the host's yes: the question.
    confirm_undo: Option<String>,
    /// The host has ticked "End the evening with this bell" (for this round only).
    end_with_this_bell: bool,
    /// How long the frames take (F12 shows it).
    frames: frames::FrameTimes,
    /// The party opened or created last (offered again after a restart).
    last_party: Option<PathBuf>,
    /// Opens a saved print-out.
    viewer: Viewer,
    /// Print-outs being made off the window's thread.
    printing: printing::Printing,
    /// The phones at the tables.
    phones: phones::PhoneState,
    /// The window's context, once a frame has been drawn (the phones' server wakes it).
    ctx: Option<egui::Context>,
}

/// The guest display's window.
fn display_viewport() -> egui::ViewportId {
    egui::ViewportId::from_hash_of("cinch_guest_display")
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
            saves_dir: options.saves_dir,
            clock: options.clock,
            rng,
            desk: None,
            screen: Screen::Party,
            screens: ScreenStates::default(),
            toasts: Toasts::default(),
            load_error: None,
            moves_into: None,
            bell_rang_at: None,
            held_events: Vec::new(),
            sound: options.sound,
            sound_off: None,
            sound_off_told: false,
            rang: false,
            alerts: ClockAlerts::default(),
            display: DisplayState::default(),
            display_fullscreen_sent: false,
            confirm_undo: None,
            end_with_this_bell: false,
            frames: frames::FrameTimes::logging(options.log_frames),
            last_party: options.last_party,
            viewer: options.viewer,
            printing: printing::Printing::default(),
            phones: phones::PhoneState::default(),
            ctx: None,
        };
        if let Some(path) = options.open {
            app.execute(Command::OpenParty(path), 0.0);
        }
        app
    }

    /// The party opened or created last, to offer after a restart.
    pub fn last_party(&self) -> Option<&std::path::Path> {
        self.last_party.as_deref()
    }

    /// The open party, if any.
    pub fn desk(&self) -> Option<&Desk> {
        self.desk.as_ref()
    }

    /// The screen on show.
    pub fn screen(&self) -> Screen {
        self.screen
    }

    /// The guest display's settings.
    pub fn display(&self) -> &DisplayState {
        &self.display
    }

    /// Why the bell has no sound, when that is known.
    pub fn sound_off(&self) -> Option<&crate::bell::SoundOff> {
        self.sound_off.as_ref()
    }

    /// The messages on show.
    pub fn toasts(&self) -> &Toasts {
        &self.toasts
    }

    /// Whether the next bell ends the evening because the host said so.
    pub fn end_with_this_bell(&self) -> bool {
        self.end_with_this_bell
    }

    /// Sets the look: large, calm, readable from a standing position; and DejaVu Sans
    /// behind egui's own fonts, for the arrows and star shapes they lack (the same font
    /// as the print-outs).
    pub fn set_style(ctx: &egui::Context) {
        use egui::epaint::text::{FontInsert, FontPriority, InsertFontFamily};
        use egui::{FontId, TextStyle};
        ctx.add_font(FontInsert::new(
            "DejaVuSans",
            egui::FontData::from_static(crate::ui::widgets::DEJAVU_SANS),
            vec![
                InsertFontFamily {
                    family: egui::FontFamily::Proportional,
                    priority: FontPriority::Lowest,
                },
                InsertFontFamily {
                    family: egui::FontFamily::Monospace,
                    priority: FontPriority::Lowest,
                },
            ],
        ));
        // The print-outs' fonts, under names of their own, for the Print screen's preview.
        for (name, data) in [
            (crate::ui::PRINT_REGULAR, crate::print::fonts::DEJAVU_SANS),
            (crate::ui::PRINT_BOLD, crate::print::fonts::DEJAVU_SANS_BOLD),
        ] {
            ctx.add_font(FontInsert::new(
                name,
                egui::FontData::from_static(data),
                vec![InsertFontFamily {
                    family: egui::FontFamily::Name(name.into()),
                    priority: FontPriority::Highest,
                }],
            ));
        }
        ctx.all_styles_mut(|style| {
            style.text_styles = [
                (TextStyle::Small, FontId::proportional(14.0)),
                (TextStyle::Body, FontId::proportional(18.0)),
                (TextStyle::Button, FontId::proportional(18.0)),
                (TextStyle::Monospace, FontId::monospace(17.0)),
                (TextStyle::Heading, FontId::proportional(28.0)),
            ]
            .into();
            style.spacing.item_spacing = egui::vec2(10.0, 8.0);
            style.spacing.button_padding = egui::vec2(12.0, 6.0);
            style.spacing.interact_size.y = 30.0;
        });
    }

    /// Draws the whole app into `ui`, then runs the commands it produced.
    pub fn show(&mut self, ui: &mut egui::Ui) {
        let ctx = ui.ctx().clone();
        self.frames.begin();
        let events = ctx.input(|i| i.events.len());
        let now = self.clock.now();
        let time = ctx.input(|i| i.time);
        let mut commands = Vec::new();
        self.recent.poll(&ctx);
        if self.ctx.is_none() {
            self.ctx = Some(ctx.clone());
        }
        self.answer_phones(time);
        for outcome in self.printing.poll(&ctx) {
            match outcome {
                Ok(said) => self.toasts.notice(said),
                Err(why) => self.toasts.error(why),
            }
        }

        let view = View {
            desk: self.desk.as_ref(),
            now,
            saves_dir: &self.saves_dir,
            recent: self.recent.current(),
            moves_into: self.moves_into,
            display: &self.display,
            end_with_this_bell: self.end_with_this_bell,
            sound_off: self.sound_off.as_ref(),
            frame_times: self.frames.shown.then(|| self.frames.summary()),
            last_party: self.last_party.as_deref(),
            phones: self.phones.view(),
            phone_flash: self.phones.flash.keys().copied().collect(),
        };
        ui::top_bar_ui(ui, self.screen, &view, &mut commands);
        self.toasts.show(ui, time);
        // The screen's widgets get the same ids whether or not a message is showing
        // above them in the window's list of panels: focus and clicks stay on them.
        ui.scope_builder(
            egui::UiBuilder::new().scope_id(egui::Id::unique("screen")),
            |ui| {
                egui::CentralPanel::default().show(ui, |ui| {
                    ui::screen_ui(ui, self.screen, &view, &mut self.screens, &mut commands);
                });
            },
        );
        ui::guest_panel_ui(&ctx, &view, &mut self.screens, &mut commands);
        self.guest_display(&ctx, now, &mut commands);
        if let Some(error) = &self.load_error {
            ui::load_error_ui(&ctx, error, &mut commands);
        }
        if let Some(question) = &self.confirm_undo {
            ui::confirm_undo_ui(&ctx, question, &mut commands);
        }
        let finished = self
            .desk
            .as_ref()
            .is_some_and(|d| d.state().phase() == crate::rules::Phase::Finished);
        if ui::bell_flash_ui(&ctx, self.bell_rang_at, time, finished) {
            ctx.request_repaint();
        }
        let typing = ui::widgets::take_typing(&ctx);
        commands.extend(
            UiCommand::from_keys(&ctx, typing)
                .into_iter()
                .map(Command::Ui),
        );

        for command in commands {
            self.execute(command, time);
        }
        self.clock_alerts(now);
        self.sound_notices();
        self.repaint_for_the_clock(&ctx, now);
        if self.phones_flashing() {
            ctx.request_repaint_after(std::time::Duration::from_millis(100));
        }
        if self.toasts.has_new() {
            // A new message shows at once, in the strip drawn before the screens.
            ctx.request_repaint();
        }
        self.frames.end(events);
    }

    /// Repaints only when something on screen will change by itself: the round clock's
    /// seconds on the Round screen and the guest display, the clock's minutes elsewhere.
    fn repaint_for_the_clock(&self, ctx: &egui::Context, now: chrono::DateTime<chrono::Utc>) {
        let Some(desk) = &self.desk else { return };
        let running = desk
            .state()
            .round_clock()
            .is_some_and(|c| c.is_started() && !c.is_paused() && c.ended_at.is_none());
        if !running {
            return;
        }
        let seconds_shown = self.screen == Screen::Round || self.display.open;
        let wait = if seconds_shown {
            // Just after the next whole second.
            let millis = 1000 - i64::from(now.timestamp_subsec_millis()).min(999);
            std::time::Duration::from_millis(u64::try_from(millis).unwrap_or(1000) + 5)
        } else {
            std::time::Duration::from_secs(5)
        };
        ctx.request_repaint_after(wait);
    }

    /// The guest display's window, when open.
    fn guest_display(
        &mut self,
        ctx: &egui::Context,
        now: chrono::DateTime<chrono::Utc>,
        commands: &mut Vec<Command>,
    ) {
        let (true, Some(desk)) = (self.display.open, &self.desk) else {
            self.display_fullscreen_sent = false;
            return;
        };
        let (display, moves_into) = (&self.display, self.moves_into);
        let closed = ctx.show_viewport_immediate(
            display_viewport(),
            egui::ViewportBuilder::default()
                .with_title("cinch-party: for the guests")
                .with_inner_size([1280.0, 720.0]),
            |ui, _class| {
                egui::CentralPanel::default()
                    .frame(egui::Frame::NONE)
                    .show(ui, |ui| {
                        ui::guest_display_ui(ui, desk, display, moves_into, now);
                    });
                ui.ctx().input(|i| i.viewport().close_requested())
            },
        );
        if closed {
            commands.push(Command::Display(DisplayCommand::Open(false)));
        }
        if self.display.fullscreen != self.display_fullscreen_sent {
            ctx.send_viewport_cmd_to(
                display_viewport(),
                egui::ViewportCommand::Fullscreen(self.display.fullscreen),
            );
            self.display_fullscreen_sent = self.display.fullscreen;
        }
    }

    /// Why there is no sound, told to the host once, at the first ring.
    fn sound_notices(&mut self) {
        if let Some(notice) = self.sound.take_notice() {
            self.sound_off = Some(notice);
        }
        if let Some(notice) = &self.sound_off
            && self.rang
            && !self.sound_off_told
        {
            self.toasts.error(notice.message.clone());
            self.sound_off_told = true;
        }
    }

    /// Rings and tells what the clock says is due (R-ROUND-4: the warning and time up
    /// never tell tables to stop; every table plays its four deals).
    fn clock_alerts(&mut self, now: chrono::DateTime<chrono::Utc>) {
        let Some(desk) = &self.desk else { return };
        let volume = desk.state().settings.bell_volume;
        let minutes = desk.state().settings.warning_minutes;
        for alert in self.alerts.update(desk.state(), now) {
            match alert {
                Alert::Warning { round } => {
                    self.sound.ring(Ring::Warning, volume);
                    self.rang = true;
                    self.toasts.notice(format!(
                        "Round {round}: {} left. Tables play on briskly.",
                        crate::words::count(minutes as usize, "minute", "minutes")
                    ));
                }
                Alert::TimeUp { round } => self.toasts.notice(format!(
                    "Round {round}: time is up. Every table still plays all four deals; the \
                     bell waits for the last one."
                )),
                Alert::LastRound { round } => self.toasts.notice(format!(
                    "The evening's end has come: round {round} is the last one."
                )),
            }
        }
    }

    /// Rings the bell (sound when there is any, always the visual signal).
    fn ring(&mut self, ring: Ring, time: f64) {
        let volume = self
            .desk
            .as_ref()
            .map_or(80, |d| d.state().settings.bell_volume);
        self.sound.ring(ring, volume);
        self.rang = true;
        if ring == Ring::Move {
            self.bell_rang_at = Some(time);
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
        if let Some(path) = &self.last_party {
            storage.set_string(LAST_PARTY_KEY, path.to_string_lossy().into_owned());
        }
    }

    /// Scroll positions and the like start afresh each run: only the window is kept.
    fn persist_egui_memory(&self) -> bool {
        false
    }
}

impl CinchApp {
    /// Keeps fast typing in order (see `input`): the events after a Tab or an Enter wait
    /// for the next frame. Called by eframe before each frame.
    pub fn hold_input(&mut self, ctx: &egui::Context, raw_input: &mut egui::RawInput) {
        let mut events = std::mem::take(&mut self.held_events);
        events.append(&mut raw_input.events);
        let (now, later) = input::split_after_focus_key(events);
        raw_input.events = now;
        if !later.is_empty() {
            self.held_events = later;
            ctx.request_repaint();
        }
    }
}
