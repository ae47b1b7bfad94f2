//! A duplicate evening's words: a pair's tag, plus/minus and percentages, a tray's
//! outcome, the evening's plan, and the move list's headlines and lines (R-DUP).

use super::*;

/// "N–S 3" or "E–W 7": a duplicate pair by direction and number; "Pair 3" in the
/// two-table Howell (R-DUP-12).
pub fn pair_tag(pair: crate::rules::duplicate::PairId) -> String {
    format!("{} {}", group_short(pair.group), pair.number)
}

/// The heading of a traveller's last column: "N–S ±" or "N–S %" (R-DUP-7).
pub fn traveller_score_heading(method: crate::rules::duplicate::DupMethod) -> String {
    use crate::rules::duplicate::DupMethod;
    let mark = match method {
        DupMethod::PlusMinus => "±",
        DupMethod::Matchpoints => "%",
    };
    format!("{} {mark}", side_short(crate::rules::PairSide::NorthSouth))
}

/// A North–South figure on a traveller's line: "N–S +3.25", "N–S 62.50 %".
pub fn ns_figure(figure: &str) -> String {
    format!(
        "{} {figure}",
        side_short(crate::rules::PairSide::NorthSouth)
    )
}

/// The one rounding of every figure shown to two places (a percentage, a plus/minus),
/// on screen, on paper, on the page, in the JSON and the CSV: half away from zero
/// (58.125 is 58.13) and never a "−0".
pub fn two_places(value: f64) -> f64 {
    let rounded = (value * 100.0).round() / 100.0;
    if rounded == 0.0 { 0.0 } else { rounded }
}

/// A figure to two places, for a spreadsheet's cell: "58.13".
pub fn decimals(value: f64) -> String {
    format!("{:.2}", two_places(value))
}

/// A figure to two places in the language's own way: "58.13", the German "58,13"
/// (ICU4X's separators, through the catalogue), rounded once, as [`two_places`].
fn figure(value: f64) -> String {
    use fluent_bundle::FluentValue;
    use fluent_bundle::types::{FluentNumber, FluentNumberOptions};
    let options = FluentNumberOptions {
        minimum_fraction_digits: Some(2),
        maximum_fraction_digits: Some(2),
        ..FluentNumberOptions::default()
    };
    msg::figure_two_places(FluentValue::Number(FluentNumber::new(
        two_places(value),
        options,
    )))
}

/// A plus/minus as the standings show it: "+3.25", "−1.50", "0.00" (the German
/// "+3,25").
pub fn plus_minus(value: f64) -> String {
    let rounded = two_places(value);
    if rounded > 0.0 {
        format!("+{}", figure(rounded))
    } else if rounded < 0.0 {
        format!("−{}", figure(-rounded))
    } else {
        figure(0.0)
    }
}

/// What happens to a guest who arrives late at a Duplicate Cinch evening (R-DUP-1:
/// partners are fixed, and once play starts so is every pair's place in the movement).
pub fn duplicate_latecomer(phase: Phase) -> String {
    match phase {
        Phase::Setup => msg::tell_latecomer_setup(),
        _ => msg::tell_latecomer_playing(),
    }
}

/// A whole result with its sign, the minus a true minus as in [`plus_minus`]: "+4",
/// "−2", "0".
pub fn signed(value: i64) -> String {
    match value {
        v if v > 0 => format!("+{v}"),
        v if v < 0 => format!("−{}", v.unsigned_abs()),
        _ => "0".to_owned(),
    }
}

/// A matchpoint percentage: "48.60 %", the German "48,60 %" (rounded once, as
/// [`two_places`]).
pub fn percent(value: f64) -> String {
    msg::figure_percent(figure(value))
}

/// How long an evening of `hands` hands a table takes at `minutes` a hand: "about 3 h 40
/// min", "about 50 min".
pub fn evening_length(hands: u32, minutes: u32) -> String {
    let total = hands * minutes;
    msg::TellEveningLength {
        hours: total / 60,
        minutes: total % 60,
    }
    .say()
}

