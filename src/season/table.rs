//! R-SEASON-2..7: the season table, derived from the evenings' facts and the member list.
//! Pure: the evenings come in already read (`evening::facts_of`), so this module is the
//! rules of the season and nothing else — no files, no window, no clock. The ladders are
//! worked out by member: the names of every evening are matched to the member list
//! (R-SEASON-1), the best N evenings chosen, summed, ranked and placed; and every figure
//! keeps the evenings it came from (R-SEASON-7).
//!
//! **Interpretation.** A ladder lists the members who played at least one finished
//! evening of its kind; with fewer than M they are listed without a place (R-SEASON-5).
//! A member's side, for the two star ladders, is the member list's, else their side in
//! the latest evening of the season (in the season's order) played with ladies and
//! gentlemen.

use std::cmp::Ordering;
use std::collections::BTreeMap;
use std::sync::Arc;

use super::evening::{EveningFacts, Gave, Kind};
use super::members::{MemberList, member_key};
use crate::rules::{Side, Stars};

/// Two percentages closer than this are equal.
const EPSILON: f64 = 1e-9;

/// What the host set for the season (R-SEASON-2).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Counting {
    /// N: a member's best evenings that count (`None`: all).
    pub best: Option<u32>,
    /// M: the evenings a member must have played to be placed.
    pub min_evenings: u32,
}

impl Default for Counting {
    fn default() -> Self {
        Counting {
            best: None,
            min_evenings: 1,
        }
    }
}

/// One evening of the season as read now.
#[derive(Debug, Clone, PartialEq)]
pub enum EveningRead {
    /// Read: its facts.
    Read(Arc<EveningFacts>),
    /// Missing or damaged: why, in words (named, never fatal).
    Unreadable(String),
}

/// Someone in the season: a member of the list, or a name that matches none.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Who {
    /// The member at this place in the list.
    Member(usize),
    /// A name matching no member, by its key.
    Guest(String),
}

/// One evening in someone's trace: what it gave, and whether it counted.
#[derive(Debug, Clone, PartialEq)]
pub struct TraceLine {
    /// The evening's index in the season.
    pub evening: usize,
    /// What it gave.
    pub gave: Gave,
    /// Their side that evening.
    pub side: Side,
    /// Among the best N counted in a ladder.
    pub counted: bool,
}

/// Someone's season: their name and every evening they played (R-SEASON-7).
#[derive(Debug, Clone, PartialEq)]
pub struct Trace {
    /// Who.
    pub who: Who,
    /// The name shown: the member list's, else as first written in the season.
    pub name: String,
    /// Every evening they played, in the season's order.
    pub lines: Vec<TraceLine>,
}

/// Two names of one evening joined to the same member: the one that is not the member's
/// is counted apart.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Clash {
    /// The spelling counted apart, as the evening writes it.
    pub spelling: String,
    /// The member it is joined to.
    pub member: usize,
    /// The evening (its index in the season).
    pub evening: usize,
}

/// The group a star ladder is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Group {
    /// The ladies.
    Ladies,
    /// The gentlemen.
    Gentlemen,
    /// Everyone (some star evening had open seating).
    Everyone,
}

impl Group {
    /// "ladies", "gentlemen", "everyone".
    pub fn code(self) -> &'static str {
        match self {
            Group::Ladies => "ladies",
            Group::Gentlemen => "gentlemen",
            Group::Everyone => "everyone",
        }
    }
}

/// A row of a star ladder (R-SEASON-3).
#[derive(Debug, Clone, PartialEq)]
pub struct StarRow {
    /// Whose.
    pub who: Who,
    /// Their name.
    pub name: String,
    /// Their place (`None`: fewer than M evenings).
    pub place: Option<u32>,
    /// The stars of their counted evenings.
    pub stars: Stars,
    /// Their finished star evenings.
    pub evenings: u32,
    /// The counted evenings (indices in the season), in the season's order.
    pub counted: Vec<usize>,
    /// Prizes won in all the season's finished star evenings.
    pub prizes: u32,
}

/// A star ladder.
#[derive(Debug, Clone, PartialEq)]
pub struct StarLadder {
    /// For whom.
    pub group: Group,
    /// Placed rows first, in place order; then the unplaced, by name.
    pub rows: Vec<StarRow>,
}

