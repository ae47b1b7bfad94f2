//! The rounds whose score pads went to the printer at the bell, kept beside the party
//! (`.NAME.ron.printed`, like the phones' links), so that an undo and a redo of the bell,
//! or a restart of the program, never prints a round's pads twice.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

/// The file's contents: `(rounds:[2,3])`.
#[derive(Debug, Default, Serialize, Deserialize)]
struct Printed {
    rounds: BTreeSet<u32>,
}

/// Where a party's printed rounds are kept.
pub fn printed_path(party: &Path) -> PathBuf {
    let name = party.file_name().unwrap_or_default().to_string_lossy();
    party.with_file_name(format!(".{name}.printed"))
}

/// The rounds of the party at `party` whose pads were printed at the bell (none when
/// the file is missing or cannot be read: at worst a round prints again).
pub fn printed(party: &Path) -> BTreeSet<u32> {
    crate::store::read_text(&printed_path(party))
        .ok()
        .and_then(|text| ron::from_str::<Printed>(&text).ok())
        .map(|p| p.rounds)
        .unwrap_or_default()
}

/// Notes that round `round`'s pads went to the printer.
pub fn mark_printed(party: &Path, round: u32) -> Result<(), crate::store::WriteError> {
    let mut kept = Printed {
        rounds: printed(party),
    };
    kept.rounds.insert(round);
    let text = ron::to_string(&kept).unwrap_or_else(|_| "(rounds:[])".to_owned());
    crate::store::write_file(&printed_path(party), text.as_bytes())
}
