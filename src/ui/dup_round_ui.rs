//! The Round screen of a Duplicate Cinch evening (R-DUP-7, R-DUP-10): every table as a
//! card with its N–S pair, its E–W pair (or the sit-out) and the trays it plays this
//! round. The same keyboard machine as the star game's tables (`round_keys`) drives the
//! trays: a tray's result in the pad's few keys (`E6 3`, `P 8`, `N4 9 RE`, `X` not
//! played) and Enter, saved at once, the cursor going on to the next tray still to
//! report; ↑ ↓ between trays; Enter on a reported tray opens its correction with its
//! result in the box. Cards have a fixed size and only those in view are drawn (and the
//! one with the cursor, scrolled into view).

use chrono::{DateTime, Utc};
use egui::RichText;

use super::round_keys::{Cursor, Keys, RoundView, SlotView, Spot};
use super::widgets::{self, focus_once, hold_keys};
use crate::rules::duplicate::{TrayPlay, dealer_of_tray, tray_keys};
use crate::rules::{Phase, State};
use crate::view::duplicate::DupView;
use crate::view::{Command, Desk, UiCommand};
use crate::words;
use crate::words::missing_trays;

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
/// A tray box: room for "N14 14 RE".
const TRAY_BOX_WIDTH: f32 = 96.0;

/// What the Round screen keeps between frames in a duplicate evening.
#[derive(Default)]
pub struct DupRoundScreen {
    /// The keyboard: the cursor and what is typed, tray by tray.
    keys: Keys,
    /// When this screen comes into view.
    arrival: widgets::Arrival,
    /// A dialog of the app's own (the finder, Ctrl+F) is up over this screen: it has
    /// the keyboard.
    pub(super) dialog_elsewhere: bool,
    /// The cursor left the trays for a dialog; it comes back when the dialog closes.
    resume: bool,
}

/// The round's trays as the keyboard sees them: each table's trays in play order, table
/// by table; a sit-out's table has none to type.
fn round_view(state: &State, dup: &DupView, round: u32) -> RoundView {
    let m = &dup.movement;
    let results = state.duplicate();
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
    desk: &Desk,
    now: DateTime<Utc>,
    screen: &mut DupRoundScreen,
    out: &mut Vec<Command>,
) {
    let Some(dup) = desk.duplicate() else { return };
    let state = desk.state();
    let Some(round) = state.round_number() else {
        ui.heading("No round yet");
        ui.label("Make the pairs and start the evening first (the Pairs screen).");
        return;
    };
    let finished = state.phase() == Phase::Finished;
    let view = round_view(state, dup, round);
    let keys = &mut screen.keys;
    keys.settle();
    if keys.cursor.is_some_and(|c| c.round != round) || finished {
        keys.cursor = None;
    }
    let just_shown = screen.arrival.just_shown(ui.ctx());
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
        ui.input_mut(|i| i.events = handled.unused);
        widgets::defer_events(ui.ctx(), handled.deferred);
        if had_cursor
            && keys.cursor.is_none()
            && let Some(id) = ui.memory(|m| m.focused())
        {
            // The host left the trays (Escape): the box lets go of the focus too.
            ui.memory_mut(|m| m.surrender_focus(id));
        }
    }
    header_ui(ui, desk, dup, round, now, finished, out);
    ui.separator();
    cards_ui(ui, desk, dup, &view, !finished, keys);
}

fn header_ui(
    ui: &mut egui::Ui,
    desk: &Desk,
    dup: &DupView,
    round: u32,
    now: DateTime<Utc>,
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
        super::round_header_ui::clock_ui(ui, desk, now, out);
        ui.separator();
        let missing = &dup.missing;
        let status = if missing.is_empty() {
            RichText::new("Every tray has its result").color(widgets::good(ui))
        } else {
            let trays: usize = missing.iter().map(|(_, t)| t.len()).sum();
            RichText::new(words::count(trays, "tray to report", "trays to report"))
                .color(widgets::wait(ui))
        };
        ui.label(status.size(22.0));
    });
    if finished {
        return;
    }
    let missing = &dup.missing;
    ui.horizontal_wrapped(|ui| {
        let bell = UiCommand::RingBell;
        if ui
            .button(RichText::new("🔔 Ring the bell").size(20.0).strong())
            .on_hover_text(bell.tooltip(ui.ctx()))
            .clicked()
        {
            out.push(bell.into());
        }
        if !missing.is_empty() {
            ui.label(
                RichText::new(format!("The bell waits for {}.", missing_trays(missing)))
                    .color(widgets::wait(ui)),
            );
            if ui
                .button("Ring anyway")
                .on_hover_text("The trays still to report count as not played there")
                .clicked()
            {
                out.push(Command::RingAnyway);
            }
        }
    });
    ui.label(
        RichText::new(
            "A tray: the bidder's chair, the bid and the points the bidding side took (E6 3), \
             P and the dealer's side's points when all passed (P 8), R and the side in error \
             for a revoke (N4 9 RE), X when it was not played. Enter saves it; ↑ ↓ go from \
             tray to tray; Enter on a reported tray corrects it.",
        )
        .small(),
    );
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
    let card_height =
        CARD_HEAD + (trays + usize::from(exchange)) as f32 * TRAY_ROW + 2.0 * (MARGIN + 3.0);
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
    scroll.show_viewport(ui, |ui, viewport| {
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
            card.ui(ui, rect, keys);
            if keys.moved && cursor_table == Some(table) {
                ui.scroll_to_rect(rect.expand(GAP / 2.0), None);
            }
        }
    });
    keys.moved = false;
}

