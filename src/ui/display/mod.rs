//! The guest display in the window: a second window for the TV or projector, and the
//! host's preview of it on the Display screen. A thin renderer of the one stage model
//! (`view::stage`): it lays the stage out for its screen and puts each text at its place
//! in the display's font, DejaVu Sans — the font the stage was measured in, so what the
//! plan fits is whole here as in every browser. One to one in its own window, scaled in
//! the preview (laid out at the display's own size), so the preview shows exactly what
//! the room sees.

pub(in crate::ui) mod controls;
pub mod look;

use std::sync::Arc;

use crate::print::qr::Qr;
use crate::ui::display::look::{DisplayInks, inks};
use crate::view::Desk;
use crate::view::display::{DisplayMode, DisplayState};
use crate::view::stage::{Align, Area, Source, StageCode, Text, frame, page_at, stage};

/// The display's type: DejaVu Sans, regular or bold (the families the Print screen's
/// preview draws its pages with; `CinchApp::set_style` gives both). Where they were not
/// given (a bare context), egui's own, rather than no text at all.
pub fn font(ctx: &egui::Context, size: f32, bold: bool) -> egui::FontId {
    let name = if bold {
        crate::ui::PRINT_BOLD
    } else {
        crate::ui::PRINT_REGULAR
    };
    let family = egui::FontFamily::Name(name.into());
    let given = ctx.fonts(|f| f.definitions().families.contains_key(&family));
    egui::FontId::new(
        size,
        if given {
            family
        } else {
            egui::FontFamily::Proportional
        },
    )
}

/// Where the guest display is drawn: its own pixels' origin in the window and their
/// scale (its own window: one to one; the host's preview: smaller), and its inks.
#[derive(Debug, Clone, Copy)]
struct Canvas {
    origin: egui::Pos2,
    scale: f32,
    inks: DisplayInks,
}

impl Canvas {
    /// The window's rectangle of an area of the display.
    fn rect(&self, a: Area) -> egui::Rect {
        egui::Rect::from_min_size(
            self.origin + egui::vec2(a.x, a.y) * self.scale,
            egui::vec2(a.w, a.h) * self.scale,
        )
    }
}

/// What the display shows now (see `stage::rows::shown_mode`).
pub fn shown_mode(state: &DisplayState, desk: &Desk, moves_into: Option<u32>) -> DisplayMode {
    crate::view::stage::rows::shown_mode(state, desk.state(), moves_into)
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
        origin: rect.min,
        scale: 1.0,
        inks: inks(state.look),
    };
    draw(
        ui,
        canvas,
        [rect.width(), rect.height()],
        (desk, state),
        (moves_into, now),
    );
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
        origin: rect.min,
        scale: rect.width() / w,
        inks: inks(state.look),
    };
    let mut preview = ui.new_child(egui::UiBuilder::new().max_rect(rect).id_salt("preview"));
    preview.set_clip_rect(rect.intersect(ui.clip_rect()));
    // The guests' language, as on the display itself (a host's trial saw the preview in
    // the window's German and the television in Spanish: "O" is East in one, West in
    // the other).
    let lang = crate::words::Lang::of_party(&desk.state().settings);
    crate::words::speaking(lang, || {
        draw(
            &mut preview,
            canvas,
            [w, h],
            (desk, state),
            (moves_into, now),
        );
    });
}

/// The preview's height for a width: the display's own shape.
pub(in crate::ui) fn preview_height(state: &DisplayState, width: f32) -> f32 {
    let [w, h] = state.screen.map(|v| v.max(1) as f32);
    width * h / w
}

/// The stage for a screen of `size`, drawn: the ground, then the texts of the page up.
fn draw(
    ui: &mut egui::Ui,
    canvas: Canvas,
    [w, h]: [f32; 2],
    (desk, state): (&Desk, &DisplayState),
    (moves_into, now): (Option<u32>, chrono::DateTime<chrono::Utc>),
) {
    let f = frame(w, h);
    let shown = stage(&Source::of_desk(desk), (state, moves_into), &f, now);
    ui.painter()
        .rect_filled(canvas.rect(f.screen()), 0.0, canvas.inks.ground);
    // Pages turn and the clock ticks on their own: drawn again just then, and only then
    // (a still screen twice a second kept a laptop's processor busy: a host's trial).
    let time = ui.input(|i| i.time);
    if let Some(wait) = next_change(&shown, time, now) {
        ui.ctx().request_repaint_after(wait);
    }
    let page = page_at(shown.pages, time);
    let mut display = ui.new_child(
        egui::UiBuilder::new()
            .max_rect(canvas.rect(f.screen()))
            .id_salt("guest_display"),
    );
    for text in shown.texts.iter().filter(|t| t.on(page)) {
        put(&mut display, &canvas, text);
    }
    if let Some(code) = &shown.code {
        put_code(&mut display, &canvas, code);
    }
}

/// When the stage changes by itself next: the clock's next second, or the next page.
fn next_change(
    shown: &crate::view::stage::Stage,
    time: f64,
    now: chrono::DateTime<chrono::Utc>,
) -> Option<std::time::Duration> {
    use crate::view::stage::PAGE_SECONDS;
    let tick = shown.clock.as_ref().map(|_| {
        let into = f64::from(now.timestamp_subsec_millis()) / 1000.0;
        1.0 - into
    });
    let turn = (shown.pages > 1).then(|| PAGE_SECONDS - time.rem_euclid(PAGE_SECONDS));
    let wait = match (tick, turn) {
        (Some(a), Some(b)) => a.min(b),
        (a, b) => a.or(b)?,
    };
    // A little after the change, never a busy loop.
    Some(std::time::Duration::from_secs_f64(wait.max(0.05) + 0.01))
}

/// The door's QR code where the stage puts it, and heard as what it is for.
fn put_code(ui: &mut egui::Ui, canvas: &Canvas, code: &StageCode) {
    let rect = canvas.rect(code.area);
    if let Some(qr) = Qr::of(&code.link) {
        crate::ui::phones::paint_code_in(&ui.painter_at(rect), rect, &qr);
    }
    let heard = ui.allocate_rect(rect, egui::Sense::hover());
    let words = crate::words::display::code_heard(&code.link);
    heard.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, &words));
}

/// A text where the stage puts it: each line in its row of the text's box, vertically
/// centred, aligned as it says, in the display's font (it was measured to fit); and the
/// box heard as one label, its words as they are read.
fn put(ui: &mut egui::Ui, canvas: &Canvas, text: &Text) {
    let font = font(ui.ctx(), text.size * canvas.scale, text.bold);
    let area = canvas.rect(text.area);
    let row = text.row_height() * canvas.scale;
    let painter = ui.painter().clone();
    for (n, line) in text.lines.iter().enumerate() {
        let mut job = egui::text::LayoutJob::default();
        for part in line {
            let format = egui::TextFormat::simple(font.clone(), canvas.inks.of(part.ink));
            job.append(&part.words, 0.0, format);
        }
        job.wrap.max_width = f32::INFINITY;
        let galley: Arc<egui::Galley> = painter.layout_job(job);
        let size = galley.size();
        let x = match text.align {
            Align::Left => area.left(),
            Align::Centre => area.center().x - size.x / 2.0,
            Align::Right => area.right() - size.x,
        };
        let y = area.top() + row * (n as f32 + 0.5) - size.y / 2.0;
        painter.galley(egui::pos2(x, y), galley, canvas.inks.text);
    }
    let heard = ui.allocate_rect(area, egui::Sense::hover());
    let words = text.words();
    heard.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &words));
}
