//! The command line, run as a host would run it.

use std::process::Command;

use crate::support::cli::*;
use cinch_party::simulate::{Options, simulate};
use cinch_party::transcript::Transcript;

#[test]
fn simulate_json_parses_and_matches_the_engine() {
    let out = run(&[
        "simulate",
        "--seed",
        "7",
        "--ladies",
        "20",
        "--gentlemen",
        "21",
        "--rounds",
        "6",
        "--tie-percent",
        "25",
        "--json",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let options = Options {
        seed: 7,
        ladies: 20,
        gentlemen: 21,
        rounds: 6,
        tie_percent: 25,
        ..Options::default()
    };
    let expected = serde_json::to_value(Transcript::of(&simulate(&options).unwrap())).unwrap();
    assert_eq!(json, expected);
    // The documented shape.
    assert_eq!(json["guests"].as_array().unwrap().len(), 41);
    assert!(json["guests"][0]["side"] == "lady");
    let table = &json["rounds"][0]["tables"][0];
    assert_eq!(json["rounds"][0]["number"], 1);
    assert_eq!(table["table"], 1);
    for seat in ["north", "east", "south", "west"] {
        assert!(table[seat].is_string());
    }
    assert!(table["ns_score"].is_u64() && table["ew_score"].is_u64());
    assert!(
        table["cut_winner"].is_null() || table["cut_winner"] == "ns" || table["cut_winner"] == "ew"
    );
    let first = json["guests"][0]["name"].as_str().unwrap();
    let stars = &json["stars"][first];
    assert!(stars["gold"].is_u64() && stars["red"].is_u64() && stars["green"].is_u64());
    let prizes = json["prizes"].as_array().unwrap();
    assert_eq!(prizes.len(), 6);
    for prize in prizes {
        assert!(["gold", "red", "green"].contains(&prize["prize"].as_str().unwrap()));
        assert!(["lady", "gentleman"].contains(&prize["side"].as_str().unwrap()));
        assert!(prize["winner"].is_string() || prize["winner"].is_null());
        assert!(
            ["stars", "red", "gold", "green", "cut", "none"]
                .contains(&prize["decided_by"].as_str().unwrap())
        );
    }
    // Some tables tied at 25 %, and each tie names the pair that won the cut.
    let ties = json["rounds"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|r| r["tables"].as_array().unwrap().iter())
        .filter(|t| t["ns_score"] == t["ew_score"])
        .collect::<Vec<_>>();
    assert!(!ties.is_empty());
    assert!(
        ties.iter()
            .all(|t| t["cut_winner"] == "ns" || t["cut_winner"] == "ew")
    );
}

#[test]
fn simulate_open_seating_reports_packs_as_sides_and_prizes_for_all() {
    let out = run(&[
        "simulate",
        "--seed",
        "3",
        "--ladies",
        "8",
        "--gentlemen",
        "8",
        "--rounds",
        "3",
        "--open-seating",
        "--json",
    ]);
    assert!(out.status.success());
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let prizes = json["prizes"].as_array().unwrap();
    assert_eq!(prizes.len(), 3);
    assert!(prizes.iter().all(|p| p["side"] == "all"));
    assert!(
        json["guests"]
            .as_array()
            .unwrap()
            .iter()
            .all(|g| g["side"] == "lady" || g["side"] == "gentleman")
    );
}

#[test]
fn simulate_text_report_reads_as_an_evening() {
    let out = run(&[
        "simulate",
        "--seed",
        "1897",
        "--ladies",
        "20",
        "--gentlemen",
        "20",
        "--rounds",
        "4",
    ]);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    for expected in [
        "40 guests (20 ladies, 20 gentlemen), 10 tables, 4 rounds",
        "Round 4",
        "head",
        "booby",
        "Stars",
        "Prizes",
        "Ladies' first prize",
    ] {
        assert!(text.contains(expected), "missing {expected:?} in\n{text}");
    }
}

#[test]
fn simulate_is_the_same_for_the_same_seed() {
    let args = [
        "simulate",
        "--seed",
        "99",
        "--ladies",
        "12",
        "--gentlemen",
        "12",
        "--rounds",
        "5",
        "--json",
    ];
    assert_eq!(run(&args).stdout, run(&args).stdout);
}

#[test]
fn simulate_with_too_few_guests_says_why_and_fails() {
    let out = run(&["simulate", "--ladies", "1", "--gentlemen", "2"]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.contains("A table needs four players, and there are only 3 guests."),
        "{err}"
    );
    assert!(out.stdout.is_empty());
}

#[test]
fn simulate_refuses_nonsense_options_in_words() {
    for args in [
        &["simulate", "--rounds", "0"][..],
        &["simulate", "--tie-percent", "101"],
        &["simulate", "--ladies", "-4"],
        &["simulate", "--seed", "abc"],
    ] {
        let out = run(args);
        assert!(!out.status.success(), "{args:?}");
        assert!(!out.stderr.is_empty());
    }
}

fn run_in(
    dir: &std::path::Path,
    envs: &[(&str, &std::path::Path)],
    args: &[&str],
) -> std::process::Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_cinch-party"));
    command
        .current_dir(dir)
        .args(args)
        .env_remove("CINCH_PARTY_SAVES");
    for (k, v) in envs {
        command.env(k, v);
    }
    command.output().unwrap()
}

#[test]
fn simulate_save_then_report_gives_the_same_transcript() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("rehearsal.ron");
    let args = [
        "simulate",
        "--seed",
        "5",
        "--ladies",
        "9",
        "--gentlemen",
        "8",
        "--rounds",
        "4",
        "--json",
    ];
    let simulated = run(&[&args[..], &["--save", file.to_str().unwrap()]].concat());
    assert!(
        simulated.status.success(),
        "{}",
        String::from_utf8_lossy(&simulated.stderr)
    );
    let reported = run(&["report", file.to_str().unwrap(), "--json"]);
    assert!(reported.status.success());
    assert_eq!(simulated.stdout, reported.stdout);
    let text = run(&["report", file.to_str().unwrap()]);
    assert!(String::from_utf8(text.stdout).unwrap().contains("Prizes"));
}

