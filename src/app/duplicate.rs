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
        let Some(dup) = desk.duplicate() else {
            return;
        };
        let plan = plan_pairs(desk.state(), dup, text);
        let made = plan.pairs.len().saturating_sub(dup.pair_count());
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
        let done = paired.then(|| words::msg::app_added_pairs(made));
        self.list_message(done, &refused, made == 0, &words::msg::app_no_pairs());
    }

    /// The pairs sit down: the trays dealt by the program first, if the party says so.
    pub(super) fn start_duplicate(&mut self, time: f64) {
        let Some(desk) = &self.desk else { return };
        let dealt = desk.duplicate().is_some_and(|dup| dup.hands_seed.is_some());
        let deals = desk
            .state()
            .settings
            .duplicate()
            .is_some_and(|d| d.deal_trays);
        if deals && !dealt && !self.deal_trays(time) {
            return;
        }
        if self.apply(Action::StartDuplicate, time) {
            self.session.moves_into = None;
            self.screen = crate::view::Screen::Round;
            let start = self.key_words(crate::view::UiCommand::StartRound);
            self.toasts.notice(words::msg::app_pairs_seated(start));
        }
    }

    /// The program deals the trays from a fresh seed, unless it has dealt them already
    /// (R-DUP-2: a tray's hands never change). Whether they are dealt now.
    pub(super) fn deal_trays(&mut self, time: f64) -> bool {
        let Some(desk) = &self.desk else { return false };
        match desk.duplicate() {
            Some(dup) if dup.hands_seed.is_some() => return true,
            Some(_) => {}
            // Only a duplicate evening has trays: the rules would refuse the deal.
            None => return false,
        }
        let seed = rand::Rng::next_u64(&mut self.rng);
        self.apply(Action::DealTrays { seed }, time)
    }

    /// The program's cut between the pairs tied for first in a group (a direction, or
    /// all pairs in the Howell): each tied pair's first player cuts (R-DUP-8, as
    /// R-PRIZE-7).
    pub(super) fn cut_duplicate_tie(&mut self, group: PairGroup, time: f64) {
        // The pairs level for first as the evening shows them (its standings, derived
        // once); each one's first player cuts.
        let cutters: Vec<_> = self
            .desk
            .as_ref()
            .and_then(|desk| desk.duplicate())
            .map(|view| {
                view.standings
                    .tied_for_first(group)
                    .iter()
                    .filter_map(|&n| view.players(PairId::new(group, n)))
                    .map(|players| players[0])
                    .collect()
            })
            .unwrap_or_default();
        let made = self.with_state(|_, rng| {
            Ok(Action::CutDuplicateTie {
                direction: group,
                cut: Cut::by_program(&cutters, rng),
            })
        });
        self.apply_made(made, time);
    }
}
