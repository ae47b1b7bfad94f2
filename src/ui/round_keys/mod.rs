//! The Round screen's keyboard, as a small machine of its own: every key of a frame is
//! applied in the order it was pressed, whatever the frame rate ("33", Tab, "21", Enter,
//! "19", Tab … in one frame fills three tables correctly). The score boxes only show
//! what this machine holds; the keys never reach them directly.
//!
//! The keys are described once, in [`bindings::BINDINGS`]: the machine looks each key up
//! there (by the spot the cursor is on) and the Rules screen lists the same table, so
//! what the help says and what the keys do cannot drift apart.

use std::collections::{BTreeSet, HashMap};

mod bindings;
mod typing;
mod view;

use crate::rules::{Action, Cut};
use crate::view::Command;

use bindings::Does;
pub use bindings::{BINDINGS, Binding, help};
pub use view::{Cursor, RoundView, Spot, TableView, Typed};

/// What became of a frame's events.
pub struct Handled {
    /// Not used by the tables: for the rest of the screen.
    pub unused: Vec<egui::Event>,
    /// Typed after a key that opened a dialog: for the next frame.
    pub deferred: Vec<egui::Event>,
}

/// The keyboard's state between frames.
#[derive(Debug, Default)]
pub struct Keys {
    /// Where the cursor is; `None` when the host has left the tables.
    pub cursor: Option<Cursor>,
    /// What is typed, by (round, table).
    pub typed: HashMap<(u32, u32), Typed>,
    /// The table reopened for correction.
    pub correcting: Option<(u32, u32)>,
    /// Tables entered, cut or corrected by keys not yet applied to the party (the
    /// commands run after the frame): (round, table) → now reported, awaiting a cut.
    pending: HashMap<(u32, u32), bool>,
    /// The cursor moved this frame: scroll its table into view.
    pub moved: bool,
    /// The host asked for a table's score pad (D).
    pub open_pad: Option<u32>,
    /// Where the cursor was put away (Esc): ↓, ↑ or Enter bring it back there.
    left_at: Option<(u32, u32)>,
}

impl Keys {
    /// Forgets what was pending: the party now shows it.
    pub fn settle(&mut self) {
        self.pending.clear();
    }

    fn reported(&self, view: &RoundView, table: u32) -> bool {
        self.pending
            .get(&(view.round, table))
            .map(|_| true)
            .unwrap_or_else(|| view.table(table).is_some_and(|t| t.reported))
    }

    fn awaiting_cut(&self, view: &RoundView, table: u32) -> bool {
        match self.pending.get(&(view.round, table)) {
            Some(&waits) => waits,
            None => view.table(table).is_some_and(|t| t.awaiting_cut),
        }
    }

    /// The spot a table offers on arrival.
    fn arrival_spot(&self, view: &RoundView, table: u32) -> Spot {
        if self.correcting == Some((view.round, table)) {
            Spot::Ns
        } else if self.awaiting_cut(view, table) {
            Spot::Tie
        } else if self.reported(view, table) {
            Spot::Done
        } else {
            Spot::Ns
        }
    }

    /// Puts the cursor on a table.
    pub fn go_to(&mut self, view: &RoundView, table: u32) {
        let spot = self.arrival_spot(view, table);
        self.cursor = Some(Cursor {
            round: view.round,
            table,
            spot,
        });
        if spot == Spot::Ns {
            self.typed.entry((view.round, table)).or_default().replace = true;
        }
        self.moved = true;
    }

    /// The first table still to report after `table` (wrapping round), or one with a tie
    /// waiting; `None` when every table is done.
    fn next_waiting(&self, view: &RoundView, after: u32) -> Option<u32> {
        let count = u32::try_from(view.tables.len()).unwrap_or(0);
        (1..=count)
            .map(|i| (after + i - 1) % count + 1)
            .find(|&t| !self.reported(view, t) || self.awaiting_cut(view, t))
    }

    /// Puts the cursor on the first table still to report (when the screen comes into
    /// view, or the host starts typing with the cursor away).
    pub fn start(&mut self, view: &RoundView) {
        let count = u32::try_from(view.tables.len()).unwrap_or(0);
        if let Some(table) = self.next_waiting(view, count) {
            self.go_to(view, table);
        }
    }

