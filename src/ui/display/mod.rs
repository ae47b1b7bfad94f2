//! The guest display: a second window for the TV or projector, showing only what guests
//! need, in type readable from across a room (the main numbers at least a twelfth of the
//! screen's height, nothing under the promised smallest size): where to sit, the time
//! left and the tables still playing, the standings, and the prize ceremony, one prize
//! at a time. Drawn from one plan in the display's own pixels (`view::display_plan`):
//! one to one in its window, scaled in the host's preview, so the preview shows exactly
//! what the room sees.

pub(in crate::ui) mod ceremony;
pub(in crate::ui) mod controls;
pub(in crate::ui) mod duplicate;
pub(in crate::ui) mod lists;
pub mod look;
pub(in crate::ui) mod season;

use egui::{Color32, RichText};

use crate::rules::{GuestId, Phase, StarColour};
use crate::ui::display::look::{DisplayInks, inks};
use crate::view::Desk;
use crate::view::display::{DisplayMode, DisplayState};
use crate::view::display_plan::{Area, Frame, frame};
use crate::words::star_symbol;

/// Where the guest display is drawn and how: its frame in its own pixels, where those
/// land in the window (its own window: one to one; the host's preview: scaled), and the
/// inks of its look.
#[derive(Debug, Clone, Copy)]
pub(in crate::ui) struct Canvas {
    /// The display's frame, in its own pixels.
    pub frame: Frame,
    origin: egui::Pos2,
    scale: f32,
    /// The inks of the display's look.
    pub inks: DisplayInks,
}

impl Canvas {
    /// The window's rectangle of an area of the display.
    pub fn rect(&self, a: Area) -> egui::Rect {
        egui::Rect::from_min_size(
            self.origin + egui::vec2(a.x, a.y) * self.scale,
            egui::vec2(a.w, a.h) * self.scale,
        )
    }

    /// A length or text size of the display, in the window.
    pub fn px(&self, v: f32) -> f32 {
        v * self.scale
    }

    /// The main unit of size, in the window.
    pub fn unit(&self) -> f32 {
        self.px(self.frame.unit)
    }
}

/// What the display shows now (see `display_rows::shown_mode`).
pub fn shown_mode(state: &DisplayState, desk: &Desk, moves_into: Option<u32>) -> DisplayMode {
    crate::view::display_rows::shown_mode(state, desk.state(), moves_into)
}

/// Draws the guest display into `ui` (the second window's whole area).
pub fn guest_display_ui(
    ui: &mut egui::Ui,
    desk: &Desk,
    state: &DisplayState,
    moves_into: Option<u32>,
    now: chrono::DateTime<chrono::Utc>,
) {
    let rect = ui.max_rect();
    let canvas = Canvas {
        frame: frame(rect.width(), rect.height()),
        origin: rect.min,
        scale: 1.0,
        inks: inks(state.look),
    };
    draw(ui, canvas, desk, state, (moves_into, now));
}

/// Draws the guest display scaled into `rect` of the host's window, laid out as on its
/// own screen (`state.screen`), so names whole there are whole here.
pub(in crate::ui) fn guest_display_preview(
    ui: &mut egui::Ui,
    rect: egui::Rect,
    desk: &Desk,
    state: &DisplayState,
    (moves_into, now): (Option<u32>, chrono::DateTime<chrono::Utc>),
) {
    let [w, h] = state.screen.map(|v| v.max(1) as f32);
    let canvas = Canvas {
        frame: frame(w, h),
        origin: rect.min,
        scale: rect.width() / w,
        inks: inks(state.look),
    };
    let mut preview = ui.new_child(egui::UiBuilder::new().max_rect(rect).id_salt("preview"));
    preview.set_clip_rect(rect);
    draw(&mut preview, canvas, desk, state, (moves_into, now));
}

/// The preview's height for a width: the display's own shape.
pub(in crate::ui) fn preview_height(state: &DisplayState, width: f32) -> f32 {
    let [w, h] = state.screen.map(|v| v.max(1) as f32);
    width * h / w
}

fn draw(
    ui: &mut egui::Ui,
    canvas: Canvas,
    desk: &Desk,
    state: &DisplayState,
    (moves_into, now): (Option<u32>, chrono::DateTime<chrono::Utc>),
) {
    let f = canvas.frame;
    let whole = canvas.rect(Area {
        x: 0.0,
        y: 0.0,
        w: f.width,
        h: f.height,
    });
    ui.painter().rect_filled(whole, 0.0, canvas.inks.ground);
    let inner = canvas.rect(Area {
        h: f.body.bottom() - f.title.y,
        ..f.title
    });
    let mut ui = ui.new_child(
        egui::UiBuilder::new()
            .max_rect(inner)
            .id_salt("guest_display"),
    );
    let ui = &mut ui;
    let time = ui.input(|i| i.time);
    let mode = shown_mode(state, desk, moves_into);
    if mode == DisplayMode::Season {
        crate::ui::display::season::season_board_ui(ui, &canvas, state.season.as_deref());
        return;
    }
    // Pages turn and the clock ticks on their own.
    ui.ctx()
        .request_repaint_after(std::time::Duration::from_millis(500));
    if let Some(dup) = desk.duplicate() {
        crate::ui::display::duplicate::dup_display_ui(
            ui,
            &canvas,
            desk,
            dup,
            (mode, state),
            (time, now),
        );
        return;
    }
    match mode {
        DisplayMode::Auto | DisplayMode::Seats => lists::seats_ui(ui, &canvas, desk, time),
        DisplayMode::Round => round_ui(ui, &canvas, desk, now),
        DisplayMode::Standings => lists::standings_ui(ui, &canvas, desk, time),
        DisplayMode::Ceremony => {
            crate::ui::display::ceremony::ceremony_ui(ui, &canvas, desk, state)
        }
        DisplayMode::Guest(guest) => guest_evening_ui(ui, &canvas, desk, guest),
        // Drawn above, for either kind of evening.
        DisplayMode::Season => {}
    }
}

