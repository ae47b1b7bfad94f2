//! The Guests screen: add one by one or paste a list; rename, change side and remove
//! (before the draw); how many tables the list fills and who would wait (R-TABLE-1);
//! balancing the packs in open seating (R-SIDE-1). Once play has started: arrivals join
//! the waiting list (R-LATE-1), a seated guest can leave at the next bell or be taken
//! out of the prize list (R-LATE-2), and two of one side can swap chairs (R-LATE-6).
//! The list draws only the rows in view, so two hundred guests cost what twenty do.

use egui::RichText;

use super::widgets::{self, side_word, submitted, text_field};
use crate::rules::progression::seat_of;
use crate::rules::{Action, Guest, GuestId, Phase, Side, State};
use crate::view::{Command, Desk, Screen, UiCommand};
use crate::words;

/// What the Guests screen keeps between frames.
pub struct GuestsScreen {
    name: String,
    side: Side,
    paste: String,
    paste_side: Side,
    renaming: Option<(GuestId, String)>,
    refocus_name: bool,
    /// The first guest picked for a swap.
    swapping: Option<GuestId>,
    arrival: widgets::Arrival,
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
            swapping: None,
            arrival: widgets::Arrival::default(),
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

/// The height of one row of the guest list.
const ROW_HEIGHT: f32 = 34.0;

/// The Guests screen.
pub fn guests_ui(
    ui: &mut egui::Ui,
    desk: &Desk,
    screen: &mut GuestsScreen,
    out: &mut Vec<Command>,
) {
    // The cursor waits in the name box when the screen comes into view.
    if screen.arrival.just_shown(ui.ctx()) {
        screen.refocus_name = true;
    }
    ui.columns(2, |columns| {
        let [left, right] = columns else { return };
        add_ui(left, desk, screen, out);
        counts_ui(right, desk, out);
        right.add_space(8.0);
        list_ui(right, desk, screen, out);
    });
}

/// Adding guests: one by one (Enter adds; a refused name stays in the box to be
/// fixed), or a pasted list.
fn add_ui(ui: &mut egui::Ui, desk: &Desk, screen: &mut GuestsScreen, out: &mut Vec<Command>) {
    let state = desk.state();
    let open = state.settings.open_seating;
    let playing = state.phase() != Phase::Setup;
    ui.heading(if playing {
        "A guest arrives late"
    } else {
        "Add a guest"
    });
    if playing {
        ui.label("They join the waiting list, and sit down when a chair frees or a table opens.");
    }
    ui.horizontal(|ui| {
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
            // The rules check the name first: a refused name stays, to be fixed.
            match state.check_new_name(&screen.name, None) {
                Ok(name) => {
                    out.push(Command::Apply(Action::AddGuest {
                        name,
                        side: screen.side,
                    }));
                    screen.name.clear();
                }
                Err(error) => out.push(Command::Notify(error.to_string())),
            }
            screen.refocus_name = true;
        }
    });
    side_picker(ui, &mut screen.side, open, false);
    ui.add_space(12.0);
    ui.heading("Paste a list");
    ui.label("One name per line.");
    let had_text = !screen.paste.is_empty();
    // A long list scrolls inside its box, so the button below stays in reach.
    let pasted = egui::ScrollArea::vertical()
        .id_salt("paste_box")
        .max_height(220.0)
        .show(ui, |ui| {
            ui.add(
                egui::TextEdit::multiline(&mut screen.paste)
                    .desired_rows(8)
                    .desired_width(f32::INFINITY),
            )
            .accessible_name("List of names")
        })
        .inner;
    widgets::note_typing(ui.ctx(), &pasted, had_text || !screen.paste.is_empty());
    side_picker(ui, &mut screen.paste_side, open, true);
    if ui.button("Add these guests").clicked() {
        out.push(Command::AddGuestList {
            text: std::mem::take(&mut screen.paste),
            side: screen.paste_side,
        });
    }
}

/// "1 lady", "3 gentlemen", "2 red-pack guests".
fn side_count(n: usize, side: Side, open: bool) -> String {
    words::count(n, side.noun(open), side.plural(open))
}

