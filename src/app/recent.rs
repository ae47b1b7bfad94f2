//! The saves folder's parties for the Party screen, read on a thread of their own:
//! reading and replaying every file takes a moment, and the window must not wait.

use std::path::{Path, PathBuf};
use std::sync::mpsc::{self, Receiver};

use crate::store::list_parties;
use crate::view::Recent;

/// How many parties the list shows.
const MOST: usize = 40;

/// The list, and the reading under way.
pub struct RecentList {
    dir: PathBuf,
    current: Recent,
    reading: Option<Receiver<Recent>>,
}

impl RecentList {
    /// Starts reading `dir`.
    pub fn new(dir: &Path) -> RecentList {
        let mut list = RecentList {
            dir: dir.to_path_buf(),
            current: Recent::Reading,
            reading: None,
        };
        list.refresh();
        list
    }

    /// Reads the folder again (after a party is created, closed or restored).
    pub fn refresh(&mut self) {
        let (tx, rx) = mpsc::channel();
        let dir = self.dir.clone();
        let spawned = std::thread::Builder::new()
            .name("saves-list".to_owned())
            .spawn(move || {
                let found = match list_parties(&dir, MOST) {
                    Ok(parties) => Recent::Ready(parties),
                    Err(why) => Recent::Failed(why.to_string()),
                };
                let _ = tx.send(found);
            });
        match spawned {
            Ok(_) => self.reading = Some(rx),
            // No thread to spare: read here, once.
            Err(_) => {
                self.current = match list_parties(&self.dir, MOST) {
                    Ok(parties) => Recent::Ready(parties),
                    Err(why) => Recent::Failed(why.to_string()),
                };
            }
        }
    }

    /// Takes the result when it is ready (asking for a repaint until then).
    pub fn poll(&mut self, ctx: &egui::Context) {
        let Some(rx) = &self.reading else { return };
        match rx.try_recv() {
            Ok(found) => {
                self.current = found;
                self.reading = None;
            }
            Err(mpsc::TryRecvError::Empty) => {
                ctx.request_repaint_after(std::time::Duration::from_millis(50));
            }
            Err(mpsc::TryRecvError::Disconnected) => {
                self.current = Recent::Failed(crate::words::msg::app_saves_unread());
                self.reading = None;
            }
        }
    }

    /// The list as it stands.
    pub fn current(&self) -> &Recent {
        if self.reading.is_some() && self.current == Recent::Reading {
            return &Recent::Reading;
        }
        &self.current
    }
}
