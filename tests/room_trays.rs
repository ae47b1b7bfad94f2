//! The room's own traffic at a Duplicate Cinch evening (issue 52): each tray sent from a
//! table's phone is put to East–West on the same phone, and a pair's page calls the host
//! from the table it plays at.

use cinch_party::phones::wire::{AgreeBody, CallBody, Request};
use cinch_party::phones::{Intake, PhoneDesk, Reply};
use cinch_party::rules::{Action, Source};
use cinch_party::store::PartyFile;

fn ask(desk: &mut PhoneDesk, file: &mut PartyFile, request: Request) -> Reply {
    desk.answer(file, request, chrono::Utc::now()).0
}

/// At a duplicate table each tray is put to East–West the same way (issue 52 §2): agreed,
/// it is recorded (and marked sent from the table); disagreed, it waits for the host,
/// who is called and enters the tray at the desk.
#[test]
fn at_a_duplicate_table_each_tray_counts_when_east_west_agree() {
    use cinch_party::phones::wire::TrayBody;
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("duplicate.ron");
    crate::support::duplicate::saved_duplicate(&path, 10, 2, 2, true);
    let mut file = PartyFile::open(&path).unwrap();
    let movement = *file
        .party()
        .state()
        .duplicate()
        .unwrap()
        .dup
        .fixed_movement()
        .unwrap();
    let trays = movement.trays_at(2, 3);
    let (first, second) = (trays[0], trays[1]);
    let mut desk = PhoneDesk::new(Intake::Agreed, cinch_party::rules::shuffler(3));
    let tray = |tray: u32| {
        Request::Tray {
        table: 3,
        body: TrayBody::read(
            format!(
                r#"{{"round":2,"tray":{tray},"bidder":"north","bid":3,"ns_points":9,"ew_points":5}}"#
            )
            .as_bytes(),
        )
        .unwrap(),
    }
    };
    let answer = |tray: u32, agree: bool| Request::Agree {
        table: 3,
        body: AgreeBody {
            round: 2,
            ns: 0,
            ew: 0,
            agree,
            tray: Some(tray),
        },
    };
    let outcome = |file: &PartyFile, tray: u32| {
        file.party()
            .state()
            .duplicate()
            .unwrap()
            .dup
            .outcome(2, 3, tray)
    };
    let reply = ask(&mut desk, &mut file, tray(first));
    assert_eq!(reply.status, 202, "{}", reply.body);
    let card = |reply: &Reply, tray: u32| {
        reply.body["trays"]
            .as_array()
            .unwrap()
            .iter()
            .find(|t| t["tray"] == tray)
            .unwrap()
            .clone()
    };
    let asked = card(&reply, first)["asked"].as_str().unwrap().to_owned();
    assert!(asked.starts_with("East–West: do you agree?"), "{asked}");
    assert_eq!(
        outcome(&file, first),
        None,
        "not recorded before East–West agree"
    );
    // The same tray again waits as it is; agreeing records it, from the table.
    assert_eq!(ask(&mut desk, &mut file, tray(first)).status, 409);
    let reply = ask(&mut desk, &mut file, answer(first, true));
    assert_eq!(reply.status, 200, "{}", reply.body);
    assert!(outcome(&file, first).is_some());
    assert_eq!(card(&reply, first)["recorded"], true);
    let last = file.party().history().last().unwrap();
    assert_eq!(last.from, Source::Table(3));
    assert!(matches!(last.action, Action::AgreeTray { .. }));
    let transcript = cinch_party::transcript::Transcript::of(file.party());
    let text = transcript.to_string();
    assert!(text.contains("sent from table 3"), "{text}");
    // The second tray: East–West disagree; it waits, the table calls, the host enters it.
    assert_eq!(ask(&mut desk, &mut file, tray(second)).status, 202);
    let reply = ask(&mut desk, &mut file, answer(second, false));
    assert_eq!(reply.status, 200);
    assert!(
        card(&reply, second)["disputed"]
            .as_str()
            .unwrap()
            .contains("do not agree")
    );
    assert_eq!(outcome(&file, second), None);
    assert_eq!(
        file.party()
            .state()
            .open_calls()
            .iter()
            .map(|c| c.table)
            .collect::<Vec<_>>(),
        vec![3]
    );
    assert_eq!(ask(&mut desk, &mut file, answer(second, true)).status, 409);
    let play = cinch_party::rules::duplicate::TrayPlay::NotPlayed;
    file.apply(
        Action::TrayResult {
            round: 2,
            table: 3,
            tray: second,
            play,
        },
        chrono::Utc::now(),
    )
    .unwrap();
    assert_eq!(outcome(&file, second), Some(play));
    let state = ask(&mut desk, &mut file, Request::State { table: 3 });
    assert!(
        card(&state, second)["disputed"].is_null(),
        "settled by the host"
    );
    // A pair's page calls the host from the table it plays at this round.
    file.apply(Action::AnswerCall { table: 3 }, chrono::Utc::now())
        .unwrap();
    let guide = movement.guide(2, 5);
    let pair = guide.ew_pair.unwrap();
    let reply = ask(
        &mut desk,
        &mut file,
        Request::PairCall {
            pair,
            body: CallBody { round: 2 },
        },
    );
    assert_eq!(reply.status, 200, "{}", reply.body);
    let open: Vec<u32> = file
        .party()
        .state()
        .open_calls()
        .iter()
        .map(|c| c.table)
        .collect();
    assert_eq!(open, vec![5]);
    let (page, _) = desk.answer(&mut file, Request::Pair { pair }, chrono::Utc::now());
    assert_eq!(page.body["call"]["answered"], false);
}
