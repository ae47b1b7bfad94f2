//! Duplicate Cinch (R-DUP) from outside: properties over random evenings, the command
//! line's JSON in the documented shape checked against an independent recount, a saved
//! evening's report, and hostile duplicate files refused.

use std::collections::BTreeSet;

use crate::support::duplicate::*;
use cinch_party::rules::Action;
use cinch_party::rules::duplicate::{DupMethod, PairId, TrayPlay};
use cinch_party::rules::duplicate_score::standings;
use cinch_party::simulate::duplicate::{DuplicateOptions, simulate_duplicate};
use cinch_party::transcript::Transcript;
use proptest::prelude::*;
use proptest::test_runner::FileFailurePersistence;

fn options(pairs: u32, k: u8, rounds: Option<u32>, seed: u64) -> DuplicateOptions {
    DuplicateOptions {
        seed,
        pairs,
        trays_per_table: k,
        rounds,
        ..DuplicateOptions::default()
    }
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 48,
        failure_persistence: Some(Box::new(FileFailurePersistence::Off)),
        ..ProptestConfig::default()
    })]

    /// R-DUP-3/4/5/6/8: over random sizes (1 to 30 tables, 1 to 4 trays, odd and even
    /// pairs, stopped early or not), no pair plays a tray twice; a full evening without
    /// a phantom gives every pair every tray; each direction's plus/minus adds up to zero
    /// on every tray.
    #[test]
    fn no_pair_plays_a_tray_twice_and_plus_minus_sums_to_zero_on_every_tray(
        pairs in 4u32..=60,
        k in 1u8..=4,
        stop in proptest::option::of(1u32..=8),
        seed in any::<u64>(),
    ) {
        let party = simulate_duplicate(&options(pairs, k, stop, seed)).unwrap();
        let movement = *party.state().duplicate().unwrap().dup.fixed_movement().unwrap();
        let played = trays_played(&party);
        for (pair, trays) in &played {
            let distinct: BTreeSet<_> = trays.iter().collect();
            prop_assert_eq!(distinct.len(), trays.len(), "{:?} played a tray twice", pair);
        }
        let full = stop.is_none_or(|s| s >= movement.rounds());
        if full && !movement.phantom {
            let all: Vec<u32> = (1..=movement.trays()).collect();
            for trays in played.values() {
                let mut sorted = trays.clone();
                sorted.sort_unstable();
                prop_assert_eq!(&sorted, &all);
            }
        }
        let s = standings(party.state().duplicate().unwrap());
        for traveller in &s.travellers {
            let total: f64 = traveller.lines.iter().filter_map(|l| l.plus_minus).sum();
            prop_assert!(total.abs() < 1e-6, "tray {}: {}", traveller.tray, total);
        }
        for &group in movement.groups() {
            let total: f64 = s.group(group).filter_map(|p| p.plus_minus).sum();
            prop_assert!(total.abs() < 1e-6);
        }
    }

    /// R-DUP-11: a correction of one tray at one table changes the standings of the pairs
    /// who played that tray, and nobody else's.
    #[test]
    fn a_correction_changes_only_the_standings_it_should(
        pairs in 4u32..=40,
        k in 1u8..=4,
        seed in any::<u64>(),
        pick in any::<prop::sample::Index>(),
        matchpoints in any::<bool>(),
    ) {
        let mut o = options(pairs, k, None, seed);
        if matchpoints {
            o.method = DupMethod::Matchpoints;
        }
        let mut party = simulate_duplicate(&o).unwrap();
        let before = standings(party.state().duplicate().unwrap());
        // A tray played somewhere: change what happened there.
        let lines: Vec<_> = before
            .travellers
            .iter()
            .flat_map(|t| t.lines.iter().map(move |l| (t.tray, l)))
            .filter(|(_, l)| l.ew_pair.is_some())
            .collect();
        let (tray, line) = lines[pick.index(lines.len())];
        let play = match line.play {
            Some(TrayPlay::NotPlayed) => cinch_party::simulate::duplicate::random_play(&mut cinch_party::rules::shuffler(seed)),
            _ => TrayPlay::NotPlayed,
        };
        party
            .apply(
                Action::CorrectTray { round: line.round, table: line.table, tray, play },
                cinch_party::simulate::start_time(),
            )
            .unwrap();
        let after = standings(party.state().duplicate().unwrap());
        let touched: BTreeSet<PairId> = before.travellers[(tray - 1) as usize]
            .lines
            .iter()
            .filter_map(|l| l.ew_pair.map(|ew| [l.ns_pair, ew]))
            .flatten()
            .collect();
        for pair in &before.pairs {
            let now = after.of(pair.id()).unwrap();
            if !touched.contains(&pair.id()) {
                prop_assert_eq!(now.plus_minus.is_some(), pair.plus_minus.is_some());
                let change = now.plus_minus.unwrap_or(0.0) - pair.plus_minus.unwrap_or(0.0);
                prop_assert!(change.abs() < 1e-9);
                prop_assert_eq!(now.percent, pair.percent);
                prop_assert_eq!(now.trays, pair.trays);
            }
        }
        // Only that tray's traveller changed.
        for (b, a) in before.travellers.iter().zip(&after.travellers) {
            if b.tray != tray {
                prop_assert_eq!(b, a);
            }
        }
    }
}

