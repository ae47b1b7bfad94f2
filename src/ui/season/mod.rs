//! The Season screen (Ctrl+E, R-SEASON): pick or make a season; its evenings, each with
//! its state (in play and counting nothing, or a file that cannot be read); the finished
//! parties of the saves folder to add, newest first; N and M; the star ladders and the
//! duplicate ladder; a member's trace (Enter on a row, or Ctrl+F by name); and the
//! member list (`season::members`). Keyboard-complete: S the seasons, A the parties to
//! add, L (or ↓) the ladders, M the members, U the names that match nobody; ↑ ↓ move and
//! Enter acts; Esc gives the keys back. A member list that cannot be used is said at the
//! top, before anything else.

mod addresses;
mod counting;
pub(in crate::ui) mod members;
pub(in crate::ui) mod trace;
mod zones;

use egui::RichText;

use crate::season::report::{evening_state_words, group_title, place_words};
use crate::season::{EveningRead, Who};
use crate::ui::keys::list::row_ui;
use crate::ui::season::members::{self as members_ui, MembersPart};
use crate::ui::season::trace::{self as trace_ui, TracePanel};
use crate::ui::widgets;
use crate::view::season::{SeasonCommand, SeasonView};
use crate::view::{Command, Recent, Screen, UiCommand, View};
use crate::words::msg;

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
    /// The keys moved to another row: it is brought into view as it is drawn.
    pub follow: bool,
    new_name: String,
    counting: counting::CountingBoxes,
    /// The trace shown and the finder.
    pub trace: TracePanel,
    /// The member list's part.
    pub members: MembersPart,
    arrival: widgets::Arrival,
}

impl SeasonScreen {
    /// Whether the keys are on this row of this zone.
    fn keyed(&self, zone: Zone, row: usize) -> bool {
        self.zone == zone && self.row == row
    }
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
        ui.heading(UiCommand::Show(Screen::Season).label());
        ui.label(RichText::new(zones::keys_line(ui.ctx(), screen.zone)).weak());
    });
    members_damaged_ui(ui, season, out);
    picker_ui(ui, season, screen, out);
    ui.separator();
    let Some(current) = &season.season else {
        ui.label(if season.reading {
            msg::desk_season_reading()
        } else {
            msg::desk_season_pick_or_make()
        });
        ui.add_space(8.0);
        // The whole width: its scroll bar at the window's edge, not against the list
        // (where it read as a rule between two columns).
        egui::ScrollArea::vertical()
            .id_salt("season_members_only")
            .auto_shrink([false, false])
            .show(ui, |ui| {
                members_ui::members_ui(ui, season, screen, out);
                crate::ui::widgets::keep_focus_in_view(ui);
            });
        return;
    };
    let [left, right] = column_rects(ui);
    column_ui(ui, left, "season_left", |ui| {
        evenings_ui(ui, current, out);
        counting::counting_ui(ui, current, &mut screen.counting, out);
        add_ui(ui, view, screen, out);
        paper_ui(ui, out);
    });
    column_ui(ui, right, "season_right", |ui| {
        ladders_ui(ui, season, screen);
        ui.add_space(12.0);
        members_ui::members_ui(ui, season, screen, out);
    });
}

/// Two columns, each half the room: the rest of the screen is theirs.
fn column_rects(ui: &mut egui::Ui) -> [egui::Rect; 2] {
    let room = ui.available_rect_before_wrap();
    ui.allocate_rect(room, egui::Sense::hover());
    let gap = 3.0 * ui.spacing().item_spacing.x;
    let half = ((room.width() - gap) / 2.0).max(160.0);
    [
        egui::Rect::from_min_size(room.min, egui::vec2(half, room.height())),
        egui::Rect::from_min_size(
            egui::pos2(room.min.x + half + gap, room.min.y),
            egui::vec2(half, room.height()),
        ),
    ]
}

