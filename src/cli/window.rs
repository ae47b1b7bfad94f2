//! The host's window, started from the command line: its size, its icon, what eframe
//! remembered (the look, the language, the guest display, the printer), and a stop
//! from the system handled as the host's own close.

use std::path::PathBuf;
use std::sync::Arc;

use crate::app::{AppOptions, CinchApp, SystemClock};
use crate::bell::DeviceSound;
use crate::headless::CommandError;
use crate::store;

/// How the window is watched: its frame times logged, what its boxes showed recorded.
pub struct Watching {
    /// Print each frame's time (`--frame-times`).
    pub log_frames: bool,
    /// Record what the boxes showed, frame by frame (`--record-boxes`).
    pub record_boxes: Option<PathBuf>,
    /// The language asked for with `--lang` (else the one remembered, else the
    /// computer's).
    pub lang: Option<crate::words::Lang>,
}

/// Opens the host's window.
pub fn run_window(
    saves: PathBuf,
    file: Option<PathBuf>,
    watching: Watching,
) -> Result<String, CommandError> {
    let Watching {
        log_frames,
        record_boxes,
        lang,
    } = watching;
    let open = file.map(|f| store::resolve(&saves, &f));
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title("cinch-party")
            .with_inner_size([1360.0, 760.0])
            .with_min_inner_size([900.0, 560.0])
            .with_icon(crate::icon::window_icon()),
        ..Default::default()
    };
    eframe::run_native(
        "cinch-party",
        options,
        Box::new(move |cc| {
            CinchApp::set_style(&cc.egui_ctx);
            if let Some(storage) = cc.storage {
                crate::app::style::apply_remembered(&cc.egui_ctx, storage);
            }
            let last_party = cc
                .storage
                .and_then(|s| crate::app::Preferences::read(s).last_party);
            let mut app = CinchApp::new(AppOptions {
                saves_dir: saves,
                clock: Arc::new(SystemClock),
                seed: None,
                open,
                sound: Box::new(DeviceSound::start()),
                log_frames,
                last_party,
                viewer: crate::app::system_viewer(),
                picker: crate::app::dialogs::system_picker(),
                settings_dir: None,
                awake: crate::app::awake::Awake::system(),
            });
            if let Some(storage) = cc.storage {
                app.restore_language(storage, lang);
                app.restore_display(storage);
                app.restore_printing(storage);
            }
            if let Some(path) = &record_boxes {
                app = app.record_boxes(path)?;
            }
            // Ctrl+C or SIGTERM closes the window the way the host would, the party
            // saved or rescued first (issue 34, D3).
            if let Err(error) = store::stop_requests(app.stop_signal(cc.egui_ctx.clone())) {
                eprintln!(
                    "{}",
                    crate::words::program_says(crate::words::msg::cli_stop_not_saved(
                        error.to_string()
                    ))
                );
            }
            Ok(Box::new(app))
        }),
    )
    .map(|()| String::new())
    .map_err(|e| CommandError::Window(Box::new(e)))
}
