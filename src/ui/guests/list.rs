//! The Guests screen's list: one row per guest (name, where they are, and a menu of
//! what can be done), drawn only where in view, so two hundred guests cost what twenty
//! do. The list is keyboard-complete: ↓ from the name box (or a click on a name) picks a
//! row, ↑ ↓ move, and a letter acts on the row — R rename, M change side, Del remove
//! (before the draw), L leaves, O out of the prizes, S swap (R-LATE-2, R-LATE-6). What
//! cannot be taken back at a glance asks first (Enter: yes, Esc: no), everything is
//! undoable (Ctrl+Z), and after acting the keys stay on the row, never on a button.

use egui::{Key, RichText};

use crate::rules::{Action, Guest, GuestId, Phase, Star, State};
use crate::ui::guests::{open_code, side_code};
use crate::ui::keys;
use crate::ui::widgets;
use crate::view::{Command, Desk, UiCommand};
use crate::words::msg;

mod row;
use row::row_ui;

/// The height of one row of the guest list.
const ROW_HEIGHT: f32 = 34.0;
/// The width kept for a row's menu button.
const MENU_WIDTH: f32 = 40.0;

/// What the list keeps between frames.
#[derive(Default)]
pub struct GuestList {
    /// The row the keys act on; `None` when the keys belong to the name box.
    selected: Option<GuestId>,
    /// The host asked for the list (↓ in the name box): the first row, or the last one
    /// picked.
    pub enter: bool,
    /// The list gave the keys back to the name box (Esc).
    pub left: bool,
    renaming: Option<(GuestId, String)>,
    /// The first guest picked for a swap.
    swapping: Option<GuestId>,
    /// A row action waiting for the host's yes.
    asking: Option<(GuestId, RowAction)>,
    /// The picked row's place in the list at the last frame.
    row: usize,
    /// The selection moved: bring it into view.
    scroll: bool,
    /// The list's scroll offset and height at the last frame.
    view: (f32, f32),
    /// The list took the keys from the name box in this frame.
    entered_now: bool,
    /// What is typed in the name box: the list shows the guests it matches (find as you
    /// type), all of them while it is empty.
    pub filter: String,
}

/// Whether a guest's name matches what is typed in the name box: the name, or one of
/// its words, starts with it (case and spaces aside).
pub fn matches_typed(name: &str, typed: &str) -> bool {
    let typed = crate::season::members::member_key(typed);
    if typed.is_empty() {
        return true;
    }
    let name = crate::season::members::member_key(name);
    name.starts_with(&typed) || name.split(' ').any(|w| w.starts_with(&typed))
}

/// What can be done to a guest from their row.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum RowAction {
    Rename,
    ChangeSide,
    Remove,
    Leave,
    OutOfPrizes,
    Swap,
}

impl RowAction {
    const ALL: [RowAction; 6] = [
        RowAction::Rename,
        RowAction::ChangeSide,
        RowAction::Remove,
        RowAction::Leave,
        RowAction::OutOfPrizes,
        RowAction::Swap,
    ];

    /// The command (and so the key) that does it on the picked row.
    fn command(self) -> UiCommand {
        match self {
            RowAction::Rename => UiCommand::GuestRename,
            RowAction::ChangeSide => UiCommand::GuestSide,
            RowAction::Remove => UiCommand::GuestRemove,
            RowAction::Leave => UiCommand::GuestLeaves,
            RowAction::OutOfPrizes => UiCommand::GuestOutOfPrizes,
            RowAction::Swap => UiCommand::GuestSwap,
        }
    }

    /// The row action a command is.
    fn of(command: UiCommand) -> Option<RowAction> {
        RowAction::ALL.into_iter().find(|a| a.command() == command)
    }

    /// Whether it asks first: what takes a guest off the list, out of the prizes or out
    /// of the next round.
    fn asks_first(self) -> bool {
        matches!(
            self,
            RowAction::Remove | RowAction::Leave | RowAction::OutOfPrizes
        )
    }

