//! A guest's evening (Ctrl+F, or a name on Standings or Prizes): find them by a few
//! letters, then every round they played, the star each gave, and why each prize went
//! where it did. The answer to "why did I get that star?".

use egui::RichText;

use crate::rules::{GuestId, StarColour};
use crate::transcript::guest::{GuestEvening, find_guests};
use crate::ui::widgets;
use crate::view::display::DisplayMode;
use crate::view::{Command, Desk, DisplayCommand};
use crate::words::msg;

/// The most names the finder lists.
const SHOWN: usize = 12;

/// The finder and the evening shown.
#[derive(Default)]
pub struct GuestPanel {
    finding: bool,
    typed: String,
    selected: usize,
    focus: bool,
    showing: Option<GuestId>,
}

impl GuestPanel {
    /// Opens the finder, empty, with the cursor in it.
    pub fn find(&mut self) {
        *self = GuestPanel {
            finding: true,
            focus: true,
            ..GuestPanel::default()
        };
    }

    /// Whether the finder or an evening is up.
    pub fn is_open(&self) -> bool {
        self.finding || self.showing.is_some()
    }

    /// Closes the evening shown.
    pub fn close(&mut self) {
        self.showing = None;
    }

    /// Shows this guest's evening.
    pub fn show(&mut self, guest: GuestId) {
        self.finding = false;
        self.showing = Some(guest);
    }
}

/// The finder or the evening, over whatever screen is up.
pub fn guest_panel_ui(
    ctx: &egui::Context,
    desk: Option<&Desk>,
    panel: &mut GuestPanel,
    out: &mut Vec<Command>,
) {
    let Some(desk) = desk else {
        panel.finding = false;
        panel.showing = None;
        return;
    };
    if panel.finding {
        finder_ui(ctx, desk, panel);
    } else if let Some(guest) = panel.showing {
        evening_ui(ctx, desk, guest, panel, out);
    }
}

/// The guests a few typed letters find; at a duplicate party a pair's number finds its
/// two players first ("E–W 3", "ns4"; "pair 3" in the two-table Howell).
fn find(desk: &Desk, typed: &str) -> Vec<GuestId> {
    let mut found = find_guests(desk.state(), typed);
    if let Some(pair) = crate::transcript::dup_view::parse_pair_tag(typed)
        && let Some(dup) = desk.duplicate()
        && dup.movement.groups().contains(&pair.group)
        && let Some(players) = dup.players(pair)
    {
        found.retain(|g| !players.contains(g));
        found.splice(0..0, players);
    }
    found
}

fn finder_ui(ctx: &egui::Context, desk: &Desk, panel: &mut GuestPanel) {
    let state = desk.state();
    let found = find(desk, &panel.typed);
    // The arrows choose among the names while the cursor stays in the box.
    let count = found.len().min(SHOWN);
    let escape = crate::ui::keys::list::finder_keys(ctx, &mut panel.selected, count);
    let modal = egui::Modal::new(egui::Id::unique("guest_finder")).show(ctx, |ui| {
        ui.set_width(420.0);
        ui.heading(msg::roster_find());
        let focus = panel.focus;
        let before = panel.typed.clone();
        let field = widgets::text_field_with_focus(
            ui,
            &mut panel.typed,
            &msg::roster_find_box(),
            400.0,
            egui::Id::unique("guest_finder_box"),
            focus,
        );
        if field.has_focus() {
            panel.focus = false;
        }
        if panel.typed != before {
            panel.selected = 0;
        }
        let enter = widgets::submitted(ui, &field);
        ui.add_space(6.0);
        if panel.typed.trim().is_empty() {
            ui.label(msg::roster_find_how());
        } else if found.is_empty() {
            ui.label(RichText::new(msg::roster_find_none()).color(widgets::wait(ui)));
        }
        let mut chosen = None;
        for (i, &guest) in found.iter().take(SHOWN).enumerate() {
            if ui
                .selectable_label(i == panel.selected, state.name(guest))
                .clicked()
            {
                chosen = Some(guest);
            }
        }
        if found.len() > SHOWN {
            ui.label(msg::roster_find_more(found.len() - SHOWN));
        }
        if enter {
            // What was typed in this very frame counts (a quick typist's Enter comes
            // with the last letters).
            chosen = find(desk, &panel.typed).get(panel.selected).copied();
            if chosen.is_none() {
                panel.focus = true;
            }
        }
        chosen
    });
    if let Some(guest) = modal.inner {
        panel.show(guest);
    } else if escape || modal.should_close() {
        panel.finding = false;
    }
}

