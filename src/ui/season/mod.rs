//! The Season screen (Ctrl+E, R-SEASON): pick or make a season; its evenings, each with
//! its state (in play and counting nothing, or a file that cannot be read); the finished
//! parties of the saves folder to add, newest first; N and M; the star ladders and the
//! duplicate ladder; a member's trace (Enter on a row, or Ctrl+F by name); and the
//! member list (`season::members`). Keyboard-complete: S the seasons, A the parties to
//! add, L (or ↓) the ladders, M the members, U the names that match nobody; ↑ ↓ move and
//! Enter acts; Esc gives the keys back.

pub(in crate::ui) mod members;
pub(in crate::ui) mod trace;
mod zones;

use egui::RichText;

use crate::season::report::{evening_state_words, group_title, place_words};
use crate::season::{EveningRead, Who};
use crate::ui::season::members::{self as members_ui, MembersPart};
use crate::ui::season::trace::{self as trace_ui, TracePanel};
use crate::ui::widgets;
use crate::view::season::{SeasonCommand, SeasonView};
use crate::view::{Command, Recent, View};

/// Where the keys are on the Season screen.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Zone {
    /// Nowhere: the letters pick a zone.
    #[default]
    Off,
    /// The seasons to pick from.
    Seasons,
    /// The finished parties to add.
    Add,
    /// The ladders' rows.
    Ladder,
    /// The member list's rows.
    Members,
    /// The names that match no member.
    Unmatched,
}

/// What the Season screen keeps between frames.
#[derive(Default)]
pub struct SeasonScreen {
    /// Where the keys are.
    pub zone: Zone,
    /// The row picked in that zone.
    pub row: usize,
    new_name: String,
    best: String,
    min: String,
    /// The trace shown and the finder.
    pub trace: TracePanel,
    /// The member list's part.
    pub members: MembersPart,
    arrival: widgets::Arrival,
}

/// The finished parties not yet in the season, newest first.
pub fn parties_to_add<'a>(view: &'a View<'_>) -> Vec<&'a crate::store::PartySummary> {
    let Recent::Ready(parties) = view.recent else {
        return Vec::new();
    };
    let inside: Vec<String> = view
        .season
        .season
        .as_ref()
        .map(|s| s.file.evenings.clone())
        .unwrap_or_default();
    parties
        .iter()
        .filter(|p| p.readable && p.over)
        .filter(|p| {
            let name = crate::season::evening_name(view.saves_dir, &p.path);
            !inside.contains(&name)
        })
        .collect()
}

/// Every ladder row, in the order shown: the star ladders, then the duplicate ladder.
pub fn ladder_rows(season: &SeasonView) -> Vec<Who> {
    let Some(s) = &season.season else {
        return Vec::new();
    };
    s.table
        .star_ladders
        .iter()
        .flat_map(|l| l.rows.iter().map(|r| r.who.clone()))
        .chain(s.table.duplicate_ladder.iter().map(|r| r.who.clone()))
        .collect()
}

/// The Season screen.
pub fn season_ui(
    ui: &mut egui::Ui,
    view: &View<'_>,
    screen: &mut SeasonScreen,
    out: &mut Vec<Command>,
) {
    let season = view.season;
    if screen.arrival.just_shown(ui.ctx()) {
        // Back on the screen: the keys start with nothing picked, and the saves folder is
        // looked at again (an evening may have finished since).
        screen.zone = Zone::Off;
        out.push(Command::RefreshParties);
    }
    let modal = trace_ui::trace_panel_ui(ui.ctx(), season, &mut screen.trace);
    if !modal && !screen.members.editing() {
        zones::keys(ui, view, screen, out);
    }
    ui.horizontal_wrapped(|ui| {
        ui.heading("Season");
        ui.label(RichText::new(zones::keys_line(ui.ctx(), screen.zone)).weak());
    });
    picker_ui(ui, season, screen, out);
    ui.separator();
    let Some(current) = &season.season else {
        ui.label(if season.reading {
            "Reading the season's evenings…"
        } else {
            "Pick a season, or make one: then add its evenings."
        });
        ui.add_space(8.0);
        members_ui::members_ui(ui, season, screen, out);
        return;
    };
    ui.columns(2, |columns| {
        let [left, right] = columns else { return };
        egui::ScrollArea::vertical()
            .id_salt("season_left")
            .show(left, |ui| {
                evenings_ui(ui, current, screen, out);
                counting_ui(ui, current, screen, out);
                add_ui(ui, view, screen, out);
                paper_ui(ui, out);
                // Tab and Shift+Tab bring what they reach into view (key monkey, issue 55).
                crate::ui::widgets::keep_focus_in_view(ui);
            });
        egui::ScrollArea::vertical()
            .id_salt("season_right")
            .show(right, |ui| {
                ladders_ui(ui, season, screen);
                ui.add_space(12.0);
                members_ui::members_ui(ui, season, screen, out);
                crate::ui::widgets::keep_focus_in_view(ui);
            });
    });
}

