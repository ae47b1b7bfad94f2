//! The host's words for the rules' facts, decided once. Every view — the screens, the
//! guest display, the print-outs, the CSV files, the report and the phones' pages — calls
//! these, so "Table 10 (booby)" or "set-back" reads the same everywhere, and nothing ever
//! parses words back into facts: the rules say facts in types ([`TableRole`],
//! [`StarColour`], [`Scoring`]), and only this module decides how they read.
//!
//! The counts and lists that the rules' own refusals are written with live in the rules
//! (`cinch_rules::words`) and are re-exported here, so a view needs one `use`.

use crate::rules::deal::DealScoring;
use crate::rules::{
    Action, EveningEnd, GuestId, Phase, Scoring, Side, Source, StarColour, State, TableRole,
};

pub use crate::rules::words::{
    and_list, back, count, group, group_pairs, is_unsafe_char, missing_tables, missing_trays,
    quote, seat, side, star, suit, tables_list, trays_list,
};

pub mod evening;
mod howell;
pub mod moves;

pub use evening::{
    evening_ended, leaders_heading, planned_rounds, round_of, rounds_ended, rounds_played, so_far,
    trays_this_round,
};
pub use howell::{howell_exchange, movement_name, pair_move, seat_words};
pub use moves::{MovePart, MoveSection, move_list};

/// A table's role as a word: "head", "booby", "head and booby", or `None` for a table
/// that is neither (and every table of a score-card evening, R-ALT).
pub fn role(role: TableRole) -> Option<&'static str> {
    match role {
        TableRole::Head => Some("head"),
        TableRole::Booby => Some("booby"),
        TableRole::HeadAndBooby => Some("head and booby"),
        TableRole::Plain => None,
    }
}

/// " (head)", " (booby)", " (head and booby)" or nothing.
pub fn table_tag(role: TableRole) -> String {
    self::role(role).map_or_else(String::new, |word| format!(" ({word})"))
}

/// "Table 3", "Table 1 (head)", "Table 10 (booby)".
pub fn table_title(table: u32, role: TableRole) -> String {
    format!("Table {table}{}", table_tag(role))
}

/// What a table card calls it: "Head table", "Booby table", "Head and booby table".
pub fn table_card_name(role: TableRole) -> Option<String> {
    self::role(role).map(|word| format!("{} table", capitalised(word)))
}

/// A prize group's title: "Ladies", "Gentlemen", or "Everyone" in open seating.
pub fn group_title(side: Option<Side>) -> &'static str {
    match side {
        None => "Everyone",
        Some(Side::Lady) => "Ladies",
        Some(Side::Gentleman) => "Gentlemen",
    }
}

/// How the evening is scored, for the host: "star game" …
pub fn scoring(scoring: Scoring) -> &'static str {
    match scoring {
        Scoring::Stars => "star game",
        Scoring::PairsAllEvening => "pairs all evening",
        Scoring::IndividualCards => "individual score cards",
        Scoring::Duplicate => "duplicate",
    }
}

/// How deals are scored, for the host: "standard (the difference)" …
pub fn deal_scoring(method: DealScoring) -> &'static str {
    match method {
        DealScoring::Standard => "standard (the difference)",
        DealScoring::BothScore => "both sides score what they take",
        DealScoring::SetBack => "set-back",
    }
}

/// A deal-scoring method's rule in one line, for the pads (screen, paper and phone).
pub fn deal_rule(method: DealScoring) -> &'static str {
    match method {
        DealScoring::Standard => {
            "Bid made: the side with more points scores the difference. Bid failed: the \
             other side scores its points plus the bid."
        }
        DealScoring::BothScore => {
            "Bid made: each side scores the points it took. Bid failed: the other side \
             scores its points plus the bid."
        }
        DealScoring::SetBack => {
            "Each side scores the points it took; a failed bid is taken off the bidders' \
             score."
        }
    }
}

/// Where an action came from: "desk", or "sent from table 7".
pub fn source(from: Source) -> String {
    match from {
        Source::Desk => "desk".to_owned(),
        Source::Table(table) => format!("sent from table {table}"),
    }
}

