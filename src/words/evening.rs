//! Words the evening makes true (issues 32 and 38): how many rounds it is to have (its
//! own end counts, not only the movement's), where it is ("Round 6 of 6"), how it ended
//! ("The evening ended after round 3."), and whether what is shown is final or stands
//! "so far, after round 2". Every view that says these calls them: the guest display,
//! the print-outs, the phones' pages and the host's screens.

use crate::rules::duplicate::{Movement, MovementKind};
use crate::rules::{EveningEnd, Phase, Playing, State};

/// The rounds the evening is to have, when that is known: the rounds it was set to end
/// after, and for a duplicate evening no more than its movement has.
pub fn planned_rounds(state: &State) -> Option<u32> {
    let set = match state.settings.end {
        EveningEnd::AfterRounds(n) => Some(n),
        EveningEnd::AtTime(_) | EveningEnd::HostDecides => None,
    };
    let movement = match state.playing() {
        Playing::Duplicate(dup) => dup.fixed_movement().map(Movement::rounds),
        Playing::Star(_) => None,
    };
    match (set, movement) {
        (Some(a), Some(b)) => Some(a.min(b)),
        (a, b) => a.or(b),
    }
}

/// "Round 6 of 6" (the evening set to end after 6 rounds of a 60-round movement), or
/// "Round 6" when the evening's length is not known.
pub fn round_of(state: &State, number: u32) -> String {
    match planned_rounds(state) {
        Some(rounds) if rounds >= number => super::msg::RoundOf {
            round: number,
            rounds,
        }
        .say(),
        _ => super::msg::report_round(number),
    }
}

/// The last round whose bell has rung (0 before the first bell).
pub fn rounds_ended(state: &State) -> u32 {
    let ended = match state.playing() {
        Playing::Star(star) => star
            .rounds()
            .iter()
            .filter(|r| r.ended_at.is_some())
            .map(|r| r.number)
            .max(),
        Playing::Duplicate(dup) => dup
            .rounds()
            .iter()
            .filter(|r| r.ended_at.is_some())
            .map(|r| r.number)
            .max(),
    };
    ended.unwrap_or(0)
}

/// "The evening ended after round 3." (whatever it was set to last).
pub fn evening_ended(state: &State) -> String {
    super::msg::evening_ended(rounds_ended(state))
}

/// Whether anything has been recorded in the round in play.
fn round_in_play_has_results(state: &State) -> bool {
    match state.playing() {
        Playing::Duplicate(dup) => dup.round().is_some_and(|r| {
            r.ended_at.is_none() && r.results.iter().flatten().any(Option::is_some)
        }),
        Playing::Star(star) => star
            .current_round()
            .is_some_and(|r| r.ended_at.is_none() && r.results.iter().any(Option::is_some)),
    }
}

/// Before the evening is over, how far what is shown goes: "so far, after round 2", or
/// "so far, during round 3" when the round in play has results in; `None` once the
/// evening is over (what is shown is final).
pub fn so_far(state: &State) -> Option<String> {
    let ended = rounds_ended(state);
    match state.phase() {
        Phase::Finished => None,
        Phase::Setup => Some(super::msg::so_far_setup()),
        Phase::Playing if round_in_play_has_results(state) => {
            Some(super::msg::so_far_during(ended + 1))
        }
        Phase::Playing if ended == 0 => Some(super::msg::so_far_none()),
        Phase::Playing => Some(super::msg::so_far_after(ended)),
    }
}

/// Before one pair at the top of a ranking: "Leading" while the evening goes on,
/// "Winner" once it is over.
pub fn top_of_ranking(over: bool) -> String {
    if over {
        super::msg::tell_top_winner()
    } else {
        super::msg::tell_top_leading()
    }
}

/// The heading over a duplicate evening's best pairs: "Winners" once it is over,
/// "Leaders after 2 of 7 rounds" before.
pub fn leaders_heading(state: &State) -> String {
    if state.phase() == Phase::Finished {
        return super::msg::tell_leaders_winners();
    }
    let ended = rounds_ended(state);
    match planned_rounds(state) {
        Some(count) => super::msg::TellLeadersAfterOf { ended, count }.say(),
        None => super::msg::tell_leaders_after(ended),
    }
}

/// How much of the evening is played, for a results sheet's summary line: "2 of 7
/// rounds played", or "the evening ended after round 3".
pub fn rounds_played(state: &State) -> String {
    let ended = rounds_ended(state);
    if state.phase() == Phase::Finished {
        return super::msg::rounds_ended(ended);
    }
    match planned_rounds(state) {
        Some(planned) => super::msg::RoundsOfPlanned { ended, planned }.say(),
        None => super::msg::rounds_played(ended),
    }
}

/// The trays each table plays this round: "2 of the 4 trays at each table this round
/// (Foster's rule)", or "3 trays at each table this round".
pub fn trays_this_round(movement: &Movement) -> String {
    let (now, all) = (movement.trays_a_round(), movement.trays_per_table);
    let foster = match movement.kind {
        MovementKind::Foster => "yes",
        MovementKind::Mitchell | MovementKind::SkipMitchell | MovementKind::Howell => "no",
    };
    if now < all {
        super::msg::TellTraysPartRound { now, all, foster }.say()
    } else {
        super::msg::TellTraysRound { count: now, foster }.say()
    }
}

/// An evening derived from another party than the one open (never expected: the desk
/// derives its own), said instead of showing it.
pub fn evening_not_this_partys() -> String {
    super::msg::tell_evening_not_this_partys()
}
