//! Duplicate Cinch at the phones, over HTTP on 127.0.0.1 (issue 25): `serve` gives each
//! table and each pair a link; a table's state is its duplicate round (the pairs, the
//! trays with their dealers, where pairs and trays go after it, R-DUP-10); results go in
//! tray by tray (R-DUP-7) and every conflict is a 409 in words; a pair's link follows
//! the pair and shows its running score; "Where do I sit?" seats the pairs. Every wait
//! is bounded.

use std::path::{Path, PathBuf};

use cinch_party::rules::duplicate::{Movement, PairId, TrayPlay};
use cinch_party::rules::{Party, Source};

use crate::support::phones::{client, get, post, serve};

/// A duplicate rehearsal of `pairs` pairs with its last round open, saved in `dir`.
fn open_duplicate_round(dir: &Path, pairs: u32, trays: u32, rounds: u32) -> PathBuf {
    let path = dir.join("duplicate.ron");
    crate::support::duplicate::saved_duplicate(&path, pairs, trays, rounds, true);
    path
}

fn party(path: &Path) -> Party {
    cinch_party::store::load(path).unwrap().1
}

fn movement(party: &Party) -> Movement {
    *party
        .state()
        .duplicate()
        .unwrap()
        .dup
        .fixed_movement()
        .unwrap()
}

/// A tray's body as a phone sends it.
fn tray(round: u32, tray: u32, bidder: &str, bid: u8, ns: u8) -> String {
    format!(
        r#"{{"round":{round},"tray":{tray},"bidder":"{bidder}","bid":{bid},"ns_points":{ns},"ew_points":{}}}"#,
        14 - ns
    )
}

