//! A Duplicate Cinch evening as the screens see it (R-DUP): its movement, each pair's
//! name, the standings and travellers, worked out once per change of the party; and the
//! guide of every table for a round, in words to read out (R-DUP-10).

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

/// What a pasted list of pairs makes: the guests to add, and the pairs (old and new)
/// with their directions; the lines refused, with why.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct PairsPlan {
    /// New guests, in order (their numbers follow the guests already listed).
    pub add: Vec<String>,
    /// Every pair after the paste: the pairs already made, then the new ones, each new
    /// pair sitting on the side with fewer pairs so the two stay balanced (R-DUP-1).
    pub pairs: Vec<crate::rules::duplicate::DupPair>,
    /// Lines that are not two names: the line and why.
    pub refused: Vec<(String, String)>,
}

/// The two names of a line: "Ann Abbott & Bob Baker", "Ann and Bob", "Ann + Bob",
/// "Ann / Bob", or two cells of a spreadsheet row.
pub fn split_pair_line(line: &str) -> Option<(String, String)> {
    for separator in ["\t", " & ", "&", " and ", " + ", "+", " / ", "/"] {
        if let Some((a, b)) = line.split_once(separator) {
            let (a, b) = (a.trim(), b.trim());
            if !a.is_empty() && !b.is_empty() && !b.contains(separator.trim()) {
                return Some((a.to_owned(), b.to_owned()));
            }
        }
    }
    None
}

/// Plans a pasted list of pairs against the party as it stands: names already on the
/// list are those guests (a guest in a pair already is refused), others are added.
pub fn plan_pairs(state: &State, text: &str) -> PairsPlan {
    use crate::rules::duplicate::DupPair;
    use crate::rules::guests::name_key;
    let mut plan = PairsPlan {
        pairs: state.duplicate().pairs().to_vec(),
        ..PairsPlan::default()
    };
    let paired: std::collections::BTreeSet<_> = plan.pairs.iter().flat_map(|p| p.players).collect();
    let mut next = u32::try_from(state.guests().len()).unwrap_or(u32::MAX);
    let mut seen: BTreeMap<String, crate::rules::GuestId> = BTreeMap::new();
    for line in text.lines().map(str::trim).filter(|l| !l.is_empty()) {
        let Some((a, b)) = split_pair_line(line) else {
            plan.refused.push((
                line.to_owned(),
                "not two names: write them like Ann & Bob".into(),
            ));
            continue;
        };
        let mut ids = Vec::new();
        let mut why = None;
        for name in [&a, &b] {
            let key = name_key(name);
            let listed = state
                .guests()
                .iter()
                .find(|g| !g.removed && name_key(&g.name) == key)
                .map(|g| g.id);
            let id = match listed.or_else(|| seen.get(&key).copied()) {
                Some(id) if paired.contains(&id) || ids.contains(&id) => {
                    why = Some(format!("{name} is in a pair already"));
                    break;
                }
                Some(id) if plan.pairs.iter().any(|p| p.players.contains(&id)) => {
                    why = Some(format!("{name} is in two lines"));
                    break;
                }
                Some(id) => id,
                None => {
                    let id = crate::rules::GuestId(next);
                    next = next.saturating_add(1);
                    seen.insert(key, id);
                    plan.add.push(name.clone());
                    id
                }
            };
            ids.push(id);
        }
        if let (None, [x, y]) = (&why, ids.as_slice()) {
            let ns = plan
                .pairs
                .iter()
                .filter(|p| p.direction == PairSide::NorthSouth)
                .count();
            let ew = plan.pairs.len() - ns;
            plan.pairs.push(DupPair {
                players: [*x, *y],
                direction: if ns <= ew {
                    PairSide::NorthSouth
                } else {
                    PairSide::EastWest
                },
            });
        } else if let Some(why) = why {
            plan.refused.push((line.to_owned(), why));
        }
    }
    plan
}

/// The pairs with `index` moved to the other direction, and the last pair of that
/// direction moved over in its place, so the two stay balanced.
pub fn swap_direction(
    pairs: &[crate::rules::duplicate::DupPair],
    index: usize,
) -> Vec<crate::rules::duplicate::DupPair> {
    let mut pairs = pairs.to_vec();
    let Some(from) = pairs.get(index).map(|p| p.direction) else {
        return pairs;
    };
    let other = from.other();
    if let Some(partner) = pairs.iter().rposition(|p| p.direction == other)
        && let Some(p) = pairs.get_mut(partner)
    {
        p.direction = from;
    }
    if let Some(p) = pairs.get_mut(index) {
        p.direction = other;
    }
    pairs
}
