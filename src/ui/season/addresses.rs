//! A member's mail address on the Season screen (issue 53 §1): typed in their row,
//! checked as the box is left (refused in words, nothing kept), "mail me my evenings"
//! ticked, and *Forget* to take it off the list for good.

use std::collections::BTreeMap;

use egui::RichText;

use crate::mail::check_address;
use crate::ui::widgets;
use crate::view::Command;
use crate::view::season::{MemberCommand, SeasonCommand};
use crate::words::msg;

/// The address cell's width: the box, its tick and *Forget* (within a laptop's Season
/// screen's half, beside the members' names).
const ADDRESS_CELL: f32 = 400.0;

/// What the address boxes keep between frames, by member's name.
#[derive(Default)]
pub struct AddressBoxes {
    /// What is typed in each box not yet kept.
    typed: BTreeMap<String, String>,
    /// Why the last address typed for a member was refused.
    refused: BTreeMap<String, String>,
}

/// The address cell of member `at`'s row.
pub fn member_address_ui(
    ui: &mut egui::Ui,
    (at, m): (usize, &crate::season::Member),
    boxes: &mut AddressBoxes,
    out: &mut Vec<Command>,
) {
    let kept = m.address.clone().unwrap_or_default();
    let mut typed = boxes
        .typed
        .get(&m.name)
        .cloned()
        .unwrap_or_else(|| kept.clone());
    let mut mail_me = m.address.is_none() || m.mail_me;
    let (mut left, mut ticked, mut forget) = (false, false, false);
    ui.vertical(|ui| {
        // Its own width: a grid's column is as narrow as it was the frame before, and
        // squeezed the box to a square (as the Print screen's were, trial).
        ui.set_min_width(ADDRESS_CELL);
        ui.horizontal(|ui| {
            ui.label(RichText::new(msg::desk_season_address()).weak());
            let label = msg::desk_print_address_of(m.name.as_str());
            left = widgets::text_field(ui, &mut typed, &label, 220.0).lost_focus();
            if m.address.is_some() || !typed.trim().is_empty() {
                ticked = ui
                    .checkbox(&mut mail_me, msg::desk_print_mail_me())
                    .on_hover_text(msg::desk_season_mail_me_tip())
                    .changed();
            }
            if m.address.is_some() {
                forget = ui
                    .small_button(msg::desk_print_forget())
                    .on_hover_text(msg::desk_season_forget_tip(m.name.as_str()))
                    .clicked();
            }
        });
        if let Some(refused) = boxes.refused.get(&m.name) {
            ui.label(RichText::new(refused).color(ui.visuals().error_fg_color));
        }
    });
    let send = |address: Option<String>, mail_me: bool, out: &mut Vec<Command>| {
        out.push(Command::Season(SeasonCommand::Member(
            MemberCommand::Address {
                member: at,
                address,
                mail_me,
            },
        )));
    };
    if forget {
        boxes.typed.remove(&m.name);
        boxes.refused.remove(&m.name);
        send(None, false, out);
        return;
    }
    let changed = typed.trim() != kept || (ticked && m.address.is_some());
    if (left || ticked) && changed && !typed.trim().is_empty() {
        match check_address(&typed) {
            Ok(address) => {
                boxes.refused.remove(&m.name);
                boxes.typed.remove(&m.name);
                send(Some(address), mail_me, out);
                return;
            }
            Err(error) => {
                boxes
                    .refused
                    .insert(m.name.clone(), msg::desk_print_refused(error.to_string()));
            }
        }
    }
    // Only what is being typed is kept between frames; the kept address shows itself.
    if typed == kept {
        boxes.typed.remove(&m.name);
    } else {
        boxes.typed.insert(m.name.clone(), typed);
    }
}
