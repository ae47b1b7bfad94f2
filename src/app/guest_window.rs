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
    /// Its window was open when the program last stopped (a crash, a host's trial): it
    /// opens again with the next party opened, which is the party carried on with.
    pub(super) reopen: bool,
}

impl GuestDisplay {
    /// Another party opened: the display starts again at its welcome, closed unless it
    /// was open when the program last stopped.
    pub(super) fn another_party(&mut self) {
        self.state.another_party();
        self.state.open = std::mem::take(&mut self.reopen);
    }

    /// Whether its window is to be open the next time the program starts.
    pub(super) fn open_next_time(&self) -> bool {
        self.state.open || self.reopen
    }
}

/// The guest display's first size: a television's shape.
const DISPLAY_SIZE: egui::Vec2 = egui::vec2(1280.0, 720.0);

/// Where the guest display's window opens, given the host's window and the size of the
/// screen it is on (when the system says): beside the host's window, right or left, when
/// that screen has room. `None`: the system places it (egui cannot list the screens, so
/// a second screen is not guessed at: a window sent to one that is not there would be
/// lost off the edge).
pub fn display_position(
    host: Option<egui::Rect>,
    monitor: Option<egui::Vec2>,
) -> Option<egui::Pos2> {
    let (host, monitor) = (host?, monitor?);
    let gap = 8.0;
    if host.right() + gap + DISPLAY_SIZE.x <= monitor.x {
        Some(egui::pos2(host.right() + gap, host.top()))
    } else if host.left() - gap - DISPLAY_SIZE.x >= 0.0 {
        Some(egui::pos2(host.left() - gap - DISPLAY_SIZE.x, host.top()))
    } else {
        None
    }
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
        let (host, monitor) = ctx.input(|i| (i.viewport().outer_rect, i.viewport().monitor_size));
        let mut builder = egui::ViewportBuilder::default()
            .with_title(crate::words::msg::app_guest_window())
            .with_inner_size(DISPLAY_SIZE)
            .with_icon(crate::icon::window_icon());
        if let Some(at) = display_position(host, monitor) {
            builder = builder.with_position(at);
        }
        let (closed, size) =
            ctx.show_viewport_immediate(display_viewport(), builder, |ui, _class| {
                egui::CentralPanel::default()
                    .frame(egui::Frame::NONE)
                    .show(ui, |ui| {
                        // The guests' language, whatever the host's window speaks.
                        let lang = crate::words::Lang::of_party(&desk.state().settings);
                        crate::words::speaking(lang, || {
                            ui::guest_display_ui(ui, desk, display, moves_into, now);
                        });
                    });
                let size = ui.ctx().content_rect().size();
                (ui.ctx().input(|i| i.viewport().close_requested()), size)
            });
        if closed {
            commands.push(Command::Display(DisplayCommand::Open(false)));
        }
        // The screen it is on, for the host's preview (laid out at the same size).
        let screen = [size.x.round() as u32, size.y.round() as u32];
        if screen.iter().all(|v| *v >= 100) && screen != display.screen {
            commands.push(Command::Display(DisplayCommand::Screen(screen)));
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

#[cfg(test)]
mod tests {
    use super::*;

    fn rect(x: f32, y: f32, w: f32, h: f32) -> egui::Rect {
        egui::Rect::from_min_size(egui::pos2(x, y), egui::vec2(w, h))
    }

    #[test]
    fn the_guest_display_opens_beside_the_host_when_the_screen_has_room() {
        let wide = egui::vec2(3840.0, 2160.0);
        // Room to the right on a wide screen: beside.
        assert_eq!(
            display_position(Some(rect(0.0, 0.0, 1366.0, 768.0)), Some(wide)),
            Some(egui::pos2(1374.0, 0.0))
        );
        // Room only to the left.
        assert_eq!(
            display_position(Some(rect(2500.0, 40.0, 1300.0, 768.0)), Some(wide)),
            Some(egui::pos2(1212.0, 40.0))
        );
        // A laptop's screen filled by the host: the system places it.
        assert_eq!(
            display_position(
                Some(rect(0.0, 0.0, 1366.0, 768.0)),
                Some(egui::vec2(1366.0, 768.0))
            ),
            None
        );
        // Nothing known: the system decides.
        assert_eq!(display_position(None, Some(wide)), None);
    }
}
