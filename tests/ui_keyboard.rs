//! One keyboard for the window (issue 42): on every screen, N presses that arrive in one
//! frame are N presses — a list moves N rows, a command runs N times — as the Round
//! screen's tables always did; each screen's keys reach it whatever button has the focus;
//! a box that takes a list of names keeps the cursor; a form applies what is typed on
//! Enter and refuses what is not a number, in words.

use cinch_party::app::{CinchApp, FakeClock};
use cinch_party::rules::Side;
use cinch_party::season::files::{self, FileError};
use cinch_party::view::Screen;
use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

use crate::common::at;
use crate::support::messages::wait_for_message;
use crate::support::season::{ctrl, named, settle, star_evening};
use crate::support::ui::{click, harness, press, seated_party, type_into, type_keys};

/// A key's press as the keyboard sends it.
fn down(key: Key, modifiers: Modifiers) -> egui::Event {
    egui::Event::Key {
        key,
        physical_key: Some(key),
        pressed: true,
        repeat: false,
        modifiers,
    }
}

/// `n` presses of `key` (with `modifiers`) in one single frame, then a few frames run as
/// eframe runs them (the window's input hook first: keys a screen handed on to the next
/// frame arrive then).
fn in_one_frame(h: &mut Harness<'_, CinchApp>, key: Key, modifiers: Modifiers, n: usize) {
    for _ in 0..n {
        h.input_mut().events.push(down(key, modifiers));
    }
    h.run_steps(1);
    for _ in 0..6 {
        crate::support::ui::step_with_hook(h);
    }
}

fn plain(h: &mut Harness<'_, CinchApp>, key: Key, n: usize) {
    in_one_frame(h, key, Modifiers::NONE, n);
}

/// Print: ↓ ×4 in one frame from "Table cards", then Enter, saves the tally sheet (it
/// saved the star cards: the four presses were taken as one, three frames apart as
/// three).
#[test]
fn four_downs_in_one_frame_on_the_print_screen_are_four_documents() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = seated_party(saves.path(), &clock, 8, 8);
    ctrl(&mut h, Key::P);
    assert_eq!(h.state().screen(), Screen::Print);
    plain(&mut h, Key::ArrowDown, 4);
    h.get_by_label_contains("Tally sheet, A4");
    press(&mut h, Key::Enter);
    wait_for_message(&mut h, "Saved the tally sheet");
    // Page Down ×3 in one frame turns three pages of the tally's preview … back to the
    // table cards: four pages, three presses, the last page.
    plain(&mut h, Key::ArrowUp, 4);
    plain(&mut h, Key::PageDown, 3);
    h.get_by_label("Page 4 of 4");
    plain(&mut h, Key::PageUp, 2);
    h.get_by_label("Page 2 of 4");
}

/// Guests: ↓ from the name box into the list, ↓ ×3 in one frame, R: the fourth guest is
/// renamed (the letters after the first R in a frame were the box's, or lost).
#[test]
fn three_downs_in_one_frame_on_the_guest_list_are_three_rows() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = harness(saves.path(), &clock, None);
    h.run_steps(2);
    // A party needs its title (issue 54: an empty one creates nothing).
    crate::support::ui::type_into(&mut h, "Party title", "Friday Cinch");
    click(&mut h, "Create the party");
    type_into(&mut h, "List of names", "Ada\nBea\nCleo\nDot\nEve");
    click(&mut h, "Add these guests");
    h.get_by_label("Guest name").click();
    h.run_steps(2);
    press(&mut h, Key::ArrowDown);
    plain(&mut h, Key::ArrowDown, 3);
    plain(&mut h, Key::R, 1);
    let renaming = h.get_by_label_contains("New name").value();
    assert_eq!(renaming.as_deref(), Some("Dot"), "the fourth guest");
}

/// A finished evening of eight, saved in the saves folder.
fn club_evening(saves: &std::path::Path) {
    let names = named(
        &["Ann Abbott", "Bea Baker", "Cora Cole", "Dot Dean"],
        &["Al Adams", "Bob Brown", "Cal Cook", "Dan Dunn"],
    );
    star_evening(saves, "week-1.ron", "Week 1", 1, names);
    files::update_season(saves, "Club", |s| {
        s.evenings = vec!["week-1.ron".into()];
        Ok::<(), FileError>(())
    })
    .unwrap();
    files::update_members(saves, |list| {
        for name in [
            "Ann Abbott",
            "Bea Baker",
            "Cora Cole",
            "Dot Dean",
            "Eve Ellis",
        ] {
            list.add(name, Some(Side::Lady))?;
        }
        Ok::<(), FileError>(())
    })
    .unwrap();
}

