//! Duplicate Cinch at two tables and with pairs that never played, from outside (issue
//! 34): `simulate --duplicate` and `report --json` for the two-table Howell in the shape
//! documented, recounted by the independent model of `duplicate.rs`; properties over
//! random four-pair evenings (R-DUP-12) and over random evenings of every size (R-DUP-1,
//! R-DUP-8: no pair without a tray placed or among the winners).

use cinch_party::rules::DupRefusal;
use std::collections::BTreeSet;

use cinch_party::rules::RuleError;
use cinch_party::rules::duplicate::{DupMethod, MovementKind, PairGroup, TwoTables};
use cinch_party::simulate::duplicate::{DuplicateOptions, simulate_duplicate};
use cinch_party::transcript::Transcript;
use proptest::prelude::*;
use proptest::test_runner::FileFailurePersistence;

/// R-DUP-12's three rounds: (N–S, E–W) at table 1 and table 2.
const THE_BOOK: [[(u64, u64); 2]; 3] = [[(1, 2), (3, 4)], [(1, 3), (4, 2)], [(1, 4), (2, 3)]];

fn run_json(args: &[&str]) -> serde_json::Value {
    let out = crate::support::cli::run(args);
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap()
}

/// The Howell's JSON as issue 34 documents it.
fn check_howell_shape(json: &serde_json::Value, k: u64, rounds: usize) {
    let dup = &json["duplicate"];
    assert_eq!(dup["movement"], "howell");
    assert_eq!(
        (dup["tables"].as_u64(), dup["trays_per_table"].as_u64()),
        (Some(2), Some(k))
    );
    assert_eq!(dup["full_rounds"], 3);
    let pairs = dup["pairs"].as_array().unwrap();
    assert_eq!(pairs.len(), 4);
    for (n, pair) in (1..).zip(pairs) {
        assert_eq!(pair["direction"], "all");
        assert_eq!(pair["pair"], n);
        // In the order the host named them: the rehearsal's guests two by two.
        assert_eq!(pair["players"].as_array().unwrap().len(), 2);
    }
    let played = dup["rounds"].as_array().unwrap();
    assert_eq!(played.len(), rounds);
    for (round, seats) in played.iter().zip(THE_BOOK) {
        let r = round["number"].as_u64().unwrap();
        let base = (r - 1) * 2 * k;
        let first: Vec<u64> = (base + 1..=base + k).collect();
        let then: Vec<u64> = (base + k + 1..=base + 2 * k).collect();
        for (table, ((ns, ew), trays)) in round["tables"]
            .as_array()
            .unwrap()
            .iter()
            .zip(seats.into_iter().zip([[&first, &then], [&then, &first]]))
        {
            assert_eq!(
                (table["ns_pair"].as_u64(), table["ew_pair"].as_u64()),
                (Some(ns), Some(ew))
            );
            let listed: Vec<u64> = table["trays"]
                .as_array()
                .unwrap()
                .iter()
                .map(|t| t["tray"].as_u64().unwrap())
                .collect();
            assert_eq!(listed, [trays[0].clone(), trays[1].clone()].concat());
        }
    }
    assert!(
        dup["standings"]
            .as_array()
            .unwrap()
            .iter()
            .all(|s| s["direction"] == "all")
    );
    let winners = dup["winners"].as_array().unwrap();
    assert_eq!(winners.len(), 1, "one winner's line");
    assert_eq!(winners[0]["direction"], "all");
    // Travellers as before: every tray at both tables, in the same round.
    for t in dup["travellers"].as_array().unwrap() {
        let results = t["results"].as_array().unwrap();
        if results.is_empty() {
            continue;
        }
        let tables: Vec<u64> = results
            .iter()
            .map(|r| r["table"].as_u64().unwrap())
            .collect();
        assert_eq!(tables, vec![1, 2], "{t}");
        assert_eq!(results[0]["round"], results[1]["round"]);
        for field in [
            "ns_pair",
            "ew_pair",
            "result",
            "ns_plus_minus",
            "ns_percent",
            "ew_percent",
        ] {
            assert!(results[0].get(field).is_some(), "{field}");
        }
    }
}

