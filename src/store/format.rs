//! The save file's format: RON, opening with a format version, then the settings and the
//! whole history. Older versions are migrated on load; damaged, hostile or newer files
//! are refused with a reason.

use chrono::{DateTime, Utc};
use ron::extensions::Extensions;
use serde::{Deserialize, Serialize};

use super::error::Problem;
use crate::rules::{Entry, Party, Settings};

/// The format this program writes.
pub const FORMAT_VERSION: u32 = 1;

/// The deepest nesting a party file needs is about six; anything much deeper is hostile
/// and would otherwise risk the stack.
const MAX_NESTING: usize = 32;

/// What a party file holds.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SaveFile {
    /// The format version; always first in the file.
    pub version: u32,
    /// The party's title, as the host named it.
    pub title: String,
    /// When the file was last written.
    pub saved_at: DateTime<Utc>,
    /// The settings the party started with.
    pub settings: Settings,
    /// Every action, oldest first, with its time: guests, draws, results, corrections,
    /// cuts and bells.
    pub history: Vec<Entry>,
}

/// Just the version, read before anything else (-1 when the file has none).
#[derive(Deserialize)]
struct Header {
    #[serde(default = "no_version")]
    version: i64,
}

fn no_version() -> i64 {
    -1
}

fn options() -> ron::Options {
    ron::Options::default().with_recursion_limit(MAX_NESTING)
}

fn damaged(error: &ron::error::SpannedError) -> Problem {
    Problem::Damaged {
        detail: format!(
            "{} (line {}, column {})",
            error.code, error.span.start.line, error.span.start.col
        ),
    }
}

impl SaveFile {
    /// The file for a party.
    pub fn of(title: &str, party: &Party, saved_at: DateTime<Utc>) -> SaveFile {
        SaveFile {
            version: FORMAT_VERSION,
            title: title.to_owned(),
            saved_at,
            settings: party.initial_settings().clone(),
            history: party.history().to_vec(),
        }
    }

    /// The file as text: one history entry per line, so a person can read it and a
    /// version-control diff stays small.
    pub fn to_text(&self) -> Result<String, String> {
        let pretty = ron::ser::PrettyConfig::new()
            .depth_limit(2)
            .extensions(Extensions::empty());
        options()
            .to_string_pretty(self, pretty)
            .map(|mut text| {
                text.push('\n');
                text
            })
            .map_err(|e| e.to_string())
    }

    /// Reads a file's text, migrating older versions.
    pub fn from_text(text: &str) -> Result<SaveFile, Problem> {
        let header: Header = options().from_str(text).map_err(|e| damaged(&e))?;
        let current = i64::from(FORMAT_VERSION);
        match header.version {
            -1 => Err(Problem::NoVersion),
            found if found == current => options().from_str(text).map_err(|e| damaged(&e)),
            found if found > current => Err(Problem::NewerVersion {
                found,
                supported: current,
            }),
            // Version 1 is the first format: every older number is unknown. When the
            // format changes, the reader for each older version goes here and converts
            // to the current `SaveFile`.
            found => Err(Problem::UnknownVersion { found }),
        }
    }

    /// Rebuilds the party, checking every step of the history against the rules.
    pub fn party(&self) -> Result<Party, Problem> {
        Party::replay(self.settings.clone(), self.history.clone())
            .map_err(|e| Problem::BrokenHistory(e.to_string()))
    }
}
