//! The Standings screen: every guest's stars in prize order, side by side (R-STAR,
//! R-PRIZE-3), or the score cards (R-ALT); and the history of every round, where a past
//! result can be corrected (R-STAR-3).

use egui::RichText;

use super::widgets::{self, star_text, submitted, text_field};
use crate::rules::round::Round;
use crate::rules::round::parse_score;
use crate::rules::{Action, Scoring, Seat, StarColour};
use crate::view::{Command, Desk};
use crate::words;

/// What the Standings screen keeps between frames.
#[derive(Default)]
pub struct StandingsScreen {
    correcting: Option<(u32, u32)>,
    ns: String,
    ew: String,
}

/// The Standings screen.
pub fn standings_ui(
    ui: &mut egui::Ui,
    desk: &Desk,
    screen: &mut StandingsScreen,
    out: &mut Vec<Command>,
) {
    egui::ScrollArea::vertical()
        .id_salt("standings_scroll")
        .show(ui, |ui| {
            // Page Up/Down, Home/End and the arrows scroll; Tab brings the focus into view.
            widgets::scroll_by_keys(ui);
            if ui
                .button("Export for a spreadsheet")
                .on_hover_text(
                    "Standings, results and history as CSV files, and the transcript as \
                     JSON, in the exports folder beside the party's save",
                )
                .clicked()
            {
                out.push(Command::ExportForSpreadsheet);
            }
            match desk.state().settings.scoring {
                Scoring::Stars => stars_ui(ui, desk, out),
                Scoring::PairsAllEvening | Scoring::IndividualCards => points_ui(ui, desk),
                Scoring::Duplicate => {
                    ui.label("A Duplicate Cinch party: its standings are in the report.");
                }
            }
            ui.add_space(16.0);
            ui.heading("History");
            history_ui(ui, desk, screen, out);
            widgets::keep_focus_in_view(ui);
        });
}

fn stars_ui(ui: &mut egui::Ui, desk: &Desk, out: &mut Vec<Command>) {
    ui.columns(desk.standings.len(), |columns| {
        for (ui, group) in columns.iter_mut().zip(&desk.standings) {
            let title = words::group_title(group.side);
            ui.heading(title);
            egui::Grid::new(("stars", title))
                .num_columns(5)
                .striped(true)
                .spacing([14.0, 6.0])
                .show(ui, |ui| {
                    for row in &group.rows {
                        ui.label(format!("{}.", row.place));
                        if ui
                            .link(RichText::new(&row.name).strong())
                            .on_hover_text("Their evening, round by round")
                            .clicked()
                        {
                            out.push(Command::ShowGuest(row.guest));
                        }
                        for colour in StarColour::ALL {
                            ui.label(star_text(colour, row.stars.of(colour)));
                        }
                        ui.end_row();
                    }
                });
        }
    });
}

fn points_ui(ui: &mut egui::Ui, desk: &Desk) {
    use crate::transcript::Points;
    ui.heading("Score cards");
    egui::Grid::new("points")
        .num_columns(3)
        .striped(true)
        .show(ui, |ui| {
            let rows: Vec<(String, u32)> = match &desk.points {
                Some(Points::Pairs(pairs)) => pairs
                    .iter()
                    .map(|p| (format!("{} & {}", p.pair[0], p.pair[1]), p.points))
                    .collect(),
                Some(Points::Players(players)) => {
                    let mut rows: Vec<(String, u32)> =
                        players.iter().map(|(n, &p)| (n.clone(), p)).collect();
                    rows.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
                    rows
                }
                None => Vec::new(),
            };
            for (place, (name, total)) in (1..).zip(rows) {
                ui.label(format!("{place}."));
                ui.label(RichText::new(name).strong());
                ui.label(crate::words::count(total as usize, "point", "points"));
                ui.end_row();
            }
        });
}

