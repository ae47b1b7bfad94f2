//! The window under test: a harness around the real app (kittest), keys typed and
//! buttons clicked by label, a seated party.

use cinch_party::app::{AppOptions, CinchApp, FakeClock};
use cinch_party::view::Screen;
use egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use std::path::Path;
use std::sync::Arc;

pub fn harness<'a>(
    saves: &Path,
    clock: &FakeClock,
    open: Option<std::path::PathBuf>,
) -> Harness<'a, CinchApp> {
    harness_after_restart(saves, clock, open, None)
}

/// Every file the app asked the system's viewer to open, in every test.
pub static OPENED: std::sync::Mutex<Vec<std::path::PathBuf>> = std::sync::Mutex::new(Vec::new());

/// The window as it starts when eframe remembered `last_party` from the run before.
pub fn harness_after_restart<'a>(
    saves: &Path,
    clock: &FakeClock,
    open: Option<std::path::PathBuf>,
    last_party: Option<std::path::PathBuf>,
) -> Harness<'a, CinchApp> {
    let mut app_options = options(saves, clock, open, Arc::new(|_| None));
    app_options.last_party = last_party;
    let app = CinchApp::new(app_options);
    harness_of(app, [1366.0, 768.0], false)
}

/// The window of `app` at `size`, drawn by wgpu when `render` (for screenshots).
pub fn harness_of<'a>(app: CinchApp, size: [f32; 2], render: bool) -> Harness<'a, CinchApp> {
    let builder = Harness::builder()
        .with_size(size)
        .with_context_setup(CinchApp::set_style);
    let builder = if render { builder.wgpu() } else { builder };
    builder.build_ui_state(|ui, app: &mut CinchApp| app.show(ui), app)
}

/// The app the tests drive: its saves in `saves`, the clock under the test's control.
pub fn test_app(saves: &Path, clock: &FakeClock, open: Option<std::path::PathBuf>) -> CinchApp {
    CinchApp::new(options(saves, clock, open, Arc::new(|_| None)))
}

/// The app's options in the tests: no sound, the viewer recorded, file dialogs answered
/// by `picker` (the default cancels every one).
pub fn options(
    saves: &Path,
    clock: &FakeClock,
    open: Option<std::path::PathBuf>,
    picker: cinch_party::app::dialogs::Picker,
) -> AppOptions {
    AppOptions {
        saves_dir: saves.to_path_buf(),
        clock: Arc::new(clock.clone()),
        seed: Some(7),
        open,
        sound: Box::new(cinch_party::bell::NoSound::because(
            "no sound device in the tests",
        )),
        log_frames: false,
        last_party: None,
        viewer: Arc::new(|path| {
            OPENED.lock().unwrap().push(path.to_path_buf());
            Ok(())
        }),
        picker,
        settings_dir: Some(saves.to_path_buf()),
        awake: cinch_party::app::awake::Awake::off(),
    }
}

/// Clicks the node with this label and lets the app settle.
pub fn click(h: &mut Harness<'_, CinchApp>, label: &str) {
    h.get_by_label(label).click();
    h.run_steps(3);
}

/// Types into the field with this accessible name.
pub fn type_into(h: &mut Harness<'_, CinchApp>, label: &str, text: &str) {
    h.get_by_label(label).click();
    h.run_steps(2);
    h.get_by_label(label).type_text(text);
    h.run_steps(2);
}

pub fn press(h: &mut Harness<'_, CinchApp>, key: Key) {
    h.key_press(key);
    h.run_steps(3);
}

/// Types a table's two scores the host's way: digits, Tab, digits, Enter.
pub fn enter_scores(h: &mut Harness<'_, CinchApp>, ns: &str, ew: &str) {
    type_keys(h, ns);
    press(h, Key::Tab);
    type_keys(h, ew);
    press(h, Key::Enter);
}

pub fn type_keys(h: &mut Harness<'_, CinchApp>, text: &str) {
    h.event(egui::Event::Text(text.to_owned()));
    h.run_steps(2);
}

