//! The guest display as a web page draws it (issues 36, 44): the stage model
//! (`view::stage`) for the screen the page reported, in JSON. Every text comes with its
//! box, its type and its inks, measured to fit in the font the page is served; the page
//! only draws them, ticks the clock and turns the pages.

use serde::Serialize;

use crate::print::qr::{QUIET_ZONE, Qr};
use crate::view::stage::{Align, PAGE_SECONDS, Stage, StageClock, StageCode, Text};
use crate::words::display::{code_heard, paused, time_is_up};

/// A length to a tenth of a pixel (the page draws no finer; the state stays small).
/// Rounded towards the inside of a box would be finer still, but a tenth is within the
/// plan's slack.
fn tenth(v: f32) -> f32 {
    (v * 10.0).round() / 10.0
}

/// The guest display's state as a web page reads it.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct DisplayPage {
    /// "star" or "duplicate".
    pub kind: &'static str,
    /// "welcome", "seats", "round", "standings", "ceremony", "guest", "season" or "over".
    pub stage: &'static str,
    /// "dark" or "light".
    pub look: &'static str,
    /// The screen laid out for, in its pixels.
    pub screen: [u32; 2],
    /// The smallest text allowed.
    pub smallest: f32,
    /// The pages the stage turns through.
    pub pages: usize,
    /// Seconds a page stays up.
    pub page_seconds: f64,
    /// Every text at its place.
    pub texts: Vec<Placed>,
    /// The round's clock, when one is shown.
    pub clock: Option<WebClock>,
    /// A QR code to scan, when one is shown (the door's, before the draw).
    pub code: Option<WebCode>,
}

/// A QR code as the page draws it: an SVG path of its dark modules, in modules, over a
/// light square `modules` wide (quiet zone included) at its place.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct WebCode {
    /// The square's left edge.
    pub x: f32,
    /// Its top.
    pub y: f32,
    /// Its side.
    pub side: f32,
    /// Modules a side, quiet zone included.
    pub modules: usize,
    /// The dark modules, a run of them in a row at a time (`M3 4h2v1h-2z`).
    pub path: String,
    /// What it holds, as a screen reader says it.
    pub heard: String,
}

impl WebCode {
    fn of(code: &StageCode) -> Option<WebCode> {
        let qr = Qr::of(&code.link)?;
        let mut path = String::new();
        for (y, row) in qr.dark.chunks(qr.width).enumerate() {
            // Each run of dark modules in the row, ended by a light one or the row's end.
            let mut start = None;
            for (x, dark) in row.iter().copied().chain([false]).enumerate() {
                match (dark, start) {
                    (true, None) => start = Some(x),
                    (false, Some(first)) => {
                        let run = x - first;
                        let (left, top) = (first + QUIET_ZONE, y + QUIET_ZONE);
                        path.push_str(&format!("M{left} {top}h{run}v1h-{run}z"));
                        start = None;
                    }
                    _ => {}
                }
            }
        }
        Some(WebCode {
            x: tenth(code.area.x),
            y: tenth(code.area.y),
            side: tenth(code.area.w),
            modules: qr.width + 2 * QUIET_ZONE,
            path,
            heard: code_heard(&code.link),
        })
    }
}

/// A text at its place.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Placed {
    /// The page it is on (`None`: every page).
    pub page: Option<usize>,
    /// Its box's left edge.
    pub x: f32,
    /// Its box's top.
    pub y: f32,
    /// Its box's width.
    pub w: f32,
    /// Its box's height: a row for each line.
    pub h: f32,
    /// A line's row (the text is centred in it).
    pub row: f32,
    /// The words as they are read.
    pub text: String,
    /// The lines, top to bottom, each part by part in its ink.
    pub lines: Vec<Vec<Part>>,
    /// The text size.
    pub size: f32,
    /// Bold.
    pub bold: bool,
    /// "left", "centre" or "right" in its box.
    pub align: &'static str,
    /// The round's clock: the page ticks its words.
    pub clock: bool,
}

/// One part of a text, in its ink.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Part {
    /// The words.
    pub text: String,
    /// The ink ("text", "quiet", "star-gold" …).
    pub ink: &'static str,
}

/// The round's clock as the page ticks it.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct WebClock {
    /// When it reaches zero, in milliseconds since 1970 (while it runs).
    pub ends_at: Option<i64>,
    /// What is left, in milliseconds (while it waits or is paused).
    pub left_ms: i64,
    /// Paused.
    pub paused: bool,
    /// "Time is up".
    pub up: String,
    /// "  (paused)".
    pub paused_words: String,
    /// The type size while it counts down.
    pub size: f32,
    /// The type size once the time is up.
    pub up_size: f32,
}

impl WebClock {
    fn of(clock: &StageClock) -> WebClock {
        WebClock {
            ends_at: clock.ends_at,
            left_ms: clock.left_ms,
            paused: clock.paused,
            up: time_is_up(),
            paused_words: paused(),
            size: tenth(clock.size),
            up_size: tenth(clock.up_size),
        }
    }
}

fn align(a: Align) -> &'static str {
    match a {
        Align::Left => "left",
        Align::Centre => "centre",
        Align::Right => "right",
    }
}

/// A text of the stage as the page places it. The clock's words are the page's to
/// tick: left out, so that the state changes only when what is shown does.
fn placed(t: &Text) -> Placed {
    let lines: Vec<Vec<Part>> = match t.clock {
        true => Vec::new(),
        false => t
            .lines
            .iter()
            .map(|line| {
                line.iter()
                    .map(|p| Part {
                        text: p.words.clone(),
                        ink: p.ink.word(),
                    })
                    .collect()
            })
            .collect(),
    };
    Placed {
        page: t.page,
        x: tenth(t.area.x),
        y: tenth(t.area.y),
        w: tenth(t.area.w),
        h: tenth(t.area.h),
        text: if t.clock { String::new() } else { t.words() },
        lines,
        row: tenth(t.row_height()),
        size: (t.size * 100.0).floor() / 100.0,
        bold: t.bold,
        align: align(t.align),
        clock: t.clock,
    }
}

impl DisplayPage {
    /// The page of `stage` in `look` ("dark" or "light").
    pub fn of(stage: &Stage, look: &'static str) -> DisplayPage {
        let f = &stage.frame;
        DisplayPage {
            kind: if stage.duplicate { "duplicate" } else { "star" },
            stage: stage.name.word(),
            look,
            screen: [f.width.round() as u32, f.height.round() as u32],
            smallest: f.smallest,
            pages: stage.pages.max(1),
            page_seconds: PAGE_SECONDS,
            texts: stage.texts.iter().map(placed).collect(),
            clock: stage.clock.as_ref().map(WebClock::of),
            code: stage.code.as_ref().and_then(WebCode::of),
        }
    }
}
