//! Counts, agreement and a few names that the views still say with these helpers (they
//! lived in the rules' `words` until the rules stopped speaking, issue 51 §2). New words
//! go into the catalogues instead: a plural is a Fluent selector there, not
//! `count(n, "x", "xs")` here.

use crate::rules::nouns::{Back, BlackSuit, PairGroup};

/// The word that agrees with a count: `one` for 1, `many` otherwise ("is"/"are",
/// "it"/"them", "tray"/"trays").
pub fn agreeing<'a>(n: usize, one: &'a str, many: &'a str) -> &'a str {
    if n == 1 { one } else { many }
}

/// "1 lady", "3 ladies": a count with its noun in the right number.
pub fn count(n: usize, one: &str, many: &str) -> String {
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{n} {many}")
    }
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

/// A group's code as the catalogue selects on it.
fn code(group: PairGroup) -> &'static str {
    match group {
        PairGroup::NorthSouth => "ns",
        PairGroup::EastWest => "ew",
        PairGroup::All => "all",
    }
}

/// "N–S", "E–W" or "Pair": a duplicate pair's group before its number.
pub fn group_short(group: PairGroup) -> String {
    super::msg::pair_group_short(code(group))
}

/// "North–South", "East–West" or "All pairs": a ranking's title.
pub fn group(group: PairGroup) -> String {
    super::msg::pair_group(code(group))
}

/// "North–South pairs", "East–West pairs" or "pairs": a group's pairs in a sentence.
pub fn group_pairs(group: PairGroup) -> String {
    super::msg::pair_group_pairs(code(group))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_read_well() {
        assert_eq!(count(1, "lady", "ladies"), "1 lady");
        assert_eq!(count(0, "lady", "ladies"), "0 ladies");
    }
}
