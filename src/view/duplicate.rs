//! A Duplicate Cinch evening as the screens see it (R-DUP): the evening derived
//! (`DupView`, from the transcript layer, shared with the print-outs and the phones), and
//! the Pairs screen's planning: a pasted list of pairs, a pair's direction swapped.

use std::collections::BTreeMap;

use crate::rules::{PairSide, State};
pub use crate::transcript::dup_view::DupView;

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
pub fn plan_pairs(state: &State, dup: &DupView, text: &str) -> PairsPlan {
    use crate::rules::duplicate::DupPair;
    use crate::rules::guests::name_key;
    let mut plan = PairsPlan {
        pairs: dup.listed.clone(),
        ..PairsPlan::default()
    };
    let paired: std::collections::BTreeSet<_> = plan.pairs.iter().flat_map(|p| p.players).collect();
    let mut next = u32::try_from(state.guests().len()).unwrap_or(u32::MAX);
    let mut seen: BTreeMap<String, crate::rules::GuestId> = BTreeMap::new();
    for line in text.lines().map(str::trim).filter(|l| !l.is_empty()) {
        let Some((a, b)) = split_pair_line(line) else {
            plan.refused
                .push((line.to_owned(), crate::words::msg::view_pairs_not_two()));
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
                    why = Some(crate::words::msg::view_pairs_paired_already(name.as_str()));
                    break;
                }
                Some(id) if plan.pairs.iter().any(|p| p.players.contains(&id)) => {
                    why = Some(crate::words::msg::view_pairs_two_lines(name.as_str()));
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
