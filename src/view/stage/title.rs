//! A title on one line, whole: the largest type its room allows (never above its own
//! size, never under the floor), then shorter words, and only when even the shortest
//! words do not fit at the floor, cut with "…". And the title band of a board stage: the
//! title at the left, a key at the right in the floor's type when the title leaves it
//! room.

use super::frame::Frame;
use super::measure::{CELL_GAP, SLACK};
use super::measure::{cut, width};
use super::rows::Ink;
use super::{Align, Area, Stage};

/// The first of `words` (the full words first, then shorter ones) that fits `room` at
/// the floor, at the largest size up to `largest`; failing all, the last cut at the floor.
pub fn one_line(
    words: &[String],
    room: f32,
    (largest, floor): (f32, f32),
    bold: bool,
) -> (String, f32) {
    let room = room.max(0.0);
    for text in words {
        let w = width(text, bold);
        if w * floor <= room {
            let size = if w > 0.0 {
                (room / w).min(largest)
            } else {
                largest
            };
            return (text.clone(), size.max(floor));
        }
    }
    let last = words.last().map_or("", String::as_str);
    (cut(last, room / floor, bold), floor)
}

/// The title band on `page` (every page: `None`): the title (the first of `words` that
/// fits) at the left in the title's ink, bold, and the key `legend` (texts in their inks,
/// side by side) at the right in the floor's type, when both fit.
pub fn title_band(
    stage: &mut Stage,
    f: &Frame,
    page: Option<usize>,
    words: &[String],
    legend: &[(String, Ink)],
) {
    let band = f.title;
    let gap = f.smallest * CELL_GAP;
    let cells: Vec<f32> = legend
        .iter()
        .map(|(t, _)| width(t, false) * f.smallest + gap)
        .collect();
    let key = cells.iter().sum::<f32>() + f.unit * 0.5;
    let (text, size) = one_line(words, band.w - SLACK, (f.title_size, f.smallest), true);
    let beside = !legend.is_empty() && width(&text, true) * size + key <= band.w - SLACK;
    let title = Area {
        w: if beside { band.w - key } else { band.w },
        ..band
    };
    stage.put(page, title, (&text, Ink::Title), (size, true, Align::Left));
    if !beside {
        return;
    }
    let mut right = band.right();
    for ((words, ink), w) in legend.iter().zip(&cells).rev() {
        right -= w;
        let area = Area {
            x: right,
            w: *w,
            ..band
        };
        stage.put(page, area, (words, *ink), (f.smallest, false, Align::Right));
    }
}
