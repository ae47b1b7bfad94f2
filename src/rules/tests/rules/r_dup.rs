//! R-DUP: Duplicate Cinch, rule by rule, with worked examples by hand.

use std::collections::{BTreeMap, BTreeSet};

use crate::common::*;
use cinch_rules::deal::{Bid, Deal, DealScoring};
use cinch_rules::duplicate::hands::deal_tray;
use cinch_rules::duplicate::{
    DupMethod, DupPair, DupSettings, Movement, MovementKind, PairGroup, PairId, PairSeat, TrayPlay,
    TwoTables, dealer_of_tray, tables_for,
};
use cinch_rules::duplicate_score::{matchpoint_percent, standings};
use cinch_rules::error::{BellWaits, DealRefusal, DupRefusal, SettingRefusal, StarOnly};
use cinch_rules::{
    Action, Cut, EveningEnd, GameSettings, PairSide, Party, Phase, RuleError, Seat, Settings, Side,
};

/// A duplicate party of `pairs` pairs ("P1a & P1b", …), `k` trays a table, the first
/// half (rounded up) North–South; started (at four pairs, the two-table Howell).
pub fn duplicate(pairs: u32, k: u8, method: DupMethod, end: EveningEnd) -> Party {
    duplicate_with(pairs, k, method, end, TwoTables::Howell)
}

/// `duplicate`, at four pairs with the book's movement (R-DUP-12's choice).
pub fn duplicate_book(pairs: u32, k: u8, method: DupMethod, end: EveningEnd) -> Party {
    duplicate_with(pairs, k, method, end, TwoTables::Book)
}

fn duplicate_with(
    pairs: u32,
    k: u8,
    method: DupMethod,
    end: EveningEnd,
    two_tables: TwoTables,
) -> Party {
    let mut party = Party::new(Settings {
        game: GameSettings::Duplicate(DupSettings {
            trays_per_table: k,
            method,
            two_tables,
            ..DupSettings::default()
        }),
        end,
        ..Settings::default()
    });
    let (tables, _) = tables_for(pairs);
    let mut made = Vec::new();
    for p in 1..=pairs {
        let a = add(&mut party, &format!("P{p}a"), Side::Lady);
        let b = add(&mut party, &format!("P{p}b"), Side::Gentleman);
        made.push(DupPair {
            players: [a, b],
            direction: if p <= tables {
                PairSide::NorthSouth
            } else {
                PairSide::EastWest
            },
        });
    }
    apply(&mut party, Action::SetPairs { pairs: made });
    apply(&mut party, Action::StartDuplicate);
    party
}

pub fn movement(party: &Party) -> Movement {
    party.state().duplicate().unwrap().movement()
}

/// A deal: `bidder` bid `bid`, North–South took `ns` of the 14 points.
pub fn played(bidder: Seat, bid: u8, ns: u8) -> TrayPlay {
    TrayPlay::Played(Deal {
        bid: Some(Bid {
            bidder,
            amount: bid,
        }),
        ns_points: ns,
        ew_points: 14 - ns,
        revoke: None,
        misdeal: false,
    })
}

/// Every tray of the round in play reported with `play(table, tray)`, then the bell.
pub fn play_round(party: &mut Party, play: impl Fn(u32, u32) -> TrayPlay) {
    let round = party.state().duplicate().unwrap().round().unwrap().number;
    for (table, trays) in party.state().duplicate().unwrap().missing() {
        for tray in trays {
            apply(
                party,
                Action::TrayResult {
                    round,
                    table,
                    tray,
                    play: play(table, tray),
                },
            );
        }
    }
    apply(
        party,
        Action::RingBell {
            override_missing: false,
            cuts: vec![],
            last: false,
        },
    );
}

/// Who each pair met and which trays it played, over the full movement:
/// (N–S pair → E–W pairs met, trays), (E–W pair → N–S pairs met, trays).
type Met = BTreeMap<u32, (Vec<u32>, Vec<u32>)>;
fn walk(m: &Movement) -> (Met, Met) {
    let (mut ns, mut ew) = (Met::new(), Met::new());
    for r in 1..=m.rounds() {
        for t in 1..=m.tables {
            // The phantom's place counts as E–W pair T.
            let e = m.ew_at(r, t).map_or(m.tables, |p| p.number);
            let trays = m.trays_at(r, t);
            let n = ns.entry(t).or_default();
            n.0.push(e);
            n.1.extend(&trays);
            let w = ew.entry(e).or_default();
            w.0.push(t);
            w.1.extend(&trays);
        }
    }
    (ns, ew)
}

