//! The words for the movements by name, and for the two-table Howell (R-DUP-12): where
//! each pair goes after a round (pairs change direction as well as table), and the
//! exchange of trays with the other table half-way through a round.

use crate::rules::PairSide;
use crate::rules::duplicate::{Guide, MovementKind, PairId, PairSeat};

use super::{pair_tag, trays_list};

/// A movement by name: "the compass movement", "the two-table Howell", …
pub fn movement_name(kind: MovementKind) -> String {
    super::msg::movement_name(match kind {
        MovementKind::Mitchell => "mitchell",
        MovementKind::SkipMitchell => "skip",
        MovementKind::Foster => "foster",
        MovementKind::Howell => "howell",
    })
}

/// What the plan of an evening at two tables says of its movement (R-DUP-12): the
/// Howell, or the book's movement named as such with what it costs: the code that
/// `tell-plan` selects on.
pub(super) fn two_tables_plan(kind: MovementKind) -> &'static str {
    match kind {
        MovementKind::Howell => "howell",
        MovementKind::Foster => "foster",
        MovementKind::SkipMitchell => "skip",
        MovementKind::Mitchell => "none",
    }
}

/// "table 2, East–West".
pub fn seat_words(seat: PairSeat) -> String {
    super::msg::TellSeatWords {
        table: seat.table,
        side: crate::words::side(seat.side),
    }
    .say()
}

/// R-DUP-12: the half-way exchange at a Howell table: "After trays 1 and 2, exchange
/// trays with table 2 now, then play trays 3 and 4." `None` under other movements.
pub fn howell_exchange(guide: &Guide) -> Option<String> {
    let exchange = guide.exchange.as_ref()?;
    Some(
        super::msg::TellHowellExchange {
            first: trays_list(&exchange.first),
            with: exchange.with,
            then: trays_list(&exchange.then),
        }
        .say(),
    )
}

/// R-DUP-12: where a Howell pair sitting at `from` (table, direction) goes for the next
/// round: "Pair 1 stays at table 1, North–South", "Pair 4 stays at table 2 and sits
/// North–South", "Pair 2 goes from table 1 to table 2, East–West".
pub fn pair_move(pair: PairId, from: (u32, PairSide), next: PairSeat) -> String {
    let (table, side) = from;
    match (next.table == table, next.side == side) {
        (true, true) => super::msg::TellPairStays {
            pair: pair_tag(pair),
            seat: seat_words(next),
        }
        .say(),
        (true, false) => super::msg::TellPairStaysSits {
            pair: pair_tag(pair),
            table,
            side: crate::words::side(next.side),
        }
        .say(),
        (false, _) => super::msg::TellPairGoesTo {
            pair: pair_tag(pair),
            table,
            seat: seat_words(next),
        }
        .say(),
    }
}
