//! The Round screen, the main screen during play: every table as a card, head table
//! first, booby table last, with the names by seat and two score boxes. The keyboard
//! (`round::keys`) drives it: score, Tab, score, Enter, and the next table waiting is
//! ready; a tie puts the cut's choice in front of the host, one key each (R-ROUND-3).
//! Only the cards in view are drawn, so fifty tables cost what a dozen do.

pub(in crate::ui) mod card;
pub(in crate::ui) mod duplicate;
pub(in crate::ui) mod header;
pub mod keys;
pub(in crate::ui) mod moves;
pub(in crate::ui) mod pad;

pub use card::spot_id;

use chrono::{DateTime, Utc};

use crate::rules::{Phase, Round, Star};
use crate::ui::round::card::{CARD_HEIGHT, CardAt, card_ui, card_width_for};
use crate::ui::round::keys::{Keys, RoundView, SlotView, Spot};
use crate::view::{Command, Desk, View};
use crate::words::msg;

/// What the Round screen keeps between frames.
#[derive(Default)]
pub struct RoundScreen {
    /// The keyboard: the cursor and what is typed.
    pub(in crate::ui) keys: Keys,
    /// The host asked to ring over missing tables: confirm first.
    pub(in crate::ui) confirm_override: bool,
    /// A late guest being added (Ctrl+L).
    arrival: Option<Arrival>,
    /// A table's score pad, open.
    pub(in crate::ui) pad: Option<crate::ui::round::pad::PadEdit>,
    /// When this screen comes into view.
    arrival_pass: crate::ui::widgets::Arrival,
    /// The cursor left the tables for a dialog; it comes back when the dialog closes.
    resume: bool,
    /// A dialog of the app's own (the guest finder) is up over this screen.
    pub(in crate::ui) dialog_elsewhere: bool,
}

impl RoundScreen {
    /// Asks, before ringing over tables that have not reported (Ctrl+Shift+B). The
    /// question has the keyboard until it is answered: the tables' keys typed meanwhile
    /// went into the boxes behind it, and its Enter entered a table's result instead of
    /// ringing (key monkey, issue 55).
    pub fn ask_ring_anyway(&mut self) {
        self.confirm_override = true;
        self.leave_tables();
    }

    /// Asks for a late guest's name and side (Ctrl+L).
    pub fn ask_arrival(&mut self) {
        self.arrival.get_or_insert(Arrival {
            name: String::new(),
            side: crate::rules::Side::Lady,
            tabbed_out: false,
            drawn: false,
        });
        self.leave_tables();
    }

    /// A dialog over the screen has the keyboard now; the cursor comes back to the
    /// tables when it closes.
    pub fn leave_tables(&mut self) {
        self.keys.cursor = None;
        self.resume = true;
    }
}

/// A late guest being added: the name and side typed so far.
struct Arrival {
    name: String,
    side: crate::rules::Side,
    /// The host left the name box by Tab: it no longer asks for the cursor.
    tabbed_out: bool,
    /// The dialog has had its first frame, in which egui only measures it, unseen.
    drawn: bool,
}

/// Space between cards.
const GAP: f32 = 12.0;
/// Room kept for the scroll bar, so it never touches the last column.
const SCROLL_BAR: f32 = 18.0;

/// The round as the keyboard needs to see it.
/// Whether totals may be negative: set-back scoring (R-DEAL-5).
pub fn negative_scores(desk: &Desk) -> bool {
    desk.state().settings.deal_scoring == crate::rules::deal::DealScoring::SetBack
}

fn round_view(desk: &Desk, round: &Round) -> RoundView {
    RoundView {
        round: round.number,
        slots: (1..)
            .zip(round.tables.iter().zip(&round.results))
            .map(|(table, (seats, result))| {
                SlotView::table(
                    table,
                    *seats,
                    result.is_some(),
                    result.as_ref().is_some_and(|r| r.winner(seats).is_none()),
                )
            })
            .collect(),
        negative_allowed: negative_scores(desk),
        flash: Vec::new(),
        held: crate::words::chairs_hold_results(desk.state()),
        proposal: desk.state().star().and_then(crate::rules::late::proposal),
    }
}

/// Whether the keyboard belongs to the tables this frame: nothing outside them has
/// the focus.
fn keys_are_ours(ui: &egui::Ui, round: u32, tables: usize) -> bool {
    match ui.memory(|m| m.focused()) {
        None => true,
        Some(id) => (1..=u32::try_from(tables).unwrap_or(0)).any(|t| {
            [Spot::Ns, Spot::Ew, Spot::Tie, Spot::Done]
                .into_iter()
                .any(|spot| crate::ui::round::card::spot_id(round, t, spot) == id)
        }),
    }
}