fn sorted(mut v: Vec<u32>) -> Vec<u32> {
    v.sort_unstable();
    v
}

#[test]
fn r_dup_1_pairs_sit_ns_at_their_tables_and_an_odd_pair_out_gets_a_phantom() {
    assert_eq!(tables_for(10), (5, false));
    assert_eq!(tables_for(5), (3, true));
    let party = duplicate(5, 2, DupMethod::PlusMinus, EveningEnd::HostDecides);
    let m = movement(&party);
    assert_eq!((m.tables, m.phantom), (3, true));
    // The phantom is E–W pair 3: each round the N–S pair it meets sits out, and over the
    // evening every N–S pair sits out exactly once.
    let mut sat_out = Vec::new();
    for r in 1..=m.rounds() {
        let out: Vec<u32> = (1..=3).filter(|&t| m.sits_out(r, t)).collect();
        assert_eq!(out.len(), 1, "round {r}");
        assert_eq!(m.ew_at(r, out[0]), None);
        assert_eq!(m.seat_of(r, PairId::ew(3)), None, "the phantom is no pair");
        sat_out.extend(out);
    }
    assert_eq!(sorted(sat_out), vec![1, 2, 3]);
    // Bad pairs are refused in words, and change nothing.
    let mut fresh = Party::new(Settings {
        game: GameSettings::Duplicate(DupSettings::default()),
        ..Settings::default()
    });
    let a = add(&mut fresh, "Ann", Side::Lady);
    let b = add(&mut fresh, "Bob", Side::Gentleman);
    let c = add(&mut fresh, "Cy", Side::Gentleman);
    let ns = |players| DupPair {
        players,
        direction: PairSide::NorthSouth,
    };
    let ew = |players| DupPair {
        players,
        direction: PairSide::EastWest,
    };
    for (pairs, words) in [
        (
            vec![ns([a, a])],
            DupRefusal::PairNeedsTwo { name: "Ann".into() },
        ),
        (
            vec![ns([a, b]), ew([b, c])],
            DupRefusal::GuestInTwoPairs { name: "Bob".into() },
        ),
        (
            vec![ew([a, b])],
            DupRefusal::PairsUnbalanced { ns: 0, ew: 1 },
        ),
    ] {
        let before = fresh.clone();
        let error = try_apply(&mut fresh, Action::SetPairs { pairs }).unwrap_err();
        assert_eq!(error, words.into());
        assert_eq!(fresh, before);
    }
    apply(
        &mut fresh,
        Action::SetPairs {
            pairs: vec![ns([a, b])],
        },
    );
    assert_eq!(
        try_apply(&mut fresh, Action::StartDuplicate).unwrap_err(),
        DupRefusal::TooFewPairs { count: 1 }.into()
    );
    // The star game's draw belongs to another game.
    assert_eq!(
        try_apply(&mut fresh, Action::SeatTables).unwrap_err(),
        DupRefusal::NotInDuplicate {
            what: StarOnly::Seating
        }
        .into()
    );
}

