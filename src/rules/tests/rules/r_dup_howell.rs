//! R-DUP-1 and R-DUP-8 as revised (four pairs at least; no score, no place and no win
//! for a pair that has played no tray) and R-DUP-12, the two-table Howell, worked by hand.

use cinch_rules::DupRefusal;
use std::collections::BTreeSet;

use crate::common::*;
use crate::r_dup::{duplicate, duplicate_book, movement, play_round, played};
use cinch_rules::duplicate::{
    DupMethod, DupPair, DupSettings, Exchange, Movement, MovementKind, PairGroup, PairId, PairSeat,
    TrayPlay, TwoTables,
};
use cinch_rules::duplicate_score::standings;
use cinch_rules::progression::Edition;
use cinch_rules::{
    Action, Cut, EveningEnd, GameSettings, PairSide, Party, Phase, RuleError, Seat, Settings, Side,
};

/// A duplicate party under `edition` with `pairs` pairs made (half N–S), not started.
fn made(pairs: u32, edition: Edition) -> Party {
    let mut party = Party::new(Settings {
        game: GameSettings::Duplicate(DupSettings {
            trays_per_table: 1,
            ..DupSettings::default()
        }),
        edition,
        ..Settings::default()
    });
    let made = (1..=pairs)
        .map(|p| DupPair {
            players: [
                add(&mut party, &format!("P{p}a"), Side::Lady),
                add(&mut party, &format!("P{p}b"), Side::Gentleman),
            ],
            direction: if p <= pairs.div_ceil(2) {
                PairSide::NorthSouth
            } else {
                PairSide::EastWest
            },
        })
        .collect();
    apply(&mut party, Action::SetPairs { pairs: made });
    party
}

#[test]
fn r_dup_1_fewer_than_four_pairs_are_refused_in_words_that_suggest_another_game() {
    for pairs in [0, 2, 3] {
        let mut party = made(pairs, Edition::default());
        let before = party.clone();
        let error = try_apply(&mut party, Action::StartDuplicate).unwrap_err();
        assert_eq!(
            error,
            DupRefusal::TooFewPairs {
                count: pairs as usize
            }
            .into()
        );
        assert_eq!(party, before, "a refusal changes nothing");
    }
    let mut four = made(4, Edition::default());
    apply(&mut four, Action::StartDuplicate);
    assert_eq!(four.state().phase(), Phase::Playing);
}

#[test]
fn r_dup_1_a_party_of_the_edition_before_still_starts_with_two_or_three_pairs() {
    // Parties saved before the revision replay as they were played.
    for pairs in [2, 3] {
        let mut party = made(pairs, Edition::Revised);
        apply(&mut party, Action::StartDuplicate);
        let m = movement(&party);
        assert_ne!(m.kind, MovementKind::Howell);
    }
}

#[test]
fn r_dup_8_a_pair_that_played_no_tray_has_no_score_no_place_and_cannot_win() {
    for method in [DupMethod::PlusMinus, DupMethod::Matchpoints] {
        // 5 pairs: 3 tables, E–W has a phantom; stopped after round 1, where the N–S
        // pair meeting the phantom sat out. The same result everywhere: every pair that
        // played is level at the top, and 0.00 (or 50 %) is no score for the sat-out pair.
        let mut party = duplicate(5, 1, method, EveningEnd::AfterRounds(1));
        let out = (1..=3).find(|&t| movement(&party).sits_out(1, t)).unwrap();
        play_round(&mut party, |_, _| played(Seat::North, 2, 8));
        assert_eq!(party.state().phase(), Phase::Finished);
        let s = standings(party.state().duplicate().unwrap());
        let idle = s.of(PairId::ns(out)).unwrap();
        assert_eq!(
            (idle.trays, idle.place, idle.plus_minus, idle.percent),
            (0, None, None, None),
            "{method:?}"
        );
        let played_ns: Vec<u32> = (1..=3).filter(|&n| n != out).collect();
        assert_eq!(s.winners[0], (PairGroup::NorthSouth, played_ns.clone()));
        assert_eq!(s.tied_for_first(PairGroup::NorthSouth), played_ns);
        // Listed last, after the placed pairs.
        assert_eq!(s.group(PairGroup::NorthSouth).last().unwrap().pair, out);
        // A cut among the tied may not name it.
        let first = |n: u32| {
            party
                .state()
                .duplicate()
                .unwrap()
                .pair(PairId::ns(n))
                .unwrap()
                .players[0]
        };
        let with_idle = [first(played_ns[0]), first(out)];
        let refused = try_apply(
            &mut party,
            Action::CutDuplicateTie {
                direction: PairGroup::NorthSouth,
                cut: Cut::real(&with_idle, with_idle[1]),
            },
        );
        assert!(refused.is_err(), "{method:?}");
    }
}

