//! The host's words for the rules' facts, decided once. Every view — the screens, the
//! guest display, the print-outs, the CSV files, the report and the phones' pages — calls
//! these, so "Table 10 (booby)" or "set-back" reads the same everywhere, and nothing ever
//! parses words back into facts: the rules say facts in types ([`TableRole`],
//! [`StarColour`], [`GameKind`]), and only this module decides how they read.
//!
//! The rules speak no language (issue 51 §2): their refusals are facts too, worded in
//! [`rule_refusal`] and its kin.

use crate::rules::deal::DealScoring;
use crate::rules::{
    Action, EveningEnd, GameKind, GuestId, Phase, Playing, Side, Source, Star, StarColour, State,
    TableRole,
};

pub use crate::rules::text::{is_unsafe_char, quote};

/// A pair's two names as one: "Ann Abbott & Bob Baker" (a star evening's pair, a
/// duplicate pair, the pairs typed on the Draw screen).
pub fn pair_names(first: &str, second: &str) -> String {
    format!("{first} {PAIR_JOIN} {second}")
}

/// Two pairs at one table: "Ann & Bob  v  Cat & Dan" (the German "gegen").
pub fn facing(north_south: &str, east_west: &str) -> String {
    format!("{north_south}  {}  {east_west}", msg::versus())
}

/// Two things that face each other, close: "N–S 3 v E–O 3", "10♠ v 9♠".
pub fn against(first: &str, second: &str) -> String {
    format!("{first} {} {second}", msg::versus())
}

/// A line for the standard error: the program's name, then what it says
/// ("cinch-party: …").
pub fn program_says(said: impl std::fmt::Display) -> String {
    msg::cli_program_says(said.to_string())
}

/// A key's name as the language's keyboards print it, from the window library's name
/// for it: "PageUp" is "Page Up", the German "Bild ↑"; "Ctrl" the German "Strg".
pub fn key_name(name: &str) -> String {
    msg::key_name(name)
}

/// What joins a pair's two names: written once, for [`pair_names`] and for a page that
/// links each name on its own.
pub const PAIR_JOIN: &str = "&";

/// Whether `name` is one of the two names in `pair` ([`pair_names`]'s words), or the
/// whole of them.
pub fn names_in_pair(pair: &str, name: &str) -> bool {
    pair == name || pair.split(&format!(" {PAIR_JOIN} ")).any(|one| one == name)
}

/// The message catalogues and the functions that read them (issue 51).
mod catalogue;
/// The rules' facts as the catalogues select on them, and their everyday words.
mod codes;
pub use catalogue::{message, msg};
pub use codes::*;
/// Dates and times in the language's own form.
mod dates;
/// Which language is spoken.
pub mod lang;
pub use dates::{saved_when, since_when};
pub use lang::{Lang, speaking};

pub mod evening;
mod howell;
pub mod moves;

pub use evening::{
    evening_ended, evening_not_this_partys, leaders_heading, planned_rounds, round_of,
    rounds_ended, rounds_played, so_far, top_of_ranking, trays_this_round,
};
pub use howell::{howell_exchange, movement_name, pair_move, seat_words};
pub use moves::{MovePart, MoveSection, move_list};

mod duplicate;
pub use duplicate::*;

mod phones;
pub use phones::*;

mod season;
pub use season::*;

mod chairs;
pub use chairs::*;

/// The draw's cards in the language's letters.
mod cards;
pub use cards::{card_face, cut_face, rank_letter, read_card};
/// The pad's keys in the language's letters.
mod keys;
pub use keys::*;

mod ties;
pub use ties::*;

mod fixed;
mod names;
pub use fixed::fixed;
pub use names::{NameKey, name_order, name_sort_key, sort_by_name};

pub mod display;
/// The mail server's password (issue 53).
pub mod mail;

mod guests;
pub use guests::*;

mod printing;
pub use printing::*;

mod counts;
pub use counts::{agreeing, back, count, group, group_pairs, group_short, suit};
mod refusals;
pub use refusals::*;

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
    msg::table_tag(role_code(role))
}

/// "Table 3", "Table 1 (head)", "Table 10 (booby)".
pub fn table_title(table: u32, role: TableRole) -> String {
    msg::TableTitle {
        table,
        role: role_code(role),
    }
    .say()
}

/// What a table card calls it: "Head table", "Booby table", "Head and booby table".
pub fn table_card_name(role: TableRole) -> Option<String> {
    (role != TableRole::Plain).then(|| msg::card_role(role_code(role)))
}

/// A prize group's title: "Ladies", "Gentlemen", or "Everyone" in open seating.
pub fn group_title(side: Option<Side>) -> String {
    msg::group_title(match side {
        None => "all",
        Some(Side::Lady) => "lady",
        Some(Side::Gentleman) => "gentleman",
    })
}

