//! A table's tie waiting for the ladies' cut (R-ROUND-3): the program's cut or a real one,
//! one key each.

use super::*;

/// A tie waiting for the ladies' cut: one key each.
pub(super) fn tie_ui(
    ui: &mut egui::Ui,
    round: u32,
    table: u32,
    seats: &TableSeats,
    keys: &mut Keys,
    out: &mut Vec<Command>,
) {
    let here = keys.cursor
        == Some(Cursor {
            round,
            slot: table,
            spot: Spot::Tie,
        });
    let hint = if here {
        "A tie! The ladies cut: press C, N or E."
    } else {
        "A tie: the two ladies cut, Ace high."
    };
    ui.add(egui::Label::new(RichText::new(hint).color(widgets::bad(ui))).wrap());
    // The three buttons go on to a second line on a narrow card, never past its edge.
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing.y = 4.0;
        let id = spot_id(round, table, Spot::Tie);
        if here {
            focus_once(ui, id);
        }
        let cut = ui
            .add(egui::Button::new(RichText::new("C: cut").strong()).small())
            .on_hover_text("The program cuts for the two ladies and shows both cards");
        let cut = ui.interact(cut.rect, id, egui::Sense::click()).union(cut);
        if here {
            hold_keys(ui, id);
        }
        if cut
            .accessible_name(format!("Cut for table {table}"))
            .clicked()
        {
            out.push(Command::CutTie { round, table });
        }
        for (lady, pair, short) in [
            (seats.north, "North–South", "N: N–S won"),
            (seats.east, "East–West", "E: E–W won"),
        ] {
            if ui
                .add(egui::Button::new(short).small())
                .on_hover_text(format!("A real cut: the {pair} lady drew the higher card"))
                .accessible_name(format!("Table {table}: {pair} won the cut"))
                .clicked()
            {
                let cut = Cut::real(&seats.cutters(), lady);
                out.push(Command::Apply(Action::CutTie { round, table, cut }));
            }
        }
    });
}
