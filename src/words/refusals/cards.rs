//! The cards of the draw as a refusal names them: "7♠ (red back)", "ticket 14♣ (blue
//! back)", and the top of the pack, "Queen" or "ticket 20".

use crate::rules::DrawCard;

use super::{back_code, msg, n};

/// A card of the draw with its back: "7♠ (red back)", "ticket 14♣ (blue back)".
pub fn draw_card(card: DrawCard) -> String {
    msg::RefusalCard {
        face: crate::words::card_face(&card),
        back: back_code(card.back),
    }
    .say()
}

/// A rank's name as a host says it: "Ace", "7", "Jack", "Queen", "King".
pub fn rank_name(rank: u32) -> String {
    msg::refusal_rank(rank)
}

/// The highest card of the draw pack for `tables` tables: "Queen", "ticket 20".
pub fn pack_top(tables: u32) -> String {
    if tables > 13 {
        msg::refusal_ticket(n(tables))
    } else {
        rank_name(tables)
    }
}
