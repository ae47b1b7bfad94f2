//! UI frame benchmark: `cargo bench --bench ui_frame`. The app's round screen with 50
//! tables (half of them reported), run in a headless egui context: the CPU time of one
//! frame (the app's UI pass, then tessellation), median and 99th percentile over a few
//! hundred frames.

use std::sync::Arc;
use std::time::{Duration, Instant};

use cinch_party::app::{AppOptions, CinchApp, FakeClock};
use cinch_party::rules::{Action, Party};
use cinch_party::simulate::{Options, simulate};
use cinch_party::store::PartyFile;

fn main() {
    let options = Options {
        seed: 50,
        ladies: 100,
        gentlemen: 100,
        rounds: 3,
        ..Options::default()
    };
    let Ok(evening) = simulate(&options) else {
        eprintln!("the simulation failed");
        return;
    };
    // Stop in round 2 with 25 of the 50 tables reported.
    let history = evening.history();
    let first_bell = history
        .iter()
        .position(|e| matches!(e.action, Action::RingBell { .. }))
        .unwrap_or(0);
    let mut results = 0;
    let cut = history
        .iter()
        .enumerate()
        .skip(first_bell + 1)
        .find(|(_, e)| {
            if matches!(e.action, Action::EnterResult { .. }) {
                results += 1;
            }
            results > 25
        })
        .map_or(history.len(), |(i, _)| i);
    let Ok(party) = Party::replay(
        evening.initial_settings().clone(),
        history.get(..cut).unwrap_or_default().to_vec(),
    ) else {
        eprintln!("the replay failed");
        return;
    };
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("bench-ui");
    let _ = std::fs::create_dir_all(&dir);
    let path = dir.join("fifty.ron");
    let now = party.history().last().map(|e| e.at).unwrap_or_default();
    let _ = std::fs::remove_file(&path);
    if let Ok(mut file) = PartyFile::adopt(&path, "Fifty tables", party) {
        let _ = file.save_now(now);
    }

    let clock = FakeClock::at(now);
    let mut app = CinchApp::new(AppOptions {
        saves_dir: dir.clone(),
        clock: Arc::new(clock.clone()),
        seed: Some(1),
        open: Some(path),
        sound: Box::new(cinch_party::bell::NoSound::because("benchmark")),
        log_frames: false,
        last_party: None,
    });
    let ctx = egui::Context::default();
    CinchApp::set_style(&ctx);
    let mut frame = |i: usize| {
        let input = egui::RawInput {
            screen_rect: Some(egui::Rect::from_min_size(
                egui::Pos2::ZERO,
                egui::vec2(1920.0, 1080.0),
            )),
            time: Some(i as f64 / 60.0),
            ..Default::default()
        };
        clock.advance(chrono::Duration::milliseconds(16));
        let start = Instant::now();
        let output = ctx.run_ui(input, |ui| app.show(ui));
        let ui_time = start.elapsed();
        let meshes = ctx.tessellate(output.shapes, output.pixels_per_point);
        std::hint::black_box(meshes);
        (ui_time, start.elapsed())
    };
    for i in 0..30 {
        frame(i); // warm-up: fonts, layout caches
    }
    let runs = 400;
    let (mut ui_times, mut frame_times): (Vec<Duration>, Vec<Duration>) =
        (30..30 + runs).map(&mut frame).unzip();
    ui_times.sort();
    frame_times.sort();
    let at = |v: &[Duration], q: f64| {
        v.get(((v.len() as f64 - 1.0) * q) as usize)
            .copied()
            .unwrap_or_default()
    };
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    println!(
        "round screen, 50 tables, 1920x1080: UI pass median {:.3} ms, p99 {:.3} ms; with tessellation median {:.3} ms, p99 {:.3} ms ({runs} frames)",
        ms(at(&ui_times, 0.5)),
        ms(at(&ui_times, 0.99)),
        ms(at(&frame_times, 0.5)),
        ms(at(&frame_times, 0.99)),
    );
}
