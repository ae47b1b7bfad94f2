//! The host's app driven like a user would, where the cursor waits: the draw's cards
//! typed guest by guest, each screen's first box, the last party one Enter away, the
//! rules' search, the finder, every screen worked from the keyboard alone.

use std::path::Path;

use cinch_party::app::{CinchApp, FakeClock};
use cinch_party::rules::deal::DealScoring;
use cinch_party::view::Screen;
use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};

use crate::common::at;
use crate::support::ui::*;

#[test]
fn r_deal_5_the_method_is_chosen_on_the_party_screen_and_locked_once_play_starts() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = harness(saves.path(), &clock, None);
    h.run_steps(2);
    type_into(&mut h, "Party title", "Set-back night");
    click(&mut h, "set-back");
    click(&mut h, "Create the party");
    let method =
        |h: &Harness<'_, CinchApp>| h.state().desk().unwrap().state().settings.deal_scoring;
    assert_eq!(method(&h), DealScoring::SetBack);
    // Open seating's star game has three prizes, and the form says so.
    click(&mut h, "Party");
    click(&mut h, "Open seating (red and blue packs)");
    assert!(h.query_by_label("Stars (three prizes)").is_some());
    click(&mut h, "Ladies and gentlemen");
    assert!(h.query_by_label("Stars (six prizes)").is_some());
    // Once the tables are seated the method is locked, and the form says why.
    let mut h = seated_party(saves.path(), &clock, 2, 2);
    click(&mut h, "Party");
    assert!(
        h.query_by_label_contains("locked: the tables are seated")
            .is_some()
    );
    assert!(h.get_by_label("set-back").accesskit_node().is_disabled());
}

/// A guest list of `ladies` and `gentlemen` on the Draw screen, nothing drawn yet.
pub(crate) fn guests_on_the_draw_screen<'a>(
    saves: &Path,
    clock: &FakeClock,
) -> Harness<'a, CinchApp> {
    let mut h = harness(saves, clock, None);
    h.run_steps(2);
    type_into(&mut h, "Party title", "Cards by hand");
    click(&mut h, "Create the party");
    type_into(&mut h, "List of names", "Lady 1\nLady 2");
    click(&mut h, "all ladies");
    click(&mut h, "Add these guests");
    type_into(&mut h, "List of names", "Gent 1\nGent 2");
    click(&mut h, "all gentlemen");
    click(&mut h, "Add these guests");
    h.key_press_modifiers(Modifiers::COMMAND, Key::Num3);
    h.run_steps(3);
    assert_eq!(h.state().screen(), Screen::Draw);
    h
}

fn focused(h: &Harness<'_, CinchApp>, label: &str) -> bool {
    h.get_by_label(label).accesskit_node().is_focused()
}

fn cards(h: &Harness<'_, CinchApp>) -> usize {
    h.state()
        .desk()
        .unwrap()
        .state()
        .star()
        .unwrap()
        .cards()
        .len()
}

#[test]
fn r_draw_5_cards_typed_by_keys_go_from_guest_to_guest_and_a_refused_card_stays() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = guests_on_the_draw_screen(saves.path(), &clock);
    // The cursor waits in the first guest's box (alphabetical: Gent 1).
    assert!(focused(&h, "Card for Gent 1"));
    type_keys(&mut h, "AS");
    press(&mut h, Key::Enter);
    assert_eq!(cards(&h), 1);
    assert!(
        focused(&h, "Card for Gent 2"),
        "Enter goes on to the next guest"
    );
    // Not a card: refused in words, the text stays in the same box to be fixed.
    type_keys(&mut h, "Q♥");
    press(&mut h, Key::Enter);
    assert_eq!(cards(&h), 1);
    assert!(focused(&h, "Card for Gent 2"));
    assert_eq!(
        h.get_by_label("Card for Gent 2").value().as_deref(),
        Some("Q♥")
    );
    // A card someone else holds: the rules refuse it, and the box keeps it too.
    for _ in 0.."Q♥".chars().count() {
        press(&mut h, Key::Backspace);
    }
    type_keys(&mut h, "A♠");
    press(&mut h, Key::Enter);
    h.run_steps(2);
    assert_eq!(cards(&h), 1);
    assert!(h.query_by_label_contains("already").is_some());
    assert_eq!(
        h.get_by_label("Card for Gent 2").value().as_deref(),
        Some("A♠")
    );
    assert!(focused(&h, "Card for Gent 2"));
    press(&mut h, Key::Backspace);
    type_keys(&mut h, "c");
    press(&mut h, Key::Enter);
    assert_eq!(cards(&h), 2);
    assert!(focused(&h, "Card for Lady 1"));
    // Drawing for everyone now would replace the two cards: it asks first.
    click(&mut h, "Draw for everyone (Ctrl+D)");
    assert!(
        h.query_by_label_contains("2 cards are already recorded")
            .is_some()
    );
    click(&mut h, "Keep the cards");
    assert_eq!(cards(&h), 2);
    click(&mut h, "Draw for everyone (Ctrl+D)");
    click(&mut h, "Draw for everyone anyway");
    assert_eq!(cards(&h), 4);
}