    /// Reopens a reported table for correction, with its result in the boxes.
    pub fn correct(&mut self, view: &RoundView, table: u32, ns: &str, ew: &str) {
        self.correcting = Some((view.round, table));
        self.typed.insert(
            (view.round, table),
            Typed {
                ns: ns.to_owned(),
                ew: ew.to_owned(),
                replace: true,
            },
        );
        self.cursor = Some(Cursor {
            round: view.round,
            table,
            spot: Spot::Ns,
        });
        self.moved = true;
    }

    /// A key pressed by other means (a button's click stands for Enter).
    pub fn press(&mut self, view: &RoundView, key: egui::Key, out: &mut Vec<Command>) {
        self.key(view, key, false, out);
    }

    /// Applies one frame's events, in order. Returns the events it did not use, and
    /// those that came after a key that gave the keyboard to a dialog (D opens the pad):
    /// they are the dialog's, for the next frame.
    pub fn handle(
        &mut self,
        view: &RoundView,
        events: Vec<egui::Event>,
        out: &mut Vec<Command>,
    ) -> Handled {
        let mut unused = Vec::new();
        let mut events = events.into_iter();
        for event in events.by_ref() {
            if self.open_pad.is_some() {
                return Handled {
                    unused,
                    deferred: std::iter::once(event).chain(events).collect(),
                };
            }
            let used = match &event {
                egui::Event::Text(text) | egui::Event::Paste(text) => {
                    let mut all = true;
                    for c in text.chars() {
                        all &= self.char(view, c, out);
                    }
                    all
                }
                egui::Event::Key {
                    key,
                    pressed: true,
                    modifiers,
                    ..
                } if !modifiers.command && !modifiers.alt => {
                    self.key(view, *key, modifiers.shift, out)
                }
                _ => false,
            };
            if !used {
                unused.push(event);
            }
        }
        Handled {
            unused,
            deferred: Vec::new(),
        }
    }

    fn char(&mut self, view: &RoundView, c: char, out: &mut Vec<Command>) -> bool {
        let Some(cursor) = self.cursor else {
            // Typing a score with the cursor away brings it back to the tables.
            if c.is_ascii_digit() {
                self.start(view);
                return self.cursor.is_some() && self.char(view, c, out);
            }
            return false;
        };
        match bindings::for_char(c, cursor.spot) {
            Some(does) => self.does(view, cursor, does, c, out),
            None => false,
        }
    }

    fn key(
        &mut self,
        view: &RoundView,
        key: egui::Key,
        _shift: bool,
        out: &mut Vec<Command>,
    ) -> bool {
        let Some(cursor) = self.cursor else {
            if !bindings::COME_BACK.contains(&key) {
                return false;
            }
            self.come_back(view);
            return self.cursor.is_some();
        };
        match bindings::for_key(key, cursor.spot) {
            Some(does) => self.does(view, cursor, does, '\0', out),
            None => false,
        }
    }

    /// Does what a binding says (`c`: the character typed, for `Does::Type`).
    fn does(
        &mut self,
        view: &RoundView,
        cursor: Cursor,
        does: Does,
        c: char,
        out: &mut Vec<Command>,
    ) -> bool {
        let count = u32::try_from(view.tables.len()).unwrap_or(0);
        match does {
            Does::Type => self.type_char(view, cursor, c),
            Does::Backspace => self.backspace(cursor),
            // Tab and Shift+Tab both go to the table's other box: there are only two.
            Does::OtherBox => {
                let spot = match cursor.spot {
                    Spot::Ns => Spot::Ew,
                    Spot::Ew => Spot::Ns,
                    other => other,
                };
                self.cursor = Some(Cursor { spot, ..cursor });
                if let Some(typed) = self.typed.get_mut(&(cursor.round, cursor.table)) {
                    typed.replace = true;
                }
            }
            Does::Enter | Does::Reopen => self.enter(view, cursor, out),
            Does::Down if count > 0 => self.go_to(view, cursor.table % count + 1),
            Does::Up if count > 0 => self.go_to(view, (cursor.table + count - 2) % count + 1),
            Does::Up | Does::Down | Does::Swallow => {}
            Does::Pad => self.open_pad = Some(cursor.table),
            Does::CutByProgram | Does::CutWonByNorthSouth | Does::CutWonByEastWest => {
                self.cut(view, cursor, does, out);
            }
            Does::Escape => self.escape(view, cursor),
            // A digit on a reported table goes to the first table that waits, and is
            // typed there: the host who types a score means it for that table (issue 32:
            // the first digit after closing a pad was lost, and a wrong score saved).
            Does::GoToWaiting => {
                self.start(view);
                if let Some(now) = self
                    .cursor
                    .filter(|c| matches!(c.spot, Spot::Ns | Spot::Ew))
                {
                    self.type_char(view, now, c);
                }
            }
        }
        true
    }

