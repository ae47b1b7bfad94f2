//! R-DEAL: scoring a deal (the worked examples of the source, in all three methods),
//! revokes and misdeals, the pad that becomes a table's result, and bad input.

use crate::common::*;
use cinch_rules::DealRefusal;
use cinch_rules::deal::{Bid, Deal, DealScoring, Pad, dealer, parse, score};
use cinch_rules::{Action, PairSide, RuleError, Seat, Settings};

fn bid(bidder: Seat, amount: u8, ns: u8) -> Deal {
    Deal {
        bid: Some(Bid { bidder, amount }),
        ns_points: ns,
        ew_points: 14 - ns,
        revoke: None,
        misdeal: false,
    }
}

const STANDARD: DealScoring = DealScoring::Standard;
const BOTH: DealScoring = DealScoring::BothScore;
const SET_BACK: DealScoring = DealScoring::SetBack;

#[test]
fn r_deal_1_fourteen_points_in_every_deal() {
    let mut deal = bid(Seat::North, 7, 9);
    deal.ew_points = 6;
    assert_eq!(
        score(STANDARD, &deal, Seat::North),
        Err(DealRefusal::PointsNotFourteen { ns: 9, ew: 6 })
    );
}

#[test]
fn r_deal_2_bids_run_1_to_14_and_when_all_pass_the_dealer_names_trump() {
    for amount in [0, 15] {
        assert_eq!(
            score(STANDARD, &bid(Seat::North, amount, 7), Seat::North),
            Err(DealRefusal::BidOutOfRange {
                bid: u32::from(amount)
            })
        );
    }
    // All passed: the dealer's side (East–West here) named trump without a bid; they
    // took 9, so in the standard method they score the difference, 4.
    let passed = Deal {
        bid: None,
        ns_points: 5,
        ew_points: 9,
        revoke: None,
        misdeal: false,
    };
    assert_eq!(score(STANDARD, &passed, Seat::East), Ok((0, 4)));
    assert_eq!(score(BOTH, &passed, Seat::West), Ok((5, 9)));
}

#[test]
fn r_deal_3_the_sources_worked_examples_in_the_standard_method() {
    // Bid nine and take ten: 10 − 4 = 6.
    assert_eq!(
        score(STANDARD, &bid(Seat::North, 9, 10), Seat::North),
        Ok((6, 0))
    );
    // Bid six and take exactly six: the adversaries score the difference, 2.
    assert_eq!(
        score(STANDARD, &bid(Seat::South, 6, 6), Seat::North),
        Ok((0, 2))
    );
    // Bid fourteen and take two: the adversaries score their 12 and the 14 bid.
    assert_eq!(
        score(STANDARD, &bid(Seat::North, 14, 2), Seat::North),
        Ok((0, 26))
    );
    // Both take seven, the bid made: nobody scores.
    assert_eq!(
        score(STANDARD, &bid(Seat::East, 7, 7), Seat::North),
        Ok((0, 0))
    );
    // East–West bidding, the same rules from their side.
    assert_eq!(
        score(STANDARD, &bid(Seat::West, 9, 4), Seat::North),
        Ok((0, 6))
    );
}

#[test]
fn r_deal_4_a_revoke_or_foul_hand_in_every_method() {
    for method in [STANDARD, BOTH, SET_BACK] {
        // North–South bid 9 and revoke, taking 6: they score nothing; East–West score all
        // they took (8) and the bid, since the side in error named trump and fell short.
        let mut deal = bid(Seat::North, 9, 6);
        deal.revoke = Some(PairSide::NorthSouth);
        assert_eq!(score(method, &deal, Seat::North), Ok((0, 17)), "{method:?}");
        // The bidders made their bid but revoked: no bid is added.
        let mut made = bid(Seat::North, 6, 10);
        made.revoke = Some(PairSide::NorthSouth);
        assert_eq!(score(method, &made, Seat::North), Ok((0, 4)), "{method:?}");
        // The adversaries revoke: the bidders score all they took, with no deduction.
        let mut theirs = bid(Seat::North, 8, 9);
        theirs.revoke = Some(PairSide::EastWest);
        assert_eq!(
            score(method, &theirs, Seat::North),
            Ok((9, 0)),
            "{method:?}"
        );
    }
}

