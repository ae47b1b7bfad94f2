//! The phones' words: a table page's headline and score, what a result sent from a
//! phone waits for, where a guest sits, and a cut that settled a tie.

use super::*;

/// Two sides' points, as the phones show them: "North–South 23, East–West 12".
pub fn phone_score(ns: i64, ew: i64) -> String {
    format!("North–South {ns}, East–West {ew}")
}

/// What a screen reader says when a table's result is recorded: "Table 1: North–South
/// 30, East–West 20, North–South win; 3 tables to report." `missing`: the tables still to
/// report (or to cut) in the round; `open_seating`: the red-pack guests cut a tie.
pub fn result_heard(
    table: u32,
    (result, seats): (&crate::rules::TableResult, &crate::rules::TableSeats),
    missing: usize,
    open_seating: bool,
) -> String {
    let outcome = match (result.is_tie(), result.winner(seats)) {
        _ if result.unreported => "no result, a cut decided".to_owned(),
        (false, Some(side)) => format!("{} win", crate::words::side(side)),
        (true, Some(side)) => format!("a tie, {} won the cut", crate::words::side(side)),
        (_, None) => format!("a tie: the {} cut", cutters(open_seating)),
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
        Phase::Setup => super::msg::seats_not_seated(),
        Phase::Playing => super::msg::report_round(round),
        Phase::Finished => super::msg::seats_over(),
    }
}

/// A guest's place on "Where do I sit?": "Table 1 (head), North — partner Bob".
pub fn seat_place(title: &str, chair: crate::rules::Seat, partner: &str) -> String {
    super::msg::SeatPlace {
        title,
        seat: crate::words::seat_code(chair),
        partner,
    }
    .say()
}

/// Told once the duplicate trays are dealt by the program.
pub const TRAYS_DEALT: &str =
    "The trays are dealt: print the hand records and make the trays up from them.";

/// A guest with no chair this round, on "Where do I sit?".
pub fn seat_waiting() -> String {
    super::msg::seat_waiting()
}

/// After a duplicate pair's place when it meets the phantom (R-DUP-1).
pub fn seat_sitting_out() -> String {
    super::msg::seat_sitting_out()
}

/// A result sent from a phone that waits for the host's OK.
pub fn phone_waiting(ns: i64, ew: i64) -> String {
    format!("Sent: {}. Waiting for the host's OK.", phone_score(ns, ew))
}

/// What a result sent from a phone waits for (issue 52), on the table's page.
pub fn phone_pending(ns: i64, ew: i64, agreement: crate::rules::held::Agreement) -> String {
    use crate::rules::held::Agreement;
    let score = phone_score(ns, ew);
    match agreement {
        Agreement::NotAsked => phone_waiting(ns, ew),
        Agreement::Asked => "Sent. It counts when East–West agree, below.".to_owned(),
        Agreement::Agreed => format!("Agreed by East–West: {score}. Waiting for the host's OK."),
        Agreement::Disputed => format!(
            "East–West do not agree with {score}. The host is called to settle it: play \
             nothing more until the host comes."
        ),
    }
}

/// A guest checked in at the door (issue 52): "Ada Abbott is at the door (3 waiting):
/// let them in on the Guests screen."
pub fn at_the_door(name: &str, waiting: usize) -> String {
    if waiting > 1 {
        format!("{name} is at the door ({waiting} waiting): let them in on the Guests screen.")
    } else {
        format!("{name} is at the door: let them in on the Guests screen.")
    }
}

/// On the door's page, for a guest still waiting to be let in.
pub fn door_waiting(name: &str) -> String {
    format!("{name}, you are at the door: the host lets you in in a moment.")
}

/// On the door's page, once the host let the guest in.
pub fn door_let_in(name: &str) -> String {
    format!(
        "Welcome, {name}: the host has let you in. \"Where do I sit?\" shows your table \
         once the tables are drawn."
    )
}

/// On the door's page, when the host turned the guest away.
pub fn door_turned_away() -> &'static str {
    "The host could not let you in with this name: please see the host."
}

/// The Guests screen's and the top bar's line: "3 guests waiting at the door".
pub fn waiting_at_the_door(waiting: usize) -> String {
    match waiting {
        1 => "1 guest waiting at the door".to_owned(),
        n => format!("{n} guests waiting at the door"),
    }
}

/// What a result from a phone waits for, at the desk (issue 52).
pub fn pending_for(agreement: crate::rules::held::Agreement) -> &'static str {
    use crate::rules::held::Agreement;
    match agreement {
        Agreement::NotAsked => "waits for your OK",
        Agreement::Asked => "East–West are asked to agree; your OK counts it now",
        Agreement::Agreed => "agreed by East–West; waits for your OK",
        Agreement::Disputed => "East–West do not agree: settle it at the table",
    }
}

/// Why a phone's result was set aside, in the history: the host recorded the table
/// themselves (issue 52).
pub fn set_aside_why() -> &'static str {
    "the host entered the table's result at the desk"
}

/// Said at the desk when the host's own entry sets a phone's result aside.
pub fn held_set_aside(table: u32, (ns, ew): (i64, i64)) -> String {
    format!("Table {table}'s result from its phone ({ns}–{ew}) is set aside: yours counts.")
}

/// On a table's phone after the host turned its result down (issue 52).
pub const PHONE_TURNED_DOWN: &str = "The host turned down the result this phone sent: agree on it at the table, then send it again.";

