//! One row of the guest list: the name (or the box renaming them), where the guest is
//! this round (from the evening's one seating), and the row's menu.

use egui::RichText;

use super::{GuestList, MENU_WIDTH, ROW_HEIGHT, RowAction, act};
use crate::rules::{Action, Guest, Star};
use crate::transcript::seating::Seating;
use crate::ui::widgets::{self, side_word, submitted, text_field};
use crate::view::{Command, Desk};
use crate::words::{self, msg};

/// One guest: name (or the box renaming them), where they are, and the row's menu.
pub(super) fn row_ui(
    ui: &mut egui::Ui,
    (desk, star): (&Desk, Star<'_>),
    guest: &Guest,
    list: &mut GuestList,
    out: &mut Vec<Command>,
) {
    let width = ui.available_width();
    let (row, _) = ui.allocate_exact_size(egui::vec2(width, ROW_HEIGHT), egui::Sense::hover());
    let picked = list.selected == Some(guest.id);
    if picked {
        ui.painter()
            .rect_filled(row, 4.0, ui.visuals().selection.bg_fill);
    }
    let mut ui = ui.new_child(
        egui::UiBuilder::new()
            .max_rect(row.shrink2(egui::vec2(4.0, 2.0)))
            .layout(egui::Layout::left_to_right(egui::Align::Center))
            .id_salt(("guest_row", guest.id.0)),
    );
    let ui = &mut ui;
    let spacing = ui.spacing().item_spacing.x;
    let name_width = (width * 0.5).clamp(120.0, 360.0);
    let where_width = (width - name_width - MENU_WIDTH - 3.0 * spacing - 8.0).max(60.0);
    name_cell_ui(ui, guest, name_width, list, out);
    widgets::column(ui, where_width, |ui| {
        ui.add(egui::Label::new(whereabouts(star, desk.seating(), guest)).truncate())
    });
    menu_ui(ui, star, guest, list, out);
}

/// Where a guest is this round, in a few words.
fn whereabouts(star: Star<'_>, seating: &Seating, guest: &Guest) -> String {
    let state = star.state;
    let open = state.settings.open_seating();
    let side = side_word(guest.side, open);
    if star.has_left(guest.id) {
        return msg::roster_has_left(side);
    }
    if star.waiting().contains(&guest.id) {
        return msg::roster_waiting_row(side);
    }
    let place = seating
        .of_guest(guest.id)
        .filter(|_| !seating.planned)
        .map(|s| {
            let at = msg::RosterAtTable {
                table: s.table,
                chair: msg::seat_letter(words::seat_code(s.chair)),
            };
            format!(" · {}", at.say())
        })
        .or_else(|| {
            star.cards()
                .get(&guest.id)
                .map(|c| format!(" {}", crate::words::card_face(c)))
        })
        .unwrap_or_default();
    let leaving = if star.is_leaving(guest.id) {
        format!(" · {}", msg::roster_leaving())
    } else {
        String::new()
    };
    let out = if star.is_withdrawn(guest.id) {
        format!(" · {}", msg::roster_out_row())
    } else {
        String::new()
    };
    format!("{side}{place}{leaving}{out}")
}

/// The guest's name, or the box renaming them (Enter renames, Esc leaves it).
fn name_cell_ui(
    ui: &mut egui::Ui,
    guest: &Guest,
    name_width: f32,
    list: &mut GuestList,
    out: &mut Vec<Command>,
) {
    match &mut list.renaming {
        Some((id, text)) if *id == guest.id => {
            let field = text_field(
                ui,
                text,
                &msg::roster_rename_box(guest.name.as_str()),
                name_width,
            );
            if !field.has_focus() && !field.lost_focus() {
                field.request_focus();
            }
            if submitted(ui, &field) {
                out.push(Command::Apply(Action::RenameGuest {
                    guest: guest.id,
                    name: text.clone(),
                }));
                list.renaming = None;
                field.surrender_focus();
            } else if crate::ui::keys::escape(ui.ctx()) {
                list.renaming = None;
                field.surrender_focus();
            }
        }
        _ => {
            let name = widgets::column(ui, name_width, |ui| {
                ui.add(
                    egui::Label::new(RichText::new(&guest.name).strong())
                        .truncate()
                        .sense(egui::Sense::click()),
                )
            });
            if name.clicked() {
                if let Some(id) = ui.memory(|m| m.focused()) {
                    ui.memory_mut(|m| m.surrender_focus(id));
                }
                list.selected = Some(guest.id);
            }
        }
    }
}

/// The row's menu (⋯): what can be done to this guest now.
fn menu_ui(
    ui: &mut egui::Ui,
    star: Star<'_>,
    guest: &Guest,
    list: &mut GuestList,
    out: &mut Vec<Command>,
) {
    let menu = ui.menu_button("⋯", |ui| {
        for action in RowAction::ALL {
            if !action.offered(star, guest) {
                continue;
            }
            let key = action.command().key_words(ui.ctx());
            let label = action.label(star.state, guest, list.swapping);
            let button = egui::Button::new(label).shortcut_text(key);
            let button = if action == RowAction::Remove {
                button.fill(ui.visuals().faint_bg_color)
            } else {
                button
            };
            if ui
                .add(button)
                .accessible_name(format!(
                    "{} ({})",
                    action.label(star.state, guest, list.swapping),
                    guest.name
                ))
                .clicked()
            {
                act(guest, action, list, out);
                ui.close();
            }
        }
    });
    menu.response
        .accessible_name(msg::roster_menu(guest.name.as_str()))
        .on_hover_text(msg::roster_menu_tip());
}
