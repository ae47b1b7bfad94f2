//! Laid-out pages to a PDF, with krilla: the fonts embedded (subset to the letters
//! used), text kept as text (it can be searched, copied and read back by `pdftotext`).

use krilla::Document;
use krilla::color::rgb;
use krilla::geom::{PathBuilder, Point, Rect};
use krilla::metadata::Metadata;
use krilla::page::PageSettings;
use krilla::paint::{Fill, Stroke};
use krilla::text::{Font, TextDirection};

use super::page::{Ink, Item, Page};
use crate::fonts::Weight;

fn paint(ink: Ink) -> krilla::paint::Paint {
    let (r, g, b) = ink.rgb();
    rgb::Color::new(r, g, b).into()
}

fn fill(ink: Ink) -> Fill {
    Fill {
        paint: paint(ink),
        ..Fill::default()
    }
}

fn stroke(width: f32, ink: Ink) -> Stroke {
    Stroke {
        paint: paint(ink),
        width,
        ..Stroke::default()
    }
}

/// Why a PDF could not be made.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PdfError {
    /// A font inside the program could not be read.
    #[error("the embedded font could not be read")]
    Font,
    /// A page with no size.
    #[error("a page has no size (this is a bug)")]
    PageSize,
    /// The PDF writer refused.
    #[error("the PDF writer failed: {0}")]
    Writer(#[from] krilla::error::KrillaError),
}

/// The pages as a PDF file's bytes. `title` goes into the document's properties.
pub fn to_pdf(pages: &[Page], title: &str) -> Result<Vec<u8>, PdfError> {
    let font_of = |weight: Weight| Font::new(weight.data().into(), 0).ok_or(PdfError::Font);
    let regular = font_of(Weight::Regular)?;
    let bold = font_of(Weight::Bold)?;
    let mut document = Document::new();
    document.set_metadata(
        Metadata::new()
            .title(title.to_owned())
            .creator("cinch-party".to_owned()),
    );
    for page in pages {
        let settings = PageSettings::from_wh(page.width, page.height).ok_or(PdfError::PageSize)?;
        let mut pdf_page = document.start_page_with(settings);
        let mut surface = pdf_page.surface();
        for item in &page.items {
            draw_item(&mut surface, item, [&regular, &bold]);
        }
        surface.finish();
        pdf_page.finish();
    }
    Ok(document.finish()?)
}

/// One text, line or box of a page, drawn on its PDF page in the embedded fonts.
fn draw_item(surface: &mut krilla::surface::Surface<'_>, item: &Item, [regular, bold]: [&Font; 2]) {
    match item {
        Item::Text {
            x,
            y,
            size,
            weight,
            ink,
            text,
        } => {
            surface.set_stroke(None);
            surface.set_fill(Some(fill(*ink)));
            let font = match weight {
                Weight::Regular => regular.clone(),
                Weight::Bold => bold.clone(),
            };
            surface.draw_text(
                Point::from_xy(*x, *y),
                font,
                *size,
                text,
                false,
                TextDirection::Auto,
            );
        }
        Item::Line {
            from,
            to,
            width,
            ink,
        } => {
            let mut path = PathBuilder::new();
            path.move_to(from.0, from.1);
            path.line_to(to.0, to.1);
            if let Some(path) = path.finish() {
                surface.set_fill(None);
                surface.set_stroke(Some(stroke(*width, *ink)));
                surface.draw_path(&path);
            }
        }
        Item::Rect {
            x,
            y,
            w,
            h,
            fill: inside,
            stroke: outline,
        } => {
            let mut path = PathBuilder::new();
            if let Some(rect) = Rect::from_xywh(*x, *y, *w, *h) {
                path.push_rect(rect);
            }
            if let Some(path) = path.finish() {
                surface.set_fill(inside.map(fill));
                surface.set_stroke(outline.map(|(w, ink)| stroke(w, ink)));
                surface.draw_path(&path);
            }
        }
    }
}
