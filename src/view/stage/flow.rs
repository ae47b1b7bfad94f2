//! The display's centred stages (the round and its clock, the ceremony, a guest's
//! evening, the welcome, the last word) laid out as blocks of text from the top of their
//! area: each block at its own size, all made smaller together (never under the floor)
//! until they fit; a long text broken into lines at spaces and hyphens only, a title or
//! the clock kept to one line by smaller type or shorter words.

use super::frame::{Area, ROW};
use super::measure::SLACK;
use super::measure::{Pieces, break_lines, width};
use super::{Align, Part, Text};

/// How a block keeps to its width.
#[derive(Debug, Clone, PartialEq)]
pub enum Fit {
    /// Broken into lines at spaces and hyphens.
    Wrap,
    /// One line: smaller type, down to the floor, then the next of these shorter words
    /// (in the first part's ink).
    Line(Vec<String>),
    /// One line as wide as this (at 1) whatever it says (the clock, which ticks).
    Room(f32),
}

/// A block of text: its words in their inks, its size, how it fits, the room above it.
#[derive(Debug, Clone, PartialEq)]
pub struct Block {
    /// The words, each part in its ink.
    pub parts: Vec<Part>,
    /// Its size when there is room.
    pub size: f32,
    /// Bold.
    pub bold: bool,
    /// Room above it, in pixels when there is room.
    pub space: f32,
    /// How it keeps to the width.
    pub fit: Fit,
    /// Centred, or at the left.
    pub align: Align,
    /// The round's clock (the web page ticks it).
    pub clock: bool,
}

impl Block {
    /// A block of one text in one ink, broken into lines as it needs.
    pub fn new(words: impl Into<String>, size: f32, ink: super::rows::Ink) -> Block {
        Block {
            parts: vec![Part {
                words: words.into(),
                ink,
            }],
            size,
            bold: false,
            space: 0.0,
            fit: Fit::Wrap,
            align: Align::Centre,
            clock: false,
        }
    }

    /// In bold.
    pub fn bold(mut self) -> Block {
        self.bold = true;
        self
    }

    /// With `space` above it.
    pub fn after(mut self, space: f32) -> Block {
        self.space = space;
        self
    }

    /// Kept to one line, with `shorter` words when even the floor's type is too wide.
    pub fn one_line(mut self, shorter: &[&str]) -> Block {
        self.fit = Fit::Line(shorter.iter().map(|s| (*s).to_owned()).collect());
        self
    }

    /// At the left.
    pub fn left(mut self) -> Block {
        self.align = Align::Left;
        self
    }

    fn words(&self) -> String {
        self.parts.iter().map(|p| p.words.as_str()).collect()
    }
}

/// Blocks laid out: their texts, the height they take, and whether they fit.
#[derive(Debug, Clone, PartialEq)]
pub struct Laid {
    /// The texts, top to bottom.
    pub texts: Vec<Text>,
    /// The height taken.
    pub height: f32,
    /// Everything is whole inside the area.
    pub fits: bool,
    /// How much smaller than their own sizes the blocks were made (1: not at all).
    pub scale: f32,
}

/// Lays `blocks` out from the top of `area` at the largest common scale (never under
/// the floor) at which they fit; when none does, at the smallest, what does not fit
/// left out.
pub fn flow(blocks: &[Block], area: Area, floor: f32) -> Laid {
    let mut scale = 1.0;
    loop {
        let laid = at_scale(blocks, area, floor, scale);
        let all_floor = blocks.iter().all(|b| b.size * scale <= floor);
        if laid.fits || all_floor {
            return laid;
        }
        scale *= 0.96;
    }
}

