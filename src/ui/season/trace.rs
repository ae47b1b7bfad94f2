//! A member's season (R-SEASON-7): every evening they played, what it gave them, and
//! whether it was among the best that count; opened by Enter on a ladder's row, or found
//! by name (Ctrl+F on the Season screen). Esc closes it.

use egui::RichText;

use crate::season::members::member_key;
use crate::season::report::gave_words;
use crate::season::{EveningRead, Gave, Who};
use crate::ui::widgets;
use crate::view::season::SeasonView;
use crate::words::msg;

/// The most names the finder lists.
const SHOWN: usize = 12;

/// The finder and the trace shown.
#[derive(Default)]
pub struct TracePanel {
    finding: bool,
    typed: String,
    selected: usize,
    focus: bool,
    showing: Option<Who>,
}

impl TracePanel {
    /// Opens the finder, empty, with the cursor in it.
    pub fn find(&mut self) {
        *self = TracePanel {
            finding: true,
            focus: true,
            ..TracePanel::default()
        };
    }

    /// Shows someone's season.
    pub fn show(&mut self, who: Who) {
        self.finding = false;
        self.showing = Some(who);
    }

    /// Whose season is shown.
    pub fn showing(&self) -> Option<&Who> {
        self.showing.as_ref()
    }
}

/// The people whose name has a word starting with what was typed, by name.
fn find(season: &SeasonView, typed: &str) -> Vec<(Who, String)> {
    let key = member_key(typed);
    let Some(s) = &season.season else {
        return Vec::new();
    };
    let mut found: Vec<(Who, String)> = s
        .table
        .traces
        .values()
        .filter(|t| {
            // A member is found by any of their spellings ("Bob" finds Robert Baker).
            let spellings = match &t.who {
                Who::Member(m) => season.members.spellings(*m),
                Who::Guest(_) => vec![member_key(&t.name)],
            };
            !key.is_empty()
                && spellings.iter().any(|name| {
                    name.starts_with(&key) || name.split(' ').any(|w| w.starts_with(&key))
                })
        })
        .map(|t| (t.who.clone(), t.name.clone()))
        .collect();
    crate::words::sort_by_name(&mut found, |a| &a.1);
    found
}

/// The finder or the trace, over the Season screen; whether one is up.
pub fn trace_panel_ui(ctx: &egui::Context, season: &SeasonView, panel: &mut TracePanel) -> bool {
    if panel.finding {
        finder_ui(ctx, season, panel);
        return true;
    }
    if let Some(who) = panel.showing.clone() {
        trace_ui(ctx, season, &who, panel);
        return true;
    }
    false
}

fn finder_ui(ctx: &egui::Context, season: &SeasonView, panel: &mut TracePanel) {
    let found = find(season, &panel.typed);
    // The arrows choose among the names while the cursor stays in the box.
    let count = found.len().min(SHOWN);
    let escape = crate::ui::keys::list::finder_keys(ctx, &mut panel.selected, count);
    let modal = egui::Modal::new(egui::Id::unique("member_finder")).show(ctx, |ui| {
        ui.set_width(420.0);
        ui.heading(msg::desk_season_find());
        let before = panel.typed.clone();
        let field = widgets::text_field_with_focus(
            ui,
            &mut panel.typed,
            &msg::desk_season_find_box(),
            400.0,
            egui::Id::unique("member_finder_box"),
            panel.focus,
        );
        if field.has_focus() {
            panel.focus = false;
        }
        if panel.typed != before {
            panel.selected = 0;
        }
        let enter = widgets::submitted(ui, &field);
        if panel.typed.trim().is_empty() {
            ui.label(msg::desk_season_find_how());
        } else if found.is_empty() {
            ui.label(RichText::new(msg::desk_season_find_nobody()).color(widgets::wait(ui)));
        }
        let mut chosen = None;
        for (i, (who, name)) in found.iter().take(SHOWN).enumerate() {
            if ui.selectable_label(i == panel.selected, name).clicked() {
                chosen = Some(who.clone());
            }
        }
        if enter {
            chosen = find(season, &panel.typed)
                .get(panel.selected)
                .map(|(w, _)| w.clone());
            if chosen.is_none() {
                panel.focus = true;
            }
        }
        chosen
    });
    if let Some(who) = modal.inner {
        panel.show(who);
    } else if escape || modal.should_close() {
        panel.finding = false;
    }
}

fn trace_ui(ctx: &egui::Context, season: &SeasonView, who: &Who, panel: &mut TracePanel) {
    let Some(s) = &season.season else {
        panel.showing = None;
        return;
    };
    let Some(trace) = s.table.trace(who) else {
        panel.showing = None;
        return;
    };
    let escape = crate::ui::keys::escape(ctx);
    let modal = egui::Modal::new(egui::Id::unique("member_trace")).show(ctx, |ui| {
        ui.set_max_width(820.0);
        ui.heading(msg::desk_season_whose(trace.name.as_str()));
        if matches!(who, Who::Guest(_)) {
            ui.label(RichText::new(msg::desk_season_not_member()).color(widgets::wait(ui)));
        }
        egui::ScrollArea::vertical()
            .max_height(ctx.content_rect().height() * 0.7)
            .show(ui, |ui| {
                egui::Grid::new("trace_lines").striped(true).show(ui, |ui| {
                    for line in &trace.lines {
                        let (title, over) = match s.evenings.get(line.evening) {
                            Some(EveningRead::Read(f)) => (f.title.clone(), f.over),
                            _ => (String::new(), false),
                        };
                        ui.label(format!("{}.", line.evening + 1));
                        ui.label(RichText::new(title).strong());
                        ui.label(gave_words(&line.gave));
                        let scoreless = matches!(line.gave, Gave::NoTray | Gave::Place { .. });
                        let counted = if !over {
                            msg::desk_season_in_play()
                        } else if scoreless {
                            msg::desk_season_no_score()
                        } else if line.counted {
                            msg::desk_season_counted_tick()
                        } else {
                            msg::desk_season_not_best()
                        };
                        ui.label(counted);
                        ui.end_row();
                    }
                });
            });
        ui.button(msg::desk_season_close()).clicked()
    });
    if modal.inner || escape || modal.should_close() {
        panel.showing = None;
    }
}
