//! The Guests screen: add, paste, rename, change side, remove; how many tables the list
//! fills and who would wait (R-TABLE-1); balancing the packs in open seating (R-SIDE-1).

use egui::RichText;

use super::widgets::{self, side_word, submitted, text_field};
use crate::rules::{Action, GuestId, Phase, Side};
use crate::view::{Command, Desk, Screen, UiCommand};

/// What the Guests screen keeps between frames.
pub struct GuestsScreen {
    name: String,
    side: Side,
    paste: String,
    paste_side: Side,
    renaming: Option<(GuestId, String)>,
    refocus_name: bool,
}

impl Default for GuestsScreen {
    fn default() -> Self {
        GuestsScreen {
            name: String::new(),
            side: Side::Lady,
            paste: String::new(),
            paste_side: Side::Lady,
            renaming: None,
            refocus_name: false,
        }
    }
}

/// Lady or gentleman (red or blue pack); `all` words it for a whole list.
fn side_picker(ui: &mut egui::Ui, side: &mut Side, open: bool, all: bool) {
    ui.push_id(all, |ui| {
        ui.horizontal(|ui| {
            for s in Side::BOTH {
                let label = if all {
                    format!("all {}", s.plural(open))
                } else {
                    side_word(s, open).to_owned()
                };
                ui.radio_value(side, s, label);
            }
        });
    });
}

/// The Guests screen.
pub fn guests_ui(
    ui: &mut egui::Ui,
    desk: &Desk,
    screen: &mut GuestsScreen,
    out: &mut Vec<Command>,
) {
    let state = desk.state();
    let open = state.settings.open_seating;
    ui.columns(2, |columns| {
        let [left, right] = columns else { return };
        left.heading("Add a guest");
        left.horizontal(|ui| {
            ui.label("Name");
            let field = widgets::text_field_with_focus(
                ui,
                &mut screen.name,
                "Guest name",
                260.0,
                egui::Id::unique("guest_name"),
                std::mem::take(&mut screen.refocus_name),
            );
            let add = ui.button("Add").clicked() || submitted(ui, &field);
            if add {
                out.push(Command::Apply(Action::AddGuest {
                    name: screen.name.clone(),
                    side: screen.side,
                }));
                screen.name.clear();
                screen.refocus_name = true;
            }
        });
        side_picker(left, &mut screen.side, open, false);
        left.add_space(12.0);
        left.heading("Paste a list");
        left.label("One name per line.");
        let had_text = !screen.paste.is_empty();
        // A long list scrolls inside its box, so the button below stays in reach.
        let pasted = egui::ScrollArea::vertical()
            .id_salt("paste_box")
            .max_height(220.0)
            .show(left, |ui| {
                ui.add(
                    egui::TextEdit::multiline(&mut screen.paste)
                        .desired_rows(8)
                        .desired_width(f32::INFINITY),
                )
                .accessible_name("List of names")
            })
            .inner;
        widgets::note_typing(left.ctx(), &pasted, had_text || !screen.paste.is_empty());
        side_picker(left, &mut screen.paste_side, open, true);
        if left.button("Add these guests").clicked() {
            out.push(Command::AddGuestList {
                text: std::mem::take(&mut screen.paste),
                side: screen.paste_side,
            });
        }

        counts_ui(right, desk, out);
        right.add_space(8.0);
        list_ui(right, desk, screen, out);
    });
}

