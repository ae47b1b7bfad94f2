//! The transcript as text a host can read: the rounds table by table, the stars, and
//! each prize with how it was decided.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use super::{PrizeLine, StarsLine, Transcript};
use crate::rules::StarColour;

/// The prize's name as a host announces it.
pub fn prize_title(kind: &str, side: &str, open_seating: bool) -> String {
    let whose = match (side, open_seating) {
        ("lady", false) => "Ladies' ",
        ("gentleman", false) => "Gentlemen's ",
        ("lady", true) => "Red pack ",
        ("gentleman", true) => "Blue pack ",
        _ => "",
    };
    let what = match kind {
        "gold" => "first prize (most gold stars)",
        "red" => "red-star prize (most red stars)",
        "green" => "booby prize (most green stars)",
        "pair" => "prize for the best pair",
        _ => "prize for the best score card",
    };
    let mut title = format!("{whose}{what}");
    if let Some(first) = title.get(..1) {
        let upper = first.to_uppercase();
        title.replace_range(..1, &upper);
    }
    title
}

/// How a prize was decided, in words.
pub fn decided_words(line: &PrizeLine, stars: &BTreeMap<String, StarsLine>) -> String {
    let colour = match line.prize {
        "gold" => Some(StarColour::Gold),
        "red" => Some(StarColour::Red),
        "green" => Some(StarColour::Green),
        _ => None,
    };
    let count = |name: &str| {
        let s = stars.get(name).copied().unwrap_or(StarsLine {
            gold: 0,
            red: 0,
            green: 0,
        });
        match colour {
            Some(StarColour::Gold) => s.gold,
            Some(StarColour::Red) => s.red,
            Some(StarColour::Green) => s.green,
            None => 0,
        }
    };
    let others = |winner: &str| -> Vec<String> {
        line.tied.iter().filter(|n| *n != winner).cloned().collect()
    };
    match (line.status, &line.winner) {
        ("awarded", Some(winner)) => {
            let own = colour.map(|c| format!("{} {} stars", count(winner), c.word()));
            let tie = if line.tied.is_empty() {
                String::new()
            } else {
                format!(", tied with {}", others(winner).join(", "))
            };
            let how = match line.decided_by {
                "stars" | "points" => "the most, with no tie".to_owned(),
                "cut" => format!("won the cut ({})", line.cut_cards.join("; then ")),
                key => format!(
                    "settled on {} {key} stars",
                    if (line.prize == "green") || key == "green" {
                        "fewer"
                    } else {
                        "more"
                    }
                ),
            };
            let how = if line.decided_by == "cut" && line.cut_cards.is_empty() {
                "won a real cut".to_owned()
            } else {
                how
            };
            match own {
                Some(own) => format!("{winner}: {own}{tie}; {how}"),
                None => format!("{winner}{tie}; {how}"),
            }
        }
        ("awaiting cut", _) => format!("tied, waiting for a cut between {}", line.tied.join(", ")),
        ("awaiting an earlier cut", _) => "waits for an earlier prize's cut".to_owned(),
        _ => "not awarded: nobody eligible won one".to_owned(),
    }
}

impl std::fmt::Display for Transcript {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let mut out = String::new();
        let (first, second) = if self.open_seating {
            ("red pack", "blue pack")
        } else {
            ("ladies", "gentlemen")
        };
        let count = |side| self.guests.iter().filter(|g| g.side == side).count();
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
            "{} guests ({} {first}, {} {second}), {tables} tables, {} rounds\n",
            self.guests.len(),
            count("lady"),
            count("gentleman"),
            self.rounds.len()
        );
        for round in &self.rounds {
            let _ = writeln!(out, "Round {}", round.number);
            let last = round.tables.len();
            for t in &round.tables {
                let label = match t.table {
                    1 if last > 1 => "head ",
                    n if n as usize == last && last > 1 => "booby",
                    _ => "     ",
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
                let corrected = if t.corrections > 0 {
                    "  (corrected)"
                } else {
                    ""
                };
                let _ = writeln!(
                    out,
                    "  {:>3} {label}  N {:<18} S {:<18} | E {:<18} W {:<18} {score}{cut}{corrected}",
                    t.table, t.north, t.south, t.east, t.west
                );
            }
            out.push('\n');
        }
        if self.points.is_empty() {
            let _ = writeln!(out, "Stars                      gold   red  green");
            for g in &self.guests {
                let s = self.stars.get(&g.name).copied().unwrap_or(StarsLine {
                    gold: 0,
                    red: 0,
                    green: 0,
                });
                let _ = writeln!(
                    out,
                    "  {:<24} {:>4} {:>5} {:>6}",
                    g.name, s.gold, s.red, s.green
                );
            }
        } else {
            let _ = writeln!(out, "Score cards");
            let mut rows: Vec<_> = self.points.iter().collect();
            rows.sort_by(|a, b| b.1.cmp(a.1).then(a.0.cmp(b.0)));
            for (name, total) in rows {
                let _ = writeln!(out, "  {name:<40} {total:>5}");
            }
        }
        let _ = writeln!(out, "\nPrizes");
        for p in &self.prizes {
            let title = prize_title(p.prize, p.side, self.open_seating);
            let _ = writeln!(out, "  {title}\n      {}", decided_words(p, &self.stars));
            if !p.passed_over.is_empty() {
                let _ = writeln!(
                    out,
                    "      (passed over, holding an earlier prize: {})",
                    p.passed_over.join(", ")
                );
            }
        }
        f.write_str(&out)
    }
}
