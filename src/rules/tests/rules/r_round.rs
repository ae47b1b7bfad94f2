//! R-ROUND: a round's results, ties and cuts, the bell, and the end of the evening.

use crate::common::*;
use cinch_rules::cards::{Card, CutCard, Suit};
use cinch_rules::error::BellWaits;
use cinch_rules::{
    Action, Cut, CutMethod, EveningEnd, MAX_ROUND_SCORE, PairSide, Phase, RuleError, Settings,
};

fn cut_card(guest: cinch_rules::GuestId, rank: u8, suit: Suit) -> CutCard {
    CutCard {
        guest,
        card: Card { rank, suit },
    }
}

#[test]
fn r_round_1_a_round_is_four_deals_north_dealing_first() {
    let party = seated(1, Settings::default());
    let table = party
        .state()
        .star()
        .unwrap()
        .current_round()
        .unwrap()
        .tables[0];
    let dealers: Vec<&str> = table
        .players()
        .iter()
        .map(|&g| party.state().name(g))
        .collect();
    assert_eq!(dealers, ["N1", "E1", "S1", "W1"]);
    // Four deals of at most 28 points to one side (14 taken plus a failed bid of 14).
    assert_eq!(MAX_ROUND_SCORE, 4 * 28);
}

#[test]
fn r_round_2_the_pair_with_more_points_over_the_four_deals_wins_the_table() {
    let mut party = seated(2, stars_evening(5));
    report_all(&mut party, &[(31, 22), (9, 17)]);
    let round = party.state().star().unwrap().current_round().unwrap();
    assert_eq!(
        round.winners(),
        Some(vec![PairSide::NorthSouth, PairSide::EastWest])
    );
    let result = round.results[0].as_ref().unwrap();
    assert_eq!((result.ns, result.ew), (31, 22));
}

#[test]
fn r_round_3_a_tie_is_cut_by_the_two_ladies_ace_high() {
    let mut party = seated(1, stars_evening(5));
    report_all(&mut party, &[(20, 20)]);
    assert_eq!(
        party
            .state()
            .star()
            .unwrap()
            .current_round()
            .unwrap()
            .uncut_ties(),
        vec![1]
    );
    let (n1, e1) = (id(&party, "N1"), id(&party, "E1"));
    // E1 cuts an Ace against N1's King: Ace is high, East–West wins.
    let cut = Cut {
        participants: vec![n1, e1],
        winner: e1,
        method: CutMethod::Program {
            attempts: vec![vec![
                cut_card(n1, 13, Suit::Hearts),
                cut_card(e1, 14, Suit::Clubs),
            ]],
        },
    };
    apply(
        &mut party,
        Action::CutTie {
            round: 1,
            table: 1,
            cut,
        },
    );
    assert_eq!(
        party
            .state()
            .star()
            .unwrap()
            .current_round()
            .unwrap()
            .winners(),
        Some(vec![PairSide::EastWest])
    );
}

#[test]
fn r_round_3_equal_ranks_cut_again() {
    let mut party = seated(1, stars_evening(5));
    report_all(&mut party, &[(20, 20)]);
    let (n1, e1) = (id(&party, "N1"), id(&party, "E1"));
    let attempts = vec![
        vec![cut_card(n1, 7, Suit::Spades), cut_card(e1, 7, Suit::Hearts)],
        vec![
            cut_card(n1, 2, Suit::Clubs),
            cut_card(e1, 3, Suit::Diamonds),
        ],
    ];
    // Claiming N1 won the first (equal) cut is refused; E1 won the second.
    let wrong = Cut {
        participants: vec![n1, e1],
        winner: n1,
        method: CutMethod::Program {
            attempts: attempts.clone(),
        },
    };
    assert_eq!(
        try_apply(
            &mut party,
            Action::CutTie {
                round: 1,
                table: 1,
                cut: wrong
            }
        ),
        Err(RuleError::CutDoesNotFit)
    );
    let right = Cut {
        participants: vec![n1, e1],
        winner: e1,
        method: CutMethod::Program { attempts },
    };
    apply(
        &mut party,
        Action::CutTie {
            round: 1,
            table: 1,
            cut: right,
        },
    );
    assert_eq!(
        party
            .state()
            .star()
            .unwrap()
            .current_round()
            .unwrap()
            .winners(),
        Some(vec![PairSide::EastWest])
    );
}

#[test]
fn r_round_3_the_host_records_who_won_a_real_cut() {
    let mut party = seated(2, stars_evening(5));
    report_all(&mut party, &[(10, 10), (3, 4)]);
    let (n1, e1) = (id(&party, "N1"), id(&party, "E1"));
    apply(
        &mut party,
        Action::CutTie {
            round: 1,
            table: 1,
            cut: Cut::real(&[n1, e1], n1),
        },
    );
    bell(&mut party);
    assert_eq!(stars(&party, "N1"), (1, 0, 0));
    assert_eq!(stars(&party, "S1"), (1, 0, 0));
    // Only the two ladies of the table may cut.
    let s1 = id(&party, "S1");
    report_all(&mut party, &[(8, 8), (1, 2)]);
    let n = party
        .state()
        .star()
        .unwrap()
        .current_round()
        .unwrap()
        .tables[0]
        .north;
    assert_eq!(
        try_apply(
            &mut party,
            Action::CutTie {
                round: 2,
                table: 1,
                cut: Cut::real(&[n, s1], n)
            }
        ),
        Err(RuleError::CutDoesNotFit)
    );
}