/// Season: M, ↓ ×3 in one frame, R: the fourth member is renamed; the ladder (L) walks
/// as many rows as pressed.
#[test]
fn downs_in_one_frame_on_the_season_lists_are_as_many_rows() {
    let saves = tempfile::tempdir().unwrap();
    club_evening(saves.path());
    let clock = FakeClock::at(at(0));
    let mut h = harness(saves.path(), &clock, None);
    h.run_steps(2);
    ctrl(&mut h, Key::E);
    settle(&mut h);
    plain(&mut h, Key::M, 1);
    plain(&mut h, Key::ArrowDown, 3);
    plain(&mut h, Key::R, 1);
    let renaming = h.get_by_label("Member's new name").value();
    assert_eq!(renaming.as_deref(), Some("Dot Dean"));
    press(&mut h, Key::Escape);
    press(&mut h, Key::Escape);
    // The ladder: ↓ ×5 in one frame, Enter: the sixth row's season.
    plain(&mut h, Key::L, 1);
    plain(&mut h, Key::ArrowDown, 5);
    press(&mut h, Key::Enter);
    let table = h.state().season().season.as_ref().unwrap().table.clone();
    let sixth = table
        .star_ladders
        .iter()
        .flat_map(|l| &l.rows)
        .nth(5)
        .unwrap()
        .name
        .clone();
    assert!(
        h.query_by_label(&format!("{sixth}'s season")).is_some(),
        "{sixth}"
    );
}

/// Season: "name Enter name Enter" typed quickly adds both members and fires no screen
/// key (after the first Enter the cursor left the box, and the next name's L opened
/// the ladder).
#[test]
fn names_typed_with_enter_between_are_all_members_and_never_the_screens_keys() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = harness(saves.path(), &clock, None);
    h.run_steps(2);
    ctrl(&mut h, Key::E);
    settle(&mut h);
    h.get_by_label("New member's name").click();
    h.run_steps(2);
    for name in ["Lena Lane", "Mona Moore", "Sam Shaw"] {
        type_keys(&mut h, name);
        press(&mut h, Key::Enter);
        settle(&mut h);
    }
    let list = files::read_members(saves.path()).unwrap();
    let names: Vec<&str> = list.members.iter().map(|m| m.name.as_str()).collect();
    assert_eq!(names, ["Lena Lane", "Mona Moore", "Sam Shaw"]);
    assert!(
        h.get_by_label("New member's name").is_focused(),
        "the cursor stays in the box"
    );
}

/// Season: N and M as typed are applied on Enter; "x0" and 0 are refused in words and
/// the box shows the season's own value again.
#[test]
fn the_seasons_counts_refuse_what_is_not_a_count_in_words() {
    let saves = tempfile::tempdir().unwrap();
    club_evening(saves.path());
    let clock = FakeClock::at(at(0));
    let mut h = harness(saves.path(), &clock, None);
    h.run_steps(2);
    ctrl(&mut h, Key::E);
    settle(&mut h);
    for (label, typed, words) in [
        (
            "Best evenings that count",
            "x0",
            "\"x0\" is not a number of best evenings",
        ),
        (
            "Best evenings that count",
            "0",
            "\"0\" is not a number of best evenings",
        ),
        (
            "Evenings to be placed",
            "0",
            "\"0\" is not a number of evenings to be placed",
        ),
    ] {
        h.get_by_label(label).click();
        h.run_steps(2);
        // What the box held selected first: the typing replaces it.
        h.key_press_modifiers(Modifiers::COMMAND, Key::A);
        h.run_steps(1);
        h.get_by_label(label).type_text(typed);
        h.run_steps(1);
        press(&mut h, Key::Enter);
        settle(&mut h);
        h.get_by_label_contains(words);
        let file = files::read_season(saves.path(), "Club").unwrap().unwrap();
        assert_eq!((file.best, file.min_evenings), (None, 1), "{typed}");
    }
    assert_eq!(
        h.get_by_label("Evenings to be placed").value().as_deref(),
        Some("1"),
        "the box shows what the season keeps"
    );
    h.get_by_label("Best evenings that count").click();
    h.run_steps(2);
    h.get_by_label("Best evenings that count").type_text("3");
    press(&mut h, Key::Enter);
    settle(&mut h);
    let file = files::read_season(saves.path(), "Club").unwrap().unwrap();
    assert_eq!(file.best, Some(3));
}

