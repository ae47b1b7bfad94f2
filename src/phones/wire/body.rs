//! The bodies the phones POST, and every way one can be wrong, in the phone's words: a
//! body that is not JSON, a field this address does not take (a deal's `dealer` or
//! `ns_score` included: the rules work those out), a tray both "not played" and bid,
//! a deal the rules refuse. No parser's message ever reaches a phone.

use serde::Deserialize;
use serde::de::DeserializeOwned;

use crate::rules::deal::{Bid, DEALS_PER_ROUND, Deal, MAX_MISDEALS};
use crate::rules::duplicate::TrayPlay;
use crate::rules::{PairSide, Seat};
use crate::transcript::seat_code;
use crate::words::msg;

/// A table's totals, as sent.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ResultBody {
    /// The round the phone is showing.
    pub round: u32,
    /// North–South's points.
    pub ns: i64,
    /// East–West's points.
    pub ew: i64,
    /// For a tie: who won the ladies' cut, or "program" for the host's program to cut.
    #[serde(default)]
    pub cut: Option<CutChoice>,
}

/// How a tie is settled from a phone (R-ROUND-3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum CutChoice {
    /// North–South's lady won a real cut.
    Ns,
    /// East–West's lady won a real cut.
    Ew,
    /// The program cuts for the two ladies.
    Program,
}

/// A pad, as sent.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DealsBody {
    /// The round the phone is showing.
    pub round: u32,
    /// The deals in order, misdeals included.
    pub deals: Vec<DealIn>,
}

/// One deal as a phone types it: the scores are never sent (the rules work them out),
/// nor the dealer (it follows from the deal's place, R-ROUND-1).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DealIn {
    /// "north", "east", "south" or "west"; `null` when all passed.
    #[serde(default)]
    pub bidder: Option<String>,
    /// 1..14; `null` when all passed.
    #[serde(default)]
    pub bid: Option<u8>,
    /// Points North–South took.
    #[serde(default)]
    pub ns_points: u8,
    /// Points East–West took.
    #[serde(default)]
    pub ew_points: u8,
    /// "ns" or "ew" for a proven revoke or foul hand.
    #[serde(default)]
    pub revoke: Option<String>,
    /// A misdeal.
    #[serde(default)]
    pub misdeal: bool,
}

/// A duplicate tray's result, as sent: `{"round", "tray", "not_played": true}`, or the
/// round and tray with a deal's fields (as in a pad).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TrayBody {
    /// The round the phone is showing.
    pub round: u32,
    /// The tray.
    pub tray: u32,
    /// Played (the deal as typed), or not.
    pub sent: TraySent,
}

/// What a phone says of a tray.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TraySent {
    /// Played: the deal as typed.
    Played(DealIn),
    /// Not played here (time ran out).
    NotPlayed,
}

/// What is wrong with a deal as a phone sent it, before the rules score it.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DealError {
    /// A bidder that is not a chair.
    #[error("{}", msg::heard_not_a_chair(.0.as_str()))]
    NotAChair(String),
    /// A bidder with no bid.
    #[error("{}", msg::heard_no_bid())]
    NoBid,
    /// A bid with no bidder.
    #[error("{}", msg::heard_no_bidder())]
    NoBidder,
    /// A revoke by something that is not a side.
    #[error("{}", msg::heard_not_a_revoke(.0.as_str()))]
    NotASide(String),
    /// A tray cannot be misdealt: it was dealt before the evening.
    #[error("{}", msg::heard_tray_misdeal())]
    TrayMisdeal,
    /// The rules refuse it (R-DEAL-6).
    #[error("{}", crate::words::deal_refusal(.0))]
    Rule(crate::rules::DealRefusal),
}

// By hand: the rules' refusals have no `Display` (they are worded in `words`), so
// thiserror's `#[from]` (which takes the source for an `Error`) cannot be used.
impl From<crate::rules::DealRefusal> for DealError {
    fn from(refusal: crate::rules::DealRefusal) -> Self {
        DealError::Rule(refusal)
    }
}

