//! When the program stops (the window closed, Ctrl+C, SIGTERM, the terminal gone), nothing
//! shown as done may be left unsaved (issue 34, D3). A party the disk refused is saved
//! once more; if the disk still refuses, the whole party is written to a rescue file
//! beside it (or, failing that, in the system's temporary folder), and the host is told
//! its name. [`stop_requests`] turns the system's stop signals into a message, so the
//! program can do this before it goes.

use std::path::{Path, PathBuf};

use chrono::{DateTime, Utc};

use super::format::SaveFile;
use super::keeper::{PartyFile, Saved};
use super::{SaveError, WriteError, write_file};

/// What became of the party when the program stopped.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum AtStop {
    /// Everything is on the disk.
    #[error("{}", crate::words::msg::store_saved_in(.0.display().to_string()))]
    Saved(PathBuf),
    /// The disk refused the party file; the whole party is in the rescue file.
    #[error("{}", crate::words::msg::StoreRescued { error: error.to_string(), rescue: rescue.display().to_string() }.say())]
    Rescued {
        /// Why the party file could not be saved.
        error: SaveError,
        /// Where the party is.
        rescue: PathBuf,
    },
    /// Neither the party file nor any rescue file could be written.
    #[error("{}", crate::words::msg::StoreLost { error: error.to_string(), why: why.to_string() }.say())]
    Lost {
        /// Why the party file could not be saved.
        error: SaveError,
        /// Why no rescue file could be written.
        why: WriteError,
    },
}

impl AtStop {
    /// Whether anything is lost.
    pub fn is_lost(&self) -> bool {
        matches!(self, AtStop::Lost { .. })
    }
}

/// `NAME.rescue-YYYYMMDD-HHMMSS.ron` in `folder`, for the party file `path`.
fn rescue_name(folder: &Path, path: &Path, now: DateTime<Utc>) -> PathBuf {
    let stem = path.file_stem().unwrap_or_default().to_string_lossy();
    let stamp = now.format("%Y%m%d-%H%M%S");
    let mut name = folder.join(format!("{stem}.rescue-{stamp}.ron"));
    let mut n = 2;
    while std::fs::symlink_metadata(&name).is_ok() && n < 1000 {
        name = folder.join(format!("{stem}.rescue-{stamp}-{n}.ron"));
        n += 1;
    }
    name
}

impl PartyFile {
    /// Makes sure the party is on the disk as the program stops: saved again if the disk
    /// refused before, else written whole to a rescue file that is named.
    pub fn save_at_stop(&mut self, now: DateTime<Utc>) -> AtStop {
        if self.unsaved().is_none() {
            return AtStop::Saved(self.path().to_path_buf());
        }
        let error = match self.save_now(now) {
            Saved::Yes => return AtStop::Saved(self.path().to_path_buf()),
            Saved::No(error) => SaveError {
                retried: false,
                ..error
            },
        };
        match self.rescue(now) {
            Ok(rescue) => AtStop::Rescued { error, rescue },
            Err(why) => AtStop::Lost { error, why },
        }
    }

    /// Writes the whole party, as a party file, beside its file or else in the system's
    /// temporary folder; where it went.
    pub fn rescue(&self, now: DateTime<Utc>) -> Result<PathBuf, WriteError> {
        let text = SaveFile::of(self.title(), self.party(), self.created_at())
            .to_text()
            .map_err(|e| WriteError::Refused {
                path: self.path().to_path_buf(),
                why: e.to_string(),
            })?;
        let beside = super::disk::folder_of(self.path());
        let mut last = None;
        for folder in [beside, std::env::temp_dir()] {
            let rescue = rescue_name(&folder, self.path(), now);
            match write_file(&rescue, text.as_bytes()) {
                Ok(()) => return Ok(rescue),
                Err(why) => last = Some(why),
            }
        }
        Err(last.unwrap_or(WriteError::Refused {
            path: self.path().to_path_buf(),
            why: crate::words::msg::store_no_folder_written(),
        }))
    }
}

/// Calls `on_stop` each time the system asks the program to stop (Ctrl+C, SIGTERM, the
/// terminal closed), instead of the program dying at once: it can then save or rescue
/// the party first. The signals are caught from the moment this returns.
pub fn stop_requests(on_stop: impl Fn() + Send + 'static) -> std::io::Result<()> {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_io()
        .build()?;
    let waiting = {
        let _inside = runtime.enter();
        signals()?
    };
    std::thread::Builder::new()
        .name("stop-signals".into())
        .spawn(move || {
            runtime.block_on(async move {
                let mut waiting = waiting;
                loop {
                    waiting.next().await;
                    on_stop();
                }
            });
        })?;
    Ok(())
}

/// The stop signals, caught.
#[cfg(unix)]
struct Signals([tokio::signal::unix::Signal; 3]);

#[cfg(unix)]
fn signals() -> std::io::Result<Signals> {
    use tokio::signal::unix::{SignalKind, signal};
    Ok(Signals([
        signal(SignalKind::interrupt())?,
        signal(SignalKind::terminate())?,
        signal(SignalKind::hangup())?,
    ]))
}

#[cfg(unix)]
impl Signals {
    async fn next(&mut self) {
        let [interrupt, terminate, hangup] = &mut self.0;
        tokio::select! {
            _ = interrupt.recv() => {}
            _ = terminate.recv() => {}
            _ = hangup.recv() => {}
        }
    }
}

/// Ctrl+C, where there are no Unix signals.
#[cfg(not(unix))]
struct Signals;

#[cfg(not(unix))]
fn signals() -> std::io::Result<Signals> {
    Ok(Signals)
}

#[cfg(not(unix))]
impl Signals {
    async fn next(&mut self) {
        let _ = tokio::signal::ctrl_c().await;
    }
}
