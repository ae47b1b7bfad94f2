//! The Guests screen: add one by one or paste a list; rename, change side and remove
//! (before the draw); how many tables the list fills and who would wait (R-TABLE-1);
//! balancing the packs in open seating (R-SIDE-1). Once play has started: arrivals join
//! the waiting list (R-LATE-1), a seated guest can leave at the next bell or be taken
//! out of the prize list (R-LATE-2), and two of one side can swap chairs (R-LATE-6).
//! The list itself, with its row keys, is `guests::list`.

pub(in crate::ui) mod evening;
pub(in crate::ui) mod list;
mod pair_evening;

use egui::RichText;

use crate::rules::{Action, Phase, Side, Star, State};
use crate::ui::guests::list::{GuestList, list_ui};
use crate::ui::widgets::{self, side_word, submitted};
use crate::view::{Command, Desk, Screen, UiCommand};
use crate::words::{self, msg};

/// What the Guests screen keeps between frames.
pub struct GuestsScreen {
    name: String,
    side: Side,
    paste: String,
    paste_side: Side,
    refocus_name: bool,
    list: GuestList,
    arrival: widgets::Arrival,
    /// The club's members offered as the name is typed (R-SEASON-1).
    suggest: crate::ui::member_suggest::Suggest,
}

impl GuestsScreen {
    /// Ctrl+2 on the Guests screen: the cursor back in the name box, as on arrival.
    pub fn show_again(&mut self) {
        self.arrival = widgets::Arrival::default();
    }
}

impl Default for GuestsScreen {
    fn default() -> Self {
        GuestsScreen {
            name: String::new(),
            side: Side::Lady,
            paste: String::new(),
            paste_side: Side::Lady,
            refocus_name: false,
            list: GuestList::default(),
            arrival: widgets::Arrival::default(),
            suggest: crate::ui::member_suggest::Suggest::default(),
        }
    }
}

/// Lady or gentleman (red or blue pack); `all` words it for a whole list.
fn side_picker(ui: &mut egui::Ui, side: &mut Side, open: bool, all: bool) {
    ui.push_id(all, |ui| {
        ui.horizontal(|ui| {
            let labels: Vec<(Side, String)> = Side::BOTH
                .into_iter()
                .map(|s| {
                    let label = if all {
                        msg::RosterAllSide {
                            side: side_code(s),
                            open: open_code(open),
                        }
                        .say()
                    } else {
                        side_word(s, open)
                    };
                    (s, label)
                })
                .collect();
            let options: Vec<(Side, &str)> = labels.iter().map(|(s, l)| (*s, l.as_str())).collect();
            crate::ui::widgets::radio_group(ui, side, &options);
        });
    });
}

/// The Guests screen.
pub fn guests_ui(
    ui: &mut egui::Ui,
    desk: &Desk,
    star: Star<'_>,
    members: &crate::season::MemberList,
    screen: &mut GuestsScreen,
    out: &mut Vec<Command>,
) {
    // The cursor waits in the name box when the screen comes into view.
    if screen.arrival.just_shown(ui.ctx()) || std::mem::take(&mut screen.list.left) {
        screen.refocus_name = true;
    }
    ui.columns(2, |columns| {
        let [left, right] = columns else { return };
        door_ui(left, desk.state(), out);
        add_ui(left, desk, members, screen, out);
        // Find as you type: the list shows the guests the name box matches.
        screen.list.filter.clone_from(&screen.name);
        counts_ui(right, star, out);
        right.add_space(8.0);
        list_ui(right, desk, star, &mut screen.list, out);
    });
}

/// The guests who checked in at the door on their phones (issue 52), each with its
/// keys: nobody joins the party until the host lets them in.
fn door_ui(ui: &mut egui::Ui, state: &State, out: &mut Vec<Command>) {
    let waiting = state.at_the_door();
    if waiting.is_empty() {
        return;
    }
    ui.label(
        RichText::new(words::waiting_at_the_door(waiting.len()))
            .strong()
            .color(widgets::wait(ui)),
    );
    // The first few, each with its buttons; the rest counted, so a crowd at the door
    // never pushes the keys and the name box out of sight (helper trial: 31 waiting).
    const SHOWN: usize = 6;
    for (i, knock) in waiting.iter().enumerate().take(SHOWN) {
        ui.horizontal_wrapped(|ui| {
            let side = knock
                .side
                .map(|s| format!(" ({})", side_word(s, state.settings.open_seating())))
                .unwrap_or_default();
            ui.label(format!("{}{side}", knock.name));
            if ui.button(msg::roster_let_in(knock.name.as_str())).clicked() {
                out.push(Command::Apply(Action::LetIn {
                    name: knock.name.clone(),
                }));
            }
            if ui
                .button(msg::roster_turn_away(knock.name.as_str()))
                .clicked()
            {
                out.push(Command::Apply(Action::TurnAway {
                    name: knock.name.clone(),
                }));
            }
            if i == 0 {
                ui.label(
                    RichText::new(format!(
                        "{}: {}, {}: {}",
                        UiCommand::DoorLetIn.key_words(ui.ctx()),
                        UiCommand::DoorLetIn.label().to_lowercase(),
                        UiCommand::DoorTurnAway.key_words(ui.ctx()),
                        UiCommand::DoorTurnAway.label().to_lowercase()
                    ))
                    .weak(),
                );
            }
        });
    }
    if waiting.len() > SHOWN {
        ui.label(msg::roster_door_more(waiting.len() - SHOWN));
    }
    if waiting.len() > 1 {
        let command = UiCommand::DoorLetAllIn;
        if ui
            .button(command.label_with_key(ui.ctx()))
            .on_hover_text(command.tooltip(ui.ctx()))
            .clicked()
        {
            out.push(command.into());
        }
    }
    ui.separator();
}