/// A column, scrolled on its own and clipped to its half: a long line or a wide button
/// in one never runs over the other (issue 49: an evening's long "cannot be read" line
/// ran over the ladder's rows, the CSV button over one of them; `Ui::columns` widened a
/// column to its widest thing).
fn column_ui(ui: &mut egui::Ui, rect: egui::Rect, salt: &str, add: impl FnOnce(&mut egui::Ui)) {
    ui.scope_builder(egui::UiBuilder::new().max_rect(rect), |ui| {
        ui.set_clip_rect(rect.intersect(ui.clip_rect()));
        egui::ScrollArea::vertical()
            .id_salt(salt)
            .auto_shrink([false, false])
            .show(ui, |ui| {
                ui.set_max_width(rect.width());
                add(ui);
                // Tab and Shift+Tab bring what they reach into view (key monkey, issue 55).
                crate::ui::widgets::keep_focus_in_view(ui);
            });
    });
}

/// A member list that cannot be used, said at the top of the screen with how to put it
/// back (issue 49: it was said below the ladders, some 60 rows down).
fn members_damaged_ui(ui: &mut egui::Ui, season: &SeasonView, out: &mut Vec<Command>) {
    let Some(problem) = &season.members_problem else {
        return;
    };
    egui::Frame::group(ui.style())
        .stroke(egui::Stroke::new(2.0, widgets::bad(ui)))
        .show(ui, |ui| {
            ui.label(
                RichText::new(crate::words::members_damaged())
                    .strong()
                    .color(widgets::bad(ui)),
            );
            ui.label(RichText::new(problem).color(widgets::bad(ui)));
            if let Some(put_back) = season.put_back
                && ui.button(crate::words::put_back_button(put_back)).clicked()
            {
                out.push(Command::Season(SeasonCommand::RestoreMembers));
            }
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
            let text = if screen.keyed(Zone::Seasons, i) {
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
        ui.label(msg::desk_season_new());
        let hint = msg::desk_season_new_box();
        let field = widgets::text_field(ui, &mut screen.new_name, &hint, 180.0);
        let make = ui.button(msg::desk_season_make()).clicked() || widgets::submitted(ui, &field);
        if make && !screen.new_name.trim().is_empty() {
            out.push(Command::Season(SeasonCommand::Create(std::mem::take(
                &mut screen.new_name,
            ))));
        }
    });
}

fn evenings_ui(ui: &mut egui::Ui, season: &crate::season::Season, out: &mut Vec<Command>) {
    ui.heading(msg::desk_season_its_evenings(season.name.as_str()));
    if season.file.evenings.is_empty() {
        ui.label(msg::desk_season_no_evenings());
    }
    for (i, (file, read)) in season
        .file
        .evenings
        .iter()
        .zip(&season.evenings)
        .enumerate()
    {
        let title = match read {
            EveningRead::Read(f) => f.title.clone(),
            EveningRead::Unreadable(_) => file.clone(),
        };
        let colour = match read {
            EveningRead::Unreadable(_) => widgets::bad(ui),
            EveningRead::Read(f) if f.damaged.is_some() => widgets::bad(ui),
            EveningRead::Read(f) if !f.over => widgets::wait(ui),
            EveningRead::Read(_) => ui.visuals().text_color(),
        };
        ui.horizontal_wrapped(|ui| {
            ui.label(format!("{}.", i + 1));
            ui.label(RichText::new(title).strong()).on_hover_text(file);
            // Wrapped in the column: a file's long problem never runs over the ladder.
            ui.add(egui::Label::new(RichText::new(evening_state_words(read)).color(colour)).wrap());
            if ui
                .small_button(msg::desk_season_take_out())
                .on_hover_text(msg::desk_season_take_out_tip())
                .clicked()
            {
                out.push(Command::Season(SeasonCommand::RemoveEvening {
                    season: season.name.clone(),
                    file: file.clone(),
                }));
            }
        });
    }
}

fn add_ui(ui: &mut egui::Ui, view: &View<'_>, screen: &mut SeasonScreen, out: &mut Vec<Command>) {
    ui.add_space(8.0);
    ui.heading(msg::desk_season_add_evening());
    let parties = parties_to_add(view);
    if parties.is_empty() {
        ui.label(match view.recent {
            Recent::Reading => msg::desk_season_reading_saves(),
            _ => msg::desk_season_none_to_add(),
        });
    }
    let Some(season) = view.season.season.as_ref().map(|s| s.name.clone()) else {
        return;
    };
    for (i, party) in parties.iter().enumerate() {
        let saved = party
            .saved
            .map(|t| t.format("%Y-%m-%d").to_string())
            .unwrap_or_default();
        let text = format!("{}  ({saved})", party.title);
        let keyed = screen.keyed(Zone::Add, i);
        if row_ui(ui, text, keyed, &mut screen.follow)
            .on_hover_text(msg::desk_season_add_tip())
            .clicked()
        {
            out.push(Command::Season(SeasonCommand::AddEvening {
                season: season.clone(),
                party: party.path.clone(),
            }));
        }
    }
}

fn paper_ui(ui: &mut egui::Ui, out: &mut Vec<Command>) {
    ui.add_space(8.0);
    ui.horizontal_wrapped(|ui| {
        for paper in [crate::print::Paper::A4, crate::print::Paper::Letter] {
            if ui
                .button(msg::desk_season_table_pdf(paper.words()))
                .clicked()
            {
                out.push(Command::Season(SeasonCommand::Print(paper)));
            }
        }
        if ui.button(msg::desk_season_export_csv()).clicked() {
            out.push(Command::Season(SeasonCommand::ExportCsv));
        }
    });
}

fn ladders_ui(ui: &mut egui::Ui, season: &SeasonView, screen: &mut SeasonScreen) {
    let Some(current) = &season.season else {
        return;
    };
    let mut at = 0;
    let mut clicked = None;
    for ladder in &current.table.star_ladders {
        ui.heading(msg::desk_season_stars(group_title(ladder.group)));
        egui::Grid::new(("star_ladder", ladder.group.code()))
            .striped(true)
            .show(ui, |ui| {
                for heading in [
                    String::new(),
                    msg::desk_season_gold(),
                    msg::desk_season_red(),
                    msg::desk_season_green(),
                    msg::desk_season_counted(),
                ] {
                    ui.label(RichText::new(heading).weak());
                }
                // R-SEASON-3: the prizes of every star evening, counted or not.
                ui.label(RichText::new(crate::words::season_prizes_heading()).weak());
                ui.end_row();
                for r in &ladder.rows {
                    let line = format!("{} {}", place_words(r.place), r.name);
                    let keyed = screen.keyed(Zone::Ladder, at);
                    if row_ui(ui, line, keyed, &mut screen.follow).clicked() {
                        clicked = Some(r.who.clone());
                    }
                    for (colour, count) in [
                        (crate::rules::StarColour::Gold, r.stars.gold),
                        (crate::rules::StarColour::Red, r.stars.red),
                        (crate::rules::StarColour::Green, r.stars.green),
                    ] {
                        ui.label(widgets::star_text_in(ui, colour, count));
                    }
                    ui.label(counted_of(r.counted.len(), r.evenings));
                    ui.label(r.prizes.to_string());
                    ui.end_row();
                    at += 1;
                }
            });
    }
    if !current.table.duplicate_ladder.is_empty() {
        ui.heading(msg::desk_season_duplicate());
        egui::Grid::new("dup_ladder").striped(true).show(ui, |ui| {
            for heading in [
                String::new(),
                msg::desk_season_per_cent(),
                msg::desk_season_counted(),
            ] {
                ui.label(RichText::new(heading).weak());
            }
            ui.end_row();
            for r in &current.table.duplicate_ladder {
                let line = format!("{} {}", place_words(r.place), r.name);
                let keyed = screen.keyed(Zone::Ladder, at);
                if row_ui(ui, line, keyed, &mut screen.follow).clicked() {
                    clicked = Some(r.who.clone());
                }
                ui.label(r.percent.map(crate::words::percent).unwrap_or_default());
                ui.label(counted_of(r.counted.len(), r.evenings));
                ui.end_row();
                at += 1;
            }
        });
    }
    if current.table.star_ladders.is_empty() && current.table.duplicate_ladder.is_empty() {
        // A finished score-card evening gives places, not stars nor matchpoints: "no
        // finished evening yet" read as if it had not been added (a new host's trial).
        let finished = current
            .evenings
            .iter()
            .any(|e| matches!(e, EveningRead::Read(f) if f.over));
        ui.label(if finished {
            crate::words::only_score_card_evenings()
        } else {
            crate::words::no_finished_evening()
        });
    }
    if let Some(who) = clicked {
        screen.trace.show(who);
    }
}

/// A ladder's "Counted" cell: the evenings counted of the evenings played.
fn counted_of(counted: usize, evenings: u32) -> String {
    msg::DeskSeasonCountedOf { counted, evenings }.say()
}
