//! The colours the screens share: good, bad and waiting in each look, and the stars
//! shown by colour *and* symbol *and* word.

use super::*;

/// A result that went well, a winner: on the guest display (always dark), and on the
/// host's dark look.
pub const GOOD: Color32 = Color32::from_rgb(90, 190, 110);
/// Something wrong, on the dark look.
pub const BAD: Color32 = Color32::from_rgb(235, 90, 80);
/// Something waiting, on the dark look.
pub const WAIT: Color32 = Color32::from_rgb(240, 180, 60);

/// The same three on the light look: darker, to read on a bright background (each at
/// least 4.5:1 against the light panels; see `app::style`).
pub const GOOD_ON_LIGHT: Color32 = Color32::from_rgb(20, 110, 45);
/// Something wrong, on the light look.
pub const BAD_ON_LIGHT: Color32 = Color32::from_rgb(175, 30, 25);
/// Something waiting, on the light look.
pub const WAIT_ON_LIGHT: Color32 = Color32::from_rgb(140, 80, 0);

/// A good result's colour in the look on show.
pub fn good(ui: &egui::Ui) -> Color32 {
    good_for(ui.visuals().dark_mode)
}

/// A good result's colour on the dark look (`dark`) or the light one.
pub fn good_for(dark: bool) -> Color32 {
    if dark { GOOD } else { GOOD_ON_LIGHT }
}

/// Something wrong, in the look on show (egui's error colour, set per look).
pub fn bad(ui: &egui::Ui) -> Color32 {
    ui.visuals().error_fg_color
}

/// Something waiting, in the look on show (egui's warning colour, set per look).
pub fn wait(ui: &egui::Ui) -> Color32 {
    ui.visuals().warn_fg_color
}

/// A star's colour in the host's look on show: the guest display's colours on the dark
/// look, deeper ones on the light look (to read on paper-white).
pub fn star_colour_in(ui: &egui::Ui, colour: StarColour) -> Color32 {
    star_colour_for(ui.visuals().dark_mode, colour)
}

/// A star's colour on the host's dark look (`dark`) or light one.
pub fn star_colour_for(dark: bool, colour: StarColour) -> Color32 {
    if dark {
        // The display's red is a little deep for small text on the host's grey.
        return match colour {
            StarColour::Red => Color32::from_rgb(240, 105, 95),
            other => star_colour(other),
        };
    }
    match colour {
        StarColour::Gold => Color32::from_rgb(140, 95, 0),
        StarColour::Red => Color32::from_rgb(180, 35, 25),
        StarColour::Green => Color32::from_rgb(25, 110, 45),
    }
}

/// A star's count in its colour and shape, in the host's look on show.
pub fn star_text_in(ui: &egui::Ui, colour: StarColour, count: u32) -> RichText {
    star_text(colour, count).color(star_colour_in(ui, colour))
}

/// A star's colour on screen (the guest display's, always on its dark ground).
pub fn star_colour(colour: StarColour) -> Color32 {
    match colour {
        StarColour::Gold => Color32::from_rgb(235, 190, 40),
        StarColour::Red => Color32::from_rgb(220, 70, 60),
        StarColour::Green => Color32::from_rgb(70, 180, 90),
    }
}

/// "★ 3 gold".
pub fn star_text(colour: StarColour, count: u32) -> RichText {
    RichText::new(format!(
        "{} {count} {}",
        crate::words::star_symbol(colour),
        crate::words::star(colour)
    ))
    .color(star_colour(colour))
}
