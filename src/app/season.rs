//! The club's season in the window (R-SEASON): the member list and the season picked,
//! read and derived on a thread of their own (52 evenings take a moment; the window must
//! not wait), by the season's cache, so an evening changed since is the only one read
//! again. The Season screen's commands run here; the member list gains the new names
//! when a party starts, unless the host turned that off.

use std::path::Path;
use std::sync::mpsc::{self, Receiver};

use crate::season::files::{self, FileError};
use crate::season::members::MemberError;
use crate::season::{EveningCache, MemberList, Season, evening_name};
use crate::view::season::{MemberCommand, SeasonCommand, SeasonView};

use super::CinchApp;

/// Why a command of the Season screen did nothing (told to the host in words).
#[derive(Debug, thiserror::Error)]
pub(super) enum SeasonFailed {
    /// The member list or the season file.
    #[error(transparent)]
    File(#[from] FileError),
    /// A party to add cannot be opened.
    #[error(transparent)]
    Load(#[from] crate::store::LoadError),
    /// The PDF could not be made.
    #[error(transparent)]
    Print(#[from] crate::print::PrintError),
    /// A file could not be written.
    #[error(transparent)]
    Write(#[from] crate::store::WriteError),
    /// A CSV file could not be made.
    #[error("The CSV file could not be made: {0}.")]
    Csv(#[from] csv::Error),
    /// No season is picked.
    #[error("Pick or make a season first.")]
    NoSeason,
    /// The member list's backup could not be put back.
    #[error(transparent)]
    Restore(#[from] crate::store::RestoreError),
}

/// What a command says when it is done.
type Said = Result<Option<String>, SeasonFailed>;

/// How often the season picked is looked at again while the Season screen is up.
const LOOK_AGAIN: f64 = 2.0;

/// What a reading brings back.
type Reading = (Result<Season, FileError>, EveningCache);

/// The season in the window.
#[derive(Default)]
pub(super) struct SeasonDesk {
    /// What the screens see.
    pub(super) view: SeasonView,
    /// The name of the season picked.
    picked: Option<String>,
    /// The evenings read so far (away while a reading has it).
    cache: Option<EveningCache>,
    /// The reading under way.
    reading: Option<Receiver<Reading>>,
    /// Read again once the reading under way is done.
    again: bool,
    /// When the season was last looked at (egui's clock).
    looked_at: Option<f64>,
    /// The season's leaders for the guest display.
    pub(super) board: Option<std::sync::Arc<crate::view::season::SeasonBoard>>,
}

impl SeasonDesk {
    /// The member list and the seasons of a saves folder.
    pub(super) fn new(saves: &Path) -> SeasonDesk {
        let mut desk = SeasonDesk {
            cache: Some(EveningCache::default()),
            ..SeasonDesk::default()
        };
        desk.reload_members(saves);
        desk.view.seasons = files::list_seasons(saves);
        // The season changed last is the one shown (and on the guest display) at once.
        if let Some(name) = files::latest_season(saves) {
            desk.pick(saves, name);
        }
        desk
    }

    /// Reads the member list again; a file that cannot be used is said at once (the list
    /// read before stays on show, and its backup is named).
    fn reload_members(&mut self, saves: &Path) {
        match files::read_members(saves) {
            Ok(list) => {
                self.view.members = list;
                self.view.members_problem = None;
                self.view.members_backup = false;
            }
            Err(error) => {
                let backup = crate::store::backup_path(&files::members_path(saves));
                let has_backup = backup.is_file();
                self.view.members_problem = Some(crate::words::members_unusable(
                    &error.to_string(),
                    self.view.members.members.len(),
                    has_backup.then_some(backup.as_path()),
                ));
                self.view.members_backup = has_backup;
            }
        }
    }

    /// Reads the season picked again (its changed evenings only), off the window's thread.
    pub(super) fn read(&mut self, saves: &Path) {
        let Some(name) = self.picked.clone() else {
            return;
        };
        let Some(mut cache) = self.cache.take() else {
            self.again = true;
            return;
        };
        let (tx, rx) = mpsc::channel();
        let (saves, members) = (saves.to_path_buf(), self.view.members.clone());
        let work = move |cache: &mut EveningCache| -> Result<Season, FileError> {
            let file = files::read_season(&saves, &name)?.unwrap_or_default();
            Ok(Season::read(&saves, &name, file, &members, cache))
        };
        self.view.reading = true;
        let spawned = std::thread::Builder::new()
            .name("season".to_owned())
            .spawn(move || {
                let season = work(&mut cache);
                let _ = tx.send((season, cache));
            });
        match spawned {
            Ok(_) => self.reading = Some(rx),
            Err(_) => {
                // No thread to spare: nothing read this time; the cache starts afresh.
                self.cache = Some(EveningCache::default());
                self.view.reading = false;
            }
        }
    }

    /// Takes a finished reading; `Some(error)` to tell the host.
    pub(super) fn poll(&mut self, ctx: &egui::Context, saves: &Path) -> Option<String> {
        let rx = self.reading.as_ref()?;
        match rx.try_recv() {
            Ok((season, cache)) => {
                self.reading = None;
                self.cache = Some(cache);
                self.view.reading = false;
                if std::mem::take(&mut self.again) {
                    self.read(saves);
                }
                ctx.request_repaint();
                match season {
                    Ok(season) => {
                        self.board =
                            crate::view::season::SeasonBoard::of(&season).map(std::sync::Arc::new);
                        self.view.season = Some(season);
                        None
                    }
                    Err(error) => Some(error.to_string()),
                }
            }
            Err(mpsc::TryRecvError::Empty) => {
                ctx.request_repaint_after(std::time::Duration::from_millis(30));
                None
            }
            Err(mpsc::TryRecvError::Disconnected) => {
                self.reading = None;
                self.cache = Some(EveningCache::default());
                self.view.reading = false;
                Some("The season could not be read (the reading stopped).".to_owned())
            }
        }
    }

    /// While the Season screen (or the display's season) is up: look again now and then,
    /// so a correction made to an evening shows in the ladder.
    pub(super) fn keep_fresh(&mut self, ctx: &egui::Context, saves: &Path, time: f64) {
        if self.looked_at.is_none_or(|at| time - at >= LOOK_AGAIN) {
            self.looked_at = Some(time);
            // The member list too: a file damaged meanwhile is said at once.
            self.reload_members(saves);
            if self.picked.is_some() {
                self.read(saves);
            }
        }
        ctx.request_repaint_after(std::time::Duration::from_secs_f64(LOOK_AGAIN));
    }

    fn pick(&mut self, saves: &Path, name: String) {
        if self.picked.as_ref() != Some(&name) {
            self.view.season = None;
        }
        self.picked = Some(name);
        self.view.seasons = files::list_seasons(saves);
        self.read(saves);
    }
}

impl CinchApp {
    /// Runs a command of the Season screen.
    pub(super) fn season_command(&mut self, command: SeasonCommand) {
        let saves = self.saves_dir.clone();
        let done = match command {
            SeasonCommand::Pick(name) => {
                self.season.pick(&saves, name);
                Ok(None)
            }
            SeasonCommand::Create(name) => self.create_season(&saves, &name),
            SeasonCommand::AddEvening(path) => self.add_evening(&saves, &path),
            SeasonCommand::RemoveEvening(at) => self.change_season(&saves, |s| {
                if at < s.evenings.len() {
                    s.evenings.remove(at);
                }
                Ok(None)
            }),
            SeasonCommand::SetBest(best) => self.change_season(&saves, |s| {
                s.best = best.filter(|&n| n > 0);
                Ok(None)
            }),
            SeasonCommand::SetMinEvenings(min) => self.change_season(&saves, |s| {
                s.min_evenings = min.max(1);
                Ok(None)
            }),
            SeasonCommand::Member(change) => self.member_command(&saves, change),
            SeasonCommand::Print(paper) => self.print_season(paper),
            SeasonCommand::ExportCsv => self.export_season(&saves),
            SeasonCommand::RestoreMembers => self.restore_members(&saves),
            SeasonCommand::Refresh => {
                self.season.read(&saves);
                Ok(None)
            }
        };
        match done {
            Ok(Some(notice)) => self.toasts.notice(notice),
            Ok(None) => {}
            Err(error) => self.toasts.error(error.to_string()),
        }
    }

    fn create_season(&mut self, saves: &Path, name: &str) -> Said {
        let name = files::check_season_name(name)?;
        if files::read_season(saves, &name)?.is_some() {
            self.season.pick(saves, name.clone());
            return Ok(Some(format!(
                "The season {name} is there already: here it is."
            )));
        }
        files::update_season(saves, &name, |_| Ok::<(), FileError>(()))?;
        self.season.pick(saves, name.clone());
        Ok(Some(format!("Made the season {name}: add its evenings.")))
    }

    /// Changes the season picked, then reads it again.
    fn change_season(
        &mut self,
        saves: &Path,
        change: impl FnOnce(&mut crate::season::SeasonFile) -> Result<Option<String>, FileError>,
    ) -> Said {
        let Some(name) = self.season.picked.clone() else {
            return Err(SeasonFailed::NoSeason);
        };
        let (_, said) = files::update_season(saves, &name, change)?;
        self.season.read(saves);
        Ok(said)
    }

    fn add_evening(&mut self, saves: &Path, path: &Path) -> Said {
        let name = evening_name(saves, path);
        let title = crate::store::load(path)?.0.title;
        self.change_season(saves, |s| {
            if s.evenings.contains(&name) {
                return Ok(Some(format!("{title} is in the season already.")));
            }
            s.evenings.push(name.clone());
            Ok(Some(format!("Added {title} to the season.")))
        })
    }

    fn member_command(&mut self, saves: &Path, change: MemberCommand) -> Said {
        let season = self.season.view.season.as_ref();
        let (list, said) = files::update_members(saves, |list: &mut MemberList| {
            let said = match change {
                MemberCommand::Add { name, side } => {
                    list.add(&name, side)?;
                    None
                }
                MemberCommand::Rename { member, name } => {
                    list.rename(member, &name)?;
                    None
                }
                MemberCommand::SetSide { member, side } => {
                    list.set_side(member, side)?;
                    None
                }
                MemberCommand::Join { spelling, member } => {
                    if let Some(evening) =
                        season.and_then(|s| s.join_clash(&spelling, member, list))
                    {
                        return Err(MemberError::SameEvening {
                            member: list
                                .members
                                .get(member)
                                .map(|m| m.name.clone())
                                .unwrap_or_default(),
                            spelling,
                            evening,
                        }
                        .into());
                    }
                    list.join(&spelling, member)?;
                    let to = list
                        .members
                        .get(member)
                        .map(|m| m.name.clone())
                        .unwrap_or_default();
                    Some(format!("{spelling} is now {to}."))
                }
                MemberCommand::Unjoin { member, spelling } => {
                    list.unjoin(member, &spelling)?;
                    let from = list
                        .members
                        .get(member)
                        .map(|m| m.name.clone())
                        .unwrap_or_default();
                    Some(format!(
                        "{spelling} is no longer {from}: it counts as a name of its own."
                    ))
                }
                MemberCommand::Remove(member) => {
                    let gone = list.remove(member)?;
                    Some(format!("{} is off the member list.", gone.name))
                }
                MemberCommand::AddNewNames(on) => {
                    list.add_new_names = on;
                    None
                }
            };
            Ok::<_, FileError>(said)
        })?;
        self.season.view.members = list;
        self.season.view.members_problem = None;
        self.season.view.members_backup = false;
        self.season.read(saves);
        Ok(said)
    }

    /// The member list's previous version put back in place of a damaged file (kept
    /// aside), as `cinch-party restore members.ron` does.
    fn restore_members(&mut self, saves: &Path) -> Said {
        let path = files::members_path(saves);
        let Some(restoring) = crate::season::restore::restoring(&path) else {
            return Ok(None);
        };
        let restored = crate::store::restore_file(&path, chrono::Utc::now(), false, &restoring)?;
        self.season.reload_members(saves);
        self.season.read(saves);
        Ok(Some(format!(
            "Put back the member list's previous version ({}). The damaged file is kept as {}.",
            crate::words::count(restored.count, "member", "members"),
            restored.set_aside.display()
        )))
    }

    fn print_season(&mut self, paper: crate::print::Paper) -> Said {
        let Some(season) = &self.season.view.season else {
            return Err(SeasonFailed::NoSeason);
        };
        let (pages, bytes) = crate::print::season::season_pdf(season, paper)?;
        let path = self
            .saves_dir
            .join("exports")
            .join(crate::print::season::season_file_name(season, paper));
        crate::store::write_file(&path, &bytes)?;
        let saved = format!(
            "Saved the season table ({}, {}) as {}.",
            crate::words::count(pages.len(), "page", "pages"),
            paper.words(),
            path.display()
        );
        self.printing
            .open(self.viewer.clone(), path, saved, super::printing::PDF);
        Ok(None)
    }

    fn export_season(&mut self, saves: &Path) -> Said {
        let Some(season) = &self.season.view.season else {
            return Err(SeasonFailed::NoSeason);
        };
        let stem = crate::words::slug(&season.name);
        let dir = saves.join("exports");
        let mut written = Vec::new();
        for (what, text) in [
            ("ladders", crate::season::report::ladders_csv(season)),
            ("evenings", crate::season::report::evenings_csv(season)),
        ] {
            let path = dir.join(format!("{stem}-season-{what}.csv"));
            crate::store::write_file(&path, text?.as_bytes())?;
            written.push(path.display().to_string());
        }
        Ok(Some(format!("Wrote {}.", crate::words::and_list(&written))))
    }

    /// R-SEASON-1: a party has started: its names that match no member join the list
    /// (unless the host turned that off).
    pub(super) fn party_started(&mut self) {
        let Some(desk) = &self.desk else { return };
        if !self.season.view.members.add_new_names {
            return;
        }
        let state = desk.state();
        // Red and blue packs (open seating) and a duplicate evening's pairs say nothing
        // of a member's side: only ladies and gentlemen do.
        let sided = !state.settings.open_seating && !state.is_duplicate();
        let names: Vec<(String, Option<crate::rules::Side>)> = state
            .guests()
            .iter()
            .filter(|g| !g.removed)
            .map(|g| (g.name.clone(), sided.then_some(g.side)))
            .collect();
        let saves = self.saves_dir.clone();
        let added = files::update_members(&saves, |list: &mut MemberList| {
            Ok::<_, FileError>(list.add_new(names.iter().map(|(n, s)| (n.as_str(), *s))))
        });
        match added {
            Ok((list, added)) => {
                self.season.view.members = list;
                if added > 0 {
                    self.toasts.notice(format!(
                        "{} joined the member list (Season screen).",
                        crate::words::count(added, "new name", "new names")
                    ));
                }
            }
            Err(error) => self.toasts.error(error.to_string()),
        }
    }
}
