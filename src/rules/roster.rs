//! The guest list (R-SIDE-1): arrivals one by one or as a pasted list, renames, changes
//! of side and removals (only for guests not yet seated), and balancing the packs in open
//! seating. Names are checked here: not empty, not too long, not clashing.

#[allow(unused_imports)]
use crate::prelude::*;

use super::action::Action;
use super::error::{GuestChange, RuleError, Setup};
use super::guests::{Guest, GuestId, Side, balance_plan, clean_name, name_key, read_guest_list};
use super::state::State;

/// What a pasted list would add: the names the rules accept, with their side, and
/// those they refuse, each with the reason.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ListPlan {
    /// Names to add, cleaned, in the list's order.
    pub accepted: Vec<(String, Side)>,
    /// Names left out, as typed, and why.
    pub refused: Vec<(String, ListRefusal)>,
}

/// Why a name of a pasted list is left out.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ListRefusal {
    /// The name comes twice in the list.
    Twice,
    /// The rules refuse the name as they would a single arrival.
    Refused(RuleError),
}

/// R-SIDE-1: reads a pasted list (one name a line) against the guest list: each name is
/// checked as a single arrival would be, and against the names before it in the list.
pub fn plan_guest_list(state: &State, text: &str, side: Side) -> ListPlan {
    let mut plan = ListPlan::default();
    let mut keys = alloc::collections::BTreeSet::new();
    for raw in read_guest_list(text) {
        match state.check_new_name(&raw, None) {
            Ok(name) if !keys.insert(name_key(&name)) => {
                plan.refused.push((name, ListRefusal::Twice));
            }
            Ok(name) => plan.accepted.push((name, side)),
            Err(error) => plan.refused.push((raw, ListRefusal::Refused(error))),
        }
    }
    plan
}

impl State {
    /// Whether the guest has been seated in any round (kept as an index, so that the
    /// check costs the same at any size).
    pub(super) fn has_played(&self, id: GuestId) -> bool {
        self.play().is_ok_and(|play| play.played.contains(&id))
    }

    /// Takes a guest's card back, in the star game (a duplicate evening has no cards).
    fn clear_card(&mut self, guest: GuestId) {
        if let Ok(play) = self.play_mut() {
            play.set_card(guest, None);
        }
    }

    fn push_guest(&mut self, name: String, side: Side) {
        let id = GuestId(u32::try_from(self.guests.len()).unwrap_or(u32::MAX));
        self.names.insert(name_key(&name), id);
        self.guests.push(Guest {
            id,
            name,
            side,
            removed: false,
        });
        // R-LATE-1: after the draw, a new guest waits.
        self.arrived(id, side);
    }

    /// Checks a name for a new guest (or for `except`, being renamed): cleaned, not
    /// empty, not too long, and not already on the list. Returns the cleaned name.
    pub fn check_new_name(&self, raw: &str, except: Option<GuestId>) -> Result<String, RuleError> {
        let name = clean_name(raw)?;
        // Names stay taken by guests who were removed: the history and the report still
        // name them, and two guests of one name could not be told apart there.
        match self.names.get(&name_key(&name)) {
            Some(&other) if Some(other) != except => Err(RuleError::DuplicateName {
                name: self.name(other).to_owned(),
                removed: self.guest(other).is_ok_and(|g| g.removed),
            }),
            _ => Ok(name),
        }
    }

    /// A guest still on the list (not removed).
    pub(super) fn listed_guest(&self, id: GuestId) -> Result<&Guest, RuleError> {
        let guest = self.guest(id)?;
        if guest.removed {
            return Err(RuleError::GuestRemoved {
                name: guest.name.clone(),
            });
        }
        Ok(guest)
    }

    fn check_can_change_guest(&self, id: GuestId, what: GuestChange) -> Result<(), RuleError> {
        let guest = self.listed_guest(id)?;
        if self.has_played(id) {
            return Err(RuleError::GuestInPlay {
                name: guest.name.clone(),
                what,
            });
        }
        Ok(())
    }

    /// Applies a guest-list action (the caller has matched one), or refuses it and
    /// changes nothing.
    pub(super) fn apply_roster(&mut self, action: &Action) -> Result<(), RuleError> {
        match action {
            Action::AddGuest { name, side } => {
                let name = self.check_new_name(name, None)?;
                self.push_guest(name, *side);
            }
            Action::AddGuests { guests } => {
                // All or nothing: check every name, against the list and each other (the
                // cost grows with the list pasted, not with the party).
                let mut keys = alloc::collections::BTreeSet::new();
                let mut cleaned = Vec::with_capacity(guests.len());
                for (name, side) in guests {
                    let name = self.check_new_name(name, None)?;
                    if !keys.insert(name_key(&name)) {
                        return Err(RuleError::DuplicateName {
                            name,
                            removed: false,
                        });
                    }
                    cleaned.push((name, *side));
                }
                for (name, side) in cleaned {
                    self.push_guest(name, side);
                }
            }
            Action::RenameGuest { guest, name } => {
                self.listed_guest(*guest)?;
                let name = self.check_new_name(name, Some(*guest))?;
                if let Some(g) = self.guests.get_mut(guest.0 as usize) {
                    self.names.remove(&name_key(&g.name));
                    self.names.insert(name_key(&name), g.id);
                    g.name = name;
                }
            }
            Action::SetSide { guest, side } => {
                self.check_can_change_guest(*guest, GuestChange::Side)?;
                self.clear_card(*guest);
                if let Some(g) = self.guests.get_mut(guest.0 as usize) {
                    g.side = *side;
                }
            }
            Action::RemoveGuest { guest } => {
                self.check_can_change_guest(*guest, GuestChange::Removal)?;
                self.clear_card(*guest);
                if let Ok(play) = self.play_mut() {
                    play.waiting.retain(|g| g != guest);
                }
                if let Some(g) = self.guests.get_mut(guest.0 as usize) {
                    g.removed = true;
                }
            }
            Action::BalanceSides => {
                if !self.settings.open_seating() {
                    return Err(RuleError::NotOpenSeating);
                }
                self.check_setup(Setup::Packs)?;
                let plan = balance_plan(&self.guests);
                if plan.is_empty() {
                    return Err(RuleError::AlreadyBalanced);
                }
                for (id, side) in plan {
                    self.clear_card(id);
                    if let Some(g) = self.guests.get_mut(id.0 as usize) {
                        g.side = side;
                    }
                }
            }
            _ => {}
        }
        Ok(())
    }
}
