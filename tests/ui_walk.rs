//! Every screen's main job with the keyboard alone, counting the keys: each task has a
//! budget (issue 27), and the keys typed as text (a title, a score) are counted apart.

use cinch_party::app::{CinchApp, FakeClock};
use cinch_party::rules::{EveningEnd, Phase};
use cinch_party::view::Screen;
use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};

use crate::common::at;

/// The window, with a count of the keys pressed.
pub struct Walk<'a> {
    pub h: Harness<'a, CinchApp>,
    keys: u32,
}

impl<'a> Walk<'a> {
    pub fn new(h: Harness<'a, CinchApp>) -> Self {
        Walk { h, keys: 0 }
    }

    /// One key, counted.
    pub fn key(&mut self, key: Key) {
        self.keys += 1;
        self.h.key_press(key);
        self.h.run_steps(3);
    }

    /// One key with Ctrl (Cmd on a Mac), counted.
    pub fn ctrl(&mut self, key: Key) {
        self.keys += 1;
        self.h.key_press_modifiers(Modifiers::COMMAND, key);
        self.h.run_steps(3);
    }

    /// A letter as the keyboard sends it (the key and its text), counted as one key.
    pub fn letter(&mut self, c: char) {
        self.keys += 1;
        let key = Key::from_name(&c.to_ascii_uppercase().to_string()).unwrap();
        self.h.key_press(key);
        self.h.event(egui::Event::Text(c.to_string()));
        self.h.run_steps(3);
    }

    /// Text typed (a name, a score): not counted against the budget.
    pub fn text(&mut self, text: &str) {
        self.h.event(egui::Event::Text(text.to_owned()));
        self.h.run_steps(2);
    }

    /// The keys pressed since the last call, to check against a budget.
    pub fn spent(&mut self) -> u32 {
        std::mem::take(&mut self.keys)
    }
}

pub fn focused(h: &Harness<'_, CinchApp>, label: &str) -> bool {
    h.get_by_label(label).is_focused()
}

#[test]
fn create_a_party_from_the_title_by_enter_and_walk_the_form_by_enter() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut w = Walk::new(crate::support::ui::harness(saves.path(), &clock, None));
    w.h.run_steps(3);
    // The cursor waits in the title: the title, then Enter creates the party.
    assert!(focused(&w.h, "Party title"));
    w.text("Friday Cinch");
    w.key(Key::Enter);
    assert!(w.spent() <= 3);
    assert_eq!(w.h.state().screen(), Screen::Guests);

    // Issue 54 §3: a star party of five rounds in six keys besides the title — each
    // group of options one Tab stop (it took 14 Tabs to the rounds box), and Enter in
    // any box of the new party's form creates it (Tab walks the form).
    let saves = tempfile::tempdir().unwrap();
    let mut w = Walk::new(crate::support::ui::harness(saves.path(), &clock, None));
    w.h.run_steps(3);
    w.text("Saturday Cinch");
    for _ in 0..4 {
        w.key(Key::Tab);
    }
    assert!(focused(&w.h, "Number of rounds"));
    w.text("5");
    w.key(Key::Enter);
    assert!(w.spent() <= 6);
    assert_eq!(w.h.state().screen(), Screen::Guests);
    let desk = w.h.state().desk().unwrap();
    assert_eq!(desk.state().settings.end, EveningEnd::AfterRounds(5));

    // A duplicate party: Tab to the scoring, three ↓ to Duplicate, Enter.
    let saves = tempfile::tempdir().unwrap();
    let mut w = Walk::new(crate::support::ui::harness(saves.path(), &clock, None));
    w.h.run_steps(3);
    w.text("Duplicate Friday");
    w.key(Key::Tab);
    for _ in 0..3 {
        w.key(Key::ArrowDown);
    }
    w.key(Key::Enter);
    assert!(w.spent() <= 5);
    let desk = w.h.state().desk().unwrap();
    assert!(desk.state().is_duplicate());
}

