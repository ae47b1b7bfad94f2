//! The system's own file dialogs (the rfd crate: the desktop portal or zenity on Linux,
//! the native ones on Windows and macOS): Open a party… (Ctrl+O), Save a copy as…
//! (Ctrl+Shift+S), Save PDF as… and Export to…. A dialog runs on a worker thread and
//! its answer comes back on a later frame, so the window never stops while it is open;
//! a cancelled dialog changes nothing. The dialog itself sits behind a seam (`Picker`):
//! the tests answer it, and run everything after it for real.

use std::path::{Path, PathBuf};
use std::sync::{Arc, mpsc};

use crate::view::{Command, FileAsk};

/// What a dialog asks for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Request {
    /// Its title.
    pub title: String,
    /// The folder it starts in.
    pub folder: PathBuf,
    /// The file name it offers (a save), if any.
    pub file_name: Option<String>,
    /// The kind of file, by name and extension ("Cinch party", "ron"); none for a folder.
    pub filter: Option<(String, String)>,
    /// Open, save, or pick a folder.
    pub kind: Kind,
}

/// The three kinds of dialog.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// Choose an existing file.
    Open,
    /// Choose where a new file goes.
    Save,
    /// Choose a folder.
    Folder,
}

/// Shows a dialog and waits for the host's answer (`None`: cancelled). Called on a
/// worker thread.
pub type Picker = Arc<dyn Fn(Request) -> Option<PathBuf> + Send + Sync>;

/// The system's dialogs.
pub fn system_picker() -> Picker {
    Arc::new(|request: Request| {
        let mut dialog = rfd::AsyncFileDialog::new()
            .set_title(&request.title)
            .set_directory(existing_folder(&request.folder));
        if let Some(name) = &request.file_name {
            dialog = dialog.set_file_name(name);
        }
        if let Some((name, extension)) = &request.filter {
            dialog = dialog.add_filter(name, &[extension.as_str()]);
        }
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .ok()?;
        let chosen = runtime.block_on(async move {
            match request.kind {
                Kind::Open => dialog.pick_file().await,
                Kind::Save => dialog.save_file().await,
                Kind::Folder => dialog.pick_folder().await,
            }
        });
        chosen.map(|handle| handle.path().to_path_buf())
    })
}

/// The dialog open now, if any: one at a time.
#[derive(Default)]
pub struct Dialogs {
    open: Option<(FileAsk, mpsc::Receiver<Option<PathBuf>>)>,
}

impl Dialogs {
    /// Whether a dialog is open (its window, not this one, has the host).
    pub fn busy(&self) -> bool {
        self.open.is_some()
    }

    /// Starts a dialog on a worker thread; refused (false) while another is open.
    pub fn start(&mut self, picker: &Picker, purpose: FileAsk, request: Request) -> bool {
        if self.busy() {
            return false;
        }
        let (send, answer) = mpsc::channel();
        let picker = picker.clone();
        let started = std::thread::Builder::new()
            .name("file-dialog".to_owned())
            .spawn(move || {
                // The window may have closed meanwhile: then nobody needs the answer.
                let _ = send.send(picker(request));
            });
        if started.is_ok() {
            self.open = Some((purpose, answer));
        }
        started.is_ok()
    }

    /// The answer, once the host has given it: what to do next (nothing for a cancel).
    pub fn poll(&mut self) -> Option<Command> {
        let (purpose, answer) = self.open.as_ref()?;
        let chosen = match answer.try_recv() {
            Ok(chosen) => chosen,
            Err(mpsc::TryRecvError::Empty) => return None,
            Err(mpsc::TryRecvError::Disconnected) => None,
        };
        let purpose = purpose.clone();
        self.open = None;
        let path = chosen?;
        Some(match purpose {
            FileAsk::OpenParty => Command::OpenParty(path),
            FileAsk::SaveCopy => Command::SaveCopyTo(path),
            FileAsk::SavePdf(document, paper) => Command::SavePrintTo {
                document,
                paper,
                path,
            },
            FileAsk::ExportTo => Command::ExportTo(path),
        })
    }
}

/// The folder itself if it exists, else its nearest parent that does (the saves or
/// exports folder may not have been made yet; a dialog asked to start in a missing
/// folder starts somewhere unrelated).
pub fn existing_folder(folder: &Path) -> PathBuf {
    let absolute = std::path::absolute(folder).unwrap_or_else(|_| folder.to_path_buf());
    absolute
        .ancestors()
        .find(|p| p.is_dir())
        .map_or_else(|| PathBuf::from("."), Path::to_path_buf)
}

/// A file name with the extension it must have (a host may type "copy" for "copy.ron").
pub fn with_extension(path: &Path, extension: &str) -> PathBuf {
    match path.extension() {
        Some(e) if e.eq_ignore_ascii_case(extension) => path.to_path_buf(),
        _ => {
            let mut name = path.as_os_str().to_owned();
            name.push(".");
            name.push(extension);
            PathBuf::from(name)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_dialog_starts_in_the_nearest_folder_that_exists() {
        let dir = std::env::temp_dir();
        assert_eq!(existing_folder(&dir), dir);
        assert_eq!(existing_folder(&dir.join("not made yet/exports")), dir);
    }

    #[test]
    fn a_chosen_name_gets_its_extension_once() {
        assert_eq!(
            with_extension(Path::new("a/copy"), "ron"),
            PathBuf::from("a/copy.ron")
        );
        assert_eq!(
            with_extension(Path::new("a/copy.RON"), "ron"),
            PathBuf::from("a/copy.RON")
        );
        assert_eq!(
            with_extension(Path::new("cards.v2"), "pdf"),
            PathBuf::from("cards.v2.pdf")
        );
    }
}
