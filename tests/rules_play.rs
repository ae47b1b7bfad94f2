//! R-ROUND, R-PROG and R-STAR: rounds, the move at the bell, and the stars.

use crate::common::*;
use cinch_party::rules::cards::{Card, CutCard, Suit};
use cinch_party::rules::progression::next_seating;
use cinch_party::rules::{
    Action, Cut, CutMethod, EveningEnd, MAX_ROUND_SCORE, PairSide, Phase, RuleError, Settings,
};

fn cut_card(guest: cinch_party::rules::GuestId, rank: u8, suit: Suit) -> CutCard {
    CutCard {
        guest,
        card: Card { rank, suit },
    }
}

#[test]
fn r_round_1_a_round_is_four_deals_north_dealing_first() {
    let party = seated(1, Settings::default());
    let table = party.state().current_round().unwrap().tables[0];
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
    let round = party.state().current_round().unwrap();
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
    assert_eq!(party.state().current_round().unwrap().uncut_ties(), vec![1]);
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
        party.state().current_round().unwrap().winners(),
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
        party.state().current_round().unwrap().winners(),
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
    let n = party.state().current_round().unwrap().tables[0].north;
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
    use rand::SeedableRng;
    let mut party = seated(1, stars_evening(5));
    report_all(&mut party, &[(12, 12)]);
    let mut rng = rand::rngs::StdRng::seed_from_u64(4);
    let action =
        cinch_party::rules::program::cut_tied_table(party.state(), 1, 1, &mut rng).unwrap();
    let Action::CutTie { cut, .. } = &action else {
        panic!()
    };
    let first = &cut.attempts()[0];
    assert_eq!(first.len(), 2);
    assert_eq!(first[0].guest, id(&party, "N1"));
    assert_eq!(first[1].guest, id(&party, "E1"));
    apply(&mut party, action);
    assert!(party.state().current_round().unwrap().winners().is_some());
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
    let message = held.unwrap_err().to_string();
    assert_eq!(
        message,
        "The bell waits for tables 1 and 3 (no result yet) and table 2 (a tie waiting for the ladies' cut)."
    );
    assert_eq!(party.state().rounds().len(), 1);
}

#[test]
fn r_round_5_an_overridden_bell_settles_missing_tables_by_cut_and_can_be_corrected() {
    use rand::SeedableRng;
    let mut party = seated(2, stars_evening(5));
    apply(
        &mut party,
        Action::EnterResult {
            table: 1,
            ns: 30,
            ew: 2,
        },
    );
    let mut rng = rand::rngs::StdRng::seed_from_u64(8);
    let bell = cinch_party::rules::program::bell_with_override(party.state(), false, &mut rng);
    apply(&mut party, bell);
    let first = &party.state().rounds()[0];
    assert!(first.results[1].as_ref().unwrap().unreported);
    assert_eq!(party.state().rounds().len(), 2);
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
    assert_eq!(party.state().rounds().len(), 2);
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
    assert_eq!(party.state().rounds().len(), 6);
}

/// Round 1 of three tables; then T1 North–South, T2 East–West and T3 North–South win.
fn three_tables_after_one_bell() -> cinch_party::rules::Party {
    let mut party = seated(3, stars_evening(5));
    play(&mut party, &[(30, 10), (5, 25), (40, 39)]);
    party
}

#[test]
fn r_prog_1_head_winners_stay_head_losers_go_to_the_booby_table() {
    let party = three_tables_after_one_bell();
    let seats = seating(&party);
    assert!(
        seats[0].starts_with("N1 ") && seats[0].contains(" S1 "),
        "{seats:?}"
    );
    assert!(
        seats[2].contains("E1") && seats[2].contains("W1"),
        "{seats:?}"
    );
}

#[test]
fn r_prog_2_other_winners_move_up_one_table_and_losers_stay() {
    let party = three_tables_after_one_bell();
    let seats = seating(&party);
    // T2's winners E2, W2 go to the head table; T3's winners N3, S3 to table 2.
    assert_eq!(seats[0], "N1 E2 S1 W2");
    assert!(seats[1].contains("N3") && seats[1].contains("S3"));
    // Losers stay: N2, S2 at table 2, E3, W3 at table 3.
    assert!(seats[1].contains("N2") && seats[1].contains("S2"));
    assert!(seats[2].contains("E3") && seats[2].contains("W3"));
}

#[test]
fn r_prog_3_the_arriving_gentleman_partners_the_lady_he_finds() {
    let party = three_tables_after_one_bell();
    // Table 2: N3 and S3 arrive; S3 partners N2 (who stayed), N3 partners S2.
    assert_eq!(seating(&party)[1], "N2 N3 S3 S2");
    // The booby table too: the head losers E1, W1 arrive and split.
    assert_eq!(seating(&party)[2], "E3 E1 W1 W3");
}

#[test]
fn r_prog_4_the_pair_arriving_at_the_head_table_keeps_its_partnership() {
    let party = three_tables_after_one_bell();
    let head = party.state().current_round().unwrap().tables[0];
    let pair = head.pair(PairSide::EastWest);
    assert_eq!(
        (
            party.state().name(pair.lady),
            party.state().name(pair.gentleman)
        ),
        ("E2", "W2")
    );
}