    /// A tie settled by one key: the program's cut, or the winner of a real one; then on
    /// to the next table.
    fn cut(&mut self, view: &RoundView, cursor: Cursor, does: Does, out: &mut Vec<Command>) {
        let Some(seats) = view.table(cursor.table).map(|t| t.seats) else {
            return;
        };
        let (round, table) = (cursor.round, cursor.table);
        let real = |lady| {
            Command::Apply(Action::CutTie {
                round,
                table,
                cut: Cut::real(&seats.cutters(), lady),
            })
        };
        out.push(match does {
            Does::CutWonByNorthSouth => real(seats.north),
            Does::CutWonByEastWest => real(seats.east),
            _ => Command::CutTie { round, table },
        });
        self.pending.insert((round, table), false);
        self.advance(view, table);
    }

    /// Enter: from the first box to the second (when it is empty), the result in, or a
    /// reported table reopened.
    fn enter(&mut self, view: &RoundView, cursor: Cursor, out: &mut Vec<Command>) {
        match cursor.spot {
            Spot::Ns => {
                let typed = self.typed.entry((cursor.round, cursor.table)).or_default();
                if typed.ew.trim().is_empty() {
                    typed.replace = true;
                    self.cursor = Some(Cursor {
                        spot: Spot::Ew,
                        ..cursor
                    });
                } else {
                    self.submit(view, cursor.table, out);
                }
            }
            Spot::Ew => self.submit(view, cursor.table, out),
            Spot::Done => {
                // Enter on a reported table reopens it; the screen fills in its result
                // (see `RoundScreen`).
                self.correcting = Some((cursor.round, cursor.table));
                self.cursor = Some(Cursor {
                    spot: Spot::Ns,
                    ..cursor
                });
                self.typed.remove(&(cursor.round, cursor.table));
            }
            Spot::Tie => {}
        }
    }

    /// Escape: a correction abandoned, a tie left for later, or the cursor put away.
    fn escape(&mut self, view: &RoundView, cursor: Cursor) {
        if self.correcting == Some((cursor.round, cursor.table)) {
            self.correcting = None;
            self.typed.remove(&(cursor.round, cursor.table));
            self.go_to(view, cursor.table);
        } else if cursor.spot == Spot::Tie {
            self.advance(view, cursor.table);
        } else {
            self.cursor = None;
            self.left_at = Some((cursor.round, cursor.table));
        }
    }

    /// The cursor back on the tables after Esc: on the table it left, else on the first
    /// that waits, else on the first.
    fn come_back(&mut self, view: &RoundView) {
        let count = u32::try_from(view.tables.len()).unwrap_or(0);
        match self.left_at.take() {
            Some((round, table)) if round == view.round && (1..=count).contains(&table) => {
                self.go_to(view, table);
            }
            _ => {
                self.start(view);
                if self.cursor.is_none() && count > 0 {
                    self.go_to(view, 1);
                }
            }
        }
    }

    /// On to the next table still to report after `table`, or rest on `table` when all
    /// are done.
    pub fn advance(&mut self, view: &RoundView, table: u32) {
        match self.next_waiting(view, table) {
            Some(next) => self.go_to(view, next),
            None => {
                self.cursor = Some(Cursor {
                    round: view.round,
                    table,
                    spot: Spot::Done,
                });
                self.moved = true;
            }
        }
    }

    /// The tables already entered in this frame but not yet in the party.
    pub fn pending_tables(&self) -> BTreeSet<(u32, u32)> {
        self.pending.keys().copied().collect()
    }
}
