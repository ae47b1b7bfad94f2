//! The Party screen's settings form: the rules a party is played by, locked once play
//! has started (R-SIDE-1, R-ALT, R-ROUND-4, R-ROUND-6), and a duplicate evening's own
//! (R-DUP).

use super::form::form_row;
use super::*;
use crate::words::msg;

/// What the settings form asks for after a frame.
#[derive(Default)]
pub(super) struct FormAsks {
    /// &msg::form_test_bell() was pressed.
    pub(super) test_bell: bool,
    /// Enter on the form's last field: the form is done.
    pub(super) submitted: bool,
    /// A typed field was left (Enter, Tab, a click away): what it holds is meant.
    pub(super) left_a_box: bool,
    /// A typed field has the cursor: what it holds is still being typed.
    pub(super) in_a_box: bool,
    /// A typed field with the cursor changed in this frame: it is being typed in now.
    pub(super) typing_in_a_box: bool,
}

/// The settings form. `creating`: the new party's form, where Enter anywhere creates the
/// party (Tab walks it); an open party's form applies a box as it is left, and Enter
/// walks its boxes.
pub(super) fn settings_ui(
    ui: &mut egui::Ui,
    screen: &mut PartyScreen,
    (locked, pairs): (Option<&str>, Option<u32>),
    creating: bool,
) -> FormAsks {
    let mut asks = FormAsks::default();
    settings_grid_ui(ui, screen, (locked, pairs), creating, &mut asks);
    asks
}

/// The form's rows, in the order a host decides them (issue 54: a star party of five
/// rounds is the title, four Tabs, 5 and Enter): how it is scored and seated, when the
/// evening ends, a duplicate evening's own choices and how deals score, the round's
/// length, the bell.
pub(super) fn settings_grid_ui(
    ui: &mut egui::Ui,
    screen: &mut PartyScreen,
    (locked, pairs): (Option<&str>, Option<u32>),
    creating: bool,
    asks: &mut FormAsks,
) {
    let duplicate = screen.draft.scoring == crate::rules::GameKind::Duplicate;
    ui.spacing_mut().item_spacing.y = 10.0;
    asks.submitted |= kind_rows_ui(ui, &mut screen.draft, locked);
    let mut fields = Fields::default();
    ends_row_ui(ui, screen, &mut fields);
    asks.submitted |= play_rows_ui(ui, &mut screen.draft, locked, pairs);
    length_row_ui(ui, screen, &mut fields);
    bell_row_ui(ui, screen, asks);
    // A new party speaks the window's language; the open party's form can change it.
    if !creating {
        super::language::language_row_ui(ui, screen);
    }
    asks.left_a_box |= fields.left;
    asks.in_a_box |= fields.in_one;
    asks.typing_in_a_box |= fields.typing;
    match fields.entered {
        Some(_) if creating => asks.submitted = true,
        Some(which) => match next_field(which, screen.end) {
            Some(next) => screen.focus_field = Some(next),
            None => asks.submitted = true,
        },
        None => {}
    }
    // A duplicate evening is planned by its movement (R-DUP-3/4/5): on choosing it, the
    // star game's eight rounds, if untouched, give way to the whole movement.
    let now_duplicate = screen.draft.scoring == crate::rules::GameKind::Duplicate;
    if now_duplicate && !duplicate && screen.end == EndKind::Rounds && screen.rounds == 8 {
        screen.end = EndKind::Host;
    }
}

