//! What a guest at the door sends (issue 53): no token, the guests' page is the room's.

use serde::Deserialize;

use super::body::{Shape, Shaped};

/// A guest at the door asking for their evening by mail (issue 53): their name as they
/// type it, their address, and the tick.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MailMeBody {
    /// The guest's name, as typed.
    pub name: String,
    /// Their mail address, as typed.
    pub address: String,
    /// "Mail me my evening".
    pub consent: bool,
}

impl Shaped for MailMeBody {
    const SHAPE: Shape = Shape {
        known: &["name", "address", "consent"],
        needed: &["name", "address", "consent"],
        list: None,
    };
}

/// A guest checking in at the door (issue 52): their name as they type it and, where the
/// party seats by sides, "lady" or "gentleman".
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CheckInBody {
    /// The name, as typed.
    pub name: String,
    /// "lady" or "gentleman", where the party asks.
    #[serde(default)]
    pub side: Option<String>,
}

impl Shaped for CheckInBody {
    const SHAPE: Shape = Shape {
        known: &["name", "side"],
        needed: &["name"],
        list: None,
    };
}
