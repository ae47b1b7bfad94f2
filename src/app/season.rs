//! The club's season in the window (R-SEASON): the member list and the season picked,
//! read and derived on a thread of their own (52 evenings take a moment; the window must
//! not wait), by the season's cache, so an evening changed since is the only one read
//! again. The member list's file is looked at now and then on every screen (a damaged
//! list is said in the top bar), and the saves folder while the Season screen is up (a
//! season made on the command line, a new evening, appear by themselves). The Season
//! screen's commands run in `season_commands`.

use std::hash::{Hash, Hasher};
use std::path::Path;
use std::sync::mpsc::{self, Receiver};

use crate::season::files::{self, FileError};
use crate::season::history::{ClubChange, ClubHistory};
use crate::season::{EveningCache, MemberList, Season};
use crate::view::season::SeasonView;
use crate::words::PutBack;

use super::CinchApp;
use super::season_commands::{Said, SeasonFailed};

/// How often the season picked is looked at again while the Season screen is up, and
/// the member list's file on every screen.
const LOOK_AGAIN: f64 = 2.0;

/// A file or folder as last looked at (a hash of what changes when it changes).
type Stamp = u64;

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
    /// The changes this window made to the club's files (Ctrl+Z on the Season screen).
    pub(super) history: ClubHistory,
    /// The member list on show was read whole from its file (not the empty list of a
    /// window started with a damaged one): it can be put back as it is.
    members_read: bool,
    /// The member list's file as last looked at.
    members_stamp: Option<Stamp>,
    /// The saves folder's seasons and parties as last looked at.
    folder_stamp: Option<(Stamp, Stamp)>,
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
    /// read before stays on show, and how to put it back is said: as it was read, when
    /// it was, else its backup, one save older).
    pub(super) fn reload_members(&mut self, saves: &Path) {
        match files::read_members(saves) {
            Ok(list) => {
                self.view.members = list;
                self.view.members_problem = None;
                self.view.put_back = None;
                self.members_read = true;
            }
            Err(error) => {
                let backup = crate::store::backup_path(&files::members_path(saves));
                let put_back = if self.members_read {
                    Some(PutBack::AsRead {
                        members: self.view.members.members.len(),
                    })
                } else {
                    backup.is_file().then(|| PutBack::Backup {
                        members: crate::season::restore::members_backup_count(saves),
                    })
                };
                let kept = if self.members_read {
                    self.view.members.members.len()
                } else {
                    0
                };
                self.view.members_problem = Some(crate::words::members_unusable(
                    &error.to_string(),
                    kept,
                    put_back,
                ));
                self.view.put_back = put_back;
            }
        }
    }

    /// The member list as this window last read it whole, when it did.
    pub(super) fn members_as_read(&self) -> Option<&crate::season::MemberList> {
        self.members_read.then_some(&self.view.members)
    }

    /// What Ctrl+Z and Ctrl+Shift+Z do on the Season screen, for the top bar.
    pub(super) fn history_changed(&mut self) {
        self.view.undo = self.history.next_undo().map(|c| c.what.clone());
        self.view.redo = self.history.next_redo().map(|c| c.what.clone());
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
                Some(crate::words::msg::app_season_unread())
            }
        }
    }

    /// Now and then: the member list's file on every screen (a list damaged meanwhile is
    /// said at once, in the top bar too); while the Season screen is up, the season
    /// picked (a correction made to an evening shows in the ladder) and the saves
    /// folder. Whether the folder's parties changed (to list them again).
    pub(super) fn keep_fresh(
        &mut self,
        ctx: &egui::Context,
        saves: &Path,
        time: f64,
        season_screen: bool,
    ) -> bool {
        let every = if season_screen {
            LOOK_AGAIN
        } else {
            2.5 * LOOK_AGAIN
        };
        ctx.request_repaint_after(std::time::Duration::from_secs_f64(every));
        if self.looked_at.is_some_and(|at| time - at < every) {
            return false;
        }
        self.looked_at = Some(time);
        let members = file_stamp(&files::members_path(saves));
        if season_screen || members != self.members_stamp {
            self.members_stamp = members;
            self.reload_members(saves);
        }
        if !season_screen {
            return false;
        }
        if self.picked.is_some() {
            self.read(saves);
        }
        let folder = folder_stamp(saves);
        let before = self.folder_stamp.replace(folder);
        if before.is_some_and(|(seasons, _)| seasons != folder.0) {
            self.view.seasons = files::list_seasons(saves);
        }
        before.is_some_and(|(_, parties)| parties != folder.1)
    }

    /// Shows a season (read off the window's thread).
    pub(super) fn pick(&mut self, saves: &Path, name: String) {
        if self.picked.as_ref() != Some(&name) {
            self.view.season = None;
        }
        self.picked = Some(name);
        self.view.seasons = files::list_seasons(saves);
        self.read(saves);
    }

    /// The season picked.
    pub(super) fn picked(&self) -> Option<&str> {
        self.picked.as_deref()
    }

    /// No season picked (the one shown went away).
    pub(super) fn unpick(&mut self, saves: &Path) {
        self.picked = None;
        self.view.season = None;
        self.board = None;
        self.view.seasons = files::list_seasons(saves);
    }
}