#[test]
fn r_dup_12_simulate_and_report_give_the_howell_as_documented_and_it_recounts() {
    let dir = tempfile::tempdir().unwrap();
    for (k, method, rounds) in [
        ("1", "plus-minus", None),
        ("2", "matchpoints", None),
        ("3", "plus-minus", Some("2")),
        ("4", "matchpoints", Some("1")),
    ] {
        let path = dir.path().join(format!("howell-{k}.ron"));
        let mut args = vec![
            "simulate",
            "--duplicate",
            "--pairs",
            "4",
            "--trays-per-table",
            k,
            "--duplicate-method",
            method,
            "--seed",
            "34",
            "--json",
            "--save",
            path.to_str().unwrap(),
        ];
        if let Some(r) = rounds {
            args.extend(["--rounds", r]);
        }
        let json = run_json(&args);
        let played = rounds.map_or(3, |r| r.parse().unwrap());
        check_howell_shape(&json, k.parse().unwrap(), played);
        crate::support::duplicate::recount(&json);
        let report = run_json(&["report", path.to_str().unwrap(), "--json"]);
        assert_eq!(report, json, "report --json of the saved Howell");
        let text =
            String::from_utf8(crate::support::cli::run(&["report", path.to_str().unwrap()]).stdout)
                .unwrap();
        assert!(text.contains("the two-table Howell"), "{text}");
        assert!(text.contains("All pairs"), "{text}");
    }
    // The book's movement at two tables, when asked for: the shapes of before.
    for (k, movement) in [("1", "skip_mitchell"), ("2", "foster")] {
        let json = run_json(&[
            "simulate",
            "--duplicate",
            "--pairs",
            "4",
            "--trays-per-table",
            k,
            "--book-movement",
            "--json",
        ]);
        let dup = &json["duplicate"];
        assert_eq!(dup["movement"], movement);
        let directions: Vec<&str> = dup["pairs"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p["direction"].as_str().unwrap())
            .collect();
        assert_eq!(directions, ["ns", "ns", "ew", "ew"]);
        crate::support::duplicate::recount(&json);
    }
}

#[test]
fn r_dup_1_the_command_line_refuses_fewer_than_four_pairs_in_words() {
    for pairs in ["0", "2", "3"] {
        let out =
            crate::support::cli::run(&["simulate", "--duplicate", "--pairs", pairs, "--json"]);
        assert!(!out.status.success());
        assert!(out.stdout.is_empty(), "nothing printed as an evening");
        let said = String::from_utf8_lossy(&out.stderr);
        assert!(
            said.contains("Duplicate Cinch needs at least four pairs"),
            "{said}"
        );
        assert!(
            said.contains("play the star game, or pairs all evening"),
            "{said}"
        );
    }
}