#[test]
fn r_dup_2_trays_are_numbered_by_table_dealt_in_turn_and_the_programs_hands_are_fixed_by_the_seed()
{
    let party = duplicate(10, 3, DupMethod::PlusMinus, EveningEnd::HostDecides);
    let m = movement(&party);
    // Table t starts with trays (t−1)·k+1 ..= t·k.
    for t in 1..=5 {
        assert_eq!(m.trays_at(1, t), vec![3 * t - 2, 3 * t - 1, 3 * t]);
    }
    assert_eq!(m.trays(), 15);
    assert_eq!(
        (1..=5).map(dealer_of_tray).collect::<Vec<_>>(),
        vec![
            Seat::North,
            Seat::East,
            Seat::South,
            Seat::West,
            Seat::North
        ]
    );
    // The program's hands: the whole pack, thirteen each, the same for the same seed.
    let hands = deal_tray(1897, 6);
    assert_eq!(hands.dealer, Seat::East);
    let all: BTreeSet<_> = hands
        .hands
        .iter()
        .flatten()
        .map(|c| (c.rank, c.suit as u8))
        .collect();
    assert_eq!(all.len(), 52);
    assert!(hands.hands.iter().all(|h| h.len() == 13));
    assert_eq!(deal_tray(1897, 6), hands);
    assert_ne!(deal_tray(1897, 7).hands, hands.hands);
    assert_ne!(deal_tray(1898, 6).hands, hands.hands);
    // Before play only; a setting out of 1..=4 is refused.
    let mut p = duplicate(4, 2, DupMethod::PlusMinus, EveningEnd::HostDecides);
    assert!(matches!(
        try_apply(&mut p, Action::DealTrays { seed: 3 }),
        Err(RuleError::PlayStarted { .. })
    ));
    let bad = Settings {
        game: GameSettings::Duplicate(DupSettings {
            trays_per_table: 5,
            method: DupMethod::PlusMinus,
            ..DupSettings::default()
        }),
        ..Settings::default()
    };
    assert_eq!(
        bad.check().unwrap_err(),
        SettingRefusal::Trays { max: 4 }.into()
    );
}

#[test]
fn r_dup_3_the_compass_game_at_7_tables_meets_every_pair_once_and_plays_every_tray_once() {
    let m = Movement::new(7, 4, false);
    assert_eq!(m.kind, MovementKind::Mitchell);
    assert_eq!(m.rounds(), 7);
    let all: Vec<u32> = (1..=28).collect();
    let (ns, ew) = walk(&m);
    for (pair, (met, trays)) in ns.iter().chain(ew.iter()) {
        assert_eq!(
            sorted(met.clone()),
            (1..=7).collect::<Vec<_>>(),
            "pair {pair}"
        );
        assert_eq!(sorted(trays.clone()), all, "pair {pair}");
    }
    // The formula: N–S pair t meets E–W pair ((t − r) mod T) + 1 and plays set
    // ((t + r − 2) mod T) + 1; E–W up one, the sets down one.
    assert_eq!(m.ew_at(3, 1), Some(PairId::ew(6)));
    assert_eq!(m.trays_at(3, 1), vec![9, 10, 11, 12]);
    assert_eq!(m.seat_of(2, PairId::ew(7)).map(|s| s.table), Some(1));
}

/// Foster's rule read literally, as an independent model: each table's stack of trays;
/// each round the top half is played, then carried up a table and put under the stack.
fn foster_by_hand(tables: u32, k: u32) -> Vec<Vec<Vec<u32>>> {
    let half = (k / 2) as usize;
    let mut stacks: Vec<Vec<u32>> = (1..=tables)
        .map(|t| ((t - 1) * k + 1..=t * k).collect())
        .collect();
    let mut rounds = Vec::new();
    for _ in 0..2 * tables {
        let played: Vec<Vec<u32>> = stacks
            .iter_mut()
            .map(|s| s.drain(..half).collect())
            .collect();
        for (t, trays) in played.iter().enumerate() {
            let next = (t + 1) % tables as usize;
            stacks[next].extend(trays);
        }
        rounds.push(played);
    }
    rounds
}

#[test]
fn r_dup_4_fosters_rule_carries_the_trays_up_and_under_and_every_pair_plays_every_tray() {
    for (tables, k) in [(6, 4), (4, 2)] {
        let m = Movement::new(tables, k, false);
        assert_eq!(m.kind, MovementKind::Foster);
        assert_eq!(m.rounds(), 2 * tables, "{tables} × {k}");
        assert_eq!(m.trays_a_round(), k / 2);
        let by_hand = foster_by_hand(tables, k);
        for r in 1..=m.rounds() {
            for t in 1..=tables {
                assert_eq!(
                    m.trays_at(r, t),
                    by_hand[(r - 1) as usize][(t - 1) as usize],
                    "{tables} × {k}, round {r}, table {t}"
                );
            }
        }
        let all: Vec<u32> = (1..=tables * k).collect();
        let (ns, ew) = walk(&m);
        for (pair, (_, trays)) in ns.iter().chain(ew.iter()) {
            assert_eq!(sorted(trays.clone()), all, "{tables} × {k}: pair {pair}");
        }
    }
    // 6 × 4: twelve rounds of two trays; the guide says what is carried and put under.
    let m = Movement::new(6, 4, false);
    let guide = m.guide(1, 2);
    assert_eq!(guide.trays, vec![5, 6]);
    assert!(guide.carried_under);
    assert_eq!(guide.trays_go, vec![(5, 3), (6, 3)]);
    assert_eq!(guide.waiting, vec![7, 8]);
    assert_eq!(m.trays_at(2, 3), vec![11, 12]);
    assert_eq!(m.trays_at(3, 3), vec![5, 6]);
}

