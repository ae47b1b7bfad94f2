//! The Draw screen (R-DRAW): the program's draw for everyone, or the cards typed in
//! from a real pack; then the table plan, seat by seat.

pub(in crate::ui) mod pairs;

use std::collections::HashMap;

use egui::RichText;

use crate::rules::progression::seat_of;
use crate::rules::{Action, Back, Guest, GuestId, Phase, Star};
use crate::ui::widgets::{self, card_text, pairs_text, side_word, submitted, table_title};
use crate::view::{Command, Desk, Screen, UiCommand};
use crate::words::{self, msg};

/// What the Draw screen keeps between frames.
#[derive(Default)]
pub struct DrawScreen {
    /// The text typed for each guest's card, kept until the card is recorded (a refused
    /// card stays, to be fixed).
    typed: HashMap<GuestId, String>,
    /// The guest whose box takes the cursor next.
    focus: Option<GuestId>,
    /// A card sent to the rules last frame: its guest, to move on from once it is in.
    sent: Option<GuestId>,
    /// "Draw for everyone" pressed while cards were recorded: ask first.
    confirm_draw: bool,
    arrival: crate::ui::widgets::Arrival,
}

/// The Draw screen.
pub fn draw_ui(
    ui: &mut egui::Ui,
    desk: &Desk,
    star: Star<'_>,
    screen: &mut DrawScreen,
    out: &mut Vec<Command>,
) {
    match desk.state().phase() {
        Phase::Setup => cards_ui(ui, star, screen, out),
        Phase::Playing | Phase::Finished => plan_ui(ui, star, out),
    }
}

fn cards_ui(ui: &mut egui::Ui, star: Star<'_>, screen: &mut DrawScreen, out: &mut Vec<Command>) {
    let state = star.state;
    let open = state.settings.open_seating();
    let tables = state.tables_possible();
    ui.heading(msg::draw_title());
    if tables == 0 {
        ui.label(msg::draw_add_guests());
        return;
    }
    let top = pack_words(tables);
    ui.label(
        msg::DrawTakeCards {
            tables,
            top,
            ladies: words::sides_of(crate::rules::Side::Lady, open),
            gentlemen: words::sides_of(crate::rules::Side::Gentleman, open),
        }
        .say(),
    );
    draw_buttons_ui(ui, star, screen, out);
    ui.label(msg::draw_type_cards());
    ui.add_space(6.0);
    let mut guests: Vec<_> = state.guests().iter().filter(|g| !g.removed).collect();
    crate::words::sort_by_name(&mut guests, |g| &g.name);
    let to_type: Vec<GuestId> = guests
        .iter()
        .filter(|g| !star.cards().contains_key(&g.id))
        .map(|g| g.id)
        .collect();
    screen.typed.retain(|guest, _| to_type.contains(guest));
    // A card sent last frame: in, the next guest; refused, the same box again.
    if let Some(sent) = screen.sent.take() {
        screen.focus = if to_type.contains(&sent) {
            Some(sent)
        } else {
            next_after(&guests, &to_type, sent)
        };
    }
    if screen.arrival.just_shown(ui.ctx()) && screen.focus.is_none() {
        screen.focus = to_type.first().copied();
    }
    egui::ScrollArea::vertical().show(ui, |ui| {
        // A card's box is 90 px: a grid gives a column it has not measured yet only its
        // least width, and the box, never wider than its room, kept that width for good
        // (a German trial saw "DK" in a box two letters wide).
        egui::Grid::new("cards")
            .num_columns(4)
            .min_col_width(96.0)
            .striped(true)
            .spacing([16.0, 6.0])
            .show(ui, |ui| {
                for guest in guests {
                    card_row_ui(ui, star, guest, screen, out);
                    ui.end_row();
                }
            });
        widgets::keep_focus_in_view(ui);
    });
}

/// How much of each suit the draw takes (R-DRAW-1): "the
/// Ace", "Ace to 7", "Ace to King, then tickets 14 to 16", in the language spoken.
fn pack_words(tables: u32) -> String {
    let (kind, top) = match tables {
        0 | 1 => ("ace", 1),
        2..=13 => ("to", tables),
        14 => ("ticket", 14),
        _ => ("tickets", tables),
    };
    msg::DrawPackRange { kind, top }.say()
}

/// The first guest after `after` (in the list's order, wrapping round) still to type.
fn next_after(guests: &[&Guest], to_type: &[GuestId], after: GuestId) -> Option<GuestId> {
    let at = guests.iter().position(|g| g.id == after).unwrap_or(0);
    let (before, from) = guests.split_at(at);
    from.iter()
        .skip(1)
        .chain(before)
        .map(|g| g.id)
        .find(|id| to_type.contains(id))
}

