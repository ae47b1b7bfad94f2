//! The guest display as one model (issue 44): what each stage shows — find your seat,
//! the clock, the star standings and the duplicate standings, the prize ceremony and the
//! winners ceremony, the season board, a guest's evening — built once from the derived
//! evening as data: texts with their inks, their type and the place the plan gives each,
//! page by page. Two thin renderers draw it: the window's painter (`ui::display`) and
//! the web page (`view::web`, JSON to `display.js`); neither decides anything again, so a
//! new stage costs one implementation.
//!
//! Everything is measured in the display's one font, DejaVu Sans, which the window draws
//! in and the phones' server serves to every browser (`measure`).
//!
//! - [`frame`]: the screen's frame and the sizes every stage keeps to.
//! - [`measure`]: widths in the font, and breaking a text at spaces and hyphens.
//! - [`boards`]: the boards' plan (every everyday name whole first).
//! - [`flow`]: the centred stages' blocks of text.
//! - [`rows`]: the stage the evening calls for and the boards' rows.

pub mod boards;
mod ceremony;
pub mod clock;
pub mod flow;
pub mod frame;
mod guest;
pub mod measure;
mod round;
pub mod rows;
mod seats;
mod standings;
mod title;
mod welcome;

use chrono::{DateTime, Utc};

use crate::rules::{Phase, State};
use crate::transcript::dup_view::DupView;
use crate::transcript::evening::StarEvening;
use crate::transcript::seating::Seating;
use crate::view::display::{DisplayMode, DisplayState};

pub use clock::StageClock;
pub use frame::{Area, Frame, PAGE_SECONDS, SMALLEST_TEXT, frame, page_at};
pub use rows::Ink;

/// How a text sits in its box.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Align {
    /// Against the left edge (names).
    Left,
    /// In the middle (the centred stages).
    Centre,
    /// Against the right edge (numbers).
    Right,
}

/// A part of a text in one ink.
#[derive(Debug, Clone, PartialEq)]
pub struct Part {
    /// The words.
    pub words: String,
    /// Their ink.
    pub ink: Ink,
}

/// A text at its place: a line, or the lines of a text broken at spaces and hyphens,
/// each measured to fit its box in the display's font.
#[derive(Debug, Clone, PartialEq)]
pub struct Text {
    /// The page it is on (`None`: every page).
    pub page: Option<usize>,
    /// Its box, in the display's pixels: a row of [`frame::ROW`] sizes for each line, the
    /// line vertically centred in its row.
    pub area: Area,
    /// Its lines, top to bottom, each part by part.
    pub lines: Vec<Vec<Part>>,
    /// Its type size, in the display's pixels.
    pub size: f32,
    /// Bold.
    pub bold: bool,
    /// How it sits in its box.
    pub align: Align,
    /// The round's clock: its words are the time left now (the web page ticks it).
    pub clock: bool,
}

impl Text {
    /// Its words as they are read, line after line (a space at each break, but after a
    /// hyphen).
    pub fn words(&self) -> String {
        let mut words = String::new();
        for line in &self.lines {
            if !words.is_empty() && !words.ends_with('-') {
                words.push(' ');
            }
            words.extend(line.iter().map(|p| p.words.as_str()));
        }
        words
    }

    /// Each line's words.
    pub fn line_words(&self) -> Vec<String> {
        self.lines
            .iter()
            .map(|l| l.iter().map(|p| p.words.as_str()).collect())
            .collect()
    }

    /// A line's row, in the display's pixels.
    pub fn row_height(&self) -> f32 {
        self.size * frame::ROW
    }

    /// Whether it is up on `page`.
    pub fn on(&self, page: usize) -> bool {
        self.page.is_none_or(|p| p == page)
    }
}

/// Which stage the display shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StageName {
    /// Before anyone is seated.
    Welcome,
    /// Find your seat.
    Seats,
    /// The round and its clock.
    Round,
    /// The standings (stars, or both directions' leader boards).
    Standings,
    /// The prize ceremony or the winners ceremony.
    Ceremony,
    /// A guest's evening.
    Guest,
    /// The season so far.
    Season,
    /// The evening is over.
    Over,
}

impl StageName {
    /// Its name, as the web page reads it.
    pub fn word(self) -> &'static str {
        match self {
            StageName::Welcome => "welcome",
            StageName::Seats => "seats",
            StageName::Round => "round",
            StageName::Standings => "standings",
            StageName::Ceremony => "ceremony",
            StageName::Guest => "guest",
            StageName::Season => "season",
            StageName::Over => "over",
        }
    }
}

