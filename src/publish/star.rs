//! The star game's part of the published page: the prizes and how each was decided
//! (ties, cuts and their cards, guests passed over), the standings by prize group, the
//! score-card points (R-ALT), every round's tables with their results, and each guest's
//! evening at their anchor. All read from the derived evening and the transcript.

use maud::{Markup, html};

use super::{Anchors, href, so_far, titled, to_top};
use crate::rules::{Party, Seat, Star, StarColour, State};
use crate::transcript::evening::{Evening, StarEvening};
use crate::transcript::export::deal_words;
use crate::transcript::guest::GuestEvening;
use crate::transcript::sheet::{table_notes, table_score};
use crate::transcript::standings::StandingGroup;
use crate::transcript::{RoundLine, Transcript};
use crate::words::{self, msg};

/// "40 guests · 10 tables · the evening ended after round 8 · star game; pads scored …".
pub(super) fn summary(star: Star<'_>) -> String {
    let state = star.state;
    let guests = state.guests().iter().filter(|g| !g.removed).count();
    let tables = star
        .rounds()
        .iter()
        .map(|r| r.tables.len())
        .max()
        .unwrap_or(0);
    msg::ResultsSummary {
        guests: msg::count_guests(guests),
        tables: msg::count_tables(tables),
        played: words::rounds_played(state),
        game: words::game_code(state.settings.game.kind()),
        method: state.settings.deal_scoring.code(),
    }
    .say()
}

