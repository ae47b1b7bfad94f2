//! A season published as one web page (issue 36, R-SEASON): the star ladders (ladies and
//! gentlemen, or everyone), the duplicate ladder, and each evening with its winners —
//! the same self-contained page as an evening's (inline styles, no script, nothing
//! fetched), read from the derived season as its PDF is.

use maud::{DOCTYPE, Markup, PreEscaped, html};

use super::style;
use crate::print::season::{counted_of, season_summary, season_title};
use crate::season::report::{evening_state_words, evening_winners, group_title, place_words};
use crate::season::{EveningRead, Season};
use crate::words::{msg, percent};

/// The season table of `season` as the text of an HTML file.
pub fn season_page(season: &Season) -> String {
    let title = season_title(season);
    let summary = season_summary(season);
    html! {
        (DOCTYPE)
        html lang=(crate::words::lang::current().tag()) {
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
                h2 { (msg::sheet_season_stars(group_title(ladder.group))) }
                div.wide { table {
                    tr {
                        th.n { "" } th { (msg::sheet_column("member")) }
                        th.n.gold { (msg::sheet_column("gold")) } th.n.red { (msg::sheet_column("red")) }
                        th.n.green { (msg::sheet_column("green")) } th.n { (msg::sheet_column("counted")) }
                        th.n { (crate::words::season_prizes_heading()) }
                    }
                    @for r in &ladder.rows {
                        tr.won[r.place == Some(1)] {
                            td.n { (place_words(r.place)) } td { (r.name) }
                            td.n { (r.stars.gold) } td.n { (r.stars.red) } td.n { (r.stars.green) }
                            td.n { (counted_of(r.counted.len(), r.evenings)) } td.n { (r.prizes) }
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
                h2 { (msg::sheet_season_duplicate()) }
                div.wide { table {
                    tr {
                        th.n { "" } th { (msg::sheet_column("member")) }
                        th.n { (msg::sheet_column("per-cent")) } th.n { (msg::sheet_column("counted")) }
                    }
                    @for r in &season.table.duplicate_ladder {
                        tr.won[r.place == Some(1)] {
                            td.n { (place_words(r.place)) } td { (r.name) }
                            td.n { (r.percent.map(percent).unwrap_or_default()) }
                            td.n { (counted_of(r.counted.len(), r.evenings)) }
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
            h2 { (msg::sheet_season_evenings()) }
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
