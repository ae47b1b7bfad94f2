//! The Season screen's commands (R-SEASON), run after the frame. Each change to the
//! club's files is made to the season it names (the one on screen when the host asked),
//! says what it changed, and is kept for Ctrl+Z on the Season screen (issue 49): the
//! season's and the members' changes are taken back there, the party's on its screens.

use std::path::Path;

use crate::season::files::{self, Changed, FileError};
use crate::season::history::ClubChange;
use crate::season::members::MemberError;
use crate::season::{MemberList, SeasonFile, evening_name};
use crate::view::season::{MemberCommand, SeasonCommand};
use crate::words::{ClubChangeWords as W, club_change};

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
    #[error("{}", crate::words::msg::app_csv_not_made(.0.to_string()))]
    Csv(#[from] csv::Error),
    /// No season is picked.
    #[error("{}", crate::words::msg::app_no_season())]
    NoSeason,
    /// The member list could not be put back.
    #[error(transparent)]
    Restore(#[from] crate::store::RestoreError),
    /// A print-out or export refused while the member list cannot be used.
    #[error("{0}")]
    MembersDamaged(String),
}

/// What a command says when it is done.
pub(super) type Said = Result<Option<String>, SeasonFailed>;

/// A change's words as a message: "The best 3 evenings count in Autumn."
fn told(what: &str) -> String {
    format!("{}.", crate::words::capitalised(what))
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
            SeasonCommand::AddEvening { season, party } => {
                self.add_evening(&saves, &season, &party)
            }
            SeasonCommand::RemoveEvening { season, file } => {
                self.remove_evening(&saves, &season, &file)
            }
            SeasonCommand::SetBest { season, best } => {
                let best = best.filter(|&n| n > 0);
                self.change_season(&saves, &season, |s| {
                    s.best = best;
                    Ok(club_change(&W::Best(&season, best)))
                })
            }
            SeasonCommand::SetMinEvenings { season, min } => {
                let min = min.max(1);
                self.change_season(&saves, &season, |s| {
                    s.min_evenings = min;
                    Ok(club_change(&W::MinEvenings(&season, min)))
                })
            }
            SeasonCommand::Member(change) => self.member_command(&saves, change),
            SeasonCommand::Print(paper) => self.print_season(paper),
            SeasonCommand::ExportCsv => self.export_season(&saves),
            SeasonCommand::RestoreMembers => self.restore_members(&saves),
            SeasonCommand::Refresh => {
                self.season.read(&saves);
                Ok(None)
            }
        };
        self.season.history_changed();
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
            return Ok(Some(crate::words::msg::app_season_there(name.as_str())));
        }
        let changed = files::change_season(saves, &name, |_| Ok::<(), FileError>(()))?;
        let what = club_change(&W::SeasonMade(&name));
        self.season
            .history
            .record(ClubChange::season(what, &name, &changed));
        self.season.pick(saves, name.clone());
        Ok(Some(crate::words::msg::app_season_made(name.as_str())))
    }

    /// Changes a season's file (`change` says what it did, in words), keeps the change
    /// for Ctrl+Z, and reads the season again when it is the one shown; says which
    /// season it changed. A change that changes nothing writes and says nothing.
    fn change_season(
        &mut self,
        saves: &Path,
        season: &str,
        change: impl FnOnce(&mut SeasonFile) -> Result<String, FileError>,
    ) -> Said {
        if files::read_season(saves, season)?.is_none() {
            return Err(SeasonFailed::NoSeason);
        }
        let changed: Changed<SeasonFile, String> = files::change_season(saves, season, change)?;
        let told = ClubChange::season(changed.said.clone(), season, &changed).map(|change| {
            let words = told(&change.what);
            self.season.history.record(Some(change));
            words
        });
        if self.season.picked() == Some(season) {
            self.season.read(saves);
        }
        Ok(told)
    }

    fn add_evening(&mut self, saves: &Path, season: &str, path: &Path) -> Said {
        let name = evening_name(saves, path);
        let title = crate::store::load(path)?.0.title;
        if files::read_season(saves, season)?.is_some_and(|s| s.evenings.contains(&name)) {
            return Ok(Some(
                crate::words::msg::AppEveningInSeason {
                    title: title.as_str(),
                    season,
                }
                .say(),
            ));
        }
        self.change_season(saves, season, |s| {
            if !s.evenings.contains(&name) {
                s.evenings.push(name.clone());
            }
            Ok(club_change(&W::EveningAdded(&title, season)))
        })
    }

    fn remove_evening(&mut self, saves: &Path, season: &str, file: &str) -> Said {
        let title = self
            .season
            .view
            .season
            .as_ref()
            .filter(|s| s.name == season)
            .and_then(|s| {
                let at = s.file.evenings.iter().position(|f| f == file)?;
                Some(s.evening_title(at))
            })
            .unwrap_or_else(|| file.to_owned());
        self.change_season(saves, season, |s| {
            s.evenings.retain(|f| f != file);
            Ok(club_change(&W::EveningTakenOut(&title, season)))
        })
    }

    fn member_command(&mut self, saves: &Path, change: MemberCommand) -> Said {
        let season = self.season.view.season.as_ref();
        let forgetting = match &change {
            MemberCommand::Address {
                member,
                address: None,
                ..
            } => Some(*member),
            _ => None,
        };
        let changed = files::change_members(saves, |list: &mut MemberList| {
            member_change(list, season, change)
        })?;
        let (what, said) = changed.said.clone();
        self.season
            .history
            .record(ClubChange::members(what, &changed));
        let forgotten =
            forgetting.and_then(|m| changed.before.as_ref()?.members.get(m)?.address.clone());
        self.season.view.members = changed.after;
        self.season.view.members_problem = None;
        self.season.view.put_back = None;
        self.season.read(saves);
        if let Some(address) = forgotten {
            // For good (issue 53): neither the file's backup nor Ctrl+Z keeps it.
            self.season.history.forget_address(&address);
            files::members_backup_as_now(saves)?;
        }
        Ok(said)
    }

    /// The member list put back in place of a damaged file (kept aside): as this window
    /// last read it whole, when it did (nothing saved is lost), else its previous
    /// version, as `cinch-party restore members.ron` does (one save older, and said).
    fn restore_members(&mut self, saves: &Path) -> Said {
        let now = chrono::Utc::now();
        let path = files::members_path(saves);
        let (restored, how) = match self.season.members_as_read() {
            Some(list) => (
                crate::season::restore::put_back_members(saves, list, now)?,
                "read",
            ),
            None => {
                let Some(restoring) = crate::season::restore::restoring(&path) else {
                    return Ok(None);
                };
                (
                    crate::store::restore_file(&path, now, false, &restoring)?,
                    "previous",
                )
            }
        };
        self.season.reload_members(saves);
        self.season.read(saves);
        // What the messages complained of (a print-out refused) is mended.
        self.toasts.clear_errors();
        Ok(Some(
            crate::words::msg::AppMembersPutBack {
                how,
                count: restored.count,
                path: restored.set_aside.display().to_string(),
            }
            .say(),
        ))
    }

    /// Ctrl+Z on the Season screen: the season's or the member list's last change, never
    /// the party's.
    pub(super) fn undo_club(&mut self) {
        let saves = self.saves_dir.clone();
        let done = self.season.history.undo(&saves);
        self.club_history_done(&saves, done, true);
    }

    /// Ctrl+Shift+Z on the Season screen: the season's change taken back last, put back.
    pub(super) fn redo_club(&mut self) {
        let saves = self.saves_dir.clone();
        let done = self.season.history.redo(&saves);
        self.club_history_done(&saves, done, false);
    }

    fn club_history_done(
        &mut self,
        saves: &Path,
        done: Option<Result<ClubChange, FileError>>,
        undid: bool,
    ) {
        self.season.history_changed();
        match done {
            None if undid => self
                .toasts
                .notice(crate::words::msg::app_season_nothing_to_undo()),
            None => self
                .toasts
                .notice(crate::words::msg::app_season_nothing_to_redo()),
            Some(Err(error)) if undid => self
                .toasts
                .error(crate::words::msg::app_season_not_undone(error.to_string())),
            Some(Err(error)) => self
                .toasts
                .error(crate::words::msg::app_season_not_redone(error.to_string())),
            Some(Ok(change)) => {
                self.season.reload_members(saves);
                match change.season_name() {
                    Some(name) if !files::season_path(saves, name).is_ok_and(|p| p.exists()) => {
                        if self.season.picked() == Some(name) {
                            self.season.unpick(saves);
                        }
                    }
                    Some(name) => self.season.pick(saves, name.to_owned()),
                    None => self.season.read(saves),
                }
                self.season.view.seasons = files::list_seasons(saves);
                if change.changes_nothing() {
                    // A forgotten address is forgotten for good: say that nothing came
                    // back, not "Undid" alone (a host's re-check of issue 53).
                    self.toasts.notice(crate::words::msg::club_forgotten_stays(
                        change.what.as_str(),
                    ));
                } else {
                    self.toasts.notice(if undid {
                        crate::words::msg::app_undid(change.what.as_str())
                    } else {
                        crate::words::msg::app_redid(change.what.as_str())
                    });
                }
            }
        }
    }
}

