//! One writer per party file: a lock beside it (`.NAME.ron.lock`, hidden), held by the operating
//! system for as long as the program has the party open. The system lets go when the
//! program ends, however it ends, so a crash never leaves the host locked out.

use std::fs::{File, OpenOptions};
use std::io::{Read, Seek, SeekFrom, Write};
use std::path::Path;

/// How often, and how far apart, a held lock is tried again before the holder is named.
const TRIES: u32 = 10;
const PAUSE: std::time::Duration = std::time::Duration::from_millis(15);

/// Takes the lock, trying again for a moment when it is held. A lock this program let go
/// a moment ago can still be held for a few microseconds by a child process being
/// started on another thread (a printer's `lp`, the bell, the browser): the child shares
/// the lock's open file until it runs its own program. Another program's lock stays
/// held, and is named after about 150 ms.
fn try_lock_patiently(file: &File) -> Result<(), std::fs::TryLockError> {
    let mut tries = 1;
    loop {
        match file.try_lock() {
            Err(std::fs::TryLockError::WouldBlock) if tries < TRIES => {
                tries += 1;
                std::thread::sleep(PAUSE);
            }
            other => return other,
        }
    }
}

/// A held lock; dropping it lets go.
#[derive(Debug)]
pub struct Lock {
    _file: File,
}

/// Another cinch-party (the window or `serve`) holds the party: who, in words.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct InUse(pub String);

impl Lock {
    /// Takes the lock of the party file `path`, or says who holds it (in words).
    /// `Ok(None)` where no lock file can be made (a folder not made yet, a read-only
    /// disk): nothing can be written there either, and the save says so.
    pub fn acquire(path: &Path) -> Result<Option<Lock>, InUse> {
        let name = path.file_name().unwrap_or_default().to_string_lossy();
        let lock_path = path.with_file_name(format!(".{name}.lock"));
        let file = OpenOptions::new()
            .read(true)
            .write(true)
            .create(true)
            .truncate(false)
            .open(&lock_path);
        let Ok(mut file) = file else {
            return Ok(None);
        };
        match try_lock_patiently(&file) {
            Ok(()) => {
                let holder = crate::words::msg::StoreLockHolder {
                    pid: std::process::id().to_string(),
                    since: crate::words::since_when(&chrono::Local::now()),
                }
                .say();
                let _ = file.set_len(0);
                let _ = file.seek(SeekFrom::Start(0));
                let _ = file.write_all(holder.as_bytes());
                let _ = file.flush();
                Ok(Some(Lock { _file: file }))
            }
            Err(_) => {
                let mut holder = String::new();
                let _ = file.take(200).read_to_string(&mut holder);
                let holder = crate::words::quote(holder.trim(), 80);
                Err(InUse(if holder.is_empty() {
                    crate::words::msg::store_lock_other()
                } else {
                    crate::words::msg::store_lock_other_holder(holder)
                }))
            }
        }
    }
}
