//! The transcript as text a host can read: the rounds table by table, the stars or the
//! score cards, and each prize with how it was decided.

use std::fmt::Write as _;

use super::{Points, Transcript};
use crate::rules::{Stars, TableRole};

impl std::fmt::Display for Transcript {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let mut out = String::new();
        if let Some(duplicate) = &self.duplicate {
            let _ = writeln!(
                out,
                "{}, {} pairs",
                crate::words::count(self.guests.len(), "guest", "guests"),
                duplicate.pairs.len()
            );
            duplicate.to_text(&mut out);
            return f.write_str(&out);
        }
        let (first, second) = if self.open_seating {
            (
                ("red-pack guest", "red-pack guests"),
                ("blue-pack guest", "blue-pack guests"),
            )
        } else {
            (("lady", "ladies"), ("gentleman", "gentlemen"))
        };
        let count = |side, (one, many)| {
            let n = self.guests.iter().filter(|g| g.side == side).count();
            crate::words::count(n, one, many)
        };
        let tables = self.rounds.first().map_or(0, |r| r.tables.len());
        let _ = writeln!(
            out,
            "Progressive Cinch: {}{}",
            self.scoring,
            if self.open_seating {
                ", open seating"
            } else {
                ""
            }
        );
        let _ = writeln!(
            out,
            "{} ({}, {}), {}, {}\n",
            crate::words::count(self.guests.len(), "guest", "guests"),
            count("lady", first),
            count("gentleman", second),
            crate::words::count(tables, "table", "tables"),
            crate::words::count(self.rounds.len(), "round", "rounds"),
        );
        self.rounds_text(&mut out);
        self.totals_text(&mut out);
        let _ = writeln!(out, "\nPrizes");
        for p in &self.prizes {
            let _ = writeln!(out, "  {}\n      {}", p.title, p.explanation);
        }
        if !self.waiting_for_ok.is_empty() {
            let _ = writeln!(out, "\nSent from the phones, not yet counted");
            for held in &self.waiting_for_ok {
                let waits = held.waits_for.words();
                let _ = writeln!(
                    out,
                    "  table {} sent {}–{} for round {} at {}: {waits}",
                    held.table, held.ns, held.ew, held.round, held.at
                );
            }
        }
        f.write_str(&out)
    }
}

impl Transcript {
    /// Every round, table by table.
    fn rounds_text(&self, out: &mut String) {
        // Every name column as wide as the longest name of the evening, so the columns
        // stay in line however long a name (issue 41).
        let widest = |chair: fn(&super::TableLine) -> &String| {
            self.rounds
                .iter()
                .flat_map(|r| &r.tables)
                .map(|t| chair(t).chars().count())
                .max()
                .unwrap_or(0)
                .max(12)
        };
        let (n, s, e, w) = (
            widest(|t| &t.north),
            widest(|t| &t.south),
            widest(|t| &t.east),
            widest(|t| &t.west),
        );
        for round in &self.rounds {
            let _ = writeln!(out, "Round {}", round.number);
            for change in &round.changes {
                let _ = writeln!(out, "  * {}", change_words(change));
            }
            for t in &round.tables {
                // The score-card methods have no head or booby table (R-ALT).
                let label = match t.role {
                    TableRole::Head => "head ",
                    TableRole::Booby => "booby",
                    TableRole::HeadAndBooby => "h+b  ",
                    TableRole::Plain => "     ",
                };
                let score = match (t.ns_score, t.ew_score) {
                    (Some(_), Some(_)) if t.unreported => "no result".to_owned(),
                    (Some(ns), Some(ew)) => format!("{ns:>3} – {ew:<3}"),
                    _ => "  playing".to_owned(),
                };
                let cut = match t.cut_winner {
                    Some(w) if t.cut_cards.is_empty() => {
                        format!("  cut won by {}", w.to_uppercase())
                    }
                    Some(w) => format!(
                        "  cut won by {} ({})",
                        w.to_uppercase(),
                        t.cut_cards.join("; then ")
                    ),
                    None => String::new(),
                };
                // Issue 52: the host's reasons, when given ("corrected: scores swapped").
                let fixed = if t.reasons.is_empty() {
                    "corrected".to_owned()
                } else {
                    format!("corrected: {}", t.reasons.join("; "))
                };
                // Issue 52: East–West disagreed and the host's OK took it.
                let from = t.sent_from.as_ref().map(|from| {
                    if t.settled_by_host {
                        format!("{from}, East–West disagreed, taken by the host")
                    } else {
                        from.clone()
                    }
                });
                let corrected = match (&from, t.corrections > 0) {
                    (Some(from), true) => format!("  (sent from {from}, {fixed})"),
                    (Some(from), false) => format!("  (sent from {from})"),
                    (None, true) => format!("  ({fixed})"),
                    (None, false) => String::new(),
                };
                let _ = writeln!(
                    out,
                    "  {:>3} {label}  N {:<n$} S {:<s$} | E {:<e$} W {:<w$} {score}{cut}{corrected}",
                    t.table, t.north, t.south, t.east, t.west
                );
            }
            out.push('\n');
        }
    }

