//! The ways the prize cuts still to be made may turn out (R-PRIZE-2, R-PRIZE-7): every
//! set of winners so far that they may still make.

use super::*;

/// The most ways the cuts still to be made may turn out, per prize group, that the
/// program follows before it lets the later prizes of the group wait (a dozen two-way
/// ties in a row; far more than an evening has).
const MOST_WAYS: usize = 4096;

/// Every set of winners so far after this prize, one per way its outcome may go (each
/// candidate of a tie waiting for its cut may win it); none to follow past `MOST_WAYS`.
pub(super) fn ways_after(
    group_ways: &[BTreeSet<GuestId>],
    outcomes: &[PrizeOutcome],
) -> Vec<BTreeSet<GuestId>> {
    let mut next: BTreeSet<BTreeSet<GuestId>> = BTreeSet::new();
    for (taken, possible) in group_ways.iter().zip(outcomes) {
        let winners: Vec<GuestId> = match possible {
            PrizeOutcome::Awarded {
                winner: PrizeWinner::Guest(w),
                ..
            } => vec![*w],
            PrizeOutcome::AwaitingCut { candidates, .. } => candidates.clone(),
            _ => Vec::new(),
        };
        if winners.is_empty() {
            next.insert(taken.clone());
        }
        for w in winners {
            let mut with = taken.clone();
            with.insert(w);
            next.insert(with);
        }
    }
    if next.len() > MOST_WAYS {
        Vec::new()
    } else {
        next.into_iter().collect()
    }
}