/// A seated party of two tables, opened at the Guests screen with the name box ready.
fn at_guests<'a>(saves: &std::path::Path, clock: &FakeClock) -> Walk<'a> {
    let mut h = crate::support::keys::opened(saves, clock, 2);
    h.key_press_modifiers(Modifiers::COMMAND, Key::Num2);
    h.run_steps(3);
    assert_eq!(h.state().screen(), Screen::Guests);
    Walk::new(h)
}

#[test]
fn mark_a_leaver_and_take_them_out_of_the_prizes_by_row_keys_each_asking_first() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut w = at_guests(saves.path(), &clock);
    w.spent();
    let first = w.h.state().desk().unwrap().state().guests()[0].clone();
    // ↓ from the name box picks the first guest; L asks; Enter says yes.
    w.key(Key::ArrowDown);
    w.letter('l');
    let question = format!("{} leaves at the next bell?", first.name);
    assert!(w.h.query_by_label(&question).is_some());
    w.key(Key::Enter);
    assert!(w.spent() <= 4);
    let state = w.h.state().desk().unwrap().state().clone();
    assert!(state.star().unwrap().is_leaving(first.id));
    // The keys stay on the row: nothing has egui's focus, least of all a button.
    assert!(w.h.query_by_label(&question).is_none());
    assert!(
        !w.h.state()
            .desk()
            .unwrap()
            .state()
            .star()
            .unwrap()
            .is_withdrawn(first.id)
    );
    // O asks; Esc says no; O again, Enter: out of the prizes.
    w.letter('o');
    w.key(Key::Escape);
    assert!(
        !w.h.state()
            .desk()
            .unwrap()
            .state()
            .star()
            .unwrap()
            .is_withdrawn(first.id)
    );
    w.letter('o');
    w.key(Key::Enter);
    assert!(
        w.h.state()
            .desk()
            .unwrap()
            .state()
            .star()
            .unwrap()
            .is_withdrawn(first.id)
    );
    // Each is undoable.
    w.ctrl(Key::Z);
    assert!(
        !w.h.state()
            .desk()
            .unwrap()
            .state()
            .star()
            .unwrap()
            .is_withdrawn(first.id)
    );
    w.ctrl(Key::Z);
    assert!(
        !w.h.state()
            .desk()
            .unwrap()
            .state()
            .star()
            .unwrap()
            .is_leaving(first.id)
    );
    // ↓ moves to the next guest; Esc gives the keys back to the name box.
    w.key(Key::ArrowDown);
    w.key(Key::Escape);
    assert!(focused(&w.h, "Guest name"));
    // A letter typed there is a name, not a row key.
    w.letter('l');
    assert!(
        !w.h.state()
            .desk()
            .unwrap()
            .state()
            .star()
            .unwrap()
            .is_leaving(first.id)
    );
    assert_eq!(w.h.get_by_label("Guest name").value().as_deref(), Some("l"));
    assert_eq!(w.h.state().desk().unwrap().state().phase(), Phase::Playing);
}

#[test]
fn remove_a_guest_before_the_draw_by_del_asking_first_and_undo_it() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut w = Walk::new(crate::support::ui::harness(saves.path(), &clock, None));
    w.h.run_steps(3);
    w.text("Spring Cinch");
    w.key(Key::Enter);
    for name in ["Ann", "Bea", "Cy"] {
        w.text(name);
        w.key(Key::Enter);
    }
    assert_eq!(w.h.state().desk().unwrap().state().guests().len(), 3);
    w.spent();
    w.key(Key::ArrowDown);
    w.key(Key::ArrowDown);
    w.key(Key::Delete);
    assert!(w.h.query_by_label("Remove Bea from the list?").is_some());
    w.key(Key::Enter);
    assert!(w.spent() <= 4);
    let listed = |w: &Walk<'_>| {
        w.h.state()
            .desk()
            .unwrap()
            .state()
            .guests()
            .iter()
            .filter(|g| !g.removed)
            .map(|g| g.name.clone())
            .collect::<Vec<_>>()
    };
    assert_eq!(listed(&w), ["Ann", "Cy"]);
    w.ctrl(Key::Z);
    assert_eq!(listed(&w), ["Ann", "Bea", "Cy"]);
    // M changes the picked guest's side at once (undoable, nothing lost).
    let side = w.h.state().desk().unwrap().state().guests()[2].side;
    w.key(Key::ArrowDown);
    w.letter('m');
    let now = w.h.state().desk().unwrap().state().guests()[2].side;
    assert_ne!(side, now);
}