/// "Ann B. is now Ann Baker."
fn joined(spelling: &str, member: &str) -> String {
    crate::words::msg::AppJoined { spelling, member }.say()
}

/// "Ann B. is no longer Ann Baker: it counts as a name of its own."
fn unjoined(spelling: &str, member: &str) -> String {
    crate::words::msg::AppUnjoined { spelling, member }.say()
}

/// "Ann Baker's address is refused: why."
fn address_refused(name: &str, why: &impl std::fmt::Display) -> String {
    crate::words::msg::AppAddressRefused {
        name,
        why: why.to_string(),
    }
    .say()
}

/// A change to the member list, made to `list` as it is on disk now: what it was in
/// words (for Ctrl+Z), and what to tell the host (when more than the change itself).
fn member_change(
    list: &mut MemberList,
    season: Option<&crate::season::Season>,
    change: MemberCommand,
) -> Result<(String, Option<String>), FileError> {
    let name = |list: &MemberList, m: usize| {
        list.members
            .get(m)
            .map(|x| x.name.clone())
            .unwrap_or_default()
    };
    Ok(match change {
        MemberCommand::Add { name, side } => {
            let at = list.add(&name, side)?;
            let added = list.members.get(at).map_or(name, |m| m.name.clone());
            (club_change(&W::MemberAdded(&added)), None)
        }
        MemberCommand::Rename { member, name: to } => {
            let old = name(list, member);
            list.rename(member, &to)?;
            (club_change(&W::Renamed(&old, &name(list, member))), None)
        }
        MemberCommand::SetSide { member, side } => {
            list.set_side(member, side)?;
            let side = crate::words::member_side(side);
            (club_change(&W::Side(&name(list, member), &side)), None)
        }
        MemberCommand::Join { spelling, member } => {
            let to = name(list, member);
            if let Some(evening) = season.and_then(|s| s.join_clash(&spelling, member, list)) {
                return Err(MemberError::SameEvening {
                    member: to,
                    spelling,
                    evening,
                }
                .into());
            }
            list.join(&spelling, member)?;
            let what = club_change(&W::Joined(&spelling, &to));
            (what, Some(joined(&spelling, &to)))
        }
        MemberCommand::Unjoin { member, spelling } => {
            list.unjoin(member, &spelling)?;
            let from = name(list, member);
            let what = club_change(&W::Unjoined(&spelling, &from));
            (what, Some(unjoined(&spelling, &from)))
        }
        MemberCommand::Remove(member) => {
            let gone = list.remove(member)?;
            let what = club_change(&W::MemberRemoved(&gone.name));
            (
                what,
                Some(crate::words::msg::app_member_off(gone.name.as_str())),
            )
        }
        MemberCommand::Address {
            member,
            address,
            mail_me,
        } => {
            let who = name(list, member);
            let Some(typed) = address else {
                list.set_address(member, None, false)?;
                let said = crate::words::msg::app_address_forgotten(who.as_str());
                return Ok((club_change(&W::AddressForgotten(&who)), Some(said)));
            };
            let address = crate::mail::check_address(&typed)
                .map_err(|e| MemberError::BadAddress(address_refused(&who, &e)))?;
            list.set_address(member, Some(address), mail_me)?;
            (club_change(&W::Address(&who, mail_me)), None)
        }
        MemberCommand::AddNewNames(on) => {
            list.add_new_names = on;
            (club_change(&W::AddNewNames(on)), None)
        }
    })
}
