//! Why a party file could not be read or written, in the host's words, naming the file
//! (and the line, for a damaged one). Nothing the file holds is ever quoted at length.

use std::path::{Path, PathBuf};

use thiserror::Error;

use crate::words::msg;

/// What is wrong with a file the program tried to open.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum Problem {
    /// No such file.
    #[error("{}", msg::store_missing())]
    Missing,
    /// A folder, a named pipe, a device: never opened (a pipe would block forever).
    #[error("{}", msg::store_not_a_party_file_kind(*.0))]
    NotAFile(&'static str),
    /// Another cinch-party (the window or `serve`) has it open: one writer per party.
    #[error("{}", msg::store_in_use(.0.as_str()))]
    InUse(String),
    /// A file that exists but is not a party file: never overwritten.
    #[error("{}", msg::store_not_overwritten())]
    NotAPartyFile,
    /// The system refused to read it.
    #[error("{}", msg::store_cannot_read(.0.as_str()))]
    CannotRead(String),
    /// Larger than any real party file.
    #[error("{}", msg::StoreTooLarge { size: size.to_string(), max: max.to_string() }.say())]
    TooLarge {
        /// Its size.
        size: u64,
        /// The cap.
        max: u64,
    },
    /// Not UTF-8 text.
    #[error("{}", msg::store_not_text())]
    NotText,
    /// Empty.
    #[error("{}", msg::store_empty())]
    Empty,
    /// Not a party file, or damaged (cut short, edited badly, or nested absurdly deep).
    #[error("{}", msg::StoreDamaged { line: line.to_string(), detail: detail.as_str() }.say())]
    Damaged {
        /// The line where the reader stopped.
        line: usize,
        /// What the reader found, in words.
        detail: String,
    },
    /// A line far longer than any action.
    #[error("{}", msg::store_line_too_long(line.to_string()))]
    LineTooLong {
        /// The line.
        line: usize,
    },
    /// A title that the program would not accept from the host.
    #[error("{}", msg::store_bad_title(no_stop(.0)))]
    BadTitle(String),
    /// A party file with no version number.
    #[error("{}", msg::store_no_version())]
    NoVersion,
    /// A version that is not a number.
    #[error("{}", msg::store_version_not_number())]
    VersionNotANumber,
    /// Made by a newer program.
    #[error("{}", msg::StoreNewerVersion { found: found.as_str(), supported: supported.to_string() }.say())]
    NewerVersion {
        /// The file's version.
        found: String,
        /// The newest this program reads.
        supported: u32,
    },
    /// A version that never existed.
    #[error("{}", msg::store_unknown_version(found.as_str()))]
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
#[error("{}{}", msg::StoreCannotOpen { path: path.display().to_string(), problem: no_stop(&problem.to_string()) }.say(), backup_hint(backup.as_deref()))]
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
        Some(path) => format!(" {}", msg::store_backup_kept(path.display().to_string())),
        None => String::new(),
    }
}

/// A message part without its closing full stop, to be put inside a sentence.
pub fn no_stop(text: &str) -> &str {
    text.trim_end().trim_end_matches('.')
}

/// A party that could not be saved. The party is still complete in memory.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{}{}", msg::StoreCannotSave { path: path.display().to_string(), reason: no_stop(reason) }.say(), if *retried { format!(" {}", msg::store_nothing_lost()) } else { String::new() })]
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
        ErrorKind::StorageFull => msg::store_io("full"),
        ErrorKind::PermissionDenied => msg::store_io("denied"),
        ErrorKind::ReadOnlyFilesystem => msg::store_io("read-only"),
        ErrorKind::NotFound => msg::store_io("not-found"),
        ErrorKind::NotADirectory => msg::store_io("not-a-directory"),
        ErrorKind::IsADirectory => msg::store_io("is-a-directory"),
        ErrorKind::QuotaExceeded => msg::store_io("quota"),
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
        E::Eof => msg::store_ron("eof"),
        E::ExceededRecursionLimit => msg::store_ron("deep"),
        E::TrailingCharacters => msg::store_ron("trailing"),
        E::Utf8Error(_) => msg::store_ron("bytes"),
        E::ExpectedString | E::ExpectedStringEnd => msg::store_ron("string"),
        E::ExpectedInteger | E::IntegerOutOfBounds | E::InvalidIntegerDigit { .. } => {
            msg::store_ron("integer")
        }
        E::NoSuchEnumVariant { found, .. } => msg::store_ron_not_held(short(found)),
        E::NoSuchStructField { found, .. } => msg::store_ron_not_field(short(found)),
        E::MissingStructField { field, .. } => msg::store_ron_missing_field(*field),
        E::DuplicateStructField { field, .. } => msg::store_ron_field_twice(*field),
        E::InvalidValueForType { found, .. } => msg::store_ron_not_fitting(short(found)),
        E::Message(text) => msg::store_ron_value(short(text)),
        E::UnexpectedChar(c) => msg::store_ron_char(short(&c.to_string())),
        _ => msg::store_ron("punctuation"),
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
    #[error("{}", msg::StoreWriteNotAFile { path: path.display().to_string(), kind: *kind }.say())]
    NotAFile {
        /// Where.
        path: PathBuf,
        /// "folder", "pipe", "socket", "device", "other" (worded by the catalogue).
        kind: &'static str,
    },
    /// The folder cannot be made.
    #[error("{}", msg::StoreWriteNoFolder { folder: folder.display().to_string(), why: why.as_str() }.say())]
    NoFolder {
        /// The folder.
        folder: PathBuf,
        /// The system's reason, in words.
        why: String,
    },
    /// The system refused the write.
    #[error("{}", msg::StoreWriteRefused { path: path.display().to_string(), why: why.as_str() }.say())]
    Refused {
        /// The file.
        path: PathBuf,
        /// The system's reason, in words.
        why: String,
    },
}
