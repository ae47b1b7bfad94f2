//! R-LATE: guests who come late or leave, tables opened and closed, chairs swapped.

use crate::common::*;
use cinch_rules::late::{Change, proposal};
use cinch_rules::{Action, GuestId, Party, RuleError, Seat, Side};

/// Three tables, round 1 played with North–South winning everywhere, the bell rung.
fn after_one_bell_with(leavers: &[&str]) -> Party {
    let mut party = seated(3, stars_evening(6));
    for name in leavers {
        let guest = id(&party, name);
        apply(&mut party, Action::Leave { guest });
    }
    play(&mut party, &[(10, 2), (10, 2), (10, 2)]);
    party
}

#[test]
fn r_late_1_a_guest_who_arrives_after_the_draw_waits_in_order_and_wins_no_stars() {
    let mut party = seated(1, stars_evening(3));
    let ann = arrive(&mut party, "Ann", Side::Lady);
    let bob = arrive(&mut party, "Bob", Side::Gentleman);
    assert_eq!(party.state().star().unwrap().waiting(), [ann, bob]);
    assert_eq!(
        party.state().star().unwrap().waiting_of(Side::Gentleman),
        [bob]
    );
    play(&mut party, &[(10, 2)]);
    assert_eq!(stars(&party, "Ann"), (0, 0, 0));
    assert_eq!(
        party.state().star().unwrap().waiting(),
        [ann, bob],
        "still waiting, in order"
    );
    assert!(matches!(
        party.state().star().unwrap().changes()[0],
        (1, Change::Arrive { guest, side: Side::Lady }) if guest == ann
    ));
}

#[test]
fn r_late_2_a_leaver_keeps_their_stars_and_prizes_and_never_sits_again() {
    let mut party = seated(1, stars_evening(6));
    arrive(&mut party, "Ann", Side::Lady);
    let n1 = id(&party, "N1");
    apply(&mut party, Action::Leave { guest: n1 });
    // The result is entered as usual: N1 still plays this round.
    play(&mut party, &[(10, 2)]);
    assert_eq!(stars(&party, "N1"), (1, 0, 0), "what was won stays");
    assert!(party.state().star().unwrap().has_left(n1));
    // N1's chair is empty now; Ann (a lady) takes it.
    let empty = party.state().star().unwrap().empty_chairs();
    assert_eq!(
        (empty[0].table, empty[0].seat, empty[0].left_by),
        (1, Seat::North, n1)
    );
    let step = proposal(party.state().star().unwrap()).unwrap();
    apply(&mut party, step);
    play(&mut party, &[(2, 10)]);
    assert!(
        party.state().star().unwrap().rounds()[1].tables[0]
            .players()
            .iter()
            .all(|&g| g != n1),
        "a leaver never sits again"
    );
    // Still in the prizes, until the host takes them out (their stars stay recorded).
    let in_prizes = |party: &Party| {
        party.prizes().unwrap().iter().any(|p| {
            matches!(p.outcome, cinch_rules::PrizeOutcome::Awarded {
                winner: cinch_rules::PrizeWinner::Guest(w), .. } if w == n1)
        })
    };
    assert!(in_prizes(&party));
    apply(&mut party, Action::WithdrawFromPrizes { guest: n1 });
    assert!(!in_prizes(&party));
    assert_eq!(stars(&party, "N1"), (1, 0, 0));
}

#[test]
fn r_late_2_a_departure_never_changes_a_result_already_entered() {
    let mut party = seated(2, stars_evening(6));
    report_all(&mut party, &[(10, 2), (3, 9)]);
    let before = party.state().star().unwrap().rounds()[0].results.clone();
    let e2 = id(&party, "E2");
    apply(&mut party, Action::Leave { guest: e2 });
    assert_eq!(party.state().star().unwrap().rounds()[0].results, before);
}

#[test]
fn r_late_3_a_waiting_guest_takes_over_exactly_the_leavers_chair_and_partnership() {
    let mut party = after_one_bell_with(&["S2"]);
    // Round 2: table 1 has N1 S1 and table 2's winners N2 S2 (East–West).
    let s2 = id(&party, "S2");
    let seat = cinch_rules::progression::seat_of(
        party.state().star().unwrap().current_round().unwrap(),
        s2,
    );
    assert_eq!(seat, Some((1, Seat::West)));
    let cy = arrive(&mut party, "Cy", Side::Gentleman);
    let partner = party
        .state()
        .star()
        .unwrap()
        .current_round()
        .unwrap()
        .tables[0]
        .east;
    apply(
        &mut party,
        Action::Fill {
            guest: cy,
            table: 1,
            seat: Seat::West,
        },
    );
    let head = party
        .state()
        .star()
        .unwrap()
        .current_round()
        .unwrap()
        .tables[0];
    assert_eq!((head.west, head.east), (cy, partner));
    assert!(party.state().star().unwrap().waiting().is_empty());
    assert!(party.state().star().unwrap().empty_chairs().is_empty());
}