#[test]
fn r_dup_8_an_earlier_partys_cut_with_a_pair_that_never_played_still_replays() {
    // 3 pairs under the edition before: 2 tables, E–W has a phantom, 1 tray a table (the
    // skip Mitchell): N–S pair 2 meets the phantom in both rounds. The program then
    // showed N–S 1 and N–S 2 level at 0.00 and let the host cut.
    let mut party = made(3, Edition::Revised);
    apply(&mut party, Action::StartDuplicate);
    play_round(&mut party, |_, _| played(Seat::North, 2, 8));
    play_round(&mut party, |_, _| played(Seat::North, 2, 8));
    let first = |n: u32| {
        party
            .state()
            .duplicate()
            .unwrap()
            .pair(PairId::ns(n))
            .unwrap()
            .players[0]
    };
    let cutters = [first(1), first(2)];
    apply(
        &mut party,
        Action::CutDuplicateTie {
            direction: PairGroup::NorthSouth,
            cut: Cut::real(&cutters, cutters[1]),
        },
    );
    let replayed =
        Party::replay(party.initial_settings().clone(), party.history().to_vec()).unwrap();
    assert_eq!(replayed, party);
    // Today it has no place, so the pair that played wins however the cut went.
    let s = standings(party.state().duplicate().unwrap());
    assert_eq!(s.of(PairId::ns(2)).unwrap().place, None);
    assert_eq!(s.winners[0], (PairGroup::NorthSouth, vec![1]));
}

/// R-DUP-12's three rounds as RULES.md lists them: (N–S, E–W) at table 1 and table 2.
const THE_BOOK: [[(u32, u32); 2]; 3] = [[(1, 2), (3, 4)], [(1, 3), (4, 2)], [(1, 4), (2, 3)]];

#[test]
fn r_dup_12_the_three_rounds_are_those_of_the_rule_book() {
    for k in 1..=4 {
        let m = Movement::howell(k);
        assert_eq!((m.tables, m.rounds(), m.phantom), (2, 3, false));
        assert_eq!(m.groups(), &[PairGroup::All]);
        for (r, tables) in (1..).zip(THE_BOOK) {
            for (t, (ns, ew)) in (1..).zip(tables) {
                assert_eq!(m.ns_at(r, t), PairId::howell(ns), "round {r} table {t}");
                assert_eq!(
                    m.ew_at(r, t),
                    Some(PairId::howell(ew)),
                    "round {r} table {t}"
                );
                assert!(!m.sits_out(r, t));
                let seat = |table, side| Some(PairSeat { table, side });
                assert_eq!(
                    m.seat_of(r, PairId::howell(ns)),
                    seat(t, PairSide::NorthSouth)
                );
                assert_eq!(
                    m.seat_of(r, PairId::howell(ew)),
                    seat(t, PairSide::EastWest)
                );
            }
        }
        // The first pair named sits North–South at table 1 all evening.
        assert!((1..=3).all(|r| m.ns_at(r, 1) == PairId::howell(1)));
        // Pairs of a direction are no Howell pairs, nor is a fifth.
        assert_eq!(m.seat_of(1, PairId::ns(1)), None);
        assert_eq!(m.seat_of(1, PairId::howell(5)), None);
    }
}

