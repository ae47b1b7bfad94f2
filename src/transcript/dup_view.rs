//! A Duplicate Cinch evening as the screens, the print-outs and the phones see it
//! (R-DUP): its movement, each pair's name, the standings and travellers, worked out once
//! per change of the party; and the guide of every table for a round, in words to read
//! out (R-DUP-10).

use std::collections::BTreeMap;

use crate::rules::duplicate::score::{DupStandings, standings};
use crate::rules::duplicate::{DupMethod, Guide, Movement, tables_for};
use crate::rules::{PairSide, State};
use crate::words;

/// The duplicate evening, derived.
#[derive(Debug, Clone, PartialEq)]
pub struct DupView {
    /// The movement (before play: the one the pairs would make).
    pub movement: Movement,
    /// Whether play has started.
    pub started: bool,
    /// The standings, winners and travellers.
    pub standings: DupStandings,
    /// Plus/minus or matchpoints.
    pub method: DupMethod,
    names: BTreeMap<(PairSide, u32), String>,
}

impl DupView {
    /// The duplicate view of a party, or `None` if it is not a duplicate one.
    pub fn of(state: &State) -> Option<DupView> {
        if !state.is_duplicate() {
            return None;
        }
        let dup = state.duplicate();
        let k = u32::from(state.settings.duplicate.trays_per_table);
        let movement = dup.movement().copied().unwrap_or_else(|| {
            let (tables, phantom) = tables_for(u32::try_from(dup.pairs().len()).unwrap_or(0));
            Movement::new(tables, k, phantom)
        });
        let names = [PairSide::NorthSouth, PairSide::EastWest]
            .into_iter()
            .flat_map(|d| {
                dup.pairs_of(d).map(move |(n, pair)| {
                    let [a, b] = pair.players.map(|g| state.name(g));
                    ((d, n), format!("{a} & {b}"))
                })
            })
            .collect();
        Some(DupView {
            movement,
            started: dup.started(),
            standings: standings(state),
            method: state.settings.duplicate.method,
            names,
        })
    }

    /// "Ann Abbott & Bob Baker".
    pub fn names(&self, direction: PairSide, pair: u32) -> &str {
        self.names
            .get(&(direction, pair))
            .map_or("", String::as_str)
    }

    /// "N–S 3 (Ann Abbott & Bob Baker)".
    pub fn pair_label(&self, direction: PairSide, pair: u32) -> String {
        format!(
            "{} ({})",
            words::pair_tag(direction, pair),
            self.names(direction, pair)
        )
    }

    /// A pair's score as the standings show it: "+3.25" or "48.60 %".
    pub fn score_words(&self, direction: PairSide, pair: u32) -> String {
        match self.standings.of(direction, pair) {
            Some(s) => match s.percent {
                Some(p) => words::percent(p),
                None => words::plus_minus(s.plus_minus),
            },
            None => "–".to_owned(),
        }
    }

    /// R-DUP-10: what happens after `round`, a line each, to read out: where the E–W
    /// pairs go, where the trays go (Foster's carry-under spelt out), who sits out next.
    pub fn moves_after(&self, round: u32) -> Vec<String> {
        let m = &self.movement;
        let guides: Vec<Guide> = (1..=m.tables).map(|t| m.guide(round, t)).collect();
        let mut lines = Vec::new();
        lines.push(words::ew_moves_headline(m.kind, round, m.tables));
        for g in &guides {
            if let (Some(pair), Some(next)) = (g.ew_pair, g.ew_next) {
                lines.push(format!(
                    "  {} goes from table {} to table {next}.",
                    words::pair_tag(PairSide::EastWest, pair),
                    g.table
                ));
            }
        }
        lines.push(words::trays_move_headline(m.kind));
        for g in guides.iter().filter(|g| !g.trays_go.is_empty()) {
            lines.push(format!("  {}", words::trays_move(g)));
        }
        for t in (1..=m.tables).filter(|&t| m.sits_out(round + 1, t)) {
            lines.push(format!(
                "{} sits out round {} (it meets the phantom); its trays still move on.",
                words::pair_tag(PairSide::NorthSouth, t),
                round + 1
            ));
        }
        lines
    }
}
