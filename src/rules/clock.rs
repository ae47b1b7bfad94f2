//! The round clock (R-ROUND-4): time played and time left, worked out from the round's
//! start and its pauses as recorded in the history, so it is the same after a restart
//! and never drifts (it is never counted up, only subtracted from the wall clock).

#[allow(unused_imports)]
use crate::prelude::*;

use chrono::{DateTime, Duration, FixedOffset, NaiveDate, NaiveDateTime, NaiveTime, Utc};

use super::error::RuleError;

/// A pause of the round clock: from, and until (`None` while it lasts).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Pause {
    /// When the host paused the clock.
    pub from: DateTime<Utc>,
    /// When the host started it again.
    pub until: Option<DateTime<Utc>>,
}

/// The clock of one round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RoundClock {
    /// When the round started; `None` while it waits to be started.
    pub started_at: Option<DateTime<Utc>>,
    /// When it ended (its bell), if it has.
    pub ended_at: Option<DateTime<Utc>>,
    /// How long a round lasts.
    pub length: Duration,
    /// The pauses, in order.
    pub pauses: Vec<Pause>,
}

impl RoundClock {
    /// Whether the clock has been started.
    pub fn is_started(&self) -> bool {
        self.started_at.is_some()
    }

    /// Time played at `now`, pauses left out; never negative, nothing before the start,
    /// and frozen once the round has ended.
    pub fn elapsed(&self, now: DateTime<Utc>) -> Duration {
        let Some(started_at) = self.started_at else {
            return Duration::zero();
        };
        let end = self.ended_at.map_or(now, |e| e.min(now));
        let paused: Duration = self
            .pauses
            .iter()
            .map(|p| {
                let from = p.from.min(end);
                let until = p.until.map_or(end, |u| u.min(end));
                (until - from).max(Duration::zero())
            })
            .sum();
        (end - started_at - paused).max(Duration::zero())
    }

    /// Time left at `now`: negative once the time is up.
    pub fn left(&self, now: DateTime<Utc>) -> Duration {
        self.length - self.elapsed(now)
    }

    /// Whether the clock is paused.
    pub fn is_paused(&self) -> bool {
        self.pauses.last().is_some_and(|p| p.until.is_none())
    }

    /// Whether the warning before the end is due: at most `warning_minutes` left.
    pub fn warning_due(&self, now: DateTime<Utc>, warning_minutes: u32) -> bool {
        self.is_started()
            && warning_minutes > 0
            && self.left(now) <= Duration::minutes(i64::from(warning_minutes))
    }

    /// Whether the time is up.
    pub fn time_up(&self, now: DateTime<Utc>) -> bool {
        self.is_started() && self.left(now) <= Duration::zero()
    }
}

/// When an evening set to end at a wall-clock time ends (R-ROUND-6): the next moment
/// with that local time, today or, for an evening that runs past midnight, tomorrow (a
/// time more than six hours before `now` is taken as after midnight). `offset_at` gives
/// the local offset from UTC at a local date and time (the app passes the computer's
/// time zone; `None` when that local time does not exist, in a clock change).
pub fn end_instant(
    text: &str,
    now: DateTime<Utc>,
    today: NaiveDate,
    offset_at: &dyn Fn(NaiveDateTime) -> Option<FixedOffset>,
) -> Result<DateTime<Utc>, RuleError> {
    let typed = text.trim();
    let time = NaiveTime::parse_from_str(typed, "%H:%M")
        .or_else(|_| NaiveTime::parse_from_str(typed, "%H.%M"))
        .map_err(|_| RuleError::TimeNotUnderstood {
            text: crate::text::quote(typed, 12),
        })?;
    let at = |date: NaiveDate| {
        let local = date.and_time(time);
        offset_at(local)
            .and_then(|offset| local.and_local_timezone(offset).single())
            .map(|t| t.with_timezone(&Utc))
    };
    let candidate = at(today).ok_or(RuleError::TimeDoesNotExist { tomorrow: false })?;
    if now - candidate > Duration::hours(6) {
        let tomorrow = RuleError::TimeDoesNotExist { tomorrow: true };
        return today.succ_opt().and_then(at).ok_or(tomorrow);
    }
    Ok(candidate)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn t(minutes: i64, seconds: i64) -> DateTime<Utc> {
        DateTime::UNIX_EPOCH + Duration::minutes(minutes) + Duration::seconds(seconds)
    }

    #[test]
    fn r_round_6_the_end_time_is_tonight_or_after_midnight() {
        let paris = |_: NaiveDateTime| FixedOffset::east_opt(3600);
        let today = NaiveDate::from_ymd_opt(2026, 11, 21).unwrap();
        // 19:00 in Paris is 18:00 UTC.
        let now = DateTime::parse_from_rfc3339("2026-11-21T18:00:00Z")
            .unwrap()
            .with_timezone(&Utc);
        let tonight = end_instant("23:15", now, today, &paris).unwrap();
        assert_eq!(tonight.to_rfc3339(), "2026-11-21T22:15:00+00:00");
        let late = end_instant(" 0.30 ", now, today, &paris).unwrap();
        assert_eq!(late.to_rfc3339(), "2026-11-21T23:30:00+00:00");
        assert!(end_instant("11pm", now, today, &paris).is_err());
        let gap = |_: NaiveDateTime| None;
        assert!(end_instant("02:30", now, today, &gap).is_err());
    }

    #[test]
    fn pauses_are_left_out_and_the_end_freezes_the_clock() {
        let mut clock = RoundClock {
            started_at: Some(t(0, 0)),
            ended_at: None,
            length: Duration::minutes(20),
            pauses: vec![Pause {
                from: t(5, 0),
                until: Some(t(7, 30)),
            }],
        };
        assert_eq!(clock.elapsed(t(4, 0)), Duration::minutes(4));
        assert_eq!(clock.elapsed(t(6, 0)), Duration::minutes(5));
        assert_eq!(clock.elapsed(t(10, 0)), Duration::seconds(450));
        assert_eq!(clock.left(t(22, 30)), Duration::zero());
        assert!(clock.time_up(t(22, 30)) && !clock.time_up(t(22, 29)));
        clock.pauses.push(Pause {
            from: t(12, 0),
            until: None,
        });
        assert!(clock.is_paused());
        assert_eq!(clock.elapsed(t(50, 0)), clock.elapsed(t(12, 0)));
        clock.ended_at = Some(t(11, 0));
        assert_eq!(clock.elapsed(t(99, 0)), Duration::seconds(510));
        assert_eq!(clock.elapsed(t(-5, 0)), Duration::zero());
    }
}