#[test]
fn r_dup_12_each_round_shares_2k_trays_table_1_starting_with_the_first_k() {
    for k in 1..=4u32 {
        let m = Movement::howell(k);
        assert_eq!(
            (m.trays_a_round(), m.trays(), m.hands_a_pair()),
            (2 * k, 6 * k, 6 * k)
        );
        for r in 1..=3 {
            let base = (r - 1) * 2 * k;
            let first: Vec<u32> = (base + 1..=base + k).collect();
            let then: Vec<u32> = (base + k + 1..=base + 2 * k).collect();
            assert_eq!(m.trays_at(r, 1), [first.clone(), then.clone()].concat());
            assert_eq!(m.trays_at(r, 2), [then.clone(), first.clone()].concat());
            // The exchange half-way, with the other table.
            for (t, other, a, b) in [(1, 2, &first, &then), (2, 1, &then, &first)] {
                let guide = m.guide(r, t);
                assert_eq!(
                    guide.exchange,
                    Some(Exchange {
                        with: other,
                        first: a.clone(),
                        then: b.clone(),
                    }),
                    "k {k} round {r} table {t}"
                );
                assert!(guide.trays_go.is_empty() && !guide.carried_under);
            }
        }
        assert!(m.trays_at(4, 1).is_empty() && m.trays_at(1, 3).is_empty());
    }
    // Round 2 of two trays a table: trays 5–8, table 1 starting with 5 and 6.
    let m = Movement::howell(2);
    assert_eq!(m.trays_at(2, 1), vec![5, 6, 7, 8]);
    assert_eq!(m.trays_at(2, 2), vec![7, 8, 5, 6]);
}

#[test]
fn r_dup_12_every_pair_meets_every_other_once_and_every_tray_is_played_once_at_each_table() {
    for k in 1..=4u32 {
        let m = Movement::howell(k);
        let mut met = BTreeSet::new();
        let mut plays: BTreeSet<(u32, u32)> = BTreeSet::new();
        let mut by_pair: Vec<Vec<u32>> = vec![Vec::new(); 5];
        for r in 1..=3 {
            for t in 1..=2 {
                let (ns, ew) = (m.ns_at(r, t).number, m.ew_at(r, t).unwrap().number);
                assert!(
                    met.insert((ns.min(ew), ns.max(ew))),
                    "{ns} and {ew} meet twice"
                );
                for tray in m.trays_at(r, t) {
                    assert!(plays.insert((tray, t)), "tray {tray} twice at table {t}");
                    by_pair[ns as usize].push(tray);
                    by_pair[ew as usize].push(tray);
                }
            }
        }
        assert_eq!(met.len(), 6, "all six meetings of four pairs");
        assert_eq!(plays.len() as u32, 2 * m.trays());
        let all: Vec<u32> = (1..=m.trays()).collect();
        for (pair, trays) in by_pair.iter().enumerate().skip(1) {
            let mut trays = trays.clone();
            trays.sort_unstable();
            assert_eq!(trays, all, "k {k}: pair {pair} plays every tray once");
        }
    }
}

#[test]
fn r_dup_12_four_pairs_play_the_howell_unless_the_host_chose_the_books_movement() {
    let settings = |two_tables| Settings {
        game: GameSettings::Duplicate(DupSettings {
            two_tables,
            ..DupSettings::default()
        }),
        ..Settings::default()
    };
    assert_eq!(
        settings(TwoTables::Howell),
        Settings {
            game: GameSettings::Duplicate(DupSettings::default()),
            ..Settings::default()
        }
    );
    for (k, book) in [
        (1, MovementKind::SkipMitchell),
        (2, MovementKind::Foster),
        (3, MovementKind::SkipMitchell),
        (4, MovementKind::Foster),
    ] {
        assert_eq!(
            Movement::for_pairs(4, k, TwoTables::Howell).kind,
            MovementKind::Howell
        );
        assert_eq!(Movement::for_pairs(4, k, TwoTables::Book).kind, book);
        // Only two tables have a choice.
        for (pairs, two_tables) in [(3, TwoTables::Howell), (6, TwoTables::Howell)] {
            assert_ne!(
                Movement::for_pairs(pairs, k, two_tables).kind,
                MovementKind::Howell
            );
        }
    }
    let howell = duplicate(4, 2, DupMethod::PlusMinus, EveningEnd::HostDecides);
    assert_eq!(movement(&howell).kind, MovementKind::Howell);
    let book = duplicate_book(4, 2, DupMethod::PlusMinus, EveningEnd::HostDecides);
    assert_eq!(movement(&book).kind, MovementKind::Foster);
    // The choice is locked once play has started.
    let mut party = howell;
    let mut changed = party.state().settings.clone();
    if let GameSettings::Duplicate(dup) = &mut changed.game {
        dup.two_tables = TwoTables::Book;
    }
    assert!(matches!(
        try_apply(&mut party, Action::ChangeSettings(changed)),
        Err(RuleError::PlayStarted { .. })
    ));
}

