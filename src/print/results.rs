//! The results sheet, to pin up or send round: the prizes and how each was decided (ties,
//! guests passed over because they already hold a prize, cuts with their cards), the
//! standings, every round's tables with their results (and deals, where the pad was
//! kept), and each guest's evening round by round. All of it worked out by the
//! transcript, so paper and screen can never disagree.

use super::PrintError;
use super::flow::Flow;
use super::page::{Ink, MM, Page, Paper, Style};
use super::table::Table;
use crate::rules::{Party, Star, StarColour, State};
use crate::transcript::evening::{Evening, StarEvening};
use crate::transcript::export::deal_words;
use crate::transcript::guest::GuestEvening;
use crate::transcript::{RoundLine, Transcript};
use crate::words::msg;

/// The long documents' styles: the title, a section, a heading within one, text, notes.
pub(super) const H1: Style = Style::bold(20.0);
pub(super) const H2: Style = Style::bold(14.0);
pub(super) const H3: Style = Style::bold(10.5);
pub(super) const BODY: Style = Style::plain(9.5);
pub(super) const SMALL: Style = Style::plain(8.5);

/// The sheet.
pub fn pages(
    party: &Party,
    evening: &Evening,
    title: &str,
    paper: Paper,
) -> Result<Vec<Page>, PrintError> {
    let state = party.state();
    let (Some(star), Some(derived)) = (state.star(), evening.star()) else {
        return Err(PrintError::NotForThisParty(msg::results_not_star()));
    };
    if state.guests().iter().all(|g| g.removed) {
        return Err(PrintError::NoGuests);
    }
    let transcript = Transcript::of_evening(party, evening);
    let mut flow = Flow::new(paper.size(), 16.0 * MM);
    flow.line(0.0, H1, 26.0, title);
    let tables = star
        .rounds()
        .iter()
        .map(|r| r.tables.len())
        .max()
        .unwrap_or(0);
    let summary = msg::ResultsSummary {
        guests: msg::count_guests(transcript.guests.len()),
        tables: msg::count_tables(tables),
        played: crate::words::rounds_played(state),
        game: transcript.game,
        method: state.settings.deal_scoring.code(),
    }
    .say();
    flow.paragraph(0.0, BODY.ink(Ink::Grey), 13.0, &summary);
    flow.gap(8.0);

    let so_far = crate::words::so_far(state);
    prizes_section(&mut flow, &transcript, so_far.as_deref());
    // The stars' standings at an evening that gives stars; a score-card evening is
    // ranked by its points alone (R-ALT-1, R-ALT-3).
    if !derived.standings.is_empty() {
        standings_section(&mut flow, state, derived);
    }
    if !transcript.ranking.is_empty() {
        points_section(&mut flow, &transcript.ranking);
    }
    rounds_section(&mut flow, &transcript);
    evenings_section(&mut flow, star, derived);
    Ok(flow.finish())
}

/// A section's heading, repeated (continued) at the top of each page it runs onto.
pub(super) fn section(flow: &mut Flow, name: &str) {
    flow.set_heading(None);
    flow.need(60.0);
    flow.gap(6.0);
    flow.line(0.0, H2, 20.0, name);
    flow.set_heading(Some(msg::section_continued(name)));
}

/// A section's name, with "so far, after round 2" while the evening goes on.
fn titled(name: &str, so_far: Option<&str>) -> String {
    so_far.map_or_else(
        || name.to_owned(),
        |far| msg::SectionSoFar { name, far }.say(),
    )
}

fn prizes_section(flow: &mut Flow, transcript: &Transcript, so_far: Option<&str>) {
    section(flow, &titled(&msg::results_prizes(), so_far));
    if so_far.is_some() {
        flow.paragraph(0.0, BODY.ink(Ink::Grey), 13.0, &msg::results_not_over());
    }
    if transcript.prizes.is_empty() {
        flow.paragraph(0.0, BODY, 13.0, &msg::results_no_prizes());
    }
    for prize in &transcript.prizes {
        flow.need(40.0);
        let title = prize.title.as_str();
        let winner = match &prize.winner {
            Some(name) => msg::ResultsWinner { title, name }.say(),
            None => msg::PrizeStatus {
                title,
                status: crate::transcript::status_code(prize.status),
            }
            .say(),
        };
        flow.paragraph(0.0, H3, 14.0, &winner);
        flow.paragraph(10.0, BODY, 12.5, &prize.explanation);
        for (n, cards) in prize.cut_cards.iter().enumerate() {
            let cards = cards.as_str();
            let text = if prize.cut_cards.len() > 1 {
                msg::ResultsCutN { n: n + 1, cards }.say()
            } else {
                msg::results_cut(cards)
            };
            flow.paragraph(10.0, SMALL.ink(Ink::Grey), 11.5, &text);
        }
        flow.gap(4.0);
    }
}

