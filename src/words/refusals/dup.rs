//! The refusals of Duplicate Cinch (R-DUP) and of a deal typed on a pad (R-DEAL), in the
//! language spoken.

use crate::rules::duplicate::PairGroup;
use crate::rules::error::StarOnly;
use crate::rules::{DealRefusal, DupRefusal};

use super::super::and_list;
use super::{msg, n};

/// Why a deal typed on a pad was refused, in the language spoken.
pub fn deal_refusal(refusal: &DealRefusal) -> String {
    use DealRefusal as D;
    match refusal {
        D::BidOutOfRange { bid } => msg::refusal_bid_out_of_range(n(bid)),
        D::PointsOutOfRange { points } => msg::refusal_points_out_of_range(n(points)),
        D::PointsNotFourteen { ns, ew } => msg::RefusalPointsNotFourteen {
            ns: n(ns),
            ew: n(ew),
        }
        .say(),
        D::MisdealWithPoints => msg::refusal_misdeal_with_points(),
        D::NoDealToDrop { table } => msg::refusal_no_deal_to_drop(n(table)),
        D::PadIncomplete { table, played } => msg::RefusalPadIncomplete {
            table: n(table),
            played: *played,
        }
        .say(),
        D::FifthDeal => msg::refusal_fifth_deal(),
        D::TooManyMisdeals { most } => msg::refusal_too_many_misdeals(n(most)),
        D::DealNotUnderstood { text } => msg::refusal_deal_not_understood(text.as_str()),
    }
}

/// Why Duplicate Cinch refused an action, in the language spoken.
pub fn dup_refusal(refusal: &DupRefusal) -> String {
    use DupRefusal as D;
    match refusal {
        D::NotDuplicate => msg::refusal_not_duplicate(),
        D::NotInDuplicate { what } => msg::refusal_not_in_duplicate(star_only_code(*what)),
        D::PairNeedsTwo { name } => msg::refusal_pair_needs_two(name.as_str()),
        D::GuestInTwoPairs { name } => msg::refusal_guest_in_two_pairs(name.as_str()),
        D::GuestInAPair { name } => msg::refusal_guest_in_a_pair(name.as_str()),
        D::PairsUnbalanced { ns, ew } => msg::RefusalPairsUnbalanced {
            ns: n(ns),
            ew: n(ew),
        }
        .say(),
        D::TooFewPairs { count } => msg::refusal_too_few_pairs(*count),
        D::TooManyPairs { max } => msg::refusal_too_many_pairs(n(max)),
        D::TrayNotHere {
            tray,
            table,
            round,
            trays,
        } => msg::RefusalTrayNotHere {
            tray: n(tray),
            table: n(table),
            round: n(round),
            trays: and_list(&trays.iter().map(u32::to_string).collect::<Vec<_>>()),
        }
        .say(),
        D::TrayHeld { tray, table } => msg::RefusalTrayHeld {
            tray: n(tray),
            table: n(table),
        }
        .say(),
        D::NoTrayToAgree { tray, table } => msg::RefusalNoTrayToAgree {
            tray: n(tray),
            table: n(table),
        }
        .say(),
        D::TrayAlreadyReported { tray, table } => msg::RefusalTrayAlreadyReported {
            tray: n(tray),
            table: n(table),
        }
        .say(),
        D::NoTrayResult { tray, table, round } => msg::RefusalNoTrayResult {
            tray: n(tray),
            table: n(table),
            round: n(round),
        }
        .say(),
        D::SitsOut { table, round } => msg::RefusalSitsOut {
            table: n(table),
            round: n(round),
        }
        .say(),
        D::RoundOver { round, now } => msg::RefusalRoundOver {
            round: n(round),
            now: n(now),
        }
        .say(),
        D::MisdealOnTray => msg::refusal_misdeal_on_tray(),
        D::NoPairTie { pairs } => msg::refusal_no_pair_tie(match pairs {
            PairGroup::NorthSouth => "ns",
            PairGroup::EastWest => "ew",
            PairGroup::All => "all",
        }),
    }
}

fn star_only_code(what: StarOnly) -> &'static str {
    match what {
        StarOnly::Draw => "draw",
        StarOnly::Seating => "seating",
        StarOnly::Totals => "totals",
        StarOnly::Pads => "pads",
        StarOnly::BellCuts => "bell-cuts",
        StarOnly::Prizes => "prizes",
        StarOnly::PhoneTotals => "phone-totals",
        StarOnly::LateChanges => "late",
        StarOnly::StarPlay => "star-play",
    }
}
