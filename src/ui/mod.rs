//! The screens, one file each (`*_ui`), and the parts every screen shares: the top bar,
//! the dispatch to the screen on show, the load-error dialog and the bell's flash. The
//! screens only draw and turn input into `Command`s; every rule is asked of the engine.

mod display_ceremony_ui;
mod display_controls_ui;
pub use crate::view::display_layout;
mod display_lists_ui;
pub mod display_look;
mod display_season_ui;
mod display_ui;
mod draw_ui;
mod dup_display_ui;
mod dup_pairs_ui;
mod dup_round_ui;
mod dup_standings_ui;
mod guest_list_ui;
mod guest_ui;
mod guests_ui;
pub mod live;
mod member_suggest;
mod moves_ui;
mod pad_ui;
mod party_ui;
mod phones_ui;
mod print_ui;
mod prizes_ui;
mod round_card_ui;
mod round_header_ui;
pub mod round_keys;
mod round_ui;
mod rules_ui;
mod season_members_ui;
mod season_trace_ui;
pub mod season_ui;
mod standings_ui;
pub mod widgets;

use egui::{Align, Layout, RichText};

use crate::rules::Phase;
use crate::store::LoadError;
use crate::view::{Command, Screen, UiCommand, View};
pub use display_ui::{guest_display_ui, shown_mode};
pub use print_ui::{PRINT_BOLD, PRINT_REGULAR};

/// What each screen keeps between frames (text being typed, what is being corrected).
#[derive(Default)]
pub struct ScreenStates {
    party: party_ui::PartyScreen,
    guests: guests_ui::GuestsScreen,
    draw: draw_ui::DrawScreen,
    round: round_ui::RoundScreen,
    standings: standings_ui::StandingsScreen,
    pairs: dup_pairs_ui::PairsScreen,
    dup_round: dup_round_ui::DupRoundScreen,
    dup_standings: dup_standings_ui::DupStandingsScreen,
    print: print_ui::PrintScreen,
    phones: phones_ui::PhonesScreen,
    rules: rules_ui::RulesScreen,
    guest: guest_ui::GuestPanel,
    season: season_ui::SeasonScreen,
}

impl ScreenStates {
    /// Another party comes to the desk: what was typed, chosen or scrolled for the last
    /// one goes (a pasted list's side, a half-typed card, a table being corrected). The
    /// Party screen follows the party by itself; the Rules screen is not a party's.
    pub fn another_party(&mut self) {
        let rules = std::mem::take(&mut self.rules);
        let party = std::mem::take(&mut self.party);
        let season = std::mem::take(&mut self.season);
        *self = ScreenStates {
            party,
            rules,
            season,
            ..ScreenStates::default()
        };
    }

    /// The Round screen asks before ringing over tables that have not reported.
    pub fn ask_ring_anyway(&mut self) {
        self.round.ask_ring_anyway();
    }

    /// Opens the guest finder (Ctrl+F).
    pub fn find_guest(&mut self) {
        self.guest.find();
    }

    /// Opens the member finder of the Season screen (Ctrl+F there).
    pub fn find_member(&mut self) {
        self.season.trace.find();
    }

    /// Shows a guest's evening.
    pub fn show_guest(&mut self, guest: crate::rules::GuestId) {
        self.guest.show(guest);
    }

    /// The Round screen asks for a late guest's name and side.
    pub fn ask_arrival(&mut self) {
        self.round.ask_arrival();
    }

    /// The history, with the cursor in "round and table" (Ctrl+H).
    pub fn correct_past(&mut self) {
        self.standings.find_past();
    }

    /// The host asked for the screen already shown: it starts again as if it had just
    /// come into view (the cursor back where it waits there).
    pub fn show_again(&mut self, screen: Screen) {
        match screen {
            Screen::Party => self.party.show_again(),
            Screen::Rules => self.rules.show_again(),
            _ => {}
        }
    }
}

