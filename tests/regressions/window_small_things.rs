//! Issue 54 §4, the window's small things: keys that the screen offered and ignored,
//! offers that were refused when taken, names in a proper order, the words of the
//! party's seating, the guest display's type size, the Round screen's cards, the tabs and
//! the top bar at 1000 pixels, a rehearsal's clock, the Reopen offer.

use cinch_party::app::{CinchApp, FakeClock};
use cinch_party::rules::{Action, Party, Side};
use egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};

use crate::common::{add, apply, at, id, play, seated, stars_evening};
use crate::support::keys::{key, text};
use crate::support::ui::harness;

/// `party` saved and opened in the window, as after a restart (at the Round screen when
/// it is in play).
fn opened<'a>(party: Party, saves: &std::path::Path, clock: &FakeClock) -> Harness<'a, CinchApp> {
    let path = saves.join("evening.ron");
    crate::support::evenings::saved(party, &path);
    let mut h = harness(saves, clock, Some(path));
    h.run_steps(3);
    h
}

/// Two tables; N1 leaves at the first bell and Ann, a lady, arrives late: after the bell
/// N1's chair is to settle, and only one lady (no gentleman) waits.
fn a_chair_to_settle() -> Party {
    let mut party = seated(2, stars_evening(4));
    let n1 = id(&party, "N1");
    apply(&mut party, Action::Leave { guest: n1 });
    add(&mut party, "Ann", Side::Lady);
    play(&mut party, &[(10, 2), (10, 2)]);
    party
}

/// Bug: after a bell with chairs to settle, the Round screen said "F: Ann takes the
/// North chair at table 1" with the cursor in a score box, and the box swallowed the F.
#[test]
fn f_in_an_empty_score_box_takes_the_programs_proposal() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(30));
    let mut h = opened(a_chair_to_settle(), saves.path(), &clock);
    h.get_by_label_contains("F: Ann takes the");
    assert!(
        h.get_by_label("Table 1 North–South score").is_focused(),
        "the cursor waits in a score box"
    );
    let before = h.state().desk().unwrap().party().history().len();
    // Pressed as a keyboard sends it: the key, then its character.
    crate::support::keys::arrive(&mut h, crate::support::keys::presses(&["F"]), None);
    h.run_steps(3);
    let party = h.state().desk().unwrap().party().clone();
    assert_eq!(party.history().len(), before + 1, "one step a press");
    assert!(
        matches!(
            party.history().last().map(|e| &e.action),
            Some(Action::Fill { .. })
        ),
        "F took the proposal"
    );
    assert!(party.state().star().unwrap().empty_chairs().is_empty());
    // A score in the box: the F is no score and no proposal either, and nothing is
    // typed.
    text(&mut h, "7");
    key(&mut h, Key::F);
    text(&mut h, "f");
    assert_eq!(
        h.get_by_label("Table 1 North–South score")
            .value()
            .as_deref(),
        Some("7")
    );
}

/// Bug: "Open table 3" was offered after a bell with one lady and no gentleman waiting
/// (R-LATE-5 needs two of each), and refused when pressed.
#[test]
fn open_table_is_offered_only_when_two_of_each_side_wait() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(30));
    let h = opened(a_chair_to_settle(), saves.path(), &clock);
    h.get_by_label("Chairs to settle");
    assert!(
        h.query_by_label("Open table 3").is_none(),
        "one lady waits, no gentleman"
    );
    // Two of each waiting: offered.
    let mut party = seated(2, stars_evening(4));
    for (name, side) in [
        ("La", Side::Lady),
        ("Lb", Side::Lady),
        ("Ga", Side::Gentleman),
        ("Gb", Side::Gentleman),
    ] {
        add(&mut party, name, side);
    }
    let n1 = id(&party, "N1");
    apply(&mut party, Action::Leave { guest: n1 });
    play(&mut party, &[(10, 2), (10, 2)]);
    let saves = tempfile::tempdir().unwrap();
    let h = opened(party, saves.path(), &clock);
    h.get_by_label("Open table 3");
}