/// The star game's sections.
pub(super) fn body(
    party: &Party,
    (evening, play, star): (&Evening, Star<'_>, &StarEvening),
    anchors: &Anchors,
) -> Markup {
    let state = party.state();
    let transcript = Transcript::of_evening(party, evening);
    let far = so_far(state);
    html! {
        (prizes(&transcript, far.as_deref()))
        // The stars' standings at an evening that gives stars (R-ALT-1: a score-card
        // evening is ranked by its points).
        @if !star.standings.is_empty() { (standings(state, &star.standings, anchors, far.as_deref())) }
        @if !transcript.ranking.is_empty() { (points_section(&transcript.ranking)) }
        (rounds(&transcript))
        (evenings(play, star, anchors))
    }
}

/// Each prize, its winner, how it was decided and any cut's cards.
fn prizes(transcript: &Transcript, far: Option<&str>) -> Markup {
    html! {
        section id="prizes" {
            h2 { (titled(&msg::results_prizes(), far)) }
            @if transcript.prizes.is_empty() { p { (msg::results_no_prizes()) } }
            @for prize in &transcript.prizes {
                div.prize {
                    h3 {
                        (prize.title) ": "
                        @match &prize.winner {
                            Some(name) => { (name) },
                            None => span.quiet { (msg::web_prize_status(crate::transcript::status_code(prize.status))) },
                        }
                    }
                    p { (prize.explanation) }
                    @for (n, cards) in prize.cut_cards.iter().enumerate() {
                        p.cut {
                            @if prize.cut_cards.len() > 1 {
                                (msg::ResultsCutN { n: n + 1, cards: cards.as_str() }.say())
                            } @else { (msg::results_cut(cards.as_str())) }
                        }
                    }
                }
            }
        }
    }
}

/// A star colour's column heading: "★ gold".
fn star_head(colour: StarColour) -> String {
    format!("{} {}", words::star_symbol(colour), words::star(colour))
}

/// Each prize group's standings, every name a link to that guest's evening.
fn standings(
    state: &State,
    groups: &[StandingGroup],
    anchors: &Anchors,
    far: Option<&str>,
) -> Markup {
    let colours = [StarColour::Gold, StarColour::Red, StarColour::Green];
    html! {
        section id="standings" {
            h2 { (titled(&msg::results_standings(), far)) }
            @for group in groups {
                @if let Some(side) = group.side {
                    h3 { (words::capitalised(&words::sides_of(side, state.settings.open_seating()))) }
                }
                div.wide { table {
                    tr {
                        th.n { "" } th { (msg::results_guest()) }
                        @for colour in colours { th.n.(words::colour_code(colour)) { (star_head(colour)) } }
                    }
                    @for row in &group.rows {
                        tr.won[!row.prizes.is_empty()] {
                            td.n { (row.place) "." }
                            td {
                                (guest_link(anchors, row.guest, &row.name))
                                // The prize under the name: a phone has no room for a column.
                                @if !row.prizes.is_empty() {
                                    div.won { (row.prize_titles(state.settings.open_seating()).join("; ")) }
                                }
                            }
                            td.n { (row.stars.gold) } td.n { (row.stars.red) } td.n { (row.stars.green) }
                        }
                    }
                } }
            }
        }
    }
}

/// A guest's name linking to their evening on this page.
pub(super) fn guest_link(anchors: &Anchors, guest: crate::rules::GuestId, name: &str) -> Markup {
    html! {
        @match anchors.get(guest) {
            Some(anchor) => a href=(href(anchor)) { (name) },
            None => (name),
        }
    }
}

/// The score cards as ranked once (R-ALT-3): equal totals share a place.
fn points_section(ranking: &[crate::transcript::Placed]) -> Markup {
    html! {
        section id="points" {
            h2 { (msg::results_points()) }
            table {
                @for row in ranking {
                    tr { td.n { (row.place) "." } td { (row.name) } td.n { (row.points) } }
                }
            }
        }
    }
}

/// Every round's tables, head table first, with the results, ties and deals.
fn rounds(transcript: &Transcript) -> Markup {
    html! {
        section id="rounds" {
            h2 { (msg::results_rounds()) }
            @for round in &transcript.rounds { (round_block(round)) }
            (to_top())
        }
    }
}

fn round_block(round: &RoundLine) -> Markup {
    html! {
        h3 { (msg::report_round(round.number)) }
        @for change in &round.changes { p.quiet { (crate::transcript::change_words(change)) } }
        div.wide { table.rounds {
            tr {
                th.table { (msg::sheet_column("table")) }
                th.ns { (words::pair_names(&words::seat(Seat::North), &words::seat(Seat::South))) }
                th.ew { (words::pair_names(&words::seat(Seat::East), &words::seat(Seat::West))) }
                th.n { (msg::sheet_column("score")) } th.notes { "" }
            }
            @for t in &round.tables {
                tr {
                    td.table { (words::table_title(t.table, t.role)) }
                    // The "&" kept with the name before it, never alone on a line.
                    td.ns { (t.north) "\u{a0}" (words::PAIR_JOIN) br; (t.south) }
                    td.ew { (t.east) "\u{a0}" (words::PAIR_JOIN) br; (t.west) }
                    td.n { b { (table_score(t)) } }
                    td.quiet.notes {
                        (table_notes(t).join("; "))
                        @for cards in &t.cut_cards { div.cut { (msg::results_cut(cards.as_str())) } }
                        @if !t.deals.is_empty() {
                            div.deals {
                                (msg::results_deals(t.deals.iter().map(deal_words).collect::<Vec<_>>().join("; ")))
                            }
                        }
                    }
                }
            }
        } }
    }
}

/// Each guest's evening, by name, at their anchor.
fn evenings(play: Star<'_>, star: &StarEvening, anchors: &Anchors) -> Markup {
    let state = play.state;
    let mut guests: Vec<_> = state.guests().iter().filter(|g| !g.removed).collect();
    guests.sort_by_cached_key(|g| crate::words::name_sort_key(&g.name));
    html! {
        section id="evenings" {
            h2 { (msg::results_evenings()) }
            @for guest in guests {
                (guest_evening(
                    state,
                    &GuestEvening::from_parts(play, &star.stars, &star.prizes, guest.id),
                    anchors.get(guest.id).unwrap_or_default(),
                ))
            }
            (to_top())
        }
    }
}

pub(super) fn guest_evening(state: &State, evening: &GuestEvening, anchor: &str) -> Markup {
    let side = state
        .guest(evening.guest)
        .map(|g| words::side_of(g.side, state.settings.open_seating()))
        .unwrap_or_default();
    // The story's own "Won. " is left out after the title.
    let won = msg::transcript_won("");
    html! {
        section.evening id=(anchor) {
            h3 {
                (evening.name) " "
                span.quiet { "(" (side) ")" }
                // A score-card evening gives no stars (R-ALT-1).
                @if let Some(s) = evening.stars {
                    " "
                    span.gold { (words::star_symbol(StarColour::Gold)) " " (s.gold) } " "
                    span.red { (words::star_symbol(StarColour::Red)) " " (s.red) } " "
                    span.green { (words::star_symbol(StarColour::Green)) " " (s.green) }
                }
            }
            @if let Some(prize) = &evening.prize {
                // "Won:" once: the story alone after the title (a trial read "Won: … —
                // Won. Hans Müller …").
                p.note {
                    b { (msg::results_won(prize.title.as_str())) } " — "
                    (prize.why.strip_prefix(won.as_str()).unwrap_or(&prize.why))
                }
            }
            ol {
                @for round in &evening.rounds { li value=(round.round) { (round.words()) } }
            }
            @for prize in evening.prizes.iter().filter(|p| !p.won) {
                p.quiet { (prize.title) ": " (prize.why) }
            }
            @if evening.withdrawn {
                p.quiet { (msg::transcript_withdrawn()) }
            }
        }
    }
}
