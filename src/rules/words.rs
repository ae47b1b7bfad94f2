//! The language the rules' own refusals are written in: counts with their nouns, lists
//! of tables and names, and what someone typed quoted safely. The host's words for
//! everything else (a table's title, a method's name, an action in a few words) are
//! the app's, one layer up (`cinch_party::words`), which re-exports these.

#[allow(unused_imports)]
use crate::prelude::*;

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
