//! The round clock with a hand-set time source: time played and left, pauses from the
//! history, the warning, time up and the last round each firing exactly once, a restart
//! mid-round, and no drift over a 30-minute round.

use chrono::{DateTime, Duration, Utc};
use cinch_party::rules::{Action, EveningEnd, Party, Settings};
use cinch_party::view::alerts::{Alert, ClockAlerts};
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

use crate::common::{card_for, guests};

/// One table seated and its round started at `start`; rounds of 20 minutes, warning at 3.
fn party_at(start: DateTime<Utc>, end: EveningEnd) -> Party {
    let mut party = Party::new(Settings {
        end,
        ..Settings::default()
    });
    guests(&mut party, 2, 2);
    let seats = [
        cinch_party::rules::Seat::North,
        cinch_party::rules::Seat::East,
        cinch_party::rules::Seat::South,
        cinch_party::rules::Seat::West,
    ];
    // L1 N, L2 E, G1 S, G2 W.
    for (guest, seat) in [0, 1, 2, 3].into_iter().zip(seats) {
        let card = card_for(1, seat);
        party
            .apply(
                Action::RecordCard {
                    guest: cinch_party::rules::GuestId(guest),
                    card,
                },
                start,
            )
            .unwrap();
    }
    party.apply(Action::SeatTables, start).unwrap();
    party.apply(Action::StartRound, start).unwrap();
    party
}

#[test]
fn r_round_4_the_clock_starts_when_the_round_starts_not_at_the_bell() {
    let mut party = party_at(t0(), EveningEnd::AfterRounds(5));
    party
        .apply(
            Action::EnterResult {
                table: 1,
                ns: 9,
                ew: 3,
            },
            min(21),
        )
        .unwrap();
    party
        .apply(
            Action::RingBell {
                override_missing: false,
                cuts: Vec::new(),
                last: false,
            },
            min(22),
        )
        .unwrap();
    // The guests walk to their tables: round 2's clock has not started.
    let clock = party.state().round_clock().unwrap();
    assert!(!clock.is_started());
    assert_eq!(clock.elapsed(min(25)), Duration::zero());
    assert!(!clock.time_up(min(60)) && !clock.warning_due(min(60), 3));
    assert_eq!(
        party.apply(Action::PauseClock, min(23)),
        Err(cinch_party::rules::RuleError::RoundNotStarted { round: 2 })
    );
    party.apply(Action::StartRound, min(25)).unwrap();
    let clock = party.state().round_clock().unwrap();
    assert_eq!(clock.elapsed(min(30)), Duration::minutes(5));
    assert_eq!(
        party.apply(Action::StartRound, min(26)),
        Err(cinch_party::rules::RuleError::RoundStarted { round: 2 })
    );
}

fn t0() -> DateTime<Utc> {
    DateTime::from_timestamp(1_900_000_000, 0).unwrap()
}

fn min(m: i64) -> DateTime<Utc> {
    t0() + Duration::minutes(m)
}

#[test]
fn r_round_4_time_played_and_left_follow_the_wall_clock() {
    let party = party_at(t0(), EveningEnd::AfterRounds(5));
    let clock = party.state().round_clock().unwrap();
    assert_eq!(clock.elapsed(min(7)), Duration::minutes(7));
    assert_eq!(clock.left(min(7)), Duration::minutes(13));
    assert_eq!(clock.left(min(25)), Duration::minutes(-5));
    assert!(clock.time_up(min(20)) && !clock.time_up(min(20) - Duration::seconds(1)));
}

#[test]
fn r_round_4_pause_and_resume_are_in_the_history_and_stop_the_clock() {
    let mut party = party_at(t0(), EveningEnd::AfterRounds(5));
    party.apply(Action::PauseClock, min(5)).unwrap();
    assert!(party.state().round_clock().unwrap().is_paused());
    assert_eq!(
        party.state().round_clock().unwrap().elapsed(min(9)),
        Duration::minutes(5)
    );
    assert!(
        party.apply(Action::PauseClock, min(6)).is_err(),
        "paused twice"
    );
    party.apply(Action::ResumeClock, min(10)).unwrap();
    assert!(
        party.apply(Action::ResumeClock, min(11)).is_err(),
        "resumed twice"
    );
    let clock = party.state().round_clock().unwrap();
    assert_eq!(clock.elapsed(min(12)), Duration::minutes(7));
    assert_eq!(clock.left(min(12)), Duration::minutes(13));
    // The pause is in the history: a reload gives the same clock.
    let reloaded =
        Party::replay(party.initial_settings().clone(), party.history().to_vec()).unwrap();
    assert_eq!(reloaded.state().round_clock(), party.state().round_clock());
}

