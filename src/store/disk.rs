//! The disk, behind a trait: the real one, and one that fails on purpose so that the
//! tests can prove what a full disk or a refused write does to a party (nothing is
//! lost). Also the two ways a party file is written, built on it: an append that is
//! durable before it returns, and an atomic replacement that keeps a backup.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::sync::Mutex;

/// The file operations a party file needs. Every write is durable (flushed to the
/// disk) before it returns `Ok`.
pub trait Disk: Send + Sync + std::fmt::Debug {
    /// Creates `path` (which must not exist) holding `bytes`, flushed to the disk.
    fn create_durable(&self, path: &Path, bytes: &[u8]) -> io::Result<()>;
    /// Appends `bytes` to the regular file `path`, flushed to the disk.
    fn append_durable(&self, path: &Path, bytes: &[u8]) -> io::Result<()>;
    /// Cuts the file back to `len` bytes (to take back a failed append).
    fn truncate(&self, path: &Path, len: u64) -> io::Result<()>;
    /// Renames, replacing `to` if it exists.
    fn rename(&self, from: &Path, to: &Path) -> io::Result<()>;
    /// Makes `to` (which must not exist) a second name for `from`, or a copy of it where
    /// the file system has no hard links.
    fn link_or_copy(&self, from: &Path, to: &Path) -> io::Result<()>;
    /// Removes a file; a missing file is not an error.
    fn remove(&self, path: &Path) -> io::Result<()>;
    /// Makes the folder's entries (the renames) durable.
    fn sync_folder(&self, folder: &Path) -> io::Result<()>;
}

/// The computer's own disk.
#[derive(Debug, Default, Clone, Copy)]
pub struct RealDisk;

impl Disk for RealDisk {
    fn create_durable(&self, path: &Path, bytes: &[u8]) -> io::Result<()> {
        // `create_new`: never follow an existing name (a FIFO or a device planted there
        // would block or be overwritten).
        let mut file = OpenOptions::new().write(true).create_new(true).open(path)?;
        file.write_all(bytes)?;
        file.flush()?;
        file.sync_all()
    }

    fn append_durable(&self, path: &Path, bytes: &[u8]) -> io::Result<()> {
        let mut file = OpenOptions::new().append(true).open(path)?;
        if !file.metadata()?.is_file() {
            return Err(io::Error::other(crate::words::msg::store_not_regular()));
        }
        // One write call: a process killed now leaves all of it or none of it.
        file.write_all(bytes)?;
        file.sync_data()
    }

    fn truncate(&self, path: &Path, len: u64) -> io::Result<()> {
        let file = OpenOptions::new().write(true).open(path)?;
        file.set_len(len)?;
        file.sync_all()
    }

    fn rename(&self, from: &Path, to: &Path) -> io::Result<()> {
        fs::rename(from, to)
    }

    fn link_or_copy(&self, from: &Path, to: &Path) -> io::Result<()> {
        match fs::hard_link(from, to) {
            Ok(()) => Ok(()),
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => Err(e),
            Err(_) => {
                // No hard links here (FAT, some network drives): copy, durably.
                let mut source = open_regular(from)?;
                let mut bytes = Vec::new();
                source.read_to_end(&mut bytes)?;
                self.create_durable(to, &bytes)
            }
        }
    }

    fn remove(&self, path: &Path) -> io::Result<()> {
        match fs::remove_file(path) {
            Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(()),
            other => other,
        }
    }

    #[cfg(unix)]
    fn sync_folder(&self, folder: &Path) -> io::Result<()> {
        File::open(folder)?.sync_all()
    }

    /// Windows cannot open a folder as a file; its renames are durable once they return.
    #[cfg(not(unix))]
    fn sync_folder(&self, _folder: &Path) -> io::Result<()> {
        Ok(())
    }
}

/// Which operation a `FaultyDisk` fails.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Op {
    /// Writing a new file (the temporary file of a replacement, or a copy).
    Create,
    /// Appending to the party file.
    Append,
    /// Cutting a file back after a failed append.
    Truncate,
    /// A rename.
    Rename,
    /// Keeping the backup.
    Link,
}