fn counts_ui(ui: &mut egui::Ui, desk: &Desk, out: &mut Vec<Command>) {
    let state = desk.state();
    let open = state.settings.open_seating;
    let ladies = state.present(Side::Lady).count();
    let gentlemen = state.present(Side::Gentleman).count();
    ui.heading(format!(
        "{}, {}",
        side_count(ladies, Side::Lady, open),
        side_count(gentlemen, Side::Gentleman, open)
    ));
    let tables = state.tables_possible();
    match state.phase() {
        Phase::Setup => {
            let (l, g) = state.would_wait();
            let waiting = match (l, g) {
                (0, 0) => "nobody waits".to_owned(),
                (l, 0) => format!("{} would wait", side_count(l, Side::Lady, open)),
                (0, g) => format!("{} would wait", side_count(g, Side::Gentleman, open)),
                (l, g) => format!(
                    "{} and {} would wait",
                    side_count(l, Side::Lady, open),
                    side_count(g, Side::Gentleman, open)
                ),
            };
            let text = format!(
                "{} can be filled; {waiting}.",
                words::count(tables as usize, "table", "tables")
            );
            ui.label(RichText::new(text).size(20.0));
            if open && ladies.abs_diff(gentlemen) > 1 && ui.button("Balance the packs").clicked() {
                out.push(Command::Apply(Action::BalanceSides));
            }
            if tables > 0 && ui.button("Go to the draw").clicked() {
                out.push(Command::Ui(UiCommand::Show(Screen::Draw)));
            }
        }
        _ => waiting_ui(ui, state),
    }
}

/// The waiting list, always in view during play: how many of each side, in order of
/// arrival (R-LATE-1).
fn waiting_ui(ui: &mut egui::Ui, state: &State) {
    let open = state.settings.open_seating;
    let waiting = state.waiting();
    if waiting.is_empty() {
        ui.label(RichText::new("Nobody is waiting.").size(20.0));
        return;
    }
    let ladies = state.waiting_of(Side::Lady).len();
    let gentlemen = state.waiting_of(Side::Gentleman).len();
    ui.label(
        RichText::new(format!(
            "Waiting: {} and {}",
            side_count(ladies, Side::Lady, open),
            side_count(gentlemen, Side::Gentleman, open)
        ))
        .size(20.0)
        .color(widgets::WAIT),
    );
    let names: Vec<&str> = waiting.iter().map(|&g| state.name(g)).collect();
    ui.add(egui::Label::new(format!("In order of arrival: {}", names.join(", "))).wrap());
}

/// Where a guest is this round, in a few words.
fn whereabouts(state: &State, guest: &Guest) -> String {
    let open = state.settings.open_seating;
    let side = side_word(guest.side, open);
    if state.has_left(guest.id) {
        return format!("{side} · has left");
    }
    if state.waiting().contains(&guest.id) {
        return format!("{side} · waiting");
    }
    let place = state
        .current_round()
        .and_then(|r| seat_of(r, guest.id))
        .map(|(t, seat)| format!(" · table {t} {}", seat.letter()))
        .or_else(|| {
            state
                .cards()
                .get(&guest.id)
                .map(|c| format!(" {}", c.face()))
        })
        .unwrap_or_default();
    let leaving = if state.is_leaving(guest.id) {
        " · leaving at the bell"
    } else {
        ""
    };
    let out = if state.is_withdrawn(guest.id) {
        " · out of the prizes"
    } else {
        ""
    };
    format!("{side}{place}{leaving}{out}")
}

