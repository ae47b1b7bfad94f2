//! Guests and their sides (R-SIDE-1): names, the two sides, and balancing them in
//! open seating.

#[allow(unused_imports)]
use crate::prelude::*;

pub use crate::nouns::{GuestId, Side};

use core::fmt;

use serde::{Deserialize, Serialize};

use super::error::RuleError;

/// The longest name the program accepts; longer ones are surely a paste gone wrong.
pub const MAX_NAME_CHARS: usize = 60;

impl Side {
    /// Both sides, ladies first.
    pub const BOTH: [Side; 2] = [Side::Lady, Side::Gentleman];

    /// The other side.
    pub fn other(self) -> Side {
        match self {
            Side::Lady => Side::Gentleman,
            Side::Gentleman => Side::Lady,
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // A code (the words are `words::side_of`'s, in the language spoken).
        f.write_str(match self {
            Side::Lady => "lady",
            Side::Gentleman => "gentleman",
        })
    }
}

/// A guest of the party.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Guest {
    /// Stable number.
    pub id: GuestId,
    /// The name as the host typed it (trimmed).
    pub name: String,
    /// Lady or gentleman (red or blue pack).
    pub side: Side,
    /// Removed by the host; kept so that the history still reads.
    pub removed: bool,
}

/// Trims a typed name and checks it: not empty, not absurdly long, and free of control
/// characters and of the invisible marks that reorder text (they would let a name
/// play tricks on a screen or a terminal).
pub fn clean_name(raw: &str) -> Result<String, RuleError> {
    if raw.chars().count() > MAX_NAME_CHARS * 4 {
        return Err(RuleError::NameTooLong {
            max: MAX_NAME_CHARS,
        });
    }
    let name = raw.split_whitespace().collect::<Vec<_>>().join(" ");
    if name.is_empty() {
        return Err(RuleError::EmptyName);
    }
    if let Some(c) = name.chars().find(|&c| crate::text::is_unsafe_char(c)) {
        return Err(RuleError::NameHasControl {
            code: format!("U+{:04X}", u32::from(c)),
        });
    }
    if name.chars().count() > MAX_NAME_CHARS {
        return Err(RuleError::NameTooLong {
            max: MAX_NAME_CHARS,
        });
    }
    Ok(name)
}

/// The longest reason the host may give for a correction (issue 52).
pub const MAX_WHY_CHARS: usize = 120;

/// Cleans the host's few words of why (a correction's reason): spaces folded, no control
/// characters or reordering marks, not too long; `None` when nothing was typed.
pub fn clean_why(raw: &str) -> Result<Option<String>, RuleError> {
    let why = raw.split_whitespace().collect::<Vec<_>>().join(" ");
    if why.is_empty() {
        return Ok(None);
    }
    if let Some(c) = why.chars().find(|&c| crate::text::is_unsafe_char(c)) {
        return Err(RuleError::WhyHasControl {
            code: format!("U+{:04X}", u32::from(c)),
        });
    }
    if why.chars().count() > MAX_WHY_CHARS {
        return Err(RuleError::WhyTooLong { max: MAX_WHY_CHARS });
    }
    Ok(Some(why))
}

/// The longest party title the program accepts.
pub const MAX_TITLE_CHARS: usize = 120;

/// Trims a party's title and checks it as a name is checked: not too long, and no
/// control characters or invisible reordering marks (a title is printed on screens,
/// paper and terminals). An empty title is the host's to fill: `None`.
pub fn clean_title(raw: &str) -> Result<Option<String>, RuleError> {
    if raw.chars().count() > MAX_TITLE_CHARS * 4 {
        return Err(RuleError::TitleTooLong {
            max: MAX_TITLE_CHARS,
        });
    }
    let title = raw.split_whitespace().collect::<Vec<_>>().join(" ");
    if title.chars().count() > MAX_TITLE_CHARS {
        return Err(RuleError::TitleTooLong {
            max: MAX_TITLE_CHARS,
        });
    }
    if let Some(c) = title.chars().find(|&c| crate::text::is_unsafe_char(c)) {
        return Err(RuleError::NameHasControl {
            code: format!("U+{:04X}", u32::from(c)),
        });
    }
    Ok(Some(title).filter(|t| !t.is_empty()))
}

/// The form of a cleaned name under which two names clash, compared the way a person
/// would: spacing (which `clean_name` folds), case, and the Unicode forms a keyboard may
/// produce for one letter ("Zoë" typed as one character or as "e" plus a diaeresis),
/// so that two names that cannot be told apart read out are one name.
pub fn name_key(name: &str) -> String {
    use unicode_normalization::UnicodeNormalization;
    let folded: String = name.nfkc().collect::<String>().to_lowercase();
    folded.nfkc().collect()
}

/// The names in a pasted list: one per line, with list marks ("1.", "-", "•") and
/// surrounding spaces taken off, and blank lines skipped.
pub fn read_guest_list(text: &str) -> Vec<String> {
    text.lines()
        .map(|line| {
            let line = line.trim();
            let unmarked = line.trim_start_matches(['-', '*', '•', '·']);
            let digits = unmarked.trim_start_matches(|c: char| c.is_ascii_digit());
            let unnumbered = match digits.strip_prefix(['.', ')']) {
                Some(rest) if digits.len() < unmarked.len() => rest,
                _ => unmarked,
            };
            unnumbered.trim().to_owned()
        })
        .filter(|line| !line.is_empty())
        .collect()
}

/// R-SIDE-1: in open seating, the changes of side that make the two packs as even as
/// possible. The most recently added guests of the larger side move, so that the
/// earliest arrivals keep the pack they were given.
pub fn balance_plan(guests: &[Guest]) -> Vec<(GuestId, Side)> {
    let present = || guests.iter().filter(|g| !g.removed);
    let ladies = present().filter(|g| g.side == Side::Lady).count();
    let gentlemen = present().filter(|g| g.side == Side::Gentleman).count();
    let (larger, excess) = if ladies > gentlemen {
        (Side::Lady, ladies - gentlemen)
    } else {
        (Side::Gentleman, gentlemen - ladies)
    };
    present()
        .filter(|g| g.side == larger)
        .rev()
        .take(excess / 2)
        .map(|g| (g.id, larger.other()))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pasted_list_loses_its_marks_and_blank_lines() {
        let text = "Ada\n\n  2. Beatrice Hughes \n- Clara\n• Dora\n10) Edith\n3M Company";
        assert_eq!(
            read_guest_list(text),
            [
                "Ada",
                "Beatrice Hughes",
                "Clara",
                "Dora",
                "Edith",
                "3M Company"
            ]
        );
    }

    #[test]
    fn names_are_trimmed_and_checked() {
        assert_eq!(clean_name("  Ada   Lovelace ").unwrap(), "Ada Lovelace");
        assert_eq!(clean_name("   "), Err(RuleError::EmptyName));
        assert!(clean_name(&"x".repeat(61)).is_err());
        assert_eq!(name_key("Ada"), name_key("ADA"));
        assert_eq!(name_key("Zo\u{eb}"), name_key("Zoe\u{308}"));
        assert!(matches!(
            clean_name("Ada\u{202e}"),
            Err(RuleError::NameHasControl { .. })
        ));
        assert!(clean_name("Ada\u{1b}[2J").is_err());
    }
}
