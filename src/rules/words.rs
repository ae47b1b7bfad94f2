//! The program's wording, decided once: every screen, page, print-out and report calls
//! these, so "Table 10 (booby)" or "1 green star" reads the same everywhere.

#[allow(unused_imports)]
use crate::prelude::*;

use crate::action::Scoring;

/// "1 lady", "3 ladies": a count with its noun in the right number.
pub fn count(n: usize, one: &str, many: &str) -> String {
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{n} {many}")
    }
}

/// " (head)", " (booby)", " (head and booby)" or nothing. The score-card methods have
/// no head or booby table (R-ALT-1, R-ALT-2): there the winners only move to mix the
/// groups.
pub fn table_tag(table: u32, tables: usize, scoring: Scoring) -> &'static str {
    if scoring != Scoring::Stars {
        return "";
    }
    match (table, tables) {
        (_, 1) => " (head and booby)",
        (1, _) => " (head)",
        (t, n) if t as usize == n => " (booby)",
        _ => "",
    }
}

/// "Table 3", "Table 1 (head)", "Table 10 (booby)".
pub fn table_title(table: u32, tables: usize, scoring: Scoring) -> String {
    format!("Table {table}{}", table_tag(table, tables, scoring))
}

/// "table 3", "tables 3 and 7", "tables 2, 5 and 9"; past `most`, just "12 tables".
pub fn tables_list(tables: &[u32], most: usize) -> String {
    let names: Vec<String> = tables.iter().map(u32::to_string).collect();
    match names.as_slice() {
        [] => String::new(),
        [one] => format!("table {one}"),
        many if many.len() > most => format!("{} tables", many.len()),
        [init @ .., last] => format!("tables {} and {last}", init.join(", ")),
    }
}

/// A title as a file name's part: lower-case letters and digits joined by dashes, at
/// most eight words ("The Fosters' Cinch" → "the-fosters-cinch"); "party" if nothing
/// is left.
pub fn slug(title: &str) -> String {
    let slug = title
        .to_lowercase()
        .chars()
        .map(|c| if c.is_alphanumeric() { c } else { '-' })
        .collect::<String>()
        .split('-')
        .filter(|part| !part.is_empty())
        .take(8)
        .collect::<Vec<_>>()
        .join("-");
    if slug.is_empty() {
        "party".to_owned()
    } else {
        slug
    }
}

/// "Table 3" from "table 3": the first letter a capital.
pub fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// "Ada", "Ada and Bea", "Ada, Bea and Cy".
pub fn and_list<S: AsRef<str>>(items: &[S]) -> String {
    match items {
        [] => String::new(),
        [one] => one.as_ref().to_owned(),
        [init @ .., last] => {
            let init: Vec<&str> = init.iter().map(AsRef::as_ref).collect();
            format!("{} and {}", init.join(", "), last.as_ref())
        }
    }
}

/// "3:07", "-0:45": minutes and seconds.
pub fn clock(seconds: i64) -> String {
    let s = seconds.unsigned_abs();
    format!(
        "{}{}:{:02}",
        if seconds < 0 { "-" } else { "" },
        s / 60,
        s % 60
    )
}

/// Quotes at most `most` characters of what someone typed or a file held, with "…" when
/// cut, and with control characters shown as `\u{..}`: a message never repeats a huge
/// input, nor lets it play tricks on a terminal.
pub fn quote(text: &str, most: usize) -> String {
    let mut out = String::new();
    for (i, c) in text.chars().enumerate() {
        if i == most {
            out.push('…');
            break;
        }
        if is_unsafe_char(c) {
            out.push_str(&format!("\\u{{{:x}}}", u32::from(c)));
        } else {
            out.push(c);
        }
    }
    out
}

/// Control characters and the invisible marks that reorder text (bidirectional
/// overrides and isolates): never part of a name, and escaped wherever shown.
pub fn is_unsafe_char(c: char) -> bool {
    c.is_control()
        || matches!(
            c,
            '\u{200e}' | '\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}'
        )
}

/// How far an evening has gone, for a list of parties: "not started: 12 guests",
/// "round 3 of 8, in play", "finished after 8 rounds".
pub fn progress(state: &crate::State) -> String {
    use crate::Phase;
    let guests = state.guests().iter().filter(|g| !g.removed).count();
    let rounds = state.rounds().len();
    let of = match state.settings.end {
        crate::EveningEnd::AfterRounds(n) => format!(" of {n}"),
        _ => String::new(),
    };
    match state.phase() {
        Phase::Setup => format!("not started: {}", count(guests, "guest", "guests")),
        Phase::Playing => format!("round {rounds}{of}, in play"),
        Phase::Finished => format!("finished after {}", count(rounds, "round", "rounds")),
    }
}

