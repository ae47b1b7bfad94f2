//! The Phones screen: turn the phones at the tables on or off, choose the port and
//! whether results wait for the host's OK, and show every table's link as a QR code
//! large enough to scan from the laptop's screen, with the guests' "Where do I sit?", the
//! live standings and the guest display for a television's browser (issue 36).

use std::collections::HashMap;

use egui::{Color32, RichText};

use super::widgets;
use crate::phones::Intake;
use crate::print::qr::{QUIET_ZONE, Qr};
use crate::view::{Command, PhonesCommand, PhonesView, Screen, UiCommand};
use crate::words::msg;

/// What the screen keeps between frames.
#[derive(Default)]
pub struct PhonesScreen {
    /// The port as typed.
    port: Option<String>,
    /// QR codes made so far, by link (making one takes a while; links rarely change).
    codes: HashMap<String, Option<Qr>>,
    /// The screen came into view: the switch takes the keys (Space ticks it).
    arrival: widgets::Arrival,
}

/// The side of a table's QR code on screen: scannable from a phone held at arm's length.
const QR_SIDE: f32 = 200.0;

/// The Phones screen.
pub fn phones_ui(
    ui: &mut egui::Ui,
    phones: &PhonesView,
    duplicate: bool,
    screen: &mut PhonesScreen,
    out: &mut Vec<Command>,
) {
    ui.heading(UiCommand::Show(Screen::Phones).label());
    ui.label(msg::desk_phones_about());
    ui.add_space(6.0);
    switch_ui(ui, phones, screen, out);
    if let Some(error) = &phones.error {
        ui.colored_label(widgets::bad(ui), error);
    }
    if duplicate {
        ui.label(msg::desk_phones_duplicate());
    } else {
        intake_ui(ui, phones, out);
    }
    // Results waiting for the OK are part of the party: shown (and settled) even while
    // the phones are off, after a restart.
    pending_ui(ui, phones, out);
    if !phones.on {
        return;
    }
    if let Some(address) = &phones.address {
        ui.label(RichText::new(msg::desk_phones_serving_at(address.as_str())).strong());
    }
    if let Some(warning) = &phones.warning {
        ui.colored_label(widgets::wait(ui), warning);
    }
    ui.separator();
    egui::ScrollArea::vertical().show(ui, |ui| {
        widgets::scroll_by_keys(ui);
        links_ui(ui, phones, screen, out);
        // Tab and Shift+Tab bring what they reach into view (key monkey, issue 55: "New
        // links for every table" had the cursor 1025 px down a 768 px window).
        widgets::keep_focus_in_view(ui);
    });
}

/// "Phones at the tables" on or off, and the port (typed while they are off).
fn switch_ui(
    ui: &mut egui::Ui,
    phones: &PhonesView,
    screen: &mut PhonesScreen,
    out: &mut Vec<Command>,
) {
    let arrived = screen.arrival.just_shown(ui.ctx());
    ui.horizontal(|ui| {
        let mut on = phones.on;
        let switch = ui
            .checkbox(&mut on, RichText::new(msg::desk_phones_switch()).strong())
            .on_hover_text(msg::desk_phones_switch_tip());
        // The screen opens with the keys on its switch (Space ticks it), whatever had
        // them on the screen before.
        if arrived {
            switch.request_focus();
        }
        if switch.changed() {
            out.push(Command::Phones(PhonesCommand::Serve(on)));
        }
        ui.add_space(20.0);
        let label = ui.label(msg::desk_phones_port());
        let typed = screen.port.get_or_insert_with(|| phones.port.to_string());
        let field = ui
            .add_enabled(
                !phones.on,
                egui::TextEdit::singleline(typed).desired_width(70.0),
            )
            .labelled_by(label.id);
        if field.lost_focus() || field.changed() {
            match typed.trim().parse::<u16>() {
                Ok(port) if port > 0 => out.push(Command::Phones(PhonesCommand::Port(port))),
                _ if field.lost_focus() => {
                    out.push(Command::Notify(
                        msg::DeskPhonesNotAPort {
                            typed: typed.trim(),
                            port: crate::phones::DEFAULT_PORT.to_string(),
                        }
                        .say(),
                    ));
                    *typed = phones.port.to_string();
                }
                _ => {}
            }
        }
    });
}

/// Whether results from the phones go in at once, when the other side agrees on the
/// phone (issue 52), or wait for the host's OK.
fn intake_ui(ui: &mut egui::Ui, phones: &PhonesView, out: &mut Vec<Command>) {
    ui.horizontal_wrapped(|ui| {
        ui.label(msg::desk_phones_results());
        for (intake, words, tip) in [
            (
                Intake::Agreed,
                msg::desk_phones_agreed(),
                msg::desk_phones_agreed_tip(),
            ),
            (
                Intake::Direct,
                msg::desk_phones_direct(),
                msg::desk_phones_direct_tip(),
            ),
            (
                Intake::HostOk,
                msg::desk_phones_host_ok(),
                msg::desk_phones_host_ok_tip(),
            ),
        ] {
            if ui
                .radio(phones.intake == intake, words)
                .on_hover_text(tip)
                .clicked()
            {
                out.push(Command::Phones(PhonesCommand::Intake(intake)));
            }
        }
    });
}