fn options(pairs: u32, k: u8, stop: Option<u32>, seed: u64, matchpoints: bool) -> DuplicateOptions {
    DuplicateOptions {
        seed,
        pairs,
        trays_per_table: k,
        rounds: stop,
        method: if matchpoints {
            DupMethod::Matchpoints
        } else {
            DupMethod::PlusMinus
        },
        ..DuplicateOptions::default()
    }
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 64,
        failure_persistence: Some(Box::new(FileFailurePersistence::Off)),
        ..ProptestConfig::default()
    })]

    /// R-DUP-12: over random four-pair evenings (1 to 4 trays a table, stopped early or
    /// not) every pair meets every other pair at most once and plays no tray twice; on
    /// every tray played at both tables the two N–S results are compared; plus/minus sums
    /// to zero on every tray; the JSON recounts.
    #[test]
    fn r_dup_12_four_pair_evenings_meet_once_play_each_tray_once_and_compare_every_tray(
        k in 1u8..=4,
        stop in proptest::option::of(1u32..=3),
        seed in any::<u64>(),
        matchpoints in any::<bool>(),
    ) {
        let party = simulate_duplicate(&options(4, k, stop, seed, matchpoints)).unwrap();
        let m = *party.state().duplicate().unwrap().dup.fixed_movement().unwrap();
        prop_assert_eq!(m.kind, MovementKind::Howell);
        let mut met = BTreeSet::new();
        for (pair, trays) in crate::support::duplicate::trays_played(&party) {
            let distinct: BTreeSet<_> = trays.iter().collect();
            prop_assert_eq!(distinct.len(), trays.len(), "{:?} played a tray twice", pair);
        }
        for round in party.state().duplicate().unwrap().dup.rounds() {
            for t in 1..=m.tables {
                let (ns, ew) = (m.ns_at(round.number, t), m.ew_at(round.number, t).unwrap());
                prop_assert!(met.insert((ns.min(ew), ns.max(ew))), "{:?} and {:?} meet twice", ns, ew);
            }
        }
        let s = cinch_party::rules::duplicate_score::standings(party.state().duplicate().unwrap());
        for t in &s.travellers {
            let played: Vec<_> = t.lines.iter().filter(|l| l.result.is_some()).collect();
            if played.len() == 2 {
                let (a, b) = (played[0], played[1]);
                let half = (a.result.unwrap() - b.result.unwrap()) as f64 / 2.0;
                prop_assert!((a.plus_minus.unwrap() - half).abs() < 1e-9);
                prop_assert!((b.plus_minus.unwrap() + half).abs() < 1e-9);
                prop_assert_eq!((a.table, b.table), (1, 2));
            }
            let total: f64 = t.lines.iter().filter_map(|l| l.plus_minus).sum();
            prop_assert!(total.abs() < 1e-9, "tray {}: {}", t.tray, total);
        }
        prop_assert!(s.pairs.iter().all(|p| p.group == PairGroup::All));
        prop_assert_eq!(s.winners.len(), 1);
        let json = serde_json::to_value(Transcript::of(&party)).unwrap();
        crate::support::duplicate::recount(&json);
    }

    /// R-DUP-1, R-DUP-8: over random evenings of 2 to 30 pairs, 1 to 4 trays, stopped
    /// early or not, either the evening is refused (fewer than four pairs) or no pair that
    /// has played no tray is placed or among the winners, and every pair that has is
    /// placed; as the JSON says it.
    #[test]
    fn r_dup_8_no_pair_without_a_tray_is_placed_or_among_the_winners(
        pairs in 2u32..=30,
        k in 1u8..=4,
        stop in proptest::option::of(1u32..=4),
        seed in any::<u64>(),
        matchpoints in any::<bool>(),
        book in any::<bool>(),
    ) {
        let mut o = options(pairs, k, stop, seed, matchpoints);
        if book {
            o.two_tables = TwoTables::Book;
        }
        let party = match simulate_duplicate(&o) {
            Err(RuleError::Duplicate(DupRefusal::TooFewPairs { count })) => {
                prop_assert!(pairs < 4);
                prop_assert_eq!(count, pairs as usize);
                return Ok(());
            }
            other => other.unwrap(),
        };
        prop_assert!(pairs >= 4);
        let json = serde_json::to_value(Transcript::of(&party)).unwrap();
        let dup = &json["duplicate"];
        let standings = dup["standings"].as_array().unwrap();
        for s in standings {
            let idle = s["trays"] == 0;
            prop_assert_eq!(s["place"].is_null(), idle, "{}", s);
            prop_assert_eq!(s["plus_minus"].is_null(), idle, "{}", s);
        }
        for w in dup["winners"].as_array().unwrap() {
            for p in w["pairs"].as_array().unwrap() {
                let row = standings
                    .iter()
                    .find(|s| s["direction"] == w["direction"] && &s["pair"] == p)
                    .unwrap();
                prop_assert!(row["trays"].as_u64().unwrap() > 0, "{} wins without a tray", row);
                prop_assert_eq!(row["place"].as_u64(), Some(1));
            }
        }
        crate::support::duplicate::recount(&json);
    }
}