#[test]
fn r_round_3_the_program_cut_shows_both_ladies_cards() {
    let mut party = seated(1, stars_evening(5));
    report_all(&mut party, &[(12, 12)]);
    let mut rng = cinch_rules::shuffler(4);
    let action = cinch_rules::program::cut_tied_table(party.state(), 1, 1, &mut rng).unwrap();
    let Action::CutTie { cut, .. } = &action else {
        panic!()
    };
    let first = &cut.attempts()[0];
    assert_eq!(first.len(), 2);
    assert_eq!(first[0].guest, id(&party, "N1"));
    assert_eq!(first[1].guest, id(&party, "E1"));
    apply(&mut party, action);
    assert!(
        party
            .state()
            .star()
            .unwrap()
            .current_round()
            .unwrap()
            .winners()
            .is_some()
    );
}

#[test]
fn r_round_5_the_bell_waits_for_every_table_and_names_the_missing() {
    let mut party = seated(3, stars_evening(5));
    apply(
        &mut party,
        Action::EnterResult {
            table: 2,
            ns: 5,
            ew: 5,
        },
    );
    let held = try_apply(
        &mut party,
        Action::RingBell {
            override_missing: false,
            cuts: vec![],
            last: false,
        },
    );
    assert_eq!(
        held.unwrap_err(),
        RuleError::BellHeld {
            missing: BellWaits::Tables {
                unreported: vec![1, 3],
                uncut: vec![2],
                held: vec![],
                open_seating: false,
            }
        }
    );
    assert_eq!(party.state().star().unwrap().rounds().len(), 1);
}

#[test]
fn r_round_5_an_overridden_bell_settles_missing_tables_by_cut_and_can_be_corrected() {
    let mut party = seated(2, stars_evening(5));
    apply(
        &mut party,
        Action::EnterResult {
            table: 1,
            ns: 30,
            ew: 2,
        },
    );
    let mut rng = cinch_rules::shuffler(8);
    let bell = cinch_rules::program::bell_with_override(party.state(), false, &mut rng);
    apply(&mut party, bell);
    let first = &party.state().star().unwrap().rounds()[0];
    assert!(first.results[1].as_ref().unwrap().unreported);
    assert_eq!(party.state().star().unwrap().rounds().len(), 2);
    // The table's real score card turns up: the correction replaces the cut.
    apply(
        &mut party,
        Action::CorrectResult {
            round: 1,
            table: 2,
            ns: 0,
            ew: 18,
        },
    );
    assert_eq!(stars(&party, "E2"), (0, 1, 0));
    assert_eq!(stars(&party, "N2"), (0, 0, 1));
}

#[test]
fn r_round_6_the_evening_ends_after_the_agreed_number_of_rounds() {
    let mut party = seated(2, stars_evening(2));
    play(&mut party, &[(1, 0), (1, 0)]);
    assert_eq!(party.state().phase(), Phase::Playing);
    play(&mut party, &[(1, 0), (1, 0)]);
    assert_eq!(party.state().phase(), Phase::Finished);
    assert_eq!(party.state().star().unwrap().rounds().len(), 2);
    assert_eq!(
        try_apply(
            &mut party,
            Action::EnterResult {
                table: 1,
                ns: 3,
                ew: 4
            }
        ),
        Err(RuleError::EveningFinished)
    );
}

#[test]
fn r_round_6_the_evening_ends_with_the_round_in_progress_at_the_set_time() {
    // The helpers stamp each action one minute after the one before.
    let settings = Settings {
        end: EveningEnd::AtTime(at(60)),
        ..Settings::default()
    };
    let mut party = seated(1, settings);
    play(&mut party, &[(1, 0)]);
    assert_eq!(
        party.state().phase(),
        Phase::Playing,
        "the first bell rang before the set time"
    );
    report_all(&mut party, &[(2, 0)]);
    party
        .apply(
            Action::RingBell {
                override_missing: false,
                cuts: vec![],
                last: false,
            },
            at(61),
        )
        .unwrap();
    assert_eq!(party.state().phase(), Phase::Finished);
}

#[test]
fn r_round_6_the_host_can_ring_the_last_bell() {
    let settings = Settings {
        end: EveningEnd::HostDecides,
        ..Settings::default()
    };
    let mut party = seated(1, settings);
    for _ in 0..5 {
        play(&mut party, &[(1, 0)]);
    }
    assert_eq!(party.state().phase(), Phase::Playing);
    report_all(&mut party, &[(1, 0)]);
    apply(
        &mut party,
        Action::RingBell {
            override_missing: false,
            cuts: vec![],
            last: true,
        },
    );
    assert_eq!(party.state().phase(), Phase::Finished);
    assert_eq!(party.state().star().unwrap().rounds().len(), 6);
}
