//! The standings as a phone's web page shows them (issue 36): each prize group's stars,
//! or each ranking's places, pairs and plus/minus or matchpoint percentage, from the
//! same rows the guest display reads; a duplicate evening's only once it is over
//! (R-DUP-13, see `source`).

use serde::Serialize;

use super::source::RoomEvening;
use crate::rules::StarColour;
use crate::rules::duplicate::DupMethod;
use crate::view::stage::rows::{self, Row};
use crate::words::{msg, so_far, star_symbol};

/// The standings page's state.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct StandingsPage {
    /// "star" or "duplicate".
    pub kind: &'static str,
    /// "Standings so far, after round 2", or "Standings".
    pub title: String,
    /// What the page should say under the title, if anything.
    pub note: Option<String>,
    /// Each prize group or ranking.
    pub groups: Vec<StandingsGroup>,
}

/// One prize group or ranking.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct StandingsGroup {
    /// "Ladies", "North–South" …
    pub title: String,
    /// The columns' heads.
    pub head: Vec<String>,
    /// Which column holds the names (the others are numbers).
    pub name: usize,
    /// The rows, best first.
    pub rows: Vec<Vec<Cell>>,
}

/// A cell, in its ink.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Cell {
    /// The words.
    pub text: String,
    /// The ink ("text", "good", "star-gold" …).
    pub ink: &'static str,
}

fn cells(row: &Row) -> Vec<Cell> {
    row.lead
        .iter()
        .chain(std::iter::once(&row.name))
        .chain(&row.trail)
        .map(|(text, ink)| Cell {
            text: text.clone(),
            ink: ink.word(),
        })
        .collect()
}

/// The standings as they stand.
pub fn standings(evening: &RoomEvening<'_>) -> StandingsPage {
    let state = evening.state;
    let title = match so_far(state) {
        Some(far) => msg::display_standings_so_far(far),
        None => msg::display_standings(),
    };
    // A score-card evening (R-ALT) gives no stars: its ranking by points (R-ALT-3).
    if let Some(ranking) = evening.star().and_then(|s| s.ranking.as_ref()) {
        return StandingsPage {
            kind: "star",
            title,
            note: None,
            groups: vec![points_group(ranking)],
        };
    }
    let Some(dup) = &evening.dup() else {
        let head: Vec<String> = [String::new(), msg::view_standings_column("guest")]
            .into_iter()
            .chain(
                StarColour::ALL
                    .iter()
                    .map(|c| format!("{} {}", star_symbol(*c), crate::words::star(*c))),
            )
            .collect();
        let groups = evening
            .star()
            .map(|star| star.standings.as_slice())
            .unwrap_or_default()
            .iter()
            .map(|g| StandingsGroup {
                title: crate::words::group_title(g.side).to_owned(),
                head: head.clone(),
                name: 1,
                rows: rows::star_rows(g).iter().map(cells).collect(),
            })
            .collect();
        return StandingsPage {
            kind: "star",
            title,
            note: None,
            groups,
        };
    };
    if let Some(trays) = dup.withheld {
        // R-DUP-13: while the evening is played, how many trays are in, and no more.
        return StandingsPage {
            kind: "duplicate",
            title: crate::words::standings_after_the_last_round(),
            note: Some(format!(
                "{}. {}",
                crate::words::trays_in(trays),
                crate::words::no_hand_given_away()
            )),
            groups: Vec::new(),
        };
    }
    let head = dup_head(dup.method);
    let groups = rows::dup_ceremony(dup)
        .iter()
        .map(|g| StandingsGroup {
            title: crate::words::group(*g).to_owned(),
            head: head.clone(),
            name: 2,
            rows: rows::dup_board_rows(state, dup, *g)
                .iter()
                .map(cells)
                .collect(),
        })
        .collect();
    StandingsPage {
        kind: "duplicate",
        title,
        note: None,
        groups,
    }
}

/// A duplicate ranking's column heads: place, pair, players, the score by `method`.
fn dup_head(method: DupMethod) -> Vec<String> {
    let score = match method {
        DupMethod::Matchpoints => "matchpoints",
        DupMethod::PlusMinus => "plus-minus",
    };
    vec![
        String::new(),
        msg::view_standings_column("pair"),
        msg::view_standings_column("players"),
        msg::view_standings_column(score),
    ]
}

/// The score cards ranked (R-ALT-3): place, the pair or player, the points (the rows the
/// guest display's board reads).
fn points_group(ranking: &[crate::transcript::Placed]) -> StandingsGroup {
    StandingsGroup {
        title: crate::words::display::points().to_owned(),
        head: vec![
            String::new(),
            String::new(),
            crate::words::display::points().to_owned(),
        ],
        name: 1,
        rows: rows::points_rows(ranking).iter().map(cells).collect(),
    }
}
