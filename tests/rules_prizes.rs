//! R-PRIZE and R-ALT: prizes, their tie-breaks, and the score-card methods.

use crate::common::*;
use crate::support::prizes::*;
use cinch_party::rules::program::cut_next_prize;
use cinch_party::rules::{
    Action, Cut, DecidedBy, GuestId, Party, Phase, Prize, PrizeKey, PrizeKind, PrizeOutcome,
    PrizeWinner, Scoring, Settings, Side, Stars,
};
use cinch_party::transcript::Points;
use rand::SeedableRng;

fn winner(prize: &Prize) -> Option<(u32, DecidedBy)> {
    match &prize.outcome {
        PrizeOutcome::Awarded {
            winner: PrizeWinner::Guest(g),
            decided_by,
            ..
        } => Some((g.0, *decided_by)),
        _ => None,
    }
}

/// Who must cut for a prize that waits for one.
fn awaiting(prize: &cinch_party::rules::Prize) -> Option<Vec<GuestId>> {
    match &prize.outcome {
        PrizeOutcome::AwaitingCut { candidates, .. } => Some(candidates.clone()),
        _ => None,
    }
}

#[test]
fn r_prize_1_classic_six_prizes_open_seating_three() {
    let classic = seated(1, stars_evening(1));
    let keys: Vec<_> = classic
        .prizes()
        .unwrap()
        .iter()
        .map(|p| (p.key.kind, p.key.side))
        .collect();
    assert_eq!(keys.len(), 6);
    for kind in [PrizeKind::Gold, PrizeKind::Red, PrizeKind::Green] {
        assert!(keys.contains(&(kind, Some(Side::Lady))));
        assert!(keys.contains(&(kind, Some(Side::Gentleman))));
    }
    let open = seated(
        1,
        Settings {
            game: cinch_party::rules::GameSettings::Star(cinch_party::rules::StarSettings {
                scoring: Scoring::Stars,
                open_seating: true,
            }),
            ..stars_evening(1)
        },
    );
    let keys: Vec<_> = open
        .prizes()
        .unwrap()
        .iter()
        .map(|p| (p.key.kind, p.key.side))
        .collect();
    assert_eq!(
        keys,
        [
            (PrizeKind::Gold, None),
            (PrizeKind::Red, None),
            (PrizeKind::Green, None)
        ]
    );
}

#[test]
fn r_prize_2_nobody_wins_two_prizes_gold_then_red_then_green() {
    // Guest 0 leads on gold and red; guest 1 is next on red.
    let prizes = ladies_prizes(&[s(3, 5, 2), s(1, 4, 0), s(0, 1, 1)], &[]);
    assert_eq!(winner(&prizes[0]), Some((0, DecidedBy::Stars)));
    assert_eq!(winner(&prizes[1]), Some((1, DecidedBy::Stars)));
    assert_eq!(prizes[1].passed_over, vec![GuestId(0)]);
    // Green: guest 0 has the most green but holds gold; guest 2 wins it.
    assert_eq!(winner(&prizes[2]), Some((2, DecidedBy::Stars)));
    assert_eq!(prizes[2].passed_over, vec![GuestId(0)]);
}

#[test]
fn r_prize_3_gold_tie_more_red_then_fewer_green_then_cut() {
    let p = ladies_prizes(&[s(2, 3, 1), s(2, 2, 0)], &[]);
    assert_eq!(winner(&p[0]), Some((0, DecidedBy::Red)));
    let p = ladies_prizes(&[s(2, 3, 1), s(2, 3, 0)], &[]);
    assert_eq!(winner(&p[0]), Some((1, DecidedBy::Green)));
    let p = ladies_prizes(&[s(2, 3, 1), s(2, 3, 1), s(1, 9, 0)], &[]);
    assert_eq!(awaiting(&p[0]), Some(vec![GuestId(0), GuestId(1)]));
    // The red prize does not wait: guest 2 leads on red whoever takes gold (R-PRIZE-2
    // only removes the gold winner).
    assert_eq!(winner(&p[1]), Some((2, DecidedBy::Stars)));
    // Here it waits: the red prize goes to whichever of 0 and 1 does not take gold.
    let p = ladies_prizes(&[s(2, 3, 1), s(2, 3, 1), s(1, 2, 0)], &[]);
    assert_eq!(p[1].outcome, PrizeOutcome::AwaitingEarlier);
    let cut = Cut::real(&[GuestId(0), GuestId(1)], GuestId(1));
    let p = ladies_prizes(
        &[s(2, 3, 1), s(2, 3, 1), s(1, 2, 0)],
        &[(key(PrizeKind::Gold), cut.clone())],
    );
    assert_eq!(winner(&p[1]), Some((0, DecidedBy::Stars)));
    let p = ladies_prizes(
        &[s(2, 3, 1), s(2, 3, 1), s(1, 9, 0)],
        &[(key(PrizeKind::Gold), cut)],
    );
    assert_eq!(winner(&p[0]), Some((1, DecidedBy::Cut)));
    assert_eq!(winner(&p[1]), Some((2, DecidedBy::Stars)));
}