#[test]
fn simulate_duplicate_prints_the_documented_json_and_it_recounts() {
    for (pairs, k, method, extra) in [
        ("14", "4", "plus-minus", vec![]),
        ("12", "4", "matchpoints", vec!["--deal-scoring", "set-back"]),
        ("9", "3", "plus-minus", vec!["--rounds", "2"]),
        ("12", "3", "matchpoints", vec![]),
    ] {
        let mut args = vec![
            "simulate",
            "--duplicate",
            "--pairs",
            pairs,
            "--trays-per-table",
            k,
            "--duplicate-method",
            method,
            "--seed",
            "66",
            "--json",
        ];
        args.extend(extra.iter().copied());
        let out = crate::support::cli::run(&args);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        assert_eq!(json["scoring"], "duplicate");
        let dup = &json["duplicate"];
        for field in [
            "tables",
            "trays_per_table",
            "movement",
            "method",
            "pairs",
            "rounds",
            "standings",
            "winners",
            "over",
        ] {
            assert!(!dup[field].is_null(), "{field}");
        }
        assert!(
            ["mitchell", "foster", "skip_mitchell"].contains(&dup["movement"].as_str().unwrap())
        );
        let pair = &dup["pairs"][0];
        assert_eq!(pair["direction"], "ns");
        assert_eq!(pair["players"].as_array().unwrap().len(), 2);
        let tray = &dup["rounds"][0]["tables"][0]["trays"][0];
        for field in [
            "tray",
            "dealer",
            "played",
            "bidder",
            "bid",
            "ns_points",
            "ew_points",
            "revoke",
            "ns_score",
            "ew_score",
        ] {
            assert!(tray.get(field).is_some(), "{field}: {tray}");
        }
        // Not played: zero points and scores.
        for table in dup["rounds"]
            .as_array()
            .unwrap()
            .iter()
            .flat_map(|r| r["tables"].as_array().unwrap())
        {
            for t in table["trays"].as_array().unwrap() {
                if !t["played"].as_bool().unwrap() {
                    assert_eq!(
                        (t["ns_points"].as_u64(), t["ew_score"].as_i64()),
                        (Some(0), Some(0))
                    );
                }
            }
        }
        recount(&json);
        // The same as the library's own transcript.
        let options = DuplicateOptions {
            seed: 66,
            pairs: pairs.parse().unwrap(),
            trays_per_table: k.parse().unwrap(),
            method: if method == "matchpoints" {
                DupMethod::Matchpoints
            } else {
                DupMethod::PlusMinus
            },
            rounds: extra
                .iter()
                .position(|a| *a == "--rounds")
                .map(|i| extra[i + 1].parse().unwrap()),
            deal_scoring: if extra.contains(&"set-back") {
                cinch_party::rules::deal::DealScoring::SetBack
            } else {
                cinch_party::rules::deal::DealScoring::Standard
            },
            open_round: false,
            two_tables: cinch_party::rules::duplicate::TwoTables::Howell,
            names: Vec::new(),
        };
        let expected =
            serde_json::to_value(Transcript::of(&simulate_duplicate(&options).unwrap())).unwrap();
        assert_eq!(json, expected);
    }
}