#[test]
fn r_late_4_closing_the_bottom_table_moves_its_players_into_empty_chairs_and_the_rest_wait() {
    // S2 leaves; nobody waits. Round 2's head table has S2 West: close table 3.
    let mut party = after_one_bell_with(&["S2"]);
    assert_eq!(
        proposal(party.state().star().unwrap()),
        Some(Action::CloseTable)
    );
    let bottom = party
        .state()
        .star()
        .unwrap()
        .current_round()
        .unwrap()
        .tables[2];
    apply(&mut party, Action::CloseTable);
    let round = party.state().star().unwrap().current_round().unwrap();
    assert_eq!(round.tables.len(), 2);
    // The bottom table's West player takes the empty West chair at the head table.
    assert_eq!(round.tables[0].west, bottom.west);
    // The other three wait, in chair order North, East, South.
    assert_eq!(
        party.state().star().unwrap().waiting(),
        [bottom.north, bottom.east, bottom.south]
    );
    // Table 2 is the booby table from now on: the round plays.
    play(&mut party, &[(5, 1), (1, 5)]);
    let booby_losers =
        party.state().star().unwrap().rounds()[1].tables[1].pair(cinch_rules::PairSide::NorthSouth);
    assert_eq!(
        party.stars().unwrap()[booby_losers.lady.0 as usize].green,
        1
    );
}

#[test]
fn r_late_4_when_the_same_chair_left_the_other_free_player_of_that_side_takes_it() {
    // Two leave: a lady bound for table 1 and the lady bound for table 3's East chair.
    let mut party = seated(3, stars_evening(6));
    for name in ["E2", "N3"] {
        let guest = id(&party, name);
        apply(&mut party, Action::Leave { guest });
    }
    play(&mut party, &[(10, 2), (2, 10), (10, 2)]);
    let round = party
        .state()
        .star()
        .unwrap()
        .current_round()
        .unwrap()
        .clone();
    let empty = party.state().star().unwrap().empty_chairs();
    assert!(
        empty
            .iter()
            .any(|c| c.table == 1 && c.left_by == id(&party, "E2"))
    );
    let bottom = round.tables[2];
    let head_seat = empty.iter().find(|c| c.table == 1).unwrap().seat;
    apply(&mut party, Action::CloseTable);
    let head = party
        .state()
        .star()
        .unwrap()
        .current_round()
        .unwrap()
        .tables[0];
    let sat = head.at(head_seat);
    // The bottom's lady in the same chair, or the other lady if that one had left.
    let same = bottom.at(head_seat);
    if party.state().star().unwrap().has_left(same) {
        assert_ne!(sat, same);
        assert_eq!(party.state().guest(sat).unwrap().side, Side::Lady);
    } else {
        assert_eq!(sat, same);
    }
}

#[test]
fn r_late_4_a_party_always_keeps_one_table() {
    let mut party = seated(1, stars_evening(6));
    let n1 = id(&party, "N1");
    apply(&mut party, Action::Leave { guest: n1 });
    play(&mut party, &[(10, 2)]);
    assert_eq!(
        try_apply(&mut party, Action::CloseTable),
        Err(RuleError::LastTable)
    );
    assert_eq!(
        proposal(party.state().star().unwrap()),
        None,
        "nothing the program can do alone"
    );
    assert!(matches!(
        try_apply(
            &mut party,
            Action::EnterResult {
                table: 1,
                ns: 3,
                ew: 1
            }
        ),
        Err(RuleError::EmptyChairs { .. })
    ));
}

#[test]
fn r_late_5_a_new_bottom_table_seats_the_four_who_wait_longest() {
    let mut party = seated(1, stars_evening(6));
    let l1 = arrive(&mut party, "La", Side::Lady);
    let g1 = arrive(&mut party, "Ga", Side::Gentleman);
    let l2 = arrive(&mut party, "Lb", Side::Lady);
    let g2 = arrive(&mut party, "Gb", Side::Gentleman);
    arrive(&mut party, "Lc", Side::Lady);
    play(&mut party, &[(10, 2)]);
    assert_eq!(
        proposal(party.state().star().unwrap()),
        Some(Action::OpenTable { guests: None })
    );
    apply(&mut party, Action::OpenTable { guests: None });
    let round = party.state().star().unwrap().current_round().unwrap();
    assert_eq!(round.tables.len(), 2);
    let new = round.tables[1];
    assert_eq!((new.north, new.south, new.east, new.west), (l1, g1, l2, g2));
    assert_eq!(party.state().star().unwrap().waiting(), [id(&party, "Lc")]);
    // It is the booby table from this round on.
    play(&mut party, &[(10, 2), (10, 2)]);
    assert_eq!(party.stars().unwrap()[g2.0 as usize].green, 1);
}

