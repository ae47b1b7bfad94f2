//! Exports for a spreadsheet: the CSV files read back with the CSV crate agree with the
//! transcript, names with commas, quotes and any letters survive, a name that looks
//! like a formula is defused, and the command line writes the files or says why not.

use cinch_party::output::write_csv;
use cinch_party::rules::{Party, Seat};
use cinch_party::transcript::Transcript;
use cinch_party::transcript::evening::Evening;
use cinch_party::transcript::export::csv_files;

use crate::common::{play, seated_named, stars_evening};

/// Names a spreadsheet export gets wrong when it writes CSV by hand.
fn awkward(table: u32, seat: Seat) -> String {
    match (table, seat) {
        (1, Seat::North) => "O'Brien, Mary".to_owned(),
        (1, Seat::East) => "Zoë \"Zo\" Ångström".to_owned(),
        (1, Seat::South) => "李 小龍".to_owned(),
        (1, Seat::West) => "=SUM(A1:A9)".to_owned(),
        (2, Seat::North) => "d'Arcy, \"JP\" Jr.".to_owned(),
        _ => format!("Guest {table}{}", seat.letter()),
    }
}

fn party() -> Party {
    let mut party = seated_named(3, stars_evening(2), awkward);
    play(&mut party, &[(25, 10), (7, 30), (18, 19)]);
    play(&mut party, &[(12, 19), (33, 4), (20, 11)]);
    party
}

/// The rows of a CSV text (after its byte-order mark), header first.
fn rows(text: &str) -> Vec<Vec<String>> {
    let text = text
        .strip_prefix('\u{feff}')
        .expect("a byte-order mark for spreadsheets");
    csv::ReaderBuilder::new()
        .has_headers(false)
        .from_reader(text.as_bytes())
        .records()
        .map(|r| r.unwrap().iter().map(str::to_owned).collect())
        .collect()
}

fn file(party: &Party, what: &str) -> Vec<Vec<String>> {
    let files = csv_files(party, &Evening::of(party, 0)).unwrap();
    rows(&files.iter().find(|f| f.what == what).unwrap().text)
}

/// The name as the spreadsheet shows it: a formula-looking one behind an apostrophe.
fn shown(name: &str) -> String {
    if name.starts_with('=') {
        format!("'{name}")
    } else {
        name.to_owned()
    }
}

#[test]
fn the_standings_have_every_guest_once_with_their_stars_and_prizes() {
    let party = party();
    let transcript = Transcript::of(&party);
    let rows = file(&party, "standings");
    assert_eq!(
        rows[0],
        ["place", "name", "side", "gold", "red", "green", "prize"]
    );
    assert_eq!(rows.len() - 1, transcript.guests.len());
    for guest in &transcript.guests {
        let row = rows
            .iter()
            .find(|r| r[1] == shown(&guest.name))
            .unwrap_or_else(|| panic!("{} is missing", guest.name));
        let stars = &transcript.stars[&guest.name];
        assert_eq!(
            row[3..6],
            [
                stars.gold.to_string(),
                stars.red.to_string(),
                stars.green.to_string()
            ],
            "{}",
            guest.name
        );
        assert_eq!(row[2], guest.side);
    }
    for prize in &transcript.prizes {
        if let Some(winner) = &prize.winner {
            let row = rows.iter().find(|r| r[1] == shown(winner)).unwrap();
            assert!(row[6].contains(&prize.title), "{winner}: {}", prize.title);
        }
    }
    // The awkward names came through whole.
    for name in [
        "O'Brien, Mary",
        "Zoë \"Zo\" Ångström",
        "李 小龍",
        "d'Arcy, \"JP\" Jr.",
    ] {
        assert!(rows.iter().any(|r| r[1] == name), "{name:?}");
    }
    // A name a spreadsheet would run as a formula is written as words.
    assert!(rows.iter().any(|r| r[1] == "'=SUM(A1:A9)"));
    assert!(!rows.iter().any(|r| r[1] == "=SUM(A1:A9)"));
}

#[test]
fn the_results_have_a_row_per_round_and_table_matching_the_transcript() {
    let party = party();
    let transcript = Transcript::of(&party);
    let rows = file(&party, "results");
    assert_eq!(
        rows[0][..8],
        [
            "round", "table", "north", "east", "south", "west", "ns", "ew"
        ]
    );
    let tables: Vec<_> = transcript
        .rounds
        .iter()
        .flat_map(|r| r.tables.iter().map(move |t| (r.number, t)))
        .collect();
    assert_eq!(rows.len() - 1, tables.len());
    for (row, (round, t)) in rows.iter().skip(1).zip(tables) {
        assert_eq!(row[0], round.to_string());
        assert_eq!(row[1], t.table.to_string());
        assert_eq!(
            row[2..6],
            [
                shown(&t.north),
                shown(&t.east),
                shown(&t.south),
                shown(&t.west)
            ]
        );
        assert_eq!(row[6], t.ns_score.unwrap().to_string());
        assert_eq!(row[7], t.ew_score.unwrap().to_string());
        assert_eq!(row[8], t.cut_winner.unwrap_or_default());
        let winner = match (t.ns_score, t.ew_score) {
            (Some(ns), Some(ew)) if ns > ew => "ns",
            (Some(ns), Some(ew)) if ew > ns => "ew",
            _ => t.cut_winner.unwrap(),
        };
        assert_eq!(row[10], winner, "round {round} table {}", t.table);
    }
}

