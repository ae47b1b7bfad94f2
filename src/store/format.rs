//! The party file's format. Version 2 (written now) is a journal of RON lines: a header
//! line with the title and the settings, then one line per action, so that each action
//! is saved by appending one line. Version 1 (one pretty RON value) is still read and is
//! rewritten as version 2 at the next save. Damaged, hostile or newer files are refused
//! with a reason that names the line.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use super::error::{Problem, ron_words};
use crate::rules::progression::Edition;
use crate::rules::{Entry, Party, Settings};

/// The format this program writes.
pub const FORMAT_VERSION: u32 = 2;

/// The deepest nesting a party file needs is about six; anything much deeper is hostile
/// and would otherwise risk the stack.
const MAX_NESTING: usize = 32;

/// What a party file holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SaveFile {
    /// The format version the file was read in (written files are always current).
    pub version: u32,
    /// The party's title, as the host named it.
    pub title: String,
    /// When the party was created (for version 1 files: when last saved).
    pub created_at: DateTime<Utc>,
    /// The settings the party started with.
    pub settings: Settings,
    /// Every action, oldest first, with its time.
    pub history: Vec<Entry>,
    /// A last line cut off part-way (a power cut while it was written): never
    /// acknowledged to the host, so left out; its start, for the message.
    pub torn_tail: Option<String>,
}

/// The first line of a version 2 file.
#[derive(Debug, Serialize, Deserialize)]
struct Header {
    version: u32,
    title: String,
    created_at: DateTime<Utc>,
    settings: Settings,
}

/// A version 1 file: one RON value.
#[derive(Debug, Deserialize)]
struct Version1 {
    title: String,
    saved_at: DateTime<Utc>,
    settings: Settings,
    history: Vec<Entry>,
}

/// Reads the format version from the start of a file, where every version puts it:
/// `(version: 2, …` (any spacing). `Ok(None)`: the file opens like a party file but
/// does not start with a version.
fn probe_version(text: &str) -> Result<Option<&str>, Problem> {
    let Some(rest) = text.trim_start().strip_prefix('(') else {
        return Err(Problem::Damaged {
            line: 1,
            detail: crate::words::msg::store_no_start(),
        });
    };
    let Some(rest) = rest.trim_start().strip_prefix("version") else {
        return Ok(None);
    };
    let Some(rest) = rest.trim_start().strip_prefix(':') else {
        return Ok(None);
    };
    let value = rest
        .trim_start()
        .split([',', ')', '\n'])
        .next()
        .unwrap_or_default()
        .trim();
    Ok(Some(value))
}

fn options() -> ron::Options {
    ron::Options::default().with_recursion_limit(MAX_NESTING)
}

fn damaged(line: usize, error: &ron::error::SpannedError) -> Problem {
    Problem::Damaged {
        line: line + error.span.start.line.saturating_sub(1),
        detail: ron_words(&error.code),
    }
}

impl SaveFile {
    /// The file for a party.
    pub fn of(title: &str, party: &Party, created_at: DateTime<Utc>) -> SaveFile {
        SaveFile {
            version: FORMAT_VERSION,
            title: title.to_owned(),
            created_at,
            settings: party.initial_settings().clone(),
            history: party.history().to_vec(),
            torn_tail: None,
        }
    }

    /// The whole file as text: the header line, then one line per action.
    pub fn to_text(&self) -> Result<String, ron::Error> {
        let header = Header {
            version: FORMAT_VERSION,
            title: self.title.clone(),
            created_at: self.created_at,
            settings: self.settings.clone(),
        };
        let mut text = options().to_string(&header)?;
        text.push('\n');
        for entry in &self.history {
            text.push_str(&entry_line(entry)?);
        }
        Ok(text)
    }

    /// Reads a file's text, in the current format or an older one.
    pub fn from_text(text: &str) -> Result<SaveFile, Problem> {
        // Some editors put a byte-order mark at the start of a file they save.
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        if text.trim().is_empty() {
            return Err(Problem::Empty);
        }
        let Some(found) = probe_version(text)? else {
            return Err(Problem::NoVersion);
        };
        let Ok(version) = found.parse::<i64>() else {
            return Err(Problem::VersionNotANumber);
        };
        match version {
            2 => read_version_2(text),
            1 => read_version_1(text),
            v if v > i64::from(FORMAT_VERSION) => Err(Problem::NewerVersion {
                found: v.to_string(),
                supported: FORMAT_VERSION,
            }),
            v => Err(Problem::UnknownVersion {
                found: v.to_string(),
            }),
        }
    }

    /// Rebuilds the party, checking the settings and every step of the history against
    /// the rules.
    pub fn party(&self) -> Result<Party, Problem> {
        Party::replay(self.settings.clone(), self.history.clone())
            .map_err(|e| Problem::BrokenHistory(Box::new(e)))
    }
}

/// One action as a line of the file.
pub fn entry_line(entry: &Entry) -> Result<String, ron::Error> {
    let mut line = options().to_string(entry)?;
    line.push('\n');
    Ok(line)
}

/// No action's line comes near this (a pasted list of a thousand guests is about
/// 60 KB); a longer line is refused before it is read, so a hostile file cannot make the
/// reader build something enormous.
const MAX_LINE_BYTES: usize = 1024 * 1024;

/// A title as read from a file: checked as the host's typing is.
fn checked_title(title: String) -> Result<String, Problem> {
    match crate::rules::guests::clean_title(&title) {
        Ok(Some(clean)) => Ok(clean),
        Ok(None) => Ok(crate::words::msg::store_untitled()),
        Err(error) => Err(Problem::BadTitle(crate::words::rule_refusal(&error))),
    }
}

fn read_version_2(text: &str) -> Result<SaveFile, Problem> {
    let mut lines = text.split('\n').enumerate();
    let header: Header = match lines.next() {
        Some((_, line)) if line.len() > MAX_LINE_BYTES => {
            return Err(Problem::LineTooLong { line: 1 });
        }
        Some((_, line)) => options().from_str(line).map_err(|e| damaged(1, &e))?,
        None => return Err(Problem::Empty),
    };
    let ends_whole = text.ends_with('\n');
    let all: Vec<(usize, &str)> = lines.collect();
    let last = all.len().saturating_sub(1);
    let mut history = Vec::with_capacity(all.len());
    let mut torn_tail = None;
    for (i, (index, line)) in all.into_iter().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        if line.len() > MAX_LINE_BYTES {
            return Err(Problem::LineTooLong { line: index + 1 });
        }
        match options().from_str::<Entry>(line) {
            Ok(entry) => history.push(entry),
            // Only a last line with no end can be a write cut off by a power cut.
            Err(_) if i == last && !ends_whole => {
                torn_tail = Some(super::error::short(line));
            }
            Err(e) => return Err(damaged(index + 1, &e)),
        }
    }
    Ok(SaveFile {
        version: 2,
        title: checked_title(header.title)?,
        created_at: header.created_at,
        settings: header.settings,
        history,
        torn_tail,
    })
}

fn read_version_1(text: &str) -> Result<SaveFile, Problem> {
    let old: Version1 = options().from_str(text).map_err(|e| damaged(1, &e))?;
    Ok(SaveFile {
        version: 1,
        title: checked_title(old.title)?,
        created_at: old.saved_at,
        // Version 1 files were played with the first edition's chairs (R-PROG-5 before
        // its revision): replay them exactly as they were played.
        settings: Settings {
            edition: Edition::First,
            ..old.settings
        },
        history: old.history,
        torn_tail: None,
    })
}
