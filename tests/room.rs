//! The room's own traffic (issue 52): a result sent from a table's phone is put to the
//! table's East–West pair on the same phone and counts only when they agree; a
//! disagreement waits at the desk and calls the host; a table calls the host, and the
//! host answers. Each is an action of the party, on the disk before the phone hears it.

use std::path::{Path, PathBuf};

use cinch_party::phones::wire::{AgreeBody, CallBody, Request, ResultBody};
use cinch_party::phones::{Intake, PhoneDesk, Reply};
use cinch_party::rules::held::Agreement;
use cinch_party::rules::{Action, RuleError, Source};
use cinch_party::store::PartyFile;
use proptest::prelude::*;

use crate::support::phones::open_round;

/// A party of `couples` couples with round 1 seated (made once a test, then copied).
fn seated(dir: &Path, couples: u32) -> PathBuf {
    open_round(dir, couples, &["--open-round"])
}

fn round_of(file: &PartyFile) -> u32 {
    file.party().state().round_number().unwrap()
}

fn result(round: u32, table: u32, ns: i64, ew: i64) -> Request {
    Request::Result {
        table,
        body: ResultBody {
            round,
            ns,
            ew,
            cut: None,
        },
    }
}

fn agree(round: u32, table: u32, (ns, ew): (i64, i64), agree: bool) -> Request {
    Request::Agree {
        table,
        body: AgreeBody {
            round,
            ns,
            ew,
            agree,
            tray: None,
        },
    }
}

fn call(round: u32, table: u32) -> Request {
    Request::Call {
        table,
        body: CallBody { round },
    }
}

/// The table's recorded result in the round in play.
fn recorded(file: &PartyFile, table: u32) -> Option<(i64, i64)> {
    let state = file.party().state();
    let round = state.star()?.current_round()?;
    let (_, result) = round.table(table).ok()?;
    result.as_ref().map(|r| (r.ns, r.ew))
}

fn agreement(file: &PartyFile, table: u32) -> Option<Agreement> {
    file.party()
        .state()
        .star()?
        .held_for(table)
        .map(|held| held.agreement)
}

fn ask(desk: &mut PhoneDesk, file: &mut PartyFile, request: Request) -> Reply {
    desk.answer(file, request, chrono::Utc::now()).0
}

#[test]
fn a_result_from_a_phone_counts_only_when_east_west_agree_to_that_score() {
    let dir = tempfile::tempdir().unwrap();
    let mut file = PartyFile::open(&seated(dir.path(), 8)).unwrap();
    let round = round_of(&file);
    let mut desk = PhoneDesk::new(Intake::Agreed, cinch_party::rules::shuffler(3));
    let sent = result(round, 2, 51, 41);
    let reply = ask(&mut desk, &mut file, sent);
    assert_eq!(reply.status, 202, "{}", reply.body);
    // Put to East–West on the same phone, saved as such, nothing recorded yet.
    assert_eq!(reply.body["agree"]["score"]["ns"], 51);
    assert_eq!(
        reply.body["agree"]["question"],
        "East–West: do you agree? North–South 51, East–West 41"
    );
    assert_eq!(recorded(&file, 2), None);
    assert_eq!(agreement(&file, 2), Some(Agreement::Asked));
    // An answer to another score (an old question on the screen) is refused, in words.
    let reply = ask(&mut desk, &mut file, agree(round, 2, (41, 51), true));
    assert_eq!(reply.status, 409);
    assert!(
        reply.body["error"]
            .as_str()
            .unwrap()
            .contains("North–South 51, East–West 41")
    );
    assert_eq!(recorded(&file, 2), None);
    // Another table's phone cannot agree for table 2.
    let reply = ask(&mut desk, &mut file, agree(round, 3, (51, 41), true));
    assert_eq!(reply.status, 409);
    assert_eq!(recorded(&file, 2), None);
    // East–West agree: the result counts, and the history says who agreed.
    let reply = ask(&mut desk, &mut file, agree(round, 2, (51, 41), true));
    assert_eq!(reply.status, 200, "{}", reply.body);
    assert_eq!(recorded(&file, 2), Some((51, 41)));
    let last: Vec<(&Action, Source)> = file
        .party()
        .history()
        .iter()
        .rev()
        .take(2)
        .map(|e| (&e.action, e.from))
        .collect();
    assert_eq!(
        last,
        vec![
            (&Action::AcceptHeld { table: 2 }, Source::Table(2)),
            (&Action::Agree { table: 2 }, Source::Table(2)),
        ]
    );
    let history = cinch_party::words::action(file.party().state(), &Action::Agree { table: 2 });
    assert_eq!(history, "East–West's agreement at table 2");
    // The report says the result came from the table's phone.
    let transcript = cinch_party::transcript::Transcript::of(file.party());
    let line = &transcript.rounds.last().unwrap().tables[1];
    assert_eq!(line.sent_from.as_deref(), Some("table 2"));
    // Agreeing again finds nothing waiting, and changes nothing.
    let before = file.party().history().len();
    let reply = ask(&mut desk, &mut file, agree(round, 2, (51, 41), true));
    assert_eq!(reply.status, 409);
    assert_eq!(file.party().history().len(), before);
}