#[test]
fn r_dup_5_even_tables_with_odd_trays_skip_a_table_half_way_and_play_every_tray_once() {
    let m = Movement::new(6, 3, false);
    assert_eq!(m.kind, MovementKind::SkipMitchell);
    assert_eq!(m.rounds(), 6);
    let all: Vec<u32> = (1..=18).collect();
    let (ns, ew) = walk(&m);
    for (pair, (met, trays)) in ns.iter().chain(ew.iter()) {
        assert_eq!(sorted(trays.clone()), all, "pair {pair}");
        // It meets its first adversaries again in the last round.
        assert_eq!(met.first(), met.last(), "pair {pair}");
    }
    // Rounds 1–3 up one table a round; round 4 skips one.
    assert_eq!(
        (1..=6)
            .map(|r| m.seat_of(r, PairId::ew(1)).unwrap().table)
            .collect::<Vec<_>>(),
        vec![1, 2, 3, 5, 6, 1]
    );
    // Foster's rule read literally would have E–W pairs meet trays again here (the
    // reason for the Interpretation): the compass game's formula alone does.
    let plain = Movement {
        kind: MovementKind::Mitchell,
        ..m
    };
    let (_, ew_plain) = walk(&plain);
    assert!(
        ew_plain
            .values()
            .any(|(_, trays)| sorted(trays.clone()) != all)
    );
}

#[test]
fn r_dup_6_an_evening_stopped_after_3_rounds_is_scored_on_the_trays_played() {
    let mut party = duplicate(6, 2, DupMethod::PlusMinus, EveningEnd::AfterRounds(3));
    for _ in 0..3 {
        assert_eq!(party.state().phase(), Phase::Playing);
        play_round(&mut party, |t, _| played(Seat::North, 3, 4 + t as u8));
    }
    assert_eq!(party.state().phase(), Phase::Finished);
    assert_eq!(party.state().duplicate().unwrap().rounds().len(), 3);
    let s = standings(party.state().duplicate().unwrap());
    assert!(s.pairs.iter().all(|p| p.trays == 6));
    // A full evening would be 3 rounds anyway at 3 tables: stop at 2 at 5 tables.
    let mut short = duplicate(10, 1, DupMethod::PlusMinus, EveningEnd::AfterRounds(2));
    play_round(&mut short, |_, _| played(Seat::East, 2, 7));
    play_round(&mut short, |_, _| played(Seat::East, 2, 7));
    assert_eq!(short.state().phase(), Phase::Finished);
    // The host's last bell ends it at once.
    let mut early = duplicate(10, 1, DupMethod::PlusMinus, EveningEnd::HostDecides);
    for (table, trays) in early.state().duplicate().unwrap().missing() {
        for tray in trays {
            apply(
                &mut early,
                Action::TrayResult {
                    round: 1,
                    table,
                    tray,
                    play: TrayPlay::NotPlayed,
                },
            );
        }
    }
    apply(
        &mut early,
        Action::RingBell {
            override_missing: false,
            cuts: vec![],
            last: true,
        },
    );
    assert_eq!(early.state().phase(), Phase::Finished);
}

