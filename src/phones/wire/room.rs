//! The bodies of the room's own requests from a table's phone (issue 52): East–West's
//! answer to the result put to them, and a call for the host.

use serde::Deserialize;

use super::body::{Shape, Shaped};

/// East–West's answer to the result put to them on their table's phone (issue 52).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AgreeBody {
    /// The round the phone is showing.
    pub round: u32,
    /// North–South's points, as the question showed them (a star table's; a duplicate
    /// tray is named by `tray`).
    #[serde(default)]
    pub ns: i64,
    /// East–West's points, as the question showed them.
    #[serde(default)]
    pub ew: i64,
    /// Agree (the result counts) or not (it waits for the host, who is called).
    pub agree: bool,
    /// At a duplicate table, the tray they answer for (its points are `ns` and `ew`).
    #[serde(default)]
    pub tray: Option<u32>,
}

/// A table's call for the host (issue 52): the round the phone is showing.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CallBody {
    /// The round the phone is showing.
    pub round: u32,
}

impl Shaped for AgreeBody {
    const SHAPE: Shape = Shape {
        known: &["round", "ns", "ew", "agree", "tray"],
        needed: &["round", "agree"],
        list: None,
    };
}

impl Shaped for CallBody {
    const SHAPE: Shape = Shape {
        known: &["round"],
        needed: &["round"],
        list: None,
    };
}
