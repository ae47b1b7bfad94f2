//! R-DEAL: scoring one deal of Cinch, the single place where a deal is scored (the
//! host's score pad and the phones at the tables both hand their deals here). Fourteen
//! points in every deal (R-DEAL-1); a bid of 1..14 or all passed (R-DEAL-2); standard
//! scoring (R-DEAL-3), a proven revoke or foul hand (R-DEAL-4), and the other two
//! methods (R-DEAL-5); bad input refused in words (R-DEAL-6). A misdeal loses the deal
//! and scores nothing; the next player deals (R-ROUND-1).

#[allow(unused_imports)]
use crate::error::DealRefusal;
use crate::prelude::*;

use serde::{Deserialize, Serialize};

use super::seating::{PairSide, Seat};

/// Points in every deal (R-DEAL-1): High, Low, Jack and Game 1 each, the two Pedros 5.
pub const POINTS_PER_DEAL: u8 = 14;
/// Played deals in a round (R-ROUND-1).
pub const DEALS_PER_ROUND: usize = 4;
/// Misdeals a table may record in one round: more is surely a slip.
pub const MAX_MISDEALS: usize = 8;

/// How deals are scored at this party (R-DEAL-3, R-DEAL-5).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum DealScoring {
    /// The bid made: the side with more points scores the difference; failed: the
    /// adversaries score their points and the bid (R-DEAL-3).
    #[default]
    Standard,
    /// The bid made: both sides score what they take (Foster's "another method");
    /// failed: as standard.
    BothScore,
    /// Set-back: a failed bid is taken off the bidders' score, and the adversaries score
    /// what they take. **Interpretation:** a bid made, both sides score what they take.
    SetBack,
}

impl DealScoring {
    /// All three, standard first.
    pub const ALL: [DealScoring; 3] = [
        DealScoring::Standard,
        DealScoring::BothScore,
        DealScoring::SetBack,
    ];

    /// "standard", "both_score", "set_back", as in the transcript.
    pub fn code(self) -> &'static str {
        match self {
            DealScoring::Standard => "standard",
            DealScoring::BothScore => "both_score",
            DealScoring::SetBack => "set_back",
        }
    }
}

/// A bid: who named trump, and how many points they bid.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Bid {
    /// The chair of the player who bid highest.
    pub bidder: Seat,
    /// 1..=14.
    pub amount: u8,
}

/// One deal as the table reports it (its score is worked out here, never typed).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Deal {
    /// The winning bid, or `None` when all passed and the dealer named trump.
    pub bid: Option<Bid>,
    /// Points North–South took.
    pub ns_points: u8,
    /// Points East–West took.
    pub ew_points: u8,
    /// The side with a proven revoke or a foul hand (R-DEAL-4).
    pub revoke: Option<PairSide>,
    /// A misdeal: the deal is lost and the next player deals (R-ROUND-1).
    pub misdeal: bool,
}

impl Deal {
    /// A misdeal.
    pub const MISDEAL: Deal = Deal {
        bid: None,
        ns_points: 0,
        ew_points: 0,
        revoke: None,
        misdeal: true,
    };
}

/// The side a chair belongs to.
pub fn side_of(seat: Seat) -> PairSide {
    match seat {
        Seat::North | Seat::South => PairSide::NorthSouth,
        Seat::East | Seat::West => PairSide::EastWest,
    }
}

/// The dealer of the `index`-th deal of a round (misdeals counted): North first, then
/// to the left, East, South, West (R-ROUND-1).
pub fn dealer(index: usize) -> Seat {
    Seat::ALL.get(index % 4).copied().unwrap_or(Seat::North)
}

/// R-DEAL-6: checks a deal as reported.
pub fn check(deal: &Deal) -> Result<(), DealRefusal> {
    if deal.misdeal {
        if deal.ns_points != 0 || deal.ew_points != 0 || deal.revoke.is_some() || deal.bid.is_some()
        {
            return Err(DealRefusal::MisdealWithPoints);
        }
        return Ok(());
    }
    if let Some(bid) = deal.bid
        && !(1..=POINTS_PER_DEAL).contains(&bid.amount)
    {
        return Err(DealRefusal::BidOutOfRange {
            bid: u32::from(bid.amount),
        });
    }
    for points in [deal.ns_points, deal.ew_points] {
        if points > POINTS_PER_DEAL {
            return Err(DealRefusal::PointsOutOfRange {
                points: u32::from(points),
            });
        }
    }
    let sum = u32::from(deal.ns_points) + u32::from(deal.ew_points);
    if sum != u32::from(POINTS_PER_DEAL) {
        return Err(DealRefusal::PointsNotFourteen {
            ns: u32::from(deal.ns_points),
            ew: u32::from(deal.ew_points),
        });
    }
    Ok(())
}

