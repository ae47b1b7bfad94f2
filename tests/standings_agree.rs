//! One set of standings for every view: the Standings screen, the guest display, the
//! CSV file and the results sheet read the same `StandingRow`s, so a corrected result
//! moves all four the same way.

use cinch_party::app::FakeClock;
use cinch_party::print::{Document, Paper, Printout};
use cinch_party::rules::{Action, Party};
use cinch_party::store::{PartyFile, Saved};
use cinch_party::transcript::export::standings_csv;
use cinch_party::transcript::standings::StandingRow;
use cinch_party::ui::guest_display_ui;
use cinch_party::view::display::{DisplayMode, DisplayState};
use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

use crate::common::{apply, at, play, seated, stars_evening};
use crate::support::display::desk_of;

/// Three tables, two rounds played: table 1 won by North–South in round 1.
fn evening() -> Party {
    let mut party = seated(3, stars_evening(3));
    play(&mut party, &[(30, 10), (20, 12), (15, 25)]);
    play(&mut party, &[(18, 40), (22, 20), (11, 9)]);
    party
}

/// The names of the rows as the screen laid them out: each group's column top to
/// bottom, the groups left to right.
fn names_in_screen_order<S>(h: &Harness<'_, S>, rows: &[&StandingRow]) -> Vec<String> {
    let mut placed: Vec<(i32, i32, String)> = rows
        .iter()
        .map(|row| {
            let node = h.get_by_label(&row.name);
            let rect = node.rect();
            (
                (rect.min.x / 200.0) as i32,
                rect.min.y as i32,
                row.name.clone(),
            )
        })
        .collect();
    placed.sort();
    placed.into_iter().map(|(_, _, name)| name).collect()
}

fn check_views_agree(party: &Party) -> Vec<String> {
    let desk = desk_of(party.clone());
    let rows: Vec<&StandingRow> = desk
        .star()
        .unwrap()
        .standings
        .as_slice()
        .iter()
        .flat_map(|g| &g.rows)
        .collect();
    let expected: Vec<String> = rows.iter().map(|r| r.name.clone()).collect();

    // The Standings screen, in the window (Ctrl+5).
    let saves = tempfile::tempdir().unwrap();
    let path = saves.path().join("evening.ron");
    let mut file = PartyFile::adopt(&path, "Standings", party.clone()).unwrap();
    assert_eq!(file.save_now(at(0)), Saved::Yes);
    drop(file);
    let clock = FakeClock::at(at(0));
    let mut screen = crate::support::ui::harness(saves.path(), &clock, Some(path));
    screen.run_steps(3);
    screen.key_press_modifiers(Modifiers::COMMAND, Key::Num5);
    screen.run_steps(3);
    assert_eq!(names_in_screen_order(&screen, &rows), expected, "Standings");
    for row in &rows {
        let place = format!("{}.", row.place);
        assert!(
            screen.query_all_by_label(&place).next().is_some(),
            "{place}"
        );
    }
    drop(screen);

    // The guest display's stars board.
    let state = DisplayState {
        mode: DisplayMode::Standings,
        ..DisplayState::default()
    };
    let mut display = Harness::builder()
        .with_size([1920.0, 1080.0])
        .with_context_setup(cinch_party::app::CinchApp::set_style)
        .build_ui(|ui| guest_display_ui(ui, &desk, &state, None, at(0)));
    display.run_steps(2);
    assert_eq!(
        names_in_screen_order(&display, &rows),
        expected,
        "guest display"
    );
    drop(display);

    // The CSV file: place, name, side, gold, red, green, prize.
    let evening = cinch_party::transcript::evening::Evening::of(party, 0);
    let csv = standings_csv(party.state(), evening.star().unwrap()).unwrap();
    let mut reader = csv::Reader::from_reader(csv.trim_start_matches('\u{feff}').as_bytes());
    let lines: Vec<csv::StringRecord> = reader.records().map(Result::unwrap).collect();
    assert_eq!(lines.len(), rows.len());
    for (line, row) in lines.iter().zip(&rows) {
        assert_eq!(line[0], row.place.to_string());
        assert_eq!(line[1], row.name);
        let counts = [&line[3], &line[4], &line[5]].map(|c| c.parse::<u32>().unwrap());
        assert_eq!(counts, [row.stars.gold, row.stars.red, row.stars.green]);
        assert_eq!(
            line[6],
            row.prize_titles(party.state().settings.open_seating())
                .join("; ")
        );
    }

    // The results sheet: its standings list the names in the same order.
    let sheet = Printout::of(party, "Test", Document::Results, Paper::A4).unwrap();
    let texts: Vec<String> = sheet
        .pages
        .iter()
        .flat_map(|p| p.texts().map(str::to_owned).collect::<Vec<_>>())
        .collect();
    // "Standings", or mid-evening "Standings so far, after round 2" (issue 38).
    let start = texts
        .iter()
        .position(|t| t.starts_with("Standings"))
        .unwrap();
    let end = texts.iter().position(|t| t == "Rounds").unwrap();
    let listed: Vec<String> = texts[start..end]
        .iter()
        .filter(|t| expected.contains(t))
        .cloned()
        .collect();
    assert_eq!(listed, expected, "results sheet");
    expected
}

#[test]
fn standings_screen_display_csv_and_results_sheet_read_the_same_rows() {
    let mut party = evening();
    let before = check_views_agree(&party);
    // Round 1's head table went to North–South; correct it to East–West: gold moves
    // to E1 and W1, and every view follows.
    apply(
        &mut party,
        Action::CorrectResult {
            round: 1,
            table: 1,
            ns: 10,
            ew: 30,
        },
    );
    let after = check_views_agree(&party);
    assert_ne!(before, after, "the correction moves the standings");
}

