//! `simulate --names-from FILE`: a rehearsal's guests drawn from a list of real names
//! (one a line, optionally with the guest's mail address after it in angle brackets,
//! `Zoë Ångström <zoe@example.org>`, and optionally a tab and `lady` or `gentleman`),
//! so that a season of
//! evenings with the same people can be rehearsed. The draw is made by the seed (its
//! own stream, so the evening plays as it would with made-up names) and honours the
//! sides given: a lady is only ever drawn as a lady.

use std::collections::BTreeSet;

use rand::seq::SliceRandom;

use crate::rules::guests::{clean_name, name_key};
use crate::rules::{RuleError, Side};

/// A name from the list, with its side when the list gives one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NamedGuest {
    /// The name.
    pub name: String,
    /// Lady or gentleman, when given.
    pub side: Option<Side>,
    /// The guest's mail address, when given: a guest on the list with an address asked
    /// for their evening by mail (issue 53).
    pub address: Option<String>,
}

/// Why a list of names cannot be used.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum NamesError {
    /// A line the program cannot take.
    #[error("{}", crate::words::msg::SimNamesLine { line: *line, why: why.as_str() }.say())]
    Line {
        /// The line (from 1).
        line: usize,
        /// What is wrong.
        why: String,
    },
    /// No names at all.
    #[error("{}", crate::words::msg::sim_names_empty())]
    Empty,
    /// The file cannot be read.
    #[error("{}", crate::words::msg::SimNamesUnreadable { path: path.display().to_string(), why: crate::store::no_stop(&problem.to_string()) }.say())]
    Unreadable {
        /// The file.
        path: std::path::PathBuf,
        /// Why.
        problem: crate::store::Problem,
    },
}

/// `--names-from FILE`: the list of names, read and checked.
pub fn read_names_file(path: &std::path::Path) -> Result<Vec<NamedGuest>, NamesError> {
    let text = crate::store::read_text(path).map_err(|problem| NamesError::Unreadable {
        path: path.to_path_buf(),
        problem,
    })?;
    read_names(&text)
}

/// Reads a list of names: one a line, optionally a tab and `lady` or `gentleman`; blank
/// lines and lines starting with `#` are passed over.
pub fn read_names(text: &str) -> Result<Vec<NamedGuest>, NamesError> {
    let mut names = Vec::new();
    let mut seen = BTreeSet::new();
    for (i, line) in text.lines().enumerate() {
        let refuse = |why: String| NamesError::Line { line: i + 1, why };
        if line.trim().is_empty() || line.trim_start().starts_with('#') {
            continue;
        }
        let (name, side) = match line.split_once('\t') {
            Some((name, side)) => (name, Some(side.trim())),
            None => (line, None),
        };
        let side = match side.map(str::to_lowercase).as_deref() {
            None | Some("") => None,
            Some("lady") => Some(Side::Lady),
            Some("gentleman") => Some(Side::Gentleman),
            Some(other) => {
                return Err(refuse(crate::words::msg::sim_not_a_side(
                    crate::words::quote(other, 20),
                )));
            }
        };
        let (name, address) =
            crate::mail::split_name_and_address(name).map_err(|e| refuse(e.to_string()))?;
        let name = clean_name(name).map_err(|e| refuse(crate::words::rule_refusal(&e)))?;
        if !seen.insert(name_key(&name)) {
            return Err(refuse(crate::words::msg::sim_name_twice(name)));
        }
        names.push(NamedGuest {
            name,
            side,
            address,
        });
    }
    if names.is_empty() {
        return Err(NamesError::Empty);
    }
    Ok(names)
}

/// The names not drawn yet, shuffled by the seed: those of each side, and those without.
#[derive(Debug, Clone)]
pub struct NamePool {
    ladies: Vec<NamedGuest>,
    gentlemen: Vec<NamedGuest>,
    either: Vec<NamedGuest>,
}

impl NamePool {
    /// The pool of `names`, shuffled by `seed`.
    pub fn new(names: &[NamedGuest], seed: u64) -> NamePool {
        // A stream of its own: the evening's draws and scores stay as they would be.
        let mut rng = crate::rules::shuffler(seed ^ 0x6e61_6d65_7321);
        let mut all = names.to_vec();
        all.shuffle(&mut rng);
        let of = |side: Option<Side>| -> Vec<NamedGuest> {
            all.iter().filter(|n| n.side == side).cloned().collect()
        };
        NamePool {
            ladies: of(Some(Side::Lady)),
            gentlemen: of(Some(Side::Gentleman)),
            either: of(None),
        }
    }

    /// The next name for a side: one of that side, else one without a side.
    pub fn next(&mut self, side: Side) -> Option<String> {
        let own = match side {
            Side::Lady => &mut self.ladies,
            Side::Gentleman => &mut self.gentlemen,
        };
        own.pop().or_else(|| self.either.pop()).map(|n| n.name)
    }

    /// The next name of any side, with the side it has (`None`: the list gives none).
    pub fn next_any(&mut self) -> Option<NamedGuest> {
        // Take from the longest of the three, so the sides stay mixed.
        let longest = [&mut self.ladies, &mut self.gentlemen, &mut self.either]
            .into_iter()
            .max_by_key(|v| v.len())?;
        longest.pop()
    }

    /// Checks that `ladies` and `gentlemen` can be drawn.
    pub fn check(&self, ladies: u32, gentlemen: u32) -> Result<(), RuleError> {
        let (l, g, e) = (self.ladies.len(), self.gentlemen.len(), self.either.len());
        let short_l = (ladies as usize).saturating_sub(l);
        let short_g = (gentlemen as usize).saturating_sub(g);
        if short_l + short_g > e {
            return Err(RuleError::BadSetting(
                crate::words::msg::SimTooFewNames {
                    ladies: l,
                    gentlemen: g,
                    either: e,
                    want_ladies: ladies,
                    want_gentlemen: gentlemen,
                }
                .say(),
            ));
        }
        Ok(())
    }

    /// How many names are left.
    pub fn len(&self) -> usize {
        self.ladies.len() + self.gentlemen.len() + self.either.len()
    }

    /// Whether none is left.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}
