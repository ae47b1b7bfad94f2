//! The transcript as text a host can read: the rounds table by table, the stars or the
//! score cards, and each prize with how it was decided.

use std::fmt::Write as _;

use super::{Points, Transcript};
use crate::rules::{Stars, TableRole};
use crate::words::msg;

impl std::fmt::Display for Transcript {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let mut out = String::new();
        if let Some(duplicate) = &self.duplicate {
            let _ = writeln!(
                out,
                "{}",
                msg::ReportDuplicateHead {
                    guests: msg::count_guests(self.guests.len()),
                    pairs: msg::count_pairs(duplicate.pairs.len()),
                }
                .say()
            );
            duplicate.to_text(&mut out);
            return f.write_str(&out);
        }
        let open = yes(self.open_seating);
        let count = |side: &'static str| {
            let n = self.guests.iter().filter(|g| g.side == side).count();
            msg::CountSide {
                count: n,
                open,
                side,
            }
            .say()
        };
        let tables = self.rounds.first().map_or(0, |r| r.tables.len());
        let _ = writeln!(
            out,
            "{}",
            msg::ReportGame {
                game: self.game,
                open
            }
            .say()
        );
        let _ = writeln!(
            out,
            "{}\n",
            msg::ReportCompany {
                guests: msg::count_guests(self.guests.len()),
                first: count("lady"),
                second: count("gentleman"),
                tables: msg::count_tables(tables),
                rounds: msg::count_rounds(self.rounds.len()),
            }
            .say()
        );
        self.rounds_text(&mut out);
        self.totals_text(&mut out);
        let _ = writeln!(out, "\n{}", msg::report_prizes());
        for p in &self.prizes {
            let _ = writeln!(out, "  {}\n      {}", p.title, p.explanation);
        }
        if !self.waiting_for_ok.is_empty() {
            let _ = writeln!(out, "\n{}", msg::report_held());
            for held in &self.waiting_for_ok {
                let waits = held.waits_for.words();
                let _ = writeln!(
                    out,
                    "  {}",
                    msg::ReportHeldLine {
                        table: held.table,
                        ns: held.ns,
                        ew: held.ew,
                        round: held.round,
                        at: held.at.as_str(),
                        waits,
                    }
                    .say()
                );
            }
        }
        f.write_str(&out)
    }
}

/// A yes-or-no for a catalogue's selector.
fn yes(on: bool) -> &'static str {
    if on { "yes" } else { "no" }
}

