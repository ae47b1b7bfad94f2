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

/// A pair's evening, tray by tray (the Ctrl+F panel of a duplicate party).
#[derive(Debug, Clone, PartialEq)]
pub struct PairEvening {
    /// Its direction.
    pub direction: PairSide,
    /// Its number.
    pub pair: u32,
    /// Each round played so far, in order.
    pub rounds: Vec<PairRound>,
}

/// One round of a pair's evening.
#[derive(Debug, Clone, PartialEq)]
pub struct PairRound {
    /// The round.
    pub round: u32,
    /// The table.
    pub table: u32,
    /// "E–W 5 (Ann & Bob)"; `None` when the pair sat out.
    pub against: Option<String>,
    /// The trays played there.
    pub trays: Vec<PairTray>,
}

/// One tray of a pair's evening, and how the same cards went elsewhere.
#[derive(Debug, Clone, PartialEq)]
pub struct PairTray {
    /// The tray.
    pub tray: u32,
    /// What happened, in words ("not reported" before a result).
    pub outcome: String,
    /// The pair's result on it (its side's score minus the other's), if played.
    pub result: Option<i64>,
    /// Its plus/minus or percentage on the tray, in words.
    pub score: Option<String>,
    /// The other tables' results on the same tray, from this pair's side: (table, result).
    pub elsewhere: Vec<(u32, i64)>,
}

impl DupView {
    /// The evening of pair `pair` of `direction`, round by round, tray by tray (R-DUP-8,
    /// R-DUP-9: each result against the same cards at the other tables).
    pub fn pair_evening(&self, state: &State, direction: PairSide, pair: u32) -> PairEvening {
        let sign = match direction {
            PairSide::NorthSouth => 1,
            PairSide::EastWest => -1,
        };
        let ours = |line: &crate::rules::duplicate::score::TravellerLine| match direction {
            PairSide::NorthSouth => line.ns_pair == pair,
            PairSide::EastWest => line.ew_pair == Some(pair),
        };
        let m = &self.movement;
        let rounds = state
            .duplicate()
            .rounds()
            .iter()
            .map(|round| {
                let r = round.number;
                let table = match direction {
                    PairSide::NorthSouth => pair,
                    PairSide::EastWest => m.table_of_ew(r, pair),
                };
                let sat_out = direction == PairSide::NorthSouth && m.sits_out(r, table);
                let against = (!sat_out).then(|| match direction {
                    PairSide::NorthSouth => {
                        self.pair_label(PairSide::EastWest, m.ew_pair_at(r, table))
                    }
                    PairSide::EastWest => self.pair_label(PairSide::NorthSouth, table),
                });
                let trays = if sat_out {
                    Vec::new()
                } else {
                    m.trays_at(r, table)
                        .into_iter()
                        .map(|tray| self.pair_tray(state, tray, r, sign, &ours))
                        .collect()
                };
                PairRound {
                    round: r,
                    table,
                    against,
                    trays,
                }
            })
            .collect();
        PairEvening {
            direction,
            pair,
            rounds,
        }
    }

    fn pair_tray(
        &self,
        state: &State,
        tray: u32,
        round: u32,
        sign: i64,
        ours: &dyn Fn(&crate::rules::duplicate::score::TravellerLine) -> bool,
    ) -> PairTray {
        let lines = self
            .standings
            .travellers
            .iter()
            .find(|t| t.tray == tray)
            .map_or(&[][..], |t| t.lines.as_slice());
        let mine = lines.iter().find(|l| l.round == round && ours(l));
        let outcome = match mine.and_then(|l| l.play) {
            Some(play) => words::tray_outcome(state.settings.deal_scoring, tray, &play),
            None => "not reported".to_owned(),
        };
        let score = mine.and_then(|l| match self.method {
            DupMethod::Matchpoints => l
                .percent
                .map(|(ns, ew)| words::percent(if sign > 0 { ns } else { ew })),
            DupMethod::PlusMinus => l.plus_minus.map(|pm| words::plus_minus(pm * sign as f64)),
        });
        // The same cards elsewhere only once this pair's own result is in: a pair must
        // never see how hands it is about to play went (issue 32).
        let played = mine.is_some_and(|l| l.play.is_some());
        PairTray {
            tray,
            outcome,
            result: mine.and_then(|l| l.result).map(|r| r * sign),
            score,
            elsewhere: lines
                .iter()
                .filter(|_| played)
                .filter(|l| !(l.round == round && ours(l)))
                .filter_map(|l| Some((l.table, l.result? * sign)))
                .collect(),
        }
    }
}

/// A pair typed as the host would: "E–W 3", "ew3", "N-S 12", "ns 4".
pub fn parse_pair_tag(text: &str) -> Option<(PairSide, u32)> {
    let key: String = text
        .chars()
        .filter(|c| !c.is_whitespace() && !matches!(c, '-' | '–' | '—' | '/'))
        .collect::<String>()
        .to_lowercase();
    let (direction, number) = if let Some(n) = key.strip_prefix("ns") {
        (PairSide::NorthSouth, n)
    } else if let Some(n) = key.strip_prefix("ew") {
        (PairSide::EastWest, n)
    } else {
        return None;
    };
    Some((direction, number.parse().ok()?))
}
