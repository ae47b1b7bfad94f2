//! The rules and their words as the views say them: prizes, pairs, chairs and trays.

use crate::common::*;
use crate::support::prizes::{key as prize_key, ladies_prizes, s};
use cinch_party::app::FakeClock;
use cinch_party::rules::{
    Action, Cut, GuestId, Party, Prize, PrizeKind, PrizeOutcome, PrizeWinner, Scoring, Seat,
    Settings, Side,
};
use egui::{Key, Modifiers};
use egui_kittest::kittest::Queryable;

/// Bug: Pairs' points were keyed by "Lady & Gentleman", so a guest called "A & B" took
/// another pair's total.
#[test]
fn guest_named_like_a_pair_never_takes_that_pairs_points() {
    let settings = Settings {
        game: cinch_party::rules::GameSettings::Star(cinch_party::rules::StarSettings {
            scoring: Scoring::PairsAllEvening,
            open_seating: false,
        }),
        ..stars_evening(1)
    };
    let mut party = Party::new(settings);
    let cards = [
        ("A", Side::Lady),
        ("A & B", Side::Lady),
        ("B", Side::Gentleman),
        ("C", Side::Gentleman),
    ];
    let mut ids = Vec::new();
    for (name, side) in cards {
        ids.push(add(&mut party, name, side));
    }
    use cinch_party::rules::Seat::{East, North, South, West};
    for (id, seat) in ids.iter().zip([North, East, South, West]) {
        apply(
            &mut party,
            Action::RecordCard {
                guest: *id,
                card: card_for(1, seat),
            },
        );
    }
    apply(&mut party, Action::SeatTables);
    // North–South (A and B) win 30–10.
    play(&mut party, &[(30, 10)]);
    let json = serde_json::to_value(cinch_party::transcript::Transcript::of(&party)).unwrap();
    let points = json["points"].as_array().unwrap();
    assert_eq!(points.len(), 2);
    assert_eq!(points[0]["pair"], serde_json::json!(["A", "B"]));
    assert_eq!(points[0]["points"], 20);
    assert_eq!(points[1]["pair"], serde_json::json!(["A & B", "C"]));
    assert_eq!(points[1]["points"], 0);
    assert_eq!(json["prizes"][0]["winner"], "A & B", "the pair A and B won");
    assert_eq!(json["prizes"][0]["decided_by"], "points");
}

/// Bug: Each recorded card scanned every card, and each change of side every table of
/// every round: large files took minutes to open.
#[test]
fn replaying_cards_and_side_changes_never_scans_every_card() {
    let mut party = Party::new(Settings::default());
    guests(&mut party, 400, 400);
    let lady = id(&party, "L1");
    let card = card_for(1, cinch_party::rules::Seat::North);
    let mut history = party.history().to_vec();
    for i in 0..50_000 {
        let action = if i % 2 == 0 {
            Action::RecordCard { guest: lady, card }
        } else {
            Action::SetSide {
                guest: lady,
                side: Side::Lady,
            }
        };
        history.push(cinch_party::rules::Entry {
            at: at(1),
            action,
            from: cinch_party::rules::Source::Desk,
            why: None,
        });
    }
    let replayed = Party::replay(party.initial_settings().clone(), history).unwrap();
    assert_eq!(replayed.history().len(), 800 + 50_000);
}

/// Bug: A table opened at the bell (R-LATE-5) had no score pad, so its deals were
/// accepted and lost.
#[test]
fn pad_of_table_opened_at_bell_is_kept() {
    use cinch_party::rules::deal::{Bid, Deal};
    let mut party = seated(1, stars_evening(6));
    for (name, side) in [
        ("La", Side::Lady),
        ("Ga", Side::Gentleman),
        ("Lb", Side::Lady),
        ("Gb", Side::Gentleman),
    ] {
        arrive(&mut party, name, side);
    }
    play(&mut party, &[(10, 2)]);
    apply(&mut party, Action::OpenTable { guests: None });
    apply(&mut party, Action::StartRound);
    let deal = Deal {
        bid: Some(Bid {
            bidder: Seat::North,
            amount: 7,
        }),
        ns_points: 10,
        ew_points: 4,
        revoke: None,
        misdeal: false,
    };
    for n in 1..=3 {
        apply(&mut party, Action::RecordDeal { table: 2, deal });
        assert_eq!(
            party.state().star().unwrap().current_round().unwrap().pads[1].len(),
            n
        );
    }
    apply(&mut party, Action::RecordDeal { table: 2, deal });
    let result = party
        .state()
        .star()
        .unwrap()
        .current_round()
        .unwrap()
        .results[1]
        .clone()
        .unwrap();
    assert_eq!((result.ns, result.ew), (24, 0));
}

