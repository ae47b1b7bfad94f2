//! A guest's letter as HTML (issue 53 §2): the published page's look and its own
//! sections — the guest's evening as the page shows it (or their pair's), and the
//! winners — in a document a mail reader shows as it is: styles inline, no script, no
//! image fetched from anywhere.

use maud::{DOCTYPE, Markup, PreEscaped, html};

use super::anchors::Anchors;
use super::style;
use crate::rules::Party;
use crate::transcript::evening::{Evening, Game};
use crate::transcript::guest::GuestEvening;
use crate::transcript::letter::Letter;
use crate::words::msg;

/// The letter of `letter.guest` as an HTML document.
pub fn letter_page(
    party: &Party,
    evening: &Evening,
    title: &str,
    letter: &Letter,
    thanks: &str,
) -> String {
    let state = party.state();
    let anchors = Anchors::of(state);
    let own: Markup = match evening.game(party) {
        Some(Game::Star(play, star)) => super::star::guest_evening(
            state,
            &GuestEvening::from_parts(play, &star.stars, &star.prizes, letter.guest),
            anchors.get(letter.guest).unwrap_or_default(),
        ),
        Some(Game::Duplicate(_, view)) => {
            let view = view.for_the_room();
            match view
                .pair_of(letter.guest)
                .and_then(|p| view.standings.of(p))
            {
                Some(standing) => super::duplicate::pair_evening(view, standing, &anchors),
                None => html! {},
            }
        }
        None => html! {},
    };
    html! {
        (DOCTYPE)
        html lang=(crate::words::lang::current().tag()) {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                title { (letter.subject) }
                style { (PreEscaped(style::CSS)) }
            }
            body {
                header {
                    h1 { (title) }
                    p { (msg::transcript_dear(letter.name.as_str())) }
                    @if letter.correction { p.note { (Letter::correction_words()) } }
                    p {
                        (msg::transcript_thanks(title))
                        @if !thanks.trim().is_empty() { " " (thanks.trim()) }
                    }
                    p.summary { b { (letter.summary) } }
                    @if let Some(prize) = &letter.prize { p.note { (prize) } }
                }
                main {
                    (own)
                    section {
                        h2 { (msg::transcript_winners()) }
                        ul { @for line in &letter.winners { li { (line) } } }
                    }
                    p.quiet { (msg::transcript_attached()) }
                }
            }
        }
    }
    .into_string()
}