/// An action in a few words, for "Undid: …", the history and the report: "table 10's
/// result 22–17", "Ada Abbott's arrival". `state` is the party just before the action.
pub fn action(state: &crate::State, action: &crate::Action) -> String {
    use crate::Action as A;
    let name = |g: crate::GuestId| state.name(g).to_owned();
    match action {
        A::ChangeSettings(_) => "the change of settings".to_owned(),
        A::AddGuest { name, .. } => format!("{}'s arrival", quote(name, 40)),
        A::AddGuests { guests } => {
            format!("the list of {}", count(guests.len(), "guest", "guests"))
        }
        A::RenameGuest { guest, name: new } => {
            format!("renaming {} to {}", name(*guest), quote(new, 40))
        }
        A::SetSide { guest, .. } => format!("{}'s change of side", name(*guest)),
        A::RemoveGuest { guest } => format!("taking {} off the list", name(*guest)),
        A::BalanceSides => "balancing the packs".to_owned(),
        A::RecordCard { guest, card } => format!("{}'s card {}", name(*guest), card.face()),
        A::ClearCard { guest } => format!("clearing {}'s card", name(*guest)),
        A::DrawAll { .. } => "the draw for everyone".to_owned(),
        A::SeatTables => "the seating of the tables".to_owned(),
        A::EnterResult { table, ns, ew } => format!("table {table}'s result {ns}–{ew}"),
        A::CutTie { round, table, .. } => format!("the cut at table {table} in round {round}"),
        A::CorrectResult {
            round,
            table,
            ns,
            ew,
        } => format!("the correction of round {round}, table {table} to {ns}–{ew}"),
        A::RingBell { .. } => match state.current_round() {
            Some(round) => format!("the bell of round {}", round.number),
            None => "the bell".to_owned(),
        },
        A::StartRound => match state.current_round() {
            Some(round) => format!("the start of round {}", round.number),
            None => "the start of the round".to_owned(),
        },
        A::PauseClock => "pausing the clock".to_owned(),
        A::ResumeClock => "starting the clock again".to_owned(),
        A::CutForPrize { prize, .. } => format!("the cut for the {} prize", prize.kind.code()),
        A::Leave { guest } => format!("{}'s leaving", name(*guest)),
        A::RecordDeal { table, .. } => format!("a deal at table {table}"),
        A::DropDeal { table } => format!("taking back a deal at table {table}"),
        A::CorrectDeals { round, table, .. } => {
            format!("the correction of round {round}, table {table}'s deals")
        }
        A::WithdrawFromPrizes { guest } => {
            format!("taking {} out of the prize list", name(*guest))
        }
        A::Fill { guest, table, seat } => format!(
            "{} sitting down at table {table}, {}",
            name(*guest),
            seat.word()
        ),
        A::CloseTable => match state.current_round() {
            Some(round) => format!("closing table {}", round.tables.len()),
            None => "closing the bottom table".to_owned(),
        },
        A::OpenTable { .. } => match state.current_round() {
            Some(round) => format!("opening table {}", round.tables.len() + 1),
            None => "opening a table".to_owned(),
        },
        A::Swap { a, b } => format!("the swap of {} and {}", name(*a), name(*b)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_lists_and_tags_read_well() {
        assert_eq!(count(1, "lady", "ladies"), "1 lady");
        assert_eq!(count(0, "lady", "ladies"), "0 ladies");
        assert_eq!(tables_list(&[3], 8), "table 3");
        assert_eq!(tables_list(&[2, 5, 9], 8), "tables 2, 5 and 9");
        assert_eq!(tables_list(&[1, 2, 3], 2), "3 tables");
        assert_eq!(and_list(&["Ada", "Bea", "Cy"]), "Ada, Bea and Cy");
        assert_eq!(
            table_title(1, 1, Scoring::Stars),
            "Table 1 (head and booby)"
        );
        assert_eq!(table_title(10, 10, Scoring::Stars), "Table 10 (booby)");
        assert_eq!(table_title(10, 10, Scoring::PairsAllEvening), "Table 10");
        assert_eq!(clock(187), "3:07");
        assert_eq!(clock(-45), "-0:45");
        assert_eq!(quote("abcdef", 3), "abc…");
        assert_eq!(quote("a\u{1b}[2J", 10), "a\\u{1b}[2J");
    }
}