#[test]
fn the_history_has_a_row_per_action_with_its_time_and_source() {
    let party = party();
    let rows = file(&party, "history");
    assert_eq!(rows[0], ["number", "time_utc", "action", "source"]);
    assert_eq!(rows.len() - 1, party.history().len());
    for (row, entry) in rows.iter().skip(1).zip(party.history()) {
        let at = chrono::DateTime::parse_from_rfc3339(&row[1]).unwrap();
        assert_eq!(at.timestamp(), entry.at.timestamp());
        assert!(!row[2].is_empty());
        assert_eq!(row[3], "desk");
    }
    assert!(rows.iter().any(|r| r[2].contains("table 1's result 25–10")));
}

#[test]
fn the_command_line_exports_csv_and_json_and_refuses_in_words() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("awkward.ron");
    let mut file = cinch_party::store::PartyFile::adopt(&path, "Awkward", party()).unwrap();
    let _ = file.save_now(chrono::Utc::now());
    drop(file);
    let run = |args: &[&str]| {
        std::process::Command::new(env!("CARGO_BIN_EXE_cinch-party"))
            .args(args)
            .output()
            .unwrap()
    };
    let out_dir = dir.path().join("exports");
    let json = dir.path().join("awkward.json");
    let out = run(&[
        "export",
        path.to_str().unwrap(),
        "--csv",
        out_dir.to_str().unwrap(),
        "--json",
        json.to_str().unwrap(),
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    for what in ["standings", "results", "history"] {
        let written = out_dir.join(format!("awkward-{what}.csv"));
        let text = std::fs::read_to_string(&written).unwrap();
        assert_eq!(rows(&text), file_rows(what));
        assert!(String::from_utf8_lossy(&out.stdout).contains(&written.display().to_string()));
    }
    let parsed: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&json).unwrap()).unwrap();
    assert_eq!(
        parsed,
        serde_json::from_str::<serde_json::Value>(&Transcript::of(&party()).to_json()).unwrap()
    );

    // Nothing asked for, a missing file, a folder that cannot be made: words, no panic.
    let out = run(&["export", path.to_str().unwrap()]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("--csv FOLDER"));
    let out = run(&[
        "export",
        "no-such-party.ron",
        "--json",
        json.to_str().unwrap(),
    ]);
    assert!(!out.status.success());
    let blocker = dir.path().join("a-file");
    std::fs::write(&blocker, "in the way").unwrap();
    let out = run(&[
        "export",
        path.to_str().unwrap(),
        "--csv",
        blocker.join("x").to_str().unwrap(),
    ]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("cannot be made"));
    assert!(!String::from_utf8_lossy(&out.stderr).contains("panicked"));
}

fn file_rows(what: &str) -> Vec<Vec<String>> {
    file(&party(), what)
}

#[test]
fn write_csv_names_the_files_after_the_party() {
    let dir = tempfile::tempdir().unwrap();
    let written = write_csv(&party(), &Evening::of(&party(), 0), dir.path(), "friday").unwrap();
    let names: Vec<String> = written
        .iter()
        .map(|p| p.file_name().unwrap().to_string_lossy().into_owned())
        .collect();
    assert_eq!(
        names,
        [
            "friday-standings.csv",
            "friday-results.csv",
            "friday-history.csv"
        ]
    );
}

#[test]
fn the_standings_screen_exports_beside_the_save_and_says_where() {
    let saves = tempfile::tempdir().unwrap();
    let clock = cinch_party::app::FakeClock::at(crate::common::at(0));
    let mut h = crate::support::ui::seated_party(saves.path(), &clock, 2, 2);
    crate::support::ui::enter_scores(&mut h, "21", "9");
    crate::support::ui::click(&mut h, "Standings");
    crate::support::ui::click(&mut h, "Export for a spreadsheet");
    let path = h.state().desk().unwrap().file.path().to_path_buf();
    let stem = path.file_stem().unwrap().to_string_lossy().into_owned();
    let exports = saves.path().join("exports");
    for name in ["standings.csv", "results.csv", "history.csv"] {
        assert!(exports.join(format!("{stem}-{name}")).is_file(), "{name}");
    }
    assert!(exports.join(format!("{stem}.json")).is_file());
    use egui_kittest::kittest::Queryable;
    assert!(
        h.query_by_label_contains("Exported the standings")
            .is_some()
    );
}

