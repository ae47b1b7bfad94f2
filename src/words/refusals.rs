//! The rules' refusals in the language spoken (issue 51 §2): the rules say why they
//! refused an action as a fact ([`RuleError`]) and speak no language; every refusal a
//! host reads is worded here, one arm a refusal, so a new refusal cannot go unworded
//! (the rules' errors have no `Display`: none can be shown by any other road).

use crate::rules::error::{GuestChange, LateChange, SettingRefusal, Setup};
use crate::rules::roster::ListRefusal;
use crate::rules::{Back, DrawCard, PrizeKind, ReplayError, RuleError, Side};

use super::{msg, seat, sides_of, tables_list};

mod cards;
mod dup;
mod waits;

pub use cards::{draw_card, pack_top, rank_name};
pub use dup::{deal_refusal, dup_refusal};
pub use waits::{bell_waits, missing_tables, missing_trays, missing_words, trays_list};

/// A number as typed or kept, never grouped ("1000 rounds", "12345 points").
fn n(number: impl ToString) -> String {
    number.to_string()
}

/// "yes" or "no", for a catalogue's selector.
fn yes(flag: bool) -> &'static str {
    if flag { "yes" } else { "no" }
}

/// A pack's back as the catalogues select on it.
fn back_code(back: Back) -> &'static str {
    match back {
        Back::Red => "red",
        Back::Blue => "blue",
    }
}

