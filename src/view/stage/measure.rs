//! Measuring and breaking the display's texts in its one font, DejaVu Sans, by the
//! font's own advance widths (`print::fonts`): the window draws in it and the web page
//! is served it, so a text measured to fit here fits in both. Widths are at a text size
//! of 1 (they scale with the size). A text breaks only after a space (which goes at the
//! break) or after a hyphen between two letters (which stays): never inside a word.

use std::ops::Range;

use crate::fonts::{Weight, fit, width as font_width};

/// The room between a name and what follows it (the stars, the score, the table and
/// chair), in text sizes: a name that fits never runs into the first star.
pub const CELL_GAP: f32 = 0.5;

/// What a name is kept clear of its room's edge by, in pixels: a text measured to fit
/// fits whatever rounding a renderer does.
pub const SLACK: f32 = 0.5;

/// The width of `text` at a text size of 1, bold or not.
pub fn width(text: &str, bold: bool) -> f32 {
    font_width(text, 1.0, weight(bold))
}

fn weight(bold: bool) -> Weight {
    if bold { Weight::Bold } else { Weight::Regular }
}

/// `text` cut with "…" to fit `room` (at a text size of 1).
pub fn cut(text: &str, room: f32, bold: bool) -> String {
    fit(text, room, 1.0, weight(bold))
}

/// A text's pieces: the stretches between the places it may break.
#[derive(Debug, Clone, PartialEq)]
pub struct Pieces {
    /// Each piece's bytes in the text (a break's space left out).
    spans: Vec<Range<usize>>,
    /// Each piece's width at 1.
    widths: Vec<f32>,
    /// Whether a space follows the piece (else it ends in a hyphen, or the text).
    spaced: Vec<bool>,
    space: f32,
}

impl Pieces {
    /// The pieces of `text`.
    pub fn of(text: &str, bold: bool) -> Pieces {
        let mut spans = Vec::new();
        let mut spaced = Vec::new();
        for (start, word) in words(text) {
            let mut from = start;
            let chars: Vec<(usize, char)> = word.char_indices().collect();
            for (k, (at, c)) in chars.iter().enumerate() {
                let between = k > 0
                    && chars.get(k + 1).is_some_and(|(_, n)| n.is_alphabetic())
                    && chars.get(k - 1).is_some_and(|(_, p)| p.is_alphabetic());
                if *c == '-' && between {
                    let end = start + at + c.len_utf8();
                    spans.push(from..end);
                    spaced.push(false);
                    from = end;
                }
            }
            spans.push(from..start + word.len());
            spaced.push(true);
        }
        if let Some(last) = spaced.last_mut() {
            *last = false;
        }
        let widths = spans
            .iter()
            .map(|s| text.get(s.clone()).map_or(0.0, |t| width(t, bold)))
            .collect();
        Pieces {
            spans,
            widths,
            spaced,
            space: width(" ", bold),
        }
    }

    /// The widest piece (a line can be no narrower).
    pub fn widest(&self) -> f32 {
        self.widths.iter().copied().fold(0.0, f32::max)
    }

    /// The whole text on one line.
    pub fn total(&self) -> f32 {
        self.line_width(0..self.spans.len())
    }

    fn line_width(&self, pieces: Range<usize>) -> f32 {
        let mut w = 0.0;
        for i in pieces.clone() {
            w += self.widths.get(i).copied().unwrap_or(0.0);
            if i + 1 < pieces.end && self.spaced.get(i).copied().unwrap_or(false) {
                w += self.space;
            }
        }
        w
    }

    /// The lines of a greedy break into `room`, as ranges of pieces (a piece wider than
    /// the room has a line of its own, and overflows it).
    pub fn lines(&self, room: f32) -> Vec<Range<usize>> {
        let mut lines = Vec::new();
        let mut start = 0;
        let mut used = 0.0;
        for i in 0..self.spans.len() {
            let w = self.widths.get(i).copied().unwrap_or(0.0);
            if i == start {
                used = w;
                continue;
            }
            let gap = if self.spaced.get(i - 1).copied().unwrap_or(false) {
                self.space
            } else {
                0.0
            };
            if used + gap + w <= room + 1e-4 {
                used += gap + w;
            } else {
                lines.push(start..i);
                start = i;
                used = w;
            }
        }
        if start < self.spans.len() {
            lines.push(start..self.spans.len());
        }
        lines
    }

    /// The least room in which the text breaks into at most `count` lines (greedy
    /// breaking is the fewest lines for a room, so the least room is found by halving).
    pub fn least_room(&self, count: usize) -> f32 {
        let (mut low, mut high) = (self.widest(), self.total());
        if count <= 1 || self.lines(low).len() <= count {
            return if count <= 1 { high } else { low };
        }
        for _ in 0..24 {
            let mid = (low + high) / 2.0;
            if self.lines(mid).len() <= count {
                high = mid;
            } else {
                low = mid;
            }
        }
        high
    }

    /// The bytes of `text` that a line of pieces takes.
    pub fn span(&self, line: &Range<usize>) -> Range<usize> {
        let start = self.spans.get(line.start).map_or(0, |s| s.start);
        let end = line
            .end
            .checked_sub(1)
            .and_then(|l| self.spans.get(l))
            .map_or(start, |s| s.end);
        start..end.max(start)
    }
}

/// The words of `text` between spaces, with where each starts.
fn words(text: &str) -> impl Iterator<Item = (usize, &str)> {
    text.split(' ')
        .scan(0usize, |at, word| {
            let start = *at;
            *at += word.len() + 1;
            Some((start, word))
        })
        .filter(|(_, w)| !w.is_empty())
}

/// `text` in at most `most` lines of `room` (at 1): the lines, and whether the text is
/// whole in them. A text that does not fit is cut with "…" where it runs out: a word
/// wider than a line, or the last line.
pub fn break_lines(text: &str, room: f32, most: usize, bold: bool) -> (Vec<String>, bool) {
    let pieces = Pieces::of(text, bold);
    let lines = pieces.lines(room);
    let whole = lines.len() <= most.max(1)
        && lines
            .iter()
            .all(|l| pieces.line_width(l.clone()) <= room + 1e-4);
    let mut out = Vec::new();
    for (n, line) in lines.iter().enumerate() {
        let last = n + 1 >= most.max(1);
        let span = if last {
            let end = pieces.span(&(line.start..pieces.spans.len())).end;
            pieces.span(line).start..end
        } else {
            pieces.span(line)
        };
        let words = text.get(span).unwrap_or_default();
        if width(words, bold) <= room + 1e-4 {
            out.push(words.to_owned());
        } else {
            out.push(cut(words, room, bold));
        }
        if last {
            break;
        }
    }
    (out, whole)
}
