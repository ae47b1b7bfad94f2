//! What the guest display shows a room: its labels, and whether one is cut.

use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};

/// A label on the display: its words and where.
#[derive(Debug, Clone)]
pub struct Shown {
    pub words: String,
    pub rect: egui::Rect,
}

pub fn labels<S>(h: &Harness<'_, S>) -> Vec<Shown> {
    h.query_all_by_role(Role::Label)
        .map(|n| Shown {
            words: n.accesskit_node().value().unwrap_or_default().to_string(),
            rect: n.rect(),
        })
        .collect()
}

/// The fonts a display's label may be drawn in: egui's own, or DejaVu Sans (regular or
/// bold), the display's.
fn families() -> [egui::FontFamily; 3] {
    [
        egui::FontFamily::Proportional,
        egui::FontFamily::Name(cinch_party::ui::PRINT_REGULAR.into()),
        egui::FontFamily::Name(cinch_party::ui::PRINT_BOLD.into()),
    ]
}

/// Whether a one-line label shows fewer letters than its words (cut with "…"): narrower
/// than its words in whichever of the display's fonts it was drawn.
pub fn is_cut(ctx: &egui::Context, shown: &Shown) -> bool {
    families().into_iter().all(|family| {
        let size = text_size_in(ctx, shown.rect.height(), &family);
        let full = ctx.fonts_mut(|f| {
            f.layout_no_wrap(
                shown.words.clone(),
                egui::FontId::new(size, family.clone()),
                egui::Color32::WHITE,
            )
            .size()
            .x
        });
        // The size read back from a height is within a pixel: a cut name loses a letter
        // or more (5 % of a name and up), more than that.
        shown.rect.width() < full * 0.97
    })
}

/// The text size a one-line label of this height was drawn at in the display's font
/// (the largest whose row is no taller; egui rounds a row's height to its pixels).
pub fn text_size(ctx: &egui::Context, height: f32) -> f32 {
    let [_, regular, _] = families();
    text_size_in(ctx, height, &regular)
}

/// [`text_size`] in one font.
fn text_size_in(ctx: &egui::Context, height: f32, family: &egui::FontFamily) -> f32 {
    let row = |size: f32| ctx.fonts_mut(|f| f.row_height(&egui::FontId::new(size, family.clone())));
    let (mut low, mut high) = (1.0_f32, 400.0_f32);
    for _ in 0..30 {
        let mid = (low + high) / 2.0;
        if row(mid) <= height + 0.01 {
            low = mid;
        } else {
            high = mid;
        }
    }
    low
}