/// Scoring and seating: chosen before play starts (R-SIDE-1, R-ALT).
pub(super) fn kind_rows_ui(
    ui: &mut egui::Ui,
    draft: &mut SettingsRecord,
    locked: Option<&str>,
) -> bool {
    // The way of scoring first: it decides the rest (a duplicate evening has no sides).
    // Tab from the title reaches it in two keys; the arrows choose; Enter creates.
    let mut entered = false;
    form_row(ui, &msg::form_scoring(), |ui| {
        ui.add_enabled_ui(locked.is_none(), |ui| {
            ui.horizontal(|ui| {
                // R-PRIZE-1: open seating has one set of three prizes.
                let stars = if draft.open_seating {
                    &msg::form_stars_three()
                } else {
                    &msg::form_stars_six()
                };
                entered |= widgets::radio_group(
                    ui,
                    &mut draft.scoring,
                    &[
                        (GameKind::Stars, stars),
                        (GameKind::PairsAllEvening, &msg::form_pairs()),
                        (GameKind::IndividualCards, &msg::form_individual()),
                        (GameKind::Duplicate, &msg::form_duplicate()),
                    ],
                );
            });
        });
    });

    if draft.scoring != GameKind::Duplicate {
        form_row(ui, &msg::form_seating(), |ui| {
            ui.add_enabled_ui(locked.is_none(), |ui| {
                ui.horizontal(|ui| {
                    entered |= widgets::radio_group(
                        ui,
                        &mut draft.open_seating,
                        &[
                            (false, &msg::form_ladies_gentlemen()),
                            (true, &msg::form_open_seating()),
                        ],
                    );
                });
            });
        });
    }

    entered
}

