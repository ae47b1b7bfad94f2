//! The move list after a duplicate bell in words (R-DUP-10, R-DUP-12): the evening's
//! `MoveList` (data: each table's guide) said as sections to read out — the pairs' moves,
//! the trays' moves, and a note on who sits out next — each a headline and its lines.
//! A screen lays the sections out by their part; it never reads the words back.

use crate::rules::PairSide;
use crate::rules::duplicate::MoveList;
use crate::rules::duplicate::MovementKind;

use super::{
    and_list, ew_moves_headline, pair_move, pair_tag, trays_list, trays_move, trays_move_headline,
};

/// Which part of the move list a section is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MovePart {
    /// Where the pairs go.
    Pairs,
    /// Where the trays go.
    Trays,
    /// Who sits out next, or that the evening is over.
    Note,
}

/// One section of the move list: a headline and its lines.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoveSection {
    /// Which part.
    pub part: MovePart,
    /// Its headline (bold on the screen).
    pub headline: String,
    /// Its lines, one move each.
    pub lines: Vec<String>,
}

/// The move list in words.
pub fn move_list(list: &MoveList) -> Vec<MoveSection> {
    if list.kind == MovementKind::Howell {
        return howell(list);
    }
    let pairs = list
        .guides
        .iter()
        .filter_map(|g| {
            let (pair, next) = (g.ew_pair?, g.ew_next?);
            Some(format!(
                "{} goes from table {} to table {}.",
                pair_tag(pair),
                g.table,
                next.table
            ))
        })
        .collect();
    let trays = list
        .guides
        .iter()
        .filter(|g| !g.trays_go.is_empty())
        .map(trays_move)
        .collect();
    let mut sections = vec![
        MoveSection {
            part: MovePart::Pairs,
            headline: ew_moves_headline(list.kind, list.after, list.tables),
            lines: pairs,
        },
        MoveSection {
            part: MovePart::Trays,
            headline: trays_move_headline(list.kind),
            lines: trays,
        },
    ];
    let sit_outs: Vec<String> = list
        .sit_outs_next
        .iter()
        .map(|&pair| {
            format!(
                "{} sits out round {} (it meets the phantom); its trays still move on.",
                pair_tag(pair),
                list.after + 1
            )
        })
        .collect();
    if !sit_outs.is_empty() {
        sections.push(MoveSection {
            part: MovePart::Note,
            headline: "Sitting out next:".to_owned(),
            lines: sit_outs,
        });
    }
    sections
}

/// R-DUP-12: every pair's next table and direction, and the next round's trays.
fn howell(list: &MoveList) -> Vec<MoveSection> {
    if list.last {
        return vec![MoveSection {
            part: MovePart::Note,
            headline: "That was the last round: every pair has met every other pair.".to_owned(),
            lines: Vec::new(),
        }];
    }
    let pairs = list
        .guides
        .iter()
        .flat_map(|guide| {
            [
                (Some(guide.ns_pair), guide.ns_next, PairSide::NorthSouth),
                (guide.ew_pair, guide.ew_next, PairSide::EastWest),
            ]
            .into_iter()
            .filter_map(move |(pair, next, side)| {
                Some(format!("{}.", pair_move(pair?, (guide.table, side), next?)))
            })
        })
        .collect();
    let mut all: Vec<u32> = list
        .next_trays
        .iter()
        .flat_map(|(_, t)| t.clone())
        .collect();
    all.sort_unstable();
    let starts: Vec<String> = list
        .next_trays
        .iter()
        .map(|(t, first)| format!("table {t} starts with {}", trays_list(first)))
        .collect();
    vec![
        MoveSection {
            part: MovePart::Pairs,
            headline: "The pairs change places (the two-table Howell):".to_owned(),
            lines: pairs,
        },
        MoveSection {
            part: MovePart::Trays,
            headline: "Trays: this round's trays are done (played at both tables).".to_owned(),
            lines: vec![format!(
                "Round {} plays {}: {}, and the tables exchange them half-way.",
                list.after + 1,
                trays_list(&all),
                and_list(&starts)
            )],
        },
    ]
}
