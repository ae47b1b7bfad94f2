//! What travels between the phones and the host: the requests (as the JSON API takes
//! them), the bodies the phones send ([`body`]), and the small types every page reads
//! (where the evening is, a side, a chair, the rules' limits, a score). The states the
//! pages show are built from these in `table_state`, `dup_state` and `seats`.

pub mod body;
pub mod door;
pub mod room;

use serde::{Deserialize, Serialize};

use crate::rules::deal::{DEALS_PER_ROUND, POINTS_PER_DEAL};
use crate::rules::{PairSide, Phase, Seat};
pub use body::{
    BodyError, CutChoice, DealError, DealIn, DealsBody, PadError, ResultBody, TrayBody, TraySent,
    deals_of,
};
pub use door::{CheckInBody, MailMeBody};
pub use room::{AgreeBody, CallBody};

/// The most bytes a request's body may have: a round's pad is well under 1 KB.
pub const MAX_BODY: usize = 4 * 1024;

/// A request the host's side answers (the server has already found the token's table).
#[derive(Debug, Clone, PartialEq)]
pub enum Request {
    /// `GET /t/{token}/state`.
    State {
        /// The token's table.
        table: u32,
    },
    /// `POST /t/{token}/result`.
    Result {
        /// The token's table.
        table: u32,
        /// What was sent.
        body: ResultBody,
    },
    /// `POST /t/{token}/deals`: the round's pad, four deals played.
    Deals {
        /// The token's table.
        table: u32,
        /// What was sent.
        body: DealsBody,
    },
    /// `POST /t/{token}/score`: the pad so far, scored by the rules, nothing recorded.
    Score {
        /// The token's table.
        table: u32,
        /// What was sent.
        body: DealsBody,
    },
    /// `GET /seats`: every guest's table and chair ("Where do I sit?").
    Seats,
    /// `POST /t/{token}/tray`: a duplicate tray's result at the token's table (R-DUP-7).
    Tray {
        /// The token's table.
        table: u32,
        /// What was sent.
        body: TrayBody,
    },
    /// `GET /p/{token}/state`: a duplicate pair's evening.
    Pair {
        /// The pair: its group (direction, or all in the Howell) and number.
        pair: crate::rules::duplicate::PairId,
    },
    /// What the guests' screens show (`/display`, `/standings`): read, never written.
    Show(Show),
    /// `POST /mail-me`: a guest at the door gives their address (issue 53).
    MailMe(MailMeBody),
    /// `POST /t/{token}/agree`: East–West agree, or not, to the result North–South sent
    /// (issue 52).
    Agree {
        /// The token's table.
        table: u32,
        /// What was sent.
        body: AgreeBody,
    },
    /// `GET /check-in/state[?name=NAME]`: what the door's page asks (issue 52), and
    /// where the guest who checked in as NAME stands.
    Door {
        /// The name the page checked in with, if it did.
        name: Option<String>,
    },
    /// `POST /check-in`: a guest checks in at the door (issue 52).
    CheckIn(CheckInBody),
    /// `POST /p/{token}/call`: a duplicate pair calls the host from its table of the
    /// round (issue 52).
    PairCall {
        /// The pair.
        pair: crate::rules::duplicate::PairId,
        /// What was sent.
        body: CallBody,
    },
    /// `POST /t/{token}/call`: the table calls the host (issue 52).
    Call {
        /// The token's table.
        table: u32,
        /// What was sent.
        body: CallBody,
    },
}

/// What a guests' screen asks of the party's owner (issue 36): no token, nothing written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Show {
    /// The guest display as the host has set it, laid out for a screen of this size
    /// (width, height, in the page's pixels).
    Display {
        /// The screen's width and height.
        screen: [u32; 2],
    },
    /// The standings as they stand, as a list that scrolls (a phone).
    Standings,
    /// The standings as the guest display's board, laid out for a room's screen of this
    /// size, which cannot scroll: the rows page as the display's do.
    StandingsBoard {
        /// The screen's width and height.
        screen: [u32; 2],
    },
}

impl Show {
    /// The smallest and largest screens laid out for: anything else is brought within.
    pub const SCREENS: ([u32; 2], [u32; 2]) = ([240, 240], [7680, 4320]);
    /// A screen at least this wide, and wider than it is tall, is a room's (a
    /// television, a projector, a laptop on a stand): nobody scrolls it.
    pub const ROOM_SCREEN_WIDTH: u32 = 1000;

    /// The display for a screen of `width` × `height`, brought within [`Show::SCREENS`].
    pub fn display(width: u32, height: u32) -> Show {
        let ([w0, h0], [w1, h1]) = Show::SCREENS;
        Show::Display {
            screen: [width.clamp(w0, w1), height.clamp(h0, h1)],
        }
    }

    /// The standings for a screen of this size, if the page said it: the display's
    /// board on a room's screen, else the list (every phone then shares one).
    pub fn standings(screen: Option<[u32; 2]>) -> Show {
        match screen {
            Some([w, h]) if w >= Show::ROOM_SCREEN_WIDTH && w > h => {
                let Show::Display { screen } = Show::display(w, h) else {
                    return Show::Standings;
                };
                Show::StandingsBoard { screen }
            }
            _ => Show::Standings,
        }
    }
}

/// Where the evening is, as the pages read it: "setup", "playing" or "over".
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum WirePhase {
    /// No table is seated yet.
    Setup,
    /// Rounds are being played.
    Playing,
    /// The last bell has rung.
    Over,
}

impl From<Phase> for WirePhase {
    fn from(phase: Phase) -> WirePhase {
        match phase {
            Phase::Setup => WirePhase::Setup,
            Phase::Playing => WirePhase::Playing,
            Phase::Finished => WirePhase::Over,
        }
    }
}

/// A side of the table, as the pages read it: "ns" or "ew".
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum WireSide {
    /// North–South.
    Ns,
    /// East–West.
    Ew,
}

impl From<PairSide> for WireSide {
    fn from(side: PairSide) -> WireSide {
        match side {
            PairSide::NorthSouth => WireSide::Ns,
            PairSide::EastWest => WireSide::Ew,
        }
    }
}

/// A chair, as the pages read it: "north", "east", "south" or "west".
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum WireChair {
    /// North.
    North,
    /// East.
    East,
    /// South.
    South,
    /// West.
    West,
}

impl From<Seat> for WireChair {
    fn from(seat: Seat) -> WireChair {
        match seat {
            Seat::North => WireChair::North,
            Seat::East => WireChair::East,
            Seat::South => WireChair::South,
            Seat::West => WireChair::West,
        }
    }
}

/// The rules' limits the page checks a deal against before it asks the host, so the
/// page never repeats the rules in its own code (R-DEAL-1, R-DEAL-2, R-ROUND-1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Limits {
    /// Points in every deal: the two sides' points add up to this.
    pub points_per_deal: u8,
    /// Played deals in a round.
    pub deals_per_round: usize,
    /// The lowest bid.
    pub bid_min: u8,
    /// The highest bid.
    pub bid_max: u8,
}

impl Limits {
    /// The limits of the rules in force.
    pub const RULES: Limits = Limits {
        points_per_deal: POINTS_PER_DEAL,
        deals_per_round: DEALS_PER_ROUND,
        bid_min: 1,
        bid_max: POINTS_PER_DEAL,
    };
}

/// Two sides' points.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Score {
    /// North–South.
    pub ns: i64,
    /// East–West.
    pub ew: i64,
}
