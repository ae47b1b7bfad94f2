//! A duplicate pair's evening, opened like a guest's (the same panel, the same find):
//! every round's table and opponents, every tray's result there, its score and how the
//! same cards went at the other tables.

use egui::RichText;

use crate::transcript::dup_view::DupView;
use crate::ui::widgets;
use crate::view::Desk;
use crate::words;

/// What the host asked of a pair's evening this frame.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Asked {
    /// Nothing: it stays open.
    Nothing,
    /// To find another pair or guest.
    Find,
    /// To close it.
    Close,
}

/// A duplicate pair's evening (Ctrl+F, by a player's name or the pair's number): every
/// round's table and opponents, every tray's result there, its plus/minus (or
/// percentage) and how the same cards went at the other tables.
pub(super) fn pair_evening_ui(
    ctx: &egui::Context,
    desk: &Desk,
    dup: &DupView,
    guest: crate::rules::GuestId,
) -> Asked {
    let mut find = false;
    let pair = dup.pair_of(guest);
    let modal = egui::Modal::new(egui::Id::unique("pair_evening")).show(ctx, |ui| {
        ui.set_max_width(980.0);
        let Some(pair) = pair else {
            ui.heading(format!("{}'s evening", desk.state().name(guest)));
            ui.label("Not in a pair: make the pairs on the Pairs screen.");
            return ui.button("Close").clicked();
        };
        ui.horizontal_wrapped(|ui| {
            ui.heading(dup.pair_label(pair));
            if let Some(s) = dup.standings.of(pair) {
                // A pair that has played no tray has no place (R-DUP-8).
                let place = s.place.map_or_else(
                    || "no place yet".to_owned(),
                    |p| format!("place {p} of the {}", crate::words::group_pairs(pair.group)),
                );
                ui.label(
                    RichText::new(format!(
                        "{}, {place}, {}",
                        dup.score_words(pair),
                        words::count(s.trays as usize, "tray", "trays")
                    ))
                    .size(18.0)
                    .strong(),
                );
            }
        });
        // Worked out once per change of the party, not every frame.
        let Some(evening) = desk.pair_evening(pair) else {
            return ui.button("Close").clicked();
        };
        egui::ScrollArea::vertical()
            .max_height(ctx.content_rect().height() * 0.7)
            .show(ui, |ui| {
                widgets::scroll_by_keys(ui);
                pair_rounds_ui(ui, &evening.rounds);
            });
        ui.add_space(8.0);
        ui.horizontal(|ui| {
            if ui.button("Find another pair or guest").clicked() {
                find = true;
            }
            ui.button("Close").clicked()
        })
        .inner
    });
    if find {
        Asked::Find
    } else if modal.inner || modal.should_close() {
        Asked::Close
    } else {
        Asked::Nothing
    }
}

/// A pair's evening, round by round: the table and opponents, then each tray's result,
/// its score, and how the same cards went at the other tables.
fn pair_rounds_ui(ui: &mut egui::Ui, rounds: &[crate::transcript::dup_view::PairRound]) {
    for round in rounds {
        ui.add_space(4.0);
        let against = round
            .against
            .clone()
            .unwrap_or_else(|| "sat out (no opponents)".to_owned());
        ui.label(
            RichText::new(format!(
                "Round {}, table {}: against {against}",
                round.round, round.table
            ))
            .strong(),
        );
        for tray in &round.trays {
            ui.horizontal_wrapped(|ui| {
                ui.add_space(16.0);
                ui.label(RichText::new(format!("Tray {}:", tray.tray)).strong());
                ui.label(&tray.outcome);
                if let Some(score) = &tray.score {
                    ui.label(RichText::new(format!("({score})")).strong());
                }
                if !tray.elsewhere.is_empty() {
                    let others: Vec<String> = tray
                        .elsewhere
                        .iter()
                        .map(|(t, r)| format!("table {t} {}", words::signed(*r)))
                        .collect();
                    ui.label(RichText::new(format!("elsewhere: {}", others.join(", "))).weak());
                }
            });
        }
    }
}
