//! The guest display's words (issues 36, 44): its titles, each with shorter words for a
//! narrow screen (a phone upright), the clock's words, the ceremony's, the welcome; each
//! decided once, for the window's display and the web page alike, in the party's
//! language (issue 51: from the catalogues' `display.ftl`).

use crate::rules::{Playing, State};

use super::{capitalised, missing_trays, msg, tables_list};

/// The first words of the display before anyone is seated.
pub fn welcome() -> String {
    msg::display_welcome()
}

/// The welcome before anyone is seated.
pub fn welcome_words(party: &State) -> String {
    match party.playing() {
        Playing::Duplicate(_) => msg::display_welcome_duplicate(),
        Playing::Star(_) => msg::display_welcome_star(),
    }
}

/// Over the door's QR code on the welcome (issue 52).
pub fn check_in_here() -> String {
    msg::display_check_in_here()
}

/// Under it: what a guest does.
pub fn check_in_how() -> String {
    msg::display_check_in_how()
}

/// The door's QR code as a screen reader says it.
pub fn code_heard(link: &str) -> String {
    msg::display_code_heard(link)
}

/// "page 2 of 3" when a board turns pages.
pub fn page_of(page: usize, pages: usize) -> String {
    msg::DisplayPageOf {
        page: page + 1,
        pages,
    }
    .say()
}

/// "Find your seat — round 3 (page 1 of 2, A to L)" for page `page` of `pages`, the
/// page's first and last letters given: the full words first, then shorter ones.
pub fn seats_titles(round: u32, page: usize, pages: usize, letters: &str) -> Vec<String> {
    if pages <= 1 {
        return vec![
            msg::display_seats_title(round),
            msg::display_seats_title_short(),
            msg::display_seats_title_shortest(),
        ];
    }
    let (p, page_of) = (page + 1, page_of(page, pages));
    let page_of = page_of.as_str();
    vec![
        msg::DisplaySeatsPaged {
            round,
            page_of,
            letters,
        }
        .say(),
        msg::DisplaySeatsPagedShort { page_of, letters }.say(),
        msg::DisplaySeatsPagedShorter {
            page: p,
            pages,
            letters,
        }
        .say(),
        format!("{p}/{pages}, {letters}"),
    ]
}

/// The key at the right of "Find your seat"'s title band.
pub fn seats_legend() -> String {
    msg::display_seats_legend()
}

/// A title with the page it is on, when there is more than one: "Stars (page 1 of 3)",
/// then shorter ("Stars 1/3"), then the title alone.
pub fn paged_titles(title: &str, page: usize, pages: usize) -> Vec<String> {
    if pages <= 1 {
        return vec![title.to_owned()];
    }
    vec![
        msg::DisplayTitledPage {
            title,
            page_of: page_of(page, pages),
        }
        .say(),
        format!("{title} {}/{pages}", page + 1),
        title.to_owned(),
    ]
}

/// The stars board's title.
pub fn stars() -> String {
    msg::display_stars()
}

/// The score cards' board's title (R-ALT-3).
pub fn points() -> String {
    msg::display_points()
}

/// The duplicate standings' title: "Standings so far, after round 2", or "Standings".
pub fn standings_titles(so_far: Option<&str>) -> Vec<String> {
    match so_far {
        Some(far) => vec![
            msg::display_standings_so_far(far),
            msg::display_standings_so_far_short(),
        ],
        None => vec![msg::display_standings()],
    }
}

/// What the clock says when the round's time is up.
pub fn time_is_up() -> String {
    msg::display_time_is_up()
}

/// After the clock while it is paused.
pub fn paused() -> String {
    msg::display_paused()
}

/// Under the clock.
pub fn left_in_round() -> String {
    msg::display_left_in_round()
}

/// Under the round's clock in its last round.
pub fn last_round() -> String {
    msg::display_last_round()
}

/// The time left as the clock shows it: "12:30", or [`time_is_up`].
pub fn clock_words(seconds_left: i64, paused: bool) -> String {
    let time = if seconds_left > 0 {
        format!("{}:{:02}", seconds_left / 60, seconds_left % 60)
    } else {
        time_is_up()
    };
    let paused = if paused {
        self::paused()
    } else {
        String::new()
    };
    format!("{time}{paused}")
}

/// The star game's round: "Table 3 is still playing", or every table done.
pub fn still_playing(playing: &[u32]) -> String {
    if playing.is_empty() {
        return msg::display_all_finished();
    }
    msg::DisplayStillPlaying {
        count: playing.len(),
        tables: capitalised(&tables_list(playing, 14)),
    }
    .say()
}

/// A duplicate round: the trays still out, or every tray in.
pub fn trays_still_playing(missing: &[(u32, Vec<u32>)]) -> String {
    if missing.is_empty() {
        msg::display_trays_all_in()
    } else {
        msg::display_trays_still(missing_trays(missing))
    }
}

/// "So far, after round 2: the evening is not over."
pub fn not_final(far: &str) -> String {
    msg::display_not_final(capitalised(far))
}

/// Before the first prize of the ceremony.
pub fn prizes_coming() -> String {
    msg::display_prizes_coming()
}

/// A prize no one won.
pub fn not_awarded() -> String {
    msg::display_not_awarded()
}

/// "Ladies' first prize (so far): " before an earlier prize's winner.
pub fn earlier_prize(title: &str, mid_evening: bool) -> String {
    if mid_evening {
        msg::display_earlier_prize_so_far(title)
    } else {
        msg::display_earlier_prize(title)
    }
}

/// Before the first ranking of a duplicate ceremony.
pub fn winners_coming(mid_evening: bool) -> String {
    if mid_evening {
        msg::display_leaders_coming()
    } else {
        msg::display_winners_coming()
    }
}

/// A duplicate ceremony's title: "The winners", or "The leaders so far, after round 2".
pub fn winners_title(so_far: Option<&str>) -> String {
    match so_far {
        Some(far) => capitalised(&msg::display_leaders_title(far)),
        None => msg::display_winners_title(),
    }
}

/// A duplicate ceremony before the last bell.
pub fn not_over() -> String {
    msg::display_not_over()
}

/// A ranking with no pair that has played.
pub fn no_result() -> String {
    msg::display_no_result()
}

/// Pairs level at the top of a ranking.
pub fn level_at_the_top(names: &[&str]) -> String {
    msg::display_level_at_top(names.join("; "))
}

/// A guest's evening on the display: "Ann Abbott's evening".
pub fn guest_evening_title(name: &str) -> String {
    msg::display_guest_evening(name)
}

/// The season stage's title, then shorter words.
pub fn season_titles(name: &str) -> Vec<String> {
    vec![
        msg::display_season_title(name),
        msg::display_season_title_short(),
    ]
}

/// A round of a guest's evening: "Round 3: table 2, North, …".
pub fn guest_round(round: u32, words: &str) -> String {
    msg::DisplayGuestRound { round, words }.say()
}

/// The season stage with no season picked.
pub fn season_soon() -> String {
    msg::display_season_soon()
}