/// Adding guests: one by one (Enter adds; a refused name stays in the box to be
/// fixed), or a pasted list.
fn add_ui(
    ui: &mut egui::Ui,
    desk: &Desk,
    members: &crate::season::MemberList,
    screen: &mut GuestsScreen,
    out: &mut Vec<Command>,
) {
    let state = desk.state();
    let open = state.settings.open_seating();
    let playing = state.phase() != Phase::Setup;
    ui.heading(if playing {
        msg::roster_arrives_late()
    } else {
        msg::roster_add_one()
    });
    if playing {
        ui.label(msg::roster_join_waiting());
    }
    let mut taken = name_row_ui(ui, state, members, screen, out);
    already_ui(ui, state, &screen.name);
    let offered = screen.suggest.offer(members, &screen.name, |n| {
        state.check_new_name(n, None).is_err()
    });
    if let Some(member) = crate::ui::member_suggest::offer_ui(ui, &offered, screen.suggest.picked) {
        taken = Some(member);
    }
    if let Some(member) = taken {
        // A member: their name as the club writes it, their usual side.
        out.push(Command::Apply(Action::AddGuest {
            name: member.name.clone(),
            side: member.side.unwrap_or(screen.side),
        }));
        screen.name.clear();
        screen.suggest.clear();
        screen.refocus_name = true;
    }
    side_picker(ui, &mut screen.side, open, false);
    ui.add_space(12.0);
    ui.heading(msg::roster_paste());
    // The address form is said where the list is pasted (a host's trial never found it).
    ui.label(msg::roster_paste_how());
    let had_text = !screen.paste.is_empty();
    // A long list scrolls inside its box, so the button below stays in reach.
    let pasted = egui::ScrollArea::vertical()
        .id_salt("paste_box")
        .max_height(220.0)
        .show(ui, |ui| {
            ui.add(
                egui::TextEdit::multiline(&mut screen.paste)
                    .desired_rows(8)
                    .desired_width(f32::INFINITY),
            )
            .accessible_name(msg::roster_list_box())
        })
        .inner;
    widgets::note_typing(ui.ctx(), &pasted, had_text || !screen.paste.is_empty());
    side_picker(ui, &mut screen.paste_side, open, true);
    if ui.button(msg::roster_add_these()).clicked() {
        out.push(Command::AddGuestList {
            text: std::mem::take(&mut screen.paste),
            side: screen.paste_side,
        });
        // The list is in: the cursor goes back to the name box for the next guest, seen
        // there at once (shown on the button a frame longer, "1 Enter" typed next added a
        // guest "1" no picture had shown in a box: key monkey, seed 56036).
        screen.refocus_name = true;
        widgets::focus_now(ui, name_box(), "cursor-back-to-the-name-box");
    }
}

/// The name box's id.
fn name_box() -> egui::Id {
    egui::Id::unique("guest_name")
}

/// The name box: Enter adds the name typed, or the member picked by ↓ (returned).
fn name_row_ui<'a>(
    ui: &mut egui::Ui,
    state: &State,
    members: &'a crate::season::MemberList,
    screen: &mut GuestsScreen,
    out: &mut Vec<Command>,
) -> Option<&'a crate::season::Member> {
    let mut taken = None;
    ui.horizontal(|ui| {
        ui.label(msg::roster_name());
        let field = widgets::text_field_with_focus(
            ui,
            &mut screen.name,
            &msg::roster_name_box(),
            260.0,
            name_box(),
            std::mem::take(&mut screen.refocus_name),
        );
        let offered = screen.suggest.offer(members, &screen.name, |n| {
            state.check_new_name(n, None).is_err()
        });
        // ↓ picks among the members offered; with none offered it leaves the name box
        // for the list of guests.
        let offering = field.has_focus() && screen.suggest.keys(ui, offered.len());
        // One ↓ leaves the box; the keys after it in the same frame are the list's, those
        // before it the box's alone.
        if !offering
            && field.has_focus()
            && crate::ui::keys::take_leaving_key(ui.ctx(), egui::Key::ArrowDown)
        {
            field.surrender_focus();
            screen.list.enter = true;
        }
        let add = ui.button(msg::roster_add()).clicked() || submitted(ui, &field);
        let picked = screen.suggest.picked.and_then(|p| offered.get(p).copied());
        if add && let Some(member) = picked {
            taken = Some(member);
        } else if add {
            // The rules check the name first: a refused name stays, to be fixed.
            match state.check_new_name(&screen.name, None) {
                Ok(name) => {
                    out.push(Command::Apply(Action::AddGuest {
                        name,
                        side: screen.side,
                    }));
                    screen.name.clear();
                }
                Err(error) => {
                    out.push(Command::Notify(crate::words::rule_refusal(&error)));
                    // The refused name stays, shown selected: the next name typed
                    // replaces it, ← or End edit it (typed on, "ann abbott" and "Dina
                    // Dean" made one name: a new host's trial). Drawn again to show it.
                    widgets::select_all(ui.ctx(), name_box(), &screen.name);
                    ui.ctx().request_discard("refused-name-shown-selected");
                }
            }
            widgets::keep_cursor(ui, &field);
            screen.refocus_name = true;
        }
    });
    taken
}

