//! The phones' words: a table page's headline and score, what a result sent from a
//! phone waits for, where a guest sits, and a cut that settled a tie.

use super::*;

/// Two sides' points, as the phones show them: "North–South 23, East–West 12".
pub fn phone_score(ns: i64, ew: i64) -> String {
    super::msg::TellPhoneScore { ns, ew }.say()
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
    use super::msg;
    let outcome = match (result.is_tie(), result.winner(seats)) {
        _ if result.unreported => msg::tell_heard_unreported(),
        (false, Some(side)) => msg::tell_heard_win(crate::words::side(side)),
        (true, Some(side)) => msg::tell_heard_tie_won(crate::words::side(side)),
        (_, None) => msg::tell_heard_tie(cutters(open_seating)),
    };
    msg::TellHeard {
        table,
        score: phone_score(result.ns, result.ew),
        outcome,
        count: missing,
    }
    .say()
}

/// A phone page's headline: "Round 4" (the star game), "Round 3 of 11" (a duplicate
/// evening, whose rounds are known), or where the evening is.
pub fn phone_headline(phase: Phase, round: u32, of: Option<u32>) -> String {
    match (phase, of) {
        (Phase::Setup, _) => super::msg::tell_headline_setup(),
        (Phase::Playing, None) => super::msg::tell_headline_round(round),
        (Phase::Playing, Some(of)) => super::msg::TellHeadlineRoundOf { round, of }.say(),
        (Phase::Finished, _) => super::msg::tell_headline_over(),
    }
}

/// "1st", "2nd", "3rd", "11th", "22nd" (Spanish "1.º", German "1."): the code picks
/// English's ending by the last digits, and each language's message selects on it.
pub fn ordinal(n: u32) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    super::msg::TellOrdinal {
        suffix,
        n: n.to_string(),
    }
    .say()
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
pub fn trays_dealt() -> String {
    super::msg::tell_trays_dealt()
}

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
    super::msg::tell_phone_waiting(phone_score(ns, ew))
}

/// What a result sent from a phone waits for (issue 52), on the table's page.
pub fn phone_pending(ns: i64, ew: i64, agreement: crate::rules::held::Agreement) -> String {
    use crate::rules::held::Agreement;
    let score = phone_score(ns, ew);
    match agreement {
        Agreement::NotAsked => phone_waiting(ns, ew),
        Agreement::Asked => super::msg::tell_pending_asked(),
        Agreement::Agreed => super::msg::tell_pending_agreed(score),
        Agreement::Disputed => super::msg::tell_pending_disputed(score),
    }
}

/// A guest checked in at the door (issue 52): "Ada Abbott is at the door (3 waiting):
/// let them in on the Guests screen."
pub fn at_the_door(name: &str, waiting: usize) -> String {
    super::msg::TellAtTheDoor { name, waiting }.say()
}

/// On the door's page, for a guest still waiting to be let in.
pub fn door_waiting(name: &str) -> String {
    super::msg::tell_door_waiting(name)
}

/// On the door's page, once the host let the guest in.
pub fn door_let_in(name: &str) -> String {
    super::msg::tell_door_let_in(name)
}

/// On the door's page, when the host turned the guest away.
pub fn door_turned_away() -> String {
    super::msg::tell_door_turned_away()
}

/// The Guests screen's and the top bar's line: "3 guests waiting at the door".
pub fn waiting_at_the_door(waiting: usize) -> String {
    super::msg::tell_waiting_at_the_door(waiting)
}

/// What a result from a phone waits for, at the desk (issue 52).
pub fn pending_for(agreement: crate::rules::held::Agreement) -> String {
    use crate::rules::held::Agreement;
    match agreement {
        Agreement::NotAsked => super::msg::tell_pending_for_ok(),
        Agreement::Asked => super::msg::tell_pending_for_asked(),
        Agreement::Agreed => super::msg::tell_pending_for_agreed(),
        Agreement::Disputed => super::msg::tell_pending_for_disputed(),
    }
}

/// Why a phone's result was set aside, in the history: the host recorded the table
/// themselves (issue 52). Written into the party's file as the action's note, so it
/// stays in English: it is data, not words.
pub fn set_aside_why() -> &'static str {
    "the host entered the table's result at the desk"
}

/// Said at the desk when the host's own entry sets a phone's result aside.
pub fn held_set_aside(table: u32, (ns, ew): (i64, i64)) -> String {
    super::msg::TellHeldSetAside { table, ns, ew }.say()
}

/// On a table's phone after the host turned its result down (issue 52).
pub fn phone_turned_down() -> String {
    super::msg::tell_phone_turned_down()
}

/// The question put to East–West on their table's phone, with the winner of a tie's
/// cut when it was sent with one.
pub fn phone_agree_question(ns: i64, ew: i64, cut_won_by: Option<&str>) -> String {
    match cut_won_by {
        Some(name) => super::msg::TellAgreeQuestionCut {
            score: phone_score(ns, ew),
            name,
        }
        .say(),
        None => super::msg::tell_agree_question(phone_score(ns, ew)),
    }
}

/// A table's call for the host, on its page: still calling, or answered.
pub fn phone_call(answered: bool) -> String {
    if answered {
        super::msg::tell_call_answered()
    } else {
        super::msg::tell_call_calling()
    }
}

/// The laptop's screen cannot be kept on (issue 52): the top bar's line while the
/// rounds run (the desktop's own words go under it, on hover).
pub fn laptop_may_sleep() -> String {
    super::msg::tell_laptop_may_sleep()
}

