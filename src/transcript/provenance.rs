//! What the history says of a round's tables besides their results: which were sent
//! from a table's phone, and why the host corrected each (issue 52).

use std::collections::{BTreeMap, BTreeSet};

use crate::rules::{Party, Source};

/// Which results were sent from a phone, by (round, table): the last action that
/// reported the table's result (its totals, its last deal or its cut) decides.
pub fn phone_reports(party: &Party) -> BTreeMap<(u32, u32), Source> {
    use crate::rules::Action;
    let mut round = 0;
    let mut sources = BTreeMap::new();
    for entry in party.history() {
        match &entry.action {
            Action::SeatTables => round = 1,
            Action::RingBell { .. } => round += 1,
            Action::EnterResult { table, .. } | Action::RecordDeal { table, .. } => {
                sources.insert((round, *table), entry.from);
            }
            Action::CutTie { round, table, .. } if !entry.from.is_desk() => {
                sources.insert((*round, *table), entry.from);
            }
            // The host's OK records what the table's phone sent.
            Action::AcceptHeld { table } => {
                sources.insert((round, *table), Source::Table(*table));
            }
            _ => {}
        }
    }
    sources.retain(|_, from| !from.is_desk());
    sources
}

/// The results from a phone that East–West disagreed with and the host then took, by
/// (round, table) (issue 52: the record says it was the host's word, not theirs).
pub fn settled_by_host(party: &Party) -> BTreeSet<(u32, u32)> {
    use crate::rules::Action;
    let mut round = 0;
    let mut disputed = BTreeSet::new();
    let mut settled = BTreeSet::new();
    for entry in party.history() {
        match &entry.action {
            Action::SeatTables => round = 1,
            Action::RingBell { .. } => {
                round += 1;
                disputed.clear();
            }
            Action::Disagree { table } => {
                disputed.insert(*table);
            }
            Action::AskAgreement { table, .. } | Action::HoldForOk { table, .. } => {
                disputed.remove(table);
            }
            Action::AcceptHeld { table } if entry.from.is_desk() && disputed.remove(table) => {
                settled.insert((round, *table));
            }
            _ => {}
        }
    }
    settled
}

/// The host's reasons for each table's corrections, by (round, table), oldest first
/// (issue 52).
pub fn correction_reasons(party: &Party) -> BTreeMap<(u32, u32), Vec<String>> {
    use crate::rules::Action;
    let mut reasons: BTreeMap<(u32, u32), Vec<String>> = BTreeMap::new();
    for entry in party.history() {
        let (Action::CorrectResult { round, table, .. }
        | Action::CorrectDeals { round, table, .. }) = &entry.action
        else {
            continue;
        };
        if let Some(why) = &entry.why {
            reasons
                .entry((*round, *table))
                .or_default()
                .push(why.clone());
        }
    }
    reasons
}

/// What the history says of a round's tables besides the results: which came from a
/// phone, and why each correction was made.
pub(super) struct Provenance {
    pub(super) phones: BTreeMap<(u32, u32), Source>,
    pub(super) reasons: BTreeMap<(u32, u32), Vec<String>>,
    pub(super) settled: BTreeSet<(u32, u32)>,
}
