//! The door (issue 52): guests check in on their phones and wait in the party's history
//! until the host lets them in or turns them away. Nobody joins without the host's key;
//! a name the party has, or one already at the door, is said and not added twice; a
//! member's other spelling (R-SEASON-1) is the member.

use std::path::Path;

use cinch_party::phones::wire::{CheckInBody, Request};
use cinch_party::phones::{Heard, Intake, PhoneDesk, Reply};
use cinch_party::rules::guests::Side;
use cinch_party::rules::{Action, Party, Phase, RuleError, Settings, Source};
use cinch_party::store::PartyFile;
use proptest::prelude::*;

/// A party of `ladies` and `gentlemen` saved at `path`, not yet drawn.
fn party_at(path: &Path, ladies: u32, gentlemen: u32, settings: Settings) -> PartyFile {
    let mut party = Party::new(settings);
    let mut guests = Vec::new();
    for i in 1..=ladies {
        guests.push((format!("Lady {i}"), Side::Lady));
    }
    for i in 1..=gentlemen {
        guests.push((format!("Gent {i}"), Side::Gentleman));
    }
    party
        .apply(Action::AddGuests { guests }, crate::common::at(0))
        .unwrap();
    PartyFile::adopt(path, "Door", party).unwrap()
}

fn check_in(
    desk: &mut PhoneDesk,
    file: &mut PartyFile,
    name: &str,
    side: Option<&str>,
) -> (Reply, Option<Heard>) {
    let body = CheckInBody {
        name: name.to_owned(),
        side: side.map(str::to_owned),
    };
    desk.answer(file, Request::CheckIn(body), crate::common::at(1))
}

fn guests(file: &PartyFile) -> Vec<String> {
    file.party()
        .state()
        .guests()
        .iter()
        .filter(|g| !g.removed)
        .map(|g| g.name.clone())
        .collect()
}

fn desk() -> PhoneDesk {
    PhoneDesk::new(Intake::Agreed, cinch_party::rules::shuffler(1))
}

#[test]
fn a_guest_checks_in_waits_at_the_door_and_joins_only_with_the_hosts_key() {
    let dir = tempfile::tempdir().unwrap();
    let mut file = party_at(&dir.path().join("door.ron"), 4, 3, Settings::default());
    let mut desk = desk();
    let before = guests(&file);
    let (reply, heard) = check_in(&mut desk, &mut file, "  Ada   Lovelace ", Some("lady"));
    assert_eq!(reply.status, 200, "{}", reply.body);
    assert!(
        reply.body["said"]
            .as_str()
            .unwrap()
            .starts_with("Thank you, Ada Lovelace")
    );
    assert!(matches!(heard, Some(Heard::AtTheDoor { .. })));
    // At the door, in the history (from the door), not on the list.
    assert_eq!(guests(&file), before);
    let entry = file.party().history().last().unwrap();
    assert_eq!(entry.from, Source::Door);
    assert_eq!(file.party().state().at_the_door().len(), 1);
    // Said, not added twice: the same name again, a guest's name, no side.
    let (reply, _) = check_in(&mut desk, &mut file, "ada lovelace", Some("lady"));
    assert_eq!(reply.status, 409);
    assert!(
        reply.body["error"]
            .as_str()
            .unwrap()
            .contains("already waiting at the door")
    );
    let (reply, _) = check_in(&mut desk, &mut file, "Lady 2", Some("lady"));
    assert_eq!(reply.status, 409);
    assert!(
        reply.body["error"].as_str().unwrap().contains("Lady 2"),
        "{}",
        reply.body
    );
    let (reply, _) = check_in(&mut desk, &mut file, "Grace Hopper", None);
    assert_eq!(reply.status, 409);
    assert!(
        reply.body["error"]
            .as_str()
            .unwrap()
            .contains("lady or a gentleman")
    );
    let (reply, _) = check_in(&mut desk, &mut file, "Grace Hopper", Some("duchess"));
    assert_eq!(reply.status, 400);
    let (reply, _) = check_in(&mut desk, &mut file, "   ", Some("lady"));
    assert_eq!(reply.status, 409);
    assert_eq!(file.party().state().at_the_door().len(), 1);
    // The host's key lets her in; another is turned away.
    let (reply, _) = check_in(&mut desk, &mut file, "Alan Turing", Some("gentleman"));
    assert_eq!(reply.status, 200);
    file.apply(
        Action::LetIn {
            name: "ADA LOVELACE".into(),
        },
        crate::common::at(2),
    )
    .unwrap();
    file.apply(
        Action::TurnAway {
            name: "Alan Turing".into(),
        },
        crate::common::at(2),
    )
    .unwrap();
    let now = guests(&file);
    assert_eq!(now.len(), before.len() + 1);
    assert!(now.contains(&"Ada Lovelace".to_owned()));
    assert!(file.party().state().at_the_door().is_empty());
    assert_eq!(
        file.party().state().clone().apply(
            &Action::LetIn {
                name: "Alan Turing".into()
            },
            crate::common::at(3)
        ),
        Err(RuleError::NotAtTheDoor {
            name: "Alan Turing".into()
        })
    );
}