#[test]
fn each_screen_puts_the_cursor_where_the_host_types_first() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = harness(saves.path(), &clock, None);
    h.run_steps(3);
    assert!(focused(&h, "Party title"));
    type_keys(&mut h, "Typed straight in");
    // Enter in the title creates the party: no reach for the mouse.
    press(&mut h, Key::Enter);
    assert_eq!(h.state().desk().unwrap().file.title(), "Typed straight in");
    assert!(focused(&h, "Guest name"));
}

#[test]
fn after_a_restart_the_last_party_is_one_enter_away() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let last = {
        let mut h = seated_party(saves.path(), &clock, 4, 4);
        enter_scores(&mut h, "31", "20");
        h.state().last_party().unwrap().to_path_buf()
    };
    // The window opens again with nothing asked for on the command line.
    let mut h = harness_after_restart(saves.path(), &clock, None, Some(last.clone()));
    // The saves folder is read on a thread: a bounded wait for the list.
    for _ in 0..200 {
        h.run_steps(1);
        if h.query_by_label_contains("Reopen").is_some() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    h.run_steps(2);
    let reopen = "Reopen \u{201c}Friday Cinch\u{201d}";
    assert_eq!(
        h.query_all_by_label_contains("round 1 of 8").count(),
        2,
        "the offer, as well as the list, says how far the evening has gone"
    );
    assert!(focused(&h, reopen), "the cursor waits on Reopen");
    press(&mut h, Key::Enter);
    h.run_steps(2);
    let desk = h.state().desk().expect("Enter reopened the party");
    assert_eq!(desk.file.path(), last);
    assert_eq!(h.state().screen(), Screen::Round);
    assert_eq!(desk.party().history().len(), {
        let (_, party) = cinch_party::store::load(&last).unwrap();
        party.history().len()
    });
}

#[test]
fn without_a_last_party_the_cursor_waits_in_the_new_party_title() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let gone = saves.path().join("deleted-since.ron");
    let mut h = harness_after_restart(saves.path(), &clock, None, Some(gone));
    h.run_steps(4);
    assert!(h.query_by_label_contains("Reopen").is_none());
    assert!(focused(&h, "Party title"));
}

#[test]
fn the_rules_screens_search_finds_what_guests_ask_about() {
    use cinch_party::view::help::{Part, search};
    for word in ["revoke", "misdeal", "booby", "tie"] {
        let found = search(word);
        assert!(!found.is_empty(), "{word}");
        assert!(found.iter().all(|e| {
            format!("{} {} {}", e.source, e.title, e.text)
                .to_lowercase()
                .contains(word)
        }));
    }
    // Every Interpretation the program makes is there with its id; every law has a page.
    for id in [
        "R-DRAW-5",
        "R-PROG-5",
        "R-PROG-6",
        "R-PRIZE-2",
        "R-PRIZE-5",
        "R-PRIZE-6",
        "R-ALT-1",
    ] {
        assert!(search(id).iter().any(|e| e.source == id), "{id}");
    }
    assert!(
        search("")
            .iter()
            .filter(|e| e.part == Part::Laws)
            .all(|e| e.source.starts_with("p. "))
    );
    assert!(search("zebra crossing").is_empty());
    // Two words narrow it: both must appear.
    assert!(search("revoke pad").len() < search("revoke").len() || search("revoke pad").len() == 1);
}

#[test]
fn f1_opens_the_rules_with_the_cursor_in_the_search_and_every_shortcut_listed() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = seated_party(saves.path(), &clock, 2, 2);
    press(&mut h, Key::F1);
    assert_eq!(h.state().screen(), Screen::Rules);
    assert!(focused(&h, "Search the rules"));
    // The keys come from the commands themselves.
    assert!(h.query_by_label_contains("Find a guest…").is_some());
    assert!(h.query_by_label_contains("Ring the bell").is_some());
    type_keys(&mut h, "revoke");
    assert!(h.query_by_label("The revoke").is_some());
    assert!(
        h.query_by_label("Dealing").is_none(),
        "the search narrows the list"
    );
}