#[test]
fn r_dup_12_the_guide_says_where_both_pairs_sit_next_round() {
    let m = Movement::howell(1);
    let seat = |table, side| Some(PairSeat { table, side });
    // After round 1: pair 1 stays at table 1 N–S, pair 2 goes to table 2 E–W, pair 3
    // to table 1 E–W, pair 4 stays at table 2 and sits N–S.
    let (one, two) = (m.guide(1, 1), m.guide(1, 2));
    assert_eq!(one.ns_next, seat(1, PairSide::NorthSouth));
    assert_eq!(one.ew_next, seat(2, PairSide::EastWest));
    assert_eq!(two.ns_next, seat(1, PairSide::EastWest));
    assert_eq!(two.ew_next, seat(2, PairSide::NorthSouth));
    // After round 2: pair 4 to table 1 E–W, pair 2 to table 2 N–S, pair 3 to table 2 E–W.
    let (one, two) = (m.guide(2, 1), m.guide(2, 2));
    assert_eq!(one.ew_next, seat(2, PairSide::EastWest));
    assert_eq!(two.ns_next, seat(1, PairSide::EastWest));
    assert_eq!(two.ew_next, seat(2, PairSide::NorthSouth));
    // Nothing after the last round.
    let last = m.guide(3, 2);
    assert_eq!((last.ns_next, last.ew_next), (None, None));
}

/// A Howell evening of one tray a table, table 1's North–South always taking 10 of 14
/// (result +6) and table 2's taking 7 (result 0); `rounds` rounds.
fn table_1_always_ahead(method: DupMethod, rounds: u32) -> Party {
    let mut party = duplicate(4, 1, method, EveningEnd::AfterRounds(rounds));
    for _ in 0..rounds {
        play_round(&mut party, |t, _| {
            played(Seat::North, 2, if t == 1 { 10 } else { 7 })
        });
    }
    party
}

#[test]
fn r_dup_12_one_ranking_and_one_winner_each_tray_comparing_the_two_ns_results() {
    // On each tray the N–S results are +6 (table 1) and 0 (table 2), average 3: N–S at
    // table 1 makes +3, at table 2 −3; the E–W pairs the opposite. Pair 1 sits N–S at
    // table 1 for its six trays: +18. Pair 2: E–W at table 1 (−6), E–W at table 2 (+6),
    // N–S at table 2 (−6): −6; pairs 3 and 4 likewise −6. Together: zero.
    let party = table_1_always_ahead(DupMethod::PlusMinus, 3);
    assert_eq!(party.state().phase(), Phase::Finished);
    let s = standings(party.state().duplicate().unwrap());
    let row = |n| s.of(PairId::howell(n)).unwrap();
    assert_eq!(row(1).plus_minus, Some(18.0));
    for n in 2..=4 {
        assert_eq!(
            (row(n).plus_minus, row(n).place, row(n).trays),
            (Some(-6.0), Some(2), 6)
        );
    }
    assert_eq!(row(1).place, Some(1));
    assert!(s.pairs.iter().all(|p| p.group == PairGroup::All));
    assert_eq!(s.winners, vec![(PairGroup::All, vec![1])]);
    // Each tray's traveller: its two tables, N–S results compared with each other.
    for t in &s.travellers {
        let lines: Vec<_> = t.lines.iter().map(|l| (l.table, l.plus_minus)).collect();
        assert_eq!(
            lines,
            vec![(1, Some(3.0)), (2, Some(-3.0))],
            "tray {}",
            t.tray
        );
    }
    // Matchpoints: table 1's N–S beats table 2's every time.
    let party = table_1_always_ahead(DupMethod::Matchpoints, 3);
    let s = standings(party.state().duplicate().unwrap());
    let pct = |n| s.of(PairId::howell(n)).unwrap().percent.unwrap();
    assert_eq!(pct(1), 100.0);
    for n in 2..=4 {
        assert!((pct(n) - 100.0 / 3.0).abs() < 1e-9, "{}", pct(n));
    }
}