#[test]
fn r_deal_5_both_sides_score_what_they_take() {
    // The source: "bid six and make it … they score the eight they make, and A-B
    // score their six"; "bid nine and make it … Y-Z score the five they get".
    assert_eq!(
        score(BOTH, &bid(Seat::North, 6, 6), Seat::North),
        Ok((6, 8))
    );
    assert_eq!(score(BOTH, &bid(Seat::East, 9, 5), Seat::North), Ok((5, 9)));
    // A failed bid is scored as in the standard method.
    assert_eq!(
        score(BOTH, &bid(Seat::North, 14, 2), Seat::North),
        Ok((0, 26))
    );
}

#[test]
fn r_deal_5_set_back_takes_a_failed_bid_off_the_bidders() {
    // The source: "A-B bid nine and make eight only. Y-Z score the six they make" and
    // A-B are set back nine.
    assert_eq!(
        score(SET_BACK, &bid(Seat::North, 9, 8), Seat::North),
        Ok((-9, 6))
    );
    // Made (Interpretation): both sides score what they take.
    assert_eq!(
        score(SET_BACK, &bid(Seat::North, 9, 10), Seat::North),
        Ok((10, 4))
    );
}

#[test]
fn r_deal_6_bad_deals_are_refused_in_words() {
    let mut points = bid(Seat::North, 7, 9);
    points.ns_points = 15;
    assert!(score(STANDARD, &points, Seat::North).is_err());
    assert_eq!(
        parse("N9 15", Seat::North),
        Err(DealRefusal::PointsOutOfRange { points: 15 })
    );
    assert_eq!(
        parse("N20 7", Seat::North),
        Err(DealRefusal::BidOutOfRange { bid: 20 })
    );
    // A bidder who is not at the table: there is no such chair.
    assert!(matches!(
        parse("Q9 7", Seat::North),
        Err(DealRefusal::DealNotUnderstood { .. })
    ));
    let mut misdeal = Deal::MISDEAL;
    misdeal.ns_points = 14;
    assert_eq!(
        score(STANDARD, &misdeal, Seat::North),
        Err(DealRefusal::MisdealWithPoints)
    );
    // A fifth deal.
    let four = vec![bid(Seat::North, 7, 8); 4];
    let mut five = four.clone();
    five.push(bid(Seat::North, 7, 8));
    assert!(Pad::of(STANDARD, &four).unwrap().is_complete());
    assert_eq!(Pad::of(STANDARD, &five), Err(DealRefusal::FifthDeal));
}

#[test]
fn r_round_1_north_deals_first_and_a_misdeal_passes_the_deal_on() {
    assert_eq!(
        (0..6).map(dealer).collect::<Vec<_>>(),
        [
            Seat::North,
            Seat::East,
            Seat::South,
            Seat::West,
            Seat::North,
            Seat::East
        ]
    );
    // East misdeals: South deals the next, and North deals the fourth played deal.
    let deals = vec![
        bid(Seat::North, 7, 8),
        Deal::MISDEAL,
        bid(Seat::South, 7, 8),
        bid(Seat::West, 7, 6),
        bid(Seat::North, 7, 8),
    ];
    let pad = Pad::of(STANDARD, &deals).unwrap();
    let dealers: Vec<Seat> = pad.rows.iter().map(|(_, d, _)| *d).collect();
    assert_eq!(
        dealers,
        [
            Seat::North,
            Seat::East,
            Seat::South,
            Seat::West,
            Seat::North
        ]
    );
    assert!(pad.is_complete());
    assert_eq!(pad.rows[1].2, (0, 0), "a misdeal scores nothing");
}