/// What is wrong with a pad as a phone sent it.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PadError {
    /// More deals than a round can hold.
    #[error("{}", msg::heard_too_many_deals())]
    TooMany,
    /// One deal's fault, numbered as the page numbers them.
    #[error("{}", msg::HeardDealFault { number: *number, why: why.to_string() }.say())]
    Deal {
        /// 1 for the first deal.
        number: usize,
        /// What is wrong with it.
        #[source]
        why: DealError,
    },
}

/// Why a body was not understood: every variant is a 400 in the phone's words.
#[derive(Debug, thiserror::Error)]
pub enum BodyError {
    /// Not JSON at all, or cut short.
    #[error("{}", msg::heard_not_json())]
    NotJson(#[source] serde_json::Error),
    /// JSON, but not an object.
    #[error("{}", msg::heard_not_an_object())]
    NotAnObject,
    /// A field this address does not take.
    #[error("{}", msg::heard_unknown_field(.0.as_str()))]
    Unknown(String),
    /// A field sent twice.
    #[error("{}", msg::heard_field_twice(.0.as_str()))]
    Twice(String),
    /// A field it needs is missing.
    #[error("{}", msg::heard_field_missing(.0.as_str()))]
    Missing(String),
    /// A value of the wrong kind, at this place in the body ("round", "deals[2].bid").
    #[error("{}", msg::heard_wrong_kind(.0.as_str()))]
    WrongKind(String),
    /// A tray said to be both not played and bid or scored (issue 34, D1).
    #[error("{}", msg::heard_not_played_with_deal(*.0))]
    NotPlayedWithDeal(u32),
}

/// What a body may hold: the fields it takes, those it needs, and the shape of the
/// objects inside a list field (a pad's deals). Checked before the body is read, so every
/// fault is a type (issue 50 §5: the parser's English, "unknown field", was matched, and
/// an upgrade of the parser would have changed what every phone was told).
pub struct Shape {
    /// The fields it takes.
    pub known: &'static [&'static str],
    /// The fields it needs.
    pub needed: &'static [&'static str],
    /// A field that is a list of objects, and their shape.
    pub list: Option<(&'static str, &'static Shape)>,
}

/// A body's type and its shape.
pub trait Shaped {
    /// What the body may hold.
    const SHAPE: Shape;
}

const DEAL_FIELDS: &[&str] = &[
    "bidder",
    "bid",
    "ns_points",
    "ew_points",
    "revoke",
    "misdeal",
];

/// One deal of a pad, or a played tray's deal.
const DEAL: Shape = Shape {
    known: DEAL_FIELDS,
    needed: &[],
    list: None,
};

impl Shaped for ResultBody {
    const SHAPE: Shape = Shape {
        known: &["round", "ns", "ew", "cut"],
        needed: &["round", "ns", "ew"],
        list: None,
    };
}

impl Shaped for DealsBody {
    const SHAPE: Shape = Shape {
        known: &["round", "deals"],
        needed: &["round", "deals"],
        list: Some(("deals", &DEAL)),
    };
}

impl Shaped for DealIn {
    const SHAPE: Shape = DEAL;
}

/// A JSON object whose keys are each sent once (a map would keep the last of two), and
/// the first key sent twice.
struct Unique {
    map: serde_json::Map<String, serde_json::Value>,
    twice: Option<String>,
}

impl<'de> Deserialize<'de> for Unique {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Unique, D::Error> {
        struct Keys;
        impl<'de> serde::de::Visitor<'de> for Keys {
            type Value = Unique;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a JSON object")
            }
            fn visit_map<A: serde::de::MapAccess<'de>>(
                self,
                mut keys: A,
            ) -> Result<Unique, A::Error> {
                let mut map = serde_json::Map::new();
                let mut twice = None;
                while let Some((key, value)) = keys.next_entry::<String, serde_json::Value>()? {
                    if map.contains_key(&key) {
                        twice.get_or_insert(key);
                    } else {
                        map.insert(key, value);
                    }
                }
                Ok(Unique { map, twice })
            }
        }
        deserializer.deserialize_map(Keys)
    }
}

/// Whether the bytes start a JSON object (serde would take an array for a struct).
fn is_object(bytes: &[u8]) -> Result<(), BodyError> {
    match bytes.iter().find(|b| !b.is_ascii_whitespace()) {
        Some(b'{') => Ok(()),
        _ => Err(BodyError::NotAnObject),
    }
}

