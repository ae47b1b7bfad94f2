//! The guest display's words (issues 36, 44): its titles, each with shorter words for a
//! narrow screen (a phone upright), the clock's words, the ceremony's, the welcome; each
//! decided once, for the window's display and the web page alike.

use crate::rules::{Playing, State};

use super::{capitalised, missing_trays, tables_list};

/// The first words of the display before anyone is seated.
pub const WELCOME: &str = "Welcome!";

/// The welcome before anyone is seated.
pub fn welcome_words(party: &State) -> &'static str {
    match party.playing() {
        Playing::Duplicate(_) => "Tonight is Duplicate Cinch: the same partner all evening.",
        Playing::Star(_) => "The draw will give each of you a table and a partner.",
    }
}

/// Over the door's QR code on the welcome (issue 52).
pub const CHECK_IN_HERE: &str = "Check in here";

/// Under it: what a guest does.
pub const CHECK_IN_HOW: &str =
    "Scan with your phone's camera and type your name; the host lets you in.";

/// The door's QR code as a screen reader says it.
pub fn code_heard(link: &str) -> String {
    format!("QR code to check in: {link}")
}

/// "page 2 of 3" when a board turns pages.
pub fn page_of(page: usize, pages: usize) -> String {
    format!("page {} of {pages}", page + 1)
}

/// "Find your seat — round 3 (page 1 of 2, A to L)" for page `page` of `pages`, the
/// page's first and last letters given: the full words first, then shorter ones.
pub fn seats_titles(round: u32, page: usize, pages: usize, letters: &str) -> Vec<String> {
    if pages <= 1 {
        return vec![
            format!("Find your seat — round {round}"),
            "Find your seat".to_owned(),
            "Your seat".to_owned(),
        ];
    }
    let p = page + 1;
    vec![
        format!(
            "Find your seat — round {round} ({}, {letters})",
            page_of(page, pages)
        ),
        format!("Find your seat ({}, {letters})", page_of(page, pages)),
        format!("Your seat: {p}/{pages}, {letters}"),
        format!("{p}/{pages}, {letters}"),
    ]
}

/// The key at the right of "Find your seat"'s title band.
pub const SEATS_LEGEND: &str = "table and chair: N, E, S, W";

/// A title with the page it is on, when there is more than one: "Stars (page 1 of 3)",
/// then shorter ("Stars 1/3"), then the title alone.
pub fn paged_titles(title: &str, page: usize, pages: usize) -> Vec<String> {
    if pages <= 1 {
        return vec![title.to_owned()];
    }
    vec![
        format!("{title} ({})", page_of(page, pages)),
        format!("{title} {}/{pages}", page + 1),
        title.to_owned(),
    ]
}

/// The stars board's title.
pub const STARS: &str = "Stars";

/// The score cards' board's title (R-ALT-3).
pub const POINTS: &str = "Points";

/// The duplicate standings' title: "Standings so far, after round 2", or "Standings".
pub fn standings_titles(so_far: Option<&str>) -> Vec<String> {
    match so_far {
        Some(far) => vec![format!("Standings {far}"), "Standings so far".to_owned()],
        None => vec!["Standings".to_owned()],
    }
}

/// What the clock says when the round's time is up.
pub const TIME_IS_UP: &str = "Time is up";
/// After the clock while it is paused.
pub const PAUSED: &str = "  (paused)";
/// Under the clock.
pub const LEFT_IN_ROUND: &str = "left in this round";
/// Under the round's clock in its last round.
pub const LAST_ROUND: &str = "This is the last round.";

/// The time left as the clock shows it: "12:30", or [`TIME_IS_UP`].
pub fn clock_words(seconds_left: i64, paused: bool) -> String {
    let time = if seconds_left > 0 {
        format!("{}:{:02}", seconds_left / 60, seconds_left % 60)
    } else {
        TIME_IS_UP.to_owned()
    };
    let paused = if paused { PAUSED } else { "" };
    format!("{time}{paused}")
}

/// The star game's round: "Table 3 is still playing", or every table done.
pub fn still_playing(playing: &[u32]) -> String {
    match playing.len() {
        0 => "Every table has finished: wait for the bell.".to_owned(),
        1 => format!(
            "{} is still playing",
            capitalised(&tables_list(playing, 14))
        ),
        _ => format!(
            "{} are still playing",
            capitalised(&tables_list(playing, 14))
        ),
    }
}

/// A duplicate round: the trays still out, or every tray in.
pub fn trays_still_playing(missing: &[(u32, Vec<u32>)]) -> String {
    if missing.is_empty() {
        "Every tray is in: wait for the bell.".to_owned()
    } else {
        format!("Still playing: {}", missing_trays(missing))
    }
}

/// "So far, after round 2: the evening is not over."
pub fn not_final(far: &str) -> String {
    format!("{}: the evening is not over.", capitalised(far))
}

/// Before the first prize of the ceremony.
pub const PRIZES_COMING: &str = "And now, the prizes…";
/// A prize no one won.
pub const NOT_AWARDED: &str = "Not awarded";

/// "Ladies' first prize (so far): " before an earlier prize's winner.
pub fn earlier_prize(title: &str, mid_evening: bool) -> String {
    if mid_evening {
        format!("{title} (so far): ")
    } else {
        format!("{title}: ")
    }
}

/// Before the first ranking of a duplicate ceremony.
pub fn winners_coming(mid_evening: bool) -> &'static str {
    if mid_evening {
        "And now, the leaders…"
    } else {
        "And now, the winners…"
    }
}

/// A duplicate ceremony's title: "The winners", or "The leaders so far, after round 2".
pub fn winners_title(so_far: Option<&str>) -> String {
    match so_far {
        Some(far) => capitalised(&format!("The leaders {far}")),
        None => "The winners".to_owned(),
    }
}

/// A duplicate ceremony before the last bell.
pub const NOT_OVER: &str = "The evening is not over.";
/// A ranking with no pair that has played.
pub const NO_RESULT: &str = "No result";

/// Pairs level at the top of a ranking.
pub fn level_at_the_top(names: &[&str]) -> String {
    format!("Level at the top: {}", names.join("; "))
}

/// A guest's evening on the display: "Ann Abbott's evening".
pub fn guest_evening_title(name: &str) -> String {
    format!("{name}'s evening")
}

/// The season stage's title, then shorter words.
pub fn season_titles(name: &str) -> Vec<String> {
    vec![
        format!("The season so far: {name}"),
        "The season so far".to_owned(),
    ]
}

/// A round of a guest's evening: "Round 3: table 2, North, …".
pub fn guest_round(round: u32, words: &str) -> String {
    format!("Round {round}: {words}")
}

/// The season stage with no season picked.
pub const SEASON_SOON: &str = "Welcome! The season table comes soon.";
