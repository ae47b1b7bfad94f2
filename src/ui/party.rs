//! The Party screen: start a new party, open a saved one, and the settings (R-SIDE-1,
//! R-ALT, R-ROUND-4, R-ROUND-6). Settings that would change the history are locked once
//! play has started.

use std::path::{Path, PathBuf};

use chrono::{DateTime, Local, TimeZone, Utc};
use egui::RichText;

use super::widgets::{self, text_field};
use crate::rules::deal::DealScoring;
use crate::rules::duplicate::DupMethod;
use crate::rules::{Action, EveningEnd, GameKind, Phase, Settings, SettingsRecord};
use crate::store;
use crate::view::{Command, Recent, View};
use crate::words;
use crate::words::msg;

mod form;
mod language;
mod settings;
use settings::*;

/// A moment in the computer's time zone, as a host reads it.
fn local(at: DateTime<Utc>) -> String {
    // Issue 51 §3: the language's own days and months ("Fr, 27. Nov 2026, 14:05").
    crate::words::saved_when(&at.with_timezone(&Local))
}

/// The local offset from UTC at a local date and time (`None` in a clock change's gap).
fn local_offset(naive: chrono::NaiveDateTime) -> Option<chrono::FixedOffset> {
    Local
        .from_local_datetime(&naive)
        .earliest()
        .map(|t| t.fixed_offset().timezone())
}

/// How the evening ends, as the form edits it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum EndKind {
    Rounds,
    Time,
    Host,
}

impl PartyScreen {
    /// As if the screen had just come into view: the cursor back in the title.
    pub fn show_again(&mut self) {
        self.arrival = widgets::Arrival::default();
    }
}

/// The form's typed fields, in the order Enter walks them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Field {
    RoundMinutes,
    Warning,
    Rounds,
    EndTime,
}

/// What the Party screen keeps between frames.
pub struct PartyScreen {
    title: String,
    /// The form's values: every game's side by side, so the trays typed stay while the
    /// host tries another game; the party gets only the chosen game's.
    draft: SettingsRecord,
    end: EndKind,
    rounds: u32,
    end_time: String,
    open_path: String,
    /// The party the draft was taken from (None: the new-party form).
    draft_of: Option<PathBuf>,
    arrival: widgets::Arrival,
    /// The offer to reopen the last party has had the cursor since the screen came up.
    reopen_focused: bool,
    /// The field Enter moved the cursor to, to be focused as it is drawn.
    focus_field: Option<Field>,
    /// The form as it was loaded from the party (or last applied): what differs from it
    /// is the host's change, not yet the party's.
    loaded: Option<FormValues>,
    /// The settings last sent to the party (refused if the party still differs).
    tried: Option<Settings>,
}

/// What the form holds, to tell a change the host made from the party's settings.
type FormValues = (SettingsRecord, EndKind, u32, String);

impl Default for PartyScreen {
    fn default() -> Self {
        PartyScreen {
            title: String::new(),
            draft: SettingsRecord::default(),
            end: EndKind::Rounds,
            rounds: 8,
            end_time: "23:00".to_owned(),
            open_path: String::new(),
            draft_of: None,
            arrival: widgets::Arrival::default(),
            reopen_focused: false,
            focus_field: None,
            loaded: None,
            tried: None,
        }
    }
}

impl PartyScreen {
    fn load(&mut self, settings: &Settings, of: Option<PathBuf>) {
        self.draft = settings.clone().into();
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
        self.loaded = Some(self.values());
        self.tried = None;
    }

    fn values(&self) -> FormValues {
        (
            self.draft.clone(),
            self.end,
            self.rounds,
            self.end_time.clone(),
        )
    }

    /// The draft with its end of evening read from the form, or what is wrong with it.
    fn settings(&self, now: DateTime<Utc>) -> Result<Settings, crate::rules::RuleError> {
        let end = match self.end {
            EndKind::Rounds => EveningEnd::AfterRounds(self.rounds),
            EndKind::Host => EveningEnd::HostDecides,
            EndKind::Time => EveningEnd::AtTime(crate::rules::clock::end_instant(
                &self.end_time,
                now,
                now.with_timezone(&Local).date_naive(),
                &local_offset,
            )?),
        };
        Ok(SettingsRecord {
            end,
            ..self.draft.clone()
        }
        .into())
    }
}

/// The Party screen.
pub fn party_ui(
    ui: &mut egui::Ui,
    view: &View<'_>,
    screen: &mut PartyScreen,
    out: &mut Vec<Command>,
) {
    egui::ScrollArea::vertical().show(ui, |ui| {
        party_or_new_ui(ui, view, screen, out);
        // Tab and Shift+Tab bring the control they reach into view (issue 54: Esc, then
        // Shift+Tab, put the cursor on a radio button below the fold).
        widgets::keep_focus_in_view(ui);
    });
}