/// The game the evening plays, for the host: "star game" …
pub fn scoring(game: GameKind) -> String {
    msg::game_kind(game_code(game))
}

/// How deals are scored, for the host: "standard (the difference)" …
pub fn deal_scoring(method: DealScoring) -> String {
    msg::deal_scoring(method.code())
}

/// A deal-scoring method's rule in one line, for the pads (screen, paper and phone).
pub fn deal_rule(method: DealScoring) -> String {
    msg::deal_rule(method.code())
}

/// Where an action came from: "desk", or "sent from table 7".
pub fn source(from: Source) -> String {
    match from {
        Source::Desk => msg::say_source_desk(),
        Source::Table(table) => msg::say_source_table(table),
        Source::Door => msg::say_source_door(),
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
    match state.phase() {
        Phase::Setup if let Playing::Duplicate(dup) = state.playing() => {
            msg::say_progress_setup_pairs(dup.pairs().len())
        }
        Phase::Setup => msg::say_progress_setup(guests),
        Phase::Playing => match state.settings.end {
            EveningEnd::AfterRounds(n) => msg::SayProgressPlayingOf {
                round: rounds,
                rounds: n,
            }
            .say(),
            _ => msg::say_progress_playing(rounds),
        },
        Phase::Finished => msg::say_progress_finished(rounds),
    }
}

/// An action in a few words, for "Undid: …", the history and the report: "table 10's
/// result 22–17", "Ada Abbott's arrival". `state` is the party just before the action.
#[allow(
    clippy::too_many_lines,
    reason = "one arm per kind of action, so a new kind cannot go unworded"
)]
pub fn action(state: &State, action: &Action) -> String {
    use Action as A;
    let name = |g: GuestId| state.name(g).to_owned();
    match action {
        A::ChangeSettings(_) => msg::say_action_settings(),
        A::AddGuest { name, .. } => msg::say_action_arrival(quote(name, 40)),
        A::AddGuests { guests } => msg::say_action_list(guests.len()),
        A::RenameGuest { guest, name: new } => msg::SayActionRename {
            name: name(*guest),
            new: quote(new, 40),
        }
        .say(),
        A::SetSide { guest, .. } => msg::say_action_side(name(*guest)),
        A::RemoveGuest { guest } => msg::say_action_remove(name(*guest)),
        A::BalanceSides => msg::say_action_balance(),
        A::RecordCard { guest, card } => msg::SayActionCard {
            name: name(*guest),
            card: card_face(card),
        }
        .say(),
        A::ClearCard { guest } => msg::say_action_clear_card(name(*guest)),
        A::DrawAll { .. } => msg::say_action_draw(),
        A::SeatTables => msg::say_action_seat(),
        A::EnterResult { table, ns, ew } => msg::SayActionResult {
            table: *table,
            ns: *ns,
            ew: *ew,
        }
        .say(),
        A::CutTie { round, table, .. } => msg::SayActionCut {
            table: *table,
            round: *round,
        }
        .say(),
        A::CorrectResult {
            round,
            table,
            ns,
            ew,
        } => msg::SayActionCorrect {
            round: *round,
            table: *table,
            ns: *ns,
            ew: *ew,
        }
        .say(),
        A::RingBell { .. } => match state.round_number() {
            Some(round) => msg::say_action_bell_of(round),
            None => msg::say_action_bell(),
        },
        A::StartRound => match state.round_number() {
            Some(round) => msg::say_action_start_of(round),
            None => msg::say_action_start(),
        },
        A::PauseClock => msg::say_action_pause(),
        A::ResumeClock => msg::say_action_resume(),
        A::CutForPrize { prize, .. } => msg::say_action_cut_prize(prize.kind.code()),
        A::Leave { guest } => msg::say_action_leave(name(*guest)),
        A::RecordDeal { table, .. } => msg::say_action_deal(*table),
        A::DropDeal { table } => msg::say_action_drop_deal(*table),
        A::CorrectDeals { round, table, .. } => msg::SayActionCorrectDeals {
            round: *round,
            table: *table,
        }
        .say(),
        A::WithdrawFromPrizes { guest } => msg::say_action_withdraw(name(*guest)),
        A::Fill { guest, table, seat } => msg::SayActionFill {
            name: name(*guest),
            table: *table,
            seat: crate::words::seat(*seat),
        }
        .say(),
        A::CloseTable => match state.star().and_then(|star| star.current_round()) {
            Some(round) => msg::say_action_close_table(round.tables.len()),
            None => msg::say_action_close_bottom(),
        },
        A::OpenTable { .. } => match state.star().and_then(|star| star.current_round()) {
            Some(round) => msg::say_action_open_table(round.tables.len() + 1),
            None => msg::say_action_open_a_table(),
        },
        A::Swap { a, b } => msg::SayActionSwap {
            first: name(*a),
            second: name(*b),
        }
        .say(),
        A::HoldForOk { .. }
        | A::AcceptHeld { .. }
        | A::TurnDownHeld { .. }
        | A::AskAgreement { .. }
        | A::Agree { .. }
        | A::Disagree { .. }
        | A::CallHost { .. }
        | A::AnswerCall { .. }
        | A::AtTheDoor { .. }
        | A::LetIn { .. }
        | A::TurnAway { .. }
        | A::AskTrayAgreement { .. }
        | A::AgreeTray { .. }
        | A::DisagreeTray { .. }
        | A::SetPairs { .. }
        | A::DealTrays { .. }
        | A::StartDuplicate
        | A::TrayResult { .. }
        | A::CorrectTray { .. }
        | A::CutDuplicateTie { .. } => phone_or_duplicate_action(action),
    }
}