#[test]
fn r_dup_7_a_tray_is_scored_as_a_deal_and_bad_results_are_refused_in_words() {
    let mut party = duplicate(6, 2, DupMethod::PlusMinus, EveningEnd::HostDecides);
    // Tray 1 (North deals) at table 1: East bid 6, N–S took 3, E–W 11: made, E–W scores
    // the difference, 8. The result is N–S's score minus E–W's: −8.
    apply(
        &mut party,
        Action::TrayResult {
            round: 1,
            table: 1,
            tray: 1,
            play: played(Seat::East, 6, 3),
        },
    );
    let s = standings(party.state().duplicate().unwrap());
    let line = &s.travellers[0].lines[0];
    assert_eq!((line.scores, line.result), ((0, 8), Some(-8)));
    // All passed: the dealer (tray 2: East) named trump; the method applies to trays too.
    assert_eq!(
        cinch_rules::duplicate_score::tray_score(
            DealScoring::BothScore,
            2,
            &Deal {
                bid: None,
                ns_points: 9,
                ew_points: 5,
                revoke: None,
                misdeal: false
            }
        ),
        Ok((9, 5))
    );
    let before = party.clone();
    for (action, words) in [
        (
            Action::TrayResult {
                round: 1,
                table: 1,
                tray: 3,
                play: played(Seat::North, 2, 8),
            },
            RuleError::from(DupRefusal::TrayNotHere {
                tray: 3,
                table: 1,
                round: 1,
                trays: vec![1, 2],
            }),
        ),
        (
            Action::TrayResult {
                round: 1,
                table: 1,
                tray: 1,
                play: played(Seat::North, 2, 8),
            },
            DupRefusal::TrayAlreadyReported { tray: 1, table: 1 }.into(),
        ),
        (
            Action::TrayResult {
                round: 2,
                table: 1,
                tray: 1,
                play: played(Seat::North, 2, 8),
            },
            DupRefusal::RoundOver { round: 2, now: 1 }.into(),
        ),
        (
            Action::TrayResult {
                round: 1,
                table: 2,
                tray: 3,
                play: TrayPlay::Played(Deal {
                    bid: None,
                    ns_points: 0,
                    ew_points: 0,
                    revoke: None,
                    misdeal: true,
                }),
            },
            DupRefusal::MisdealOnTray.into(),
        ),
        (
            Action::TrayResult {
                round: 1,
                table: 2,
                tray: 3,
                play: played(Seat::North, 15, 8),
            },
            DealRefusal::BidOutOfRange { bid: 15 }.into(),
        ),
        (
            Action::CorrectTray {
                round: 1,
                table: 2,
                tray: 3,
                play: played(Seat::North, 2, 8),
            },
            DupRefusal::NoTrayResult {
                tray: 3,
                table: 2,
                round: 1,
            }
            .into(),
        ),
    ] {
        let error = try_apply(&mut party, action.clone()).unwrap_err();
        assert_eq!(error, words, "{action:?}");
        assert_eq!(party, before);
    }
    // A sit-out reports nothing.
    let mut odd = duplicate(5, 2, DupMethod::PlusMinus, EveningEnd::HostDecides);
    let out = (1..=3).find(|&t| movement(&odd).sits_out(1, t)).unwrap();
    let tray = movement(&odd).trays_at(1, out)[0];
    assert_eq!(
        try_apply(
            &mut odd,
            Action::TrayResult {
                round: 1,
                table: out,
                tray,
                play: played(Seat::North, 2, 8)
            }
        )
        .unwrap_err(),
        DupRefusal::SitsOut {
            table: out,
            round: 1
        }
        .into()
    );
    // The bell waits for every tray and names them; the override marks them not played.
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
            missing: BellWaits::Trays(vec![(1, vec![2]), (2, vec![3, 4]), (3, vec![5, 6])])
        }
    );
    apply(
        &mut party,
        Action::RingBell {
            override_missing: true,
            cuts: vec![],
            last: false,
        },
    );
    let dup = party.state().duplicate().unwrap();
    assert_eq!(dup.outcome(1, 2, 3), Some(TrayPlay::NotPlayed));
    assert_eq!(dup.rounds().len(), 2);
}

