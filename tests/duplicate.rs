//! Duplicate Cinch (R-DUP) from outside: properties over random evenings, the command
//! line's JSON in the documented shape checked against an independent recount, a saved
//! evening's report, and hostile duplicate files refused.

use std::collections::{BTreeMap, BTreeSet};

use cinch_party::rules::duplicate::score::standings;
use cinch_party::rules::duplicate::{DupMethod, PairId, TrayPlay};
use cinch_party::rules::{Action, Party};
use cinch_party::simulate::duplicate::{DuplicateOptions, simulate_duplicate};
use cinch_party::transcript::Transcript;
use proptest::prelude::*;
use proptest::test_runner::FileFailurePersistence;

/// A duplicate rehearsal saved at `path` by the command line: `pairs` pairs, `trays` a
/// table, `rounds` rounds played (the last left open, started, when `open`).
pub fn saved_duplicate(path: &std::path::Path, pairs: u32, trays: u32, rounds: u32, open: bool) {
    let (pairs, trays, rounds) = (pairs.to_string(), trays.to_string(), rounds.to_string());
    let mut args = vec![
        "simulate",
        "--duplicate",
        "--pairs",
        &pairs,
        "--trays-per-table",
        &trays,
        "--rounds",
        &rounds,
        "--save",
        path.to_str().unwrap(),
    ];
    if open {
        args.push("--open-round");
    }
    let out = crate::support::cli::run(&args);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

fn options(pairs: u32, k: u8, rounds: Option<u32>, seed: u64) -> DuplicateOptions {
    DuplicateOptions {
        seed,
        pairs,
        trays_per_table: k,
        rounds,
        ..DuplicateOptions::default()
    }
}

/// Every tray each pair played, from the movement over the rounds played.
pub fn trays_played(party: &Party) -> BTreeMap<PairId, Vec<u32>> {
    let dup = party.state().duplicate();
    let movement = dup.movement().unwrap();
    let mut played: BTreeMap<PairId, Vec<u32>> = BTreeMap::new();
    for round in dup.rounds() {
        for table in 1..=movement.tables {
            let Some(ew) = movement.ew_at(round.number, table) else {
                continue;
            };
            let ns = movement.ns_at(round.number, table);
            for tray in movement.trays_at(round.number, table) {
                played.entry(ns).or_default().push(tray);
                played.entry(ew).or_default().push(tray);
            }
        }
    }
    played
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
        let movement = *party.state().duplicate().movement().unwrap();
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
        let s = standings(party.state());
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
        let before = standings(party.state());
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
        let after = standings(party.state());
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

/// The documented JSON of `simulate --duplicate`, recounted from its own rounds by a
/// model written here (plus/minus tray by tray, matchpoints, places and winners). In the
/// two-table Howell (R-DUP-12) the tables' pair numbers are those of the one listing,
/// "all"; a pair with no tray played has no score, no place and never wins (R-DUP-8).
pub fn recount(json: &serde_json::Value) {
    let dup = &json["duplicate"];
    let (ns_group, ew_group) = if dup["movement"] == "howell" {
        ("all", "all")
    } else {
        ("ns", "ew")
    };
    let mut by_tray: BTreeMap<u64, Vec<(String, String, i64)>> = BTreeMap::new();
    for round in dup["rounds"].as_array().unwrap() {
        for table in round["tables"].as_array().unwrap() {
            let Some(ew) = table["ew_pair"].as_u64() else {
                continue;
            };
            let ns = table["ns_pair"].as_u64().unwrap();
            for tray in table["trays"].as_array().unwrap() {
                if tray["played"].as_bool().unwrap() {
                    let result =
                        tray["ns_score"].as_i64().unwrap() - tray["ew_score"].as_i64().unwrap();
                    let key = tray["tray"].as_u64().unwrap();
                    by_tray.entry(key).or_default().push((
                        format!("{ns_group}{ns}"),
                        format!("{ew_group}{ew}"),
                        result,
                    ));
                }
            }
        }
    }
    let method = dup["method"].as_str().unwrap();
    let mut pm: BTreeMap<String, f64> = BTreeMap::new();
    let mut pct: BTreeMap<String, Vec<f64>> = BTreeMap::new();
    let mut count: BTreeMap<String, u64> = BTreeMap::new();
    for results in by_tray.values() {
        let n = results.len() as f64;
        let average = results.iter().map(|r| r.2 as f64).sum::<f64>() / n;
        for (ns, ew, r) in results {
            let mine = *r as f64;
            let beat = results.iter().filter(|o| mine > o.2 as f64).count() as f64;
            let tie = results.iter().filter(|o| mine == o.2 as f64).count() as f64 - 1.0;
            let lost = n - 1.0 - beat - tie;
            let ns_pct = if n > 1.0 {
                100.0 * (2.0 * beat + tie) / (2.0 * (n - 1.0))
            } else {
                50.0
            };
            let ew_pct = if n > 1.0 {
                100.0 * (2.0 * lost + tie) / (2.0 * (n - 1.0))
            } else {
                50.0
            };
            for (key, value, p) in [
                (ns.clone(), mine - average, ns_pct),
                (ew.clone(), average - mine, ew_pct),
            ] {
                *pm.entry(key.clone()).or_default() += value;
                pct.entry(key.clone()).or_default().push(p);
                *count.entry(key).or_default() += 1;
            }
        }
    }
    let key = |s: &serde_json::Value| format!("{}{}", s["direction"].as_str().unwrap(), s["pair"]);
    // What ranks a pair by the model: its percentage or its plus/minus; none without a tray.
    let value = |s: &serde_json::Value| -> Option<f64> {
        let k = key(s);
        count.get(&k)?;
        Some(match method {
            "matchpoints" => {
                let list = &pct[&k];
                list.iter().sum::<f64>() / list.len() as f64
            }
            _ => pm[&k],
        })
    };
    let standings = dup["standings"].as_array().unwrap();
    for s in standings {
        let key = key(s);
        assert_eq!(
            s["trays"].as_u64().unwrap(),
            count.get(&key).copied().unwrap_or(0),
            "{key}"
        );
        let Some(mine) = value(s) else {
            // No tray: no score, no place (R-DUP-8).
            for field in ["plus_minus", "percent", "place"] {
                assert!(
                    s[field].is_null(),
                    "{key} has a {field} without a tray: {s}"
                );
            }
            continue;
        };
        let want = pm[&key];
        assert!(
            (s["plus_minus"].as_f64().unwrap() - want).abs() <= 0.0051,
            "{key}: {s} v {want}"
        );
        match method {
            "matchpoints" => assert!((s["percent"].as_f64().unwrap() - mine).abs() <= 0.0051),
            _ => assert!(s["percent"].is_null()),
        }
        // Its place: one more than the pairs of its listing strictly ahead of it.
        let ahead = standings
            .iter()
            .filter(|o| o["direction"] == s["direction"])
            .filter_map(&value)
            .filter(|v| *v > mine + 1e-6)
            .count() as u64;
        assert_eq!(s["place"].as_u64(), Some(ahead + 1), "{key}: {s}");
    }
    // The winners: the best of each listing among the pairs that played, every pair level
    // with it; none before any has played.
    for w in dup["winners"].as_array().unwrap() {
        let d = w["direction"].as_str().unwrap();
        let rows: Vec<(u64, f64)> = standings
            .iter()
            .filter(|s| s["direction"] == d)
            .filter_map(|s| Some((s["pair"].as_u64().unwrap(), value(s)?)))
            .collect();
        let best = rows.iter().map(|r| r.1).fold(f64::MIN, f64::max);
        let mut top: Vec<u64> = rows
            .iter()
            .filter(|r| (r.1 - best).abs() < 1e-6)
            .map(|r| r.0)
            .collect();
        top.sort_unstable();
        let mut said: Vec<u64> = w["pairs"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p.as_u64().unwrap())
            .collect();
        said.sort_unstable();
        assert_eq!(said, top, "{d}");
    }
    let listings: Vec<&str> = dup["winners"]
        .as_array()
        .unwrap()
        .iter()
        .map(|w| w["direction"].as_str().unwrap())
        .collect();
    let expected: &[&str] = if ns_group == "all" {
        &["all"]
    } else {
        &["ns", "ew"]
    };
    assert_eq!(listings, expected);
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
        text.contains("Duplicate Cinch: 6 tables, 2 trays a table (foster)"),
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
        let view = DupView::of(state).unwrap();
        let played = trays_played(&party);
        {
            for pair in view.pairs().collect::<Vec<_>>() {
                let direction = pair.group;
                let evening = view.pair_evening(state, pair);
                assert_eq!(evening.rounds.len(), state.duplicate().rounds().len());
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
