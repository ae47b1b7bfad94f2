//! The parties in the saves folder, for the Open list: title, when last saved, and how
//! far the evening has gone. Reading and replaying every file takes a moment, so the app
//! runs this off the window's thread.

use std::fs;
use std::path::{Path, PathBuf};

use chrono::{DateTime, Utc};

use super::{Problem, read_text};

/// One party file found in the saves folder.
#[derive(Debug, Clone, PartialEq)]
pub struct PartySummary {
    /// The file.
    pub path: PathBuf,
    /// Its title (its file name when it cannot be read).
    pub title: String,
    /// When it was last written.
    pub saved: Option<DateTime<Utc>>,
    /// How far the evening has gone ("round 3 of 8, in play"), or why the file cannot
    /// be opened.
    pub progress: String,
    /// Whether it can be opened.
    pub readable: bool,
    /// Whether the evening is over (it can count in a season, R-SEASON-2).
    pub over: bool,
}

/// The saves folder could not be read.
#[derive(Debug, thiserror::Error)]
#[error("The saves folder {} cannot be read: {}.", dir.display(), super::io_words(source))]
pub struct ListError {
    /// The folder.
    pub dir: PathBuf,
    /// Why.
    pub source: std::io::Error,
}

/// The party files in `dir`, most recently saved first (at most `most` of them). A
/// folder that cannot be read is an error in words; a missing one is simply empty.
pub fn list_parties(dir: &Path, most: usize) -> Result<Vec<PartySummary>, ListError> {
    let entries = match fs::read_dir(dir) {
        Ok(entries) => entries,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(source) => {
            return Err(ListError {
                dir: dir.to_path_buf(),
                source,
            });
        }
    };
    let mut files: Vec<(Option<DateTime<Utc>>, PathBuf)> = entries
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| is_party_file_name(p))
        .map(|p| {
            let modified = fs::metadata(&p)
                .and_then(|m| m.modified())
                .ok()
                .map(DateTime::<Utc>::from);
            (modified, p)
        })
        .collect();
    files.sort_by(|a, b| b.0.cmp(&a.0).then_with(|| a.1.cmp(&b.1)));
    Ok(files
        .into_iter()
        .take(most)
        .map(|(saved, path)| summary(path, saved))
        .collect())
}

/// Whether a file in the saves folder is a party's by its name: `.ron`, but not the
/// member list nor a season (they live beside the parties).
pub fn is_party_file_name(path: &Path) -> bool {
    let Some(name) = path.file_name().map(|n| n.to_string_lossy()) else {
        return false;
    };
    name.ends_with(".ron") && name != super::MEMBERS_FILE && !name.ends_with(super::SEASON_SUFFIX)
}

fn summary(path: PathBuf, saved: Option<DateTime<Utc>>) -> PartySummary {
    let name = path
        .file_name()
        .map(|n| crate::words::quote(&n.to_string_lossy(), 60))
        .unwrap_or_default();
    let read = read_text(&path).and_then(|text| {
        let file = super::SaveFile::from_text(&text)?;
        let party = file.party()?;
        Ok::<_, Problem>((file, party))
    });
    match read {
        Ok((file, party)) => PartySummary {
            title: crate::words::quote(&file.title, 80),
            progress: crate::words::progress(party.state()),
            readable: true,
            over: party.state().phase() == crate::rules::Phase::Finished,
            path,
            saved,
        },
        Err(problem) => PartySummary {
            title: name,
            progress: crate::words::msg::store_listed_unreadable(super::no_stop(
                &problem.to_string(),
            )),
            readable: false,
            over: false,
            path,
            saved,
        },
    }
}