#[test]
fn a_disagreement_waits_at_the_desk_and_calls_the_host_who_answers() {
    let dir = tempfile::tempdir().unwrap();
    let mut file = PartyFile::open(&seated(dir.path(), 8)).unwrap();
    let round = round_of(&file);
    let mut desk = PhoneDesk::new(Intake::Agreed, cinch_party::rules::shuffler(3));
    let sent = result(round, 4, 30, 12);
    assert_eq!(ask(&mut desk, &mut file, sent).status, 202);
    let (reply, heard) = desk.answer(
        &mut file,
        agree(round, 4, (30, 12), false),
        chrono::Utc::now(),
    );
    assert_eq!(reply.status, 200);
    let words = reply.body["note"].as_str().unwrap();
    assert!(words.contains("East–West do not agree"), "{words}");
    assert!(matches!(
        heard,
        Some(cinch_party::phones::Heard::Called { table: 4, .. })
    ));
    // It waits at the desk, disputed; the table calls the host.
    assert_eq!(recorded(&file, 4), None);
    assert_eq!(agreement(&file, 4), Some(Agreement::Disputed));
    let calls: Vec<u32> = file
        .party()
        .state()
        .open_calls()
        .iter()
        .map(|c| c.table)
        .collect();
    assert_eq!(calls, vec![4]);
    assert_eq!(reply.body["call"]["answered"], false);
    // The phone cannot settle it now: no second answer, and no second result.
    assert_eq!(
        ask(&mut desk, &mut file, agree(round, 4, (30, 12), true)).status,
        409
    );
    let sent = result(round, 4, 12, 30);
    assert_eq!(ask(&mut desk, &mut file, sent).status, 409);
    // The host answers the call: the phone says the host is on the way.
    file.apply(Action::AnswerCall { table: 4 }, chrono::Utc::now())
        .unwrap();
    let state = ask(&mut desk, &mut file, Request::State { table: 4 });
    assert_eq!(state.body["call"]["answered"], true);
    assert!(
        state.body["call"]["words"]
            .as_str()
            .unwrap()
            .contains("on the way")
    );
    assert!(file.party().state().open_calls().is_empty());
    // The host settles it at the table: turns it down, and the table sends again.
    file.apply(Action::TurnDownHeld { table: 4 }, chrono::Utc::now())
        .unwrap();
    let sent = result(round, 4, 12, 30);
    assert_eq!(ask(&mut desk, &mut file, sent).status, 202);
    assert_eq!(agreement(&file, 4), Some(Agreement::Asked));
    // The host's own word needs no agreement: the OK records it at once.
    file.apply(Action::AcceptHeld { table: 4 }, chrono::Utc::now())
        .unwrap();
    assert_eq!(recorded(&file, 4), Some((12, 30)));
}