#[test]
fn correct_a_past_result_by_round_and_table_in_four_keys_and_the_digits() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = crate::support::keys::opened(saves.path(), &clock, 3);
    for (ns, ew) in [("9", "5"), ("4", "10"), ("12", "2")] {
        crate::support::keys::text(&mut h, ns);
        crate::support::keys::key(&mut h, Key::Tab);
        crate::support::keys::text(&mut h, ew);
        crate::support::keys::key(&mut h, Key::Enter);
    }
    h.key_press_modifiers(Modifiers::COMMAND, Key::B);
    h.run_steps(3);
    let mut w = Walk::new(h);
    // Ctrl+H, "1 2", Enter: round 1 table 2's result, its first score selected.
    w.ctrl(Key::H);
    assert_eq!(w.h.state().screen(), Screen::Standings);
    w.text("1 2");
    w.key(Key::Enter);
    assert!(focused(&w.h, "Round 1 table 2 North–South score"));
    w.text("6");
    w.key(Key::Tab);
    w.text("8");
    w.key(Key::Enter);
    assert!(w.spent() <= 4);
    let round = w.h.state().desk().unwrap().state().star().unwrap().rounds()[0].clone();
    let result = round.results[1].clone().unwrap();
    assert_eq!((result.ns, result.ew), (6, 8));
    assert_eq!(result.corrections, 1);
    // Enter in the first box goes on to the second; a table that is not there is
    // refused in words and the cursor stays to fix it.
    w.ctrl(Key::H);
    w.text("1 9");
    w.key(Key::Enter);
    assert!(
        w.h.query_by_label_contains("Round 1 has no table 9.")
            .is_some()
    );
    assert!(focused(&w.h, "Round and table to correct"));
    w.key(Key::Backspace);
    w.text("3");
    w.key(Key::Enter);
    w.text("11");
    w.key(Key::Enter);
    assert!(focused(&w.h, "Round 1 table 3 East–West score"));
    w.text("3");
    w.key(Key::Enter);
    let round = w.h.state().desk().unwrap().state().star().unwrap().rounds()[0].clone();
    let result = round.results[2].clone().unwrap();
    assert_eq!((result.ns, result.ew), (11, 3));
}

/// A one-round evening, over, with prizes tied, opened in the window.
fn finished_with_ties<'a>(saves: &std::path::Path, clock: &FakeClock) -> Walk<'a> {
    let mut party = crate::common::seated(4, crate::common::stars_evening(1));
    crate::common::play(&mut party, &[(14, 6), (14, 6), (14, 6), (14, 6)]);
    assert_eq!(party.state().phase(), Phase::Finished);
    let path = saves.join("over.ron");
    let mut file = cinch_party::store::PartyFile::adopt(&path, "Over", party).unwrap();
    assert_eq!(file.save_now(at(0)), cinch_party::store::Saved::Yes);
    drop(file);
    let mut h = crate::support::ui::harness(saves, clock, Some(path));
    h.run_steps(3);
    Walk::new(h)
}

fn awaiting_cuts(w: &Walk<'_>) -> usize {
    w.h.state()
        .desk()
        .unwrap()
        .star()
        .unwrap()
        .prizes
        .as_slice()
        .iter()
        .filter(|p| {
            matches!(
                p.outcome,
                cinch_party::rules::PrizeOutcome::AwaitingCut { .. }
            )
        })
        .count()
}

