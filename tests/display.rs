//! The guest display: the right content for each phase of the evening, the prize
//! ceremony stepping through every prize with its tie explanations, and a few image
//! snapshots of a finished sample party at 1920×1080.

use chrono::{DateTime, Duration, Utc};
use cinch_party::app::FakeClock;
use cinch_party::rules::{Action, Party, PrizeKind};
use cinch_party::ui::guest_display_ui;
use cinch_party::view::display::{DisplayMode, DisplayState, ceremony_order};
use cinch_party::view::{Desk, Screen};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

use crate::common::{apply, at, play, seated, stars_evening};
use crate::support::display::*;
use crate::support::ui::{click, harness};

fn display<'a>(
    desk: &'a Desk,
    state: DisplayState,
    moves_into: Option<u32>,
    now: DateTime<Utc>,
) -> Harness<'a> {
    let mut h = Harness::builder()
        .with_size([1920.0, 1080.0])
        .with_context_setup(cinch_party::app::CinchApp::set_style)
        .build_ui(move |ui| guest_display_ui(ui, desk, &state, moves_into, now));
    h.run_steps(2);
    h
}

fn mode(mode: DisplayMode) -> DisplayState {
    DisplayState {
        mode,
        ..DisplayState::default()
    }
}

#[test]
fn before_the_draw_it_welcomes_and_after_seating_it_shows_every_seat() {
    let mut party = Party::new(stars_evening(3));
    crate::common::guests(&mut party, 2, 2);
    let desk = desk_of(party);
    let h = display(&desk, DisplayState::default(), None, at(0));
    assert!(h.query_by_label("Welcome!").is_some());

    let desk = desk_of(seated(2, stars_evening(3)));
    let h = display(&desk, DisplayState::default(), None, at(0));
    assert!(h.query_by_label("Find your seat — round 1").is_some());
    // Alphabetical, with table and seat in large type.
    for (name, place) in [("E1", "1  E"), ("N2", "2  N"), ("W2", "2  W")] {
        assert!(h.query_by_label(name).is_some(), "{name}");
        assert!(h.query_by_label(place).is_some(), "{place}");
    }
}

#[test]
fn during_a_round_it_shows_the_time_left_and_the_tables_still_playing() {
    let mut party = seated(3, stars_evening(3));
    apply(&mut party, Action::StartRound);
    apply(
        &mut party,
        Action::EnterResult {
            table: 2,
            ns: 5,
            ew: 9,
        },
    );
    let started = party
        .state()
        .star()
        .unwrap()
        .current_round()
        .unwrap()
        .started_at
        .unwrap();
    let desk = desk_of(party);
    let h = display(
        &desk,
        DisplayState::default(),
        None,
        started + Duration::seconds(7 * 60 + 30),
    );
    // The evening is set to end after 3 rounds: that counts (issue 38).
    assert!(h.query_by_label("Round 1 of 3").is_some());
    assert!(h.query_by_label("12:30").is_some());
    // Table numbers in words, never a bare "Still playing: 10" that reads as ten tables.
    assert!(
        h.query_by_label("Tables 1 and 3 are still playing")
            .is_some()
    );
    let mut party = seated(10, stars_evening(3));
    apply(&mut party, Action::StartRound);
    for table in 1..=9 {
        apply(
            &mut party,
            Action::EnterResult {
                table,
                ns: 5,
                ew: 9,
            },
        );
    }
    let desk = desk_of(party);
    let h = display(&desk, mode(DisplayMode::Round), None, started);
    assert!(h.query_by_label("Table 10 is still playing").is_some());
}

#[test]
fn a_long_seat_list_says_which_page_is_up_and_after_the_last_bell_the_evening_is_over() {
    let desk = desk_of(seated(60, stars_evening(3)));
    let clock_at = at(0);
    let h = display(&desk, DisplayState::default(), None, clock_at);
    // 240 guests: more than one page, and the title says which page.
    assert!(
        h.query_by_label_contains("Find your seat — round 1 (page 1 of ")
            .is_some()
    );
    // After the last bell the clock view does not count down or wait for a bell.
    let mut party = seated(2, stars_evening(1));
    play(&mut party, &[(3, 1), (1, 3)]);
    assert_eq!(party.state().phase(), cinch_party::rules::Phase::Finished);
    let desk = desk_of(party);
    let h = display(&desk, mode(DisplayMode::Round), None, at(0));
    // When it ended, in words (issue 32).
    assert!(
        h.query_by_label("The evening ended after round 1.")
            .is_some()
    );
    assert!(h.query_by_label("Thank you for playing!").is_some());
    assert!(h.query_by_label_contains("wait for the bell").is_none());
}