#[test]
fn r_prize_4_red_tie_more_gold_then_fewer_green_then_cut() {
    // Guest 0 takes gold; the red prize is between 1, 2 and 3.
    let p = ladies_prizes(&[s(9, 0, 0), s(1, 4, 2), s(2, 4, 3), s(0, 3, 0)], &[]);
    assert_eq!(winner(&p[1]), Some((2, DecidedBy::Gold)));
    let p = ladies_prizes(&[s(9, 0, 0), s(1, 4, 2), s(1, 4, 1)], &[]);
    assert_eq!(winner(&p[1]), Some((2, DecidedBy::Green)));
    let p = ladies_prizes(&[s(9, 0, 0), s(1, 4, 1), s(1, 4, 1)], &[]);
    assert_eq!(awaiting(&p[1]), Some(vec![GuestId(1), GuestId(2)]));
}

#[test]
fn r_prize_5_green_tie_fewer_red_then_fewer_gold_then_cut() {
    // Guest 0 takes gold, guest 1 red; green is between 2, 3 and 4.
    let base = [s(9, 0, 0), s(0, 9, 0)];
    let with = |rest: &[Stars]| ladies_prizes(&[base.as_slice(), rest].concat(), &[]);
    let p = with(&[s(0, 2, 3), s(0, 1, 3), s(0, 0, 2)]);
    assert_eq!(winner(&p[2]), Some((3, DecidedBy::Red)));
    let p = with(&[s(2, 1, 3), s(1, 1, 3)]);
    assert_eq!(winner(&p[2]), Some((3, DecidedBy::Gold)));
    let p = with(&[s(1, 1, 3), s(1, 1, 3)]);
    assert_eq!(awaiting(&p[2]), Some(vec![GuestId(2), GuestId(3)]));
}

#[test]
fn r_prize_6_a_prize_nobody_eligible_has_is_not_awarded() {
    let p = ladies_prizes(&[s(2, 0, 0), s(0, 1, 0)], &[]);
    assert_eq!(p[2].outcome, PrizeOutcome::NotAwarded);
    // Only the gold winner has green stars: the booby prize is not awarded either.
    let p = ladies_prizes(&[s(2, 0, 4), s(0, 1, 0)], &[]);
    assert_eq!(p[2].outcome, PrizeOutcome::NotAwarded);
    assert_eq!(p[2].passed_over, vec![GuestId(0)]);
}

