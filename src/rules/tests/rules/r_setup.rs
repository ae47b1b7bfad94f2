//! R-SIDE, R-TABLE and R-DRAW: sides, tables and the draw.

use crate::common::*;
use cinch_rules::cards::draw_pack;
use cinch_rules::program::draw_for_everyone;
use cinch_rules::{
    Action, Back, BlackSuit, DrawCard, GameSettings, Party, Phase, RuleError, Scoring, Seat,
    Settings, Side, StarSettings,
};

#[test]
fn r_side_1_classic_sides_are_ladies_and_gentlemen_open_sides_are_packs() {
    // Their names are the words' (tests/words.rs), in each language.
    assert_eq!(Back::of(Side::Lady), Back::Red);
    assert_eq!(Back::of(Side::Gentleman), Back::Blue);
}

#[test]
fn r_side_1_open_seating_balances_the_packs_moving_the_latest_arrivals() {
    let settings = Settings {
        game: GameSettings::Star(StarSettings {
            scoring: Scoring::Stars,
            open_seating: true,
        }),
        ..Settings::default()
    };
    let mut party = Party::new(settings);
    for i in 1..=7 {
        add(&mut party, &format!("R{i}"), Side::Lady);
    }
    add(&mut party, "B1", Side::Gentleman);
    apply(&mut party, Action::BalanceSides);
    let state = party.state();
    assert_eq!(state.present(Side::Lady).count(), 4);
    assert_eq!(state.present(Side::Gentleman).count(), 4);
    // The three latest red-pack arrivals moved to the blue pack.
    for name in ["R5", "R6", "R7"] {
        assert_eq!(state.guest(id(&party, name)).unwrap().side, Side::Gentleman);
    }
    assert_eq!(state.tables_possible(), 2);
}

#[test]
fn r_side_1_balancing_is_refused_in_the_classic_evening() {
    let mut party = Party::new(Settings::default());
    guests(&mut party, 6, 2);
    assert_eq!(
        try_apply(&mut party, Action::BalanceSides),
        Err(RuleError::NotOpenSeating)
    );
}

#[test]
fn r_side_2_every_pair_is_a_lady_and_a_gentleman_facing_each_other() {
    let party = seated(3, Settings::default());
    let state = party.state();
    for table in &state.star().unwrap().current_round().unwrap().tables {
        for pair in [
            table.pair(cinch_rules::PairSide::NorthSouth),
            table.pair(cinch_rules::PairSide::EastWest),
        ] {
            assert_eq!(state.guest(pair.lady).unwrap().side, Side::Lady);
            assert_eq!(state.guest(pair.gentleman).unwrap().side, Side::Gentleman);
        }
        // Partners face each other: N with S, E with W.
        assert_eq!(
            table.pair(cinch_rules::PairSide::NorthSouth).members(),
            [table.north, table.south]
        );
        assert_eq!(
            table.pair(cinch_rules::PairSide::EastWest).members(),
            [table.east, table.west]
        );
    }
}

#[test]
fn r_table_1_tables_are_half_the_smaller_side_rounded_down() {
    for (ladies, gentlemen, tables) in [
        (4, 4, 2),
        (5, 4, 2),
        (7, 9, 3),
        (20, 20, 10),
        (2, 2, 1),
        (3, 1, 0),
    ] {
        let mut party = Party::new(Settings::default());
        guests(&mut party, ladies, gentlemen);
        assert_eq!(
            party.state().tables_possible(),
            tables,
            "{ladies} ladies, {gentlemen} gentlemen"
        );
    }
}

#[test]
fn r_table_1_guests_who_cannot_be_seated_wait() {
    let mut party = Party::new(Settings::default());
    guests(&mut party, 5, 4);
    let mut rng = cinch_rules::shuffler(3);
    let draw = draw_for_everyone(party.state(), &mut rng).unwrap();
    apply(&mut party, draw);
    apply(&mut party, Action::SeatTables);
    let state = party.state();
    assert_eq!(
        state.star().unwrap().current_round().unwrap().tables.len(),
        2
    );
    let waiting = state.star().unwrap().waiting();
    assert_eq!(waiting.len(), 1);
    assert_eq!(state.guest(waiting[0]).unwrap().side, Side::Lady);
}

#[test]
fn r_table_2_table_one_is_head_north_deals_first_and_seats_go_round() {
    assert_eq!(
        Seat::ALL,
        [Seat::North, Seat::East, Seat::South, Seat::West]
    );
    let party = seated(2, Settings::default());
    let round = party.state().star().unwrap().current_round().unwrap();
    assert_eq!(seating(&party), ["N1 E1 S1 W1", "N2 E2 S2 W2"]);
    // players() lists the dealers in turn, North first (R-ROUND-1).
    assert_eq!(round.tables[0].players()[0], round.tables[0].north);
}