fn evening_ui(
    ctx: &egui::Context,
    desk: &Desk,
    guest: GuestId,
    panel: &mut GuestPanel,
    out: &mut Vec<Command>,
) {
    if let Some(dup) = desk.duplicate() {
        use super::pair_evening::{Asked, pair_evening_ui};
        match pair_evening_ui(ctx, desk, dup, guest) {
            Asked::Find => panel.find(),
            Asked::Close => panel.close(),
            Asked::Nothing => {}
        }
        return;
    }
    let Some(evening) = desk.evening_of(guest) else {
        return;
    };
    let modal = egui::Modal::new(egui::Id::unique("guest_evening")).show(ctx, |ui| {
        ui.set_max_width(980.0);
        ui.horizontal(|ui| {
            ui.heading(msg::display_guest_evening(evening.name.as_str()));
            // A score-card evening gives no stars (R-ALT-1).
            for (colour, stars) in evening
                .stars
                .iter()
                .flat_map(|s| StarColour::ALL.map(|c| (c, *s)))
            {
                ui.add_space(8.0);
                ui.label(widgets::star_text_in(ui, colour, stars.of(colour)).size(20.0));
            }
        });
        egui::ScrollArea::vertical()
            .max_height(ctx.content_rect().height() * 0.7)
            .show(ui, |ui| {
                widgets::scroll_by_keys(ui);
                rounds_ui(ui, &evening);
                ui.add_space(10.0);
                ui.label(RichText::new(msg::roster_prizes()).strong().size(18.0));
                for prize in &evening.prizes {
                    ui.horizontal_wrapped(|ui| {
                        ui.label(RichText::new(&prize.title).strong());
                        ui.label(&prize.why);
                    });
                }
                if evening.withdrawn {
                    ui.label(msg::roster_out_of_prizes());
                }
            });
        ui.add_space(8.0);
        let mut close = false;
        ui.horizontal(|ui| {
            if ui.button(msg::roster_show_display()).clicked() {
                out.push(Command::Display(DisplayCommand::Open(true)));
                out.push(Command::Display(DisplayCommand::Mode(DisplayMode::Guest(
                    guest,
                ))));
            }
            if ui.button(msg::roster_find_another()).clicked() {
                panel.find();
            }
            close = ui.button(msg::screen_close()).clicked();
        });
        close
    });
    if modal.inner || modal.should_close() {
        panel.showing = None;
    }
}

fn rounds_ui(ui: &mut egui::Ui, evening: &GuestEvening) {
    egui::Grid::new("guest_rounds")
        .num_columns(4)
        .striped(true)
        .spacing([14.0, 6.0])
        .show(ui, |ui| {
            // The round's story last, wrapped in what the other columns leave: first, it
            // pushed the running tally off the panel's right edge ("0 gre…", trial).
            let heads = [
                msg::roster_col_round(),
                msg::roster_col_star(),
                msg::roster_col_so_far(),
                String::new(),
            ];
            for head in heads {
                ui.label(RichText::new(head).strong());
            }
            ui.end_row();
            for round in &evening.rounds {
                ui.label(format!("{}", round.round));
                match round.star {
                    Some(c) => ui.label(widgets::star_text_in(ui, c, 1)),
                    None => ui.label("–"),
                };
                ui.label(round.tally.map_or_else(String::new, |t| {
                    msg::RosterTally {
                        gold: t.gold,
                        red: t.red,
                        green: t.green,
                    }
                    .say()
                }));
                ui.add(egui::Label::new(round.words()).wrap());
                ui.end_row();
            }
        });
}
