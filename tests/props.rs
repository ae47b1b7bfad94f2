//! Properties that hold for every party: random evenings of 1–60 tables and 1–30 rounds
//! with random ties, played by the simulator and checked against the rules.

use std::collections::BTreeSet;

use cinch_party::rules::stars::{StarColour, round_stars};
use cinch_party::rules::{
    DecidedBy, GuestId, PairSide, Party, PrizeKind, PrizeOutcome, PrizeWinner, Side, Stars,
};
use cinch_party::simulate::{Options, simulate};
use proptest::prelude::*;
use proptest::test_runner::FileFailurePersistence;

fn options() -> impl Strategy<Value = Options> {
    (
        any::<u64>(),
        1u32..=60,
        0u32..=3,
        0u32..=3,
        1u32..=30,
        0u8..=100,
        any::<bool>(),
    )
        .prop_map(
            |(seed, tables, extra_ladies, extra_gentlemen, rounds, tie_percent, open_seating)| {
                Options {
                    seed,
                    ladies: tables * 2 + extra_ladies,
                    gentlemen: tables * 2 + extra_gentlemen,
                    rounds,
                    tie_percent,
                    open_seating,
                    ..Options::default()
                }
            },
        )
}

fn side(party: &Party, g: GuestId) -> Side {
    party.state().guest(g).unwrap().side
}

/// R-PRIZE-3..5 as an ordering key, best highest.
fn chain(kind: PrizeKind, s: Stars) -> [i64; 3] {
    let (g, r, n) = (s.gold as i64, s.red as i64, s.green as i64);
    match kind {
        PrizeKind::Gold => [g, r, -n],
        PrizeKind::Red => [r, g, -n],
        _ => [n, -r, -g],
    }
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 48,
        failure_persistence: Some(Box::new(FileFailurePersistence::WithSource("regressions"))),
        ..ProptestConfig::default()
    })]

    #[test]
    fn every_evening_keeps_the_rules(options in options()) {
        let party = simulate(&options).unwrap();
        let state = party.state();
        let tables = (options.ladies.min(options.gentlemen) / 2) as usize;
        prop_assert_eq!(state.rounds().len(), options.rounds as usize);

        for round in state.rounds() {
            // Every seated guest sits exactly once per round; every table is full.
            prop_assert_eq!(round.tables.len(), tables);
            let seated: Vec<GuestId> = round.tables.iter().flat_map(|t| t.players()).collect();
            let unique: BTreeSet<GuestId> = seated.iter().copied().collect();
            prop_assert_eq!(unique.len(), seated.len());
            prop_assert_eq!(seated.len(), 4 * tables);
            // Every pair is one of each side (R-SIDE-2).
            for t in &round.tables {
                for pair in [t.pair(PairSide::NorthSouth), t.pair(PairSide::EastWest)] {
                    prop_assert_eq!(side(&party, pair.lady), Side::Lady);
                    prop_assert_eq!(side(&party, pair.gentleman), Side::Gentleman);
                }
            }
            // R-STAR-2: 2 gold, 2(T-1) red, 2 green.
            let stars = round_stars(round);
            let count = |c| stars.iter().filter(|(_, colour)| *colour == c).count();
            prop_assert_eq!(count(StarColour::Gold), 2);
            prop_assert_eq!(count(StarColour::Red), 2 * (tables - 1));
            prop_assert_eq!(count(StarColour::Green), 2);
        }

        for pair in state.rounds().windows(2) {
            let (before, after) = (&pair[0], &pair[1]);
            let winners = before.winners().unwrap();
            // Head-table winners keep table 1, North–South, and their partnership.
            let head = before.tables[0].pair(winners[0]);
            prop_assert_eq!(after.tables[0].pair(PairSide::NorthSouth), head);
            // Everyone else: winners move up one table, losers stay (head losers go to
            // the booby table).
            let table_of = |g: GuestId| after.tables.iter().position(|t| t.players().contains(&g)).unwrap();
            for (k, (t, &won)) in before.tables.iter().zip(&winners).enumerate() {
                for g in t.pair(won).members() {
                    prop_assert_eq!(table_of(g), k.saturating_sub(1));
                }
                for g in t.pair(won.other()).members() {
                    prop_assert_eq!(table_of(g), if k == 0 { tables - 1 } else { k });
                }
            }
        }

        // Nobody holds two prizes; every winner satisfies the tie-break chain.
        let stars = party.stars();
        let mut holders = BTreeSet::new();
        let mut taken: Vec<(Option<Side>, GuestId)> = Vec::new();
        for prize in party.prizes() {
            let eligible: Vec<GuestId> = state.guests().iter()
                .filter(|g| prize.key.side.is_none_or(|s| s == g.side))
                .map(|g| g.id)
                .filter(|g| !taken.contains(&(prize.key.side, *g)))
                .collect();
            let key = |g: GuestId| chain(prize.key.kind, stars[g.0 as usize]);
            match prize.outcome {
                PrizeOutcome::Awarded { winner: PrizeWinner::Guest(w), decided_by, .. } => {
                    prop_assert!(holders.insert(w), "two prizes for {:?}", w);
                    prop_assert!(eligible.contains(&w));
                    let best = eligible.iter().map(|&g| key(g)).max().unwrap();
                    prop_assert_eq!(key(w), best);
                    let level = eligible.iter().filter(|&&g| key(g) == best).count();
                    prop_assert_eq!(level > 1, decided_by == DecidedBy::Cut);
                    prop_assert!(key(w)[0] > 0);
                    taken.push((prize.key.side, w));
                }
                PrizeOutcome::NotAwarded => {
                    prop_assert!(eligible.iter().all(|&g| key(g)[0] == 0));
                }
                ref other => prop_assert!(false, "the simulator left a prize open: {:?}", other),
            }
        }
    }

    #[test]
    fn the_same_seed_gives_the_same_evening(options in options()) {
        let small = Options { ladies: options.ladies.min(24), gentlemen: options.gentlemen.min(24), rounds: options.rounds.min(8), ..options };
        prop_assert_eq!(simulate(&small).unwrap(), simulate(&small).unwrap());
    }

    #[test]
    fn a_party_replays_from_its_history_and_undo_is_exact(options in options(), cut in 0usize..400) {
        let small = Options { ladies: options.ladies.min(20), gentlemen: options.gentlemen.min(20), rounds: options.rounds.min(6), ..options };
        let party = simulate(&small).unwrap();
        let replayed = Party::replay(party.initial_settings().clone(), party.history().to_vec()).unwrap();
        prop_assert_eq!(&replayed, &party);
        // Undo back to any point equals the replay of the history up to that point.
        let keep = cut % (party.history().len() + 1);
        let mut undone = party.clone();
        while undone.history().len() > keep {
            undone.undo();
        }
        let prefix = Party::replay(party.initial_settings().clone(), party.history()[..keep].to_vec()).unwrap();
        prop_assert_eq!(undone, prefix);
    }
}