#[test]
fn r_dup_8_plus_minus_by_hand_each_result_against_its_directions_average() {
    // 3 tables, 1 tray a table: every tray is played at all three tables.
    let mut party = duplicate(6, 1, DupMethod::PlusMinus, EveningEnd::HostDecides);
    // The compass game at 3 tables: table t plays tray ((t + r − 2) mod 3) + 1 in round
    // r. North bids 2 every time; standard scoring: N–S taking 10 scores the difference,
    // result +6; taking 7, result 0; taking 2 (bid made, E–W took 12), result −10.
    play_round(&mut party, |t, _| {
        played(Seat::North, 2, [10, 7, 2][(t - 1) as usize])
    });
    play_round(&mut party, |t, _| {
        played(Seat::North, 2, [7, 7, 10][(t - 1) as usize])
    });
    play_round(&mut party, |t, _| {
        played(Seat::North, 2, [2, 10, 7][(t - 1) as usize])
    });
    let s = standings(party.state().duplicate().unwrap());
    let traveller = |tray: u32| &s.travellers[(tray - 1) as usize];
    for tray in 1..=3 {
        let results: Vec<i64> = traveller(tray)
            .lines
            .iter()
            .map(|l| l.result.unwrap())
            .collect();
        let average = results.iter().sum::<i64>() as f64 / 3.0;
        for line in &traveller(tray).lines {
            let expected = line.result.unwrap() as f64 - average;
            assert!((line.plus_minus.unwrap() - expected).abs() < 1e-9);
        }
    }
    // Each direction's pluses and minuses sum to zero.
    for direction in [PairGroup::NorthSouth, PairGroup::EastWest] {
        let total: f64 = s.group(direction).map(|p| p.plus_minus.unwrap()).sum();
        assert!(total.abs() < 1e-9, "{direction:?}: {total}");
    }
    // By hand, for N–S pair 1 (table 1), tray by tray:
    // tray 1 was played at table 1 in round 1, table 3 in round 2 and table 2 in round 3,
    // N–S taking 10 each time: +6, +6, +6, average +6, so 0;
    // tray 2 (round 2 here): 0 everywhere, so 0;
    // tray 3 (round 3 here): −10 at table 3 in round 1, 0 at table 2 in round 2, −10 here;
    // average −20/3, so −10 + 20/3 = −10/3. Pair 1's evening: −10/3.
    let pair1 = s.of(PairId::ns(1)).unwrap();
    let pm = pair1.plus_minus.unwrap();
    assert!((pm + 10.0 / 3.0).abs() < 1e-9, "{pm}");
    assert_eq!(pair1.trays, 3);
    // The winners: the best N–S pair and the best E–W pair.
    let best_ns = s
        .group(PairGroup::NorthSouth)
        .max_by(|a, b| a.plus_minus.partial_cmp(&b.plus_minus).unwrap())
        .unwrap();
    assert_eq!(s.winners[0], (PairGroup::NorthSouth, vec![best_ns.pair]));
}

#[test]
fn r_dup_8_a_tie_for_first_is_shown_as_a_tie_and_a_stored_cut_settles_it() {
    // Every tray the same everywhere: every plus/minus is 0, all tied.
    let mut party = duplicate_book(4, 1, DupMethod::PlusMinus, EveningEnd::HostDecides);
    play_round(&mut party, |_, _| played(Seat::North, 2, 8));
    play_round(&mut party, |_, _| played(Seat::North, 2, 8));
    assert_eq!(party.state().phase(), Phase::Finished);
    let s = standings(party.state().duplicate().unwrap());
    assert_eq!(
        s.winners,
        vec![
            (PairGroup::NorthSouth, vec![1, 2]),
            (PairGroup::EastWest, vec![1, 2])
        ]
    );
    assert!(s.pairs.iter().all(|p| p.place == Some(1)));
    let [ns1, ns2] = [
        party
            .state()
            .duplicate()
            .unwrap()
            .pair(PairId::ns(1))
            .unwrap()
            .players[0],
        party
            .state()
            .duplicate()
            .unwrap()
            .pair(PairId::ns(2))
            .unwrap()
            .players[0],
    ];
    apply(
        &mut party,
        Action::CutDuplicateTie {
            direction: PairGroup::NorthSouth,
            cut: Cut::real(&[ns1, ns2], ns2),
        },
    );
    let s = standings(party.state().duplicate().unwrap());
    assert_eq!(s.winners[0], (PairGroup::NorthSouth, vec![2]));
    assert_eq!(s.winners[1], (PairGroup::EastWest, vec![1, 2]));
    // Once settled, a second cut is refused.
    assert!(
        try_apply(
            &mut party,
            Action::CutDuplicateTie {
                direction: PairGroup::NorthSouth,
                cut: Cut::real(&[ns1, ns2], ns1)
            },
        )
        .is_err()
    );
}