#[test]
fn after_the_draw_a_guest_let_in_from_the_door_is_a_late_arrival_r_late_1() {
    let dir = tempfile::tempdir().unwrap();
    let path = crate::support::phones::open_round(dir.path(), 8, &["--open-round"]);
    let mut file = PartyFile::open(&path).unwrap();
    assert_eq!(file.party().state().phase(), Phase::Playing);
    let mut desk = desk();
    let (reply, _) = check_in(&mut desk, &mut file, "Late Lottie", Some("lady"));
    assert_eq!(reply.status, 200);
    file.apply(
        Action::LetIn {
            name: "Late Lottie".into(),
        },
        crate::common::at(2),
    )
    .unwrap();
    let state = file.party().state();
    let lottie = state
        .guests()
        .iter()
        .find(|g| g.name == "Late Lottie")
        .unwrap()
        .id;
    assert!(state.star().unwrap().waiting().contains(&lottie));
}

#[test]
fn a_members_other_spelling_is_the_member_and_the_door_offers_the_spellings() {
    let dir = tempfile::tempdir().unwrap();
    let mut file = party_at(&dir.path().join("club.ron"), 2, 2, Settings::default());
    std::fs::write(
        dir.path().join("members.ron"),
        r#"(version: 1, members: [(name: "William Baker", side: Some(Gentleman), aliases: ["Bill Baker"])])"#,
    )
    .unwrap();
    let mut desk = desk();
    let (state, _) = desk.answer(
        &mut file,
        Request::Door { name: None },
        crate::common::at(1),
    );
    assert_eq!(state.body["sides"], true);
    let names: Vec<&str> = state.body["names"]
        .as_array()
        .unwrap()
        .iter()
        .map(|n| n.as_str().unwrap())
        .collect();
    assert_eq!(names, ["Bill Baker", "William Baker"]);
    // The member's side is theirs when the phone does not say.
    let (reply, _) = check_in(&mut desk, &mut file, "William Baker", None);
    assert_eq!(reply.status, 200, "{}", reply.body);
    assert_eq!(
        file.party().state().at_the_door()[0].side,
        Some(Side::Gentleman)
    );
    // Bill is William: already at the door under his other spelling.
    let (reply, _) = check_in(&mut desk, &mut file, "bill baker", Some("gentleman"));
    assert_eq!(reply.status, 409);
    assert!(
        reply.body["error"]
            .as_str()
            .unwrap()
            .contains("William Baker")
    );
    assert_eq!(file.party().state().at_the_door().len(), 1);
}

/// One thing at the door, for the property below.
#[derive(Debug, Clone)]
enum Step {
    CheckIn { name: usize, side: Option<bool> },
    LetIn { name: usize },
    TurnAway { name: usize },
}

const NAMES: [&str; 6] = ["Ann", "ann", "Lady 1", "Bea", " Bea  ", "Cleo"];

fn step() -> impl Strategy<Value = Step> {
    prop_oneof![
        4 => (0..NAMES.len(), prop::option::of(any::<bool>()))
            .prop_map(|(name, side)| Step::CheckIn { name, side }),
        1 => (0..NAMES.len()).prop_map(|name| Step::LetIn { name }),
        1 => (0..NAMES.len()).prop_map(|name| Step::TurnAway { name }),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 32,
        failure_persistence: Some(Box::new(
            proptest::test_runner::FileFailurePersistence::WithSource("regressions"),
        )),
        ..ProptestConfig::default()
    })]

    /// A check-in never adds a guest: only the host's key does, one guest each, and no
    /// name is ever on the list twice.
    #[test]
    fn a_check_in_never_adds_a_guest_without_the_hosts_key(steps in prop::collection::vec(step(), 1..30)) {
        let dir = tempfile::tempdir().unwrap();
        let mut file = party_at(&dir.path().join("p.ron"), 2, 2, Settings::default());
        let mut desk = desk();
        for step in &steps {
            let before = guests(&file).len();
            match *step {
                Step::CheckIn { name, side } => {
                    let side = side.map(|lady| if lady { "lady" } else { "gentleman" });
                    check_in(&mut desk, &mut file, NAMES[name], side);
                    prop_assert_eq!(guests(&file).len(), before);
                }
                Step::LetIn { name } => {
                    let at_door = file.party().state().knock(NAMES[name]).is_some();
                    let let_in = file
                        .apply(Action::LetIn { name: NAMES[name].into() }, crate::common::at(2))
                        .is_ok();
                    prop_assert_eq!(let_in, at_door);
                    prop_assert_eq!(guests(&file).len(), before + usize::from(let_in));
                }
                Step::TurnAway { name } => {
                    let _ = file.apply(Action::TurnAway { name: NAMES[name].into() }, crate::common::at(2));
                    prop_assert_eq!(guests(&file).len(), before);
                }
            }
            let mut keys: Vec<String> = guests(&file)
                .iter()
                .chain(file.party().state().at_the_door().iter().map(|k| &k.name))
                .map(|n| cinch_party::rules::guests::name_key(n))
                .collect();
            let all = keys.len();
            keys.sort();
            keys.dedup();
            prop_assert_eq!(keys.len(), all, "a name on the list or at the door twice");
        }
    }
}