    /// Whether it can be done to this guest now.
    fn offered(self, star: Star<'_>, guest: &Guest) -> bool {
        let state = star.state;
        let id = guest.id;
        match (state.phase(), self) {
            (_, RowAction::Rename) => true,
            (Phase::Setup, RowAction::ChangeSide | RowAction::Remove) => true,
            (Phase::Playing, RowAction::OutOfPrizes) => {
                !star.is_withdrawn(id) && (star.is_leaving(id) || star.has_left(id))
            }
            (Phase::Playing, RowAction::Leave) => !star.is_leaving(id) && !star.has_left(id),
            (Phase::Playing, RowAction::Swap) => !star.has_left(id),
            _ => false,
        }
    }

    /// Its words in the row's menu.
    fn label(self, state: &State, guest: &Guest, swapping: Option<GuestId>) -> String {
        let open = state.settings.open_seating();
        match self {
            RowAction::Rename => msg::roster_rename(),
            RowAction::ChangeSide => msg::RosterMakeSide {
                side: side_code(guest.side.other()),
                open: open_code(open),
            }
            .say(),
            RowAction::Remove => msg::roster_remove(),
            RowAction::Leave => msg::roster_leave(),
            RowAction::OutOfPrizes => msg::roster_out(),
            RowAction::Swap => match swapping {
                Some(first) if first != guest.id => msg::roster_swap_with(state.name(first)),
                _ => msg::roster_swap_with_whom(),
            },
        }
    }

    /// The question it asks first, and what follows from a yes.
    fn question(self, star: Star<'_>, guest: GuestId, undo: &str) -> (String, String) {
        let state = star.state;
        let name = state.name(guest);
        let waiting = star.waiting().contains(&guest);
        match self {
            // A waiting guest has no chair: they leave the list at once.
            RowAction::Leave if waiting => {
                (msg::roster_leave_now_q(name), msg::roster_leave_now(undo))
            }
            RowAction::Remove => (msg::roster_remove_q(name), msg::roster_remove_detail(undo)),
            RowAction::Leave => (msg::roster_leave_q(name), msg::roster_leave_detail(undo)),
            _ => (msg::roster_out_q(name), msg::roster_out_detail(undo)),
        }
    }
}

/// The list, with the keys' line above it.
pub fn list_ui(
    ui: &mut egui::Ui,
    desk: &Desk,
    star: Star<'_>,
    list: &mut GuestList,
    out: &mut Vec<Command>,
) {
    let state = star.state;
    let mut listed: Vec<&Guest> = state
        .guests()
        .iter()
        .filter(|g| !g.removed && matches_typed(&g.name, &list.filter))
        .collect();
    // By name, in reading order ("José Núñez" before "Josephine Ødegaard").
    crate::words::sort_by_name(&mut listed, |g| &g.name);
    follow_the_list(ui, &listed, list);
    if let Some((guest, action)) = list.asking {
        ask_ui(ui.ctx(), star, guest, action, list, out);
    } else if list.renaming.is_none() && list.selected.is_some() {
        if keys::typing(ui.ctx()) && !std::mem::take(&mut list.entered_now) {
            // A box clicked takes the keys from the list.
            list.selected = None;
        } else {
            list_keys(ui, star, &listed, list, out);
        }
    }
    if !list.filter.trim().is_empty() {
        ui.label(RichText::new(crate::words::guests_found(listed.len(), &list.filter)).strong());
    }
    ui.label(RichText::new(keys_line(ui.ctx(), state, list)).weak());
    swap_banner_ui(ui, state, list);
    if let Some(row) = list
        .selected
        .and_then(|s| listed.iter().position(|g| g.id == s))
    {
        list.row = row;
    }
    let step = ROW_HEIGHT + ui.spacing().item_spacing.y;
    let mut area = egui::ScrollArea::vertical()
        .id_salt("guest_list")
        .auto_shrink([false, false]);
    if std::mem::take(&mut list.scroll)
        && let Some(row) = list
            .selected
            .and_then(|s| listed.iter().position(|g| g.id == s))
    {
        area = area.vertical_scroll_offset(offset_showing(list.view, row, step));
    }
    let shown = area.show_rows(ui, ROW_HEIGHT, listed.len(), |ui, rows| {
        if list.selected.is_none() {
            widgets::scroll_by_keys(ui);
        }
        for guest in listed.get(rows).unwrap_or_default() {
            row_ui(ui, (desk, star), guest, list, out);
        }
        widgets::keep_focus_in_view(ui);
    });
    list.view = (shown.state.clamped_offset().y, shown.inner_rect.height());
}