fn picker_ui(
    ui: &mut egui::Ui,
    season: &SeasonView,
    screen: &mut SeasonScreen,
    out: &mut Vec<Command>,
) {
    ui.horizontal_wrapped(|ui| {
        let picked = season.season.as_ref().map(|s| s.name.as_str());
        for (i, name) in season.seasons.iter().enumerate() {
            let keyed = screen.zone == Zone::Seasons && screen.row == i;
            let text = if keyed {
                format!("▶ {name}")
            } else {
                name.clone()
            };
            if ui
                .selectable_label(picked == Some(name.as_str()), text)
                .clicked()
            {
                out.push(Command::Season(SeasonCommand::Pick(name.clone())));
            }
        }
        ui.separator();
        ui.label("New season:");
        let field = widgets::text_field(ui, &mut screen.new_name, "New season's name", 180.0);
        let make = ui.button("Make a new season").clicked() || widgets::submitted(ui, &field);
        if make && !screen.new_name.trim().is_empty() {
            out.push(Command::Season(SeasonCommand::Create(std::mem::take(
                &mut screen.new_name,
            ))));
        }
    });
}

fn evenings_ui(
    ui: &mut egui::Ui,
    season: &crate::season::Season,
    screen: &SeasonScreen,
    out: &mut Vec<Command>,
) {
    let _ = screen;
    ui.heading(format!("{}: its evenings", season.name));
    if season.file.evenings.is_empty() {
        ui.label("No evenings yet: add the finished parties below (A).");
    }
    for (i, (file, read)) in season
        .file
        .evenings
        .iter()
        .zip(&season.evenings)
        .enumerate()
    {
        ui.horizontal(|ui| {
            let title = match read {
                EveningRead::Read(f) => f.title.clone(),
                EveningRead::Unreadable(_) => file.clone(),
            };
            let state = evening_state_words(read);
            let colour = match read {
                EveningRead::Unreadable(_) => widgets::bad(ui),
                EveningRead::Read(f) if f.damaged.is_some() => widgets::bad(ui),
                EveningRead::Read(f) if !f.over => widgets::wait(ui),
                EveningRead::Read(_) => ui.visuals().text_color(),
            };
            ui.label(format!("{}.", i + 1));
            ui.label(RichText::new(title).strong()).on_hover_text(file);
            ui.label(RichText::new(state).color(colour));
            if ui
                .small_button("Take out")
                .on_hover_text("Take this evening out of the season (its file stays)")
                .clicked()
            {
                out.push(Command::Season(SeasonCommand::RemoveEvening(i)));
            }
        });
    }
}

fn counting_ui(
    ui: &mut egui::Ui,
    season: &crate::season::Season,
    screen: &mut SeasonScreen,
    out: &mut Vec<Command>,
) {
    ui.add_space(8.0);
    ui.horizontal_wrapped(|ui| {
        ui.label("Best evenings that count (empty: all):");
        if screen.best.is_empty() && !ui.memory(|m| m.focused().is_some()) {
            screen.best = season.file.best.map(|n| n.to_string()).unwrap_or_default();
        }
        let best = widgets::text_field(ui, &mut screen.best, "Best evenings that count", 40.0);
        // Applied on Enter or on leaving the box; what is not a count is refused in words
        // and the box shows the season's own value again (it never pretends).
        if widgets::submitted(ui, &best) || best.lost_focus() {
            match crate::view::season::read_best(&screen.best) {
                Ok(n) if n != season.file.best => {
                    out.push(Command::Season(SeasonCommand::SetBest(n)));
                }
                Ok(_) => {}
                Err(why) => {
                    out.push(Command::Notify(why));
                    screen.best = season.file.best.map(|n| n.to_string()).unwrap_or_default();
                }
            }
        }
        ui.label("Evenings to be placed:");
        if screen.min.is_empty() && !ui.memory(|m| m.focused().is_some()) {
            screen.min = season.file.min_evenings.to_string();
        }
        let min = widgets::text_field(ui, &mut screen.min, "Evenings to be placed", 40.0);
        if widgets::submitted(ui, &min) || min.lost_focus() {
            match crate::view::season::read_min_evenings(&screen.min) {
                Ok(m) if m != season.file.min_evenings => {
                    out.push(Command::Season(SeasonCommand::SetMinEvenings(m)));
                }
                Ok(_) => {}
                Err(why) => {
                    out.push(Command::Notify(why));
                    screen.min = season.file.min_evenings.to_string();
                }
            }
        }
    });
}