/// The open party's settings, or (none open) the offers to carry on, make one or open
/// one.
fn party_or_new_ui(
    ui: &mut egui::Ui,
    view: &View<'_>,
    screen: &mut PartyScreen,
    out: &mut Vec<Command>,
) {
    match view.desk {
        Some(desk) => {
            let path = desk.file.path().to_path_buf();
            if screen.draft_of.as_ref() != Some(&path) {
                screen.load(&desk.state().settings, Some(path.clone()));
            }
            ui.heading(desk.file.title());
            ui.label(msg::party_saved_in(path.display().to_string()));
            ui.add_space(8.0);
            let locked = match desk.state().phase() {
                Phase::Setup => None,
                Phase::Finished => Some(msg::party_locked_over()),
                // Seated for round 1, nothing played yet: the seating is what locks.
                _ if desk.state().star().is_some_and(|star| {
                    star.rounds()
                        .iter()
                        .all(|r| r.results.iter().all(Option::is_none))
                }) =>
                {
                    Some(msg::party_locked_seated())
                }
                _ => Some(msg::party_locked_started()),
            };
            let pairs = desk
                .duplicate()
                .and_then(|dup| u32::try_from(dup.pair_count()).ok());
            let asks = settings_ui(ui, screen, (locked.as_deref(), pairs), false);
            if asks.test_bell {
                out.push(Command::TestBell(screen.draft.bell_volume));
            }
            let left = asks.left_a_box || asks.submitted;
            apply_when_done(
                ui,
                (view.now, left && !asks.typing_in_a_box, asks.in_a_box),
                &desk.state().settings,
                screen,
                out,
            );
            ui.horizontal(|ui| {
                let copy = crate::view::UiCommand::SaveCopyDialog;
                if ui
                    .button(copy.label())
                    .on_hover_text(copy.tooltip(ui.ctx()))
                    .clicked()
                {
                    out.push(copy.into());
                }
                if ui.button(msg::party_close()).clicked() {
                    out.push(Command::CloseParty);
                }
            });
            ui.add_space(16.0);
            look_ui(ui);
            language::window_language_ui(ui, out);
        }
        None => {
            if screen.draft_of.is_some() {
                *screen = PartyScreen::default();
            }
            // The cursor waits on "Reopen" when there is a party to carry on with,
            // else in the new party's title.
            let arrived = screen.arrival.just_shown(ui.ctx());
            if arrived {
                screen.reopen_focused = false;
            }
            // The list is read on a thread: the offer may appear a moment after the
            // screen, and takes the cursor then unless the host has begun a title.
            let focus_offer = !screen.reopen_focused && screen.title.is_empty();
            let offered = reopen_ui(ui, view, focus_offer, out);
            screen.reopen_focused |= offered;
            new_party_ui(ui, view, screen, arrived && !offered, out);
            ui.add_space(16.0);
            ui.separator();
            open_party_ui(ui, view, screen, out);
            ui.add_space(16.0);
            look_ui(ui);
            language::window_language_ui(ui, out);
        }
    }
}

/// The window's look: the system's (light or dark as the computer is set), or light for a
/// bright room, or dark for a dim one. Takes effect at once and is remembered.
fn look_ui(ui: &mut egui::Ui) {
    use egui::ThemePreference;
    ui.horizontal(|ui| {
        ui.label(RichText::new(msg::party_look()).strong());
        let now = ui.ctx().options(|o| o.theme_preference);
        let mut chosen = now;
        widgets::radio_group(
            ui,
            &mut chosen,
            &[
                (ThemePreference::System, &msg::party_look_system()),
                (ThemePreference::Light, &msg::party_look_light()),
                (ThemePreference::Dark, &msg::party_look_dark()),
            ],
        );
        if chosen != now {
            ui.ctx().set_theme(chosen);
        }
    });
}

/// The party open when the window last closed, offered first: a host who restarts the
/// laptop mid-evening is one Enter from where they were. Whether it was offered.
fn reopen_ui(ui: &mut egui::Ui, view: &View<'_>, focus: bool, out: &mut Vec<Command>) -> bool {
    let (Some(last), Recent::Ready(parties)) = (view.last_party, view.recent) else {
        return false;
    };
    let Some(party) = parties.iter().find(|p| p.path == last && p.readable) else {
        return false;
    };
    egui::Frame::group(ui.style())
        .inner_margin(12.0)
        .show(ui, |ui| {
            ui.heading(msg::party_carry_on());
            ui.horizontal(|ui| {
                let button = ui.button(
                    RichText::new(msg::party_reopen(words::quote(&party.title, 60))).strong(),
                );
                if focus {
                    button.request_focus();
                }
                if button.clicked() {
                    out.push(Command::OpenParty(party.path.clone()));
                }
                let saved = party.saved.map(local).unwrap_or_default();
                ui.label(
                    msg::ScreenProgressSaved {
                        progress: party.progress.as_str(),
                        saved,
                    }
                    .say(),
                );
            });
        });
    ui.add_space(12.0);
    true
}

