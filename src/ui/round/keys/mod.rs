//! The Round screen's keyboard, as a small machine of its own, for both kinds of
//! evening: every key of a frame is applied in the order it was pressed, whatever the
//! frame rate ("33", Tab, "21", Enter, "19", Tab … in one frame fills three tables
//! correctly; "E6 3", Enter, "P 8", Enter fills two trays). The boxes only show what this
//! machine holds; the keys never reach them directly. The star game's tables and a
//! duplicate round's trays are both *slots* (see `view`).
//!
//! The keys are described once, in [`bindings::BINDINGS`]: the machine looks each key up
//! there (by the spot the cursor is on) and the Rules screen lists the same table, so
//! what the help says and what the keys do cannot drift apart.

use std::collections::{BTreeSet, HashMap};

mod bindings;
mod go_to;
mod typing;
mod view;

use crate::rules::{Action, Cut};
use crate::view::Command;

use bindings::Does;
pub use bindings::{BINDINGS, Binding, help};
pub use view::{Cursor, RoundView, SlotView, Spot, Typed};

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
    /// What is typed, by (round, slot).
    pub typed: HashMap<(u32, u32), Typed>,
    /// The slot reopened for correction: (round, slot).
    pub correcting: Option<(u32, u32)>,
    /// Slots entered, cut or corrected by keys not yet applied to the party (the
    /// commands run after the frame): (round, slot) → now reported, awaiting a cut.
    pending: HashMap<(u32, u32), bool>,
    /// The cursor moved this frame: scroll its slot into view.
    pub moved: bool,
    /// The host asked for a table's score pad (D).
    pub open_pad: Option<u32>,
    /// Where the cursor was put away (Esc): ↓, ↑ or Enter bring it back there.
    left_at: Option<(u32, u32)>,
    /// "Go to table …" (G), the table's number as typed so far.
    pub go_to_table: Option<String>,
    /// How many slots a page holds (the cards in view), for Page Up and Page Down.
    pub page: u32,
    /// A key's command changes what the next key means (F took a proposal): the rest
    /// of the frame's keys wait for the next frame.
    hold_rest: bool,
}

impl Keys {
    /// Forgets what was pending: the party now shows it.
    pub fn settle(&mut self) {
        self.pending.clear();
    }

    /// A slot the cursor waits on, nothing typed in it yet, reported by other means (a
    /// phone, another window's undo): the cursor goes on to the next slot still to
    /// report, as after the host's own Enter. The host's next keys were that table's,
    /// refused there as "has its result already" and lost (trial, issue 42).
    pub fn follow(&mut self, view: &RoundView) {
        let Some(cursor) = self.cursor else { return };
        let here = (cursor.round, cursor.slot);
        let typing = matches!(cursor.spot, Spot::Ns | Spot::Ew | Spot::Tray);
        let untouched = self
            .typed
            .get(&here)
            .is_none_or(|t| t.ns.is_empty() && t.ew.is_empty());
        if cursor.round != view.round
            || !typing
            || !untouched
            || self.correcting == Some(here)
            || !self.reported(view, cursor.slot)
            || self.awaiting_cut(view, cursor.slot)
        {
            return;
        }
        let next = self.next_waiting(view, cursor.slot).unwrap_or(cursor.slot);
        self.go_to(view, next);
    }

    fn reported(&self, view: &RoundView, slot: u32) -> bool {
        self.pending
            .get(&(view.round, slot))
            .map(|_| true)
            .unwrap_or_else(|| view.slot(slot).is_some_and(|s| s.reported))
    }

    fn awaiting_cut(&self, view: &RoundView, slot: u32) -> bool {
        match self.pending.get(&(view.round, slot)) {
            Some(&waits) => waits,
            None => view.slot(slot).is_some_and(|s| s.awaiting_cut),
        }
    }

    /// The spot a slot offers on arrival.
    fn arrival_spot(&self, view: &RoundView, slot: u32) -> Spot {
        let Some(here) = view.slot(slot) else {
            return Spot::Ns;
        };
        if self.correcting == Some((view.round, slot)) {
            here.typing_spot()
        } else if self.awaiting_cut(view, slot) {
            Spot::Tie
        } else if self.reported(view, slot) {
            here.done_spot()
        } else {
            here.typing_spot()
        }
    }

    /// Puts the cursor on a slot.
    pub fn go_to(&mut self, view: &RoundView, slot: u32) {
        let spot = self.arrival_spot(view, slot);
        self.cursor = Some(Cursor {
            round: view.round,
            slot,
            spot,
        });
        if matches!(spot, Spot::Ns | Spot::Tray) {
            self.typed.entry((view.round, slot)).or_default().replace = true;
        }
        self.moved = true;
    }

