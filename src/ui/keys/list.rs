//! One list part for every list of the window (the documents to print, the guests, the
//! members, the seasons, the parties to add, the ladder, the names to join, the members
//! offered as a name is typed, a finder's names): ↑ ↓ a row, Page Up / Page Down a
//! screenful, Home and End the ends, Enter the row, Esc back to where the keys were.
//! Each press is a step of its own, in order, so ↓ ×9 in one frame moves nine rows; the
//! row the keys are on is highlighted and kept in view ([`row_ui`]).

use egui::Key;

use super::Press;

/// A step through a list.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ListStep {
    /// The row above.
    Up,
    /// The row below.
    Down,
    /// A screenful up.
    PageUp,
    /// A screenful down.
    PageDown,
    /// The first row.
    Home,
    /// The last row.
    End,
    /// The row picked: do what it is for.
    Enter,
    /// Back to where the keys were before the list.
    Back,
}

/// The list's step a key press is, if it is one.
pub fn list_step(press: Press) -> Option<ListStep> {
    [
        (Key::ArrowUp, ListStep::Up),
        (Key::ArrowDown, ListStep::Down),
        (Key::PageUp, ListStep::PageUp),
        (Key::PageDown, ListStep::PageDown),
        (Key::Home, ListStep::Home),
        (Key::End, ListStep::End),
        (Key::Enter, ListStep::Enter),
        (Key::Escape, ListStep::Back),
    ]
    .into_iter()
    .find(|(key, _)| press.is(*key))
    .map(|(_, step)| step)
}

impl ListStep {
    /// Where a move leaves the row at `at` in a list of `len` rows, `page` of them in
    /// view: never past either end (`None` for Enter and Esc, which do not move).
    pub fn moved(self, at: usize, len: usize, page: usize) -> Option<usize> {
        let last = len.saturating_sub(1);
        let page = page.max(1);
        let to = match self {
            ListStep::Up => at.saturating_sub(1),
            ListStep::Down => at.saturating_add(1).min(last),
            ListStep::PageUp => at.saturating_sub(page),
            ListStep::PageDown => at.saturating_add(page).min(last),
            ListStep::Home => 0,
            ListStep::End => last,
            ListStep::Enter | ListStep::Back => return None,
        };
        Some(to.min(last))
    }
}

/// A row of a list as every list draws it: highlighted while the keys are on it, and
/// brought into view in its scroll area on the frame the keys moved to it (`follow`,
/// taken), so ↓ past the foot of the screen never leaves the row picked out of sight
/// (issue 49: on the Season screen, L then 20 × ↓ and Enter opened the season of a
/// member the host had never seen).
pub fn row_ui(
    ui: &mut egui::Ui,
    text: impl Into<egui::WidgetText>,
    keyed: bool,
    follow: &mut bool,
) -> egui::Response {
    let response = ui.selectable_label(keyed, text);
    if keyed && std::mem::take(follow) {
        response.scroll_to_me(None);
    }
    response
}

/// The list's keys in words, for the Rules screen and the hints.
pub fn list_keys() -> String {
    crate::words::msg::screen_list_keys_words()
}

/// A finder's keys while the cursor is in its box (Ctrl+F's guests, the Season screen's
/// members): ↑ ↓ walk the names found, round the ends, each press a step; Esc closes it
/// (whether it was pressed). Enter is the box's own.
pub fn finder_keys(ctx: &egui::Context, selected: &mut usize, count: usize) -> bool {
    let steps = super::take(ctx, |p| {
        list_step(p).filter(|s| matches!(s, ListStep::Up | ListStep::Down | ListStep::Back))
    });
    let mut escape = false;
    for step in steps {
        match step {
            ListStep::Down if count > 0 => *selected = (*selected + 1) % count,
            ListStep::Up if count > 0 => *selected = (*selected + count - 1) % count,
            ListStep::Back => escape = true,
            _ => {}
        }
    }
    *selected = (*selected).min(count.saturating_sub(1));
    escape
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_stop_at_the_ends() {
        assert_eq!(ListStep::Down.moved(4, 5, 3), Some(4));
        assert_eq!(ListStep::Up.moved(0, 5, 3), Some(0));
        assert_eq!(ListStep::PageDown.moved(1, 10, 4), Some(5));
        assert_eq!(ListStep::PageUp.moved(2, 10, 4), Some(0));
        assert_eq!(ListStep::End.moved(0, 7, 4), Some(6));
        assert_eq!(ListStep::Home.moved(6, 7, 4), Some(0));
        assert_eq!(ListStep::Enter.moved(2, 7, 4), None);
        assert_eq!(ListStep::Down.moved(0, 0, 4), Some(0));
    }
}
