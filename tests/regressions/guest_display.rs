//! Issue 44: the guest display, tried as a new host would on a TV-sized window and in
//! Chromium: a ceremony that hid a winner, everyday names cut with room to spare, the
//! clock and the titles on a phone.

use std::sync::mpsc;

use cinch_party::app::FakeClock;
use cinch_party::phones::Show;
use cinch_party::rules::duplicate::{PairGroup, PairId};
use cinch_party::ui::guest_display_ui;
use cinch_party::view::display::{DisplayMode, DisplayState};
use cinch_party::view::stage::PAGE_SECONDS;
use egui_kittest::Harness;

use crate::common::at;
use crate::support::browser::{browser_sized, chromedriver};
use crate::support::display::desk_of;
use crate::support::evenings::{EVERYDAY, forty_five_guests, long_pair_duplicate};
use crate::support::room::{is_cut, labels};
use crate::support::served::{Put, browse_while_running, put, served, text_faults, until_shown};

fn shown(mode: DisplayMode, revealed: Vec<usize>) -> DisplayState {
    DisplayState {
        mode,
        revealed,
        ..DisplayState::default()
    }
}

/// Bug: a duplicate evening of 16 pairs whose North–South winners have very long names,
/// both rankings revealed: the long names filled the screen, their "+65.16" was cut at
/// the foot, and the East–West winners never appeared.
#[test]
fn a_long_pair_at_the_ceremony_never_hides_the_east_west_winners_nor_cuts_its_score() {
    let desk = desk_of(long_pair_duplicate());
    let dup = desk.duplicate().unwrap();
    let size = [1280.0, 720.0];
    let state = shown(DisplayMode::Ceremony, vec![0, 1]);
    let mut h = Harness::builder()
        .with_size(size)
        .with_step_dt(PAGE_SECONDS as f32)
        .with_context_setup(cinch_party::app::CinchApp::set_style)
        .build_ui(|ui| guest_display_ui(ui, &desk, &state, None, at(0)));
    h.run_steps(1);
    let screen = egui::Rect::from_min_size(egui::Pos2::ZERO, size.into()).expand(0.5);
    // Every page of the ceremony (a page for each ranking when both do not fit).
    let mut seen = Vec::new();
    for _ in 0..3 {
        h.step();
        seen.extend(
            labels(&h)
                .into_iter()
                .filter(|l| screen.contains_rect(l.rect)),
        );
    }
    let on_screen = seen.iter().map(|l| l.words.as_str()).collect::<Vec<_>>();
    for group in [PairGroup::NorthSouth, PairGroup::EastWest] {
        let (_, winners) = dup
            .standings
            .winners
            .iter()
            .find(|(d, _)| *d == group)
            .unwrap();
        let pair = PairId::new(group, winners[0]);
        let score = dup.score_words(pair);
        assert!(
            on_screen.contains(&score.as_str()),
            "{score}: {on_screen:?}"
        );
        // Whole: the names read in full, however many lines they take.
        assert!(
            on_screen.contains(&dup.names(pair)),
            "{} not whole on the screen: {on_screen:?}",
            dup.names(pair)
        );
    }
}

/// Bug: "Find your seat" of that evening cut "Henry Hughes", "Peggy Pearson", "Quinn
/// Quigley", "Yvonne Young" and "Zach Zimmerman" at 1920×1080 and at 1280×720 with a
/// third of the screen empty: the long pair's names sized everyone's column.
#[test]
fn find_your_seat_shows_every_everyday_name_whole_beside_a_long_pair() {
    let party = long_pair_duplicate();
    let evening = cinch_party::view::web::source::of_party(&party);
    let state = shown(DisplayMode::Seats, Vec::new());
    for [w, h] in [[1920, 1080], [1280, 720]] {
        let answer =
            cinch_party::view::web::answer(&evening, (&state, None), Show::display(w, h), at(0));
        let texts = answer["state"]["texts"].as_array().unwrap();
        for guest in party.state().guests() {
            if guest.name.chars().count() > EVERYDAY {
                continue;
            }
            let whole = texts.iter().any(|t| {
                let size = t["size"].as_f64().unwrap() as f32;
                let room = t["w"].as_f64().unwrap() as f32;
                t["text"] == guest.name.as_str()
                    && cinch_party::fonts::width(
                        &guest.name,
                        size,
                        cinch_party::fonts::Weight::Regular,
                    ) <= room + 0.5
            });
            assert!(whole, "{w}×{h}: {} not whole", guest.name);
        }
    }
}

