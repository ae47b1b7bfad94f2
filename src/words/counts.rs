//! Counts, agreement and a few names that the views still say with these helpers (they
//! lived in the rules' `words` until the rules stopped speaking, issue 51 §2). New words
//! go into the catalogues instead: a plural is a Fluent selector there, not
//! `count(n, "x", "xs")` here.

use crate::rules::nouns::{Back, BlackSuit, PairGroup, PairSide};

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

/// "N–S", "E–W" or "Pair": a duplicate pair's group before its number.
pub fn group_short(group: PairGroup) -> &'static str {
    match group {
        PairGroup::NorthSouth => side_short(PairSide::NorthSouth),
        PairGroup::EastWest => side_short(PairSide::EastWest),
        PairGroup::All => "Pair",
    }
}

fn side_short(side: PairSide) -> &'static str {
    match side {
        PairSide::NorthSouth => "N–S",
        PairSide::EastWest => "E–W",
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_read_well() {
        assert_eq!(count(1, "lady", "ladies"), "1 lady");
        assert_eq!(count(0, "lady", "ladies"), "0 ladies");
    }
}
