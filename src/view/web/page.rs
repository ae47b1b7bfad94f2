//! The guest display as a web page draws it (issue 36): the stage, the texts placed where
//! the window's plan puts them (boards, titles, keys), the lines of the centred stages,
//! the season's columns and the round's clock, all in the display's own pixels for the
//! screen the page reported. The page only draws this and ticks the clock; the words,
//! the rows and the plan are the window's (`display_rows`, `display_plan`).

use serde::Serialize;

use crate::print::fonts::{Weight, width};
use crate::view::display_layout::PAGE_SECONDS;
use crate::view::display_plan::{Area, BoardsPlan, Frame, plan_boards};
use crate::view::display_rows::{self, Ink, Row};

/// The width of `text` at a text size of 1 in the display's font (DejaVu Sans, the
/// window's and the page's own). Kerning aside, so never narrower than drawn.
pub fn width_at_one(text: &str) -> f32 {
    width(text, 1.0, Weight::Regular)
}

/// A length to a tenth of a pixel (the page draws no finer; the state stays small).
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
    /// The main unit of size (a twelfth of the height).
    pub unit: f32,
    /// The smallest text allowed.
    pub smallest: f32,
    /// The pages the boards turn through, and how long each stays up.
    pub pages: usize,
    /// Seconds a page stays up.
    pub page_seconds: f64,
    /// Where the centred stages begin (the title band's top).
    pub top: f32,
    /// Texts at their places: titles, keys and the boards' cells.
    pub texts: Vec<Placed>,
    /// The lines of a centred stage, top to bottom.
    pub lines: Vec<Line>,
    /// The season's ladders side by side.
    pub columns: Vec<Ladder>,
    /// The round's clock, when one is shown.
    pub clock: Option<WebClock>,
}

/// A text at its place.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Placed {
    /// The page it is on (`None`: every page).
    pub page: Option<usize>,
    /// Its cell.
    pub x: f32,
    /// Its cell's top.
    pub y: f32,
    /// Its cell's width.
    pub w: f32,
    /// Its cell's height.
    pub h: f32,
    /// The words.
    pub text: String,
    /// The text size.
    pub size: f32,
    /// The ink ("text", "quiet", "star-gold" …).
    pub ink: &'static str,
    /// Set against the cell's right edge (numbers), else its left.
    pub right: bool,
    /// Cut with "…" if it does not fit (a name the plan says is not whole, a title).
    pub cut: bool,
}

/// One part of a line, in its ink.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Part {
    /// The words.
    pub text: String,
    /// The ink.
    pub ink: &'static str,
}

/// A line of a centred stage.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Line {
    /// Its parts, each in its ink.
    pub parts: Vec<Part>,
    /// The text size.
    pub size: f32,
    /// Bold.
    pub strong: bool,
    /// Room above it.
    pub space: f32,
    /// Set at the left (a guest's rounds), else centred.
    pub left: bool,
    /// The clock goes here (its time is the page's to tick).
    pub clock: bool,
}

impl Line {
    /// One text in one ink.
    pub fn one(text: impl Into<String>, size: f32, ink: Ink) -> Line {
        Line {
            parts: vec![Part {
                text: text.into(),
                ink: ink.word(),
            }],
            size,
            strong: false,
            space: 0.0,
            left: false,
            clock: false,
        }
    }

    /// In bold.
    pub fn strong(mut self) -> Line {
        self.strong = true;
        self
    }

    /// With `space` above it.
    pub fn after(mut self, space: f32) -> Line {
        self.space = space;
        self
    }
}

/// A season ladder: its title and leading rows.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Ladder {
    /// "Ladies", "Duplicate" …
    pub title: String,
    /// Place, name, figure.
    pub rows: Vec<[String; 3]>,
    /// The text size.
    pub size: f32,
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
    /// The words around it: when time is up, when paused, under it.
    pub up: &'static str,
    /// " (paused)".
    pub paused_words: &'static str,
    /// "left in this round".
    pub under: &'static str,
    /// Its text size.
    pub size: f32,
}

impl WebClock {
    /// The clock of a round at `now`, `size` its text size.
    pub fn of(
        clock: &crate::rules::RoundClock,
        now: chrono::DateTime<chrono::Utc>,
        size: f32,
    ) -> WebClock {
        let left = clock.left(now);
        let running = clock.started_at.is_some() && clock.ended_at.is_none();
        let paused = clock.is_paused();
        WebClock {
            ends_at: (running && !paused).then(|| (now + left).timestamp_millis()),
            left_ms: if running && !paused {
                0
            } else {
                left.num_milliseconds()
            },
            paused,
            up: "Time is up",
            paused_words: "  (paused)",
            under: "left in this round",
            size,
        }
    }
}

impl DisplayPage {
    /// An empty page of `stage` for the frame `f`.
    pub fn new(kind: &'static str, stage: &'static str, look: &'static str, f: &Frame) -> Self {
        DisplayPage {
            kind,
            stage,
            look,
            screen: [f.width.round() as u32, f.height.round() as u32],
            unit: f.unit,
            smallest: f.smallest,
            pages: 1,
            page_seconds: PAGE_SECONDS,
            top: f.title.y,
            texts: Vec::new(),
            lines: Vec::new(),
            columns: Vec::new(),
            clock: None,
        }
    }

    /// Puts `text` in `area` on `page` (every page: `None`).
    pub fn put(&mut self, page: Option<usize>, area: Area, text: &str, (size, ink): (f32, Ink)) {
        self.texts.push(Placed {
            page,
            x: tenth(area.x),
            y: tenth(area.y),
            w: tenth(area.w),
            h: tenth(area.h),
            text: text.to_owned(),
            size: tenth(size),
            ink: ink.word(),
            right: false,
            cut: true,
        });
    }

    /// Puts `text` against the right edge of `area`, whole.
    pub fn put_right(&mut self, page: Option<usize>, area: Area, text: &str, style: (f32, Ink)) {
        self.put(page, area, text, style);
        if let Some(last) = self.texts.last_mut() {
            last.right = true;
            last.cut = false;
        }
    }

    /// Every page of the boards' rows where the plan puts them: numbers to the right of
    /// their cells, names to the left (cut where the plan says).
    pub fn boards(&mut self, plan: &BoardsPlan, boards: &[&[Row]]) {
        self.pages = plan.fit.pages.max(1);
        let size = plan.fit.size;
        for page in 0..self.pages {
            for (b, rows) in boards.iter().enumerate() {
                for i in plan.page_rows(b, page) {
                    let (Some(row), Some(cells)) = (rows.get(i), plan.row(b, i)) else {
                        continue;
                    };
                    for ((words, ink), area) in row.lead.iter().zip(&cells.lead) {
                        self.put_right(Some(page), *area, words, (size, *ink));
                    }
                    let (words, ink) = &row.name;
                    self.put(Some(page), cells.name, words, (size, *ink));
                    if let Some(name) = self.texts.last_mut() {
                        name.cut = !cells.whole;
                    }
                    for ((words, ink), area) in row.trail.iter().zip(&cells.trail) {
                        self.put_right(Some(page), *area, words, (size, *ink));
                    }
                }
            }
        }
    }
}

/// The plan of `boards` in the frame's body, measured in the display's font.
pub fn plan(f: &Frame, boards: &[&[Row]], options: (f32, bool), heads: &[&str]) -> BoardsPlan {
    let (measures, columns) = display_rows::measure(boards, options, heads, &width_at_one);
    plan_boards(f, f.body, &measures, &columns)
}
