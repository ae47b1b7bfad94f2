//! Opening a saved file (a print-out, the results page) in the program the system uses
//! for it, and knowing whether one opened: the host is told "it is opening" only when a
//! program took it, otherwise where the file is.
//!
//! The `opener` crate hands the file over (`open` on macOS, `start` on Windows). On Linux
//! and the other free systems it runs `xdg-open`, whose exit it does not wait for; there
//! the program runs `xdg-open` itself and waits a moment for its answer: `xdg-open` says
//! at once when nothing can open the file (no PDF viewer, no desktop), and otherwise
//! stays with the viewer it started.

use std::path::Path;
use std::sync::Arc;

/// Opens a file in the program the system uses for it, or says why not.
pub type Viewer = Arc<dyn Fn(&Path) -> Result<(), ViewError> + Send + Sync>;

/// Why a file could not be handed to the system's viewer.
#[derive(Debug, thiserror::Error)]
pub enum ViewError {
    /// The system's opener refused (no viewer, no desktop).
    #[error(transparent)]
    System(#[from] opener::OpenError),
    /// Nothing on this computer opened it.
    #[error("{}", no_program(.0.as_deref()))]
    NoProgram(Option<String>),
    /// The folder could not be made, or another viewer (a test's) refused.
    #[error("{}", crate::store::io_words(.0))]
    Other(#[from] std::io::Error),
}

/// "no program on this computer opened it", with what the opener said, if anything.
fn no_program(said: Option<&str>) -> String {
    match said {
        Some(said) => crate::words::msg::app_no_program_said(said),
        None => crate::words::msg::app_no_program(),
    }
}

/// How long `xdg-open` is given to say that nothing can open a file.
const ANSWER_WITHIN: std::time::Duration = std::time::Duration::from_millis(2500);

/// The system's viewer.
pub fn system_viewer() -> Viewer {
    #[cfg(all(unix, not(target_os = "macos")))]
    {
        viewer_running(std::ffi::OsString::from("xdg-open"))
    }
    #[cfg(not(all(unix, not(target_os = "macos"))))]
    {
        Arc::new(|path| Ok(opener::open(path)?))
    }
}

/// A viewer that runs `program FILE` and waits a moment for its answer: a failure said
/// at once is a refusal, in words; still running (the viewer it started) or done without
/// complaint is a success. A `program` that is not there falls back to `opener`.
pub fn viewer_running(program: std::ffi::OsString) -> Viewer {
    Arc::new(move |path| run_opener(&program, path))
}

fn run_opener(program: &std::ffi::OsStr, path: &Path) -> Result<(), ViewError> {
    use std::process::{Command, Stdio};
    let spawned = Command::new(program)
        .arg(path)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn();
    let mut child = match spawned {
        Ok(child) => child,
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => {
            return Ok(opener::open(path)?);
        }
        Err(error) => return Err(error.into()),
    };
    let started = std::time::Instant::now();
    loop {
        if let Some(status) = child.try_wait()? {
            if status.success() {
                return Ok(());
            }
            let mut said = String::new();
            if let Some(mut err) = child.stderr.take() {
                use std::io::Read;
                let _ = err.read_to_string(&mut said);
            }
            let said = said.lines().next().unwrap_or_default().trim().to_owned();
            let said = (!said.is_empty()).then(|| crate::words::quote(&said, 120));
            return Err(ViewError::NoProgram(said));
        }
        if started.elapsed() >= ANSWER_WITHIN {
            // The viewer it started has it. Its end is waited for elsewhere, so it
            // leaves nothing behind.
            let _ = std::thread::Builder::new()
                .name("viewer".to_owned())
                .spawn(move || child.wait());
            return Ok(());
        }
        std::thread::sleep(std::time::Duration::from_millis(25));
    }
}
