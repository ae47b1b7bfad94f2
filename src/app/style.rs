//! The window's look: large, calm, readable from a standing position, in two themes:
//! a dark one for a dim room and a light one for a bright living room or a washed-out
//! projector (warm paper, deep inks). Both keep every text at WCAG AA contrast (4.5:1)
//! against every background it sits on (tests/theme.rs walks them). The system's
//! preference is followed unless the host chose one on the Party screen (remembered).

use egui::{Color32, ThemePreference};

use super::CinchApp;
use crate::ui::widgets;

/// A remembered zoom, read back: a number within egui's sensible range, else none.
pub fn zoom_from_word(word: &str) -> Option<f32> {
    word.trim()
        .parse::<f32>()
        .ok()
        .filter(|z| z.is_finite() && (0.5..=3.0).contains(z))
}

/// The host's choice of look as remembered ("system", "light", "dark").
pub fn theme_word(preference: ThemePreference) -> &'static str {
    match preference {
        ThemePreference::System => "system",
        ThemePreference::Light => "light",
        ThemePreference::Dark => "dark",
    }
}

/// The look remembered under a word; the system's for anything else.
pub fn theme_from_word(word: &str) -> ThemePreference {
    match word {
        "light" => ThemePreference::Light,
        "dark" => ThemePreference::Dark,
        _ => ThemePreference::System,
    }
}

/// Puts back the look and the zoom the host chose last time (kept in eframe's storage).
pub fn apply_remembered(ctx: &egui::Context, storage: &dyn eframe::Storage) {
    let kept = super::Preferences::read(storage);
    if let Some(look) = kept.theme {
        ctx.set_theme(look);
    }
    // The zoom the host chose (Ctrl+Plus / Minus), for a host who reads from a step back.
    if let Some(zoom) = kept.zoom {
        ctx.set_zoom_factor(zoom);
    }
}

/// The light look's paper and inks.
fn light_visuals(visuals: &mut egui::Visuals) {
    let paper = Color32::from_rgb(250, 247, 240);
    let ink = Color32::from_rgb(28, 28, 32);
    visuals.panel_fill = paper;
    visuals.window_fill = paper;
    visuals.faint_bg_color = Color32::from_rgb(238, 232, 220);
    visuals.extreme_bg_color = Color32::WHITE;
    visuals.code_bg_color = Color32::from_rgb(236, 230, 218);
    visuals.override_text_color = Some(ink);
    visuals.weak_text_color = Some(Color32::from_rgb(92, 88, 82));
    visuals.hyperlink_color = Color32::from_rgb(0, 84, 160);
    visuals.warn_fg_color = widgets::WAIT_ON_LIGHT;
    visuals.error_fg_color = widgets::BAD_ON_LIGHT;
    visuals.selection.bg_fill = Color32::from_rgb(180, 210, 245);
    visuals.selection.stroke.color = Color32::from_rgb(0, 60, 130);
    // Buttons a shade darker than the paper, so they read as buttons.
    for w in [
        &mut visuals.widgets.inactive,
        &mut visuals.widgets.hovered,
        &mut visuals.widgets.active,
    ] {
        w.fg_stroke.color = ink;
    }
    visuals.widgets.inactive.weak_bg_fill = Color32::from_rgb(226, 219, 204);
    visuals.widgets.inactive.bg_fill = Color32::from_rgb(226, 219, 204);
    visuals.widgets.hovered.weak_bg_fill = Color32::from_rgb(212, 203, 186);
    visuals.widgets.hovered.bg_fill = Color32::from_rgb(212, 203, 186);
    visuals.widgets.noninteractive.fg_stroke.color = ink;
    // Every control's edge drawn in a mid brown, so an unticked box or radio button
    // stands out from the paper (3:1, as WCAG asks of a control's outline).
    visuals.widgets.inactive.bg_stroke = egui::Stroke::new(1.0, Color32::from_rgb(128, 116, 98));
}

/// The dark look: egui's, with the program's status colours and brighter weak text.
fn dark_visuals(visuals: &mut egui::Visuals) {
    visuals.weak_text_color = Some(Color32::from_gray(150));
    visuals.warn_fg_color = widgets::WAIT;
    visuals.error_fg_color = widgets::BAD;
    visuals.widgets.noninteractive.fg_stroke.color = Color32::from_gray(205);
    visuals.widgets.inactive.fg_stroke.color = Color32::from_gray(220);
}

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
            (crate::ui::PRINT_REGULAR, crate::fonts::DEJAVU_SANS),
            (crate::ui::PRINT_BOLD, crate::fonts::DEJAVU_SANS_BOLD),
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
            // Scroll bars always shown, beside what they scroll: egui's float unseen until
            // the pointer comes near, so a long list (the Season screen's members, issue
            // 54) looked as if it ended at the window's foot.
            style.spacing.scroll = egui::style::ScrollStyle {
                bar_width: 8.0,
                ..egui::style::ScrollStyle::solid()
            };
            if style.visuals.dark_mode {
                dark_visuals(&mut style.visuals);
            } else {
                light_visuals(&mut style.visuals);
            }
            // A steady text cursor (the focus ring marks the box): an idle window with a
            // box ready for typing then draws nothing until something changes.
            style.visuals.text_cursor.blink = false;
        });
    }
}

/// Whether a window of `inner` size (as remembered from the last run) no longer fits
/// the screen it opened on, and is better maximised.
pub fn outgrows_screen(inner: Option<egui::Rect>, monitor: Option<egui::Vec2>) -> bool {
    match (inner, monitor) {
        (Some(inner), Some(monitor)) => {
            inner.width() > monitor.x + 1.0 || inner.height() > monitor.y + 1.0
        }
        _ => false,
    }
}
