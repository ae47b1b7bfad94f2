//! Why a party file could not be read or written, in words that name the file.

use std::path::{Path, PathBuf};

use thiserror::Error;

/// What is wrong with a file the program tried to open.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum Problem {
    /// No such file.
    #[error("there is no such file")]
    Missing,
    /// The system refused to read it.
    #[error("it cannot be read ({0})")]
    CannotRead(String),
    /// Larger than any real party file.
    #[error("it is {size} bytes, far larger than any party file (at most {max})")]
    TooLarge {
        /// Its size.
        size: u64,
        /// The cap.
        max: u64,
    },
    /// Not UTF-8 text.
    #[error("it is not a text file")]
    NotText,
    /// Not a party file, or damaged (cut short, edited badly, or nested absurdly deep).
    #[error("it is not a party file, or it is damaged: {detail}")]
    Damaged {
        /// What the reader found, with line and column.
        detail: String,
    },
    /// A party file with no version number.
    #[error("it does not say which format version it is in")]
    NoVersion,
    /// Made by a newer program.
    #[error(
        "it was saved in format version {found}, by a newer cinch-party; this one reads up to version {supported}"
    )]
    NewerVersion {
        /// The file's version.
        found: i64,
        /// The newest this program reads.
        supported: i64,
    },
    /// A version that never existed.
    #[error("it says it is in format version {found}, which does not exist")]
    UnknownVersion {
        /// The file's version.
        found: i64,
    },
    /// The history does not replay under the rules.
    #[error("its history does not add up: {0}")]
    BrokenHistory(String),
}

/// A party file that could not be opened. The file is left exactly as it was.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("Cannot open {}: {problem}.{}", path.display(), backup_hint(backup.as_deref()))]
pub struct LoadError {
    /// The file.
    pub path: PathBuf,
    /// What is wrong.
    pub problem: Problem,
    /// The backup beside it, when there is one that can be opened.
    pub backup: Option<PathBuf>,
}

fn backup_hint(backup: Option<&Path>) -> String {
    match backup {
        Some(path) => format!(
            " The previous save is kept as {}; it can be opened instead.",
            path.display()
        ),
        None => String::new(),
    }
}

/// A party that could not be saved. The party is still complete in memory.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("Cannot save to {}: {reason}. Nothing is lost: the party is kept in memory and saved again with the next action.", path.display())]
pub struct SaveError {
    /// The file.
    pub path: PathBuf,
    /// The system's reason, in its words.
    pub reason: String,
}
