//! The window's look: large, calm, readable from a standing position.

use super::CinchApp;

impl CinchApp {
    /// Sets the look: large, calm, readable from a standing position; and DejaVu Sans
    /// behind egui's own fonts, for the arrows and star shapes they lack (the same font
    /// as the print-outs).
    pub fn set_style(ctx: &egui::Context) {
        use egui::epaint::text::{FontInsert, FontPriority, InsertFontFamily};
        use egui::{FontId, TextStyle};
        ctx.add_font(FontInsert::new(
            "DejaVuSans",
            egui::FontData::from_static(crate::ui::widgets::DEJAVU_SANS),
            vec![
                InsertFontFamily {
                    family: egui::FontFamily::Proportional,
                    priority: FontPriority::Lowest,
                },
                InsertFontFamily {
                    family: egui::FontFamily::Monospace,
                    priority: FontPriority::Lowest,
                },
            ],
        ));
        // The print-outs' fonts, under names of their own, for the Print screen's preview.
        for (name, data) in [
            (crate::ui::PRINT_REGULAR, crate::print::fonts::DEJAVU_SANS),
            (crate::ui::PRINT_BOLD, crate::print::fonts::DEJAVU_SANS_BOLD),
        ] {
            ctx.add_font(FontInsert::new(
                name,
                egui::FontData::from_static(data),
                vec![InsertFontFamily {
                    family: egui::FontFamily::Name(name.into()),
                    priority: FontPriority::Highest,
                }],
            ));
        }
        ctx.all_styles_mut(|style| {
            style.text_styles = [
                (TextStyle::Small, FontId::proportional(14.0)),
                (TextStyle::Body, FontId::proportional(18.0)),
                (TextStyle::Button, FontId::proportional(18.0)),
                (TextStyle::Monospace, FontId::monospace(17.0)),
                (TextStyle::Heading, FontId::proportional(28.0)),
            ]
            .into();
            style.spacing.item_spacing = egui::vec2(10.0, 8.0);
            style.spacing.button_padding = egui::vec2(12.0, 6.0);
            style.spacing.interact_size.y = 30.0;
            // A steady text cursor (the focus ring marks the box): an idle window with a
            // box ready for typing then draws nothing until something changes.
            style.visuals.text_cursor.blink = false;
        });
    }
}