fn at_scale(blocks: &[Block], area: Area, floor: f32, scale: f32) -> Laid {
    let mut texts = Vec::new();
    let mut y = area.y;
    let mut fits = true;
    for block in blocks {
        let size = (block.size * scale).max(floor).min(block.size.max(floor));
        y += block.space * scale;
        let (lines, size, whole) = lines_of(block, area.w - SLACK, (size, floor));
        fits &= whole;
        // The lines that fit above the area's foot.
        let row = size * ROW;
        let room_for = ((area.bottom() + 0.1 - y) / row).floor().max(0.0) as usize;
        let shown: Vec<Vec<Part>> = lines.iter().take(room_for).cloned().collect();
        fits &= shown.len() == lines.len();
        if !shown.is_empty() {
            texts.push(Text {
                page: None,
                area: Area {
                    x: area.x,
                    y,
                    w: area.w,
                    h: row * shown.len() as f32,
                },
                lines: shown,
                size,
                bold: block.bold,
                align: block.align,
                clock: block.clock,
            });
        }
        y += row * lines.len() as f32;
    }
    Laid {
        height: y - area.y,
        fits: fits && y <= area.bottom() + 0.1,
        texts,
        scale,
    }
}

/// A block's lines in `room`, at `size` or smaller for a one-line block: its lines, their
/// size, and whether it is whole.
fn lines_of(block: &Block, room: f32, (size, floor): (f32, f32)) -> (Vec<Vec<Part>>, f32, bool) {
    let ink = block
        .parts
        .first()
        .map_or(super::rows::Ink::Text, |p| p.ink);
    let words = block.words();
    match &block.fit {
        Fit::Room(at_one) => {
            let size = if *at_one > 0.0 {
                (room / at_one).min(size).max(floor)
            } else {
                size
            };
            let whole = width(&words, block.bold) * size <= room;
            (vec![block.parts.clone()], size, whole)
        }
        Fit::Line(shorter) => {
            let w = width(&words, block.bold);
            if w * floor <= room {
                let size = if w > 0.0 { (room / w).min(size) } else { size };
                return (vec![block.parts.clone()], size.max(floor), true);
            }
            let all: Vec<String> = std::iter::once(words)
                .chain(shorter.iter().cloned())
                .collect();
            let (text, size) = super::title::one_line(&all, room, (size, floor), block.bold);
            if all.contains(&text) {
                return (vec![vec![Part { words: text, ink }]], size, true);
            }
            // No words short enough for one line: broken at spaces, whole, at the floor.
            let wrapped = Block {
                fit: Fit::Wrap,
                ..block.clone()
            };
            lines_of(&wrapped, room, (floor, floor))
        }
        Fit::Wrap => {
            let pieces = Pieces::of(&words, block.bold);
            let count = pieces.lines(room / size).len().max(1);
            let (lines, whole) = break_lines(&words, room / size, count, block.bold);
            let mut at = 0;
            let parts = lines
                .iter()
                .map(|line| {
                    let start = words
                        .get(at..)
                        .and_then(|rest| rest.find(line.trim_end_matches('…')))
                        .map_or(at, |k| at + k);
                    at = start + line.len();
                    inks_of(&block.parts, start, line)
                })
                .collect();
            (parts, size, whole)
        }
    }
}

/// The parts of `line`, which starts at byte `start` of the parts' words, each in its
/// part's ink (a cut's "…" in the ink of what it cuts).
fn inks_of(parts: &[Part], start: usize, line: &str) -> Vec<Part> {
    let mut out: Vec<Part> = Vec::new();
    let mut part_start = 0;
    let mut rest = line;
    let mut at = start;
    for part in parts {
        let part_end = part_start + part.words.len();
        if at >= part_start && at < part_end && !rest.is_empty() {
            let take = (part_end - at).min(rest.len());
            let take = (0..=take)
                .rev()
                .find(|k| rest.is_char_boundary(*k))
                .unwrap_or(0);
            let (here, more) = rest.split_at(take);
            out.push(Part {
                words: here.to_owned(),
                ink: part.ink,
            });
            rest = more;
            at += take;
        }
        part_start = part_end;
    }
    if !rest.is_empty() {
        match out.last_mut() {
            Some(last) => last.words.push_str(rest),
            None => out.push(Part {
                words: rest.to_owned(),
                ink: parts.first().map_or(super::rows::Ink::Text, |p| p.ink),
            }),
        }
    }
    out
}