/// The bar at the top: the party, the screens, undo and redo, and whether all is saved.
/// Each button's label, tooltip and shortcut come from its `UiCommand`.
pub fn top_bar_ui(ui: &mut egui::Ui, screen: Screen, view: &View<'_>, out: &mut Vec<Command>) {
    egui::Panel::top("top_bar").show(ui, |ui| {
        ui.add_space(4.0);
        ui.horizontal(|ui| {
            let row = ui.available_rect_before_wrap();
            // The right-hand group first (undo, redo, saved, sound), so the screens'
            // tabs know how much room is left and never run under it.
            let right = ui
                .scope_builder(
                    egui::UiBuilder::new()
                        .max_rect(row)
                        .layout(Layout::right_to_left(Align::Center)),
                    |ui| status_ui(ui, view, out),
                )
                .response
                .rect;
            let room = egui::Rect::from_min_max(
                row.min,
                egui::pos2((right.left() - 12.0).max(row.left()), row.bottom()),
            );
            ui.scope_builder(
                egui::UiBuilder::new()
                    .max_rect(room)
                    .layout(Layout::left_to_right(Align::Center)),
                |ui| tabs_ui(ui, screen, view, out),
            );
        });
        ui.add_space(4.0);
    });
}

/// The party's title and a tab per screen; the tabs that do not fit fold into a "More"
/// menu at the end (a narrow window, a projector's 1280 pixels).
fn tabs_ui(ui: &mut egui::Ui, screen: Screen, view: &View<'_>, out: &mut Vec<Command>) {
    let desk = view.desk;
    let title = desk.map_or("cinch-party", |d| d.file.title());
    let duplicate = desk.is_some_and(|d| d.duplicate().is_some());
    // A duplicate evening makes pairs where the star game draws.
    let label = |s: Screen| match s {
        Screen::Draw if duplicate => "Pairs",
        _ => UiCommand::Show(s).label(),
    };
    let width_of = |ui: &egui::Ui, text: &str| {
        let galley = ui.painter().layout_no_wrap(
            text.to_owned(),
            egui::TextStyle::Button.resolve(ui.style()),
            egui::Color32::WHITE,
        );
        galley.size().x + 2.0 * ui.spacing().button_padding.x + ui.spacing().item_spacing.x
    };
    let tabs: f32 = Screen::ALL.iter().map(|&s| width_of(ui, label(s))).sum();
    // The title gives way to the tabs: it takes what they leave (at least a little),
    // cut short with the whole title on hover.
    let title_text = RichText::new(title).strong().size(20.0);
    let title_width = ui
        .painter()
        .layout_no_wrap(
            title.to_owned(),
            egui::FontId::proportional(20.0),
            egui::Color32::WHITE,
        )
        .size()
        .x
        + 4.0;
    let spare = ui.available_width() - tabs - 3.0 * ui.spacing().item_spacing.x;
    let title_room = title_width.min(spare.max(120.0));
    ui.allocate_ui_with_layout(
        egui::vec2(title_room, ui.spacing().interact_size.y),
        Layout::left_to_right(Align::Center),
        |ui| {
            ui.set_max_width(title_room);
            ui.add(egui::Label::new(title_text).truncate())
                .on_hover_text(title);
        },
    );
    ui.separator();
    let room = ui.available_width();
    let widths: Vec<(Screen, f32)> = Screen::ALL
        .iter()
        .map(|&s| (s, width_of(ui, label(s))))
        .collect();
    // (The last tab needs no space after it.)
    let total: f32 = widths.iter().map(|(_, w)| w).sum::<f32>() - ui.spacing().item_spacing.x;
    // All the tabs when they fit; else as many as fit beside "More ▾", the rest in it.
    let room = if total <= room {
        f32::INFINITY
    } else {
        room - width_of(ui, "More ▾")
    };
    let mut used = 0.0;
    let mut shown = Vec::new();
    let mut folded = Vec::new();
    for (s, w) in widths {
        used += w;
        if used <= room {
            shown.push(s);
        } else {
            folded.push(s);
        }
    }
    let tab = |ui: &mut egui::Ui, s: Screen, out: &mut Vec<Command>| {
        let command = UiCommand::Show(s);
        if ui
            .selectable_label(screen == s, label(s))
            .on_hover_text(command.tooltip(ui.ctx()))
            .clicked()
        {
            out.push(command.into());
        }
    };
    for s in shown {
        tab(ui, s, out);
    }
    if !folded.is_empty() {
        let here = folded.contains(&screen);
        let title = if here {
            format!("{} ▾", label(screen))
        } else {
            "More ▾".to_owned()
        };
        ui.menu_button(RichText::new(title).strong(), |ui| {
            for s in folded {
                tab(ui, s, out);
            }
        })
        .response
        .accessible_name(if here {
            format!("More screens ({} shown)", label(screen))
        } else {
            "More screens".to_owned()
        });
    }
}

