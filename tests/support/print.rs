//! Print-outs under test: laid out, written as PDF, read back with poppler.

use cinch_party::print::{Document, Item, Page, Paper, Printout};
use cinch_party::rules::Party;
use std::path::{Path, PathBuf};
use std::process::Command;

pub(crate) fn printout(party: &Party, document: Document, paper: Paper) -> Printout {
    Printout::of(party, "The Fosters' Cinch", document, paper).unwrap()
}

pub(crate) fn poppler(tool: &str) -> Command {
    let found = Command::new(tool).arg("-v").output().is_ok();
    assert!(
        found,
        "{tool} is missing: install poppler-utils (apt-get install -y poppler-utils)"
    );
    Command::new(tool)
}

/// The PDF written to a temporary folder.
pub(crate) fn pdf_file(printout: &Printout, dir: &Path) -> PathBuf {
    let path = dir.join(printout.file_name());
    std::fs::write(&path, printout.to_pdf().unwrap()).unwrap();
    path
}

/// The text of each page, as `pdftotext -layout` reads it from the PDF.
pub(crate) fn pdf_pages(printout: &Printout) -> Vec<String> {
    let dir = tempfile::tempdir().unwrap();
    let path = pdf_file(printout, dir.path());
    file_pages(&path)
}

/// The text of each page of the PDF at `path` (a file saved, or a print job's document).
pub(crate) fn file_pages(path: &Path) -> Vec<String> {
    let out = poppler("pdftotext")
        .args(["-layout", "-enc", "UTF-8"])
        .arg(path)
        .arg("-")
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    let mut pages: Vec<String> = text.split('\u{c}').map(str::to_owned).collect();
    if pages.last().is_some_and(|p| p.trim().is_empty()) {
        pages.pop();
    }
    pages
}

/// Left, top, right, bottom.
type Bounds = (f32, f32, f32, f32);

/// Text boxes of a page that overlap, and anything off the page.
pub(crate) fn layout_faults(page: &Page) -> Vec<String> {
    let mut faults = Vec::new();
    let texts: Vec<(&str, Bounds)> = page
        .items
        .iter()
        .filter_map(|item| match item {
            Item::Text { text, .. } => Some((text.as_str(), item.bounds())),
            _ => None,
        })
        .collect();
    for item in &page.items {
        let (l, t, r, b) = item.bounds();
        if l < 0.0 || t < 0.0 || r > page.width + 0.01 || b > page.height + 0.01 {
            faults.push(format!("off the page: {item:?}"));
        }
    }
    for (i, (a, (al, at, ar, ab))) in texts.iter().enumerate() {
        for (b, (bl, bt, br, bb)) in texts.iter().skip(i + 1) {
            let apart = ar <= bl || br <= al || ab <= bt || bb <= at;
            if !apart {
                faults.push(format!("{a:?} overlaps {b:?}"));
            }
        }
    }
    faults
}

/// The documents whose first page, drawn small by `pdftoppm`, differs from its reference
/// image `tests/snapshots/{prefix}_{code}.png` (made when missing, or again with
/// `UPDATE_SNAPSHOTS=1`).
pub(crate) fn first_pages_differing(
    party: &Party,
    documents: &[Document],
    prefix: &str,
) -> Vec<String> {
    let dir = tempfile::tempdir().unwrap();
    let mut different = Vec::new();
    for &document in documents {
        let path = pdf_file(&printout(party, document, Paper::A4), dir.path());
        let stem = dir.path().join(document.code());
        let status = poppler("pdftoppm")
            .args([
                "-png",
                "-gray",
                "-r",
                "24",
                "-f",
                "1",
                "-l",
                "1",
                "-singlefile",
            ])
            .arg(&path)
            .arg(&stem)
            .status()
            .unwrap();
        assert!(status.success());
        let rendered = image::open(stem.with_extension("png")).unwrap().to_luma8();
        let reference_path = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/snapshots")
            .join(format!("{prefix}_{}.png", document.code()));
        if std::env::var_os("UPDATE_SNAPSHOTS").is_some() || !reference_path.exists() {
            rendered.save(&reference_path).unwrap();
            continue;
        }
        let reference = image::open(&reference_path).unwrap().to_luma8();
        assert_eq!(
            rendered.dimensions(),
            reference.dimensions(),
            "{document:?}"
        );
        let pixels = rendered.pixels().zip(reference.pixels());
        let (mut total, mut far) = (0u64, 0usize);
        for (a, b) in pixels {
            let d = a.0[0].abs_diff(b.0[0]);
            total += u64::from(d);
            far += usize::from(d > 96);
        }
        let count = (rendered.width() * rendered.height()) as usize;
        let mean = total as f64 / count as f64;
        if mean > 4.0 || far * 100 > count {
            different.push(format!(
                "{document:?}: mean difference {mean:.1}, {far} pixels far"
            ));
        }
    }
    different
}
