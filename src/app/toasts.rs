//! Messages for the host: each error or notice shown once, in words, in a strip along the
//! bottom of the window, until it fades, is clicked away, or a newer message of its kind
//! takes its place: one error and one notice at most, so messages never stack over the
//! screen. An error also goes as soon as its cause is fixed: the next action the rules
//! accept clears it.

use egui::{Color32, RichText};

/// How long a message stays, in seconds.
const ERROR_SECONDS: f64 = 10.0;
const NOTICE_SECONDS: f64 = 5.0;

/// One message.
#[derive(Debug, Clone, PartialEq)]
pub struct Toast {
    /// The words.
    pub text: String,
    /// An error (red, stays longer) or a notice.
    pub error: bool,
    /// When it appeared (egui time); `None` until first shown.
    since: Option<f64>,
}

/// The messages on show.
#[derive(Debug, Default)]
pub struct Toasts {
    items: Vec<Toast>,
}

impl Toasts {
    /// Adds an error message.
    pub fn error(&mut self, text: impl Into<String>) {
        self.push(text.into(), true);
    }

    /// Adds a notice.
    pub fn notice(&mut self, text: impl Into<String>) {
        self.push(text.into(), false);
    }

    fn push(&mut self, text: String, error: bool) {
        // One of each kind: the newer error (or notice) takes the older one's place.
        self.items.retain(|t| t.error != error);
        self.items.push(Toast {
            text,
            error,
            since: None,
        });
    }

    /// Takes away the errors on show: what they complained of has been put right (an
    /// action was accepted since).
    pub fn clear_errors(&mut self) {
        self.items.retain(|t| !t.error);
    }

    /// Whether a message waits to be drawn for the first time.
    pub fn has_new(&self) -> bool {
        self.items.iter().any(|t| t.since.is_none())
    }

    /// The messages on show, oldest first.
    pub fn items(&self) -> &[Toast] {
        &self.items
    }

    /// Draws the messages in a strip along the bottom of the window, which the screens
    /// make room for, so a message never covers a control; a click dismisses one.
    pub fn show(&mut self, ui: &mut egui::Ui, time: f64) {
        let ctx = ui.ctx().clone();
        self.items.retain(|t| {
            let life = if t.error {
                ERROR_SECONDS
            } else {
                NOTICE_SECONDS
            };
            t.since.is_none_or(|since| time - since < life)
        });
        if self.items.is_empty() {
            return;
        }
        let mut dismissed = None;
        egui::Panel::bottom("messages")
            .resizable(false)
            .show(ui, |ui| {
                ui.add_space(4.0);
                for (i, toast) in self.items.iter_mut().enumerate() {
                    toast.since.get_or_insert(time);
                    let (fill, stroke) = if toast.error {
                        (
                            Color32::from_rgb(120, 20, 20),
                            Color32::from_rgb(230, 120, 120),
                        )
                    } else {
                        (
                            Color32::from_rgb(30, 60, 90),
                            Color32::from_rgb(120, 170, 220),
                        )
                    };
                    let frame = egui::Frame::new()
                        .fill(fill)
                        .stroke(egui::Stroke::new(1.5, stroke))
                        .corner_radius(8.0)
                        .inner_margin(12.0);
                    let error = toast.error;
                    let response = frame
                        .show(ui, |ui| {
                            let label = ui.label(RichText::new(&toast.text).color(Color32::WHITE));
                            // Heard as well as seen (issue 32 §5).
                            crate::ui::live::speak_widget(ui, label.id, error);
                        })
                        .response
                        .interact(egui::Sense::click());
                    if response.clicked() {
                        dismissed = Some(i);
                    }
                }
                ui.add_space(2.0);
            });
        if let Some(i) = dismissed {
            self.items.remove(i);
        }
        ctx.request_repaint_after(std::time::Duration::from_millis(500));
    }
}
