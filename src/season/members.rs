//! R-SEASON-1: the club's member list: a name, optionally the side the member usually
//! plays, and the other spellings the host has joined to them (aliases). Two names are
//! one member when they are equal after trimming, folding inner spaces and ignoring case.
//! The program never joins names by itself: it offers members as the host types, and the
//! closest members (by edit distance) for a name that matches nobody. Pure: no files.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::rules::Side;
use crate::rules::guests::{clean_name, name_key};
use crate::words::msg;

/// One member of the club.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Member {
    /// The name as the club writes it.
    pub name: String,
    /// The side they usually play (lady or gentleman), when the host has said.
    #[serde(default)]
    pub side: Option<Side>,
    /// Other spellings joined to this member by the host ("Bob Baker").
    #[serde(default)]
    pub aliases: Vec<String>,
    /// Their mail address (issue 53), checked when it was typed; used only to mail them
    /// their own evenings.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub address: Option<String>,
    /// "Mail me my evenings": each evening they play is mailed to them.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub mail_me: bool,
}

/// The member list of a saves folder.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MemberList {
    /// The members, in the order they were added.
    pub members: Vec<Member>,
    /// New names are added to the list when a party starts (the host can turn it off).
    pub add_new_names: bool,
}

impl Default for MemberList {
    fn default() -> Self {
        MemberList {
            members: Vec::new(),
            add_new_names: true,
        }
    }
}

/// Why a change to the member list was refused (nothing changed).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MemberError {
    /// The rules refuse the name (empty, too long, control characters).
    #[error("{}", crate::words::rule_refusal(.0))]
    Name(crate::rules::RuleError),
    /// The name is already a member's (or one of their spellings).
    #[error("{}", msg::SeasonTaken { typed: typed.as_str(), member: member.as_str() }.say())]
    Taken {
        /// What was typed.
        typed: String,
        /// The member it matches.
        member: String,
    },
    /// No member has that number (the list changed meanwhile).
    #[error("{}", msg::season_no_such_member())]
    NoSuchMember,
    /// The two names played the same evening: they are two people.
    #[error("{}", msg::SeasonSameEvening { spelling: spelling.as_str(), member: member.as_str(), evening: evening.as_str() }.say())]
    SameEvening {
        /// The spelling the host would have joined.
        spelling: String,
        /// The member's name.
        member: String,
        /// The evening they both played (its title).
        evening: String,
    },
    /// The address typed is not a mail address (the checker's words).
    #[error("{0}")]
    BadAddress(String),
    /// The spelling is not one of the member's other spellings.
    #[error("{}", msg::SeasonNotJoined { spelling: spelling.as_str(), member: member.as_str() }.say())]
    NotJoined {
        /// The spelling.
        spelling: String,
        /// The member's name.
        member: String,
    },
}

// By hand: the rules' refusals have no `Display` (they are worded in `words`), so
// thiserror's `#[from]` (which takes the source for an `Error`) cannot be used.
impl From<crate::rules::RuleError> for MemberError {
    fn from(refusal: crate::rules::RuleError) -> Self {
        MemberError::Name(refusal)
    }
}

/// R-SEASON-1: the form under which two names are the same member: trimmed, inner runs
/// of spaces folded to one, case ignored (and the Unicode forms of one letter, as for
/// guests' names).
pub fn member_key(name: &str) -> String {
    name_key(&name.split_whitespace().collect::<Vec<_>>().join(" "))
}

impl MemberList {
    /// Every spelling (names and aliases) by its key, to the member's index.
    pub fn index(&self) -> BTreeMap<String, usize> {
        let mut index = BTreeMap::new();
        for (i, member) in self.members.iter().enumerate() {
            for spelling in std::iter::once(&member.name).chain(&member.aliases) {
                index.entry(member_key(spelling)).or_insert(i);
            }
        }
        index
    }

    /// The member a name is, if any (by name or alias, R-SEASON-1).
    pub fn find(&self, name: &str) -> Option<usize> {
        let key = member_key(name);
        self.members.iter().position(|m| {
            member_key(&m.name) == key || m.aliases.iter().any(|a| member_key(a) == key)
        })
    }

    fn check_free(&self, typed: &str, except: Option<usize>) -> Result<String, MemberError> {
        let name = clean_name(typed)?;
        match self.find(&name) {
            Some(i) if Some(i) != except => Err(MemberError::Taken {
                typed: name,
                member: self
                    .members
                    .get(i)
                    .map(|m| m.name.clone())
                    .unwrap_or_default(),
            }),
            _ => Ok(name),
        }
    }

