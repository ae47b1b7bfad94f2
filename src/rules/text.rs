//! What someone typed or a file held, made safe to show: quoted short, control
//! characters and invisible reordering marks escaped. No language here: the rules speak
//! none (their refusals are worded in the app's `words`).

#[allow(unused_imports)]
use crate::prelude::*;

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
    fn quotes_read_well() {
        assert_eq!(quote("abcdef", 3), "abc…");
        assert_eq!(quote("a\u{1b}[2J", 10), "a\\u{1b}[2J");
    }
}