#[test]
fn after_a_bell_it_follows_the_evening_back_to_the_seats() {
    let mut party = seated(2, stars_evening(3));
    play(&mut party, &[(3, 1), (1, 3)]);
    let desk = desk_of(party);
    let h = display(&desk, DisplayState::default(), Some(2), at(0));
    assert!(h.query_by_label("Find your seat — round 2").is_some());
    // The host can hold it on the standings instead.
    let h = display(&desk, mode(DisplayMode::Standings), Some(2), at(0));
    assert!(h.query_by_label("Stars").is_some());
    assert!(h.query_by_label("Ladies").is_some() && h.query_by_label("Gentlemen").is_some());
    // Colour, shape and word for each count: the words once in the title band, the
    // shape above each side's column of counts (issue 38: the counts themselves are
    // bare numbers, so a name never runs into a star).
    for (legend, shape) in [("★ gold", "★"), ("✶ red", "✶"), ("✹ green", "✹")] {
        assert_eq!(h.query_all_by_label(legend).count(), 1, "{legend}");
        assert_eq!(
            h.query_all_by_label(shape).count(),
            2,
            "{shape} heads both sides' columns"
        );
    }
    let first = |side: usize| {
        desk.star().unwrap().standings.as_slice()[side].rows[0]
            .stars
            .gold
    };
    assert_eq!((first(0), first(1)), (1, 1), "N1 and S1 won the head table");
}

#[test]
fn the_ceremony_steps_through_every_prize_booby_first_with_the_tie_explained() {
    let desk = desk_of(sample());
    let order = ceremony_order(desk.star().unwrap().prizes.as_slice());
    assert_eq!(
        desk.star().unwrap().prizes.as_slice()[order[0]].key.kind,
        PrizeKind::Green
    );
    assert_eq!(
        desk.star().unwrap().prizes.as_slice()[*order.last().unwrap()]
            .key
            .kind,
        PrizeKind::Gold
    );
    let mut state = mode(DisplayMode::Auto);
    let h = display(&desk, state.clone(), None, at(0));
    assert!(
        h.query_by_label("And now, the prizes…").is_some(),
        "a finished evening goes to the ceremony"
    );
    for (step, &i) in order.iter().enumerate() {
        state.revealed.push(i);
        let h = display(&desk, state.clone(), None, at(0));
        let (title, words) = &desk.star().unwrap().prize_words(desk.state())[i];
        assert!(h.query_by_label(title).is_some(), "step {step}: {title}");
        assert!(h.query_by_label(words).is_some(), "step {step}: {words}");
    }
    // The sample's ladies' red prize was a tie settled by the program's cut, with the cards.
    let said = desk.star().unwrap().prize_words(desk.state());
    let words: Vec<&str> = said.iter().map(|(_, w)| w.as_str()).collect();
    assert!(
        words
            .iter()
            .any(|w| w.contains("level with") && w.contains("they cut:")),
        "{words:?}"
    );
}

#[test]
fn the_host_opens_the_display_and_reveals_prizes_from_the_display_screen() {
    let saves = tempfile::tempdir().unwrap();
    let sample_path = saves.path().join("sample-ten-tables.ron");
    std::fs::write(&sample_path, crate::support::store::SAMPLE).unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = harness(saves.path(), &clock, Some(sample_path));
    h.run_steps(2);
    click(&mut h, "Display");
    assert_eq!(h.state().screen(), Screen::Display);
    click(&mut h, "Reveal the next prize (N)");
    click(&mut h, "Reveal the next prize (N)");
    let revealed = h.state().display().revealed.clone();
    assert_eq!(revealed.len(), 2);
    let desk = h.state().desk().unwrap();
    assert!(
        revealed
            .iter()
            .all(|&i| desk.star().unwrap().prizes.as_slice()[i].key.kind == PrizeKind::Green)
    );
    // Any prize, in the host's order (the list scrolls: pressed by accessibility, as the
    // season's stage put one more line above it).
    h.get_by_label("Reveal the Ladies' first prize (most gold stars)")
        .click_accesskit();
    h.run_steps(3);
    assert_eq!(h.state().display().revealed.len(), 3);
    click(&mut h, "Open the guest display");
    assert!(h.state().display().open);
    // The embedded display window may lie over the controls here: press by accessibility.
    h.get_by_label("Full screen").click_accesskit();
    h.run_steps(3);
    assert!(h.state().display().fullscreen);
    h.get_by_label("Hide them all").click_accesskit();
    h.run_steps(3);
    assert!(h.state().display().revealed.is_empty());
}

fn snapshot(name: &str, desk: &Desk, state: DisplayState) -> egui_kittest::SnapshotResults {
    snapshot_sized(name, desk, state, [1920.0, 1080.0], 400)
}