#[test]
fn a_table_calls_the_host_once_until_answered_and_the_rules_refuse_the_rest() {
    let dir = tempfile::tempdir().unwrap();
    let mut file = PartyFile::open(&seated(dir.path(), 8)).unwrap();
    let round = round_of(&file);
    let mut desk = PhoneDesk::new(Intake::Agreed, cinch_party::rules::shuffler(3));
    let before = file.party().history().len();
    assert_eq!(ask(&mut desk, &mut file, call(round, 3)).status, 200);
    // A second press while the first is open is said, not kept twice.
    let again = ask(&mut desk, &mut file, call(round, 3));
    assert_eq!(again.status, 200);
    assert!(again.body["note"].as_str().unwrap().contains("already"));
    assert_eq!(file.party().history().len(), before + 1);
    let entry = file.party().history().last().unwrap();
    assert_eq!(
        (&entry.action, entry.from),
        (&Action::CallHost { table: 3 }, Source::Table(3))
    );
    // A call from an old round's screen is refused in words.
    let old = Request::Call {
        table: 3,
        body: CallBody { round: 7 },
    };
    assert_eq!(ask(&mut desk, &mut file, old).status, 409);
    // The rules: no such table, nobody calling, a second answer.
    let now = chrono::Utc::now();
    assert!(matches!(
        file.party()
            .state()
            .clone()
            .apply(&Action::CallHost { table: 99 }, now),
        Err(RuleError::NoSuchTable { table: 99, .. })
    ));
    assert_eq!(
        file.party()
            .state()
            .clone()
            .apply(&Action::AnswerCall { table: 2 }, now),
        Err(RuleError::NoCall { table: 2 })
    );
    assert_eq!(
        file.party()
            .state()
            .clone()
            .apply(&Action::CallHost { table: 3 }, now),
        Err(RuleError::AlreadyCalling { table: 3 })
    );
    file.apply(Action::AnswerCall { table: 3 }, now).unwrap();
    assert_eq!(
        file.party()
            .state()
            .clone()
            .apply(&Action::AnswerCall { table: 3 }, now),
        Err(RuleError::NoCall { table: 3 })
    );
    // Answered, the table may call again.
    assert_eq!(ask(&mut desk, &mut file, call(round, 3)).status, 200);
    assert_eq!(file.party().state().open_calls().len(), 1);
    // Undo takes a call back like any action.
    file.undo(chrono::Utc::now()).unwrap();
    assert!(file.party().state().open_calls().is_empty());
}

/// Each was on the disk before its phone heard it (the kill -9 of `serve` is below).
#[test]
fn held_for_agreement_disputed_and_called_are_where_they_were_after_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let path = seated(dir.path(), 8);
    {
        let mut file = PartyFile::open(&path).unwrap();
        let round = round_of(&file);
        let mut desk = PhoneDesk::new(Intake::Agreed, cinch_party::rules::shuffler(3));
        let sent = result(round, 1, 20, 8);
        assert_eq!(ask(&mut desk, &mut file, sent).status, 202);
        let sent = result(round, 2, 9, 3);
        assert_eq!(ask(&mut desk, &mut file, sent).status, 202);
        assert_eq!(
            ask(&mut desk, &mut file, agree(round, 2, (9, 3), false)).status,
            200
        );
        assert_eq!(ask(&mut desk, &mut file, call(round, 4)).status, 200);
        drop(file);
    }
    let file = PartyFile::open(&path).unwrap();
    assert_eq!(agreement(&file, 1), Some(Agreement::Asked));
    assert_eq!(agreement(&file, 2), Some(Agreement::Disputed));
    let calls: Vec<u32> = file
        .party()
        .state()
        .open_calls()
        .iter()
        .map(|c| c.table)
        .collect();
    assert_eq!(calls, vec![2, 4]);
}

/// One thing a table's phone (or the host) does, for the property below.
#[derive(Debug, Clone)]
enum Step {
    Send {
        table: u32,
        ns: i64,
        ew: i64,
    },
    Answer {
        table: u32,
        agree: bool,
        honest: bool,
    },
    Call {
        table: u32,
    },
    HostTurnsDown {
        table: u32,
    },
}