/// A star's shape, on screen and on paper: every one reads as a star, and the shapes
/// (five, six and twelve points) tell them apart in greyscale and for colour-blind eyes,
/// with the colour's word beside them (none of them a card suit, which would confuse at
/// a card party).
pub fn star_symbol(colour: StarColour) -> &'static str {
    match colour {
        StarColour::Gold => "★",
        StarColour::Red => "✶",
        StarColour::Green => "✹",
    }
}

/// A title as a file name's part: lower-case letters and digits joined by dashes, at
/// most eight words ("The Fosters' Cinch" → "the-fosters-cinch"); "party" if nothing
/// is left.
pub fn slug(title: &str) -> String {
    let slug = title
        .to_lowercase()
        .chars()
        .map(|c| if c.is_alphanumeric() { c } else { '-' })
        .collect::<String>()
        .split('-')
        .filter(|part| !part.is_empty())
        .take(8)
        .collect::<Vec<_>>()
        .join("-");
    if slug.is_empty() {
        "party".to_owned()
    } else {
        slug
    }
}

/// "Table 3" from "table 3": the first letter a capital.
pub fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// "3:07", "-0:45": minutes and seconds.
pub fn clock(seconds: i64) -> String {
    let s = seconds.unsigned_abs();
    format!(
        "{}{}:{:02}",
        if seconds < 0 { "-" } else { "" },
        s / 60,
        s % 60
    )
}

/// How far an evening has gone, for a list of parties: "not started: 12 guests",
/// "round 3 of 8, in play", "finished after 8 rounds".
pub fn progress(state: &State) -> String {
    let guests = state.guests().iter().filter(|g| !g.removed).count();
    // Either kind of evening: the round in play (a duplicate evening's rounds are its
    // own; issue 32: a duplicate party in round 3 was offered as "round 0").
    let rounds = state.round_number().unwrap_or(0);
    let of = match state.settings.end {
        EveningEnd::AfterRounds(n) => format!(" of {n}"),
        _ => String::new(),
    };
    let pairs = state.duplicate().pairs().len();
    match state.phase() {
        Phase::Setup if state.is_duplicate() => {
            format!("not started: {}", count(pairs, "pair", "pairs"))
        }
        Phase::Setup => format!("not started: {}", count(guests, "guest", "guests")),
        Phase::Playing => format!("round {rounds}{of}, in play"),
        Phase::Finished => format!(
            "finished after {}",
            count(rounds as usize, "round", "rounds")
        ),
    }
}

