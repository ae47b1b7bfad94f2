//! The pad's keys in the window's language (issue 51; found in a host's trial). The
//! rules read a deal typed with the compass's English letters (`N9 10`, `E6 3 RN`); a
//! host types and reads their language's own: German writes Ost with an O (`O6 3`),
//! Spanish writes Oeste with one (`O6 3` is West's bid). These turn one into the other
//! where the pad's grammar puts a chair: the bidder's letter first, and the side in error
//! after the R. The English letters are read in every language too: no language of
//! ours gives another chair an English chair's letter, and where one did, the
//! language's own meaning would win.

use crate::rules::deal::{self, Deal};
use crate::rules::duplicate::{TrayPlay, dealer_of_tray};
use crate::rules::{DealRefusal, PairSide, RuleError, Seat};

use super::{msg, seat_code};

/// A chair's letter in the language spoken: "N", "O" (German Ost), "O" (Spanish Oeste).
pub fn seat_letter(seat: Seat) -> String {
    msg::seat_letter(seat_code(seat))
}

/// The one letter a host types for a chair in the language spoken (upper case).
fn typed_letter(seat: Seat) -> Option<char> {
    seat_letter(seat)
        .chars()
        .find(|c| c.is_alphabetic())
        .map(|c| c.to_uppercase().next().unwrap_or(c))
}

/// The chair a typed letter names: the language's letters first, then the English ones.
pub fn seat_of_letter(c: char) -> Option<Seat> {
    let c = c.to_uppercase().next().unwrap_or(c);
    Seat::ALL
        .into_iter()
        .find(|s| typed_letter(*s) == Some(c))
        .or_else(|| Seat::ALL.into_iter().find(|s| s.letter().starts_with(c)))
}

/// Whether a typed letter names one of a side's chairs (a tie's cut, won by that side).
pub fn names_side(c: char, side: PairSide) -> bool {
    seat_of_letter(c).is_some_and(|s| s.pair() == side)
}

/// Rewrites the chairs' letters at the pad's places: the first letter, and each letter
/// after the last R that is not the first (`E6 3 RN`).
fn at_chairs(text: &str, to: impl Fn(char) -> Option<char>) -> String {
    let revoke = text
        .char_indices()
        .rev()
        .find(|(i, c)| *i > 0 && c.eq_ignore_ascii_case(&'r'))
        .map(|(i, _)| i);
    let first = text.char_indices().find(|(_, c)| !c.is_whitespace());
    text.char_indices()
        .map(|(i, c)| {
            let is_chair = first.is_some_and(|(f, _)| f == i) || revoke.is_some_and(|r| i > r);
            if is_chair && c.is_alphabetic() {
                to(c).unwrap_or(c)
            } else {
                c
            }
        })
        .collect()
}

/// What the host typed, with the language's chair letters as the rules read them.
pub fn keys_read(typed: &str) -> String {
    at_chairs(typed, |c| {
        seat_of_letter(c).and_then(|s| s.letter().chars().next())
    })
}

/// Keys in the rules' letters, as the host would type them in the language spoken.
pub fn keys_shown(keys: &str) -> String {
    at_chairs(keys, |c| {
        Seat::ALL
            .into_iter()
            .find(|s| s.letter().starts_with(c.to_ascii_uppercase()))
            .and_then(typed_letter)
    })
}

/// A deal as typed on the host's pad, in the language's letters (`rules::deal::parse`).
pub fn read_deal(typed: &str, dealer: Seat) -> Result<Deal, DealRefusal> {
    deal::parse(&keys_read(typed), dealer)
}

/// A tray as typed, in the language's letters (`rules::duplicate::parse_tray`).
pub fn read_tray(typed: &str, tray: u32) -> Result<TrayPlay, RuleError> {
    crate::rules::duplicate::parse_tray(&keys_read(typed), tray)
}

/// A tray's outcome as the keys that type it, in the language's letters.
pub fn tray_keys(play: &TrayPlay, tray: u32) -> String {
    keys_shown(&crate::rules::duplicate::tray_keys(play, tray))
}

/// The tray's dealer's letter (a Round card's small letter beside the tray).
pub fn tray_dealer_letter(tray: u32) -> String {
    seat_letter(dealer_of_tray(tray))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::words::{Lang, speaking};

    #[test]
    fn the_languages_letters_are_read_and_shown() {
        let de = Lang::from_tag("de").unwrap();
        let es = Lang::from_tag("es").unwrap();
        speaking(de, || {
            assert_eq!(keys_read("o6 3 rn"), "E6 3 rN");
            assert_eq!(keys_read("E6 3 RO"), "E6 3 RE");
            assert_eq!(keys_shown("E6 3 RE"), "O6 3 RO");
            assert_eq!(keys_shown("P 8"), "P 8");
            assert!(names_side('o', PairSide::EastWest));
        });
        speaking(es, || {
            assert_eq!(keys_read("O6 8"), "W6 8");
            assert_eq!(keys_read("W6 8"), "W6 8");
            assert_eq!(keys_shown("W4 9 RW"), "O4 9 RO");
            assert_eq!(keys_read("M"), "M");
        });
        assert_eq!(keys_read("N9 10 RE"), "N9 10 RE");
    }
}