    /// Adds a member; returns their index.
    pub fn add(&mut self, name: &str, side: Option<Side>) -> Result<usize, MemberError> {
        let name = self.check_free(name, None)?;
        self.members.push(Member {
            name,
            side,
            aliases: Vec::new(),
            address: None,
            mail_me: false,
        });
        Ok(self.members.len() - 1)
    }

    /// A member's mail address (already checked by the caller) and whether they want
    /// their evenings; `None` forgets the address (and the wish) for good.
    pub fn set_address(
        &mut self,
        member: usize,
        address: Option<String>,
        mail_me: bool,
    ) -> Result<(), MemberError> {
        let m = self
            .members
            .get_mut(member)
            .ok_or(MemberError::NoSuchMember)?;
        m.mail_me = mail_me && address.is_some();
        m.address = address;
        Ok(())
    }

    /// Writes a member's name another way. The old spelling stays joined to them, so the
    /// evenings they played under it are still theirs.
    pub fn rename(&mut self, member: usize, name: &str) -> Result<(), MemberError> {
        let name = self.check_free(name, Some(member))?;
        let entry = self
            .members
            .get_mut(member)
            .ok_or(MemberError::NoSuchMember)?;
        let old = std::mem::replace(&mut entry.name, name);
        if member_key(&old) != member_key(&entry.name) {
            entry.aliases.push(old);
        }
        let key = member_key(&entry.name);
        entry.aliases.retain(|a| member_key(a) != key);
        Ok(())
    }

    /// Sets (or clears) the side a member usually plays.
    pub fn set_side(&mut self, member: usize, side: Option<Side>) -> Result<(), MemberError> {
        let entry = self
            .members
            .get_mut(member)
            .ok_or(MemberError::NoSuchMember)?;
        entry.side = side;
        Ok(())
    }

    /// Joins another spelling to a member (an alias), on the host's word only.
    pub fn join(&mut self, spelling: &str, member: usize) -> Result<(), MemberError> {
        let spelling = self.check_free(spelling, None)?;
        let entry = self
            .members
            .get_mut(member)
            .ok_or(MemberError::NoSuchMember)?;
        entry.aliases.push(spelling);
        Ok(())
    }

    /// Undoes a join: the spelling is no longer this member's (a name from the evenings
    /// written so matches nobody again, and is offered as before).
    pub fn unjoin(&mut self, member: usize, spelling: &str) -> Result<(), MemberError> {
        let entry = self
            .members
            .get_mut(member)
            .ok_or(MemberError::NoSuchMember)?;
        let key = member_key(spelling);
        let before = entry.aliases.len();
        entry.aliases.retain(|a| member_key(a) != key);
        if entry.aliases.len() == before {
            return Err(MemberError::NotJoined {
                spelling: spelling.to_owned(),
                member: entry.name.clone(),
            });
        }
        Ok(())
    }

    /// A member's every spelling (their name first), as keys.
    pub fn spellings(&self, member: usize) -> Vec<String> {
        self.members
            .get(member)
            .map(|m| {
                std::iter::once(&m.name)
                    .chain(&m.aliases)
                    .map(|s| member_key(s))
                    .collect()
            })
            .unwrap_or_default()
    }

    /// Takes a member off the list (the evenings keep their names; they match nobody).
    pub fn remove(&mut self, member: usize) -> Result<Member, MemberError> {
        if member >= self.members.len() {
            return Err(MemberError::NoSuchMember);
        }
        Ok(self.members.remove(member))
    }

    /// Adds the names that match no member (with their side, when the party's sides are
    /// ladies and gentlemen), as when a party starts; returns how many were added. Names
    /// the rules refuse are passed over.
    pub fn add_new<'a>(
        &mut self,
        names: impl IntoIterator<Item = (&'a str, Option<Side>)>,
    ) -> usize {
        let mut added = 0;
        for (name, side) in names {
            if self.add(name, side).is_ok() {
                added += 1;
            }
        }
        added
    }