/// One planned failure.
#[derive(Debug, Clone)]
pub struct Fault {
    /// The operation that fails.
    pub op: Op,
    /// How it fails (`StorageFull` for a full disk, `PermissionDenied` …).
    pub kind: io::ErrorKind,
    /// Bytes really written before the failure (a full disk takes part of an append).
    pub partial: usize,
    /// Fail every time from now on, or just once.
    pub lasting: bool,
}

/// The real disk with failures planned by a test: a full disk, a write refused, a
/// rename that fails. Everything not planned to fail goes to the real disk.
#[derive(Debug, Default)]
pub struct FaultyDisk {
    faults: Mutex<Vec<Fault>>,
}

impl FaultyDisk {
    /// Plans a failure.
    pub fn fail(&self, fault: Fault) {
        if let Ok(mut faults) = self.faults.lock() {
            faults.push(fault);
        }
    }

    /// Takes back every planned failure: the disk has room again.
    pub fn heal(&self) {
        if let Ok(mut faults) = self.faults.lock() {
            faults.clear();
        }
    }

    fn planned(&self, op: Op) -> Option<Fault> {
        let mut faults = self.faults.lock().ok()?;
        let at = faults.iter().position(|f| f.op == op)?;
        let fault = faults.get(at)?.clone();
        if !fault.lasting {
            faults.remove(at);
        }
        Some(fault)
    }
}

impl Disk for FaultyDisk {
    fn create_durable(&self, path: &Path, bytes: &[u8]) -> io::Result<()> {
        match self.planned(Op::Create) {
            Some(f) => {
                let part = bytes.get(..f.partial.min(bytes.len())).unwrap_or_default();
                RealDisk.create_durable(path, part)?;
                Err(io::Error::from(f.kind))
            }
            None => RealDisk.create_durable(path, bytes),
        }
    }

    fn append_durable(&self, path: &Path, bytes: &[u8]) -> io::Result<()> {
        match self.planned(Op::Append) {
            Some(f) => {
                let part = bytes.get(..f.partial.min(bytes.len())).unwrap_or_default();
                RealDisk.append_durable(path, part)?;
                Err(io::Error::from(f.kind))
            }
            None => RealDisk.append_durable(path, bytes),
        }
    }

    fn truncate(&self, path: &Path, len: u64) -> io::Result<()> {
        match self.planned(Op::Truncate) {
            Some(f) => Err(io::Error::from(f.kind)),
            None => RealDisk.truncate(path, len),
        }
    }

    fn rename(&self, from: &Path, to: &Path) -> io::Result<()> {
        match self.planned(Op::Rename) {
            Some(f) => Err(io::Error::from(f.kind)),
            None => RealDisk.rename(from, to),
        }
    }

    fn link_or_copy(&self, from: &Path, to: &Path) -> io::Result<()> {
        match self.planned(Op::Link) {
            Some(f) => Err(io::Error::from(f.kind)),
            None => RealDisk.link_or_copy(from, to),
        }
    }

    fn remove(&self, path: &Path) -> io::Result<()> {
        RealDisk.remove(path)
    }

    fn sync_folder(&self, folder: &Path) -> io::Result<()> {
        RealDisk.sync_folder(folder)
    }
}

/// Creates `path` (which must not exist) holding `bytes`, flushed, readable and
/// writable by its owner only (on Windows and macOS a file in the user's folders is
/// already private to them; on Unix the mode says so).
pub fn create_private_durable(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let mut options = OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.mode(0o600);
    }
    let mut file = options.open(path)?;
    file.write_all(bytes)?;
    file.flush()?;
    file.sync_all()
}

/// `party.ron` → `party.ron.bak`: the previous version of the file.
pub fn backup_path(path: &Path) -> PathBuf {
    with_suffix(path, ".bak")
}