#[test]
fn settle_a_prize_cut_in_two_keys_by_the_program_or_by_a_real_cut() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut w = finished_with_ties(saves.path(), &clock);
    let before = awaiting_cuts(&w);
    assert!(before >= 2, "{before} prizes wait for a cut");
    w.ctrl(Key::Num6);
    assert_eq!(w.h.state().screen(), Screen::Prizes);
    // The first waits: its keys are said, and C has the program cut.
    assert!(
        w.h.query_by_label_contains("waits for a cut. Press C")
            .is_some()
    );
    w.letter('c');
    assert!(w.spent() <= 2);
    assert_eq!(awaiting_cuts(&w), before - 1);
    // The next: 2, the second candidate, won a real cut.
    let (key, second) =
        w.h.state()
            .desk()
            .unwrap()
            .star()
            .unwrap()
            .prizes
            .as_slice()
            .iter()
            .find_map(|p| match &p.outcome {
                cinch_party::rules::PrizeOutcome::AwaitingCut { candidates, .. } => {
                    Some((p.key, candidates[1]))
                }
                _ => None,
            })
            .unwrap();
    w.key(Key::Num2);
    let prizes =
        w.h.state()
            .desk()
            .unwrap()
            .star()
            .unwrap()
            .prizes
            .as_slice()
            .to_vec();
    let settled = prizes.iter().find(|p| p.key == key).unwrap();
    assert!(
        matches!(
            settled.outcome,
            cinch_party::rules::PrizeOutcome::Awarded {
                winner: cinch_party::rules::PrizeWinner::Guest(g),
                ..
            } if g == second
        ),
        "{:?}",
        settled.outcome
    );
}

#[test]
fn the_display_screen_reveals_the_next_prize_by_n() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut w = finished_with_ties(saves.path(), &clock);
    // Settle the cuts (C, C, …), then Ctrl+7 and N: the booby prize is shown.
    w.ctrl(Key::Num6);
    while awaiting_cuts(&w) > 0 {
        w.letter('c');
    }
    w.spent();
    w.ctrl(Key::Num7);
    assert_eq!(w.h.state().screen(), Screen::Display);
    w.letter('n');
    assert!(w.spent() <= 2);
    assert_eq!(w.h.state().display().revealed.len(), 1);
    w.letter('n');
    assert_eq!(w.h.state().display().revealed.len(), 2);
}

#[test]
fn print_chooses_a_document_by_arrows_and_enter_saves_and_opens_it() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let h = crate::support::ui::seated_party(saves.path(), &clock, 4, 4);
    let mut w = Walk::new(h);
    w.key(Key::Escape);
    w.spent();
    w.ctrl(Key::P);
    assert_eq!(w.h.state().screen(), Screen::Print);
    let first =
        w.h.get_by_role_and_label(egui::accesskit::Role::RadioButton, "Table cards");
    assert_eq!(
        first.accesskit_node().toggled(),
        Some(egui::accesskit::Toggled::True)
    );
    w.key(Key::ArrowDown);
    w.key(Key::Enter);
    assert!(w.spent() <= 4);
    crate::support::messages::wait_for_message(&mut w.h, "It is opening in the PDF viewer");
    let exports = saves.path().join("exports");
    let opened = crate::support::ui::OPENED.lock().unwrap().clone();
    assert!(
        opened
            .iter()
            .any(|p| p.starts_with(&exports) && !p.ends_with("friday-cinch-tables-a4.pdf")),
        "{opened:?}"
    );
}

#[test]
fn the_phones_switch_has_the_keys_when_the_screen_opens_space_ticks_it() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = crate::support::ui::seated_party(saves.path(), &clock, 4, 4);
    h.state_mut()
        .phones_listen_on(std::net::Ipv4Addr::LOCALHOST.into(), 0);
    let mut w = Walk::new(h);
    w.key(Key::Escape);
    w.spent();
    w.ctrl(Key::Num9);
    w.key(Key::Space);
    assert!(w.spent() <= 2);
    w.h.get_by_label_contains("Serving at http://127.0.0.1:");
    w.key(Key::Space);
    assert!(w.h.query_by_label_contains("Serving at").is_none());
}

