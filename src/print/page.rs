//! A laid-out page: text at measured places, lines and boxes, in points from the top
//! left corner. The documents are laid out once into pages; the PDF and the preview in
//! the window both draw these same pages, so what the host sees is what prints.

use crate::fonts::{self, Weight};

/// Points in a millimetre.
pub const MM: f32 = 72.0 / 25.4;

/// The paper.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Paper {
    /// ISO A4, 210 × 297 mm.
    #[default]
    A4,
    /// US Letter, 8½ × 11 in.
    Letter,
}

impl Paper {
    /// Both, A4 first.
    pub const ALL: [Paper; 2] = [Paper::A4, Paper::Letter];

    /// Width and height in points, upright.
    pub fn size(self) -> (f32, f32) {
        match self {
            Paper::A4 => (210.0 * MM, 297.0 * MM),
            Paper::Letter => (612.0, 792.0),
        }
    }

    /// "a4" or "letter", as on the command line.
    pub fn code(self) -> &'static str {
        match self {
            Paper::A4 => "a4",
            Paper::Letter => "letter",
        }
    }

    /// "A4" or "US Letter".
    pub fn words(self) -> String {
        crate::words::msg::paper_name(self.code())
    }
}

/// The inks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Ink {
    /// Text.
    Black,
    /// Secondary text and rules.
    Grey,
    /// Shading and guide lines.
    Light,
    /// The gold star.
    Gold,
    /// The red star.
    Red,
    /// The green star.
    Green,
}

impl Ink {
    /// Red, green, blue.
    pub fn rgb(self) -> (u8, u8, u8) {
        match self {
            Ink::Black => (0, 0, 0),
            Ink::Grey => (100, 100, 100),
            Ink::Light => (215, 215, 215),
            Ink::Gold => (190, 140, 0),
            Ink::Red => (200, 40, 30),
            Ink::Green => (30, 140, 60),
        }
    }

    /// A star's ink.
    pub fn of_star(colour: crate::rules::StarColour) -> Ink {
        match colour {
            crate::rules::StarColour::Gold => Ink::Gold,
            crate::rules::StarColour::Red => Ink::Red,
            crate::rules::StarColour::Green => Ink::Green,
        }
    }
}

/// One thing on a page.
#[derive(Debug, Clone, PartialEq)]
pub enum Item {
    /// A line of text; `y` is its baseline.
    Text {
        /// Left edge.
        x: f32,
        /// Baseline.
        y: f32,
        /// Points.
        size: f32,
        /// Regular or bold.
        weight: Weight,
        /// Its ink.
        ink: Ink,
        /// The words (already cut to their room).
        text: String,
    },
    /// A straight line.
    Line {
        /// From.
        from: (f32, f32),
        /// To.
        to: (f32, f32),
        /// Thickness.
        width: f32,
        /// Its ink.
        ink: Ink,
    },
    /// A box, filled or outlined.
    Rect {
        /// Left.
        x: f32,
        /// Top.
        y: f32,
        /// Width.
        w: f32,
        /// Height.
        h: f32,
        /// Filled with.
        fill: Option<Ink>,
        /// Outlined with (thickness, ink).
        stroke: Option<(f32, Ink)>,
    },
}

impl Item {
    /// The area it covers: left, top, right, bottom.
    pub fn bounds(&self) -> (f32, f32, f32, f32) {
        match self {
            Item::Text {
                x,
                y,
                size,
                weight,
                text,
                ..
            } => (
                *x,
                y - fonts::ascent(*size),
                x + fonts::width(text, *size, *weight),
                y + fonts::descent(*size),
            ),
            Item::Line { from, to, .. } => (
                from.0.min(to.0),
                from.1.min(to.1),
                from.0.max(to.0),
                from.1.max(to.1),
            ),
            Item::Rect { x, y, w, h, .. } => (*x, *y, x + w, y + h),
        }
    }
}

/// A page and what is on it.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Page {
    /// Width in points.
    pub width: f32,
    /// Height in points.
    pub height: f32,
    /// What is drawn, in order.
    pub items: Vec<Item>,
}

/// How small [`Page::text`] may set a text that does not fit, as a share of its size.
pub const SMALLEST: f32 = 0.7;