fn add_ui(ui: &mut egui::Ui, view: &View<'_>, screen: &SeasonScreen, out: &mut Vec<Command>) {
    ui.add_space(8.0);
    ui.heading("Add an evening");
    let parties = parties_to_add(view);
    if parties.is_empty() {
        ui.label(match view.recent {
            Recent::Reading => "Reading the saves folder…",
            _ => "No finished party in the saves folder is left to add.",
        });
    }
    for (i, party) in parties.iter().enumerate() {
        let keyed = screen.zone == Zone::Add && screen.row == i;
        ui.horizontal(|ui| {
            let saved = party
                .saved
                .map(|t| t.format("%Y-%m-%d").to_string())
                .unwrap_or_default();
            let text = format!(
                "{}{}  ({saved})",
                if keyed { "▶ " } else { "" },
                party.title
            );
            if ui
                .selectable_label(keyed, text)
                .on_hover_text("Add to the season")
                .clicked()
            {
                out.push(Command::Season(SeasonCommand::AddEvening(
                    party.path.clone(),
                )));
            }
        });
    }
}

fn paper_ui(ui: &mut egui::Ui, out: &mut Vec<Command>) {
    ui.add_space(8.0);
    ui.horizontal_wrapped(|ui| {
        for paper in [crate::print::Paper::A4, crate::print::Paper::Letter] {
            if ui
                .button(format!("Season table PDF ({})", paper.words()))
                .clicked()
            {
                out.push(Command::Season(SeasonCommand::Print(paper)));
            }
        }
        if ui.button("Export for a spreadsheet (CSV)").clicked() {
            out.push(Command::Season(SeasonCommand::ExportCsv));
        }
    });
}

fn ladders_ui(ui: &mut egui::Ui, season: &SeasonView, screen: &mut SeasonScreen) {
    let Some(current) = &season.season else {
        return;
    };
    let mut at = 0;
    let keyed = |at: usize| screen.zone == Zone::Ladder && screen.row == at;
    let mut clicked = None;
    for ladder in &current.table.star_ladders {
        ui.heading(format!("Stars: {}", group_title(ladder.group)));
        egui::Grid::new(("star_ladder", ladder.group.code()))
            .striped(true)
            .show(ui, |ui| {
                for r in &ladder.rows {
                    let line = format!("{} {}", place_words(r.place), r.name);
                    if ui.selectable_label(keyed(at), line).clicked() {
                        clicked = Some(r.who.clone());
                    }
                    ui.label(widgets::star_text_in(
                        ui,
                        crate::rules::StarColour::Gold,
                        r.stars.gold,
                    ));
                    ui.label(widgets::star_text_in(
                        ui,
                        crate::rules::StarColour::Red,
                        r.stars.red,
                    ));
                    ui.label(widgets::star_text_in(
                        ui,
                        crate::rules::StarColour::Green,
                        r.stars.green,
                    ));
                    ui.label(format!("{} of {} counted", r.counted.len(), r.evenings));
                    ui.end_row();
                    at += 1;
                }
            });
    }
    if !current.table.duplicate_ladder.is_empty() {
        ui.heading("Duplicate (matchpoints)");
        egui::Grid::new("dup_ladder").striped(true).show(ui, |ui| {
            for r in &current.table.duplicate_ladder {
                let line = format!("{} {}", place_words(r.place), r.name);
                if ui.selectable_label(keyed(at), line).clicked() {
                    clicked = Some(r.who.clone());
                }
                ui.label(r.percent.map(crate::words::percent).unwrap_or_default());
                ui.label(format!("{} of {} counted", r.counted.len(), r.evenings));
                ui.end_row();
                at += 1;
            }
        });
    }
    if current.table.star_ladders.is_empty() && current.table.duplicate_ladder.is_empty() {
        ui.label("No finished evening yet: the ladders fill as evenings are added.");
    }
    if let Some(who) = clicked {
        screen.trace.show(who);
    }
}