/// The frame-time readout (F12), on a strip of its own along the bottom, so it never
/// crowds the bar or covers a screen.
pub fn frame_times_ui(ui: &mut egui::Ui, view: &View<'_>) {
    let Some(times) = &view.frame_times else {
        return;
    };
    egui::Panel::bottom("frame_times")
        .resizable(false)
        .show(ui, |ui| {
            ui.add(egui::Label::new(RichText::new(times).small().monospace()).truncate());
        });
}

/// Undo, redo, whether the party is saved, and the sound: at the bar's right end.
fn status_ui(ui: &mut egui::Ui, view: &View<'_>, out: &mut Vec<Command>) {
    if let Some(off) = view.sound_off {
        let why = match &off.detail {
            Some(detail) => format!("{}\n\n(The system said: {detail})", off.message),
            None => off.message.clone(),
        };
        ui.label(RichText::new("🔇 Sound off").color(widgets::wait(ui)))
            .on_hover_text(why);
    }
    let Some(desk) = view.desk else { return };
    match desk.file.unsaved() {
        None => {
            ui.label(RichText::new("✔ Saved").color(widgets::good(ui)))
                .on_hover_text(desk.file.path().display().to_string());
        }
        Some(error) => {
            if ui.button("Save again").clicked() {
                out.push(Command::RetrySave);
            }
            ui.label(
                RichText::new("⚠ NOT SAVED")
                    .strong()
                    .color(widgets::bad(ui)),
            )
            .on_hover_text(error.to_string());
        }
    }
    for (command, enabled) in [
        (UiCommand::Redo, desk.file.can_redo()),
        (UiCommand::Undo, !desk.party().history().is_empty()),
    ] {
        if ui
            .add_enabled(enabled, egui::Button::new(command.label()))
            .on_hover_text(command.tooltip(ui.ctx()))
            .clicked()
        {
            out.push(command.into());
        }
    }
}

/// The screen on show.
pub fn screen_ui(
    ui: &mut egui::Ui,
    screen: Screen,
    view: &View<'_>,
    states: &mut ScreenStates,
    out: &mut Vec<Command>,
) {
    if screen == Screen::Season {
        // The club's season is the saves folder's, open party or not.
        season_ui::season_ui(ui, view, &mut states.season, out);
        return;
    }
    let Some(desk) = view.desk else {
        if screen == Screen::Rules {
            rules_ui::rules_ui(ui, &mut states.rules);
            return;
        }
        if screen != Screen::Party {
            no_party_ui(ui, out);
            return;
        }
        party_ui::party_ui(ui, view, &mut states.party, out);
        return;
    };
    let now = view.now;
    // While the guest finder or an evening is up, it has the keyboard.
    states.round.dialog_elsewhere = states.guest.is_open();
    states.dup_round.dialog_elsewhere = states.guest.is_open();
    if desk.duplicate().is_some() && duplicate_screen_ui(ui, screen, view, states, out) {
        return;
    }
    match screen {
        Screen::Party => party_ui::party_ui(ui, view, &mut states.party, out),
        Screen::Guests => {
            guests_ui::guests_ui(ui, desk, &view.season.members, &mut states.guests, out);
        }
        Screen::Draw => draw_ui::draw_ui(ui, desk, &mut states.draw, out),
        Screen::Round => match (view.moves_into, desk.state().phase()) {
            (Some(round), Phase::Playing) => moves_ui::moves_ui(ui, desk, round, out),
            _ => round_ui::round_ui(ui, view, desk, now, &mut states.round, out),
        },
        Screen::Standings => standings_ui::standings_ui(ui, desk, &mut states.standings, out),
        Screen::Prizes => prizes_ui::prizes_ui(ui, desk, out),
        Screen::Print => {
            print_ui::print_ui(ui, desk, &view.phones.print_links(), &mut states.print, out)
        }
        Screen::Phones => phones_ui::phones_ui(
            ui,
            &view.phones,
            desk.state().is_duplicate(),
            &mut states.phones,
            out,
        ),
        Screen::Rules => rules_ui::rules_ui(ui, &mut states.rules),
        Screen::Season => season_ui::season_ui(ui, view, &mut states.season, out),
        Screen::Display => display_controls_ui::display_controls_ui(
            ui,
            (desk, view.display),
            (view.moves_into, view.now),
            (&view.phones, &mut states.phones),
            out,
        ),
    }
}

