//! The bell and the round clock: ringing (sound when there is any, the flash always),
//! the clock's warning and time up, telling once why there is no sound, and repainting
//! only when the clock's shown time changes.

use crate::bell::{Ring, Sound};
use crate::view::Screen;
use crate::view::alerts::{Alert, ClockAlerts};

use super::CinchApp;

/// The bell and the round clock's alerts.
pub(super) struct Bell {
    /// Where the sound goes.
    pub(super) sound: Box<dyn Sound>,
    /// Why there is no sound, once known; told to the host at the first ring.
    pub(super) off: Option<crate::bell::SoundOff>,
    pub(super) off_told: bool,
    /// The bell has rung at least once.
    pub(super) rang: bool,
    /// When the bell rang (egui time), for the flash.
    pub(super) rang_at: Option<f64>,
    /// What the round clock has told the host already.
    pub(super) alerts: ClockAlerts,
}

impl CinchApp {
    /// Why there is no sound, told to the host once, at the first ring.
    pub(super) fn sound_notices(&mut self) {
        if let Some(notice) = self.bell.sound.take_notice() {
            self.bell.off = Some(notice);
        }
        if let Some(notice) = &self.bell.off
            && self.bell.rang
            && !self.bell.off_told
        {
            self.toasts.error(notice.message.clone());
            self.bell.off_told = true;
        }
    }

    /// Rings and tells what the clock says is due (R-ROUND-4: the warning and time up
    /// never tell tables to stop; every table plays its four deals).
    pub(super) fn clock_alerts(&mut self, now: chrono::DateTime<chrono::Utc>) {
        let Some(desk) = &self.desk else { return };
        let volume = desk.state().settings.bell_volume;
        let minutes = desk.state().settings.warning_minutes;
        for alert in self.bell.alerts.update(desk.state(), now) {
            match alert {
                Alert::Warning { round } => {
                    self.bell.sound.ring(Ring::Warning, volume);
                    self.bell.rang = true;
                    self.toasts
                        .notice(crate::words::msg::AppWarning { round, minutes }.say());
                }
                Alert::TimeUp { round } => {
                    self.toasts.notice(crate::words::msg::app_time_up(round))
                }
                Alert::LastRound { round } => {
                    self.toasts.notice(crate::words::msg::app_last_round(round))
                }
            }
        }
    }

    /// Rings the bell (sound when there is any, always the visual signal).
    pub(super) fn ring(&mut self, ring: Ring, time: f64) {
        let volume = self
            .desk
            .as_ref()
            .map_or(80, |d| d.state().settings.bell_volume);
        self.bell.sound.ring(ring, volume);
        self.bell.rang = true;
        if ring == Ring::Move {
            self.bell.rang_at = Some(time);
        }
    }

    /// Repaints only when something on screen will change by itself: the round clock's
    /// seconds on the Round screen and the guest display, the clock's minutes elsewhere.
    pub(super) fn repaint_for_the_clock(
        &self,
        ctx: &egui::Context,
        now: chrono::DateTime<chrono::Utc>,
    ) {
        let Some(desk) = &self.desk else { return };
        let running = desk
            .state()
            .round_clock()
            .is_some_and(|c| c.is_started() && !c.is_paused() && c.ended_at.is_none());
        if !running {
            return;
        }
        let seconds_shown = self.screen == Screen::Round || self.display.state.open;
        let wait = if seconds_shown {
            // Just after the next whole second.
            let millis = 1000 - i64::from(now.timestamp_subsec_millis()).min(999);
            std::time::Duration::from_millis(u64::try_from(millis).unwrap_or(1000) + 5)
        } else {
            std::time::Duration::from_secs(5)
        };
        ctx.request_repaint_after(wait);
    }
}
