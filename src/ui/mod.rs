//! The screens, a folder or a file each, and the parts every screen shares: the top bar
//! (`top_bar`), the dispatch to the screen on show, the load-error dialog and the bell's flash. The
//! screens only draw and turn input into `Command`s; every rule is asked of the engine.

pub mod display;
mod draw;
mod guests;
pub mod keys;
pub mod live;
mod member_suggest;
mod party;
mod phones;
mod print;
mod print_mail;
mod print_out;
mod prizes;
pub mod round;
mod rules;
pub mod season;
mod standings;
mod top_bar;
pub mod widgets;

use egui::RichText;

use crate::rules::Phase;
use crate::store::LoadError;
use crate::transcript::evening::Game;
use crate::view::{Command, Screen, UiCommand, View};
use crate::words::msg;
pub use display::{guest_display_ui, shown_mode};
pub use print::{PRINT_BOLD, PRINT_REGULAR};
pub use top_bar::{frame_times_ui, top_bar_ui};

/// What each screen keeps between frames (text being typed, what is being corrected).
#[derive(Default)]
pub struct ScreenStates {
    party: party::PartyScreen,
    guests: guests::GuestsScreen,
    draw: draw::DrawScreen,
    round: round::RoundScreen,
    standings: standings::StandingsScreen,
    pairs: draw::pairs::PairsScreen,
    dup_round: round::duplicate::DupRoundScreen,
    dup_standings: standings::duplicate::DupStandingsScreen,
    print: print::PrintScreen,
    phones: phones::PhonesScreen,
    rules: rules::RulesScreen,
    guest: guests::evening::GuestPanel,
    season: season::SeasonScreen,
    /// When the Display screen comes into view: its main button takes the cursor.
    display: widgets::Arrival,
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

    /// The Round screen's keyboard: its cursor and what its boxes hold (a duplicate
    /// evening's trays when `duplicate`, else the star game's tables).
    pub fn round_keys(&self, duplicate: bool) -> &round::keys::Keys {
        if duplicate {
            self.dup_round.keys()
        } else {
            &self.round.keys
        }
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
            Screen::Guests => self.guests.show_again(),
            Screen::Rules => self.rules.show_again(),
            _ => {}
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
        season::season_ui(ui, view, &mut states.season, out);
        return;
    }
    let Some(desk) = view.desk else {
        no_party_screen_ui(ui, screen, view, states, out);
        return;
    };
    // While the guest finder or an evening is up, it has the keyboard.
    states.round.dialog_elsewhere = states.guest.is_open();
    states.dup_round.dialog_elsewhere = states.guest.is_open();
    if screen == Screen::Round {
        phones_trouble_ui(ui, &view.phones);
    }
    // The game decides the screens of its own, and hands each its typed parts; the rest
    // are shared. The kind is asked here, once (issue 50 §1).
    let Some(game) = desk.game() else {
        ui.label(crate::words::evening_not_this_partys());
        return;
    };
    let star = match game {
        Game::Duplicate(dup, derived)
            if duplicate_screen_ui(ui, screen, view, (dup, derived), states, out) =>
        {
            return;
        }
        Game::Duplicate(..) => None,
        Game::Star(star, evening) => Some((star, evening)),
    };
    game_screen_ui(ui, screen, view, (desk, game, star), states, out);
}

/// The screens of a party open: the star game's own (`star`: its play and its evening;
/// `None` at a duplicate evening, whose own screens were shown before) and the shared ones.
fn game_screen_ui(
    ui: &mut egui::Ui,
    screen: Screen,
    view: &View<'_>,
    (desk, game, star): (
        &crate::view::Desk,
        Game<'_>,
        Option<(
            crate::rules::Star<'_>,
            &crate::transcript::evening::StarEvening,
        )>,
    ),
    states: &mut ScreenStates,
    out: &mut Vec<Command>,
) {
    let now = view.now;
    match (screen, star) {
        (Screen::Party, _) => party::party_ui(ui, view, &mut states.party, out),
        (Screen::Guests, Some((star, _))) => {
            guests::guests_ui(
                ui,
                desk,
                star,
                &view.season.members,
                &mut states.guests,
                out,
            );
        }
        (Screen::Draw, Some((star, _))) => draw::draw_ui(ui, desk, star, &mut states.draw, out),
        (Screen::Round, Some((star, _))) => match (view.moves_into, desk.state().phase()) {
            (Some(round), Phase::Playing) => {
                round::moves::moves_ui(ui, star, round, out);
                round::arrival_dialog_ui(ui, desk, &mut states.round, out);
            }
            _ => round::round_ui(ui, view, desk, star, now, &mut states.round, out),
        },
        (Screen::Standings, Some(star)) => {
            standings::standings_ui(ui, desk, star, &mut states.standings, out);
        }
        (Screen::Prizes, Some((_, evening))) => prizes::prizes_ui(ui, desk, evening, out),
        // A duplicate evening shows these screens itself (above).
        (
            Screen::Guests | Screen::Draw | Screen::Round | Screen::Standings | Screen::Prizes,
            None,
        ) => {}
        (Screen::Print, _) => {
            let links = view.phones.print_links();
            print::print_ui(
                ui,
                (desk, view.printers, &view.mail),
                &links,
                &mut states.print,
                out,
            );
        }
        (Screen::Phones, _) => {
            phones::phones_ui(ui, &view.phones, star.is_none(), &mut states.phones, out)
        }
        (Screen::Rules, _) => rules::rules_ui(ui, &mut states.rules),
        (Screen::Season, _) => season::season_ui(ui, view, &mut states.season, out),
        (Screen::Display, _) => display::controls::display_controls_ui(
            ui,
            (desk, game, view.display),
            (view.moves_into, view.now),
            (&view.phones, &mut states.phones, &mut states.display),
            out,
        ),
    }
}