/// The screens a Duplicate Cinch evening has of its own; `false` for those it shares.
fn duplicate_screen_ui(
    ui: &mut egui::Ui,
    screen: Screen,
    view: &View<'_>,
    states: &mut ScreenStates,
    out: &mut Vec<Command>,
) -> bool {
    let Some(desk) = view.desk else { return false };
    match screen {
        Screen::Guests => dup_pairs_ui::dup_guests_ui(ui, desk, out),
        Screen::Draw => {
            dup_pairs_ui::pairs_ui(ui, desk, &view.season.members, &mut states.pairs, out);
        }
        Screen::Round => match (view.moves_into, desk.state().phase()) {
            (Some(round), Phase::Playing) => dup_round_ui::dup_moves_ui(ui, desk, round, out),
            _ => dup_round_ui::dup_round_ui(ui, desk, view.now, &mut states.dup_round, out),
        },
        Screen::Standings => {
            dup_standings_ui::dup_standings_ui(ui, desk, &mut states.dup_standings, out);
        }
        Screen::Prizes => dup_standings_ui::dup_winners_ui(ui, desk, out),
        _ => return false,
    }
    true
}

fn no_party_ui(ui: &mut egui::Ui, out: &mut Vec<Command>) {
    ui.vertical_centered(|ui| {
        ui.add_space(80.0);
        ui.heading("No party is open");
        ui.label("Create a new party or open a saved one first.");
        if ui.button("Go to Party").clicked() {
            out.push(UiCommand::Show(Screen::Party).into());
        }
    });
}

/// The guest finder or a guest's evening, over the screen.
pub fn guest_panel_ui(
    ctx: &egui::Context,
    view: &View<'_>,
    states: &mut ScreenStates,
    out: &mut Vec<Command>,
) {
    guest_ui::guest_panel_ui(ctx, view.desk, &mut states.guest, out);
}

/// A file that could not be opened: what is wrong, and the backup if there is one.
pub fn load_error_ui(ctx: &egui::Context, error: &LoadError, out: &mut Vec<Command>) {
    egui::Modal::new(egui::Id::unique("load_error")).show(ctx, |ui| {
        ui.set_max_width(640.0);
        ui.heading("This party cannot be opened");
        ui.label(error.to_string());
        ui.label("The file has not been changed.");
        ui.horizontal(|ui| {
            if error.backup.is_some() && ui.button("Open the backup").clicked() {
                out.push(Command::RestoreBackup(error.path.clone()));
            }
            if ui.button("Close").clicked() {
                out.push(Command::CloseParty);
            }
        });
    });
}

/// Asks before undoing a step that moves everyone (a bell, the seating, the draw).
pub fn confirm_undo_ui(ctx: &egui::Context, question: &str, out: &mut Vec<Command>) {
    egui::Modal::new(egui::Id::unique("confirm_undo")).show(ctx, |ui| {
        ui.set_max_width(560.0);
        ui.heading("Undo this?");
        ui.label(question);
        ui.horizontal(|ui| {
            if ui.button(RichText::new("Take it back").strong()).clicked() {
                out.push(Command::UndoConfirmed);
            }
            if ui.button("Keep it").clicked() {
                out.push(Command::CancelUndo);
            }
        });
    });
}

/// The bell's visual signal: a large banner over everything for three seconds; the last
/// bell announces the end of the evening instead of a move. Returns whether it is still
/// showing.
pub fn bell_flash_ui(ctx: &egui::Context, rang_at: Option<f64>, time: f64, last: bool) -> bool {
    let Some(rang) = rang_at else { return false };
    let age = time - rang;
    if !(0.0..3.0).contains(&age) {
        return false;
    }
    let screen = ctx.content_rect();
    // Flash on and off three times, then hold.
    let bright = age > 1.5 || ((age * 4.0) as u32).is_multiple_of(2);
    let fill = if bright {
        egui::Color32::from_rgba_unmultiplied(250, 200, 40, 235)
    } else {
        egui::Color32::from_rgba_unmultiplied(120, 80, 0, 235)
    };
    egui::Area::new(egui::Id::unique("bell_flash"))
        .order(egui::Order::Foreground)
        .fixed_pos(screen.min)
        .interactable(false)
        .show(ctx, |ui| {
            ui.painter().rect_filled(screen, 0.0, fill);
            ui.set_min_size(screen.size());
            ui.vertical_centered(|ui| {
                ui.add_space(screen.height() * 0.38);
                let words = if last {
                    "🔔  The evening is over!"
                } else {
                    "🔔  Everyone moves!"
                };
                ui.label(
                    RichText::new(words)
                        .size((screen.height() / 8.0).max(32.0))
                        .color(egui::Color32::BLACK),
                );
            });
        });
    true
}
