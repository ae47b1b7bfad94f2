//! Words kept for the program's life, for the few labels the screens take as
//! `&'static str` (a display mode's name, a look's): each distinct wording is kept once,
//! so a language's handful of labels costs a few bytes, however often they are asked for.

use std::collections::BTreeSet;
use std::sync::{Mutex, PoisonError};

/// `text`, kept: the same words give the same `&'static str`.
pub fn kept(text: String) -> &'static str {
    static KEPT: Mutex<BTreeSet<&'static str>> = Mutex::new(BTreeSet::new());
    let mut kept = KEPT.lock().unwrap_or_else(PoisonError::into_inner);
    if let Some(words) = kept.get(text.as_str()) {
        return words;
    }
    let words: &'static str = text.leak();
    kept.insert(words);
    words
}