/// A tray's outcome at a table in a few words: "East bid 6 and made it: N–S 0, E–W 8",
/// "all passed: N–S 4, E–W 0", "not played".
pub fn tray_outcome(
    method: crate::rules::deal::DealScoring,
    tray: u32,
    play: &crate::rules::duplicate::TrayPlay,
) -> String {
    tray_outcome_pieces(method, tray, play).join(" ")
}

/// [`tray_outcome`] in pieces, which read as it joined by spaces: the contract, then each
/// side's points, which a page keeps whole on a line ("East bid 6 and made it:", "N–S 0,",
/// "E–W 8"), so that a narrow column never leaves a side's points alone on a line.
pub fn tray_outcome_pieces(
    method: crate::rules::deal::DealScoring,
    tray: u32,
    play: &crate::rules::duplicate::TrayPlay,
) -> Vec<String> {
    let contract = tray_contract(play);
    match side_points(method, tray, play) {
        Some([ns, ew]) => vec![format!("{contract}:"), format!("{ns},"), ew],
        None => vec![contract],
    }
}

/// What was bid and whether it was made, in a few words: "East bid 6 and made it",
/// "all passed, North–South revoked", "not played".
pub fn tray_contract(play: &crate::rules::duplicate::TrayPlay) -> String {
    use crate::rules::duplicate::TrayPlay;
    let TrayPlay::Played(deal) = play else {
        return msg::tell_not_played();
    };
    let contract = match deal.bid {
        Some(bid) => {
            let took = match crate::rules::deal::side_of(bid.bidder) {
                crate::rules::PairSide::NorthSouth => deal.ns_points,
                crate::rules::PairSide::EastWest => deal.ew_points,
            };
            let seat = crate::words::seat(bid.bidder);
            let amount = bid.amount;
            if took >= bid.amount {
                msg::TellBidMade { seat, amount }.say()
            } else {
                msg::TellBidFailed { seat, amount }.say()
            }
        }
        None => msg::tell_all_passed(),
    };
    match deal.revoke {
        Some(side) => msg::TellRevoked {
            contract,
            side: crate::words::side(side),
        }
        .say(),
        None => contract,
    }
}

/// What a played tray scored (R-DUP-7): "N–S 8, E–W 6"; `None` for a tray not played
/// (or a deal the rules cannot score).
pub fn tray_points(
    method: crate::rules::deal::DealScoring,
    tray: u32,
    play: &crate::rules::duplicate::TrayPlay,
) -> Option<String> {
    side_points(method, tray, play).map(|[ns, ew]| format!("{ns}, {ew}"))
}

/// Each side's points on a played tray: "N–S 8" and "E–W 6".
fn side_points(
    method: crate::rules::deal::DealScoring,
    tray: u32,
    play: &crate::rules::duplicate::TrayPlay,
) -> Option<[String; 2]> {
    let crate::rules::duplicate::TrayPlay::Played(deal) = play else {
        return None;
    };
    let (ns, ew) = crate::rules::duplicate_score::tray_score(method, tray, deal).ok()?;
    Some([msg::tell_points_ns(ns), msg::tell_points_ew(ew)])
}

/// A duplicate evening's plan in plain words, before play: "11 pairs at 6 tables (E–W
/// has a phantom: each N–S pair sits out one round); 24 trays: 12 rounds of 2 hands,
/// about 2 h at 5 minutes a hand".
pub fn duplicate_plan(movement: &crate::rules::duplicate::Movement, pairs: u32) -> String {
    let tables = movement.tables;
    let note = if movement.phantom {
        "phantom"
    } else if tables == 2 {
        howell::two_tables_plan(movement.kind)
    } else {
        "none"
    };
    msg::TellPlan {
        pairs,
        tables,
        note,
        trays: movement.trays(),
        rounds: movement.rounds(),
        hands: movement.trays_a_round(),
        length: evening_length(movement.hands_a_pair(), 5),
    }
    .say()
}

