//! Where the cursor goes on its own keys: "Go to table …" (G), a table's number typed,
//! then Enter, and the cursor is on that table (its first tray, at a duplicate table),
//! however far down the round it is; Esc leaves it. What is typed is shown in the Round
//! screen's key line. And the cursor put away (Esc) and brought back.

use crate::view::Command;

use super::{Cursor, Keys, RoundView, Spot};

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

impl Keys {
    /// G with the cursor away from the tables (after a question, Esc, another screen):
    /// the cursor comes back and waits for the table's number, as on the tables. "G 2
    /// Enter" lost its G, the 2 brought the cursor to the first table, and the Enter
    /// opened that table for correction (a new host's trial, in a real window).
    pub(super) fn go_to_from_away(&mut self, view: &RoundView) -> bool {
        self.come_back(view);
        if self.cursor.is_some() {
            self.go_to_table = Some(String::new());
        }
        self.cursor.is_some()
    }

    /// Escape: a correction abandoned, a tie left for later, or the cursor put away.
    pub(super) fn escape(&mut self, view: &RoundView, cursor: Cursor) {
        let key = (cursor.round, cursor.slot);
        if self.correcting == Some(key) {
            self.correcting = None;
            self.typed.remove(&key);
            self.go_to(view, cursor.slot);
        } else if cursor.spot == Spot::Tie {
            self.advance(view, cursor.slot);
        } else {
            self.cursor = None;
            self.left_at = Some(key);
        }
    }

    /// The cursor back on the slots after Esc: on the one it left, else on the first
    /// that waits, else on the first.
    pub(super) fn come_back(&mut self, view: &RoundView) {
        let count = view.count();
        match self.left_at.take() {
            Some((round, slot)) if round == view.round && (1..=count).contains(&slot) => {
                self.go_to(view, slot);
            }
            _ => {
                self.start(view);
                if self.cursor.is_none() && count > 0 {
                    self.go_to(view, 1);
                }
            }
        }
    }
}
