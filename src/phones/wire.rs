//! What travels between the phones and the host: the requests (as the JSON API takes
//! them), the table's state (as the page shows it) and the guests' seats.

use serde::Deserialize;

use crate::rules::deal::{Bid, Deal};
use crate::rules::{PairSide, Seat};
use crate::transcript::seat_code;

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
}

/// A duplicate tray's result, as sent: the deal's fields (as in a pad), or not played.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TrayBody {
    /// The round the phone is showing.
    pub round: u32,
    /// The tray.
    pub tray: u32,
    /// The tray was not played here (time ran out).
    #[serde(default)]
    pub not_played: bool,
    /// "north", "east", "south" or "west"; `null` when all passed.
    #[serde(default)]
    pub bidder: Option<String>,
    /// The bid; `null` when all passed.
    #[serde(default)]
    pub bid: Option<u8>,
    /// Points North–South took.
    #[serde(default)]
    pub ns_points: u8,
    /// Points East–West took.
    #[serde(default)]
    pub ew_points: u8,
    /// "ns" or "ew" for a proven revoke.
    #[serde(default)]
    pub revoke: Option<String>,
}

impl TrayBody {
    /// What happened to the tray, or what is wrong with it (the rules check the deal).
    pub fn play(&self) -> Result<crate::rules::duplicate::TrayPlay, DealError> {
        use crate::rules::duplicate::TrayPlay;
        if self.not_played {
            return Ok(TrayPlay::NotPlayed);
        }
        let deal = DealIn {
            dealer: None,
            bidder: self.bidder.clone(),
            bid: self.bid,
            ns_points: self.ns_points,
            ew_points: self.ew_points,
            revoke: self.revoke.clone(),
            misdeal: false,
            ns_score: None,
            ew_score: None,
        }
        .deal()?;
        crate::rules::deal::check(&deal)?;
        Ok(TrayPlay::Played(deal))
    }
}

/// A table's totals, as sent.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ResultBody {
    /// The round the phone is showing.
    pub round: u32,
    /// North–South's points.
    pub ns: i64,
    /// East–West's points.
    pub ew: i64,
    /// For a tie: who won the ladies' cut, or "program" for the host's program to cut.
    #[serde(default)]
    pub cut: Option<CutChoice>,
}

/// How a tie is settled from a phone (R-ROUND-3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum CutChoice {
    /// North–South's lady won a real cut.
    Ns,
    /// East–West's lady won a real cut.
    Ew,
    /// The program cuts for the two ladies.
    Program,
}

/// A pad, as sent.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DealsBody {
    /// The round the phone is showing.
    pub round: u32,
    /// The deals in order, misdeals included, in the transcript's shape.
    pub deals: Vec<DealIn>,
}

/// One deal in the transcript's shape, without the scores (the rules work them out).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DealIn {
    /// Ignored: the dealer follows from the deal's place (R-ROUND-1).
    #[serde(default)]
    pub dealer: Option<String>,
    /// "north", "east", "south" or "west"; `null` when all passed.
    #[serde(default)]
    pub bidder: Option<String>,
    /// 1..14; `null` when all passed.
    #[serde(default)]
    pub bid: Option<u8>,
    /// Points North–South took.
    #[serde(default)]
    pub ns_points: u8,
    /// Points East–West took.
    #[serde(default)]
    pub ew_points: u8,
    /// "ns" or "ew" for a proven revoke or foul hand.
    #[serde(default)]
    pub revoke: Option<String>,
    /// A misdeal.
    #[serde(default)]
    pub misdeal: bool,
    /// Ignored if sent back from a state: the rules score.
    #[serde(default)]
    pub ns_score: Option<i64>,
    /// Ignored if sent back from a state.
    #[serde(default)]
    pub ew_score: Option<i64>,
}

fn seat_of(code: &str) -> Option<Seat> {
    Seat::ALL.into_iter().find(|s| seat_code(*s) == code)
}

/// What is wrong with a deal as a phone sent it, before the rules score it.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DealError {
    /// A bidder that is not a chair.
    #[error("\"{0}\" is not a chair: north, east, south or west.")]
    NotAChair(String),
    /// A bidder with no bid.
    #[error("A bidder needs a bid.")]
    NoBid,
    /// A bid with no bidder.
    #[error("A bid needs a bidder.")]
    NoBidder,
    /// A revoke by something that is not a side.
    #[error("\"{0}\" is not a side: a revoke is \"ns\" or \"ew\".")]
    NotASide(String),
    /// The rules refuse it (R-DEAL-6).
    #[error(transparent)]
    Rule(#[from] crate::rules::RuleError),
}

impl DealIn {
    /// The deal, or what is wrong with it.
    pub fn deal(&self) -> Result<Deal, DealError> {
        let quoted = |text: &str| crate::words::quote(text, 20);
        let bid = match (&self.bidder, self.bid) {
            (None, None) => None,
            (Some(bidder), Some(amount)) => Some(Bid {
                bidder: seat_of(bidder).ok_or_else(|| DealError::NotAChair(quoted(bidder)))?,
                amount,
            }),
            (Some(_), None) => return Err(DealError::NoBid),
            (None, Some(_)) => return Err(DealError::NoBidder),
        };
        let revoke = match self.revoke.as_deref() {
            None => None,
            Some("ns") => Some(PairSide::NorthSouth),
            Some("ew") => Some(PairSide::EastWest),
            Some(other) => return Err(DealError::NotASide(quoted(other))),
        };
        Ok(Deal {
            bid,
            ns_points: self.ns_points,
            ew_points: self.ew_points,
            revoke,
            misdeal: self.misdeal,
        })
    }
}

/// The deals of a body, or the first one's fault, numbered as the page numbers them.
pub fn deals_of(body: &DealsBody) -> Result<Vec<Deal>, String> {
    if body.deals.len() > crate::rules::deal::DEALS_PER_ROUND + crate::rules::deal::MAX_MISDEALS {
        return Err("That is more deals than a round has.".to_owned());
    }
    body.deals
        .iter()
        .enumerate()
        .map(|(i, d)| {
            d.deal()
                .and_then(|deal| Ok(crate::rules::deal::check(&deal).map(|()| deal)?))
                .map_err(|why| format!("Deal {}: {why}", i + 1))
        })
        .collect()
}