/// Why the rules refused an action, in the language spoken.
#[allow(
    clippy::too_many_lines,
    reason = "one arm per refusal, so a new refusal cannot go unworded"
)]
pub fn rule_refusal(error: &RuleError) -> String {
    use RuleError as E;
    match error {
        E::AlreadyHeld { table } => msg::refusal_already_held(n(table)),
        E::NothingHeld { table } => msg::refusal_nothing_held(n(table)),
        E::HeldNoLongerFits { table } => msg::refusal_held_no_longer_fits(n(table)),
        E::NotAskedToAgree { table } => msg::refusal_not_asked_to_agree(n(table)),
        E::AlreadyAtTheDoor { name } => msg::refusal_already_at_the_door(name.as_str()),
        E::NotAtTheDoor { name } => msg::refusal_not_at_the_door(name.as_str()),
        E::SideNeeded { name } => msg::refusal_side_needed(name.as_str()),
        E::DoorFull { waiting } => msg::refusal_door_full(n(waiting)),
        E::WhyTooLong { max } => msg::refusal_why_too_long(n(max)),
        E::WhyHasControl { code } => msg::refusal_why_has_control(code.as_str()),
        E::AlreadyCalling { table } => msg::refusal_already_calling(n(table)),
        E::NoCall { table } => msg::refusal_no_call(n(table)),
        E::NotATableResult { table } => msg::refusal_not_a_table_result(n(table)),
        E::TimeNotUnderstood { text } => msg::refusal_time_not_understood(text.as_str()),
        E::TimeDoesNotExist { tomorrow } => {
            msg::refusal_time_does_not_exist(if *tomorrow { "tomorrow" } else { "today" })
        }
        E::EmptyName => msg::refusal_empty_name(),
        E::NameTooLong { max } => msg::refusal_name_too_long(n(max)),
        E::TitleTooLong { max } => msg::refusal_title_too_long(n(max)),
        E::NameHasControl { code } => msg::refusal_name_has_control(code.as_str()),
        E::DuplicateName { name, removed } => msg::RefusalDuplicateName {
            name: name.as_str(),
            removed: yes(*removed),
        }
        .say(),
        E::GuestRemoved { name } => msg::refusal_guest_removed(name.as_str()),
        E::UnknownGuest { id } => msg::refusal_unknown_guest(n(id)),
        E::TooFewGuests { count } => msg::refusal_too_few_guests(*count),
        E::SideTooSmall {
            side,
            open_seating,
            count,
        } => msg::RefusalSideTooSmall {
            side: sides_of(*side, *open_seating),
            count: *count,
        }
        .say(),
        E::CardNotUnderstood { text } => msg::refusal_card_not_understood(text.as_str()),
        E::CardBackMismatch { typed, back } => msg::RefusalCardBackMismatch {
            typed: back_code(*typed),
            back: back_code(*back),
        }
        .say(),
        E::CardWrongBack {
            name,
            side,
            open_seating,
        } => msg::RefusalCardWrongBack {
            name: name.as_str(),
            side: super::side_of(*side, *open_seating),
            back: back_code(Back::of(*side)),
        }
        .say(),
        E::CardOutsidePack { card, tables } => msg::RefusalCardOutsidePack {
            card: draw_card(*card),
            tables: n(tables),
            highest: pack_top(*tables),
        }
        .say(),
        E::CardDrawnTwice { card, holder } => msg::RefusalCardDrawnTwice {
            card: draw_card(*card),
            holder: holder.as_str(),
        }
        .say(),
        E::DrawIncomplete { undrawn, without } => draw_incomplete(undrawn, without),
        E::PlayStarted { what } => msg::refusal_play_started(setup_code(*what)),
        E::NotStarted => msg::refusal_not_started(),
        E::EveningFinished => msg::refusal_evening_finished(),
        E::ScoreNegative { score } => msg::refusal_score_negative(n(score)),
        E::ScoreTooLow { score, min } => msg::RefusalScoreTooLow {
            score: n(score),
            min: n(min),
        }
        .say(),
        E::ScoreTooLarge { score, max } => msg::RefusalScoreTooLarge {
            score: n(score),
            max: n(max),
        }
        .say(),
        E::ScoreNotANumber { text } => msg::refusal_score_not_a_number(text.as_str()),
        E::NoSuchTable { table, tables } => msg::RefusalNoSuchTable {
            table: n(table),
            tables: n(tables),
        }
        .say(),
        E::NoSuchRound { round } => msg::refusal_no_such_round(n(round)),
        E::ResultAlreadyEntered { table, round } => msg::RefusalResultAlreadyEntered {
            table: n(table),
            round: n(round),
        }
        .say(),
        E::NoResultToCorrect { table, round } => msg::RefusalNoResultToCorrect {
            table: n(table),
            round: n(round),
        }
        .say(),
        E::NoTieToCut { table } => msg::refusal_no_tie_to_cut(n(table)),
        E::BellHeld { missing } => msg::refusal_bell_held(bell_waits(missing)),
        E::CutDoesNotFit => msg::refusal_cut_does_not_fit(),
        E::NoCutNeeded { prize } => msg::refusal_no_cut_needed(prize_code(*prize)),
        E::AlreadyBalanced => msg::refusal_already_balanced(),
        E::NotOpenSeating => msg::refusal_not_open_seating(),
        E::GuestInPlay { name, what } => msg::RefusalGuestInPlay {
            name: name.as_str(),
            what: match what {
                GuestChange::Side => "side",
                GuestChange::Removal => "removal",
            },
        }
        .say(),
        E::RoundStarted { round } => msg::refusal_round_started(n(round)),
        E::RoundNotStarted { round } => msg::refusal_round_not_started(n(round)),
        E::ClockAlreadyPaused => msg::refusal_clock_already_paused(),
        E::ClockNotPaused => msg::refusal_clock_not_paused(),
        E::RoundUnderway { round, what } => msg::RefusalRoundUnderway {
            round: n(round),
            what: match what {
                LateChange::Tables => "tables",
                LateChange::Chairs => "chairs",
            },
        }
        .say(),
        E::AlreadyLeaving { name } => msg::refusal_already_leaving(name.as_str()),
        E::AlreadyWithdrawn { name } => msg::refusal_already_withdrawn(name.as_str()),
        E::ChairNotEmpty {
            table,
            seat: chair,
            name,
        } => msg::RefusalChairNotEmpty {
            seat: seat(*chair),
            table: n(table),
            name: name.as_str(),
        }
        .say(),
        E::WrongSideForChair {
            name,
            seat: chair,
            side,
            open_seating,
        } => msg::RefusalWrongSideForChair {
            name: name.as_str(),
            seat: chair.map_or_else(|| msg::refusal_chairs_of(side_code(*side)), seat),
            side: sides_of(*side, *open_seating),
        }
        .say(),
        E::NotWaiting { name } => msg::refusal_not_waiting(name.as_str()),
        E::LastTable => msg::refusal_last_table(),
        E::TooFewWaiting {
            ladies,
            gentlemen,
            open_seating,
        } => msg::RefusalTooFewWaiting {
            first_side: sides_of(Side::Lady, *open_seating),
            second_side: sides_of(Side::Gentleman, *open_seating),
            ladies: n(ladies),
            gentlemen: n(gentlemen),
        }
        .say(),
        E::SwapWithSelf { name } => msg::refusal_swap_with_self(name.as_str()),
        E::SwapAcrossSides { open_seating, a, b } => msg::RefusalSwapAcrossSides {
            a: a.as_str(),
            b: b.as_str(),
            first_side: sides_of(Side::Lady, *open_seating),
            second_side: sides_of(Side::Gentleman, *open_seating),
        }
        .say(),
        E::EmptyChairs { round, tables } => msg::RefusalEmptyChairs {
            round: n(round),
            tables: tables_list(tables, 8),
        }
        .say(),
        E::Setting(setting) => setting_refusal(*setting),
        E::BadSetting(words) => words.clone(),
        E::Duplicate(refusal) => dup_refusal(refusal),
        E::Deal(refusal) => deal_refusal(refusal),
    }
}

