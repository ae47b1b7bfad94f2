//! Issue 41 §4: chairs and the clock. A party reopened between the bell and settling the
//! chairs (a guest left at the bell, nobody waits): scores typed then are kept in their
//! boxes and the host is told why; once the chairs are settled, a result typed before
//! "Start round 2" starts the round and its clock, and so does one from a phone.

use cinch_party::app::{CinchApp, FakeClock};
use cinch_party::rules::{Action, GuestId, Party, Source};
use cinch_party::store::PartyFile;
use cinch_party::view::Screen;
use egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

use crate::common::{at, seated, stars_evening};
use crate::support::keys::{key, text};
use crate::support::ui::{click, harness};

/// Three tables; the first guest leaves at the bell; round 1 played and rung. The file is
/// saved and the window opened on it, as after a restart.
fn reopened_after_the_bell<'a>(
    saves: &std::path::Path,
    clock: &FakeClock,
) -> Harness<'a, CinchApp> {
    let mut party: Party = seated(3, stars_evening(6));
    party
        .apply(Action::Leave { guest: GuestId(0) }, at(1))
        .unwrap();
    party.apply(Action::StartRound, at(2)).unwrap();
    for table in 1..=3 {
        let action = Action::EnterResult {
            table,
            ns: 20,
            ew: 11,
        };
        party.apply(action, at(20)).unwrap();
    }
    let bell = Action::RingBell {
        override_missing: false,
        cuts: Vec::new(),
        last: false,
    };
    party.apply(bell, at(21)).unwrap();
    assert!(!party.state().star().unwrap().empty_chairs().is_empty());
    let path = saves.join("chairs.ron");
    let mut file = PartyFile::adopt(&path, "Chairs", party).unwrap();
    file.save_now(at(21));
    drop(file);
    let mut h = harness(saves, clock, Some(path));
    h.run_steps(3);
    assert_eq!(h.state().screen(), Screen::Round);
    h
}

fn value(h: &Harness<'_, CinchApp>, label: &str) -> String {
    h.get_by_label(label).value().unwrap_or_default()
}

/// Bug: scores typed before the chairs were settled were cleared and the cursor moved
/// on, with only "empty chairs" said.
#[test]
fn scores_typed_before_the_chairs_are_settled_stay_in_their_boxes_and_are_explained() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(30));
    let mut h = reopened_after_the_bell(saves.path(), &clock);
    let history = h.state().desk().unwrap().party().history().len();
    text(&mut h, "31");
    key(&mut h, Key::Tab);
    text(&mut h, "20");
    key(&mut h, Key::Enter);
    h.run_steps(2);
    h.get_by_label_contains("Table 1's score is kept in its boxes: round 2's empty chairs");
    assert_eq!(value(&h, "Table 1 North–South score"), "31");
    assert_eq!(value(&h, "Table 1 East–West score"), "20");
    assert_eq!(h.state().desk().unwrap().party().history().len(), history);
    // The chairs settled (F: the program's proposal, a table closed), Enter again enters
    // the very score typed.
    key(&mut h, Key::Escape);
    key(&mut h, Key::F);
    h.run_steps(3);
    let state = h.state().desk().unwrap().state().clone();
    assert!(
        state.star().unwrap().empty_chairs().is_empty(),
        "F settled the chairs"
    );
    assert!(
        !state.round_clock().unwrap().is_started(),
        "the round waits for its start"
    );
    click(&mut h, "Enter table 1");
    let party = h.state().desk().unwrap().party().clone();
    let round = party.state().star().unwrap().current_round().unwrap();
    assert_eq!(
        round.results[0].as_ref().map(|r| (r.ns, r.ew)),
        Some((31, 20))
    );
    // Bug: that result was taken before "Start round 2" and the round's clock never
    // started. The first result starts it.
    assert!(party.state().round_clock().unwrap().is_started());
    let last: Vec<&Action> = party
        .history()
        .iter()
        .rev()
        .take(2)
        .map(|e| &e.action)
        .collect();
    assert!(matches!(last[1], Action::StartRound), "{last:?}");
    h.get_by_label_contains(
        "Round 2 had not been started: its clock started with this first result",
    );
}

/// A phone's result before the host pressed start starts the round too (the same door:
/// the party file).
#[test]
fn a_phones_result_before_the_start_starts_the_round() {
    let mut party: Party = seated(2, stars_evening(6));
    party.apply(Action::StartRound, at(1)).unwrap();
    for table in 1..=2 {
        let action = Action::EnterResult {
            table,
            ns: 20,
            ew: 11,
        };
        party.apply(action, at(20)).unwrap();
    }
    let bell = Action::RingBell {
        override_missing: false,
        cuts: Vec::new(),
        last: false,
    };
    party.apply(bell, at(21)).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("phone.ron");
    let mut file = PartyFile::adopt(&path, "Phone", party).unwrap();
    assert!(!file.party().state().round_clock().unwrap().is_started());
    let result = Action::EnterResult {
        table: 2,
        ns: 9,
        ew: 5,
    };
    file.apply_all_durably(vec![result], at(25), Source::Table(2))
        .unwrap();
    let state = file.party().state();
    assert!(state.round_clock().unwrap().is_started());
    drop(file);
    let (_, reread) = cinch_party::store::load(&path).unwrap();
    assert!(
        reread.state().round_clock().unwrap().is_started(),
        "saved so"
    );
}
