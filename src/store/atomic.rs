//! Writing a file so that a crash at any instant leaves either the old or the new file,
//! never a torn one; the previous version is kept beside it as a backup.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

/// `party.ron` → `party.ron.bak`: the previous save.
pub fn backup_path(path: &Path) -> PathBuf {
    with_suffix(path, ".bak")
}

/// `party.ron` → `party.ron.tmp`: the file being written.
fn temp_path(path: &Path) -> PathBuf {
    with_suffix(path, ".tmp")
}

fn with_suffix(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.file_name().unwrap_or_default().to_os_string();
    name.push(suffix);
    path.with_file_name(name)
}

/// Writes `bytes` to `path` atomically:
///
/// 1. write a temporary file in the same folder, flush it and fsync it;
/// 2. keep the current file as the backup (a hard link where the file system has them,
///    else a copy), itself put in place by an atomic rename;
/// 3. rename the temporary file over the old one;
/// 4. fsync the folder, so the renames themselves survive a power cut.
///
/// A crash before step 3 leaves the old file; after it, the new one.
pub fn write_atomically(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let folder = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let temp = temp_path(path);
    let written = (|| {
        let mut file = OpenOptions::new()
            .write(true)
            .create(true)
            .truncate(true)
            .open(&temp)?;
        file.write_all(bytes)?;
        file.flush()?;
        file.sync_all()
    })();
    if let Err(error) = written {
        let _ = fs::remove_file(&temp);
        return Err(error);
    }
    if path.is_file() {
        keep_backup(path)?;
    }
    if let Err(error) = fs::rename(&temp, path) {
        let _ = fs::remove_file(&temp);
        return Err(error);
    }
    sync_folder(&folder)
}

/// Puts the current file in place as the backup, atomically.
fn keep_backup(path: &Path) -> io::Result<()> {
    let backup = backup_path(path);
    let staged = with_suffix(path, ".bak.tmp");
    let _ = fs::remove_file(&staged);
    if fs::hard_link(path, &staged).is_err() {
        // No hard links here (FAT, some network drives): copy, and make the copy durable.
        fs::copy(path, &staged)?;
        File::open(&staged)?.sync_all()?;
    }
    fs::rename(&staged, &backup)
}

#[cfg(unix)]
fn sync_folder(folder: &Path) -> io::Result<()> {
    File::open(folder)?.sync_all()
}

/// Windows cannot open a folder as a file; its renames are durable once they return.
#[cfg(not(unix))]
fn sync_folder(_folder: &Path) -> io::Result<()> {
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_backup_holds_the_previous_version() {
        let dir = std::env::temp_dir().join(format!("cinch-atomic-{}", std::process::id()));
        fs::create_dir_all(&dir).unwrap();
        let file = dir.join("p.ron");
        write_atomically(&file, b"one").unwrap();
        assert!(!backup_path(&file).exists());
        write_atomically(&file, b"two").unwrap();
        write_atomically(&file, b"three").unwrap();
        assert_eq!(fs::read(&file).unwrap(), b"three");
        assert_eq!(fs::read(backup_path(&file)).unwrap(), b"two");
        assert!(!temp_path(&file).exists());
        fs::remove_dir_all(&dir).unwrap();
    }
}