/// Bug: a tie at an open-seating party said "A tie! The ladies cut" on the Round screen
/// (the pad said "red-pack guests"), and so did the bell's wait, the screen reader's
/// words, a guest's evening and the table's phone.
#[test]
fn a_tie_at_an_open_seating_party_is_cut_by_the_red_pack_guests() {
    use cinch_party::rules::Settings;
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(30));
    let settings = Settings {
        game: cinch_party::rules::GameSettings::Star(cinch_party::rules::StarSettings {
            scoring: cinch_party::rules::Scoring::Stars,
            open_seating: true,
        }),
        ..stars_evening(4)
    };
    let mut party = seated(2, settings);
    apply(
        &mut party,
        Action::EnterResult {
            table: 1,
            ns: 10,
            ew: 10,
        },
    );
    let heard = cinch_party::view::heard::last_result(&party).unwrap();
    assert!(heard.contains("the red-pack guests cut"), "{heard}");
    let phone = cinch_party::phones::table_state::TableState::of(&party, 1, None);
    let phone = serde_json::to_string(&phone).unwrap();
    assert!(phone.contains("The two red-pack guests cut"), "{phone}");
    assert!(phone.contains("North–South's red-pack guest"), "{phone}");
    let h = opened(party.clone(), saves.path(), &clock);
    h.get_by_label_contains("A tie! The red-pack guests cut: press C, N or E.");
    h.get_by_label_contains("a tie waiting for the red-pack guests' cut");
    assert!(h.query_by_label_contains("ladies").is_none());
    // Cut, played out: a guest's evening says whose cut it was.
    let cutters = party
        .state()
        .star()
        .unwrap()
        .current_round()
        .unwrap()
        .tables[0]
        .cutters();
    let cut = cinch_party::rules::Cut::real(&cutters, id(&party, "N1"));
    apply(
        &mut party,
        Action::CutTie {
            round: 1,
            table: 1,
            cut,
        },
    );
    let report = cinch_party::transcript::Transcript::of(&party).to_string();
    let n1 = cinch_party::transcript::guest::GuestEvening::of(&party, id(&party, "N1"))
        .unwrap()
        .to_text();
    assert!(
        n1.contains("the red-pack guests' cut won"),
        "{n1}\n{report}"
    );
}

/// Eight guests whose names sort differently by raw characters and in reading order.
fn accented_party() -> Party {
    use cinch_party::rules::Seat;
    crate::common::seated_named(2, stars_evening(4), |table, seat| {
        match (table, seat) {
            (1, Seat::North) => "Josephine Ødegaard",
            (1, Seat::East) => "Zoë Adams",
            (1, Seat::South) => "José Núñez",
            (1, Seat::West) => "Zeke Young",
            (2, Seat::North) => "Émilie Roux",
            (2, Seat::East) => "Ann Abbott",
            (2, Seat::South) => "Étienne Blanc",
            _ => "Bob Baker",
        }
        .to_owned()
    })
}

/// The eight in reading order.
const READING_ORDER: [&str; 8] = [
    "Ann Abbott",
    "Bob Baker",
    "Émilie Roux",
    "Étienne Blanc",
    "José Núñez",
    "Josephine Ødegaard",
    "Zeke Young",
    "Zoë Adams",
];

/// The names of `READING_ORDER` in the order they first appear in `text`.
fn order_in(text: &str) -> Vec<&'static str> {
    let mut found: Vec<(usize, &'static str)> = READING_ORDER
        .iter()
        .filter_map(|name| text.find(name).map(|at| (at, *name)))
        .collect();
    found.sort();
    found.into_iter().map(|(_, name)| name).collect()
}