/// "Draw for everyone" (asking first when it would replace cards already recorded) and
/// "Seat the tables".
fn draw_buttons_ui(
    ui: &mut egui::Ui,
    star: Star<'_>,
    screen: &mut DrawScreen,
    out: &mut Vec<Command>,
) {
    let recorded = star.cards().len();
    if screen.confirm_draw && recorded > 0 {
        ui.group(|ui| {
            ui.label(RichText::new(msg::draw_replace(recorded)).strong());
            ui.horizontal(|ui| {
                if ui.button(msg::draw_anyway()).clicked() {
                    out.push(Command::DrawForEveryone);
                    screen.confirm_draw = false;
                }
                if ui.button(msg::draw_keep()).clicked() || crate::ui::keys::escape(ui.ctx()) {
                    screen.confirm_draw = false;
                }
            });
        });
        return;
    }
    screen.confirm_draw = false;
    // Ctrl+D draws for everyone and Ctrl+T seats the tables, wherever the cursor is (the
    // card boxes take the letters).
    let (draw, seat) = (UiCommand::DrawForEveryone, UiCommand::SeatTables);
    let pressed = crate::ui::keys::screen_commands(ui.ctx(), &[draw, seat]);
    let draw_key = pressed.iter().any(|p| p.command == draw);
    let seat_key = pressed.iter().any(|p| p.command == seat);
    ui.horizontal(|ui| {
        if draw_key
            || ui
                .button(RichText::new(draw.label_with_key(ui.ctx())).strong())
                .on_hover_text(draw.description())
                .clicked()
        {
            if recorded > 0 {
                screen.confirm_draw = true;
            } else {
                out.push(Command::DrawForEveryone);
            }
        }
        if seat_key
            || ui
                .button(RichText::new(seat.label_with_key(ui.ctx())).strong())
                .on_hover_text(seat.description())
                .clicked()
        {
            out.push(Command::Apply(Action::SeatTables));
        }
    });
}

/// One guest: their name, side, and card (or the box to type it in).
fn card_row_ui(
    ui: &mut egui::Ui,
    star: Star<'_>,
    guest: &Guest,
    screen: &mut DrawScreen,
    out: &mut Vec<Command>,
) {
    let state = star.state;
    let open = state.settings.open_seating();
    ui.label(RichText::new(&guest.name).strong().size(20.0));
    ui.label(side_word(guest.side, open));
    if let Some(card) = star.cards().get(&guest.id) {
        // The card and its Clear in columns of their own: the buttons line up whatever
        // the card ("A♣", "10♠", "ticket 14♠").
        ui.label(card_text(card, 26.0));
        if ui
            .small_button(msg::draw_clear())
            .accessible_name(msg::draw_clear_name(guest.name.as_str()))
            .clicked()
        {
            out.push(Command::Apply(Action::ClearCard { guest: guest.id }));
        }
        return;
    }
    let focus = screen.focus == Some(guest.id);
    let text = screen.typed.entry(guest.id).or_default();
    let field = widgets::text_field_with_focus(
        ui,
        text,
        &msg::draw_card_for(guest.name.as_str()),
        90.0,
        egui::Id::unique(("card", guest.id)),
        focus,
    );
    if focus && field.has_focus() {
        screen.focus = None;
    }
    if submitted(ui, &field) && !text.trim().is_empty() {
        // The text stays until the card is in: a refused card is fixed, not retyped.
        match crate::words::read_card(text, Back::of(guest.side)) {
            Ok(card) => {
                out.push(Command::Apply(Action::RecordCard {
                    guest: guest.id,
                    card,
                }));
                screen.sent = Some(guest.id);
            }
            Err(error) => {
                out.push(Command::Notify(crate::words::rule_refusal(&error)));
                screen.focus = Some(guest.id);
            }
        }
    }
}

fn plan_ui(ui: &mut egui::Ui, star: Star<'_>, out: &mut Vec<Command>) {
    let state = star.state;
    let Some(round) = star.current_round() else {
        return;
    };
    ui.horizontal(|ui| {
        ui.heading(msg::draw_plan(round.number));
        if state.phase() == Phase::Playing && ui.button(msg::draw_go_round()).clicked() {
            out.push(Command::Ui(UiCommand::Show(Screen::Round)));
        }
    });
    egui::ScrollArea::vertical().show(ui, |ui| {
        // Page Up/Down, Home and End scroll the plan (issue 54).
        widgets::scroll_by_keys(ui);
        ui.columns(2, |columns| {
            let [by_table, by_guest] = columns else {
                return;
            };
            by_table.label(RichText::new(msg::play_by_table()).strong());
            let last = round.tables.len();
            for (table, seats) in (1..).zip(&round.tables) {
                by_table.label(
                    RichText::new(table_title(state, table, last))
                        .strong()
                        .size(20.0),
                );
                by_table.label(pairs_text(star, seats));
            }
            by_guest.label(RichText::new(msg::play_by_guest()).strong());
            let mut guests: Vec<_> = state.guests().iter().filter(|g| !g.removed).collect();
            crate::words::sort_by_name(&mut guests, |g| &g.name);
            for guest in guests {
                let card = if round.number == 1 {
                    star.cards()
                        .get(&guest.id)
                        .map(|c| format!("{}  ", crate::words::card_face(c)))
                        .unwrap_or_default()
                } else {
                    String::new()
                };
                let place = match seat_of(round, guest.id) {
                    Some((table, seat)) => msg::DrawPlace {
                        table,
                        seat: crate::words::seat(seat),
                    }
                    .say(),
                    None => msg::draw_waiting(),
                };
                by_guest.label(format!("{}: {card}{place}", guest.name));
            }
        });
    });
}