/// The Round screen.
pub fn round_ui(
    ui: &mut egui::Ui,
    view: &View<'_>,
    desk: &Desk,
    star: Star<'_>,
    now: DateTime<Utc>,
    screen: &mut RoundScreen,
    out: &mut Vec<Command>,
) {
    let state = star.state;
    let Some(round) = star.current_round() else {
        ui.heading(msg::play_no_round());
        ui.label(msg::play_no_draw());
        return;
    };
    let editable = state.phase() == Phase::Playing;
    let mut keys_view = round_view(desk, round);
    keys_view.flash.clone_from(&view.phone_flash);
    screen.keys.settle();
    if screen.keys.cursor.is_some_and(|c| c.round != round.number) {
        screen.keys.cursor = None;
    }
    screen.keys.follow(&keys_view);
    // When the screen comes into view, the cursor goes to the first table still to
    // report.
    let just_shown = screen.arrival_pass.just_shown(ui.ctx());
    if just_shown && !keys_are_ours(ui, round.number, round.tables.len()) {
        crate::ui::keys::drop_focus(ui.ctx());
    }
    let dialog = screen.pad.is_some()
        || screen.arrival.is_some()
        || screen.confirm_override
        || screen.dialog_elsewhere;
    // A dialog has the keys: the cursor leaves the tables (a pad closed under the late
    // guest's dialog, Ctrl+L pressed while it was open, sent the cursor back to its table,
    // whose box then took the cursor back from the dialog's every frame: key monkey).
    if dialog && screen.keys.cursor.is_some() {
        screen.leave_tables();
    }
    // Nor does a table's box keep egui's focus under it: "7 Ctrl+Shift+B 9" typed the 9
    // into the box behind the question ("97" shown a frame, then lost: key monkey).
    if dialog
        && ui.memory(|m| m.focused().is_some())
        && keys_are_ours(ui, round.number, round.tables.len())
    {
        crate::ui::keys::drop_focus(ui.ctx());
    }
    // Never behind a dialog, even as the screen comes into view (Ctrl+L from another
    // screen: the table's box took the cursor back from the dialog's every frame, key
    // monkey, issue 55); then the cursor comes back as the dialog closes.
    if editable && screen.keys.cursor.is_none() && (just_shown || screen.resume) {
        if dialog {
            screen.resume = true;
        } else {
            screen.keys.start(&keys_view);
        }
    }
    if !dialog {
        screen.resume = false;
    }
    dialogs_and_keys_ui(
        ui,
        (desk, star),
        round,
        &keys_view,
        editable && !dialog,
        screen,
        out,
    );
    crate::ui::round::header::header_ui(ui, view, (desk, star), round, now, screen, out);
    if let Some(words) = crate::view::heard::last_result(desk.party()) {
        crate::ui::live::spoken_status(ui, egui::Id::unique("round_result_heard"), &words);
    }
    ui.separator();
    if editable {
        crate::ui::round::moves::chairs_ui(ui, star, &star.empty_chairs(), out);
    }
    tables_ui(ui, (desk, star), round, &keys_view, screen, out);
}