/// Every link as a QR card, as many to a row as fit, and "New links for every table".
fn links_ui(
    ui: &mut egui::Ui,
    phones: &PhonesView,
    screen: &mut PhonesScreen,
    out: &mut Vec<Command>,
) {
    {
        let mut cards: Vec<(String, String, &str)> = Vec::new();
        if let Some(link) = &phones.check_in_link {
            cards.push((msg::door_heading(), msg::desk_phones_check_in_for(), link));
        }
        if let Some(link) = &phones.seats_link {
            cards.push((msg::seats_heading(), msg::desk_phones_seats_for(), link));
        }
        if let Some(link) = &phones.standings_link {
            cards.push((
                msg::display_standings(),
                msg::desk_phones_standings_for(),
                link,
            ));
        }
        if let Some(link) = &phones.display_link {
            cards.push((
                msg::desk_display_guest_display(),
                msg::desk_phones_display_for(),
                link,
            ));
        }
        let pad = if phones.pair_links.is_empty() {
            msg::desk_phones_its_pad()
        } else {
            msg::desk_phones_its_trays()
        };
        for (table, link) in &phones.links {
            cards.push((msg::desk_phones_table(*table), pad.clone(), link));
        }
        for (pair, link) in &phones.pair_links {
            cards.push((
                crate::words::pair_tag(*pair),
                msg::desk_phones_pairs_evening(),
                link,
            ));
        }
        // As many cards to a row as the window has room for.
        let card = QR_SIDE + 16.0 + 2.0 * 8.0 + ui.spacing().item_spacing.x;
        let columns = ((ui.available_width() / card).floor() as usize).max(1);
        for row in cards.chunks(columns) {
            ui.horizontal(|ui| {
                for (title, what, link) in row {
                    code_card_ui(ui, screen, title, what, link);
                }
            });
        }
        ui.add_space(10.0);
        if ui
            .button(msg::desk_phones_new_links())
            .on_hover_text(msg::desk_phones_new_links_tip())
            .clicked()
        {
            out.push(Command::Phones(PhonesCommand::NewLinks));
        }
    }
}

fn pending_ui(ui: &mut egui::Ui, phones: &PhonesView, out: &mut Vec<Command>) {
    if phones.pending.is_empty() {
        return;
    }
    ui.add_space(6.0);
    ui.label(
        RichText::new(msg::desk_phones_pending())
            .strong()
            .color(widgets::wait(ui)),
    );
    for (table, ns, ew, agreement) in &phones.pending {
        ui.horizontal_wrapped(|ui| {
            ui.label(
                msg::DeskPhonesPendingTable {
                    table: *table,
                    ns: *ns,
                    ew: *ew,
                    agreement: crate::words::pending_for(*agreement),
                }
                .say(),
            );
            if ui.button(msg::desk_phones_ok_table(*table)).clicked() {
                out.push(Command::Phones(PhonesCommand::Accept(*table)));
            }
            if ui.button(msg::desk_phones_turn_down(*table)).clicked() {
                out.push(Command::Phones(PhonesCommand::Refuse(*table)));
            }
        });
    }
}

/// A card with a title, a QR code and the link in words.
pub(super) fn code_card_ui(
    ui: &mut egui::Ui,
    screen: &mut PhonesScreen,
    title: &str,
    what: &str,
    link: &str,
) {
    egui::Frame::group(ui.style()).show(ui, |ui| {
        ui.set_width(QR_SIDE + 16.0);
        ui.vertical_centered(|ui| {
            ui.label(RichText::new(title).heading());
            ui.label(RichText::new(what).small().color(Color32::GRAY));
            let code = screen
                .codes
                .entry(link.to_owned())
                .or_insert_with(|| Qr::of(link));
            match code {
                Some(code) => paint_code(ui, code),
                None => {
                    ui.colored_label(widgets::bad(ui), msg::desk_phones_too_long());
                }
            }
            link_ui(ui, link);
        });
    });
}

/// The link in words under its code, for a phone that cannot scan: its host over its
/// path, each line whole, in type made smaller (never under 9 points) until the longer
/// line fits the card (a table's path carries a 32-letter key, issue 52).
fn link_ui(ui: &mut egui::Ui, link: &str) {
    let lines: Vec<&str> = crate::phones::host_and_path(link)
        .map_or_else(|| vec![link], |(host, path)| vec![host, path]);
    let small = egui::TextStyle::Small.resolve(ui.style()).size;
    let widest = lines
        .iter()
        .map(|line| {
            let font = egui::FontId::monospace(small);
            ui.painter()
                .layout_no_wrap((*line).to_owned(), font, Color32::WHITE)
                .size()
                .x
        })
        .fold(0.0, f32::max);
    let room = ui.available_width();
    let size = if widest > room {
        (small * room / widest).max(9.0)
    } else {
        small
    };
    let words = RichText::new(lines.join("\n")).font(egui::FontId::monospace(size));
    ui.add(egui::Label::new(words).wrap());
}

fn paint_code(ui: &mut egui::Ui, code: &Qr) {
    let (rect, _) = ui.allocate_exact_size(egui::vec2(QR_SIDE, QR_SIDE), egui::Sense::hover());
    paint_code_in(&ui.painter_at(rect), rect, code);
}

/// `code` filling `rect`: dark modules on white, its quiet zone inside, whatever the
/// window's look (a camera reads it so). The Phones screen's cards and the guest
/// display's door (issue 52) both paint it here.
pub(in crate::ui) fn paint_code_in(painter: &egui::Painter, rect: egui::Rect, code: &Qr) {
    painter.rect_filled(rect, 0.0, Color32::WHITE);
    let modules = (code.width + 2 * QUIET_ZONE) as f32;
    let step = rect.width() / modules;
    for (x, y) in code.dark_modules() {
        let min = rect.min
            + egui::vec2(
                (x + QUIET_ZONE) as f32 * step,
                (y + QUIET_ZONE) as f32 * step,
            );
        painter.rect_filled(
            egui::Rect::from_min_size(min, egui::vec2(step + 0.3, step + 0.3)),
            0.0,
            Color32::BLACK,
        );
    }
}
