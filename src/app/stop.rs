//! The window as it closes (issue 34, D3): nothing shown as done may be left unsaved.
//! When the host closes the window while the disk refuses the party, the program saves
//! once more; if the disk still refuses, the whole party is written to a rescue file
//! beside it and the window stays open to name it ("Close the program" then closes).
//! A stop asked by the system (Ctrl+C, SIGTERM, the session ending) does the same and
//! closes at once, naming the rescue file on standard error. The last chance is
//! eframe's `on_exit`, for any other way out.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use crate::store::AtStop;

/// What the window knows of its own closing.
#[derive(Default)]
pub(super) struct Stopping {
    /// The system asked the program to stop: close without asking.
    signalled: Arc<AtomicBool>,
    /// The host has read what became of the party: the next close goes through.
    allowed: bool,
    /// What became of the party, shown until the host closes the program.
    told: Option<String>,
    /// How many actions the party had when it was last rescued (no second rescue of the
    /// same party on the way out).
    rescued_at: Option<usize>,
}

impl super::CinchApp {
    /// What the system's stop signals call: mark the stop and ask the window to close.
    pub fn stop_signal(&self, ctx: egui::Context) -> impl Fn() + Send + Sync + 'static {
        let signalled = self.stopping.signalled.clone();
        move || {
            signalled.store(true, Ordering::Relaxed);
            ctx.send_viewport_cmd(egui::ViewportCommand::Close);
            ctx.request_repaint();
        }
    }

    /// Makes sure the open party is on the disk, or in a named rescue file, now; `None`
    /// when no party is open.
    pub fn save_at_stop(&mut self) -> Option<AtStop> {
        let now = self.clock.now();
        let desk = self.desk.as_mut()?;
        let actions = desk.file.party().history().len();
        if desk.file.unsaved().is_some() && self.stopping.rescued_at == Some(actions) {
            return None;
        }
        let at_stop = desk.file.save_at_stop(now);
        if matches!(at_stop, AtStop::Rescued { .. }) {
            self.stopping.rescued_at = Some(actions);
        }
        Some(at_stop)
    }

    /// The window was asked to close: let it, once the party is safe and the host has
    /// read where it is.
    pub(super) fn close_requested(&mut self, ctx: &egui::Context) {
        if self.stopping.allowed {
            return;
        }
        let said = match self.save_at_stop() {
            None | Some(AtStop::Saved(_)) => return,
            Some(said) => said.to_string(),
        };
        if self.stopping.signalled.load(Ordering::Relaxed) {
            eprintln!("{}", crate::words::program_says(said));
            return;
        }
        ctx.send_viewport_cmd(egui::ViewportCommand::CancelClose);
        self.stopping.told = Some(said);
    }

    /// What became of the party, while the host reads it.
    pub fn stop_told(&self) -> Option<&str> {
        self.stopping.told.as_deref()
    }

    /// The dialog that names the rescue file.
    pub(super) fn stop_dialog(&mut self, ctx: &egui::Context) {
        let Some(told) = self.stopping.told.clone() else {
            return;
        };
        egui::Modal::new(egui::Id::unique("stop_told")).show(ctx, |ui| {
            ui.set_max_width(560.0);
            ui.heading(crate::words::msg::app_stop_heading());
            ui.label(told);
            ui.horizontal(|ui| {
                if ui.button(crate::words::msg::app_stop_close()).clicked() {
                    self.stopping.allowed = true;
                    ctx.send_viewport_cmd(egui::ViewportCommand::Close);
                }
                if ui.button(crate::words::msg::app_stop_keep()).clicked() {
                    self.stopping.told = None;
                }
            });
        });
    }

    /// The last chance, as the program ends however it ends.
    pub(super) fn on_exit_save(&mut self) {
        if let Some(said @ (AtStop::Rescued { .. } | AtStop::Lost { .. })) = self.save_at_stop() {
            eprintln!("{}", crate::words::program_says(said));
        }
    }
}