#[test]
fn snapshots_of_the_guest_display_for_the_finished_sample() {
    let desk = desk_of(sample());
    let order = ceremony_order(desk.star().unwrap().prizes.as_slice());
    let mut ceremony = mode(DisplayMode::Ceremony);
    ceremony.revealed = order.iter().take(3).copied().collect();
    let mut results = snapshot("guest_display_ceremony", &desk, ceremony);
    results.extend(snapshot(
        "guest_display_standings",
        &desk,
        mode(DisplayMode::Standings),
    ));
    results.extend(snapshot(
        "guest_display_seats",
        &desk,
        mode(DisplayMode::Seats),
    ));
}

#[test]
fn on_request_the_display_shows_one_guests_evening_in_large_type() {
    let desk = desk_of(sample());
    let guest = desk.state().guests()[0].id;
    let name = desk.state().name(guest).to_owned();
    let h = display(&desk, mode(DisplayMode::Guest(guest)), None, at(0));
    assert!(h.query_by_label(&format!("{name}'s evening")).is_some());
    let evening =
        cinch_party::transcript::guest::GuestEvening::of(desk.file.party(), guest).unwrap();
    let last = evening.rounds.last().unwrap();
    assert!(
        h.query_by_label(&format!("Round {}: {}", last.round, last.words()))
            .is_some()
    );
}

/// Issue 44: the window draws the display in the font its stages are measured in
/// (DejaVu Sans, regular and bold), so a text measured to fit its box is drawn inside it.
#[test]
fn the_window_draws_the_display_in_the_font_its_stages_are_measured_in() {
    let h = Harness::builder()
        .with_size([200.0, 100.0])
        .with_context_setup(cinch_party::app::CinchApp::set_style)
        .build_ui(|_| {});
    let texts = [
        "Maximiliana Theodora Fitzgerald-Wolstenholme",
        "Henry Hughes",
        "WAVE Tofu AV Ty",
        "office fluffy",
        "13:55",
        "Find your seat — round 3 (page 1 of 2, A to L)",
        "★ 3 gold",
        "+65.16",
        "−1.50",
    ];
    for text in texts {
        for size in [20.0_f32, 23.4, 30.0, 84.4] {
            for bold in [false, true] {
                let font = cinch_party::ui::display::font(&h.ctx, size, bold);
                let drawn = h.ctx.fonts_mut(|f| {
                    f.layout_no_wrap(text.to_owned(), font, egui::Color32::WHITE)
                        .size()
                        .x
                });
                let measured = cinch_party::view::stage::measure::width(text, bold) * size;
                // Never wider than measured; as wide but for the window's kerning (which
                // only narrows a pair like "AV") and ligatures ("ff").
                let kerned = if text.starts_with("WAVE") { 0.9 } else { 0.96 };
                assert!(
                    drawn <= measured + 0.5 && drawn >= measured * kerned,
                    "{text:?} at {size} (bold {bold}): drawn {drawn}, measured {measured}"
                );
            }
        }
    }
}

/// When the display asks to be drawn again by itself, as a frame's output says.
fn next_frame(h: &Harness<'_>) -> std::time::Duration {
    h.output()
        .viewport_output
        .get(&egui::ViewportId::ROOT)
        .unwrap()
        .repaint_delay
}

/// A host's trial: a still guest display (the prizes up, nothing ticking) was drawn twice
/// a second all evening and kept a laptop's processor busy. It is drawn again by itself
/// only when something changes by itself: the clock's next second, the next page.
#[test]
fn the_display_draws_itself_again_only_when_the_clock_ticks_or_a_page_turns() {
    let long = std::time::Duration::from_secs(3600);
    // The prizes, one page, no clock: nothing until the host does something.
    let desk = desk_of(sample());
    let h = display(&desk, mode(DisplayMode::Ceremony), None, at(0));
    assert!(next_frame(&h) >= long, "{:?}", next_frame(&h));
    // A round's clock: within the second.
    let mut party = seated(3, stars_evening(3));
    apply(&mut party, Action::StartRound);
    let started = party
        .state()
        .star()
        .unwrap()
        .current_round()
        .unwrap()
        .started_at
        .unwrap();
    let desk = desk_of(party);
    let h = display(
        &desk,
        mode(DisplayMode::Round),
        None,
        started + Duration::seconds(30),
    );
    assert!(h.query_by_label("19:30").is_some(), "the clock is up");
    let tick = next_frame(&h);
    assert!(tick <= std::time::Duration::from_millis(1100), "{tick:?}");
    // Many pages of seats: by the next page turn.
    let desk = desk_of(seated(60, stars_evening(3)));
    let h = display(&desk, DisplayState::default(), None, at(0));
    let turn = next_frame(&h);
    let page = std::time::Duration::from_secs_f64(cinch_party::view::stage::PAGE_SECONDS);
    assert!(
        turn <= page + std::time::Duration::from_millis(100),
        "{turn:?}"
    );
    assert!(turn < long);
}