#[test]
fn bare_file_names_live_in_the_saves_folder_chosen_by_option_or_environment() {
    let here = tempfile::tempdir().unwrap();
    let by_env = tempfile::tempdir().unwrap();
    let by_option = tempfile::tempdir().unwrap();
    let simulate = [
        "simulate",
        "--ladies",
        "4",
        "--gentlemen",
        "4",
        "--rounds",
        "1",
        "--save",
        "p.ron",
    ];
    // Default, in a folder without ./saves (a program installed and started anywhere):
    // the user's data folder.
    let data = tempfile::tempdir().unwrap();
    let installed = [("XDG_DATA_HOME", data.path())];
    assert!(run_in(here.path(), &installed, &simulate).status.success());
    if cfg!(target_os = "linux") {
        // (XDG_DATA_HOME is the Linux desktops' data folder.)
        assert!(data.path().join("cinch-party/saves/p.ron").is_file());
    }
    // Where ./saves exists (a run from the repository): there.
    std::fs::create_dir(here.path().join("saves")).unwrap();
    assert!(run_in(here.path(), &installed, &simulate).status.success());
    assert!(here.path().join("saves/p.ron").is_file());
    // The environment variable.
    let with_env =
        |args: &[&str]| run_in(here.path(), &[("CINCH_PARTY_SAVES", by_env.path())], args);
    assert!(with_env(&simulate).status.success());
    assert!(by_env.path().join("p.ron").is_file());
    // The option wins over the environment.
    let opt = by_option.path().to_str().unwrap();
    let with_option = [&simulate[..], &["--saves-dir", opt]].concat();
    assert!(with_env(&with_option).status.success());
    assert!(by_option.path().join("p.ron").is_file());
    // report finds a bare name in the saves folder.
    let out = with_env(&["report", "p.ron"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn report_of_a_bad_file_names_it_and_the_problem() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("broken.ron");
    std::fs::write(&file, "(version: 1, title: ").unwrap();
    let out = run(&["report", file.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.contains(&format!(
            "Cannot open {}: it is not a party file, or it is damaged",
            file.display()
        )),
        "{err}"
    );
    let missing = run(&["report", "/no/such/party.ron"]);
    assert!(
        String::from_utf8(missing.stderr)
            .unwrap()
            .contains("there is no such file")
    );
}

#[test]
fn restore_puts_the_backup_back_and_keeps_the_damaged_file() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("p.ron");
    let path = file.to_str().unwrap();
    for rounds in ["1", "2"] {
        let out = run(&[
            "simulate",
            "--ladies",
            "4",
            "--gentlemen",
            "4",
            "--rounds",
            rounds,
            "--save",
            path,
        ]);
        assert!(out.status.success());
    }
    std::fs::write(&file, "garbage").unwrap();
    let out = run(&["restore", path]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        String::from_utf8(out.stdout)
            .unwrap()
            .starts_with(&format!("Restored {path} from its backup ("))
    );
    let report = run(&["report", path, "--json"]);
    let json: serde_json::Value = serde_json::from_slice(&report.stdout).unwrap();
    assert_eq!(
        json["rounds"].as_array().unwrap().len(),
        1,
        "the backup holds the one-round evening"
    );
    let kept = std::fs::read_dir(dir.path())
        .unwrap()
        .filter_map(|e| e.ok())
        .filter(|e| e.file_name().to_string_lossy().contains(".unreadable-"))
        .count();
    assert_eq!(kept, 1);
}

#[test]
fn simulate_with_arrivals_and_departures_lists_the_changes_on_their_rounds() {
    let out = run(&[
        "simulate",
        "--seed",
        "3",
        "--ladies",
        "9",
        "--gentlemen",
        "11",
        "--rounds",
        "6",
        "--arrivals",
        "5",
        "--departures",
        "6",
        "--json",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let mut kinds = std::collections::BTreeMap::new();
    for round in json["rounds"].as_array().unwrap() {
        for change in round["changes"].as_array().into_iter().flatten() {
            *kinds
                .entry(change["kind"].as_str().unwrap().to_owned())
                .or_insert(0) += 1;
            if change["kind"] == "fill" {
                assert!(change["guest"].is_string() && change["for"].is_string());
            }
            if change["kind"] == "open_table" {
                for seat in ["north", "east", "south", "west"] {
                    assert!(change[seat].is_string());
                }
            }
        }
    }
    assert_eq!(kinds["arrive"], 5);
    assert_eq!(kinds["leave"], 6);
    assert!(kinds.contains_key("fill") || kinds.contains_key("close_table"));
    // The report of the saved evening says the same.
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("late.ron");
    let saved = run(&[
        "simulate",
        "--seed",
        "3",
        "--ladies",
        "9",
        "--gentlemen",
        "11",
        "--rounds",
        "6",
        "--arrivals",
        "5",
        "--departures",
        "6",
        "--save",
        file.to_str().unwrap(),
        "--json",
    ]);
    assert!(saved.status.success());
    let report = run(&["report", file.to_str().unwrap(), "--json"]);
    let reported: serde_json::Value = serde_json::from_slice(&report.stdout).unwrap();
    assert_eq!(reported["rounds"], json["rounds"]);
}