/// Issue 33: a duplicate evening's one derived view read by every view. A tray's result
/// is corrected in the window by keys; the Round screen, the Standings screen, the guest
/// display, a pair's phone, the JSON transcript and the results sheet then all say the
/// pair's new score as the desk's derived evening has it.
#[test]
fn a_duplicate_correction_reaches_every_view_through_the_one_derived_evening() {
    use cinch_party::phones::dup_state::PairState;
    use cinch_party::rules::duplicate::{PairId, TrayPlay};
    use cinch_party::transcript::Transcript;
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = crate::support::duplicate_ui::started(saves.path(), &clock, 10, "2 trays");
    // Rounds 1 and 2 by keys, every tray "P 8"; then table 1's first tray of round 2
    // (played at another table in round 1) corrected to E6 3.
    let mut trays = Vec::new();
    for round in 1..=2 {
        if round == 2 {
            h.key_press_modifiers(Modifiers::COMMAND, Key::B);
            h.run_steps(3);
            crate::support::keys::key(&mut h, Key::Enter);
        }
        trays = h
            .state()
            .desk()
            .unwrap()
            .state()
            .duplicate()
            .unwrap()
            .dup
            .missing();
        for _ in trays.iter().flat_map(|(_, t)| t) {
            crate::support::keys::text(&mut h, "P 8");
            crate::support::keys::key(&mut h, Key::Enter);
        }
    }
    let first = trays[0].1[0];
    h.get_by_label(&format!("Correct table 1 tray {first}"))
        .click();
    h.run_steps(3);
    crate::support::keys::text(&mut h, "E6 3");
    crate::support::keys::key(&mut h, Key::Enter);
    let desk = h.state().desk().unwrap();
    let party = desk.party().clone();
    assert!(matches!(
        party.state().duplicate().unwrap().dup.outcome(2, 1, first),
        Some(TrayPlay::Played(d)) if d.ew_points == 3
    ));
    let evening = std::sync::Arc::clone(desk.evening());
    assert_eq!(
        evening.revision,
        desk.file.revision(),
        "derived at this revision"
    );
    let dup = evening.duplicate().unwrap();
    let ns1 = PairId::ns(1);
    let score = dup.score_words(ns1);
    assert_ne!(score, "0.00", "the correction moved N–S 1 off level");

    // The Round screen shows the corrected tray; the Standings screen the score.
    assert!(
        h.query_by_label_contains("East bid 6").is_some(),
        "Round screen"
    );
    h.key_press_modifiers(Modifiers::COMMAND, Key::Num5);
    h.run_steps(3);
    assert!(
        h.query_all_by_label(&score).count() >= 1,
        "Standings: {score}"
    );

    // R-DUP-13: while the evening is played the room sees none of it: the guest
    // display says how many trays are in, the pair's phone has no score, and the
    // results sheet waits for the end.
    let state = DisplayState {
        mode: DisplayMode::Standings,
        ..DisplayState::default()
    };
    {
        let desk = h.state().desk().unwrap();
        let mut display = Harness::builder()
            .with_size([1920.0, 1080.0])
            .with_context_setup(cinch_party::app::CinchApp::set_style)
            .build_ui(|ui| guest_display_ui(ui, desk, &state, None, at(0)));
        display.run_steps(2);
        assert!(
            display.query_all_by_label(&score).next().is_none(),
            "display"
        );
        display.get_by_label_contains("trays in");
    }
    assert_eq!(
        PairState::with(&party, dup, ns1).unwrap().score,
        "",
        "phone"
    );
    assert!(Printout::of(&party, "Test", Document::Results, Paper::A4).is_err());

    // The host ends the evening with this bell (R-DUP-6): everything is released at once,
    // the same figure everywhere.
    h.key_press_modifiers(Modifiers::COMMAND, Key::Num4);
    h.run_steps(3);
    h.key_press_modifiers(Modifiers::COMMAND.plus(Modifiers::SHIFT), Key::E);
    h.run_steps(2);
    h.key_press_modifiers(Modifiers::COMMAND, Key::B);
    h.run_steps(3);
    let desk = h.state().desk().unwrap();
    assert_eq!(desk.state().phase(), cinch_party::rules::Phase::Finished);
    let party = desk.party().clone();
    let evening = std::sync::Arc::clone(desk.evening());
    let dup = evening.duplicate().unwrap();
    assert_eq!(
        dup.score_words(ns1),
        score,
        "the last bell changes no score"
    );
    let mut display = Harness::builder()
        .with_size([1920.0, 1080.0])
        .with_context_setup(cinch_party::app::CinchApp::set_style)
        .build_ui(|ui| guest_display_ui(ui, desk, &state, None, at(0)));
    display.run_steps(2);
    assert!(display.query_all_by_label(&score).count() >= 1, "display");
    drop(display);

    // The pair's phone, from the same derived view.
    let phone = PairState::with(&party, dup, ns1).unwrap();
    assert_eq!(phone.score, score, "phone");

    // The JSON transcript (built from the party's own derived evening).
    let json = Transcript::of(&party).duplicate.unwrap();
    let row = json
        .standings
        .iter()
        .find(|r| r.direction == "ns" && r.pair == 1)
        .unwrap();
    let standing = dup.standings.of(ns1).unwrap();
    assert_eq!(
        row.plus_minus,
        standing.plus_minus.map(cinch_party::words::two_places)
    );

    // The results sheet.
    let sheet = Printout::of(&party, "Test", Document::Results, Paper::A4).unwrap();
    let texts: Vec<String> = sheet
        .pages
        .iter()
        .flat_map(|p| p.texts().map(str::to_owned).collect::<Vec<_>>())
        .collect();
    assert!(
        texts.iter().any(|t| t.contains(&score)),
        "results sheet: {score}"
    );
}
