//! What a new host's trial of the room (issue 52) found, each pinned: a tie cut from the
//! phone after East–West agreed, the door's word for a guest already let in, a phone
//! told why its result was turned down, the bell's words while East–West are asked.

use cinch_party::phones::wire::{AgreeBody, CallBody, CheckInBody, Request, ResultBody};
use cinch_party::phones::{Intake, PhoneDesk, Reply};
use cinch_party::rules::{Action, Party, Settings};
use cinch_party::store::PartyFile;

fn ask(desk: &mut PhoneDesk, file: &mut PartyFile, request: Request) -> Reply {
    desk.answer(file, request, chrono::Utc::now()).0
}

fn seated(dir: &std::path::Path) -> (PartyFile, u32) {
    let path = crate::support::phones::open_round(dir, 8, &["--open-round"]);
    let file = PartyFile::open(&path).unwrap();
    let round = file.party().state().round_number().unwrap();
    (file, round)
}

fn result(round: u32, table: u32, ns: i64, ew: i64, cut: Option<&str>) -> Request {
    let cut = cut.map_or(String::new(), |c| format!(r#","cut":"{c}""#));
    let body: ResultBody =
        serde_json::from_str(&format!(r#"{{"round":{round},"ns":{ns},"ew":{ew}{cut}}}"#)).unwrap();
    Request::Result { table, body }
}

fn agree(round: u32, table: u32, ns: i64, ew: i64) -> Request {
    Request::Agree {
        table,
        body: AgreeBody {
            round,
            ns,
            ew,
            agree: true,
            tray: None,
        },
    }
}

/// A tie sent from the phone and agreed by East–West waited for the ladies' cut; the
/// cut sent from the page was put to East–West again, the page had no way to answer it,
/// and the next press was refused: the table could not finish from its phone. Then (a
/// second trial) a real cut claimed from the phone counted at once, East–West never
/// asked: whoever held the phone decided the tie and its star. Now the program's cut goes
/// in at once (nobody chooses it), and a real cut is put to East–West, whose page asks.
#[test]
fn a_real_cut_claimed_from_the_phone_is_put_to_east_west_and_the_programs_goes_in_at_once() {
    let dir = tempfile::tempdir().unwrap();
    let (mut file, round) = seated(dir.path());
    let mut desk = PhoneDesk::new(Intake::Agreed, cinch_party::rules::shuffler(3));
    for table in [2, 1] {
        assert_eq!(
            ask(&mut desk, &mut file, result(round, table, 12, 12, None)).status,
            202
        );
        let reply = ask(&mut desk, &mut file, agree(round, table, 12, 12));
        assert_eq!(reply.status, 200);
        assert_eq!(reply.body["needs_cut"], true);
    }
    // The real cut: asked, not counted.
    let reply = ask(&mut desk, &mut file, result(round, 2, 12, 12, Some("ew")));
    assert_eq!(reply.status, 202, "{}", reply.body);
    let question = reply.body["agree"]["question"].as_str().unwrap();
    assert!(question.contains("won the cut"), "{question}");
    assert_eq!(reply.body["needs_cut"], true, "not cut until agreed");
    assert!(file.party().state().star().unwrap().held_for(2).is_some());
    // East–West agree: cut, counted.
    let reply = ask(&mut desk, &mut file, agree(round, 2, 12, 12));
    assert_eq!(reply.status, 200, "{}", reply.body);
    assert!(reply.body["cut"]["winner"] == "ew", "{}", reply.body);
    assert!(file.party().state().star().unwrap().held_for(2).is_none());
    // The program's cut: at once.
    let reply = ask(
        &mut desk,
        &mut file,
        result(round, 1, 12, 12, Some("program")),
    );
    assert_eq!(reply.status, 200, "{}", reply.body);
    assert!(reply.body["cut"]["winner"].is_string(), "{}", reply.body);
    assert!(file.party().state().star().unwrap().held_for(1).is_none());
    // Sent with its cut at once, the question says who won it.
    let reply = ask(&mut desk, &mut file, result(round, 3, 9, 9, Some("ns")));
    assert_eq!(reply.status, 202);
    let question = reply.body["agree"]["question"].as_str().unwrap();
    assert!(
        question.contains("a tie:") && question.contains("won the cut"),
        "{question}"
    );
}

/// A guest already let in who checked in again was told "Add an initial or a surname to
/// tell them apart", inviting a second guest of the same name.
#[test]
fn a_guest_already_let_in_who_checks_in_again_hears_they_are_on_the_list() {
    let dir = tempfile::tempdir().unwrap();
    let mut party = Party::new(Settings::default());
    party
        .apply(
            Action::AddGuest {
                name: "Ada Abbott".into(),
                side: cinch_party::rules::Side::Lady,
            },
            crate::common::at(0),
        )
        .unwrap();
    let mut file = PartyFile::adopt(&dir.path().join("p.ron"), "P", party).unwrap();
    let mut desk = PhoneDesk::new(Intake::Agreed, cinch_party::rules::shuffler(3));
    let body = CheckInBody {
        name: "ada abbott".into(),
        side: Some("lady".into()),
    };
    let reply = ask(&mut desk, &mut file, Request::CheckIn(body));
    assert_eq!(reply.status, 409);
    let said = reply.body["error"].as_str().unwrap();
    assert!(said.contains("already on tonight's list"), "{said}");
    assert!(!said.contains("initial"), "{said}");
}

/// After the host turned a phone's result down, the table's page showed an empty pad and
/// nothing said why, or that it should send again.
#[test]
fn a_phone_whose_result_was_turned_down_is_told_to_send_again() {
    let dir = tempfile::tempdir().unwrap();
    let (mut file, round) = seated(dir.path());
    let mut desk = PhoneDesk::new(Intake::Agreed, cinch_party::rules::shuffler(3));
    assert_eq!(
        ask(&mut desk, &mut file, result(round, 4, 20, 5, None)).status,
        202
    );
    file.apply(Action::TurnDownHeld { table: 4 }, chrono::Utc::now())
        .unwrap();
    let state = ask(&mut desk, &mut file, Request::State { table: 4 });
    let words = state.body["words"]["waiting"].as_str().unwrap();
    assert!(
        words.contains("turned down") && words.contains("send it again"),
        "{words}"
    );
    // Sent again, the page no longer says so.
    assert_eq!(
        ask(&mut desk, &mut file, result(round, 4, 20, 5, None)).status,
        202
    );
    let state = ask(&mut desk, &mut file, Request::State { table: 4 });
    assert!(
        !state.body["words"]["waiting"]
            .as_str()
            .unwrap()
            .contains("turned down")
    );
}

/// While East–West were asked on the phone, the bell's refusal said the table's result
/// was "waiting for your OK", and a second phone heard the same: nothing waited for
/// the host.
#[test]
fn while_east_west_are_asked_nothing_says_it_waits_for_the_hosts_ok() {
    let dir = tempfile::tempdir().unwrap();
    let (mut file, round) = seated(dir.path());
    let mut desk = PhoneDesk::new(Intake::Agreed, cinch_party::rules::shuffler(3));
    assert_eq!(
        ask(&mut desk, &mut file, result(round, 1, 20, 5, None)).status,
        202
    );
    let again = ask(&mut desk, &mut file, result(round, 1, 5, 20, None));
    assert_eq!(again.status, 409);
    let said = again.body["error"].as_str().unwrap();
    assert!(
        said.contains("East–West to agree") && !said.contains("host's OK"),
        "{said}"
    );
    let bell = cinch_party::words::rule_refusal(
        &file
            .party()
            .state()
            .clone()
            .apply(
                &Action::RingBell {
                    override_missing: false,
                    cuts: Vec::new(),
                    last: false,
                },
                chrono::Utc::now(),
            )
            .unwrap_err(),
    );
    assert!(
        bell.contains("table 1 (sent from a phone, not yet counted)"),
        "{bell}"
    );
}

/// A result East–West disagreed with and the host then took read "(sent from table 5)"
/// in the report, like one East–West agreed to.
#[test]
fn a_result_the_host_took_after_east_west_disagreed_says_so_in_the_report() {
    let dir = tempfile::tempdir().unwrap();
    let (mut file, round) = seated(dir.path());
    let mut desk = PhoneDesk::new(Intake::Agreed, cinch_party::rules::shuffler(3));
    for table in [2, 3] {
        assert_eq!(
            ask(&mut desk, &mut file, result(round, table, 20, 5, None)).status,
            202
        );
    }
    assert_eq!(
        ask(&mut desk, &mut file, agree(round, 2, 20, 5)).status,
        200
    );
    let no = Request::Agree {
        table: 3,
        body: AgreeBody {
            round,
            ns: 20,
            ew: 5,
            agree: false,
            tray: None,
        },
    };
    assert_eq!(ask(&mut desk, &mut file, no).status, 200);
    file.apply(Action::AcceptHeld { table: 3 }, chrono::Utc::now())
        .unwrap();
    let text = cinch_party::transcript::Transcript::of(file.party()).to_string();
    let line = |table: &str| {
        text.lines()
            .rev()
            .find(|l| l.trim_start().starts_with(table))
            .unwrap_or_default()
            .to_owned()
    };
    assert!(line("2 ").ends_with("(sent from table 2)"), "{text}");
    assert!(
        line("3 ").ends_with("(sent from table 3, East–West disagreed, taken by the host)"),
        "{text}"
    );
}

/// `cinch-party --saves-dir DIR report FILE` was refused by clap ("the subcommand 'FILE'
/// cannot be used with --saves-dir"): the folder could only come after the command. And
/// `cinch-party FILE report OTHER` must not open one and silently ignore the other.
#[test]
fn saves_dir_before_a_command_is_taken_and_a_window_file_before_a_command_is_refused() {
    use crate::support::cli::run;
    let dir = tempfile::tempdir().unwrap();
    let folder = dir.path().to_str().unwrap();
    let made = run(&[
        "simulate",
        "--rounds",
        "1",
        "--save",
        "evening.ron",
        "--saves-dir",
        folder,
    ]);
    assert!(
        made.status.success(),
        "{}",
        String::from_utf8_lossy(&made.stderr)
    );
    let before = run(&["--saves-dir", folder, "report", "evening.ron"]);
    assert!(
        before.status.success(),
        "{}",
        String::from_utf8_lossy(&before.stderr)
    );
    let after = run(&["report", "evening.ron", "--saves-dir", folder]);
    assert_eq!(before.stdout, after.stdout, "the same report either way");
    assert!(String::from_utf8_lossy(&before.stdout).contains("Round 1"));

    let both = run(&[
        "--saves-dir",
        folder,
        "evening.ron",
        "report",
        "evening.ron",
    ]);
    assert_eq!(both.status.code(), Some(2));
    let said = String::from_utf8_lossy(&both.stderr);
    assert!(said.contains("a command follows it"), "{said}");
    assert!(both.stdout.is_empty());
}

/// A host's second trial: a result corrected at the desk (with its reason) still read on
/// the table's phone "Sent from table 4.", as if the table had sent the new score; and
/// "The host … is on the way" stayed on the phone after the result counted.
#[test]
fn the_phone_says_a_result_was_corrected_and_drops_an_answered_call_once_it_counts() {
    let dir = tempfile::tempdir().unwrap();
    let (mut file, round) = seated(dir.path());
    let mut desk = PhoneDesk::new(Intake::Agreed, cinch_party::rules::shuffler(3));
    let now = chrono::Utc::now();
    // Table 4 calls; the host answers.
    let call = Request::Call {
        table: 4,
        body: CallBody { round },
    };
    assert_eq!(ask(&mut desk, &mut file, call).status, 200);
    file.apply(Action::AnswerCall { table: 4 }, now).unwrap();
    let state = ask(&mut desk, &mut file, Request::State { table: 4 });
    assert_eq!(state.body["call"]["answered"], true, "{}", state.body);
    // Its result sent and agreed: counted, and the call is no longer said.
    assert_eq!(
        ask(&mut desk, &mut file, result(round, 4, 18, 10, None)).status,
        202
    );
    assert_eq!(
        ask(&mut desk, &mut file, agree(round, 4, 18, 10)).status,
        200
    );
    let state = ask(&mut desk, &mut file, Request::State { table: 4 });
    assert!(state.body["call"].is_null(), "{}", state.body);
    assert_eq!(
        state.body["words"]["source"].as_str(),
        Some("Sent from table 4.")
    );
    // Corrected at the desk, with why: the phone says so.
    let fix = Action::CorrectResult {
        round,
        table: 4,
        ns: 19,
        ew: 10,
    };
    file.apply_noted(fix, now, "miscounted deal").unwrap();
    let state = ask(&mut desk, &mut file, Request::State { table: 4 });
    assert_eq!(
        state.body["words"]["source"].as_str(),
        Some("Sent from table 4. Corrected by the host since: miscounted deal."),
        "{}",
        state.body
    );
    assert_eq!(state.body["result"]["ns"], 19);
}
