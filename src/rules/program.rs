//! The program's own shuffles: the draw for everyone and the cuts. Randomness comes in
//! as a seeded generator, and what it produced is stored in the action, so a replay
//! never needs the generator again (R-DRAW-4, R-ROUND-3, R-PRIZE-7).

#[allow(unused_imports)]
use crate::prelude::*;

use rand::Rng;
use rand::seq::SliceRandom;

use super::action::Action;
use super::cards::{Back, Cut, draw_pack};
use super::error::RuleError;
use super::guests::{GuestId, Side};
use super::prizes::{PrizeOutcome, prizes};
use super::state::State;

/// R-DRAW-2: each side draws from its own shuffled pack. When a side has more guests
/// than cards, the shuffle also decides who waits.
pub fn draw_for_everyone<R: Rng + ?Sized>(state: &State, rng: &mut R) -> Result<Action, RuleError> {
    let tables = state.tables_possible();
    let mut cards = Vec::new();
    for side in Side::BOTH {
        let mut pack: Vec<_> = draw_pack(tables)
            .into_iter()
            .filter(|c| c.back == Back::of(side))
            .collect();
        pack.shuffle(rng);
        let mut guests: Vec<GuestId> = state.present(side).map(|g| g.id).collect();
        guests.shuffle(rng);
        cards.extend(guests.into_iter().zip(pack));
    }
    cards.sort();
    let action = Action::DrawAll { cards };
    // Check now, so the host hears of too few guests before anything is recorded.
    let mut trial = state.clone();
    trial.apply(&action, chrono::DateTime::UNIX_EPOCH)?;
    trial.check_draw_complete()?;
    Ok(action)
}

/// R-ROUND-3: the program cuts for a tied table of the current round.
pub fn cut_tied_table<R: Rng + ?Sized>(
    state: &State,
    round: u32,
    table: u32,
    rng: &mut R,
) -> Result<Action, RuleError> {
    let played = state.play()?.round(round)?;
    let (seats, _) = played.table(table)?;
    Ok(Action::CutTie {
        round,
        table,
        cut: Cut::by_program(&seats.cutters(), rng),
    })
}

/// R-ROUND-5: the bell rung over missing tables; each is settled by a program cut.
pub fn bell_with_override<R: Rng + ?Sized>(state: &State, last: bool, rng: &mut R) -> Action {
    let mut cuts = Vec::new();
    if let Some(round) = state.star().and_then(|star| star.current_round()) {
        let mut tables = round.unreported();
        tables.extend(round.uncut_ties());
        tables.sort_unstable();
        for table in tables {
            if let Ok((seats, _)) = round.table(table) {
                cuts.push((table, Cut::by_program(&seats.cutters(), rng)));
            }
        }
    }
    Action::RingBell {
        override_missing: true,
        cuts,
        last,
    }
}

/// R-PRIZE-7: the program cut for the first prize that waits for one, if any.
pub fn cut_next_prize<R: Rng + ?Sized>(state: &State, rng: &mut R) -> Option<Action> {
    prizes(state.star()?)
        .into_iter()
        .find_map(|prize| match prize.outcome {
            PrizeOutcome::AwaitingCut { candidates, .. } => Some(Action::CutForPrize {
                prize: prize.key,
                cut: Cut::by_program(&candidates, rng),
            }),
            _ => None,
        })
}
