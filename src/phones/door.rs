//! The door (issue 52): a guest checks in on their phone, typing their name (the club's
//! members' spellings offered as they type) and, where the party seats by sides, their
//! side; they wait in the party's history until the host lets them in. A name the party
//! already has, or one already at the door, is said and not added twice; a member's
//! other spelling (R-SEASON-1) counts as the member.

use chrono::{DateTime, Utc};
use serde::Serialize;

use super::reply::{Heard, Reply, Said, Unsaved};
use super::wire::CheckInBody;
use crate::rules::guests::Side;
use crate::rules::{Action, Source};
use crate::season::members::{MemberList, member_key};
use crate::store::{DurableError, PartyFile};
use crate::words::msg;

/// What the door's page needs: whether to ask the side, and the members' spellings.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct DoorState {
    /// The party's title.
    pub title: String,
    /// Ask "lady or gentleman" (the star game seated by sides).
    pub sides: bool,
    /// The evening is over: nobody checks in.
    pub over: bool,
    /// The club's members' names and other spellings, for the name box to offer.
    pub names: Vec<String>,
    /// Where the guest the page checked in stands, when it asked.
    pub standing: Option<Standing>,
}

/// Where a guest who checked in stands: waiting, let in, or turned away by the host (a
/// host's trial: a guest turned away was told nothing and checked in again at once).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Standing {
    /// `waiting`, `in` or `away`.
    pub kind: &'static str,
    /// In words, for the page.
    pub said: String,
}

impl Standing {
    /// Where `name` stands at the door of `state`'s party; `None`: the door never heard
    /// of them.
    fn of(
        state: &crate::rules::State,
        history: &[crate::rules::Entry],
        name: &str,
    ) -> Option<Standing> {
        let key = crate::rules::guests::name_key(name.trim());
        if let Some(knock) = state.knock(name) {
            let said = crate::words::door_waiting(&knock.name);
            return Some(Standing {
                kind: "waiting",
                said,
            });
        }
        if let Some(guest) = state
            .guests()
            .iter()
            .find(|g| !g.removed && crate::rules::guests::name_key(&g.name) == key)
        {
            let said = crate::words::door_let_in(&guest.name);
            return Some(Standing { kind: "in", said });
        }
        let away = history.iter().rev().find_map(|entry| match &entry.action {
            Action::TurnAway { name } if crate::rules::guests::name_key(name) == key => Some(true),
            Action::AtTheDoor { name, .. } if crate::rules::guests::name_key(name) == key => {
                Some(false)
            }
            _ => None,
        })?;
        away.then(|| Standing {
            kind: "away",
            said: crate::words::door_turned_away(),
        })
    }
}

impl DoorState {
    /// The door of the party in `file`, and where `name` stands at it when asked.
    pub fn of(file: &PartyFile, name: Option<&str>) -> DoorState {
        let state = file.party().state();
        let members = members_beside(file);
        let mut names: Vec<String> = members
            .members
            .iter()
            .flat_map(|m| std::iter::once(m.name.clone()).chain(m.aliases.iter().cloned()))
            .collect();
        names.sort_by(|a, b| crate::words::name_order(a, b));
        names.dedup();
        DoorState {
            title: file.title().to_owned(),
            sides: !state.is_duplicate() && !state.settings.open_seating(),
            over: state.phase() == crate::rules::Phase::Finished,
            names,
            standing: name.and_then(|n| Standing::of(state, file.party().history(), n)),
        }
    }
}

/// The club's member list beside the party (none when there is none, or it cannot be
/// read: the door works without it).
pub(super) fn members_beside(file: &PartyFile) -> MemberList {
    file.path()
        .parent()
        .and_then(|folder| crate::season::files::read_members(folder).ok())
        .unwrap_or_default()
}

/// R-SEASON-1: a member's other spelling is the member. The name under which a member
/// typed as `typed` is already a guest or at the door, spelt another way, if they are.
fn here_by_another_spelling(
    state: &crate::rules::State,
    members: &MemberList,
    typed: &str,
) -> Option<String> {
    let member = members.find(typed).and_then(|i| members.members.get(i))?;
    let spellings: Vec<String> = std::iter::once(&member.name)
        .chain(&member.aliases)
        .map(|s| member_key(s))
        .collect();
    state
        .guests()
        .iter()
        .filter(|g| !g.removed)
        .map(|g| g.name.clone())
        .chain(state.at_the_door().iter().map(|k| k.name.clone()))
        .find(|name| spellings.contains(&member_key(name)) && member_key(name) != member_key(typed))
}

/// The answer to `POST /check-in`: the guest waits at the door, on the disk before the
/// phone hears so.
pub(super) fn check_in(
    file: &mut PartyFile,
    body: &CheckInBody,
    now: DateTime<Utc>,
) -> (Reply, Option<Heard>) {
    let refuse = |status: u16, words: String| (Reply::refuse(status, words, None), None);
    let side = match body.side.as_deref().map(str::trim) {
        None | Some("") => None,
        Some("lady") => Some(Side::Lady),
        Some("gentleman") => Some(Side::Gentleman),
        Some(other) => {
            return refuse(400, msg::heard_not_a_side(crate::words::quote(other, 20)));
        }
    };
    let state = file.party().state();
    let members = members_beside(file);
    if let Some(name) = here_by_another_spelling(state, &members, &body.name) {
        return refuse(409, msg::heard_known_by_both(name));
    }
    let side = side.or_else(|| {
        members
            .find(&body.name)
            .and_then(|i| members.members.get(i)?.side)
    });
    let action = Action::AtTheDoor {
        name: body.name.clone(),
        side,
    };
    match file.apply_all_durably(vec![action], now, Source::Door) {
        Ok(()) => {
            let waiting = file.party().state().at_the_door();
            let name = waiting.last().map_or_else(String::new, |k| k.name.clone());
            let said = msg::heard_checked_in(name.as_str());
            let words = Said::AtTheDoor {
                waiting: waiting.len(),
                name,
            };
            (
                Reply::ok(serde_json::json!({ "said": said })),
                Some(Heard::AtTheDoor { words }),
            )
        }
        // At the door the same name is the same guest, checking in twice (helper trial:
        // the desk's "add an initial" invited a second one).
        Err(DurableError::Rule(crate::rules::RuleError::DuplicateName { name, .. })) => {
            refuse(409, msg::heard_already_in(name))
        }
        Err(DurableError::Rule(why)) => refuse(409, crate::words::rule_refusal(&why)),
        Err(DurableError::NotSaved(error)) => (
            Reply::refuse(503, super::reply::not_saved(), None),
            Some(Heard::NotSaved {
                words: Said::NotSaved {
                    what: Unsaved::CheckIn,
                    error,
                },
            }),
        ),
    }
}
