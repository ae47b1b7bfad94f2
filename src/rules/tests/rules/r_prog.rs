//! R-PROG and R-STAR: the move at the bell, and the stars each round gives.

use crate::common::*;
use cinch_rules::progression::{Movement, next_seating};
use cinch_rules::{Action, PairSide};

/// Round 1 of three tables; then T1 North–South, T2 East–West and T3 North–South win.
fn three_tables_after_one_bell() -> cinch_rules::Party {
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
    // The booby table too: the head losers E1, W1 arrive and split; W1 partners E3.
    assert_eq!(seating(&party)[2], "E1 E3 W3 W1");
}

#[test]
fn r_prog_4_the_pair_arriving_at_the_head_table_keeps_its_partnership() {
    let party = three_tables_after_one_bell();
    let head = party
        .state()
        .star()
        .unwrap()
        .current_round()
        .unwrap()
        .tables[0];
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
fn r_prog_5_head_winners_keep_the_very_chairs_they_had() {
    // East–West win the head table: they stay East–West; table 2's winners take N–S.
    let mut party = seated(3, stars_evening(5));
    play(&mut party, &[(10, 30), (25, 5), (39, 40)]);
    let seats = seating(&party);
    assert_eq!(seats[0], "N2 E1 S2 W1");
}

#[test]
fn r_prog_5_the_staying_lady_keeps_her_chair_and_only_her_partner_moves() {
    let mut party = seated(3, stars_evening(5));
    play(&mut party, &[(10, 30), (25, 5), (39, 40)]);
    let seats = seating(&party);
    // Table 2: E2 and W2 lost and stay. E2 keeps East; the arriving gentleman W3 sits
    // opposite her (West); the arriving lady E3 takes the other lady's chair (North);
    // W2 moves opposite her (South).
    assert_eq!(seats[1], "E3 E2 W2 W3");
    // Booby table: N3 stayed North, S1 arrives opposite her, N1 takes East, S3 moves West.
    assert_eq!(seats[2], "N3 N1 S1 S3");
}

#[test]
fn r_prog_5_the_rule_books_example_ann_bob_cleo_and_dan() {
    // Table 4's losers were Ann East and Bob West; table 5's winners Cleo and Dan arrive.
    use cinch_rules::{Pair, TableSeats};
    let id = |n| cinch_rules::GuestId(n);
    let (ann, bob, cleo, dan) = (id(1), id(2), id(3), id(4));
    let filler = |base: u32| TableSeats {
        north: id(base),
        east: id(base + 1),
        south: id(base + 2),
        west: id(base + 3),
    };
    let mut tables = vec![filler(10), filler(20), filler(30)];
    tables.push(TableSeats::new(
        Pair {
            lady: id(40),
            gentleman: id(41),
        },
        Pair {
            lady: ann,
            gentleman: bob,
        },
    ));
    tables.push(TableSeats::new(
        Pair {
            lady: cleo,
            gentleman: dan,
        },
        Pair {
            lady: id(50),
            gentleman: id(51),
        },
    ));
    let winners = [
        PairSide::NorthSouth,
        PairSide::NorthSouth,
        PairSide::NorthSouth,
        PairSide::NorthSouth,
        PairSide::NorthSouth,
    ];
    let next = next_seating(&tables, &winners, Movement::STAR_GAME);
    assert_eq!(
        next[3],
        TableSeats {
            north: cleo,
            east: ann,
            south: bob,
            west: dan
        }
    );
}

#[test]
fn r_prog_6_one_table_nobody_moves_at_all() {
    let mut party = seated(1, stars_evening(5));
    play(&mut party, &[(30, 10)]);
    assert_eq!(seating(&party), ["N1 E1 S1 W1"]);
    play(&mut party, &[(10, 30)]);
    // East–West won: still nobody moves, not even to North–South.
    assert_eq!(seating(&party), ["N1 E1 S1 W1"]);
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
        // E_k and W_k lost and stay: E_k keeps East, the arriving S_{k+1} sits West
        // opposite her, N_{k+1} takes North, and W_k moves South.
        assert_eq!(seats[k - 1], format!("N{} E{k} W{k} S{}", k + 1, k + 1));
    }
    assert_eq!(seats[9], "E1 E10 W10 W1");
}

#[test]
fn r_prog_pure_next_seating_matches_the_party() {
    let party = seated(3, stars_evening(5));
    let tables = party
        .state()
        .star()
        .unwrap()
        .current_round()
        .unwrap()
        .tables
        .clone();
    let winners = [
        PairSide::NorthSouth,
        PairSide::EastWest,
        PairSide::NorthSouth,
    ];
    let next = next_seating(&tables, &winners, Movement::STAR_GAME);
    let moved = three_tables_after_one_bell();
    assert_eq!(
        next,
        moved
            .state()
            .star()
            .unwrap()
            .current_round()
            .unwrap()
            .tables
    );
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
        let all = party.stars().unwrap();
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
    let corrected = party.state().star().unwrap().rounds()[0].results[2]
        .as_ref()
        .unwrap();
    assert_eq!(corrected.corrections, 1);
    // Undo brings the first result back.
    party.undo();
    assert_eq!(stars(&party, "N3"), (0, 1, 0));
}

#[test]
fn r_star_3_stars_are_never_typed_in_only_derived() {
    let party = three_tables_after_one_bell();
    // No action of the history carries a star: the file holds seats, cards and results
    // (red is a card's back there, so only the other star words are looked for).
    for entry in party.history() {
        let line = format!("{:?}", entry.action).to_lowercase();
        for word in ["star", "gold", "green"] {
            assert!(!line.contains(word), "an action carries {word}: {line}");
        }
    }
    // The stars are what the results give by R-STAR-1, worked out here by hand: table 1
    // (head) North–South won 30–10, table 2 East–West won 25–5, table 3 (booby)
    // North–South won 40–39.
    let state = party.state();
    let stars = party.stars().unwrap();
    let of = |name: &str| {
        let guest = state.guests().iter().find(|g| g.name == name).unwrap();
        let s = stars[guest.id.0 as usize];
        (s.gold, s.red, s.green)
    };
    for (name, expected) in [
        ("N1", (1, 0, 0)),
        ("S1", (1, 0, 0)),
        ("E1", (0, 0, 0)),
        ("E2", (0, 1, 0)),
        ("W2", (0, 1, 0)),
        ("N2", (0, 0, 0)),
        ("N3", (0, 1, 0)),
        ("S3", (0, 1, 0)),
        ("E3", (0, 0, 1)),
        ("W3", (0, 0, 1)),
    ] {
        assert_eq!(of(name), expected, "{name}");
    }
    // And a replay of the same history derives the same stars.
    let replayed =
        cinch_rules::Party::replay(party.initial_settings().clone(), party.history().to_vec())
            .unwrap();
    assert_eq!(replayed.stars(), Some(stars));
}