/// The guests already on the list whose names match what is typed: said under the name
/// box, so a second "Walt" is never one Enter away unseen.
fn already_ui(ui: &mut egui::Ui, state: &State, typed: &str) {
    if typed.trim().is_empty() {
        return;
    }
    let names: Vec<&str> = state
        .guests()
        .iter()
        .filter(|g| !g.removed && list::matches_typed(&g.name, typed))
        .map(|g| g.name.as_str())
        .collect();
    if names.is_empty() {
        return;
    }
    ui.add(
        egui::Label::new(
            RichText::new(words::already_guests(&names, typed)).color(widgets::wait(ui)),
        )
        .wrap(),
    );
}

/// "1 lady", "3 gentlemen", "2 red-pack guests".
fn side_count(n: usize, side: Side, open: bool) -> String {
    msg::CountSide {
        count: n,
        side: side_code(side),
        open: open_code(open),
    }
    .say()
}

/// A side as the catalogues select on it.
pub(super) fn side_code(side: Side) -> &'static str {
    match side {
        Side::Lady => "lady",
        Side::Gentleman => "gentleman",
    }
}

/// Open seating as the catalogues select on it.
pub(super) fn open_code(open: bool) -> &'static str {
    if open { "yes" } else { "no" }
}

fn counts_ui(ui: &mut egui::Ui, star: Star<'_>, out: &mut Vec<Command>) {
    let state = star.state;
    let open = state.settings.open_seating();
    // Those who have left are not counted with the others (issue 54: "22 gentlemen"
    // after one had gone); they are said apart.
    let here = |side| state.present(side).filter(|g| !star.has_left(g.id)).count();
    let (ladies, gentlemen) = (here(Side::Lady), here(Side::Gentleman));
    let gone = state.present(Side::Lady).count() + state.present(Side::Gentleman).count()
        - ladies
        - gentlemen;
    let left = match gone {
        0 => String::new(),
        n => format!(" ({})", msg::roster_gone(n)),
    };
    ui.heading(format!(
        "{}, {}{left}",
        side_count(ladies, Side::Lady, open),
        side_count(gentlemen, Side::Gentleman, open)
    ));
    let tables = state.tables_possible();
    match state.phase() {
        Phase::Setup => {
            let (l, g) = state.would_wait();
            let waiting = match (l, g) {
                (0, 0) => msg::roster_nobody_waits(),
                (l, 0) => msg::RosterWouldWait {
                    who: side_count(l, Side::Lady, open),
                    count: l,
                }
                .say(),
                (0, g) => msg::RosterWouldWait {
                    who: side_count(g, Side::Gentleman, open),
                    count: g,
                }
                .say(),
                (l, g) => msg::RosterBothWouldWait {
                    first: side_count(l, Side::Lady, open),
                    second: side_count(g, Side::Gentleman, open),
                }
                .say(),
            };
            let text = msg::RosterCanFill { tables, waiting }.say();
            ui.label(RichText::new(text).size(20.0));
            if open && ladies.abs_diff(gentlemen) > 1 && ui.button(msg::roster_balance()).clicked()
            {
                out.push(Command::Apply(Action::BalanceSides));
            }
            if tables > 0 && ui.button(msg::roster_go_draw()).clicked() {
                out.push(Command::Ui(UiCommand::Show(Screen::Draw)));
            }
        }
        _ => waiting_ui(ui, star),
    }
}

/// The waiting list, always in view during play: how many of each side, in order of
/// arrival (R-LATE-1).
fn waiting_ui(ui: &mut egui::Ui, star: Star<'_>) {
    let state = star.state;
    let open = state.settings.open_seating();
    let waiting = star.waiting();
    if waiting.is_empty() {
        ui.label(RichText::new(msg::roster_nobody_waiting()).size(20.0));
        return;
    }
    let ladies = star.waiting_of(Side::Lady).len();
    let gentlemen = star.waiting_of(Side::Gentleman).len();
    ui.label(
        RichText::new(
            msg::RosterWaiting {
                ladies: side_count(ladies, Side::Lady, open),
                gentlemen: side_count(gentlemen, Side::Gentleman, open),
            }
            .say(),
        )
        .size(20.0)
        .color(widgets::wait(ui)),
    );
    let names: Vec<&str> = waiting.iter().map(|&g| state.name(g)).collect();
    ui.add(egui::Label::new(msg::roster_arrival_order(names.join(", "))).wrap());
}
