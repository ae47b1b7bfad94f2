//! Issue 51, tried as a new host would (a helper with Xvfb, Chromium and the command
//! line): what it found, each pinned.

use egui_kittest::kittest::Queryable;

use crate::common::at;

/// A seated party saved in `saves`, its guests' language `language`.
fn saved_party(saves: &std::path::Path, language: Option<&str>) -> std::path::PathBuf {
    let path = saves.join("languages.ron");
    let settings = cinch_party::rules::Settings {
        language: language.map(str::to_owned),
        ..crate::common::stars_evening(3)
    };
    let party = crate::common::seated(2, settings);
    let mut file = cinch_party::store::PartyFile::adopt(&path, "Languages", party).unwrap();
    assert_eq!(file.save_now(at(0)), cinch_party::store::Saved::Yes);
    path
}

// The open party's "Guests' language" did nothing when clicked: the row asked whether
// Enter was pressed, not whether the choice changed.
#[test]
fn the_guests_language_chosen_on_the_party_screen_is_the_partys_and_saved() {
    let saves = tempfile::tempdir().unwrap();
    let path = saved_party(saves.path(), None);
    let clock = cinch_party::app::FakeClock::at(at(0));
    let mut h = crate::support::ui::harness(saves.path(), &clock, Some(path.clone()));
    h.run_steps(2);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Num1);
    h.run_steps(3);
    // The guests' row comes first in the form; the window's own is at the foot.
    let deutsch: Vec<_> = h.query_all_by_label("Deutsch").collect();
    assert_eq!(deutsch.len(), 2, "the guests' and the window's");
    deutsch[0].click_accesskit();
    h.run_steps(4);
    let settings = &h.state().desk().unwrap().state().settings;
    assert_eq!(settings.language.as_deref(), Some("de"));
    assert!(
        std::fs::read_to_string(&path)
            .unwrap()
            .contains(r#"language:Some("de")"#),
        "the party file keeps it"
    );
    // The window itself still speaks English.
    assert!(h.query_by_label("Guests").is_some());
}

// The Display screen's preview spoke the window's language while the television spoke
// the guests': "O" was East in one, West in the other.
#[test]
fn the_display_screens_preview_speaks_the_guests_language() {
    let saves = tempfile::tempdir().unwrap();
    let path = saved_party(saves.path(), Some("es-419"));
    let clock = cinch_party::app::FakeClock::at(at(0));
    let mut h = crate::support::ui::harness(saves.path(), &clock, Some(path));
    h.run_steps(2);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Num7);
    h.run_steps(4);
    assert!(
        h.query_by_label_contains("Busque su asiento").is_some(),
        "the preview in Spanish"
    );
    assert!(h.query_by_label_contains("Find your seat —").is_none());
}

// The pseudo-language bracketed an empty table tag ("⟦⟧") and a message's leading
// spaces ("⟦  cut won by"), which moved the report's columns.
#[test]
fn the_pseudo_language_keeps_the_reports_columns() {
    let sample =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("saves/sample-ten-tables.ron");
    let run = |lang: &str| {
        let out = crate::support::cli::run(&["report", sample.to_str().unwrap(), "--lang", lang]);
        String::from_utf8(out.stdout).unwrap()
    };
    let (english, pseudo) = (run("en"), run("en-XA"));
    assert!(!pseudo.contains("⟦⟧") && !pseudo.contains("⟦ "), "{pseudo}");
    // The tables' columns stay in line: every table's " | " at one place.
    let bars = |text: &str| -> std::collections::BTreeSet<usize> {
        text.lines()
            .filter(|l| l.contains(" | "))
            .map(|l| l.split(" | ").next().unwrap_or("").chars().count())
            .collect()
    };
    assert_eq!(bars(&english).len(), 1, "{english}");
    assert_eq!(bars(&pseudo).len(), 1, "{pseudo}");
}

/// Types a tray's keys on the duplicate Round screen, a key a frame, then Enter.
fn type_tray(h: &mut egui_kittest::Harness<'_, cinch_party::app::CinchApp>, keys: &str) {
    for c in keys.chars() {
        h.input_mut()
            .events
            .extend(crate::support::duplicate_ui::key_events(c));
        crate::support::ui::step_with_hook(h);
    }
    h.key_press(egui::Key::Enter);
    h.run_steps(3);
}

// A host's trial: the German screens showed "O" for Ost in one place and "E" in another,
// and a Spanish host typing "O6 8" for Oeste was refused. The pad reads the language's
// chair letters (and the English ones), and shows them.
#[test]
fn a_tray_typed_with_the_languages_chair_letters_is_read_as_that_chair() {
    use cinch_party::rules::duplicate::parse_tray;
    use cinch_party::view::Command;
    use cinch_party::words::Lang;
    let saves = tempfile::tempdir().unwrap();
    let clock = cinch_party::app::FakeClock::at(at(0));
    let mut h = crate::support::duplicate_ui::started(saves.path(), &clock, 10, "4 trays");
    let outcome = |h: &egui_kittest::Harness<'_, cinch_party::app::CinchApp>, tray| {
        let state = h.state().desk().unwrap().state().clone();
        state.duplicate().unwrap().dup.outcome(1, 1, tray)
    };
    // German: O is Ost.
    h.state_mut()
        .execute(Command::WindowLanguage(Lang::from_tag("de").unwrap()), 0.0);
    h.run_steps(3);
    type_tray(&mut h, "O6 3 RO");
    assert_eq!(outcome(&h, 1), Some(parse_tray("E6 3 RE", 1).unwrap()));
    // The English letters are read too.
    type_tray(&mut h, "E5 7");
    assert_eq!(outcome(&h, 2), Some(parse_tray("E5 7", 2).unwrap()));
    // Spanish: O is Oeste.
    h.state_mut()
        .execute(Command::WindowLanguage(Lang::from_tag("es").unwrap()), 0.0);
    h.run_steps(3);
    type_tray(&mut h, "O6 8");
    assert_eq!(outcome(&h, 3), Some(parse_tray("W6 8", 3).unwrap()));
    // Each tray's dealer is shown in the language's letters: tray 4 is dealt by West.
    assert!(
        h.query_all_by_label("O").next().is_some(),
        "West's letter on the card is Oeste's"
    );
    assert!(h.query_by_label("W").is_none());
}