/// `party.ron` → `party.ron.tmp`: a replacement being written.
pub fn temp_path(path: &Path) -> PathBuf {
    with_suffix(path, ".tmp")
}

/// `party.ron` + `.lock` …
pub fn with_suffix(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.file_name().unwrap_or_default().to_os_string();
    name.push(suffix);
    path.with_file_name(name)
}

/// The folder a file is in ("." for a bare name).
pub fn folder_of(path: &Path) -> PathBuf {
    match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    }
}

/// Replaces `path` with `bytes` atomically:
///
/// 1. write a temporary file in the same folder and flush it to the disk;
/// 2. keep the current file as the backup (a second name for it, or a copy), itself put
///    in place by an atomic rename;
/// 3. rename the temporary file over the old one;
/// 4. flush the folder, so the renames themselves survive a power cut.
///
/// A crash before step 3 leaves the old file; after it, the new one.
pub fn replace_atomically(disk: &dyn Disk, path: &Path, bytes: &[u8]) -> io::Result<()> {
    let temp = temp_path(path);
    disk.remove(&temp)?;
    if let Err(error) = disk.create_durable(&temp, bytes) {
        let _ = disk.remove(&temp);
        return Err(error);
    }
    if is_regular(path) {
        let staged = with_suffix(path, ".bak.tmp");
        let kept = disk
            .remove(&staged)
            .and_then(|()| disk.link_or_copy(path, &staged))
            .and_then(|()| disk.rename(&staged, &backup_path(path)));
        if let Err(error) = kept {
            let _ = disk.remove(&staged);
            let _ = disk.remove(&temp);
            return Err(error);
        }
    }
    if let Err(error) = disk.rename(&temp, path) {
        let _ = disk.remove(&temp);
        return Err(error);
    }
    disk.sync_folder(&folder_of(path))
}

/// Whether `path` is a regular file (following links). A FIFO, a device or a folder is
/// not: opening one could block forever or read without end.
pub fn is_regular(path: &Path) -> bool {
    fs::metadata(path).is_ok_and(|m| m.is_file())
}

/// What kind of thing sits at `path` when it is not a regular file, as a code the
/// catalogue words ("folder", "pipe", "socket", "device", "other").
pub fn not_regular_kind(path: &Path) -> Option<&'static str> {
    let meta = fs::metadata(path).ok()?;
    if meta.is_file() {
        return None;
    }
    if meta.is_dir() {
        return Some("folder");
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        let kind = meta.file_type();
        if kind.is_fifo() {
            return Some("pipe");
        }
        if kind.is_socket() {
            return Some("socket");
        }
        if kind.is_char_device() || kind.is_block_device() {
            return Some("device");
        }
    }
    Some("other")
}

/// Opens a regular file for reading; anything else is refused before it is opened (a
/// named pipe would block forever) and checked again once open.
pub fn open_regular(path: &Path) -> io::Result<File> {
    if let Some(kind) = not_regular_kind(path) {
        return Err(io::Error::other(crate::words::msg::store_not_a_file(kind)));
    }
    let file = File::open(path)?;
    if !file.metadata()?.is_file() {
        return Err(io::Error::other(crate::words::msg::store_not_regular()));
    }
    Ok(file)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_backup_holds_the_previous_version() {
        let dir = std::env::temp_dir().join(format!("cinch-disk-{}", std::process::id()));
        fs::create_dir_all(&dir).unwrap();
        let file = dir.join("p.ron");
        replace_atomically(&RealDisk, &file, b"one").unwrap();
        assert!(!backup_path(&file).exists());
        replace_atomically(&RealDisk, &file, b"two").unwrap();
        replace_atomically(&RealDisk, &file, b"three").unwrap();
        RealDisk.append_durable(&file, b" and four").unwrap();
        assert_eq!(fs::read(&file).unwrap(), b"three and four");
        assert_eq!(fs::read(backup_path(&file)).unwrap(), b"two");
        assert!(!temp_path(&file).exists());
        fs::remove_dir_all(&dir).unwrap();
    }
}
