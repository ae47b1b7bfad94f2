//! The Rules screen (F1): how this program plays where the sources leave a choice, the
//! laws of Cinch a host is asked to rule on, and every key, searchable as you type.

use egui::RichText;

use super::round;
use super::widgets::{self, Arrival};
use crate::view::UiCommand;
use crate::view::help::{Part, search};
use crate::words::msg;

/// What the Rules screen keeps between frames.
#[derive(Default)]
pub struct RulesScreen {
    typed: String,
    arrival: Arrival,
}

impl RulesScreen {
    /// As if the screen had just come into view: the cursor back in the search.
    pub fn show_again(&mut self) {
        self.arrival = Arrival::default();
    }
}

/// The Rules screen.
pub fn rules_ui(ui: &mut egui::Ui, screen: &mut RulesScreen) {
    let focus = screen.arrival.just_shown(ui.ctx());
    ui.horizontal(|ui| {
        ui.heading(msg::screen_rules());
        ui.add_space(16.0);
        widgets::text_field_with_focus(
            ui,
            &mut screen.typed,
            &msg::screen_rules_box(),
            320.0,
            egui::Id::unique("rules_search"),
            focus,
        );
        if !screen.typed.is_empty() && ui.small_button(msg::screen_clear()).clicked() {
            screen.typed.clear();
        }
    });
    ui.label(msg::screen_rules_how());
    ui.add_space(6.0);
    let found = search(&screen.typed);
    let needle = screen.typed.trim().to_lowercase();
    let keys: Vec<(String, String)> = key_lines(ui.ctx())
        .into_iter()
        .filter(|(k, what)| {
            needle
                .split_whitespace()
                .all(|w| k.to_lowercase().contains(w) || what.to_lowercase().contains(w))
        })
        .collect();
    egui::ScrollArea::vertical()
        .id_salt("rules_scroll")
        .show(ui, |ui| {
            widgets::scroll_by_keys(ui);
            if found.is_empty() && keys.is_empty() {
                ui.label(RichText::new(msg::screen_rules_none()).color(widgets::wait(ui)));
            }
            for (part, heading) in [
                (Part::Program, msg::screen_rules_program()),
                (Part::Laws, msg::screen_rules_laws()),
            ] {
                let entries: Vec<_> = found.iter().filter(|e| e.part == part).collect();
                if entries.is_empty() {
                    continue;
                }
                ui.add_space(8.0);
                ui.label(RichText::new(heading).size(22.0).strong());
                for entry in entries {
                    ui.add_space(4.0);
                    // The words lead; the id (for the rule book) follows, small.
                    ui.horizontal_wrapped(|ui| {
                        ui.label(RichText::new(entry.title).size(18.0).strong());
                        ui.label(RichText::new(entry.source).small().weak());
                    });
                    ui.label(entry.text);
                }
            }
            if !keys.is_empty() {
                ui.add_space(8.0);
                ui.label(RichText::new(msg::screen_keys()).size(22.0).strong());
                egui::Grid::new("keys_grid")
                    .num_columns(2)
                    .spacing([24.0, 4.0])
                    .striped(true)
                    .show(ui, |ui| {
                        for (key, what) in &keys {
                            ui.label(RichText::new(key).monospace());
                            ui.label(what);
                            ui.end_row();
                        }
                    });
            }
        });
}

/// Every key: the named commands' shortcuts (from `UiCommand`, the one place they are
/// defined), then the Round screen's own.
fn key_lines(ctx: &egui::Context) -> Vec<(String, String)> {
    let mut lines: Vec<(String, String)> = UiCommand::ALL
        .iter()
        .filter(|command| !command.shortcuts().is_empty())
        .map(|command| {
            (
                command.all_key_words(ctx),
                format!("{}: {}", command.label(), command.description()),
            )
        })
        .collect();
    lines.push((
        msg::screen_list_keys_names(),
        msg::screen_list_keys(crate::ui::keys::list::list_keys()),
    ));
    lines.extend(round::keys::help().map(|(k, what)| (k.to_owned(), msg::screen_round_key(what))));
    lines
}
