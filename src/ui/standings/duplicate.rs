//! The Standings screen of a Duplicate Cinch evening (R-DUP-8, R-DUP-9): the N–S and
//! E–W pairs side by side with their plus/minus (or percentage) and trays played, the
//! leaders; and a traveller per tray, every table's result on it with what each pair
//! made of it, where any result can be corrected (R-DUP-11). The Prizes screen's
//! duplicate side: the winners of each direction, a tie cut by the program on request.

use std::collections::HashMap;

use egui::RichText;

use crate::rules::duplicate::TrayPlay;
use crate::rules::duplicate::{PairGroup, PairId};
use crate::rules::{Action, Phase};
use crate::ui::widgets;
use crate::view::duplicate::DupView;
use crate::view::{Command, Desk};
use crate::words::read_tray as parse_tray;
use crate::words::{self, msg};

/// What the duplicate Standings screen keeps between frames.
#[derive(Default)]
pub struct DupStandingsScreen {
    /// The result being corrected from a traveller: (round, table, tray), and its text.
    correcting: Option<((u32, u32, u32), String)>,
    _typed: HashMap<u32, String>,
}

/// The duplicate Standings screen.
pub fn dup_standings_ui(
    ui: &mut egui::Ui,
    (desk, dup): (&Desk, &DupView),
    screen: &mut DupStandingsScreen,
    out: &mut Vec<Command>,
) {
    egui::ScrollArea::vertical()
        .id_salt("dup_standings")
        .show(ui, |ui| {
            widgets::scroll_by_keys(ui);
            not_for_the_room_ui(ui, dup);
            if ui.button(msg::standing_export()).clicked() {
                out.push(Command::ExportForSpreadsheet);
            }
            let over = desk.state().phase() == crate::rules::Phase::Finished;
            winners_ui(ui, dup, over);
            let groups = dup.movement.groups();
            ui.columns(groups.len(), |columns| {
                for (ui, &group) in columns.iter_mut().zip(groups) {
                    direction_ui(ui, dup, group);
                }
            });
            ui.add_space(16.0);
            ui.heading(msg::standing_travellers());
            ui.label(msg::standing_travellers_how());
            travellers_ui(ui, desk, dup, screen, out);
            widgets::keep_focus_in_view(ui);
        });
}

/// A ranking's group as the catalogues select on it: "ns", "ew" or "all".
pub(crate) fn group_code(group: PairGroup) -> &'static str {
    match group {
        PairGroup::NorthSouth => "ns",
        PairGroup::EastWest => "ew",
        PairGroup::All => "all",
    }
}

/// R-DUP-13: the host's screens show everything while the evening is played, marked as
/// not for the room (the display, the phones and the paper show none of it).
pub fn not_for_the_room_ui(ui: &mut egui::Ui, dup: &DupView) {
    if let Some(trays) = dup.withheld {
        egui::Frame::new()
            .fill(widgets::wait(ui).gamma_multiply(0.25))
            .inner_margin(8.0)
            .corner_radius(6.0)
            .show(ui, |ui| {
                ui.add(
                    egui::Label::new(
                        RichText::new(crate::words::not_for_the_room(trays))
                            .size(18.0)
                            .strong(),
                    )
                    .wrap(),
                );
            });
    }
}

/// "Leading North–South: N–S 3 (Ann & Bob), +12.50"; once the evening is over, "Winner
/// North–South: …" (trial: still "Leading" after the last bell, where the Prizes screen
/// said "The winners").
fn winners_ui(ui: &mut egui::Ui, dup: &DupView, over: bool) {
    for (direction, pairs) in &dup.standings.winners {
        let id = |p: u32| PairId::new(*direction, p);
        let names: Vec<String> = pairs.iter().map(|&p| dup.pair_label(id(p))).collect();
        // The Howell has one ranking: no direction to name (R-DUP-12).
        let group = group_code(*direction);
        let text = match names.as_slice() {
            [] => continue,
            [one] => msg::StandingTopPair {
                over: if over { "yes" } else { "no" },
                group,
                pair: one.as_str(),
                score: pairs
                    .first()
                    .map_or_else(String::new, |&p| dup.score_words(id(p))),
            }
            .say(),
            many => match direction {
                PairGroup::All => msg::display_level_at_top(words::and_list(many)),
                _ => msg::StandingLevelTopOf {
                    group,
                    names: words::and_list(many),
                }
                .say(),
            },
        };
        ui.label(
            RichText::new(text)
                .size(20.0)
                .strong()
                .color(widgets::good(ui)),
        );
    }
}

