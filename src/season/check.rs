//! R-SEASON-1: a member list as its file holds it, checked. Each spelling is one person,
//! so a list edited by hand with a name that is empty, written twice, or both one
//! member's name and another member's other spelling would count two people as one, or
//! nobody: it is refused in words, as damage (issue 49). Pure: no files.

use std::collections::BTreeMap;

use super::members::{MemberList, member_key};
use crate::rules::guests::clean_name;
use crate::words::msg;

/// Why a member list written by hand cannot be used (R-SEASON-1): each spelling is one
/// person, so a name that is empty, written twice, or both one member's name and another
/// member's other spelling would count two people as one, or nobody. Said as damage.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ListProblem {
    /// A member with no name, or one the rules refuse.
    #[error("{}", msg::SeasonBadNameOfMember { number: *number, why: why.as_str() }.say())]
    BadName {
        /// The member's place in the list, from 1.
        number: usize,
        /// What is wrong with it, in words.
        why: String,
    },
    /// One of a member's other spellings is empty or refused.
    #[error("{}", msg::SeasonBadAlias { member: member.as_str(), why: why.as_str() }.say())]
    BadAlias {
        /// The member.
        member: String,
        /// What is wrong with it, in words.
        why: String,
    },
    /// Two members with the same name.
    #[error("{}", msg::SeasonNameTwice { name: name.as_str(), first: *first, second: *second }.say())]
    Twice {
        /// The name.
        name: String,
        /// The first member's place, from 1.
        first: usize,
        /// The second member's place, from 1.
        second: usize,
    },
    /// A member's name (or other spelling) is also another member's other spelling.
    #[error("{}", msg::SeasonTwoPeople { spelling: spelling.as_str(), first: first.as_str(), second: second.as_str() }.say())]
    TwoPeople {
        /// The spelling.
        spelling: String,
        /// Whose name (or other spelling) it is: "a member (3)", "an other spelling of Ann".
        first: String,
        /// The other member it is also joined to.
        second: String,
    },
}

/// Why a name cannot be used, inside a sentence.
fn unusable(error: &crate::rules::RuleError) -> String {
    match error {
        crate::rules::RuleError::EmptyName => msg::season_name_empty(),
        other => crate::words::rule_refusal(other)
            .trim_end()
            .trim_end_matches('.')
            .to_owned(),
    }
}

impl MemberList {
    /// Whether every spelling is one person's and every name can be used (a list edited
    /// by hand may break both); the first problem found, in words.
    pub fn check(&self) -> Result<(), ListProblem> {
        // Each key: the member it belongs to, and whether it is their name.
        let mut seen: BTreeMap<String, (usize, bool)> = BTreeMap::new();
        for (i, member) in self.members.iter().enumerate() {
            clean_name(&member.name).map_err(|e| ListProblem::BadName {
                number: i + 1,
                why: unusable(&e),
            })?;
            for alias in &member.aliases {
                clean_name(alias).map_err(|e| ListProblem::BadAlias {
                    member: member.name.clone(),
                    why: unusable(&e),
                })?;
            }
            let spellings = std::iter::once((&member.name, true))
                .chain(member.aliases.iter().map(|a| (a, false)));
            for (spelling, own) in spellings {
                let key = member_key(spelling);
                match seen.get(&key) {
                    Some(&(other, _)) if other == i => {}
                    Some(&(other, other_own)) => {
                        return Err(self.clash(spelling, (other, other_own), (i, own)));
                    }
                    None => {
                        seen.insert(key, (i, own));
                    }
                }
            }
        }
        Ok(())
    }

    /// Two members who share a spelling: `(member, their own name)` each.
    fn clash(&self, spelling: &str, a: (usize, bool), b: (usize, bool)) -> ListProblem {
        let name = |m: usize| {
            self.members
                .get(m)
                .map(|x| x.name.clone())
                .unwrap_or_default()
        };
        match (a, b) {
            ((first, true), (second, true)) => ListProblem::Twice {
                name: spelling.to_owned(),
                first: first + 1,
                second: second + 1,
            },
            ((named, true), (other, false)) | ((other, false), (named, true)) => {
                ListProblem::TwoPeople {
                    spelling: spelling.to_owned(),
                    first: msg::season_a_member(named + 1),
                    second: name(other),
                }
            }
            ((first, false), (second, false)) => ListProblem::TwoPeople {
                spelling: spelling.to_owned(),
                first: msg::season_another_spelling(name(first)),
                second: name(second),
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::season::Member;

    #[test]
    fn r_season_1_a_list_where_one_spelling_is_two_people_is_refused() {
        let list = |members: &[(&str, &[&str])]| MemberList {
            members: members
                .iter()
                .map(|(name, aliases)| Member {
                    name: (*name).to_owned(),
                    side: None,
                    aliases: aliases.iter().map(|a| (*a).to_owned()).collect(),
                    address: None,
                    mail_me: false,
                })
                .collect(),
            add_new_names: true,
        };
        assert_eq!(
            list(&[("Ann", &["Annie"]), ("Bob", &["ANN IE"])]).check(),
            Ok(())
        );
        assert!(matches!(
            list(&[("Bob Baker", &[]), ("bob  BAKER", &[])]).check(),
            Err(ListProblem::Twice {
                first: 1,
                second: 2,
                ..
            })
        ));
        assert!(matches!(
            list(&[("Bob Baker", &[]), ("Robert Baker", &["Bob Baker"])]).check(),
            Err(ListProblem::TwoPeople { .. })
        ));
        assert!(matches!(
            list(&[("Ann", &["Bee"]), ("Cy", &["bee"])]).check(),
            Err(ListProblem::TwoPeople { .. })
        ));
        assert!(matches!(
            list(&[("Ann", &[]), (" ", &[])]).check(),
            Err(ListProblem::BadName { number: 2, .. })
        ));
        assert!(matches!(
            list(&[("Ann", &[""])]).check(),
            Err(ListProblem::BadAlias { .. })
        ));
        // One member's own spellings may repeat (a rename back and forth): still one person.
        assert_eq!(list(&[("Ann", &["ann", "Annie"])]).check(), Ok(()));
    }
}