/// An action in a few words, for "Undid: …", the history and the report: "table 10's
/// result 22–17", "Ada Abbott's arrival". `state` is the party just before the action.
pub fn action(state: &State, action: &Action) -> String {
    use Action as A;
    let name = |g: GuestId| state.name(g).to_owned();
    match action {
        A::ChangeSettings(_) => "the change of settings".to_owned(),
        A::AddGuest { name, .. } => format!("{}'s arrival", quote(name, 40)),
        A::AddGuests { guests } => {
            format!("the list of {}", count(guests.len(), "guest", "guests"))
        }
        A::RenameGuest { guest, name: new } => {
            format!("renaming {} to {}", name(*guest), quote(new, 40))
        }
        A::SetSide { guest, .. } => format!("{}'s change of side", name(*guest)),
        A::RemoveGuest { guest } => format!("taking {} off the list", name(*guest)),
        A::BalanceSides => "balancing the packs".to_owned(),
        A::RecordCard { guest, card } => format!("{}'s card {}", name(*guest), card.face()),
        A::ClearCard { guest } => format!("clearing {}'s card", name(*guest)),
        A::DrawAll { .. } => "the draw for everyone".to_owned(),
        A::SeatTables => "the seating of the tables".to_owned(),
        A::EnterResult { table, ns, ew } => format!("table {table}'s result {ns}–{ew}"),
        A::CutTie { round, table, .. } => format!("the cut at table {table} in round {round}"),
        A::CorrectResult {
            round,
            table,
            ns,
            ew,
        } => format!("the correction of round {round}, table {table} to {ns}–{ew}"),
        A::RingBell { .. } => match state.current_round() {
            Some(round) => format!("the bell of round {}", round.number),
            None => "the bell".to_owned(),
        },
        A::StartRound => match state.current_round() {
            Some(round) => format!("the start of round {}", round.number),
            None => "the start of the round".to_owned(),
        },
        A::PauseClock => "pausing the clock".to_owned(),
        A::ResumeClock => "starting the clock again".to_owned(),
        A::CutForPrize { prize, .. } => format!("the cut for the {} prize", prize.kind.code()),
        A::Leave { guest } => format!("{}'s leaving", name(*guest)),
        A::RecordDeal { table, .. } => format!("a deal at table {table}"),
        A::DropDeal { table } => format!("taking back a deal at table {table}"),
        A::CorrectDeals { round, table, .. } => {
            format!("the correction of round {round}, table {table}'s deals")
        }
        A::WithdrawFromPrizes { guest } => {
            format!("taking {} out of the prize list", name(*guest))
        }
        A::Fill { guest, table, seat } => format!(
            "{} sitting down at table {table}, {}",
            name(*guest),
            crate::words::seat(*seat)
        ),
        A::CloseTable => match state.current_round() {
            Some(round) => format!("closing table {}", round.tables.len()),
            None => "closing the bottom table".to_owned(),
        },
        A::OpenTable { .. } => match state.current_round() {
            Some(round) => format!("opening table {}", round.tables.len() + 1),
            None => "opening a table".to_owned(),
        },
        A::Swap { a, b } => format!("the swap of {} and {}", name(*a), name(*b)),
        A::HoldForOk { table, .. } => {
            format!("table {table}'s result from its phone, held for your OK")
        }
        A::AcceptHeld { table } => format!("your OK for table {table}'s result from its phone"),
        A::TurnDownHeld { table } => format!("turning down table {table}'s result from its phone"),
        A::SetPairs { pairs } => format!("the list of {}", count(pairs.len(), "pair", "pairs")),
        A::DealTrays { .. } => "the program's deal of the trays".to_owned(),
        A::StartDuplicate => "the start of the duplicate evening".to_owned(),
        A::TrayResult { table, tray, .. } => format!("tray {tray}'s result at table {table}"),
        A::CorrectTray {
            round, table, tray, ..
        } => format!("the correction of tray {tray} at table {table} in round {round}"),
        A::CutDuplicateTie { direction, .. } => {
            format!(
                "the cut for first place among the {} pairs",
                crate::words::group(*direction)
            )
        }
    }
}

/// Two sides' points, as the phones show them: "North–South 23, East–West 12".
pub fn phone_score(ns: i64, ew: i64) -> String {
    format!("North–South {ns}, East–West {ew}")
}

/// What a screen reader says when a table's result is recorded: "Table 1: North–South
/// 30, East–West 20, North–South win; 3 tables to report." `missing`: the tables still to
/// report (or to cut) in the round.
pub fn result_heard(
    table: u32,
    result: &crate::rules::TableResult,
    seats: &crate::rules::TableSeats,
    missing: usize,
) -> String {
    let outcome = match (result.is_tie(), result.winner(seats)) {
        _ if result.unreported => "no result, a cut decided".to_owned(),
        (false, Some(side)) => format!("{} win", crate::words::side(side)),
        (true, Some(side)) => format!("a tie, {} won the cut", crate::words::side(side)),
        (_, None) => "a tie: the ladies cut".to_owned(),
    };
    let rest = match missing {
        0 => "every table has reported".to_owned(),
        n => count(n, "table to report", "tables to report"),
    };
    let score = phone_score(result.ns, result.ew);
    format!("Table {table}: {score}, {outcome}; {rest}.")
}