/// Whoever has the keyboard this frame: the pad (D), the late arrival (Ctrl+L), or the
/// tables' cursor (`keys_free`: the round is in play and no dialog is up).
fn dialogs_and_keys_ui(
    ui: &mut egui::Ui,
    (desk, star): (&Desk, Star<'_>),
    round: &Round,
    keys_view: &RoundView,
    keys_free: bool,
    screen: &mut RoundScreen,
    out: &mut Vec<Command>,
) {
    if let Some(table) = screen.keys.open_pad.take() {
        screen.pad = Some(crate::ui::round::pad::PadEdit {
            round: round.number,
            table,
            typed: String::new(),
            correcting: None,
        });
        // The pad has the keyboard now; the cursor comes back to the table after.
        screen.keys.cursor = None;
        // A dialog's first frame only measures it (egui draws it unseen, its fields not
        // yet taking keys): the keys typed meanwhile wait for its second frame.
        crate::ui::keys::defer_frame_events(ui);
    }
    if let Some(edit) = &mut screen.pad {
        // The fourth deal makes the pad the table's result; the pad stays open with its
        // result line until the host has seen it (Enter or Esc closes it).
        let outcome = crate::ui::round::pad::pad_ui(ui.ctx(), star, edit, out);
        let table = edit.table;
        if matches!(outcome, crate::ui::round::pad::PadOutcome::Closed) {
            screen.pad = None;
            // A pad closed on its result: on to the next table still to report, as after
            // a result typed in the boxes; a pad left unfinished: back to its table.
            if keys_view.slot(table).is_some_and(|t| t.reported) {
                screen.keys.advance(keys_view, table);
            } else {
                screen.keys.go_to(keys_view, table);
            }
        }
    } else if screen.arrival.is_some() {
        arrival_dialog_ui(ui, desk, screen, out);
    } else if keys_free && keys_are_ours(ui, round.number, round.tables.len()) {
        let had_cursor = screen.keys.cursor.is_some();
        let events = ui.input_mut(|i| std::mem::take(&mut i.events));
        let handled = screen.keys.handle(keys_view, events, out);
        crate::ui::keys::no_focus_moves_but_ours(ui.ctx(), &handled.unused);
        ui.input_mut(|i| i.events = handled.unused);
        crate::ui::keys::defer_events(ui.ctx(), handled.deferred);
        if had_cursor
            && screen.keys.cursor.is_none()
            && let Some(id) = ui.memory(|m| m.focused())
        {
            // The host left the tables (Escape): the box lets go of the focus too.
            ui.memory_mut(|m| m.surrender_focus(id));
        }
    }
}

/// The late guest's dialog, if the host asked for it (Ctrl+L): over the tables, or over
/// the moves after a bell (R-LATE-1: a latecomer joins the waiting list at any time; Ctrl+L
/// there did nothing, and the name typed next went nowhere: a new host's trial).
pub fn arrival_dialog_ui(
    ui: &mut egui::Ui,
    desk: &Desk,
    screen: &mut RoundScreen,
    out: &mut Vec<Command>,
) {
    let Some(arrival) = &mut screen.arrival else {
        return;
    };
    if !std::mem::replace(&mut arrival.drawn, true) {
        // Its first frame only measures it, unseen: the keys typed meanwhile wait for
        // the next, where the box they go into is seen ("Ctrl+L 4 Enter" at once added
        // a guest "4" no picture had shown: key monkey, issue 55), as the pad's do.
        crate::ui::keys::defer_frame_events(ui);
    }
    arrival_ui(ui.ctx(), desk, screen, out);
}

/// A guest arrives late (Ctrl+L): name and side; Enter adds them to the waiting list.
fn arrival_ui(ctx: &egui::Context, desk: &Desk, screen: &mut RoundScreen, out: &mut Vec<Command>) {
    let state = desk.state();
    let open = state.settings.open_seating();
    let mut close = false;
    egui::Modal::new(egui::Id::unique("arrival")).show(ctx, |ui| {
        let Some(Arrival {
            name,
            side,
            tabbed_out,
            ..
        }) = &mut screen.arrival
        else {
            return;
        };
        ui.heading(msg::play_late_title());
        ui.label(msg::play_late_explain());
        // The name box takes the cursor unless a widget of this dialog has it, or the host
        // left it by Tab (in a real window the Tab of the dialog's first frame can leave
        // the cursor nowhere), or a question is up over the dialog (it has the keys): it
        // took the cursor back every frame, and the keys typed on a side, or in the
        // question, went into the name (key monkey, issue 55).
        let layer = ui.layer_id();
        let here = ui
            .memory(|m| m.focused())
            .and_then(|id| ui.ctx().read_response(id))
            .is_some_and(|r| r.layer_id == layer);
        let on_top = ui.memory(|m| m.allows_interaction(layer));
        let name_id = egui::Id::unique("late_name");
        let had_focus = ui.memory(|m| m.has_focus(name_id));
        let field = crate::ui::widgets::text_field_with_focus(
            ui,
            name,
            &msg::play_late_name(),
            300.0,
            name_id,
            !here && on_top && !*tabbed_out,
        );
        // Left by Tab or Shift+Tab (egui moves the cursor in that very frame); back in the
        // box by the keys, it takes the cursor again when it is lost.
        let ctx = ui.ctx();
        if crate::ui::keys::tab_seen(ctx, false) || crate::ui::keys::tab_seen(ctx, true) {
            *tabbed_out |= had_focus;
        } else if field.has_focus() {
            *tabbed_out = false;
        }
        // The sides are one stop for Tab, the arrows choosing; Enter there adds.
        // In the window's words (a trial saw "lady" in a German window).
        let words: Vec<(crate::rules::Side, String)> = crate::rules::Side::BOTH
            .into_iter()
            .map(|s| (s, crate::words::side_of(s, open)))
            .collect();
        let sides: Vec<(crate::rules::Side, &str)> =
            words.iter().map(|(s, w)| (*s, w.as_str())).collect();
        let side_entered = ui
            .horizontal(|ui| crate::ui::widgets::radio_group(ui, side, &sides))
            .inner;
        ui.horizontal(|ui| {
            let entered = crate::ui::widgets::submitted(ui, &field);
            let add = ui.button(msg::play_late_add()).clicked() || entered || side_entered;
            if add {
                close = add_late_guest(ui, state, (name, *side), entered.then_some(name_id), out);
            }
            if ui.button(msg::play_cancel()).clicked() || crate::ui::keys::escape(ui.ctx()) {
                close = true;
            }
        });
    });
    if close {
        screen.arrival = None;
    }
}

/// "Add to the waiting list": the late guest added (the dialog closes), or the name
/// refused in words. Refused at Enter in the box `entered`, the name keeps the cursor
/// and the frame is drawn again with it there, so the picture shows where the next keys
/// go (egui let it go at Enter, and the box took it back only a frame later: key monkey,
/// issue 55).
fn add_late_guest(
    ui: &egui::Ui,
    state: &crate::rules::State,
    (name, side): (&str, crate::rules::Side),
    entered: Option<egui::Id>,
    out: &mut Vec<Command>,
) -> bool {
    match state.check_new_name(name, None) {
        Ok(clean) => {
            out.push(Command::Apply(crate::rules::Action::AddGuest {
                name: clean,
                side,
            }));
            true
        }
        Err(error) => {
            out.push(Command::Notify(crate::words::rule_refusal(&error)));
            if let Some(id) = entered {
                crate::ui::widgets::focus_now(ui, id, "late-guest-name-refused");
            }
            false
        }
    }
}

/// The grid of cards, drawing only the rows in view (and the card with the cursor).
fn tables_ui(
    ui: &mut egui::Ui,
    (desk, star): (&Desk, Star<'_>),
    round: &Round,
    view: &RoundView,
    screen: &mut RoundScreen,
    out: &mut Vec<Command>,
) {
    let width = ui.available_width() - SCROLL_BAR;
    // The cards share the row: as many as fit at the width the longest name needs, then
    // widened to fill it (no empty strip at the right, names cut only when they must be).
    let longest = round
        .tables
        .iter()
        .flat_map(|seats| seats.players())
        .map(|g| desk.state().name(g))
        .max_by_key(|name| name.chars().count())
        .unwrap_or_default();
    let least = card_width_for(ui, longest).min(width);
    let columns = (((width + GAP) / (least + GAP)).floor() as usize).max(1);
    let card_width = (width - GAP * (columns as f32 - 1.0)) / columns as f32;
    let count = round.tables.len();
    let rows = count.div_ceil(columns);
    let measured_id = egui::Id::unique(("star_card_height", round.number));
    let card_height = card_height(ui, measured_id, CARD_HEIGHT);
    let row_height = card_height + GAP;
    let cursor_table = screen.keys.cursor.map(|c| c.slot as usize);
    let mut tallest = 0.0_f32;
    let scroll = egui::ScrollArea::vertical()
        .id_salt(("round_tables", round.number))
        .auto_shrink([false, false]);
    scroll.show_viewport(ui, |ui, viewport| {
        // A page (Page Up, Page Down): the rows of cards in view.
        let rows_in_view = (viewport.height() / row_height).floor().max(1.0) as usize;
        screen.keys.page = u32::try_from(rows_in_view * columns).unwrap_or(1);
        let top = ui.min_rect().top();
        let left = ui.min_rect().left();
        ui.set_height(rows as f32 * row_height);
        ui.set_width(width);
        for i in 0..count {
            let (row, column) = (i / columns, i % columns);
            let rect = egui::Rect::from_min_size(
                egui::pos2(
                    left + column as f32 * (card_width + GAP),
                    top + row as f32 * row_height,
                ),
                egui::vec2(card_width, card_height),
            );
            let on_screen = rect
                .translate(-ui.min_rect().min.to_vec2())
                .intersects(viewport);
            let table = i + 1;
            if !on_screen && cursor_table != Some(table) {
                continue;
            }
            let number = u32::try_from(table).unwrap_or(0);
            let drawn = card_ui(
                ui,
                rect,
                CardAt {
                    desk,
                    star,
                    round,
                    table: number,
                    view,
                },
                &mut screen.keys,
                out,
            );
            tallest = tallest.max(drawn);
            if screen.keys.moved && cursor_table == Some(table) {
                ui.scroll_to_rect(rect.expand(GAP / 2.0), None);
            }
        }
    });
    grow_cards(ui, measured_id, tallest, card_height);
    screen.keys.moved = false;
}

/// A card's height: as `planned`, or as tall as the tallest card's contents were drawn
/// last frame (a tie's buttons on a second line, a reported tray's two parts, a larger
/// text size), so every card of both games is drawn whole.
pub(in crate::ui) fn card_height(ui: &egui::Ui, measured: egui::Id, planned: f32) -> f32 {
    planned.max(ui.data(|d| d.get_temp(measured)).unwrap_or(0.0))
}

/// After the cards are drawn: when the tallest needed more than `used`, remember it and
/// draw again at once at that height.
pub(in crate::ui) fn grow_cards(ui: &egui::Ui, measured: egui::Id, tallest: f32, used: f32) {
    if tallest > used + 0.5 {
        ui.data_mut(|d| d.insert_temp(measured, tallest.ceil()));
        ui.ctx().request_repaint();
    }
}
