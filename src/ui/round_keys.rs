//! The Round screen's keyboard, as a small machine of its own: every key of a frame is
//! applied in the order it was pressed, whatever the frame rate ("33", Tab, "21", Enter,
//! "19", Tab … in one frame fills three tables correctly). The score boxes only show
//! what this machine holds; the keys never reach them directly.
//!
//! Keys while the cursor is on the tables:
//! - digits (and a minus sign where scores can be negative): type into the box;
//!   Backspace takes the last one back;
//! - Tab, Shift+Tab: the table's other box;
//! - Enter: from an empty East–West box's partner, to it; else enter the table's result
//!   and go to the next table still to report;
//! - ↑ ↓: the table before or after (what was typed stays);
//! - on a reported table, Enter reopens it for correction (typing replaces the score);
//! - on a tie: C, the program cuts; N or E, the North–South or East–West lady won a
//!   real cut; then on to the next table;
//! - D: the table's score pad, to enter the round deal by deal;
//! - Escape: cancels a correction, or leaves the tables (Tab then walks the buttons).

use std::collections::{BTreeSet, HashMap};

/// The Round screen's own keys, for the Rules screen (the named commands' shortcuts come
/// from `UiCommand`). Kept beside the machine that reads them.
pub const KEYS: &[(&str, &str)] = &[
    (
        "digits, Tab, Enter",
        "type a table's two scores and enter its result",
    ),
    ("↑ ↓", "the table above or below"),
    (
        "Enter on a reported table",
        "correct it (the score is selected: type to replace it)",
    ),
    ("C", "a tie: the program cuts for the two ladies"),
    (
        "N / E",
        "a tie: the North–South or the East–West lady won a real cut",
    ),
    ("D", "open the table's score pad, deal by deal"),
    ("Esc", "leave a tie for later, or put the cursor away"),
    (
        "On the pad: N9 10",
        "North bid 9 and North–South took 10 (the others the rest of 14)",
    ),
    ("On the pad: P 8", "all passed; the dealer's side took 8"),
    ("On the pad: M", "a misdeal: the next player deals"),
    (
        "On the pad: … RN / RE",
        "North–South or East–West revoked or held a foul hand",
    ),
];

use crate::rules::round::parse_score;
use crate::rules::{Action, Cut, TableSeats};
use crate::view::Command;

/// Which part of a table the cursor is on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Spot {
    /// North–South's score box.
    Ns,
    /// East–West's score box.
    Ew,
    /// A tied table waiting for the ladies' cut.
    Tie,
    /// A reported table (Enter corrects it).
    Done,
}

/// Where the cursor is: a table of a round, and a spot on it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Cursor {
    /// The round.
    pub round: u32,
    /// The table.
    pub table: u32,
    /// The spot.
    pub spot: Spot,
}

/// What has been typed for one table and not yet entered.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Typed {
    /// North–South's score as typed.
    pub ns: String,
    /// East–West's score as typed.
    pub ew: String,
    /// The next digit replaces the box's text (just tabbed into, or reopened).
    pub replace: bool,
}

impl Typed {
    /// The box at `spot`.
    pub fn text(&self, spot: Spot) -> &str {
        match spot {
            Spot::Ew => &self.ew,
            _ => &self.ns,
        }
    }

    fn text_mut(&mut self, spot: Spot) -> &mut String {
        match spot {
            Spot::Ew => &mut self.ew,
            _ => &mut self.ns,
        }
    }
}

/// One table as the keyboard sees it.
#[derive(Debug, Clone, Copy)]
pub struct TableView {
    /// Its seats (for the ladies' cut).
    pub seats: TableSeats,
    /// It has a result.
    pub reported: bool,
    /// Its result is a tie still waiting for the cut.
    pub awaiting_cut: bool,
}

impl RoundView {
    /// Table `table` as the keyboard sees it.
    pub fn table(&self, table: u32) -> Option<&TableView> {
        self.tables.get(crate::rules::TableNo(table).index()?)
    }
}

