//! The Party screen's settings form: the rules a party is played by, locked once play
//! has started (R-SIDE-1, R-ALT, R-ROUND-4, R-ROUND-6), and a duplicate evening's own
//! (R-DUP).

use super::*;

/// What the settings form asks for after a frame.
#[derive(Default)]
pub(super) struct FormAsks {
    /// "Test the bell" was pressed.
    pub(super) test_bell: bool,
    /// Enter on the form's last field: the form is done.
    pub(super) submitted: bool,
    /// A typed field was left (Enter, Tab, a click away): what it holds is meant.
    pub(super) left_a_box: bool,
}

pub(super) fn settings_ui(
    ui: &mut egui::Ui,
    screen: &mut PartyScreen,
    locked: Option<&str>,
    pairs: Option<u32>,
) -> FormAsks {
    let mut asks = FormAsks::default();
    settings_grid_ui(ui, screen, locked, pairs, &mut asks);
    asks
}

pub(super) fn settings_grid_ui(
    ui: &mut egui::Ui,
    screen: &mut PartyScreen,
    locked: Option<&str>,
    pairs: Option<u32>,
    asks: &mut FormAsks,
) {
    let duplicate = screen.draft.scoring == crate::rules::Scoring::Duplicate;
    ui.spacing_mut().item_spacing.y = 10.0;
    asks.submitted |= locked_rows_ui(ui, &mut screen.draft, locked, pairs);
    evening_rows_ui(ui, screen, asks);
    // A duplicate evening is planned by its movement (R-DUP-3/4/5): on choosing it, the
    // star game's eight rounds, if untouched, give way to the whole movement.
    let now_duplicate = screen.draft.scoring == crate::rules::Scoring::Duplicate;
    if now_duplicate && !duplicate && screen.end == EndKind::Rounds && screen.rounds == 8 {
        screen.end = EndKind::Host;
    }
}

/// The width of the settings form's names column.
pub(super) const FORM_LABEL_WIDTH: f32 = 160.0;

/// A row of the settings form: its name in a column of its own, level with the first
/// line of what it sets (however many lines that takes).
pub(super) fn form_row(ui: &mut egui::Ui, name: &str, contents: impl FnOnce(&mut egui::Ui)) {
    ui.horizontal_top(|ui| {
        widgets::column(ui, FORM_LABEL_WIDTH, |ui| ui.label(name));
        ui.vertical(contents);
    });
}

/// Seating, scoring and how deals score: chosen before play starts (R-DEAL-5).
pub(super) fn locked_rows_ui(
    ui: &mut egui::Ui,
    draft: &mut Settings,
    locked: Option<&str>,
    pairs: Option<u32>,
) -> bool {
    // The way of scoring first: it decides the rest (a duplicate evening has no sides).
    // Tab from the title reaches it in two keys; the arrows choose; Enter creates.
    let mut entered = false;
    form_row(ui, "Scoring", |ui| {
        ui.add_enabled_ui(locked.is_none(), |ui| {
            ui.horizontal(|ui| {
                // R-PRIZE-1: open seating has one set of three prizes.
                let stars = if draft.open_seating {
                    "Stars (three prizes)"
                } else {
                    "Stars (six prizes)"
                };
                entered |= widgets::radio_group(
                    ui,
                    &mut draft.scoring,
                    &[
                        (Scoring::Stars, stars),
                        (Scoring::PairsAllEvening, "Pairs all evening"),
                        (Scoring::IndividualCards, "Individual score cards"),
                        (Scoring::Duplicate, "Duplicate (pairs all evening)"),
                    ],
                );
            });
        });
    });

    if draft.scoring != Scoring::Duplicate {
        form_row(ui, "Seating", |ui| {
            ui.add_enabled_ui(locked.is_none(), |ui| {
                ui.horizontal(|ui| {
                    entered |= widgets::radio_group(
                        ui,
                        &mut draft.open_seating,
                        &[
                            (false, "Ladies and gentlemen"),
                            (true, "Open seating (red and blue packs)"),
                        ],
                    );
                });
            });
        });
    }

    if draft.scoring == Scoring::Duplicate {
        duplicate_rows_ui(ui, draft, locked, pairs);
    }

    form_row(ui, "Deals score", |ui| {
        ui.add_enabled_ui(locked.is_none(), |ui| {
            ui.vertical(|ui| {
                for method in DealScoring::ALL {
                    ui.radio_value(
                        &mut draft.deal_scoring,
                        method,
                        crate::words::deal_scoring(method),
                    )
                    .on_hover_text(crate::words::deal_rule(method));
                }
            });
        });
    });
    if let Some(why) = locked {
        form_row(ui, "", |ui| {
            ui.label(RichText::new(why).color(widgets::wait(ui)));
        });
    }
    entered
}