/// The line before the E–W pairs' moves.
pub fn ew_moves_headline(
    kind: crate::rules::duplicate::MovementKind,
    round: u32,
    tables: u32,
) -> String {
    use crate::rules::duplicate::MovementKind;
    let skip = kind == MovementKind::SkipMitchell && round == tables / 2;
    if skip {
        msg::tell_ew_move_skip()
    } else {
        msg::tell_ew_move()
    }
}

/// The line before the trays' moves.
pub fn trays_move_headline(kind: crate::rules::duplicate::MovementKind) -> String {
    use crate::rules::duplicate::MovementKind;
    match kind {
        MovementKind::Foster => msg::tell_trays_move_foster(),
        _ => msg::tell_trays_move(),
    }
}

/// Where one table's trays go (R-DUP-10): "trays 5 and 6 go from table 2 to table 1", or
/// under Foster's rule "E–W 2 takes trays 5 and 6 from table 2 to table 3 and puts them
/// under; trays 7 and 8 stay at table 2".
pub fn trays_move(guide: &crate::rules::duplicate::Guide) -> String {
    let trays = trays_list;
    let moving: Vec<u32> = guide.trays_go.iter().map(|(t, _)| *t).collect();
    let to = guide.trays_go.first().map_or(0, |(_, to)| *to);
    let from = guide.table;
    if guide.carried_under {
        let who = match guide.ew_pair {
            Some(pair) => pair_tag(pair),
            None => msg::tell_sitting_out_pair(guide.table),
        };
        if guide.waiting.is_empty() {
            msg::TellTraysCarried {
                who,
                trays: trays(&moving),
                from,
                to,
                count: moving.len(),
            }
            .say()
        } else {
            msg::TellTraysCarriedWaiting {
                who,
                trays: trays(&moving),
                from,
                to,
                count: moving.len(),
                waiting: trays(&guide.waiting),
                staying: guide.waiting.len(),
            }
            .say()
        }
    } else {
        msg::TellTraysGo {
            trays: capitalised(&trays(&moving)),
            count: moving.len(),
            from,
            to,
        }
        .say()
    }
}

/// R-DUP-13: how far the evening has got, the one figure the room sees of its results
/// while it is played: "17 of 24 trays in".
pub fn trays_in(trays: crate::rules::duplicate_score::TraysIn) -> String {
    msg::TellTraysIn {
        recorded: trays.recorded,
        due: trays.due,
    }
    .say()
}

/// R-DUP-13: the standings' place in the room while the evening is played.
pub fn standings_after_the_last_round() -> String {
    msg::tell_standings_after_last_round()
}

/// R-DUP-13: why, in a sentence a guest can take in at a glance.
pub fn no_hand_given_away() -> String {
    msg::tell_no_hand_given_away()
}

/// R-DUP-13: the host's own screens, which may show everything, say it is not for the
/// room.
pub fn not_for_the_room(trays: crate::rules::duplicate_score::TraysIn) -> String {
    msg::tell_not_for_the_room(trays_in(trays))
}

/// R-DUP-13: a print-out with results asked for while the evening is played.
pub fn paper_waits_for_the_end(
    what: &str,
    trays: crate::rules::duplicate_score::TraysIn,
) -> String {
    msg::TellPaperWaits {
        what,
        trays: trays_in(trays),
    }
    .say()
}

/// One of a pair's own trays on its page: "Round 2, tray 5: East bid 6 and made it, N–S
/// 8, E–W 6 — your result +2".
pub fn own_tray(round: u32, tray: u32, outcome: &str, result: i64) -> String {
    msg::TellOwnTray {
        round,
        tray,
        outcome,
        result: signed(result),
    }
    .say()
}

/// A pair's page while the evening is played (R-DUP-13): its own trays only.
pub fn own_trays_only(trays: u32) -> String {
    if trays == 0 {
        msg::tell_own_trays_none()
    } else {
        msg::tell_own_trays(trays)
    }
}