/// The picked row as the list changes and the keys arrive: a removed guest's place goes
/// to the row now there; ↓ with the keys nowhere, or from the name box, picks a row.
fn follow_the_list(ui: &egui::Ui, listed: &[&Guest], list: &mut GuestList) {
    if list
        .selected
        .is_some_and(|s| !listed.iter().any(|g| g.id == s))
    {
        // The picked guest went (removed): the keys go on with the row now in its place.
        list.selected = listed
            .get(list.row.min(listed.len().saturating_sub(1)))
            .map(|g| g.id);
    }
    let nothing_focused = ui.memory(|m| m.focused().is_none());
    if list.selected.is_none()
        && list.asking.is_none()
        && nothing_focused
        && !keys::take_up_to(ui.ctx(), 1, |p| p.is(Key::ArrowDown).then_some(())).is_empty()
    {
        // ↓ with the keys nowhere picks a row too.
        list.enter = true;
    }
    if std::mem::take(&mut list.enter) {
        list.selected = list.selected.or(listed.first().map(|g| g.id));
        list.scroll = true;
        // The name box gave the keys up in this very frame: the rest of its keys are
        // the list's.
        list.entered_now = true;
    }
}

/// The keys the list offers now, in a line.
fn keys_line(ctx: &egui::Context, state: &State, list: &GuestList) -> String {
    if list.selected.is_none() {
        return msg::roster_keys_none();
    }
    let mut parts = vec![msg::roster_keys_another()];
    let phase_actions = RowAction::ALL.iter().filter(|a| match state.phase() {
        Phase::Setup => matches!(
            a,
            RowAction::Rename | RowAction::ChangeSide | RowAction::Remove
        ),
        Phase::Playing => !matches!(a, RowAction::ChangeSide | RowAction::Remove),
        Phase::Finished => matches!(a, RowAction::Rename),
    });
    for action in phase_actions {
        let key = action.command().all_key_words(ctx);
        let word = match action {
            RowAction::Rename => msg::roster_key_rename(),
            RowAction::ChangeSide => msg::roster_key_side(),
            RowAction::Remove => msg::roster_key_remove(),
            RowAction::Leave => msg::roster_key_leaves(),
            RowAction::OutOfPrizes => msg::roster_key_out(),
            RowAction::Swap => msg::roster_key_swap(),
        };
        parts.push(format!("{key} {word}"));
    }
    parts.push(msg::roster_keys_back());
    parts.join(" · ")
}

/// A key on the picked row: a step through the list, or an action on the row.
enum RowKey {
    Step(keys::ListStep),
    Act(RowAction),
}

/// The keys on the picked row, in the order pressed: move, or act (one action a frame:
/// the keys after it wait for the next frame, when the action has been done).
fn list_keys(
    ui: &egui::Ui,
    star: Star<'_>,
    listed: &[&Guest],
    list: &mut GuestList,
    out: &mut Vec<Command>,
) {
    let Some(mut at) = list
        .selected
        .and_then(|s| listed.iter().position(|g| g.id == s))
    else {
        return;
    };
    let page = ((list.view.1 / ROW_HEIGHT) as usize).max(1);
    let offered: Vec<UiCommand> = listed
        .get(at)
        .map(|guest| {
            RowAction::ALL
                .into_iter()
                .filter(|a| a.offered(star, guest))
                .map(RowAction::command)
                .collect()
        })
        .unwrap_or_default();
    let mut acted = false;
    let pressed = keys::take(ui.ctx(), |p| {
        if acted {
            return None;
        }
        if let Some(step) = keys::list_step(p).filter(|s| *s != keys::ListStep::Enter) {
            return Some(RowKey::Step(step));
        }
        let action = keys::commands::command_of(p, &offered).and_then(|c| RowAction::of(c.command));
        acted = action.is_some();
        action.map(RowKey::Act)
    });
    for key in pressed {
        match key {
            RowKey::Step(keys::ListStep::Back) => {
                list.selected = None;
                list.left = true;
                return;
            }
            RowKey::Step(step) => {
                if let Some(row) = step.moved(at, listed.len(), page) {
                    at = row;
                    list.selected = listed.get(row).map(|g| g.id);
                    list.scroll = true;
                }
            }
            RowKey::Act(action) => {
                if let Some(guest) = listed.get(at) {
                    act(guest, action, list, out);
                }
                // The keys after an action wait for the next frame.
                keys::defer_rest(ui.ctx());
                return;
            }
        }
    }
}