fn direction_ui(ui: &mut egui::Ui, dup: &DupView, direction: PairGroup) {
    ui.heading(crate::words::group(direction));
    // Fixed columns, the names taking what the place, the score and the trays leave (a
    // grid would size its columns from the frame before, and cut the names to nothing).
    // The trays' column as wide as its widest words ("4 bandejas" is wider than "4 trays").
    let widest = dup
        .standings
        .group(direction)
        .map(|row| {
            ui.painter()
                .layout_no_wrap(
                    msg::standing_trays(row.trays),
                    egui::TextStyle::Body.resolve(ui.style()),
                    egui::Color32::WHITE,
                )
                .size()
                .x
        })
        .fold(0.0_f32, f32::max);
    let (place, score, trays, gap) = (40.0, 96.0, (widest + 4.0).max(60.0), 8.0);
    let names = (ui.available_width() - place - score - trays - 3.0 * gap).max(120.0);
    let cell = |ui: &mut egui::Ui, width: f32, label: egui::Label| {
        ui.allocate_ui_with_layout(
            egui::vec2(width, 24.0),
            egui::Layout::left_to_right(egui::Align::Center),
            |ui| {
                ui.set_width(width);
                ui.add(label.truncate());
            },
        );
    };
    let rows = dup.standings.group(direction);
    for (i, row) in rows.enumerate() {
        let fill = if i % 2 == 0 {
            ui.visuals().faint_bg_color
        } else {
            egui::Color32::TRANSPARENT
        };
        egui::Frame::new().fill(fill).show(ui, |ui| {
            ui.horizontal(|ui| {
                ui.spacing_mut().item_spacing.x = gap;
                // A pair that has played no tray has no place (R-DUP-8).
                let at = row
                    .place
                    .map_or_else(|| "–".to_owned(), |p| format!("{p}."));
                cell(ui, place, egui::Label::new(at));
                cell(
                    ui,
                    names,
                    egui::Label::new(format!(
                        "{} {}",
                        words::pair_tag(row.id()),
                        dup.names(row.id())
                    )),
                );
                cell(
                    ui,
                    score,
                    egui::Label::new(RichText::new(dup.score_words(row.id())).strong()),
                );
                cell(ui, trays, egui::Label::new(msg::standing_trays(row.trays)));
            });
        });
    }
}

fn travellers_ui(
    ui: &mut egui::Ui,
    desk: &Desk,
    dup: &DupView,
    screen: &mut DupStandingsScreen,
    out: &mut Vec<Command>,
) {
    let state = desk.state();
    let method = state.settings.deal_scoring;
    let editable = state.phase() != Phase::Setup;
    for traveller in &dup.standings.travellers {
        if traveller.lines.is_empty() {
            continue;
        }
        egui::CollapsingHeader::new(msg::standing_tray(traveller.tray))
            .id_salt(("traveller", traveller.tray))
            .show(ui, |ui| {
                for line in &traveller.lines {
                    ui.horizontal_wrapped(|ui| {
                        ui.label(
                            msg::StandingLine {
                                round: line.round,
                                table: line.table,
                            }
                            .say(),
                        );
                        let ew = line
                            .ew_pair
                            .map_or_else(msg::standing_sat_out, words::pair_tag);
                        ui.label(words::against(&words::pair_tag(line.ns_pair), &ew));
                        let key = (line.round, line.table, traveller.tray);
                        let outcome = match line.play {
                            Some(play) => words::tray_outcome(method, traveller.tray, &play),
                            None => msg::standing_not_reported(),
                        };
                        ui.label(outcome);
                        if let Some(pm) = line.plus_minus {
                            let value = match (dup.method, line.percent) {
                                (
                                    crate::rules::duplicate::DupMethod::Matchpoints,
                                    Some((ns, _)),
                                ) => words::ns_figure(&words::percent(ns)),
                                _ => words::ns_figure(&words::plus_minus(pm)),
                            };
                            ui.label(RichText::new(value).strong());
                        }
                        correction_ui(
                            ui,
                            key,
                            line.play,
                            line.ew_pair.is_some() && editable,
                            screen,
                            out,
                        );
                    });
                }
            });
    }
}

