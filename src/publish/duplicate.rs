//! Duplicate Cinch's part of the published page: the winners of each direction and how
//! a tie was settled (R-DUP-8), the standings (R-DUP-8, R-DUP-9; one ranking in the
//! two-table Howell, R-DUP-12), every tray's traveller, and each pair's evening tray by
//! tray, where each of its two guests has an anchor. All read from the duplicate view
//! the screens and the PDF results sheet read.

use maud::{Markup, html};

use super::star::guest_link;
use super::{Anchors, so_far, titled, to_top};
use crate::rules::duplicate::{PairGroup, dealer_of_tray};
use crate::rules::duplicate_score::{PairStanding, TraysIn};
use crate::rules::{PairSide, State};
use crate::transcript::dup_view::{DupView, PairEvening};
use crate::transcript::sheet::{
    dup_winners, score_heading, traveller_cells, traveller_score_heading,
};
use crate::words::{self, msg};

/// "Duplicate Cinch · 8 pairs at 4 tables · 12 trays, 2 a table · … · scored by …".
pub(super) fn summary(state: &State, view: &DupView) -> String {
    crate::transcript::sheet::dup_summary(state, view, view.pairs().count())
}

/// The duplicate evening's sections.
pub(super) fn body(state: &State, view: &DupView, anchors: &Anchors) -> Markup {
    if let Some(trays) = view.withheld {
        return withheld(view, trays, anchors);
    }
    let far = so_far(state);
    html! {
        section id="winners" {
            h2 { (words::leaders_heading(state)) }
            @for winner in dup_winners(state, view) {
                div.prize {
                    h3 { (winner.text) }
                    @if let Some(cut) = &winner.cut { p.cut { (cut) } }
                }
            }
        }
        section id="standings" {
            h2 { (titled(&msg::results_standings(), far.as_deref())) }
            @for &group in view.movement.groups() { (standings(view, group, anchors)) }
        }
        (travellers(state, view))
        section id="pairs" {
            h2 { (msg::web_pair_evenings()) }
            @for standing in &view.standings.pairs { (pair_evening(view, standing, anchors)) }
            (unpaired(view, anchors))
            (to_top())
        }
    }
}

/// R-DUP-13: while the evening is played, the page gives no result away: how many trays
/// are in, and each pair's evening as where it sat, against whom, which trays.
fn withheld(view: &DupView, trays: TraysIn, anchors: &Anchors) -> Markup {
    html! {
        section id="standings" {
            h2 { (words::standings_after_the_last_round()) }
            p { b { (words::trays_in(trays)) } ". " (words::no_hand_given_away()) }
        }
        section id="pairs" {
            h2 { (msg::web_pair_evenings()) }
            @for standing in &view.standings.pairs { (pair_rounds(view, standing, anchors)) }
            (unpaired(view, anchors))
            (to_top())
        }
    }
}

/// A pair's rounds without a result: table, opponents, trays (R-DUP-13).
fn pair_rounds(view: &DupView, s: &PairStanding, anchors: &Anchors) -> Markup {
    let evening: PairEvening = view.pair_evening(s.id());
    let [a, b] = view.each_name(s.id());
    html! {
        section.evening {
            h3 {
                (words::pair_tag(s.id())) ": "
                span id=[anchors.get(s.players[0])] { (a) } " " (words::PAIR_JOIN) " "
                span id=[anchors.get(s.players[1])] { (b) }
            }
            ol {
                @for round in &evening.rounds {
                    li value=(round.round) {
                        @match &round.against {
                            Some(against) => {
                                (msg::WebRoundAgainstTrays {
                                    table: round.table,
                                    against: against.as_str(),
                                    trays: words::trays_list(&round.trays.iter().map(|t| t.tray).collect::<Vec<_>>()),
                                }.say())
                            },
                            None => (msg::web_round_sat_out(round.table)),
                        }
                    }
                }
            }
        }
    }
}

/// One group's standings: place, pair, its two guests (links to their evening), score.
fn standings(view: &DupView, group: PairGroup, anchors: &Anchors) -> Markup {
    html! {
        @if group != PairGroup::All { h3 { (words::group(group)) } }
        div.wide { table.pairs {
            tr {
                th.n { "" } th { (msg::sheet_column("pair")) } th.players { (msg::sheet_column("players")) }
                th.n { (score_heading(view.method)) } th.n { (msg::sheet_column("trays")) }
            }
            @for s in view.standings.group(group) {
                tr.won[s.place == Some(1)] {
                    // A pair that has played no tray has no place (R-DUP-8).
                    td.n { @match s.place { Some(p) => { (p) "." }, None => "–" } }
                    td.tag { (words::pair_tag(s.id())) }
                    td.players { (players(view, s, anchors)) }
                    td.n { (view.score_words(s.id())) }
                    td.n { (s.trays) }
                }
            }
        } }
    }
}

