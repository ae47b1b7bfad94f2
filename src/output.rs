//! What the host takes away from the evening, written to files: the CSV files and the
//! JSON transcript (`transcript::export`), the print-outs as PDF (`print`) and the
//! results page as one HTML file (`publish`), by default
//! into an `exports` folder beside the party's save, each named after the party.
//! Written by `store::write_file`: only regular files, never half a file.

use std::path::{Path, PathBuf};

use crate::print::{PrintError, Printout};
use crate::rules::Party;
use crate::store::{WriteError, write_file};
use crate::transcript::Transcript;
use crate::transcript::evening::Evening;
use crate::transcript::export::{ExportError, csv_files};

/// Something the host takes away that could not be made or written.
#[derive(Debug, thiserror::Error)]
pub enum OutputError {
    /// The file could not be written.
    #[error(transparent)]
    Write(#[from] WriteError),
    /// A CSV file could not be made.
    #[error(transparent)]
    Export(#[from] ExportError),
    /// The PDF could not be made.
    #[error(transparent)]
    Print(#[from] PrintError),
}

/// `exports` beside the party's file.
pub fn exports_dir(save: &Path) -> PathBuf {
    save.parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."))
        .join("exports")
}

/// The party file's name without `.ron`, for the names of what is made from it.
pub fn stem_of(save: &Path) -> String {
    save.file_stem()
        .map_or_else(|| "party".to_owned(), |s| s.to_string_lossy().into_owned())
}

/// Writes the three CSV files of the evening as derived into `dir`, each named after
/// `stem` and what it holds; returns the paths written.
pub fn write_csv(
    party: &Party,
    evening: &Evening,
    dir: &Path,
    stem: &str,
) -> Result<Vec<PathBuf>, OutputError> {
    let mut written = Vec::new();
    for file in csv_files(party, evening)? {
        let path = dir.join(format!("{stem}-{}.csv", file.what));
        write_file(&path, file.text.as_bytes())?;
        written.push(path);
    }
    Ok(written)
}

/// Writes the JSON transcript of the evening as derived to `path`.
pub fn write_json(party: &Party, evening: &Evening, path: &Path) -> Result<(), OutputError> {
    let mut text = Transcript::of_evening(party, evening).to_json();
    text.push('\n');
    Ok(write_file(path, text.as_bytes())?)
}

/// Writes the evening's results page (one self-contained HTML file, `publish`) to
/// `path`.
pub fn write_html(
    party: &Party,
    evening: &Evening,
    title: &str,
    path: &Path,
) -> Result<(), OutputError> {
    let page = crate::publish::results_page(party, evening, title);
    Ok(write_file(path, page.as_bytes())?)
}

/// Writes a print-out as a PDF to `path`.
pub fn write_pdf(printout: &Printout, path: &Path) -> Result<(), OutputError> {
    let bytes = printout.to_pdf()?;
    Ok(write_file(path, &bytes)?)
}
