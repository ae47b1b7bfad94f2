//! Frame times: how long each frame's UI pass took (and the whole frame with its
//! painting, as eframe measures it), kept for the last few seconds, shown
//! on request in the top bar (F12) and logged with `--frame-times`, so the figures the
//! README gives can be checked in a real window.

use std::time::{Duration, Instant};

use crate::words::{fixed, msg};

/// How many frames are kept.
const KEPT: usize = 240;

/// The recent frames' UI-pass times.
#[derive(Debug, Default)]
pub struct FrameTimes {
    times: Vec<Duration>,
    next: usize,
    frames: u64,
    /// Show the readout in the top bar.
    pub shown: bool,
    /// Print each frame's time to standard error.
    pub logged: bool,
    started: Option<Instant>,
    /// The whole previous frame, painting included, as eframe measured it.
    whole: Vec<Duration>,
}

impl FrameTimes {
    /// Frame times, printed to standard error if `logged`.
    pub fn logging(logged: bool) -> FrameTimes {
        FrameTimes {
            logged,
            ..FrameTimes::default()
        }
    }

    /// The previous frame's whole time, UI pass and painting (from eframe's
    /// `cpu_usage`), when known.
    pub fn previous_whole(&mut self, seconds: Option<f32>) {
        let Some(seconds) = seconds.filter(|s| s.is_finite() && *s >= 0.0) else {
            return;
        };
        if self.whole.len() == KEPT {
            self.whole.remove(0);
        }
        self.whole.push(Duration::from_secs_f32(seconds));
        if self.logged {
            eprintln!(
                "frame {}: {:.2} ms with painting",
                self.frames,
                seconds * 1000.0
            );
        }
    }

    /// A frame begins.
    pub fn begin(&mut self) {
        self.started = Some(Instant::now());
    }

    /// The frame's UI pass is over; `events` is how many input events it had.
    pub fn end(&mut self, events: usize) {
        let Some(started) = self.started.take() else {
            return;
        };
        let took = started.elapsed();
        if self.times.len() < KEPT {
            self.times.push(took);
        } else if let Some(slot) = self.times.get_mut(self.next) {
            *slot = took;
        }
        self.next = (self.next + 1) % KEPT;
        self.frames += 1;
        if self.logged {
            eprintln!(
                "frame {}: {:.2} ms, {events} input events",
                self.frames,
                took.as_secs_f64() * 1000.0
            );
        }
    }

    /// "median 1.2 ms · 99th 3.4 ms · max 5.0 ms (240 frames)".
    pub fn summary(&self) -> String {
        let mut sorted = self.times.clone();
        sorted.sort();
        let at = |q: f64| {
            let i = ((sorted.len().saturating_sub(1)) as f64 * q).round() as usize;
            sorted.get(i).map_or(0.0, |d| d.as_secs_f64() * 1000.0)
        };
        let (median, high, max, frames) = (at(0.5), at(0.99), at(1.0), sorted.len());
        if !self.whole.is_empty() {
            let mut whole = self.whole.clone();
            whole.sort();
            let at = |q: f64| {
                let i = ((whole.len() - 1) as f64 * q).round() as usize;
                whole.get(i).map_or(0.0, |d| d.as_secs_f64() * 1000.0)
            };
            return msg::AppFrameTimesPainting {
                median: fixed(median, 1),
                high: fixed(high, 1),
                max: fixed(max, 1),
                frames,
                painted_median: fixed(at(0.5), 1),
                painted_high: fixed(at(0.99), 1),
            }
            .say();
        }
        msg::AppFrameTimes {
            median: fixed(median, 1),
            high: fixed(high, 1),
            max: fixed(max, 1),
            frames,
        }
        .say()
    }
}
