//! Duplicate evenings under test: one saved to a file, its trays played, and the JSON
//! transcript recounted from its own rows.

use cinch_party::rules::Party;
use cinch_party::rules::duplicate::PairId;
use std::collections::BTreeMap;

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

/// Every tray each pair played, from the movement over the rounds played.
pub fn trays_played(party: &Party) -> BTreeMap<PairId, Vec<u32>> {
    let dup = party.state().duplicate().unwrap().dup;
    let movement = dup.fixed_movement().unwrap();
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