/// A screen with no party open: the rules, the Party screen (to make or open one), and
/// for every other a word of what to do first.
fn no_party_screen_ui(
    ui: &mut egui::Ui,
    screen: Screen,
    view: &View<'_>,
    states: &mut ScreenStates,
    out: &mut Vec<Command>,
) {
    match screen {
        Screen::Rules => rules::rules_ui(ui, &mut states.rules),
        Screen::Party => party::party_ui(ui, view, &mut states.party, out),
        _ => no_party_ui(ui, out),
    }
}

/// The Round screen says at once when the phones should be on and are not: a reopened
/// party's phones whose port is taken (issue 41).
fn phones_trouble_ui(ui: &mut egui::Ui, phones: &crate::view::PhonesView) {
    if let (true, Some(why)) = (phones.retrying, &phones.error) {
        ui.add(egui::Label::new(RichText::new(why).color(widgets::bad(ui))).wrap());
    }
}

/// The screens a Duplicate Cinch evening has of its own; `false` for those it shares.
fn duplicate_screen_ui(
    ui: &mut egui::Ui,
    screen: Screen,
    view: &View<'_>,
    (game, dup): (crate::rules::Dup<'_>, &crate::view::duplicate::DupView),
    states: &mut ScreenStates,
    out: &mut Vec<Command>,
) -> bool {
    let Some(desk) = view.desk else { return false };
    match screen {
        Screen::Guests => draw::pairs::dup_guests_ui(ui, (desk, dup), out),
        Screen::Draw => {
            let members = &view.season.members;
            draw::pairs::pairs_ui(ui, (desk, dup), members, &mut states.pairs, out);
        }
        Screen::Round => match (view.moves_into, desk.state().phase()) {
            (Some(round), Phase::Playing) => {
                round::duplicate::dup_moves_ui(ui, dup, round, out);
            }
            _ => round::duplicate::dup_round_ui(
                ui,
                (desk, game, dup),
                (view.now, view.end_with_this_bell),
                &mut states.dup_round,
                out,
            ),
        },
        Screen::Standings => {
            let screen = &mut states.dup_standings;
            standings::duplicate::dup_standings_ui(ui, (desk, dup), screen, out);
        }
        Screen::Prizes => standings::duplicate::dup_winners_ui(ui, (desk, dup), out),
        _ => return false,
    }
    true
}

fn no_party_ui(ui: &mut egui::Ui, out: &mut Vec<Command>) {
    ui.vertical_centered(|ui| {
        ui.add_space(80.0);
        ui.heading(msg::screen_no_party());
        ui.label(msg::screen_no_party_how());
        if ui.button(msg::screen_go_party()).clicked() {
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
    guests::evening::guest_panel_ui(ctx, view.desk, &mut states.guest, out);
}

/// The keys while a question is up (an undo to confirm, a file that cannot be opened):
/// Enter says yes (`yes`), Esc no (`no`); the keys after the answer wait for the next
/// frame, when the question is gone. Other keys are the question's and do nothing: the
/// screen below never acts on them.
pub fn question_keys(ctx: &egui::Context, yes: Option<Command>, no: Command) -> Option<Command> {
    let answer = keys::take_first(ctx, |p| {
        if p.is(egui::Key::Enter) && yes.is_some() {
            Some(true)
        } else if p.is(egui::Key::Escape) {
            Some(false)
        } else {
            None
        }
    });
    match answer {
        Some(true) => yes,
        Some(false) => Some(no),
        None => {
            // The screen below is not the keyboard's while the question waits.
            ctx.input_mut(|i| {
                i.events
                    .retain(|e| !matches!(e, egui::Event::Key { .. } | egui::Event::Text(_)));
            });
            None
        }
    }
}

/// A file that could not be opened: what is wrong, and the backup if there is one.
pub fn load_error_ui(ctx: &egui::Context, error: &LoadError, out: &mut Vec<Command>) {
    egui::Modal::new(egui::Id::unique("load_error")).show(ctx, |ui| {
        ui.set_max_width(640.0);
        ui.heading(msg::screen_cannot_open());
        ui.label(error.to_string());
        ui.label(msg::screen_file_unchanged());
        ui.horizontal(|ui| {
            if error.backup.is_some() && ui.button(msg::screen_open_backup()).clicked() {
                out.push(Command::RestoreBackup(error.path.clone()));
            }
            if ui.button(msg::screen_close()).clicked() {
                out.push(Command::CloseParty);
            }
        });
    });
}

/// Asks before undoing a step that moves everyone (a bell, the seating, the draw).
pub fn confirm_undo_ui(ctx: &egui::Context, question: &str, out: &mut Vec<Command>) {
    egui::Modal::new(egui::Id::unique("confirm_undo")).show(ctx, |ui| {
        ui.set_max_width(560.0);
        ui.heading(msg::screen_undo_q());
        ui.label(question);
        ui.horizontal(|ui| {
            if ui
                .button(RichText::new(msg::screen_take_back()).strong())
                .clicked()
            {
                out.push(Command::UndoConfirmed);
            }
            if ui.button(msg::screen_keep_it()).clicked() {
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
                    format!("🔔  {}", msg::screen_bell_over())
                } else {
                    format!("🔔  {}", msg::screen_bell_move())
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
