//! The Draw screen (R-DRAW): the program's draw for everyone, or the cards typed in
//! from a real pack; then the table plan, seat by seat.

use std::collections::HashMap;

use egui::RichText;

use super::widgets::{card_text, pairs_text, side_word, submitted, table_title, text_field};
use crate::rules::cards::rank_label;
use crate::rules::progression::seat_of;
use crate::rules::{Action, Back, DrawCard, GuestId, Phase};
use crate::view::{Command, Desk, Screen, UiCommand};

/// What the Draw screen keeps between frames.
#[derive(Default)]
pub struct DrawScreen {
    typed: HashMap<GuestId, String>,
}

/// The Draw screen.
pub fn draw_ui(ui: &mut egui::Ui, desk: &Desk, screen: &mut DrawScreen, out: &mut Vec<Command>) {
    match desk.state().phase() {
        Phase::Setup => cards_ui(ui, desk, screen, out),
        Phase::Playing | Phase::Finished => plan_ui(ui, desk, out),
    }
}

fn cards_ui(ui: &mut egui::Ui, desk: &Desk, screen: &mut DrawScreen, out: &mut Vec<Command>) {
    let state = desk.state();
    let open = state.settings.open_seating;
    let tables = state.tables_possible();
    ui.heading("The draw");
    if tables == 0 {
        ui.label("Add guests first: a table needs two of each side.");
        return;
    }
    let top = if tables > 13 {
        format!("Ace to King, then tickets 14 to {tables}")
    } else {
        format!("Ace to {}", rank_label(tables))
    };
    ui.label(format!(
        "{tables} tables. Take {top} of ♠ and ♣ from each pack: red backs for the {}, blue backs for the {}. \
         Spades sit North–South, clubs East–West.",
        crate::rules::Side::Lady.plural(open),
        crate::rules::Side::Gentleman.plural(open),
    ));
    ui.horizontal(|ui| {
        if ui
            .button(RichText::new("Draw for everyone").strong())
            .clicked()
        {
            out.push(Command::DrawForEveryone);
        }
        if ui
            .button(RichText::new("Seat the tables").strong())
            .clicked()
        {
            out.push(Command::Apply(Action::SeatTables));
        }
    });
    ui.label(
        "Or type the card each guest drew from a real pack (like 7S, 7♠, AC, 10♣), then Enter.",
    );
    ui.add_space(6.0);
    egui::ScrollArea::vertical().show(ui, |ui| {
        egui::Grid::new("cards")
            .num_columns(3)
            .striped(true)
            .spacing([16.0, 6.0])
            .show(ui, |ui| {
                let mut guests: Vec<_> = state.guests().iter().filter(|g| !g.removed).collect();
                guests.sort_by(|a, b| a.name.cmp(&b.name));
                for guest in guests {
                    ui.label(RichText::new(&guest.name).strong().size(20.0));
                    ui.label(side_word(guest.side, open));
                    match state.cards().get(&guest.id) {
                        Some(card) => {
                            ui.horizontal(|ui| {
                                ui.label(card_text(card, 26.0));
                                if ui
                                    .small_button("Clear")
                                    .accessible_name(format!("Clear the card of {}", guest.name))
                                    .clicked()
                                {
                                    out.push(Command::Apply(Action::ClearCard { guest: guest.id }));
                                }
                            });
                        }
                        None => {
                            let text = screen.typed.entry(guest.id).or_default();
                            let field =
                                text_field(ui, text, &format!("Card for {}", guest.name), 90.0);
                            if submitted(ui, &field) && !text.trim().is_empty() {
                                match DrawCard::parse(text, Back::of(guest.side)) {
                                    Ok(card) => out.push(Command::Apply(Action::RecordCard {
                                        guest: guest.id,
                                        card,
                                    })),
                                    Err(error) => out.push(Command::Notify(error.to_string())),
                                }
                                text.clear();
                            }
                        }
                    }
                    ui.end_row();
                }
            });
    });
}

fn plan_ui(ui: &mut egui::Ui, desk: &Desk, out: &mut Vec<Command>) {
    let state = desk.state();
    let Some(round) = state.current_round() else {
        return;
    };
    ui.horizontal(|ui| {
        ui.heading(format!("Table plan, round {}", round.number));
        if state.phase() == Phase::Playing && ui.button("Go to the round").clicked() {
            out.push(Command::Ui(UiCommand::Show(Screen::Round)));
        }
    });
    egui::ScrollArea::vertical().show(ui, |ui| {
        ui.columns(2, |columns| {
            let [by_table, by_guest] = columns else {
                return;
            };
            by_table.label(RichText::new("By table").strong());
            let last = round.tables.len();
            for (table, seats) in (1..).zip(&round.tables) {
                by_table.label(
                    RichText::new(table_title(state, table, last))
                        .strong()
                        .size(20.0),
                );
                by_table.label(pairs_text(state, seats));
            }
            by_guest.label(RichText::new("By guest").strong());
            let mut guests: Vec<_> = state.guests().iter().filter(|g| !g.removed).collect();
            guests.sort_by(|a, b| a.name.cmp(&b.name));
            for guest in guests {
                let card = if round.number == 1 {
                    state
                        .cards()
                        .get(&guest.id)
                        .map(|c| format!("{}  ", c.face()))
                        .unwrap_or_default()
                } else {
                    String::new()
                };
                let place = match seat_of(round, guest.id) {
                    Some((table, seat)) => format!("table {table}, {}", seat.word()),
                    None => "waiting".to_owned(),
                };
                by_guest.label(format!("{}: {card}{place}", guest.name));
            }
        });
    });
}
