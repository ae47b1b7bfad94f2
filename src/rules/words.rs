//! The language the rules' own refusals are written in: the names of the things they
//! speak of (a chair, a side, a pack's back, a star), counts with their nouns, lists of
//! tables and trays, and what someone typed quoted safely. The rules' types carry no
//! English of their own: every name is said here once. The host's words for everything
//! else (a table's title, a method's name, an action in a few words) are the app's, one
//! layer up (`cinch_party::words`), which re-exports these.

#[allow(unused_imports)]
use crate::prelude::*;

use crate::nouns::{Back, BlackSuit, PairGroup, PairSide, Seat, Side, StarColour};

/// "North", "East", "South", "West".
pub fn seat(seat: Seat) -> &'static str {
    match seat {
        Seat::North => "North",
        Seat::East => "East",
        Seat::South => "South",
        Seat::West => "West",
    }
}

/// "North–South" or "East–West".
pub fn side(side: PairSide) -> &'static str {
    match side {
        PairSide::NorthSouth => "North–South",
        PairSide::EastWest => "East–West",
    }
}

/// "N–S" or "E–W": a side in a narrow column or before a figure.
pub fn side_short(side: PairSide) -> &'static str {
    match side {
        PairSide::NorthSouth => "N–S",
        PairSide::EastWest => "E–W",
    }
}

/// "N–S", "E–W" or "Pair": a duplicate pair's group before its number.
pub fn group_short(group: PairGroup) -> &'static str {
    match group {
        PairGroup::NorthSouth => side_short(PairSide::NorthSouth),
        PairGroup::EastWest => side_short(PairSide::EastWest),
        PairGroup::All => "Pair",
    }
}

/// The word that agrees with a count: `one` for 1, `many` otherwise ("is"/"are",
/// "it"/"them", "tray"/"trays").
pub fn agreeing<'a>(n: usize, one: &'a str, many: &'a str) -> &'a str {
    if n == 1 { one } else { many }
}

/// "red" or "blue": a pack's back.
pub fn back(back: Back) -> &'static str {
    match back {
        Back::Red => "red",
        Back::Blue => "blue",
    }
}

/// "spades" or "clubs".
pub fn suit(suit: BlackSuit) -> &'static str {
    match suit {
        BlackSuit::Spades => "spades",
        BlackSuit::Clubs => "clubs",
    }
}

/// "gold", "red" or "green".
pub fn star(colour: StarColour) -> &'static str {
    match colour {
        StarColour::Gold => "gold",
        StarColour::Red => "red",
        StarColour::Green => "green",
    }
}

/// "North–South", "East–West" or "All pairs": a ranking's title.
pub fn group(group: PairGroup) -> &'static str {
    match group {
        PairGroup::NorthSouth => "North–South",
        PairGroup::EastWest => "East–West",
        PairGroup::All => "All pairs",
    }
}

/// "North–South pairs", "East–West pairs" or "pairs": a group's pairs in a sentence.
pub fn group_pairs(group: PairGroup) -> &'static str {
    match group {
        PairGroup::NorthSouth => "North–South pairs",
        PairGroup::EastWest => "East–West pairs",
        PairGroup::All => "pairs",
    }
}

/// What the bell waits for: "tables 3 and 7 (no result yet), table 4 (sent from a
/// phone, not yet counted) and table 5 (a tie waiting for the ladies' cut)"; past
/// eight tables of a kind, just their count. `open_seating`: the red-pack guests cut.
pub fn missing_tables(
    unreported: &[u32],
    uncut: &[u32],
    held: &[u32],
    open_seating: bool,
) -> String {
    let mut parts = Vec::new();
    let tie = format!(
        "a tie waiting for the {}' cut",
        Side::Lady.plural(open_seating)
    );
    for (tables, why) in [
        (unreported, "no result yet"),
        // Waiting for East–West's agreement or for the host's OK (issue 52).
        (held, "sent from a phone, not yet counted"),
        (uncut, tie.as_str()),
    ] {
        if !tables.is_empty() {
            parts.push(format!("{} ({why})", tables_list(tables, 8)));
        }
    }
    and_list(&parts)
}

/// "tray 5", "trays 5 and 6", "trays 1, 2 and 3".
pub fn trays_list(list: &[u32]) -> String {
    let names: Vec<String> = list.iter().map(u32::to_string).collect();
    let noun = agreeing(list.len(), "tray", "trays");
    format!("{noun} {}", and_list(&names))
}

/// The duplicate bell waits for: "table 3 (trays 5 and 6) and table 4 (tray 7)"; past
/// eight tables, just their count.
pub fn missing_trays(missing: &[(u32, Vec<u32>)]) -> String {
    if missing.len() > 8 {
        return format!("{} tables", missing.len());
    }
    let parts: Vec<String> = missing
        .iter()
        .map(|(table, trays)| format!("table {table} ({})", trays_list(trays)))
        .collect();
    and_list(&parts)
}

/// "1 lady", "3 ladies": a count with its noun in the right number.
pub fn count(n: usize, one: &str, many: &str) -> String {
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{n} {many}")
    }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_lists_and_quotes_read_well() {
        assert_eq!(count(1, "lady", "ladies"), "1 lady");
        assert_eq!(count(0, "lady", "ladies"), "0 ladies");
        assert_eq!(tables_list(&[3], 8), "table 3");
        assert_eq!(tables_list(&[2, 5, 9], 8), "tables 2, 5 and 9");
        assert_eq!(tables_list(&[1, 2, 3], 2), "3 tables");
        assert_eq!(and_list(&["Ada", "Bea", "Cy"]), "Ada, Bea and Cy");
        assert_eq!(quote("abcdef", 3), "abc…");
        assert_eq!(quote("a\u{1b}[2J", 10), "a\\u{1b}[2J");
    }
}