/// What one deal scores, North–South's then East–West's (R-DEAL-3..5). `dealer` names
/// trump when all passed.
pub fn score(method: DealScoring, deal: &Deal, dealer: Seat) -> Result<(i64, i64), DealRefusal> {
    check(deal)?;
    if deal.misdeal {
        return Ok((0, 0));
    }
    let took = |side: PairSide| match side {
        PairSide::NorthSouth => i64::from(deal.ns_points),
        PairSide::EastWest => i64::from(deal.ew_points),
    };
    // The side that named trump, its bid (0 when all passed), and whether it made it.
    let (trump, bid) = match deal.bid {
        Some(bid) => (side_of(bid.bidder), i64::from(bid.amount)),
        None => (side_of(dealer), 0),
    };
    let made = took(trump) >= bid;
    let (trump_score, other_score) = match deal.revoke {
        // R-DEAL-4: the side in error scores nothing; the adversaries all they took, and
        // the bid too if the side in error named trump and fell short.
        Some(erring) => {
            let adversaries = erring.other();
            let mut theirs = took(adversaries);
            if erring == trump && !made {
                theirs += bid;
            }
            return Ok(by_side(adversaries, theirs, 0));
        }
        None if made => match method {
            // R-DEAL-3: the difference, to whichever side took more.
            DealScoring::Standard => {
                let difference = took(trump) - took(trump.other());
                (difference.max(0), (-difference).max(0))
            }
            // R-DEAL-5: each side scores what it took.
            DealScoring::BothScore | DealScoring::SetBack => (took(trump), took(trump.other())),
        },
        None => match method {
            // R-DEAL-3: failed: nothing for the bidders; their points plus the bid for
            // the adversaries.
            DealScoring::Standard | DealScoring::BothScore => (0, took(trump.other()) + bid),
            // R-DEAL-5: set back by the bid; the adversaries score what they took.
            DealScoring::SetBack => (-bid, took(trump.other())),
        },
    };
    Ok(by_side(trump, trump_score, other_score))
}

/// (North–South, East–West) from a side's score and the other side's.
fn by_side(side: PairSide, own: i64, other: i64) -> (i64, i64) {
    match side {
        PairSide::NorthSouth => (own, other),
        PairSide::EastWest => (other, own),
    }
}

/// A table's deals for a round, each with its dealer and score, and the totals.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pad {
    /// Each deal with its dealer and (North–South, East–West) score.
    pub rows: Vec<(Deal, Seat, (i64, i64))>,
    /// The running totals, North–South and East–West.
    pub totals: (i64, i64),
    /// Deals played (misdeals not counted).
    pub played: usize,
}

impl Pad {
    /// The pad for these deals, every one checked and scored.
    pub fn of(method: DealScoring, deals: &[Deal]) -> Result<Pad, DealRefusal> {
        let mut rows = Vec::with_capacity(deals.len());
        let mut totals = (0i64, 0i64);
        let mut played = 0;
        let mut misdeals = 0;
        for (index, deal) in deals.iter().enumerate() {
            if played == DEALS_PER_ROUND {
                return Err(DealRefusal::FifthDeal);
            }
            let dealt_by = dealer(index);
            let (ns, ew) = score(method, deal, dealt_by)?;
            if deal.misdeal {
                misdeals += 1;
                if misdeals > MAX_MISDEALS {
                    return Err(DealRefusal::TooManyMisdeals { most: MAX_MISDEALS });
                }
            } else {
                played += 1;
            }
            totals = (totals.0 + ns, totals.1 + ew);
            rows.push((*deal, dealt_by, (ns, ew)));
        }
        Ok(Pad {
            rows,
            totals,
            played,
        })
    }

    /// The dealer of the next deal.
    pub fn next_dealer(&self) -> Seat {
        dealer(self.rows.len())
    }

    /// All four deals are played.
    pub fn is_complete(&self) -> bool {
        self.played == DEALS_PER_ROUND
    }
}

