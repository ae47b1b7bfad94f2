//! The Round screen of a Duplicate Cinch evening (R-DUP-7, R-DUP-10): every table as a
//! card with its N–S pair, its E–W pair (or the sit-out) and the trays it plays this
//! round. The same keyboard machine as the star game's tables (`round::keys`) drives the
//! trays: a tray's result in the pad's few keys (`E6 3`, `P 8`, `N4 9 RE`, `X` not
//! played) and Enter, saved at once, the cursor going on to the next tray still to
//! report; ↑ ↓ between trays; Enter on a reported tray opens its correction with its
//! result in the box. Cards have a fixed size and only those in view are drawn (and the
//! one with the cursor, scrolled into view).

use chrono::{DateTime, Utc};
use egui::RichText;

use crate::rules::duplicate::{TrayPlay, dealer_of_tray};
use crate::rules::{Dup, Phase};
use crate::ui::round::keys::{Cursor, Keys, RoundView, SlotView, Spot};
use crate::ui::widgets::{self, focus_once, hold_keys};
use crate::view::duplicate::DupView;
use crate::view::{Command, Desk, UiCommand};
use crate::words::tray_keys;
use crate::words::{self, msg};

mod card;
use card::*;

/// A card's least width: room for "E–W 12 (Ann Abbott & Bob Baker)".
const MIN_CARD_WIDTH: f32 = 380.0;
/// Space between cards.
const GAP: f32 = 12.0;
/// Room kept for the scroll bar.
const SCROLL_BAR: f32 = 18.0;
/// The space inside a card's frame.
const MARGIN: f32 = 10.0;
/// A card's height above its trays: the title and a line per pair.
const CARD_HEAD: f32 = 86.0;
/// A tray's line on a card.
const TRAY_ROW: f32 = 30.0;
/// A tray box: room for "N14 14 RE", and for its example "O6 3, P 8, X" whole.
const TRAY_BOX_WIDTH: f32 = 124.0;

/// What the Round screen keeps between frames in a duplicate evening.
#[derive(Default)]
pub struct DupRoundScreen {
    /// The keyboard: the cursor and what is typed, tray by tray.
    keys: Keys,
    /// When this screen comes into view.
    arrival: widgets::Arrival,
    /// A dialog of the app's own (the finder, Ctrl+F) is up over this screen: it has
    /// the keyboard.
    pub(in crate::ui) dialog_elsewhere: bool,
    /// The cursor left the trays for a dialog; it comes back when the dialog closes.
    resume: bool,
}

impl DupRoundScreen {
    /// The keyboard: the cursor and what each tray's box holds.
    pub fn keys(&self) -> &Keys {
        &self.keys
    }
}

/// The round's trays as the keyboard sees them: each table's trays in play order, table
/// by table; a sit-out's table has none to type.
fn round_view(results: Dup<'_>, dup: &DupView, round: u32) -> RoundView {
    let m = &dup.movement;
    let slots = (1..=m.tables)
        .filter(|&t| !m.sits_out(round, t))
        .flat_map(|table| {
            m.trays_at(round, table).into_iter().map(move |tray| {
                let keys = results
                    .outcome(round, table, tray)
                    .map(|play| tray_keys(&play, tray));
                SlotView::tray(table, tray, keys)
            })
        })
        .collect();
    RoundView {
        round,
        slots,
        negative_allowed: false,
        flash: Vec::new(),
        held: None,
        proposal: None,
    }
}

/// A tray box's id.
fn tray_id(round: u32, slot: u32) -> egui::Id {
    egui::Id::unique(("dup_tray", round, slot))
}

/// Whether nothing outside the tray boxes has the keyboard this frame.
fn keys_are_ours(ui: &egui::Ui, view: &RoundView) -> bool {
    match ui.memory(|m| m.focused()) {
        None => true,
        Some(id) => (1..=view.count()).any(|slot| tray_id(view.round, slot) == id),
    }
}

