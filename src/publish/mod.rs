//! The evening published as one web page (issue 36): a single self-contained HTML file
//! a host can put anywhere or send round — its styles inline, no script, nothing fetched
//! from anywhere, the reader's own fonts, readable on a phone and printing cleanly. It
//! shows the winners and how ties were settled, the standings, every round's tables
//! (the star game) or every traveller and each pair's evening (Duplicate Cinch), and
//! each guest's own evening at an anchor of their own (`#ann-abbott`). It is one more
//! view of the derived evening (`transcript::evening::Evening`, the transcript, a
//! guest's evening, the duplicate view) and the wording layer: it works out no rule.
//! Every name is escaped by `maud`, so a guest called `<script>` is text. A season's
//! table is published the same way (`season_page`).

mod anchors;
mod duplicate;
mod letter;
mod season;
mod star;
mod style;

pub use anchors::{Anchors, href, slug};
pub use letter::letter_page;
pub use season::season_page;

use maud::{DOCTYPE, Markup, PreEscaped, html};

use crate::rules::{Party, Phase};
use crate::transcript::evening::{Evening, Game};
use crate::words::{self, msg};

/// The results page of `party`, from its evening as derived, titled `title`, as the
/// text of an HTML file.
pub fn results_page(party: &Party, evening: &Evening, title: &str) -> String {
    let state = party.state();
    let anchors = Anchors::of(state);
    let (summary, body) = match evening.game(party) {
        // The page is for the room: a duplicate evening as the room may see it
        // (R-DUP-13).
        Some(Game::Duplicate(_, view)) => (
            duplicate::summary(state, view),
            duplicate::body(state, view.for_the_room(), &anchors),
        ),
        Some(Game::Star(play, star)) => (
            star::summary(play),
            star::body(party, (evening, play, star), &anchors),
        ),
        // An evening derived from another party is never published as this one's.
        None => (
            String::new(),
            html! { p.note { (words::evening_not_this_partys()) } },
        ),
    };
    let over = state.phase() == Phase::Finished;
    page(title, &summary, over, &anchors, body).into_string()
}

/// The whole document: its head with the styles, the title, the guests' index and the
/// body of the evening's kind.
fn page(title: &str, summary: &str, over: bool, anchors: &Anchors, body: Markup) -> Markup {
    html! {
        (DOCTYPE)
        html lang=(words::lang::current().tag()) {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                meta name="generator" content="cinch-party";
                title { (title) }
                style { (PreEscaped(style::CSS)) }
            }
            body {
                header id="top" {
                    h1 { (title) }
                    p.summary { (summary) }
                    @if !over {
                        p.note { (msg::web_not_over()) }
                    }
                }
                (guest_index(anchors))
                main { (body) }
            }
        }
    }
}

/// Every guest by name, each a link to their own evening further down.
fn guest_index(anchors: &Anchors) -> Markup {
    html! {
        nav id="guests" aria-label=(msg::results_evenings()) {
            h2 { (msg::web_find_evening()) }
            ul.names {
                @for (name, anchor) in anchors.by_name() {
                    li { a href=(href(anchor)) { (name) } }
                }
            }
        }
    }
}

/// A section's heading, with "so far, after round 2" while the evening goes on.
fn titled(name: &str, so_far: Option<&str>) -> String {
    so_far.map_or_else(|| name.to_owned(), |far| format!("{name} {far}"))
}

/// A back-to-the-top link at the end of a long section.
fn to_top() -> Markup {
    html! { p.top { a href="#top" { (msg::web_to_top()) } } }
}

/// "so far, after round 2" while the evening goes on.
fn so_far(state: &crate::rules::State) -> Option<String> {
    words::so_far(state)
}
