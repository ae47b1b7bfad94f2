//! Printing benchmark (issue 45): `cargo bench --bench print_job`. Sixty tables' score
//! pads (240 guests, round 3 in play: 30 A4 pages) sent to a real CUPS scheduler of the
//! benchmark's own on 127.0.0.1 (the tests' `support/cups.rs`; needs `cups`), whose
//! queue prints to /dev/null and keeps each job's document.
//!
//! - In the window: the real app, frames run as eframe runs them, P pressed on the
//!   Print screen; the time from the frame that takes the key to the frame whose top
//!   bar shows the job taken by the printer. Ten jobs; median, fastest and slowest.
//! - Its parts, without a window: the pages laid out, their PDF, and the whole delivery
//!   (printer asked, pages laid out, PDF, Print-Job answered).

use std::sync::Arc;
use std::time::{Duration, Instant};

use cinch_party::app::{AppOptions, CinchApp, FakeClock};
use cinch_party::print::{Document, Links, Paper, Printout};
use cinch_party::printers::deliver::{Delivery, Progress};
use cinch_party::simulate::{Options, simulate};
use cinch_party::view::printers::PrinterList;
use cinch_party::view::{Command, Screen, UiCommand};

// The tests' own CUPS scheduler, with the tests' allowances (it may panic in words).
#[path = "../tests/support/cups.rs"]
#[allow(
    dead_code,
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing
)]
mod cups;

const JOBS: usize = 10;

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

fn summary(mut times: Vec<Duration>) -> String {
    times.sort();
    let at = |i: usize| times.get(i).copied().map_or(0.0, ms);
    format!(
        "median {:7.1} ms   fastest {:7.1} ms   slowest {:7.1} ms   (n = {})",
        at(times.len() / 2),
        at(0),
        at(times.len().saturating_sub(1)),
        times.len()
    )
}

fn key(key: egui::Key) -> egui::Event {
    egui::Event::Key {
        key,
        physical_key: None,
        pressed: true,
        repeat: false,
        modifiers: egui::Modifiers::NONE,
    }
}

/// One frame of the app, as eframe runs it.
fn frame(ctx: &egui::Context, app: &mut CinchApp, i: &mut usize, events: Vec<egui::Event>) {
    *i += 1;
    let input = egui::RawInput {
        screen_rect: Some(egui::Rect::from_min_size(
            egui::Pos2::ZERO,
            egui::vec2(1366.0, 768.0),
        )),
        time: Some(*i as f64 / 60.0),
        events,
        ..Default::default()
    };
    let output = ctx.run_ui(input, |ui| app.show(ui));
    std::hint::black_box(ctx.tessellate(output.shapes, output.pixels_per_point));
}

/// Runs frames until `done` (at most `most` of them, a millisecond apart at least).
fn frames_until(
    ctx: &egui::Context,
    app: &mut CinchApp,
    i: &mut usize,
    most: usize,
    done: impl Fn(&CinchApp) -> bool,
) -> bool {
    for _ in 0..most {
        frame(ctx, app, i, Vec::new());
        if done(app) {
            return true;
        }
        std::thread::sleep(Duration::from_millis(1));
    }
    false
}

fn sixty_tables() -> Option<cinch_party::rules::Party> {
    simulate(&Options {
        seed: 45,
        ladies: 120,
        gentlemen: 120,
        rounds: 3,
        open_round: true,
        ..Options::default()
    })
    .ok()
}