/// The names of `READING_ORDER` shown in the window, top to bottom: each the first label
/// (or button) whose words start with it, left of `x` or at it.
fn order_on_screen(h: &Harness<'_, CinchApp>, x: std::ops::Range<f32>) -> Vec<&'static str> {
    let shown: Vec<(String, egui::Rect)> = h
        .query_all(egui_kittest::kittest::by())
        .filter_map(|n| {
            let words = n.accesskit_node().value().or(n.accesskit_node().label())?;
            Some((words.to_string(), n.rect()))
        })
        .collect();
    let mut found: Vec<(i64, &'static str)> = READING_ORDER
        .iter()
        .filter_map(|name| {
            shown
                .iter()
                .filter(|(words, r)| words.starts_with(name) && x.contains(&r.left()))
                .map(|(_, r)| (r.top() as i64, *name))
                .min()
        })
        .collect();
    found.sort();
    found.into_iter().map(|(_, name)| name).collect()
}

/// Bug: names were sorted by their raw characters: "José Núñez" after "Josephine
/// Ødegaard", every "É" after "Z", on the Guests screen, the move list, the standings
/// (guests level on stars), the print-outs and the published page.
#[test]
fn names_are_listed_in_reading_order_everywhere() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(30));
    let party = accented_party();
    // The standings before any star: everyone level, so by name.
    let derived = cinch_party::transcript::evening::Evening::of(&party, 0);
    let star = derived.star().unwrap();
    let rows: Vec<&str> = star
        .standings
        .iter()
        .flat_map(|g| g.rows.iter().map(|r| r.name.as_str()))
        .collect();
    let ladies: Vec<&str> = READING_ORDER
        .iter()
        .copied()
        .filter(|n| {
            ["Ann", "Émilie", "Josephine", "Zoë"]
                .iter()
                .any(|f| n.starts_with(f))
        })
        .collect();
    assert_eq!(rows[..4], ladies[..], "the ladies' standings");
    // The published page's and the results sheet's guests.
    let page = cinch_party::publish::results_page(&party, &derived, "Names");
    let evenings = page.split("Each guest").nth(1).unwrap();
    assert_eq!(order_in(evenings), READING_ORDER, "the published page");
    let sheet = cinch_party::print::Printout::of(
        &party,
        "Names",
        cinch_party::print::Document::Tally,
        cinch_party::print::Paper::A4,
    )
    .unwrap();
    let texts: Vec<String> = sheet
        .pages
        .iter()
        .flat_map(|p| p.texts().map(str::to_owned).collect::<Vec<_>>())
        .collect();
    assert_eq!(order_in(&texts.join("\n")), READING_ORDER, "the tally");
    // The Guests screen, and after a bell the move list by guest.
    let mut party = party;
    crate::common::report_all(&mut party, &[(10, 2), (10, 2)]);
    let mut h = opened(party, saves.path(), &clock);
    h.key_press_modifiers(egui::Modifiers::COMMAND, Key::Num2);
    h.run_steps(3);
    assert_eq!(
        order_on_screen(&h, 0.0..2000.0),
        READING_ORDER,
        "the Guests list"
    );
    h.key_press_modifiers(egui::Modifiers::COMMAND, Key::Num4);
    h.run_steps(3);
    h.key_press_modifiers(egui::Modifiers::COMMAND, Key::B);
    h.run_steps(5);
    h.get_by_label_contains("Who goes where for round 2");
    let by_guest = h.get_by_label("By guest").rect();
    assert_eq!(
        order_on_screen(&h, by_guest.left() - 1.0..by_guest.left() + 40.0),
        READING_ORDER,
        "the move list by guest"
    );
}

/// A party in play opened in a window of `size` (the Round screen shown).
fn opened_in<'a>(
    size: [f32; 2],
    saves: &std::path::Path,
    clock: &FakeClock,
) -> Harness<'a, CinchApp> {
    let path = saves.join("evening.ron");
    crate::support::evenings::saved(seated(3, stars_evening(4)), &path);
    let app = crate::support::ui::test_app(saves, clock, Some(path));
    let mut h = crate::support::ui::harness_of(app, size, false);
    h.run_steps(4);
    h
}

/// The buttons whose top is in the top bar (its first 60 pixels).
fn top_bar_buttons(h: &Harness<'_, CinchApp>) -> Vec<String> {
    h.query_all(egui_kittest::kittest::by().role(egui::accesskit::Role::Button))
        .filter(|n| n.rect().top() < 60.0)
        .filter_map(|n| n.accesskit_node().label())
        .collect()
}

/// Bug: at a 1000-pixel window the top bar's words (Undo, Redo, Saved, Sound off, a
/// print job's line) took the tabs' room, and every tab but four folded into "More ▾".
#[test]
fn at_a_thousand_pixels_the_evenings_screens_keep_their_tabs() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(30));
    let h = opened_in([1000.0, 700.0], saves.path(), &clock);
    let bar = top_bar_buttons(&h);
    for tab in [
        "Party",
        "Guests",
        "Draw",
        "Round",
        "Standings",
        "Prizes",
        "Display",
    ] {
        assert!(bar.iter().any(|b| b == tab), "{tab} on the bar: {bar:?}");
    }
    for right in ["Undo", "Redo"] {
        assert!(
            bar.iter().any(|b| b == right),
            "{right} keeps its name: {bar:?}"
        );
    }
}