#[test]
fn r_dup_12_stopped_early_or_with_trays_unplayed_a_pair_without_a_tray_is_unplaced() {
    // Stopped after round 1: pair 1 +6 on two trays, the others as the table says.
    let party = table_1_always_ahead(DupMethod::PlusMinus, 1);
    let s = standings(party.state().duplicate().unwrap());
    let pm = |n| s.of(PairId::howell(n)).unwrap().plus_minus;
    assert_eq!(
        (pm(1), pm(2), pm(3), pm(4)),
        (Some(6.0), Some(-6.0), Some(-6.0), Some(6.0))
    );
    assert_eq!(s.winners, vec![(PairGroup::All, vec![1, 4])]);
    // Table 2 plays nothing in round 1 and the evening ends: pairs 3 and 4 have no tray.
    let mut party = duplicate(4, 1, DupMethod::PlusMinus, EveningEnd::AfterRounds(1));
    for tray in [1, 2] {
        apply(
            &mut party,
            Action::TrayResult {
                round: 1,
                table: 1,
                tray,
                play: played(Seat::North, 2, 10),
            },
        );
        apply(
            &mut party,
            Action::TrayResult {
                round: 1,
                table: 2,
                tray,
                play: TrayPlay::NotPlayed,
            },
        );
    }
    play_round(&mut party, |_, _| TrayPlay::NotPlayed);
    let s = standings(party.state().duplicate().unwrap());
    for n in [3, 4] {
        let row = s.of(PairId::howell(n)).unwrap();
        assert_eq!((row.trays, row.place, row.plus_minus), (0, None, None));
    }
    assert_eq!(s.winners, vec![(PairGroup::All, vec![1, 2])]);
}

#[test]
fn r_dup_12_a_tie_for_first_among_all_four_is_cut_once() {
    let mut party = duplicate(4, 1, DupMethod::PlusMinus, EveningEnd::HostDecides);
    for _ in 0..3 {
        play_round(&mut party, |_, _| played(Seat::North, 2, 8));
    }
    let s = standings(party.state().duplicate().unwrap());
    assert_eq!(s.winners, vec![(PairGroup::All, vec![1, 2, 3, 4])]);
    let first = |n| {
        party
            .state()
            .duplicate()
            .unwrap()
            .pair(PairId::howell(n))
            .unwrap()
            .players[0]
    };
    let cutters = [first(1), first(2), first(3), first(4)];
    // A cut for a direction the Howell does not have is refused.
    assert_eq!(
        try_apply(
            &mut party,
            Action::CutDuplicateTie {
                direction: PairGroup::NorthSouth,
                cut: Cut::real(&cutters, cutters[2]),
            },
        )
        .unwrap_err(),
        DupRefusal::NoPairTie {
            pairs: PairGroup::NorthSouth
        }
        .into()
    );
    apply(
        &mut party,
        Action::CutDuplicateTie {
            direction: PairGroup::All,
            cut: Cut::real(&cutters, cutters[2]),
        },
    );
    assert_eq!(
        standings(party.state().duplicate().unwrap()).winners,
        vec![(PairGroup::All, vec![3])]
    );
    assert_eq!(
        try_apply(
            &mut party,
            Action::CutDuplicateTie {
                direction: PairGroup::All,
                cut: Cut::real(&cutters, cutters[0]),
            },
        )
        .unwrap_err(),
        DupRefusal::NoPairTie {
            pairs: PairGroup::All
        }
        .into()
    );
}
