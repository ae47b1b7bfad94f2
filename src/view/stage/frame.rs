//! The guest display's frame, decided from the screen's size alone: the unit of size,
//! the promised smallest text (the floor), the margins, the title band and the body
//! under it; and the sizes every stage keeps to.
//!
//! The floor is [`SMALLEST_TEXT`] of the screen's height: 30 pixels on a 1080-line
//! screen, about 4 cm on a projector screen 1.5 m high (readable from 10 m), 1.9 cm on a
//! 55-inch television (readable from about 5 m: for a big room, use a projector). No
//! text of the display is smaller.

/// The smallest text allowed (the floor), as a fraction of the screen's height.
pub const SMALLEST_TEXT: f32 = 1.0 / 36.0;
/// The largest text a board uses (a short list), as a fraction of the screen's height.
pub const LARGEST_TEXT: f32 = 1.0 / 15.0;
/// A line's height, in text sizes: room for the font's ascent and descent (1.164 of
/// DejaVu Sans) with a little to spare.
pub const ROW: f32 = 1.2;
/// Seconds each page stays up.
pub const PAGE_SECONDS: f64 = 8.0;
// Two pages turn within 20 seconds: a guest who just missed theirs sees it in time.
const _: () = assert!(2.0 * PAGE_SECONDS <= 20.0);
/// The title band's height, in title sizes.
pub const TITLE_ROW: f32 = 1.35;

/// A rectangle on the display, in its pixels, from its top-left corner.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct Area {
    /// Left edge.
    pub x: f32,
    /// Top edge.
    pub y: f32,
    /// Width.
    pub w: f32,
    /// Height.
    pub h: f32,
}

impl Area {
    /// The right edge.
    pub fn right(&self) -> f32 {
        self.x + self.w
    }

    /// The bottom edge.
    pub fn bottom(&self) -> f32 {
        self.y + self.h
    }

    /// Whether `other` lies inside this one (within a tenth of a pixel).
    pub fn holds(&self, other: &Area) -> bool {
        other.x >= self.x - 0.1
            && other.y >= self.y - 0.1
            && other.right() <= self.right() + 0.1
            && other.bottom() <= self.bottom() + 0.1
    }
}

/// The display's frame: the main unit of size, the floor, the title band at the top and
/// the body under it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Frame {
    /// The screen's width, in its pixels.
    pub width: f32,
    /// The screen's height.
    pub height: f32,
    /// The main unit of size: a twelfth of the height (the clock is three of them).
    pub unit: f32,
    /// The smallest text allowed: [`SMALLEST_TEXT`] of the height (30 px at 1080 lines).
    pub smallest: f32,
    /// The title's largest text size.
    pub title_size: f32,
    /// Everything inside the margins.
    pub inner: Area,
    /// The title band.
    pub title: Area,
    /// Everything under the title.
    pub body: Area,
}

/// The frame of a screen `width` × `height`. The margins are a little narrower on a
/// narrow screen (a phone upright), so that a name has the room.
pub fn frame(width: f32, height: f32) -> Frame {
    let unit = (height / 12.0).max(12.0);
    let margin = (unit * 0.3).min(width * 0.03).max(0.0);
    let title_size = unit * 0.8;
    let inner = Area {
        x: margin,
        y: margin,
        w: (width - 2.0 * margin).max(0.0),
        h: (height - 2.0 * margin).max(0.0),
    };
    let title = Area {
        h: title_size * TITLE_ROW,
        ..inner
    };
    Frame {
        width,
        height,
        unit,
        smallest: (height * SMALLEST_TEXT).max(1.0),
        title_size,
        inner,
        title,
        body: Area {
            y: title.bottom(),
            h: (inner.bottom() - title.bottom()).max(0.0),
            ..inner
        },
    }
}

impl Frame {
    /// The whole screen.
    pub fn screen(&self) -> Area {
        Area {
            x: 0.0,
            y: 0.0,
            w: self.width,
            h: self.height,
        }
    }
}

/// Which page of `pages` is up at `time` (seconds).
pub fn page_at(pages: usize, time: f64) -> usize {
    ((time / PAGE_SECONDS).max(0.0) as usize) % pages.max(1)
}