#[test]
fn a_duplicate_round_goes_in_from_the_phones_tray_by_tray_with_every_conflict_in_words() {
    let dir = tempfile::tempdir().unwrap();
    // Eleven pairs: six tables, E–W has a phantom, so one table sits out each round;
    // four trays a table under Foster's rule, two played a round.
    let path = open_duplicate_round(dir.path(), 11, 4, 3);
    let before = party(&path);
    let m = movement(&before);
    let round = before.state().duplicate().unwrap().round().unwrap().number;
    assert_eq!(round, 3);
    let served = serve(&path);
    assert_eq!(served.links.len() as u32, m.tables);
    let pair_links: Vec<&String> = served
        .before_ready
        .iter()
        .filter(|l| l.starts_with("pair "))
        .collect();
    assert_eq!(pair_links.len(), 11, "a link per pair: {pair_links:?}");
    let agent = client();
    for table in 1..=m.tables {
        let link = &served.links[table as usize - 1];
        let (status, state) = get(&agent, &format!("{link}/state"));
        assert_eq!(status, 200);
        assert_eq!(state["kind"], "duplicate");
        assert_eq!(state["round"], round);
        let guide = m.guide(round, table);
        let trays: Vec<u64> = state["trays"]
            .as_array()
            .unwrap()
            .iter()
            .map(|t| t["tray"].as_u64().unwrap())
            .collect();
        assert_eq!(
            trays,
            guide
                .trays
                .iter()
                .map(|&t| u64::from(t))
                .collect::<Vec<_>>()
        );
        assert_eq!(state["ns"]["pair"], table);
        let first = guide.trays[0];
        let dealer = ["north", "east", "south", "west"][(first as usize - 1) % 4];
        assert_eq!(state["trays"][0]["dealer"], dealer, "R-DUP-2");
        if guide.phantom {
            assert_eq!(state["sits_out"], true);
            assert!(state["ew"].is_null());
            let (status, said) = post(
                &agent,
                &format!("{link}/tray"),
                &tray(round, first, "north", 3, 8),
            );
            assert_eq!(status, 409);
            assert!(
                said["error"].as_str().unwrap().contains("sits out"),
                "{said}"
            );
            continue;
        }
        let ew = guide.ew_pair.unwrap().number;
        assert_eq!(state["ew"]["pair"], ew);
        assert!(
            state["ew"]["label"]
                .as_str()
                .unwrap()
                .starts_with(&format!("E–W {ew} ("))
        );
        let after = state["words"]["after"].to_string();
        assert!(
            after.contains(&format!("goes to table {}", guide.ew_next.unwrap().table)),
            "{after}"
        );
        // The first tray played, the second not played.
        let (status, answer) = post(
            &agent,
            &format!("{link}/tray"),
            &tray(round, first, "east", 6, 5),
        );
        assert_eq!(status, 200, "{answer}");
        assert_eq!(answer["trays"][0]["recorded"], true);
        assert!(
            answer["trays"][0]["words"]
                .as_str()
                .unwrap()
                .starts_with("East bid 6 and made it")
        );
        let second = guide.trays[1];
        let (status, answer) = post(
            &agent,
            &format!("{link}/tray"),
            &format!(r#"{{"round":{round},"tray":{second},"not_played":true}}"#),
        );
        assert_eq!(status, 200, "{answer}");
        assert!(
            answer["words"]["done"]
                .as_str()
                .unwrap()
                .contains("Wait for the bell")
        );
        // The same tray again: a quiet success; another result for it: a 409 in words.
        let (status, again) = post(
            &agent,
            &format!("{link}/tray"),
            &tray(round, first, "east", 6, 5),
        );
        assert_eq!(status, 200);
        assert!(
            again["note"]
                .as_str()
                .unwrap()
                .contains("already with the host")
        );
        let (status, other) = post(
            &agent,
            &format!("{link}/tray"),
            &tray(round, first, "east", 6, 9),
        );
        assert_eq!(status, 409);
        let words = other["error"].as_str().unwrap();
        assert!(
            words.contains(&format!(
                "Tray {first} at table {table} is already recorded"
            )),
            "{words}"
        );
        assert!(words.contains("ask the host to correct it"), "{words}");
    }
    // Refusals in words, and nothing changes.
    let link = &served.links[0];
    let t1 = m.trays_at(round, 1)[0];
    let cases = [
        (
            tray(round - 1, t1, "north", 3, 8),
            409,
            "The round has moved on",
        ),
        (
            tray(round, 999, "north", 3, 8),
            409,
            "is not played at table 1",
        ),
        (
            format!(
                r#"{{"round":{round},"tray":{t1},"bidder":"north","bid":3,"ns_points":9,"ew_points":9}}"#
            ),
            400,
            "",
        ),
        (
            format!(
                r#"{{"round":{round},"tray":{t1},"bidder":"nowhere","bid":3,"ns_points":9,"ew_points":5}}"#
            ),
            400,
            "not a chair",
        ),
        (
            format!(r#"{{"round":{round},"tray":1,"colour":"red"}}"#),
            400,
            "not understood",
        ),
    ];
    let recorded = party(&path).history().len();
    for (body, status, words) in cases {
        let (got, said) = post(&agent, &format!("{link}/tray"), &body);
        assert_eq!(got, status, "{body}: {said}");
        assert!(
            said["error"].as_str().unwrap().contains(words),
            "{body}: {said}"
        );
    }
    // The star game's pad is refused at a duplicate party.
    let (status, said) = post(
        &agent,
        &format!("{link}/deals"),
        &format!(r#"{{"round":{round},"deals":[]}}"#),
    );
    assert_eq!(status, 409);
    assert!(
        said["error"].as_str().unwrap().contains("Duplicate Cinch"),
        "{said}"
    );
    assert_eq!(
        party(&path).history().len(),
        recorded,
        "refusals change nothing"
    );
    served.wait_for_line_starting("Table ");
    drop(served);

    // Every tray is in the party file, marked as sent from its table.
    let after = party(&path);
    assert!(after.state().duplicate().unwrap().dup.missing().is_empty());
    for table in 1..=m.tables {
        let guide = m.guide(round, table);
        if guide.phantom {
            continue;
        }
        let dup = after.state().duplicate().unwrap().dup;
        assert!(matches!(
            dup.outcome(round, table, guide.trays[0]),
            Some(TrayPlay::Played(_))
        ));
        assert_eq!(
            dup.outcome(round, table, guide.trays[1]),
            Some(TrayPlay::NotPlayed)
        );
    }
    let from_tables = after
        .history()
        .iter()
        .filter(|e| matches!(e.from, Source::Table(_)))
        .count();
    assert_eq!(from_tables as u32, 2 * (m.tables - 1));
}

#[test]
fn a_pairs_link_follows_the_pair_and_where_do_i_sit_seats_the_pairs() {
    let dir = tempfile::tempdir().unwrap();
    let path = open_duplicate_round(dir.path(), 10, 2, 2);
    let before = party(&path);
    let m = movement(&before);
    let round = 2;
    let served = serve(&path);
    let agent = client();
    let link_of = |tag: &str| {
        served
            .before_ready
            .iter()
            .find_map(|l| l.strip_prefix(&format!("pair {tag}: ")))
            .unwrap_or_else(|| panic!("no link for {tag}"))
            .to_owned()
    };
    // E–W 3 sits where the movement says, against that table's N–S pair.
    let ew3 = link_of("E–W 3");
    let (status, state) = get(&agent, &format!("{ew3}/state"));
    assert_eq!(status, 200, "{state}");
    assert_eq!(state["kind"], "pair");
    let table = m.seat_of(round, PairId::ew(3)).unwrap().table;
    assert_eq!(state["now"]["table"], table);
    let against = state["now"]["against"]["label"].as_str().unwrap();
    assert!(against.starts_with(&format!("N–S {table} (")), "{against}");
    assert!(
        state["next"].is_null(),
        "the next table shows once the round is in"
    );
    let played = state["trays_played"].as_u64().unwrap();
    assert_eq!(played, 2, "round 1's two trays");
    // R-DUP-13: its own two trays with what it scored, no place and no score to compare.
    let trays = state["trays"].as_array().unwrap();
    assert_eq!(trays.len(), 2, "{state}");
    assert!(
        trays[0]["words"]
            .as_str()
            .unwrap()
            .starts_with("Round 1, tray "),
        "{state}"
    );
    assert!(state["place"].is_null(), "{state}");
    assert_eq!(state["score"], "", "{state}");
    assert!(
        !state["words"]["score"]
            .as_str()
            .unwrap()
            .contains("East–West pairs"),
        "{state}"
    );
    // The page itself, and a stranger's token.
    let (status, page) = get(&agent, &ew3);
    assert_eq!(status, 200);
    assert!(page.as_str().unwrap().contains("Your pair"));
    let stranger = format!(
        "{}/p/{}",
        served.seats.trim_end_matches('/'),
        "0".repeat(32)
    );
    assert_eq!(get(&agent, &format!("{stranger}/state")).0, 404);
    // A table's token is not a pair's, nor the other way round.
    let (status, _) = get(&agent, &format!("{}/state", ew3.replace("/p/", "/t/")));
    assert_eq!(status, 404);
    // Once every tray of the round is in, the pair sees where it goes next.
    for t in 1..=m.tables {
        let link = &served.links[t as usize - 1];
        for tray_no in m.trays_at(round, t) {
            let (status, said) = post(
                &agent,
                &format!("{link}/tray"),
                &tray(round, tray_no, "south", 4, 7),
            );
            assert_eq!(status, 200, "{said}");
        }
    }
    let (_, state) = get(&agent, &format!("{ew3}/state"));
    assert_eq!(
        state["next"]["table"],
        m.seat_of(round + 1, PairId::ew(3)).unwrap().table
    );
    assert!(
        state["next"]["words"]
            .as_str()
            .unwrap()
            .starts_with(&format!("Round {}: table", round + 1))
    );
    // "Where do I sit?": every player at the pair's table and chair.
    let (status, seats) = get(&agent, &format!("{}seats", served.seats));
    assert_eq!(status, 200);
    let state = party(&path);
    let ew_pair = state
        .state()
        .duplicate()
        .unwrap()
        .dup
        .pair(PairId::ew(3))
        .unwrap();
    let name = state.state().name(ew_pair.players[0]).to_owned();
    let line = seats["guests"]
        .as_array()
        .unwrap()
        .iter()
        .find(|g| g["name"] == name.as_str())
        .unwrap();
    assert_eq!(line["table"], table);
    assert_eq!(line["chair"], "east");
}