#[test]
fn r_draw_1_the_pack_is_ace_to_t_of_both_black_suits_in_both_backs() {
    let pack = draw_pack(10);
    assert_eq!(pack.len(), 40);
    for back in [Back::Red, Back::Blue] {
        for suit in [BlackSuit::Spades, BlackSuit::Clubs] {
            let mut ranks: Vec<u32> = pack
                .iter()
                .filter(|c| c.back == back && c.suit == suit)
                .map(|c| c.table)
                .collect();
            ranks.sort();
            assert_eq!(ranks, (1..=10).collect::<Vec<_>>());
        }
    }
    let ace = DrawCard {
        table: 1,
        suit: BlackSuit::Spades,
        back: Back::Red,
    };
    let jack = DrawCard { table: 11, ..ace };
    assert_eq!(ace.face(), "A♠");
    assert_eq!(jack.face(), "J♠");
    assert_eq!(
        DrawCard {
            table: 13,
            suit: BlackSuit::Clubs,
            back: Back::Blue
        }
        .face(),
        "K♣"
    );
}

#[test]
fn r_draw_2_each_side_draws_only_from_its_own_pack() {
    let mut party = Party::new(Settings::default());
    guests(&mut party, 2, 2);
    let lady = id(&party, "L1");
    let blue = DrawCard {
        table: 1,
        suit: BlackSuit::Spades,
        back: Back::Blue,
    };
    let refused = try_apply(
        &mut party,
        Action::RecordCard {
            guest: lady,
            card: blue,
        },
    );
    assert!(
        matches!(refused, Err(RuleError::CardWrongBack { .. })),
        "{refused:?}"
    );
    // The program's draw gives every lady a red card and every gentleman a blue one.
    let mut party = Party::new(Settings::default());
    guests(&mut party, 6, 6);
    let draw = draw_for_everyone(party.state(), &mut cinch_rules::shuffler(11)).unwrap();
    apply(&mut party, draw);
    for (&guest, card) in party.state().star().unwrap().cards() {
        assert_eq!(
            card.back,
            Back::of(party.state().guest(guest).unwrap().side)
        );
    }
}

#[test]
fn r_draw_3_same_rank_same_table_spades_north_south_clubs_east_west() {
    let mut party = Party::new(Settings::default());
    guests(&mut party, 4, 4);
    let draw = draw_for_everyone(party.state(), &mut cinch_rules::shuffler(5)).unwrap();
    apply(&mut party, draw);
    let cards = party.state().star().unwrap().cards().clone();
    apply(&mut party, Action::SeatTables);
    let round = party.state().star().unwrap().current_round().unwrap();
    for (t, seats) in (1..).zip(&round.tables) {
        let card = |g| cards[&g];
        for g in seats.players() {
            assert_eq!(card(g).table, t);
        }
        assert_eq!(
            card(seats.north),
            DrawCard {
                table: t,
                suit: BlackSuit::Spades,
                back: Back::Red
            }
        );
        assert_eq!(
            card(seats.south),
            DrawCard {
                table: t,
                suit: BlackSuit::Spades,
                back: Back::Blue
            }
        );
        assert_eq!(
            card(seats.east),
            DrawCard {
                table: t,
                suit: BlackSuit::Clubs,
                back: Back::Red
            }
        );
        assert_eq!(
            card(seats.west),
            DrawCard {
                table: t,
                suit: BlackSuit::Clubs,
                back: Back::Blue
            }
        );
    }
}

#[test]
fn r_draw_3_the_1897_example_twenty_ladies_twenty_gentlemen_ten_tables() {
    let mut party = Party::new(Settings::default());
    guests(&mut party, 20, 20);
    assert_eq!(party.state().tables_possible(), 10);
    let draw = draw_for_everyone(party.state(), &mut cinch_rules::shuffler(1897)).unwrap();
    apply(&mut party, draw);
    // Ace to Ten of both black suits, from each pack: forty cards, one each.
    assert_eq!(party.state().star().unwrap().cards().len(), 40);
    assert!(
        party
            .state()
            .star()
            .unwrap()
            .cards()
            .values()
            .all(|c| (1..=10).contains(&c.table))
    );
    apply(&mut party, Action::SeatTables);
    let round = party.state().star().unwrap().current_round().unwrap();
    assert_eq!(round.tables.len(), 10);
    assert!(party.state().star().unwrap().waiting().is_empty());
}

#[test]
fn r_draw_4_typed_cards_and_the_program_draw_end_in_the_same_seating_model() {
    // Typed: record the program's cards one by one; the seating must be identical.
    let mut program = Party::new(Settings::default());
    guests(&mut program, 6, 6);
    let draw = draw_for_everyone(program.state(), &mut cinch_rules::shuffler(9)).unwrap();
    let Action::DrawAll { cards } = draw.clone() else {
        unreachable!()
    };
    apply(&mut program, draw);
    apply(&mut program, Action::SeatTables);

    let mut typed = Party::new(Settings::default());
    guests(&mut typed, 6, 6);
    for (guest, card) in cards {
        let text = format!(
            "{}{}",
            cinch_rules::cards::rank_label(card.table),
            card.suit.symbol()
        );
        let card = DrawCard::parse(&text, card.back).unwrap();
        apply(&mut typed, Action::RecordCard { guest, card });
    }
    apply(&mut typed, Action::SeatTables);
    assert_eq!(
        program
            .state()
            .star()
            .unwrap()
            .current_round()
            .unwrap()
            .tables,
        typed
            .state()
            .star()
            .unwrap()
            .current_round()
            .unwrap()
            .tables
    );
}

