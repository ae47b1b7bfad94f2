//! `cinch-party season --json` against an independent recount: twelve evenings rehearsed
//! on the command line with the same people (`simulate --names-from`, both kinds, one
//! left in play and one of pairs all evening), a member list with a spelling joined,
//! and the ladders worked out again here from each evening's own transcript (`report
//! --json`): stars and prizes as the transcript gives them, matchpoints recomputed from
//! the raw tray scores. Also: the CLI's refusals, and a damaged file named, not fatal.

use std::collections::BTreeMap;
use std::path::Path;

use cinch_party::rules::Side;
use cinch_party::season::files;
use serde_json::{Value, json};

use crate::support::cli::run;

const NAMES: &str = "Ann Abbott\tlady\nBea Baker\tlady\nCora Cole\tlady\nDot Dean\tlady\n\
Eve Ellis\tlady\nFay Fox\tlady\nAl Adams\tgentleman\nBob Brown\tgentleman\n\
Cal Cook\tgentleman\nDan Dunn\tgentleman\nEd Eyre\tgentleman\nFred Finch\tgentleman\n\
Ivy Irons\nJo Jones\n";

fn cli(saves: &Path, args: &[&str]) -> String {
    let mut all: Vec<&str> = args.to_vec();
    let dir = saves.to_str().unwrap();
    all.extend(["--saves-dir", dir]);
    let out = run(&all);
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// The same key the rules give: trimmed, spaces folded, case ignored.
fn key(name: &str) -> String {
    name.split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase()
}

/// What one evening gave each player, recounted from its transcript.
enum Gave {
    Stars([u32; 3], u32),
    Percent(f64),
    Nothing,
}

struct Evening {
    file: String,
    title: String,
    kind: &'static str,
    over: bool,
    /// In the guest list's order: name, side, what it gave.
    players: Vec<(String, String, Gave)>,
}

/// R-DUP-9 recomputed from the tray scores: each pair's mean percentage.
fn matchpoints(dup: &Value) -> BTreeMap<(String, u64), f64> {
    let mut per_tray: BTreeMap<u64, Vec<(u64, u64, i64)>> = BTreeMap::new();
    for round in dup["rounds"].as_array().unwrap() {
        for table in round["tables"].as_array().unwrap() {
            let Some(ew) = table["ew_pair"].as_u64() else {
                continue;
            };
            let ns = table["ns_pair"].as_u64().unwrap();
            for tray in table["trays"].as_array().unwrap() {
                if tray["played"] == true {
                    let result =
                        tray["ns_score"].as_i64().unwrap() - tray["ew_score"].as_i64().unwrap();
                    per_tray
                        .entry(tray["tray"].as_u64().unwrap())
                        .or_default()
                        .push((ns, ew, result));
                }
            }
        }
    }
    let pct = |mine: i64, all: &[i64]| {
        if all.len() == 1 {
            return 50.0;
        }
        let points: f64 = all
            .iter()
            .map(|&o| {
                if mine > o {
                    2.0
                } else if mine == o {
                    1.0
                } else {
                    0.0
                }
            })
            .sum::<f64>()
            - 1.0;
        100.0 * points / (2.0 * (all.len() as f64 - 1.0))
    };
    let mut got: BTreeMap<(String, u64), Vec<f64>> = BTreeMap::new();
    for lines in per_tray.values() {
        let results: Vec<i64> = lines.iter().map(|l| l.2).collect();
        let negated: Vec<i64> = results.iter().map(|r| -r).collect();
        for &(ns, ew, r) in lines {
            got.entry(("ns".into(), ns))
                .or_default()
                .push(pct(r, &results));
            got.entry(("ew".into(), ew))
                .or_default()
                .push(pct(-r, &negated));
        }
    }
    got.into_iter()
        .map(|(k, v)| (k, v.iter().sum::<f64>() / v.len() as f64))
        .collect()
}

fn recount_evening(saves: &Path, file: &str, over: bool) -> Evening {
    let report: Value = serde_json::from_str(&cli(saves, &["report", file, "--json"])).unwrap();
    let title = cinch_party::store::load(&saves.join(file)).unwrap().0.title;
    let guests: Vec<(String, String)> = report["guests"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| {
            (
                g["name"].as_str().unwrap().to_owned(),
                g["side"].as_str().unwrap().to_owned(),
            )
        })
        .collect();
    let (kind, players) = if let Some(dup) = report.get("duplicate") {
        let percent = matchpoints(dup);
        let mut of: BTreeMap<String, Gave> = BTreeMap::new();
        for pair in dup["pairs"].as_array().unwrap() {
            let tag = (
                pair["direction"].as_str().unwrap().to_owned(),
                pair["pair"].as_u64().unwrap(),
            );
            for player in pair["players"].as_array().unwrap() {
                let gave = percent
                    .get(&tag)
                    .map_or(Gave::Nothing, |p| Gave::Percent(*p));
                of.insert(player.as_str().unwrap().to_owned(), gave);
            }
        }
        let players = guests
            .into_iter()
            .filter_map(|(n, s)| of.remove(&n).map(|g| (n, s, g)))
            .collect();
        ("duplicate", players)
    } else if report["scoring"] == "star game" {
        let mut prizes: BTreeMap<String, u32> = BTreeMap::new();
        for prize in report["prizes"].as_array().unwrap() {
            if prize["status"] == "awarded" {
                *prizes
                    .entry(prize["winner"].as_str().unwrap().to_owned())
                    .or_default() += 1;
            }
        }
        // Those who sat at a table in some round (a guest who waited all evening did not
        // play it).
        let seated: std::collections::BTreeSet<String> = report["rounds"]
            .as_array()
            .unwrap()
            .iter()
            .flat_map(|r| r["tables"].as_array().unwrap().iter())
            .flat_map(|t| {
                ["north", "east", "south", "west"].map(|seat| t[seat].as_str().unwrap().to_owned())
            })
            .collect();
        let players = guests
            .into_iter()
            .filter(|(n, _)| seated.contains(n))
            .map(|(n, s)| {
                let st = &report["stars"][&n];
                let stars = ["gold", "red", "green"].map(|c| st[c].as_u64().unwrap() as u32);
                let won = prizes.get(&n).copied().unwrap_or(0);
                (n, s, Gave::Stars(stars, won))
            })
            .collect();
        ("stars", players)
    } else {
        (
            "pairs",
            guests
                .into_iter()
                .map(|(n, s)| (n, s, Gave::Nothing))
                .collect(),
        )
    };
    Evening {
        file: file.to_owned(),
        title,
        kind,
        over,
        players,
    }
}

/// The R-PRIZE-3 chain as a sort key, best first.
fn chain(s: [u32; 3]) -> (i64, i64, i64) {
    (-i64::from(s[0]), -i64::from(s[1]), i64::from(s[2]))
}

/// A star row recounted: placed or not, the sums, the name, the row's JSON.
type StarRecount = (Option<u32>, [u32; 3], String, Value);

struct Person {
    name: String,
    side: Option<String>,
    stars: Vec<(usize, [u32; 3], u32)>,
    percents: Vec<(usize, f64)>,
    latest_side: Option<String>,
}

/// The ladders, recounted: members from the list by key or alias, best N, M, places.
fn recount(
    evenings: &[Evening],
    members: &[(&str, Option<&str>, &[&str])],
    best: usize,
    min: usize,
) -> Value {
    let mut people: BTreeMap<String, Person> = BTreeMap::new();
    let mut unmatched = Vec::new();
    for (i, e) in evenings.iter().enumerate() {
        for (name, side, gave) in &e.players {
            let member = members.iter().find(|(m, _, aliases)| {
                key(m) == key(name) || aliases.iter().any(|a| key(a) == key(name))
            });
            let id = member.map_or_else(|| key(name), |m| format!("member {}", m.0));
            if member.is_none() && !people.contains_key(&id) {
                unmatched.push(name.clone());
            }
            let person = people.entry(id).or_insert_with(|| Person {
                name: member.map_or(name.clone(), |m| m.0.to_owned()),
                side: member.and_then(|m| m.1.map(str::to_owned)),
                stars: Vec::new(),
                percents: Vec::new(),
                latest_side: None,
            });
            if e.kind != "duplicate" {
                person.latest_side = Some(side.clone());
            }
            match gave {
                Gave::Stars(s, p) if e.over => person.stars.push((i, *s, *p)),
                Gave::Percent(p) if e.over => person.percents.push((i, *p)),
                _ => {}
            }
        }
    }
    let files = |idx: &[usize]| -> Vec<String> {
        let mut idx = idx.to_vec();
        idx.sort();
        idx.iter().map(|&i| evenings[i].file.clone()).collect()
    };
    let mut groups: BTreeMap<&str, Vec<StarRecount>> = BTreeMap::new();
    let mut dup = Vec::new();
    for p in people.values() {
        if !p.stars.is_empty() {
            let mut s = p.stars.clone();
            s.sort_by_key(|(i, st, _)| (chain(*st), *i));
            let counted: Vec<usize> = s.iter().take(best).map(|x| x.0).collect();
            let mut sum = [0u32; 3];
            for (_, st, _) in s.iter().take(best) {
                for c in 0..3 {
                    sum[c] += st[c];
                }
            }
            let side = p.side.clone().or(p.latest_side.clone()).unwrap();
            let group = if side == "lady" {
                "ladies"
            } else {
                "gentlemen"
            };
            let placed = (p.stars.len() >= min).then_some(0);
            let row = json!({"member": p.name, "place": null, "gold": sum[0], "red": sum[1], "green": sum[2],
                "evenings": p.stars.len(), "counted": files(&counted), "prizes": p.stars.iter().map(|x| x.2).sum::<u32>()});
            groups
                .entry(group)
                .or_default()
                .push((placed, sum, p.name.clone(), row));
        }
        if !p.percents.is_empty() {
            let mut s = p.percents.clone();
            s.sort_by(|a, b| b.1.partial_cmp(&a.1).unwrap().then(a.0.cmp(&b.0)));
            let counted: Vec<(usize, f64)> = s.iter().take(best).copied().collect();
            let mean = counted.iter().map(|x| x.1).sum::<f64>() / counted.len() as f64;
            let placed = p.percents.len() >= min;
            let idx: Vec<usize> = counted.iter().map(|x| x.0).collect();
            dup.push((placed, mean, p.name.clone(), json!({"member": p.name, "place": null,
                "percent": (mean * 100.0).round() / 100.0, "evenings": p.percents.len(), "counted": files(&idx)})));
        }
    }
    let star_ladders: Vec<Value> = ["ladies", "gentlemen"]
        .iter()
        .map(|g| {
            let mut rows = groups.remove(g).unwrap_or_default();
            rows.sort_by(|a, b| {
                (
                    a.0.is_none(),
                    if a.0.is_some() { chain(a.1) } else { (0, 0, 0) },
                    key(&a.2),
                )
                    .cmp(&(
                        b.0.is_none(),
                        if b.0.is_some() { chain(b.1) } else { (0, 0, 0) },
                        key(&b.2),
                    ))
            });
            let mut out = Vec::new();
            for i in 0..rows.len() {
                let mut row = rows[i].3.clone();
                if rows[i].0.is_some() {
                    let first = (0..=i)
                        .find(|&j| rows[j].0.is_some() && rows[j].1 == rows[i].1)
                        .unwrap();
                    row["place"] = json!(first + 1);
                }
                out.push(row);
            }
            json!({"group": g, "rows": out})
        })
        .collect();
    dup.sort_by(|a, b| {
        (!a.0)
            .cmp(&!b.0)
            .then(if a.0 && b.0 && (a.1 - b.1).abs() > 1e-9 {
                b.1.partial_cmp(&a.1).unwrap()
            } else {
                std::cmp::Ordering::Equal
            })
            .then(key(&a.2).cmp(&key(&b.2)))
    });
    let duplicate_ladder: Vec<Value> = (0..dup.len())
        .map(|i| {
            let mut row = dup[i].3.clone();
            if dup[i].0 {
                let first = (0..=i)
                    .find(|&j| dup[j].0 && (dup[j].1 - dup[i].1).abs() < 1e-9)
                    .unwrap();
                row["place"] = json!(first + 1);
            }
            row
        })
        .collect();
    json!({"star_ladders": star_ladders, "duplicate_ladder": duplicate_ladder, "unmatched": unmatched})
}

#[test]
fn the_season_json_is_what_an_independent_recount_of_twelve_evenings_says() {
    let saves = tempfile::tempdir().unwrap();
    let dir = saves.path();
    let names = dir.join("names.txt");
    std::fs::write(&names, NAMES).unwrap();
    let names = names.to_str().unwrap();
    let mut made: Vec<(String, bool)> = Vec::new();
    for seed in 1..=6u64 {
        let file = format!("star-{seed}.ron");
        let seed_text = seed.to_string();
        let at = seed as usize - 1;
        let (l, g) = (
            ["4", "4", "6", "6", "4", "6"][at],
            ["4", "6", "4", "6", "4", "6"][at],
        );
        let mut args = vec![
            "simulate",
            "--seed",
            &seed_text,
            "--ladies",
            l,
            "--gentlemen",
            g,
            "--rounds",
            "3",
            "--names-from",
            names,
            "--save",
            &file,
        ];
        let open = seed == 3;
        if open {
            args.push("--open-round");
        }
        cli(dir, &args);
        made.push((file, !open));
    }
    for seed in 7..=11u64 {
        let file = format!("dup-{seed}.ron");
        let pairs = ["5", "6", "7", "5", "6"][seed as usize - 7];
        let method = if seed % 2 == 0 {
            "matchpoints"
        } else {
            "plus-minus"
        };
        cli(
            dir,
            &[
                "simulate",
                "--duplicate",
                "--pairs",
                pairs,
                "--trays-per-table",
                "2",
                "--duplicate-method",
                method,
                "--seed",
                &seed.to_string(),
                "--names-from",
                names,
                "--save",
                &file,
            ],
        );
        made.push((file, true));
    }
    cli(
        dir,
        &[
            "simulate",
            "--scoring",
            "pairs",
            "--ladies",
            "4",
            "--gentlemen",
            "4",
            "--rounds",
            "2",
            "--seed",
            "12",
            "--names-from",
            names,
            "--save",
            "pairs-12.ron",
        ],
    );
    made.push(("pairs-12.ron".to_owned(), true));
    // The member list: some with their side, one written another way with a spelling joined.
    let members: [(&str, Option<&str>, &[&str]); 4] = [
        ("Annie Abbott", Some("lady"), &["ann  abbott"]),
        ("Bob Brown", Some("gentleman"), &[]),
        ("Ivy Irons", Some("gentleman"), &[]),
        ("Zed Zane", None, &[]),
    ];
    files::update_members(dir, |list| {
        for (name, side, aliases) in members {
            let side = side.map(|s| {
                if s == "lady" {
                    Side::Lady
                } else {
                    Side::Gentleman
                }
            });
            let at = list.add(name, side)?;
            for alias in aliases {
                list.join(alias, at)?;
            }
        }
        Ok::<(), files::FileError>(())
    })
    .unwrap();
    let files_added: Vec<&str> = made.iter().map(|(f, _)| f.as_str()).collect();
    let mut args = vec!["season", "winter", "--add"];
    args.extend(&files_added);
    args.extend(["--best", "3", "--min-evenings", "2", "--json"]);
    let text = cli(dir, &args);
    let json: Value = serde_json::from_str(&text).unwrap();

    let evenings: Vec<Evening> = made
        .iter()
        .map(|(f, over)| recount_evening(dir, f, *over))
        .collect();
    assert_eq!(json["season"], "winter");
    assert_eq!(json["best"], 3);
    assert_eq!(json["min_evenings"], 2);
    let listed: Vec<Value> = evenings
        .iter()
        .map(|e| json!({"file": e.file, "title": e.title, "kind": e.kind, "over": e.over}))
        .collect();
    assert_eq!(json["evenings"], Value::Array(listed));
    let expected = recount(&evenings, &members, 3, 2);
    assert_eq!(json["star_ladders"], expected["star_ladders"]);
    assert_eq!(json["duplicate_ladder"], expected["duplicate_ladder"]);
    assert_eq!(json["unmatched"], expected["unmatched"]);
    // The shape: these keys, in this order, and no others.
    let shape = [
        "season",
        "best",
        "min_evenings",
        "evenings",
        "star_ladders",
        "duplicate_ladder",
        "unmatched",
    ];
    assert_eq!(json.as_object().unwrap().len(), shape.len());
    let at: Vec<usize> = shape
        .iter()
        .map(|k| text.find(&format!("\"{k}\":")).unwrap())
        .collect();
    assert!(at.windows(2).all(|w| w[0] < w[1]), "{at:?}");
    // Shared names: the ladders are not a list per evening.
    assert!(
        json["duplicate_ladder"]
            .as_array()
            .unwrap()
            .iter()
            .any(|r| r["evenings"].as_u64().unwrap() >= 2)
    );
    assert!(
        json["star_ladders"][0]["rows"]
            .as_array()
            .unwrap()
            .iter()
            .any(|r| r["member"] == "Annie Abbott")
    );
}

#[test]
fn a_damaged_evening_is_named_and_counts_nothing_and_bad_asks_are_refused() {
    let saves = tempfile::tempdir().unwrap();
    let dir = saves.path();
    cli(
        dir,
        &[
            "simulate",
            "--ladies",
            "4",
            "--gentlemen",
            "4",
            "--rounds",
            "2",
            "--save",
            "one.ron",
        ],
    );
    cli(
        dir,
        &[
            "simulate",
            "--ladies",
            "4",
            "--gentlemen",
            "4",
            "--rounds",
            "2",
            "--seed",
            "3",
            "--save",
            "two.ron",
        ],
    );
    cli(dir, &["season", "spring", "--add", "one.ron", "two.ron"]);
    std::fs::write(dir.join("two.ron"), "not a party").unwrap();
    let out = run(&[
        "season",
        "spring",
        "--json",
        "--saves-dir",
        dir.to_str().unwrap(),
    ]);
    assert!(out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("two.ron cannot be read"));
    let json: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["evenings"][1]["kind"], Value::Null);
    assert!(
        json["star_ladders"][0]["rows"]
            .as_array()
            .unwrap()
            .iter()
            .all(|r| r["evenings"] == 1)
    );
    let before = std::fs::read(dir.join("spring.season.ron")).unwrap();
    for (args, words) in [
        (
            vec!["season", "spring", "--add", "one.ron"],
            "in the season already",
        ),
        (
            vec!["season", "spring", "--remove", "three.ron"],
            "not one of the season's evenings",
        ),
        (
            vec!["season", "spring", "--add", "nowhere.ron"],
            "no such file",
        ),
        (vec!["season", "autumn"], "no season called"),
        (
            vec!["season", "../up", "--add", "one.ron"],
            "cannot be a season's name",
        ),
        (
            vec!["season", "spring", "--min-evenings", "0"],
            "at least one evening",
        ),
    ] {
        let mut all = args.clone();
        all.extend(["--saves-dir", dir.to_str().unwrap()]);
        let out = run(&all);
        assert!(!out.status.success(), "{args:?}");
        let said = String::from_utf8_lossy(&out.stderr);
        assert!(said.contains(words), "{args:?}: {said}");
    }
    assert_eq!(
        std::fs::read(dir.join("spring.season.ron")).unwrap(),
        before,
        "nothing changed"
    );
    // --remove and --best 0 work.
    let json: Value = serde_json::from_str(&cli(
        dir,
        &[
            "season", "spring", "--remove", "two.ron", "--best", "0", "--json",
        ],
    ))
    .unwrap();
    assert_eq!(json["evenings"].as_array().unwrap().len(), 1);
    assert_eq!(json["best"], Value::Null);
}