/// Does a row action, or asks first.
fn act(guest: &Guest, action: RowAction, list: &mut GuestList, out: &mut Vec<Command>) {
    list.selected = Some(guest.id);
    if action.asks_first() {
        list.asking = Some((guest.id, action));
        return;
    }
    match action {
        RowAction::Rename => list.renaming = Some((guest.id, guest.name.clone())),
        RowAction::ChangeSide => out.push(Command::Apply(Action::SetSide {
            guest: guest.id,
            side: guest.side.other(),
        })),
        RowAction::Swap => match list.swapping.take() {
            Some(first) if first != guest.id => {
                out.push(Command::Apply(Action::Swap {
                    a: first,
                    b: guest.id,
                }));
            }
            Some(_) => {}
            None => list.swapping = Some(guest.id),
        },
        _ => confirmed(guest.id, action, out),
    }
}

/// A yes to a question: the action itself.
fn confirmed(guest: GuestId, action: RowAction, out: &mut Vec<Command>) {
    let action = match action {
        RowAction::Remove => Action::RemoveGuest { guest },
        RowAction::Leave => Action::Leave { guest },
        RowAction::OutOfPrizes => Action::WithdrawFromPrizes { guest },
        _ => return,
    };
    out.push(Command::Apply(action));
}

/// The question before a row action: Enter says yes, Esc no; the keys go back to the
/// row either way.
fn ask_ui(
    ctx: &egui::Context,
    star: Star<'_>,
    guest: GuestId,
    action: RowAction,
    list: &mut GuestList,
    out: &mut Vec<Command>,
) {
    let undo = UiCommand::Undo.key_words(ctx);
    let (question, detail) = action.question(star, guest, &undo);
    let mut answer = None;
    egui::Modal::new(egui::Id::unique("guest_row_question")).show(ctx, |ui| {
        ui.set_max_width(520.0);
        ui.heading(&question);
        ui.add(egui::Label::new(detail).wrap());
        ui.add_space(8.0);
        ui.horizontal(|ui| {
            if ui
                .button(RichText::new(msg::roster_yes()).strong())
                .clicked()
                || keys::enter(ctx)
            {
                answer = Some(true);
            } else if ui.button(msg::roster_no()).clicked() || keys::escape(ctx) {
                answer = Some(false);
            }
        });
    });
    if let Some(yes) = answer {
        if yes {
            confirmed(guest, action, out);
        }
        list.asking = None;
        list.selected = Some(guest);
        // The keys stay on the row: nothing keeps the focus of the question's buttons.
        if let Some(id) = ctx.memory(|m| m.focused()) {
            ctx.memory_mut(|m| m.surrender_focus(id));
        }
    }
}

/// "Swap Ann with whom?" while a swap waits for its second guest, with a way out.
fn swap_banner_ui(ui: &mut egui::Ui, state: &State, list: &mut GuestList) {
    let Some(first) = list.swapping else {
        return;
    };
    ui.horizontal(|ui| {
        ui.label(RichText::new(msg::roster_swap_whom(state.name(first))).color(widgets::wait(ui)));
        if ui.small_button(msg::roster_swap_cancel()).clicked() {
            list.swapping = None;
        }
    });
}

/// The scroll offset that brings row `row` (each `step` high) into a view that shows
/// `height` from `offset`: unchanged when it is already in view.
fn offset_showing((offset, height): (f32, f32), row: usize, step: f32) -> f32 {
    let top = row as f32 * step;
    let wanted = if top < offset {
        top
    } else if top + step > offset + height {
        top + step - height
    } else {
        offset
    };
    wanted.max(0.0)
}
