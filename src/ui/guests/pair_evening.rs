//! A duplicate pair's evening, opened like a guest's (the same panel, the same find):
//! every round's table and opponents, every tray's result there, its score and how the
//! same cards went at the other tables.

use egui::RichText;

use crate::transcript::dup_view::DupView;
use crate::ui::widgets;
use crate::view::Desk;
use crate::words::{self, msg};

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
            ui.heading(msg::display_guest_evening(desk.state().name(guest)));
            ui.label(msg::roster_not_in_pair());
            return ui.button(msg::screen_close()).clicked();
        };
        ui.horizontal_wrapped(|ui| {
            ui.heading(dup.pair_label(pair));
            if let Some(s) = dup.standings.of(pair) {
                // A pair that has played no tray has no place (R-DUP-8).
                let place = s.place.map_or_else(msg::roster_no_place, |p| {
                    msg::RosterPlace {
                        place: p,
                        group: crate::ui::standings::duplicate::group_code(pair.group),
                    }
                    .say()
                });
                ui.label(
                    RichText::new(
                        msg::RosterPairLine {
                            score: dup.score_words(pair),
                            place,
                            trays: s.trays,
                        }
                        .say(),
                    )
                    .size(18.0)
                    .strong(),
                );
            }
        });
        // Worked out once per change of the party, not every frame.
        let Some(evening) = desk.pair_evening(pair) else {
            return ui.button(msg::screen_close()).clicked();
        };
        egui::ScrollArea::vertical()
            .max_height(ctx.content_rect().height() * 0.7)
            .show(ui, |ui| {
                widgets::scroll_by_keys(ui);
                pair_rounds_ui(ui, &evening.rounds);
            });
        ui.add_space(8.0);
        ui.horizontal(|ui| {
            if ui.button(msg::roster_find_pair()).clicked() {
                find = true;
            }
            ui.button(msg::screen_close()).clicked()
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
        let against = round.against.clone().unwrap_or_else(msg::roster_sat_out);
        ui.label(
            RichText::new(
                msg::RosterPairRound {
                    round: round.round,
                    table: round.table,
                    against,
                }
                .say(),
            )
            .strong(),
        );
        for tray in &round.trays {
            ui.horizontal_wrapped(|ui| {
                ui.add_space(16.0);
                ui.label(RichText::new(msg::roster_tray(tray.tray)).strong());
                ui.label(&tray.outcome);
                if let Some(score) = &tray.score {
                    ui.label(RichText::new(format!("({score})")).strong());
                }
                if !tray.elsewhere.is_empty() {
                    let others: Vec<String> = tray
                        .elsewhere
                        .iter()
                        .map(|(t, r)| {
                            msg::RosterElsewhereTable {
                                table: *t,
                                result: words::signed(*r),
                            }
                            .say()
                        })
                        .collect();
                    ui.label(RichText::new(msg::roster_elsewhere(others.join(", "))).weak());
                }
            });
        }
    }
}
