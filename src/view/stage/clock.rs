//! The round's clock on the display: the time left now, and what a web page needs to
//! tick it between two states (when it reaches zero, or what is left while it waits);
//! and the room it takes, so that it stays on one line however it ticks.

use chrono::{DateTime, Utc};

use crate::rules::RoundClock;
use crate::words::display::{clock_words, paused, time_is_up};

use super::measure::width;

/// The round's clock as the display shows it.
#[derive(Debug, Clone, PartialEq)]
pub struct StageClock {
    /// When it reaches zero, in milliseconds since 1970 (while it runs).
    pub ends_at: Option<i64>,
    /// What is left, in milliseconds (while it waits or is paused).
    pub left_ms: i64,
    /// Paused.
    pub paused: bool,
    /// Its words now.
    pub words: String,
    /// Its type size while it counts down.
    pub size: f32,
    /// Its type size once the time is up (its words are longer).
    pub up_size: f32,
}

impl StageClock {
    /// The clock of a round at `now`.
    pub fn of(clock: &RoundClock, now: DateTime<Utc>) -> StageClock {
        let left = clock.left(now);
        let running = clock.started_at.is_some() && clock.ended_at.is_none();
        let paused = clock.is_paused();
        StageClock {
            ends_at: (running && !paused).then(|| (now + left).timestamp_millis()),
            left_ms: if running && !paused {
                0
            } else {
                left.num_milliseconds()
            },
            paused,
            words: clock_words(left.num_seconds(), paused),
            size: 0.0,
            up_size: 0.0,
        }
    }

    /// Its words now (at a text size of 1, bold): as wide as it gets until the time is
    /// up, as it only counts down (every digit is as wide as another in the font).
    pub fn width(&self) -> f32 {
        width(&self.words, true)
    }

    /// "Time is up" as it would show (at 1, bold).
    pub fn up_width(&self) -> f32 {
        let paused = if self.paused { paused() } else { String::new() };
        width(&format!("{}{paused}", time_is_up()), true)
    }
}