    /// The stars, or the score cards.
    fn totals_text(&self, out: &mut String) {
        match &self.points {
            None => {
                let w = self
                    .guests
                    .iter()
                    .map(|g| g.name.chars().count())
                    .max()
                    .unwrap_or(0)
                    .max(24);
                let _ = writeln!(out, "{:<w$}   gold   red  green", "Stars");
                for g in &self.guests {
                    let s = self.stars.get(&g.name).copied().unwrap_or(Stars {
                        gold: 0,
                        red: 0,
                        green: 0,
                    });
                    let _ = writeln!(
                        out,
                        "  {:<w$} {:>4} {:>5} {:>6}",
                        g.name, s.gold, s.red, s.green
                    );
                }
            }
            Some(Points::Pairs(_)) => self.ranking_text(out, "Score cards (pairs)", 40),
            Some(Points::Players(_)) => self.ranking_text(out, "Score cards", 30),
        }
    }

    /// The score cards as ranked once (R-ALT-3): equal totals share a place.
    fn ranking_text(&self, out: &mut String, title: &str, least: usize) {
        let _ = writeln!(out, "{title}");
        let w = self
            .ranking
            .iter()
            .map(|r| r.name.chars().count())
            .max()
            .unwrap_or(0)
            .max(least);
        for row in &self.ranking {
            let place = format!("{}.", row.place);
            let _ = writeln!(out, "  {place:>4} {:<w$} {:>5}", row.name, row.points);
        }
    }
}

/// A change to the company in words (R-LATE-7).
pub fn change_words(change: &super::ChangeLine) -> String {
    use super::ChangeLine as C;
    match change {
        C::Arrive { guest, side } => format!("{guest} arrived ({side}) and waits"),
        C::Leave { guest } => format!("{guest} leaves"),
        C::Fill {
            guest,
            for_guest,
            table,
            seat,
        } => format!("{guest} takes {for_guest}'s chair at table {table} ({seat})"),
        C::CloseTable {
            table,
            filled,
            to_waiting,
        } => {
            let mut words = format!("table {table} closed");
            for f in filled {
                let _ = write!(
                    words,
                    "; {} takes {}'s chair at table {} ({})",
                    f.guest, f.for_guest, f.table, f.seat
                );
            }
            if !to_waiting.is_empty() {
                let _ = write!(
                    words,
                    "; {} {} the waiting list",
                    crate::words::and_list(to_waiting),
                    crate::words::agreeing(to_waiting.len(), "joins", "join")
                );
            }
            words
        }
        C::OpenTable {
            table,
            north,
            east,
            south,
            west,
        } => format!("table {table} opened: N {north}, E {east}, S {south}, W {west}"),
        C::Swap { guests: [a, b] } => format!("{a} and {b} swapped chairs"),
        C::WithdrawFromPrizes { guest } => format!("{guest} taken out of the prize list"),
    }
}