/// Reads a deal as typed on the host's pad, in a few keys:
/// - `N9 10`: North bid 9, and North–South took 10 (East–West the other 4);
/// - `P 8`: all passed, and the dealer's side took 8;
/// - `M`: a misdeal;
/// - a revoke or foul hand at the end: `E12 3 RN` (North–South in error) or `RE`.
///
/// The points typed are the bidding side's (the dealer's when all passed).
pub fn parse(text: &str, dealer: Seat) -> Result<Deal, DealRefusal> {
    let bad = || DealRefusal::DealNotUnderstood {
        text: crate::text::quote(text.trim(), 24),
    };
    let upper = text.trim().to_uppercase();
    if upper == "M" || upper == "MISDEAL" {
        return Ok(Deal::MISDEAL);
    }
    // A revoke, at the end: "R" then the side in error's first letter.
    let (body, revoke) = match upper.rfind('R') {
        Some(at) if at > 0 => {
            let tail: String = upper
                .get(at + 1..)
                .unwrap_or_default()
                .split_whitespace()
                .collect();
            let side = match tail.as_str() {
                "N" | "S" | "NS" => PairSide::NorthSouth,
                "E" | "W" | "EW" => PairSide::EastWest,
                _ => return Err(bad()),
            };
            (upper.get(..at).unwrap_or_default().to_owned(), Some(side))
        }
        _ => (upper.clone(), None),
    };
    let mut chars = body.trim().chars();
    let first = chars.next().ok_or_else(bad)?;
    let rest: String = chars.collect();
    let numbers: Vec<u32> = rest
        .split(|c: char| !c.is_ascii_digit())
        .filter(|s| !s.is_empty())
        .map(|s| s.parse::<u32>().map_err(|_| bad()))
        .collect::<Result<_, _>>()?;
    let (bid, points_side, points) = match (first, numbers.as_slice()) {
        ('P', [points]) => (None, side_of(dealer), *points),
        (seat, [amount, points]) => {
            let bidder = match seat {
                'N' => Seat::North,
                'E' => Seat::East,
                'S' => Seat::South,
                'W' => Seat::West,
                _ => return Err(bad()),
            };
            let amount =
                u8::try_from(*amount).map_err(|_| DealRefusal::BidOutOfRange { bid: *amount })?;
            (Some(Bid { bidder, amount }), side_of(bidder), *points)
        }
        _ => return Err(bad()),
    };
    let points = u8::try_from(points)
        .ok()
        .filter(|p| *p <= POINTS_PER_DEAL)
        .ok_or(DealRefusal::PointsOutOfRange { points })?;
    let other = POINTS_PER_DEAL - points;
    let (ns_points, ew_points) = match points_side {
        PairSide::NorthSouth => (points, other),
        PairSide::EastWest => (other, points),
    };
    let deal = Deal {
        bid,
        ns_points,
        ew_points,
        revoke,
        misdeal: false,
    };
    check(&deal)?;
    Ok(deal)
}

/// A deal as the pad's keys would type it (the inverse of [`parse`]): `N9 10`, `P 8`,
/// `M`, with ` RN` / ` RE` after a revoke. A correction starts from these keys.
pub fn keys(deal: &Deal, dealer: Seat) -> String {
    if deal.misdeal {
        return "M".to_owned();
    }
    let points_of = |side: PairSide| match side {
        PairSide::NorthSouth => deal.ns_points,
        PairSide::EastWest => deal.ew_points,
    };
    let mut text = match deal.bid {
        Some(bid) => format!(
            "{}{} {}",
            bid.bidder.letter(),
            bid.amount,
            points_of(side_of(bid.bidder))
        ),
        None => format!("P {}", points_of(side_of(dealer))),
    };
    if let Some(side) = deal.revoke {
        text.push_str(match side {
            PairSide::NorthSouth => " RN",
            PairSide::EastWest => " RE",
        });
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_deals_keys_read_back_as_the_same_deal() {
        for dealer in Seat::ALL {
            for text in [
                "N9 10", "E6 3", "S14 0", "W1 14", "P 8", "P 0", "M", "N4 9 RN", "E12 3 RE",
                "P 7 RE",
            ] {
                let Ok(deal) = parse(text, dealer) else {
                    continue;
                };
                assert_eq!(
                    parse(&keys(&deal, dealer), dealer),
                    Ok(deal),
                    "{text} by {dealer:?}"
                );
            }
        }
        assert_eq!(
            keys(&parse("e6 3", Seat::North).unwrap(), Seat::North),
            "E6 3"
        );
    }

    #[test]
    fn the_pad_reads_a_deal_in_a_few_keys() {
        let n9 = parse("N9 10", Seat::North).unwrap();
        assert_eq!(
            (n9.bid, n9.ns_points, n9.ew_points),
            (
                Some(Bid {
                    bidder: Seat::North,
                    amount: 9
                }),
                10,
                4
            )
        );
        let e = parse("e12 3 rn", Seat::South).unwrap();
        assert_eq!(
            (e.ns_points, e.ew_points, e.revoke),
            (11, 3, Some(PairSide::NorthSouth))
        );
        let passed = parse("P 8", Seat::East).unwrap();
        assert_eq!((passed.bid, passed.ew_points), (None, 8));
        assert_eq!(parse("m", Seat::West), Ok(Deal::MISDEAL));
        for bad in ["", "X9 3", "N99 3", "N9 15", "N9", "N 0 4", "R", "N9 10 RX"] {
            assert!(parse(bad, Seat::North).is_err(), "{bad}");
        }
    }
}

/// What happened to a tray at a table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum TrayPlay {
    /// Played: the bid (or all passed), the points each side took, a revoke (R-DUP-7).
    Played(Deal),
    /// Not played (time ran out): no result there.
    NotPlayed,
}
