//! Issue 41 §5: words that are true. A prize names only guests who were level for it;
//! "it is opening" only when a program opened it; a phone after the evening is not told
//! to play; a phone sending a later round is not told the round has moved on; the Guests
//! screen finds as the host types.

use std::collections::BTreeSet;

use cinch_party::app::{CinchApp, FakeClock};
use cinch_party::phones::dup_state::DupTableState;
use cinch_party::phones::wire::{Request, ResultBody};
use cinch_party::phones::{Intake, PhoneDesk};
use cinch_party::rules::prizes::award_stars;
use cinch_party::rules::{GuestId, PrizeKind, PrizeOutcome, Side, Stars};
use cinch_party::store::PartyFile;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

use crate::common::at;
use crate::support::duplicate::saved_duplicate;
use crate::support::phones::open_round;
use crate::support::ui::{click, harness, options, type_keys};

fn stars(gold: u32, red: u32, green: u32) -> Stars {
    Stars { gold, red, green }
}

/// Bug: "Anne Abbott already holds a prize and cannot take a second" stood under a red
/// prize waiting for a cut between two guests with 4 red stars, while she had 2.
#[test]
fn a_prize_names_as_passed_over_only_guests_who_were_level_for_it() {
    let ladies: Vec<GuestId> = (0..4).map(GuestId).collect();
    let counts = [
        stars(3, 2, 0), // Anne: the first prize, and 2 red stars
        stars(1, 4, 0), // level for the red prize …
        stars(1, 4, 0), // … with her: a cut decides
        stars(0, 1, 2),
    ];
    let prizes = award_stars(&[(Some(Side::Lady), ladies.clone())], &counts, &[]);
    let red = prizes
        .iter()
        .find(|p| p.key.kind == PrizeKind::Red)
        .unwrap();
    assert!(matches!(red.outcome, PrizeOutcome::AwaitingCut { .. }));
    assert!(red.passed_over.is_empty(), "{:?}", red.passed_over);
    // A holder who was level is named: Anne with 4 red stars too.
    let counts = [
        stars(3, 4, 0),
        stars(1, 4, 0),
        stars(1, 4, 0),
        stars(0, 1, 2),
    ];
    let prizes = award_stars(&[(Some(Side::Lady), ladies)], &counts, &[]);
    let red = prizes
        .iter()
        .find(|p| p.key.kind == PrizeKind::Red)
        .unwrap();
    let named: BTreeSet<GuestId> = red.passed_over.iter().copied().collect();
    assert_eq!(named, BTreeSet::from([GuestId(0)]));
}

/// A program that refuses to open anything, as `xdg-open` does with no PDF viewer.
fn refusing_opener(dir: &std::path::Path) -> std::ffi::OsString {
    let path = dir.join("no-viewer");
    std::fs::write(
        &path,
        "#!/bin/sh\necho \"xdg-open: no method available for opening '$1'\" >&2\nexit 3\n",
    )
    .unwrap();
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
    }
    path.into_os_string()
}

/// Bug: "It is opening in the PDF viewer" when none opened. Said only when a program
/// took the file; otherwise where it is, and why not.
#[cfg(unix)]
#[test]
fn saved_and_opened_says_opening_only_when_a_program_opened_it() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut app_options = options(saves.path(), &clock, None, std::sync::Arc::new(|_| None));
    app_options.viewer = cinch_party::app::viewer_running(refusing_opener(saves.path()));
    let party = crate::common::seated(2, crate::common::stars_evening(6));
    let path = saves.path().join("words.ron");
    let mut file = PartyFile::adopt(&path, "Words", party).unwrap();
    file.save_now(at(0));
    drop(file);
    app_options.open = Some(path);
    let app = CinchApp::new(app_options);
    let mut h: Harness<'_, CinchApp> = crate::support::ui::harness_of(app, [1366.0, 768.0], false);
    h.run_steps(2);
    click(&mut h, "Print");
    click(&mut h, "Save and open (Enter)");
    let mut said = Vec::new();
    for _ in 0..400 {
        h.run_steps(1);
        said = h
            .state()
            .toasts()
            .items()
            .iter()
            .map(|t| t.text.clone())
            .collect();
        if said.iter().any(|t| t.contains("Saved the")) {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    let words = said.join(" | ");
    assert!(!words.contains("It is opening"), "{words}");
    assert!(
        words.contains("It did not open: no program on this computer opened it"),
        "{words}"
    );
    assert!(words.contains("no method available"), "{words}");
    assert!(
        words.contains("Open it from that folder to print"),
        "{words}"
    );
    assert!(
        words.contains("exports"),
        "it says where the file is: {words}"
    );
}

/// Bug: a duplicate table's phone after the evening said "The evening is over" and still
/// "Play trays 22, 23 and 24 … send each tray's result".
#[test]
fn a_duplicate_tables_phone_after_the_evening_is_not_told_to_play() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("over.ron");
    saved_duplicate(&path, 8, 2, 4, false);
    let (_, party) = cinch_party::store::load(&path).unwrap();
    assert_eq!(party.state().phase(), cinch_party::rules::Phase::Finished);
    let state = DupTableState::with(
        &party,
        cinch_party::transcript::evening::Evening::of(&party, 0).duplicate(),
        1,
    );
    let trays = &state.words.trays;
    assert!(trays.starts_with("The evening is over."), "{trays}");
    assert!(
        !trays.contains("Play") && !trays.contains("send each"),
        "{trays}"
    );
    assert!(state.words.after.is_empty(), "{:?}", state.words.after);
}