#[test]
fn r_round_2_a_pad_kept_deal_by_deal_becomes_the_tables_result_and_gives_the_stars() {
    let mut party = seated(2, stars_evening(3));
    apply(&mut party, Action::StartRound);
    for deal in [
        bid(Seat::North, 9, 10),
        Deal::MISDEAL,
        bid(Seat::East, 8, 4),
        bid(Seat::South, 6, 6),
    ] {
        apply(&mut party, Action::RecordDeal { table: 1, deal });
        assert!(party.state().star().unwrap().rounds()[0].results[0].is_none());
    }
    // Taking the last deal back, then playing it again.
    apply(&mut party, Action::DropDeal { table: 1 });
    apply(
        &mut party,
        Action::RecordDeal {
            table: 1,
            deal: bid(Seat::South, 6, 6),
        },
    );
    apply(
        &mut party,
        Action::RecordDeal {
            table: 1,
            deal: bid(Seat::West, 7, 2),
        },
    );
    // 6–0, 0–0 (misdeal), 0–6 (E–W made 10 on 8: 10 − 4), 0–2 (N–S made just 6 on
    // 6), 0–10 (E–W made 12 on 7): North–South 6, East–West 18.
    let result = party.state().star().unwrap().rounds()[0].results[0]
        .clone()
        .unwrap();
    assert_eq!((result.ns, result.ew), (6, 18));
    assert_eq!(result.deals.as_ref().unwrap().len(), 5);
    assert!(matches!(
        try_apply(
            &mut party,
            Action::RecordDeal {
                table: 1,
                deal: bid(Seat::North, 7, 7)
            }
        ),
        Err(RuleError::Deal(DealRefusal::FifthDeal))
    ));
    report_all(&mut party, &[]);
    apply(
        &mut party,
        Action::EnterResult {
            table: 2,
            ns: 3,
            ew: 1,
        },
    );
    bell(&mut party);
    assert_eq!(
        stars(&party, "E1"),
        (1, 0, 0),
        "East–West won the head table"
    );
    // A corrected pad moves the stars (R-STAR-3).
    apply(
        &mut party,
        Action::CorrectDeals {
            round: 1,
            table: 1,
            deals: vec![bid(Seat::North, 9, 14); 4],
        },
    );
    assert_eq!(stars(&party, "N1"), (1, 0, 0));
    assert_eq!(stars(&party, "E1"), (0, 0, 0));
}

#[test]
fn r_deal_5_under_set_back_a_round_can_end_below_zero_and_still_gives_its_stars() {
    let settings = Settings {
        deal_scoring: SET_BACK,
        ..stars_evening(3)
    };
    let mut party = seated(1, settings);
    for deal in [
        bid(Seat::North, 14, 2),
        bid(Seat::East, 14, 2),
        bid(Seat::South, 14, 3),
        bid(Seat::West, 14, 12),
    ] {
        apply(&mut party, Action::RecordDeal { table: 1, deal });
    }
    let result = party.state().star().unwrap().rounds()[0].results[0]
        .clone()
        .unwrap();
    // Every bid fails. N–S: −14 + 2 − 14 + 12 = −14; E–W: 12 − 14 + 11 − 14 = −5.
    assert_eq!((result.ns, result.ew), (-14, -5));
    bell(&mut party);
    assert_eq!(stars(&party, "E1"), (1, 0, 0), "−5 beats −14");
    assert_eq!(stars(&party, "N1"), (0, 0, 1));
    // Totals typed by hand may be negative too, but not below what four deals allow.
    let mut typed = seated(
        1,
        Settings {
            deal_scoring: SET_BACK,
            ..stars_evening(3)
        },
    );
    apply(
        &mut typed,
        Action::EnterResult {
            table: 1,
            ns: -9,
            ew: 20,
        },
    );
    assert!(
        try_apply(
            &mut typed,
            Action::CorrectResult {
                round: 1,
                table: 1,
                ns: -57,
                ew: 0
            }
        )
        .is_err()
    );
}