/// The object the bytes hold, each key once.
fn object(bytes: &[u8]) -> Result<serde_json::Map<String, serde_json::Value>, BodyError> {
    is_object(bytes)?;
    let unique: Unique = serde_json::from_slice(bytes).map_err(BodyError::NotJson)?;
    match unique.twice {
        Some(key) => Err(BodyError::Twice(crate::words::quote(&key, 20))),
        None => Ok(unique.map),
    }
}

/// Whether `map` holds only what `shape` takes, and all it needs.
fn fits(map: &serde_json::Map<String, serde_json::Value>, shape: &Shape) -> Result<(), BodyError> {
    let quoted = |name: &str| crate::words::quote(name, 20);
    if let Some(key) = map.keys().find(|k| !shape.known.contains(&k.as_str())) {
        return Err(BodyError::Unknown(quoted(key)));
    }
    if let Some(needed) = shape.needed.iter().find(|n| !map.contains_key(**n)) {
        return Err(BodyError::Missing(quoted(needed)));
    }
    if let Some((field, inner)) = shape.list
        && let Some(serde_json::Value::Array(items)) = map.get(field)
    {
        for item in items {
            if let serde_json::Value::Object(item) = item {
                fits(item, inner)?;
            }
        }
    }
    Ok(())
}

/// `map` read as a `T`; a value of the wrong kind named by its place in the body.
fn typed<T: DeserializeOwned>(
    map: serde_json::Map<String, serde_json::Value>,
) -> Result<T, BodyError> {
    serde_path_to_error::deserialize(serde_json::Value::Object(map))
        .map_err(|e| BodyError::WrongKind(crate::words::quote(&e.path().to_string(), 30)))
}

/// Reads a body of type `T` from the bytes a phone sent.
pub fn read<T: DeserializeOwned + Shaped>(bytes: &[u8]) -> Result<T, BodyError> {
    let map = object(bytes)?;
    fits(&map, &T::SHAPE)?;
    typed(map)
}

impl TrayBody {
    /// Reads a tray's body: its round and tray, then "not played" alone or a deal.
    pub fn read(bytes: &[u8]) -> Result<TrayBody, BodyError> {
        #[derive(Deserialize)]
        struct Head {
            round: u32,
            tray: u32,
            #[serde(default)]
            not_played: bool,
        }
        const HEAD: Shape = Shape {
            known: &["round", "tray", "not_played"],
            needed: &["round", "tray"],
            list: None,
        };
        let mut map = object(bytes)?;
        let mut head = serde_json::Map::new();
        for key in HEAD.known {
            if let Some(value) = map.remove(*key) {
                head.insert((*key).to_owned(), value);
            }
        }
        fits(&head, &HEAD)?;
        let head: Head = typed(head)?;
        let sent = if head.not_played {
            if !map.is_empty() {
                return Err(BodyError::NotPlayedWithDeal(head.tray));
            }
            TraySent::NotPlayed
        } else {
            fits(&map, &DEAL)?;
            TraySent::Played(typed(map)?)
        };
        Ok(TrayBody {
            round: head.round,
            tray: head.tray,
            sent,
        })
    }

    /// What happened to the tray, or what is wrong with it (the rules check the deal).
    pub fn play(&self) -> Result<TrayPlay, DealError> {
        match &self.sent {
            TraySent::NotPlayed => Ok(TrayPlay::NotPlayed),
            TraySent::Played(deal) if deal.misdeal => Err(DealError::TrayMisdeal),
            TraySent::Played(deal) => Ok(TrayPlay::Played(deal.checked()?)),
        }
    }
}

fn seat_of(code: &str) -> Option<Seat> {
    Seat::ALL.into_iter().find(|s| seat_code(*s) == code)
}