/// A duplicate evening's own choices and how deals score: chosen before play starts
/// (R-DUP-2, R-DEAL-5).
pub(super) fn play_rows_ui(
    ui: &mut egui::Ui,
    draft: &mut SettingsRecord,
    locked: Option<&str>,
    pairs: Option<u32>,
) -> bool {
    let mut entered = false;
    if draft.scoring == GameKind::Duplicate {
        duplicate_rows_ui(ui, draft, locked, pairs);
    }

    form_row(ui, &msg::form_deals_score(), |ui| {
        ui.add_enabled_ui(locked.is_none(), |ui| {
            ui.vertical(|ui| {
                let names: Vec<(DealScoring, String)> = DealScoring::ALL
                    .into_iter()
                    .map(|m| (m, crate::words::deal_scoring(m)))
                    .collect();
                let rules: Vec<String> = names
                    .iter()
                    .map(|(m, _)| crate::words::deal_rule(*m))
                    .collect();
                let options: Vec<(DealScoring, &str, &str)> = names
                    .iter()
                    .zip(&rules)
                    .map(|((m, name), rule)| (*m, name.as_str(), rule.as_str()))
                    .collect();
                entered |= widgets::radio_group_explained(ui, &mut draft.deal_scoring, &options);
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
    draft: &mut SettingsRecord,
    locked: Option<&str>,
    pairs: Option<u32>,
) {
    let dup = &mut draft.duplicate;
    form_row(ui, &msg::screen_trays_a_table(), |ui| {
        ui.add_enabled_ui(locked.is_none(), |ui| {
            ui.vertical(|ui| {
                ui.horizontal(|ui| {
                    let labels: Vec<(u8, String)> = (1
                        ..=crate::rules::duplicate::MAX_TRAYS_PER_TABLE)
                        .map(|k| (k, msg::standing_trays(k)))
                        .collect();
                    let options: Vec<(u8, &str)> =
                        labels.iter().map(|(k, l)| (*k, l.as_str())).collect();
                    widgets::radio_group(ui, &mut dup.trays_per_table, &options);
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
                    ui.label(msg::screen_for_example(words::duplicate_plan(&m, 22)));
                }
            });
        });
    });
    movement_rows_ui(ui, dup, locked);
    form_row(ui, &msg::screen_the_trays(), |ui| {
        ui.add_enabled_ui(locked.is_none(), |ui| {
            ui.checkbox(&mut dup.deal_trays, msg::screen_deal_trays())
                .on_hover_text(msg::screen_deal_trays_tip());
        });
    });
}

/// At two tables, the Howell or the book's movement (R-DUP-12); how results are
/// compared (R-DUP-8, R-DUP-9).
fn movement_rows_ui(
    ui: &mut egui::Ui,
    dup: &mut crate::rules::duplicate::DupSettings,
    locked: Option<&str>,
) {
    // R-DUP-12: four pairs play the two-table Howell unless the host takes the book's.
    form_row(ui, &msg::screen_two_tables(), |ui| {
        use crate::rules::duplicate::TwoTables;
        ui.add_enabled_ui(locked.is_none(), |ui| {
            ui.horizontal(|ui| {
                widgets::radio_group_explained(
                    ui,
                    &mut dup.two_tables,
                    &[
                        (
                            TwoTables::Howell,
                            &msg::screen_howell(),
                            &msg::screen_howell_tip(),
                        ),
                        (
                            TwoTables::Book,
                            &msg::screen_book_movement(),
                            &msg::screen_book_movement_tip(),
                        ),
                    ],
                );
            });
        });
    });
    form_row(ui, &msg::screen_compared_by(), |ui| {
        ui.add_enabled_ui(locked.is_none(), |ui| {
            ui.horizontal(|ui| {
                widgets::radio_group_explained(
                    ui,
                    &mut dup.method,
                    &[
                        (
                            DupMethod::PlusMinus,
                            &msg::screen_plus_minus(),
                            &msg::screen_plus_minus_tip(),
                        ),
                        (
                            DupMethod::Matchpoints,
                            &msg::screen_matchpoints(),
                            &msg::screen_matchpoints_tip(),
                        ),
                    ],
                );
            });
        });
    });
}

/// What the typed fields of a frame said: one was left (Enter, Tab, a click away), and
/// which one Enter left.
#[derive(Default)]
pub(super) struct Fields {
    entered: Option<Field>,
    left: bool,
    /// One of them has the cursor.
    in_one: bool,
    /// The one with the cursor changed in this frame.
    typing: bool,
}

impl Fields {
    /// A typed field drawn: the cursor put in it when asked, and its leaving noted.
    fn field(
        &mut self,
        ui: &egui::Ui,
        focus: &mut Option<Field>,
        which: Field,
        response: &egui::Response,
    ) {
        if *focus == Some(which) {
            response.request_focus();
            *focus = None;
        }
        // A number box typed in is egui's text box in its place, of an id of its own.
        let typed_in = ui
            .memory(|m| m.focused())
            .and_then(|id| ui.ctx().read_response(id))
            .is_some_and(|r| response.rect.contains(r.rect.center()));
        self.in_one |= response.has_focus() || typed_in;
        self.typing |= (response.has_focus() || typed_in) && response.changed();
        if response.lost_focus() {
            self.left = true;
            if crate::ui::keys::seen(ui.ctx(), egui::Key::Enter) {
                self.entered = Some(which);
            }
        }
    }
}

/// The typed field Enter goes on to from `which`, in the form's order, past the end
/// that is not chosen; `None` after the last.
fn next_field(which: Field, end: EndKind) -> Option<Field> {
    let order = [
        Field::Rounds,
        Field::EndTime,
        Field::RoundMinutes,
        Field::Warning,
    ];
    let used = |f: &Field| match f {
        Field::Rounds => end == EndKind::Rounds,
        Field::EndTime => end == EndKind::Time,
        _ => true,
    };
    order
        .iter()
        .skip_while(|f| **f != which)
        .skip(1)
        .find(|f| used(f))
        .copied()
}

/// When the evening ends (R-ROUND-6): after a number of rounds, at a clock time, or when
/// the host rings the last bell; one Tab stop for the choice, the arrows inside it.
pub(super) fn ends_row_ui(ui: &mut egui::Ui, screen: &mut PartyScreen, fields: &mut Fields) {
    let duplicate = screen.draft.scoring == crate::rules::GameKind::Duplicate;
    let host = if duplicate {
        msg::form_end_movement()
    } else {
        msg::form_end_host()
    };
    let (after, at) = (msg::form_end_after(), msg::form_end_at());
    let host = host.as_str();
    let options = [
        (EndKind::Rounds, after.as_str()),
        (EndKind::Time, at.as_str()),
        (EndKind::Host, host),
    ];
    form_row(ui, &msg::form_evening_ends(), |ui| {
        ui.vertical(|ui| {
            let mut responses = Vec::with_capacity(3);
            ui.horizontal(|ui| {
                responses.push(widgets::choice(
                    ui,
                    screen.end == EndKind::Rounds,
                    &msg::form_end_after(),
                ));
                let r = ui
                    .add(egui::DragValue::new(&mut screen.rounds).range(1..=100))
                    .accessible_name(msg::form_rounds_box());
                if r.changed() {
                    screen.end = EndKind::Rounds;
                }
                fields.field(ui, &mut screen.focus_field, Field::Rounds, &r);
                ui.label(msg::form_rounds());
            });
            ui.horizontal(|ui| {
                responses.push(widgets::choice(
                    ui,
                    screen.end == EndKind::Time,
                    &msg::form_end_at(),
                ));
                let r = text_field(ui, &mut screen.end_time, &msg::form_end_time_box(), 70.0);
                if r.changed() {
                    screen.end = EndKind::Time;
                }
                fields.field(ui, &mut screen.focus_field, Field::EndTime, &r);
                ui.label(msg::form_end_time_hint());
            });
            responses.push(widgets::choice(ui, screen.end == EndKind::Host, host));
            for ((kind, _), response) in options.iter().zip(&responses) {
                if response.clicked() {
                    screen.end = *kind;
                }
            }
            widgets::group_keys(ui, &mut screen.end, &options, &responses);
        });
    });
}

/// The round's length and the warning before its end (R-ROUND-4).
pub(super) fn length_row_ui(ui: &mut egui::Ui, screen: &mut PartyScreen, fields: &mut Fields) {
    let draft = &mut screen.draft;
    let focus = &mut screen.focus_field;
    form_row(ui, &msg::form_round_length(), |ui| {
        ui.horizontal(|ui| {
            let r = ui
                .add(
                    egui::DragValue::new(&mut draft.round_minutes)
                        .range(1..=240)
                        .suffix(crate::words::msg::screen_minutes_suffix()),
                )
                .accessible_name(msg::form_round_length_box());
            fields.field(ui, focus, Field::RoundMinutes, &r);
            ui.label(msg::form_warn());
            let r = ui
                .add(
                    egui::DragValue::new(&mut draft.warning_minutes)
                        .range(0..=60)
                        .suffix(crate::words::msg::screen_minutes_suffix()),
                )
                .accessible_name(msg::form_warning_box());
            fields.field(ui, focus, Field::Warning, &r);
            ui.label(msg::form_before_end());
        });
    });
}

/// The bell's volume, and a button to hear it.
fn bell_row_ui(ui: &mut egui::Ui, screen: &mut PartyScreen, asks: &mut FormAsks) {
    form_row(ui, &msg::form_bell_volume(), |ui| {
        ui.horizontal(|ui| {
            ui.add(egui::Slider::new(&mut screen.draft.bell_volume, 0..=100).suffix(" %"))
                .accessible_name(msg::form_bell_volume());
            if ui.button(msg::form_test_bell()).clicked() {
                asks.test_bell = true;
            }
        });
    });
}

/// An open party's settings change as the host leaves what they changed: Enter, Tab or
/// a click away from a box, a radio clicked, the slider let go. Until then the form says
/// the change is not applied yet (issue 42: "Saved" while the file still held the old
/// value). A change the rules refuse, or an end time that cannot be read, is said in
/// words and the form shows the party's settings again.
pub(super) fn apply_when_done(
    ui: &mut egui::Ui,
    (now, left_a_box, in_a_box): (DateTime<Utc>, bool, bool),
    party: &Settings,
    screen: &mut PartyScreen,
    out: &mut Vec<Command>,
) {
    let values = screen.values();
    if screen.loaded.as_ref() == Some(&values) {
        return;
    }
    // A box left by Enter or Tab applies at once, even with the cursor in the next box,
    // unless that box is being typed in already (egui says a box was left a frame late:
    // "Tab 7" applied the warning's 7 minutes with the box left, the 7 typed in the next
    // and saved at once, a second digit would have saved again: key monkey, issue 55).
    let busy = !left_a_box
        && (in_a_box || crate::ui::keys::typing(ui.ctx()) || ui.input(|i| i.pointer.any_down()));
    if busy {
        ui.label(RichText::new(msg::form_not_applied()).color(widgets::wait(ui)));
        return;
    }
    let path = screen.draft_of.clone();
    match screen.settings(now) {
        Ok(settings) if settings == *party => screen.loaded = Some(values),
        Ok(settings) if screen.tried.as_ref() == Some(&settings) => {
            // The rules refused it (the refusal is on screen): the party's own again.
            screen.load(party, path);
        }
        Ok(settings) => {
            out.push(Command::Apply(Action::ChangeSettings(settings.clone())));
            screen.tried = Some(settings);
        }
        Err(message) => {
            out.push(Command::Notify(crate::words::rule_refusal(&message)));
            screen.load(party, path);
        }
    }
}