#[test]
fn r_dup_12_the_phones_show_a_howell_tables_pairs_the_exchange_and_where_both_pairs_go() {
    use cinch_party::phones::dup_state::{DupTableState, PairState};
    use cinch_party::rules::duplicate::PairId;
    let mut party = simulate_duplicate(&DuplicateOptions {
        seed: 12,
        pairs: 4,
        trays_per_table: 1,
        rounds: Some(1),
        open_round: true,
        ..DuplicateOptions::default()
    })
    .unwrap();
    let table = serde_json::to_value(DupTableState::with(
        &party,
        cinch_party::transcript::evening::Evening::of(&party, 0).duplicate(),
        2,
    ))
    .unwrap();
    assert_eq!(table["ns"]["direction"], "all");
    assert!(
        table["ns"]["label"]
            .as_str()
            .unwrap()
            .starts_with("Pair 3 ("),
        "{table}"
    );
    assert!(
        table["ew"]["label"]
            .as_str()
            .unwrap()
            .starts_with("Pair 4 ("),
        "{table}"
    );
    let trays: Vec<u64> = table["trays"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["tray"].as_u64().unwrap())
        .collect();
    assert_eq!(trays, [2, 1]);
    let words = table["words"]["trays"].as_str().unwrap();
    assert!(
        words.contains("After tray 2, exchange trays with table 1 now, then play tray 1."),
        "{words}"
    );
    // Before any result, a pair has no place and no score (R-DUP-8).
    let four = serde_json::to_value(
        PairState::with(
            &party,
            cinch_party::transcript::evening::Evening::of(&party, 0)
                .duplicate()
                .unwrap(),
            PairId::howell(4),
        )
        .unwrap(),
    )
    .unwrap();
    assert_eq!(four["place"], serde_json::Value::Null);
    assert_eq!(four["words"]["score"], "No results for your pair yet.");
    assert_eq!(four["now"]["table"], 2);
    let now = four["now"]["words"].as_str().unwrap();
    assert!(now.contains("sitting East–West, against Pair 3 ("), "{now}");
    assert!(
        PairState::with(
            &party,
            cinch_party::transcript::evening::Evening::of(&party, 0)
                .duplicate()
                .unwrap(),
            PairId::ns(1)
        )
        .is_none(),
        "no N–S pairs in the Howell"
    );
    // Every tray in: where both pairs of table 2 go.
    for (t, trays) in party.state().duplicate().unwrap().dup.missing() {
        for tray in trays {
            let play =
                cinch_party::simulate::duplicate::random_play(&mut cinch_party::rules::shuffler(1));
            let at = cinch_party::simulate::start_time() + chrono::Duration::hours(1);
            party
                .apply(
                    cinch_party::rules::Action::TrayResult {
                        round: 1,
                        table: t,
                        tray,
                        play,
                    },
                    at,
                )
                .unwrap();
        }
    }
    let table = serde_json::to_value(DupTableState::with(
        &party,
        cinch_party::transcript::evening::Evening::of(&party, 0).duplicate(),
        2,
    ))
    .unwrap();
    let after: Vec<&str> = table["words"]["after"]
        .as_array()
        .unwrap()
        .iter()
        .map(|w| w.as_str().unwrap())
        .collect();
    assert_eq!(
        after,
        [
            "After the round Pair 3 goes from table 2 to table 1, East–West.",
            "After the round Pair 4 stays at table 2 and sits North–South."
        ]
    );
    let four = serde_json::to_value(
        PairState::with(
            &party,
            cinch_party::transcript::evening::Evening::of(&party, 0)
                .duplicate()
                .unwrap(),
            PairId::howell(4),
        )
        .unwrap(),
    )
    .unwrap();
    // R-DUP-13: while the evening is played a pair's page has its own trays and no
    // place among the others.
    assert!(four["place"].is_null(), "{four}");
    assert_eq!(
        four["trays"].as_array().unwrap().len() as u64,
        four["trays_played"].as_u64().unwrap(),
        "{four}"
    );
    assert_eq!(four["next"]["table"], 2);
}