#[test]
fn r_prize_7_a_prize_cut_is_stored_and_the_list_never_changes_on_reload() {
    // One table, two rounds: N1/S1 win the first, E1/W1 the second. Every lady has one
    // gold and one green: the ladies' gold prize needs a cut.
    let mut party = seated(1, stars_evening(2));
    play(&mut party, &[(5, 1)]);
    play(&mut party, &[(1, 5)]);
    assert_eq!(party.state().phase(), Phase::Finished);
    assert_eq!(stars(&party, "N1"), (1, 0, 1));
    assert_eq!(stars(&party, "E1"), (1, 0, 1));
    let gold = party.prizes().unwrap()[0].clone();
    assert!(matches!(gold.outcome, PrizeOutcome::AwaitingCut { .. }));
    let mut rng = rand::rngs::StdRng::seed_from_u64(77);
    while let Some(cut) = cut_next_prize(party.state(), &mut rng) {
        apply(&mut party, cut);
    }
    let settled = party.prizes().unwrap();
    assert!(settled.iter().all(|p| !matches!(
        p.outcome,
        PrizeOutcome::AwaitingCut { .. } | PrizeOutcome::AwaitingEarlier
    )));
    assert!(matches!(
        settled[0].outcome,
        PrizeOutcome::Awarded {
            decided_by: DecidedBy::Cut,
            ..
        }
    ));
    let reloaded =
        Party::replay(party.initial_settings().clone(), party.history().to_vec()).unwrap();
    assert_eq!(reloaded.prizes().unwrap(), settled);
    // A second cut for a settled prize is refused.
    let ladies = [id(&party, "N1"), id(&party, "E1")];
    let again = try_apply(
        &mut party,
        Action::CutForPrize {
            prize: key(PrizeKind::Gold),
            cut: Cut::real(&ladies, ladies[0]),
        },
    );
    assert!(again.is_err());
}

/// The pairs' totals by "Lady & Gentleman", read from the transcript's list.
fn pair_points(party: &cinch_party::rules::Party) -> std::collections::BTreeMap<String, u32> {
    let Some(Points::Pairs(pairs)) = cinch_party::transcript::Transcript::of(party).points else {
        panic!("pairs all evening has pairs' totals")
    };
    pairs
        .into_iter()
        .map(|p| (format!("{} & {}", p.pair[0], p.pair[1]), p.points))
        .collect()
}

#[test]
fn r_alt_1_pairs_all_evening_winners_put_down_the_difference_and_never_split() {
    let settings = Settings {
        game: cinch_party::rules::GameSettings::Star(cinch_party::rules::StarSettings {
            scoring: Scoring::PairsAllEvening,
            open_seating: false,
        }),
        ..stars_evening(3)
    };
    let mut party = seated(3, settings);
    play(&mut party, &[(30, 10), (5, 25), (40, 39)]);
    // Winners move up without changing partners; losers stay.
    assert_eq!(
        seating(&party),
        ["N1 E2 S1 W2", "N2 N3 S2 S3", "E1 E3 W1 W3"]
    );
    report_all(&mut party, &[(10, 10), (0, 12), (7, 3)]);
    // No stars in this method.
    assert!(
        party
            .stars()
            .unwrap()
            .iter()
            .all(|s| *s == Stars::default())
    );
    let points = pair_points(&party);
    assert_eq!(points["N1 & S1"], 20);
    assert_eq!(points["E2 & W2"], 20);
    assert_eq!(points["N3 & S3"], 13);
    assert_eq!(points["E1 & W1"], 4);
    assert_eq!(points["E3 & W3"], 0, "losers put down nothing");
    // Table 1 of round 2 tied (10–10): a cut is needed before the bell.
    let n1 = id(&party, "N1");
    let e2 = id(&party, "E2");
    apply(
        &mut party,
        Action::CutTie {
            round: 2,
            table: 1,
            cut: Cut::real(&[n1, e2], n1),
        },
    );
    bell(&mut party);
    play(&mut party, &[(1, 0), (1, 0), (0, 1)]);
    let prize = &party.prizes().unwrap()[0];
    assert_eq!(
        prize.key,
        PrizeKey {
            kind: PrizeKind::TopPair,
            side: None
        }
    );
    let PrizeOutcome::Awarded {
        winner: PrizeWinner::Pair(pair),
        ..
    } = prize.outcome
    else {
        panic!("{prize:?}")
    };
    assert_eq!(party.state().name(pair.lady), "N1");
}

