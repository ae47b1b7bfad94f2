//! Where the app gets the time: the system clock in the window, a hand-set clock in the
//! tests, so that a test controls every timestamp and every countdown.

use std::sync::{Arc, Mutex};

use chrono::{DateTime, Duration, Utc};

/// A source of the current time.
pub trait Clock: Send + Sync {
    /// Now.
    fn now(&self) -> DateTime<Utc>;
}

/// The computer's clock.
#[derive(Debug, Clone, Copy, Default)]
pub struct SystemClock;

impl Clock for SystemClock {
    fn now(&self) -> DateTime<Utc> {
        Utc::now()
    }
}

/// A clock that moves only when told (for tests and rehearsals).
#[derive(Debug, Clone)]
pub struct FakeClock(Arc<Mutex<DateTime<Utc>>>);

impl FakeClock {
    /// A clock stopped at `at`.
    pub fn at(at: DateTime<Utc>) -> FakeClock {
        FakeClock(Arc::new(Mutex::new(at)))
    }

    /// Moves the clock on.
    pub fn advance(&self, by: Duration) {
        if let Ok(mut now) = self.0.lock() {
            *now += by;
        }
    }

    /// Sets the clock.
    pub fn set(&self, at: DateTime<Utc>) {
        if let Ok(mut now) = self.0.lock() {
            *now = at;
        }
    }
}

impl Clock for FakeClock {
    fn now(&self) -> DateTime<Utc> {
        self.0.lock().map_or(DateTime::UNIX_EPOCH, |now| *now)
    }
}
