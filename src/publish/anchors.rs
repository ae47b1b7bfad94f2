//! Each guest's anchor on the published page (`#ann-abbott`): a slug of the name,
//! unique on the page even for two guests of the same name, and never one of the
//! page's own section ids.

use std::collections::{BTreeMap, HashSet};

use crate::rules::{GuestId, State};

/// The ids the page's own sections use: a guest's anchor is never one of them.
const SECTIONS: [&str; 10] = [
    "top",
    "guests",
    "prizes",
    "winners",
    "standings",
    "points",
    "rounds",
    "travellers",
    "evenings",
    "pairs",
];

/// "Ann Abbott" → "ann-abbott", "Zoë O'Neil" → "zoe-o-neil": accents dropped, letters
/// and digits kept (lower case), every run of anything else one hyphen, none at either
/// end; "guest" when nothing is left. A letter with no plain form ("Łukasz", "张伟") is
/// kept as it is ([`href`] writes it safely in a link).
pub fn slug(name: &str) -> String {
    use unicode_normalization::UnicodeNormalization;
    use unicode_normalization::char::is_combining_mark;
    let mut out = String::new();
    let mut gap = false;
    for c in name.nfkd().filter(|c| !is_combining_mark(*c)) {
        if c.is_alphanumeric() {
            if gap && !out.is_empty() {
                out.push('-');
            }
            gap = false;
            out.extend(c.to_lowercase());
        } else {
            gap = true;
        }
    }
    if out.is_empty() {
        "guest".to_owned()
    } else {
        out
    }
}

/// The link to `anchor` on the page: `#` and the anchor, anything but ASCII letters,
/// digits and hyphens percent-encoded (as a browser reads it back).
pub fn href(anchor: &str) -> String {
    let mut out = String::from("#");
    for byte in anchor.bytes() {
        if byte.is_ascii_alphanumeric() || byte == b'-' {
            out.push(char::from(byte));
        } else {
            out.push_str(&format!("%{byte:02X}"));
        }
    }
    out
}

/// Every guest's anchor, given in the order the guests were added: the first of two
/// "Ann Abbott"s is `ann-abbott`, the second `ann-abbott-2`.
#[derive(Debug, Clone, Default)]
pub struct Anchors {
    of: BTreeMap<GuestId, (String, String)>,
}

impl Anchors {
    /// The anchors of every guest still on the list.
    pub fn of(state: &State) -> Anchors {
        let mut taken: HashSet<String> = SECTIONS.iter().map(|s| (*s).to_owned()).collect();
        let mut of = BTreeMap::new();
        for guest in state.guests().iter().filter(|g| !g.removed) {
            let base = slug(&guest.name);
            let mut anchor = base.clone();
            let mut n = 2;
            while taken.contains(&anchor) {
                anchor = format!("{base}-{n}");
                n += 1;
            }
            taken.insert(anchor.clone());
            of.insert(guest.id, (guest.name.clone(), anchor));
        }
        Anchors { of }
    }

    /// The anchor of `guest` (without the '#'), if on the list.
    pub fn get(&self, guest: GuestId) -> Option<&str> {
        self.of.get(&guest).map(|(_, anchor)| anchor.as_str())
    }

    /// (guest, name, anchor) of every guest, in the order they were added.
    pub fn all(&self) -> impl Iterator<Item = (GuestId, &str, &str)> {
        self.of
            .iter()
            .map(|(id, (name, anchor))| (*id, name.as_str(), anchor.as_str()))
    }

    /// (name, anchor) of every guest, by name as the lists sort them.
    pub fn by_name(&self) -> Vec<(&str, &str)> {
        let mut all: Vec<(&str, &str)> = self
            .of
            .values()
            .map(|(name, anchor)| (name.as_str(), anchor.as_str()))
            .collect();
        all.sort_by_cached_key(|(name, anchor)| (crate::words::name_sort_key(name), *anchor));
        all
    }
}