/// With the phones on, the table cards begin with a card for the door: "Check in", how,
/// and the door page's QR code and link (issue 52 §1).
#[test]
fn the_table_cards_begin_with_a_door_card_carrying_the_check_in_link() {
    use cinch_party::print::{Document, Links, Paper, Printout};
    let mut party = Party::new(Settings::default());
    crate::common::guests(&mut party, 4, 4);
    let door = "http://192.168.1.20:8765/check-in";
    let links = Links {
        door: Some(door.to_owned()),
        ..Links::default()
    };
    let evening = cinch_party::transcript::evening::Evening::of(&party, 0);
    let printed = Printout::with_links(
        &party,
        &evening,
        "Door night",
        Document::TableCards,
        Paper::A4,
        &links,
    )
    .unwrap();
    let pages = crate::support::print::pdf_pages(&printed);
    assert_eq!(pages.len(), 1 + 2, "the door's card, then a card per table");
    assert!(pages[0].contains("CHECK IN"), "{}", pages[0]);
    assert!(pages[0].contains(door), "{}", pages[0]);
    assert!(pages[1].contains("TABLE"));
    // Without the phones, no door card.
    let plain = Printout::of(&party, "Door night", Document::TableCards, Paper::A4).unwrap();
    assert_eq!(crate::support::print::pdf_pages(&plain).len(), 2);
}

/// A host's trial: a guest turned away was told nothing on their page, and checked in
/// again at once. The door's page asks where the name it checked in stands.
#[test]
fn the_doors_page_hears_whether_its_guest_waits_is_let_in_or_is_turned_away() {
    let dir = tempfile::tempdir().unwrap();
    let mut file = party_at(&dir.path().join("p.ron"), 2, 2, Settings::default());
    let mut desk = desk();
    let standing = |desk: &mut PhoneDesk, file: &mut PartyFile, name: &str| {
        let asked = Request::Door {
            name: Some(name.to_owned()),
        };
        let reply = desk.answer(file, asked, crate::common::at(2)).0;
        assert_eq!(reply.status, 200);
        reply.body["standing"].clone()
    };
    assert!(standing(&mut desk, &mut file, "Nobody Yet").is_null());
    for name in ["Ada Door", "Tom Away"] {
        assert_eq!(
            check_in(&mut desk, &mut file, name, Some("lady")).0.status,
            200
        );
    }
    let waiting = standing(&mut desk, &mut file, "ada door");
    assert_eq!(waiting["kind"], "waiting", "{waiting}");
    file.apply(
        Action::LetIn {
            name: "Ada Door".into(),
        },
        crate::common::at(3),
    )
    .unwrap();
    file.apply(
        Action::TurnAway {
            name: "Tom Away".into(),
        },
        crate::common::at(3),
    )
    .unwrap();
    let let_in = standing(&mut desk, &mut file, "Ada Door");
    assert_eq!(let_in["kind"], "in");
    assert!(
        let_in["said"]
            .as_str()
            .unwrap()
            .starts_with("Welcome, Ada Door")
    );
    let away = standing(&mut desk, &mut file, "Tom Away");
    assert_eq!(away["kind"], "away");
    assert!(
        away["said"]
            .as_str()
            .unwrap()
            .contains("please see the host")
    );
    // Checked in again: waiting again, not "away".
    assert_eq!(
        check_in(&mut desk, &mut file, "Tom Away", Some("lady"))
            .0
            .status,
        200
    );
    assert_eq!(
        standing(&mut desk, &mut file, "Tom Away")["kind"],
        "waiting"
    );
}