/// A new party with `ladies` and `gentlemen` pasted in, drawn and seated.
pub fn seated_party<'a>(
    saves: &Path,
    clock: &FakeClock,
    ladies: u32,
    gentlemen: u32,
) -> Harness<'a, CinchApp> {
    seat_the_tables(harness(saves, clock, None), ladies, gentlemen)
}

/// In the window `h`: a new party with `ladies` and `gentlemen` pasted in, drawn and
/// seated.
pub fn seat_the_tables(
    mut h: Harness<'_, CinchApp>,
    ladies: u32,
    gentlemen: u32,
) -> Harness<'_, CinchApp> {
    h.run_steps(2);
    type_into(&mut h, "Party title", "Friday Cinch");
    click(&mut h, "Create the party");
    assert_eq!(h.state().screen(), Screen::Guests);
    let names = |prefix: &str, n: u32| {
        (1..=n)
            .map(|i| format!("{prefix} {i}"))
            .collect::<Vec<_>>()
            .join("\n")
    };
    type_into(&mut h, "List of names", &names("Lady", ladies));
    click(&mut h, "all ladies");
    click(&mut h, "Add these guests");
    type_into(&mut h, "List of names", &names("Gent", gentlemen));
    click(&mut h, "all gentlemen");
    click(&mut h, "Add these guests");
    click(&mut h, "Draw");
    click(&mut h, "Draw for everyone (Ctrl+D)");
    click(&mut h, "Seat the tables (Ctrl+T)");
    click(&mut h, "Round");
    h
}

/// Runs one frame the way eframe does: the app's input hook first.
pub(crate) fn step_with_hook(h: &mut Harness<'_, CinchApp>) {
    let ctx = h.ctx.clone();
    let mut raw = std::mem::take(h.input_mut());
    h.state_mut().hold_input(&ctx, &mut raw);
    *h.input_mut() = raw;
    h.step();
}

/// eframe's storage, in memory.
#[derive(Default)]
pub struct Memory(pub std::collections::HashMap<String, String>);

impl eframe::Storage for Memory {
    fn get_string(&self, key: &str) -> Option<String> {
        self.0.get(key).cloned()
    }
    fn set_string(&mut self, key: &str, value: String) {
        self.0.insert(key.to_owned(), value);
    }
    fn remove_string(&mut self, key: &str) {
        self.0.remove(key);
    }
    fn flush(&mut self) {}
}

/// The texts the last frame drew cut short ("Rückgängig in der Saison: 28 neue Nam…"):
/// every painted text egui elided to fit its room, whole, with where it was drawn. The
/// AccessKit tree keeps a cut label's whole text, so only the painting shows the cut.
pub fn cut_texts(h: &Harness<'_, CinchApp>, size: [f32; 2]) -> Vec<(String, egui::Rect)> {
    fn walk(shape: &egui::Shape, clip: egui::Rect, found: &mut Vec<(String, egui::Rect)>) {
        match shape {
            egui::Shape::Text(text) if text.galley.elided => {
                let rect = text.visual_bounding_rect();
                if clip.intersects(rect) {
                    found.push((text.galley.text().to_owned(), rect));
                }
            }
            egui::Shape::Vec(shapes) => {
                for shape in shapes {
                    walk(shape, clip, found);
                }
            }
            _ => {}
        }
    }
    let window = egui::Rect::from_min_size(egui::Pos2::ZERO, size.into());
    let mut found = Vec::new();
    for clipped in &h.output().shapes {
        let clip = clipped.clip_rect.intersect(window);
        if clip.is_positive() {
            walk(&clipped.shape, clip, &mut found);
        }
    }
    found
}

/// Every screen of the window by its key (Ctrl with it), and a name for it, in the
/// tabs' order, the Season last.
pub const SCREEN_KEYS: [(Key, &str); 10] = [
    (Key::Num1, "party"),
    (Key::Num2, "guests"),
    (Key::Num3, "draw"),
    (Key::Num4, "round"),
    (Key::Num5, "standings"),
    (Key::Num6, "prizes"),
    (Key::Num7, "display"),
    (Key::Num8, "print"),
    (Key::Num9, "phones"),
    (Key::E, "season"),
];