/// A column `width` characters wide, the words left in it.
fn padded(words: &str, width: usize) -> String {
    format!("{words:<width$}")
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
        // The roles' column as wide as its longest word in the language spoken.
        let role_width = [TableRole::Head, TableRole::Booby, TableRole::HeadAndBooby]
            .map(|r| role_words(r).chars().count())
            .into_iter()
            .max()
            .unwrap_or(0)
            .max(5);
        for round in &self.rounds {
            let _ = writeln!(out, "{}", msg::report_round(round.number));
            for change in &round.changes {
                let _ = writeln!(out, "  * {}", change_words(change));
            }
            for t in &round.tables {
                let _ = writeln!(
                    out,
                    "  {:>3} {}  {} {:<n$} {} {:<s$} | {} {:<e$} {} {:<w$} {}",
                    t.table,
                    padded(&role_words(t.role), role_width),
                    msg::seat_letter("north"),
                    t.north,
                    msg::seat_letter("south"),
                    t.south,
                    msg::seat_letter("east"),
                    t.east,
                    msg::seat_letter("west"),
                    t.west,
                    table_words(t)
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
                // Each colour's column as wide as its word, and its figures under it.
                let words = ["gold", "red", "green"].map(msg::star_colour);
                let wide = |least: usize, word: &String| least.max(word.chars().count() + 1);
                let (a, b, c) = (wide(5, &words[0]), wide(6, &words[1]), wide(7, &words[2]));
                let head = w + 2;
                let _ = writeln!(
                    out,
                    "{:<head$}{:>a$}{:>b$}{:>c$}",
                    msg::report_stars(),
                    words[0],
                    words[1],
                    words[2]
                );
                for g in &self.guests {
                    let s = self.stars.get(&g.name).copied().unwrap_or(Stars {
                        gold: 0,
                        red: 0,
                        green: 0,
                    });
                    let _ = writeln!(
                        out,
                        "  {:<w$}{:>a$}{:>b$}{:>c$}",
                        g.name, s.gold, s.red, s.green
                    );
                }
            }
            Some(Points::Pairs(_)) => {
                self.ranking_text(out, &msg::report_score_cards_pairs(), 40);
            }
            Some(Points::Players(_)) => self.ranking_text(out, &msg::report_score_cards(), 30),
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

/// A table's role in the report's column (the score-card methods have none, R-ALT).
fn role_words(role: TableRole) -> String {
    msg::report_role(match role {
        TableRole::Head => "head",
        TableRole::Booby => "booby",
        TableRole::HeadAndBooby => "both",
        TableRole::Plain => "plain",
    })
}

/// A table's score, its cut and where its result came from, after its chairs.
fn table_words(t: &super::TableLine) -> String {
    let score = match (t.ns_score, t.ew_score) {
        (Some(_), Some(_)) if t.unreported => msg::report_no_result(),
        (Some(ns), Some(ew)) => format!("{ns:>3} – {ew:<3}"),
        _ => format!("  {}", msg::report_playing()),
    };
    let cut = match t.cut_winner {
        Some(w) if t.cut_cards.is_empty() => msg::report_cut_won(msg::side_letters(w)),
        Some(w) => {
            let cards = t
                .cut_cards
                .iter()
                .cloned()
                .reduce(|first, next| msg::ReportCutThen { first, next }.say())
                .unwrap_or_default();
            msg::ReportCutWonCards {
                side: msg::side_letters(w),
                cards,
            }
            .say()
        }
        None => String::new(),
    };
    // Issue 52: the host's reasons, when given ("corrected: scores swapped").
    let fixed = if t.reasons.is_empty() {
        msg::report_corrected()
    } else {
        msg::report_corrected_why(t.reasons.join("; "))
    };
    // Issue 52: East–West disagreed and the host's OK took it.
    let from = t.sent_table.map(|table| {
        let from = msg::report_sent_from(table);
        if t.settled_by_host {
            msg::report_sent_disputed(from)
        } else {
            from
        }
    });
    let corrected = match (from, t.corrections > 0) {
        (Some(from), true) => msg::ReportFromCorrected { from, fixed }.say(),
        (Some(from), false) => msg::report_from(from),
        (None, true) => msg::report_fixed(fixed),
        (None, false) => String::new(),
    };
    format!("{score}{cut}{corrected}")
}

/// A change to the company in words (R-LATE-7).
pub fn change_words(change: &super::ChangeLine) -> String {
    use super::ChangeLine as C;
    let seat = |s: &str| msg::seat_word(s.to_owned());
    match change {
        C::Arrive { guest, side } => msg::ChangeArrive {
            guest: guest.as_str(),
            side: crate::words::side_noun(side),
        }
        .say(),
        C::Leave { guest } => msg::change_leave(guest.as_str()),
        C::Fill {
            guest,
            for_guest,
            table,
            seat: s,
        } => msg::ChangeFill {
            guest: guest.as_str(),
            for_guest: for_guest.as_str(),
            table: *table,
            seat: seat(s),
        }
        .say(),
        C::CloseTable {
            table,
            filled,
            to_waiting,
        } => {
            let mut words = msg::change_close(*table);
            for f in filled {
                words.push_str(
                    &msg::ChangeCloseFill {
                        guest: f.guest.as_str(),
                        for_guest: f.for_guest.as_str(),
                        table: f.table,
                        seat: seat(f.seat),
                    }
                    .say(),
                );
            }
            if !to_waiting.is_empty() {
                words.push_str(
                    &msg::ChangeCloseWaiting {
                        names: crate::words::and_list(to_waiting),
                        count: to_waiting.len(),
                    }
                    .say(),
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
        } => msg::ChangeOpen {
            table: *table,
            north: north.as_str(),
            east: east.as_str(),
            south: south.as_str(),
            west: west.as_str(),
        }
        .say(),
        C::Swap { guests: [a, b] } => msg::ChangeSwap {
            first: a.as_str(),
            second: b.as_str(),
        }
        .say(),
        C::WithdrawFromPrizes { guest } => msg::change_withdraw(guest.as_str()),
    }
}