/// "Ann Abbott & Bob Baker", each a link to their pair's evening.
fn players(view: &DupView, s: &PairStanding, anchors: &Anchors) -> Markup {
    let [a, b] = view.each_name(s.id());
    html! {
        (guest_link(anchors, s.players[0], a)) " " (words::PAIR_JOIN) " "
        (guest_link(anchors, s.players[1], b))
    }
}

/// Every tray's traveller: each table's result on it and what it scored (R-DUP-7 to 9).
fn travellers(state: &State, view: &DupView) -> Markup {
    html! {
        section id="travellers" {
            h2 { (msg::sheet_travellers()) }
            @for traveller in &view.standings.travellers {
                // A traveller kept on one printed page.
                div.keep {
                    h3 {
                        (msg::SheetTrayDealer {
                            tray: traveller.tray,
                            seat: words::seat(dealer_of_tray(traveller.tray)),
                        }.say())
                    }
                    div.wide { table.traveller {
                        tr {
                            th.n { (msg::sheet_column("round")) } th.n { (msg::sheet_column("table")) }
                            th.n { (words::side_short(PairSide::NorthSouth)) }
                            th.n { (words::side_short(PairSide::EastWest)) }
                            th.what { (msg::sheet_column("what")) } th.n { (msg::sheet_column("result")) }
                            th.n { (traveller_score_heading(view.method)) }
                        }
                        @for line in &traveller.lines {
                            @let cells = traveller_cells(state, view, traveller.tray, line);
                            tr {
                                td.n { (line.round) } td.n { (line.table) }
                                td.n { (line.ns_pair.number) } td.n { (cells.ew) }
                                td.what { (what_happened(&cells.what_pieces)) }
                                td.n { (cells.result) } td.n { (cells.against) }
                            }
                        }
                    } }
                }
            }
            (to_top())
        }
    }
}

/// What happened on a tray: the contract, which may wrap, then each side's points, each
/// kept whole ("E–W 19" never left with its number alone on the next line).
fn what_happened(pieces: &[String]) -> Markup {
    html! {
        @for (i, piece) in pieces.iter().enumerate() {
            @if i == 0 { (piece) } @else { " " span.nowrap { (piece) } }
        }
    }
}

/// A pair's evening, round by round and tray by tray, with the same cards elsewhere;
/// each of its guests' anchors is on its heading.
pub(super) fn pair_evening(view: &DupView, s: &PairStanding, anchors: &Anchors) -> Markup {
    let evening: PairEvening = view.pair_evening(s.id());
    let [a, b] = view.each_name(s.id());
    html! {
        section.evening {
            h3 {
                (words::pair_tag(s.id())) ": "
                span id=[anchors.get(s.players[0])] { (a) } " " (words::PAIR_JOIN) " "
                span id=[anchors.get(s.players[1])] { (b) } " "
                span.quiet { (view.score_words(s.id())) }
            }
            ol {
                @for round in &evening.rounds {
                    li value=(round.round) {
                        @match &round.against {
                            Some(against) => {
                                (msg::WebRoundAgainst { table: round.table, against: against.as_str() }.say())
                            },
                            None => (msg::web_round_sat_out(round.table)),
                        }
                        @for tray in &round.trays {
                            div {
                                (msg::sheet_tray(tray.tray)) ": " (what_happened(&tray.outcome_pieces))
                                @if let Some(score) = &tray.score { " · " b { (score) } }
                                @if !tray.elsewhere.is_empty() {
                                    span.quiet {
                                        " · " (msg::web_elsewhere()) " "
                                        @for (i, (t, r)) in tray.elsewhere.iter().enumerate() {
                                            @if i > 0 { ", " }
                                            span.nowrap {
                                                (msg::WebTableResult { table: *t, result: words::signed(*r) }.say())
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}

/// The guests in no pair (their anchor still leads somewhere).
fn unpaired(view: &DupView, anchors: &Anchors) -> Markup {
    let paired: Vec<_> = view
        .standings
        .pairs
        .iter()
        .flat_map(|s| s.players)
        .collect();
    html! {
        @for (guest, name, anchor) in anchors.all() {
            @if !paired.contains(&guest) {
                section.evening id=(anchor) { h3 { (name) } p.quiet { (msg::web_no_pair()) } }
            }
        }
    }
}