/// The desktop's reasons for not keeping the laptop awake, for the hover.
pub fn cannot_keep_awake(why: &str) -> String {
    super::msg::tell_cannot_keep_awake(why)
}

/// A table's call at the desk: "Table 7 calls the host".
pub fn desk_call(table: u32, disputed: bool) -> String {
    if disputed {
        super::msg::tell_desk_call_disputed(table)
    } else {
        super::msg::tell_desk_call(table)
    }
}

/// The last word of the evening, to the guests: under the evening's end on the guest
/// display, after "The evening is over." on a table's page.
pub fn thanks() -> String {
    super::msg::tell_thanks()
}

/// The last word of the evening on a table's page.
pub fn phone_over() -> String {
    super::msg::tell_phone_over()
}

/// Where a recorded result came from: "Sent from table 7." or "Entered by the host.";
/// and, when the host corrected it since, so, with the reasons given (a host's trial:
/// a corrected result read as if the table had sent it).
pub fn phone_source(sent_from: Option<&str>, corrected: Option<&[String]>) -> String {
    let from = match sent_from {
        Some(from) => super::msg::tell_source_sent(from),
        None => super::msg::tell_source_host(),
    };
    match corrected {
        None => from,
        Some([]) => super::msg::tell_source_corrected(from),
        Some(reasons) => super::msg::TellSourceCorrectedWhy {
            from,
            reasons: reasons.join("; "),
        }
        .say(),
    }
}

/// The cut that settled a tie: "Ada won the cut (Ada 7♥, Bea Q♠)."
pub fn phone_cut(winner: &str, cards: &[String]) -> String {
    let Some((first, rest)) = cards.split_first() else {
        return super::msg::tell_cut_won(winner);
    };
    let cards = rest.iter().fold(first.clone(), |first, next| {
        super::msg::TellCutThen { first, next }.say()
    });
    super::msg::TellCutWonCards { winner, cards }.say()
}

/// How often the window tries again to serve a reopened party's phones at their port.
pub const PHONES_RETRY_SECONDS: i64 = 5;

/// The phones came back on by themselves as the party was opened again.
pub fn phones_back_on(address: &str) -> String {
    super::msg::tell_phones_back_on(address)
}

/// A reopened party's phones cannot have their port: why, and what happens now. `why` is
/// the system's refusal in words ("Port 8772 is taken by another program …").
pub fn phones_port_taken(port: u16, why: &str) -> String {
    super::msg::TellPhonesPortTaken {
        port: port.to_string(),
        why,
        seconds: PHONES_RETRY_SECONDS,
    }
    .say()
}

/// A duplicate table's trays once the evening is over: what it played last, with
/// nothing more to play or send.
pub fn last_round_trays(sat_out: bool, trays: &[u32]) -> String {
    if sat_out {
        super::msg::tell_last_round_sat_out(trays_list(trays))
    } else {
        super::msg::tell_last_round(trays_list(trays))
    }
}

/// A phone sent a result for a round other than the one in play: the round has moved
/// on (an old round) or has not begun (a later one).
pub fn other_round(sent: u32, now_playing: u32) -> String {
    let now = now_playing;
    if sent > now_playing {
        super::msg::TellRoundNotBegun { sent, now }.say()
    } else {
        super::msg::TellRoundMovedOn { now, sent }.say()
    }
}

/// The phones' and a duplicate evening's actions in a few words (see [`super::action`]).
pub(super) fn phone_or_duplicate_action(action: &Action) -> String {
    use super::msg;
    use Action as A;
    match action {
        A::HoldForOk { table, .. } => msg::tell_action_hold(*table),
        A::AcceptHeld { table } => msg::tell_action_accept(*table),
        A::AskAgreement { table, .. } => msg::tell_action_ask(*table),
        A::Agree { table } => msg::tell_action_agree(*table),
        A::Disagree { table } => msg::tell_action_disagree(*table),
        A::CallHost { table } => msg::tell_action_call(*table),
        A::AnswerCall { table } => msg::tell_action_answer(*table),
        A::AtTheDoor { name, .. } => msg::tell_action_at_door(quote(name, 40)),
        A::AskTrayAgreement { table, tray, .. } => msg::TellActionAskTray {
            tray: *tray,
            table: *table,
        }
        .say(),
        A::AgreeTray { table, tray, .. } => msg::TellActionAgreeTray {
            tray: *tray,
            table: *table,
        }
        .say(),
        A::DisagreeTray { table, tray, .. } => msg::TellActionDisagreeTray {
            tray: *tray,
            table: *table,
        }
        .say(),
        A::LetIn { name } => msg::tell_action_let_in(quote(name, 40)),
        A::TurnAway { name } => msg::tell_action_turn_away(quote(name, 40)),
        A::TurnDownHeld { table } => msg::tell_action_turn_down(*table),
        A::SetPairs { pairs } => msg::tell_action_pairs(pairs.len()),
        A::DealTrays { .. } => msg::tell_action_deal_trays(),
        A::StartDuplicate => msg::tell_action_start_duplicate(),
        A::TrayResult { table, tray, .. } => msg::TellActionTrayResult {
            tray: *tray,
            table: *table,
        }
        .say(),
        A::CorrectTray {
            round, table, tray, ..
        } => msg::TellActionCorrectTray {
            tray: *tray,
            table: *table,
            round: *round,
        }
        .say(),
        A::CutDuplicateTie { direction, .. } => {
            msg::tell_action_cut_duplicate(crate::words::group(*direction))
        }
        // Worded by `action` itself.
        _ => String::new(),
    }
}
