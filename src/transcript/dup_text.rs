//! A duplicate evening in words for `report`: the rounds table by table, each tray with
//! what happened, where it was sent from and whether it was corrected, then the
//! standings and the winners (or, mid-evening, the leaders).

use super::duplicate::{DuplicateLine, TrayLine, group_of_code};
use crate::rules::duplicate::PairId;
use crate::words::msg;

impl DuplicateLine {
    /// The evening in words, for `report`.
    pub fn to_text(&self, out: &mut String) {
        use std::fmt::Write;
        let head = msg::TranscriptDupHead {
            tables: msg::count_tables(self.tables),
            trays: msg::sheet_count_trays(self.trays_per_table),
            movement: self.movement_words.as_str(),
            method: msg::transcript_method(if self.method == "matchpoints" {
                "matchpoints"
            } else {
                "plus-minus"
            }),
            rounds: msg::count_rounds(self.full_rounds),
        }
        .say();
        let _ = writeln!(out, "{head}\n");
        self.rounds_text(out);
        self.standings_text(out);
        let _ = writeln!(out);
        self.winners_text(out);
    }

    /// A pair's two names, by its direction's code and number ("" for none).
    fn pair_name(&self, direction: &str, pair: u32) -> String {
        self.pairs
            .iter()
            .find(|p| p.direction == direction && p.pair == pair)
            .map_or_else(String::new, |p| {
                crate::words::pair_names(&p.players[0], &p.players[1])
            })
    }

    /// The standings, direction by direction, the scores in a column.
    fn standings_text(&self, out: &mut String) {
        use std::fmt::Write;
        // The names' column as wide as the longest pair's names, so the scores line up.
        let w = self
            .standings
            .iter()
            .map(|s| self.pair_name(s.direction, s.pair).chars().count())
            .max()
            .unwrap_or(0)
            .max(30);
        for direction in ["ns", "ew", "all"] {
            if !self.standings.iter().any(|s| s.direction == direction) {
                continue;
            }
            let _ = writeln!(out, "{}", group_title(direction));
            for s in self.standings.iter().filter(|s| s.direction == direction) {
                let score = match (s.percent, s.plus_minus) {
                    // The language's separators ("58,13 %", "+10,50" in German).
                    (Some(p), _) => format!("{:>8}", crate::words::percent(p)),
                    (None, Some(pm)) => format!("{:>8}", crate::words::plus_minus(pm)),
                    (None, None) => format!("{:>8}", "–"),
                };
                let place = s.place.map_or_else(|| "–".to_owned(), |p| format!("{p}."));
                let _ = writeln!(
                    out,
                    "  {place:>4} {} {:<w$} {score}  {}",
                    msg::transcript_standing_pair(format!("{:<3}", s.pair)),
                    self.pair_name(direction, s.pair),
                    msg::transcript_standing_trays(s.trays)
                );
            }
        }
    }

    /// The winners (mid-evening, the leaders) of each direction.
    fn winners_text(&self, out: &mut String) {
        use std::fmt::Write;
        for w in &self.winners {
            let title = group_title(w.direction);
            let names: Vec<String> = w
                .pairs
                .iter()
                .map(|&p| self.pair_name(w.direction, p))
                .collect();
            // Mid-evening the first are leaders, not winners.
            let over = if self.over { "yes" } else { "no" };
            let line = match (names.as_slice(), w.direction) {
                ([], _) => msg::transcript_no_winner(title),
                ([one], "all") => msg::TranscriptWinnerAll { over, pair: one }.say(),
                ([one], _) => msg::TranscriptWinnerGroup {
                    group: title,
                    over,
                    pair: one,
                }
                .say(),
                (many, _) => msg::TranscriptTied {
                    group: title,
                    over,
                    pairs: many.join("; "),
                }
                .say(),
            };
            let _ = writeln!(out, "{line}");
        }
    }
}

/// A direction's heading by its code ("ns" is "North–South").
fn group_title(direction: &str) -> String {
    group_of_code(direction).map_or_else(String::new, crate::words::group)
}

impl DuplicateLine {
    /// Every round, table by table, each tray with what happened, where it was sent
    /// from and whether it was corrected.
    fn rounds_text(&self, out: &mut String) {
        use crate::words::msg;
        use std::fmt::Write;
        let [ns, ew] = self.seat_codes();
        let tag = |code: &str, pair: u32| {
            group_of_code(code).map_or_else(String::new, |g| {
                crate::words::pair_tag(PairId::new(g, pair))
            })
        };
        for round in &self.rounds {
            let _ = writeln!(out, "{}", msg::report_round(round.number));
            for table in &round.tables {
                let against = match table.ew_pair {
                    Some(ew_pair) => {
                        crate::words::against(&tag(ns, table.ns_pair), &tag(ew, ew_pair))
                    }
                    None => msg::transcript_sits_out(tag(ns, table.ns_pair)),
                };
                let line = msg::TranscriptTableLine {
                    table: format!("{:<3}", table.table),
                    against,
                }
                .say();
                let _ = writeln!(out, "  {line}");
                for tray in &table.trays {
                    let _ = writeln!(out, "    {}", tray_line(tray));
                }
            }
            out.push('\n');
        }
    }
}

/// A tray's line of the report: its number, what happened, and where it came from.
fn tray_line(tray: &TrayLine) -> String {
    let what = tray
        .words
        .clone()
        .unwrap_or_else(msg::transcript_tray_no_result);
    // The sending table in the report's language ("Tisch 3"), not the JSON's code.
    let sent = tray.sent_table.map(|t| crate::words::tables_list(&[t], 1));
    let note = match (&sent, tray.corrections) {
        (Some(from), 0) => msg::report_from(from.as_str()),
        (Some(from), _) => msg::ReportFromCorrected {
            from: from.as_str(),
            fixed: msg::report_corrected(),
        }
        .say(),
        (None, 0) => String::new(),
        (None, _) => msg::report_fixed(msg::report_corrected()),
    };
    msg::TranscriptTrayLine {
        tray: format!("{:<3}", tray.tray),
        what,
        note,
    }
    .say()
}