/// A row of the duplicate ladder (R-SEASON-4).
#[derive(Debug, Clone, PartialEq)]
pub struct DupRow {
    /// Whose.
    pub who: Who,
    /// Their name.
    pub name: String,
    /// Their place (`None`: fewer than M evenings).
    pub place: Option<u32>,
    /// The mean of their best N percentages.
    pub percent: Option<f64>,
    /// Their finished duplicate evenings where their pair played a tray.
    pub evenings: u32,
    /// The counted evenings, in the season's order.
    pub counted: Vec<usize>,
}

/// The season table.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct SeasonTable {
    /// The star ladders: ladies and gentlemen, or everyone; none without star evenings.
    pub star_ladders: Vec<StarLadder>,
    /// The duplicate ladder.
    pub duplicate_ladder: Vec<DupRow>,
    /// Names in the evenings that match no member, as first written.
    pub unmatched: Vec<String>,
    /// Spellings joined to a member who played the same evening under another: counted
    /// apart (one person cannot sit twice in one evening).
    pub clashes: Vec<Clash>,
    /// Everyone's evenings, by who.
    pub traces: BTreeMap<Who, Trace>,
}

impl SeasonTable {
    /// Someone's trace.
    pub fn trace(&self, who: &Who) -> Option<&Trace> {
        self.traces.get(who)
    }
}

/// R-SEASON-2..7: the season table of `evenings` (in the season's order).
pub fn derive(counting: Counting, members: &MemberList, evenings: &[EveningRead]) -> SeasonTable {
    let mut table = traces(members, evenings);
    let facts = |i: usize| match evenings.get(i) {
        Some(EveningRead::Read(f)) => Some(f.as_ref()),
        _ => None,
    };
    let counts = |i: usize, kind: Kind| facts(i).is_some_and(|f| f.over && f.kind == kind);
    let star_evenings: Vec<&EveningFacts> = (0..evenings.len())
        .filter(|&i| counts(i, Kind::Stars))
        .filter_map(facts)
        .collect();
    let classic = star_evenings.iter().all(|f| f.classic);
    let mut star_rows = Vec::new();
    let mut dup_rows = Vec::new();
    for trace in table.traces.values_mut() {
        if let Some(row) = star_row(trace, counting, &|i| counts(i, Kind::Stars)) {
            let side = side_of(trace, members, &|i| facts(i).is_some_and(|f| f.classic));
            star_rows.push((side, row));
        }
        if let Some(row) = dup_row(trace, counting, &|i| counts(i, Kind::Duplicate)) {
            dup_rows.push(row);
        }
    }
    if !star_evenings.is_empty() {
        table.star_ladders = if classic {
            [
                (Group::Ladies, Side::Lady),
                (Group::Gentlemen, Side::Gentleman),
            ]
            .into_iter()
            .map(|(group, side)| StarLadder {
                group,
                rows: place_stars(
                    star_rows
                        .iter()
                        .filter(|(s, _)| *s == side)
                        .map(|(_, r)| r.clone())
                        .collect(),
                    counting,
                ),
            })
            .collect()
        } else {
            vec![StarLadder {
                group: Group::Everyone,
                rows: place_stars(star_rows.into_iter().map(|(_, r)| r).collect(), counting),
            }]
        };
    }
    table.duplicate_ladder = place_percent(dup_rows, counting);
    table
}