/// Party screen: 5 typed in the rounds box, Enter: the party's file says 5 rounds (it
/// said "Saved" and kept 8 until a button six Shift+Tabs away was pressed).
#[test]
fn the_rounds_box_is_applied_by_enter() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = seated_party(saves.path(), &clock, 4, 4);
    ctrl(&mut h, Key::Num1);
    let rounds = || cinch_party::rules::EveningEnd::AfterRounds(5);
    h.get_by_label("Number of rounds").click();
    h.run_steps(2);
    h.get_by_label("Number of rounds").type_text("5");
    h.run_steps(2);
    h.get_by_label_contains("Not applied yet");
    press(&mut h, Key::Enter);
    h.run_steps(3);
    assert!(h.query_by_label_contains("Not applied yet").is_none());
    let path = h.state().desk().unwrap().file.path().to_path_buf();
    let (_, party) = cinch_party::store::load(&path).unwrap();
    assert_eq!(party.state().settings.end, rounds(), "saved so in the file");
}

/// Ctrl+Z twice in one frame undoes twice; the bell's "end with this bell" pressed twice
/// in one frame is back as it was.
#[test]
fn a_window_command_pressed_twice_in_one_frame_runs_twice() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = seated_party(saves.path(), &clock, 8, 8);
    for (ns, ew) in [("20", "11"), ("30", "4")] {
        type_keys(&mut h, ns);
        press(&mut h, Key::Tab);
        type_keys(&mut h, ew);
        press(&mut h, Key::Enter);
    }
    let before = h.state().desk().unwrap().party().history().len();
    press(&mut h, Key::Escape);
    in_one_frame(&mut h, Key::Z, Modifiers::COMMAND, 2);
    assert_eq!(
        h.state().desk().unwrap().party().history().len(),
        before - 2
    );
    let end = h.state().end_with_this_bell();
    in_one_frame(&mut h, Key::E, Modifiers::COMMAND | Modifiers::SHIFT, 2);
    assert_eq!(h.state().end_with_this_bell(), end);
    in_one_frame(&mut h, Key::E, Modifiers::COMMAND | Modifiers::SHIFT, 1);
    assert_eq!(h.state().end_with_this_bell(), !end);
}

/// Display: N twice in one frame reveals two prizes, with the focus on a button (it did
/// nothing until Esc while "Close the guest display" had the keys).
#[test]
fn n_reveals_a_prize_a_press_whatever_button_has_the_focus() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let sample = saves.path().join("sample-ten-tables.ron");
    std::fs::write(&sample, crate::support::store::SAMPLE).unwrap();
    let mut h = harness(saves.path(), &clock, Some(sample));
    h.run_steps(3);
    ctrl(&mut h, Key::Num7);
    assert_eq!(h.state().screen(), Screen::Display);
    // A button takes the focus (as after opening the display by keys).
    h.get_by_label("Hide them all").focus();
    h.run_steps(2);
    plain(&mut h, Key::N, 2);
    h.run_steps(3);
    assert_eq!(h.state().display().revealed.len(), 2);
}

/// Phones: Ctrl+9, then Space ticks "Phones at the tables" (the switch has the keys as
/// the screen opens, whatever had them before).
#[test]
fn the_phones_switch_has_the_keys_as_the_screen_opens() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = seated_party(saves.path(), &clock, 4, 4);
    h.state_mut()
        .phones_listen_on(std::net::Ipv4Addr::LOCALHOST.into(), 0);
    // The keys on a button first.
    h.get_by_label("Undo").focus();
    h.run_steps(2);
    ctrl(&mut h, Key::Num9);
    press(&mut h, Key::Space);
    h.run_steps(3);
    assert!(!h.state().phone_links().is_empty(), "Space turned them on");
}

/// A question over the screens takes Enter: "Undo this?" after Ctrl+Z on a bell, Enter
/// takes it back (Enter went to the screen below, and the question stayed).
#[test]
fn enter_answers_the_undo_question() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = seated_party(saves.path(), &clock, 4, 4);
    for (ns, ew) in [("20", "11"), ("30", "4")] {
        type_keys(&mut h, ns);
        press(&mut h, Key::Tab);
        type_keys(&mut h, ew);
        press(&mut h, Key::Enter);
    }
    ctrl(&mut h, Key::B);
    fn h_round(h: &Harness<'_, CinchApp>) -> u32 {
        h.state().desk().unwrap().state().round_number().unwrap()
    }
    assert_eq!(h_round(&h), 2);
    ctrl(&mut h, Key::Z);
    h.get_by_label("Undo this?");
    press(&mut h, Key::Enter);
    h.run_steps(3);
    assert_eq!(h_round(&h), 1, "Enter took the bell back");
    assert!(h.query_by_label("Undo this?").is_none());
}