/// A row of columns: (text, left offset, width, style).
fn standings_section(flow: &mut Flow, state: &State, derived: &StarEvening) {
    section(
        flow,
        &titled(
            &msg::results_standings(),
            crate::words::so_far(state).as_deref(),
        ),
    );
    let room = flow.room();
    // Place, guest, the three stars, the prizes (a title on two lines before any cut).
    let mut table = Table::at(
        flow.margin,
        &[
            (0.0, 30.0),
            (30.0, room * 0.36 - 6.0),
            (room * 0.40, 50.0),
            (room * 0.40 + 50.0, 50.0),
            (room * 0.40 + 100.0, 50.0),
            (room * 0.40 + 150.0, room * 0.60 - 150.0),
        ],
    );
    let names = derived
        .standings
        .iter()
        .flat_map(|g| g.rows.iter().map(|r| r.name.as_str()));
    table.fit(1, BODY, names);
    let places: Vec<String> = derived
        .standings
        .iter()
        .flat_map(|g| g.rows.iter().map(|r| format!("{}.", r.place)))
        .collect();
    table.fit(0, BODY, places.iter().map(String::as_str));
    for group in &derived.standings {
        if let Some(side) = group.side {
            flow.need(40.0);
            let heading = crate::words::group_title(Some(side));
            flow.line(0.0, H3, 15.0, &heading);
        }
        let grey = SMALL.ink(Ink::Grey);
        let heads = [
            String::new(),
            msg::results_guest(),
            star_head(StarColour::Gold),
            star_head(StarColour::Red),
            star_head(StarColour::Green),
            msg::results_prize(),
        ];
        let inks = [
            grey,
            grey,
            SMALL.ink(Ink::Gold),
            SMALL.ink(Ink::Red),
            SMALL.ink(Ink::Green),
            grey,
        ];
        let header: Vec<(&str, Style)> = heads.iter().map(String::as_str).zip(inks).collect();
        table.row(flow, 13.0, &header);
        for line in &group.rows {
            let s = line.stars;
            let cells = [
                format!("{}.", line.place),
                line.name.clone(),
                s.gold.to_string(),
                s.red.to_string(),
                s.green.to_string(),
                line.prize_titles(state.settings.open_seating()).join("; "),
            ];
            let styles = [BODY.ink(Ink::Grey), BODY, BODY, BODY, BODY, BODY];
            let row: Vec<(&str, Style)> = cells.iter().map(String::as_str).zip(styles).collect();
            table.row(flow, 12.5, &row);
        }
        flow.gap(6.0);
    }
}

fn star_head(colour: StarColour) -> String {
    format!(
        "{} {}",
        crate::words::star_symbol(colour),
        crate::words::star(colour)
    )
}

/// The score cards as ranked once (R-ALT-3): equal totals share a place.
fn points_section(flow: &mut Flow, ranking: &[crate::transcript::Placed]) {
    section(flow, &msg::results_points());
    let room = flow.room();
    let mut table = Table::at(
        flow.margin,
        &[
            (0.0, room * 0.08),
            (room * 0.1, room * 0.62),
            (room * 0.74, room * 0.2),
        ],
    );
    table.fit(1, BODY, ranking.iter().map(|r| r.name.as_str()));
    for row in ranking {
        let place = format!("{}.", row.place);
        let points = row.points.to_string();
        table.row(
            flow,
            12.5,
            &[(&place, BODY), (&row.name, BODY), (&points, BODY)],
        );
    }
}