/// "Correct" on a traveller's line, then the result typed as on the Round screen.
fn correction_ui(
    ui: &mut egui::Ui,
    key: (u32, u32, u32),
    play: Option<TrayPlay>,
    editable: bool,
    screen: &mut DupStandingsScreen,
    out: &mut Vec<Command>,
) {
    let (round, table, tray) = key;
    if !editable || play.is_none() {
        return;
    }
    match &mut screen.correcting {
        Some((open, text)) if *open == key => {
            let id = egui::Id::unique(("dup_correct", round, table, tray));
            let response = widgets::text_field_with_focus(
                ui,
                text,
                &msg::StandingCorrectTray { round, table, tray }.say(),
                130.0,
                id,
                true,
            );
            if widgets::submitted(ui, &response) {
                match parse_tray(text, tray) {
                    Ok(play) => {
                        out.push(Command::Apply(Action::CorrectTray {
                            round,
                            table,
                            tray,
                            play,
                        }));
                        screen.correcting = None;
                    }
                    Err(error) => out.push(Command::Notify(
                        msg::StandingTrayError {
                            round,
                            table,
                            tray,
                            error: crate::words::rule_refusal(&error),
                        }
                        .say(),
                    )),
                }
            } else if ui.small_button(msg::standing_cancel()).clicked() {
                screen.correcting = None;
            }
        }
        _ => {
            if ui
                .small_button(msg::standing_correct())
                .accessible_name(msg::StandingCorrectTray { round, table, tray }.say())
                .clicked()
            {
                screen.correcting = Some((key, String::new()));
            }
        }
    }
}

/// The Prizes screen of a duplicate evening: the winners of each direction, and the
/// program's cut for a tie at the top (R-DUP-8).
pub fn dup_winners_ui(ui: &mut egui::Ui, (desk, dup): (&Desk, &DupView), out: &mut Vec<Command>) {
    let state = desk.state();
    not_for_the_room_ui(ui, dup);
    if state.phase() != Phase::Finished {
        ui.label(RichText::new(msg::standing_as_they_stand()).italics());
    }
    ui.heading(msg::standing_winners());
    for (direction, pairs) in &dup.standings.winners {
        ui.add_space(6.0);
        ui.label(
            RichText::new(crate::words::group(*direction))
                .size(22.0)
                .strong(),
        );
        match pairs.as_slice() {
            [] => {
                ui.label(msg::standing_no_result_at_all());
            }
            [one] => {
                ui.label(
                    RichText::new(format!(
                        "{}, {}",
                        dup.pair_label(PairId::new(*direction, *one)),
                        dup.score_words(PairId::new(*direction, *one))
                    ))
                    .size(20.0)
                    .color(widgets::good(ui)),
                );
                if dup.cuts.iter().any(|(d, _)| d == direction) {
                    ui.label(msg::standing_tie_cut());
                }
            }
            many => {
                let names: Vec<String> = many
                    .iter()
                    .map(|&p| dup.pair_label(PairId::new(*direction, p)))
                    .collect();
                ui.label(msg::standing_level_top(words::and_list(&names)));
                if ui
                    .button(msg::standing_cut_first(group_code(*direction)))
                    .clicked()
                {
                    out.push(Command::CutDuplicateTie(*direction));
                }
            }
        }
    }
}
