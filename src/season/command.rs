//! `cinch-party season NAME [--add PARTY…] [--remove PARTY] [--best N]
//! [--min-evenings M] [--json] [--html OUT.html]`: changes the season when asked (made by
//! its first `--add`), then prints its ladders as text or JSON (the web page is written
//! by the command line's shell, `headless`). Files that cannot be read are
//! named on standard error and in the text; they never stop the season.

use std::path::{Path, PathBuf};

use super::cache::{EveningCache, evening_path};
use super::files::{self, FileError, SeasonFile};
use super::report::{SeasonJson, to_text};
use super::{MemberList, Season, evening_name};
use crate::store;
use crate::words::msg;

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
    #[error("{}", msg::SeasonNoSuchSeason { name: name.as_str(), dir: dir.display().to_string() }.say())]
    NoSuchSeason {
        /// The name.
        name: String,
        /// The saves folder.
        dir: PathBuf,
    },
    /// The party is in the season already.
    #[error("{}", msg::season_already_in(.0.as_str()))]
    AlreadyIn(String),
    /// The party to remove is not in the season.
    #[error("{}", msg::season_not_in(.0.as_str()))]
    NotIn(String),
    /// M must be at least 1.
    #[error("{}", msg::season_no_evenings())]
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
        .map(|(file, why)| msg::SeasonFileUnreadable { file, why }.say())
        .collect();
    let text = if json {
        SeasonJson::of(season).to_json() + "\n"
    } else {
        to_text(season, members)
    };
    (text, problems)
}

/// What `season` will do, worked out before anything is written: the members, the
/// season's file as read and as it will be (the changes asked for made to it in memory).
/// Every refusal comes while planning, so a command that fails changes no file (issue
/// 49: with a damaged member list, `--best`, `--remove` and `--add` said so, exited 2
/// and had changed the season all the same).
#[derive(Debug, Clone, PartialEq)]
pub struct Plan {
    /// The member list.
    pub members: MemberList,
    /// The season's file as read (`None`: there is none yet).
    pub before: Option<SeasonFile>,
    /// The season's file as it will be.
    pub after: SeasonFile,
}

impl Plan {
    /// Whether the season's file changes.
    pub fn changes(&self) -> bool {
        self.before.as_ref() != Some(&self.after)
    }

    /// The season as it will be, read and derived.
    pub fn season(&self, saves: &Path, name: &str) -> Season {
        Season::read(
            saves,
            name,
            self.after.clone(),
            &self.members,
            &mut EveningCache::default(),
        )
    }
}

/// Reads what `season` needs and makes the changes asked for in memory, writing nothing.
pub fn plan(saves: &Path, args: &SeasonArgs) -> Result<Plan, SeasonError> {
    if args.min_evenings == Some(0) {
        return Err(SeasonError::NoEvenings);
    }
    files::season_path(saves, &args.name)?;
    let members = files::read_members(saves)?;
    let before = files::read_season(saves, &args.name)?;
    let no_such = || SeasonError::NoSuchSeason {
        name: crate::words::quote(&args.name, 60),
        dir: saves.to_path_buf(),
    };
    let mut after = match &before {
        Some(file) => file.clone(),
        None if !args.add.is_empty() => SeasonFile::default(),
        None => return Err(no_such()),
    };
    change(saves, args, &mut after)?;
    Ok(Plan {
        members,
        before,
        after,
    })
}

/// Writes the season's file as planned, if it still holds what was read (another
/// cinch-party may have changed it meanwhile: then nothing is written, and said).
pub fn commit(saves: &Path, name: &str, plan: &Plan) -> Result<(), SeasonError> {
    if !plan.changes() {
        return Ok(());
    }
    crate::season::history::put_season(saves, name, plan.before.as_ref(), Some(&plan.after))?;
    Ok(())
}

/// The season named in `args`, with the changes asked for made first, and the members.
pub fn season_of(saves: &Path, args: &SeasonArgs) -> Result<(Season, MemberList), SeasonError> {
    let plan = plan(saves, args)?;
    commit(saves, &args.name, &plan)?;
    let season = plan.season(saves, &args.name);
    Ok((season, plan.members))
}

/// The changes asked for, made to the season's file in memory.
fn change(saves: &Path, args: &SeasonArgs, season: &mut SeasonFile) -> Result<(), SeasonError> {
    // Every party to add must open now (a typing mistake is caught here, not later).
    let mut adding = Vec::new();
    for party in &args.add {
        let path = store::resolve(saves, party);
        store::load(&path)?;
        adding.push((evening_name(saves, &path), path));
    }
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
    if let Some(party) = &args.remove {
        let (typed, path) = (
            party.to_string_lossy().into_owned(),
            store::resolve(saves, party),
        );
        let before = season.evenings.len();
        season
            .evenings
            .retain(|f| *f != typed && resolved(f) != path);
        if season.evenings.len() == before {
            return Err(SeasonError::NotIn(typed));
        }
    }
    if let Some(best) = args.best {
        season.best = (best > 0).then_some(best);
    }
    if let Some(min) = args.min_evenings {
        season.min_evenings = min;
    }
    Ok(())
}