/// `style` at the largest size, down to [`SMALLEST`] of it, at which `text` fits `room`.
fn shrunk(style: Style, room: f32, text: &str) -> Style {
    let whole = fonts::width(text, style.size, style.weight);
    if whole <= room || whole <= 0.0 {
        return style;
    }
    Style {
        size: style.size * (room / whole).max(SMALLEST),
        ..style
    }
}

impl Page {
    /// An empty page.
    pub fn new((width, height): (f32, f32)) -> Page {
        Page {
            width,
            height,
            items: Vec::new(),
        }
    }

    /// Text at a baseline, set smaller (down to [`SMALLEST`] of its size) if that lets
    /// it fit `room` points whole, and cut only if even that is too long: a heading or a
    /// sentence a third longer in German keeps its words (issue 51 §6).
    pub fn text(&mut self, at: (f32, f32), style: Style, room: f32, text: &str) {
        let style = shrunk(style, room, text);
        let text = fonts::fit(text, room, style.size, style.weight);
        if !text.is_empty() {
            self.items.push(Item::Text {
                x: at.0,
                y: at.1,
                size: style.size,
                weight: style.weight,
                ink: style.ink,
                text,
            });
        }
    }

    /// Text at a baseline, set smaller (down to `smallest` points) if that lets it fit
    /// whole, and cut only if even that is too long: a long name keeps its end, which is
    /// often what tells two guests apart.
    pub fn text_shrinking(
        &mut self,
        at: (f32, f32),
        style: Style,
        smallest: f32,
        room: f32,
        text: &str,
    ) {
        let whole = fonts::width(text, 1.0, style.weight).max(0.01);
        let size = (room / whole).clamp(smallest.min(style.size), style.size);
        self.text(at, Style { size, ..style }, room, text);
    }

    /// Text centred on `centre`, set smaller or cut to `room` as [`Page::text`].
    pub fn centred(&mut self, centre: f32, y: f32, style: Style, room: f32, text: &str) {
        let style = shrunk(style, room, text);
        let text = fonts::fit(text, room, style.size, style.weight);
        let w = fonts::width(&text, style.size, style.weight);
        self.text((centre - w / 2.0, y), style, room, &text);
    }

    /// Text ending at `right`, set smaller or cut to `room` as [`Page::text`].
    pub fn right(&mut self, right: f32, y: f32, style: Style, room: f32, text: &str) {
        let style = shrunk(style, room, text);
        let text = fonts::fit(text, room, style.size, style.weight);
        let w = fonts::width(&text, style.size, style.weight);
        self.text((right - w, y), style, room, &text);
    }

    /// A line.
    pub fn line(&mut self, from: (f32, f32), to: (f32, f32), width: f32, ink: Ink) {
        self.items.push(Item::Line {
            from,
            to,
            width,
            ink,
        });
    }

    /// A box outlined.
    pub fn frame(&mut self, (x, y, w, h): (f32, f32, f32, f32), width: f32, ink: Ink) {
        self.items.push(Item::Rect {
            x,
            y,
            w,
            h,
            fill: None,
            stroke: Some((width, ink)),
        });
    }

    /// A box filled.
    pub fn fill(&mut self, (x, y, w, h): (f32, f32, f32, f32), ink: Ink) {
        self.items.push(Item::Rect {
            x,
            y,
            w,
            h,
            fill: Some(ink),
            stroke: None,
        });
    }

    /// Every text on the page, top to bottom, left to right, a line each (for tests and
    /// for searching the preview).
    pub fn texts(&self) -> impl Iterator<Item = &str> {
        self.items.iter().filter_map(|item| match item {
            Item::Text { text, .. } => Some(text.as_str()),
            _ => None,
        })
    }
}

/// How a text is set.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Style {
    /// Points.
    pub size: f32,
    /// Regular or bold.
    pub weight: Weight,
    /// Its ink.
    pub ink: Ink,
}

impl Style {
    /// Regular black text.
    pub const fn plain(size: f32) -> Style {
        Style {
            size,
            weight: Weight::Regular,
            ink: Ink::Black,
        }
    }

    /// Bold black text.
    pub const fn bold(size: f32) -> Style {
        Style {
            size,
            weight: Weight::Bold,
            ink: Ink::Black,
        }
    }

    /// The same in another ink.
    pub const fn ink(self, ink: Ink) -> Style {
        Style { ink, ..self }
    }
}