impl DealIn {
    /// The deal, or what is wrong with it.
    pub fn deal(&self) -> Result<Deal, DealError> {
        let quoted = |text: &str| crate::words::quote(text, 20);
        let bid = match (&self.bidder, self.bid) {
            (None, None) => None,
            (Some(bidder), Some(amount)) => Some(Bid {
                bidder: seat_of(bidder).ok_or_else(|| DealError::NotAChair(quoted(bidder)))?,
                amount,
            }),
            (Some(_), None) => return Err(DealError::NoBid),
            (None, Some(_)) => return Err(DealError::NoBidder),
        };
        let revoke = match self.revoke.as_deref() {
            None => None,
            Some("ns") => Some(PairSide::NorthSouth),
            Some("ew") => Some(PairSide::EastWest),
            Some(other) => return Err(DealError::NotASide(quoted(other))),
        };
        Ok(Deal {
            bid,
            ns_points: self.ns_points,
            ew_points: self.ew_points,
            revoke,
            misdeal: self.misdeal,
        })
    }

    /// The deal, checked by the rules (R-DEAL-6).
    pub fn checked(&self) -> Result<Deal, DealError> {
        let deal = self.deal()?;
        crate::rules::deal::check(&deal)?;
        Ok(deal)
    }
}

/// The deals of a body, or the first one's fault, numbered as the page numbers them.
pub fn deals_of(body: &DealsBody) -> Result<Vec<Deal>, PadError> {
    if body.deals.len() > DEALS_PER_ROUND + MAX_MISDEALS {
        return Err(PadError::TooMany);
    }
    body.deals
        .iter()
        .enumerate()
        .map(|(i, d)| {
            d.checked()
                .map_err(|why| PadError::Deal { number: i + 1, why })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every field a shape takes is one its type reads, and nothing more: a body with
    /// all of them is read (the shapes and the types cannot drift apart unseen).
    fn reads_all_it_takes<T: DeserializeOwned + Shaped>(values: &[(&str, serde_json::Value)]) {
        let map: serde_json::Map<String, serde_json::Value> = values
            .iter()
            .map(|(k, v)| ((*k).to_owned(), v.clone()))
            .collect();
        let known: Vec<&str> = map.keys().map(String::as_str).collect();
        let mut shape: Vec<&str> = T::SHAPE.known.to_vec();
        shape.sort_unstable();
        assert_eq!(known, shape);
        let bytes = serde_json::to_vec(&map).unwrap();
        assert!(read::<T>(&bytes).is_ok());
    }

    #[test]
    fn each_shape_is_its_types_fields() {
        use serde_json::json;
        reads_all_it_takes::<ResultBody>(&[
            ("round", json!(1)),
            ("ns", json!(30)),
            ("ew", json!(20)),
            ("cut", json!("program")),
        ]);
        let deal = [
            ("bidder", json!("north")),
            ("bid", json!(4)),
            ("ns_points", json!(9)),
            ("ew_points", json!(5)),
            ("revoke", json!("ns")),
            ("misdeal", json!(false)),
        ];
        reads_all_it_takes::<DealIn>(&deal);
        let one: serde_json::Map<String, serde_json::Value> = deal
            .iter()
            .map(|(k, v)| ((*k).to_owned(), v.clone()))
            .collect();
        reads_all_it_takes::<DealsBody>(&[("round", json!(1)), ("deals", json!([one]))]);
    }

    #[test]
    fn faults_are_types_with_the_field_named() {
        let fault = |body: &str| super::read::<ResultBody>(body.as_bytes()).unwrap_err();
        assert!(matches!(fault(r#"{"round":1,"ns":1}"#), BodyError::Missing(f) if f == "ew"));
        assert!(
            matches!(fault(r#"{"round":1,"ns":1,"ew":2,"x":3}"#), BodyError::Unknown(f) if f == "x")
        );
        assert!(
            matches!(fault(r#"{"round":1,"round":2,"ns":1,"ew":2}"#), BodyError::Twice(f) if f == "round")
        );
        assert!(
            matches!(fault(r#"{"round":"x","ns":1,"ew":2}"#), BodyError::WrongKind(f) if f == "round")
        );
        assert!(matches!(fault("[1]"), BodyError::NotAnObject));
        assert!(matches!(fault(r#"{"round":1,"#), BodyError::NotJson(_)));
        let pad =
            super::read::<DealsBody>(br#"{"round":1,"deals":[{"dealer":"north"}]}"#).unwrap_err();
        assert!(matches!(pad, BodyError::Unknown(f) if f == "dealer"));
    }
}