fn in_the_window(cups: &cups::Cups, party: cinch_party::rules::Party) -> Option<Vec<Duration>> {
    let dir = tempfile::tempdir().ok()?;
    let path = dir.path().join("sixty.ron");
    let now = party.history().last().map(|e| e.at).unwrap_or_default();
    let mut file = cinch_party::store::PartyFile::adopt(&path, "Sixty tables", party).ok()?;
    let _ = file.save_now(now);
    drop(file);
    let mut app = CinchApp::new(AppOptions {
        saves_dir: dir.path().to_path_buf(),
        clock: Arc::new(FakeClock::at(now)),
        seed: Some(1),
        open: Some(path),
        sound: Box::new(cinch_party::bell::NoSound::because("benchmark")),
        log_frames: false,
        last_party: None,
        viewer: Arc::new(|_| Ok(())),
        picker: Arc::new(|_| None),
        settings_dir: Some(dir.path().to_path_buf()),
        awake: cinch_party::app::awake::Awake::off(),
    })
    .with_print_service(cups.service());
    let ctx = egui::Context::default();
    CinchApp::set_style(&ctx);
    let mut i = 0;
    app.execute(Command::Ui(UiCommand::Show(Screen::Print)), 0.0);
    let listed = |app: &CinchApp| matches!(app.printers().list, PrinterList::Found(_));
    if !frames_until(&ctx, &mut app, &mut i, 5000, listed) {
        eprintln!("the printers were not listed");
        return None;
    }
    // ↓: the score pads for this round; a few frames to lay them out.
    frame(&ctx, &mut app, &mut i, vec![key(egui::Key::ArrowDown)]);
    for _ in 0..5 {
        frame(&ctx, &mut app, &mut i, Vec::new());
    }
    let mut times = Vec::new();
    for _ in 0..JOBS {
        let start = Instant::now();
        frame(&ctx, &mut app, &mut i, vec![key(egui::Key::P)]);
        let sending = app.printers().status.clone().map(|s| s.line);
        let taken = |app: &CinchApp| {
            app.printers()
                .status
                .as_ref()
                .is_some_and(|s| Some(&s.line) != sending.as_ref() && !s.trouble)
        };
        if !frames_until(&ctx, &mut app, &mut i, 20_000, taken) {
            eprintln!("no job was taken: {:?}", app.printers().status);
            return None;
        }
        times.push(start.elapsed());
        let printed = |app: &CinchApp| app.printers().status.as_ref().is_some_and(|s| s.done);
        frames_until(&ctx, &mut app, &mut i, 20_000, printed);
    }
    Some(times)
}

fn main() {
    let cups = cups::Cups::start(&[cups::Queue {
        name: "Office-Laser",
        default: true,
        media: cups::A4,
    }]);
    let Some(party) = sixty_tables() else {
        eprintln!("the evening could not be simulated");
        return;
    };
    println!("60 tables' score pads (round 3, 240 guests), A4, to CUPS on 127.0.0.1:");
    if let Some(times) = in_the_window(&cups, party.clone()) {
        println!(
            "  window: P pressed -> the printer has the job   {}",
            summary(times)
        );
    }
    let (mut layout, mut pdf, mut delivery) = (Vec::new(), Vec::new(), Vec::new());
    let mut pages = 0;
    let evening = std::sync::Arc::new(cinch_party::transcript::evening::Evening::of(&party, 0));
    for _ in 0..JOBS {
        let start = Instant::now();
        let Ok(printout) = Printout::of(&party, "Sixty", Document::ScorePads, Paper::A4) else {
            return;
        };
        layout.push(start.elapsed());
        pages = printout.pages.len();
        let start = Instant::now();
        let _ = std::hint::black_box(printout.to_pdf());
        pdf.push(start.elapsed());
        let job = Delivery {
            service: cups.service(),
            printer: None,
            or_default: false,
            party: party.clone(),
            evening: std::sync::Arc::clone(&evening),
            title: "Sixty".to_owned(),
            document: Document::ScorePads,
            paper: None,
            printer_paper: None,
            links: Links::default(),
            exports: std::env::temp_dir(),
            watch: false,
        };
        let start = Instant::now();
        let mut taken = None;
        job.run(&mut |p| {
            if matches!(p, Progress::Accepted { .. }) {
                taken = Some(start.elapsed());
            }
        });
        match taken {
            Some(time) => delivery.push(time),
            None => eprintln!("a job was not taken"),
        }
    }
    println!("  parts ({pages} pages):");
    println!(
        "    pages laid out                              {}",
        summary(layout)
    );
    println!(
        "    their PDF                                   {}",
        summary(pdf)
    );
    println!(
        "    delivery: asked, laid out, PDF, Print-Job   {}",
        summary(delivery)
    );
    println!("  jobs in CUPS's spool: {}", cups.jobs().len());
}