fn rounds_section(flow: &mut Flow, transcript: &Transcript) {
    section(flow, &msg::results_rounds());
    let room = flow.room();
    // The table, its two pairs (each name whole: the pair on two lines before any cut),
    // the score and its notes; one type size a column for the whole evening.
    let mut table = Table::at(
        flow.margin,
        &[
            (0.0, room * 0.15),
            (room * 0.15, room * 0.32),
            (room * 0.47, room * 0.32),
            (room * 0.79, room * 0.08),
            (room * 0.87, room * 0.13),
        ],
    );
    let tables = || transcript.rounds.iter().flat_map(|r| &r.tables);
    table.fit(
        1,
        BODY,
        tables().flat_map(|t| [t.north.as_str(), t.south.as_str()]),
    );
    table.fit(
        2,
        BODY,
        tables().flat_map(|t| [t.east.as_str(), t.west.as_str()]),
    );
    for round in &transcript.rounds {
        round_block(flow, round, &table, room);
    }
}

fn round_block(flow: &mut Flow, round: &RoundLine, table: &Table, room: f32) {
    flow.need(50.0);
    flow.line(0.0, H3, 15.0, &msg::report_round(round.number));
    for change in &round.changes {
        let words = crate::transcript::change_words(change);
        flow.paragraph(10.0, SMALL.ink(Ink::Grey), 11.0, &words);
    }
    for t in &round.tables {
        let cells = [
            crate::words::table_title(t.table, t.role),
            crate::words::pair_names(&t.north, &t.south),
            crate::words::pair_names(&t.east, &t.west),
            crate::transcript::sheet::table_score(t),
            crate::transcript::sheet::table_notes(t).join("; "),
        ];
        let styles = [BODY, BODY, BODY, Style::bold(9.5), SMALL.ink(Ink::Grey)];
        let row: Vec<(&str, Style)> = cells.iter().map(String::as_str).zip(styles).collect();
        table.row(flow, 12.5, &row);
        for cards in &t.cut_cards {
            flow.paragraph(
                room * 0.20,
                SMALL.ink(Ink::Grey),
                11.0,
                &msg::results_cut(cards.as_str()),
            );
        }
        if !t.deals.is_empty() {
            let deals: Vec<String> = t.deals.iter().map(deal_words).collect();
            let text = msg::results_deals(deals.join("; "));
            flow.paragraph(room * 0.20, SMALL.ink(Ink::Grey), 11.0, &text);
        }
    }
    flow.gap(6.0);
}

fn evenings_section(flow: &mut Flow, star: Star<'_>, derived: &StarEvening) {
    let state = star.state;
    section(flow, &msg::results_evenings());
    let mut guests: Vec<_> = state.guests().iter().filter(|g| !g.removed).collect();
    guests.sort_by_cached_key(|g| crate::words::name_sort_key(&g.name));
    for guest in guests {
        let evening = GuestEvening::from_parts(star, &derived.stars, &derived.prizes, guest.id);
        flow.need(40.0);
        let side = crate::words::side_of(guest.side, state.settings.open_seating());
        let name = evening.name.as_str();
        // A score-card evening gives no stars (R-ALT-1): the name and side alone.
        let heading = match evening.stars {
            Some(stars) => msg::ResultsGuestStars {
                name,
                side,
                stars: format!(
                    "{} {}, {} {}, {} {}",
                    crate::words::star_symbol(StarColour::Gold),
                    stars.gold,
                    crate::words::star_symbol(StarColour::Red),
                    stars.red,
                    crate::words::star_symbol(StarColour::Green),
                    stars.green,
                ),
            }
            .say(),
            None => msg::ResultsGuestSide { name, side }.say(),
        };
        flow.paragraph(0.0, H3, 14.0, &heading);
        for round in &evening.rounds {
            let text = msg::ResultsRoundLine {
                round: round.round,
                words: round.words(),
            }
            .say();
            flow.paragraph(10.0, SMALL, 11.0, &text);
        }
        if let Some(prize) = &evening.prize {
            flow.paragraph(
                10.0,
                SMALL.ink(Ink::Gold),
                11.0,
                &msg::results_won(prize.title.as_str()),
            );
        }
        flow.gap(5.0);
    }
}
