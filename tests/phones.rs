//! Phones at the tables, over HTTP on 127.0.0.1: `cinch-party serve` plays a whole round
//! for twenty "phones", refuses conflicts in words, survives a fuzzer without a change to
//! the party, and keeps one writer per party file. Every wait is bounded.

use crate::support::phones::*;
use cinch_party::phones::tokens::{TOKEN_LEN, Tokens, is_token};
use cinch_party::phones::wire::{DealsBody, Request, ResultBody};
use cinch_party::phones::{Intake, PhoneDesk};
use cinch_party::rules::{Action, Phase, Source};
use cinch_party::store::{self, PartyFile};

fn four_deals() -> &'static str {
    r#"[{"bidder":"north","bid":3,"ns_points":10,"ew_points":4},
        {"bidder":"east","bid":5,"ns_points":4,"ew_points":10},
        {"misdeal":true},
        {"bidder":"south","bid":2,"ns_points":9,"ew_points":5},
        {"bidder":"west","bid":6,"ns_points":3,"ew_points":11}]"#
}

#[test]
fn twenty_tables_send_a_whole_round_from_their_phones_and_the_party_file_has_it() {
    let dir = tempfile::tempdir().unwrap();
    let path = open_round(dir.path(), 40, &["--open-round"]);
    let served = serve(&path);
    assert_eq!(served.links.len(), 20);
    let agent = client();
    let (status, state) = get(&agent, &format!("{}/state", served.links[0]));
    assert_eq!(status, 200);
    let round = state["round"].as_u64().unwrap();
    assert_eq!(state["title"], "Table 1 (head)");
    assert!(state["north"].as_str().is_some_and(|n| !n.is_empty()));
    for (i, link) in served.links.iter().enumerate() {
        let table = i + 1;
        let (status, body) = if table % 2 == 0 {
            post(
                &agent,
                &format!("{link}/deals"),
                &format!(r#"{{"round":{round},"deals":{}}}"#, four_deals()),
            )
        } else if table == 7 {
            // A tie, settled by the program's cut on the phone.
            post(
                &agent,
                &format!("{link}/result"),
                &format!(r#"{{"round":{round},"ns":15,"ew":15,"cut":"program"}}"#),
            )
        } else {
            post(
                &agent,
                &format!("{link}/result"),
                &format!(r#"{{"round":{round},"ns":{},"ew":12}}"#, 20 + table),
            )
        };
        assert_eq!(status, 200, "table {table}: {body}");
        assert_eq!(body["table"], table);
        assert!(body["result"].is_object(), "table {table}: {body}");
        assert_eq!(body["sent_from"], format!("table {table}"));
    }
    // Saved before answered: the file on disk has every result, marked as sent.
    let (_, party) = store::load(&path).unwrap();
    let state = party.state();
    let current = state.star().unwrap().current_round().unwrap();
    assert!(
        current.unreported().is_empty(),
        "{:?}",
        current.unreported()
    );
    assert!(current.uncut_ties().is_empty());
    let (seats, seven) = current.table(7).unwrap();
    let seven = seven.as_ref().unwrap();
    assert_eq!((seven.ns, seven.ew), (15, 15));
    assert!(
        seven
            .cut
            .as_ref()
            .is_some_and(|c| seats.cutters().contains(&c.winner))
    );
    let (_, two) = current.table(2).unwrap();
    let two = two.as_ref().unwrap();
    assert_eq!(two.deals.as_ref().map(Vec::len), Some(5));
    // The rules scored the pad: 6 + 0 + 0 + 4 + 0 for N–S, 0 + 6 + 0 + 0 + 8 for E–W.
    assert_eq!((two.ns, two.ew), (10, 14));
    let from_phones = party
        .history()
        .iter()
        .filter(|e| matches!(e.from, Source::Table(_)))
        .count();
    // 9 totals + 1 tie with its cut + 10 pads of five deals.
    assert_eq!(from_phones, 9 + 2 + 50);
    let csv = cinch_party::transcript::export::history_csv(&party).unwrap();
    assert!(csv.contains("sent from table 7"), "{csv}");
    let report = cinch_party::transcript::Transcript::of(&party).to_string();
    assert!(report.contains("(sent from table 12)"), "{report}");
    // The bell moves everyone; the same links now show the next round.
    drop(served);
    let mut file = PartyFile::open(&path).unwrap();
    let mut settings = file.party().state().settings.clone();
    settings.end = cinch_party::rules::EveningEnd::AfterRounds(10);
    file.apply(Action::ChangeSettings(settings), chrono::Utc::now())
        .unwrap();
    file.apply(
        Action::RingBell {
            override_missing: false,
            cuts: Vec::new(),
            last: false,
        },
        chrono::Utc::now(),
    )
    .unwrap();
    drop(file);
    let served = serve(&path);
    let (_, state) = get(&agent, &format!("{}/state", served.links[6]));
    assert_eq!(state["round"].as_u64(), Some(round + 1));
    assert_eq!(state["result"], serde_json::Value::Null);
}

#[test]
fn phones_hear_every_conflict_in_words_and_bad_input_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let path = open_round(dir.path(), 8, &["--open-round"]);
    let served = serve(&path);
    let agent = client();
    let link = &served.links[1];
    let round = get(&agent, &format!("{link}/state")).1["round"]
        .as_u64()
        .unwrap();
    let result = |ns: i64, ew: i64| format!(r#"{{"round":{round},"ns":{ns},"ew":{ew}}}"#);
    // Bad input: refused with a message, nothing recorded.
    for (body, words) in [
        ("{", "not understood"),
        (r#"{"round":1}"#, "not understood"),
        (
            &*result(20, 11).replace('}', r#","cut":"ns"}"#),
            "Only a tie is cut",
        ),
        (
            &*format!(r#"{{"round":{round},"ns":-3,"ew":11}}"#),
            "cannot be negative (-3)",
        ),
    ] {
        let (status, answer) = post(&agent, &format!("{link}/result"), body);
        assert_eq!(status, 400, "{body}: {answer}");
        assert!(
            answer["error"].as_str().unwrap().contains(words),
            "{answer}"
        );
    }
    let (status, answer) = post(
        &agent,
        &format!("{link}/deals"),
        &format!(
            r#"{{"round":{round},"deals":[{{"bidder":"north","bid":3,"ns_points":10,"ew_points":5}}]}}"#
        ),
    );
    assert_eq!(status, 400);
    assert!(
        answer["error"].as_str().unwrap().starts_with("Deal 1:"),
        "{answer}"
    );
    let (status, answer) = post(
        &agent,
        &format!("{link}/deals"),
        &format!(
            r#"{{"round":{round},"deals":[{{"bidder":"north","bid":3,"ns_points":10,"ew_points":4}}]}}"#
        ),
    );
    assert_eq!(status, 400);
    assert!(
        answer["error"].as_str().unwrap().contains("this one has 1"),
        "{answer}"
    );
    let (status, _) = post(&agent, &format!("{link}/result"), &"x".repeat(5000));
    assert_eq!(status, 413);
    let (_, party) = store::load(&path).unwrap();
    assert!(
        party
            .state()
            .star()
            .unwrap()
            .current_round()
            .unwrap()
            .table(2)
            .unwrap()
            .1
            .is_none()
    );

    // The first phone wins; a second with the same score hears it was there already,
    // one with another score is told the recorded one.
    assert_eq!(
        post(&agent, &format!("{link}/result"), &result(20, 11)).0,
        200
    );
    let (status, again) = post(&agent, &format!("{link}/result"), &result(20, 11));
    assert_eq!(status, 200);
    assert!(again["note"].as_str().unwrap().contains("already"));
    let (status, other) = post(&agent, &format!("{link}/result"), &result(11, 20));
    assert_eq!(status, 409);
    let words = other["error"].as_str().unwrap();
    assert!(words.contains("North–South 20, East–West 11") && words.contains("ask the host"));
    // A page left open across a bell.
    let stale = format!(r#"{{"round":{},"ns":20,"ew":11}}"#, round - 1);
    let (status, moved) = post(&agent, &format!("{}/result", served.links[0]), &stale);
    assert_eq!(status, 409);
    assert!(
        moved["error"].as_str().unwrap().contains("moved on"),
        "{moved}"
    );
    // An unknown token: a bare 404, nothing revealed.
    let fake = format!(
        "{}/t/{}",
        served.seats.trim_end_matches('/'),
        "0".repeat(32)
    );
    for url in [fake.clone(), format!("{fake}/state")] {
        let (status, body) = get(&agent, &url);
        assert_eq!(status, 404);
        assert!(!body.to_string().contains("Table"), "{body}");
    }
    assert_eq!(
        post(&agent, &format!("{fake}/result"), &result(1, 2)).0,
        404
    );
    // The guests' page: names and chairs only.
    let (status, seats) = get(&agent, &format!("{}seats", served.seats));
    assert_eq!(status, 200);
    let text = seats.to_string();
    assert!(seats["guests"].as_array().unwrap().len() >= 16);
    for link in &served.links {
        let token = link.rsplit('/').next().unwrap();
        assert!(!text.contains(token));
    }
    assert!(
        !text.contains("\"ns\"") && !text.contains("result"),
        "{text}"
    );
}

#[test]
fn a_finished_evening_takes_no_more_results() {
    let dir = tempfile::tempdir().unwrap();
    let path = open_round(dir.path(), 8, &[]);
    let served = serve(&path);
    let agent = client();
    let link = &served.links[0];
    let state = get(&agent, &format!("{link}/state")).1;
    assert_eq!(state["phase"], "over");
    let body = format!(r#"{{"round":{},"ns":20,"ew":11}}"#, state["round"]);
    let (status, answer) = post(&agent, &format!("{link}/result"), &body);
    assert_eq!(status, 409);
    assert!(
        answer["error"]
            .as_str()
            .unwrap()
            .contains("evening is over")
    );
}

#[test]
fn one_writer_per_party_file_serve_refuses_a_party_open_elsewhere() {
    let dir = tempfile::tempdir().unwrap();
    let path = open_round(dir.path(), 8, &["--open-round"]);
    let _first = serve(&path);
    let out = crate::support::cli::run(&[
        "serve",
        path.to_str().unwrap(),
        "--bind",
        "127.0.0.1",
        "--port",
        "0",
    ]);
    assert!(!out.status.success());
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(said.contains("another cinch-party has it open"), "{said}");
    assert!(said.contains("process"), "{said}");
    // A port in use is said in words.
    let taken = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let port = taken.local_addr().unwrap().port().to_string();
    let other = open_round(&dir.path().join("b"), 8, &["--open-round"]);
    let out = crate::support::cli::run(&[
        "serve",
        other.to_str().unwrap(),
        "--bind",
        "127.0.0.1",
        "--port",
        &port,
    ]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains(&format!("Port {port} is taken")));
}

#[test]
fn tokens_are_128_random_bits_one_per_table_kept_across_restarts_and_renewable() {
    let dir = tempfile::tempdir().unwrap();
    let party = dir.path().join("p.ron");
    let (first, said) = Tokens::for_party(&party, 12);
    assert!(said.is_none());
    let all: Vec<String> = first.all().map(|(_, t)| t.to_owned()).collect();
    assert_eq!(all.len(), 12);
    assert!(all.iter().all(|t| t.len() == TOKEN_LEN && is_token(t)));
    let mut unique = all.clone();
    unique.sort();
    unique.dedup();
    assert_eq!(unique.len(), 12);
    let (again, _) = Tokens::for_party(&party, 12);
    assert_eq!(again, first);
    let mut renewed = again.clone();
    renewed.renew();
    assert!(renewed.all().zip(first.all()).all(|(a, b)| a.1 != b.1));
    // A damaged file is said and replaced, never trusted.
    std::fs::write(cinch_party::phones::tokens::tokens_path(&party), "garbage(").unwrap();
    let (fresh, said) = Tokens::for_party(&party, 3);
    assert!(said.unwrap().contains("could not be read"));
    assert_eq!(fresh.all().count(), 3);
    // The table's page carries no token at all: it reads its own from its address.
    assert!(!cinch_party::phones::page::TABLE.contains(fresh.of(1).unwrap()));
    assert!(!is_token("../../etc/passwd") && !is_token(&"g".repeat(32)));
}

#[test]
fn with_the_hosts_ok_a_phones_result_waits_and_the_first_phone_wins() {
    let dir = tempfile::tempdir().unwrap();
    let path = open_round(dir.path(), 8, &["--open-round"]);
    let mut file = PartyFile::open(&path).unwrap();
    let mut desk = PhoneDesk::new(Intake::HostOk, cinch_party::rules::shuffler(3));
    let now = chrono::Utc::now();
    let round = file
        .party()
        .state()
        .star()
        .unwrap()
        .current_round()
        .unwrap()
        .number;
    let before = file.party().history().len();
    let send = |ns, ew| Request::Result {
        table: 3,
        body: ResultBody {
            round,
            ns,
            ew,
            cut: None,
        },
    };
    let (reply, heard) = desk.answer(&mut file, send(21, 12), now);
    assert_eq!(reply.status, 202);
    assert!(heard.is_some());
    assert_eq!(reply.body["waiting_for_host"]["ns"], 21);
    // Held, and saved as held, before the phone heard 202; no result recorded yet.
    assert_eq!(file.party().history().len(), before + 1);
    let held = file.party().history().last().unwrap();
    assert_eq!(held.from, Source::Table(3));
    assert!(matches!(held.action, Action::HoldForOk { table: 3, .. }));
    let table_3 = |file: &PartyFile| {
        file.party()
            .state()
            .star()
            .unwrap()
            .current_round()
            .unwrap()
            .results[2]
            .as_ref()
            .map(|r| (r.ns, r.ew))
    };
    assert_eq!(table_3(&file), None, "nothing recorded yet");
    let (reply, _) = desk.answer(&mut file, send(12, 21), now);
    assert_eq!(reply.status, 409);
    assert!(
        reply.body["error"]
            .as_str()
            .unwrap()
            .contains("waits for the host's OK")
    );
    assert_eq!(file.party().state().star().unwrap().held().count(), 1);
    // The host's OK records it, as the host's own action; the report says where it came
    // from.
    file.apply(Action::AcceptHeld { table: 3 }, now).unwrap();
    assert_eq!(table_3(&file), Some((21, 12)));
    assert_eq!(file.party().state().star().unwrap().held().count(), 0);
    let transcript = cinch_party::transcript::Transcript::of(file.party());
    let line = &transcript.rounds.last().unwrap().tables[2];
    assert_eq!(line.sent_from.as_deref(), Some("table 3"));
    // The score pad's dry run records nothing.
    let (reply, _) = desk.answer(
        &mut file,
        Request::Score {
            table: 4,
            body: serde_json::from_str::<DealsBody>(&format!(
                r#"{{"round":{round},"deals":[{{"bidder":"north","bid":3,"ns_points":10,"ew_points":4}}]}}"#
            ))
            .unwrap(),
        },
        now,
    );
    assert_eq!(reply.status, 200);
    assert_eq!(reply.body["totals"]["ns"], 6);
    assert_eq!(reply.body["next_dealer"], "east");
    assert_eq!(file.party().history().len(), before + 2);
    assert_eq!(file.party().state().phase(), Phase::Playing);
}

#[test]
fn a_tables_page_gets_its_sentences_and_the_rules_limits_from_the_host() {
    let dir = tempfile::tempdir().unwrap();
    let path = open_round(dir.path(), 8, &["--open-round"]);
    let served = serve(&path);
    let agent = client();
    let link = &served.links[0];
    let (status, state) = get(&agent, &format!("{link}/state"));
    assert_eq!(status, 200);
    let round = state["round"].as_u64().unwrap();
    // The limits the page checks a deal with are the rules' own (R-DEAL-1, R-DEAL-2,
    // R-ROUND-1), not numbers written into its script.
    assert_eq!(
        state["limits"],
        serde_json::json!({"points_per_deal": 14, "deals_per_round": 4, "bid_min": 1, "bid_max": 14})
    );
    assert_eq!(state["phase"], "playing");
    assert_eq!(state["next_dealer"], "north");
    assert_eq!(state["complete"], false);
    assert_eq!(state["words"]["headline"], format!("Round {round}"));
    assert_eq!(state["words"]["totals"], "North–South 0, East–West 0");
    assert!(state["words"]["result"].is_null());
    // Four deals played: the pad is complete, its totals worded by the host.
    let (status, scored) = post(
        &agent,
        &format!("{link}/score"),
        &format!(r#"{{"round":{round},"deals":{}}}"#, four_deals()),
    );
    assert_eq!(status, 200, "{scored}");
    assert_eq!(scored["complete"], true);
    let totals = (
        scored["totals"]["ns"].as_i64().unwrap(),
        scored["totals"]["ew"].as_i64().unwrap(),
    );
    assert_eq!(
        scored["words"]["totals"],
        format!("North–South {}, East–West {}", totals.0, totals.1)
    );
    // Sent: the result and where it came from are said by the host.
    let (status, sent) = post(
        &agent,
        &format!("{link}/deals"),
        &format!(r#"{{"round":{round},"deals":{}}}"#, four_deals()),
    );
    assert_eq!(status, 200, "{sent}");
    let state = get(&agent, &format!("{link}/state")).1;
    assert_eq!(state["words"]["result"], scored["words"]["totals"]);
    assert_eq!(state["words"]["source"], "Sent from table 1.");
    // "Where do I sit?" words each guest's place.
    let seats = get(
        &agent,
        &format!("{}/seats", served.seats.trim_end_matches('/')),
    )
    .1;
    assert_eq!(seats["headline"], format!("Round {round}"));
    let placed = seats["guests"]
        .as_array()
        .unwrap()
        .iter()
        .find(|g| g["table"] == 1)
        .unwrap();
    assert!(
        placed["place"]
            .as_str()
            .unwrap()
            .starts_with("Table 1 (head), "),
        "{placed}"
    );
    // The pages share one stylesheet, served beside them.
    let (status, css) = get(
        &agent,
        &format!("{}/phone.css", served.seats.trim_end_matches('/')),
    );
    assert_eq!(status, 200);
    assert!(css.as_str().unwrap().contains("--gold"));
    // And the program's icon as their favicon.
    let mut icon = agent
        .get(format!(
            "{}/favicon.png",
            served.seats.trim_end_matches('/')
        ))
        .call()
        .unwrap();
    assert_eq!(
        icon.headers()
            .get("content-type")
            .unwrap()
            .to_str()
            .unwrap(),
        "image/png"
    );
    let bytes = icon.body_mut().read_to_vec().unwrap();
    assert!(bytes.starts_with(b"\x89PNG"));
}
