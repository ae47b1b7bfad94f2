//! The Party screen: start a new party, open a saved one, and the settings (R-SIDE-1,
//! R-ALT, R-ROUND-4, R-ROUND-6). Settings that would change the history are locked once
//! play has started.

use std::path::{Path, PathBuf};

use chrono::{DateTime, Local, NaiveTime, TimeZone, Utc};
use egui::RichText;

use super::View;
use super::widgets::{self, text_field};
use crate::app::Command;
use crate::rules::{Action, EveningEnd, Phase, Scoring, Settings};
use crate::store;

/// A party file found in the saves folder.
#[derive(Debug, Clone)]
pub struct RecentParty {
    /// The file.
    pub path: PathBuf,
    /// Its title, or why it cannot be read.
    pub title: String,
    /// Where the evening stands, in words.
    pub summary: String,
    /// Whether it can be opened.
    pub readable: bool,
}

/// The party files in `dir`, most recently saved first.
pub fn recent_parties(dir: &Path) -> Vec<RecentParty> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut files: Vec<(std::time::SystemTime, PathBuf)> = entries
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "ron"))
        .map(|p| {
            (
                p.metadata()
                    .and_then(|m| m.modified())
                    .unwrap_or(std::time::UNIX_EPOCH),
                p,
            )
        })
        .collect();
    files.sort_by_key(|(modified, _)| std::cmp::Reverse(*modified));
    files
        .into_iter()
        .take(30)
        .map(|(_, path)| match store::load(&path) {
            Ok((file, party)) => {
                let state = party.state();
                let guests = state.guests().iter().filter(|g| !g.removed).count();
                let summary = match (state.phase(), state.current_round()) {
                    (Phase::Finished, Some(r)) => format!("finished after {} rounds", r.number),
                    (Phase::Playing, Some(r)) => format!("round {} in play", r.number),
                    _ => "not started".to_owned(),
                };
                RecentParty {
                    path,
                    title: file.title,
                    summary: format!("{guests} guests, {summary}, saved {}", local(file.saved_at)),
                    readable: true,
                }
            }
            Err(error) => RecentParty {
                path,
                title: "(cannot be read)".to_owned(),
                summary: error.problem.to_string(),
                readable: false,
            },
        })
        .collect()
}

fn local(at: DateTime<Utc>) -> String {
    at.with_timezone(&Local)
        .format("%a %d %b %Y, %H:%M")
        .to_string()
}

/// How the evening ends, as the form edits it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum EndKind {
    Rounds,
    Time,
    Host,
}

/// What the Party screen keeps between frames.
pub struct PartyScreen {
    title: String,
    draft: Settings,
    end: EndKind,
    rounds: u32,
    end_time: String,
    open_path: String,
    /// The party the draft was taken from (None: the new-party form).
    draft_of: Option<PathBuf>,
}

impl Default for PartyScreen {
    fn default() -> Self {
        PartyScreen {
            title: String::new(),
            draft: Settings::default(),
            end: EndKind::Rounds,
            rounds: 8,
            end_time: "23:00".to_owned(),
            open_path: String::new(),
            draft_of: None,
        }
    }
}

impl PartyScreen {
    fn load(&mut self, settings: &Settings, of: Option<PathBuf>) {
        self.draft = settings.clone();
        match settings.end {
            EveningEnd::AfterRounds(n) => {
                self.end = EndKind::Rounds;
                self.rounds = n;
            }
            EveningEnd::AtTime(at) => {
                self.end = EndKind::Time;
                self.end_time = at.with_timezone(&Local).format("%H:%M").to_string();
            }
            EveningEnd::HostDecides => self.end = EndKind::Host,
        }
        self.draft_of = of;
    }

    /// The draft with its end of evening read from the form, or what is wrong with it.
    fn settings(&self, now: DateTime<Utc>) -> Result<Settings, String> {
        let end = match self.end {
            EndKind::Rounds => EveningEnd::AfterRounds(self.rounds),
            EndKind::Host => EveningEnd::HostDecides,
            EndKind::Time => EveningEnd::AtTime(end_instant(&self.end_time, now)?),
        };
        Ok(Settings {
            end,
            ..self.draft.clone()
        })
    }
}