/// A title in the title's ink, `size` in the window's pixels.
pub(in crate::ui) fn heading(ui: &mut egui::Ui, canvas: &Canvas, text: &str, size: f32) {
    ui.label(
        RichText::new(text)
            .size(size)
            .strong()
            .color(canvas.inks.title),
    );
}

/// The last word of the evening: when it ended, and thanks.
pub(in crate::ui) fn evening_over_ui(ui: &mut egui::Ui, canvas: &Canvas, desk: &Desk) {
    let unit = canvas.unit();
    ui.vertical_centered(|ui| {
        ui.add_space(unit * 3.0);
        heading(
            ui,
            canvas,
            &crate::words::evening_ended(desk.state()),
            unit * 1.1,
        );
        ui.label(
            RichText::new(crate::words::THANKS)
                .size(unit * 0.9)
                .color(canvas.inks.text),
        );
    });
}

fn round_ui(ui: &mut egui::Ui, canvas: &Canvas, desk: &Desk, now: chrono::DateTime<chrono::Utc>) {
    let party = desk.state();
    if party.phase() == Phase::Finished {
        evening_over_ui(ui, canvas, desk);
        return;
    }
    let (Some(round), Some(clock)) = (
        party.star().and_then(|star| star.current_round()),
        party.round_clock(),
    ) else {
        return;
    };
    let (unit, inks) = (canvas.unit(), canvas.inks);
    ui.vertical_centered(|ui| {
        heading(
            ui,
            canvas,
            &crate::words::round_of(party, round.number),
            unit * 1.2,
        );
        clock_ui(ui, canvas, &clock, now);
        ui.add_space(unit * 0.5);
        let line = crate::view::display_rows::still_playing(&round.unreported());
        ui.label(RichText::new(line).size(unit).color(inks.waiting));
        if party.bell_ends_evening(now) {
            ui.label(
                RichText::new("This is the last round.")
                    .size(unit * 0.8)
                    .color(inks.accent),
            );
        }
    });
}

/// The time left in the round, as large as the display allows, and whether it is paused.
pub(in crate::ui) fn clock_ui(
    ui: &mut egui::Ui,
    canvas: &Canvas,
    clock: &crate::rules::RoundClock,
    now: chrono::DateTime<chrono::Utc>,
) {
    let unit = canvas.unit();
    let left = clock.left(now).num_seconds();
    let text = if left > 0 {
        format!("{}:{:02}", left / 60, left % 60)
    } else {
        "Time is up".to_owned()
    };
    let paused = if clock.is_paused() { "  (paused)" } else { "" };
    ui.label(
        RichText::new(format!("{text}{paused}"))
            .size(unit * 3.0)
            .strong()
            .color(canvas.inks.text),
    );
    ui.label(
        RichText::new("left in this round")
            .size(unit * 0.6)
            .color(canvas.inks.quiet),
    );
}

/// The three counts of stars on one line, each in its colour and shape, centred: one
/// label, so it centres as a whole under what is above it.
pub(in crate::ui) fn stars_line(
    ui: &mut egui::Ui,
    canvas: &Canvas,
    stars: crate::rules::Stars,
    size: f32,
) {
    let mut job = egui::text::LayoutJob::default();
    for (i, colour) in StarColour::ALL.into_iter().enumerate() {
        let text = format!(
            "{} {} {}",
            star_symbol(colour),
            stars.of(colour),
            crate::words::star(colour)
        );
        let format = egui::TextFormat {
            font_id: egui::FontId::proportional(size),
            color: canvas.inks.star(colour),
            ..egui::TextFormat::default()
        };
        job.append(&text, if i == 0 { 0.0 } else { size * 1.2 }, format);
    }
    ui.label(job);
}

/// One guest's evening, large: a line a round with the star it gave, and the totals.
fn guest_evening_ui(ui: &mut egui::Ui, canvas: &Canvas, desk: &Desk, guest: GuestId) {
    let (unit, inks) = (canvas.unit(), canvas.inks);
    let Some(evening) = desk.evening_of(guest) else {
        return;
    };
    ui.vertical_centered(|ui| {
        heading(ui, canvas, &format!("{}'s evening", evening.name), unit);
        stars_line(ui, canvas, evening.stars, unit * 0.7);
    });
    ui.add_space(unit * 0.2);
    // As many rounds as fit, the latest kept when there are more.
    let rows = ((ui.available_height() / (unit * 0.55)).floor() as usize).max(1);
    let skip = evening.rounds.len().saturating_sub(rows);
    for round in evening.rounds.iter().skip(skip) {
        ui.horizontal(|ui| {
            match round.star {
                Some(c) => ui.label(
                    RichText::new(format!("{} {}", star_symbol(c), crate::words::star(c)))
                        .size(unit * 0.4)
                        .color(inks.star(c)),
                ),
                None => ui.label(RichText::new("   –   ").size(unit * 0.4)),
            };
            ui.label(
                RichText::new(format!("Round {}: {}", round.round, round.words()))
                    .size(unit * 0.38)
                    .color(inks.text),
            );
        });
    }
}

/// A line of `text` in `colour` at `size` (window pixels), wrapped to the width.
pub(in crate::ui) fn line(ui: &mut egui::Ui, text: &str, size: f32, colour: Color32) {
    ui.add(egui::Label::new(RichText::new(text).size(size).color(colour)).wrap());
}