fn step() -> impl Strategy<Value = Step> {
    prop_oneof![
        (1u32..=4, 0i64..=60, 0i64..=60).prop_map(|(table, ns, ew)| Step::Send { table, ns, ew }),
        (1u32..=4, any::<bool>(), prop::bool::weighted(0.8)).prop_map(|(table, agree, honest)| {
            Step::Answer {
                table,
                agree,
                honest,
            }
        }),
        (1u32..=4).prop_map(|table| Step::Call { table }),
        (1u32..=4).prop_map(|table| Step::HostTurnsDown { table }),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 24,
        failure_persistence: Some(Box::new(
            proptest::test_runner::FileFailurePersistence::WithSource("regressions"),
        )),
        ..ProptestConfig::default()
    })]

    /// With agreement on, no result from a phone counts unless East–West agreed to that
    /// very score since it was sent, whatever the phones send in whatever order.
    #[test]
    fn no_phone_result_counts_without_east_wests_agreement(
        steps in prop::collection::vec(step(), 1..24)
    ) {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("party.ron");
        std::fs::copy(template(), &path).unwrap();
        let mut file = PartyFile::open(&path).unwrap();
        let round = round_of(&file);
        let mut desk = PhoneDesk::new(Intake::Agreed, cinch_party::rules::shuffler(3));
        let played = file.party().history().len();
        for step in &steps {
            let request = match *step {
                Step::Send { table, ns, ew } => result(round, table, ns, ew),
                Step::Answer { table, agree: yes, honest } => {
                    let score = file
                        .party()
                        .state()
                        .star()
                        .and_then(|s| s.held_for(table))
                        .map_or((1, 2), |h| h.score);
                    let score = if honest { score } else { (score.1 + 1, score.0) };
                    agree(round, table, score, yes)
                }
                Step::Call { table } => call(round, table),
                Step::HostTurnsDown { table } => {
                    let _ = file.apply(Action::TurnDownHeld { table }, chrono::Utc::now());
                    continue;
                }
            };
            ask(&mut desk, &mut file, request);
        }
        // Replay the history: each table's result recorded from a phone was agreed to,
        // at that score, after it was put to East–West.
        let mut asked: std::collections::BTreeMap<u32, (bool, Vec<Action>)> =
            std::collections::BTreeMap::new();
        for entry in &file.party().history()[played..] {
            match &entry.action {
                Action::AskAgreement { table, actions } => {
                    asked.insert(*table, (false, actions.clone()));
                }
                Action::Agree { table } => {
                    prop_assert_eq!(entry.from, Source::Table(*table));
                    asked.get_mut(table).unwrap().0 = true;
                }
                Action::AcceptHeld { table } => {
                    let (agreed, _) = asked.remove(table).unwrap();
                    prop_assert!(agreed, "table {table}'s result counted unagreed");
                }
                Action::TurnDownHeld { table } => {
                    asked.remove(table);
                }
                Action::EnterResult { .. } | Action::RecordDeal { .. } | Action::CutTie { .. } => {
                    prop_assert!(false, "a phone's result recorded without agreement");
                }
                _ => {}
            }
        }
        // And what stands agrees with what was agreed.
        for table in 1..=4 {
            if let Some(score) = recorded(&file, table) {
                let agreed = file.party().history().iter().rev().find_map(|e| match &e.action {
                    Action::AskAgreement { table: t, actions } if *t == table => Some(actions.clone()),
                    _ => None,
                });
                let sent = agreed.unwrap();
                prop_assert_eq!(
                    sent,
                    vec![Action::EnterResult { table, ns: score.0, ew: score.1 }]
                );
            }
        }
    }
}

/// The seated party the property copies for each case (made once).
fn template() -> &'static Path {
    static TEMPLATE: std::sync::OnceLock<(tempfile::TempDir, PathBuf)> = std::sync::OnceLock::new();
    let (_, path) = TEMPLATE.get_or_init(|| {
        let dir = tempfile::tempdir().unwrap();
        let path = seated(dir.path(), 8);
        (dir, path)
    });
    path
}