/// Bug: The prize's story said "tied with X …; won the cut" when X never cut.
#[test]
fn prize_story_never_says_a_guest_cut_who_never_cut() {
    let mut party = Party::new(stars_evening(3));
    guests(&mut party, 4, 0);
    let stars = [s(3, 2, 0), s(3, 2, 0), s(3, 1, 0), s(0, 1, 5)];
    let (l1, l2) = (GuestId(0), GuestId(1));
    let cut = Cut::real(&[l1, l2], l2);
    let prizes = ladies_prizes(&stars, &[(prize_key(PrizeKind::Gold), cut)]);
    let story = |p: &Prize| cinch_party::transcript::prize_story(party.state(), &stars, p);
    let gold = story(&prizes[0]);
    assert_eq!(
        gold,
        "L2: 3 gold stars, level with 2 others. More red stars (2) settled out L3 (1). Still \
         level on gold (3), red (2) and green (0): L1 and L2 cut; L2 won a real cut."
    );
    // L2 took gold; L1 takes red, and L2 is named as passed over.
    let red = story(&prizes[1]);
    assert!(red.starts_with("L1: 2 red stars, the most."), "{red}");
    assert!(
        red.ends_with("L2 already holds a prize and cannot take a second."),
        "{red}"
    );
    assert_eq!(story(&prizes[2]), "L4: 5 green stars, the most.");
}

/// Bug: Both booby prizes said "Waits for the cut of an earlier prize" while only the
/// red prize waited for a cut that could not change them (the green leader was clear),
/// which held up the ceremony's first reveal (R-PRIZE-2).
#[test]
fn booby_prize_never_waits_for_a_cut_that_cannot_change_it() {
    // L1 takes gold; L2 and L3 tie on red all the way to a cut; L4 leads green alone.
    let stars = [s(3, 0, 0), s(1, 2, 1), s(1, 2, 1), s(0, 0, 5)];
    let prizes = ladies_prizes(&stars, &[]);
    assert!(matches!(
        prizes[1].outcome,
        PrizeOutcome::AwaitingCut { .. }
    ));
    assert!(
        matches!(
            prizes[2].outcome,
            PrizeOutcome::Awarded {
                winner: PrizeWinner::Guest(GuestId(3)),
                ..
            }
        ),
        "{:?}",
        prizes[2].outcome
    );
}

/// Bug: Four places decided which table is head and which booby, and for a one-table
/// party the report's text named neither while the cards said "Head and booby".
#[test]
fn one_table_is_head_and_booby_in_every_view() {
    let mut party = seated(1, stars_evening(2));
    play(&mut party, &[(30, 10)]);
    let text = cinch_party::transcript::Transcript::of(&party).to_string();
    assert!(
        text.lines().any(|l| l.trim_start().starts_with("1 h+b")),
        "{text}"
    );
    // And the counts read right for one: "1 table", not "1 tables".
    assert!(
        text.contains("4 guests (2 ladies, 2 gentlemen), 1 table, 2 rounds"),
        "{text}"
    );
    let round = &party.state().star().unwrap().rounds()[0];
    let role = round.role(1, party.state().settings.scoring());
    assert_eq!(
        cinch_party::words::table_title(1, role),
        "Table 1 (head and booby)"
    );
    let evening = cinch_party::transcript::guest::GuestEvening::of(&party, GuestId(0)).unwrap();
    let json = serde_json::to_value(&evening).unwrap();
    assert_eq!(json["rounds"][0]["tag"], "head and booby");
}