/// A stage of the display, laid out for one screen.
#[derive(Debug, Clone, PartialEq)]
pub struct Stage {
    /// A duplicate evening (else the star game).
    pub duplicate: bool,
    /// Which stage.
    pub name: StageName,
    /// The screen's frame.
    pub frame: Frame,
    /// The pages it turns through (one at least).
    pub pages: usize,
    /// Every text, each on its page or on all.
    pub texts: Vec<Text>,
    /// The round's clock, when it is shown.
    pub clock: Option<StageClock>,
    /// A QR code to scan, when one is shown (the door's, before the draw).
    pub code: Option<StageCode>,
}

/// A QR code on the display: its square (its quiet zone inside) and the link it holds.
/// Both renderers paint it light on its own, whatever the look, so a camera reads it.
#[derive(Debug, Clone, PartialEq)]
pub struct StageCode {
    /// The square, quiet zone included.
    pub area: Area,
    /// The link.
    pub link: String,
}

impl Stage {
    /// An empty stage.
    pub fn new(duplicate: bool, name: StageName, frame: &Frame) -> Stage {
        Stage {
            duplicate,
            name,
            frame: *frame,
            pages: 1,
            texts: Vec::new(),
            clock: None,
            code: None,
        }
    }

    /// Puts `words` in one ink in `area` on `page`.
    pub fn put(
        &mut self,
        page: Option<usize>,
        area: Area,
        (words, ink): (&str, Ink),
        (size, bold, align): (f32, bool, Align),
    ) {
        if words.is_empty() {
            return;
        }
        self.texts.push(Text {
            page,
            area,
            lines: vec![vec![Part {
                words: words.to_owned(),
                ink,
            }]],
            size,
            bold,
            align,
            clock: false,
        });
    }

    /// Adds texts laid out elsewhere (a flow's), on `page`.
    pub fn extend(&mut self, page: Option<usize>, texts: Vec<Text>) {
        self.texts
            .extend(texts.into_iter().map(|t| Text { page, ..t }));
    }
}

/// The derived evening as the display reads it.
#[derive(Clone, Copy)]
pub struct Source<'a> {
    /// The party's state.
    pub state: &'a State,
    /// Who sits where this round.
    pub seating: &'a Seating,
    /// The star game's parts, if the evening is one.
    pub star: Option<&'a StarEvening>,
    /// A duplicate evening's view as the room may see it (R-DUP-13), if it is one.
    pub dup: Option<&'a DupView>,
}

impl<'a> Source<'a> {
    /// The evening of the window's desk, as the room may see it: the display is the
    /// room's (R-DUP-13).
    pub fn of_desk(desk: &'a crate::view::Desk) -> Source<'a> {
        Source {
            state: desk.state(),
            seating: desk.seating(),
            star: desk.star(),
            dup: desk.duplicate().map(DupView::for_the_room),
        }
    }
}

/// What the display shows now for a screen of `f`'s size, as the host has set it.
pub fn stage(
    source: &Source<'_>,
    (shown, moves_into): (&DisplayState, Option<u32>),
    f: &Frame,
    now: DateTime<Utc>,
) -> Stage {
    let state = source.state;
    let mode = rows::shown_mode(shown, state, moves_into);
    let new = |name| Stage::new(source.dup.is_some(), name, f);
    if mode == DisplayMode::Season {
        return guest::season(new(StageName::Season), shown.season.as_deref());
    }
    let over = state.phase() == Phase::Finished;
    match (source.dup, mode) {
        (_, DisplayMode::Round) if over => round::over(new(StageName::Over), state),
        (Some(dup), DisplayMode::Round) => round::dup_round(new(StageName::Round), state, dup, now),
        // R-DUP-13: no standings and no winners while the evening is played.
        (Some(dup), DisplayMode::Standings | DisplayMode::Ceremony) if dup.withheld.is_some() => {
            round::dup_withheld(new(StageName::Standings), state, dup, now)
        }
        (Some(dup), DisplayMode::Standings) => {
            standings::dup_boards(new(StageName::Standings), state, dup)
        }
        (Some(dup), DisplayMode::Ceremony) => {
            ceremony::dup_ceremony(new(StageName::Ceremony), state, dup, &shown.revealed)
        }
        (None, DisplayMode::Round) => round::star_round(new(StageName::Round), state, now),
        (None, DisplayMode::Standings) => standings::stars(new(StageName::Standings), source),
        (None, DisplayMode::Ceremony) => {
            ceremony::star_ceremony(new(StageName::Ceremony), source, &shown.revealed)
        }
        (None, DisplayMode::Guest(guest)) => guest::evening(new(StageName::Guest), source, guest),
        _ => match rows::seats(state, source.seating) {
            Some((round, seats)) => seats::seats(new(StageName::Seats), &seats, round),
            None => welcome::welcome(new(StageName::Welcome), state, shown.door.as_deref()),
        },
    }
}
