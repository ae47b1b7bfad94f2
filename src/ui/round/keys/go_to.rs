//! "Go to table …" (G): a table's number typed, then Enter, and the cursor is on that
//! table (its first tray, at a duplicate table), however far down the round it is; Esc
//! leaves it. What is typed is shown in the Round screen's key line.

use crate::view::Command;

use super::{Keys, RoundView};

/// The longest table number typed (tables run to a few hundred at most).
const DIGITS: usize = 3;

impl Keys {
    /// A character while "go to table" waits for its number.
    pub(super) fn go_to_char(&mut self, c: char) -> bool {
        if let Some(number) = &mut self.go_to_table
            && c.is_ascii_digit()
            && number.len() < DIGITS
        {
            number.push(c);
        }
        // Anything else is not a table's number: taken, so it is typed nowhere else.
        true
    }

    /// A key while "go to table" waits for its number: Enter goes, Esc leaves it,
    /// Backspace takes a digit back.
    pub(super) fn go_to_key(
        &mut self,
        view: &RoundView,
        key: egui::Key,
        out: &mut Vec<Command>,
    ) -> bool {
        match key {
            egui::Key::Enter => {
                let typed = self.go_to_table.take().unwrap_or_default();
                match typed.parse::<u32>().ok().and_then(|t| first_slot(view, t)) {
                    Some(slot) => self.go_to(view, slot),
                    None => {
                        out.push(Command::Notify(crate::words::no_such_table(
                            &typed,
                            view.slots.last().map_or(0, |s| s.table),
                        )));
                    }
                }
            }
            egui::Key::Escape => self.go_to_table = None,
            egui::Key::Backspace => {
                if let Some(number) = &mut self.go_to_table {
                    number.pop();
                }
            }
            _ => {}
        }
        true
    }
}

/// The first slot of `table` (the table itself, or its first tray).
fn first_slot(view: &RoundView, table: u32) -> Option<u32> {
    let at = view.slots.iter().position(|s| s.table == table)?;
    u32::try_from(at + 1).ok()
}