/// A phone page's headline: "Round 4" (the star game), "Round 3 of 11" (a duplicate
/// evening, whose rounds are known), or where the evening is.
pub fn phone_headline(phase: Phase, round: u32, of: Option<u32>) -> String {
    match (phase, of) {
        (Phase::Setup, _) => "Play has not started yet.".to_owned(),
        (Phase::Playing, None) => format!("Round {round}"),
        (Phase::Playing, Some(of)) => format!("Round {round} of {of}"),
        (Phase::Finished, _) => "The evening is over.".to_owned(),
    }
}

/// "1st", "2nd", "3rd", "11th", "22nd".
pub fn ordinal(n: u32) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

/// "Where do I sit?"'s headline.
pub fn seats_headline(phase: Phase, round: u32) -> String {
    match phase {
        Phase::Setup => "The tables are not seated yet.".to_owned(),
        Phase::Playing => format!("Round {round}"),
        Phase::Finished => "The evening is over.".to_owned(),
    }
}

/// A guest's place on "Where do I sit?": "Table 1 (head), North — partner Bob".
pub fn seat_place(title: &str, chair: crate::rules::Seat, partner: &str) -> String {
    format!("{title}, {} — partner {partner}", crate::words::seat(chair))
}

/// A guest with no chair this round, on "Where do I sit?".
pub const SEAT_WAITING: &str = "Waiting for a chair";

/// After a duplicate pair's place when it meets the phantom (R-DUP-1).
pub const SEAT_SITTING_OUT: &str = " (sitting out this round)";

/// A result sent from a phone that waits for the host's OK.
pub fn phone_waiting(ns: i64, ew: i64) -> String {
    format!("Sent: {}. Waiting for the host's OK.", phone_score(ns, ew))
}

/// The last word of the evening on a table's page.
pub fn phone_over() -> &'static str {
    "The evening is over. Thank you for playing!"
}

/// Where a recorded result came from: "Sent from table 7." or "Entered by the host."
pub fn phone_source(sent_from: Option<&str>) -> String {
    match sent_from {
        Some(from) => format!("Sent from {from}."),
        None => "Entered by the host.".to_owned(),
    }
}

/// The cut that settled a tie: "Ada won the cut (Ada 7♥, Bea Q♠)."
pub fn phone_cut(winner: &str, cards: &[String]) -> String {
    if cards.is_empty() {
        format!("{winner} won the cut.")
    } else {
        format!("{winner} won the cut ({}).", cards.join("; then "))
    }
}

/// "N–S 3" or "E–W 7": a duplicate pair by direction and number; "Pair 3" in the
/// two-table Howell (R-DUP-12).
pub fn pair_tag(pair: crate::rules::duplicate::PairId) -> String {
    use crate::rules::duplicate::PairGroup;
    let group = match pair.group {
        PairGroup::NorthSouth => "N–S",
        PairGroup::EastWest => "E–W",
        PairGroup::All => "Pair",
    };
    format!("{group} {}", pair.number)
}