/// "23:15" → the next such local time within the evening (today, or after midnight).
fn end_instant(text: &str, now: DateTime<Utc>) -> Result<DateTime<Utc>, String> {
    let time = NaiveTime::parse_from_str(text.trim(), "%H:%M")
        .map_err(|_| format!("\"{}\" is not a time: type it like 23:15.", text.trim()))?;
    let today = now.with_timezone(&Local).date_naive();
    let candidate = |date: chrono::NaiveDate| {
        Local
            .from_local_datetime(&date.and_time(time))
            .earliest()
            .map(|t| t.with_timezone(&Utc))
    };
    let at = candidate(today).ok_or("That time does not exist today (a clock change).")?;
    // A time well before now means after midnight (an evening that runs late).
    if now - at > chrono::Duration::hours(6) {
        let tomorrow = today.succ_opt().ok_or("That date is out of range.")?;
        return candidate(tomorrow).ok_or_else(|| "That time does not exist tomorrow.".to_owned());
    }
    Ok(at)
}

/// The Party screen.
pub fn party_ui(
    ui: &mut egui::Ui,
    view: &View<'_>,
    screen: &mut PartyScreen,
    out: &mut Vec<Command>,
) {
    egui::ScrollArea::vertical().show(ui, |ui| match view.desk {
        Some(desk) => {
            let path = desk.file.path().to_path_buf();
            if screen.draft_of.as_ref() != Some(&path) {
                screen.load(&desk.state().settings, Some(path.clone()));
            }
            ui.heading(desk.file.title());
            ui.label(format!("Saved in {}", path.display()));
            ui.add_space(8.0);
            let locked = desk.state().phase() != Phase::Setup;
            if settings_ui(ui, screen, locked) {
                out.push(Command::TestBell(screen.draft.bell_volume));
            }
            ui.horizontal(|ui| {
                if ui.button("Apply these settings").clicked() {
                    match screen.settings(view.now) {
                        Ok(settings) => out.push(Command::Apply(Action::ChangeSettings(settings))),
                        Err(message) => out.push(Command::Notify(message)),
                    }
                }
                if ui.button("Close this party").clicked() {
                    out.push(Command::CloseParty);
                }
            });
        }
        None => {
            if screen.draft_of.is_some() {
                *screen = PartyScreen::default();
            }
            new_party_ui(ui, view, screen, out);
            ui.add_space(16.0);
            ui.separator();
            open_party_ui(ui, view, screen, out);
        }
    });
}

fn new_party_ui(
    ui: &mut egui::Ui,
    view: &View<'_>,
    screen: &mut PartyScreen,
    out: &mut Vec<Command>,
) {
    ui.heading("New party");
    ui.horizontal(|ui| {
        ui.label("Title");
        text_field(ui, &mut screen.title, "Party title", 360.0);
    });
    settings_ui(ui, screen, false);
    if ui
        .button(RichText::new("Create the party").strong())
        .clicked()
    {
        match screen.settings(view.now) {
            Ok(settings) => out.push(Command::NewParty {
                title: screen.title.clone(),
                settings,
            }),
            Err(message) => out.push(Command::Notify(message)),
        }
    }
}

fn settings_ui(ui: &mut egui::Ui, screen: &mut PartyScreen, locked: bool) -> bool {
    let mut test = false;
    settings_grid_ui(ui, screen, locked, &mut test);
    test
}

