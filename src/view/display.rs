//! What the guest display shows, as the host sets it (screen state, not saved: the
//! display follows the party, which is).

use crate::rules::{GuestId, Prize, PrizeKind};
use crate::words::msg;

/// What the guest display shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DisplayMode {
    /// Follow the evening: seats before play and after each bell, the round during
    /// play, the ceremony at the end.
    Auto,
    /// Find your seat.
    Seats,
    /// The round: time left and tables still playing.
    Round,
    /// The star leaderboard.
    Standings,
    /// The prizes, one at a time.
    Ceremony,
    /// One guest's evening, round by round (the host shows it on request).
    Guest(GuestId),
    /// The club's season so far: the leaders of its ladders (R-SEASON).
    Season,
}

impl DisplayMode {
    /// All modes, in the host's order.
    pub const ALL: [DisplayMode; 6] = [
        DisplayMode::Auto,
        DisplayMode::Seats,
        DisplayMode::Round,
        DisplayMode::Standings,
        DisplayMode::Ceremony,
        DisplayMode::Season,
    ];

    /// The host's word for it.
    pub fn label(self) -> &'static str {
        let mode = match self {
            DisplayMode::Auto => "auto",
            DisplayMode::Seats => "seats",
            DisplayMode::Round => "round",
            DisplayMode::Standings => "standings",
            DisplayMode::Ceremony => "ceremony",
            DisplayMode::Guest(_) => "guest",
            DisplayMode::Season => "season",
        };
        super::kept::kept(msg::view_display_mode(mode))
    }
}

/// The guest display's own look, chosen on the Display screen apart from the host's
/// (a projector in a bright room washes out a dark picture; a dim room is dazzled by a
/// light one), and remembered from one run to the next.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum DisplayLook {
    /// Light inks on a night-blue ground: the default, for a dim room.
    #[default]
    Dark,
    /// Deep inks on warm paper: for a bright room or a washed-out projector.
    Light,
}

impl DisplayLook {
    /// Both, in the host's order.
    pub const ALL: [DisplayLook; 2] = [DisplayLook::Dark, DisplayLook::Light];

    /// The word it is remembered by.
    pub fn word(self) -> &'static str {
        match self {
            DisplayLook::Dark => "dark",
            DisplayLook::Light => "light",
        }
    }

    /// The look remembered under `word`, if it is one.
    pub fn from_word(word: &str) -> Option<DisplayLook> {
        DisplayLook::ALL
            .into_iter()
            .find(|l| l.word() == word.trim())
    }

    /// The host's words for it on the Display screen.
    pub fn label(self) -> &'static str {
        super::kept::kept(msg::view_display_look(self.word()))
    }
}

/// The guest display's size when nothing else is known: its window's first size.
pub const DISPLAY_SCREEN: [u32; 2] = [1280, 720];

/// The guest display's settings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DisplayState {
    /// The second window is open.
    pub open: bool,
    /// It fills its screen.
    pub fullscreen: bool,
    /// What it shows.
    pub mode: DisplayMode,
    /// The prizes revealed so far, by their index in the prize list, in the order shown.
    pub revealed: Vec<usize>,
    /// Its look.
    pub look: DisplayLook,
    /// Its screen's size in pixels as last seen (the host's preview is laid out at it,
    /// then scaled, so it shows what the room sees).
    pub screen: [u32; 2],
    /// The season picked on the Season screen, as the display shows it (before the first
    /// round, and on request).
    pub season: Option<std::sync::Arc<super::season::SeasonBoard>>,
    /// The phones' check-in link while the phones are on: shown as a QR code on the
    /// welcome before the draw (issue 52).
    pub door: Option<String>,
}

impl Default for DisplayState {
    fn default() -> Self {
        DisplayState {
            open: false,
            fullscreen: false,
            mode: DisplayMode::Auto,
            revealed: Vec::new(),
            look: DisplayLook::Dark,
            screen: DISPLAY_SCREEN,
            season: None,
            door: None,
        }
    }
}

/// The order of the ceremony: the booby prize first and the first prize last (the
/// usual way), ladies before gentlemen in each colour.
pub fn ceremony_order(prizes: &[Prize]) -> Vec<usize> {
    let rank = |kind: PrizeKind| match kind {
        PrizeKind::Green => 0,
        PrizeKind::Red => 1,
        PrizeKind::Gold | PrizeKind::TopPair | PrizeKind::TopScore => 2,
    };
    let mut order: Vec<usize> = (0..prizes.len()).collect();
    order.sort_by_key(|&i| prizes.get(i).map(|p| (rank(p.key.kind), p.key.side)));
    order
}

impl DisplayState {
    /// Another party is open (or none): the display follows its evening again (Auto),
    /// nothing of the last one's ceremony revealed, and its window is closed until the
    /// host opens it for this party (issue 54: creating a party opened the last one's
    /// display over the main window). Its look stays as the host set it.
    pub fn another_party(&mut self) {
        self.mode = DisplayMode::Auto;
        self.revealed.clear();
        self.open = false;
        self.fullscreen = false;
    }

    /// The next prize to reveal in the usual order, if any is left.
    pub fn next_prize(&self, prizes: &[Prize]) -> Option<usize> {
        ceremony_order(prizes)
            .into_iter()
            .find(|i| !self.revealed.contains(i))
    }
}
