//! UI frame benchmark: `cargo bench --bench ui_frame`. A party of 200 guests at 50
//! tables, in round 2 with half the tables reported (and, for the moves, just after a
//! bell), run in a headless egui context: every screen of the host's window, the
//! Round screen with a digit typed every frame, and the guest display's pages. For each:
//! the CPU time of the app's UI pass, and of the pass plus tessellation, median and 99th
//! percentile. Then whole frames rendered through kittest's wgpu renderer (software
//! rendering on a machine without a GPU), at 1366×768.

use std::sync::Arc;
use std::time::{Duration, Instant};

use cinch_party::app::{AppOptions, CinchApp, FakeClock};
use cinch_party::rules::{Action, Party};
use cinch_party::simulate::{Options, simulate};
use cinch_party::store::PartyFile;
use cinch_party::view::{Command, Desk, DisplayMode, DisplayState, Screen, UiCommand};

const WARM_UP: usize = 20;
const FRAMES: usize = 200;

/// A 200-guest evening stopped in round 2 with `reported` of its 50 tables reported.
fn party_at(reported: usize) -> Option<Party> {
    let options = Options {
        seed: 50,
        ladies: 100,
        gentlemen: 100,
        rounds: 3,
        ..Options::default()
    };
    let evening = simulate(&options).ok()?;
    let history = evening.history();
    let first_bell = history
        .iter()
        .position(|e| matches!(e.action, Action::RingBell { .. }))?;
    let mut results = 0;
    let cut = history
        .iter()
        .enumerate()
        .skip(first_bell + 1)
        .find(|(_, e)| {
            if matches!(e.action, Action::EnterResult { .. }) {
                results += 1;
            }
            results > reported
        })
        .map_or(history.len(), |(i, _)| i);
    Party::replay(
        evening.initial_settings().clone(),
        history.get(..cut).unwrap_or_default().to_vec(),
    )
    .ok()
}

/// The party saved in the bench's folder, and the clock at its last action.
fn saved(party: Party, name: &str) -> Option<(std::path::PathBuf, FakeClock)> {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("bench-ui");
    std::fs::create_dir_all(&dir).ok()?;
    let path = dir.join(name);
    let now = party.history().last().map(|e| e.at).unwrap_or_default();
    let _ = std::fs::remove_file(&path);
    let mut file = PartyFile::adopt(&path, "Fifty tables", party).ok()?;
    let _ = file.save_now(now);
    Some((path, FakeClock::at(now)))
}

fn app(path: &std::path::Path, clock: &FakeClock) -> CinchApp {
    CinchApp::new(AppOptions {
        saves_dir: path.parent().map(|p| p.to_path_buf()).unwrap_or_default(),
        clock: Arc::new(clock.clone()),
        seed: Some(1),
        open: Some(path.to_path_buf()),
        sound: Box::new(cinch_party::bell::NoSound::because("benchmark")),
        log_frames: false,
        last_party: None,
        viewer: std::sync::Arc::new(|_| Ok(())),
        picker: std::sync::Arc::new(|_| None),
        settings_dir: path.parent().map(|p| p.to_path_buf()),
        awake: cinch_party::app::awake::Awake::off(),
    })
}

fn input(i: usize, size: [f32; 2], events: Vec<egui::Event>) -> egui::RawInput {
    egui::RawInput {
        screen_rect: Some(egui::Rect::from_min_size(egui::Pos2::ZERO, size.into())),
        time: Some(i as f64 / 60.0),
        events,
        ..Default::default()
    }
}

/// Median and 99th percentile of the UI pass, and of the pass plus tessellation.
struct Figures {
    ui: Vec<Duration>,
    whole: Vec<Duration>,
}

impl Figures {
    fn line(mut self, what: &str) {
        self.ui.sort();
        self.whole.sort();
        let at = |v: &[Duration], q: f64| {
            v.get(((v.len() as f64 - 1.0) * q) as usize)
                .copied()
                .unwrap_or_default()
                .as_secs_f64()
                * 1000.0
        };
        println!(
            "{what:<44} UI pass median {:6.2} ms  p99 {:6.2} ms | + tessellation median {:6.2} ms  p99 {:6.2} ms",
            at(&self.ui, 0.5),
            at(&self.ui, 0.99),
            at(&self.whole, 0.5),
            at(&self.whole, 0.99),
        );
    }
}

/// Runs `FRAMES` frames of `run` (after a warm-up), timing each.
fn measure(
    ctx: &egui::Context,
    size: [f32; 2],
    events: impl Fn(usize) -> Vec<egui::Event>,
    mut run: impl FnMut(&mut egui::Ui),
) -> Figures {
    let mut figures = Figures {
        ui: Vec::with_capacity(FRAMES),
        whole: Vec::with_capacity(FRAMES),
    };
    for i in 0..WARM_UP + FRAMES {
        let start = Instant::now();
        let output = ctx.run_ui(input(i, size, events(i)), &mut run);
        let ui = start.elapsed();
        let meshes = ctx.tessellate(output.shapes, output.pixels_per_point);
        std::hint::black_box(meshes);
        if i >= WARM_UP {
            figures.ui.push(ui);
            figures.whole.push(start.elapsed());
        }
    }
    figures
}