/// Bug: at a 1000-pixel window the print preview's bar was cut at the window's edge
/// ("Fit wi…"): its zoom could not be reached.
#[test]
fn at_a_thousand_pixels_the_print_previews_bar_is_whole() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(30));
    let mut h = opened_in([1000.0, 700.0], saves.path(), &clock);
    h.key_press_modifiers(egui::Modifiers::COMMAND, Key::Num8);
    h.run_steps(4);
    for label in ["◀ Previous", "Next ▶", "Fit page", "Fit width", "−", "+"] {
        let rect = h.get_by_label(label).rect();
        assert!(
            rect.right() <= 1000.0,
            "{label} ends at {} of a 1000-pixel window",
            rect.right()
        );
    }
}

/// Bug: Esc, then Shift+Tab, on the Party screen put the cursor on a radio button far
/// below the window's foot, and nothing scrolled to show it.
#[test]
fn shift_tab_on_the_party_screen_brings_the_cursor_into_view() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(30));
    let mut h = opened_in([1000.0, 500.0], saves.path(), &clock);
    h.key_press_modifiers(egui::Modifiers::COMMAND, Key::Num1);
    h.run_steps(3);
    key(&mut h, Key::Escape);
    h.key_press_modifiers(egui::Modifiers::SHIFT, Key::Tab);
    h.run_steps(6);
    let focused: Vec<_> = h
        .query_all(egui_kittest::kittest::by())
        .filter(|n| n.is_focused())
        .map(|n| (n.accesskit_node().label(), n.rect()))
        .collect();
    assert!(!focused.is_empty(), "Shift+Tab reached a control");
    for (label, rect) in focused {
        assert!(
            rect.top() >= 0.0 && rect.bottom() <= 500.0,
            "{label:?} at {rect:?}, out of a 500-pixel window"
        );
    }
}

/// Bug: with the guest display open for one party, closing it and creating another
/// opened the display again over the main window, showing the new party before the
/// host asked for it.
#[test]
fn a_new_party_does_not_open_the_guest_display() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(30));
    let mut h = opened_in([1400.0, 900.0], saves.path(), &clock);
    h.key_press_modifiers(egui::Modifiers::COMMAND | egui::Modifiers::SHIFT, Key::G);
    h.run_steps(3);
    assert!(
        h.state().display().open,
        "the display opened for the first party"
    );
    h.key_press_modifiers(egui::Modifiers::COMMAND, Key::Num1);
    h.run_steps(3);
    // The harness draws the display inside the main window (a window of its own on a
    // computer): the button is pressed as a screen reader presses it, not under it.
    h.get_by_label("Close this party").click_accesskit();
    h.run_steps(3);
    crate::support::ui::type_into(&mut h, "Party title", "Saturday Cinch");
    crate::support::ui::click(&mut h, "Create the party");
    h.run_steps(3);
    assert_eq!(h.state().desk().unwrap().file.title(), "Saturday Cinch");
    assert!(
        !h.state().display().open,
        "the new party's display waits for the host"
    );
}

/// Bug: a rehearsal left in play (`simulate --open-round`) was dated 2027-01-15, so its
/// round had not begun by the computer's clock: the window said "0:00 played, 20:00 left"
/// for as long as the host looked, while offering "Pause the clock". Its open round now
/// starts when it was made, and its clock runs; the star game's and the duplicate's.
#[test]
fn a_rehearsals_open_round_is_dated_now_and_its_clock_runs() {
    for extra in [&["--open-round"][..], &["--open-round", "--duplicate"][..]] {
        let dir = tempfile::tempdir().unwrap();
        let before = chrono::Utc::now();
        let path = crate::support::phones::open_round(dir.path(), 8, extra);
        let after = chrono::Utc::now();
        let (_, party) = cinch_party::store::load(&path).unwrap();
        let clock = party.state().round_clock().expect("a round in play");
        assert!(clock.is_started(), "{extra:?}: the open round has begun");
        let last = party.history().last().unwrap().at;
        assert!(
            before - chrono::Duration::seconds(1) <= last && last <= after,
            "{extra:?}: its last step at {last}, made between {before} and {after}"
        );
        let five = chrono::Duration::minutes(5);
        assert!(
            clock.elapsed(after + five) >= five - chrono::Duration::seconds(2),
            "{extra:?}: five minutes later, {} played",
            clock.elapsed(after + five)
        );
        // Moved as a whole: the evening before the open round is still behind it.
        let first = party.history().first().unwrap().at;
        assert!(last - first > chrono::Duration::minutes(20), "{extra:?}");
    }
}
