//! `cinch-party season NAME [--add PARTY…] [--remove PARTY] [--best N]
//! [--min-evenings M] [--json] [--html OUT.html]`: changes the season when asked (made by
//! its first `--add`), then prints its ladders as text or JSON (the web page is written
//! by the command line's shell, `headless`). Files that cannot be read are
//! named on standard error and in the text; they never stop the season.

use std::path::{Path, PathBuf};

use super::cache::{EveningCache, evening_path};
use super::files::{self, FileError};
use super::report::{SeasonJson, to_text};
use super::{MemberList, Season, evening_name};
use crate::store;

/// What `season` was asked (its command line, parsed by clap).
#[derive(Debug, Clone, Default, clap::Args)]
pub struct SeasonArgs {
    /// The season's name.
    pub name: String,
    /// Add these parties to the season, in order (the season is made by its first
    /// --add; a bare file name is looked up in the saves folder).
    #[arg(long, value_name = "PARTY", num_args = 1..)]
    pub add: Vec<PathBuf>,
    /// Take this party out of the season.
    #[arg(long, value_name = "PARTY")]
    pub remove: Option<PathBuf>,
    /// Only a member's best N evenings count (0: every evening).
    #[arg(long, value_name = "N")]
    pub best: Option<u32>,
    /// The evenings a member must have played to be placed (default 1).
    #[arg(long, value_name = "M")]
    pub min_evenings: Option<u32>,
    /// Print JSON instead of text.
    #[arg(long)]
    pub json: bool,
    /// Write the season table as one web page to this file (self-contained: nothing
    /// fetched, no script).
    #[arg(long, value_name = "OUT.html")]
    pub html: Option<PathBuf>,
}

/// Why `season` did nothing.
#[derive(Debug, thiserror::Error)]
pub enum SeasonError {
    /// The season or the member list could not be read or written.
    #[error(transparent)]
    File(#[from] FileError),
    /// A party to add cannot be opened.
    #[error(transparent)]
    Load(#[from] store::LoadError),
    /// No such season, and nothing to make it with.
    #[error("There is no season called \"{name}\" in {}: make it with --add PARTY.", dir.display())]
    NoSuchSeason {
        /// The name.
        name: String,
        /// The saves folder.
        dir: PathBuf,
    },
    /// The party is in the season already.
    #[error("{0} is in the season already.")]
    AlreadyIn(String),
    /// The party to remove is not in the season.
    #[error("{0} is not one of the season's evenings.")]
    NotIn(String),
    /// M must be at least 1.
    #[error("A member needs at least one evening to be placed (--min-evenings 1 or more).")]
    NoEvenings,
}

/// Runs `season`: the text (or JSON) to print, and the files that cannot be read (for
/// standard error).
pub fn season_command(
    saves: &Path,
    args: &SeasonArgs,
) -> Result<(String, Vec<String>), SeasonError> {
    let (season, members) = season_of(saves, args)?;
    Ok(season_text(&season, &members, args.json))
}

/// The season's text (or JSON) to print, and the files that cannot be read.
pub fn season_text(season: &Season, members: &MemberList, json: bool) -> (String, Vec<String>) {
    let problems = season
        .problems()
        .into_iter()
        .map(|(file, why)| format!("{file} cannot be read: {why}; it counts nothing."))
        .collect();
    let text = if json {
        SeasonJson::of(season).to_json() + "\n"
    } else {
        to_text(season, members)
    };
    (text, problems)
}

/// The season named in `args`, with the changes asked for made first, and the members.
pub fn season_of(saves: &Path, args: &SeasonArgs) -> Result<(Season, MemberList), SeasonError> {
    if args.min_evenings == Some(0) {
        return Err(SeasonError::NoEvenings);
    }
    let changes = !args.add.is_empty()
        || args.remove.is_some()
        || args.best.is_some()
        || args.min_evenings.is_some();
    let file = if changes {
        change(saves, args)?
    } else {
        files::read_season(saves, &args.name)?.ok_or_else(|| SeasonError::NoSuchSeason {
            name: crate::words::quote(&args.name, 60),
            dir: saves.to_path_buf(),
        })?
    };
    let members = files::read_members(saves)?;
    let season = Season::read(
        saves,
        &args.name,
        file,
        &members,
        &mut EveningCache::default(),
    );
    Ok((season, members))
}

/// The changes asked for, made to the season's file under its lock.
fn change(saves: &Path, args: &SeasonArgs) -> Result<super::SeasonFile, SeasonError> {
    let exists = files::read_season(saves, &args.name)?.is_some();
    if !exists && args.add.is_empty() {
        return Err(SeasonError::NoSuchSeason {
            name: crate::words::quote(&args.name, 60),
            dir: saves.to_path_buf(),
        });
    }
    // Every party to add must open now (a typing mistake is caught here, not later).
    let mut adding = Vec::new();
    for party in &args.add {
        let path = store::resolve(saves, party);
        store::load(&path)?;
        adding.push((evening_name(saves, &path), path));
    }
    let remove = args
        .remove
        .as_ref()
        .map(|p| (p.to_string_lossy().into_owned(), store::resolve(saves, p)));
    let (file, ()) = files::update_season(saves, &args.name, |season| {
        let resolved = |f: &String| evening_path(saves, f);
        for (name, path) in &adding {
            if season
                .evenings
                .iter()
                .any(|f| &resolved(f) == path || f == name)
            {
                return Err(SeasonError::AlreadyIn(name.clone()));
            }
            season.evenings.push(name.clone());
        }
        if let Some((typed, path)) = &remove {
            let before = season.evenings.len();
            season
                .evenings
                .retain(|f| f != typed && &resolved(f) != path);
            if season.evenings.len() == before {
                return Err(SeasonError::NotIn(typed.clone()));
            }
        }
        if let Some(best) = args.best {
            season.best = (best > 0).then_some(best);
        }
        if let Some(min) = args.min_evenings {
            season.min_evenings = min;
        }
        Ok(())
    })?;
    Ok(file)
}