/// Duplicate Cinch's choices (R-DUP-2, R-DUP-8, R-DUP-9), and what they make of the
/// evening in plain words, before play.
pub(super) fn duplicate_rows_ui(
    ui: &mut egui::Ui,
    draft: &mut Settings,
    locked: Option<&str>,
    pairs: Option<u32>,
) {
    let dup = &mut draft.duplicate;
    form_row(ui, "Trays a table", |ui| {
        ui.add_enabled_ui(locked.is_none(), |ui| {
            ui.vertical(|ui| {
                ui.horizontal(|ui| {
                    for k in 1..=crate::rules::duplicate::MAX_TRAYS_PER_TABLE {
                        let label = words::count(usize::from(k), "tray", "trays");
                        ui.radio_value(&mut dup.trays_per_table, k, label);
                    }
                });
                if let Some(pairs) = pairs.filter(|p| *p >= 2) {
                    let m = crate::rules::duplicate::Movement::for_pairs(
                        pairs,
                        u32::from(dup.trays_per_table),
                        dup.two_tables,
                    );
                    ui.label(words::duplicate_plan(&m, pairs));
                } else {
                    // Before the pairs are known, what a typical evening would be.
                    let m = crate::rules::duplicate::Movement::new(
                        11,
                        u32::from(dup.trays_per_table),
                        false,
                    );
                    ui.label(format!(
                        "For example, {} Make the pairs on the Pairs screen.",
                        words::duplicate_plan(&m, 22)
                    ));
                }
            });
        });
    });
    // R-DUP-12: four pairs play the two-table Howell unless the host takes the book's.
    form_row(ui, "At two tables", |ui| {
        use crate::rules::duplicate::TwoTables;
        ui.add_enabled_ui(locked.is_none(), |ui| {
            ui.horizontal(|ui| {
                ui.radio_value(
                    &mut dup.two_tables,
                    TwoTables::Howell,
                    "The two-table Howell",
                )
                .on_hover_text("Four pairs: every pair meets every other pair once");
                ui.radio_value(&mut dup.two_tables, TwoTables::Book, "The book's movement")
                    .on_hover_text(
                        "Foster's rule with 2 or 4 trays, the skip Mitchell with 1 or 3: each \
                         pair meets only one or two others",
                    );
            });
        });
    });
    form_row(ui, "Compared by", |ui| {
        ui.add_enabled_ui(locked.is_none(), |ui| {
            ui.horizontal(|ui| {
                ui.radio_value(&mut dup.method, DupMethod::PlusMinus, "Plus and minus")
                    .on_hover_text("Each result against the average on the same tray (Foster)");
                ui.radio_value(&mut dup.method, DupMethod::Matchpoints, "Matchpoints")
                    .on_hover_text(
                        "2 for each result beaten on a tray, 1 for each tied, as a percentage \
                         (the clubs' way)",
                    );
            });
        });
    });
    form_row(ui, "The trays", |ui| {
        ui.add_enabled_ui(locked.is_none(), |ui| {
            ui.checkbox(&mut dup.deal_trays, "Deal the trays for me")
                .on_hover_text(
                    "The program deals every tray when the evening starts; print the hand \
                     records to make the trays up before the guests arrive",
                );
        });
    });
}

/// The round's length, the end of the evening and the bell. Enter in a typed field goes
/// on to the next; on the last it submits the form.
pub(super) fn evening_rows_ui(ui: &mut egui::Ui, screen: &mut PartyScreen, asks: &mut FormAsks) {
    let mut entered = None;
    let mut left = false;
    let mut field = |ui: &mut egui::Ui, which: Field, response: egui::Response| {
        if screen.focus_field == Some(which) {
            response.request_focus();
            screen.focus_field = None;
        }
        if response.lost_focus() {
            left = true;
            if crate::ui::keys::seen(ui.ctx(), egui::Key::Enter) {
                entered = Some(which);
            }
        }
    };
    let draft = &mut screen.draft;
    form_row(ui, "Round length", |ui| {
        ui.horizontal(|ui| {
            let r = ui
                .add(
                    egui::DragValue::new(&mut draft.round_minutes)
                        .range(1..=240)
                        .suffix(" min"),
                )
                .accessible_name("Round length in minutes");
            field(ui, Field::RoundMinutes, r);
            ui.label("warn");
            let r = ui
                .add(
                    egui::DragValue::new(&mut draft.warning_minutes)
                        .range(0..=60)
                        .suffix(" min"),
                )
                .accessible_name("Warning minutes before the end");
            field(ui, Field::Warning, r);
            ui.label("before the end");
        });
    });

    let duplicate = draft.scoring == crate::rules::Scoring::Duplicate;
    form_row(ui, "The evening ends", |ui| {
        ui.vertical(|ui| {
            ui.horizontal(|ui| {
                ui.radio_value(&mut screen.end, EndKind::Rounds, "after");
                let r = ui
                    .add(egui::DragValue::new(&mut screen.rounds).range(1..=100))
                    .accessible_name("Number of rounds");
                if r.changed() {
                    screen.end = EndKind::Rounds;
                }
                field(ui, Field::Rounds, r);
                ui.label("rounds");
            });
            ui.horizontal(|ui| {
                ui.radio_value(&mut screen.end, EndKind::Time, "at");
                let r = text_field(ui, &mut screen.end_time, "End time", 70.0);
                if r.changed() {
                    screen.end = EndKind::Time;
                }
                field(ui, Field::EndTime, r);
                ui.label("(the round in play then is the last)");
            });
            let host = if duplicate {
                "when the movement is complete, or I ring the last bell"
            } else {
                "when I ring the last bell"
            };
            ui.radio_value(&mut screen.end, EndKind::Host, host);
        });
    });

    bell_row_ui(ui, screen, asks);
    asks.left_a_box |= left;
    match entered.map(Field::next) {
        Some(Some(next)) => screen.focus_field = Some(next),
        Some(None) => asks.submitted = true,
        None => {}
    }
}

/// The bell's volume, and a button to hear it.
fn bell_row_ui(ui: &mut egui::Ui, screen: &mut PartyScreen, asks: &mut FormAsks) {
    form_row(ui, "Bell volume", |ui| {
        ui.horizontal(|ui| {
            ui.add(egui::Slider::new(&mut screen.draft.bell_volume, 0..=100).suffix(" %"))
                .accessible_name("Bell volume");
            if ui.button("Test the bell").clicked() {
                asks.test_bell = true;
            }
        });
    });
}