fn settings_grid_ui(
    ui: &mut egui::Ui,
    screen: &mut PartyScreen,
    locked: bool,
    test_bell: &mut bool,
) {
    let draft = &mut screen.draft;
    egui::Grid::new("settings")
        .num_columns(2)
        .spacing([16.0, 10.0])
        .show(ui, |ui| {
            ui.label("Seating");
            ui.add_enabled_ui(!locked, |ui| {
                ui.horizontal(|ui| {
                    ui.radio_value(&mut draft.open_seating, false, "Ladies and gentlemen");
                    ui.radio_value(
                        &mut draft.open_seating,
                        true,
                        "Open seating (red and blue packs)",
                    );
                });
            });
            ui.end_row();

            ui.label("Scoring");
            ui.add_enabled_ui(!locked, |ui| {
                ui.horizontal(|ui| {
                    for scoring in [
                        Scoring::Stars,
                        Scoring::PairsAllEvening,
                        Scoring::IndividualCards,
                    ] {
                        let label = match scoring {
                            Scoring::Stars => "Stars (six prizes)",
                            Scoring::PairsAllEvening => "Pairs all evening",
                            Scoring::IndividualCards => "Individual score cards",
                        };
                        ui.radio_value(&mut draft.scoring, scoring, label);
                    }
                });
            });
            ui.end_row();
            if locked {
                ui.label("");
                ui.label(
                    RichText::new("Seating and scoring are locked: play has started.")
                        .color(widgets::WAIT),
                );
                ui.end_row();
            }

            ui.label("Round length");
            ui.horizontal(|ui| {
                ui.add(
                    egui::DragValue::new(&mut draft.round_minutes)
                        .range(1..=240)
                        .suffix(" min"),
                )
                .accessible_name("Round length in minutes");
                ui.label("warn");
                ui.add(
                    egui::DragValue::new(&mut draft.warning_minutes)
                        .range(0..=60)
                        .suffix(" min"),
                )
                .accessible_name("Warning minutes before the end");
                ui.label("before the end");
            });
            ui.end_row();

            ui.label("The evening ends");
            ui.vertical(|ui| {
                ui.horizontal(|ui| {
                    ui.radio_value(&mut screen.end, EndKind::Rounds, "after");
                    ui.add(egui::DragValue::new(&mut screen.rounds).range(1..=100))
                        .accessible_name("Number of rounds");
                    ui.label("rounds");
                });
                ui.horizontal(|ui| {
                    ui.radio_value(&mut screen.end, EndKind::Time, "at");
                    text_field(ui, &mut screen.end_time, "End time", 70.0);
                    ui.label("(the round in play then is the last)");
                });
                ui.radio_value(&mut screen.end, EndKind::Host, "when I ring the last bell");
            });
            ui.end_row();

            ui.label("Bell volume");
            ui.horizontal(|ui| {
                ui.add(egui::Slider::new(&mut draft.bell_volume, 0..=100).suffix(" %"))
                    .accessible_name("Bell volume");
                if ui.button("Test the bell").clicked() {
                    *test_bell = true;
                }
            });
            ui.end_row();
        });
}

fn open_party_ui(
    ui: &mut egui::Ui,
    view: &View<'_>,
    screen: &mut PartyScreen,
    out: &mut Vec<Command>,
) {
    ui.heading("Open a party");
    ui.label(format!("Parties in {}:", view.saves_dir.display()));
    if view.recent.is_empty() {
        ui.label(RichText::new("None yet.").italics());
    }
    egui::Grid::new("recent")
        .num_columns(3)
        .striped(true)
        .spacing([16.0, 8.0])
        .show(ui, |ui| {
            for party in view.recent {
                let name = party
                    .path
                    .file_name()
                    .map(|n| n.to_string_lossy().to_string())
                    .unwrap_or_default();
                ui.vertical(|ui| {
                    ui.label(RichText::new(&party.title).strong());
                    ui.label(RichText::new(&name).small());
                });
                ui.label(&party.summary);
                let open = ui.add_enabled(party.readable, egui::Button::new("Open"));
                if open.accessible_name(format!("Open {name}")).clicked() {
                    out.push(Command::OpenParty(party.path.clone()));
                }
                if !party.readable && ui.button("Details").clicked() {
                    out.push(Command::OpenParty(party.path.clone()));
                }
                ui.end_row();
            }
        });
    ui.add_space(8.0);
    ui.horizontal(|ui| {
        ui.label("Or a file:");
        let field = text_field(ui, &mut screen.open_path, "Party file path", 420.0);
        let go = ui.button("Open file").clicked() || widgets::submitted(ui, &field);
        if go && !screen.open_path.trim().is_empty() {
            let path = store::resolve(view.saves_dir, Path::new(screen.open_path.trim()));
            out.push(Command::OpenParty(path));
        }
    });
}