/// Ctrl+F: ↓ ×2 in one frame is the third name found; Enter shows that guest's evening.
#[test]
fn the_finders_names_walk_a_press_a_name() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = seated_party(saves.path(), &clock, 4, 4);
    ctrl(&mut h, Key::F);
    type_keys(&mut h, "Lady");
    plain(&mut h, Key::ArrowDown, 2);
    press(&mut h, Key::Enter);
    assert!(
        h.query_by_label_contains("Lady 3's evening").is_some(),
        "the third lady found"
    );
}

/// The members offered as a name is typed: ↓ ×2 in one frame picks the second.
#[test]
fn the_members_offered_walk_a_press_a_member() {
    let saves = tempfile::tempdir().unwrap();
    files::update_members(saves.path(), |list| {
        for name in ["Ada Abbott", "Adam Webb", "Adele Ames"] {
            list.add(name, Some(Side::Lady))?;
        }
        Ok::<(), FileError>(())
    })
    .unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = harness(saves.path(), &clock, None);
    h.run_steps(2);
    // A party needs its title (issue 54: an empty one creates nothing).
    crate::support::ui::type_into(&mut h, "Party title", "Friday Cinch");
    click(&mut h, "Create the party");
    h.get_by_label("Guest name").click();
    h.run_steps(2);
    type_keys(&mut h, "Ad");
    plain(&mut h, Key::ArrowDown, 2);
    press(&mut h, Key::Enter);
    let names: Vec<String> = h
        .state()
        .desk()
        .unwrap()
        .state()
        .guests()
        .iter()
        .map(|g| g.name.clone())
        .collect();
    assert_eq!(
        names,
        ["Adam Webb"],
        "the second member offered (alphabetical)"
    );
}

/// The duplicate Round screen: ↑ ×9 in one frame moves nine trays (it moved three).
#[test]
fn nine_ups_in_one_frame_on_the_duplicate_round_are_nine_trays() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = crate::support::duplicate_ui::started(saves.path(), &clock, 14, "2 trays");
    // Fourteen trays at seven tables; the cursor on the first (table 1's first tray), End
    // takes it to the last (↑ no longer goes round from the first to the last, issue 54).
    plain(&mut h, Key::End, 1);
    plain(&mut h, Key::ArrowUp, 9);
    // Nine up from the last: the fifth tray of the round (table 3).
    let movement = *h
        .state()
        .desk()
        .unwrap()
        .state()
        .duplicate()
        .unwrap()
        .dup
        .fixed_movement()
        .unwrap();
    let trays: Vec<(u32, u32)> = (1..=movement.tables)
        .flat_map(|t| {
            movement
                .trays_at(1, t)
                .into_iter()
                .map(move |tray| (t, tray))
        })
        .collect();
    let (table, tray) = trays[trays.len() - 1 - 9];
    assert!(
        h.get_by_label(&format!("Table {table} tray {tray}"))
            .is_focused(),
        "table {table} tray {tray}"
    );
}

/// Season: A, ↓ ×2 in one frame, Enter adds the third party offered (newest first).
#[test]
fn the_parties_to_add_walk_a_press_a_party() {
    let saves = tempfile::tempdir().unwrap();
    let names = || {
        named(
            &["Ann Abbott", "Bea Baker", "Cora Cole", "Dot Dean"],
            &["Al Adams", "Bob Brown", "Cal Cook", "Dan Dunn"],
        )
    };
    for week in 1..=4u64 {
        star_evening(
            saves.path(),
            &format!("week-{week}.ron"),
            &format!("Week {week}"),
            week,
            names(),
        );
    }
    files::update_season(saves.path(), "Club", |_| Ok::<(), FileError>(())).unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = harness(saves.path(), &clock, None);
    h.run_steps(2);
    ctrl(&mut h, Key::E);
    settle(&mut h);
    plain(&mut h, Key::A, 1);
    plain(&mut h, Key::ArrowDown, 2);
    press(&mut h, Key::Enter);
    settle(&mut h);
    let file = files::read_season(saves.path(), "Club").unwrap().unwrap();
    assert_eq!(file.evenings, ["week-2.ron"], "newest first: 4, 3, then 2");
}
