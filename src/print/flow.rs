//! A flow of lines down pages, for the long documents (the results sheet): a new page
//! when the next block does not fit, a running heading, and the page numbers at the end.

use super::page::{Ink, Page, Style};
use crate::fonts;

/// A flow of lines down pages of one size, starting a new page when the next block does
/// not fit: for the long documents (the results sheet, the tally sheet).
#[derive(Debug)]
pub struct Flow {
    size: (f32, f32),
    /// The margin all round.
    pub margin: f32,
    /// Where the next line's top is.
    pub y: f32,
    /// The pages filled.
    done: Vec<Page>,
    /// The page being filled.
    current: Page,
    /// Drawn at the top of each new page (a running heading), with its height.
    heading: Option<(String, f32)>,
}

impl Flow {
    /// A flow on pages of `size`, one page begun.
    pub fn new(size: (f32, f32), margin: f32) -> Flow {
        Flow {
            size,
            margin,
            y: margin,
            done: Vec::new(),
            current: Page::new(size),
            heading: None,
        }
    }

    /// The width between the margins.
    pub fn room(&self) -> f32 {
        self.size.0 - 2.0 * self.margin
    }

    /// The height of a page.
    pub fn page_height(&self) -> f32 {
        self.size.1
    }

    /// The page being filled.
    pub fn page(&mut self) -> &mut Page {
        &mut self.current
    }

    /// From now on, each new page starts with this heading (a section's name, "cont.").
    pub fn set_heading(&mut self, heading: Option<String>) {
        self.heading = heading.map(|h| (h, 20.0));
    }

    /// Makes sure `height` points fit below `y` (leaving the footer's room), starting a new
    /// page if not.
    pub fn need(&mut self, height: f32) {
        let bottom = self.size.1 - self.margin - 14.0;
        if self.y + height > bottom && self.y > self.margin + self.heading_height() {
            self.new_page();
        }
    }

    fn heading_height(&self) -> f32 {
        self.heading.as_ref().map_or(0.0, |(_, h)| *h)
    }

    /// Starts a new page.
    pub fn new_page(&mut self) {
        let full = std::mem::replace(&mut self.current, Page::new(self.size));
        self.done.push(full);
        self.y = self.margin;
        if let Some((text, height)) = self.heading.clone() {
            let (margin, room) = (self.margin, self.room());
            let y = margin + 11.0;
            self.page()
                .text((margin, y), Style::bold(11.0).ink(Ink::Grey), room, &text);
            self.y += height;
        }
    }

    /// One line of text at the left margin plus `indent`, cut to the room; moves down by
    /// `leading`.
    pub fn line(&mut self, indent: f32, style: Style, leading: f32, text: &str) {
        self.need(leading);
        let (x, y, room) = (
            self.margin + indent,
            self.y + style.size,
            self.room() - indent,
        );
        self.page().text((x, y), style, room, text);
        self.y += leading;
    }

    /// A paragraph wrapped to the room (less `indent`).
    pub fn paragraph(&mut self, indent: f32, style: Style, leading: f32, text: &str) {
        let room = self.room() - indent;
        for line in fonts::wrap(text, room, style.size, style.weight) {
            self.line(indent, style, leading, &line);
        }
    }

    /// Moves down.
    pub fn gap(&mut self, points: f32) {
        self.y += points;
    }

    /// The pages, done.
    pub fn finish(mut self) -> Vec<Page> {
        self.done.push(self.current);
        self.done
    }
}

/// The program's mark in the first page's bottom left corner: the icon's card with its
/// spade and club and the gold star over the card's corner (`src/icon.rs` draws the same
/// for the screen), small and clear of the page number.
pub fn stamp_mark(page: &mut Page) {
    let (x, y) = (14.0, page.height - 33.0);
    page.frame((x, y, 14.0, 20.0), 0.7, Ink::Black);
    page.text((x + 1.5, y + 7.0), Style::plain(6.0), 10.0, "♠");
    page.text((x + 6.5, y + 17.5), Style::plain(6.0), 10.0, "♣");
    page.text(
        (x + 8.5, y + 5.0),
        Style::plain(12.0).ink(Ink::Gold),
        14.0,
        "★",
    );
}

/// Adds "title · document · page n of N" at the foot of every page.
pub fn number_pages(pages: &mut [Page], label: &str) {
    let total = pages.len();
    for (n, page) in pages.iter_mut().enumerate() {
        let style = Style::plain(8.0).ink(Ink::Grey);
        let y = page.height - 18.0;
        let room = page.width - 72.0;
        let text = crate::words::msg::PageFooter {
            label,
            page: n + 1,
            total,
        }
        .say();
        page.centred(page.width / 2.0, y, style, room, &text);
    }
}