#[test]
fn the_focus_ring_follows_the_keys_around_the_focused_widget() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut w = Walk::new(crate::support::ui::harness(saves.path(), &clock, None));
    w.h.run_steps(3);
    let ctx = w.h.ctx.clone();
    let title = w.h.get_by_label("Party title").rect();
    let (_, ring) = cinch_party::ui::widgets::focus_ring(&ctx).unwrap();
    assert!(ring.contains_rect(title) && ring.width() > title.width());
    // Tab goes from the title to the way of scoring (issue 54: the Create button, the
    // mouse's, is no Tab stop), and the ring with it.
    w.key(Key::Tab);
    let chosen = w.h.get_by_label("Stars (six prizes)").rect();
    let (_, ring) = cinch_party::ui::widgets::focus_ring(&ctx).unwrap();
    assert!(ring.contains_rect(chosen) && !ring.contains_rect(title));
}

#[test]
fn draw_and_seat_a_party_by_two_shortcuts() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut w = Walk::new(crate::support::ui::harness(saves.path(), &clock, None));
    w.h.run_steps(3);
    w.text("Draw night");
    w.key(Key::Enter);
    w.h.get_by_label("List of names").click();
    w.h.run_steps(2);
    w.h.get_by_label("List of names")
        .type_text("A1\nA2\nA3\nA4\nB1\nB2\nB3\nB4");
    w.h.run_steps(2);
    w.h.get_by_label("Add these guests").click();
    w.h.run_steps(3);
    // Make the B's gentlemen by row keys.
    w.h.get_by_label("Guest name").click();
    w.h.run_steps(2);
    w.key(Key::ArrowDown);
    for _ in 0..4 {
        w.key(Key::ArrowDown);
    }
    for _ in 0..4 {
        w.letter('m');
        w.key(Key::ArrowDown);
    }
    w.spent();
    w.ctrl(Key::Num3);
    w.ctrl(Key::D);
    w.ctrl(Key::T);
    assert!(w.spent() <= 3);
    let desk = w.h.state().desk().unwrap();
    assert_eq!(desk.state().phase(), Phase::Playing);
    assert_eq!(
        desk.state()
            .star()
            .unwrap()
            .current_round()
            .unwrap()
            .tables
            .len(),
        2
    );
}

/// Issue 32: a duplicate party by keys: the title, Tab to the way of scoring, the arrows
/// to "Duplicate", Enter creates it (budget: typing + 6); Ctrl+Enter adds the pairs
/// typed, and with none typed starts the evening; Ctrl+Enter starts the round.
#[test]
fn a_duplicate_evening_is_made_and_started_by_keys_within_budget() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut w = Walk::new(crate::support::ui::harness(saves.path(), &clock, None));
    w.h.run_steps(3);
    assert!(focused(&w.h, "Party title"));
    w.text("Duplicate Friday");
    // The way of scoring is the first Tab stop after the title (issue 54).
    w.key(Key::Tab);
    w.key(Key::ArrowLeft);
    w.key(Key::Enter);
    assert!(w.spent() <= 3);
    let desk = w.h.state().desk().expect("the party is made");
    assert!(desk.state().is_duplicate(), "Duplicate was chosen");
    assert_eq!(w.h.state().screen(), Screen::Draw);
    // The pairs typed (the box has the cursor), Ctrl+Enter; then Ctrl+Enter starts.
    assert!(focused(&w.h, "Pairs, one a line"));
    let list: Vec<String> = (1..=8).map(|p| format!("P{p}a & P{p}b")).collect();
    w.text(&list.join("\n"));
    w.ctrl(Key::Enter);
    assert_eq!(
        w.h.state()
            .desk()
            .unwrap()
            .state()
            .duplicate()
            .unwrap()
            .dup
            .pairs()
            .len(),
        8
    );
    w.ctrl(Key::Enter);
    assert_eq!(w.h.state().screen(), Screen::Round);
    assert_eq!(w.h.state().desk().unwrap().state().phase(), Phase::Playing);
    w.ctrl(Key::Enter);
    assert!(w.spent() <= 3);
    assert!(
        w.h.state()
            .desk()
            .unwrap()
            .state()
            .round_clock()
            .is_some_and(|c| c.is_started())
    );
}

