//! The Guests screen's words while a name is typed: the guests it finds, and a warning
//! before a second guest of a like name is added.

/// Above the list while a name is typed: how many guests it finds.
pub fn guests_found(found: usize, typed: &str) -> String {
    let typed = super::quote(typed.trim(), 40);
    match found {
        0 => super::msg::tell_no_guest_matches(typed),
        count => super::msg::TellGuestsMatching { count, typed }.say(),
    }
}

/// Under the name box when guests already match what is typed: who, and what Enter does.
pub fn already_guests(names: &[&str], typed: &str) -> String {
    let shown: Vec<&str> = names.iter().copied().take(4).collect();
    let more = names.len().saturating_sub(shown.len());
    let mut list = super::and_list(&shown);
    if more > 0 {
        list = super::msg::TellAndMore { list, more }.say();
    }
    super::msg::TellAlreadyHere {
        list,
        typed: super::quote(typed.trim(), 40),
    }
    .say()
}