/// The round as the keyboard sees it.
pub struct RoundView {
    /// The round's number.
    pub round: u32,
    /// Its tables, head first.
    pub tables: Vec<TableView>,
    /// Scores may be negative (set-back scoring).
    pub negative_allowed: bool,
    /// Tables whose phone has just reported: their cards flash.
    pub flash: Vec<u32>,
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

    /// Applies one frame's events, in order. Returns the events it did not use.
    pub fn handle(
        &mut self,
        view: &RoundView,
        events: Vec<egui::Event>,
        out: &mut Vec<Command>,
    ) -> Vec<egui::Event> {
        let mut unused = Vec::new();
        for event in events {
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
        unused
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
        match cursor.spot {
            Spot::Ns | Spot::Ew | Spot::Done if c.eq_ignore_ascii_case(&'d') => {
                // D: the table's score pad, deal by deal.
                self.open_pad = Some(cursor.table);
                true
            }
            Spot::Ns | Spot::Ew => {
                let minus = c == '-' && view.negative_allowed;
                if !c.is_ascii_digit() && !minus {
                    // Swallowed: a letter in a score box is never a score.
                    return true;
                }
                let typed = self.typed.entry((cursor.round, cursor.table)).or_default();
                if typed.replace {
                    typed.text_mut(cursor.spot).clear();
                    typed.replace = false;
                }
                let text = typed.text_mut(cursor.spot);
                if (minus && text.is_empty()) || (c.is_ascii_digit() && text.len() < 4) {
                    text.push(c);
                }
                true
            }
            Spot::Tie => {
                let Some(seats) = view.table(cursor.table).map(|t| t.seats) else {
                    return false;
                };
                let (round, table) = (cursor.round, cursor.table);
                let command = match c.to_ascii_lowercase() {
                    'c' => Command::CutTie { round, table },
                    'n' => Command::Apply(Action::CutTie {
                        round,
                        table,
                        cut: Cut::real(&seats.cutters(), seats.north),
                    }),
                    'e' => Command::Apply(Action::CutTie {
                        round,
                        table,
                        cut: Cut::real(&seats.cutters(), seats.east),
                    }),
                    _ => return true,
                };
                out.push(command);
                self.pending.insert((round, table), false);
                self.advance(view, table);
                true
            }
            Spot::Done => {
                if c.is_ascii_digit() {
                    // A digit on a reported table means nothing: go to one that waits.
                    self.start(view);
                }
                true
            }
        }
    }

    fn key(
        &mut self,
        view: &RoundView,
        key: egui::Key,
        shift: bool,
        out: &mut Vec<Command>,
    ) -> bool {
        use egui::Key;
        let Some(cursor) = self.cursor else {
            return false;
        };
        let count = u32::try_from(view.tables.len()).unwrap_or(0);
        match key {
            // Tab and Shift+Tab both go to the table's other box: there are only two.
            Key::Tab => {
                let _ = shift;
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
            Key::Enter => self.enter(view, cursor, out),
            Key::Backspace => self.backspace(cursor),
            Key::ArrowDown | Key::ArrowUp if count > 0 => {
                let table = if key == Key::ArrowDown {
                    cursor.table % count + 1
                } else {
                    (cursor.table + count - 2) % count + 1
                };
                self.go_to(view, table);
            }
            // Space and the sideways arrows mean nothing on the tables; taken here, they
            // can never press a button that happens to have egui's focus.
            Key::Space | Key::ArrowLeft | Key::ArrowRight => {}
            Key::Escape => self.escape(view, cursor),
            _ => return false,
        }
        true
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

    /// Backspace: a selected score goes at once, otherwise its last digit.
    fn backspace(&mut self, cursor: Cursor) {
        if let (Spot::Ns | Spot::Ew, Some(typed)) = (
            cursor.spot,
            self.typed.get_mut(&(cursor.round, cursor.table)),
        ) {
            if typed.replace {
                typed.text_mut(cursor.spot).clear();
                typed.replace = false;
            } else {
                typed.text_mut(cursor.spot).pop();
            }
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
        }
    }

    /// Enters (or corrects) a table's result from its two boxes.
    fn submit(&mut self, view: &RoundView, table: u32, out: &mut Vec<Command>) {
        let round = view.round;
        let typed = self.typed.get(&(round, table)).cloned().unwrap_or_default();
        let negative = view.negative_allowed;
        let (ns, ew) = match (
            parse_score(&typed.ns, negative),
            parse_score(&typed.ew, negative),
        ) {
            (Ok(ns), Ok(ew)) => (ns, ew),
            (Err(_), _) if typed.ns.trim().is_empty() => {
                out.push(Command::Notify(format!(
                    "Table {table}: type North–South's score."
                )));
                self.cursor = Some(Cursor {
                    round,
                    table,
                    spot: Spot::Ns,
                });
                return;
            }
            (_, Err(_)) if typed.ew.trim().is_empty() => {
                out.push(Command::Notify(format!(
                    "Table {table}: type East–West's score."
                )));
                self.cursor = Some(Cursor {
                    round,
                    table,
                    spot: Spot::Ew,
                });
                return;
            }
            (Err(error), _) | (_, Err(error)) => {
                out.push(Command::Notify(format!("Table {table}: {error}")));
                return;
            }
        };
        let correcting = self.correcting == Some((round, table));
        out.push(Command::Apply(if correcting {
            Action::CorrectResult {
                round,
                table,
                ns,
                ew,
            }
        } else {
            Action::EnterResult { table, ns, ew }
        }));
        if correcting {
            self.correcting = None;
        }
        self.typed.remove(&(round, table));
        let tie = ns == ew;
        self.pending.insert((round, table), tie);
        if tie {
            // A tie: the choice of cut is put in front of the host, one key each.
            self.cursor = Some(Cursor {
                round,
                table,
                spot: Spot::Tie,
            });
            self.moved = true;
        } else {
            self.advance(view, table);
        }
    }

    /// On to the next table still to report after `table`, or rest on `table` when all
    /// are done.
    fn advance(&mut self, view: &RoundView, table: u32) {
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

    /// Tables of `round` still to report whose two boxes both hold a valid score:
    /// (table, North–South, East–West).
    pub fn typed_complete(
        &self,
        round: &crate::rules::Round,
        negative: bool,
    ) -> Vec<(u32, i64, i64)> {
        let mut out: Vec<(u32, i64, i64)> = round
            .unreported()
            .into_iter()
            .filter(|t| self.correcting != Some((round.number, *t)))
            .filter_map(|t| {
                let typed = self.typed.get(&(round.number, t))?;
                let ns = parse_score(&typed.ns, negative).ok()?;
                let ew = parse_score(&typed.ew, negative).ok()?;
                Some((t, ns, ew))
            })
            .collect();
        out.sort_unstable();
        out
    }

    /// Tables of `round` still to report with one box typed and the other not.
    pub fn typed_incomplete(&self, round: &crate::rules::Round, negative: bool) -> Vec<u32> {
        let mut out: Vec<u32> = round
            .unreported()
            .into_iter()
            .filter(|t| {
                self.typed.get(&(round.number, *t)).is_some_and(|typed| {
                    let (ns, ew) = (
                        parse_score(&typed.ns, negative).is_ok(),
                        parse_score(&typed.ew, negative).is_ok(),
                    );
                    ns != ew
                })
            })
            .collect();
        out.sort_unstable();
        out
    }

    /// The tables already entered in this frame but not yet in the party.
    pub fn pending_tables(&self) -> BTreeSet<(u32, u32)> {
        self.pending.keys().copied().collect()
    }
}