    /// The members offered as the host types `typed` (R-SEASON-1): those whose name or
    /// a spelling starts with it, then those with a later word that does; alphabetical
    /// within each; members for whom `skip` says yes (already at the party) left out.
    pub fn suggest(&self, typed: &str, most: usize, skip: impl Fn(&str) -> bool) -> Vec<usize> {
        let key = member_key(typed);
        if key.is_empty() {
            return Vec::new();
        }
        let rank = |m: &Member| {
            let spellings = || {
                std::iter::once(&m.name)
                    .chain(&m.aliases)
                    .map(|s| member_key(s))
            };
            if spellings().any(|s| s.starts_with(&key)) {
                Some(0)
            } else if spellings().any(|s| s.split(' ').skip(1).any(|w| w.starts_with(&key))) {
                Some(1)
            } else {
                None
            }
        };
        let mut found: Vec<(u8, crate::words::NameKey, usize)> = self
            .members
            .iter()
            .enumerate()
            .filter(|(_, m)| !skip(&m.name))
            .filter_map(|(i, m)| rank(m).map(|r| (r, crate::words::name_sort_key(&m.name), i)))
            .collect();
        found.sort();
        found.into_iter().take(most).map(|(_, _, i)| i).collect()
    }

    /// The members close to a name that matches nobody (R-SEASON-1's offer), closest
    /// first by edit distance on the keys (Levenshtein, from `strsim`); at most `most`.
    /// Only close names are offered: a few letters apart, or the same last name ("Bob
    /// Baker" for "Robert Baker"); a name like nobody's is offered nobody.
    pub fn closest(&self, name: &str, most: usize) -> Vec<usize> {
        let key = member_key(name);
        let mut by_distance: Vec<(usize, crate::words::NameKey, usize)> = self
            .members
            .iter()
            .enumerate()
            .filter_map(|(i, m)| {
                let distance = std::iter::once(&m.name)
                    .chain(&m.aliases)
                    .map(|s| member_key(s))
                    .filter(|s| close(&key, s))
                    .map(|s| strsim::levenshtein(&key, &s))
                    .min()?;
                Some((distance, crate::words::name_sort_key(&m.name), i))
            })
            .collect();
        by_distance.sort();
        by_distance
            .into_iter()
            .take(most)
            .map(|(_, _, i)| i)
            .collect()
    }
}

/// Whether two names (as keys) are close enough to be offered as one person: at most one
/// letter in four changed ("Nora Nash", "Norah Nash"), or the same last name of two
/// letters or more with a first name that could be its short form ("Bob Baker", "Robert
/// Baker": they share the last word).
pub fn close(a: &str, b: &str) -> bool {
    let longest = a.chars().count().max(b.chars().count());
    if strsim::levenshtein(a, b) * 4 <= longest {
        return true;
    }
    let (a_words, b_words): (Vec<&str>, Vec<&str>) =
        (a.split(' ').collect(), b.split(' ').collect());
    match (a_words.split_last(), b_words.split_last()) {
        (Some((a_last, a_rest)), Some((b_last, b_rest))) => {
            a_last == b_last
                && a_last.chars().count() >= 2
                && !a_rest.is_empty()
                && !b_rest.is_empty()
        }
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn r_season_1_names_match_after_trimming_spaces_and_case() {
        let mut list = MemberList::default();
        list.add("Ann Abbott", Some(Side::Lady)).unwrap();
        assert_eq!(list.find("ann  ABBOTT "), Some(0));
        assert_eq!(list.find("Ann Abbot"), None);
        assert!(matches!(
            list.add(" ANN abbott", None),
            Err(MemberError::Taken { .. })
        ));
    }

    #[test]
    fn a_rename_keeps_the_old_spelling_joined() {
        let mut list = MemberList::default();
        list.add("Bob Baker", None).unwrap();
        list.rename(0, "Robert Baker").unwrap();
        assert_eq!(list.find("bob baker"), Some(0));
        assert_eq!(list.find("Robert Baker"), Some(0));
        list.rename(0, "ROBERT BAKER").unwrap();
        assert_eq!(list.members[0].aliases, ["Bob Baker"]);
    }

    #[test]
    fn suggestions_start_with_the_typed_letters() {
        let mut list = MemberList::default();
        for name in ["Ada Abbott", "Adam Webb", "Bea Adler", "Cora Hughes"] {
            list.add(name, None).unwrap();
        }
        assert_eq!(list.suggest("ad", 5, |_| false), [0, 1, 2]);
        assert_eq!(list.suggest("ad", 5, |n| n == "Adam Webb"), [0, 2]);
        assert!(list.suggest("  ", 5, |_| false).is_empty());
        assert_eq!(list.closest("Cora Hughs", 1), [3]);
    }
}