/// Bug: a 45-guest star evening in the window at 1280×720 cut 10 of its 45 names
/// ("Dorothy Fairwea…", "Lawrence McAlli…", "Philippa Greenh…"): one very long name
/// among them set the column for all.
#[test]
fn forty_five_guests_show_every_everyday_name_whole_in_the_window_at_1280_by_720() {
    let desk = desk_of(forty_five_guests());
    for mode in [DisplayMode::Seats, DisplayMode::Standings] {
        let state = shown(mode, Vec::new());
        let size = [1280.0, 720.0];
        let mut h = Harness::builder()
            .with_size(size)
            .with_step_dt(PAGE_SECONDS as f32)
            .with_context_setup(cinch_party::app::CinchApp::set_style)
            .build_ui(|ui| guest_display_ui(ui, &desk, &state, None, at(0)));
        h.run_steps(1);
        let mut cut = Vec::new();
        let mut whole = std::collections::BTreeSet::new();
        for _ in 0..3 {
            h.step();
            for l in labels(&h) {
                let named = desk
                    .state()
                    .guests()
                    .iter()
                    .any(|g| g.name == l.words && g.name.chars().count() <= EVERYDAY);
                if named && is_cut(&h.ctx, &l) {
                    cut.push(l.words.clone());
                } else if named {
                    whole.insert(l.words.clone());
                }
            }
        }
        assert!(cut.is_empty(), "{mode:?}: cut: {cut:?}");
        assert_eq!(whole.len(), 44, "{mode:?}: {whole:?}");
    }
}

/// Runs `look` in a browser of `size` on the `/display` of `party` served by the window.
fn in_browser<F, Fut>(party: cinch_party::rules::Party, size: (u32, u32), look: F)
where
    F: FnOnce(fantoccini::Client, mpsc::Sender<Put>, mpsc::Receiver<()>) -> Fut + Send + 'static,
    Fut: std::future::Future<Output = ()>,
{
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let (mut h, base) = served(saves.path(), &clock, party);
    let (driver, port) = chromedriver();
    let profile = saves.path().join("chromium");
    let url = format!("{base}/display");
    browse_while_running(&mut h, move |ask, acted| {
        let _driver = driver;
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap();
        runtime.block_on(async {
            let client = browser_sized(port, &profile, size).await;
            client.goto(&url).await.unwrap();
            look(client, ask, acted).await;
        });
    });
}

/// Bug: at 390×844 (a phone or a small tablet as the display) the round's title was cut
/// ("Round 1 of") and the clock wrapped ("13:5" over "5").
#[test]
fn on_a_phone_the_clock_keeps_to_one_line_and_the_round_title_is_whole() {
    let mut party = crate::common::seated(3, crate::common::stars_evening(3));
    crate::common::apply(&mut party, cinch_party::rules::Action::StartRound);
    in_browser(party, (390, 844), |client, ask, acted| async move {
        put(&ask, &acted, Put::Mode(DisplayMode::Round));
        until_shown(&client, "round", "Round 1 of 3").await;
        let faults = text_faults(&client).await;
        assert!(faults.is_empty(), "{faults:#?}");
        client.close().await.unwrap();
    });
}

/// Bug: on the web `/display` at 1920×1080 the ceremony of the long pair's evening cut
/// the "East–West" heading in half at the foot of the screen.
#[test]
fn the_web_ceremony_keeps_the_east_west_heading_on_the_screen() {
    in_browser(
        long_pair_duplicate(),
        (1920, 1080),
        |client, ask, acted| async move {
            put(&ask, &acted, Put::Revealed(2));
            until_shown(&client, "ceremony", "The winners").await;
            // Each page of the ceremony, if it turns.
            let mut faults = Vec::new();
            let mut seen = String::new();
            for _ in 0..2 {
                faults.extend(text_faults(&client).await);
                let text = client
                    .execute(
                        "return document.getElementById('screen').innerText;",
                        vec![],
                    )
                    .await
                    .unwrap();
                seen.push_str(text.as_str().unwrap_or_default());
                tokio::time::sleep(std::time::Duration::from_secs_f64(PAGE_SECONDS)).await;
            }
            assert!(faults.is_empty(), "{faults:#?}");
            assert!(seen.contains("East–West"), "{seen}");
            client.close().await.unwrap();
        },
    );
}

