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

/// Whether a one-line label shows fewer letters than its words (cut with "…").
pub fn is_cut(ctx: &egui::Context, shown: &Shown) -> bool {
    let size = text_size(ctx, shown.rect.height());
    let full = ctx.fonts_mut(|f| {
        f.layout_no_wrap(
            shown.words.clone(),
            egui::FontId::proportional(size),
            egui::Color32::WHITE,
        )
        .size()
        .x
    });
    // The size read back from a height is within a pixel: a cut name loses a letter or
    // more (5 % of a name and up), more than that.
    shown.rect.width() < full * 0.97
}

/// The text size a one-line label of this height was drawn at (the largest whose row
/// is no taller; egui rounds a row's height to its pixels).
pub fn text_size(ctx: &egui::Context, height: f32) -> f32 {
    let row = |size: f32| ctx.fonts_mut(|f| f.row_height(&egui::FontId::proportional(size)));
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
