//! The order of names, decided once: every list of names (the Guests and Draw screens,
//! the move list by guest, standings level on stars, the season's ladders and lists, the
//! print-outs' and pages' guest lists, the phones' seat finder, the guest display's "Find
//! your seat") sorts through [`name_order`] or [`name_sort_key`].
//!
//! Names are compared as a reader expects, by the Unicode Collation Algorithm (ICU4X's
//! `icu_collator`, with its compiled CLDR data): "José Núñez" before "Josephine
//! Ødegaard", "Émile" among the E's, case and accents only breaking ties. Sorting by
//! raw characters put every accented letter after "z" (issue 54). The root collation is
//! used for now; a party's language will choose its own here. The rules crate knows no
//! collation (it stays `no_std` and free of data): where it orders names it asks for
//! this order.

use std::cmp::Ordering;
use std::sync::LazyLock;

use icu_collator::{Collator, CollatorBorrowed, CollatorPreferences, options::CollatorOptions};

/// The one collator, made once (its data is compiled in). `None` if it could not be
/// made, which compiled data never gives: then names fall back to their folded form.
static COLLATOR: LazyLock<Option<CollatorBorrowed<'static>>> = LazyLock::new(|| {
    Collator::try_new(CollatorPreferences::default(), CollatorOptions::default()).ok()
});

/// Two names in reading order: by collation, then (for names the collation holds
/// equal, such as two Unicode forms of one letter) by their characters, so every list
/// is in one order whatever order it came in.
pub fn name_order(a: &str, b: &str) -> Ordering {
    let by_collation = match COLLATOR.as_ref() {
        Some(collator) => collator.compare(a, b),
        None => crate::rules::guests::name_key(a).cmp(&crate::rules::guests::name_key(b)),
    };
    by_collation.then_with(|| a.cmp(b))
}

/// A name's place in reading order, to sort by (`sort_by_cached_key`): keys compare as
/// [`name_order`] compares their names.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct NameKey {
    collation: Vec<u8>,
    raw: String,
}

/// `name`'s [`NameKey`].
pub fn name_sort_key(name: &str) -> NameKey {
    let mut collation = Vec::new();
    match COLLATOR.as_ref() {
        Some(collator) => {
            let Ok(()) = collator.write_sort_key_to(name, &mut collation);
        }
        None => collation.extend(crate::rules::guests::name_key(name).bytes()),
    }
    NameKey {
        collation,
        raw: name.to_owned(),
    }
}

/// Sorts `items` by the name `name` gives each, in reading order (stable).
pub fn sort_by_name<T>(items: &mut [T], name: impl Fn(&T) -> &str) {
    items.sort_by(|a, b| name_order(name(a), name(b)));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accented_names_sort_among_their_letters() {
        let mut names = vec!["Josephine Ødegaard", "Zoë", "José Núñez", "émile", "Ann"];
        sort_by_name(&mut names, |n| n);
        assert_eq!(
            names,
            ["Ann", "émile", "José Núñez", "Josephine Ødegaard", "Zoë"]
        );
    }

    #[test]
    fn keys_sort_as_names_compare() {
        let names = [
            "Ödön",
            "Oda",
            "oda",
            "Zed",
            "Ève",
            "Eve",
            "Zoe\u{308}",
            "Zo\u{eb}",
        ];
        for a in names {
            for b in names {
                assert_eq!(
                    name_sort_key(a).cmp(&name_sort_key(b)),
                    name_order(a, b),
                    "{a} {b}"
                );
            }
        }
    }
}
