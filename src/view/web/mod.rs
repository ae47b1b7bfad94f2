//! The guests' screens in a browser (issue 36): the guest display as the phones' server
//! serves it to a television (`/display`), and the standings (`/standings`): a list for
//! a phone, the display's standings board for a room's screen. What they show is worked out here, by the party's owner: the display
//! is the one stage model (`view::stage`) laid out for the screen size the page reports,
//! the same the window draws; the page only draws it and ticks the clock.
//!
//! - [`source`]: where the evening's derived values are read (the desk, or the party).
//! - [`page`]: the display's stage as the page reads it: placed texts and the clock.
//! - [`standings`]: the standings page's state.

pub mod page;
pub mod source;
pub mod standings;

use chrono::{DateTime, Utc};

use crate::phones::{Show, Showing};
use crate::store::PartyFile;
use crate::view::Desk;
use crate::view::display::DisplayState;
use crate::view::stage::{frame, stage};

/// The window's answer to the guests' screens: its desk, its display as the host has set
/// it, and the moves after a bell.
pub struct DeskShowing<'a> {
    /// The open party with its derived views.
    pub desk: &'a Desk,
    /// The guest display as the host has set it.
    pub display: &'a DisplayState,
    /// After a bell: the round the guests move into.
    pub moves_into: Option<u32>,
}

impl Showing for DeskShowing<'_> {
    fn show(&self, _file: &PartyFile, what: Show, now: DateTime<Utc>) -> serde_json::Value {
        let evening = source::of_desk(self.desk);
        answer(&evening, (self.display, self.moves_into), what, now)
    }
}

/// `serve`'s answer to the guests' screens: the party as it is, the display following
/// the evening (there is no host's Display screen), with the door's code before the draw.
#[derive(Debug, Clone, Default)]
pub struct PartyShowing {
    /// The check-in link, shown as a QR code on the welcome (issue 52).
    pub door: Option<String>,
}

impl PartyShowing {
    /// The showing for `serve`, whose door is at `link`.
    pub fn at_door(link: String) -> Box<dyn Showing> {
        Box::new(PartyShowing { door: Some(link) })
    }

    fn display(&self) -> DisplayState {
        DisplayState {
            door: self.door.clone(),
            ..DisplayState::default()
        }
    }
}

impl Showing for PartyShowing {
    fn show(&self, file: &PartyFile, what: Show, now: DateTime<Utc>) -> serde_json::Value {
        let evening = source::of_party(file.party());
        answer(&evening, (&self.display(), None), what, now)
    }

    fn show_all(
        &self,
        file: &PartyFile,
        whats: &[Show],
        now: DateTime<Utc>,
    ) -> Vec<serde_json::Value> {
        // The evening derived once for every size asked for.
        let evening = source::of_party(file.party());
        let display = self.display();
        whats
            .iter()
            .map(|&what| answer(&evening, (&display, None), what, now))
            .collect()
    }
}

/// `{"now": ms, "state": {…}}`: what `what` shows now.
pub fn answer(
    evening: &source::RoomEvening<'_>,
    (display, moves_into): (&DisplayState, Option<u32>),
    what: Show,
    now: DateTime<Utc>,
) -> serde_json::Value {
    let state = match what {
        Show::Display { screen: [w, h] } => {
            let f = frame(w as f32, h as f32);
            let shown = stage(&evening.source(), (display, moves_into), &f, now);
            serde_json::to_value(page::DisplayPage::of(&shown, display.look.word()))
        }
        Show::Standings => serde_json::to_value(standings::standings(evening)),
        // A room's screen: the display's standings, in the host's look, paging.
        Show::StandingsBoard { screen: [w, h] } => {
            let f = frame(w as f32, h as f32);
            let board = DisplayState {
                mode: crate::view::display::DisplayMode::Standings,
                look: display.look,
                ..DisplayState::default()
            };
            let shown = stage(&evening.source(), (&board, None), &f, now);
            serde_json::to_value(page::DisplayPage::of(&shown, display.look.word()))
        }
    };
    serde_json::json!({
        "now": now.timestamp_millis(),
        "state": state.unwrap_or_default(),
    })
}