/// One table's card: what it shows, worked out once for its parts.
struct Card<'a> {
    desk: &'a Desk,
    dup: &'a DupView,
    view: &'a RoundView,
    table: u32,
    editable: bool,
}

impl Card<'_> {
    fn ui(&self, ui: &mut egui::Ui, rect: egui::Rect, keys: &mut Keys) {
        let (round, table) = (self.view.round, self.table);
        let guide = self.dup.movement.guide(round, table);
        let mine: Vec<u32> = (1..=self.view.count())
            .filter(|&s| self.view.slot(s).is_some_and(|slot| slot.table == table))
            .collect();
        let waiting = mine
            .iter()
            .any(|&s| self.view.slot(s).is_some_and(|slot| !slot.reported));
        let here = keys
            .cursor
            .is_some_and(|c| c.round == round && mine.contains(&c.slot));
        let stroke = match (here, waiting) {
            (true, _) => egui::Color32::from_rgb(120, 170, 250),
            (false, true) => widgets::wait(ui),
            (false, false) => egui::Color32::from_gray(90),
        };
        let builder = egui::UiBuilder::new()
            .max_rect(rect)
            .id_salt(("dup_card", round, table));
        ui.scope_builder(builder, |ui| {
            // Nothing a card holds may spill onto its neighbour.
            ui.set_clip_rect(rect.expand(2.0).intersect(ui.clip_rect()));
            egui::Frame::group(ui.style())
                .stroke(egui::Stroke::new(if here { 3.0 } else { 2.0 }, stroke))
                .inner_margin(MARGIN)
                .show(ui, |ui| {
                    ui.set_width(rect.width() - 2.0 * (MARGIN + 3.0));
                    ui.set_height(rect.height() - 2.0 * (MARGIN + 3.0));
                    ui.label(RichText::new(format!("Table {table}")).size(22.0).strong());
                    ui.spacing_mut().item_spacing.y = 2.0;
                    let ns = self.dup.pair_label(guide.ns_pair);
                    ui.add(egui::Label::new(ns).truncate());
                    let Some(pair) = guide.ew_pair else {
                        ui.label(RichText::new("Sits out this round (the phantom)").italics());
                        ui.add(
                            egui::Label::new(format!(
                                "{} pass on unplayed.",
                                words::capitalised(&words::trays_list(&guide.trays))
                            ))
                            .wrap(),
                        );
                        return;
                    };
                    let ew = self.dup.pair_label(pair);
                    ui.add(egui::Label::new(ew).truncate());
                    ui.spacing_mut().item_spacing.y = 4.0;
                    // The two-table Howell: the tables exchange trays half-way (R-DUP-12).
                    let exchange_after = guide
                        .exchange
                        .as_ref()
                        .and_then(|x| Some((x.with, *x.first.last()?)));
                    for slot in mine {
                        self.tray_ui(ui, slot, keys);
                        let tray = self.view.slot(slot).and_then(|s| s.tray);
                        if let Some((with, last)) = exchange_after
                            && tray == Some(last)
                        {
                            ui.label(
                                RichText::new(format!("↔ then exchange trays with table {with}"))
                                    .color(widgets::wait(ui)),
                            );
                        }
                    }
                });
        });
    }

    /// A tray's line: its number and dealer, then its box, or its result and Correct.
    fn tray_ui(&self, ui: &mut egui::Ui, slot: u32, keys: &mut Keys) {
        let view = self.view;
        let Some(tray) = view.slot(slot).and_then(|s| s.tray) else {
            return;
        };
        let (round, table) = (view.round, self.table);
        let state = self.desk.state();
        let outcome: Option<TrayPlay> = state.duplicate().outcome(round, table, tray);
        let correcting = keys.correcting == Some((round, slot));
        ui.horizontal(|ui| {
            ui.set_height(TRAY_ROW - 4.0);
            ui.label(RichText::new(format!("Tray {tray}")).strong());
            ui.label(RichText::new(dealer_of_tray(tray).letter()).small())
                .on_hover_text(format!(
                    "Dealt by {}",
                    crate::words::seat(dealer_of_tray(tray))
                ));
            match outcome {
                Some(play) if !correcting => {
                    if self.editable {
                        self.correct_button_ui(ui, slot, &play, tray, keys);
                    }
                    let said = words::tray_outcome(state.settings.deal_scoring, tray, &play);
                    ui.add(egui::Label::new(said.clone()).truncate())
                        .on_hover_text(said);
                }
                _ if self.editable => self.tray_box_ui(ui, slot, tray, keys),
                _ => {
                    ui.label(RichText::new("no result").weak());
                }
            }
        });
    }

    /// The box a tray's keys go into: it shows what the keyboard holds (selected when
    /// the next key replaces it); a click puts the cursor in.
    fn tray_box_ui(&self, ui: &mut egui::Ui, slot: u32, tray: u32, keys: &mut Keys) {
        let round = self.view.round;
        let id = tray_id(round, slot);
        let spot = Cursor {
            round,
            slot,
            spot: Spot::Tray,
        };
        let here = keys.cursor == Some(spot);
        if here {
            focus_once(ui, id);
        }
        let typed = keys.typed.get(&(round, slot)).cloned().unwrap_or_default();
        let mut shown = typed.ns.clone();
        let mut edit = egui::TextEdit::singleline(&mut shown)
            .id(id)
            .desired_width(TRAY_BOX_WIDTH)
            .hint_text("E6 3, P 8, X")
            .lock_focus(true);
        if here && typed.replace && !typed.ns.is_empty() {
            edit = edit.background_color(ui.visuals().selection.bg_fill);
        }
        let response = ui
            .add(edit)
            .accessible_name(format!("Table {} tray {tray}", self.table));
        if here {
            hold_keys(ui, id);
        }
        if response.clicked() || (response.gained_focus() && !here) {
            keys.cursor = Some(spot);
            if let Some(typed) = keys.typed.get_mut(&(round, slot)) {
                typed.replace = true;
            }
        }
    }

    /// A reported tray's Correct button: the cursor rests on it (Enter corrects).
    fn correct_button_ui(
        &self,
        ui: &mut egui::Ui,
        slot: u32,
        play: &TrayPlay,
        tray: u32,
        keys: &mut Keys,
    ) {
        let round = self.view.round;
        let id = tray_id(round, slot);
        let here = keys.cursor
            == Some(Cursor {
                round,
                slot,
                spot: Spot::TrayDone,
            });
        if here {
            focus_once(ui, id);
        }
        let button = ui
            .add(egui::Button::new("Correct").small())
            .on_hover_text("Reopen this tray's result (Enter on it)");
        let button = ui
            .interact(button.rect, id, egui::Sense::click())
            .union(button);
        if here {
            hold_keys(ui, id);
        }
        if button
            .accessible_name(format!("Correct table {} tray {tray}", self.table))
            .clicked()
        {
            keys.correct(self.view, slot, &tray_keys(play, tray), "");
        }
    }
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
pub fn dup_moves_ui(ui: &mut egui::Ui, desk: &Desk, round: u32, out: &mut Vec<Command>) {
    let Some(dup) = desk.duplicate() else { return };
    ui.heading(format!(
        "Round {} is over: everyone moves",
        round.saturating_sub(1)
    ));
    egui::ScrollArea::vertical().show(ui, |ui| {
        let sections = dup.moves.as_ref().map(words::move_list).unwrap_or_default();
        // The pairs' moves and the trays' side by side when the window is wide enough.
        let (pairs, trays): (Vec<_>, Vec<_>) = sections
            .iter()
            .partition(|s| s.part != words::MovePart::Trays);
        if ui.available_width() >= 1000.0 {
            ui.columns(2, |columns| {
                if let [left, right] = columns {
                    move_sections_ui(left, &pairs);
                    move_sections_ui(right, &trays);
                }
            });
        } else {
            let all: Vec<&words::MoveSection> = sections.iter().collect();
            move_sections_ui(ui, &all);
        }
        ui.add_space(10.0);
        let start = UiCommand::StartRound;
        let button = egui::Button::new(RichText::new(format!("▶ Start round {round}")).size(22.0));
        let response = ui.add(button).on_hover_text(start.tooltip(ui.ctx()));
        // Enter starts the round, as after the star game's bell: the button has the keys.
        if !ui.ctx().memory(|m| m.focused().is_some()) {
            response.request_focus();
        }
        if response.clicked() {
            out.push(start.into());
        }
        if ui.button("Show the tables").clicked() {
            out.push(Command::DismissMoves);
        }
    });
}
