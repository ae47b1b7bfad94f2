//! The guest display's own window, for the television or projector.

use crate::ui;
use crate::view::{Command, DisplayCommand, DisplayState};

use super::CinchApp;

/// The guest display's window.
#[derive(Default)]
pub(super) struct GuestDisplay {
    /// What it shows.
    pub(super) state: DisplayState,
    /// The full-screen state last sent to its window.
    pub(super) fullscreen_sent: bool,
}

/// The guest display's window.
fn display_viewport() -> egui::ViewportId {
    egui::ViewportId::from_hash_of("cinch_guest_display")
}

impl CinchApp {
    /// The guest display's window, when open.
    pub(super) fn guest_display(
        &mut self,
        ctx: &egui::Context,
        now: chrono::DateTime<chrono::Utc>,
        commands: &mut Vec<Command>,
    ) {
        let (true, Some(desk)) = (self.display.state.open, &self.desk) else {
            self.display.fullscreen_sent = false;
            return;
        };
        let (display, moves_into) = (&self.display.state, self.session.moves_into);
        let closed = ctx.show_viewport_immediate(
            display_viewport(),
            egui::ViewportBuilder::default()
                .with_title("cinch-party: for the guests")
                .with_inner_size([1280.0, 720.0]),
            |ui, _class| {
                egui::CentralPanel::default()
                    .frame(egui::Frame::NONE)
                    .show(ui, |ui| {
                        ui::guest_display_ui(ui, desk, display, moves_into, now);
                    });
                ui.ctx().input(|i| i.viewport().close_requested())
            },
        );
        if closed {
            commands.push(Command::Display(DisplayCommand::Open(false)));
        }
        if self.display.state.fullscreen != self.display.fullscreen_sent {
            ctx.send_viewport_cmd_to(
                display_viewport(),
                egui::ViewportCommand::Fullscreen(self.display.state.fullscreen),
            );
            self.display.fullscreen_sent = self.display.state.fullscreen;
        }
    }
}
