//! A duplicate table's trays as its phone sees them: each tray's dealer and result as
//! recorded, or, sent from this phone, the question put to East–West and their word
//! (issue 52).

use serde::Serialize;

use super::wire::WireChair;
use crate::rules::duplicate::{TrayPlay, dealer_of_tray};
use crate::rules::{PairSide, State};
use crate::transcript::seat_code;
use crate::words;

/// A tray at a table this round.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TrayWire {
    /// The tray's number.
    pub tray: u32,
    /// Who deals it (R-DUP-2).
    pub dealer: WireChair,
    /// A result (or "not played") is recorded.
    pub recorded: bool,
    /// Recorded as not played.
    pub not_played: bool,
    /// The bidder, when played and bid.
    pub bidder: Option<&'static str>,
    /// The bid.
    pub bid: Option<u8>,
    /// The points North–South took.
    pub ns_points: Option<u8>,
    /// The points East–West took.
    pub ew_points: Option<u8>,
    /// "ns" or "ew" for a revoke.
    pub revoke: Option<&'static str>,
    /// The recorded outcome in words: "East bid 6 and made it: N–S 8, E–W 6".
    pub words: Option<String>,
    /// Sent from this phone and put to East–West (issue 52): the question.
    pub asked: Option<String>,
    /// Sent, and East–West did not agree: what waits for the host.
    pub disputed: Option<String>,
}

pub(super) fn tray_wire(state: &State, play: Option<TrayPlay>, tray: u32) -> TrayWire {
    let mut wire = TrayWire {
        tray,
        dealer: dealer_of_tray(tray).into(),
        recorded: play.is_some(),
        not_played: play == Some(TrayPlay::NotPlayed),
        bidder: None,
        bid: None,
        ns_points: None,
        ew_points: None,
        revoke: None,
        words: play.map(|p| words::tray_outcome(state.settings.deal_scoring, tray, &p)),
        asked: None,
        disputed: None,
    };
    if let Some(TrayPlay::Played(deal)) = play {
        wire.bidder = deal.bid.map(|b| seat_code(b.bidder));
        wire.bid = deal.bid.map(|b| b.amount);
        wire.ns_points = Some(deal.ns_points);
        wire.ew_points = Some(deal.ew_points);
        wire.revoke = deal.revoke.map(PairSide::code);
    }
    wire
}

/// A tray held for East–West's word (issue 52), in the tray's card's words.
pub(super) fn held_words(
    state: &State,
    (round, table, tray): (u32, u32, u32),
    wire: &mut TrayWire,
) {
    use crate::rules::held::Agreement;
    let Some(held) = state
        .duplicate()
        .and_then(|dup| dup.held_tray(round, table, tray))
    else {
        return;
    };
    let outcome = words::tray_outcome(state.settings.deal_scoring, tray, &held.play);
    match held.agreement {
        Agreement::Disputed => {
            wire.disputed = Some(words::msg::phonepage_tray_disputed(outcome));
        }
        _ => wire.asked = Some(words::msg::phonepage_tray_asked(outcome)),
    }
}
