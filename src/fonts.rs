//! The one font of the app and its print-outs, DejaVu Sans (regular and bold), embedded
//! (its licence is in `assets/fonts`), and the widths of text set in it, so that the
//! pages can be laid out before they are drawn: a name is cut or wrapped to the room it
//! has, never left to run over its neighbour.

use std::sync::OnceLock;

use skrifa::instance::{LocationRef, Size};
use skrifa::{FontRef, GlyphId, MetadataProvider};

/// DejaVu Sans, embedded.
pub const DEJAVU_SANS: &[u8] = include_bytes!("../assets/fonts/DejaVuSans.ttf");
/// DejaVu Sans Bold, embedded.
pub const DEJAVU_SANS_BOLD: &[u8] = include_bytes!("../assets/fonts/DejaVuSans-Bold.ttf");

/// Regular or bold.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Weight {
    /// DejaVu Sans.
    Regular,
    /// DejaVu Sans Bold.
    Bold,
}

impl Weight {
    /// The font's bytes.
    pub fn data(self) -> &'static [u8] {
        match self {
            Weight::Regular => DEJAVU_SANS,
            Weight::Bold => DEJAVU_SANS_BOLD,
        }
    }
}

/// Widths of the characters most text uses, looked up once; the rest are asked of the
/// font as they come.
const TABLED: usize = 0x2800;

/// One font's measures, in ems.
struct Measures {
    font: Option<FontRef<'static>>,
    em: f32,
    table: Vec<f32>,
    missing: f32,
    ascent: f32,
    descent: f32,
}

impl Measures {
    fn of(data: &'static [u8]) -> Measures {
        let Ok(font) = FontRef::new(data) else {
            // Cannot happen with the font we embed; measure as a typical sans would.
            return Measures {
                font: None,
                em: 1.0,
                table: Vec::new(),
                missing: 0.6,
                ascent: 0.93,
                descent: 0.24,
            };
        };
        let m = font.metrics(Size::unscaled(), LocationRef::default());
        let em = f32::from(m.units_per_em.max(1));
        let metrics = font.glyph_metrics(Size::unscaled(), LocationRef::default());
        let charmap = font.charmap();
        let advance = |gid: GlyphId| metrics.advance_width(gid).unwrap_or(0.0) / em;
        let missing = advance(GlyphId::NOTDEF);
        let table = (0..TABLED as u32)
            .map(|c| {
                char::from_u32(c)
                    .and_then(|c| charmap.map(c))
                    .map_or(missing, advance)
            })
            .collect();
        Measures {
            font: Some(font),
            em,
            table,
            missing,
            ascent: m.ascent / em,
            descent: -m.descent / em,
        }
    }

    fn char_width(&self, c: char) -> f32 {
        if let Some(w) = self.table.get(c as usize) {
            return *w;
        }
        let Some(font) = &self.font else {
            return self.missing;
        };
        let em = self.em;
        font.charmap()
            .map(c)
            .and_then(|gid| {
                font.glyph_metrics(Size::unscaled(), LocationRef::default())
                    .advance_width(gid)
            })
            .map_or(self.missing, |w| w / em)
    }

    fn has(&self, c: char) -> bool {
        self.font
            .as_ref()
            .is_some_and(|f| f.charmap().map(c).is_some())
    }
}

fn measures(weight: Weight) -> &'static Measures {
    static REGULAR: OnceLock<Measures> = OnceLock::new();
    static BOLD: OnceLock<Measures> = OnceLock::new();
    match weight {
        Weight::Regular => REGULAR.get_or_init(|| Measures::of(DEJAVU_SANS)),
        Weight::Bold => BOLD.get_or_init(|| Measures::of(DEJAVU_SANS_BOLD)),
    }
}

/// The width of `text` set at `size` points. Kerning only ever narrows a line, so the
/// width measured is never less than the width printed.
pub fn width(text: &str, size: f32, weight: Weight) -> f32 {
    let m = measures(weight);
    text.chars().map(|c| m.char_width(c)).sum::<f32>() * size
}

/// How far the font reaches above the baseline, at `size` points.
pub fn ascent(size: f32) -> f32 {
    measures(Weight::Regular).ascent * size
}

/// How far the font reaches below the baseline, at `size` points.
pub fn descent(size: f32) -> f32 {
    measures(Weight::Regular).descent * size
}

/// Whether the font has a shape for `c` (the print-outs show a box for one it lacks).
pub fn has_glyph(c: char) -> bool {
    measures(Weight::Regular).has(c)
}

/// `text` cut to fit `room` points at `size`, with an ellipsis where it was cut.
pub fn fit(text: &str, room: f32, size: f32, weight: Weight) -> String {
    if width(text, size, weight) <= room {
        return text.to_owned();
    }
    let m = measures(weight);
    let budget = room / size - m.char_width('…');
    let mut used = 0.0;
    let mut out = String::new();
    for c in text.chars() {
        used += m.char_width(c);
        if used > budget {
            break;
        }
        out.push(c);
    }
    let out = out.trim_end();
    if out.is_empty() && budget < 0.0 {
        return String::new();
    }
    format!("{out}…")
}

/// `text` broken into lines of at most `room` points at `size`, at spaces; a word too
/// long for a line of its own is cut with an ellipsis.
pub fn wrap(text: &str, room: f32, size: f32, weight: Weight) -> Vec<String> {
    let space = width(" ", size, weight);
    let mut lines = Vec::new();
    let mut line = String::new();
    let mut used = 0.0;
    for word in text.split_whitespace() {
        let w = width(word, size, weight);
        if !line.is_empty() && used + space + w <= room {
            line.push(' ');
            line.push_str(word);
            used += space + w;
            continue;
        }
        if !line.is_empty() {
            lines.push(std::mem::take(&mut line));
        }
        if w <= room {
            line.push_str(word);
            used = w;
        } else {
            lines.push(fit(word, room, size, weight));
            used = 0.0;
        }
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_font_has_the_suits_and_the_stars() {
        for c in "♠♣♥♦★✶✹–…→".chars() {
            assert!(has_glyph(c), "{c}");
        }
    }

    #[test]
    fn fitting_never_exceeds_the_room_and_wrapping_keeps_every_word() {
        let name = "Wilhelmina Fotheringay-Smythe of Little Snoring";
        let cut = fit(name, 100.0, 12.0, Weight::Bold);
        assert!(cut.ends_with('…'));
        assert!(width(&cut, 12.0, Weight::Bold) <= 100.0);
        let lines = wrap(name, 160.0, 12.0, Weight::Regular);
        assert!(lines.len() > 1);
        assert!(
            lines
                .iter()
                .all(|l| width(l, 12.0, Weight::Regular) <= 160.0)
        );
        assert_eq!(lines.join(" "), name);
    }
}