#[test]
fn r_alt_2_individual_cards_partners_change_and_each_player_keeps_a_total() {
    let settings = Settings {
        game: cinch_party::rules::GameSettings::Star(cinch_party::rules::StarSettings {
            scoring: Scoring::IndividualCards,
            open_seating: false,
        }),
        ..stars_evening(2)
    };
    let mut party = seated(3, settings);
    play(&mut party, &[(30, 10), (5, 25), (40, 39)]);
    // Same movement as the star game (R-PROG-3/4).
    assert_eq!(
        seating(&party),
        ["N1 E2 S1 W2", "N2 N3 S3 S2", "E1 E3 W3 W1"]
    );
    play(&mut party, &[(0, 8), (1, 2), (3, 0)]);
    let Some(Points::Players(t)) = cinch_party::transcript::Transcript::of(&party).points else {
        panic!("individual cards have players' totals")
    };
    assert_eq!(t["N1"], 20);
    assert_eq!(t["E2"], 28);
    assert_eq!(t["W2"], 28);
    assert_eq!(t["N3"], 2);
    let prizes = party.prizes().unwrap();
    assert_eq!(prizes.len(), 2, "one prize per side");
    let PrizeOutcome::Awarded {
        winner: PrizeWinner::Guest(lady),
        decided_by,
        ..
    } = prizes[0].outcome
    else {
        panic!()
    };
    assert_eq!(
        (party.state().name(lady), decided_by),
        ("E2", DecidedBy::Points)
    );
    // Open seating: one prize for everyone.
    let open = Settings {
        game: cinch_party::rules::GameSettings::Star(cinch_party::rules::StarSettings {
            scoring: Scoring::IndividualCards,
            open_seating: true,
        }),
        ..stars_evening(2)
    };
    assert_eq!(seated(1, open).prizes().unwrap().len(), 1);
}

/// Every way the prize cuts can go, from `cuts` on: the prize lists with no cut left to
/// make.
fn every_way(stars: &[Stars], cuts: Vec<(PrizeKey, Cut)>, out: &mut Vec<Vec<Prize>>) {
    let prizes = ladies_prizes(stars, &cuts);
    let pending = prizes.iter().find_map(|p| match &p.outcome {
        PrizeOutcome::AwaitingCut { candidates, .. } => Some((p.key, candidates.clone())),
        _ => None,
    });
    match pending {
        None => out.push(prizes),
        Some((key, candidates)) => {
            for &winner in &candidates {
                let mut more = cuts.clone();
                more.push((key, Cut::real(&candidates, winner)));
                every_way(stars, more, out);
            }
        }
    }
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig {
        cases: 400,
        failure_persistence: None,
        ..proptest::prelude::ProptestConfig::default()
    })]

    /// R-PRIZE-2: a prize waits only for a cut whose outcome can change it. Over random
    /// star counts full of ties: a prize settled (or not awarded) while an earlier cut
    /// waits comes out the same however the cuts go; a prize that waits comes out
    /// differently in at least two ways; a prize waiting for its own cut goes to one of
    /// its candidates.
    #[test]
    fn r_prize_2_a_prize_waits_only_for_a_cut_that_can_change_it(
        stars in proptest::collection::vec((0u32..3, 0u32..3, 0u32..3), 2..9)
    ) {
        let stars: Vec<Stars> = stars.into_iter().map(|(g, r, n)| s(g, r, n)).collect();
        let now = ladies_prizes(&stars, &[]);
        let mut ways = Vec::new();
        every_way(&stars, Vec::new(), &mut ways);
        proptest::prop_assert!(!ways.is_empty());
        for (i, prize) in now.iter().enumerate() {
            let later: Vec<&PrizeOutcome> = ways.iter().map(|w| &w[i].outcome).collect();
            match &prize.outcome {
                PrizeOutcome::Awarded { .. } | PrizeOutcome::NotAwarded => {
                    for outcome in &later {
                        proptest::prop_assert_eq!(*outcome, &prize.outcome);
                    }
                }
                PrizeOutcome::AwaitingEarlier => {
                    proptest::prop_assert!(
                        later.iter().any(|o| *o != later[0]),
                        "{:?} waits, but every way gives {:?}", prize.key.kind, later[0]
                    );
                }
                PrizeOutcome::AwaitingCut { candidates, .. } => {
                    for outcome in &later {
                        let won = matches!(
                            outcome,
                            PrizeOutcome::Awarded { winner: PrizeWinner::Guest(w), decided_by: DecidedBy::Cut, .. }
                                if candidates.contains(w)
                        );
                        proptest::prop_assert!(won, "{:?}", outcome);
                    }
                }
            }
        }
    }
}