    /// The first slot still to report after `slot` (wrapping round), or one with a tie
    /// waiting; `None` when every slot is done.
    fn next_waiting(&self, view: &RoundView, after: u32) -> Option<u32> {
        let count = view.count();
        (1..=count)
            .map(|i| (after + i - 1) % count + 1)
            .find(|&s| !self.reported(view, s) || self.awaiting_cut(view, s))
    }

    /// Puts the cursor on the first slot still to report (when the screen comes into
    /// view, or the host starts typing with the cursor away).
    pub fn start(&mut self, view: &RoundView) {
        if let Some(slot) = self.next_waiting(view, view.count()) {
            self.go_to(view, slot);
        }
    }

    /// Reopens a reported slot for correction, with its result in the boxes (a table's
    /// two scores; a tray's keys in `ns`).
    pub fn correct(&mut self, view: &RoundView, slot: u32, ns: &str, ew: &str) {
        self.correcting = Some((view.round, slot));
        self.typed.insert(
            (view.round, slot),
            Typed {
                ns: ns.to_owned(),
                ew: ew.to_owned(),
                replace: true,
            },
        );
        self.cursor = Some(Cursor {
            round: view.round,
            slot,
            spot: view.slot(slot).map_or(Spot::Ns, SlotView::typing_spot),
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
        let away = self.cursor.is_none();
        let mut events = events.into_iter();
        for event in events.by_ref() {
            if self.open_pad.is_some() || std::mem::take(&mut self.hold_rest) {
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
                // Select all (Ctrl+A, ⌘A): the box's score is selected, so Backspace,
                // Delete or the next digit replace all of it (issue 54: Backspace left
                // a digit behind).
                egui::Event::Key {
                    key: egui::Key::A,
                    pressed: true,
                    modifiers,
                    ..
                } if modifiers.command && !modifiers.alt && !modifiers.shift => self.select_all(),
                _ => false,
            };
            if !used {
                unused.push(event);
            }
        }
        if away && self.cursor.is_some() {
            // The cursor came back to the tables in this frame: what was typed with it
            // away went nowhere, and its box, taking egui's cursor now, must not read it
            // ("Escape Space 6" showed " 6", then "62" at the next digit: key monkey,
            // issue 55).
            unused.retain(|e| !matches!(e, egui::Event::Text(_) | egui::Event::Paste(_)));
        }
        self.hold_rest = false;
        Handled {
            unused,
            deferred: Vec::new(),
        }
    }

    fn char(&mut self, view: &RoundView, c: char, out: &mut Vec<Command>) -> bool {
        if self.go_to_table.is_some() {
            return self.go_to_char(c);
        }
        let Some(cursor) = self.cursor else {
            // G with the cursor away (after a question, Esc, another screen) brings it
            // back and goes to a table, as it does on the tables: "G 2 Enter" was lost
            // but for its 2, which brought the cursor to the first table, and the Enter
            // after it opened that table's tray for correction (a new host's trial).
            if c.eq_ignore_ascii_case(&'g') {
                return self.go_to_from_away(view);
            }
            // Typing a result with the cursor away brings it back to the slots: a digit,
            // or on a tray the first key of its keys (a chair, P, X).
            let trays = view.slots.first().is_some_and(|s| s.tray.is_some());
            if c.is_ascii_digit() || (trays && "nesdwpxNESWPX".contains(c)) {
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
        shift: bool,
        out: &mut Vec<Command>,
    ) -> bool {
        if self.go_to_table.is_some() {
            return self.go_to_key(view, key, out);
        }
        let Some(cursor) = self.cursor else {
            if !bindings::COME_BACK.contains(&key) {
                return false;
            }
            self.come_back(view);
            return self.cursor.is_some();
        };
        match bindings::for_key(key, cursor.spot) {
            // Shift+Tab on a tray goes back a tray.
            Some(Does::OtherBox) if shift && matches!(cursor.spot, Spot::Tray | Spot::TrayDone) => {
                self.does(view, cursor, Does::Up, '\0', out)
            }
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
        let count = view.count();
        let key = (cursor.round, cursor.slot);
        match does {
            Does::Type => self.type_char(view, cursor, c),
            Does::Backspace => self.backspace(cursor),
            Does::Delete => self.delete(cursor),
            Does::GoToTable => self.go_to_table = Some(String::new()),
            // On a table, Tab and Shift+Tab both go to its other box (there are only
            // two); on a tray, Tab goes on to the next tray.
            Does::OtherBox if matches!(cursor.spot, Spot::Tray | Spot::TrayDone) && count > 0 => {
                self.go_to(view, cursor.slot % count + 1);
            }
            Does::OtherBox => {
                let spot = match cursor.spot {
                    Spot::Ns => Spot::Ew,
                    Spot::Ew => Spot::Ns,
                    other => other,
                };
                self.cursor = Some(Cursor { spot, ..cursor });
                if let Some(typed) = self.typed.get_mut(&key) {
                    typed.replace = true;
                }
            }
            Does::Enter | Does::Reopen => self.enter(view, cursor, out),
            // ↑ and ↓ stop at the first and the last table (issue 54: ↑ on table 1 went
            // round to the booby table, and the next result typed went there).
            Does::Down if count > 0 => self.go_to(view, (cursor.slot + 1).min(count)),
            Does::Up if count > 0 => self.go_to(view, cursor.slot.saturating_sub(1).max(1)),
            Does::PageDown if count > 0 => {
                self.go_to(
                    view,
                    cursor.slot.saturating_add(self.page.max(1)).min(count),
                );
            }
            Does::PageUp if count > 0 => {
                self.go_to(view, cursor.slot.saturating_sub(self.page.max(1)).max(1));
            }
            Does::First if count > 0 => self.go_to(view, 1),
            Does::Last if count > 0 => self.go_to(view, count),
            Does::Up
            | Does::Down
            | Does::PageUp
            | Does::PageDown
            | Does::First
            | Does::Last
            | Does::Swallow => {}
            Does::Pad => {
                if let Some(slot) = view.slot(cursor.slot) {
                    self.open_pad = Some(slot.table);
                }
            }
            Does::CutByProgram | Does::CutWonByNorthSouth | Does::CutWonByEastWest => {
                self.cut(view, cursor, does, out);
            }
            Does::Escape => self.escape(view, cursor),
            Does::TakeProposal => self.hold_rest = self.take_proposal(view, cursor, out),
            // A key typed on a reported slot goes to the first slot that waits, and is
            // typed there: the host who types a result means it for that slot (issue 32:
            // the first digit after closing a pad was lost, and a wrong score saved).
            Does::GoToWaiting => {
                self.start(view);
                if let Some(now) = self
                    .cursor
                    .filter(|c| matches!(c.spot, Spot::Ns | Spot::Ew | Spot::Tray))
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
        let Some((table, seats)) = view
            .slot(cursor.slot)
            .and_then(|s| Some((s.table, s.seats?)))
        else {
            return;
        };
        let round = cursor.round;
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
        self.pending.insert((round, cursor.slot), false);
        self.advance(view, cursor.slot);
    }

    /// Enter: from the first box to the second (when it is empty), the result in, or a
    /// reported slot reopened.
    fn enter(&mut self, view: &RoundView, cursor: Cursor, out: &mut Vec<Command>) {
        let key = (cursor.round, cursor.slot);
        match cursor.spot {
            Spot::Ns => {
                let typed = self.typed.entry(key).or_default();
                if typed.ns.trim().is_empty() {
                    // An Enter in an empty box never moves the cursor on: it says what
                    // to type (issue 54: a second Enter after "Start round" put the
                    // North–South score in the East–West box, and the result was saved
                    // swapped).
                    let table = view.slot(cursor.slot).map_or(cursor.slot, |s| s.table);
                    out.push(Command::Notify(crate::words::type_score_first(table)));
                } else if typed.ew.trim().is_empty() {
                    typed.replace = true;
                    self.cursor = Some(Cursor {
                        spot: Spot::Ew,
                        ..cursor
                    });
                } else {
                    self.submit(view, cursor.slot, out);
                }
            }
            Spot::Ew => self.submit(view, cursor.slot, out),
            Spot::Tray => self.submit_tray(view, cursor.slot, out),
            Spot::Done => {
                // Enter on a reported table reopens it; the screen fills in its result
                // (see `RoundScreen`).
                self.correcting = Some(key);
                self.cursor = Some(Cursor {
                    spot: Spot::Ns,
                    ..cursor
                });
                self.typed.remove(&key);
            }
            // Enter on a reported tray reopens it with its result in the box, selected:
            // typing replaces it, Enter again keeps it.
            Spot::TrayDone => {
                let keys = view
                    .slot(cursor.slot)
                    .and_then(|s| s.result_keys.clone())
                    .unwrap_or_default();
                self.correct(view, cursor.slot, &keys, "");
            }
            Spot::Tie => {}
        }
    }

    /// On to the next slot still to report after `slot`, or rest on `slot` when all are
    /// done.
    pub fn advance(&mut self, view: &RoundView, slot: u32) {
        match self.next_waiting(view, slot) {
            Some(next) => self.go_to(view, next),
            None => {
                let spot = view.slot(slot).map_or(Spot::Done, SlotView::done_spot);
                self.cursor = Some(Cursor {
                    round: view.round,
                    slot,
                    spot,
                });
                self.moved = true;
            }
        }
    }

    /// The slots already entered in this frame but not yet in the party: (round, slot).
    pub fn pending_slots(&self) -> BTreeSet<(u32, u32)> {
        self.pending.keys().copied().collect()
    }
}
