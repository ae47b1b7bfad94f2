//! A table's tie waiting for the ladies' cut (the red-pack guests' in open seating,
//! R-ROUND-3): the program's cut or a real one, one key each.

use super::*;

/// A tie waiting for the ladies' cut: one key each.
pub(super) fn tie_ui(
    ui: &mut egui::Ui,
    (round, table, open_seating): (u32, u32, bool),
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
    let hint = crate::words::tie_waits(open_seating, here);
    ui.add(egui::Label::new(RichText::new(hint).color(widgets::bad(ui))).wrap());
    // The three buttons go on to a second line on a narrow card, never past its edge.
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing.y = 4.0;
        let id = spot_id(round, table, Spot::Tie);
        if here {
            focus_once(ui, id);
        }
        let cut = ui
            .add(egui::Button::new(RichText::new(msg::play_cut()).strong()).small())
            .on_hover_text(crate::words::program_cuts_for(open_seating));
        let cut = ui.interact(cut.rect, id, egui::Sense::click()).union(cut);
        if here {
            hold_keys(ui, id);
        }
        if cut.accessible_name(msg::play_cut_for(table)).clicked() {
            out.push(Command::CutTie { round, table });
        }
        for (lady, side, code, key) in [
            (seats.north, PairSide::NorthSouth, "ns", Seat::North),
            (seats.east, PairSide::EastWest, "ew", Seat::East),
        ] {
            let pair = crate::words::side(side);
            if ui
                .add(
                    egui::Button::new(
                        msg::PlayCutWon {
                            side: code,
                            key: crate::words::seat_letter(key),
                        }
                        .say(),
                    )
                    .small(),
                )
                .on_hover_text(crate::words::real_cut_won_by(open_seating, &pair))
                .accessible_name(
                    msg::PlayCutWonName {
                        table,
                        side: pair.as_str(),
                    }
                    .say(),
                )
                .clicked()
            {
                let cut = Cut::real(&seats.cutters(), lady);
                out.push(Command::Apply(Action::CutTie { round, table, cut }));
            }
        }
    });
}
