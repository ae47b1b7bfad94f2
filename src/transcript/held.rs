//! The results sent from the phones that wait to be counted, as the report lists them
//! (issue 52): what each waits for, in JSON's codes and in words.

use serde::Serialize;

/// A result from a phone waiting for the host's OK.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct HeldLine {
    /// The table that sent it.
    pub table: u32,
    /// The round it is for.
    pub round: u32,
    /// North–South's total as sent.
    pub ns: i64,
    /// East–West's.
    pub ew: i64,
    /// When it arrived (UTC).
    pub at: String,
    /// What it waits for.
    pub waits_for: WaitsFor,
}

/// What a result from a phone waits for (in JSON: `host`, `east_west`, `agreed`,
/// `disputed`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum WaitsFor {
    /// The host's OK.
    Host,
    /// East–West's word on the table's phone.
    EastWest,
    /// Agreed by East–West; the host's OK to come.
    Agreed,
    /// East–West do not agree: the host settles it.
    Disputed,
}

impl WaitsFor {
    /// In the report's words.
    pub fn words(self) -> String {
        crate::words::msg::waits_for(match self {
            WaitsFor::Host => "host",
            WaitsFor::EastWest => "east-west",
            WaitsFor::Agreed => "agreed",
            WaitsFor::Disputed => "disputed",
        })
    }
}
