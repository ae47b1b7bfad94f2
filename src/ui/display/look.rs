//! The guest display's inks in each of its looks (issue 38): dark, the default, light
//! inks on night blue for a dim room; light, deep inks on warm paper for a bright room or
//! a washed-out projector. Every ink reads at WCAG AA (4.5:1) on its ground, as the
//! host's looks do (tests/theme.rs walks both).

use egui::Color32;

use crate::rules::StarColour;
use crate::ui::widgets;
use crate::view::display::DisplayLook;

/// The inks of one look.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct DisplayInks {
    /// The ground everything is drawn on.
    pub ground: Color32,
    /// Names and the main text.
    pub text: Color32,
    /// What explains (a place, "left in this round", a board's title line).
    pub quiet: Color32,
    /// The titles.
    pub title: Color32,
    /// A second colour for facts (a direction's name, the trays this round).
    pub accent: Color32,
    /// A table and chair.
    pub seat: Color32,
    /// Something still waiting (the tables still playing).
    pub waiting: Color32,
    /// A winner, a score above zero.
    pub good: Color32,
    /// A score below zero.
    pub bad: Color32,
    /// Gold, red and green stars, in that order.
    pub stars: [Color32; 3],
}

impl DisplayInks {
    /// A star's ink.
    pub fn star(&self, colour: StarColour) -> Color32 {
        let i = StarColour::ALL
            .iter()
            .position(|c| *c == colour)
            .unwrap_or(0);
        self.stars.get(i).copied().unwrap_or(self.text)
    }

    /// The colour of an ink of the display's words (`view::stage`).
    pub fn of(&self, ink: crate::view::stage::Ink) -> Color32 {
        use crate::view::stage::Ink;
        match ink {
            Ink::Text => self.text,
            Ink::Quiet => self.quiet,
            Ink::Title => self.title,
            Ink::Accent => self.accent,
            Ink::Seat => self.seat,
            Ink::Waiting => self.waiting,
            Ink::Good => self.good,
            Ink::Bad => self.bad,
            Ink::Star(colour) => self.star(colour),
        }
    }

    /// A score's ink by its sign: above zero good, below it bad, zero plain.
    pub fn score(&self, value: f64) -> Color32 {
        if value > 0.0 {
            self.good
        } else if value < 0.0 {
            self.bad
        } else {
            self.text
        }
    }

    /// Every ink that is drawn as text, named, for the contrast test.
    pub fn texts(&self) -> Vec<(&'static str, Color32)> {
        let mut all = vec![
            ("text", self.text),
            ("quiet", self.quiet),
            ("title", self.title),
            ("accent", self.accent),
            ("seat", self.seat),
            ("waiting", self.waiting),
            ("good", self.good),
            ("bad", self.bad),
        ];
        for colour in StarColour::ALL {
            all.push((crate::words::colour_code(colour), self.star(colour)));
        }
        all
    }
}

/// The inks of `look`.
pub fn inks(look: DisplayLook) -> DisplayInks {
    let stars = |dark| StarColour::ALL.map(|c| widgets::star_colour_for(dark, c));
    match look {
        DisplayLook::Dark => DisplayInks {
            ground: Color32::from_rgb(12, 16, 28),
            text: Color32::WHITE,
            quiet: Color32::from_gray(190),
            title: Color32::from_rgb(250, 210, 90),
            accent: Color32::from_rgb(150, 200, 250),
            seat: Color32::from_rgb(140, 200, 255),
            waiting: Color32::from_rgb(250, 200, 90),
            good: widgets::GOOD,
            bad: Color32::from_rgb(245, 110, 100),
            stars: stars(true),
        },
        DisplayLook::Light => DisplayInks {
            ground: Color32::from_rgb(250, 247, 240),
            text: Color32::from_rgb(28, 28, 32),
            quiet: Color32::from_rgb(82, 78, 72),
            title: Color32::from_rgb(120, 70, 0),
            accent: Color32::from_rgb(0, 74, 150),
            seat: Color32::from_rgb(0, 66, 140),
            waiting: widgets::WAIT_ON_LIGHT,
            good: widgets::GOOD_ON_LIGHT,
            bad: widgets::BAD_ON_LIGHT,
            stars: stars(false),
        },
    }
}
