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
            Some(
                super::msg::TellPairGoes {
                    pair: pair_tag(pair),
                    from: g.table,
                    to: next.table,
                }
                .say(),
            )
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
            super::msg::TellSitsOutNext {
                pair: pair_tag(pair),
                round: list.after + 1,
            }
            .say()
        })
        .collect();
    if !sit_outs.is_empty() {
        sections.push(MoveSection {
            part: MovePart::Note,
            headline: super::msg::tell_sitting_out_next(),
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
            headline: super::msg::tell_howell_last(),
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
                Some(super::msg::tell_pair_move(pair_move(
                    pair?,
                    (guide.table, side),
                    next?,
                )))
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
        .map(|(t, first)| {
            super::msg::TellTableStarts {
                table: *t,
                trays: trays_list(first),
            }
            .say()
        })
        .collect();
    vec![
        MoveSection {
            part: MovePart::Pairs,
            headline: super::msg::tell_howell_pairs(),
            lines: pairs,
        },
        MoveSection {
            part: MovePart::Trays,
            headline: super::msg::tell_howell_trays(),
            lines: vec![
                super::msg::TellHowellRound {
                    round: list.after + 1,
                    trays: trays_list(&all),
                    starts: and_list(&starts),
                }
                .say(),
            ],
        },
    ]
}
