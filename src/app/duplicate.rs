//! The window's side of a Duplicate Cinch evening (R-DUP): a pasted list of pairs, the
//! start (with the program's deal of the trays when asked), and the program's cut for a
//! tie at the top.

use crate::rules::duplicate::{PairGroup, PairId};
use crate::rules::{Action, Cut, Side};
use crate::view::duplicate::plan_pairs;
use crate::words;

use super::CinchApp;

impl CinchApp {
    /// Adds the pairs of a pasted list: new names join the guest list, then the pairs
    /// are set, old and new, balanced between the directions.
    pub(super) fn add_pairs(&mut self, text: &str, time: f64) {
        let Some(desk) = &self.desk else { return };
        let plan = plan_pairs(desk.state(), text);
        let made = plan.pairs.len() - desk.state().duplicate().pairs().len();
        let added = plan.add.is_empty()
            || self.apply(
                Action::AddGuests {
                    // Sides do not matter in duplicate (R-DUP-1): a pair's first name and
                    // its second take one each.
                    guests: plan
                        .add
                        .iter()
                        .enumerate()
                        .map(|(i, name)| {
                            let side = if i % 2 == 0 {
                                Side::Lady
                            } else {
                                Side::Gentleman
                            };
                            (name.clone(), side)
                        })
                        .collect(),
                },
                time,
            );
        let paired = added && made > 0 && self.apply(Action::SetPairs { pairs: plan.pairs }, time);
        let refused: Vec<String> = plan
            .refused
            .iter()
            .map(|(line, why)| format!("\"{}\" ({why})", words::quote(line, 40)))
            .collect();
        let done = paired.then(|| words::count(made, "pair", "pairs"));
        self.list_message(
            done,
            &refused,
            made == 0,
            "The list has no pairs: write a pair a line, like Ann & Bob.",
        );
    }

    /// The pairs sit down: the trays dealt by the program first, if the party says so.
    pub(super) fn start_duplicate(&mut self, time: f64) {
        let Some(desk) = &self.desk else { return };
        let state = desk.state();
        if state.settings.duplicate.deal_trays
            && state.duplicate().hands_seed().is_none()
            && !self.deal_trays(time)
        {
            return;
        }
        if self.apply(Action::StartDuplicate, time) {
            self.session.moves_into = None;
            self.screen = crate::view::Screen::Round;
            let start = self.key_words(crate::view::UiCommand::StartRound);
            self.toasts.notice(format!(
                "The pairs are seated: start round 1 when they are ready ({start})."
            ));
        }
    }

    /// The program deals the trays from a fresh seed, unless it has dealt them already
    /// (R-DUP-2: a tray's hands never change). Whether they are dealt now.
    pub(super) fn deal_trays(&mut self, time: f64) -> bool {
        let Some(desk) = &self.desk else { return false };
        if desk.state().duplicate().hands_seed().is_some() {
            return true;
        }
        let seed = rand::Rng::next_u64(&mut self.rng);
        self.apply(Action::DealTrays { seed }, time)
    }

    /// The program's cut between the pairs tied for first in a group (a direction, or
    /// all pairs in the Howell): each tied pair's first player cuts (R-DUP-8, as
    /// R-PRIZE-7).
    pub(super) fn cut_duplicate_tie(&mut self, group: PairGroup, time: f64) {
        let made = self.with_state(|state, rng| {
            let standings = crate::rules::duplicate::score::standings(state);
            let cutters: Vec<_> = standings
                .tied_for_first(group)
                .iter()
                .filter_map(|&n| {
                    let pair = state.duplicate().pair(PairId::new(group, n));
                    pair.map(|p| p.players[0])
                })
                .collect();
            Ok(Action::CutDuplicateTie {
                direction: group,
                cut: Cut::by_program(&cutters, rng),
            })
        });
        self.apply_made(made, time);
    }
}
