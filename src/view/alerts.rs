//! The clock's alerts (R-ROUND-4, R-ROUND-6): the warning before the end of a round, the
//! time up, and the last round announced. Each fires once per round. When a party is
//! opened mid-round, alerts whose moment has already passed are not fired again (their
//! banners still show, since they are worked out from the clock every frame).

use chrono::{DateTime, Utc};

use crate::rules::{Phase, State};

/// Something the clock tells the host.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Alert {
    /// A few minutes left: the last deal (a soft strike and a banner).
    Warning {
        /// The round.
        round: u32,
    },
    /// Time is up; tables finish their deals (R-ROUND-4: never cut short).
    TimeUp {
        /// The round.
        round: u32,
    },
    /// The set end of the evening has come: this round is the last (R-ROUND-6).
    LastRound {
        /// The round.
        round: u32,
    },
}

/// Which alerts have fired for the round in play.
#[derive(Debug, Default)]
pub struct ClockAlerts {
    round: Option<u32>,
    warned: bool,
    timed_up: bool,
    last_told: bool,
}

impl ClockAlerts {
    /// The alerts due at `now` that have not fired yet in this round.
    pub fn update(&mut self, state: &State, now: DateTime<Utc>) -> Vec<Alert> {
        let (Phase::Playing, Some(clock), Some(round)) = (
            state.phase(),
            state.round_clock(),
            state.star().and_then(|s| s.current_round()),
        ) else {
            return Vec::new();
        };
        let warning = clock.warning_due(now, state.settings.warning_minutes);
        let up = clock.time_up(now);
        let last = state.bell_ends_evening(now);
        if self.round != Some(round.number) {
            // First sight of this round: what is already past stays quiet.
            *self = ClockAlerts {
                round: Some(round.number),
                warned: warning,
                timed_up: up,
                last_told: last,
            };
            return Vec::new();
        }
        let number = round.number;
        let mut alerts = Vec::new();
        if warning && !self.warned {
            self.warned = true;
            // A warning that comes together with time up is not rung twice.
            if !up {
                alerts.push(Alert::Warning { round: number });
            }
        }
        if up && !self.timed_up {
            self.timed_up = true;
            alerts.push(Alert::TimeUp { round: number });
        }
        if last && !self.last_told {
            self.last_told = true;
            alerts.push(Alert::LastRound { round: number });
        }
        alerts
    }
}