/// Bug: a phone posting a round still to come was told "The round has moved on".
#[test]
fn a_phone_posting_a_later_round_is_told_it_has_not_begun() {
    let dir = tempfile::tempdir().unwrap();
    let path = open_round(dir.path(), 8, &["--open-round"]);
    let mut file = PartyFile::open(&path).unwrap();
    let mut desk = PhoneDesk::new(Intake::Direct, cinch_party::rules::shuffler(3));
    let round = file
        .party()
        .state()
        .star()
        .unwrap()
        .current_round()
        .unwrap()
        .number;
    let send = |round| Request::Result {
        table: 2,
        body: ResultBody {
            round,
            ns: 21,
            ew: 12,
            cut: None,
        },
    };
    let (reply, _) = desk.answer(&mut file, send(round + 1), chrono::Utc::now());
    assert_eq!(reply.status, 409);
    let error = reply.body["error"].as_str().unwrap().to_owned();
    assert!(
        error.starts_with(&format!(
            "Round {} has not begun: this is round {round} now",
            round + 1
        )),
        "{error}"
    );
    if round > 1 {
        let (reply, _) = desk.answer(&mut file, send(round - 1), chrono::Utc::now());
        let error = reply.body["error"].as_str().unwrap();
        assert!(error.starts_with("The round has moved on"), "{error}");
    }
}

/// Bug: the Guests screen had no way to find a guest: "Walt" typed in the name box
/// neither filtered nor warned, one Enter from a second guest "Walt".
#[test]
fn the_guests_screen_finds_as_the_host_types() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = harness(saves.path(), &clock, None);
    h.run_steps(2);
    // A party needs its title (issue 54: an empty one creates nothing).
    crate::support::ui::type_into(&mut h, "Party title", "Friday Cinch");
    click(&mut h, "Create the party");
    for name in ["Walter White", "Ann Abbott", "Bob Walton", "Cy Cole"] {
        h.get_by_label("Guest name").click();
        h.run_steps(2);
        type_keys(&mut h, name);
        crate::support::ui::press(&mut h, egui::Key::Enter);
    }
    assert_eq!(h.state().desk().unwrap().state().guests().len(), 4);
    type_keys(&mut h, "Walt");
    h.get_by_label_contains("2 guests matching “Walt”");
    h.get_by_label_contains(
        "Already here: Walter White and Bob Walton. Enter adds “Walt” as another guest.",
    );
    assert!(
        h.query_by_label("Ann Abbott").is_none(),
        "the list shows only who matches"
    );
    assert!(h.query_by_label("Walter White").is_some());
    // Cleared, the whole list is back.
    for _ in 0..4 {
        crate::support::ui::press(&mut h, egui::Key::Backspace);
    }
    assert!(h.query_by_label("Ann Abbott").is_some());
}

/// Trial: `report` of a duplicate evening said "1 trays a table", and the Standings
/// screen still said "Leading North–South" after the last bell, where the Prizes screen
/// said "The winners".
#[test]
fn a_finished_duplicate_evening_says_winner_and_counts_in_words() {
    use cinch_party::simulate::duplicate::{DuplicateOptions, simulate_duplicate};
    let party = simulate_duplicate(&DuplicateOptions {
        seed: 4,
        pairs: 8,
        trays_per_table: 1,
        ..DuplicateOptions::default()
    })
    .unwrap();
    let mut text = String::new();
    cinch_party::transcript::Transcript::of(&party)
        .duplicate
        .unwrap()
        .to_text(&mut text);
    assert!(text.contains(", 1 tray a table, "), "{text}");
    assert!(!text.contains("1 trays"), "{text}");

    let saves = tempfile::tempdir().unwrap();
    let path = saves.path().join("evening.ron");
    let mut file = cinch_party::store::PartyFile::adopt(&path, "Dup", party).unwrap();
    assert_eq!(
        file.save_now(crate::common::at(1_000_000)),
        cinch_party::store::Saved::Yes
    );
    drop(file);
    let clock = cinch_party::app::FakeClock::at(crate::common::at(1_000_000));
    let mut h = crate::support::ui::harness(saves.path(), &clock, Some(path));
    h.run_steps(3);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Num5);
    h.run_steps(3);
    assert!(h.query_by_label_contains("Winner North–South: ").is_some());
    assert!(h.query_by_label_contains("Leading North–South").is_none());
}