/// A duplicate evening of seven pairs (a phantom: sit-outs), a few guests renamed
/// awkwardly.
fn duplicate_party() -> Party {
    use cinch_party::rules::{Action, GuestId};
    use cinch_party::simulate::duplicate::{DuplicateOptions, simulate_duplicate};
    let mut party = simulate_duplicate(&DuplicateOptions {
        seed: 9,
        pairs: 7,
        trays_per_table: 2,
        ..DuplicateOptions::default()
    })
    .unwrap();
    let at = chrono::DateTime::from_timestamp(2_000_000_000, 0).unwrap();
    for (guest, name) in [(0, "=SUM(A1:A9)"), (3, "O'Brien, Mary")] {
        party
            .apply(
                Action::RenameGuest {
                    guest: GuestId(guest),
                    name: name.to_owned(),
                },
                at,
            )
            .unwrap();
    }
    party
}

#[test]
fn a_duplicate_evenings_standings_have_every_pair_with_its_score_and_the_winners() {
    let party = duplicate_party();
    let dup = Transcript::of(&party).duplicate.unwrap();
    let rows = file(&party, "standings");
    assert_eq!(
        rows[0],
        [
            "direction",
            "place",
            "pair",
            "player_1",
            "player_2",
            "plus_minus",
            "percent",
            "trays",
            "winner"
        ]
    );
    assert_eq!(rows.len() - 1, dup.standings.len());
    assert_eq!(rows.len() - 1, 7);
    for (row, s) in rows.iter().skip(1).zip(&dup.standings) {
        assert_eq!(row[0], s.direction);
        assert_eq!(row[1], s.place.map(|p| p.to_string()).unwrap_or_default());
        assert_eq!(row[2], s.pair.to_string());
        assert_eq!(row[5].parse::<f64>().ok(), s.plus_minus);
        assert_eq!(row[7], s.trays.to_string());
        let players = &dup
            .pairs
            .iter()
            .find(|p| p.direction == s.direction && p.pair == s.pair)
            .unwrap()
            .players;
        assert_eq!(row[3], shown(&players[0]));
        assert_eq!(row[4], players[1]);
        let won = dup
            .winners
            .iter()
            .any(|w| w.direction == s.direction && w.pairs.contains(&s.pair));
        assert_eq!(!row[8].is_empty(), won, "{row:?}");
    }
    // Each direction's plus/minus sums to zero (R-DUP-8).
    for direction in ["ns", "ew"] {
        let sum: f64 = rows
            .iter()
            .skip(1)
            .filter(|r| r[0] == direction)
            .map(|r| r[5].parse::<f64>().unwrap())
            .sum();
        assert!(sum.abs() < 0.05, "{direction}: {sum}");
    }
    assert!(
        rows.iter().any(|r| r[3] == "'=SUM(A1:A9)"),
        "a formula defused"
    );
}

#[test]
fn a_duplicate_evenings_results_have_a_row_per_tray_at_each_table_of_each_round() {
    let party = duplicate_party();
    let dup = Transcript::of(&party).duplicate.unwrap();
    let rows = file(&party, "results");
    let header = &rows[0];
    let col = |name: &str| header.iter().position(|h| h == name).unwrap();
    let expected: usize = dup
        .rounds
        .iter()
        .flat_map(|r| &r.tables)
        .map(|t| t.trays.len())
        .sum();
    assert_eq!(rows.len() - 1, expected);
    let mut sat_out = 0;
    for row in rows.iter().skip(1) {
        let (round, table, tray) = (
            row[col("round")].parse::<u32>().unwrap(),
            row[col("table")].parse::<u32>().unwrap(),
            row[col("tray")].parse::<u32>().unwrap(),
        );
        let t = &dup.rounds[round as usize - 1].tables[table as usize - 1];
        let line = t.trays.iter().find(|l| l.tray == tray).unwrap();
        assert_eq!(row[col("dealer")], line.dealer);
        match row[col("outcome")].as_str() {
            "played" => {
                assert!(line.played);
                assert_eq!(row[col("ns_score")], line.ns_score.to_string());
                assert_eq!(row[col("ew_score")], line.ew_score.to_string());
                let result: i64 = row[col("result")].parse().unwrap();
                assert_eq!(result, line.ns_score - line.ew_score);
                assert!(!row[col("ns_plus_minus")].is_empty());
            }
            "sat out" => {
                sat_out += 1;
                assert!(t.ew_pair.is_none());
                assert!(row[col("result")].is_empty() && row[col("ew_players")].is_empty());
            }
            "not played" => assert!(!line.played && line.reported),
            other => panic!("outcome {other:?}"),
        }
    }
    assert!(sat_out > 0, "seven pairs: a sit-out each round");
}