/// Everyone's trace, every name matched to the member list (R-SEASON-1), and the names
/// matching nobody in the order they first appear. One person sits once in an evening:
/// when two names of one evening are spellings of the same member, the member's own name
/// (else the first) is the member, and the other is counted apart, as a clash for the
/// host to see (a join that should not have been made).
fn traces(members: &MemberList, evenings: &[EveningRead]) -> SeasonTable {
    let index = members.index();
    let mut table = SeasonTable::default();
    for (i, evening) in evenings.iter().enumerate() {
        let EveningRead::Read(facts) = evening else {
            continue;
        };
        let keys: Vec<String> = facts.players.iter().map(|p| member_key(&p.name)).collect();
        let owner = |m: usize| -> Option<usize> {
            let own = members.members.get(m).map(|x| member_key(&x.name));
            let theirs = || {
                keys.iter()
                    .enumerate()
                    .filter(|(_, k)| index.get(*k) == Some(&m))
            };
            theirs()
                .find(|(_, k)| Some(*k) == own.as_ref())
                .or_else(|| theirs().next())
                .map(|(at, _)| at)
        };
        for (at, (player, key)) in facts.players.iter().zip(&keys).enumerate() {
            let who = match index.get(key) {
                Some(&m) if owner(m) == Some(at) => Who::Member(m),
                Some(&m) => {
                    table.clashes.push(Clash {
                        spelling: player.name.clone(),
                        member: m,
                        evening: i,
                    });
                    Who::Guest(key.clone())
                }
                None => {
                    if !table.traces.contains_key(&Who::Guest(key.clone())) {
                        table.unmatched.push(player.name.clone());
                    }
                    Who::Guest(key.clone())
                }
            };
            add_line(&mut table, members, who, player, i);
        }
    }
    table
}

/// One evening's line in someone's trace (the trace made when it is their first).
fn add_line(
    table: &mut SeasonTable,
    members: &MemberList,
    who: Who,
    player: &super::evening::Player,
    evening: usize,
) {
    let name = match &who {
        Who::Member(m) => members.members.get(*m).map(|m| m.name.clone()),
        Who::Guest(_) => None,
    };
    let trace = table.traces.entry(who.clone()).or_insert_with(|| Trace {
        who,
        name: name.unwrap_or_else(|| player.name.clone()),
        lines: Vec::new(),
    });
    trace.lines.push(TraceLine {
        evening,
        gave: player.gave,
        side: player.side,
        counted: false,
    });
}

/// The side for the star ladders: the member list's, else the latest classic evening's.
fn side_of(trace: &Trace, members: &MemberList, classic: &dyn Fn(usize) -> bool) -> Side {
    let listed = match &trace.who {
        Who::Member(m) => members.members.get(*m).and_then(|m| m.side),
        Who::Guest(_) => None,
    };
    listed
        .or_else(|| {
            trace
                .lines
                .iter()
                .rev()
                .find(|l| classic(l.evening))
                .map(|l| l.side)
        })
        .or_else(|| trace.lines.last().map(|l| l.side))
        .unwrap_or(Side::Lady)
}

/// How many evenings count: N, or all.
fn take(counting: Counting) -> usize {
    counting
        .best
        .filter(|&n| n > 0)
        .map_or(usize::MAX, |n| n as usize)
}

/// R-PRIZE-3's chain as an order, best first: more gold, more red, fewer green.
pub fn chain(a: &Stars, b: &Stars) -> Ordering {
    b.gold
        .cmp(&a.gold)
        .then(b.red.cmp(&a.red))
        .then(a.green.cmp(&b.green))
}

/// R-SEASON-3: a trace's star row: its best N finished star evenings by the chain (the
/// earlier evening first when all equal), summed; marks them counted.
fn star_row(
    trace: &mut Trace,
    counting: Counting,
    counts: &dyn Fn(usize) -> bool,
) -> Option<StarRow> {
    let mut played: Vec<(usize, Stars, u32)> = trace
        .lines
        .iter()
        .enumerate()
        .filter(|(_, l)| counts(l.evening))
        .filter_map(|(at, l)| match l.gave {
            Gave::Stars { stars, prizes } => Some((at, stars, prizes)),
            _ => None,
        })
        .collect();
    if played.is_empty() {
        return None;
    }
    let prizes = played.iter().map(|(_, _, p)| p).sum();
    let evenings = u32::try_from(played.len()).unwrap_or(u32::MAX);
    played.sort_by(|a, b| chain(&a.1, &b.1).then(a.0.cmp(&b.0)));
    played.truncate(take(counting));
    played.sort_by_key(|(at, _, _)| *at);
    let mut stars = Stars::default();
    let mut counted = Vec::new();
    for (at, s, _) in &played {
        stars.gold += s.gold;
        stars.red += s.red;
        stars.green += s.green;
        if let Some(line) = trace.lines.get_mut(*at) {
            line.counted = true;
            counted.push(line.evening);
        }
    }
    Some(StarRow {
        who: trace.who.clone(),
        name: trace.name.clone(),
        place: None,
        stars,
        evenings,
        counted,
        prizes,
    })
}

