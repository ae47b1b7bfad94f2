//! The season's evenings read from their party files, kept by (file, modification time,
//! length): when one evening changes (a correction in the window, a bell), only that
//! file is read again; the others are taken from the cache. A file missing or damaged
//! is an evening named with its problem, never a failure of the season (R-SEASON-2).
//! Files to read are shared between the machine's cores.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::SystemTime;

use super::evening::facts_of;
use super::table::EveningRead;
use crate::store;

/// What a file looked like when it was read.
type Stamp = (Option<SystemTime>, u64);

/// The evenings read so far.
#[derive(Debug, Default, Clone)]
pub struct EveningCache {
    read: HashMap<PathBuf, (Stamp, EveningRead)>,
    /// Files read from the disk by the last `evenings` (the rest came from the cache).
    pub last_read: usize,
}

fn stamp(path: &Path) -> Option<Stamp> {
    let meta = std::fs::metadata(path).ok()?;
    Some((meta.modified().ok(), meta.len()))
}

/// Where a season's evening lives: a bare name in the saves folder.
pub fn evening_path(saves: &Path, file: &str) -> PathBuf {
    store::resolve(saves, Path::new(file))
}

/// Reads one party file as an evening.
pub fn read_evening(path: &Path) -> EveningRead {
    match store::load(path) {
        Ok((file, party)) => {
            let mut facts = facts_of(&party, &file.title);
            // A cut-short last line is left out, as every reader does, and said.
            facts.damaged = file
                .torn_tail
                .as_ref()
                .map(|_| store::torn_tail_words(path));
            EveningRead::Read(Arc::new(facts))
        }
        Err(error) => {
            EveningRead::Unreadable(store::no_stop(&error.problem.to_string()).to_owned())
        }
    }
}

impl EveningCache {
    /// The season's evenings as their files are now, in the order given.
    pub fn evenings(&mut self, saves: &Path, files: &[String]) -> Vec<EveningRead> {
        let paths: Vec<PathBuf> = files.iter().map(|f| evening_path(saves, f)).collect();
        let mut stale: Vec<(&PathBuf, Option<Stamp>)> = Vec::new();
        for path in &paths {
            let now = stamp(path);
            let kept = self.read.get(path).map(|(was, _)| Some(*was));
            if now.is_none() || kept != Some(now) {
                stale.push((path, now));
            }
        }
        stale.dedup_by(|a, b| a.0 == b.0);
        self.last_read = stale.len();
        let to_read: Vec<&PathBuf> = stale.iter().map(|(p, _)| *p).collect();
        let stamps: HashMap<&PathBuf, Option<Stamp>> = stale.into_iter().collect();
        for (path, read) in read_all(&to_read) {
            // The stamp from before the read: a change while reading is read next time.
            match stamps.get(&path).copied().flatten() {
                Some(was) => {
                    self.read.insert(path, (was, read));
                }
                None => {
                    self.read.remove(&path);
                }
            }
        }
        paths
            .iter()
            .map(|path| match self.read.get(path) {
                Some((_, read)) => read.clone(),
                None => read_evening(path),
            })
            .collect()
    }
}

/// Reads files on as many threads as the machine has cores (at most one per file).
fn read_all(paths: &[&PathBuf]) -> Vec<(PathBuf, EveningRead)> {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let per = paths.len().div_ceil(cores.max(1)).max(1);
    std::thread::scope(|scope| {
        let workers: Vec<_> = paths
            .chunks(per)
            .map(|chunk| {
                scope.spawn(move || {
                    chunk
                        .iter()
                        .map(|p| ((*p).clone(), read_evening(p)))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|w| w.join().unwrap_or_default())
            .collect()
    })
}