fn list_ui(ui: &mut egui::Ui, desk: &Desk, screen: &mut GuestsScreen, out: &mut Vec<Command>) {
    let state = desk.state();
    let listed: Vec<&Guest> = state.guests().iter().filter(|g| !g.removed).collect();
    if let Some(first) = screen.swapping {
        ui.horizontal(|ui| {
            ui.label(
                RichText::new(format!(
                    "Swap {} with whom? Press \"Swap\" on another guest of the same side.",
                    state.name(first)
                ))
                .color(widgets::WAIT),
            );
            if ui.small_button("Cancel").clicked() {
                screen.swapping = None;
            }
        });
    }
    egui::ScrollArea::vertical()
        .id_salt("guest_list")
        .auto_shrink([false, false])
        .show_rows(ui, ROW_HEIGHT, listed.len(), |ui, rows| {
            widgets::scroll_by_keys(ui);
            for guest in listed.get(rows).unwrap_or_default() {
                ui.horizontal(|ui| {
                    ui.set_height(ROW_HEIGHT - 4.0);
                    row_ui(ui, state, guest, screen, out);
                });
            }
            widgets::keep_focus_in_view(ui);
        });
}

/// One guest: name (or the box renaming them), where they are, and what can be done.
fn row_ui(
    ui: &mut egui::Ui,
    state: &State,
    guest: &Guest,
    screen: &mut GuestsScreen,
    out: &mut Vec<Command>,
) {
    match &mut screen.renaming {
        Some((id, text)) if *id == guest.id => {
            let field = text_field(ui, text, &format!("New name for {}", guest.name), 200.0);
            if !field.has_focus() && !field.lost_focus() {
                field.request_focus();
            }
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
            ui.add_sized(
                [200.0, ROW_HEIGHT - 6.0],
                egui::Label::new(RichText::new(&guest.name).strong()).truncate(),
            );
        }
    }
    ui.add_sized(
        [220.0, ROW_HEIGHT - 6.0],
        egui::Label::new(whereabouts(state, guest)).truncate(),
    );
    if ui
        .small_button("Rename")
        .accessible_name(format!("Rename {}", guest.name))
        .clicked()
    {
        screen.renaming = Some((guest.id, guest.name.clone()));
    }
    match state.phase() {
        Phase::Setup => setup_buttons_ui(ui, state, guest, out),
        Phase::Playing => evening_buttons_ui(ui, state, guest, screen, out),
        Phase::Finished => {}
    }
}

/// Before the draw: change a guest's side, or take them off the list.
fn setup_buttons_ui(ui: &mut egui::Ui, state: &State, guest: &Guest, out: &mut Vec<Command>) {
    let open = state.settings.open_seating;
    let other = guest.side.other();
    if ui
        .small_button(format!("Make {}", side_word(other, open)))
        .accessible_name(format!("Make {} a {}", guest.name, side_word(other, open)))
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
        out.push(Command::Apply(Action::RemoveGuest { guest: guest.id }));
    }
}

/// During the evening (R-LATE): out of the prizes, leaving, a swap.
fn evening_buttons_ui(
    ui: &mut egui::Ui,
    state: &State,
    guest: &Guest,
    screen: &mut GuestsScreen,
    out: &mut Vec<Command>,
) {
    if !state.is_withdrawn(guest.id)
        && (state.is_leaving(guest.id) || state.has_left(guest.id))
        && ui
            .small_button("Out of the prizes")
            .on_hover_text("Their stars stay in the record and the report")
            .accessible_name(format!("Take {} out of the prizes", guest.name))
            .clicked()
    {
        out.push(Command::Apply(Action::WithdrawFromPrizes {
            guest: guest.id,
        }));
    }
    if state.has_left(guest.id) {
        return;
    }
    if !state.is_leaving(guest.id)
        && ui
            .small_button("Leaves")
            .on_hover_text("Leaves at the next bell (a waiting guest at once); their stars stay")
            .accessible_name(format!("{} leaves", guest.name))
            .clicked()
    {
        out.push(Command::Apply(Action::Leave { guest: guest.id }));
    }
    let swap = match screen.swapping {
        Some(first) if first != guest.id => "Swap with them",
        Some(_) => "",
        None => "Swap",
    };
    if !swap.is_empty()
        && ui
            .small_button(swap)
            .on_hover_text("Two of one side swap chairs (before the round's first result)")
            .accessible_name(format!("Swap {}", guest.name))
            .clicked()
    {
        match screen.swapping.take() {
            Some(first) => out.push(Command::Apply(Action::Swap {
                a: first,
                b: guest.id,
            })),
            None => screen.swapping = Some(guest.id),
        }
    }
}