#[test]
fn ctrl_f_finds_a_guest_by_a_few_letters_and_shows_their_evening() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = seated_party(saves.path(), &clock, 4, 4);
    h.key_press_modifiers(Modifiers::COMMAND, Key::Enter);
    h.run_steps(2);
    for _ in 0..2 {
        enter_scores(&mut h, "30", "10");
    }
    h.key_press_modifiers(Modifiers::COMMAND, Key::F);
    h.run_steps(3);
    assert!(
        h.query_by_label("Find a guest").is_some(),
        "the finder is up"
    );
    assert!(focused(&h, "Guest to find"));
    type_keys(&mut h, "gent");
    // Four gentlemen match; the arrows choose, Enter shows.
    press(&mut h, Key::ArrowDown);
    press(&mut h, Key::Enter);
    h.run_steps(2);
    assert!(
        h.query_by_label("Gent 2's evening").is_some(),
        "the second match"
    );
    // Round 1, with a star or not, as the transcript has it.
    let party = cinch_party::store::load(h.state().desk().unwrap().file.path())
        .unwrap()
        .1;
    let guest = party
        .state()
        .guests()
        .iter()
        .find(|g| g.name == "Gent 2")
        .unwrap()
        .id;
    let evening = cinch_party::transcript::guest::GuestEvening::of(&party, guest).unwrap();
    assert!(h.query_by_label(&evening.rounds[0].words()).is_some());
    press(&mut h, Key::Escape);
    assert!(h.query_by_label("Gent 2's evening").is_none());
    // From the Standings screen, a name is a link to the same.
    h.key_press_modifiers(Modifiers::COMMAND, Key::Num5);
    h.run_steps(3);
    click(&mut h, "Lady 1");
    assert!(h.query_by_label("Lady 1's evening").is_some());
}

#[test]
fn every_screen_is_reached_and_worked_from_the_keyboard_alone() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = seated_party(saves.path(), &clock, 2, 2);
    let screens = [
        (Key::Num1, Screen::Party),
        (Key::Num2, Screen::Guests),
        (Key::Num3, Screen::Draw),
        (Key::Num4, Screen::Round),
        (Key::Num5, Screen::Standings),
        (Key::Num6, Screen::Prizes),
        (Key::Num7, Screen::Display),
        (Key::P, Screen::Print),
    ];
    for (key, screen) in screens {
        h.key_press_modifiers(Modifiers::COMMAND, key);
        h.run_steps(3);
        assert_eq!(h.state().screen(), screen);
        // Tab always lands on something that can be worked, with a visible focus.
        press(&mut h, Key::Tab);
        let focused = h
            .query_all(egui_kittest::kittest::By::new().predicate(|n| n.is_focused()))
            .count();
        assert!(focused >= 1, "{screen:?}: Tab reaches a control");
        press(&mut h, Key::Escape);
    }
    press(&mut h, Key::F1);
    assert_eq!(h.state().screen(), Screen::Rules);
}

#[test]
fn the_history_on_standings_is_reached_and_scrolled_by_keyboard() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = seated_party(saves.path(), &clock, 12, 12);
    h.key_press_modifiers(Modifiers::COMMAND, Key::Enter);
    h.run_steps(2);
    for _ in 0..6 {
        enter_scores(&mut h, "30", "10");
    }
    h.key_press_modifiers(Modifiers::COMMAND, Key::Num5);
    h.run_steps(3);
    assert_eq!(h.state().screen(), Screen::Standings);
    let top = |h: &Harness<'_, CinchApp>| h.get_by_label("History").rect().top();
    let before = top(&h);
    // End scrolls to the bottom: the History comes up the screen.
    press(&mut h, Key::End);
    assert!(top(&h) < before, "End scrolled ({before} → {})", top(&h));
    // Tab walks onto the round's header, and Enter opens it.
    let mut reached = false;
    for _ in 0..80 {
        press(&mut h, Key::Tab);
        if h.query_by_label("Round 1: 6 of 6 tables reported")
            .is_some_and(|n| n.accesskit_node().is_focused())
        {
            reached = true;
            break;
        }
    }
    assert!(reached, "Tab reaches the History");
    // The only round is open; Enter folds it and opens it again.
    let open = |h: &Harness<'_, CinchApp>| h.query_by_label("Correct round 1 table 1").is_some();
    assert!(open(&h));
    press(&mut h, Key::Enter);
    assert!(!open(&h), "Enter folded the round");
    press(&mut h, Key::Enter);
    assert!(open(&h), "Enter opened it again");
    h.key_press_modifiers(Modifiers::NONE, Key::Escape);
    h.run_steps(2);
    press(&mut h, Key::Home);
    assert!((top(&h) - before).abs() < 1.0, "Home went back to the top");
}

#[test]
fn a_new_party_starts_from_the_default_side_not_the_last_partys_choice() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = harness(saves.path(), &clock, None);
    h.run_steps(2);
    type_into(&mut h, "Party title", "First");
    click(&mut h, "Create the party");
    click(&mut h, "all gentlemen");
    type_into(&mut h, "List of names", "Half typed");
    assert!(
        h.get_by_label("all gentlemen").accesskit_node().toggled()
            == Some(egui::accesskit::Toggled::True)
    );
    click(&mut h, "Party");
    click(&mut h, "Close this party");
    type_into(&mut h, "Party title", "Second");
    click(&mut h, "Create the party");
    assert_eq!(h.state().desk().unwrap().file.title(), "Second");
    let ladies = h.get_by_label("all ladies").accesskit_node().toggled();
    assert_eq!(
        ladies,
        Some(egui::accesskit::Toggled::True),
        "the default side"
    );
    assert_eq!(
        h.get_by_label("List of names").value().unwrap_or_default(),
        "",
        "the last party's half-typed list is not carried over"
    );
}