/// A file's modification time and length, hashed.
fn file_stamp(path: &Path) -> Option<Stamp> {
    let meta = std::fs::metadata(path).ok()?;
    let mut hasher = std::hash::DefaultHasher::new();
    (meta.modified().ok(), meta.len()).hash(&mut hasher);
    Some(hasher.finish())
}

/// The saves folder's seasons (their names) and parties (names, times and lengths),
/// hashed: one look at the folder, no file opened.
fn folder_stamp(saves: &Path) -> (Stamp, Stamp) {
    let mut seasons = std::hash::DefaultHasher::new();
    let mut parties = std::hash::DefaultHasher::new();
    let mut names: Vec<(String, Option<std::time::SystemTime>, u64)> = std::fs::read_dir(saves)
        .map(|entries| {
            entries
                .filter_map(Result::ok)
                .map(|e| {
                    let meta = e.metadata().ok();
                    (
                        e.file_name().to_string_lossy().into_owned(),
                        meta.as_ref().and_then(|m| m.modified().ok()),
                        meta.map_or(0, |m| m.len()),
                    )
                })
                .collect()
        })
        .unwrap_or_default();
    names.sort();
    for (name, modified, len) in &names {
        if name.ends_with(crate::store::SEASON_SUFFIX) {
            name.hash(&mut seasons);
        } else if crate::store::is_party_file_name(Path::new(name)) {
            (name, modified, len).hash(&mut parties);
        }
    }
    (seasons.finish(), parties.finish())
}

impl CinchApp {
    /// The season table as a PDF, refused while the member list cannot be used (issue 49:
    /// it printed a member's two spellings as two people, without a word).
    pub(super) fn print_season(&mut self, paper: crate::print::Paper) -> Said {
        if self.season.view.members_problem.is_some() {
            return Err(SeasonFailed::MembersDamaged(
                crate::words::season_output_refused(&crate::words::msg::app_season_output("pdf")),
            ));
        }
        let Some(season) = &self.season.view.season else {
            return Err(SeasonFailed::NoSeason);
        };
        let (pages, bytes) = crate::print::season::season_pdf(season, paper)?;
        let path = self
            .saves_dir
            .join("exports")
            .join(crate::print::season::season_file_name(season, paper));
        crate::store::write_file(&path, &bytes)?;
        let saved = crate::words::msg::AppSeasonSaved {
            pages: pages.len(),
            paper: paper.words(),
            path: path.display().to_string(),
        }
        .say();
        self.printing
            .open(self.viewer.clone(), path, saved, super::printing::PDF);
        Ok(None)
    }

    /// The season's CSV files, refused while the member list cannot be used.
    pub(super) fn export_season(&mut self, saves: &Path) -> Said {
        if self.season.view.members_problem.is_some() {
            return Err(SeasonFailed::MembersDamaged(
                crate::words::season_output_refused(&crate::words::msg::app_season_output("csv")),
            ));
        }
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
        Ok(Some(crate::words::msg::app_wrote(crate::words::and_list(
            &written,
        ))))
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
        let sided = !state.settings.open_seating() && !state.is_duplicate();
        let names: Vec<(String, Option<crate::rules::Side>)> = state
            .guests()
            .iter()
            .filter(|g| !g.removed)
            .map(|g| (g.name.clone(), sided.then_some(g.side)))
            .collect();
        let saves = self.saves_dir.clone();
        let added = files::change_members(&saves, |list: &mut MemberList| {
            Ok::<_, FileError>(list.add_new(names.iter().map(|(n, s)| (n.as_str(), *s))))
        });
        match added {
            Ok(changed) => {
                let added = changed.said;
                let what = crate::words::club_change(
                    &crate::words::ClubChangeWords::NewNamesJoined(added),
                );
                self.season
                    .history
                    .record(ClubChange::members(what, &changed));
                self.season.history_changed();
                self.season.view.members = changed.after;
                if added > 0 {
                    self.toasts
                        .notice(crate::words::msg::app_names_joined(added));
                }
            }
            Err(error) => self.toasts.error(error.to_string()),
        }
    }
}
