//! The club's members offered as the host types a name (R-SEASON-1), on the Guests
//! screen and the Pairs screen: a few letters, ↓ to pick a member (↓ ↑ to move among
//! them), Enter to take them — a regular is two to four keys. Members already at the
//! party are not offered. Nothing is joined by the program: a name typed in full goes
//! in as typed.

use egui::RichText;

use crate::season::{Member, MemberList};
use crate::ui::keys::ListStep;
use crate::words::msg;

/// The most members offered at once.
pub const OFFERED: usize = 5;

/// What the offer keeps between frames.
#[derive(Debug, Default, Clone)]
pub struct Suggest {
    /// What the offer was made for.
    typed: String,
    /// The member picked by ↓, by place in the offer.
    pub picked: Option<usize>,
}

impl Suggest {
    /// The members offered for `typed` (not those `at_party` says are there). A change
    /// of the letters typed drops the pick.
    pub fn offer<'a>(
        &mut self,
        members: &'a MemberList,
        typed: &str,
        at_party: impl Fn(&str) -> bool,
    ) -> Vec<&'a Member> {
        if self.typed != typed {
            self.typed = typed.to_owned();
            self.picked = None;
        }
        let offered: Vec<&Member> = members
            .suggest(typed, OFFERED, at_party)
            .into_iter()
            .filter_map(|i| members.members.get(i))
            .collect();
        if offered.is_empty() {
            self.picked = None;
        }
        offered
    }

    /// ↓ and ↑ among `count` members offered; whether a key was taken.
    pub fn keys(&mut self, ui: &egui::Ui, count: usize) -> bool {
        if count == 0 {
            return false;
        }
        // The list's ↓ and ↑, each press a step; ↑ from the first member gives the keys
        // back to the name (no member picked).
        let steps = crate::ui::keys::take(ui.ctx(), |p| {
            crate::ui::keys::list_step(p).filter(|s| matches!(s, ListStep::Up | ListStep::Down))
        });
        for step in &steps {
            self.picked = match (step, self.picked) {
                (ListStep::Down, None) => Some(0),
                (ListStep::Up, Some(0) | None) => None,
                (step, Some(at)) => step.moved(at, count, count),
                (_, None) => None,
            };
        }
        !steps.is_empty()
    }

    /// Forgets the offer (the name went in).
    pub fn clear(&mut self) {
        *self = Suggest::default();
    }
}

/// The members offered, under the field; a click takes one. Returns the one clicked.
pub fn offer_ui<'a>(
    ui: &mut egui::Ui,
    offered: &[&'a Member],
    picked: Option<usize>,
) -> Option<&'a Member> {
    if offered.is_empty() {
        return None;
    }
    let mut clicked = None;
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(msg::screen_members()).weak());
        for (i, member) in offered.iter().enumerate() {
            let text = match member.side {
                Some(side) => format!("{} ({})", member.name, crate::words::side_of(side, false)),
                None => member.name.clone(),
            };
            if ui
                .selectable_label(picked == Some(i), text)
                .on_hover_text(msg::screen_member_tip())
                .clicked()
            {
                clicked = Some(*member);
            }
        }
    });
    clicked
}