fn history_ui(
    ui: &mut egui::Ui,
    desk: &Desk,
    screen: &mut StandingsScreen,
    out: &mut Vec<Command>,
) {
    let state = desk.state();
    for round in state.rounds().iter().rev() {
        let reported = round.results.iter().filter(|r| r.is_some()).count();
        let title = format!(
            "Round {}: {reported} of {} tables reported",
            round.number,
            round.tables.len()
        );
        egui::CollapsingHeader::new(title)
            .id_salt(("history", round.number))
            .default_open(round.number == 1 && state.rounds().len() == 1)
            .show(ui, |ui| {
                egui::Grid::new(("history_grid", round.number))
                    .num_columns(4)
                    .striped(true)
                    .spacing([14.0, 6.0])
                    .show(ui, |ui| {
                        for table in 1..=round.table_count() {
                            history_row_ui(ui, desk, round, table, screen, out);
                            ui.end_row();
                        }
                    });
            });
    }
}

/// One table of a past round: who played, the result, and its correction.
fn history_row_ui(
    ui: &mut egui::Ui,
    desk: &Desk,
    round: &Round,
    table: u32,
    screen: &mut StandingsScreen,
    out: &mut Vec<Command>,
) {
    let state = desk.state();
    let Ok((seats, result)) = round.table(table) else {
        return;
    };
    let result = result.as_ref();
    let tag = words::table_tag(round.role(table, state.settings.scoring));
    ui.label(RichText::new(format!("Table {table}{tag}")).strong());
    let name = |seat| state.name(seats.at(seat));
    ui.label(format!(
        "{} & {}  v  {} & {}",
        name(Seat::North),
        name(Seat::South),
        name(Seat::East),
        name(Seat::West)
    ));
    let key = (round.number, table);
    if screen.correcting == Some(key) {
        let set_back = super::round_ui::negative_scores(desk);
        ui.horizontal(|ui| correction_ui(ui, key, set_back, screen, out));
    } else {
        ui.label(match result {
            None => RichText::new("playing").color(widgets::WAIT),
            Some(r) if r.unreported => {
                RichText::new("no result (cut at the bell)").color(widgets::WAIT)
            }
            Some(r) => RichText::new(format!("{} – {}", r.ns, r.ew)).strong(),
        });
    }
    ui.horizontal(|ui| {
        let Some(r) = result else { return };
        if r.corrections > 0 {
            ui.label(
                RichText::new(format!("corrected ×{}", r.corrections))
                    .italics()
                    .color(widgets::WAIT),
            );
        }
        let correct = format!("Correct round {} table {table}", round.number);
        if screen.correcting != Some(key)
            && ui
                .small_button("Correct")
                .accessible_name(correct)
                .clicked()
        {
            screen.correcting = Some(key);
            screen.ns = r.ns.to_string();
            screen.ew = r.ew.to_string();
        }
    });
}

/// The two boxes of a past result being corrected (R-STAR-3: the stars follow).
fn correction_ui(
    ui: &mut egui::Ui,
    (round, table): (u32, u32),
    set_back: bool,
    screen: &mut StandingsScreen,
    out: &mut Vec<Command>,
) {
    let label = |pair| format!("Round {round} table {table} {pair} score");
    let ns = text_field(ui, &mut screen.ns, &label("North–South"), 56.0);
    let ew = text_field(ui, &mut screen.ew, &label("East–West"), 56.0);
    let save = ui.button("Save").clicked() || submitted(ui, &ns) || submitted(ui, &ew);
    if save {
        match (
            parse_score(&screen.ns, set_back),
            parse_score(&screen.ew, set_back),
        ) {
            (Ok(ns), Ok(ew)) => {
                out.push(Command::Apply(Action::CorrectResult {
                    round,
                    table,
                    ns,
                    ew,
                }));
                screen.correcting = None;
            }
            (Err(e), _) | (_, Err(e)) => out.push(Command::Notify(e.to_string())),
        }
    }
    if ui.small_button("Cancel").clicked() {
        screen.correcting = None;
    }
}
