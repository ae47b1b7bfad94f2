//! R-DRAW checks on the cards: each card from the guest's own pack, inside the pack for
//! the tables that can be filled, none drawn twice, and the draw complete before the
//! tables are seated (R-TABLE-1, R-DRAW-1, R-DRAW-2, R-DRAW-4).

#[allow(unused_imports)]
use crate::prelude::*;

use alloc::collections::{BTreeMap, BTreeSet};

use super::cards::{Back, DrawCard, draw_pack};
use super::error::RuleError;
use super::guests::{GuestId, Side};
use super::state::State;

impl State {
    /// R-DRAW-1, R-DRAW-4: a card a guest may hold: from their side's pack, within the
    /// pack for the tables that can be filled, and not held by someone else.
    pub fn check_card(&self, guest: GuestId, card: DrawCard) -> Result<(), RuleError> {
        self.check_card_fits(guest, card, self.tables_possible())?;
        if let Some(&holder) = self.play()?.holders.get(&card).filter(|&&g| g != guest) {
            return Err(RuleError::CardDrawnTwice {
                card,
                holder: self.name(holder).to_owned(),
            });
        }
        Ok(())
    }

    /// The card is from the guest's pack and within the pack for `tables` tables.
    fn check_card_fits(
        &self,
        guest: GuestId,
        card: DrawCard,
        tables: u32,
    ) -> Result<(), RuleError> {
        let who = self.listed_guest(guest)?;
        if card.back != Back::of(who.side) {
            return Err(RuleError::CardWrongBack {
                name: who.name.clone(),
                side: who.side,
                open_seating: self.settings.open_seating(),
            });
        }
        if card.table == 0 || card.table > tables {
            return Err(RuleError::CardOutsidePack { card, tables });
        }
        Ok(())
    }

    /// Checks a whole set of cards (each fits, none twice) and returns it keyed by guest.
    pub(super) fn check_cards(
        &self,
        cards: impl IntoIterator<Item = (GuestId, DrawCard)>,
    ) -> Result<BTreeMap<GuestId, DrawCard>, RuleError> {
        let tables = self.tables_possible();
        let mut by_guest = BTreeMap::new();
        let mut holders: BTreeMap<DrawCard, GuestId> = BTreeMap::new();
        for (guest, card) in cards {
            self.check_card_fits(guest, card, tables)?;
            if let Some(holder) = holders.insert(card, guest) {
                return Err(RuleError::CardDrawnTwice {
                    card,
                    holder: self.name(holder).to_owned(),
                });
            }
            if let Some(earlier) = by_guest.insert(guest, card) {
                return Err(RuleError::CardDrawnTwice {
                    card: earlier,
                    holder: self.name(guest).to_owned(),
                });
            }
        }
        Ok(by_guest)
    }

    /// R-TABLE-1, R-DRAW-4: the draw is complete when there are enough guests and every
    /// card of the pack has been drawn exactly once.
    pub fn check_draw_complete(&self) -> Result<u32, RuleError> {
        let present = self.guests.iter().filter(|g| !g.removed).count();
        if present < 4 {
            return Err(RuleError::TooFewGuests { count: present });
        }
        for side in Side::BOTH {
            let count = self.present(side).count();
            if count < 2 {
                return Err(RuleError::SideTooSmall {
                    side,
                    open_seating: self.settings.open_seating(),
                    count,
                });
            }
        }
        let tables = self.tables_possible();
        let play = self.play()?;
        let checked = self.check_cards(play.cards.iter().map(|(&g, &c)| (g, c)))?;
        let drawn: BTreeSet<DrawCard> = checked.values().copied().collect();
        let undrawn: Vec<DrawCard> = draw_pack(tables)
            .into_iter()
            .filter(|c| !drawn.contains(c))
            .collect();
        if undrawn.is_empty() {
            return Ok(tables);
        }
        let without: Vec<String> = self
            .guests
            .iter()
            .filter(|g| !g.removed && !play.cards.contains_key(&g.id))
            .map(|g| g.name.clone())
            .collect();
        Err(RuleError::DrawIncomplete { undrawn, without })
    }
}