/// Bug: A new party's lock was taken with `.ok()`, so "another cinch-party has it open"
/// was thrown away and the file was written by two programs at once.
#[test]
fn a_new_party_is_never_written_while_another_cinch_party_holds_it() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("evening.ron");
    let (held, _) =
        cinch_party::store::PartyFile::create(&path, "First", Settings::default(), at(0)).unwrap();
    let before = std::fs::read(&path).unwrap();
    let refused =
        cinch_party::store::PartyFile::create(&path, "Second", Settings::default(), at(1));
    let Err(error) = refused else {
        panic!("a party held by another cinch-party was written again");
    };
    assert!(
        error
            .to_string()
            .contains("another cinch-party has it open"),
        "{error}"
    );
    assert_eq!(std::fs::read(&path).unwrap(), before);
    drop(held);
}

/// Bug (issue 32): Ctrl+F's pair evening listed how other tables went on trays the pair
/// had not yet played ("elsewhere: table 1 +4" on this round's trays, before its own
/// result): a pair must never see the results of hands it is about to play. And its
/// minus signs came in two kinds ("−4.00" and "-2"): one kind now.
#[test]
fn a_pairs_evening_never_shows_results_of_trays_it_has_not_played() {
    use cinch_party::simulate::duplicate::{DuplicateOptions, simulate_duplicate};
    use cinch_party::transcript::dup_view::DupView;
    // Round 3 in play with no results yet: its trays were played elsewhere in rounds 1-2.
    let party = simulate_duplicate(&DuplicateOptions {
        pairs: 10,
        rounds: Some(3),
        open_round: true,
        ..DuplicateOptions::default()
    })
    .unwrap();
    let state = party.state();
    let view = DupView::of(state.duplicate().unwrap());
    let mut checked = 0;
    for (pair, _) in state.duplicate().unwrap().dup.pairs_by(&view.movement) {
        let evening = view.pair_evening(pair);
        let now = evening.rounds.iter().find(|r| r.round == 3).unwrap();
        for tray in &now.trays {
            assert!(tray.result.is_none(), "round 3 has no results yet");
            assert!(
                tray.elsewhere.is_empty(),
                "{pair:?} sees tray {} played elsewhere: {:?}",
                tray.tray,
                tray.elsewhere
            );
            checked += 1;
        }
    }
    assert!(checked > 0);
    assert_eq!(cinch_party::words::signed(-2), "−2");
    assert_eq!(cinch_party::words::signed(4), "+4");
    assert_eq!(
        cinch_party::words::signed(-2).chars().next(),
        cinch_party::words::plus_minus(-4.0).chars().next()
    );
}

/// Bug (issue 32): before the chairs were settled, the move list told a guest "new
/// partner Alice", who had left the party: a partner who has left is named as an empty
/// chair to be settled, never as a partner.
#[test]
fn the_move_list_never_names_a_guest_who_has_left_as_a_partner() {
    let mut party = seated(4, stars_evening(6));
    // Every table's winners move; the leaver is at table 3 (North), so someone arrives
    // opposite her chair.
    report_all(&mut party, &[(20, 4), (20, 4), (4, 20), (20, 4)]);
    let round = party
        .state()
        .star()
        .unwrap()
        .current_round()
        .unwrap()
        .clone();
    let leaver = round.tables[2].north;
    apply(&mut party, Action::Leave { guest: leaver });
    bell(&mut party);
    let state = party.state();
    let before = &state.star().unwrap().rounds()[0];
    let after = state.star().unwrap().current_round().unwrap();
    let leaver_name = state.name(leaver).to_owned();
    let mut told = 0;
    for m in cinch_party::rules::progression::moves(before, after) {
        let said = cinch_party::words::guest_move(state.star().unwrap(), &m, None);
        assert!(
            !said.contains(&format!("partner {leaver_name}")),
            "{}: {said}",
            state.name(m.guest)
        );
        if said.contains(&format!("({leaver_name} has left)")) {
            told += 1;
        }
    }
    assert!(told >= 1, "the partner of the empty chair is told");
}

