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

/// A plus/minus as the standings show it: "+3.25", "−1.50", "0.00".
pub fn plus_minus(value: f64) -> String {
    let rounded = two_places(value);
    if rounded > 0.0 {
        format!("+{rounded:.2}")
    } else if rounded < 0.0 {
        format!("−{:.2}", -rounded)
    } else {
        "0.00".to_owned()
    }
}

/// What happens to a guest who arrives late at a Duplicate Cinch evening (R-DUP-1:
/// partners are fixed, and once play starts so is every pair's place in the movement).
pub fn duplicate_latecomer(phase: Phase) -> &'static str {
    match phase {
        Phase::Setup => {
            "Duplicate Cinch is played in pairs: add a latecomer with a partner on the Pairs \
             screen (two names on a line), or pair them with a guest already listed."
        }
        _ => {
            "Duplicate Cinch is under way: every pair's tables and trays are fixed for the \
             evening, so a latecomer cannot join the movement. They can sit in for a player \
             who has to leave: the pair plays on under its number, with its results."
        }
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

/// A matchpoint percentage: "48.60 %" (rounded once, as [`two_places`]).
pub fn percent(value: f64) -> String {
    format!("{:.2} %", two_places(value))
}

/// How long an evening of `hands` hands a table takes at `minutes` a hand: "about 3 h 40
/// min", "about 50 min".
pub fn evening_length(hands: u32, minutes: u32) -> String {
    let total = hands * minutes;
    match (total / 60, total % 60) {
        (0, m) => format!("about {m} min"),
        (h, 0) => format!("about {h} h"),
        (h, m) => format!("about {h} h {m} min"),
    }
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
        return "not played".to_owned();
    };
    let contract = match deal.bid {
        Some(bid) => {
            let took = match crate::rules::deal::side_of(bid.bidder) {
                crate::rules::PairSide::NorthSouth => deal.ns_points,
                crate::rules::PairSide::EastWest => deal.ew_points,
            };
            let verdict = if took >= bid.amount {
                "made it"
            } else {
                "failed"
            };
            format!(
                "{} bid {} and {verdict}",
                crate::words::seat(bid.bidder),
                bid.amount
            )
        }
        None => "all passed".to_owned(),
    };
    match deal.revoke {
        Some(side) => format!("{contract}, {} revoked", crate::words::side(side)),
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
    Some([format!("N–S {ns}"), format!("E–W {ew}")])
}

/// A duplicate evening's plan in plain words, before play: "11 pairs at 6 tables (E–W
/// has a phantom: each N–S pair sits out one round); 24 trays: 12 rounds of 2 hands,
/// about 2 h at 5 minutes a hand".
pub fn duplicate_plan(movement: &crate::rules::duplicate::Movement, pairs: u32) -> String {
    let tables = movement.tables;
    let phantom = if movement.phantom {
        " (East–West has a phantom: each North–South pair sits out one round)"
    } else if tables == 2 {
        howell::two_tables_plan(movement.kind)
    } else {
        ""
    };
    format!(
        "{pairs} pairs at {}{phantom}; {}: {} of {}, {} at 5 minutes a hand.",
        count(tables as usize, "table", "tables"),
        count(movement.trays() as usize, "tray", "trays"),
        count(movement.rounds() as usize, "round", "rounds"),
        count(movement.trays_a_round() as usize, "hand", "hands"),
        evening_length(movement.hands_a_pair(), 5)
    )
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
        "East–West pairs move up TWO tables this time (half-way: the skip), the last ones \
         round to the first:"
            .to_owned()
    } else {
        "East–West pairs move up one table, the last one to table 1:".to_owned()
    }
}

/// The line before the trays' moves.
pub fn trays_move_headline(kind: crate::rules::duplicate::MovementKind) -> String {
    use crate::rules::duplicate::MovementKind;
    match kind {
        MovementKind::Foster => "Trays: each E–W pair takes the trays it just played with it \
             and puts them under the trays at its next table:"
            .to_owned(),
        _ => "Trays go down one table, table 1's to the last table:".to_owned(),
    }
}

/// Where one table's trays go (R-DUP-10): "trays 5 and 6 go from table 2 to table 1", or
/// under Foster's rule "E–W 2 takes trays 5 and 6 from table 2 to table 3 and puts them
/// under; trays 7 and 8 stay at table 2".
pub fn trays_move(guide: &crate::rules::duplicate::Guide) -> String {
    let trays = trays_list;
    let moving: Vec<u32> = guide.trays_go.iter().map(|(t, _)| *t).collect();
    let to = guide.trays_go.first().map_or(0, |(_, to)| *to);
    if guide.carried_under {
        let who = match guide.ew_pair {
            Some(pair) => pair_tag(pair),
            None => format!("The N–S pair at table {} (sitting out)", guide.table),
        };
        let them = if moving.len() == 1 { "it" } else { "them" };
        let mut text = format!(
            "{who} takes {} from table {} to table {to} and puts {them} under",
            trays(&moving),
            guide.table
        );
        if !guide.waiting.is_empty() {
            let verb = if guide.waiting.len() == 1 {
                "stays"
            } else {
                "stay"
            };
            text.push_str(&format!(
                "; {} {verb} at table {}",
                trays(&guide.waiting),
                guide.table
            ));
        }
        text + "."
    } else {
        let verb = if moving.len() == 1 { "goes" } else { "go" };
        format!(
            "{} {verb} from table {} to table {to}.",
            capitalised(&trays(&moving)),
            guide.table
        )
    }
}

/// R-DUP-13: how far the evening has got, the one figure the room sees of its results
/// while it is played: "17 of 24 trays in".
pub fn trays_in(trays: crate::rules::duplicate_score::TraysIn) -> String {
    format!(
        "{} of {} in",
        trays.recorded,
        count(trays.due as usize, "tray", "trays")
    )
}

/// R-DUP-13: the standings' place in the room while the evening is played.
pub const STANDINGS_AFTER_THE_LAST_ROUND: &str = "The standings come after the last round";

/// R-DUP-13: why, in a sentence a guest can take in at a glance.
pub const NO_HAND_GIVEN_AWAY: &str =
    "Until then no tray's result is shown: other tables still have it to play.";

/// R-DUP-13: the host's own screens, which may show everything, say it is not for the
/// room.
pub fn not_for_the_room(trays: crate::rules::duplicate_score::TraysIn) -> String {
    format!(
        "For your eyes only: the room sees no standings, scores or travellers until the last \
         round is over ({}).",
        trays_in(trays)
    )
}

/// R-DUP-13: a print-out with results asked for while the evening is played.
pub fn paper_waits_for_the_end(
    what: &str,
    trays: crate::rules::duplicate_score::TraysIn,
) -> String {
    format!(
        "The {what} is printed once the last round is over: until then no tray's result may \
         reach the room, as other tables still have it to play ({}).",
        trays_in(trays)
    )
}

/// One of a pair's own trays on its page: "Round 2, tray 5: East bid 6 and made it, N–S
/// 8, E–W 6 — your result +2".
pub fn own_tray(round: u32, tray: u32, outcome: &str, result: i64) -> String {
    format!(
        "Round {round}, tray {tray}: {outcome} — your result {}",
        signed(result)
    )
}

/// A pair's page while the evening is played (R-DUP-13): its own trays only.
pub fn own_trays_only(trays: u32) -> String {
    if trays == 0 {
        "No results for your pair yet.".to_owned()
    } else {
        format!(
            "Your {} so far, below. How they compare with the other pairs is shown after the \
             last round: other tables still have them to play.",
            count(trays as usize, "tray", "trays")
        )
    }
}