fn screens(path: &std::path::Path, clock: &FakeClock, size: [f32; 2]) {
    for screen in Screen::ALL {
        let mut app = app(path, clock);
        app.execute(Command::Ui(UiCommand::Show(screen)), 0.0);
        let ctx = egui::Context::default();
        CinchApp::set_style(&ctx);
        measure(&ctx, size, |_| Vec::new(), |ui| app.show(ui)).line(&format!(
            "{} at {}x{}",
            screen_name(screen),
            size[0],
            size[1]
        ));
    }
    // Typing: a digit every frame into the first unreported table's box (Backspace
    // every other frame, so the box never fills).
    let mut app = app(path, clock);
    app.execute(Command::Ui(UiCommand::Show(Screen::Round)), 0.0);
    let ctx = egui::Context::default();
    CinchApp::set_style(&ctx);
    let key = |i: usize| {
        let event = |key| egui::Event::Key {
            key,
            physical_key: None,
            pressed: true,
            repeat: false,
            modifiers: egui::Modifiers::NONE,
        };
        if i.is_multiple_of(2) {
            vec![event(egui::Key::Num3), egui::Event::Text("3".into())]
        } else {
            vec![event(egui::Key::Backspace)]
        }
    };
    measure(&ctx, size, key, |ui| app.show(ui)).line(&format!(
        "Round, typing a key a frame, {}x{}",
        size[0], size[1]
    ));
}

fn screen_name(screen: Screen) -> &'static str {
    match screen {
        Screen::Party => "Party",
        Screen::Guests => "Guests (200 rows)",
        Screen::Draw => "Draw",
        Screen::Round => "Round (50 tables)",
        Screen::Standings => "Standings",
        Screen::Prizes => "Prizes",
        Screen::Display => "Display controls",
        Screen::Print => "Print (table cards preview)",
        Screen::Phones => "Phones (off)",
        Screen::Rules => "Rules",
        Screen::Season => "Season (none picked)",
    }
}

fn moves(path: &std::path::Path, clock: &FakeClock, size: [f32; 2]) {
    let mut app = app(path, clock);
    app.execute(Command::Ui(UiCommand::Show(Screen::Round)), 0.0);
    app.execute(Command::Ui(UiCommand::RingBell), 0.0);
    let ctx = egui::Context::default();
    CinchApp::set_style(&ctx);
    measure(&ctx, size, |_| Vec::new(), |ui| app.show(ui))
        .line(&format!("Moves after the bell at {}x{}", size[0], size[1]));
}

fn display(path: &std::path::Path) {
    let Ok(file) = PartyFile::open(path) else {
        return;
    };
    let desk = Desk::new(file);
    for mode in [
        DisplayMode::Seats,
        DisplayMode::Standings,
        DisplayMode::Round,
    ] {
        let state = DisplayState {
            mode,
            ..DisplayState::default()
        };
        let ctx = egui::Context::default();
        CinchApp::set_style(&ctx);
        let now = chrono::Utc::now();
        measure(
            &ctx,
            [1920.0, 1080.0],
            |_| Vec::new(),
            |ui| {
                cinch_party::ui::guest_display_ui(ui, &desk, &state, None, now);
            },
        )
        .line(&format!("Guest display: {} at 1920x1080", mode.label()));
    }
}

/// Whole frames through kittest's wgpu renderer: the UI pass, tessellation, and the
/// render into an image.
fn rendered(path: &std::path::Path, clock: &FakeClock) {
    for screen in [Screen::Round, Screen::Guests, Screen::Standings] {
        let mut app = app(path, clock);
        app.execute(Command::Ui(UiCommand::Show(screen)), 0.0);
        let mut h = egui_kittest::Harness::builder()
            .with_size([1366.0, 768.0])
            .with_context_setup(CinchApp::set_style)
            .wgpu()
            .build_ui_state(|ui, app: &mut CinchApp| app.show(ui), app);
        let mut times = Vec::new();
        for i in 0..25 {
            let start = Instant::now();
            h.step();
            if h.render().is_err() {
                println!("rendering is not available here");
                return;
            }
            if i >= 5 {
                times.push(start.elapsed());
            }
        }
        times.sort();
        let ms = |d: Option<&Duration>| d.map_or(0.0, |d| d.as_secs_f64() * 1000.0);
        println!(
            "{:<44} rendered frame median {:6.1} ms  max {:6.1} ms",
            format!("{} at 1366x768, wgpu", screen_name(screen)),
            ms(times.get(times.len() / 2)),
            ms(times.last()),
        );
    }
}

fn main() {
    let (Some(playing), Some(all_in)) = (party_at(25), party_at(50)) else {
        eprintln!("the simulation failed");
        return;
    };
    let (Some((path, clock)), Some((full, full_clock))) = (
        saved(playing, "fifty.ron"),
        saved(all_in, "fifty-all-in.ron"),
    ) else {
        eprintln!("the bench's folder could not be written");
        return;
    };
    for size in [[1366.0, 768.0], [1920.0, 1080.0]] {
        screens(&path, &clock, size);
        moves(&full, &full_clock, size);
    }
    display(&path);
    rendered(&path, &clock);
}