/// R-SEASON-4: a trace's duplicate row: the mean of its best N percentages.
fn dup_row(
    trace: &mut Trace,
    counting: Counting,
    counts: &dyn Fn(usize) -> bool,
) -> Option<DupRow> {
    let mut played: Vec<(usize, f64)> = trace
        .lines
        .iter()
        .enumerate()
        .filter(|(_, l)| counts(l.evening))
        .filter_map(|(at, l)| match l.gave {
            Gave::Percent(p) => Some((at, p)),
            _ => None,
        })
        .collect();
    if played.is_empty() {
        return None;
    }
    let evenings = u32::try_from(played.len()).unwrap_or(u32::MAX);
    played.sort_by(|a, b| {
        b.1.partial_cmp(&a.1)
            .unwrap_or(Ordering::Equal)
            .then(a.0.cmp(&b.0))
    });
    played.truncate(take(counting));
    played.sort_by_key(|(at, _)| *at);
    let percent = played.iter().map(|(_, p)| p).sum::<f64>() / played.len() as f64;
    let mut counted = Vec::new();
    for (at, _) in &played {
        if let Some(line) = trace.lines.get_mut(*at) {
            line.counted = true;
            counted.push(line.evening);
        }
    }
    Some(DupRow {
        who: trace.who.clone(),
        name: trace.name.clone(),
        place: None,
        percent: Some(percent),
        evenings,
        counted,
    })
}

/// Names in the order a ladder lists them (reading order, `words::name_order`).
fn by_name(a: &str, b: &str) -> Ordering {
    crate::words::name_order(a, b)
}

/// R-SEASON-3, R-SEASON-5, R-SEASON-6: placed rows by the chain on the sums (equal sums
/// share a place), then the unplaced by name.
fn place_stars(rows: Vec<StarRow>, counting: Counting) -> Vec<StarRow> {
    let (mut placed, mut unplaced): (Vec<StarRow>, Vec<StarRow>) = rows
        .into_iter()
        .partition(|r| r.evenings >= counting.min_evenings);
    placed.sort_by(|a, b| chain(&a.stars, &b.stars).then_with(|| by_name(&a.name, &b.name)));
    let mut place = 0;
    let mut previous: Option<Stars> = None;
    for (i, row) in placed.iter_mut().enumerate() {
        if previous.is_none_or(|p| chain(&p, &row.stars) != Ordering::Equal) {
            place = u32::try_from(i).unwrap_or(u32::MAX).saturating_add(1);
        }
        previous = Some(row.stars);
        row.place = Some(place);
    }
    unplaced.sort_by(|a, b| by_name(&a.name, &b.name));
    placed.extend(unplaced);
    placed
}

/// R-SEASON-4..6: placed rows by percentage, higher first (equal ones share a place),
/// then the unplaced by name.
fn place_percent(rows: Vec<DupRow>, counting: Counting) -> Vec<DupRow> {
    let value = |r: &DupRow| r.percent.unwrap_or(0.0);
    let (mut placed, mut unplaced): (Vec<DupRow>, Vec<DupRow>) = rows
        .into_iter()
        .partition(|r| r.evenings >= counting.min_evenings);
    let order = |a: f64, b: f64| {
        if (a - b).abs() <= EPSILON {
            Ordering::Equal
        } else {
            b.partial_cmp(&a).unwrap_or(Ordering::Equal)
        }
    };
    placed.sort_by(|a, b| order(value(a), value(b)).then_with(|| by_name(&a.name, &b.name)));
    let mut place = 0;
    let mut previous: Option<f64> = None;
    for (i, row) in placed.iter_mut().enumerate() {
        if previous.is_none_or(|p| order(p, value(row)) != Ordering::Equal) {
            place = u32::try_from(i).unwrap_or(u32::MAX).saturating_add(1);
        }
        previous = Some(value(row));
        row.place = Some(place);
    }
    unplaced.sort_by(|a, b| by_name(&a.name, &b.name));
    placed.extend(unplaced);
    placed
}