#[test]
fn r_dup_9_matchpoints_by_hand_and_a_tray_played_once_is_fifty_percent() {
    // Four results on a tray: 10, 6, 6, −4. The 10 beats three: 6 of 6 → 100 %; each 6
    // beats one and ties one: 3 of 6 → 50 %; the −4 beats none: 0 %.
    let all = [10.0, 6.0, 6.0, -4.0];
    assert_eq!(matchpoint_percent(10.0, &all), 100.0);
    assert_eq!(matchpoint_percent(6.0, &all), 50.0);
    assert_eq!(matchpoint_percent(-4.0, &all), 0.0);
    assert_eq!(matchpoint_percent(3.0, &[3.0]), 50.0);
    // An evening stopped after its first round: every tray played once, everyone 50 %.
    let mut party = duplicate(6, 2, DupMethod::Matchpoints, EveningEnd::AfterRounds(1));
    play_round(&mut party, |t, _| played(Seat::South, 3, 3 + 3 * t as u8));
    let s = standings(party.state().duplicate().unwrap());
    assert!(
        s.pairs.iter().all(|p| p.percent == Some(50.0)),
        "{:?}",
        s.pairs
    );
}

#[test]
fn r_dup_10_the_guide_says_where_the_ew_pair_and_each_tray_go_sit_outs_included() {
    // The compass game, 5 pairs: 3 tables, the phantom E–W 3.
    let m = Movement::new(3, 2, true);
    let g = m.guide(1, 2);
    assert_eq!(
        (g.ns_pair, g.ew_pair, g.trays.clone()),
        (PairId::ns(2), Some(PairId::ew(2)), vec![3, 4])
    );
    let seat = |table, side| Some(PairSeat { table, side });
    assert_eq!(g.ew_next, seat(3, PairSide::EastWest));
    assert_eq!(g.ns_next, seat(2, PairSide::NorthSouth), "N–S pairs stay");
    assert_eq!(g.trays_go, vec![(3, 1), (4, 1)]);
    assert!(!g.carried_under && g.waiting.is_empty());
    // Table 3 meets the phantom in round 1: it sits out, and passes its trays on.
    let out = m.guide(1, 3);
    assert!(out.phantom && out.ew_pair.is_none());
    assert_eq!(out.trays_go, vec![(5, 2), (6, 2)]);
    // After the last round nothing moves.
    let last = m.guide(3, 1);
    assert_eq!((last.ew_next, last.trays_go.clone()), (None, vec![]));
}

#[test]
fn r_dup_11_corrections_undo_and_replay_work_as_in_the_star_game() {
    let mut party = duplicate_book(4, 1, DupMethod::PlusMinus, EveningEnd::HostDecides);
    play_round(&mut party, |t, _| {
        played(Seat::North, 2, if t == 1 { 10 } else { 6 })
    });
    play_round(&mut party, |_, _| played(Seat::North, 2, 6));
    let before = standings(party.state().duplicate().unwrap());
    apply(
        &mut party,
        Action::CorrectTray {
            round: 1,
            table: 1,
            tray: 1,
            play: played(Seat::North, 2, 4),
        },
    );
    let after = standings(party.state().duplicate().unwrap());
    assert_ne!(before.pairs, after.pairs);
    // Undo takes the correction back; a replay of the history gives the same evening.
    let mut undone = party.clone();
    undone.undo();
    assert_eq!(
        standings(undone.state().duplicate().unwrap()).pairs,
        before.pairs
    );
    let replayed =
        Party::replay(party.initial_settings().clone(), party.history().to_vec()).unwrap();
    assert_eq!(replayed, party);
    // Settings are locked once play starts.
    let changed = Settings {
        game: GameSettings::Duplicate(DupSettings {
            trays_per_table: 3,
            method: DupMethod::PlusMinus,
            ..DupSettings::default()
        }),
        ..party.state().settings.clone()
    };
    assert!(matches!(
        try_apply(&mut party, Action::ChangeSettings(changed)),
        Err(RuleError::PlayStarted { .. })
    ));
}