/// Kill -9 with a guest at the door, a result waiting for East–West and a call open:
/// after the restart each is where it was, and the phones carry on.
#[test]
fn after_a_kill_9_the_door_the_agreement_and_the_call_are_where_they_were() {
    use crate::support::phones::{client, get, post, serve_with};
    let dir = tempfile::tempdir().unwrap();
    let path = seated(dir.path(), 8);
    let round = {
        let file = PartyFile::open(&path).unwrap();
        round_of(&file)
    };
    let agent = client();
    let mut served = serve_with(&path, &["--agree"]);
    let base = crate::support::phones::base_of(&served.links[0]);
    let (status, _) = post(
        &agent,
        &format!("{base}/check-in"),
        r#"{"name":"Late Lou","side":"lady"}"#,
    );
    assert_eq!(status, 200);
    let (status, _) = post(
        &agent,
        &format!("{}/result", served.links[0]),
        &format!(r#"{{"round":{round},"ns":20,"ew":8}}"#),
    );
    assert_eq!(status, 202);
    let (status, _) = post(
        &agent,
        &format!("{}/call", served.links[1]),
        &format!(r#"{{"round":{round}}}"#),
    );
    assert_eq!(status, 200);
    served.child_mut().kill().unwrap();
    let _ = served.child_mut().wait();
    let links = served.links.clone();
    drop(served);
    let mut served = serve_with(&path, &["--agree"]);
    let token = |link: &String| link.rsplit('/').next().unwrap().to_owned();
    assert_eq!(
        served.links.iter().map(token).collect::<Vec<_>>(),
        links.iter().map(token).collect::<Vec<_>>(),
        "the printed links' secrets still work (a port of 0 picks another port)"
    );
    let links = served.links.clone();
    let (_, one) = get(&agent, &format!("{}/state", links[0]));
    assert_eq!(one["agree"]["score"]["ns"], 20);
    let (_, two) = get(&agent, &format!("{}/state", links[1]));
    assert_eq!(two["call"]["answered"], false);
    // The phones carry on: East–West agree; the host lets Lou in and answers the call.
    let (status, _) = post(
        &agent,
        &format!("{}/agree", links[0]),
        &format!(r#"{{"round":{round},"ns":20,"ew":8,"agree":true}}"#),
    );
    assert_eq!(status, 200);
    served.type_line("in all");
    served.wait_for_line("1 guest done.");
    served.type_line("coming 2");
    served.wait_for_line_starting("Table 2's call: answered");
    drop(served);
    let file = PartyFile::open(&path).unwrap();
    assert_eq!(recorded(&file, 1), Some((20, 8)));
    let state = file.party().state();
    assert!(state.guests().iter().any(|g| g.name == "Late Lou"));
    assert!(state.at_the_door().is_empty());
    assert!(state.open_calls().is_empty());
}

/// After the bell, until the round starts, a table's phone lists where its four players
/// go now, as the move list says (issue 52 §6).
#[test]
fn after_the_bell_each_tables_phone_says_where_its_four_players_go() {
    let dir = tempfile::tempdir().unwrap();
    // Four tables seated for round 1 of an evening of three rounds.
    let party = crate::common::seated(4, crate::common::stars_evening(3));
    let mut file = PartyFile::adopt(&dir.path().join("three.ron"), "Three", party).unwrap();
    let mut desk = PhoneDesk::new(Intake::Direct, cinch_party::rules::shuffler(3));
    let now = chrono::Utc::now();
    let state = ask(&mut desk, &mut file, Request::State { table: 1 });
    let before: Vec<String> = ["north", "east", "south", "west"]
        .iter()
        .map(|c| state.body[c].as_str().unwrap().to_owned())
        .collect();
    for table in 1..=4 {
        file.apply(
            Action::EnterResult {
                table,
                ns: 20 + i64::from(table),
                ew: 3,
            },
            now,
        )
        .unwrap();
    }
    file.apply(
        Action::RingBell {
            override_missing: false,
            cuts: Vec::new(),
            last: false,
        },
        now,
    )
    .unwrap();
    let state = ask(&mut desk, &mut file, Request::State { table: 1 });
    let moves: Vec<&str> = state.body["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m.as_str().unwrap())
        .collect();
    assert_eq!(moves.len(), 4, "{moves:?}");
    for (line, (name, chair)) in moves
        .iter()
        .zip(before.iter().zip(["North", "East", "South", "West"]))
    {
        assert!(line.starts_with(&format!("{name} ({chair}): ")), "{line}");
    }
    // The head table's North–South won: they stay (R-PROG), and the page says so.
    assert!(moves[0].contains("stay"), "{}", moves[0]);
    // Once the round is under way (its first result, or the host's Start), the list goes.
    file.apply(
        Action::EnterResult {
            table: 3,
            ns: 5,
            ew: 9,
        },
        now,
    )
    .unwrap();
    let state = ask(&mut desk, &mut file, Request::State { table: 1 });
    assert_eq!(state.body["moves"].as_array().unwrap().len(), 0);
}

/// A correction's reason is checked before anything changes (issue 52 §4): too long, or
/// with an invisible character, it is refused in words; blank, it is no reason.
#[test]
fn a_reason_too_long_or_with_an_invisible_character_is_refused_and_nothing_changes() {
    use cinch_party::rules::guests::MAX_WHY_CHARS;
    let mut party = crate::common::seated(2, crate::common::stars_evening(3));
    crate::common::report_all(&mut party, &[(9, 5), (4, 10)]);
    let correct = Action::CorrectResult {
        round: 1,
        table: 2,
        ns: 10,
        ew: 4,
    };
    let before = party.history().len();
    let long = "x".repeat(MAX_WHY_CHARS + 1);
    assert_eq!(
        party.apply_noted(correct.clone(), crate::common::at(5), &long),
        Err(RuleError::WhyTooLong { max: MAX_WHY_CHARS })
    );
    assert!(matches!(
        party.apply_noted(correct.clone(), crate::common::at(5), "swapped\u{202e}"),
        Err(RuleError::WhyHasControl { .. })
    ));
    assert_eq!(party.history().len(), before, "nothing changed");
    party
        .apply_noted(correct.clone(), crate::common::at(5), "   ")
        .unwrap();
    assert_eq!(party.history().last().unwrap().why, None);
    party
        .apply_noted(correct, crate::common::at(6), "  table 4   miscounted ")
        .unwrap();
    assert_eq!(
        party.history().last().unwrap().why.as_deref(),
        Some("table 4 miscounted")
    );
}