/// Bug: on the Display screen the preview of the long pair's ceremony, its North–South
/// winners revealed, clipped its last line: their score ran past the foot of the
/// display.
#[test]
fn the_ceremony_preview_keeps_its_last_line_inside_the_display() {
    use egui_kittest::kittest::Queryable;
    let saves = tempfile::tempdir().unwrap();
    let path = saves.path().join("long-pair.ron");
    crate::support::evenings::saved(long_pair_duplicate(), &path);
    let clock = FakeClock::at(at(0));
    let mut h = crate::support::ui::harness(saves.path(), &clock, Some(path));
    h.run_steps(2);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Num7);
    h.run_steps(3);
    crate::support::ui::click(&mut h, "Reveal the next winners");
    assert_eq!(h.state().display().revealed, vec![0]);
    let heading = h.get_by_label("Preview: Prize ceremony").rect();
    // The preview: the right column under its heading (the panel's margin is 8), the
    // display's shape.
    let [w, hh] = h.state().display().screen.map(|v| v as f32);
    let width = 1366.0 - 8.0 - heading.left();
    let foot = heading.bottom() + 8.0 + width * hh / w;
    let preview: Vec<_> = labels(&h)
        .into_iter()
        .filter(|l| l.rect.left() >= heading.left() - 1.0 && l.rect.top() > heading.bottom())
        .collect();
    let dup = h.state().desk().unwrap().duplicate().unwrap();
    let (_, winners) = dup
        .standings
        .winners
        .iter()
        .find(|(d, _)| *d == PairGroup::NorthSouth)
        .unwrap();
    let score = dup.score_words(PairId::new(PairGroup::NorthSouth, winners[0]));
    assert!(preview.iter().any(|l| l.words == score), "{preview:?}");
    let below: Vec<_> = preview
        .iter()
        .filter(|l| l.rect.bottom() > foot + 1.0)
        .collect();
    assert!(
        below.is_empty(),
        "past the preview's foot ({foot}): {below:?}"
    );
}

// A host's re-check of issue 52: the guest display's window was open when the program
// was killed; its flag was kept, but carrying on with the party ("Reopen") closed it
// again, and the next save forgot it.
#[test]
fn the_guest_display_opens_again_when_the_host_carries_on_after_a_crash() {
    use crate::support::ui::{Memory, harness_after_restart};
    use cinch_party::app::Preferences;
    use egui_kittest::kittest::Queryable;
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let path = saves.path().join("crash.ron");
    let party = crate::common::seated(2, crate::common::stars_evening(3));
    let mut file = cinch_party::store::PartyFile::adopt(&path, "After the crash", party).unwrap();
    assert_eq!(file.save_now(at(0)), cinch_party::store::Saved::Yes);
    drop(file);
    let mut memory = Memory::default();
    Preferences {
        last_party: Some(path.clone()),
        display_open: true,
        ..Preferences::default()
    }
    .write(&mut memory);
    let mut h = harness_after_restart(saves.path(), &clock, None, Some(path.clone()));
    h.state_mut().restore_display(&memory);
    h.run_steps(3);
    // Saved while the host reads the Party screen: still to open.
    let mut kept = Memory::default();
    eframe::App::save(h.state_mut(), &mut kept);
    assert!(Preferences::read(&kept).display_open);
    h.get_by_label_contains("Reopen").click_accesskit();
    h.run_steps(3);
    assert!(h.state().display().open, "the display opens with the party");
    let mut kept = Memory::default();
    eframe::App::save(h.state_mut(), &mut kept);
    assert!(Preferences::read(&kept).display_open);
    // Closing it by hand is remembered as closed.
    h.state_mut().execute(
        cinch_party::view::Command::Display(cinch_party::view::DisplayCommand::Open(false)),
        0.0,
    );
    let mut kept = Memory::default();
    eframe::App::save(h.state_mut(), &mut kept);
    assert!(!Preferences::read(&kept).display_open);
}