/// The Round screen, duplicate.
pub fn dup_round_ui(
    ui: &mut egui::Ui,
    (desk, game, dup): (&Desk, Dup<'_>, &DupView),
    (now, end_with_this_bell): (DateTime<Utc>, bool),
    screen: &mut DupRoundScreen,
    out: &mut Vec<Command>,
) {
    let state = desk.state();
    let Some(round) = state.round_number() else {
        ui.heading(msg::play_no_round());
        ui.label(msg::play_no_pairs());
        return;
    };
    let finished = state.phase() == Phase::Finished;
    let view = round_view(game, dup, round);
    let keys = &mut screen.keys;
    keys.settle();
    if keys.cursor.is_some_and(|c| c.round != round) || finished {
        keys.cursor = None;
    }
    keys.follow(&view);
    let just_shown = screen.arrival.just_shown(ui.ctx());
    if just_shown && !keys_are_ours(ui, &view) {
        crate::ui::keys::drop_focus(ui.ctx());
    }
    if screen.dialog_elsewhere {
        if keys.cursor.take().is_some() {
            screen.resume = true;
        }
    } else if !finished && (just_shown || std::mem::take(&mut screen.resume)) {
        keys.start(&view);
    }
    if !finished && !screen.dialog_elsewhere && keys_are_ours(ui, &view) {
        let had_cursor = keys.cursor.is_some();
        let events = ui.input_mut(|i| std::mem::take(&mut i.events));
        let handled = keys.handle(&view, events, out);
        crate::ui::keys::no_focus_moves_but_ours(ui.ctx(), &handled.unused);
        ui.input_mut(|i| i.events = handled.unused);
        crate::ui::keys::defer_events(ui.ctx(), handled.deferred);
        if had_cursor
            && keys.cursor.is_none()
            && let Some(id) = ui.memory(|m| m.focused())
        {
            // The host left the trays (Escape): the box lets go of the focus too.
            ui.memory_mut(|m| m.surrender_focus(id));
        }
    }
    let going_to = keys.go_to_table.clone();
    header_ui(
        ui,
        desk,
        dup,
        (round, going_to.as_deref()),
        (now, end_with_this_bell),
        finished,
        out,
    );
    ui.separator();
    cards_ui(ui, desk, dup, &view, !finished, keys);
}

fn header_ui(
    ui: &mut egui::Ui,
    desk: &Desk,
    dup: &DupView,
    (round, going_to): (u32, Option<&str>),
    (now, end_with_this_bell): (DateTime<Utc>, bool),
    finished: bool,
    out: &mut Vec<Command>,
) {
    let state = desk.state();
    ui.horizontal_wrapped(|ui| {
        ui.label(
            RichText::new(words::round_of(state, round))
                .size(30.0)
                .strong(),
        );
        ui.separator();
        if finished {
            ui.label(RichText::new(words::evening_ended(state)).size(22.0));
            return;
        }
        ui.label(RichText::new(words::trays_this_round(&dup.movement)).size(18.0));
        ui.separator();
        crate::ui::round::header::clock_ui(ui, desk, now, out);
        ui.separator();
        trays_to_report_ui(ui, &dup.missing);
    });
    if finished {
        return;
    }
    let missing = &dup.missing;
    ui.horizontal_wrapped(|ui| {
        let bell = UiCommand::RingBell;
        if ui
            .button(RichText::new(msg::play_ring_bell()).size(20.0).strong())
            .on_hover_text(bell.tooltip(ui.ctx()))
            .clicked()
        {
            out.push(bell.into());
        }
        if !missing.is_empty() {
            ui.label(
                RichText::new(msg::play_bell_waits(missing_trays(missing)))
                    .color(widgets::wait(ui)),
            );
            if ui
                .button(msg::play_ring_anyway())
                .on_hover_text(msg::play_trays_not_played())
                .clicked()
            {
                out.push(Command::RingAnyway);
            }
        }
        // The host may stop the evening at any bell (R-DUP-6); the standings are then
        // released to the room (R-DUP-13).
        if !state.bell_ends_evening(now) {
            crate::ui::round::header::end_with_this_bell_ui(ui, end_with_this_bell, out);
        }
    });
    let keys_line = going_to.map_or_else(msg::play_tray_keys, words::going_to_table);
    // At the body's size (issue 54: the keys were said in 15-point type).
    ui.label(keys_line);
}

/// The duplicate bell waits for, in the language spoken: "table 3 (trays 5 and 6) and
/// table 4 (tray 7)"; past eight tables, just their count (`words::missing_trays`).
fn missing_trays(missing: &[(u32, Vec<u32>)]) -> String {
    if missing.len() > 8 {
        return msg::count_tables(missing.len());
    }
    let parts: Vec<String> = missing
        .iter()
        .map(|(table, trays)| {
            let names: Vec<String> = trays.iter().map(u32::to_string).collect();
            msg::PlayMissingTrays {
                table: *table,
                count: trays.len(),
                trays: words::and_list(&names),
            }
            .say()
        })
        .collect();
    words::and_list(&parts)
}

/// The round's trays still to report, or that every tray has its result.
fn trays_to_report_ui(ui: &mut egui::Ui, missing: &[(u32, Vec<u32>)]) {
    let status = if missing.is_empty() {
        RichText::new(msg::play_all_trays()).color(widgets::good(ui))
    } else {
        let trays: usize = missing.iter().map(|(_, t)| t.len()).sum();
        RichText::new(msg::play_trays_to_report(trays)).color(widgets::wait(ui))
    };
    ui.label(status.size(22.0));
}

/// The grid of cards, drawing only the rows in view (and the card with the cursor,
/// scrolled into view when the cursor moves).
fn cards_ui(
    ui: &mut egui::Ui,
    desk: &Desk,
    dup: &DupView,
    view: &RoundView,
    editable: bool,
    keys: &mut Keys,
) {
    let m = &dup.movement;
    let width = ui.available_width() - SCROLL_BAR;
    let columns = (((width + GAP) / (MIN_CARD_WIDTH + GAP)).floor() as usize).max(1);
    let card_width = (width - GAP * (columns as f32 - 1.0)) / columns as f32;
    let trays = (1..=m.tables)
        .map(|t| m.trays_at(view.round, t).len())
        .max()
        .unwrap_or(0);
    // A Howell's card has a line for the exchange half-way.
    let exchange = (1..=m.tables).any(|t| m.guide(view.round, t).exchange.is_some());
    let measured_id = egui::Id::unique(("dup_card_height", view.round));
    let planned =
        CARD_HEAD + (trays + usize::from(exchange)) as f32 * TRAY_ROW + 2.0 * (MARGIN + 3.0);
    let card_height = crate::ui::round::card_height(ui, measured_id, planned);
    let count = m.tables as usize;
    let rows = count.div_ceil(columns);
    let row_height = card_height + GAP;
    let cursor_table = keys
        .cursor
        .and_then(|c| view.slot(c.slot))
        .map(|s| s.table as usize);
    let scroll = egui::ScrollArea::vertical()
        .id_salt(("dup_round_tables", view.round))
        .auto_shrink([false, false]);
    let mut tallest = 0.0_f32;
    scroll.show_viewport(ui, |ui, viewport| {
        // A page (Page Up, Page Down): the trays of the rows of cards in view.
        let rows_in_view = (viewport.height() / row_height).floor().max(1.0) as usize;
        keys.page = u32::try_from(rows_in_view * columns * trays.max(1)).unwrap_or(1);
        let origin = ui.min_rect().min;
        ui.set_height(rows as f32 * row_height);
        ui.set_width(width);
        for i in 0..count {
            let (row, column) = (i / columns, i % columns);
            let rect = egui::Rect::from_min_size(
                origin + egui::vec2(column as f32 * (card_width + GAP), row as f32 * row_height),
                egui::vec2(card_width, card_height),
            );
            let table = i + 1;
            let on_screen = rect.translate(-origin.to_vec2()).intersects(viewport);
            if !on_screen && cursor_table != Some(table) {
                continue;
            }
            let number = u32::try_from(table).unwrap_or(0);
            let card = Card {
                desk,
                dup,
                view,
                table: number,
                editable,
            };
            tallest = tallest.max(card.ui(ui, rect, keys));
            if keys.moved && cursor_table == Some(table) {
                ui.scroll_to_rect(rect.expand(GAP / 2.0), None);
            }
        }
    });
    crate::ui::round::grow_cards(ui, measured_id, tallest, card_height);
    keys.moved = false;
}

/// Sections of the move list: each headline in bold, its moves under it indented.
fn move_sections_ui(ui: &mut egui::Ui, sections: &[&words::MoveSection]) {
    for section in sections {
        ui.add(egui::Label::new(RichText::new(&section.headline).size(19.0).strong()).wrap());
        for line in &section.lines {
            ui.horizontal(|ui| {
                ui.add_space(24.0);
                ui.add(egui::Label::new(RichText::new(line).size(19.0)).wrap());
            });
        }
    }
}

/// After a bell: who goes where, to read out; Enter (or the button) starts the round.
pub fn dup_moves_ui(ui: &mut egui::Ui, dup: &DupView, round: u32, out: &mut Vec<Command>) {
    ui.heading(msg::play_round_over(round.saturating_sub(1)));
    egui::ScrollArea::vertical().show(ui, |ui| {
        widgets::scroll_by_keys(ui);
        let sections = dup.moves.as_ref().map(words::move_list).unwrap_or_default();
        // The pairs' moves and the trays' side by side when the window is wide enough.
        let (pairs, trays): (Vec<_>, Vec<_>) = sections
            .iter()
            .partition(|s| s.part != words::MovePart::Trays);
        if ui.available_width() >= 1000.0 {
            widgets::side_by_side(
                ui,
                |left| move_sections_ui(left, &pairs),
                |right| move_sections_ui(right, &trays),
            );
        } else {
            let all: Vec<&words::MoveSection> = sections.iter().collect();
            move_sections_ui(ui, &all);
        }
        ui.add_space(10.0);
        let start = UiCommand::StartRound;
        let button = egui::Button::new(RichText::new(msg::play_start_round(round)).size(22.0));
        let response = ui.add(button).on_hover_text(start.tooltip(ui.ctx()));
        // Enter starts the round, as after the star game's bell: the button has the keys.
        if !ui.ctx().memory(|m| m.focused().is_some()) {
            response.request_focus();
        }
        if response.clicked() {
            out.push(start.into());
        }
        if ui.button(msg::play_show_tables()).clicked() {
            out.push(Command::DismissMoves);
        }
    });
}
