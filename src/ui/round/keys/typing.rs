//! The scores as the host types them: digits into the boxes, Backspace, a table's
//! result entered (or corrected) from its two boxes, and what is typed but not entered.

use crate::rules::Action;
use crate::rules::round::parse_score;
use crate::view::Command;
use crate::words::read_tray as parse_tray;

use super::{Cursor, Keys, RoundView, Spot};

/// The longest a tray's keys can be ("N14 14 RE" is nine).
const TRAY_KEYS_MAX: usize = 16;

impl Keys {
    /// A digit (or a minus sign, where scores can be negative) into a score box; into a
    /// tray's box, any of the tray's keys (letters, digits, spaces).
    pub(super) fn type_char(&mut self, view: &RoundView, cursor: Cursor, c: char) {
        let fits = match cursor.spot {
            Spot::Tray => !c.is_control(),
            _ => c.is_ascii_digit() || (c == '-' && view.negative_allowed),
        };
        if !fits {
            return;
        }
        let typed = self.typed.entry((cursor.round, cursor.slot)).or_default();
        if typed.replace {
            typed.text_mut(cursor.spot).clear();
            typed.replace = false;
        }
        let text = typed.text_mut(cursor.spot);
        let room = match cursor.spot {
            Spot::Tray => text.chars().count() < TRAY_KEYS_MAX,
            _ => (c == '-' && text.is_empty()) || (c.is_ascii_digit() && text.len() < 4),
        };
        if room {
            text.push(c);
        }
    }

    /// F in a score box after a bell: the program's proposal for the chairs, when the
    /// table's boxes are empty (a box never takes a letter; with a score typed the F is
    /// dropped, as any letter is). Whether it was taken.
    pub(super) fn take_proposal(
        &mut self,
        view: &RoundView,
        cursor: Cursor,
        out: &mut Vec<Command>,
    ) -> bool {
        let empty = self
            .typed
            .get(&(cursor.round, cursor.slot))
            .is_none_or(|t| t.ns.trim().is_empty() && t.ew.trim().is_empty());
        match &view.proposal {
            Some(step) if empty => {
                out.push(Command::Apply(step.clone()));
                true
            }
            _ => false,
        }
    }

    /// Backspace: a selected score goes at once, otherwise its last digit.
    pub(super) fn backspace(&mut self, cursor: Cursor) {
        if let (Spot::Ns | Spot::Ew | Spot::Tray, Some(typed)) = (
            cursor.spot,
            self.typed.get_mut(&(cursor.round, cursor.slot)),
        ) {
            if typed.replace {
                typed.text_mut(cursor.spot).clear();
                typed.replace = false;
            } else {
                typed.text_mut(cursor.spot).pop();
            }
        }
    }

    /// Enters (or corrects) a table's result from its two boxes (star game: slot n is
    /// table n).
    pub(super) fn submit(&mut self, view: &RoundView, slot: u32, out: &mut Vec<Command>) {
        let round = view.round;
        let table = view.slot(slot).map_or(slot, |s| s.table);
        if let Some(held) = &view.held {
            // Nothing typed is dropped: the score waits in its boxes, and the host is
            // told why it cannot go in yet.
            out.push(Command::Notify(crate::words::score_kept(table, held)));
            return;
        }
        let Some((ns, ew)) = self.read_scores(view, slot, table, out) else {
            return;
        };
        let correcting = self.correcting == Some((round, slot));
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
        self.typed.remove(&(round, slot));
        let tie = ns == ew;
        self.pending.insert((round, slot), tie);
        if tie {
            // A tie: the choice of cut is put in front of the host, one key each.
            self.cursor = Some(Cursor {
                round,
                slot,
                spot: Spot::Tie,
            });
            self.moved = true;
        } else {
            self.advance(view, slot);
        }
    }

