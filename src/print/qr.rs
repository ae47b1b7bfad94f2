//! QR codes for the tables' links (the `qrcode` crate makes the pattern): the same
//! pattern is painted on the Phones screen and printed on the table cards.

/// A QR code's modules, row by row, `true` for dark.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Qr {
    /// Modules per side (the quiet zone around it is the painter's).
    pub width: usize,
    /// `width * width` modules.
    pub dark: Vec<bool>,
}

/// The modules around a code left light, so a phone's camera finds its edge.
pub const QUIET_ZONE: usize = 4;

impl Qr {
    /// The code for `text` (medium error correction), or `None` if it is too long.
    pub fn of(text: &str) -> Option<Qr> {
        let code = qrcode::QrCode::with_error_correction_level(text.as_bytes(), qrcode::EcLevel::M)
            .ok()?;
        Some(Qr {
            width: code.width(),
            dark: code
                .to_colors()
                .into_iter()
                .map(|c| c == qrcode::Color::Dark)
                .collect(),
        })
    }

    /// The dark modules as (column, row).
    pub fn dark_modules(&self) -> impl Iterator<Item = (usize, usize)> + '_ {
        self.dark
            .iter()
            .enumerate()
            .filter(|(_, dark)| **dark)
            .map(|(i, _)| (i % self.width, i / self.width))
    }
}

/// Draws `link` as a QR code filling the square (left, top, side), its quiet zone
/// included; whether it could be made.
pub fn draw(page: &mut super::Page, link: &str, (left, top, side): (f32, f32, f32)) -> bool {
    let Some(code) = Qr::of(link) else {
        return false;
    };
    let step = side / (code.width + 2 * QUIET_ZONE) as f32;
    let quiet = QUIET_ZONE as f32 * step;
    for (x, y) in code.dark_modules() {
        page.fill(
            (
                left + quiet + x as f32 * step,
                top + quiet + y as f32 * step,
                step,
                step,
            ),
            super::Ink::Black,
        );
    }
    true
}