/// The question put to East–West on their table's phone, with the winner of a tie's
/// cut when it was sent with one.
pub fn phone_agree_question(ns: i64, ew: i64, cut_won_by: Option<&str>) -> String {
    match cut_won_by {
        Some(name) => format!(
            "East–West: do you agree? {}, a tie: {name} won the cut",
            phone_score(ns, ew)
        ),
        None => format!("East–West: do you agree? {}", phone_score(ns, ew)),
    }
}

/// A table's call for the host, on its page: still calling, or answered.
pub fn phone_call(answered: bool) -> String {
    if answered {
        "The host has seen your call and is on the way.".to_owned()
    } else {
        "You have called the host. The host's laptop shows your call.".to_owned()
    }
}

/// The laptop's screen cannot be kept on (issue 52): the top bar's line while the
/// rounds run (the desktop's own words go under it, on hover).
pub const CANNOT_KEEP_AWAKE: &str = "This laptop may dim or sleep during the rounds: set \
     its power settings so that it stays on";

/// The desktop's reasons for not keeping the laptop awake, for the hover.
pub fn cannot_keep_awake(why: &str) -> String {
    format!("The desktop did not let cinch-party keep the screen on: {why}")
}

/// A table's call at the desk: "Table 7 calls the host".
pub fn desk_call(table: u32, disputed: bool) -> String {
    if disputed {
        format!("Table {table} calls the host: East–West do not agree with the result")
    } else {
        format!("Table {table} calls the host")
    }
}

/// The last word of the evening, to the guests: under the evening's end on the guest
/// display, after "The evening is over." on a table's page.
pub const THANKS: &str = "Thank you for playing!";

/// The last word of the evening on a table's page.
pub fn phone_over() -> String {
    format!("The evening is over. {THANKS}")
}

/// Where a recorded result came from: "Sent from table 7." or "Entered by the host.";
/// and, when the host corrected it since, so, with the reasons given (a host's trial:
/// a corrected result read as if the table had sent it).
pub fn phone_source(sent_from: Option<&str>, corrected: Option<&[String]>) -> String {
    let from = match sent_from {
        Some(from) => format!("Sent from {from}."),
        None => "Entered by the host.".to_owned(),
    };
    match corrected {
        None => from,
        Some([]) => format!("{from} Corrected by the host since."),
        Some(reasons) => format!(
            "{from} Corrected by the host since: {}.",
            reasons.join("; ")
        ),
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

/// How often the window tries again to serve a reopened party's phones at their port.
pub const PHONES_RETRY_SECONDS: i64 = 5;

/// The phones came back on by themselves as the party was opened again.
pub fn phones_back_on(address: &str) -> String {
    format!(
        "The phones at the tables are back on at {address}, as they were when this party was \
         last open: the printed table cards and QR codes work as before."
    )
}

/// A reopened party's phones cannot have their port: why, and what happens now. `why` is
/// the system's refusal in words ("Port 8772 is taken by another program …").
pub fn phones_port_taken(port: u16, why: &str) -> String {
    format!(
        "The phones at the tables were on at port {port} when this party was last open, and \
         the table cards and QR codes point there, but they cannot come back on: {why} \
         Trying again every {PHONES_RETRY_SECONDS} seconds. (Turning them on at another port \
         on the Phones screen works too; then print the table cards again.)"
    )
}

/// A duplicate table's trays once the evening is over: what it played last, with
/// nothing more to play or send.
pub fn last_round_trays(sat_out: bool, trays: &[u32]) -> String {
    if sat_out {
        format!(
            "The evening is over. This table sat out the last round (it passed {} on \
             unplayed): nothing more to play or send.",
            trays_list(trays)
        )
    } else {
        format!(
            "The evening is over. This table's last round was {}: nothing more to play or \
             send.",
            trays_list(trays)
        )
    }
}

/// A phone sent a result for a round other than the one in play: the round has moved
/// on (an old round) or has not begun (a later one).
pub fn other_round(sent: u32, now_playing: u32) -> String {
    if sent > now_playing {
        format!("Round {sent} has not begun: this is round {now_playing} now. Reload the page.")
    } else {
        format!(
            "The round has moved on: this is round {now_playing} now, not round {sent}. \
             Reload the page."
        )
    }
}

/// The phones' and a duplicate evening's actions in a few words (see [`super::action`]).
pub(super) fn phone_or_duplicate_action(action: &Action) -> String {
    use Action as A;
    match action {
        A::HoldForOk { table, .. } => {
            format!("table {table}'s result from its phone, held for your OK")
        }
        A::AcceptHeld { table } => format!("recording table {table}'s result from its phone"),
        A::AskAgreement { table, .. } => {
            format!("table {table}'s result from its phone, put to East–West")
        }
        A::Agree { table } => format!("East–West's agreement at table {table}"),
        A::Disagree { table } => format!("East–West's disagreement at table {table}"),
        A::CallHost { table } => format!("table {table}'s call for the host"),
        A::AnswerCall { table } => format!("answering table {table}'s call"),
        A::AtTheDoor { name, .. } => format!("{} checking in at the door", quote(name, 40)),
        A::AskTrayAgreement { table, tray, .. } => {
            format!("tray {tray}'s result from table {table}'s phone, put to East–West")
        }
        A::AgreeTray { table, tray, .. } => {
            format!("East–West's agreement to tray {tray} at table {table}")
        }
        A::DisagreeTray { table, tray, .. } => {
            format!("East–West's disagreement with tray {tray} at table {table}")
        }
        A::LetIn { name } => format!("letting {} in", quote(name, 40)),
        A::TurnAway { name } => format!("turning {} away at the door", quote(name, 40)),
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
        // Worded by `action` itself.
        _ => String::new(),
    }
}