/// Issue 32: after a duplicate bell the move list has the keys: Enter starts the next
/// round, as after the star game's bell.
#[test]
fn enter_on_the_duplicate_move_list_starts_the_next_round() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let h = crate::support::duplicate_ui::started(saves.path(), &clock, 6, "2 trays");
    let mut w = Walk::new(h);
    let missing =
        w.h.state()
            .desk()
            .unwrap()
            .state()
            .duplicate()
            .unwrap()
            .dup
            .missing();
    for _ in missing.iter().flat_map(|(_, trays)| trays) {
        w.text("P 7");
        w.key(Key::Enter);
    }
    w.ctrl(Key::B);
    assert!(
        w.h.query_by_label_contains("Start round 2").is_some(),
        "the move list is up"
    );
    w.spent();
    w.key(Key::Enter);
    assert!(w.spent() <= 1);
    let state = w.h.state().desk().unwrap().state().clone();
    assert_eq!(
        state.duplicate().unwrap().round().map(|r| r.number),
        Some(2)
    );
    assert!(state.round_clock().is_some_and(|c| c.is_started()));
}

/// Issue 32: the star game's evening ended early by keys: Ctrl+Shift+E ticks "End the evening
/// with this bell", Ctrl+B rings the last bell.
#[test]
fn end_the_evening_early_by_ctrl_e_and_the_bell() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = crate::support::keys::opened(saves.path(), &clock, 2);
    for (ns, ew) in [("9", "5"), ("4", "10")] {
        crate::support::keys::text(&mut h, ns);
        crate::support::keys::key(&mut h, Key::Tab);
        crate::support::keys::text(&mut h, ew);
        crate::support::keys::key(&mut h, Key::Enter);
    }
    let mut w = Walk::new(h);
    w.keys += 1;
    w.h.key_press_modifiers(Modifiers::COMMAND | Modifiers::SHIFT, Key::E);
    w.h.run_steps(3);
    assert!(w.h.state().end_with_this_bell());
    w.ctrl(Key::B);
    assert!(w.spent() <= 2);
    assert_eq!(w.h.state().desk().unwrap().state().phase(), Phase::Finished);
}

/// Issue 32: Ctrl+1 on the Party screen puts the cursor back in the title box, and
/// letters typed with the cursor nowhere go into it rather than being lost.
#[test]
fn ctrl_1_and_stray_typing_bring_the_cursor_back_to_the_title() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut w = Walk::new(crate::support::ui::harness(saves.path(), &clock, None));
    w.h.run_steps(3);
    w.text("Fri");
    // The host clicks on empty space: the title lets go of the cursor.
    click_empty(&mut w.h);
    assert!(!focused(&w.h, "Party title"));
    w.text("day");
    assert!(focused(&w.h, "Party title"));
    assert_eq!(
        w.h.get_by_label("Party title").value().as_deref(),
        Some("Friday")
    );
    click_empty(&mut w.h);
    w.ctrl(Key::Num1);
    assert!(focused(&w.h, "Party title"));
}

/// A click on empty space at the window's right edge.
fn click_empty(h: &mut Harness<'_, CinchApp>) {
    let at = egui::pos2(1350.0, 740.0);
    h.drag_at(at);
    h.run_steps(1);
    h.drop_at(at);
    h.run_steps(2);
}