    /// A table's two boxes read as scores; a box empty or refused is said in words and
    /// the cursor goes to it (its score selected: the next digit types it afresh).
    fn read_scores(
        &mut self,
        view: &RoundView,
        slot: u32,
        table: u32,
        out: &mut Vec<Command>,
    ) -> Option<(i64, i64)> {
        let round = view.round;
        let typed = self.typed.get(&(round, slot)).cloned().unwrap_or_default();
        let negative = view.negative_allowed;
        match (
            parse_score(&typed.ns, negative),
            parse_score(&typed.ew, negative),
        ) {
            (Ok(ns), Ok(ew)) => Some((ns, ew)),
            (Err(_), _) if typed.ns.trim().is_empty() => {
                out.push(Command::Notify(crate::words::msg::play_type_ns(table)));
                self.cursor = Some(Cursor {
                    round,
                    slot,
                    spot: Spot::Ns,
                });
                None
            }
            (_, Err(_)) if typed.ew.trim().is_empty() => {
                out.push(Command::Notify(crate::words::msg::play_type_ew(table)));
                self.cursor = Some(Cursor {
                    round,
                    slot,
                    spot: Spot::Ew,
                });
                None
            }
            (ns_read, ew_read) => {
                let (spot, error) = match (ns_read, ew_read) {
                    (Err(error), _) => (Spot::Ns, error),
                    (_, Err(error)) => (Spot::Ew, error),
                    (Ok(_), Ok(_)) => return None,
                };
                out.push(Command::Notify(
                    crate::words::msg::PlayTableError {
                        table,
                        error: crate::words::rule_refusal(&error),
                    }
                    .say(),
                ));
                // The cursor goes to the box refused, its score selected: the next digit
                // types it afresh.
                self.cursor = Some(Cursor { round, slot, spot });
                if let Some(typed) = self.typed.get_mut(&(round, slot)) {
                    typed.replace = true;
                }
                self.moved = true;
                None
            }
        }
    }

    /// Enters (or corrects) a tray's result from its keys (R-DUP-7); a slip is refused
    /// in words and stays in its box to be mended.
    pub(super) fn submit_tray(&mut self, view: &RoundView, slot: u32, out: &mut Vec<Command>) {
        let round = view.round;
        let Some((table, tray)) = view.slot(slot).and_then(|s| Some((s.table, s.tray?))) else {
            return;
        };
        let typed = self.typed.get(&(round, slot)).cloned().unwrap_or_default();
        let play = match parse_tray(&typed.ns, tray) {
            Ok(play) => play,
            Err(error) => {
                out.push(Command::Notify(
                    crate::words::msg::PlayTrayError {
                        table,
                        tray,
                        error: crate::words::rule_refusal(&error),
                    }
                    .say(),
                ));
                // The slip stays in sight, selected: the next key types it afresh.
                if let Some(typed) = self.typed.get_mut(&(round, slot)) {
                    typed.replace = true;
                }
                return;
            }
        };
        let correcting = self.correcting == Some((round, slot));
        out.push(Command::Apply(if correcting {
            Action::CorrectTray {
                round,
                table,
                tray,
                play,
            }
        } else {
            Action::TrayResult {
                round,
                table,
                tray,
                play,
            }
        }));
        if correcting {
            self.correcting = None;
        }
        self.typed.remove(&(round, slot));
        self.pending.insert((round, slot), false);
        self.advance(view, slot);
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
}

impl Keys {
    /// Select all (Ctrl+A): the score in the box is selected, so the next digit,
    /// Backspace or Delete replaces all of it. Taken only in a box.
    pub(super) fn select_all(&mut self) -> bool {
        let Some(cursor) = self
            .cursor
            .filter(|c| matches!(c.spot, Spot::Ns | Spot::Ew | Spot::Tray))
        else {
            return false;
        };
        self.typed
            .entry((cursor.round, cursor.slot))
            .or_default()
            .replace = true;
        true
    }

    /// Delete: a selected score goes; otherwise nothing follows the cursor, which
    /// always sits after the last digit.
    pub(super) fn delete(&mut self, cursor: Cursor) {
        if let (Spot::Ns | Spot::Ew | Spot::Tray, Some(typed)) = (
            cursor.spot,
            self.typed.get_mut(&(cursor.round, cursor.slot)),
        ) && typed.replace
        {
            typed.text_mut(cursor.spot).clear();
            typed.replace = false;
        }
    }
}
