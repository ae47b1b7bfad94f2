//! A season published as one web page (issue 36, R-SEASON): the star ladders (ladies and
//! gentlemen, or everyone), the duplicate ladder, and each evening with its winners —
//! the same self-contained page as an evening's (inline styles, no script, nothing
//! fetched), read from the derived season as its PDF is.

use maud::{DOCTYPE, Markup, PreEscaped, html};

use super::style;
use crate::season::report::{evening_state_words, evening_winners, group_title, place_words};
use crate::season::{EveningRead, Season};
use crate::words::{count, percent};

/// The season table of `season` as the text of an HTML file.
pub fn season_page(season: &Season) -> String {
    let title = format!("Season {}", season.name);
    let best = match season.file.best.filter(|&n| n > 0) {
        Some(n) => format!("the best {n} evenings of each member count"),
        None => "every evening counts".to_owned(),
    };
    let summary = format!(
        "{} · {best} · {} to be placed",
        count(season.file.evenings.len(), "evening", "evenings"),
        count(season.file.min_evenings as usize, "evening", "evenings")
    );
    html! {
        (DOCTYPE)
        html lang="en" {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                meta name="generator" content="cinch-party";
                title { (title) }
                style { (PreEscaped(style::CSS)) }
            }
            body {
                header id="top" { h1 { (title) } p.summary { (summary) } }
                main {
                    (star_ladders(season))
                    (duplicate_ladder(season))
                    (evenings(season))
                }
            }
        }
    }
    .into_string()
}

/// Each star ladder: place, member, stars, evenings counted, prizes.
fn star_ladders(season: &Season) -> Markup {
    html! {
        @for ladder in &season.table.star_ladders {
            section {
                h2 { "Stars: " (group_title(ladder.group)) }
                div.wide { table {
                    tr {
                        th.n { "" } th { "Member" } th.n.gold { "Gold" } th.n.red { "Red" }
                        th.n.green { "Green" } th.n { "Counted" } th.n { (crate::words::SEASON_PRIZES_HEADING) }
                    }
                    @for r in &ladder.rows {
                        tr.won[r.place == Some(1)] {
                            td.n { (place_words(r.place)) } td { (r.name) }
                            td.n { (r.stars.gold) } td.n { (r.stars.red) } td.n { (r.stars.green) }
                            td.n { (r.counted.len()) " of " (r.evenings) } td.n { (r.prizes) }
                        }
                    }
                } }
            }
        }
    }
}

/// The duplicate ladder by matchpoint percentage, when the season has duplicate evenings.
fn duplicate_ladder(season: &Season) -> Markup {
    html! {
        @if !season.table.duplicate_ladder.is_empty() {
            section {
                h2 { "Duplicate: matchpoints" }
                div.wide { table {
                    tr { th.n { "" } th { "Member" } th.n { "Per cent" } th.n { "Counted" } }
                    @for r in &season.table.duplicate_ladder {
                        tr.won[r.place == Some(1)] {
                            td.n { (place_words(r.place)) } td { (r.name) }
                            td.n { (r.percent.map(percent).unwrap_or_default()) }
                            td.n { (r.counted.len()) " of " (r.evenings) }
                        }
                    }
                } }
            }
        }
    }
}

/// Each evening of the season, in order, with its winners.
fn evenings(season: &Season) -> Markup {
    html! {
        section {
            h2 { "The evenings" }
            ol {
                @for (file, read) in season.file.evenings.iter().zip(&season.evenings) {
                    li {
                        @match read {
                            EveningRead::Read(f) => { b { (f.title) } },
                            EveningRead::Unreadable(_) => { b { (file) } },
                        }
                        " " span.quiet { "(" (evening_state_words(read)) ")" }
                        @let won = evening_winners(read);
                        @let over = matches!(read, EveningRead::Read(f) if f.over);
                        @if !won.is_empty() {
                            div { (crate::words::season_winners_heading(over)) ": " (won) }
                        }
                    }
                }
            }
        }
    }
}
