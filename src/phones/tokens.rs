//! The tables' secret links: one random token of 128 bits per table per party, kept in a
//! hidden file beside the party (`.NAME.ron.phones`), so that printed table cards and
//! links already on the phones stay good when the app is restarted. The host can make
//! new ones (the old links then lead nowhere). The same file remembers whether the phones
//! were on, and at which port: a party reopened after a crash or a restart serves its
//! printed links again (issue 41).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use rand::RngExt;

use crate::rules::duplicate::{PairGroup, PairId};
use serde::{Deserialize, Serialize};

/// The tables' links could not be kept beside the party for the next start.
#[derive(Debug, thiserror::Error)]
pub enum KeepError {
    /// The file could not be written.
    #[error("The tables' links could not be kept for the next start: {0}")]
    Write(crate::store::WriteError),
    /// The links could not be put into words (this is a bug).
    #[error("The tables' links could not be kept for the next start: {0}.")]
    Format(#[from] ron::Error),
}

/// Hex digits in a token: 128 bits.
pub const TOKEN_LEN: usize = 32;

/// Each table's token, and at a Duplicate Cinch party each pair's (its link follows
/// the pair from table to table).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tokens {
    tables: BTreeMap<u32, String>,
    /// By pair: "ns-3", "ew-5", "all-2" (the Howell). Absent from files kept before
    /// duplicate parties.
    #[serde(default)]
    pairs: BTreeMap<String, String>,
    /// The phones were on when the party was last open (absent from older files, and
    /// while the host has them off).
    #[serde(default)]
    serving: Option<Serving>,
}

/// How the phones were serving a party: what it takes to serve its printed links again.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Serving {
    /// The port the links and QR codes point to.
    pub port: u16,
    /// Results waited for the host's OK.
    #[serde(default)]
    pub wait_for_ok: bool,
    /// Results waited for East–West's agreement on the phone (issue 52); a file kept
    /// before there was agreement says nothing, and gets it, as a new party does.
    #[serde(default = "agreement_by_default")]
    pub agreement: bool,
}

fn agreement_by_default() -> bool {
    true
}

impl Serving {
    /// How results go in, as kept.
    pub fn intake(&self) -> super::Intake {
        super::Intake::of_flags(self.wait_for_ok, !self.agreement)
    }
}

/// A pair's key in the tokens file: "ns-3", "all-2".
fn pair_key(pair: PairId) -> String {
    format!("{}-{}", pair.group.code(), pair.number)
}

/// The pair of a key, if it is one.
fn key_pair(key: &str) -> Option<PairId> {
    let (code, number) = key.split_once('-')?;
    let group = [PairGroup::NorthSouth, PairGroup::EastWest, PairGroup::All]
        .into_iter()
        .find(|g| g.code() == code)?;
    Some(PairId::new(group, number.parse().ok()?))
}

/// A new token from the system's random source: 128 bits, as 32 hex digits.
pub fn new_token() -> String {
    let bits: u128 = rand::rng().random();
    format!("{bits:032x}")
}

/// Whether `text` looks like one of our tokens (and nothing else: a link is refused
/// before any lookup when it does not).
pub fn is_token(text: &str) -> bool {
    text.len() == TOKEN_LEN && text.bytes().all(|b| b.is_ascii_hexdigit())
}

/// How the phones were serving the party at `party` when it was last open, if they were
/// on (nothing is made or written; an unreadable file says nothing).
pub fn serving_of(party: &Path) -> Option<Serving> {
    let text = crate::store::read_text(&tokens_path(party)).ok()?;
    ron::from_str::<Tokens>(&text).ok()?.serving
}

/// Where a party's tokens are kept.
pub fn tokens_path(party: &Path) -> PathBuf {
    let name = party.file_name().unwrap_or_default().to_string_lossy();
    party.with_file_name(format!(".{name}.phones"))
}

impl Tokens {
    /// The tokens kept for the party at `party`, with tables `1..=tables` given one each
    /// where they lack it (and kept on disk at once). A damaged file is replaced, and
    /// said in words: its links no longer work.
    pub fn for_party(party: &Path, tables: u32) -> (Tokens, Option<String>) {
        let path = tokens_path(party);
        let mut said = None;
        let mut tokens = match crate::store::read_text(&path) {
            Ok(text) => match ron::from_str::<Tokens>(&text) {
                Ok(tokens) => tokens,
                Err(_) => {
                    said = Some(crate::words::msg::heard_links_unreadable(
                        path.display().to_string(),
                    ));
                    Tokens::default()
                }
            },
            Err(_) => Tokens::default(),
        };
        tokens.tables.retain(|_, token| is_token(token));
        tokens
            .pairs
            .retain(|key, token| is_token(token) && key_pair(key).is_some());
        if tokens.cover(tables)
            && let Err(why) = tokens.keep(party)
        {
            said = Some(why.to_string());
        }
        (tokens, said)
    }

    /// Gives each of tables `1..=tables` a token where it lacks one; whether any was made.
    pub fn cover(&mut self, tables: u32) -> bool {
        let mut made = false;
        for table in 1..=tables {
            self.tables.entry(table).or_insert_with(|| {
                made = true;
                new_token()
            });
        }
        made
    }

    /// Gives each of `pairs` a token where it lacks one; whether any was made.
    pub fn cover_pairs(&mut self, pairs: &[PairId]) -> bool {
        let mut made = false;
        for &pair in pairs {
            self.pairs.entry(pair_key(pair)).or_insert_with(|| {
                made = true;
                new_token()
            });
        }
        made
    }

    /// New tokens for every table and pair: the old links no longer work.
    pub fn renew(&mut self) {
        for token in self.tables.values_mut().chain(self.pairs.values_mut()) {
            *token = new_token();
        }
    }

    /// Writes the tokens beside the party.
    pub fn keep(&self, party: &Path) -> Result<(), KeepError> {
        let text = ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::default())?;
        crate::store::write_private_file(&tokens_path(party), text.as_bytes())
            .map_err(KeepError::Write)
    }

    /// Whether the phones were on, and how.
    pub fn serving(&self) -> Option<Serving> {
        self.serving
    }

    /// Remembers the phones on (or off) for the next time the party opens.
    pub fn set_serving(&mut self, serving: Option<Serving>) {
        self.serving = serving;
    }

    /// A table's token.
    pub fn of(&self, table: u32) -> Option<&str> {
        self.tables.get(&table).map(String::as_str)
    }

    /// The table a token belongs to.
    pub fn table_of(&self, token: &str) -> Option<u32> {
        self.tables
            .iter()
            .find(|(_, t)| t.as_str() == token)
            .map(|(table, _)| *table)
    }

    /// A pair's token.
    pub fn of_pair(&self, pair: PairId) -> Option<&str> {
        self.pairs.get(&pair_key(pair)).map(String::as_str)
    }

    /// Every (pair, token), North–South first, each direction by number (the Howell's
    /// after them).
    pub fn all_pairs(&self) -> impl Iterator<Item = (PairId, &str)> {
        let mut pairs: Vec<(PairId, &str)> = self
            .pairs
            .iter()
            .filter_map(|(key, token)| Some((key_pair(key)?, token.as_str())))
            .collect();
        pairs.sort_by_key(|(pair, _)| *pair);
        pairs.into_iter()
    }

    /// Every (table, token), table 1 first.
    pub fn all(&self) -> impl Iterator<Item = (u32, &str)> {
        self.tables.iter().map(|(t, token)| (*t, token.as_str()))
    }
}