#[test]
fn a_saved_duplicate_evening_reports_the_same_and_bad_options_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("dup.ron");
    let p = path.to_str().unwrap();
    let out = crate::support::cli::run(&[
        "simulate",
        "--duplicate",
        "--pairs",
        "11",
        "--trays-per-table",
        "2",
        "--json",
        "--save",
        p,
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let report = crate::support::cli::run(&["report", p, "--json"]);
    assert_eq!(
        serde_json::from_slice::<serde_json::Value>(&report.stdout).unwrap(),
        serde_json::from_slice::<serde_json::Value>(&out.stdout).unwrap()
    );
    let text = String::from_utf8(crate::support::cli::run(&["report", p]).stdout).unwrap();
    assert!(
        // The movement named in words (issue 54: the code "skip mitchell" read badly).
        text.contains("Duplicate Cinch: 6 tables, 2 trays a table, Foster's movement"),
        "{text}"
    );
    assert!(text.contains("North–South winners: ") || text.contains("North–South: tied for first"));
    for (args, words) in [
        (
            vec!["simulate", "--duplicate", "--pairs", "1"],
            "Duplicate Cinch needs at least four pairs; there is one.",
        ),
        (
            vec!["simulate", "--duplicate", "--pairs", "1001"],
            "1001 is not in 0..=1000",
        ),
        (
            vec!["simulate", "--duplicate", "--trays-per-table", "5"],
            "5 is not in 1..=4",
        ),
        (
            vec!["simulate", "--duplicate", "--duplicate-method", "best"],
            "invalid value 'best'",
        ),
    ] {
        let out = crate::support::cli::run(&args);
        assert!(!out.status.success(), "{args:?}");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(stderr.contains(words), "{args:?}: {stderr}");
    }
}

#[test]
fn hostile_duplicate_files_are_refused_in_words_and_never_overwritten() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("dup.ron");
    let p = path.to_str().unwrap();
    assert!(
        crate::support::cli::run(&["simulate", "--duplicate", "--pairs", "6", "--save", p])
            .status
            .success()
    );
    let good = std::fs::read_to_string(&path).unwrap();
    let tray_line = good
        .lines()
        .find(|l| l.contains("TrayResult"))
        .unwrap()
        .to_owned();
    for (what, text) in [
        (
            "a tray at a table that does not have it",
            good.replace(&tray_line, &tray_line.replacen("tray:", "tray:9", 1)),
        ),
        (
            "a tray reported twice",
            good.replace(&tray_line, &format!("{tray_line}\n{tray_line}")),
        ),
        (
            "a guest in two pairs",
            good.replacen("players:(0,1)", "players:(0,0)", 1),
        ),
        (
            "trays per table out of range",
            good.replacen("trays_per_table:2", "trays_per_table:9", 1),
        ),
        (
            "a pair of a guest who does not exist",
            good.replacen("players:(0,1)", "players:(0,4000)", 1),
        ),
    ] {
        assert_ne!(text, good, "{what}: the file was not changed by the test");
        std::fs::write(&path, &text).unwrap();
        let out = crate::support::cli::run(&["report", p]);
        assert!(!out.status.success(), "{what} was accepted");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(stderr.contains("Cannot open"), "{what}: {stderr}");
        assert_eq!(
            std::fs::read_to_string(&path).unwrap(),
            text,
            "{what}: the file was touched"
        );
    }
}

#[test]
fn a_pairs_evening_shows_each_tray_with_its_result_and_the_same_cards_elsewhere() {
    use cinch_party::transcript::dup_view::{DupView, parse_pair_tag};
    assert_eq!(parse_pair_tag("E–W 3"), Some(PairId::ew(3)));
    assert_eq!(parse_pair_tag("ns12"), Some(PairId::ns(12)));
    assert_eq!(parse_pair_tag("n-s 4"), Some(PairId::ns(4)));
    assert_eq!(parse_pair_tag("Pair 2"), Some(PairId::howell(2)));
    assert_eq!(parse_pair_tag("p3"), Some(PairId::howell(3)));
    assert_eq!(parse_pair_tag("Ann"), None);
    assert_eq!(parse_pair_tag("ew"), None);
    for (pairs, k) in [(9, 2), (12, 4), (8, 1), (4, 2), (4, 3)] {
        let party = simulate_duplicate(&options(pairs, k, None, 5)).unwrap();
        let state = party.state();
        let view = DupView::of(state.duplicate().unwrap());
        let played = trays_played(&party);
        {
            for pair in view.pairs().collect::<Vec<_>>() {
                let direction = pair.group;
                let evening = view.pair_evening(pair);
                assert_eq!(
                    evening.rounds.len(),
                    state.duplicate().unwrap().dup.rounds().len()
                );
                // Every tray at the pair's tables, once; a result where it was played.
                let mut trays: Vec<u32> = evening
                    .rounds
                    .iter()
                    .flat_map(|r| &r.trays)
                    .map(|t| t.tray)
                    .collect();
                for tray in evening.rounds.iter().flat_map(|r| &r.trays) {
                    assert_eq!(
                        tray.result.is_some(),
                        tray.outcome != "not played" && tray.outcome != "not reported",
                        "{tray:?}"
                    );
                }
                trays.sort_unstable();
                let mut expected = played.get(&pair).cloned().unwrap_or_default();
                expected.sort_unstable();
                assert_eq!(trays, expected, "{pair:?}");
                // Its plus/minus is its result against the mean of all results (R-DUP-8).
                let mut total = 0.0;
                for tray in evening.rounds.iter().flat_map(|r| &r.trays) {
                    let Some(result) = tray.result else { continue };
                    let all: Vec<i64> = tray
                        .elsewhere
                        .iter()
                        .map(|(_, r)| *r)
                        .chain([result])
                        .collect();
                    let mean = all.iter().sum::<i64>() as f64 / all.len() as f64;
                    total += result as f64 - mean;
                }
                let standing = view.standings.of(pair).unwrap();
                let score = standing.plus_minus.unwrap_or(0.0);
                assert!(
                    (total - score).abs() < 1e-6,
                    "{direction:?} {pair:?}: {total} against {score}"
                );
            }
        }
    }
}