/// Runs the alerts minute by minute (and second by second near the moments).
fn alerts_between(
    party: &Party,
    alerts: &mut ClockAlerts,
    from: DateTime<Utc>,
    to: DateTime<Utc>,
) -> Vec<(DateTime<Utc>, Alert)> {
    let mut fired = Vec::new();
    let mut now = from;
    while now <= to {
        for alert in alerts.update(party.state(), now) {
            fired.push((now, alert));
        }
        now += Duration::seconds(1);
    }
    fired
}

#[test]
fn r_round_4_the_warning_and_time_up_fire_exactly_once_each() {
    let party = party_at(t0(), EveningEnd::AfterRounds(5));
    let mut alerts = ClockAlerts::default();
    let fired = alerts_between(&party, &mut alerts, min(0), min(40));
    assert_eq!(
        fired,
        vec![
            (min(17), Alert::Warning { round: 1 }),
            (min(20), Alert::TimeUp { round: 1 })
        ]
    );
}

#[test]
fn r_round_4_reopened_mid_round_the_clock_is_right_and_past_alerts_stay_quiet() {
    // The laptop restarts at minute 18: the file has the start and a pause.
    let mut party = party_at(t0(), EveningEnd::AfterRounds(5));
    party.apply(Action::PauseClock, min(4)).unwrap();
    party.apply(Action::ResumeClock, min(6)).unwrap();
    let saved = party.history().to_vec();
    let reopened = Party::replay(party.initial_settings().clone(), saved).unwrap();
    let clock = reopened.state().round_clock().unwrap();
    assert_eq!(clock.left(min(18)), Duration::minutes(4));
    // The warning (at 19) is still to come; then time up at 22, once each.
    let mut alerts = ClockAlerts::default();
    let fired = alerts_between(&reopened, &mut alerts, min(18), min(30));
    assert_eq!(
        fired,
        vec![
            (min(19), Alert::Warning { round: 1 }),
            (min(22), Alert::TimeUp { round: 1 })
        ]
    );
    // Reopened after the warning: it is not rung again; time up still comes.
    let mut late = ClockAlerts::default();
    let fired = alerts_between(&reopened, &mut late, min(20), min(30));
    assert_eq!(fired, vec![(min(22), Alert::TimeUp { round: 1 })]);
}

#[test]
fn r_round_6_at_the_set_time_the_round_in_play_is_announced_as_the_last() {
    let party = party_at(t0(), EveningEnd::AtTime(min(12)));
    assert!(!party.state().bell_ends_evening(min(11)));
    assert!(party.state().bell_ends_evening(min(12)));
    let mut alerts = ClockAlerts::default();
    let fired = alerts_between(&party, &mut alerts, min(0), min(30));
    assert!(fired.contains(&(min(12), Alert::LastRound { round: 1 })));
    assert_eq!(
        fired
            .iter()
            .filter(|(_, a)| matches!(a, Alert::LastRound { .. }))
            .count(),
        1
    );
}

#[test]
fn r_round_4_no_drift_over_a_30_minute_round_with_irregular_frames() {
    let settings_minutes = 30;
    let mut party = party_at(t0(), EveningEnd::AfterRounds(5));
    let mut changed = party.state().settings.clone();
    changed.round_minutes = settings_minutes;
    party.apply(Action::ChangeSettings(changed), t0()).unwrap();
    let clock = party.state().round_clock().unwrap();
    // Frames come every 1 to 120 ms, as a busy laptop draws them; at every frame the
    // time left is exactly the round length less the wall-clock time since the start.
    let mut rng = StdRng::seed_from_u64(30);
    let mut now = t0();
    let mut frames = 0;
    while now < min(31) {
        now += Duration::milliseconds(rng.random_range(1..=120));
        frames += 1;
        let expected =
            (Duration::minutes(settings_minutes.into()) - (now - t0())).num_milliseconds();
        assert_eq!(clock.left(now).num_milliseconds(), expected.max(-i64::MAX));
    }
    assert!(frames > 20_000);
    assert_eq!(clock.left(min(30)), Duration::zero());
}