#[test]
fn r_prog_5_seats_after_the_move() {
    // Head winners sat East–West: after the bell they take North–South, lady North.
    let mut party = seated(3, stars_evening(5));
    play(&mut party, &[(10, 30), (25, 5), (39, 40)]);
    let seats = seating(&party);
    assert_eq!(seats[0], "E1 N2 W1 S2");
    // Table 2: the lady who stayed (E2) is North with the arriving gentleman (W3).
    assert_eq!(seats[1], "E2 E3 W3 W2");
    // Booby table: N3 stayed and sits North with the arriving S1; N1 sits East.
    assert_eq!(seats[2], "N3 N1 S1 S3");
}

#[test]
fn r_prog_6_one_table_nobody_moves_and_partners_never_change() {
    let mut party = seated(1, stars_evening(5));
    play(&mut party, &[(30, 10)]);
    assert_eq!(seating(&party), ["N1 E1 S1 W1"]);
    play(&mut party, &[(10, 30)]);
    // East–West won: they take North–South, but nobody changes partner.
    assert_eq!(seating(&party), ["E1 N1 W1 S1"]);
}

#[test]
fn r_prog_6_two_tables_winners_go_up_and_head_losers_swap_partners_at_table_two() {
    let mut party = seated(2, stars_evening(5));
    play(&mut party, &[(30, 10), (10, 30)]);
    assert_eq!(seating(&party), ["N1 E2 S1 W2", "N2 E1 W1 S2"]);
}

#[test]
fn r_prog_ten_tables_everyone_moves_as_the_rules_say() {
    let mut party = seated(10, stars_evening(5));
    play(&mut party, &[(1, 0); 10]);
    let seats = seating(&party);
    assert_eq!(seats[0], "N1 N2 S1 S2");
    for k in 2..10 {
        // Stayers at k are E/W of k; arrivals are N/S of k+1, split.
        assert_eq!(seats[k - 1], format!("E{k} N{} S{} W{k}", k + 1, k + 1));
    }
    assert_eq!(seats[9], "E10 E1 W1 W10");
}

#[test]
fn r_prog_pure_next_seating_matches_the_party() {
    let party = seated(3, stars_evening(5));
    let tables = party.state().current_round().unwrap().tables.clone();
    let winners = [
        PairSide::NorthSouth,
        PairSide::EastWest,
        PairSide::NorthSouth,
    ];
    let next = next_seating(&tables, &winners, true);
    let moved = three_tables_after_one_bell();
    assert_eq!(next, moved.state().current_round().unwrap().tables);
}

#[test]
fn r_star_1_gold_at_the_head_red_for_other_winners_green_for_booby_losers() {
    let party = three_tables_after_one_bell();
    assert_eq!(stars(&party, "N1"), (1, 0, 0));
    assert_eq!(stars(&party, "S1"), (1, 0, 0));
    assert_eq!(stars(&party, "E2"), (0, 1, 0));
    assert_eq!(stars(&party, "W2"), (0, 1, 0));
    assert_eq!(stars(&party, "N3"), (0, 1, 0));
    assert_eq!(stars(&party, "E3"), (0, 0, 1));
    assert_eq!(stars(&party, "W3"), (0, 0, 1));
    for nothing in ["E1", "W1", "N2", "S2"] {
        assert_eq!(stars(&party, nothing), (0, 0, 0), "{nothing}");
    }
}

#[test]
fn r_star_2_a_round_gives_two_gold_two_per_lower_table_red_and_two_green() {
    for tables in [1u32, 2, 3, 10] {
        let mut party = seated(tables, stars_evening(5));
        play(&mut party, &vec![(3, 1); tables as usize]);
        let all = party.stars();
        let gold: u32 = all.iter().map(|s| s.gold).sum();
        let red: u32 = all.iter().map(|s| s.red).sum();
        let green: u32 = all.iter().map(|s| s.green).sum();
        assert_eq!(
            (gold, red, green),
            (2, 2 * (tables - 1), 2),
            "{tables} tables"
        );
    }
}

#[test]
fn r_star_2_one_table_winners_gold_losers_green() {
    let mut party = seated(1, stars_evening(5));
    play(&mut party, &[(3, 9)]);
    assert_eq!(stars(&party, "E1"), (1, 0, 0));
    assert_eq!(stars(&party, "N1"), (0, 0, 1));
}

#[test]
fn r_star_3_a_correction_moves_the_stars_but_not_the_seating_played() {
    let mut party = three_tables_after_one_bell();
    let round_two = seating(&party);
    // Table 3 was 40–39 to North–South; the score card really said 39–40.
    apply(
        &mut party,
        Action::CorrectResult {
            round: 1,
            table: 3,
            ns: 39,
            ew: 40,
        },
    );
    assert_eq!(stars(&party, "N3"), (0, 0, 1));
    assert_eq!(stars(&party, "E3"), (0, 1, 0));
    assert_eq!(
        seating(&party),
        round_two,
        "the seating already played stays"
    );
    let corrected = party.state().rounds()[0].results[2].as_ref().unwrap();
    assert_eq!(corrected.corrections, 1);
    // Undo brings the first result back.
    party.undo();
    assert_eq!(stars(&party, "N3"), (0, 1, 0));
}

#[test]
fn r_star_3_stars_are_never_typed_in_only_derived() {
    // The history holds no star action: stars come from replaying seats and results.
    let party = three_tables_after_one_bell();
    let replayed = cinch_party::rules::Party::replay(
        party.initial_settings().clone(),
        party.history().to_vec(),
    )
    .unwrap();
    assert_eq!(replayed.stars(), party.stars());
}
