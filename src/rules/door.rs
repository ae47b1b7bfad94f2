//! Guests check in at the door from their phones (issue 52): each waits, in the party's
//! history, until the host lets them in (and they join the list, after the draw as a
//! late arrival, R-LATE-1) or turns them away. Nobody joins without the host's key; a
//! name the party already has, or one already waiting, is refused in words.

#[allow(unused_imports)]
use crate::prelude::*;

pub use crate::play::Knock;

use chrono::{DateTime, Utc};

use super::action::Action;
use super::error::RuleError;
use super::guests::{Side, clean_name, name_key};
use super::state::{Phase, State};

/// The most who may wait at the door at once: more than any party's guests.
pub const MAX_AT_THE_DOOR: usize = 400;

impl State {
    /// Applies a door action (the caller has matched one), or refuses it.
    pub(super) fn apply_door(
        &mut self,
        action: &Action,
        at: DateTime<Utc>,
    ) -> Result<(), RuleError> {
        match action {
            Action::AtTheDoor { name, side } => {
                if self.phase() == Phase::Finished {
                    return Err(RuleError::EveningFinished);
                }
                let name = self.check_new_name(name, None)?;
                // Named as the one already waiting wrote it (not as this one typed it).
                if let Some(waiting) = self.knock(&name) {
                    let name = waiting.name.clone();
                    return Err(RuleError::AlreadyAtTheDoor { name });
                }
                if self.door.len() >= MAX_AT_THE_DOOR {
                    return Err(RuleError::DoorFull {
                        waiting: self.door.len(),
                    });
                }
                if side.is_none() && self.sides_matter() {
                    return Err(RuleError::SideNeeded { name });
                }
                self.door.push(Knock {
                    name,
                    side: *side,
                    at,
                });
                Ok(())
            }
            Action::LetIn { name } => {
                let i = self.knock_index(name)?;
                let knock = self
                    .door
                    .get(i)
                    .cloned()
                    .ok_or_else(|| RuleError::NotAtTheDoor { name: name.clone() })?;
                let side = knock.side.unwrap_or_else(|| self.emptier_side());
                let name = self.check_new_name(&knock.name, None)?;
                self.apply(&Action::AddGuest { name, side }, at)?;
                self.door.remove(i);
                Ok(())
            }
            Action::TurnAway { name } => {
                let i = self.knock_index(name)?;
                self.door.remove(i);
                Ok(())
            }
            _ => Ok(()),
        }
    }

    /// Whether a guest's side is theirs to say: the star game seated by ladies and
    /// gentlemen (open seating deals the packs; a duplicate evening plays in pairs).
    fn sides_matter(&self) -> bool {
        !self.is_duplicate() && !self.settings.open_seating()
    }

    /// The pack with fewer guests (the red pack, the ladies', when level).
    fn emptier_side(&self) -> Side {
        if self.present(Side::Gentleman).count() < self.present(Side::Lady).count() {
            Side::Gentleman
        } else {
            Side::Lady
        }
    }

    fn knock_index(&self, name: &str) -> Result<usize, RuleError> {
        let key = clean_name(name).map(|n| name_key(&n)).unwrap_or_default();
        self.door
            .iter()
            .position(|k| name_key(&k.name) == key)
            .ok_or_else(|| RuleError::NotAtTheDoor {
                name: name.to_owned(),
            })
    }

    /// The guest waiting at the door under this name (spelt as a guest's name is
    /// compared), if any.
    pub fn knock(&self, name: &str) -> Option<&Knock> {
        self.knock_index(name).ok().and_then(|i| self.door.get(i))
    }

    /// Everyone waiting at the door, first come first.
    pub fn at_the_door(&self) -> &[Knock] {
        &self.door
    }
}