fn new_party_ui(
    ui: &mut egui::Ui,
    view: &View<'_>,
    screen: &mut PartyScreen,
    focus: bool,
    out: &mut Vec<Command>,
) {
    ui.heading(msg::party_new());
    // Typing with the cursor nowhere (a click on empty space took it away) goes into the
    // title, rather than being lost.
    let stray = ui.memory(|m| m.focused().is_none())
        && ui.input(|i| {
            i.events
                .iter()
                .any(|e| matches!(e, egui::Event::Text(t) if !t.trim().is_empty()))
        });
    let focus = focus || stray;
    let mut create = false;
    ui.horizontal(|ui| {
        ui.label(msg::party_title());
        let title = widgets::text_field_with_focus(
            ui,
            &mut screen.title,
            &msg::party_title_box(),
            360.0,
            egui::Id::unique("party_title"),
            focus,
        );
        // Enter in the title (or in any box below) creates the party with the settings
        // below; the button is the mouse's, not a Tab stop, so Tab from the title goes
        // straight into the form (issue 54).
        create = widgets::submitted(ui, &title);
        create |= ui
            .add(
                egui::Button::new(RichText::new(msg::party_create()).strong())
                    .sense(egui::Sense::CLICK),
            )
            .on_hover_text(msg::party_create_tip())
            .clicked();
    });
    ui.label(msg::party_then_choose());
    create |= settings_ui(ui, screen, (None, None), true).submitted;
    if create && screen.title.trim().is_empty() {
        // An empty title creates nothing (issue 54: one Enter on the empty box made a
        // party called "Cinch party" and welcomed the guests to it).
        out.push(Command::Notify(msg::party_title_first()));
        ui.memory_mut(|m| m.request_focus(egui::Id::unique("party_title")));
        return;
    }
    if create {
        match screen.settings(view.now) {
            Ok(settings) => out.push(Command::NewParty {
                title: screen.title.clone(),
                settings,
            }),
            Err(message) => out.push(Command::Notify(crate::words::rule_refusal(&message))),
        }
    }
}

/// Opening a saved party: the file dialog, a path typed, and the recent parties.
fn open_party_ui(
    ui: &mut egui::Ui,
    view: &View<'_>,
    screen: &mut PartyScreen,
    out: &mut Vec<Command>,
) {
    ui.horizontal(|ui| {
        ui.heading(msg::party_open());
        if ui.small_button(msg::party_look_again()).clicked() {
            out.push(Command::RefreshParties);
        }
        let open = crate::view::UiCommand::OpenDialog;
        if ui
            .button(open.label())
            .on_hover_text(open.tooltip(ui.ctx()))
            .clicked()
        {
            out.push(open.into());
        }
    });
    ui.label(msg::party_parties_in(view.saves_dir.display().to_string()));
    match view.recent {
        Recent::Reading => {
            ui.label(RichText::new(msg::party_looking()).italics());
        }
        Recent::Failed(why) => {
            ui.label(RichText::new(why).color(widgets::bad(ui)));
        }
        Recent::Ready(parties) if parties.is_empty() => {
            ui.label(RichText::new(msg::party_none_saved()).italics());
        }
        Recent::Ready(parties) => recent_list_ui(ui, parties, out),
    }
    ui.add_space(8.0);
    ui.horizontal(|ui| {
        ui.label(msg::party_or_file());
        let field = text_field(ui, &mut screen.open_path, &msg::party_file_box(), 420.0);
        let go = ui.button(msg::party_open_file()).clicked() || widgets::submitted(ui, &field);
        if go && !screen.open_path.trim().is_empty() {
            let path = store::resolve(view.saves_dir, Path::new(screen.open_path.trim()));
            out.push(Command::OpenParty(path));
        }
    });
}

/// One readable row per party: the title, how far it has gone, when it was saved, and
/// the file's name; &msg::party_open_one() (or Enter on it) opens it.
fn recent_list_ui(ui: &mut egui::Ui, parties: &[store::PartySummary], out: &mut Vec<Command>) {
    egui::Grid::new("recent")
        .num_columns(2)
        .striped(true)
        .spacing([16.0, 8.0])
        .min_col_width(120.0)
        .show(ui, |ui| {
            for party in parties {
                let name = party
                    .path
                    .file_name()
                    .map(|n| words::quote(&n.to_string_lossy(), 60))
                    .unwrap_or_default();
                let label = if party.readable {
                    &msg::party_open_one()
                } else {
                    &msg::party_why_not()
                };
                let open = ui
                    .button(label)
                    .on_hover_text(party.path.display().to_string());
                if open
                    .accessible_name(msg::party_open_named(name.as_str()))
                    .clicked()
                {
                    out.push(Command::OpenParty(party.path.clone()));
                }
                ui.vertical(|ui| {
                    ui.add(egui::Label::new(RichText::new(&party.title).strong()).wrap());
                    let saved = party.saved.map(local).unwrap_or_default();
                    ui.add(
                        egui::Label::new(
                            msg::PartyRow {
                                progress: party.progress.as_str(),
                                saved,
                                name: name.as_str(),
                            }
                            .say(),
                        )
                        .wrap(),
                    );
                });
                ui.end_row();
            }
        });
}
