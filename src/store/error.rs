//! Why a party file could not be read or written, in the host's words, naming the file
//! (and the line, for a damaged one). Nothing the file holds is ever quoted at length.

use std::path::{Path, PathBuf};

use thiserror::Error;

/// What is wrong with a file the program tried to open.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum Problem {
    /// No such file.
    #[error("there is no such file")]
    Missing,
    /// A folder, a named pipe, a device: never opened (a pipe would block forever).
    #[error("it is {0}, not a party file")]
    NotAFile(&'static str),
    /// Another cinch-party (the window or `serve`) has it open: one writer per party.
    #[error("{0}: close it there first")]
    InUse(String),
    /// A file that exists but is not a party file: never overwritten.
    #[error("it is not a party file, so it is not overwritten")]
    NotAPartyFile,
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
    /// Empty.
    #[error("it is empty")]
    Empty,
    /// Not a party file, or damaged (cut short, edited badly, or nested absurdly deep).
    #[error("it is not a party file, or it is damaged at line {line}: {detail}")]
    Damaged {
        /// The line where the reader stopped.
        line: usize,
        /// What the reader found, in words.
        detail: String,
    },
    /// A line far longer than any action.
    #[error("line {line} is far longer than any action of a party")]
    LineTooLong {
        /// The line.
        line: usize,
    },
    /// A title that the program would not accept from the host.
    #[error("its title is refused: {}", no_stop(.0))]
    BadTitle(String),
    /// A party file with no version number.
    #[error("it does not say which format version it is in")]
    NoVersion,
    /// A version that is not a number.
    #[error("its format version is not a number")]
    VersionNotANumber,
    /// Made by a newer program.
    #[error(
        "it was saved in format version {found}, by a newer cinch-party; this one reads up to version {supported}"
    )]
    NewerVersion {
        /// The file's version.
        found: String,
        /// The newest this program reads.
        supported: u32,
    },
    /// A version that never existed.
    #[error("it says it is in format version {found}, which does not exist")]
    UnknownVersion {
        /// The file's version.
        found: String,
    },
    /// The history does not replay under the rules.
    #[error("{}", crate::words::replay_refusal(.0))]
    BrokenHistory(Box<crate::rules::ReplayError>),
}

/// A party file that could not be opened. The file is left exactly as it was.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("Cannot open {}: {}.{}", path.display(), no_stop(&problem.to_string()), backup_hint(backup.as_deref()))]
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

/// A message part without its closing full stop, to be put inside a sentence.
pub fn no_stop(text: &str) -> &str {
    text.trim_end().trim_end_matches('.')
}

/// A party that could not be saved. The party is still complete in memory.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("Cannot save to {}: {}.{}", path.display(), no_stop(reason), if *retried { " Nothing is lost: the party is kept in memory and saved again with the next action." } else { "" })]
pub struct SaveError {
    /// The file.
    pub path: PathBuf,
    /// Why, in words.
    pub reason: String,
    /// The app tries again with the next action (a one-shot command does not).
    pub retried: bool,
}

impl SaveError {
    /// A failure to write `path`, with the system's error put in the host's words.
    pub fn io(path: &Path, error: &std::io::Error) -> SaveError {
        SaveError {
            path: path.to_path_buf(),
            reason: io_words(error),
            retried: true,
        }
    }
}

/// The system's error in the host's words, with what they can do about it.
pub fn io_words(error: &std::io::Error) -> String {
    use std::io::ErrorKind;
    match error.kind() {
        ErrorKind::StorageFull => "the disk is full (free some space)".to_owned(),
        ErrorKind::PermissionDenied => "the system does not allow writing there".to_owned(),
        ErrorKind::ReadOnlyFilesystem => "the disk is read-only".to_owned(),
        ErrorKind::NotFound => "the folder is not there (a USB stick pulled out?)".to_owned(),
        ErrorKind::NotADirectory => "part of the path is a file, not a folder".to_owned(),
        ErrorKind::IsADirectory => "a folder has that name".to_owned(),
        ErrorKind::QuotaExceeded => "the disk quota is used up".to_owned(),
        _ => short(&error.to_string()),
    }
}

/// At most a few dozen characters of `text`, control characters escaped.
pub fn short(text: &str) -> String {
    crate::words::quote(text, 40)
}

/// What the RON reader found, in the host's words (no type names of ours).
pub fn ron_words(code: &ron::Error) -> String {
    use ron::Error as E;
    match code {
        E::Eof => "the file ends too early (cut short?)".to_owned(),
        E::ExceededRecursionLimit => "it is nested far more deeply than any party file".to_owned(),
        E::TrailingCharacters => "there is more after the end of the party".to_owned(),
        E::Utf8Error(_) => "it holds bytes that are not text".to_owned(),
        E::ExpectedString | E::ExpectedStringEnd => "a text in quotes was expected".to_owned(),
        E::ExpectedInteger | E::IntegerOutOfBounds | E::InvalidIntegerDigit { .. } => {
            "a whole number was expected, or one is out of range".to_owned()
        }
        E::NoSuchEnumVariant { found, .. } => {
            format!("\"{}\" is not something a party file holds", short(found))
        }
        E::NoSuchStructField { found, .. } => {
            format!("\"{}\" is not a field of a party file", short(found))
        }
        E::MissingStructField { field, .. } => format!("the field \"{field}\" is missing"),
        E::DuplicateStructField { field, .. } => format!("the field \"{field}\" is there twice"),
        E::InvalidValueForType { found, .. } => {
            format!("\"{}\" is not a value that fits there", short(found))
        }
        E::Message(text) => format!("a value does not fit ({})", short(text)),
        E::UnexpectedChar(c) => format!("an unexpected character {}", short(&c.to_string())),
        _ => "the punctuation is wrong (a bracket, comma or quote out of place)".to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_never_end_in_two_stops() {
        let error = LoadError {
            path: PathBuf::from("p.ron"),
            problem: Problem::BrokenHistory(Box::new(crate::rules::ReplayError::Step {
                index: 2,
                error: crate::rules::RuleError::EmptyName,
            })),
            backup: None,
        };
        assert!(!error.to_string().contains(".."), "{error}");
        let save = SaveError {
            path: PathBuf::from("p.ron"),
            reason: "the disk is full.".into(),
            retried: false,
        };
        assert!(!save.to_string().contains(".."), "{save}");
        assert!(!save.to_string().contains("next action"), "{save}");
    }
}

/// A file the host takes away (an export, a print-out, the tables' links) that could not
/// be written. Nothing was left half-written.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum WriteError {
    /// A folder, a named pipe or a device is in the way: never opened.
    #[error("{} is {kind}, not a file: nothing was written there.", path.display())]
    NotAFile {
        /// Where.
        path: PathBuf,
        /// "a folder", "a named pipe" …
        kind: &'static str,
    },
    /// The folder cannot be made.
    #[error("The folder {} cannot be made: {why}.", folder.display())]
    NoFolder {
        /// The folder.
        folder: PathBuf,
        /// The system's reason, in words.
        why: String,
    },
    /// The system refused the write.
    #[error("{} cannot be written: {why}.", path.display())]
    Refused {
        /// The file.
        path: PathBuf,
        /// The system's reason, in words.
        why: String,
    },
}