/// A setting out of range, in the language spoken.
pub fn setting_refusal(refusal: SettingRefusal) -> String {
    match refusal {
        SettingRefusal::RoundMinutes { max } => msg::refusal_round_minutes(n(max)),
        SettingRefusal::WarningAfterEnd => msg::refusal_warning_after_end(),
        SettingRefusal::Volume => msg::refusal_volume(),
        SettingRefusal::Trays { max } => msg::refusal_trays_per_table(n(max)),
        SettingRefusal::Rounds { max } => msg::refusal_rounds(n(max)),
    }
}

/// Why a party's history does not replay: "step 3 of its history is refused: …".
pub fn replay_refusal(error: &ReplayError) -> String {
    match error {
        ReplayError::Settings(why) => msg::refusal_replay_settings(rule_refusal(why)),
        ReplayError::Step { index, error } => msg::RefusalReplayStep {
            step: n(index + 1),
            why: rule_refusal(error),
        }
        .say(),
    }
}

/// Why a name of a pasted list was left out: "twice in the list", or the rules' refusal.
pub fn list_refusal(why: &ListRefusal) -> String {
    match why {
        ListRefusal::Twice => msg::refusal_twice_in_list(),
        ListRefusal::Refused(error) => rule_refusal(error),
    }
}

/// "The draw is not complete. Not drawn yet: A♠ (red back), …. Guests with no card: …."
/// A long list is no help read aloud: past eight, "and 12 more".
fn draw_incomplete(undrawn: &[DrawCard], without: &[String]) -> String {
    fn some(items: Vec<String>) -> String {
        const MOST: usize = 8;
        let more = items.len().saturating_sub(MOST);
        let shown: Vec<String> = items.into_iter().take(MOST).collect();
        if more > 0 {
            msg::RefusalAndMore {
                shown: shown.join(", "),
                more: n(more),
            }
            .say()
        } else {
            shown.join(", ")
        }
    }
    msg::RefusalDrawIncomplete {
        undrawn: some(undrawn.iter().map(|c| draw_card(*c)).collect()),
        without: if without.is_empty() {
            msg::refusal_nobody()
        } else {
            some(without.to_vec())
        },
    }
    .say()
}

fn setup_code(what: Setup) -> &'static str {
    match what {
        Setup::SeatingAndScoring => "seating",
        Setup::Draw => "draw",
        Setup::Packs => "packs",
        Setup::Trays => "trays",
        Setup::Pairs => "pairs",
        Setup::Start => "start",
    }
}

fn prize_code(prize: PrizeKind) -> &'static str {
    match prize {
        PrizeKind::Gold => "gold",
        PrizeKind::Red => "red",
        PrizeKind::Green => "green",
        PrizeKind::TopPair => "pair",
        PrizeKind::TopScore => "score",
    }
}

fn side_code(side: Side) -> &'static str {
    match side {
        Side::Lady => "lady",
        Side::Gentleman => "gentleman",
    }
}