#[test]
fn r_draw_4_the_program_draw_replays_from_its_seed() {
    let draw = |seed| {
        let mut party = Party::new(Settings::default());
        guests(&mut party, 9, 7);
        draw_for_everyone(party.state(), &mut cinch_rules::shuffler(seed)).unwrap()
    };
    assert_eq!(draw(42), draw(42));
    assert_ne!(draw(42), draw(43));
}

#[test]
fn r_draw_4_a_card_drawn_twice_outside_the_pack_or_missing_is_refused() {
    let mut party = Party::new(Settings::default());
    guests(&mut party, 4, 4);
    let (l1, l2) = (id(&party, "L1"), id(&party, "L2"));
    let ace = DrawCard {
        table: 1,
        suit: BlackSuit::Spades,
        back: Back::Red,
    };
    apply(
        &mut party,
        Action::RecordCard {
            guest: l1,
            card: ace,
        },
    );
    assert!(matches!(
        try_apply(
            &mut party,
            Action::RecordCard {
                guest: l2,
                card: ace
            }
        ),
        Err(RuleError::CardDrawnTwice { .. })
    ));
    let three = DrawCard { table: 3, ..ace };
    let outside = try_apply(
        &mut party,
        Action::RecordCard {
            guest: l2,
            card: three,
        },
    );
    assert!(
        matches!(outside, Err(RuleError::CardOutsidePack { tables: 2, .. })),
        "{outside:?}"
    );
    let incomplete = try_apply(&mut party, Action::SeatTables);
    let Err(RuleError::DrawIncomplete { without, .. }) = incomplete else {
        panic!("{incomplete:?}")
    };
    assert!(without.iter().any(|name| name == "L2"), "{without:?}");
    // Nothing recorded was lost by the refusals.
    assert_eq!(party.state().star().unwrap().cards().len(), 1);
    assert_eq!(party.state().phase(), Phase::Setup);
}

#[test]
fn r_draw_4_a_typed_card_that_is_not_a_black_card_is_refused_in_words() {
    for text in ["7H", "7♥", "", "Z♠", "0S"] {
        let err = DrawCard::parse(text, Back::Red).unwrap_err();
        assert!(
            matches!(err, RuleError::CardNotUnderstood { .. }),
            "{text}: {err:?}"
        );
    }
}

#[test]
fn r_draw_5_more_than_thirteen_tables_use_numbered_tickets() {
    let mut party = Party::new(Settings::default());
    guests(&mut party, 30, 30);
    assert_eq!(party.state().tables_possible(), 15);
    let ticket = DrawCard::parse("15C", Back::Blue).unwrap();
    assert_eq!(ticket.face(), "ticket 15♣");
    let draw = draw_for_everyone(party.state(), &mut cinch_rules::shuffler(1)).unwrap();
    apply(&mut party, draw);
    apply(&mut party, Action::SeatTables);
    assert_eq!(
        party
            .state()
            .star()
            .unwrap()
            .current_round()
            .unwrap()
            .tables
            .len(),
        15
    );
    let fifteen: Vec<_> = party
        .state()
        .star()
        .unwrap()
        .cards()
        .values()
        .filter(|c| c.table == 15)
        .collect();
    assert_eq!(fifteen.len(), 4);
}

#[test]
fn r_draw_5_the_engine_has_no_table_limit() {
    let mut party = Party::new(Settings::default());
    guests(&mut party, 400, 400);
    let draw = draw_for_everyone(party.state(), &mut cinch_rules::shuffler(1)).unwrap();
    apply(&mut party, draw);
    apply(&mut party, Action::SeatTables);
    assert_eq!(
        party
            .state()
            .star()
            .unwrap()
            .current_round()
            .unwrap()
            .tables
            .len(),
        200
    );
}

#[test]
fn r_draw_4_one_seed_always_draws_the_same_cards() {
    // The shuffler's stream is fixed by the ChaCha cipher, not by a version of `rand`:
    // if this ever changes, "the same seed gives the same evening" has broken.
    let mut party = Party::new(Settings::default());
    guests(&mut party, 4, 4);
    let draw = draw_for_everyone(party.state(), &mut cinch_rules::shuffler(1897)).unwrap();
    let Action::DrawAll { cards } = draw else {
        panic!("{draw:?}")
    };
    let faces: Vec<String> = cards
        .iter()
        .map(|(g, c)| format!("{}={}", party.state().name(*g), c.face()))
        .collect();
    assert_eq!(
        faces.join(" "),
        "L1=2♣ L2=A♠ L3=2♠ L4=A♣ G1=A♣ G2=2♠ G3=A♠ G4=2♣"
    );
}