/// What changes for one guest at the bell, spoken to them as the host reads the list out
/// (R-PROG-5, R-LATE): "stay in your chair (North at table 3), same partner", "go to table
/// 2, East, new partner Ann". A guest who has left has no chair, whatever the seating
/// still shows before their chair is filled.
pub fn guest_move(
    star: Star<'_>,
    m: &crate::rules::progression::Move,
    partner_before: Option<GuestId>,
) -> String {
    let state = star.state;
    // A partner who has left is no partner: their chair waits to be settled (issue 32:
    // the list told a guest "new partner Alice", who had gone home).
    let partner = |p: GuestId| {
        if star.has_left(p) {
            msg::say_partner_waits(state.name(p))
        } else if partner_before == Some(p) {
            msg::say_partner_same()
        } else {
            msg::say_partner_new(state.name(p))
        }
    };
    if star.has_left(m.guest) {
        return msg::say_move_left();
    }
    match (m.from, m.to, m.partner) {
        (_, None, _) => msg::say_move_wait(),
        (None, Some((table, seat)), Some(p)) if !star.has_left(p) => msg::SayMoveSitPartner {
            table,
            seat: crate::words::seat(seat),
            name: state.name(p),
        }
        .say(),
        (None, Some((table, seat)), Some(p)) => msg::SayMoveSit {
            table,
            seat: crate::words::seat(seat),
            partner: partner(p),
        }
        .say(),
        (Some(_), Some((table, seat)), Some(p)) if m.same_chair() => msg::SayMoveStay {
            seat: crate::words::seat(seat),
            table,
            partner: partner(p),
        }
        .say(),
        (Some(_), Some((table, seat)), Some(p)) if m.stays() => msg::SayMoveStayTable {
            table,
            seat: crate::words::seat(seat),
            partner: partner(p),
        }
        .say(),
        (_, Some((table, seat)), Some(p)) => msg::SayMoveGo {
            table,
            seat: crate::words::seat(seat),
            partner: partner(p),
        }
        .say(),
        _ => String::new(),
    }
}

/// A chair in a list of who sits where: the guest's name, or that it waits to be filled
/// when its guest has left.
pub fn chair_holder(star: Star<'_>, guest: GuestId) -> String {
    let state = star.state;
    if star.has_left(guest) {
        msg::say_chair_empty(state.name(guest))
    } else {
        state.name(guest).to_owned()
    }
}

/// Who waits for a chair, longest waiting first (R-LATE), or `None` when nobody does:
/// "Waiting for a chair: Ann, Ben".
pub fn waiting_line(star: Star<'_>) -> Option<String> {
    let names: Vec<&str> = star.waiting().iter().map(|&g| star.state.name(g)).collect();
    (!names.is_empty()).then(|| msg::say_waiting_line(names.join(", ")))
}

/// The confirmation of a late arrival (R-LATE-1), once the rules have added them.
pub fn arrival_confirmed(star: Star<'_>, name: &str) -> String {
    let place = star.waiting().len();
    msg::SayArrivalConfirmed { name, place }.say()
}

/// The top bar while the guests' letters go (issue 53): "✉ Mailing the guests'
/// evenings: 5 mailed, 1 refused so far…", from the letters counted as they went
/// (mailed, refused): a count of facts, never of words, which speak another language.
pub fn mailing((sent, refused): (usize, usize)) -> String {
    msg::SayMailing { sent, refused }.say()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_read_the_same_everywhere() {
        let title = |t, n, s| table_title(t, TableRole::of(t, n, s));
        assert_eq!(
            title(1, 1, Some(crate::rules::Scoring::Stars)),
            "Table 1 (head and booby)"
        );
        assert_eq!(
            title(10, 10, Some(crate::rules::Scoring::Stars)),
            "Table 10 (booby)"
        );
        assert_eq!(
            title(10, 10, Some(crate::rules::Scoring::PairsAllEvening)),
            "Table 10"
        );
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
