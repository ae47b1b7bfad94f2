//! The sample party as text, and party files read back.

use cinch_party::rules::Party;
use cinch_party::store::{self, LoadError, SaveFile};
use std::fs;

pub const SAMPLE: &str = include_str!("../../saves/sample-ten-tables.ron");

pub fn load_text(text: &[u8]) -> Result<(SaveFile, Party), LoadError> {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("x.ron");
    fs::write(&path, text).unwrap();
    store::load(&path)
}
