//! One table's card on the duplicate Round screen: its pairs, its trays with their
//! score boxes (a tray played, to play, or sat out), drawn whole at a fixed size.

use super::*;

/// One table's card: what it shows, worked out once for its parts.
pub(super) struct Card<'a> {
    pub(super) desk: &'a Desk,
    pub(super) dup: &'a DupView,
    pub(super) view: &'a RoundView,
    pub(super) table: u32,
    pub(super) editable: bool,
}

impl Card<'_> {
    /// Draws the card in `rect`; gives the height its contents took (the card is sized
    /// to the tallest next frame, so nothing is ever cut at any text size).
    pub(super) fn ui(&self, ui: &mut egui::Ui, rect: egui::Rect, keys: &mut Keys) -> f32 {
        let (round, table) = (self.view.round, self.table);
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
        let mut content = 0.0;
        ui.scope_builder(builder, |ui| {
            // Nothing a card holds may spill onto its neighbour.
            ui.set_clip_rect(rect.expand(2.0).intersect(ui.clip_rect()));
            egui::Frame::group(ui.style())
                .stroke(egui::Stroke::new(if here { 3.0 } else { 2.0 }, stroke))
                .inner_margin(MARGIN)
                .show(ui, |ui| {
                    ui.set_width(rect.width() - 2.0 * (MARGIN + 3.0));
                    ui.set_height(rect.height() - 2.0 * (MARGIN + 3.0));
                    let top = ui.cursor().top();
                    self.contents_ui(ui, keys);
                    content = ui.cursor().top() - top + 2.0 * (MARGIN + 3.0);
                });
        });
        content
    }

    /// The card's lines: the table, its two pairs (or the sit-out), and its trays.
    fn contents_ui(&self, ui: &mut egui::Ui, keys: &mut Keys) {
        let (round, table) = (self.view.round, self.table);
        let guide = self.dup.movement.guide(round, table);
        let mine: Vec<u32> = (1..=self.view.count())
            .filter(|&s| self.view.slot(s).is_some_and(|slot| slot.table == table))
            .collect();
        ui.label(RichText::new(msg::play_table(table)).size(22.0).strong());
        ui.spacing_mut().item_spacing.y = 2.0;
        let ns = self.dup.pair_label(guide.ns_pair);
        // A pair's long names on a second line before anything is cut (issue 54).
        widgets::two_lines(ui, ns);
        let Some(pair) = guide.ew_pair else {
            ui.label(RichText::new(msg::play_sits_out()).italics());
            ui.add(
                egui::Label::new(
                    msg::PlayPassUnplayed {
                        count: guide.trays.len(),
                        trays: words::and_list(
                            &guide.trays.iter().map(u32::to_string).collect::<Vec<_>>(),
                        ),
                    }
                    .say(),
                )
                .wrap(),
            );
            return;
        };
        let ew = self.dup.pair_label(pair);
        widgets::two_lines(ui, ew);
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
                ui.label(RichText::new(msg::play_exchange(with)).color(widgets::wait(ui)));
            }
        }
    }

    /// A tray's line: its number and dealer, then its box, or its result and Correct.
    fn tray_ui(&self, ui: &mut egui::Ui, slot: u32, keys: &mut Keys) {
        let view = self.view;
        let Some(tray) = view.slot(slot).and_then(|s| s.tray) else {
            return;
        };
        let (round, table) = (view.round, self.table);
        let state = self.desk.state();
        let outcome: Option<TrayPlay> = self.dup.outcome(round, table, tray);
        let correcting = keys.correcting == Some((round, slot));
        // The contract goes beside the score when it fits there whole, else on a line of
        // its own under the tray (in Spanish, "Norte declaró 5 y lo cumplió" wrapped a
        // word a line in the room "Corregir" left).
        let mut below = None;
        ui.horizontal(|ui| {
            // At least a row high.
            ui.set_min_height(TRAY_ROW - 4.0);
            ui.label(RichText::new(msg::play_tray(tray)).strong());
            ui.label(RichText::new(crate::words::tray_dealer_letter(tray)).small())
                .on_hover_text(msg::play_dealt_by(crate::words::seat(dealer_of_tray(tray))));
            match outcome {
                Some(play) if !correcting => {
                    if self.editable {
                        self.correct_button_ui(ui, slot, &play, tray, keys);
                    }
                    // The score first, so a narrow card never hides it.
                    let method = state.settings.deal_scoring;
                    if let Some(points) = words::tray_points(method, tray, &play) {
                        ui.label(RichText::new(points).strong());
                    }
                    let said = words::tray_outcome(method, tray, &play);
                    let contract = words::tray_contract(&play);
                    let wide = ui
                        .painter()
                        .layout_no_wrap(
                            contract.clone(),
                            egui::TextStyle::Body.resolve(ui.style()),
                            egui::Color32::WHITE,
                        )
                        .size()
                        .x;
                    if wide <= ui.available_width() {
                        ui.label(contract).on_hover_text(said);
                    } else {
                        below = Some((contract, said));
                    }
                }
                _ if self.editable => self.tray_box_ui(ui, slot, tray, keys),
                _ => {
                    ui.label(RichText::new(msg::play_no_tray_result()).weak());
                }
            }
        });
        if let Some((contract, said)) = below {
            ui.horizontal(|ui| {
                ui.add_space(16.0);
                ui.add(egui::Label::new(contract).wrap())
                    .on_hover_text(said);
            });
        }
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
            .hint_text(format!("{}, P 8, X", words::keys_shown("E6 3")))
            .lock_focus(true);
        if here && typed.replace && !typed.ns.is_empty() {
            edit = edit.background_color(ui.visuals().selection.bg_fill);
        }
        let response = ui.add(edit).accessible_name(
            msg::PlayTrayBox {
                table: self.table,
                tray,
            }
            .say(),
        );
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
        let name = msg::PlayCorrectTray {
            table: self.table,
            tray,
        }
        .say();
        if crate::ui::round::card::correct_button_ui(ui, id, here, "tray", name) {
            keys.correct(self.view, slot, &tray_keys(play, tray), "");
        }
    }
}