#[test]
fn r_late_6_two_of_one_side_swap_chairs_until_the_first_result() {
    let mut party = seated(2, stars_evening(6));
    let (n1, e2) = (id(&party, "N1"), id(&party, "E2"));
    apply(&mut party, Action::Swap { a: n1, b: e2 });
    let round = party.state().star().unwrap().current_round().unwrap();
    assert_eq!((round.tables[0].north, round.tables[1].east), (e2, n1));
    // With a waiting guest: she sits, the other waits in her place.
    let ann = arrive(&mut party, "Ann", Side::Lady);
    apply(&mut party, Action::Swap { a: ann, b: n1 });
    assert_eq!(
        party
            .state()
            .star()
            .unwrap()
            .current_round()
            .unwrap()
            .tables[1]
            .east,
        ann
    );
    assert_eq!(party.state().star().unwrap().waiting(), [n1]);
    apply(
        &mut party,
        Action::EnterResult {
            table: 1,
            ns: 5,
            ew: 1,
        },
    );
    assert!(matches!(
        try_apply(&mut party, Action::Swap { a: ann, b: e2 }),
        Err(RuleError::RoundUnderway { .. })
    ));
}

#[test]
fn r_late_7_every_change_is_logged_on_the_round_where_it_happened() {
    let mut party = seated(1, stars_evening(6));
    let ann = arrive(&mut party, "Ann", Side::Lady);
    let n1 = id(&party, "N1");
    apply(&mut party, Action::Leave { guest: n1 });
    play(&mut party, &[(10, 2)]);
    let step = proposal(party.state().star().unwrap()).unwrap();
    apply(&mut party, step);
    apply(&mut party, Action::WithdrawFromPrizes { guest: n1 });
    let changes: Vec<(u32, &Change)> = party
        .state()
        .star()
        .unwrap()
        .changes()
        .iter()
        .map(|(r, c)| (*r, c))
        .collect();
    assert!(matches!(changes[0], (1, Change::Arrive { .. })));
    assert!(matches!(changes[1], (1, Change::Leave { guest }) if *guest == n1));
    assert!(
        matches!(changes[2], (2, Change::Fill { guest, for_guest, table: 1, seat: Seat::North }) if *guest == ann && *for_guest == n1)
    );
    assert!(matches!(changes[3], (2, Change::Withdraw { guest }) if *guest == n1));
}

#[test]
fn bad_late_actions_are_refused_in_words_naming_the_guest_or_table_and_change_nothing() {
    let mut party = after_one_bell_with(&["S2"]);
    let ann = arrive(&mut party, "Ann", Side::Lady);
    let bob = arrive(&mut party, "Bob", Side::Gentleman);
    let s2 = id(&party, "S2");
    let n1 = id(&party, "N1");
    let before = party.clone();
    let refusals = [
        (
            Action::Leave { guest: s2 },
            RuleError::AlreadyLeaving { name: "S2".into() },
        ),
        (
            Action::Fill {
                guest: ann,
                table: 1,
                seat: Seat::West,
            },
            RuleError::WrongSideForChair {
                name: "Ann".into(),
                seat: Some(Seat::West),
                side: Side::Gentleman,
                open_seating: false,
            },
        ),
        (
            Action::Fill {
                guest: n1,
                table: 1,
                seat: Seat::West,
            },
            RuleError::WrongSideForChair {
                name: "N1".into(),
                seat: Some(Seat::West),
                side: Side::Gentleman,
                open_seating: false,
            },
        ),
        (
            Action::Fill {
                guest: bob,
                table: 1,
                seat: Seat::South,
            },
            RuleError::ChairNotEmpty {
                table: 1,
                seat: Seat::South,
                name: String::new(),
            },
        ),
        (
            Action::OpenTable { guests: None },
            RuleError::TooFewWaiting {
                ladies: 1,
                gentlemen: 1,
                open_seating: false,
            },
        ),
        (
            Action::Swap { a: ann, b: bob },
            RuleError::SwapAcrossSides {
                open_seating: false,
                a: "Ann".into(),
                b: "Bob".into(),
            },
        ),
        (
            Action::Leave {
                guest: GuestId(999),
            },
            RuleError::UnknownGuest { id: 999 },
        ),
    ];
    for (action, words) in refusals {
        let error = try_apply(&mut party, action.clone()).unwrap_err();
        if let RuleError::ChairNotEmpty { table, seat, .. } = words {
            assert!(
                matches!(&error, RuleError::ChairNotEmpty { table: t, seat: s, .. } if *t == table && *s == seat),
                "{error:?}"
            );
        } else {
            assert_eq!(error, words, "{action:?}");
        }
        assert_eq!(party, before, "{action:?} changed something");
    }
}

#[test]
fn a_seated_guest_cannot_fill_a_chair_and_the_last_table_cannot_close() {
    let mut party = after_one_bell_with(&["S2"]);
    // A seated guest is not waiting: filling with one is refused by name.
    let s1 = id(&party, "S1");
    let error = try_apply(
        &mut party,
        Action::Fill {
            guest: s1,
            table: 1,
            seat: Seat::West,
        },
    )
    .unwrap_err();
    assert_eq!(error, RuleError::NotWaiting { name: "S1".into() });
    // Closing the last table is refused.
    let mut one = seated(1, stars_evening(3));
    assert_eq!(
        try_apply(&mut one, Action::CloseTable),
        Err(RuleError::LastTable)
    );
}