/// A plus/minus as the standings show it: "+3.25", "−1.50", "0.00".
pub fn plus_minus(value: f64) -> String {
    let rounded = (value * 100.0).round() / 100.0;
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

/// A matchpoint percentage: "48.60 %".
pub fn percent(value: f64) -> String {
    format!("{value:.2} %")
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

/// A tray's outcome at a table in a few words: "East bid 6 and made it: E–W 8",
/// "all passed: N–S 4", "North bid 9 and failed: E–W 16", "not played".
pub fn tray_outcome(
    method: crate::rules::deal::DealScoring,
    tray: u32,
    play: &crate::rules::duplicate::TrayPlay,
) -> String {
    use crate::rules::duplicate::TrayPlay;
    let TrayPlay::Played(deal) = play else {
        return "not played".to_owned();
    };
    let Ok((ns, ew)) = crate::rules::duplicate::score::tray_score(method, tray, deal) else {
        return "?".to_owned();
    };
    let contract = match deal.bid {
        Some(bid) => {
            let side = crate::rules::deal::side_of(bid.bidder);
            let took = match side {
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
    let revoke = match deal.revoke {
        Some(side) => format!(", {} revoked", crate::words::side(side)),
        None => String::new(),
    };
    format!("{contract}{revoke}: N–S {ns}, E–W {ew}")
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

/// What changes for one guest at the bell, spoken to them as the host reads the list out
/// (R-PROG-5, R-LATE): "stay in your chair (North at table 3), same partner", "go to table
/// 2, East, new partner Ann". A guest who has left has no chair, whatever the seating
/// still shows before their chair is filled.
pub fn guest_move(
    state: &State,
    m: &crate::rules::progression::Move,
    partner_before: Option<GuestId>,
) -> String {
    // A partner who has left is no partner: their chair waits to be settled (issue 32:
    // the list told a guest "new partner Alice", who had gone home).
    let partner = |p: GuestId| {
        if state.has_left(p) {
            format!(
                "your partner's chair waits to be filled ({} has left)",
                state.name(p)
            )
        } else if partner_before == Some(p) {
            "same partner".to_owned()
        } else {
            format!("new partner {}", state.name(p))
        }
    };
    if state.has_left(m.guest) {
        return "has left the party: no chair".to_owned();
    }
    match (m.from, m.to, m.partner) {
        (_, None, _) => "wait for a chair (you are on the waiting list)".to_owned(),
        (None, Some((table, seat)), Some(p)) if !state.has_left(p) => format!(
            "sit down at table {table}, {} (from the waiting list), partner {}",
            crate::words::seat(seat),
            state.name(p)
        ),
        (None, Some((table, seat)), Some(p)) => format!(
            "sit down at table {table}, {} (from the waiting list), {}",
            crate::words::seat(seat),
            partner(p)
        ),
        (Some(_), Some((table, seat)), Some(p)) if m.same_chair() => format!(
            "stay in your chair ({} at table {table}), {}",
            crate::words::seat(seat),
            partner(p)
        ),
        (Some(_), Some((table, seat)), Some(p)) if m.stays() => format!(
            "stay at table {table} and move to {}, {}",
            crate::words::seat(seat),
            partner(p)
        ),
        (_, Some((table, seat)), Some(p)) => {
            format!(
                "go to table {table}, {}, {}",
                crate::words::seat(seat),
                partner(p)
            )
        }
        _ => String::new(),
    }
}

/// A chair in a list of who sits where: the guest's name, or that it waits to be filled
/// when its guest has left.
pub fn chair_holder(state: &State, guest: GuestId) -> String {
    if state.has_left(guest) {
        format!("empty ({} left)", state.name(guest))
    } else {
        state.name(guest).to_owned()
    }
}

/// Who waits for a chair, longest waiting first (R-LATE), or `None` when nobody does:
/// "Waiting for a chair: Ann, Ben".
pub fn waiting_line(state: &State) -> Option<String> {
    let names: Vec<&str> = state.waiting().iter().map(|&g| state.name(g)).collect();
    (!names.is_empty()).then(|| format!("Waiting for a chair: {}", names.join(", ")))
}

/// The confirmation of a late arrival (R-LATE-1), once the rules have added them.
pub fn arrival_confirmed(state: &State, name: &str) -> String {
    let place = state.waiting().len();
    format!(
        "{name} is on the waiting list ({} waiting) and sits down at a bell, when a chair \
         frees or a table opens.",
        place
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_read_the_same_everywhere() {
        let title = |t, n, s| table_title(t, TableRole::of(t, n, s));
        assert_eq!(title(1, 1, Scoring::Stars), "Table 1 (head and booby)");
        assert_eq!(title(10, 10, Scoring::Stars), "Table 10 (booby)");
        assert_eq!(title(10, 10, Scoring::PairsAllEvening), "Table 10");
        assert_eq!(
            table_card_name(TableRole::HeadAndBooby).as_deref(),
            Some("Head and booby table")
        );
        assert_eq!(table_card_name(TableRole::Plain), None);
        assert_eq!(clock(187), "3:07");
        assert_eq!(clock(-45), "-0:45");
        assert_eq!(slug("The Fosters' Cinch"), "the-fosters-cinch");
        assert_eq!(slug("!!"), "party");
    }
}