/// Bug (issue 32): a duplicate party's Guests screen spoke the star game: a latecomer
/// "will sit down when a chair frees", a pair's first player was a "lady", and a guest
/// added there waited with no seat. It speaks of pairs now, and Ctrl+L says in words
/// what a latecomer can do.
#[test]
fn a_duplicate_partys_guests_screen_speaks_of_pairs_not_chairs_and_sides() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = crate::support::duplicate_ui::started(saves.path(), &clock, 6, "2 trays");
    h.key_press_modifiers(Modifiers::COMMAND, Key::Num2);
    h.run_steps(3);
    assert!(h.query_by_label_contains("with Player 1B").is_some());
    for star_words in ["lady", "Lady", "chair frees", "waiting list"] {
        assert!(
            h.query_by_label_contains(star_words).is_none(),
            "{star_words}"
        );
    }
    h.key_press_modifiers(Modifiers::COMMAND, Key::L);
    h.run_steps(3);
    assert!(
        h.query_all_by_label_contains("cannot join the movement")
            .count()
            >= 1
    );
    assert!(h.query_by_label("Late guest's name").is_none());
    assert_eq!(h.state().desk().unwrap().state().guests().len(), 12);
}

/// Bug (issues 32, 38): a prize tie waiting for its cut said "Level: … Still level: …
/// must cut", every name twice and never what was compared.
#[test]
fn r_prize_3_a_tie_waiting_for_its_cut_names_each_guest_once_and_says_what_was_compared() {
    use cinch_party::rules::Stars;
    let mut party = Party::new(stars_evening(3));
    guests(&mut party, 5, 0);
    let story = |stars: &[Stars]| {
        let prizes = ladies_prizes(stars, &[]);
        cinch_party::transcript::prize_story(party.state(), stars, &prizes[0])
    };
    let three = [s(3, 2, 1), s(3, 2, 1), s(3, 2, 1), s(0, 1, 0), s(0, 0, 2)];
    assert_eq!(
        story(&three),
        "Level on gold (3), red (2) and green (1): L1, L2 and L3; a cut decides."
    );
    let four = [s(3, 2, 1), s(3, 2, 1), s(3, 2, 1), s(3, 1, 1), s(0, 0, 2)];
    let words = story(&four);
    assert_eq!(
        words,
        "4 guests were level on gold (3). More red stars (2) settled out L4 (1). Still level \
         on gold (3), red (2) and green (1): L1, L2 and L3; a cut decides."
    );
    for name in ["L1", "L2", "L3", "L4"] {
        assert_eq!(words.matches(name).count(), 1, "{name}: {words}");
    }
}

/// Bug (issue 34): a pair that had played no tray was declared a joint winner with 0.00 —
/// with 3 pairs N–S 2 sat out every round and "won"; with 5 pairs stopped after round 1
/// the sat-out pair tied first. Now three pairs are refused in words, and a pair with no
/// tray has no place and never wins.
#[test]
fn a_pair_that_played_no_tray_is_never_a_winner() {
    use cinch_party::rules::duplicate::{PairGroup, PairId};
    use cinch_party::rules::duplicate_score::standings;
    use cinch_party::simulate::duplicate::{DuplicateOptions, simulate_duplicate};
    let out = crate::support::cli::run(&[
        "simulate",
        "--duplicate",
        "--seed",
        "9100863270385536486",
        "--pairs",
        "3",
        "--trays-per-table",
        "1",
        "--duplicate-method",
        "plus-minus",
        "--deal-scoring",
        "both",
        "--json",
    ]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("at least four pairs"));
    // Every tray of round 1 is played once: every pair that played is at 0.00, and so
    // was the pair that sat out.
    let party = simulate_duplicate(&DuplicateOptions {
        seed: 9100863270385536486,
        pairs: 5,
        trays_per_table: 1,
        rounds: Some(1),
        ..DuplicateOptions::default()
    })
    .unwrap();
    let m = *party
        .state()
        .duplicate()
        .unwrap()
        .dup
        .fixed_movement()
        .unwrap();
    let idle = (1..=3).find(|&t| m.sits_out(1, t)).unwrap();
    let s = standings(party.state().duplicate().unwrap());
    let ns = &s.winners[0];
    assert_eq!(ns.0, PairGroup::NorthSouth);
    assert!(!ns.1.contains(&idle), "{:?}", s.winners);
    assert_eq!(ns.1.len(), 2, "the two N–S pairs that played, level");
    assert_eq!(s.of(PairId::ns(idle)).unwrap().place, None);
}