fn counts_ui(ui: &mut egui::Ui, desk: &Desk, out: &mut Vec<Command>) {
    let state = desk.state();
    let open = state.settings.open_seating;
    let ladies = state.present(Side::Lady).count();
    let gentlemen = state.present(Side::Gentleman).count();
    ui.heading(format!(
        "{ladies} {}, {gentlemen} {}",
        Side::Lady.plural(open),
        Side::Gentleman.plural(open)
    ));
    let tables = state.tables_possible();
    match state.phase() {
        Phase::Setup => {
            let (l, g) = state.would_wait();
            let waiting = match (l, g) {
                (0, 0) => "nobody waits".to_owned(),
                (l, 0) => format!(
                    "{l} {} would wait",
                    if l == 1 {
                        Side::Lady.noun(open)
                    } else {
                        Side::Lady.plural(open)
                    }
                ),
                (0, g) => format!(
                    "{g} {} would wait",
                    if g == 1 {
                        Side::Gentleman.noun(open)
                    } else {
                        Side::Gentleman.plural(open)
                    }
                ),
                (l, g) => format!(
                    "{l} {} and {g} {} would wait",
                    Side::Lady.plural(open),
                    Side::Gentleman.plural(open)
                ),
            };
            let text = format!(
                "{tables} table{} can be filled; {waiting}.",
                if tables == 1 { "" } else { "s" }
            );
            ui.label(RichText::new(text).size(20.0));
            if open && ladies.abs_diff(gentlemen) > 1 && ui.button("Balance the packs").clicked() {
                out.push(Command::Apply(Action::BalanceSides));
            }
            if tables > 0 && ui.button("Go to the draw").clicked() {
                out.push(Command::Ui(UiCommand::Show(Screen::Draw)));
            }
        }
        _ => {
            let waiting = state.waiting();
            let text = if waiting.is_empty() {
                "Everyone is seated.".to_owned()
            } else {
                let names: Vec<&str> = waiting.iter().map(|&g| state.name(g)).collect();
                format!("Waiting: {}", names.join(", "))
            };
            ui.label(RichText::new(text).size(20.0));
        }
    }
}

fn list_ui(ui: &mut egui::Ui, desk: &Desk, screen: &mut GuestsScreen, out: &mut Vec<Command>) {
    let state = desk.state();
    let open = state.settings.open_seating;
    let setup = state.phase() == Phase::Setup;
    egui::ScrollArea::vertical()
        .id_salt("guest_list")
        .show(ui, |ui| {
            egui::Grid::new("guests")
                .num_columns(3)
                .striped(true)
                .spacing([12.0, 6.0])
                .show(ui, |ui| {
                    for guest in state.guests().iter().filter(|g| !g.removed) {
                        match &mut screen.renaming {
                            Some((id, text)) if *id == guest.id => {
                                let field = text_field(
                                    ui,
                                    text,
                                    &format!("New name for {}", guest.name),
                                    220.0,
                                );
                                field.request_focus();
                                if submitted(ui, &field) {
                                    out.push(Command::Apply(Action::RenameGuest {
                                        guest: guest.id,
                                        name: text.clone(),
                                    }));
                                    screen.renaming = None;
                                } else if ui.input(|i| i.key_pressed(egui::Key::Escape)) {
                                    screen.renaming = None;
                                }
                            }
                            _ => {
                                ui.label(RichText::new(&guest.name).strong());
                            }
                        }
                        let card = state
                            .cards()
                            .get(&guest.id)
                            .map(|c| c.face())
                            .unwrap_or_default();
                        ui.label(format!("{} {card}", side_word(guest.side, open)));
                        ui.horizontal(|ui| {
                            if ui
                                .small_button("Rename")
                                .accessible_name(format!("Rename {}", guest.name))
                                .clicked()
                            {
                                screen.renaming = Some((guest.id, guest.name.clone()));
                            }
                            if setup {
                                let other = guest.side.other();
                                if ui
                                    .small_button(format!("Make {}", side_word(other, open)))
                                    .accessible_name(format!(
                                        "Make {} a {}",
                                        guest.name,
                                        side_word(other, open)
                                    ))
                                    .clicked()
                                {
                                    out.push(Command::Apply(Action::SetSide {
                                        guest: guest.id,
                                        side: other,
                                    }));
                                }
                                if ui
                                    .small_button(RichText::new("Remove").color(widgets::BAD))
                                    .accessible_name(format!("Remove {}", guest.name))
                                    .clicked()
                                {
                                    out.push(Command::Apply(Action::RemoveGuest {
                                        guest: guest.id,
                                    }));
                                }
                            }
                        });
                        ui.end_row();
                    }
                });
        });
}