// Found writing the print-outs' check: the duplicate report's "(sent from table 3)" said
// the JSON's code, "table 3", in every language.
#[test]
fn a_trays_sending_table_is_in_the_reports_language() {
    use cinch_party::rules::duplicate::TrayPlay;
    use cinch_party::rules::{Action, Source};
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("dup.ron");
    crate::support::duplicate::saved_duplicate(&path, 10, 2, 2, true);
    let (_, mut party) = cinch_party::store::load(&path).unwrap();
    let deal = cinch_party::rules::deal::parse("N6 8", cinch_party::rules::Seat::North).unwrap();
    let sent = (1..=40).find(|&tray| {
        party
            .apply_from(
                Action::TrayResult {
                    round: 2,
                    table: 1,
                    tray,
                    play: TrayPlay::Played(deal),
                },
                at(90_000),
                Source::Table(1),
            )
            .is_ok()
    });
    assert!(sent.is_some(), "a tray of table 1 took the phone's result");
    crate::support::evenings::saved(party, &path);
    let report = |lang: &str| {
        let out = crate::support::cli::run(&["report", path.to_str().unwrap(), "--lang", lang]);
        String::from_utf8(out.stdout).unwrap()
    };
    let german = report("de");
    assert!(german.contains("Tisch 1)"), "{german}");
    assert!(!german.contains("table 1"), "{german}");
    assert!(report("es").contains("mesa 1)"));
    assert!(report("en").contains("(sent from table 1)"));
}

// A host's trial: on the duplicate Round screen in Spanish, a tray's contract ("Norte
// declaró 5 y lo cumplió") wrapped a word a line in the room "Corregir" left beside it.
// It goes on a line of its own when it does not fit beside the score.
#[test]
fn a_trays_contract_is_never_a_word_a_line() {
    use cinch_party::view::Command;
    use cinch_party::words::Lang;
    let saves = tempfile::tempdir().unwrap();
    let clock = cinch_party::app::FakeClock::at(at(0));
    let mut h = crate::support::duplicate_ui::started(saves.path(), &clock, 10, "4 trays");
    h.state_mut()
        .execute(Command::WindowLanguage(Lang::from_tag("es").unwrap()), 0.0);
    h.run_steps(3);
    type_tray(&mut h, "N5 9");
    type_tray(&mut h, "O6 8");
    for contract in [
        "Norte declaró 5 y lo cumplió",
        "Oeste declaró 6 y lo cumplió",
    ] {
        let rect = h.get_by_label(contract).rect();
        assert!(
            rect.height() < 30.0 && rect.width() > 150.0,
            "{contract:?} drawn in {rect:?}"
        );
    }
}

// A host's trial (German): the Draw screen's card boxes were two letters wide ("DK"
// showed as ")K"): the grid's scroll area shrank to the grid, which sized its columns
// from the frame before.
#[test]
fn the_draw_screens_card_boxes_are_wide_enough_for_a_card() {
    use egui_kittest::kittest::NodeT;
    let saves = tempfile::tempdir().unwrap();
    let clock = cinch_party::app::FakeClock::at(at(0));
    let mut h = crate::ui_cursor::guests_on_the_draw_screen(saves.path(), &clock);
    crate::support::ui::type_keys(&mut h, "Los 14P");
    for _ in 0..3 {
        h.run_steps(2);
        for node in h.query_all_by_label_contains("Card for ") {
            let rect = node.rect();
            assert!(
                rect.width() >= 80.0,
                "{:?} is {rect:?}",
                node.accesskit_node().label()
            );
        }
    }
}

// A host's trial (Spanish): "Duplicado Madrid" typed in the party's title and a choice
// clicked 30 ms later, in one frame: the title kept "Duplicado Mad". The click now waits
// for the next frame, after the letters typed before it.
#[test]
fn a_click_right_after_typing_keeps_every_letter_typed() {
    let saves = tempfile::tempdir().unwrap();
    let clock = cinch_party::app::FakeClock::at(at(0));
    let mut h = crate::support::ui::harness(saves.path(), &clock, None);
    h.run_steps(2);
    h.get_by_label("Party title").click();
    h.run_steps(2);
    let target = h
        .get_by_label("Duplicate (pairs all evening)")
        .rect()
        .center();
    let button = |pressed| egui::Event::PointerButton {
        pos: target,
        button: egui::PointerButton::Primary,
        pressed,
        modifiers: egui::Modifiers::NONE,
    };
    let mut frame: Vec<egui::Event> = "Duplicado Madrid"
        .chars()
        .map(|c| egui::Event::Text(c.to_string()))
        .collect();
    frame.extend([
        egui::Event::PointerMoved(target),
        button(true),
        button(false),
    ]);
    h.input_mut().events.extend(frame);
    crate::support::ui::step_with_hook(&mut h);
    for _ in 0..4 {
        crate::support::ui::step_with_hook(&mut h);
    }
    assert_eq!(
        h.get_by_label("Party title").value().as_deref(),
        Some("Duplicado Madrid")
    );
}
